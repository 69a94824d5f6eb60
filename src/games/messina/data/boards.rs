//! The player board (`boards.toml`, §10, §11): sectors, areas, squares with their side-a
//! actions, quarantine huts, workshop spaces, the side-b boards, and (in `overseer.rs`) the
//! overseer path spaces and branches.

use super::action::ActionExpr;
use super::books::allowed_off_books;
use super::types::{Class, PlayerColour};
use super::{from_toml, resolve, unique, Data, Rows};
use serde::Deserialize;

use super::overseer::{self, Branch, PathSpace};

fn placeholder_class() -> Class {
    Class::Craftsman
}

/// Where a sector lies on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SectorPosition {
    /// The craftsmen sector, at the top.
    Top,
    /// The aristocrats sector, on the left.
    Left,
    /// The nuns sector, on the right.
    Right,
}

/// The colour of a sector and its areas.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SectorColour {
    /// Craftsmen.
    Brown,
    /// Aristocrats.
    Purple,
    /// Nuns.
    Grey,
}

/// A sector of the estate, one per class (§10.1).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sector {
    /// The class whose citizens go here (M-T14).
    pub class: Class,
    /// Where it lies.
    pub position: SectorPosition,
    /// Colour of the sector and its areas.
    pub colour: SectorColour,
    /// Ids of its two areas.
    pub areas: Vec<String>,
    /// Its areas as indices into [`EstateData::areas`](super::EstateData::areas).
    #[serde(skip)]
    pub area_idx: Vec<usize>,
}

/// An area of 3 squares along one edge of the board (§10.1).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Area {
    /// `CR.a`, `CR.n`, `AR.c`, `AR.n`, `NU.c`, `NU.a`.
    pub id: String,
    /// The sector (class) it belongs to.
    pub sector: Class,
    /// The board edge it lies along.
    pub edge: String,
    /// The neighbouring sector on that side.
    pub towards: Class,
    /// Its squares 1, 2, 3 as indices into [`EstateData::squares`](super::EstateData::squares).
    #[serde(skip)]
    pub squares: Vec<usize>,
}

/// A square for one citizen, with its side-a action (§10.2).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Square {
    /// `<area><1|2|3>`, e.g. `CR.a1`.
    pub id: String,
    /// The action on side a (identical for all colours).
    pub action: ActionExpr,
    /// Index of its area.
    #[serde(skip)]
    pub area_idx: usize,
    /// Its sector's class.
    #[serde(skip, default = "placeholder_class")]
    pub class: Class,
    /// 1 next to the sector's trunk, 3 next to the neighbouring sector.
    #[serde(skip)]
    pub number: u8,
}

/// One square of a side-b board.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BSquare {
    /// The square id (`CR.a1`, ...).
    pub id: String,
    /// The action on this board.
    pub action: ActionExpr,
    /// ⚡: resolved once per game, then covered (M-A5).
    #[serde(default)]
    pub once: bool,
    /// Index into [`EstateData::squares`](super::EstateData::squares).
    #[serde(skip)]
    pub square_idx: usize,
}

/// A side-b player board (§11). `squares[i]` is square `i` of [`EstateData::squares`](super::EstateData::squares).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardB {
    /// `PB1`–`PB4`.
    pub id: String,
    /// The palazzo name.
    pub name: String,
    /// The colour of the side-a board it is printed on.
    pub back_of: PlayerColour,
    /// What the board favours.
    pub theme: String,
    /// All 18 squares, in the order of [`EstateData::squares`](super::EstateData::squares).
    pub squares: Vec<BSquare>,
}

impl BoardB {
    /// The action of square `square`.
    pub fn action(&self, square: usize) -> &ActionExpr {
        &self.squares[square].action
    }

    /// The one-time (⚡) squares, as indices into [`EstateData::squares`](super::EstateData::squares).
    pub fn once_squares(&self) -> Vec<usize> {
        self.squares.iter().filter(|s| s.once).map(|s| s.square_idx).collect()
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Colours {
    reconstructed: bool,
    colours: Vec<PlayerColour>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Huts {
    reconstructed: bool,
    huts: Vec<String>,
    slots: u8,
    workshop_spaces: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BoardsFile {
    reconstructed: bool,
    player_colours: Colours,
    sectors: Rows<Sector>,
    areas: Rows<Area>,
    squares: Rows<Square>,
    huts: Huts,
    path_spaces: Rows<PathSpace>,
    branches: Rows<Branch>,
    boards_b: Rows<BoardB>,
}

impl Data {
    /// The sector of a class.
    pub fn sector(&self, class: Class) -> &Sector {
        &self.estate.sectors[class.index()]
    }

    /// The action of a square on side a (`board = None`) or on side-b board `board`.
    pub fn square_action(&self, board: Option<usize>, square: usize) -> &ActionExpr {
        match board {
            Some(b) => self.estate.boards_b[b].action(square),
            None => &self.estate.squares[square].action,
        }
    }
}

/// Loads `boards.toml`.
pub(super) fn load(d: &mut Data, text: &str) -> Result<(), String> {
    let f: BoardsFile = from_toml("boards.toml", text)?;
    d.mark("boards.toml", "(file)", f.reconstructed);
    d.mark("boards.toml", "player_colours", f.player_colours.reconstructed);
    d.mark("boards.toml", "sectors", f.sectors.reconstructed);
    d.mark("boards.toml", "areas", f.areas.reconstructed);
    d.mark("boards.toml", "squares", f.squares.reconstructed);
    d.mark("boards.toml", "huts", f.huts.reconstructed);
    d.mark("boards.toml", "path_spaces", f.path_spaces.reconstructed);
    d.mark("boards.toml", "branches", f.branches.reconstructed);
    d.mark("boards.toml", "boards_b", f.boards_b.reconstructed);
    d.player_colours = f.player_colours.colours;
    d.estate.huts = f.huts.huts;
    d.estate.hut_slots = f.huts.slots;
    d.estate.workshop_spaces = f.huts.workshop_spaces;
    d.estate.areas = f.areas.rows;
    d.estate.squares = f.squares.rows;
    d.estate.sectors = f.sectors.rows;
    for s in &mut d.estate.sectors {
        s.area_idx = s
            .areas
            .iter()
            .map(|a| resolve(&d.estate.areas, a, |x| x.id.as_str(), "sector"))
            .collect::<Result<_, _>>()?;
    }
    for (i, sq) in d.estate.squares.iter_mut().enumerate() {
        let (area, n) = sq.id.split_at(sq.id.len().saturating_sub(1));
        sq.area_idx = resolve(&d.estate.areas, area, |x| x.id.as_str(), &sq.id)?;
        sq.class = d.estate.areas[sq.area_idx].sector;
        sq.number = n.parse().map_err(|_| format!("square id {} must end in its number", sq.id))?;
        d.estate.areas[sq.area_idx].squares.push(i);
    }
    d.estate.boards_b = f.boards_b.rows;
    for b in &mut d.estate.boards_b {
        for s in &mut b.squares {
            s.square_idx = resolve(&d.estate.squares, &s.id, |x| x.id.as_str(), &b.id)?;
        }
        b.squares.sort_by_key(|s| s.square_idx);
    }
    d.estate.path_spaces = f.path_spaces.rows;
    d.estate.branches = f.branches.rows;
    overseer::link(d)
}

/// Structural checks of the estate, the side-b boards and the overseer paths.
pub(super) fn check(d: &Data) -> Result<(), String> {
    unique("area", d.estate.areas.iter().map(|a| a.id.as_str()))?;
    unique("square", d.estate.squares.iter().map(|a| a.id.as_str()))?;
    unique("hut", d.estate.huts.iter().map(String::as_str))?;
    unique("workshop space", d.estate.workshop_spaces.iter().map(String::as_str))?;
    unique("side-b board", d.estate.boards_b.iter().map(|a| a.id.as_str()))?;
    if d.estate.sectors.iter().map(|s| s.class).ne(Class::ALL) {
        return Err("sectors must be listed CR, AR, NU".into());
    }
    if d.estate.huts.is_empty() || d.estate.hut_slots == 0 || d.estate.workshop_spaces.is_empty() {
        return Err("the board needs huts with slots and workshop spaces".into());
    }
    for s in &d.estate.sectors {
        if s.area_idx.iter().any(|&a| d.estate.areas[a].sector != s.class) {
            return Err(format!("sector {} lists an area of another sector", s.class));
        }
    }
    for (i, a) in d.estate.areas.iter().enumerate() {
        if a.towards == a.sector || !d.sector(a.sector).area_idx.contains(&i) {
            return Err(format!("area {}: bad neighbour or not listed by its sector", a.id));
        }
        if a.squares.iter().map(|&s| d.estate.squares[s].number).ne(1..=3) {
            return Err(format!("area {} must have squares 1, 2, 3 in order", a.id));
        }
    }
    for sq in &d.estate.squares {
        if let Some(t) = sq.action.terms().find(|&t| !allowed_off_books(t)) {
            return Err(format!("square {}: `{t}` cannot be printed on a square", sq.id));
        }
    }
    for b in &d.estate.boards_b {
        if b.squares.iter().map(|s| s.square_idx).ne(0..d.estate.squares.len()) {
            return Err(format!("board {} must list every square once", b.id));
        }
        for class in Class::ALL {
            if b.squares.iter().filter(|s| s.once && d.estate.squares[s.square_idx].class == class).count() != 1 {
                return Err(format!("board {}: sector {class} needs exactly one one-time square", b.id));
            }
        }
        if let Some(s) = b.squares.iter().find(|s| s.action.terms().any(|t| !allowed_off_books(t))) {
            return Err(format!("board {} square {}: term not allowed on a square", b.id, s.id));
        }
    }
    overseer::check(d)
}
