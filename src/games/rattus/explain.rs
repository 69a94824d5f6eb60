//! Why an action is not legal: the rule it breaks, in words a player understands.
//! Only called for actions outside [`Rattus::legal_actions`], which stays the one source of legality.

use super::action::Action;
use super::data::{Class, RegionId};
use super::rules::region_key;
use super::state::{Pending, Phase, Rattus, Turn};
use crate::games::{Msg, RuleError, Seat};

fn err(rule: &'static str, key: &str) -> RuleError {
    RuleError::new(rule, Msg::new(key))
}

impl Rattus {
    pub(crate) fn explain(&self, seat: Seat, action: Action) -> RuleError {
        let Some(to_act) = self.to_act() else {
            return err("R-E12", "error.game-over");
        };
        if to_act != seat {
            return err("R-C1", "error.not-your-turn");
        }
        let unused =
            |r: RegionId| RuleError::new("R-S3", Msg::new("rattus.error.region-unused").text("region", region_key(r)));
        let region_of = |a: Action| match a {
            Action::Place { region, .. }
            | Action::King(region)
            | Action::From(region)
            | Action::To { region, .. }
            | Action::Look(region)
            | Action::Move(region)
            | Action::Spread(region)
            | Action::Peasant(region) => Some(region),
            _ => None,
        };
        if let Some(r) = region_of(action) {
            if !self.used(r) {
                return unused(r);
            }
        }
        match &self.phase {
            Phase::Setup { .. } => match action {
                Action::Place { .. } => err("R-S10", "rattus.error.setup-two"),
                _ => err("R-S10", "rattus.error.setup-only-place"),
            },
            Phase::Turn(t) => self.explain_turn(t, action, false),
            Phase::Final { turn, .. } => self.explain_turn(turn, action, true),
            Phase::Over { .. } => err("R-E12", "error.game-over"),
        }
    }

    fn explain_turn(&self, t: &Turn, action: Action, last_round: bool) -> RuleError {
        let seat = t.seat;
        if t.pending != Pending::None {
            let rule = match t.pending {
                Pending::MonkFrom | Pending::MonkSlot { .. } | Pending::MonkTo { .. } => "R-C7",
                Pending::MerchantFrom | Pending::MerchantTo { .. } => "R-C11",
                Pending::Spread { .. } => "R-L3",
                Pending::Neutral => "R-C9",
                _ => "R-C12",
            };
            if let (
                Pending::MonkTo { .. } | Pending::Spread { .. },
                Action::To { region, .. } | Action::Spread(region),
            ) = (&t.pending, action)
            {
                if self.regions[region].tokens.len() >= 3 {
                    return RuleError::new(
                        "R-L1",
                        Msg::new("rattus.error.region-full").text("region", region_key(region)),
                    );
                }
                return RuleError::new(
                    "R-D8",
                    Msg::new("rattus.error.not-adjacent").text("region", region_key(region)),
                );
            }
            return err(rule, "rattus.error.finish-step");
        }
        let power = |class: Class| -> Option<RuleError> {
            if !self.holds(seat, class) {
                Some(RuleError::new("R-C1", Msg::new("rattus.error.no-card").key("card", class.key())))
            } else if t.used[class.index()] {
                Some(RuleError::new("R-C2", Msg::new("rattus.error.power-used").key("card", class.key())))
            } else {
                None
            }
        };
        match action {
            Action::Take(_) | Action::Place { .. } if last_round => err("R-E5", "rattus.error.final-forbidden"),
            Action::Take(_) if t.took_card => err("R-T3", "rattus.error.took-already"),
            Action::Take(c) if self.holds(seat, c) => {
                RuleError::new("R-T6", Msg::new("rattus.error.hold-already").key("card", c.key()))
            }
            Action::Place { .. } if t.placed => err("R-T3", "rattus.error.placed-already"),
            Action::Place { region, count } => {
                let n = self.regions[region].tokens.len() as u8;
                if n == 0 && !self.holds(seat, Class::Peasant) {
                    return RuleError::new(
                        "R-T8",
                        Msg::new("rattus.error.place-no-rats").text("region", region_key(region)),
                    );
                }
                if count == n + 1 && !self.holds(seat, Class::Peasant) {
                    return RuleError::new("R-C10", Msg::new("rattus.error.peasant-extra").num("tokens", n));
                }
                if count == n + 1 && t.used[Class::Peasant.index()] {
                    return RuleError::new(
                        "R-C2",
                        Msg::new("rattus.error.power-used").key("card", Class::Peasant.key()),
                    );
                }
                if count != n && count != n + 1 || count == 0 {
                    let e = Msg::new("rattus.error.place-count").text("region", region_key(region)).num("tokens", n);
                    return RuleError::new("R-T8", e);
                }
                RuleError::new(
                    "R-T9",
                    Msg::new("rattus.error.reserve").num("count", count).num("reserve", self.reserve[seat]),
                )
            }
            Action::King(region) => power(Class::King).unwrap_or_else(|| {
                RuleError::new("R-C5", Msg::new("rattus.error.king").text("region", region_key(region)))
            }),
            Action::Monk => power(Class::Monk).unwrap_or_else(|| err("R-C7", "rattus.error.monk-impossible")),
            Action::Merchant => {
                power(Class::Merchant).unwrap_or_else(|| err("R-C11", "rattus.error.merchant-impossible"))
            }
            Action::Witch => power(Class::Witch).unwrap_or_else(|| err("R-C12", "rattus.error.witch-impossible")),
            Action::Peasant(_) if !last_round => err("R-E6", "rattus.error.peasant-final-only"),
            Action::Peasant(_) => power(Class::Peasant).unwrap_or_else(|| err("R-T9", "rattus.error.reserve-empty")),
            Action::Move(region) => {
                if last_round {
                    return power(Class::Knight).map(|_| err("R-E5", "rattus.error.final-forbidden")).unwrap_or_else(
                        || {
                            RuleError::new(
                                "R-E7",
                                Msg::new("rattus.error.knight-reach").text("region", region_key(region)),
                            )
                        },
                    );
                }
                if self.placement_owed(t) {
                    return err("R-T10", "rattus.error.must-place");
                }
                if region == self.plague {
                    return err("R-T12", "rattus.error.must-move");
                }
                if self.plague_moves(true).contains(&region) {
                    if !self.holds(seat, Class::Knight) {
                        return err("R-C8", "rattus.error.two-steps-knight");
                    }
                    return power(Class::Knight).unwrap_or_else(|| err("R-C8", "rattus.error.must-move"));
                }
                RuleError::new(
                    "R-T12",
                    Msg::new("rattus.error.not-adjacent-plague")
                        .text("region", region_key(region))
                        .text("plague", region_key(self.plague)),
                )
            }
            Action::End if !last_round => err("R-T12", "rattus.error.end-by-moving"),
            _ => RuleError::new("R-D9", Msg::new("rattus.error.not-now").text("action", action.to_string())),
        }
    }
}
