//! The population wheel (`wheel.toml`, §6) and the round overview tables, book-priority tile and
//! supply constants (`rounds.toml`, §7, digest §3).

use super::types::{Class, Colour, Era, Priority, Rat};
use super::{from_toml, unique, Data, Rows};
use serde::Deserialize;

/// One position of the population wheel (§6).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WheelPosition {
    /// `WH00`–`WH11`, clockwise.
    pub id: String,
    /// The rat symbol shown.
    pub rat: Rat,
    /// Colour receiving a nun.
    pub nun: Colour,
    /// Colour receiving a craftsman.
    pub craftsman: Colour,
    /// Colour receiving an aristocrat.
    pub aristocrat: Colour,
    /// Colour receiving nothing.
    pub nothing: Colour,
    /// A note for designers (e.g. the rulebook example).
    #[serde(default)]
    pub note: Option<String>,
}

impl WheelPosition {
    /// The colour whose hexes receive a citizen of `class`.
    pub fn colour_of(&self, class: Class) -> Colour {
        match class {
            Class::Craftsman => self.craftsman,
            Class::Aristocrat => self.aristocrat,
            Class::Nun => self.nun,
        }
    }

    /// The class placed on hexes of `colour`, if any.
    pub fn class_on(&self, colour: Colour) -> Option<Class> {
        Class::ALL.into_iter().find(|&c| self.colour_of(c) == colour)
    }
}

/// What the wheel does in a round's preparation (§7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum WheelStep {
    /// Round I: the setup turns the wheel once (M-S28).
    Setup,
    /// One turn and placement.
    Single,
    /// Two turns and placements (M-R20).
    Double,
    /// Round VI: no cubes and no citizens on the city (M-R23).
    None,
}

impl WheelStep {
    /// Wheel turns (and cube placements) for the round.
    pub fn turns(self) -> u8 {
        match self {
            WheelStep::Setup | WheelStep::Single => 1,
            WheelStep::Double => 2,
            WheelStep::None => 0,
        }
    }

    /// Whether the round shows the double-wheel symbol.
    pub fn is_double(self) -> bool {
        self == WheelStep::Double
    }
}

/// One row of a round overview table (§7).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Round {
    /// 1–6.
    pub round: u8,
    /// Which book or track sets the turn order (M-R10, M-R11).
    pub priority: Priority,
    /// Ships arriving in this round's preparation (round I: during setup).
    pub ships: u8,
    /// Fire per plague cube (M-T17).
    pub fire_cost: u8,
    /// Wheel turns in the preparation (M-S28, M-R19–M-R23).
    pub wheel: WheelStep,
    /// Workshops available in the round (M-R18).
    pub workshops: Era,
    /// A reminder of what else happens.
    #[serde(default)]
    pub note: Option<String>,
}

/// A side of the scoring board's round overview table (§7).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoundTable {
    /// `3-4` or `2`.
    pub id: String,
    /// Player counts using this side (solo = 1).
    pub players: Vec<u8>,
    /// Rounds I–VI.
    pub rounds: Vec<Round>,
}

impl RoundTable {
    /// Round `n` (1-based).
    pub fn round(&self, n: u8) -> Option<&Round> {
        self.rounds.iter().find(|r| r.round == n)
    }

    /// Ships arriving over the game.
    pub fn total_ships(&self) -> u32 {
        self.rounds.iter().map(|r| r.ships as u32).sum()
    }

    /// Wheel turns over the game, setup included.
    pub fn wheel_turns(&self) -> u32 {
        self.rounds.iter().map(|r| r.wheel.turns() as u32).sum()
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WheelFile {
    reconstructed: bool,
    wheel: Rows<WheelPosition>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PriorityTile {
    reconstructed: bool,
    priority: Vec<Priority>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Counts {
    reconstructed: bool,
    counts: Vec<u8>,
}

/// Each player's limited pieces (digest §3, M-S17, M-S18, M-T60).
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSupply {
    /// Lieutenants per colour, at most (M-T72).
    pub lieutenants: u8,
    /// Lieutenants starting in the estate; the rest wait in the supply for the city book (M-S18).
    pub starting_lieutenants: u8,
    /// Repopulation tiles per colour (M-T60).
    pub repopulation_tiles: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Supply {
    reconstructed: bool,
    lieutenants: u8,
    starting_lieutenants: u8,
    repopulation_tiles: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RoundsFile {
    reconstructed: bool,
    tables: Rows<RoundTable>,
    priority_tile: PriorityTile,
    cube_supply: Counts,
    automa_lieutenants: Counts,
    player_supply: Supply,
}

impl Data {
    /// The round overview table for a player count (2 players and solo → the 2-player side).
    pub fn rounds_for(&self, players: u8) -> Option<&RoundTable> {
        self.rounds.tables.iter().find(|t| t.players.contains(&players))
    }

    /// The turn-order priority of round `n` for `players`, with or without the book-priority tile.
    pub fn priority(&self, players: u8, n: u8, with_tile: bool) -> Option<Priority> {
        if with_tile {
            self.rounds.priority_tile.get(usize::from(n).checked_sub(1)?).copied()
        } else {
            self.rounds_for(players)?.round(n).map(|r| r.priority)
        }
    }

    /// Plague cubes in play for `players` (M-S7; solo as 2).
    pub fn cubes_for(&self, players: u8) -> Option<u8> {
        self.rounds.cube_supply.get(usize::from(players).checked_sub(1)?).copied()
    }

    /// The wheel position after `turns` clockwise turns from position `start` (§6).
    pub fn wheel_after(&self, start: usize, turns: usize) -> usize {
        (start + turns) % self.rounds.wheel.len()
    }
}

/// Loads `wheel.toml`.
pub(super) fn load_wheel(d: &mut Data, text: &str) -> Result<(), String> {
    let f: WheelFile = from_toml("wheel.toml", text)?;
    d.mark("wheel.toml", "(file)", f.reconstructed);
    d.mark("wheel.toml", "wheel", f.wheel.reconstructed);
    d.rounds.wheel = f.wheel.rows;
    Ok(())
}

/// Loads `rounds.toml`.
pub(super) fn load(d: &mut Data, text: &str) -> Result<(), String> {
    let f: RoundsFile = from_toml("rounds.toml", text)?;
    d.mark("rounds.toml", "(file)", f.reconstructed);
    d.mark("rounds.toml", "tables", f.tables.reconstructed);
    d.mark("rounds.toml", "priority_tile", f.priority_tile.reconstructed);
    d.mark("rounds.toml", "cube_supply", f.cube_supply.reconstructed);
    d.mark("rounds.toml", "automa_lieutenants", f.automa_lieutenants.reconstructed);
    d.rounds.tables = f.tables.rows;
    d.rounds.priority_tile = f.priority_tile.priority;
    d.rounds.cube_supply = f.cube_supply.counts;
    d.rounds.automa_lieutenants = f.automa_lieutenants.counts;
    d.mark("rounds.toml", "player_supply", f.player_supply.reconstructed);
    let p = f.player_supply;
    d.rounds.player_supply = PlayerSupply {
        lieutenants: p.lieutenants,
        starting_lieutenants: p.starting_lieutenants,
        repopulation_tiles: p.repopulation_tiles,
    };
    Ok(())
}

/// Structural checks of the wheel and the round tables.
pub(super) fn check(d: &Data) -> Result<(), String> {
    unique("wheel position", d.rounds.wheel.iter().map(|w| w.id.as_str()))?;
    if d.rounds.wheel.is_empty() {
        return Err("the wheel has no positions".into());
    }
    for (i, w) in d.rounds.wheel.iter().enumerate() {
        if w.id != format!("WH{i:02}") {
            return Err(format!("wheel position {} should be WH{i:02}", w.id));
        }
        let mut colours = vec![w.nun, w.craftsman, w.aristocrat, w.nothing];
        colours.sort();
        colours.dedup();
        if colours.len() != 4 {
            return Err(format!("wheel position {} is not a permutation of the colours", w.id));
        }
    }
    unique("round table", d.rounds.tables.iter().map(|t| t.id.as_str()))?;
    for players in super::PLAYER_COUNTS {
        if d.rounds.tables.iter().filter(|t| t.players.contains(&players)).count() != 1 {
            return Err(format!("{players} players need exactly one round table"));
        }
    }
    for t in &d.rounds.tables {
        if t.rounds.iter().map(|r| r.round).ne(1..=6) {
            return Err(format!("round table {} must list rounds 1–6 in order", t.id));
        }
        if t.rounds.iter().any(|r| r.fire_cost == 0) {
            return Err(format!("round table {}: a fire cost is 0", t.id));
        }
    }
    if d.rounds.priority_tile.len() != 6 {
        return Err("the book-priority tile must cover 6 rounds".into());
    }
    if d.rounds.cube_supply.len() != 4 || d.rounds.automa_lieutenants.len() != 6 {
        return Err("cube supply needs 4 entries and automa lieutenants 6".into());
    }
    let p = &d.rounds.player_supply;
    if p.starting_lieutenants == 0 || p.starting_lieutenants > p.lieutenants || p.repopulation_tiles == 0 {
        return Err("player supply: bad lieutenant or repopulation tile counts".into());
    }
    Ok(())
}
