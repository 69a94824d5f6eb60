//! Why an action is not legal now, in words a player understands. Only called for actions
//! outside [`Messina::legal_actions`], which stays the one source of legality.

use super::action::{Action, From};
use super::data::{data, Class};
use super::state::{HexUse, Lieutenant, Messina, Phase, Place, Step, Sub};
use crate::games::{Msg, RuleError, Seat};

fn err(rule: &'static str, key: &str) -> RuleError {
    RuleError::new(rule, Msg::new(format!("messina.error.{key}")))
}

impl Messina {
    pub(crate) fn explain(&self, seat: Seat, action: Action) -> RuleError {
        let not_now = || RuleError::new("M-T4", Msg::new("messina.error.not-now").text("action", action.to_string()));
        match &self.phase {
            Phase::Turn(t) => match (&t.step, action) {
                (Step::Lieutenant, Action::From(From::Estate)) => err("M-T10", "lying-first"),
                (Step::Lieutenant, Action::From(_)) => err("M-T8", "no-lieutenant-there"),
                (Step::Destination { lt }, Action::Go(p)) => self.explain_go(seat, *lt, p),
                (Step::Destination { lt }, Action::Ship(s)) => {
                    let docked = self.docks.iter().flatten().flatten().any(|d| d.ship == s);
                    if !docked {
                        err("M-T36", "ship-not-docked")
                    } else {
                        self.explain_cost(seat, *lt, Place::Dock(0))
                    }
                }
                (Step::Rescue { quarantine: true, .. }, Action::PlaceCitizen(_)) => err("M-T16", "must-quarantine"),
                (Step::Rescue { quarantine: false, .. }, Action::Hut(_)) => err("M-T14", "no-quarantine"),
                (Step::Rescue { .. }, Action::Hut(_)) => err("M-T15", "hut-taken"),
                (Step::Rescue { queue, .. }, Action::PlaceCitizen(s)) => {
                    if queue.first().is_some_and(|&c| data().squares[s].class != c) {
                        err("M-T14", "wrong-sector")
                    } else {
                        err("M-T14", "square-taken")
                    }
                }
                (Step::Fight, Action::Fire | Action::BigFire) => err("M-T18", "no-fire"),
                (Step::Fight, Action::BigFireDouble) => err("M-T18", "big-fire-double"),
                (Step::Fight, Action::BigFireNext(_)) => err("M-T19", "big-fire-adjacent"),
                (Step::ShipFight { .. }, Action::Fire | Action::BigFire) => err("M-T39", "no-fire"),
                (Step::Actions, a) => self.explain_work(seat, t.hex_use, a).unwrap_or_else(not_now),
                _ => not_now(),
            },
            Phase::Production { work, .. } => match action {
                Action::Produce if work.produced => err("M-R1", "produced"),
                Action::Staff(_) => err("M-T68", "no-workshop"),
                a => self.explain_work(seat, HexUse::None, a).unwrap_or_else(not_now),
            },
            Phase::Quarantine { .. } => err("M-R5", "release"),
            Phase::Over => RuleError::new("M-E1", Msg::new("error.game-over")),
        }
    }

    fn explain_go(&self, seat: Seat, lt: usize, p: Place) -> RuleError {
        if let Place::Dock(_) = p {
            return err("M-T36", "use-ship");
        }
        if !self.in_play(p) {
            return err("M-S4", "not-in-city");
        }
        if self.blocked(p) {
            return err("M-T6", "blocked");
        }
        self.explain_cost(seat, lt, p)
    }

    fn explain_cost(&self, seat: Seat, lt: usize, p: Place) -> RuleError {
        let cost = self.move_cost(self.lieutenant_from(seat, lt), p).unwrap_or(0);
        RuleError::new(
            "M-T8",
            Msg::new("messina.error.move-cost").num("cost", cost).num("coins", self.people[seat].coins),
        )
    }

    fn explain_work(&self, seat: Seat, hex_use: HexUse, action: Action) -> Option<RuleError> {
        if let Some(sub) = self.sub() {
            return Some(match (sub, action) {
                (Sub::Overseer { .. } | Sub::Steps { .. }, Action::Overseer(_)) => err("M-T44", "overseer-centre"),
                (Sub::Branch { .. }, _) => err("M-T44", "branch"),
                (Sub::Activate { .. }, Action::Activate(q)) if self.people[seat].once_used.contains(&q) => {
                    err("M-A5", "once-used")
                }
                (Sub::Activate { .. }, Action::Activate(_)) => err("M-T46", "activate"),
                (Sub::Build { rotated: true }, Action::Skip) => err("M-T52", "must-build"),
                (Sub::Build { .. } | Sub::HutOn { .. }, Action::BuildHut(_) | Action::On(_)) => err("M-T53", "hut"),
                (Sub::Build { .. }, Action::BuildWorkshop(_) | Action::BuildWagon(_)) => err("M-T54", "cost"),
                (Sub::RotatePay { .. }, Action::Pay(_)) => err("M-T52", "rotate-pay"),
                (Sub::Repop { .. }, Action::Give(_)) => err("M-T58", "give"),
                (Sub::Repop { .. }, Action::Sacrifice(_)) => err("M-T59", "sacrifice"),
                (Sub::Scroll, _) => err("M-T30", "scroll-top"),
                (Sub::UpgradeCitizen, _) => err("M-T32", "upgrade"),
                _ => err("M-T24", "finish-decision"),
            });
        }
        Some(match action {
            Action::Hex | Action::Repopulate if hex_use == HexUse::None => err("M-T40", "ship-no-hex"),
            Action::Hex if hex_use != HexUse::Open => err("M-T23", "hex-used"),
            Action::Repopulate => self.explain_repopulation(seat),
            Action::Buy(_) => RuleError::new(
                "M-T69",
                Msg::new("messina.error.advance-cost")
                    .num("cost", self.advance_cost(seat))
                    .num("coins", self.people[seat].coins),
            ),
            Action::Do(_) => err("M-T25", "not-pending"),
            Action::Staff(_) => err("M-T68", "no-workshop"),
            _ => return None,
        })
    }

    fn explain_repopulation(&self, seat: Seat) -> RuleError {
        let Phase::Turn(t) = &self.phase else { return err("M-T55", "repop-where") };
        let Some(Place::Hex(h)) = t.at else { return err("M-T55", "repop-where") };
        let p = &self.people[seat];
        let req = &data().hexes[h].repop;
        if self.hexes[h].repop.is_some() {
            err("M-T55", "repop-done")
        } else if p.repop_left == 0 {
            err("M-T60", "repop-tiles")
        } else if p.coins < req.tokens.coins as u32 || p.wood < req.tokens.wood as u32 {
            err("M-T56", "repop-cost")
        } else if !p.wagons.iter().any(|w| !w.used) {
            err("M-T57", "repop-wagon")
        } else if req.lieutenant
            && !p
                .lieutenants
                .iter()
                .any(|l| matches!(l, Lieutenant::Estate { used: false } | Lieutenant::Messina { standing: false, .. }))
        {
            err("M-T59", "repop-lieutenant")
        } else {
            let _ = Class::ALL;
            err("M-T58", "repop-citizens")
        }
    }
}
