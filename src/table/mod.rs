//! The table service: everything social around a game — one active game per channel, the
//! lobby, seats, whose turn it is, permissions, undo, reminders and who to ping. It returns
//! [`Reply`] values and never talks to Discord, so it is tested without a network.

pub mod away;
pub mod bots;
pub mod change;
mod choose;
pub mod clock;
pub use away::{AwayFor, Moment};
pub use bots::BotDue;
pub use change::Change;
pub use choose::UNDO;
pub use clock::ClockDue;
pub mod engine;
mod events;
pub mod export;
pub mod hours;
pub mod import;
mod info;
pub mod input;
pub mod load;
mod lobby;
pub mod notice;
pub mod options;
mod pictures;
mod play;
mod player;
mod record;
mod rematch;
pub mod remind;
pub mod reply;
mod results;
pub mod scenario;
pub mod settings;
pub mod web;
pub mod web_log;

pub use engine::{Drawing, GameOptions, Kind, Loaded, Marks, Picture, TableOptions, WithGame};
pub use import::Imported;
pub use lobby::{confirms, seat_name, MAX_NAME};
pub use notice::{Notice, Owed};
pub use options::Seats;
pub use play::MAX_ACTION;
pub use player::{PlayedGame, PlayerPage};
pub use record::{Board, BoardLine};
pub use remind::Reminder;
pub use reply::{Ctx, Image, PromptOut, Reply, Request, TableError, User};

use crate::games::{Choice, Msg, Seat};
use crate::i18n::Lang;
use crate::store::{GameRow, SeatRow, Status, Store};
use std::sync::Arc;

pub type Clock = Arc<dyn Fn() -> i64 + Send + Sync>;

/// The wall clock in unix seconds.
pub fn system_clock() -> Clock {
    Arc::new(|| {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs() as i64).unwrap_or(0)
    })
}

/// How a game is started (the terminal and scenarios fix what Discord leaves to chance).
#[derive(Debug, Clone, Default)]
pub struct StartOptions {
    pub seed: Option<u64>,
    /// Seats in joining order instead of a random order.
    pub joined_order: bool,
    /// A scenario position applied after setup.
    pub position: Option<toml::Table>,
}

#[derive(Clone)]
pub struct Tables {
    pub store: Store,
    clock: Clock,
    /// Render images after moves (benchmarks and bulk tests can turn this off).
    pub images: bool,
    /// Images already drawn, so a position's images are drawn once.
    drawn: Arc<pictures::Drawn>,
    /// Seconds a bot waits before it plays its turn (a natural pace in a channel; tests use 0).
    pub bot_delay: i64,
    /// Woken whenever a bot's turn comes: a front-end that plays bots in the background waits
    /// on it (after `bot_delay`, [`Tables::due_bots`] has the turn).
    pub bot_wake: Arc<tokio::sync::Notify>,
    /// The level at which the AI plays a turn whose clock ran out (policy `ai`).
    pub clock_level: crate::ai::Level,
    /// The public base of the web pages' links (`WEB_URL`, without a final slash).
    pub web_url: String,
    /// The database's secret for signing personal links, read once.
    secret: Arc<tokio::sync::OnceCell<String>>,
    /// Positions replayed for the web's history pages.
    replays: Arc<web::Replays>,
    /// Test seam: the next this many reads of a table are each followed at once by a change of
    /// that table written by someone else (as a bot's move or another player's join can land
    /// between a request's read and its write).
    #[cfg(test)]
    writes_between: Arc<std::sync::atomic::AtomicUsize>,
}

/// How many times in all a request that does not depend on the position is run while changes
/// written by others keep landing between its read of the table and its write.
const TRIES: usize = 3;

/// Where the web pages are when nothing says otherwise (`WEB_ADDR`'s default).
pub const DEFAULT_WEB_URL: &str = "http://127.0.0.1:8080";

/// A game loaded for a request.
pub(crate) struct Table {
    pub row: GameRow,
    pub seats: Vec<SeatRow>,
    pub kind: Kind,
}

impl Table {
    pub fn seat_of(&self, user_id: &str) -> Option<Seat> {
        self.seats.iter().find(|s| s.user_id == user_id).and_then(|s| s.seat).map(|s| s as Seat)
    }

    pub fn user_at(&self, seat: Seat) -> Option<&SeatRow> {
        self.seats.iter().find(|s| s.seat == Some(seat as i64))
    }

    /// Display names by seat.
    pub fn names(&self) -> Vec<String> {
        let mut seated: Vec<&SeatRow> = self.seats.iter().filter(|s| s.seat.is_some()).collect();
        seated.sort_by_key(|s| s.seat);
        seated.iter().map(|s| s.display_name.clone()).collect()
    }

    /// Whether the lobby closes when `user_id` leaves it: when no person is left (an empty
    /// table, or bots alone), with the message that tells it.
    pub fn closed_without(&self, user_id: &str) -> Option<Msg> {
        let left = self.seats.iter().filter(|s| s.user_id != user_id);
        match (left.clone().count(), left.clone().all(|s| s.bot.is_some())) {
            (0, _) => Some(Msg::new("table.lobby-closed")),
            (_, true) => Some(Msg::new("table.lobby-closed-bots")),
            _ => None,
        }
    }

    pub fn is_creator_or_admin(&self, ctx: &Ctx) -> bool {
        ctx.admin || self.row.creator_id == ctx.user.id
    }

    /// The options the table was opened with (unreadable ones are an error, never a default).
    pub fn options(&self) -> Result<TableOptions, TableError> {
        TableOptions::stored(&self.row)
    }

    pub fn state(&self) -> Result<Loaded, TableError> {
        let json = self.row.state.as_deref().ok_or_else(|| TableError::new("table.error.not-started"))?;
        Loaded::from_json(self.kind, json).map_err(|e| {
            tracing::error!("game {} has an unreadable state: {e}", self.row.id);
            TableError::new("table.error.storage")
        })
    }
}

impl Tables {
    pub fn new(store: Store, clock: Clock) -> Self {
        Tables {
            store,
            clock,
            images: true,
            drawn: Arc::new(pictures::Drawn::new()),
            bot_delay: 3,
            bot_wake: Arc::new(tokio::sync::Notify::new()),
            clock_level: bots::DEFAULT_LEVEL,
            web_url: DEFAULT_WEB_URL.to_string(),
            secret: Arc::new(tokio::sync::OnceCell::new()),
            replays: Arc::new(web::Replays::default()),
            #[cfg(test)]
            writes_between: Arc::default(),
        }
    }

    pub fn now(&self) -> i64 {
        (self.clock)()
    }

    /// Handles one request; the answer carries the language of the channel's table.
    /// A request with a NUL character in any of its texts is refused (see
    /// [`Ctx::check_texts`]); `/help` needs no database.
    pub async fn handle(&self, ctx: &Ctx, req: Request) -> Result<Reply, TableError> {
        ctx.check_texts(&req.texts())?;
        if let Request::Help { game } = &req {
            return Self::help(game);
        }
        let result = self.handle_in(ctx, req).await;
        let (lang, own) = match &result {
            Err(e) if e.in_storage() => {
                self.report(e);
                (Lang::En, None)
            }
            _ => (self.language(&ctx.channel).await, self.own_language(&ctx.user.id).await),
        };
        match result {
            Ok(reply) => Ok(Reply { lang, user_lang: reply.user_lang.or(own), ..reply }),
            Err(e) => Err(TableError { lang, user_lang: own, ..e }),
        }
    }

    /// Logs a database out of reach, naming it (once per request).
    pub(crate) fn report(&self, e: &TableError) {
        if e.unreachable() {
            tracing::error!("the database cannot be reached: {}", self.store.place());
        }
    }

    /// The language of the channel's latest table (as it is after the request), else English.
    async fn language(&self, channel: &str) -> Lang {
        match self.store.latest_game(channel).await {
            Ok(Some(row)) => row.language,
            _ => Lang::En,
        }
    }

    /// Handles one request; one that does not depend on the position
    /// ([`Request::apart_from_position`]) is run again on the table as it is now when a change
    /// written meanwhile made the store refuse it, up to [`TRIES`] times in all. A move or choice
    /// is not: its player is told the position changed.
    async fn handle_in(&self, ctx: &Ctx, req: Request) -> Result<Reply, TableError> {
        let tries = if req.apart_from_position() { TRIES } else { 1 };
        let mut result = self.handle_once(ctx, req.clone()).await;
        for _ in 1..tries {
            match result {
                Err(e) if e.msg.key == "table.error.conflict" => result = self.handle_once(ctx, req.clone()).await,
                done => return done,
            }
        }
        result
    }

    async fn handle_once(&self, ctx: &Ctx, req: Request) -> Result<Reply, TableError> {
        match req {
            Request::New { kind, options } => self.new_game(ctx, &kind, &options).await,
            Request::Join => self.join(ctx, None).await,
            Request::JoinGame { game_id } => self.join(ctx, Some(game_id)).await,
            Request::Settings { change } => self.settings(ctx, &change).await,
            Request::Rematch => self.rematch(ctx).await,
            Request::Language { language } => self.set_language(ctx, &language).await,
            Request::Leave => self.leave(ctx).await,
            Request::Start => self.start(ctx, StartOptions::default()).await,
            Request::Play { action, version } => self.play(ctx, &action, version).await,
            Request::Undo => self.undo(ctx).await,
            Request::Board => self.board(ctx).await,
            Request::Log { count, page } => self.log(ctx, count, page).await,
            Request::Status => self.status(ctx).await,
            Request::Abandon { confirm } => self.abandon(ctx, confirm).await,
            Request::Peek => self.peek(ctx).await,
            Request::Estate { user_id } => self.estate(ctx, user_id.as_deref()).await,
            Request::Kick { user_id } => self.kick(ctx, &user_id).await,
            Request::Replace { old_user_id, new } => self.replace(ctx, &old_user_id, &new).await,
            Request::ReplaceBot { old_user_id, level } => {
                self.replace_with_bot(ctx, &old_user_id, level.as_deref()).await
            }
            Request::BotAdd { level } => self.bot_add(ctx, level.as_deref()).await,
            Request::BotRemove => self.bot_remove(ctx).await,
            Request::Clock { secs, policy } => self.clock(ctx, secs, policy.as_deref()).await,
            Request::Away { until } => self.away(ctx, until).await,
            Request::Choose { game_id, version, action } => self.choose(ctx, game_id, version, &action).await,
            Request::Remind { every, quiet, pause } => self.remind(ctx, every, quiet, pause).await,
            Request::Help { game } => Self::help(&game),
            Request::Stats { user, game } => self.stats(ctx, user.as_ref(), game.as_deref()).await,
            Request::Leaderboard { game, players } => self.leaderboard(ctx, &game, players).await,
            Request::Web => self.web(ctx).await,
        }
    }

    /// How to play a game (no game needed in the channel).
    fn help(game: &str) -> Result<Reply, TableError> {
        let Some(kind) = Kind::parse(game) else {
            let known: Vec<Msg> = Kind::ALL.iter().map(|k| Msg::new(format!("game.{}", k.name()))).collect();
            return Err(TableError::msg(Msg::new("help.unknown-game").text("game", game).list("known", known)));
        };
        Ok(Reply { private: kind.help(), ..Reply::default() })
    }

    /// The lobby or running game of the channel.
    pub(crate) async fn table(&self, channel: &str) -> Result<Table, TableError> {
        let Some(row) = self.store.active_game(channel).await? else {
            return Err(match self.store.latest_game(channel).await? {
                Some(g) if g.status == Status::Finished => TableError::new("table.error.finished"),
                Some(g) if g.status == Status::Abandoned => TableError::new("table.error.abandoned"),
                _ => TableError::new("table.error.no-game"),
            });
        };
        self.load(row).await
    }

    pub(crate) async fn load(&self, row: GameRow) -> Result<Table, TableError> {
        let seats = self.store.seats(row.id).await?;
        let kind = row.kind;
        #[cfg(test)]
        self.write_between(&row).await;
        Ok(Table { row, seats, kind })
    }

    /// Test seam (see `writes_between`): the table's language set again, which changes its
    /// version as any change does.
    #[cfg(test)]
    async fn write_between(&self, row: &GameRow) {
        use std::sync::atomic::Ordering::SeqCst;
        if self.writes_between.fetch_update(SeqCst, SeqCst, |n| n.checked_sub(1)).is_ok() {
            self.store.set_language(row.id, row.version, row.language, self.now()).await.expect("a change between");
        }
    }

    /// The running game of the channel.
    pub(crate) async fn running(&self, channel: &str) -> Result<Table, TableError> {
        let t = self.table(channel).await?;
        if t.row.status == Status::Lobby {
            return Err(TableError::new("table.error.not-started"));
        }
        Ok(t)
    }

    /// The latest game of the channel for reading (board, log, status), finished ones included.
    pub(crate) async fn viewable(&self, channel: &str) -> Result<Table, TableError> {
        let Some(row) = self.store.latest_game(channel).await? else {
            return Err(TableError::new("table.error.no-game"));
        };
        let t = self.load(row).await?;
        if t.row.status == Status::Lobby || t.row.state.is_none() {
            return Err(TableError::new("table.error.not-started"));
        }
        Ok(t)
    }

    /// The legal choices for this user now (autocomplete); empty when it is not their decision.
    pub async fn choices(&self, ctx: &Ctx) -> Vec<Choice> {
        self.decision(ctx).await.map(|p| p.choices).unwrap_or_default()
    }

    /// The decision this user faces now, with the state version it is offered at (autocomplete
    /// carries the version, so a choice sent twice is refused the second time).
    pub async fn decision(&self, ctx: &Ctx) -> Option<PromptOut> {
        let t = self.running(&ctx.channel).await.ok()?;
        let g = t.state().ok()?;
        self.prompt_out(&t, &g, t.row.version).filter(|p| p.user_id == ctx.user.id)
    }

    /// The prompt of a game, addressed to its user.
    pub(crate) fn prompt_out(&self, t: &Table, g: &Loaded, version: i64) -> Option<PromptOut> {
        let p = g.prompt()?;
        let user = t.user_at(p.seat)?;
        Some(PromptOut {
            game_id: t.row.id,
            version,
            user_id: user.user_id.clone(),
            user_name: user.display_name.clone(),
            ask: p.ask,
            choices: p.choices,
            undo: false,
            bot: user.bot.is_some(),
            lang: t.row.language,
        })
    }

    /// "Alice (Red)".
    pub(crate) fn player_msg(t: &Table, g: &Loaded, seat: Seat) -> Msg {
        let name = t.user_at(seat).map(|s| s.display_name.clone()).unwrap_or_default();
        Msg::new("table.player").text("name", name).msg("seat", g.seat_name(seat))
    }

    /// The game's public images and, with `estate`, that seat's estate, in posting order.
    pub(crate) async fn images(&self, t: &Table, g: &Loaded, version: i64, estate: Option<Seat>) -> Vec<Image> {
        let mut pictures = g.pictures();
        pictures.extend(estate.and_then(|s| g.seat_picture(s)));
        self.draw(t, g, version, pictures).await
    }

    /// Draws pictures on the blocking pool, all at once (a Messina turn post has three), so the
    /// async workers keep answering; returned in the order asked. Each image marks what the last
    /// turn changed (found by replaying the log); an image already drawn for this version of the
    /// game is not drawn again.
    pub(crate) async fn draw(&self, t: &Table, g: &Loaded, version: i64, pictures: Vec<Picture>) -> Vec<Image> {
        self.draw_at(t, g, version, pictures, None).await
    }

    /// [`Tables::draw`] of the position after the log `upto` (a history page; `version` is then
    /// the number of its rows), or with `None` of the stored game at `version`.
    pub(crate) async fn draw_at(
        &self,
        t: &Table,
        g: &Loaded,
        version: i64,
        pictures: Vec<Picture>,
        upto: Option<Vec<crate::store::ActionRow>>,
    ) -> Vec<Image> {
        if !self.images {
            return Vec::new();
        }
        let names = t.names();
        let lang = t.row.language;
        let at = upto.as_ref().map(|log| log.len());
        let key = |picture: Picture| pictures::Key { game: t.row.id, version, at, picture, names: names.clone(), lang };
        let file = |name: &str| format!("{}-{:06}-v{:06}-{}", t.kind.name(), t.row.id, version, name);
        let mut out: Vec<Option<Image>> = Vec::new();
        let mut todo = Vec::new();
        for (i, p) in pictures.into_iter().enumerate() {
            match self.drawn.get(&key(p)) {
                Some((name, png)) => out.push(Some(Image { name: file(&name), png })),
                None => {
                    out.push(None);
                    todo.push((i, p));
                }
            }
        }
        if !todo.is_empty() {
            let log = match upto {
                Some(log) => Ok(log),
                None => self.store.actions(t.row.id).await,
            };
            let log = match log {
                Ok(log) => log,
                Err(e) => {
                    tracing::warn!("game {}: no marks, the log could not be read: {e:?}", t.row.id);
                    Vec::new()
                }
            };
            let (g, names) = (Arc::new(g.clone()), Arc::new(names.clone()));
            let initial = t.row.initial_state.clone();
            let marks = {
                let g = g.clone();
                tokio::task::spawn_blocking(move || pictures::marks(initial.as_deref(), &log, &g)).await
            };
            let marks = Arc::new(marks.unwrap_or_else(|e| {
                tracing::error!("game {}: finding the last turn failed: {e}", t.row.id);
                None
            }));
            // the images' words in the table's language; drawn on the drawing pool, one worker
            // a core (render/par.rs)
            let words = crate::render::words::Words::new(lang);
            let wanted: Vec<Picture> = todo.iter().map(|&(_, p)| p).collect();
            let draw = move || {
                let draw = |p| g.drawing(p, &names, marks.as_ref().as_ref(), words);
                crate::render::par::all(wanted, draw, |d| d.map(Drawing::png))
            };
            let drawn = tokio::task::spawn_blocking(draw).await.unwrap_or_else(|e| {
                tracing::error!("game {}: drawing the images failed: {e}", t.row.id);
                Vec::new()
            });
            for ((i, p), picture) in todo.into_iter().zip(drawn) {
                match picture {
                    Some(Some((name, png))) => {
                        self.drawn.put(key(p), &name, &png);
                        out[i] = Some(Image { name: file(&name), png });
                    }
                    Some(None) => {}
                    None => tracing::error!("game {}: drawing its {} image failed", t.row.id, p.name),
                }
            }
        }
        out.into_iter().flatten().collect()
    }
}
