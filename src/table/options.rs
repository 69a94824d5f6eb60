//! What a table's options are made of, whatever the game: the seats a table takes, the stored
//! form (the `games.options` column, a record's `options`: the game's options as one JSON object,
//! with `players` beside them when `/new` fixed the count), and the error of stored options that
//! are not the game's. The options themselves, [`TableOptions`] (the game's own as one
//! [`GameOptions`] variant, and the number of players apart from them), are read and written
//! with the registry that names the games (`engine.rs`), which builds on this module.
//!
//! [`TableOptions`]: super::TableOptions
//! [`GameOptions`]: super::GameOptions

use crate::games::Game;
use serde::{Deserialize, Serialize};

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

#[cfg(test)]
mod tests {
    use crate::table::{Kind, TableOptions};

    /// The stored form of today's tables reads back to the same text.
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
