//! The legal choices of every Rattus decision: the one source of legality (ARCHITECTURE.md, principle 2).

use super::action::Action;
use super::data::{Class, RegionId, MAX_TOKENS_PER_REGION};
use super::state::{Pending, Phase, Rattus, Turn};
use crate::games::Seat;

impl Rattus {
    /// Every legal action for the decision the game waits for, in a stable order.
    pub fn legal_actions(&self) -> Vec<Action> {
        match &self.phase {
            Phase::Setup { .. } => self.used_regions().map(|region| Action::Place { region, count: 2 }).collect(),
            Phase::Turn(t) => self.turn_actions(t, false),
            Phase::Final { turn, .. } => self.turn_actions(turn, true),
            Phase::Over { .. } => Vec::new(),
        }
    }

    fn turn_actions(&self, t: &Turn, last_round: bool) -> Vec<Action> {
        let seat = t.seat;
        let mut out = Vec::new();
        let step = |out: &mut Vec<Action>| out.push(Action::Cancel);
        match &t.pending {
            Pending::None => {
                if last_round {
                    self.power_actions(t, &mut out);
                    if self.can_use(t, Class::Peasant) && self.reserve[seat] >= 1 {
                        out.extend(self.used_regions().map(Action::Peasant));
                    }
                    if self.can_use(t, Class::Knight) {
                        out.extend(self.plague_moves(true).into_iter().map(Action::Move));
                    }
                    out.push(Action::End);
                } else {
                    if !t.took_card {
                        out.extend(Class::ALL.into_iter().filter(|&c| !self.holds(seat, c)).map(Action::Take));
                    }
                    if !t.placed {
                        let peasant = self.can_use(t, Class::Peasant);
                        out.extend(
                            self.placements(seat, peasant)
                                .into_iter()
                                .map(|(region, count)| Action::Place { region, count }),
                        );
                    }
                    self.power_actions(t, &mut out);
                    if !self.placement_owed(t) {
                        let knight = self.can_use(t, Class::Knight);
                        out.extend(self.plague_moves(knight).into_iter().map(Action::Move));
                    }
                }
            }
            Pending::MonkFrom => {
                out.extend(self.used_regions().filter(|&r| self.monk_source(r)).map(Action::From));
                step(&mut out);
            }
            Pending::MonkSlot { from } | Pending::WitchFirstSlot { region: from } => {
                out.extend((1..=self.regions[*from].tokens.len() as u8).map(Action::Token));
                step(&mut out);
            }
            Pending::MonkTo { from } => {
                out.extend(self.token_room(from.0).map(|region| Action::To { region, count: None }));
                step(&mut out);
            }
            Pending::MerchantFrom => {
                out.extend(self.used_regions().filter(|&r| self.merchant_source(seat, r)).map(Action::From));
                step(&mut out);
            }
            Pending::MerchantTo { from } => {
                let most = self.regions[*from].cubes[seat].min(3);
                for region in self.neighbours(*from) {
                    out.extend((1..=most).map(|n| Action::To { region, count: Some(n) }));
                }
                step(&mut out);
            }
            Pending::WitchFirst => {
                out.extend(self.used_regions().filter(|&r| !self.regions[r].tokens.is_empty()).map(Action::Look));
                step(&mut out);
            }
            Pending::WitchSecond { first } => {
                out.extend(
                    self.used_regions().filter(|&r| !self.witch_slots(r, Some(*first)).is_empty()).map(Action::Look),
                );
                step(&mut out);
            }
            Pending::WitchSecondSlot { first, region } => {
                out.extend(self.witch_slots(*region, Some(*first)).into_iter().map(|s| Action::Token(s as u8 + 1)));
                step(&mut out);
            }
            Pending::WitchSwap { .. } => out.extend([Action::Swap(true), Action::Swap(false)]),
            Pending::Spread { .. } => out.extend(self.token_room(self.plague).map(Action::Spread)),
            Pending::Neutral => out.extend([Action::Neutral(true), Action::Neutral(false)]),
        }
        out
    }

    /// The powers usable outside phase C: King, Monk, Merchant and Witch (R-C3).
    fn power_actions(&self, t: &Turn, out: &mut Vec<Action>) {
        let seat = t.seat;
        if self.can_use(t, Class::King) {
            out.extend(
                self.used_regions()
                    .filter(|&r| self.regions[r].tokens.is_empty() && self.regions[r].cubes[seat] > 0)
                    .map(Action::King),
            );
        }
        if self.can_use(t, Class::Monk) && self.used_regions().any(|r| self.monk_source(r)) {
            out.push(Action::Monk);
        }
        if self.can_use(t, Class::Merchant) && self.used_regions().any(|r| self.merchant_source(seat, r)) {
            out.push(Action::Merchant);
        }
        if self.can_use(t, Class::Witch) && self.tokens_on_board() >= 2 {
            out.push(Action::Witch);
        }
    }

    /// The seat holds the card and has not used its power this turn (R-C1, R-C2).
    pub fn can_use(&self, t: &Turn, class: Class) -> bool {
        self.holds(t.seat, class) && !t.used[class.index()]
    }

    /// Legal placements `(region, count)`: exactly the region's token count, or one more with the
    /// Peasant, and never more than the reserve holds (R-T7 to R-T9, R-C10).
    pub fn placements(&self, seat: Seat, peasant: bool) -> Vec<(RegionId, u8)> {
        let mut out = Vec::new();
        for r in self.used_regions() {
            let n = self.regions[r].tokens.len() as u8;
            if n >= 1 && self.reserve[seat] >= n {
                out.push((r, n));
            }
            if peasant && self.reserve[seat] > n {
                out.push((r, n + 1));
            }
        }
        out
    }

    /// Phase B is still owed: a legal placement without the Peasant exists (R-T10, R-D9).
    pub fn placement_owed(&self, t: &Turn) -> bool {
        !t.placed && !self.placements(t.seat, false).is_empty()
    }

    /// Where the plague may move: adjacent regions, and with the Knight also two steps away,
    /// never back to the start (R-T12, R-C8, R-E7).
    pub fn plague_moves(&self, knight: bool) -> Vec<RegionId> {
        let start = self.plague;
        let mut out: Vec<RegionId> = self.neighbours(start).collect();
        if knight {
            for n in self.neighbours(start).collect::<Vec<_>>() {
                for m in self.neighbours(n) {
                    if m != start && !out.contains(&m) {
                        out.push(m);
                    }
                }
            }
        }
        out.sort_unstable();
        out
    }

    /// Used regions next to `r` that can take another rat token (R-L1).
    pub fn token_room(&self, r: RegionId) -> impl Iterator<Item = RegionId> + '_ {
        self.neighbours(r).filter(|&n| self.regions[n].tokens.len() < MAX_TOKENS_PER_REGION)
    }

    fn monk_source(&self, r: RegionId) -> bool {
        !self.regions[r].tokens.is_empty() && self.token_room(r).next().is_some()
    }

    fn merchant_source(&self, seat: Seat, r: RegionId) -> bool {
        self.regions[r].cubes[seat] > 0 && self.neighbours(r).next().is_some()
    }

    /// Slots of region `r` the Witch may pick, leaving out the token already chosen.
    pub fn witch_slots(&self, r: RegionId, first: Option<(RegionId, usize)>) -> Vec<usize> {
        (0..self.regions[r].tokens.len()).filter(|&s| first != Some((r, s))).collect()
    }
}
