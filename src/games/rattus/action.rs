//! Rattus actions and their canonical text notation (R-D11).
//!
//! | notation            | meaning                                                        |
//! |---------------------|----------------------------------------------------------------|
//! | `place gallia 3`    | place 3 cubes in Gallia (setup: always 2)                       |
//! | `take king`         | phase A: take the King card                                    |
//! | `king gallia`       | King: move one of your cubes from Gallia to the palace         |
//! | `monk`              | start the Monk's move; then `from R`, `token N`, `to R`        |
//! | `merchant`          | start the Merchant's move; then `from R`, `to R N`             |
//! | `witch`             | start the Witch; then `look R` (+ `token N`) twice, `swap yes/no` |
//! | `cancel`            | abandon a power before it has done anything                     |
//! | `move italia`       | phase C: move the plague (two steps with the Knight)           |
//! | `spread hispania`   | place one spread token                                          |
//! | `neutral yes`       | Knight: count the plague piece as 2 neutral cubes (or `no`)    |
//! | `peasant gallia`    | final round, Peasant: place 1 cube in any region               |
//! | `end`               | final round: end your final step                               |

use super::data::{data, Class, RegionId};
use crate::games::{Msg, RuleError};
use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    Place {
        region: RegionId,
        count: u8,
    },
    Take(Class),
    King(RegionId),
    Monk,
    Merchant,
    Witch,
    From(RegionId),
    /// A token by its 1-based slot in the chosen region.
    Token(u8),
    To {
        region: RegionId,
        count: Option<u8>,
    },
    Look(RegionId),
    Swap(bool),
    Cancel,
    Move(RegionId),
    Spread(RegionId),
    Neutral(bool),
    Peasant(RegionId),
    End,
}

fn region_name(r: RegionId) -> &'static str {
    &data().regions[r].id
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let yn = |b: bool| if b { "yes" } else { "no" };
        match *self {
            Action::Place { region, count } => write!(f, "place {} {}", region_name(region), count),
            Action::Take(c) => write!(f, "take {}", c.name()),
            Action::King(r) => write!(f, "king {}", region_name(r)),
            Action::Monk => write!(f, "monk"),
            Action::Merchant => write!(f, "merchant"),
            Action::Witch => write!(f, "witch"),
            Action::From(r) => write!(f, "from {}", region_name(r)),
            Action::Token(n) => write!(f, "token {n}"),
            Action::To { region, count: None } => write!(f, "to {}", region_name(region)),
            Action::To { region, count: Some(n) } => write!(f, "to {} {}", region_name(region), n),
            Action::Look(r) => write!(f, "look {}", region_name(r)),
            Action::Swap(b) => write!(f, "swap {}", yn(b)),
            Action::Cancel => write!(f, "cancel"),
            Action::Move(r) => write!(f, "move {}", region_name(r)),
            Action::Spread(r) => write!(f, "spread {}", region_name(r)),
            Action::Neutral(b) => write!(f, "neutral {}", yn(b)),
            Action::Peasant(r) => write!(f, "peasant {}", region_name(r)),
            Action::End => write!(f, "end"),
        }
    }
}

fn malformed(text: &str) -> RuleError {
    RuleError::new("R-D11", Msg::new("rattus.error.malformed").text("text", text))
}

fn parse_region(word: &str) -> Result<RegionId, RuleError> {
    data()
        .region_by_id(word)
        .ok_or_else(|| RuleError::new("R-K1", Msg::new("rattus.error.unknown-region").text("region", word)))
}

fn parse_count(word: &str, text: &str) -> Result<u8, RuleError> {
    crate::games::plain_number(word).ok_or_else(|| malformed(text))
}

/// The first words of the notation (see [`crate::games::Game::VERBS`]).
pub const VERBS: &[&str] = &[
    "place", "take", "king", "monk", "merchant", "witch", "from", "token", "to", "look", "swap", "cancel", "move",
    "spread", "neutral", "peasant", "end",
];

fn parse_yes_no(word: &str, text: &str) -> Result<bool, RuleError> {
    match word {
        "yes" => Ok(true),
        "no" => Ok(false),
        _ => Err(malformed(text)),
    }
}

impl FromStr for Action {
    type Err = RuleError;

    fn from_str(text: &str) -> Result<Self, RuleError> {
        let lower = text.trim().to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let action = match words.as_slice() {
            ["place", r, n] => Action::Place { region: parse_region(r)?, count: parse_count(n, text)? },
            ["take", c] => Action::Take(
                Class::from_name(c)
                    .ok_or_else(|| RuleError::new("R-K7", Msg::new("rattus.error.unknown-card").text("card", *c)))?,
            ),
            ["king", r] => Action::King(parse_region(r)?),
            ["monk"] => Action::Monk,
            ["merchant"] => Action::Merchant,
            ["witch"] => Action::Witch,
            ["from", r] => Action::From(parse_region(r)?),
            ["token", n] => Action::Token(parse_count(n, text)?),
            ["to", r] => Action::To { region: parse_region(r)?, count: None },
            ["to", r, n] => Action::To { region: parse_region(r)?, count: Some(parse_count(n, text)?) },
            ["look", r] => Action::Look(parse_region(r)?),
            ["swap", b] => Action::Swap(parse_yes_no(b, text)?),
            ["cancel"] => Action::Cancel,
            ["move", r] => Action::Move(parse_region(r)?),
            ["spread", r] => Action::Spread(parse_region(r)?),
            ["neutral", b] => Action::Neutral(parse_yes_no(b, text)?),
            ["peasant", r] => Action::Peasant(parse_region(r)?),
            ["end"] => Action::End,
            _ => return Err(malformed(text)),
        };
        Ok(action)
    }
}
