//! What the last turn changed: a pure diff of two public views (at the start of the turn and
//! now), for the marks on the board image and its one-line caption.

use super::data::{Class, RegionId};
use super::rules::region_key;
use super::view::View;
use crate::games::{Msg, Seat};

/// The change in one region.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegionChange {
    pub region: RegionId,
    /// Cubes gained (+) or lost (−), by seat.
    pub cubes: Vec<i32>,
    /// Face-down rat tokens before and after.
    pub tokens: (usize, usize),
}

impl RegionChange {
    pub fn lost(&self) -> i32 {
        self.cubes.iter().filter(|&&d| d < 0).map(|d| -d).sum()
    }
    pub fn gained(&self) -> i32 {
        self.cubes.iter().filter(|&&d| d > 0).sum()
    }
}

/// Everything the last turn changed on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Changes {
    /// Whose turn it was.
    pub seat: Seat,
    /// The regions whose cubes or tokens changed, in region order.
    pub regions: Vec<RegionChange>,
    /// The plague moved from one region to another.
    pub plague: Option<(RegionId, RegionId)>,
    /// Class cards that changed hands: the card and its new holder.
    pub cards: Vec<(Class, Option<Seat>)>,
    /// Cubes gained in the palace, by seat.
    pub palace: Vec<i32>,
    /// Rat tokens revealed (and removed) this turn.
    pub revealed: usize,
}

impl Changes {
    /// The changes from `before` to `after`, the turn of `seat`.
    pub fn between(before: &View, after: &View, seat: Seat) -> Changes {
        let regions = before
            .regions
            .iter()
            .zip(&after.regions)
            .enumerate()
            .filter_map(|(r, (b, a))| {
                let cubes: Vec<i32> = b.cubes.iter().zip(&a.cubes).map(|(&x, &y)| y as i32 - x as i32).collect();
                let changed = cubes.iter().any(|&d| d != 0) || b.tokens != a.tokens;
                changed.then_some(RegionChange { region: r, cubes, tokens: (b.tokens, a.tokens) })
            })
            .collect();
        let cards = Class::ALL
            .iter()
            .filter(|c| before.cards[c.index()] != after.cards[c.index()])
            .map(|&c| (c, after.cards[c.index()]))
            .collect();
        Changes {
            seat,
            regions,
            plague: (before.plague != after.plague).then_some((before.plague, after.plague)),
            cards,
            palace: before.cubes.palace.iter().zip(&after.cubes.palace).map(|(&b, &a)| a as i32 - b as i32).collect(),
            revealed: after.tokens.revealed.len().saturating_sub(before.tokens.revealed.len()),
        }
    }

    pub fn region(&self, r: RegionId) -> Option<&RegionChange> {
        self.regions.iter().find(|c| c.region == r)
    }

    pub fn is_empty(&self) -> bool {
        self.regions.is_empty() && self.plague.is_none() && self.cards.is_empty() && self.palace.iter().all(|&d| d == 0)
    }

    /// The turn in one line: "Alice (Red): 3 cubes placed in Gallia, took the Knight, …";
    /// `player` names the seat whose turn it was.
    pub fn caption(&self, player: Msg) -> Msg {
        Msg::new("rattus.last.caption").msg("player", player).list("parts", self.parts())
    }

    /// The parts of the caption, in the order things happen in a turn.
    pub fn parts(&self) -> Vec<Msg> {
        let mut out = Vec::new();
        for c in &self.regions {
            let mine = c.cubes.get(self.seat).copied().unwrap_or(0);
            if mine > 0 {
                out.push(Msg::new("rattus.last.placed").num("count", mine).key("region", region_key(c.region)));
            }
        }
        for &(card, holder) in &self.cards {
            if holder == Some(self.seat) {
                out.push(Msg::new("rattus.last.took").key("card", card.key()));
            }
        }
        let palace = self.palace.get(self.seat).copied().unwrap_or(0);
        if palace > 0 {
            out.push(Msg::new("rattus.last.palace").num("count", palace));
        }
        if self.revealed == 0 {
            // cubes that left a region without a devastation: moved by the Merchant or the King
            for c in self.regions.iter().filter(|c| c.lost() > 0) {
                out.push(Msg::new("rattus.last.left").num("count", c.lost()).key("region", region_key(c.region)));
            }
        }
        if let Some((from, to)) = self.plague {
            out.push(Msg::new("rattus.last.plague").key("from", region_key(from)).key("to", region_key(to)));
        }
        let spread: Vec<Msg> = self
            .regions
            .iter()
            .filter(|c| c.tokens.1 > c.tokens.0)
            .map(|c| {
                Msg::new("rattus.last.spread-in")
                    .num("count", (c.tokens.1 - c.tokens.0) as i64)
                    .key("region", region_key(c.region))
            })
            .collect();
        if !spread.is_empty() {
            out.push(Msg::new("rattus.last.spread").list("regions", spread));
        }
        if self.revealed > 0 {
            let losses: Vec<Msg> = self
                .regions
                .iter()
                .filter(|c| c.lost() > 0)
                .map(|c| Msg::new("rattus.last.lost").num("count", c.lost()).key("region", region_key(c.region)))
                .collect();
            let key = if losses.is_empty() { "rattus.last.devastation-harmless" } else { "rattus.last.devastation" };
            out.push(Msg::new(key).num("count", self.revealed as i64).list("losses", losses));
        }
        if out.is_empty() {
            out.push(Msg::new("rattus.last.nothing"));
        }
        out
    }
}
