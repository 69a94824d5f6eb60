//! Tiles (`tiles.toml`): hut upgrades (§13), workshops (§14), wagons (§15), ships (§16) and solo
//! tiles (§17).

use super::action::{ActionExpr, Term};
use super::books::allowed_off_books;
use super::types::{Class, Era, Goods};
use super::values::Cost;
use super::{from_toml, unique, Data, Rows};
use serde::Deserialize;

/// A hut upgrade (§13, M-T53, M-R2).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HutUpgrade {
    /// `HU01`–`HU15`.
    pub id: String,
    /// Price paid to the supply.
    pub cost: Cost,
    /// Produced at every round end by the citizen in the hut.
    pub production: ActionExpr,
    /// A note for designers.
    #[serde(default)]
    pub note: Option<String>,
}

/// A workshop (§14, M-T63–M-T66).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Workshop {
    /// `WK01`–`WK33`.
    pub id: String,
    /// Early (I) or late (II).
    pub era: Era,
    /// The class of citizen it takes (M-T63).
    pub class: Class,
    /// Price paid to the supply.
    pub cost: Cost,
    /// Yields only with an upgraded citizen (M-T64).
    pub needs_upgraded: bool,
    /// Era I: production at every round end; era II: the one-time reward (`reward` in the data).
    #[serde(alias = "reward")]
    pub output: ActionExpr,
    /// Era I only: the output with an upgraded citizen, if it differs.
    #[serde(default)]
    pub upgraded: Option<ActionExpr>,
    /// A note for designers.
    #[serde(default)]
    pub note: Option<String>,
}

impl Workshop {
    /// Era I: what the tile itself produces at round end for a citizen (upgraded or not); the
    /// extra point of an upgraded citizen (M-R3) is not included. `None` for era II or when the
    /// upgraded requirement is not met.
    pub fn production(&self, upgraded: bool) -> Option<&ActionExpr> {
        match (self.era, self.needs_upgraded && !upgraded, upgraded) {
            (Era::Late, ..) | (_, true, _) => None,
            (Era::Early, false, true) => Some(self.upgraded.as_ref().unwrap_or(&self.output)),
            (Era::Early, false, false) => Some(&self.output),
        }
    }

    /// Era II: the one-time reward for a citizen (upgraded or not); `None` for era I or when the
    /// upgraded requirement is not met (M-T66).
    pub fn reward(&self, upgraded: bool) -> Option<&ActionExpr> {
        (self.era == Era::Late && (upgraded || !self.needs_upgraded)).then_some(&self.output)
    }
}

/// A wagon (§15, M-T54, M-T57).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Wagon {
    /// `WG1a`–`WG5b`.
    pub id: String,
    /// The number on the back (1–5); the two wagons of a number form a pair.
    pub back: u8,
    /// Price paid to the supply.
    pub cost: Cost,
    /// Scored once when built.
    pub points: u8,
}

/// A ship (§16, M-T40).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ship {
    /// `SH1`–`SH9`.
    pub id: String,
    /// 1–3; tier 1 is on top of the stack (M-S10).
    pub tier: u8,
    /// The cargo (M-T41).
    pub goods: Goods,
    /// `coin(N)` or `points(N)`, gained when taken.
    pub reward: ActionExpr,
}

/// What a solo tile's upper half shows: a district hex or a port.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Site {
    /// Index into [`CityData::hexes`](super::CityData::hexes).
    Hex(usize),
    /// Index into [`CityData::ports`](super::CityData::ports).
    Port(usize),
}

impl Default for Site {
    fn default() -> Self {
        Site::Hex(usize::MAX)
    }
}

/// A solo tile (§17, M-P3–M-P10).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SoloTile {
    /// `ST01`–`ST14`.
    pub id: String,
    /// Id of the hex or port shown.
    pub hex: String,
    /// The automa action (one `auto-…` term).
    pub action: ActionExpr,
    /// `hex` resolved.
    #[serde(skip)]
    pub site: Site,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TilesFile {
    reconstructed: bool,
    hut_upgrades: Rows<HutUpgrade>,
    workshops: Rows<Workshop>,
    wagons: Rows<Wagon>,
    ships: Rows<Ship>,
    solo_tiles: Rows<SoloTile>,
}

impl Data {
    /// The ships used with `players` (2 players and solo: without gems, M-S10), in file order.
    pub fn ships_for(&self, players: u8) -> Vec<usize> {
        (0..self.tiles.ships.len()).filter(|&s| players >= 3 || self.tiles.ships[s].goods != Goods::Gems).collect()
    }

    /// The workshops of one era and class, in file order (one stack, M-S13).
    pub fn workshop_stack(&self, era: Era, class: Class) -> Vec<usize> {
        (0..self.tiles.workshops.len())
            .filter(|&w| self.tiles.workshops[w].era == era && self.tiles.workshops[w].class == class)
            .collect()
    }
}

/// Loads `tiles.toml` (after the hexes and ports).
pub(super) fn load(d: &mut Data, text: &str) -> Result<(), String> {
    let f: TilesFile = from_toml("tiles.toml", text)?;
    d.mark("tiles.toml", "(file)", f.reconstructed);
    d.mark("tiles.toml", "hut_upgrades", f.hut_upgrades.reconstructed);
    d.mark("tiles.toml", "workshops", f.workshops.reconstructed);
    d.mark("tiles.toml", "wagons", f.wagons.reconstructed);
    d.mark("tiles.toml", "ships", f.ships.reconstructed);
    d.mark("tiles.toml", "solo_tiles", f.solo_tiles.reconstructed);
    d.tiles.hut_upgrades = f.hut_upgrades.rows;
    d.tiles.workshops = f.workshops.rows;
    d.tiles.wagons = f.wagons.rows;
    d.tiles.ships = f.ships.rows;
    d.tiles.solo_tiles = f.solo_tiles.rows;
    for t in &mut d.tiles.solo_tiles {
        let hex = d.city.hexes.iter().position(|h| h.id == t.hex).map(Site::Hex);
        let port = d.city.ports.iter().position(|p| p.id == t.hex).map(Site::Port);
        t.site = hex.or(port).ok_or_else(|| format!("solo tile {} names unknown hex `{}`", t.id, t.hex))?;
    }
    Ok(())
}

fn plain(what: &str, id: &str, a: &ActionExpr) -> Result<(), String> {
    match a.terms().find(|&t| !allowed_off_books(t)) {
        Some(t) => Err(format!("{what} {id}: `{t}` cannot be printed here")),
        None => Ok(()),
    }
}

/// Structural checks of the tiles.
pub(super) fn check(d: &Data) -> Result<(), String> {
    unique("hut upgrade", d.tiles.hut_upgrades.iter().map(|t| t.id.as_str()))?;
    unique("workshop", d.tiles.workshops.iter().map(|t| t.id.as_str()))?;
    unique("wagon", d.tiles.wagons.iter().map(|t| t.id.as_str()))?;
    unique("ship", d.tiles.ships.iter().map(|t| t.id.as_str()))?;
    unique("solo tile", d.tiles.solo_tiles.iter().map(|t| t.id.as_str()))?;
    for h in &d.tiles.hut_upgrades {
        plain("hut upgrade", &h.id, &h.production)?;
    }
    for w in &d.tiles.workshops {
        plain("workshop", &w.id, &w.output)?;
        if let Some(u) = &w.upgraded {
            plain("workshop", &w.id, u)?;
        }
        if w.era == Era::Late && w.upgraded.is_some() {
            return Err(format!("workshop {}: era II has no upgraded level", w.id));
        }
    }
    for w in &d.tiles.wagons {
        if d.tiles.wagons.iter().filter(|v| v.back == w.back).count() != 2 {
            return Err(format!("wagon {}: every back number needs exactly 2 wagons", w.id));
        }
    }
    for s in &d.tiles.ships {
        if !matches!(s.reward.single(), Some([Term::Coin(_) | Term::Points(_)])) || s.tier == 0 {
            return Err(format!("ship {}: needs a tier and a reward of coins or points", s.id));
        }
    }
    let mut sites = Vec::new();
    for t in &d.tiles.solo_tiles {
        let name = match t.site {
            Site::Hex(h) => d.city.hexes.get(h).map(|h| &h.id),
            Site::Port(p) => d.city.ports.get(p).map(|p| &p.id),
        };
        if name != Some(&t.hex) {
            return Err(format!("solo tile {}: site does not match `{}`", t.id, t.hex));
        }
        if !matches!(t.action.single(), Some([a]) if a.is_automa()) {
            return Err(format!("solo tile {}: needs exactly one automa term", t.id));
        }
        sites.push(t.hex.as_str());
    }
    unique("solo tile hex", sites)
}
