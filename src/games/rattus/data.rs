//! Rattus component data (`assets/rattus/`): the 12 regions with their tiers and adjacency, and
//! the 49 rat-token faces. Loaded once; `validate` checks what the rulebook and
//! rattus-components.md require.

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// A region index in canonical order (0..12).
pub type RegionId = usize;
/// A rat-token index into [`Data::tokens`].
pub type TokenId = u8;

/// The game takes 2 to 4 players (R-K9); the engine's `Game` constants are these.
pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 4;
pub const REGIONS: usize = 12;
pub const TOKENS: usize = 49;
pub const CUBES_PER_PLAYER: u8 = 20;
pub const MAX_TOKENS_PER_REGION: usize = 3;

/// The six classes: a class card each, and the class symbols on rat tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Class {
    Peasant,
    Merchant,
    Monk,
    Knight,
    Witch,
    King,
}

impl Class {
    pub const ALL: [Class; 6] =
        [Class::Peasant, Class::Merchant, Class::Monk, Class::Knight, Class::Witch, Class::King];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The name used in action notation.
    pub fn name(self) -> &'static str {
        match self {
            Class::Peasant => "peasant",
            Class::Merchant => "merchant",
            Class::Monk => "monk",
            Class::Knight => "knight",
            Class::Witch => "witch",
            Class::King => "king",
        }
    }

    pub fn from_name(s: &str) -> Option<Class> {
        Class::ALL.into_iter().find(|c| c.name() == s)
    }

    /// The catalogue key of the card's name.
    pub fn key(self) -> String {
        format!("rattus.card.{}", self.name())
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Tier {
    Light,
    Middle,
    Dark,
}

impl Tier {
    /// The smallest player count that uses regions of this tier (R-K2).
    pub fn min_players(self) -> usize {
        match self {
            Tier::Light => 2,
            Tier::Middle => 3,
            Tier::Dark => 4,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
pub struct Region {
    pub id: String,
    pub name: String,
    pub tier: Tier,
    pub pos: [u32; 2],
}

#[derive(Debug, Clone, Deserialize)]
pub struct Link {
    pub a: String,
    pub b: String,
    #[serde(default)]
    pub sea: bool,
}

/// One rat-token face.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Face {
    pub id: String,
    pub starting: bool,
    pub threshold: u8,
    pub classes: Vec<Class>,
    pub majority: bool,
    pub all: bool,
}

#[derive(Deserialize)]
struct RegionsFile {
    reconstructed: bool,
    regions: Vec<Region>,
    links: Vec<Link>,
}

#[derive(Deserialize)]
struct TokensFile {
    reconstructed: bool,
    tokens: Vec<Face>,
}

/// All Rattus component data.
#[derive(Debug)]
pub struct Data {
    pub regions: Vec<Region>,
    pub links: Vec<(RegionId, RegionId, bool)>,
    pub tokens: Vec<Face>,
    /// `adjacent[a][b]`: `Some(sea)` when a and b are joined (ignoring player count).
    pub adjacent: [[Option<bool>; REGIONS]; REGIONS],
    pub regions_reconstructed: bool,
    pub tokens_reconstructed: bool,
    /// By player count (index 0..=4): the used regions as a bit set (bit `r`), and each region's
    /// used neighbours as a bit set — the same facts as [`Data::used`] and [`Data::adjacent`],
    /// kept once so the engine asks them without searching.
    pub used_mask: [u16; 5],
    pub neighbour_mask: [[u16; REGIONS]; 5],
}

/// The regions of a bit set, in canonical (ascending) order.
#[derive(Debug, Clone, Copy)]
pub struct Regions(pub u16);

impl Iterator for Regions {
    type Item = RegionId;

    fn next(&mut self) -> Option<RegionId> {
        if self.0 == 0 {
            return None;
        }
        let r = self.0.trailing_zeros() as RegionId;
        self.0 &= self.0 - 1;
        Some(r)
    }
}

impl Data {
    pub fn region_by_id(&self, id: &str) -> Option<RegionId> {
        self.regions.iter().position(|r| r.id == id)
    }

    /// Whether region `r` is used with `players` players (R-K2, R-S3).
    pub fn used(&self, r: RegionId, players: usize) -> bool {
        players >= self.regions[r].tier.min_players()
    }

    /// The used neighbours of `r` with `players` players, in canonical order (R-D8).
    pub fn neighbours(&self, r: RegionId, players: usize) -> Regions {
        Regions(self.neighbour_mask[players][r])
    }

    pub fn is_adjacent(&self, a: RegionId, b: RegionId, players: usize) -> bool {
        self.adjacent[a][b].is_some() && self.used(a, players) && self.used(b, players)
    }
}

fn parse() -> Result<Data, String> {
    let rf: RegionsFile = toml::from_str(include_str!("../../../assets/rattus/regions.toml"))
        .map_err(|e| format!("regions.toml: {e}"))?;
    let tf: TokensFile =
        toml::from_str(include_str!("../../../assets/rattus/tokens.toml")).map_err(|e| format!("tokens.toml: {e}"))?;
    if rf.regions.len() != REGIONS {
        return Err(format!("expected {REGIONS} regions, found {}", rf.regions.len()));
    }
    let find =
        |id: &str| rf.regions.iter().position(|r| r.id == id).ok_or_else(|| format!("link names unknown region {id}"));
    let mut adjacent = [[None; REGIONS]; REGIONS];
    let mut links = Vec::new();
    for l in &rf.links {
        let (a, b) = (find(&l.a)?, find(&l.b)?);
        if a == b || adjacent[a][b].is_some() {
            return Err(format!("bad or repeated link {}-{}", l.a, l.b));
        }
        adjacent[a][b] = Some(l.sea);
        adjacent[b][a] = Some(l.sea);
        links.push((a, b, l.sea));
    }
    let mut d = Data {
        regions: rf.regions,
        links,
        tokens: tf.tokens,
        adjacent,
        regions_reconstructed: rf.reconstructed,
        tokens_reconstructed: tf.reconstructed,
        used_mask: [0; 5],
        neighbour_mask: [[0; REGIONS]; 5],
    };
    for players in 0..=4 {
        let used: u16 = (0..REGIONS).filter(|&r| d.used(r, players)).fold(0, |m, r| m | 1 << r);
        let mut near = [0u16; REGIONS];
        for (a, mask) in near.iter_mut().enumerate() {
            *mask =
                (0..REGIONS).filter(|&b| d.adjacent[a][b].is_some() && used & 1 << b != 0).fold(0, |m, b| m | 1 << b);
        }
        d.used_mask[players] = used;
        d.neighbour_mask[players] = near;
    }
    Ok(d)
}

/// The component data, loaded and checked once.
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(|| {
        let d = parse().unwrap_or_else(|e| panic!("invalid Rattus data: {e}"));
        if let Err(e) = validate(&d) {
            panic!("invalid Rattus data: {e}");
        }
        d
    })
}

/// Checks the invariants every game relies on (R-K1, R-K2, R-K6, R-D8).
pub fn validate(d: &Data) -> Result<(), String> {
    if d.tokens.len() != TOKENS {
        return Err(format!("expected {TOKENS} tokens, found {}", d.tokens.len()));
    }
    if d.tokens.iter().filter(|t| t.starting).count() != 12 {
        return Err("expected 12 starting tokens".into());
    }
    for t in &d.tokens {
        let symbols = t.classes.len() + t.majority as usize + t.all as usize;
        if !(1..=6).contains(&t.threshold) || !(1..=3).contains(&symbols) {
            return Err(format!("token {} has an impossible face", t.id));
        }
        let mut c = t.classes.clone();
        c.dedup();
        if c.len() != t.classes.len() {
            return Err(format!("token {} repeats a class symbol", t.id));
        }
    }
    for players in MIN_PLAYERS..=MAX_PLAYERS {
        let used: Vec<RegionId> = (0..REGIONS).filter(|&r| d.used(r, players)).collect();
        // every used region has a neighbour, and the map is connected
        let mut seen = vec![used[0]];
        let mut i = 0;
        while i < seen.len() {
            for n in d.neighbours(seen[i], players) {
                if !seen.contains(&n) {
                    seen.push(n);
                }
            }
            i += 1;
        }
        if seen.len() != used.len() {
            return Err(format!("the {players}-player map is not connected"));
        }
    }
    Ok(())
}
