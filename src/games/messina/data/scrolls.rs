//! Scroll boards (`scrolls.toml`, §12): side a tracks, side-b track types and boards SB1–SB4.

use super::types::Book;
use super::values::HalfPoints;
use super::{from_toml, unique, Data, Rows};
use serde::Deserialize;
use std::fmt;
use std::str::FromStr;

/// What a scroll track counts (M-E7, M-A8–M-A12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TrackKind {
    /// Side a: hut upgrades + workshops.
    Buildings,
    /// Side a: ship tiles.
    Goods,
    /// Side a: own repopulation tiles.
    Repop,
    /// Side b: ships of one named goods type.
    GoodsType,
    /// Side b: workshops owned.
    Workshops,
    /// Side b: wood held.
    Wood,
    /// Side b: hut upgrades owned.
    Huts,
    /// Side b: coin value held.
    Coins,
    /// Side b: flat points for a book's bars (written `book(X)`).
    Book,
    /// Side b: flat points for the two most advanced overseers.
    OverseerEnd,
}

impl TrackKind {
    const NAMES: [(TrackKind, &'static str); 10] = [
        (TrackKind::Buildings, "buildings"),
        (TrackKind::Goods, "goods"),
        (TrackKind::Repop, "repop"),
        (TrackKind::GoodsType, "goods-type"),
        (TrackKind::Workshops, "workshops"),
        (TrackKind::Wood, "wood"),
        (TrackKind::Huts, "huts"),
        (TrackKind::Coins, "coins"),
        (TrackKind::Book, "book"),
        (TrackKind::OverseerEnd, "overseer-end"),
    ];

    /// The name used in the data.
    pub fn name(self) -> &'static str {
        Self::NAMES.iter().find(|(k, _)| *k == self).map_or("", |(_, n)| n)
    }

    /// Whether the kind appears only on side a.
    pub fn is_side_a(self) -> bool {
        matches!(self, TrackKind::Buildings | TrackKind::Goods | TrackKind::Repop)
    }
}

/// Per-level values of a track (level 0 = the bottom space).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TrackValues {
    /// Points per unit counted.
    PerUnit(Vec<HalfPoints>),
    /// `book(X)`: `[past the single bar, past the double bar]` (M-A11).
    Book(Vec<[u8; 2]>),
    /// `overseer-end`: `[space 4, space 5, centre]` per overseer (M-A12).
    OverseerEnd(Vec<[u8; 3]>),
}

impl TrackValues {
    /// Number of levels (the cube tops out at `levels() - 1`).
    pub fn levels(&self) -> usize {
        match self {
            TrackValues::PerUnit(v) => v.len(),
            TrackValues::Book(v) => v.len(),
            TrackValues::OverseerEnd(v) => v.len(),
        }
    }
}

/// A side-a scroll track (§12.1).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScrollTrack {
    /// `SA.buildings`, `SA.goods`, `SA.repop`.
    pub id: String,
    /// What the track counts.
    pub kind: TrackKind,
    /// What is counted.
    pub unit: String,
    /// Most units counted, if any limit.
    #[serde(default)]
    pub cap: Option<u8>,
    /// `false` when the cap is only implied by the game (printed in parentheses).
    #[serde(default = "printed")]
    pub cap_printed: bool,
    /// Points per unit at levels 0–5.
    pub values: Vec<HalfPoints>,
}

fn printed() -> bool {
    true
}

/// A side-b track type with its values, the same wherever it appears (§12.2).
#[derive(Debug, Clone, Deserialize)]
#[serde(try_from = "RawTrackType")]
pub struct TrackType {
    /// The track type.
    pub kind: TrackKind,
    /// What is counted.
    pub unit: String,
    /// Most units counted (overseer-end: overseers scored).
    pub cap: Option<u8>,
    /// `false` when the cap is only implied by the game.
    pub cap_printed: bool,
    /// Values per level.
    pub values: TrackValues,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTrackType {
    kind: TrackKind,
    unit: String,
    #[serde(default)]
    cap: Option<u8>,
    #[serde(default = "printed")]
    cap_printed: bool,
    #[serde(default)]
    values: Option<Vec<HalfPoints>>,
    #[serde(default)]
    book_values: Option<Vec<[u8; 2]>>,
    #[serde(default)]
    overseer_values: Option<Vec<[u8; 3]>>,
}

impl TryFrom<RawTrackType> for TrackType {
    type Error = String;
    fn try_from(r: RawTrackType) -> Result<Self, String> {
        let values = match (r.kind, r.values, r.book_values, r.overseer_values) {
            (TrackKind::Book, None, Some(v), None) => TrackValues::Book(v),
            (TrackKind::OverseerEnd, None, None, Some(v)) => TrackValues::OverseerEnd(v),
            (k, Some(v), None, None) if k != TrackKind::Book && k != TrackKind::OverseerEnd => TrackValues::PerUnit(v),
            (k, ..) => return Err(format!("track type {}: values of the wrong shape", k.name())),
        };
        Ok(TrackType { kind: r.kind, unit: r.unit, cap: r.cap, cap_printed: r.cap_printed, values })
    }
}

/// A track on a side-b scroll board, written `workshops` or `book(CITY)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(try_from = "String")]
pub struct TrackRef {
    /// The track type.
    pub kind: TrackKind,
    /// The named book, for `book(X)` only.
    pub book: Option<Book>,
}

impl FromStr for TrackRef {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        if let Some(book) = s.strip_prefix("book(").and_then(|r| r.strip_suffix(')')) {
            return Ok(TrackRef { kind: TrackKind::Book, book: Some(book.parse()?) });
        }
        TrackKind::NAMES
            .iter()
            .find(|(k, n)| *n == s && *k != TrackKind::Book)
            .map(|&(kind, _)| TrackRef { kind, book: None })
            .ok_or_else(|| format!("unknown scroll track `{s}`"))
    }
}

impl TryFrom<String> for TrackRef {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        s.parse()
    }
}

impl fmt::Display for TrackRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.book {
            Some(b) => write!(f, "book({b})"),
            None => f.write_str(self.kind.name()),
        }
    }
}

/// A side-b scroll board (§12.3).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScrollBoardB {
    /// `SB1`–`SB4`.
    pub id: String,
    /// The archive name.
    pub name: String,
    /// Left, middle, right track.
    pub tracks: Vec<TrackRef>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ScrollsFile {
    reconstructed: bool,
    side_a: Rows<ScrollTrack>,
    track_types: Rows<TrackType>,
    boards_b: Rows<ScrollBoardB>,
}

impl Data {
    /// The values of a side-b track type.
    pub fn track_type(&self, kind: TrackKind) -> Option<&TrackType> {
        self.scrolls.track_types.iter().find(|t| t.kind == kind)
    }
}

/// Loads `scrolls.toml`.
pub(super) fn load(d: &mut Data, text: &str) -> Result<(), String> {
    let f: ScrollsFile = from_toml("scrolls.toml", text)?;
    d.mark("scrolls.toml", "(file)", f.reconstructed);
    d.mark("scrolls.toml", "side_a", f.side_a.reconstructed);
    d.mark("scrolls.toml", "track_types", f.track_types.reconstructed);
    d.mark("scrolls.toml", "boards_b", f.boards_b.reconstructed);
    d.scrolls.side_a = f.side_a.rows;
    d.scrolls.track_types = f.track_types.rows;
    d.scrolls.boards_b = f.boards_b.rows;
    Ok(())
}

/// Structural checks of the scroll boards.
pub(super) fn check(d: &Data) -> Result<(), String> {
    unique("scroll track", d.scrolls.side_a.iter().map(|t| t.id.as_str()))?;
    unique("scroll board", d.scrolls.boards_b.iter().map(|t| t.id.as_str()))?;
    unique("track type", d.scrolls.track_types.iter().map(|t| t.kind.name()))?;
    for t in &d.scrolls.side_a {
        if !t.kind.is_side_a() || t.values.len() < 2 {
            return Err(format!("side-a track {}: wrong kind or too few levels", t.id));
        }
    }
    for t in &d.scrolls.track_types {
        if t.kind.is_side_a() || t.values.levels() < 2 {
            return Err(format!("track type {}: side-a kind or too few levels", t.kind.name()));
        }
    }
    let mut boards = Vec::new();
    for b in &d.scrolls.boards_b {
        if b.tracks.len() != d.scrolls.side_a.len() {
            return Err(format!("scroll board {} needs {} tracks", b.id, d.scrolls.side_a.len()));
        }
        if let Some(t) = b.tracks.iter().find(|t| d.track_type(t.kind).is_none()) {
            return Err(format!("scroll board {}: no values for track {t}", b.id));
        }
        let mut set = b.tracks.clone();
        set.sort_by_key(|t| (t.kind, t.book));
        boards.push(set);
    }
    let n = boards.len();
    boards.sort_by_key(|b| b.iter().map(|t| t.to_string()).collect::<Vec<_>>());
    boards.dedup();
    if boards.len() != n {
        return Err("two side-b scroll boards have the same tracks".into());
    }
    Ok(())
}
