//! The district hexes (`hexes.toml`, §3).

use super::action::ActionExpr;
use super::books::allowed_off_books;
use super::types::{Colour, HexClass, Mark, Rat};
use super::values::Repopulation;
use super::{from_toml, unique, Data, Rows};
use serde::Deserialize;

/// A district hex (§3).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hex {
    /// `H01`–`H20`.
    pub id: String,
    /// The district name.
    pub name: String,
    /// The letter on the back (M-S2).
    pub class: HexClass,
    /// Player-count mark, A hexes only.
    #[serde(default)]
    pub mark: Option<Mark>,
    /// The hex action, top left (M-T23).
    pub action: ActionExpr,
    /// Rat symbol, top right (M-S28, M-R19).
    pub rat: Rat,
    /// Background colour (M-S29, M-R21).
    pub colour: Colour,
    /// Repopulation requirements (M-T56).
    pub repop: Repopulation,
    /// End-game points when repopulated (M-E5).
    pub vp: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct HexesFile {
    reconstructed: bool,
    hexes: Rows<Hex>,
}

impl Data {
    /// The A hexes of the start city for `players` (solo counts as 2), in file order (M-S3).
    pub fn start_a_hexes(&self, players: u8) -> Vec<usize> {
        let players = players.max(2);
        (0..self.city.hexes.len())
            .filter(|&h| {
                self.city.hexes[h].class == HexClass::A && self.city.hexes[h].mark.is_some_and(|m| m.includes(players))
            })
            .collect()
    }

    /// The hexes of one class letter, in file order.
    pub fn hexes_of_class(&self, class: HexClass) -> Vec<usize> {
        (0..self.city.hexes.len()).filter(|&h| self.city.hexes[h].class == class).collect()
    }
}

/// Loads `hexes.toml`.
pub(super) fn load(d: &mut Data, text: &str) -> Result<(), String> {
    let f: HexesFile = from_toml("hexes.toml", text)?;
    d.mark("hexes.toml", "(file)", f.reconstructed);
    d.mark("hexes.toml", "hexes", f.hexes.reconstructed);
    d.city.hexes = f.hexes.rows;
    Ok(())
}

/// Structural checks of the hexes.
pub(super) fn check(d: &Data) -> Result<(), String> {
    unique("hex", d.city.hexes.iter().map(|l| l.id.as_str()))?;
    for h in &d.city.hexes {
        if (h.class == HexClass::A) != h.mark.is_some() {
            return Err(format!("hex {}: only A hexes carry a player-count mark", h.id));
        }
        if h.repop.citizens.iter().any(|c| c.upgraded > c.count) || h.repop.citizens.is_empty() {
            return Err(format!("hex {}: bad repopulation citizens", h.id));
        }
        if let Some(t) = h.action.terms().find(|&t| !allowed_off_books(t)) {
            return Err(format!("hex {}: `{t}` cannot be printed on a hex", h.id));
        }
    }
    Ok(())
}
