//! The values that travel between the store and the table: rows, what a change writes, and the
//! typed columns (a game's status and kind, an action's kind) stored as text on both backends.

pub use crate::games::Kind;
use crate::i18n::Lang;

/// Where a game is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    Lobby,
    Active,
    Finished,
    Abandoned,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Lobby => "lobby",
            Status::Active => "active",
            Status::Finished => "finished",
            Status::Abandoned => "abandoned",
        }
    }

    fn parse(text: &str) -> Option<Status> {
        [Status::Lobby, Status::Active, Status::Finished, Status::Abandoned].into_iter().find(|s| s.name() == text)
    }

    /// A lobby or a running game: the one a channel may have at a time.
    pub fn is_open(self) -> bool {
        matches!(self, Status::Lobby | Status::Active)
    }
}

/// A row of the action log: an action, or the undo of one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ActionKind {
    Act,
    Undo,
}

impl ActionKind {
    pub fn name(self) -> &'static str {
        match self {
            ActionKind::Act => "act",
            ActionKind::Undo => "undo",
        }
    }

    fn parse(text: &str) -> Option<ActionKind> {
        [ActionKind::Act, ActionKind::Undo].into_iter().find(|k| k.name() == text)
    }
}

/// Stored as its name in a text column, on every backend.
macro_rules! text_column {
    ($t:ty, $parse:expr) => {
        impl<DB: sqlx::Database> sqlx::Type<DB> for $t
        where
            str: sqlx::Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <str as sqlx::Type<DB>>::type_info()
            }
            fn compatible(ty: &DB::TypeInfo) -> bool {
                <str as sqlx::Type<DB>>::compatible(ty)
            }
        }

        impl<'q, DB: sqlx::Database> sqlx::Encode<'q, DB> for $t
        where
            &'q str: sqlx::Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut <DB as sqlx::Database>::ArgumentBuffer<'q>,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                <&'q str as sqlx::Encode<'q, DB>>::encode_by_ref(&self.name(), buf)
            }
        }

        impl<'r, DB: sqlx::Database> sqlx::Decode<'r, DB> for $t
        where
            &'r str: sqlx::Decode<'r, DB>,
        {
            fn decode(value: <DB as sqlx::Database>::ValueRef<'r>) -> Result<Self, sqlx::error::BoxDynError> {
                let text = <&'r str as sqlx::Decode<'r, DB>>::decode(value)?;
                let parse: fn(&str) -> Option<$t> = $parse;
                parse(text).ok_or_else(|| format!("not a {}: {text:?}", stringify!($t)).into())
            }
        }
    };
}

text_column!(Status, Status::parse);
text_column!(Kind, |t| Kind::ALL.into_iter().find(|k| k.name() == t));
text_column!(ActionKind, ActionKind::parse);
text_column!(Lang, |t| Lang::ALL.into_iter().find(|l| l.name() == t));
text_column!(Notify, Notify::parse);

/// How a user is told that it is their turn (`/settings`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum Notify {
    /// A mention in the table's channel (the default).
    #[default]
    Mention,
    /// A mention and a direct message.
    Both,
    /// A direct message only (a mention when Discord refuses it).
    Dm,
}

impl Notify {
    pub const ALL: [Notify; 3] = [Notify::Mention, Notify::Both, Notify::Dm];

    pub fn name(self) -> &'static str {
        match self {
            Notify::Mention => "mention",
            Notify::Both => "both",
            Notify::Dm => "dm",
        }
    }

    pub fn parse(text: &str) -> Option<Notify> {
        let text = text.trim().to_lowercase();
        Notify::ALL.into_iter().find(|n| n.name() == text)
    }

    /// Whether the channel mention is part of it.
    pub fn mentions(self) -> bool {
        self != Notify::Dm
    }

    /// Whether a direct message is part of it.
    pub fn direct(self) -> bool {
        self != Notify::Mention
    }
}

/// A user's own settings (`/settings`), the same at every table; `None` keeps the default.
#[derive(Debug, Clone, PartialEq, Eq, Default, sqlx::FromRow)]
pub struct UserSettings {
    pub user_id: String,
    /// An IANA time zone name, checked when it was set.
    pub zone: Option<String>,
    pub quiet_from: Option<i64>,
    pub quiet_to: Option<i64>,
    pub notify: Notify,
    /// One notice when the player before them starts their turn.
    pub next_notice: bool,
    pub remind_every: Option<i64>,
    pub language: Option<Lang>,
    /// They were told once that their direct messages are closed.
    pub dm_closed_told: bool,
}

/// The columns of a [`GameRow`], in a query's `SELECT` list.
pub(crate) const GAME_COLUMNS: &str =
    "id, channel_id, kind, options, status, creator_id, seed, initial_state, state, version, \
     created_at, updated_at, turn_user_id, turn_since, remind_at, remind_every, quiet_from, quiet_to, pings_paused, \
     clock_secs, clock_policy, clock_at, language";

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct GameRow {
    pub id: i64,
    pub channel_id: String,
    pub kind: Kind,
    pub options: String,
    pub status: Status,
    pub creator_id: String,
    pub seed: Option<i64>,
    pub initial_state: Option<String>,
    pub state: Option<String>,
    pub version: i64,
    pub created_at: i64,
    pub updated_at: i64,
    pub turn_user_id: Option<String>,
    pub turn_since: Option<i64>,
    pub remind_at: Option<i64>,
    pub remind_every: i64,
    pub quiet_from: Option<i64>,
    pub quiet_to: Option<i64>,
    pub pings_paused: bool,
    /// The time per turn in seconds (`None`: no clock) and what happens when it is used up.
    pub clock_secs: Option<i64>,
    pub clock_policy: Option<String>,
    /// When the current turn's clock runs out.
    pub clock_at: Option<i64>,
    /// The table's language: its public posts, images and reminders.
    pub language: Lang,
}

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct SeatRow {
    pub user_id: String,
    pub display_name: String,
    pub seat: Option<i64>,
    pub joined_at: i64,
    /// The AI level of a bot's seat (see `crate::ai::Level`); `None` for a person.
    pub bot: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct ActionRow {
    pub seq: i64,
    pub kind: ActionKind,
    pub user_id: String,
    pub seat: i64,
    pub notation: String,
    pub undoes: Option<i64>,
    pub barrier: bool,
    pub events: String,
    pub created_at: i64,
    /// The action ended its player's turn (see [`crate::games::Applied::turn_over`]).
    pub turn_end: bool,
}

/// A new row for the action log.
#[derive(Debug, Clone)]
pub struct NewAction {
    pub kind: ActionKind,
    pub user_id: String,
    pub seat: i64,
    pub notation: String,
    pub undoes: Option<i64>,
    pub barrier: bool,
    pub events: String,
    pub turn_end: bool,
}

/// What starting a game records.
#[derive(Debug, Clone)]
pub struct GameStart {
    pub seed: i64,
    /// (user id, seat) for every player.
    pub seats: Vec<(String, i64)>,
    pub initial_state: String,
}

/// A whole game written at once (`lazaretto import`): the row, its seats and its log, as the
/// table would have stored them move by move.
#[derive(Debug, Clone)]
pub struct GameImport {
    pub channel_id: String,
    pub kind: Kind,
    pub options: String,
    pub language: Lang,
    pub creator_id: String,
    pub seed: i64,
    pub initial_state: String,
    pub state: String,
    pub status: Status,
    pub created_at: i64,
    pub turn_user_id: Option<String>,
    pub turn_since: Option<i64>,
    pub remind_at: Option<i64>,
    /// Every seat, numbered.
    pub seats: Vec<SeatRow>,
    pub actions: Vec<ActionRow>,
}

/// What a move changes in the game row.
#[derive(Debug, Clone)]
pub struct GameChange {
    pub state: String,
    pub status: Status,
    pub turn_user_id: Option<String>,
    pub turn_since: Option<i64>,
    pub remind_at: Option<i64>,
    pub pings_paused: bool,
    /// When the turn's clock runs out (`None`: no clock runs).
    pub clock_at: Option<i64>,
}

/// What a change owes the players, written to the outbox in the change's own transaction.
#[derive(Debug, Clone)]
pub struct NewNotice {
    /// What to say, as the table service wrote it (JSON).
    pub notice: String,
    /// The game state at the change's version (JSON), when the notice shows images or choices.
    pub state: Option<String>,
}

/// An owed notice, claimed for delivery.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct NoticeRow {
    pub id: i64,
    pub game_id: i64,
    /// The game's version right after the change that owes it.
    pub version: i64,
    pub channel_id: String,
    pub notice: String,
    pub state: Option<String>,
    pub created_at: i64,
    /// How often it was claimed (1 for the first delivery).
    pub attempts: i64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for s in [Status::Lobby, Status::Active, Status::Finished, Status::Abandoned] {
            assert_eq!(Status::parse(s.name()), Some(s));
        }
        for k in Kind::ALL {
            assert_eq!(Kind::parse(&format!(" {} ", k.name().to_uppercase())), Some(k));
        }
        assert_eq!(ActionKind::parse("undo"), Some(ActionKind::Undo));
        assert_eq!(Status::parse("Lobby"), None);
        assert!(Status::Lobby.is_open() && !Status::Finished.is_open());
    }
}
