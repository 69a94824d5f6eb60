//! Build: tile rotation, hut upgrades, workshops and wagons (M-T51 to M-T54).

use super::action::{Action, Payment};
use super::data::{data, Cost};
use super::effects::colour_key;
use super::state::{Messina, OwnedWagon, OwnedWorkshop, Sub};
use crate::games::{Applied, Msg, Seat};

impl Messina {
    fn affordable(&self, seat: Seat, cost: Cost) -> bool {
        let p = &self.people[seat];
        p.coins >= cost.coins as u32 && p.wood >= cost.wood as u32
    }

    fn pay(&mut self, seat: Seat, cost: Cost) {
        let p = &mut self.people[seat];
        p.coins -= cost.coins as u32;
        p.wood -= cost.wood as u32;
    }

    /// Face-up tiles: the top of each stack.
    pub fn face_up(stacks: &[Vec<usize>]) -> Vec<usize> {
        stacks.iter().filter_map(|s| s.last().copied()).collect()
    }

    /// What a tile rotation can be paid with: 1 point or 1 coin, wood, fire or big fire (M-T52).
    pub fn payments(&self, seat: Seat) -> Vec<Payment> {
        let p = &self.people[seat];
        Payment::ALL
            .into_iter()
            .filter(|pay| match pay {
                Payment::Coin => p.coins > 0,
                Payment::Wood => p.wood > 0,
                Payment::Fire => p.fire > 0,
                Payment::BigFire => p.bigfire > 0,
                Payment::Point => p.points > 0,
            })
            .collect()
    }

    /// The build options (M-T51, M-T53, M-T54); after a rotation one must be taken if any can.
    pub fn build_choices(&self, seat: Seat, rotated: bool) -> Vec<Action> {
        let d = data();
        let p = &self.people[seat];
        let mut out = Vec::new();
        if !rotated && !self.payments(seat).is_empty() {
            out.push(Action::Rotate { huts: true });
            out.push(Action::Rotate { huts: false });
        }
        let mut options = Vec::new();
        if p.huts.iter().any(|h| h.upgrade.is_none()) {
            options.extend(
                Self::face_up(&self.hut_stacks)
                    .into_iter()
                    .filter(|&t| self.affordable(seat, d.hut_upgrades[t].cost))
                    .map(Action::BuildHut),
            );
        }
        options.extend(
            Self::face_up(&self.workshop_stacks)
                .into_iter()
                .filter(|&t| self.affordable(seat, d.workshops[t].cost))
                .map(Action::BuildWorkshop),
        );
        options.extend(
            Self::face_up(&self.wagon_stacks)
                .into_iter()
                .filter(|&t| self.affordable(seat, d.wagons[t].cost))
                .map(Action::BuildWagon),
        );
        let must = rotated && !options.is_empty();
        out.extend(options);
        if !must {
            out.push(Action::Skip);
        }
        out
    }

    /// Takes a stack's top tile; the next one turns face up (which cannot be undone).
    fn take_top(stacks: &mut [Vec<usize>], tile: usize, out: &mut Applied) {
        for s in stacks.iter_mut() {
            if s.last() == Some(&tile) {
                s.pop();
                out.irreversible = !s.is_empty() || out.irreversible;
            }
        }
    }

    pub(crate) fn build(&mut self, seat: Seat, sub: Sub, action: Action, out: &mut Applied) {
        let d = data();
        let colour = colour_key(seat);
        match (sub, action) {
            (_, Action::Skip) => self.set_sub(None),
            (Sub::Build { .. }, Action::Rotate { huts }) => self.set_sub(Some(Sub::RotatePay { huts })),
            (Sub::RotatePay { huts }, Action::Pay(pay)) => {
                let p = &mut self.people[seat];
                match pay {
                    Payment::Coin => p.coins -= 1,
                    Payment::Wood => p.wood -= 1,
                    Payment::Fire => p.fire -= 1,
                    Payment::BigFire => p.bigfire -= 1,
                    Payment::Point => {}
                }
                if pay == Payment::Point {
                    self.add_points(seat, -1);
                }
                // each stack's top goes to the bottom and the next tile turns face up
                let stacks = if huts { &mut self.hut_stacks } else { &mut self.workshop_stacks };
                for s in stacks.iter_mut() {
                    if let Some(top) = s.pop() {
                        s.insert(0, top);
                    }
                }
                out.irreversible = true;
                let key = if huts { "messina.event.rotated-huts" } else { "messina.event.rotated-workshops" };
                out.public(Msg::new(key).key("colour", colour.clone()));
                self.set_sub(Some(Sub::Build { rotated: true }));
            }
            (Sub::Build { .. }, Action::BuildHut(t)) => {
                self.pay(seat, d.hut_upgrades[t].cost);
                Self::take_top(&mut self.hut_stacks, t, out);
                out.public(
                    Msg::new("messina.event.built").key("colour", colour).text("tile", d.hut_upgrades[t].id.clone()),
                );
                self.set_sub(Some(Sub::HutOn { tile: t }));
            }
            (Sub::HutOn { tile }, Action::On(h)) => {
                self.people[seat].huts[h].upgrade = Some(tile);
                self.set_sub(None);
            }
            (Sub::Build { .. }, Action::BuildWorkshop(t)) => {
                self.pay(seat, d.workshops[t].cost);
                Self::take_top(&mut self.workshop_stacks, t, out);
                self.people[seat].workshops.push(OwnedWorkshop { tile: t, citizen: None, rewarded: false });
                out.public(
                    Msg::new("messina.event.built").key("colour", colour).text("tile", d.workshops[t].id.clone()),
                );
                self.set_sub(None);
            }
            (Sub::Build { .. }, Action::BuildWagon(t)) => {
                self.pay(seat, d.wagons[t].cost);
                Self::take_top(&mut self.wagon_stacks, t, out);
                self.people[seat].wagons.push(OwnedWagon { tile: t, used: false });
                out.public(Msg::new("messina.event.built").key("colour", colour).text("tile", d.wagons[t].id.clone()));
                self.add_points(seat, d.wagons[t].points as i32);
                self.set_sub(None);
            }
            (sub, a) => unreachable!("{a:?} offered in {sub:?}"),
        }
    }
}
