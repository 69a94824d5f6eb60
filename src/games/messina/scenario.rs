//! Scenario positions for Messina (see `docs/scenarios.md`). Test tooling only.

use super::data::data;
use super::state::Messina;
use crate::games::Seat;

pub fn seat_by_colour(name: &str, players: usize) -> Result<Seat, String> {
    (0..players)
        .find(|&s| format!("{:?}", data().player_colours[s]).eq_ignore_ascii_case(name))
        .ok_or_else(|| format!("no seat with colour {name}"))
}

/// Applies a `[position]` table (being written).
pub fn apply_position(_g: &mut Messina, p: &toml::Table) -> Result<(), String> {
    if p.is_empty() {
        Ok(())
    } else {
        Err("Messina positions are not supported yet".into())
    }
}
