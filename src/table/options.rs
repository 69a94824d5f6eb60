//! A table's options: the game's own, one typed value per game, and the number of players apart
//! from them. Stored (the `games.options` column, a record's `options`) as one JSON object: the
//! game's options, with `players` beside them when `/new` fixed the count. That stored form is
//! read and written here and, where it names the games, in the registry (`engine.rs`).

use crate::games::Game;
use serde::{Deserialize, Serialize};

pub use super::engine::GameOptions;

/// The seats a table takes: from `min` to `max` players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seats {
    pub min: usize,
    pub max: usize,
}

impl Seats {
    /// The range of game `G` (its rule on the number of players).
    pub fn of<G: Game>() -> Seats {
        Seats { min: G::MIN_PLAYERS, max: G::MAX_PLAYERS }
    }

    /// Exactly `n` players.
    pub fn exactly(n: usize) -> Seats {
        Seats { min: n, max: n }
    }

    pub fn contains(self, n: usize) -> bool {
        (self.min..=self.max).contains(&n)
    }
}

/// The options a table was opened with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableOptions {
    pub game: GameOptions,
    /// The number of players `/new` fixed (`players=3`, `solo`), within the game's range.
    pub players: Option<usize>,
}

/// The stored form: the game's options and, beside them, `players` when fixed.
#[derive(Serialize, Deserialize)]
pub(super) struct Stored<O> {
    #[serde(flatten)]
    pub(super) game: O,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) players: Option<usize>,
}

/// Stored options that are not the game's: unreadable, or a player count outside its range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unreadable(pub String);

impl std::fmt::Display for Unreadable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl TableOptions {
    pub fn to_json(&self) -> String {
        self.to_value().to_string()
    }

    /// The seats the table takes: exactly the players asked for at `/new`, or the game's range.
    pub fn seats(&self) -> Seats {
        self.players.map_or(self.kind().seats(), Seats::exactly)
    }
}

/// The options of a stored game (unreadable ones are an error, never a default).
pub(crate) fn stored(row: &crate::store::GameRow) -> Result<TableOptions, super::TableError> {
    TableOptions::read(row.kind, &row.options).map_err(|e| {
        tracing::error!("game {} has unreadable options {}: {e}", row.id, row.options);
        super::TableError::new("table.error.storage")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The stored form of today's tables reads back to the same text.
    use crate::table::Kind;

    #[test]
    fn stored_options_read_and_write_the_same_text() {
        for (kind, json) in [
            (Kind::Messina, r#"{"boards":"a","players":1,"priority_tile":false,"scrolls":"a"}"#),
            (Kind::Messina, r#"{"boards":"b","priority_tile":true,"scrolls":"a"}"#),
            (Kind::Rattus, r#"{"players":3}"#),
            (Kind::Rattus, r#"{}"#),
        ] {
            assert_eq!(TableOptions::read(kind, json).unwrap().to_json(), json);
        }
    }
}
