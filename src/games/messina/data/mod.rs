//! Messina 1347 component data (`assets/messina/*.toml`), transcribed from
//! `messina-components.md`: the city layouts, district hexes, wheel, round tables, books, player
//! boards, scroll boards, tiles and scoring tables.
//!
//! Almost every fact is a reconstruction (the printed faces are unknown); every TOML file and
//! table carries a `reconstructed` flag, collected in [`Data::provenance`]. Ids are the strings
//! of the components file (`H01`, `WK17`, `CR.a1`, `B.CA.4`, ...); every collection is a `Vec`
//! in file order, with an `…_index(id)` lookup on [`Data`]. Cross-references are resolved to
//! indices at load time (fields ending in `_idx`, `spaces`, `squares`, ...).
//!
//! [`data`] loads and validates everything once; a failure there is a bug in the bundled data.

#![warn(missing_docs)]

mod action;
mod boards;
mod books;
mod city;
mod grid;
mod hexes;
mod overseer;
mod rounds;
mod scoring;
mod scrolls;
mod tiles;
mod types;
mod values;

pub use action::{ActionExpr, OverseerKind, Term};
pub use boards::{Area, BSquare, BoardB, Sector, SectorColour, SectorPosition, Square};
pub use books::{BookSpace, BookTrack};
pub use city::{Corner, Dock, DockingTile, ExpansionOrder, Layout, Place, Port, Spot};
pub use grid::{Axial, Direction};
pub use hexes::Hex;
pub use overseer::{Branch, PathSpace, Reach, Side};
pub use rounds::{PlayerSupply, Round, RoundTable, WheelPosition, WheelStep};
pub use scoring::{Scoring, SoloBonus, StartPosition};
pub use scrolls::{ScrollBoardB, ScrollTrack, TrackKind, TrackRef, TrackType, TrackValues};
pub use tiles::{HutUpgrade, Ship, Site, SoloTile, Wagon, Workshop};
pub use types::{Book, Class, Colour, Era, Goods, HexClass, Mark, Pattern, PlayerColour, Priority, Rat};
pub use values::{CitizenReq, Cost, HalfPoints, Repopulation};

use std::collections::HashSet;
use std::sync::OnceLock;

/// The fewest players: 1, playing solo against the automa (M-S1). The engine's `Game` constants,
/// the data checks and the tables by player count read this and [`MAX_PLAYERS`].
pub const MIN_PLAYERS: usize = 1;
/// The most players (M-S1).
pub const MAX_PLAYERS: usize = 4;
/// The same range as the data's tables count players (`u8`).
pub const PLAYER_COUNTS: std::ops::RangeInclusive<u8> = MIN_PLAYERS as u8..=MAX_PLAYERS as u8;

/// The `reconstructed` flag of one TOML file (`table == "(file)"`) or one table in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Provenance {
    /// File name under `assets/messina/`.
    pub file: &'static str,
    /// Table name, or `(file)` for the file's own flag.
    pub table: &'static str,
    /// `false` only for data restating the rules digest (§18 and digest constants).
    pub reconstructed: bool,
}

/// All Messina component data, in tables grouped like the files of `data/` (the city, the
/// rounds, the estate, the scroll boards, the tiles). Build it with [`data`].
#[derive(Debug, Clone, Default)]
pub struct Data {
    /// The city: layouts, perimeter, ports, docks, docking tiles and district hexes.
    pub city: CityData,
    /// The wheel, the round tables and what each round and player count supplies.
    pub rounds: RoundData,
    /// The estate: sectors, areas, squares, huts, workshop spaces, overseer paths, side-b boards.
    pub estate: EstateData,
    /// Books POP, CITY, CHURCH (§8).
    pub books: Vec<BookTrack>,
    /// The scroll boards, sides a and b (§12).
    pub scrolls: ScrollData,
    /// Hut upgrades, workshops, wagons, ships and solo tiles (§13–§17).
    pub tiles: TileData,
    /// Player colours (§0, U18).
    pub player_colours: Vec<PlayerColour>,
    /// Score track (§9) and the rat penalty, ranking and bonus tables (§18).
    pub scoring: Scoring,
    /// The `reconstructed` flag of every file and table.
    pub provenance: Vec<Provenance>,
}

/// The city's tables (`city.toml`, `hexes.toml`).
#[derive(Debug, Clone, Default)]
pub struct CityData {
    /// City layouts L2, L3, L4 (§2.2).
    pub layouts: Vec<Layout>,
    /// The clockwise perimeter cycle, starting at P1 (§2.3).
    pub perimeter: Vec<Spot>,
    /// Expansion placement order for each port, indexed like [`CityData::ports`] (§2.3, M-R17).
    pub expansion_orders: Vec<ExpansionOrder>,
    /// Ports P1–P4 (§4).
    pub ports: Vec<Port>,
    /// Docks D1–D4 (§2.4).
    pub docks: Vec<Dock>,
    /// Docking tiles DT1–DT4 (§5).
    pub docking_tiles: Vec<DockingTile>,
    /// District hexes H01–H20 (§3).
    pub hexes: Vec<Hex>,
}

/// The rounds' tables (`wheel.toml`, `rounds.toml`).
#[derive(Debug, Clone, Default)]
pub struct RoundData {
    /// Population wheel positions WH00–WH11, clockwise (§6).
    pub wheel: Vec<WheelPosition>,
    /// Round overview tables: the 3–4-player side and the 2-player / solo side (§7).
    pub tables: Vec<RoundTable>,
    /// The book-priority tile, rounds I–VI (§7, U8).
    pub priority_tile: Vec<Priority>,
    /// Plague cubes in play by player count 1–4 (M-S7); index `players - 1`.
    pub cube_supply: Vec<u8>,
    /// Automa lieutenants per round I–VI (M-P4).
    pub automa_lieutenants: Vec<u8>,
    /// Each player's lieutenants and repopulation tiles (M-S17, M-S18, M-T60).
    pub player_supply: PlayerSupply,
}

/// The estate's tables: the player board and its overseer paths (`boards.toml`).
#[derive(Debug, Clone, Default)]
pub struct EstateData {
    /// Sectors CR, AR, NU (§10.1), indexed by [`Class::index`].
    pub sectors: Vec<Sector>,
    /// The 6 areas (§10.1).
    pub areas: Vec<Area>,
    /// The 18 squares with their side-a actions (§10.2).
    pub squares: Vec<Square>,
    /// Quarantine huts Q1–Q4 (§10.2).
    pub huts: Vec<String>,
    /// Slots per quarantine hut (I and II).
    pub hut_slots: u8,
    /// Printed workshop spaces ws1–ws6 (more may lie alongside).
    pub workshop_spaces: Vec<String>,
    /// The 22 overseer path spaces (§10.3).
    pub path_spaces: Vec<PathSpace>,
    /// The 6 overseer branches (§10.4).
    pub branches: Vec<Branch>,
    /// Player boards side b, PB1–PB4 (§11).
    pub boards_b: Vec<BoardB>,
}

/// The scroll boards' tables (`scrolls.toml`).
#[derive(Debug, Clone, Default)]
pub struct ScrollData {
    /// Scroll board side a tracks, left to right (§12.1).
    pub side_a: Vec<ScrollTrack>,
    /// Side-b scroll track types and their values (§12.2).
    pub track_types: Vec<TrackType>,
    /// Scroll boards side b, SB1–SB4 (§12.3).
    pub boards_b: Vec<ScrollBoardB>,
}

/// The tiles' tables (`tiles.toml`).
#[derive(Debug, Clone, Default)]
pub struct TileData {
    /// Hut upgrades HU01–HU15 (§13).
    pub hut_upgrades: Vec<HutUpgrade>,
    /// Workshops WK01–WK33 (§14).
    pub workshops: Vec<Workshop>,
    /// Wagons WG1a–WG5b (§15).
    pub wagons: Vec<Wagon>,
    /// Ships SH1–SH9 (§16).
    pub ships: Vec<Ship>,
    /// Solo tiles ST01–ST14 (§17).
    pub solo_tiles: Vec<SoloTile>,
}

/// A TOML table holding records: `reconstructed = …` and `rows = [ … ]`.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Rows<T> {
    reconstructed: bool,
    rows: Vec<T>,
}

impl Data {
    /// Records the `reconstructed` flag of a file or table.
    fn mark(&mut self, file: &'static str, table: &'static str, reconstructed: bool) {
        self.provenance.push(Provenance { file, table, reconstructed });
    }
}

/// Position of the record whose id is `id`.
fn find<T>(items: &[T], id: &str, key: impl Fn(&T) -> &str) -> Option<usize> {
    items.iter().position(|t| key(t) == id)
}

/// Like [`find`], with an error naming what refers to the missing id.
fn resolve<T>(items: &[T], id: &str, key: impl Fn(&T) -> &str, from: &str) -> Result<usize, String> {
    find(items, id, key).ok_or_else(|| format!("{from} names unknown id `{id}`"))
}

/// Checks that the ids are pairwise different.
fn unique<'a>(what: &str, ids: impl IntoIterator<Item = &'a str>) -> Result<(), String> {
    let mut seen = HashSet::new();
    for id in ids {
        if !seen.insert(id) {
            return Err(format!("duplicate {what} id `{id}`"));
        }
    }
    Ok(())
}

/// Parses one TOML file, naming the file in the error.
fn from_toml<T: serde::de::DeserializeOwned>(file: &str, text: &str) -> Result<T, String> {
    toml::from_str(text).map_err(|e| format!("{file}: {e}"))
}

macro_rules! lookups {
    ($($(#[$doc:meta])* $name:ident => $($field:ident).+;)*) => {
        impl Data {
            $(
                $(#[$doc])*
                pub fn $name(&self, id: &str) -> Option<usize> {
                    find(&self.$($field).+, id, |t| t.id.as_str())
                }
            )*
        }
    };
}

lookups! {
    /// Index of a layout (`L2`, `L3`, `L4`).
    layout_index => city.layouts;
    /// Index of a port (`P1`–`P4`).
    port_index => city.ports;
    /// Index of a dock (`D1`–`D4`).
    dock_index => city.docks;
    /// Index of a docking tile (`DT1`–`DT4`).
    docking_tile_index => city.docking_tiles;
    /// Index of a district hex (`H01`–`H20`).
    hex_index => city.hexes;
    /// Index of a wheel position (`WH00`–`WH11`).
    wheel_index => rounds.wheel;
    /// Index of an area (`CR.a`, ...).
    area_index => estate.areas;
    /// Index of a square (`CR.a1`, ...).
    square_index => estate.squares;
    /// Index of an overseer path space (`T.CR`, `B.CA.4`, `CENTRE`, ...).
    path_space_index => estate.path_spaces;
    /// Index of an overseer branch (`CR>AR`, ...).
    branch_index => estate.branches;
    /// Index of a side-b player board (`PB1`–`PB4`).
    board_b_index => estate.boards_b;
    /// Index of a side-a scroll track (`SA.buildings`, ...).
    scroll_track_index => scrolls.side_a;
    /// Index of a side-b scroll board (`SB1`–`SB4`).
    scroll_board_b_index => scrolls.boards_b;
    /// Index of a hut upgrade (`HU01`–`HU15`).
    hut_upgrade_index => tiles.hut_upgrades;
    /// Index of a workshop (`WK01`–`WK33`).
    workshop_index => tiles.workshops;
    /// Index of a wagon (`WG1a`–`WG5b`).
    wagon_index => tiles.wagons;
    /// Index of a ship (`SH1`–`SH9`).
    ship_index => tiles.ships;
    /// Index of a solo tile (`ST01`–`ST14`).
    solo_tile_index => tiles.solo_tiles;
}

fn parse() -> Result<Data, String> {
    let mut d = Data::default();
    city::load(&mut d, include_str!("../../../../assets/messina/city.toml"))?;
    hexes::load(&mut d, include_str!("../../../../assets/messina/hexes.toml"))?;
    rounds::load_wheel(&mut d, include_str!("../../../../assets/messina/wheel.toml"))?;
    rounds::load(&mut d, include_str!("../../../../assets/messina/rounds.toml"))?;
    books::load(&mut d, include_str!("../../../../assets/messina/books.toml"))?;
    boards::load(&mut d, include_str!("../../../../assets/messina/boards.toml"))?;
    scrolls::load(&mut d, include_str!("../../../../assets/messina/scrolls.toml"))?;
    tiles::load(&mut d, include_str!("../../../../assets/messina/tiles.toml"))?;
    scoring::load(&mut d, include_str!("../../../../assets/messina/scoring.toml"))?;
    Ok(d)
}

/// The component data, loaded and validated once. Panics if the bundled data is invalid.
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(|| {
        let d = parse().unwrap_or_else(|e| panic!("invalid Messina data: {e}"));
        if let Err(e) = validate(&d) {
            panic!("invalid Messina data: {e}");
        }
        d
    })
}

/// Structural checks every game relies on: unique ids, resolvable and consistent references,
/// well-formed tables. Counts and balance facts of the components file are left to the tests.
pub fn validate(d: &Data) -> Result<(), String> {
    if d.provenance.is_empty() {
        return Err("no data loaded".into());
    }
    city::check(d)?;
    hexes::check(d)?;
    rounds::check(d)?;
    books::check(d)?;
    boards::check(d)?;
    scrolls::check(d)?;
    tiles::check(d)?;
    scoring::check(d)
}
