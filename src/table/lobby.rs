//! Creating, joining, leaving, starting and ending games; kicking and replacing players.

use super::{Ctx, Kind, Loaded, Reply, StartOptions, Table, TableError, Tables, User};
use crate::games::{GameRng, Msg};
use crate::store::{GameChange, GameStart};

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
        let options = kind.options(options).map_err(TableError::msg)?;
        let id = self
            .store
            .create_game(&ctx.channel, kind.name(), &options, (&ctx.user.id, &ctx.user.name), self.now())
            .await?;
        let (min, max) = kind.seat_range(&options);
        // `players:3` fixes the count: "(3 players)", not "(3–3 players)"
        let key = if min == max { "table.created-exact" } else { "table.created" };
        Ok(Reply {
            public: vec![Msg::new(key)
                .text("name", ctx.user.name.clone())
                .key("game", format!("game.{}", kind.name()))
                .num("min", min as i64)
                .num("max", max as i64)],
            game_id: Some(id),
            ..Reply::default()
        })
    }

    async fn lobby(&self, channel: &str) -> Result<Table, TableError> {
        let t = self.table(channel).await?;
        if t.row.status != "lobby" {
            return Err(TableError::new("table.error.already-started"));
        }
        Ok(t)
    }

    pub(crate) async fn join(&self, ctx: &Ctx) -> Result<Reply, TableError> {
        let t = self.lobby(&ctx.channel).await?;
        if t.seats.iter().any(|s| s.user_id == ctx.user.id) {
            return Err(TableError::new("table.error.already-joined"));
        }
        let (_, max) = t.kind.seat_range(&t.row.options);
        if t.seats.len() >= max {
            return Err(TableError::msg(Msg::new("table.error.full").num("max", max as i64)));
        }
        self.store.join(t.row.id, t.row.version, (&ctx.user.id, &ctx.user.name), self.now()).await?;
        Ok(Reply {
            public: vec![Msg::new("table.joined")
                .text("name", ctx.user.name.clone())
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
        if t.row.status != "lobby" {
            return Err(TableError::new("table.error.leave-running"));
        }
        self.store.leave(t.row.id, t.row.version, &ctx.user.id, self.now()).await?;
        let mut public = vec![Msg::new("table.left").text("name", ctx.user.name.clone())];
        if t.seats.len() == 1 {
            // the last one out closes the lobby
            self.store.set_status(t.row.id, t.row.version + 1, "abandoned", self.now()).await?;
            public.push(Msg::new("table.lobby-closed"));
        }
        Ok(Reply { public, ..Reply::default() })
    }

    /// Starts the lobby's game: random seat order (or joining order), seed recorded.
    pub async fn start(&self, ctx: &Ctx, opts: StartOptions) -> Result<Reply, TableError> {
        let t = self.lobby(&ctx.channel).await?;
        if !t.is_creator_or_admin(ctx) {
            return Err(TableError::new("table.error.creator-only"));
        }
        let (min, max) = t.kind.seat_range(&t.row.options);
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
        let mut g = Loaded::new(t.kind, &t.row.options, players, seed)?;
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
            status: "active",
            turn_user_id: decider.clone(),
            turn_since: Some(now),
            remind_at: Some(now + t.row.remind_every),
            pings_paused: false,
        };
        let start = GameStart { seed: seed as i64, seats, initial_state: state };
        self.store.start(t.row.id, t.row.version, &start, &change, now).await?;
        let t = self.load(self.store.game(t.row.id).await?.expect("just started")).await?;
        let version = t.row.version;
        let order: Vec<Msg> = (0..players).map(|s| Self::player_msg(&t, &g, s)).collect();
        // the first player decides from their own estate, as after every turn
        let images = self.images(&t, &g, version, g.prompt().map(|p| p.seat)).await;
        Ok(Reply {
            public: vec![Msg::new("table.started")
                .key("game", format!("game.{}", t.kind.name()))
                .list("players", order)],
            images,
            mentions: decider.into_iter().collect(),
            prompt: self.prompt_out(&t, &g, version),
            version: Some(version),
            game_id: Some(t.row.id),
            ..Reply::default()
        })
    }

    pub(crate) async fn abandon(&self, ctx: &Ctx) -> Result<Reply, TableError> {
        let t = self.table(&ctx.channel).await?;
        if !t.is_creator_or_admin(ctx) {
            return Err(TableError::new("table.error.creator-only"));
        }
        self.store.set_status(t.row.id, t.row.version, "abandoned", self.now()).await?;
        Ok(Reply {
            public: vec![Msg::new("table.abandoned").text("name", ctx.user.name.clone())],
            game_id: Some(t.row.id),
            finished: true,
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
        if t.row.status != "lobby" {
            return Err(TableError::new("table.error.kick-running"));
        }
        self.store.leave(t.row.id, t.row.version, user_id, self.now()).await?;
        Ok(Reply { public: vec![Msg::new("table.kicked").text("name", seat.display_name.clone())], ..Reply::default() })
    }

    /// Gives a running game's seat to another user (creator or admin).
    pub(crate) async fn replace(&self, ctx: &Ctx, old_user_id: &str, new: &User) -> Result<Reply, TableError> {
        let t = self.running(&ctx.channel).await?;
        if !t.is_creator_or_admin(ctx) {
            return Err(TableError::new("table.error.creator-only"));
        }
        let Some(old) = t.seats.iter().find(|s| s.user_id == old_user_id) else {
            return Err(TableError::new("table.error.user-not-seated"));
        };
        if t.seats.iter().any(|s| s.user_id == new.id) {
            return Err(TableError::new("table.error.already-joined"));
        }
        let turn_user = match t.row.turn_user_id.as_deref() {
            Some(u) if u == old_user_id => Some(new.id.as_str()),
            other => other,
        };
        self.store
            .replace_seat(t.row.id, t.row.version, old_user_id, (&new.id, &new.name), turn_user, self.now())
            .await?;
        let t2 = self.running(&ctx.channel).await?;
        let g = t2.state()?;
        let prompt = self.prompt_out(&t2, &g, t2.row.version);
        let mentions = prompt.iter().filter(|p| p.user_id == new.id).map(|p| p.user_id.clone()).collect();
        Ok(Reply {
            public: vec![Msg::new("table.replaced")
                .text("old", old.display_name.clone())
                .text("new", new.name.clone())],
            mentions,
            prompt,
            version: Some(t2.row.version),
            game_id: Some(t2.row.id),
            ..Reply::default()
        })
    }
}
