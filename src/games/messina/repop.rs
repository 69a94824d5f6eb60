//! Repopulation (M-T55 to M-T62).

use super::action::{Action, From};
use super::data::{data, Class};
use super::effects::colour_key;
use super::state::{CitizenAt, HexUse, Lieutenant, Messina, Phase, Place, Sub};
use crate::games::{Applied, Msg, Seat};

impl Messina {
    /// Citizens that may be given for a requirement: on squares or in workshops, never in
    /// quarantine; an upgraded requirement needs an upgraded citizen (M-T58).
    fn givers(&self, seat: Seat, class: Class, upgraded: bool) -> Vec<CitizenAt> {
        self.citizens(seat)
            .into_iter()
            .filter(|(at, c)| !matches!(at, CitizenAt::Hut(_)) && c.class == class && (c.upgraded || !upgraded))
            .map(|(at, _)| at)
            .collect()
    }

    /// Unused lieutenants that may be sacrificed: not the one standing on the hex (M-T59).
    fn sacrifices(&self, seat: Seat) -> Vec<From> {
        let mut out = Vec::new();
        for (_, l) in self.people[seat].unused() {
            let f = match l {
                Lieutenant::Messina { at, .. } => From::At(*at),
                _ => From::Estate,
            };
            if !out.contains(&f) {
                out.push(f);
            }
        }
        out
    }

    /// Whether the player could repopulate hex `h` now (M-T55 to M-T60).
    pub fn can_repopulate(&self, seat: Seat, h: usize) -> bool {
        let hex = &data().hexes[h];
        let p = &self.people[seat];
        let req = &hex.repop;
        if self.hexes[h].repop.is_some() || p.repop_left == 0 {
            return false;
        }
        if p.coins < req.tokens.coins as u32 || p.wood < req.tokens.wood as u32 || !p.wagons.iter().any(|w| !w.used) {
            return false;
        }
        if req.lieutenant && self.sacrifices(seat).is_empty() {
            return false;
        }
        Class::ALL.into_iter().all(|c| {
            let (need, need_up) = req
                .citizens
                .iter()
                .filter(|r| r.class == c)
                .fold((0, 0), |(n, u), r| (n + r.count as usize, u + r.upgraded as usize));
            self.givers(seat, c, true).len() >= need_up && self.givers(seat, c, false).len() >= need
        })
    }

    /// Pays, turns a wagon and asks for the citizens (upgraded requirements first) (M-T57).
    pub(crate) fn start_repopulation(&mut self, seat: Seat, out: &mut Applied) {
        let Phase::Turn(t) = &mut self.phase else { unreachable!() };
        let Some(Place::Hex(h)) = t.at else { unreachable!() };
        t.hex_use = HexUse::Done;
        let req = &data().hexes[h].repop;
        let p = &mut self.people[seat];
        p.coins -= req.tokens.coins as u32;
        p.wood -= req.tokens.wood as u32;
        if let Some(w) = p.wagons.iter_mut().find(|w| !w.used) {
            w.used = true;
        }
        let mut needs: Vec<(Class, bool)> = Vec::new();
        for r in &req.citizens {
            needs.extend(std::iter::repeat_n((r.class, true), r.upgraded as usize));
        }
        for r in &req.citizens {
            needs.extend(std::iter::repeat_n((r.class, false), (r.count - r.upgraded) as usize));
        }
        out.public(
            Msg::new("messina.event.repopulating")
                .key("colour", colour_key(seat))
                .msg("place", super::turn::place_msg(Place::Hex(h))),
        );
        self.set_sub(Some(Sub::Repop { hex: h, needs, lieutenant: req.lieutenant }));
        self.finish_repopulation(seat, out);
    }

    pub fn repop_choices(&self, seat: Seat) -> Vec<Action> {
        let Some(Sub::Repop { needs, lieutenant, .. }) = self.sub() else { return Vec::new() };
        match needs.first() {
            Some(&(class, up)) => self.givers(seat, class, up).into_iter().map(Action::Give).collect(),
            None if *lieutenant => self.sacrifices(seat).into_iter().map(Action::Sacrifice).collect(),
            None => Vec::new(),
        }
    }

    pub(crate) fn repopulation(&mut self, seat: Seat, sub: Sub, action: Action, out: &mut Applied) {
        let Sub::Repop { hex, mut needs, mut lieutenant } = sub else { unreachable!() };
        match action {
            Action::Give(at) => {
                needs.remove(0);
                *self.people[seat].citizen_mut(at) = None;
            }
            Action::Sacrifice(from) => {
                lieutenant = false;
                let p = &mut self.people[seat];
                let i = (0..p.lieutenants.len())
                    .find(|&i| match (p.lieutenants[i], from) {
                        (Lieutenant::Estate { used: false }, From::Estate) => true,
                        (Lieutenant::Messina { at, standing: false }, From::At(f)) => at == f,
                        _ => false,
                    })
                    .expect("offered lieutenants exist");
                p.lieutenants[i] = Lieutenant::Boxed;
                out.public(Msg::new("messina.event.sacrificed").key("colour", colour_key(seat)));
            }
            other => unreachable!("{other:?} in a repopulation"),
        }
        self.set_sub(Some(Sub::Repop { hex, needs, lieutenant }));
        self.finish_repopulation(seat, out);
    }

    /// Once everything is given: the tile goes on the hex, and a rat if it holds plague (M-T57).
    fn finish_repopulation(&mut self, seat: Seat, out: &mut Applied) {
        let Some(Sub::Repop { hex, needs, lieutenant }) = self.sub().cloned() else { return };
        if !needs.is_empty() || lieutenant {
            return;
        }
        self.set_sub(None);
        self.hexes[hex].repop = Some(seat);
        self.people[seat].repop_left -= 1;
        out.public(
            Msg::new("messina.event.repopulated")
                .key("colour", colour_key(seat))
                .msg("place", super::turn::place_msg(Place::Hex(hex))),
        );
        if self.hexes[hex].cubes > 0 {
            self.people[seat].rats += 1;
            out.public(Msg::new("messina.event.rats").key("colour", colour_key(seat)).num("rats", 1));
        }
    }
}
