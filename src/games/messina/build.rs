//! Build: tile rotation, hut upgrades, workshops and wagons (M-T51 to M-T54).

use super::action::{Action, Payment};
use super::data::{data, Cost};
use super::judged::Out;
use super::names::colour_key;
use super::state::{Messina, Resource, Sub, TileKind};
use super::why::Why;
use crate::games::{Msg, Seat};

impl Messina {
    fn affordable(&self, seat: Seat, cost: Cost) -> bool {
        let p = &self.people[seat];
        p.held(Resource::Coins) >= cost.coins as u32 && p.held(Resource::Wood) >= cost.wood as u32
    }

    fn pay(&mut self, seat: Seat, cost: Cost) {
        let p = &mut self.people[seat];
        p.pay(Resource::Coins, cost.coins as u32);
        p.pay(Resource::Wood, cost.wood as u32);
    }

    /// What a tile rotation can be paid with: 1 point or 1 coin, wood, fire or big fire (M-T52).
    pub fn payments(&self, seat: Seat) -> smallvec::SmallVec<[Payment; 5]> {
        let p = &self.people[seat];
        Payment::ALL
            .into_iter()
            .filter(|pay| match pay.resource() {
                Some(r) => p.held(r) > 0,
                None => p.points() > 0,
            })
            .collect()
    }

    pub(crate) fn is_build_answer(&self, a: Action) -> bool {
        matches!(
            a,
            Action::Rotate { .. }
                | Action::BuildHut(_)
                | Action::BuildWorkshop(_)
                | Action::BuildWagon(_)
                | Action::Skip
        )
    }

    /// Something can be built (or a rotation tried): a build gain is worth taking (M-T51, M-T52).
    pub(crate) fn build_possible(&self, seat: Seat) -> bool {
        let sub = Sub::Build { rotated: false };
        self.sub_candidates(seat, &sub)
            .into_iter()
            .any(|a| a != Action::Skip && self.build_verdict(seat, false, a).is_ok())
    }

    /// A build: a rotation first if wanted, then one face-up tile the player can pay for; after a
    /// paid rotation one must be taken if any can (M-T51 to M-T54).
    pub(crate) fn build_verdict(&self, seat: Seat, rotated: bool, a: Action) -> Result<(), Why> {
        let d = data();
        let cost = |c: Cost, rule: &'static str| -> Result<(), Why> {
            if self.affordable(seat, c) {
                Ok(())
            } else {
                Err(Why::Cost { coins: c.coins as u32, wood: c.wood as u32, rule })
            }
        };
        let face_up = |kind, t| self.tiles.is_face_up(kind, t);
        match a {
            Action::Rotate { .. } if rotated => Err(Why::RotateOnce),
            Action::Rotate { .. } if self.payments(seat).is_empty() => Err(Why::RotateNoPay),
            Action::Rotate { .. } => Ok(()),
            Action::BuildHut(t) if !face_up(TileKind::Huts, t) => Err(Why::NotFaceUp),
            Action::BuildHut(_) if self.people[seat].estate.huts().iter().all(|h| h.upgrade.is_some()) => {
                Err(Why::NoFreeHut)
            }
            Action::BuildHut(t) => cost(d.tiles.hut_upgrades[t].cost, "M-T53"),
            Action::BuildWorkshop(t) if !face_up(TileKind::Workshops, t) => Err(Why::NotFaceUp),
            Action::BuildWorkshop(t) => cost(d.tiles.workshops[t].cost, "M-T54"),
            Action::BuildWagon(t) if !face_up(TileKind::Wagons, t) => Err(Why::NotFaceUp),
            Action::BuildWagon(t) => cost(d.tiles.wagons[t].cost, "M-T54"),
            Action::Skip if rotated => {
                let tiles = self.sub_candidates(seat, &Sub::Build { rotated: true });
                let any = tiles.into_iter().any(|t| {
                    matches!(t, Action::BuildHut(_) | Action::BuildWorkshop(_) | Action::BuildWagon(_))
                        && self.build_verdict(seat, true, t).is_ok()
                });
                if any {
                    Err(Why::MustBuild)
                } else {
                    Ok(())
                }
            }
            Action::Skip => Ok(()),
            _ => Err(self.off_topic(a)),
        }
    }

    /// Takes a stack's top tile; the next one turns face up (which cannot be undone).
    fn take_top(&mut self, kind: TileKind, tile: usize, out: &mut Out) {
        let turned = self.tiles.take_top(kind, tile).expect("a face-up tile is built");
        out.applied.irreversible = turned || out.applied.irreversible;
    }

    pub(crate) fn build(&mut self, seat: Seat, sub: Sub, action: Action, out: &mut Out) {
        let d = data();
        let colour = colour_key(seat);
        match (sub, action) {
            (_, Action::Skip) => self.set_sub(None),
            (Sub::Build { .. }, Action::Rotate { huts }) => self.set_sub(Some(Sub::RotatePay { huts })),
            (Sub::RotatePay { huts }, Action::Pay(pay)) => {
                match pay.resource() {
                    Some(r) => self.people[seat].pay(r, 1),
                    None => self.add_points(seat, -1),
                }
                // each stack's top goes to the bottom and the next tile turns face up
                self.tiles.rotate(if huts { TileKind::Huts } else { TileKind::Workshops });
                out.applied.irreversible = true;
                let key = if huts { "messina.event.rotated-huts" } else { "messina.event.rotated-workshops" };
                out.public(|| Msg::new(key).key("colour", colour.clone()));
                self.set_sub(Some(Sub::Build { rotated: true }));
            }
            (Sub::Build { .. }, Action::BuildHut(t)) => {
                self.pay(seat, d.tiles.hut_upgrades[t].cost);
                self.take_top(TileKind::Huts, t, out);
                out.public(|| {
                    Msg::new("messina.event.built").key("colour", colour).msg("tile", super::labels::hut_upgrade_msg(t))
                });
                self.set_sub(Some(Sub::HutOn { tile: t }));
            }
            (Sub::HutOn { tile }, Action::On(h)) => {
                self.people[seat].estate.upgrade_hut(h, tile);
                self.set_sub(None);
            }
            (Sub::Build { .. }, Action::BuildWorkshop(t)) => {
                self.pay(seat, d.tiles.workshops[t].cost);
                self.take_top(TileKind::Workshops, t, out);
                self.people[seat].estate.build_workshop(t);
                out.public(|| {
                    Msg::new("messina.event.built").key("colour", colour).msg("tile", super::labels::workshop_msg(t))
                });
                self.set_sub(None);
            }
            (Sub::Build { .. }, Action::BuildWagon(t)) => {
                self.pay(seat, d.tiles.wagons[t].cost);
                self.take_top(TileKind::Wagons, t, out);
                self.people[seat].estate.take_wagon(t);
                out.public(|| {
                    Msg::new("messina.event.built").key("colour", colour).msg("tile", super::labels::wagon_msg(t))
                });
                self.add_points(seat, d.tiles.wagons[t].points as i32);
                self.set_sub(None);
            }
            (sub, a) => unreachable!("{a:?} offered in {sub:?}"),
        }
    }
}
