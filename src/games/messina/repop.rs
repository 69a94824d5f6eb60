//! Repopulation (M-T55 to M-T62).

use super::action::{Action, From};
use super::data::{data, Class};
use super::judged::Out;
use super::names::colour_key;
use super::purse::Resource;
use super::state::{CitizenAt, HexUse, Lieutenant, Messina, Phase, Place, Sub};
use super::why::Why;
use crate::games::{Msg, Seat};

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
        for (_, l) in self.people[seat].retinue.unused() {
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

    /// Every place a lieutenant of the player could be sacrificed from.
    pub(crate) fn sacrifice_candidates(&self, seat: Seat) -> Vec<From> {
        let mut out = vec![From::Estate];
        for l in self.people[seat].retinue.lieutenants() {
            if let Lieutenant::Messina { at, .. } = l {
                if !out.contains(&From::At(*at)) {
                    out.push(From::At(*at));
                }
            }
        }
        out
    }

    /// Whether the player may repopulate the hex the lieutenant stands on instead of taking its
    /// action (M-T55 to M-T60).
    pub(crate) fn repopulation_verdict(&self, seat: Seat) -> Result<(), Why> {
        let Phase::Turn(t) = &self.phase else { return Err(Why::RepopPort) };
        let Some(Place::Hex(h)) = t.at else { return Err(Why::RepopPort) };
        let p = &self.people[seat];
        let req = &data().city.hexes[h].repop;
        if self.city.hex(h).repop.is_some() {
            return Err(Why::RepopDone);
        }
        if p.retinue.repop_left() == 0 {
            return Err(Why::RepopTiles);
        }
        if p.held(Resource::Coins) < req.tokens.coins as u32 || p.held(Resource::Wood) < req.tokens.wood as u32 {
            return Err(Why::RepopCost);
        }
        if !p.estate.has_unused_wagon() {
            return Err(Why::RepopWagon);
        }
        if req.lieutenant && self.sacrifices(seat).is_empty() {
            return Err(Why::RepopLieutenant);
        }
        let enough = Class::ALL.into_iter().all(|c| {
            let (need, need_up) = req
                .citizens
                .iter()
                .filter(|r| r.class == c)
                .fold((0, 0), |(n, u), r| (n + r.count as usize, u + r.upgraded as usize));
            self.givers(seat, c, true).len() >= need_up && self.givers(seat, c, false).len() >= need
        });
        if !enough {
            return Err(Why::RepopCitizens);
        }
        Ok(())
    }

    /// Whether the player could repopulate hex `h` now (M-T55 to M-T60).
    pub fn can_repopulate(&self, seat: Seat, h: usize) -> bool {
        matches!(&self.phase, Phase::Turn(t) if t.at == Some(Place::Hex(h))) && self.repopulation_verdict(seat).is_ok()
    }

    /// Pays, turns a wagon and asks for the citizens (upgraded requirements first) (M-T57).
    pub(crate) fn start_repopulation(&mut self, seat: Seat, out: &mut Out) {
        let Phase::Turn(t) = &mut self.phase else { unreachable!() };
        let Some(Place::Hex(h)) = t.at else { unreachable!() };
        t.hex_use = HexUse::Done;
        let req = &data().city.hexes[h].repop;
        let p = &mut self.people[seat];
        p.pay(Resource::Coins, req.tokens.coins as u32);
        p.pay(Resource::Wood, req.tokens.wood as u32);
        let turned = p.estate.turn_wagon();
        debug_assert!(turned, "an unused wagon to turn (M-T57)");
        let mut needs: Vec<(Class, bool)> = Vec::new();
        for r in &req.citizens {
            needs.extend(std::iter::repeat_n((r.class, true), r.upgraded as usize));
        }
        for r in &req.citizens {
            needs.extend(std::iter::repeat_n((r.class, false), (r.count - r.upgraded) as usize));
        }
        out.public(|| {
            Msg::new("messina.event.repopulating")
                .key("colour", colour_key(seat))
                .msg("place", super::names::place_msg(Place::Hex(h)))
        });
        self.set_sub(Some(Sub::Repop { hex: h, needs, lieutenant: req.lieutenant }));
        self.finish_repopulation(seat, out);
    }

    /// The citizens still owed first (upgraded requirements first), then the lieutenant (M-T57
    /// to M-T59).
    pub(crate) fn repop_verdict(&self, seat: Seat, a: Action) -> Result<(), Why> {
        let Some(Sub::Repop { needs, lieutenant, .. }) = self.sub() else { return Err(self.off_topic(a)) };
        match (needs.first(), a) {
            (Some(&(class, up)), Action::Give(at)) => {
                if self.givers(seat, class, up).contains(&at) {
                    Ok(())
                } else {
                    Err(Why::GiveWrong)
                }
            }
            (None, Action::Sacrifice(f)) if *lieutenant => {
                if self.sacrifices(seat).contains(&f) {
                    Ok(())
                } else {
                    Err(Why::SacrificeWrong)
                }
            }
            (Some(_), Action::Sacrifice(_)) => Err(Why::FinishFirst(super::why::Now::Give)),
            _ => Err(self.off_topic(a)),
        }
    }

    pub(crate) fn repopulation(&mut self, seat: Seat, sub: Sub, action: Action, out: &mut Out) {
        let Sub::Repop { hex, mut needs, mut lieutenant } = sub else { unreachable!() };
        match action {
            Action::Give(at) => {
                needs.remove(0);
                self.people[seat].estate.remove(at);
            }
            Action::Sacrifice(from) => {
                lieutenant = false;
                let p = &mut self.people[seat];
                let i = (0..p.retinue.lieutenants().len())
                    .find(|&i| match (p.retinue.lieutenants()[i], from) {
                        (Lieutenant::Estate { used: false }, From::Estate) => true,
                        (Lieutenant::Messina { at, standing: false }, From::At(f)) => at == f,
                        _ => false,
                    })
                    .expect("offered lieutenants exist");
                p.retinue.sacrifice(i);
                out.public(|| Msg::new("messina.event.sacrificed").key("colour", colour_key(seat)));
            }
            other => unreachable!("{other:?} in a repopulation"),
        }
        self.set_sub(Some(Sub::Repop { hex, needs, lieutenant }));
        self.finish_repopulation(seat, out);
    }

    /// Once everything is given: the tile goes on the hex, and a rat if it holds plague (M-T57).
    fn finish_repopulation(&mut self, seat: Seat, out: &mut Out) {
        let Some(Sub::Repop { hex, needs, lieutenant }) = self.sub().cloned() else { return };
        if !needs.is_empty() || lieutenant {
            return;
        }
        self.set_sub(None);
        let placed = self.city.repopulate(hex, seat);
        debug_assert!(placed, "one repopulation tile a hex (M-T57)");
        self.people[seat].retinue.place_repop_tile();
        out.public(|| {
            Msg::new("messina.event.repopulated")
                .key("colour", colour_key(seat))
                .msg("place", super::names::place_msg(Place::Hex(hex)))
        });
        if self.city.hex(hex).cubes > 0 {
            self.people[seat].gain(Resource::Rats, 1);
            out.public(|| Msg::new("messina.event.rats").key("colour", colour_key(seat)).num("rats", 1));
        }
    }
}
