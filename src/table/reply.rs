//! What the table service answers: values a front-end turns into messages.

use crate::games::{Choice, Msg};
use crate::i18n::Lang;

/// A user of a front-end: a Discord user, or a local name in the terminal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: String,
    pub name: String,
}

impl User {
    pub fn new(id: impl Into<String>, name: impl Into<String>) -> Self {
        User { id: id.into(), name: name.into() }
    }
}

/// Who asks, and where.
#[derive(Debug, Clone)]
pub struct Ctx {
    /// The channel or thread the game lives in.
    pub channel: String,
    pub user: User,
    /// The user may manage the channel (abandon, kick and replace like the creator).
    pub admin: bool,
}

/// A request to the table service; one per command.
#[derive(Debug, Clone)]
pub enum Request {
    New {
        kind: String,
        options: Vec<(String, String)>,
    },
    Join,
    Leave,
    /// The table's language, by code or Discord locale (creator).
    Language {
        language: String,
    },
    Start,
    /// An action in canonical notation; `version` is the state version the choice was offered at.
    Play {
        action: String,
        version: Option<i64>,
    },
    Undo,
    Board,
    /// The log's public events, `count` lines to a page; `page` 1 is the first, `None` the
    /// latest.
    Log {
        count: usize,
        page: Option<usize>,
    },
    Status,
    /// Ends the channel's game (creator or admin); without `confirm` it only asks to repeat the
    /// command with `yes` and changes nothing.
    Abandon {
        confirm: bool,
    },
    Peek,
    /// A player's estate image (Messina): `None` means the requester if seated, otherwise the
    /// player to act.
    Estate {
        user_id: Option<String>,
    },
    Kick {
        user_id: String,
    },
    Replace {
        old_user_id: String,
        new: User,
    },
    /// Hands a running game's seat to a bot (`None`: the default level).
    ReplaceBot {
        old_user_id: String,
        level: Option<String>,
    },
    /// Seats a bot in the lobby at an AI level (`None`: the default level).
    BotAdd {
        level: Option<String>,
    },
    /// Takes the last bot added out of the lobby.
    BotRemove,
    /// `/web`: the table's page, and a seated player's personal link.
    Web,
    /// Shows (`Keep`) or sets the table's turn clock (seconds per turn; `Off` turns it off)
    /// and what happens when it runs out (`ai` by default, or `remind`).
    Clock {
        secs: super::change::Change<i64>,
        policy: Option<String>,
    },
    /// Says whether the user is away (`Keep`), ends it (`Off`) or marks them away across all
    /// their tables for a time or until a moment on their own clock.
    Away {
        until: super::change::Change<super::away::AwayFor>,
    },
    /// A choice from a stateless button: the game and state version it was offered at.
    Choose {
        game_id: i64,
        version: i64,
        action: String,
    },
    /// How to play a game: its turn and its notation.
    Help {
        game: String,
    },
    /// A person's record (`None`: the one asking), for one game (`None`: all).
    Stats {
        user: Option<User>,
        game: Option<String>,
    },
    /// The ratings of a game, of one player count (`None`: all counts together).
    Leaderboard {
        game: String,
        players: Option<i64>,
    },
    /// Shows (nothing to change) or changes the user's own settings, for every table.
    Settings {
        change: super::settings::SettingsChange,
    },
    /// A new lobby for the channel's ended game: same game, options, language and seats.
    Rematch,
    /// Takes a seat in the lobby of this game (a button: refused once the lobby is another's).
    JoinGame {
        game_id: i64,
    },
    /// Show (nothing given) or change the reminder settings: interval in seconds, quiet hours
    /// (whole hours read in each player's zone; `Off` turns them off), pause reminders for the
    /// current turn.
    Remind {
        every: Option<i64>,
        quiet: super::change::Change<(i64, i64)>,
        pause: Option<bool>,
    },
}

impl Request {
    /// Whether the request does not depend on the position: a change written by others between
    /// its read of the table and its write (a bot's move, played at once; another player's join
    /// by the same button) is no reason to refuse it, so it is run again on the table as it is
    /// then. A move, a choice or an undo does depend on it: its player is told the position
    /// changed and looks again. Requests that write no game row are never refused so.
    pub fn apart_from_position(&self) -> bool {
        match self {
            Request::Join
            | Request::JoinGame { .. }
            | Request::Leave
            | Request::Start
            | Request::Language { .. }
            | Request::Abandon { .. }
            | Request::Kick { .. }
            | Request::Replace { .. }
            | Request::ReplaceBot { .. }
            | Request::BotAdd { .. }
            | Request::BotRemove => true,
            Request::Play { .. } | Request::Choose { .. } | Request::Undo => false,
            Request::New { .. }
            | Request::Board
            | Request::Log { .. }
            | Request::Status
            | Request::Peek
            | Request::Estate { .. }
            | Request::Web
            | Request::Clock { .. }
            | Request::Away { .. }
            | Request::Help { .. }
            | Request::Stats { .. }
            | Request::Leaderboard { .. }
            | Request::Settings { .. }
            | Request::Rematch
            | Request::Remind { .. } => false,
        }
    }

    /// Every text the request carries (names, notations, options, ids).
    pub fn texts(&self) -> Vec<&str> {
        match self {
            Request::New { kind, options } => {
                let mut out = vec![kind.as_str()];
                out.extend(options.iter().flat_map(|(k, v)| [k.as_str(), v.as_str()]));
                out
            }
            Request::Language { language: s }
            | Request::Play { action: s, .. }
            | Request::Kick { user_id: s }
            | Request::Choose { action: s, .. }
            | Request::Help { game: s } => vec![s.as_str()],
            Request::Estate { user_id } => user_id.iter().map(String::as_str).collect(),
            Request::Replace { old_user_id, new } => vec![old_user_id.as_str(), &new.id, &new.name],
            Request::ReplaceBot { old_user_id, level } => {
                let mut out = vec![old_user_id.as_str()];
                out.extend(level.as_deref());
                out
            }
            Request::BotAdd { level } => level.iter().map(String::as_str).collect(),
            Request::Stats { user, game } => {
                let mut out: Vec<&str> = user.iter().flat_map(|u| [u.id.as_str(), u.name.as_str()]).collect();
                out.extend(game.as_deref());
                out
            }
            Request::Leaderboard { game, .. } => vec![game.as_str()],
            Request::Clock { policy, .. } => policy.iter().map(String::as_str).collect(),
            Request::Settings { change } => change.texts(),
            Request::Join
            | Request::JoinGame { .. }
            | Request::Rematch
            | Request::Leave
            | Request::Start
            | Request::Undo
            | Request::Board
            | Request::Log { .. }
            | Request::Status
            | Request::Abandon { .. }
            | Request::Peek
            | Request::BotRemove
            | Request::Web
            | Request::Away { .. }
            | Request::Remind { .. } => vec![],
        }
    }
}

impl Ctx {
    /// Refuses a request whose texts or asker (name, id, channel) hold a NUL character: no
    /// backend stores one the same (PostgreSQL refuses it in text, SQLite keeps it), so no
    /// front-end's text with one is taken.
    pub fn check_texts(&self, texts: &[&str]) -> Result<(), TableError> {
        let mine = [self.user.name.as_str(), &self.user.id, &self.channel];
        match mine.iter().chain(texts).any(|t| t.contains('\0')) {
            true => Err(TableError::new("table.error.nul")),
            false => Ok(()),
        }
    }
}

/// A PNG image.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    pub name: String,
    pub png: Vec<u8>,
}

/// The decision a game waits for, addressed to a user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PromptOut {
    pub game_id: i64,
    pub version: i64,
    pub user_id: String,
    pub user_name: String,
    pub ask: Msg,
    pub choices: Vec<Choice>,
    /// The user may take back their last choice (`undo`, a button in the Discord panel).
    pub undo: bool,
    /// The decision is a bot's: nobody is asked, the table plays it.
    pub bot: bool,
    /// The table's language (see [`Reply::lang`]).
    pub lang: Lang,
}

impl PromptOut {
    /// The choices' notations, in order.
    pub fn notations(&self) -> Vec<String> {
        self.choices.iter().map(|c| c.notation.clone()).collect()
    }
}

/// The answer to a request.
#[derive(Debug, Clone, Default)]
pub struct Reply {
    /// Lines for everyone in the channel.
    pub public: Vec<Msg>,
    /// Lines for the requesting user only.
    pub private: Vec<Msg>,
    pub images: Vec<Image>,
    /// The whole turn in words, filled when the decision passes to someone else or the game
    /// ends: the public lines of every action the player took since the decision came to them
    /// (taken-back ones left out), then the final standings. A front-end that shows a turn only
    /// once it is complete tells everyone this instead of `public`.
    pub turn: Vec<Msg>,
    /// The request was a step within a turn that goes on with the same player (or took one
    /// back): its `public` lines will be part of `turn` when the turn passes.
    pub in_turn: bool,
    /// Users to ping in a new message: only when the decision passed to someone else.
    pub mentions: Vec<String>,
    pub prompt: Option<PromptOut>,
    /// The game's state version after the request (for stateless buttons).
    pub version: Option<i64>,
    pub game_id: Option<i64>,
    /// The game ended with this request.
    pub finished: bool,
    /// The outbox entry that owes this reply's public part (see `table::notice`): a front-end
    /// that posts it says so with [`crate::table::Tables::delivered`]; until then any process
    /// may claim it after its lease and post it again.
    pub notice: Option<i64>,
    /// Told outside the channel (direct messages), by the users' own settings.
    pub direct: Vec<super::notice::Direct>,
    /// Users who asked to be told when they are next, with what they are told (a mention in
    /// the channel's post).
    pub next_up: Vec<(String, Msg)>,
    /// A lobby that the users of `mentions` are invited to join with one click (`/rematch`).
    pub join: Option<i64>,
    /// The language the requesting user chose for what only they see (`/settings`), which
    /// wins over their Discord locale.
    pub user_lang: Option<Lang>,
    /// The table's language (English when the request named no table): the public part is
    /// told in it; a front-end tells the private part in the user's own language when it
    /// knows it, else in this one.
    pub lang: Lang,
}

/// A refused request: nothing was changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableError {
    /// The rule id when a game rule refused the action.
    pub rule: Option<&'static str>,
    pub msg: Msg,
    /// The current prompt, for an outdated button.
    pub prompt: Option<Box<PromptOut>>,
    /// The table's language (see [`Reply::lang`]).
    pub lang: Lang,
    /// The requesting user's own language (see [`Reply::user_lang`]).
    pub user_lang: Option<Lang>,
}

impl TableError {
    pub fn new(key: &str) -> Self {
        TableError::msg(Msg::new(key))
    }
    pub fn msg(msg: Msg) -> Self {
        TableError { rule: None, msg, prompt: None, lang: Lang::En, user_lang: None }
    }
}

impl From<crate::games::RuleError> for TableError {
    fn from(e: crate::games::RuleError) -> Self {
        TableError { rule: Some(e.rule), ..TableError::msg(e.msg) }
    }
}

impl From<crate::store::StoreError> for TableError {
    fn from(e: crate::store::StoreError) -> Self {
        use crate::store::{Failure, StoreError};
        match (&e, e.failure()) {
            (StoreError::ChannelBusy, _) => TableError::new("table.error.channel-busy"),
            (StoreError::Conflict, _) => TableError::new("table.error.conflict"),
            (_, Failure::Busy) => {
                tracing::warn!("the database was busy for too long: {e}");
                TableError::new("table.error.busy")
            }
            (_, Failure::Unreachable) => {
                // logged once per request, with where the database is, by `Tables::handle`
                tracing::debug!("the database cannot be reached: {e}");
                TableError::new(if e.reading() { "table.error.unreachable-read" } else { "table.error.unreachable" })
            }
            _ => {
                tracing::error!("storage failure: {e}");
                TableError::new(if e.reading() { "table.error.reading" } else { "table.error.storage" })
            }
        }
    }
}

impl TableError {
    /// The database could not be reached for this request.
    pub fn unreachable(&self) -> bool {
        self.msg.key.starts_with("table.error.unreachable")
    }

    /// The request failed in the database (not a refusal): the table's language is not looked
    /// up again.
    pub(crate) fn in_storage(&self) -> bool {
        self.unreachable()
            || ["table.error.storage", "table.error.reading", "table.error.busy"].contains(&self.msg.key.as_str())
    }
}
