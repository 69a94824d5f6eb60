//! The automa of the solo game (M-P1 to M-P15): its turns alternate with the player's, play
//! themselves at once, and appear in the events of the move that led to them.

use super::data::{data, Class, Site, Term};
use super::judged::Out;
use super::names::colour_key;
use super::state::{Messina, Place, Taken, TileKind};
use crate::games::Msg;

/// The solo tile's hex or port as a place.
fn tile_place(tile: usize) -> Place {
    match data().tiles.solo_tiles[tile].site {
        Site::Hex(h) => Place::Hex(h),
        Site::Port(p) => Place::Port(p),
    }
}

impl Messina {
    /// Whose turn comes next in solo (M-P6): alternate while both have lieutenants; then the
    /// side with lieutenants left plays on. Plays the automa's turns until it is the player's
    /// turn (true) or the round is over (false).
    pub(crate) fn solo_turns(&mut self, out: &mut Out) -> bool {
        loop {
            let Some(a) = &self.automa else { return false };
            let player = self.people[0].retinue.has_unused();
            let automa = a.left > 0;
            match (player, automa) {
                (false, false) => return false,
                (true, false) => return true,
                (true, true) if !a.next => return true,
                _ => {
                    if !self.automa_turn(out) {
                        // no solo tile names an available place: the automa's round is over
                        if let Some(a) = self.automa.as_mut() {
                            a.left = 0;
                        }
                        out.public(|| Msg::new("messina.automa.stuck"));
                    }
                    if let Some(a) = self.automa.as_mut() {
                        a.next = false;
                    }
                }
            }
        }
    }

    /// Reveals solo tiles until one shows an available place (M-P7); when the pile runs out,
    /// the tiles not used this round are reshuffled once.
    fn automa_draw(&mut self, out: &mut Out) -> Option<usize> {
        let mut reshuffled = false;
        loop {
            let a = self.automa.as_mut()?;
            let Some(tile) = a.pile.pop() else {
                if reshuffled || a.skipped.is_empty() {
                    return None;
                }
                reshuffled = true;
                let mut pile = std::mem::take(&mut a.skipped);
                self.rng.shuffle(&mut pile);
                self.automa.as_mut()?.pile = pile;
                out.public(|| Msg::new("messina.automa.reshuffle"));
                continue;
            };
            let place = tile_place(tile);
            if self.city.in_play(place) && !self.blocked(place) {
                return Some(tile);
            }
            self.automa.as_mut()?.skipped.push(tile);
            out.public(|| {
                Msg::new("messina.automa.skip")
                    .text("tile", data().tiles.solo_tiles[tile].id.clone())
                    .msg("place", super::names::place_msg(place))
            });
        }
    }

    /// One automa turn, steps 1 to 4 (M-P7 to M-P10). False when no tile could be placed.
    fn automa_turn(&mut self, out: &mut Out) -> bool {
        out.applied.irreversible = true;
        let Some(tile) = self.automa_draw(out) else { return false };
        let place = tile_place(tile);
        let d = data();
        let a = self.automa.as_mut().expect("solo");
        a.used.push(tile);
        a.standing.push(place);
        a.left -= 1;
        out.public(|| {
            Msg::new("messina.automa.place")
                .text("tile", d.tiles.solo_tiles[tile].id.clone())
                .msg("place", super::names::place_msg(place))
        });
        if let Place::Hex(h) = place {
            // M-P14: the visit bonus counts for the automa's lieutenants too
            if let Some(owner) = self.city.hex(h).repop {
                let bonus = d.scoring.visit_bonus as i32;
                self.add_points(owner, bonus);
                out.public(|| Msg::new("messina.event.visit").key("colour", colour_key(owner)).num("points", bonus));
            }
            // M-P8: the citizens there leave for the supply
            let gone = self.city.take_citizens(h);
            if !gone.is_empty() {
                out.public(|| Msg::new("messina.automa.rescue").num("count", gone.len() as i64));
            }
            // M-P9: one cube, and one space on the popularity book; no fire, rats or points
            if self.city.cube_to_supply(h) {
                let last = d.book(super::data::Book::Pop).last();
                let seq = self.order.next_seq();
                let a = self.automa.as_mut().expect("solo");
                a.pop = (a.pop + 1).min(last);
                a.pop_seq = seq;
                out.public(|| Msg::new("messina.automa.fight").num("space", a.pop));
            }
        }
        // M-P10: the tile's red action; what the automa takes leaves play
        for term in d.tiles.solo_tiles[tile].action.terms() {
            self.automa_action(term, place, out);
        }
        true
    }

    fn automa_action(&mut self, term: Term, from: Place, out: &mut Out) {
        let d = data();
        match term {
            Term::AutoShip => {
                // the nearest dock with a ship (M-T9 distance, a port's own dock at 1); ties at random
                let near: Vec<(u32, usize, usize)> = self
                    .city
                    .docks()
                    .iter()
                    .enumerate()
                    .flat_map(|(k, dock)| {
                        dock.iter().enumerate().filter(|(_, s)| s.is_some()).map(move |(i, _)| (k, i))
                    })
                    .filter_map(|(k, i)| self.city.distance(from, Place::Dock(k)).map(|dist| (dist, k, i)))
                    .collect();
                let Some(best) = near.iter().map(|x| x.0).min() else {
                    return out.public(|| Msg::new("messina.automa.nothing").key("action", "messina.automa.ship"));
                };
                let ties: Vec<&(u32, usize, usize)> = near.iter().filter(|x| x.0 == best).collect();
                let &(_, k, i) = ties[self.rng.below(ties.len())];
                let ship = self.city.docks()[k][i].expect("a docked ship").ship;
                let docked = self.city.take_ship(ship).expect("a docked ship");
                self.automa_took(|t| &mut t.ships, docked.ship);
                out.public(|| Msg::new("messina.automa.take").text("tile", d.tiles.ships[docked.ship].id.clone()));
            }
            Term::AutoWagon => match self.tiles.take_first_top(TileKind::Wagons) {
                Some(w) => {
                    self.automa_took(|t| &mut t.wagons, w);
                    out.public(|| Msg::new("messina.automa.take").text("tile", d.tiles.wagons[w].id.clone()))
                }
                None => out.public(|| Msg::new("messina.automa.nothing").key("action", "messina.automa.wagon")),
            },
            Term::AutoWorkshop(class) => {
                let stack = Class::ALL.iter().position(|&c| c == class).expect("a class");
                match self.tiles.take_top_of(TileKind::Workshops, stack) {
                    Some(w) => {
                        self.automa_took(|t| &mut t.workshops, w);
                        out.public(|| Msg::new("messina.automa.take").text("tile", d.tiles.workshops[w].id.clone()))
                    }
                    None => out.public(|| Msg::new("messina.automa.nothing").key("action", "messina.automa.workshop")),
                }
            }
            Term::AutoHuts => {
                let taken: Vec<usize> = self.tiles.take_every_top(TileKind::Huts);
                if taken.is_empty() {
                    out.public(|| Msg::new("messina.automa.nothing").key("action", "messina.automa.huts"));
                }
                for h in taken {
                    self.automa_took(|t| &mut t.huts, h);
                    out.public(|| Msg::new("messina.automa.take").text("tile", d.tiles.hut_upgrades[h].id.clone()));
                }
            }
            _ => {}
        }
    }

    fn automa_took(&mut self, kind: fn(&mut Taken) -> &mut Vec<usize>, tile: usize) {
        if let Some(a) = &mut self.automa {
            kind(&mut a.taken).push(tile);
        }
    }

    /// Round preparation in solo: the automa's figures come back (M-R8, M-P5), its lieutenants
    /// for the new round (M-P4), all 14 tiles reshuffled (M-R26) and who starts (M-P6).
    pub(crate) fn automa_new_round(&mut self) {
        let round = self.order.round();
        let Some(a) = self.automa.as_mut() else { return };
        a.standing.clear();
        a.left = data().rounds.automa_lieutenants[round as usize - 1];
        let mut pile: Vec<usize> = (0..data().tiles.solo_tiles.len()).collect();
        self.rng.shuffle(&mut pile);
        let a = self.automa.as_mut().expect("solo");
        a.pile = pile;
        a.used.clear();
        a.skipped.clear();
        a.next = round % 2 == 0;
    }
}
