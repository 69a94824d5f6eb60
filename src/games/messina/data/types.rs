//! Small shared vocabulary of the component data: classes, colours, rat symbols, goods, books,
//! priorities, patterns, marks and eras (messina-components.md §0, §3, §6–§8, §10, §14).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A citizen class (`CR`, `AR`, `NU`); also names a sector, an overseer and a workshop stack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Class {
    /// `CR`, the craftsmen (top sector).
    #[serde(rename = "CR")]
    Craftsman,
    /// `AR`, the aristocrats (left sector).
    #[serde(rename = "AR")]
    Aristocrat,
    /// `NU`, the nuns (right sector).
    #[serde(rename = "NU")]
    Nun,
}

impl Class {
    /// All classes in the order of the components file (CR, AR, NU).
    pub const ALL: [Class; 3] = [Class::Craftsman, Class::Aristocrat, Class::Nun];

    /// Position in [`Class::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The two-letter code used in ids and action strings.
    pub fn code(self) -> &'static str {
        match self {
            Class::Craftsman => "CR",
            Class::Aristocrat => "AR",
            Class::Nun => "NU",
        }
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Class {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Class::ALL.into_iter().find(|c| c.code() == s).ok_or_else(|| format!("unknown citizen class `{s}`"))
    }
}

/// The background colour of a district hex (the wheel assigns colours to classes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// Orange hexes.
    Orange,
    /// White hexes.
    White,
    /// Blue hexes.
    Blue,
    /// Red hexes.
    Red,
}

impl Colour {
    /// All hex colours.
    pub const ALL: [Colour; 4] = [Colour::Orange, Colour::White, Colour::Blue, Colour::Red];
}

/// The rat symbol of a district hex or a wheel position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Rat {
    /// A rat facing left.
    Left,
    /// A rat facing right.
    Right,
    /// A standing rat.
    Standing,
}

impl Rat {
    /// All rat symbols.
    pub const ALL: [Rat; 3] = [Rat::Left, Rat::Right, Rat::Standing];
}

/// The cargo of a ship (§16).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Goods {
    /// Gems (removed with 2 players and solo).
    Gems,
    /// Spices.
    Spices,
    /// Silk.
    Silk,
}

/// One of the three books on the scoring board (§8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Book {
    /// `POP`, the popularity book.
    #[serde(rename = "POP")]
    Pop,
    /// `CITY`, the city book.
    #[serde(rename = "CITY")]
    City,
    /// `CHURCH`, the church book.
    #[serde(rename = "CHURCH")]
    Church,
}

impl Book {
    /// All books in the order of the components file.
    pub const ALL: [Book; 3] = [Book::Pop, Book::City, Book::Church];

    /// Position in [`Book::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The id used in the data (`POP`, `CITY`, `CHURCH`).
    pub fn code(self) -> &'static str {
        match self {
            Book::Pop => "POP",
            Book::City => "CITY",
            Book::Church => "CHURCH",
        }
    }
}

impl fmt::Display for Book {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Book {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Book::ALL.into_iter().find(|b| b.code() == s).ok_or_else(|| format!("unknown book `{s}`"))
    }
}

/// What sets the turn order of a round (§7, M-R10, M-R11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Priority {
    /// Round I: the random setup order (M-S23).
    Random,
    /// The popularity book.
    Popularity,
    /// The city book.
    City,
    /// The church book.
    Church,
    /// The score track (M-R11).
    Score,
}

/// An overseer path-space pattern (M-T47, M-T49).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pattern {
    /// Adjacent pair of squares.
    P1,
    /// One area.
    P2,
    /// Two areas of different colours.
    P3,
    /// The centre: any 3 citizens.
    P4,
}

impl Pattern {
    /// Citizens activated on this pattern by a plain (`false`) or upgraded (`true`) overseer, at most.
    pub fn max_activations(self, upgraded: bool) -> u8 {
        match (self, upgraded) {
            (Pattern::P1, false) | (Pattern::P2, false) => 1,
            (Pattern::P1, true) | (Pattern::P2, true) | (Pattern::P3, false) => 2,
            (Pattern::P3, true) | (Pattern::P4, _) => 3,
        }
    }
}

/// A player colour (§0, U18).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PlayerColour {
    /// Red.
    Red,
    /// Yellow.
    Yellow,
    /// Blue.
    Blue,
    /// Green (the invented fourth colour).
    Green,
}

/// The class letter on the back of a district hex (§3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HexClass {
    /// Start city hexes (with a player-count mark).
    A,
    /// One joins the start city, the other tops the expansion stack.
    B,
    /// Expansion hexes.
    C,
}

/// The player-count mark on the back of an A hex (§3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mark {
    /// Used with every player count.
    #[serde(rename = "all-counts")]
    AllCounts,
    /// Used with 3 and 4 players.
    #[serde(rename = "3-4-players")]
    ThreeFour,
    /// Used with 4 players only.
    #[serde(rename = "4-players-only")]
    FourOnly,
}

impl Mark {
    /// Whether an A hex with this mark is in the start city with `players` players (solo counts as 2).
    pub fn includes(self, players: u8) -> bool {
        match self {
            Mark::AllCounts => true,
            Mark::ThreeFour => players >= 3,
            Mark::FourOnly => players >= 4,
        }
    }
}

/// A workshop era (§14): early (∞, rounds I–IV) or late (⚡, rounds V–VI).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Era {
    /// Era I: produces at every round end.
    #[serde(rename = "I")]
    Early,
    /// Era II: one-time reward.
    #[serde(rename = "II")]
    Late,
}
