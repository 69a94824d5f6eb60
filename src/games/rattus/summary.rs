//! The position in words (the terminal and `/status`) and what a seat's Witch saw (`/peek`).

use super::data::Class;
use super::rules::{colour_key, region_key};
use super::state::Rattus;
use super::view::face_msg;
use crate::games::{Msg, Seat};

impl Rattus {
    /// Lines describing the position for `viewer`.
    pub fn summary_lines(&self, viewer: Option<Seat>) -> Vec<Msg> {
        let v = self.view_for(viewer);
        let mut out = Vec::new();
        for (r, rv) in v.regions.iter().enumerate().filter(|(_, rv)| rv.used) {
            let cubes: Vec<Msg> = (0..self.players)
                .filter(|&s| rv.cubes[s] > 0)
                .map(|s| Msg::new("rattus.summary.cubes").key("colour", colour_key(s)).num("count", rv.cubes[s]))
                .collect();
            let mut m = Msg::new("rattus.summary.region").key("region", region_key(r)).num("tokens", rv.tokens as i64);
            m = m.list("cubes", cubes);
            // the plague's mark is an optional part of the line: empty elsewhere
            m = if r == self.plague {
                m.msg("plague", Msg::new("rattus.summary.plague-here"))
            } else {
                m.text("plague", "")
            };
            out.push(m);
        }
        let per_seat = |key: &str, values: &[u8]| {
            Msg::new(key).list(
                "seats",
                (0..self.players)
                    .map(|s| Msg::new("rattus.summary.cubes").key("colour", colour_key(s)).num("count", values[s]))
                    .collect(),
            )
        };
        out.push(per_seat("rattus.summary.palace", self.board.palace()));
        out.push(per_seat("rattus.summary.reserve", self.board.reserve()));
        let cards: Vec<Msg> = Class::ALL
            .into_iter()
            .map(|c| {
                let m = Msg::new("rattus.summary.card").key("card", c.key());
                match self.holder(c) {
                    Some(s) => m.key("holder", colour_key(s)),
                    None => m.key("holder", "rattus.summary.open"),
                }
            })
            .collect();
        out.push(Msg::new("rattus.summary.cards").list("cards", cards));
        out.push(
            Msg::new("rattus.summary.supply")
                .num("supply", v.tokens.supply as i64)
                .num("revealed", v.tokens.revealed.len() as i64),
        );
        if let Some(s) = viewer {
            out.extend(self.known_lines(s));
        }
        out
    }

    /// The position in a few lines (the terminal's turn summary): the regions with rat tokens or
    /// cubes on one line, then the palace, the reserves, the cards and the supply.
    pub fn brief_lines(&self) -> Vec<Msg> {
        let v = self.view_for(None);
        let regions: Vec<Msg> = v
            .regions
            .iter()
            .enumerate()
            .filter(|(_, rv)| rv.used && (rv.tokens > 0 || rv.cubes.iter().any(|&c| c > 0)))
            .map(|(r, rv)| {
                let cubes: Vec<Msg> = (0..self.players)
                    .filter(|&s| rv.cubes[s] > 0)
                    .map(|s| Msg::new("rattus.summary.cubes").key("colour", colour_key(s)).num("count", rv.cubes[s]))
                    .collect();
                let item = Msg::new("rattus.summary.brief-region")
                    .key("region", region_key(r))
                    .num("tokens", rv.tokens as i64)
                    .list("cubes", cubes);
                if r == self.plague {
                    item.msg("plague", Msg::new("rattus.summary.plague-here"))
                } else {
                    item.text("plague", "")
                }
            })
            .collect();
        let mut out = vec![Msg::new("rattus.summary.brief-regions").list("regions", regions)];
        // the palace, reserves, cards and supply: the last four lines of the whole summary
        let all = self.summary_lines(None);
        out.extend(all[all.len().saturating_sub(4)..].iter().cloned());
        out
    }

    /// Where the faces this seat has seen lie now.
    fn known_lines(&self, seat: Seat) -> Vec<Msg> {
        self.knowledge
            .seen(seat)
            .iter()
            .filter_map(|&t| self.spot_of(t).map(|(r, slot)| (r, slot, t)))
            .map(|(r, slot, t)| {
                Msg::new("rattus.summary.known")
                    .key("region", region_key(r))
                    .num("slot", slot as i64 + 1)
                    .msg("face", face_msg(t))
            })
            .collect()
    }

    /// Everything this seat's Witch saw, and where those tokens lie now (R-D4).
    pub fn witch_notes(&self, seat: Seat) -> Vec<Msg> {
        let mut out: Vec<Msg> = self
            .knowledge
            .notes(seat)
            .iter()
            .map(|n| {
                let looked: Vec<Msg> = n
                    .looked
                    .iter()
                    .map(|&(r, slot, t)| {
                        Msg::new("rattus.summary.known")
                            .key("region", region_key(r))
                            .num("slot", slot as i64 + 1)
                            .msg("face", face_msg(t))
                    })
                    .collect();
                let swap = match n.swapped {
                    Some(true) => "rattus.note.swapped",
                    Some(false) => "rattus.note.kept",
                    None => "rattus.note.no-swap",
                };
                Msg::new("rattus.note.look").num("turn", n.turn).list("looked", looked).key("swap", swap)
            })
            .collect();
        let now = self.known_lines(seat);
        if !now.is_empty() {
            out.push(Msg::new("rattus.note.now").list("known", now));
        }
        out
    }
}
