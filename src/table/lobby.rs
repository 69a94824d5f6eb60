//! Creating, joining, leaving, starting and ending games; kicking and replacing players.

use super::notice::Notice;
use super::settings::parse_language;
use super::{Ctx, Kind, Loaded, Reply, Seats, StartOptions, Table, TableError, Tables, User};
use crate::games::{GameRng, Msg};
use crate::i18n::Lang;
use crate::store::{GameChange, GameStart, Status};

/// The longest name seated at a table (Discord's own limit for display names); a longer one is
/// cut, so no image or message has to measure a name of any length.
pub const MAX_NAME: usize = 32;

/// A player's name as seated: cut to [`MAX_NAME`] characters.
pub fn seat_name(name: &str) -> String {
    let name = name.trim();
    if name.chars().count() <= MAX_NAME {
        name.to_string()
    } else {
        let cut: String = name.chars().take(MAX_NAME - 1).collect();
        format!("{}…", cut.trim_end())
    }
}

/// Whether a word confirms a question such as `/abandon`'s: `yes`, or yes in one of the
/// table's languages.
pub fn confirms(word: &str) -> bool {
    matches!(word.trim().to_lowercase().as_str(), "yes" | "y" | "ja" | "да" | "tak" | "ano")
}

impl Tables {
    pub(crate) async fn new_game(
        &self,
        ctx: &Ctx,
        kind: &str,
        options: &[(String, String)],
    ) -> Result<Reply, TableError> {
        let kind = Kind::parse(kind).ok_or_else(|| {
            let known = Kind::ALL.iter().map(|k| k.name()).collect::<Vec<_>>().join(", ");
            TableError::msg(Msg::new("table.error.unknown-game").text("game", kind).text("known", known))
        })?;
        // `language` is the table's, not the game's: every other option goes to the game
        let (language, options): (Vec<_>, Vec<_>) = options.iter().cloned().partition(|(k, _)| k == "language");
        let language = match language.last() {
            Some((_, code)) => parse_language(code)?,
            None => Lang::En,
        };
        let options = kind.options(&options).map_err(TableError::msg)?;
        let name = seat_name(&ctx.user.name);
        let stored = options.to_json();
        let id =
            self.store.create_game(&ctx.channel, kind, &stored, language, (&ctx.user.id, &name), self.now()).await?;
        let Seats { min, max } = options.seats();
        // `players:3` fixes the count: "(3 players)", not "(3–3 players)"
        let key = if min == max { "table.created-exact" } else { "table.created" };
        let mut public = vec![Msg::new(key)
            .text("name", name)
            .key("game", format!("game.{}", kind.name()))
            .num("min", min as i64)
            .num("max", max as i64)];
        // the lobby post carries the table's page
        public.extend(self.link_line(id).await);
        Ok(Reply { public, game_id: Some(id), ..Reply::default() })
    }

    pub(crate) async fn lobby(&self, channel: &str) -> Result<Table, TableError> {
        let t = self.table(channel).await?;
        if t.row.status != Status::Lobby {
            return Err(TableError::new("table.error.already-started"));
        }
        Ok(t)
    }

    /// Takes a seat in the channel's lobby; with `game`, only in that game's (a join button of
    /// a lobby that was closed or started is outdated).
    pub(crate) async fn join(&self, ctx: &Ctx, game: Option<i64>) -> Result<Reply, TableError> {
        let t = match (self.lobby(&ctx.channel).await, game) {
            (Ok(t), Some(id)) if t.row.id != id => return Err(TableError::new("table.rematch.error.lobby-gone")),
            (Err(_), Some(_)) => return Err(TableError::new("table.rematch.error.lobby-gone")),
            (t, _) => t?,
        };
        if t.seats.iter().any(|s| s.user_id == ctx.user.id) {
            return Err(TableError::new("table.error.already-joined"));
        }
        let max = t.options()?.seats().max;
        if t.seats.len() >= max {
            return Err(TableError::msg(Msg::new("table.error.full").num("max", max as i64)));
        }
        let name = seat_name(&ctx.user.name);
        self.store.join(t.row.id, t.row.version, (&ctx.user.id, &name), None, self.now()).await?;
        Ok(Reply {
            public: vec![Msg::new("table.joined")
                .text("name", name)
                .num("count", t.seats.len() as i64 + 1)
                .num("max", max as i64)],
            ..Reply::default()
        })
    }

    pub(crate) async fn leave(&self, ctx: &Ctx) -> Result<Reply, TableError> {
        let t = self.table(&ctx.channel).await?;
        if !t.seats.iter().any(|s| s.user_id == ctx.user.id) {
            return Err(TableError::new("table.error.not-seated"));
        }
        if t.row.status != Status::Lobby {
            return Err(TableError::new("table.error.leave-running"));
        }
        // the last person out closes the lobby
        let close = t.closed_without(&ctx.user.id);
        self.store.leave(t.row.id, t.row.version, &ctx.user.id, close.is_some(), self.now()).await?;
        let mut public = vec![Msg::new("table.left").text("name", seat_name(&ctx.user.name))];
        public.extend(close);
        Ok(Reply { public, ..Reply::default() })
    }

    /// Starts the lobby's game: random seat order (or joining order), seed recorded.
    pub async fn start(&self, ctx: &Ctx, opts: StartOptions) -> Result<Reply, TableError> {
        ctx.check_texts(&[])?;
        let t = self.lobby(&ctx.channel).await?;
        if !t.is_creator_or_admin(ctx) {
            return Err(TableError::new("table.error.creator-only"));
        }
        let options = t.options()?;
        let Seats { min, max } = options.seats();
        if t.seats.len() < min {
            return Err(TableError::msg(
                Msg::new("table.error.too-few").num("min", min as i64).num("count", t.seats.len() as i64),
            ));
        }
        let seed = opts.seed.unwrap_or_else(rand::random::<u64>) & (i64::MAX as u64);
        let mut users: Vec<(String, String)> =
            t.seats.iter().map(|s| (s.user_id.clone(), s.display_name.clone())).collect();
        if !opts.joined_order {
            GameRng::new(seed ^ 0x5ea7_0de5).shuffle(&mut users);
        }
        let players = users.len().min(max);
        let mut g = Loaded::new(&options, players, seed)?;
        if let Some(position) = &opts.position {
            g.with_position(position)
                .map_err(|e| TableError::msg(Msg::new("table.error.scenario").text("error", e)))?;
        }
        let state = g.to_json();
        let seats: Vec<(String, i64)> = users.iter().enumerate().map(|(i, (u, _))| (u.clone(), i as i64)).collect();
        let now = self.now();
        let decider = g.prompt().map(|p| users[p.seat].0.clone());
        let change = GameChange {
            state: state.clone(),
            status: Status::Active,
            turn_user_id: decider.clone(),
            turn_since: Some(now),
            remind_at: Some(self.turn_due_for(&t, decider.as_deref(), now).await?),
            pings_paused: false,
            clock_at: self.turn_clock(&t, decider.as_deref(), now).await?,
        };
        let start = GameStart { seed: seed as i64, seats, initial_state: state };
        // the table as it is once started: seats in their order
        let mut started = Table { row: t.row.clone(), seats: t.seats.clone(), kind: t.kind };
        started.row.version += 1;
        started.row.state = Some(change.state.clone());
        for s in &mut started.seats {
            s.seat = start.seats.iter().find(|(u, _)| *u == s.user_id).map(|(_, n)| *n);
        }
        let t = started;
        let version = t.row.version;
        let order: Vec<Msg> = (0..players).map(|s| Self::player_msg(&t, &g, s)).collect();
        let mut reply = Reply {
            public: vec![Msg::new("table.started")
                .key("game", format!("game.{}", t.kind.name()))
                .list("players", order)],
            version: Some(version),
            game_id: Some(t.row.id),
            ..Reply::default()
        };
        if let Some(u) = decider.as_deref() {
            let ping = self.pinged(&t, Some(u), now).await?;
            self.tell_turn(&t, &g, (u, ping), now, &mut reply).await?;
        }
        // the first player decides from their own estate, as after every turn
        let estate = g.prompt().map(|p| p.seat);
        let notice = Notice::of(&reply, true, estate).to_row(Some(&g));
        reply.notice = self.store.start(t.row.id, t.row.version - 1, &start, &change, Some(&notice), now).await?;
        reply.images = self.images(&t, &g, version, estate).await;
        reply.prompt = self.prompt_out(&t, &g, version);
        self.wake_bots(&reply);
        Ok(reply)
    }

    /// Ends the channel's lobby or game; unconfirmed, it only asks (issue 27: one slip of a
    /// command must not end a game for everyone).
    pub(crate) async fn abandon(&self, ctx: &Ctx, confirm: bool) -> Result<Reply, TableError> {
        let t = self.table(&ctx.channel).await?;
        if !t.is_creator_or_admin(ctx) {
            return Err(TableError::new("table.error.creator-only"));
        }
        if !confirm {
            let ask = Msg::new("table.abandon-ask").key("game", format!("game.{}", t.kind.name()));
            return Ok(Reply { private: vec![ask], game_id: Some(t.row.id), ..Reply::default() });
        }
        let mut reply = Reply {
            public: vec![Msg::new("table.abandoned").text("name", seat_name(&ctx.user.name))],
            game_id: Some(t.row.id),
            finished: true,
            ..Reply::default()
        };
        let mut notice = Notice::of(&reply, false, None);
        notice.prompt = false;
        let row = notice.to_row(None);
        let (id, version, now) = (t.row.id, t.row.version, self.now());
        reply.notice = match t.row.status {
            // a running game leaves its players' records (abandoned, not rated)
            Status::Active => {
                let ended = self.ended(&t, &t.state()?, &self.store.actions(id).await?).await?;
                self.store.abandon_game(id, version, &ended, Some(&row), now).await?
            }
            _ => self.store.set_status(id, version, Status::Abandoned, Some(&row), now).await?,
        };
        Ok(reply)
    }

    /// Sets the table's language (creator or admin): public posts, images and reminders from now on.
    pub(crate) async fn set_language(&self, ctx: &Ctx, code: &str) -> Result<Reply, TableError> {
        let t = self.table(&ctx.channel).await?;
        if !t.is_creator_or_admin(ctx) {
            return Err(TableError::new("table.error.creator-only"));
        }
        let language = parse_language(code)?;
        self.store.set_language(t.row.id, t.row.version, language, self.now()).await?;
        Ok(Reply {
            public: vec![Msg::new("table.language-set")
                .text("name", seat_name(&ctx.user.name))
                .key("language", language.name_key())],
            game_id: Some(t.row.id),
            ..Reply::default()
        })
    }

    /// Removes a player from the lobby (creator or admin).
    pub(crate) async fn kick(&self, ctx: &Ctx, user_id: &str) -> Result<Reply, TableError> {
        let t = self.table(&ctx.channel).await?;
        if !t.is_creator_or_admin(ctx) {
            return Err(TableError::new("table.error.creator-only"));
        }
        let Some(seat) = t.seats.iter().find(|s| s.user_id == user_id) else {
            return Err(TableError::new("table.error.user-not-seated"));
        };
        if t.row.status != Status::Lobby {
            return Err(TableError::new("table.error.kick-running"));
        }
        // kicking the last person (a creator kicking themselves) closes the lobby, as leaving does
        let close = t.closed_without(user_id);
        self.store.leave(t.row.id, t.row.version, user_id, close.is_some(), self.now()).await?;
        let mut public = vec![Msg::new("table.kicked").text("name", seat.display_name.clone())];
        public.extend(close);
        Ok(Reply { public, ..Reply::default() })
    }

    /// Gives a running game's seat to another user (creator or admin).
    pub(crate) async fn replace(&self, ctx: &Ctx, old_user_id: &str, new: &User) -> Result<Reply, TableError> {
        let t = self.running(&ctx.channel).await?;
        let new = User::new(new.id.clone(), seat_name(&new.name));
        self.replace_seat(ctx, t, old_user_id, (new, None)).await
    }

    /// Gives a running game's seat to another user, or (with an AI level) to a bot.
    pub(crate) async fn replace_seat(
        &self,
        ctx: &Ctx,
        t: Table,
        old_user_id: &str,
        (new, bot): (User, Option<String>),
    ) -> Result<Reply, TableError> {
        if !t.is_creator_or_admin(ctx) {
            return Err(TableError::new("table.error.creator-only"));
        }
        let Some(old) = t.seats.iter().find(|s| s.user_id == old_user_id) else {
            return Err(TableError::new("table.error.user-not-seated"));
        };
        if t.seats.iter().any(|s| s.user_id == new.id) {
            return Err(TableError::new("table.error.already-joined"));
        }
        let now = self.now();
        let (turn_user, remind_at) = match t.row.turn_user_id.as_deref() {
            Some(u) if u == old_user_id => {
                (Some(new.id.as_str()), Some(self.turn_due_for(&t, Some(&new.id), now).await?))
            }
            other => (other, t.row.remind_at),
        };
        let name = new.name.clone();
        let g = t.state()?;
        // the table as it will be: the new user in the old one's seat
        let mut t2 = Table { row: t.row.clone(), seats: t.seats.clone(), kind: t.kind };
        t2.row.version += 1;
        for s in t2.seats.iter_mut().filter(|s| s.user_id == old_user_id) {
            (s.user_id, s.display_name, s.bot) = (new.id.clone(), name.clone(), bot.clone());
        }
        let prompt = self.prompt_out(&t2, &g, t2.row.version);
        let mentions = prompt.iter().filter(|p| p.user_id == new.id && !p.bot).map(|p| p.user_id.clone()).collect();
        let mut reply = Reply {
            public: vec![Msg::new("table.replaced").text("old", old.display_name.clone()).text("new", name.clone())],
            mentions,
            version: Some(t2.row.version),
            game_id: Some(t2.row.id),
            ..Reply::default()
        };
        let notice = Notice::of(&reply, false, None).to_row(Some(&g));
        let (version, user) = (t.row.version, (new.id.as_str(), name.as_str(), bot.as_deref()));
        let turn = (turn_user, remind_at);
        reply.notice = self.store.replace_seat(t.row.id, version, old_user_id, user, turn, Some(&notice), now).await?;
        reply.prompt = prompt;
        self.wake_bots(&reply);
        Ok(reply)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Ctx, Request, Tables, User};
    use crate::store::{Status, Store};
    use std::sync::atomic::Ordering::SeqCst;
    use std::sync::Arc;

    fn ctx(u: &str) -> Ctx {
        Ctx { channel: "c".into(), user: User::new(u.to_string(), u.to_string()), admin: false }
    }

    /// `n` changes written by others between the request's reads of the table and its writes.
    async fn raced(tables: &Tables, n: usize, user: &str, req: Request) -> Result<super::Reply, super::TableError> {
        tables.writes_between.store(n, SeqCst);
        let result = tables.handle(&ctx(user), req).await;
        assert_eq!(tables.writes_between.load(SeqCst), 0, "every change between was written");
        result
    }

    /// A request that does not depend on the position is run again on the table as it is when a
    /// change lands between its read and its write (a bot's move played at once, or another
    /// player's join by the same button), up to three times in all; the third refusal is told,
    /// and nothing of the request is written. A move is never run again: its player looks at
    /// the new position first.
    #[tokio::test]
    async fn requests_apart_from_the_position_are_run_again_when_a_change_lands_meanwhile() {
        let mut tables = Tables::new(Store::memory().await.unwrap(), Arc::new(|| 1_700_000_000));
        tables.images = false;
        tables.handle(&ctx("ann"), Request::New { kind: "rattus".into(), options: vec![] }).await.unwrap();
        raced(&tables, 2, "bob", Request::Join).await.expect("joined on the third try");
        let e = raced(&tables, 3, "cid", Request::Join).await.unwrap_err();
        assert_eq!(e.msg.key, "table.error.conflict", "three changes between: the join is refused");
        let seated = |t: &super::Table| t.seats.iter().map(|s| s.user_id.clone()).collect::<Vec<_>>();
        assert_eq!(seated(&tables.table("c").await.unwrap()), ["ann", "bob"], "cid is not seated");
        raced(&tables, 1, "ann", Request::BotAdd { level: None }).await.expect("a bot seated");
        assert_eq!(tables.table("c").await.unwrap().seats.len(), 3);
        raced(&tables, 1, "ann", Request::BotRemove).await.expect("the bot taken out");
        raced(&tables, 1, "cid", Request::Join).await.expect("cid joins");
        raced(&tables, 2, "ann", Request::Kick { user_id: "cid".into() }).await.expect("cid kicked");
        raced(&tables, 1, "ann", Request::Language { language: "de".into() }).await.expect("the language set");
        raced(&tables, 1, "ann", Request::Start).await.expect("started");
        let t = tables.table("c").await.unwrap();
        assert_eq!((t.row.status, t.row.language), (Status::Active, crate::i18n::Lang::De));
        assert_eq!(seated(&t).len(), 2);
        // a move is refused by one change between, and not written
        let p = tables.handle(&ctx("ann"), Request::Status).await.unwrap().prompt.unwrap();
        let moves = tables.store.actions(t.row.id).await.unwrap().len();
        let play = Request::Play { action: p.choices[0].notation.clone(), version: None };
        let e = raced(&tables, 1, &p.user_id, play).await.unwrap_err();
        assert_eq!(e.msg.key, "table.error.conflict", "a move is not run again");
        assert_eq!(tables.store.actions(t.row.id).await.unwrap().len(), moves, "no move written");
        raced(&tables, 2, "ann", Request::Abandon { confirm: true }).await.expect("abandoned on the third try");
        let row = tables.store.latest_game("c").await.unwrap().unwrap();
        assert_eq!(row.status, Status::Abandoned);
    }
}
