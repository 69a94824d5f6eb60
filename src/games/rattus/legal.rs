//! The one source of legality for Rattus (ARCHITECTURE.md, principle 2): every answer to the
//! decision the game waits for gets a verdict here, allowed or refused with the reason. The legal
//! choices are the candidates judged allowed, and a refusal is explained by the same verdict.

use super::action::Action;
use super::data::{data, Class, RegionId, MAX_TOKENS_PER_REGION, REGIONS};
use super::state::{Pending, Phase, Rattus, Turn};
use super::why::{Step, Why};
use crate::games::{RuleError, Seat};

impl Rattus {
    /// The legal actions as the verdict judges the candidates: the reference that
    /// [`Rattus::legal_actions`] (generated directly, `generate.rs`) is tested against.
    #[cfg(test)]
    pub(super) fn legal_by_verdict(&self) -> Vec<Action> {
        self.candidates().into_iter().filter(|&a| self.verdict(a).is_ok()).collect()
    }

    /// Whether `seat` may take `action` now; if not, the rule that blocks it.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), RuleError> {
        match self.to_act() {
            None => Err(Why::GameOver.error()),
            Some(s) if s != seat => Err(Why::NotYourTurn.error()),
            Some(_) => self.verdict(action).map_err(Why::error),
        }
    }

    /// The answers worth judging for the current decision: every action of the decision's kinds
    /// that could be allowed (a superset of the legal ones), in the order they are offered.
    #[cfg(test)]
    fn candidates(&self) -> Vec<Action> {
        let regions = || self.used_regions();
        let mut out = Vec::new();
        match self.phase() {
            Phase::Setup { .. } => out.extend(regions().map(|region| Action::Place { region, count: 2 })),
            Phase::Turn(t) | Phase::Final { turn: t, .. } => match &t.pending {
                Pending::None => {
                    out.extend(Class::ALL.map(Action::Take));
                    for r in regions() {
                        let n = self.board.region(r).tokens.len() as u8;
                        out.extend([Action::Place { region: r, count: n }, Action::Place { region: r, count: n + 1 }]);
                    }
                    out.extend(regions().map(Action::King));
                    out.extend([Action::Monk, Action::Merchant, Action::Witch]);
                    out.extend(regions().map(Action::Peasant));
                    out.extend(self.plague_moves(true).into_iter().map(Action::Move));
                    out.push(Action::End);
                }
                Pending::MonkFrom | Pending::MerchantFrom => out.extend(regions().map(Action::From)),
                Pending::MonkSlot { from: r } | Pending::WitchFirstSlot { region: r } => {
                    out.extend((1..=self.board.region(*r).tokens.len() as u8).map(Action::Token))
                }
                Pending::WitchSecondSlot { region, .. } => {
                    out.extend((1..=self.board.region(*region).tokens.len() as u8).map(Action::Token))
                }
                Pending::MonkTo { .. } => out.extend(regions().map(|region| Action::To { region, count: None })),
                Pending::MerchantTo { .. } => {
                    for region in regions() {
                        out.extend((1..=3).map(|n| Action::To { region, count: Some(n) }));
                    }
                }
                Pending::WitchFirst | Pending::WitchSecond { .. } => out.extend(regions().map(Action::Look)),
                Pending::WitchSwap { .. } => out.extend([Action::Swap(true), Action::Swap(false)]),
                Pending::Spread { .. } => out.extend(regions().map(Action::Spread)),
                Pending::Neutral => out.extend([Action::Neutral(true), Action::Neutral(false)]),
            },
            Phase::Over { .. } => {}
        }
        if self.cancellable() {
            out.push(Action::Cancel);
        }
        out
    }

    /// A power under way that has not done anything yet can be called off.
    #[cfg(test)]
    fn cancellable(&self) -> bool {
        match self.phase() {
            Phase::Turn(t) | Phase::Final { turn: t, .. } => !matches!(
                t.pending,
                Pending::None | Pending::WitchSwap { .. } | Pending::Spread { .. } | Pending::Neutral
            ),
            _ => false,
        }
    }

    /// The verdict on one action for the decision the game waits for.
    fn verdict(&self, action: Action) -> Result<(), Why> {
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
            if r >= REGIONS || !self.used(r) {
                return Err(Why::RegionUnused(r.min(REGIONS - 1)));
            }
        }
        match self.phase() {
            Phase::Setup { .. } => match action {
                Action::Place { count: 2, .. } => Ok(()),
                Action::Place { .. } => Err(Why::SetupTwo),
                _ => Err(Why::SetupOnlyPlace),
            },
            Phase::Turn(t) => self.turn_verdict(t, action, false),
            Phase::Final { turn, .. } => self.turn_verdict(turn, action, true),
            Phase::Over { .. } => Err(Why::GameOver),
        }
    }

    fn turn_verdict(&self, t: &Turn, action: Action, last_round: bool) -> Result<(), Why> {
        if action == Action::Cancel {
            return match t.pending {
                Pending::None => Err(Why::NothingToCancel),
                Pending::WitchSwap { .. } => Err(Why::CannotCancelWitch),
                Pending::Spread { .. } => Err(Why::CannotCancelSpread),
                Pending::Neutral => Err(Why::FinishStep(Step::Neutral)),
                _ => Ok(()),
            };
        }
        match &t.pending {
            Pending::None => self.main_verdict(t, action, last_round),
            Pending::Spread { .. } | Pending::Neutral => match phase_c_refusal(action) {
                Some(why) => Err(why),
                None => self.step_verdict(t.seat, &t.pending, action),
            },
            pending => self.step_verdict(t.seat, pending, action),
        }
    }

    /// The power a card gives, if the player holds it and has not used it this turn (R-C1, R-C2).
    fn power(&self, t: &Turn, class: Class) -> Result<(), Why> {
        if !self.holds(t.seat, class) {
            Err(Why::NoCard(class))
        } else if t.used[class.index()] {
            Err(Why::PowerUsed(class))
        } else {
            Ok(())
        }
    }

    /// The main decision of a turn or a final step: phases A, B and C and the powers.
    fn main_verdict(&self, t: &Turn, action: Action, last_round: bool) -> Result<(), Why> {
        let seat = t.seat;
        match action {
            Action::Take(_) | Action::Place { .. } if last_round => Err(Why::FinalForbidden),
            Action::Take(_) if t.took_card => Err(Why::TookAlready),
            Action::Take(c) if self.holds(seat, c) => Err(Why::HoldAlready(c)),
            Action::Take(_) => Ok(()),
            Action::Place { .. } if t.placed => Err(Why::PlacedAlready),
            Action::Place { region, count } => self.place_verdict(t, region, count),
            Action::King(region) => {
                self.power(t, Class::King)?;
                if !self.board.region(region).tokens.is_empty() {
                    Err(Why::KingRats(region))
                } else if self.board.region(region).cubes[seat] == 0 {
                    Err(Why::KingNoCube(region))
                } else {
                    Ok(())
                }
            }
            Action::Monk => {
                self.power(t, Class::Monk)?;
                self.used_regions().any(|r| self.monk_source(r)).then_some(()).ok_or(Why::MonkImpossible)
            }
            Action::Merchant => {
                self.power(t, Class::Merchant)?;
                let any = self.used_regions().any(|r| self.merchant_source(seat, r));
                any.then_some(()).ok_or(Why::MerchantImpossible)
            }
            Action::Witch => {
                self.power(t, Class::Witch)?;
                (self.tokens_on_board() >= 2).then_some(()).ok_or(Why::WitchImpossible)
            }
            Action::Peasant(_) if !last_round => Err(Why::PeasantFinalOnly),
            Action::Peasant(_) => {
                self.power(t, Class::Peasant)?;
                (self.board.reserve()[seat] >= 1).then_some(()).ok_or(Why::ReserveEmpty)
            }
            Action::Move(region) if last_round => {
                // R-E5, R-E7: only the Knight moves the plague in the final round
                if !self.holds(seat, Class::Knight) {
                    return Err(Why::FinalForbidden);
                }
                self.power(t, Class::Knight)?;
                if region == self.plague {
                    return Err(Why::MustMove { rule: "R-E7" });
                }
                (self.plague_mask(true) & 1 << region != 0).then_some(()).ok_or(Why::KnightReachFinal(region))
            }
            Action::Move(region) => {
                if self.placement_owed(t) {
                    return Err(Why::MustPlace);
                }
                if region == self.plague {
                    return Err(Why::MustMove { rule: "R-T12" });
                }
                if self.plague_mask(false) & 1 << region != 0 {
                    return Ok(());
                }
                let knight = self.can_use(t, Class::Knight);
                if self.plague_mask(true) & 1 << region != 0 {
                    return match knight {
                        true => Ok(()),
                        false if !self.holds(seat, Class::Knight) => Err(Why::TwoStepsKnight),
                        false => Err(Why::PowerUsed(Class::Knight)),
                    };
                }
                Err(Why::PlagueReach { region, plague: self.plague, knight })
            }
            Action::End if last_round => Ok(()),
            Action::End => Err(Why::EndByMoving),
            // R-E5: no spread and no devastation in the final round
            Action::Spread(_) | Action::Neutral(_) if last_round => Err(Why::FinalForbidden),
            Action::Spread(_) => Err(Why::SpreadNotNow),
            Action::Neutral(_) => Err(Why::NeutralNotNow),
            Action::From(_) | Action::Token(_) | Action::To { .. } | Action::Look(_) | Action::Swap(_) => {
                Err(Why::NoPowerStarted)
            }
            Action::Cancel => Err(Why::NothingToCancel),
        }
    }

    /// Phase B: exactly the region's rat tokens, or one more with the Peasant, from the reserve
    /// (R-T7 to R-T9, R-C10).
    fn place_verdict(&self, t: &Turn, region: RegionId, count: u8) -> Result<(), Why> {
        let seat = t.seat;
        let n = self.board.region(region).tokens.len() as u8;
        let peasant = self.can_use(t, Class::Peasant);
        let fits = (count == n && n >= 1) || (count == n + 1 && peasant);
        if !fits {
            let holds = self.holds(seat, Class::Peasant);
            return Err(if count == n + 1 && holds {
                Why::PowerUsed(Class::Peasant)
            } else if n == 0 && peasant {
                Why::PlaceNoRatsPeasant(region)
            } else if n == 0 {
                Why::PlaceNoRats(region)
            } else if count == n + 1 {
                Why::PeasantExtra { tokens: n }
            } else {
                Why::PlaceCount { region, tokens: n, peasant }
            });
        }
        if self.board.reserve()[seat] < count {
            return Err(Why::Reserve { count, reserve: self.board.reserve()[seat] });
        }
        Ok(())
    }

    /// The steps of the Monk, the Merchant and the Witch, and of phase C.
    fn step_verdict(&self, seat: Seat, pending: &Pending, action: Action) -> Result<(), Why> {
        let finish = || Step::of(pending, self.plague).map(Why::FinishStep).unwrap_or(Why::NoPowerStarted);
        match (pending, action) {
            (Pending::MonkFrom, Action::From(r)) => {
                if self.board.region(r).tokens.is_empty() {
                    Err(Why::MonkNoToken(r))
                } else if self.token_room(r).next().is_none() {
                    Err(Why::MonkNoRoom(r))
                } else {
                    Ok(())
                }
            }
            (Pending::MerchantFrom, Action::From(r)) => {
                self.merchant_source(seat, r).then_some(()).ok_or(Why::MerchantNoCubes(r))
            }
            (
                Pending::MonkSlot { from: r }
                | Pending::WitchFirstSlot { region: r }
                | Pending::WitchSecondSlot { region: r, .. },
                Action::Token(n),
            ) => {
                let tokens = self.board.region(*r).tokens.len() as u8;
                if n == 0 || n > tokens {
                    let rule = if matches!(pending, Pending::MonkSlot { .. }) { "R-C7" } else { "R-C12" };
                    return Err(Why::TokenRange { region: *r, tokens, rule });
                }
                match pending {
                    Pending::WitchSecondSlot { first, region } if *first == (*region, n as usize - 1) => {
                        Err(Why::WitchSameToken)
                    }
                    _ => Ok(()),
                }
            }
            (Pending::MonkTo { .. }, Action::To { count: Some(_), .. }) => Err(Why::MonkCount),
            (Pending::MonkTo { from }, Action::To { region, count: None }) => {
                if !self.is_neighbour(from.0, region) {
                    Err(Why::NotNeighbour { region, from: from.0, rule: "R-C7" })
                } else if self.board.region(region).tokens.len() >= MAX_TOKENS_PER_REGION {
                    Err(Why::RegionFull { region, rule: "R-L2" })
                } else {
                    Ok(())
                }
            }
            (Pending::MerchantTo { from }, Action::To { region, count }) => {
                let Some(n) = count else { return Err(Why::MerchantHowMany(region)) };
                let have = self.board.region(*from).cubes[seat];
                if !self.is_neighbour(*from, region) {
                    Err(Why::NotNeighbour { region, from: *from, rule: "R-C11" })
                } else if n == 0 || n > 3 || n > have {
                    Err(Why::MerchantCount { have })
                } else {
                    Ok(())
                }
            }
            (Pending::WitchFirst, Action::Look(r)) => {
                (!self.board.region(r).tokens.is_empty()).then_some(()).ok_or(Why::WitchNoToken(r))
            }
            (Pending::WitchSecond { first }, Action::Look(r)) => {
                if self.board.region(r).tokens.is_empty() {
                    Err(Why::WitchNoToken(r))
                } else if self.witch_slots(r, Some(*first)).is_empty() {
                    Err(Why::WitchSameToken)
                } else {
                    Ok(())
                }
            }
            (Pending::WitchSwap { .. }, Action::Swap(_)) => Ok(()),
            (Pending::Spread { .. }, Action::Spread(r)) => {
                if !self.is_neighbour(self.plague, r) {
                    Err(Why::NotNeighbour { region: r, from: self.plague, rule: "R-T16" })
                } else if self.board.region(r).tokens.len() >= MAX_TOKENS_PER_REGION {
                    Err(Why::RegionFull { region: r, rule: "R-L3" })
                } else {
                    Ok(())
                }
            }
            (Pending::Neutral, Action::Neutral(_)) => Ok(()),
            _ => Err(finish()),
        }
    }

    fn is_neighbour(&self, a: RegionId, b: RegionId) -> bool {
        data().neighbour_mask[self.players][a] & 1 << b != 0
    }

    /// The seat holds the card and has not used its power this turn (R-C1, R-C2).
    pub fn can_use(&self, t: &Turn, class: Class) -> bool {
        self.holds(t.seat, class) && !t.used[class.index()]
    }

    /// Legal placements `(region, count)`: exactly the region's token count, or one more with the
    /// Peasant, and never more than the reserve holds (R-T7 to R-T9, R-C10). The plain statement
    /// that `generate.rs` computes without a list, and is tested against.
    #[cfg(test)]
    pub(super) fn placements(&self, seat: Seat, peasant: bool) -> Vec<(RegionId, u8)> {
        let mut out = Vec::new();
        for r in self.used_regions() {
            let n = self.board.region(r).tokens.len() as u8;
            if n >= 1 && self.board.reserve()[seat] >= n {
                out.push((r, n));
            }
            if peasant && self.board.reserve()[seat] > n {
                out.push((r, n + 1));
            }
        }
        out
    }

    /// Where the plague may move: adjacent regions, and with the Knight also two steps away,
    /// never back to the start (R-T12, R-C8, R-E7). The plain statement of `plague_mask`
    /// (`generate.rs`), which it is tested against.
    #[cfg(test)]
    pub(super) fn plague_moves(&self, knight: bool) -> Vec<RegionId> {
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
        self.neighbours(r).filter(|&n| self.board.region(n).tokens.len() < MAX_TOKENS_PER_REGION)
    }

    fn monk_source(&self, r: RegionId) -> bool {
        !self.board.region(r).tokens.is_empty() && self.token_room(r).next().is_some()
    }

    fn merchant_source(&self, seat: Seat, r: RegionId) -> bool {
        self.board.region(r).cubes[seat] > 0 && self.neighbours(r).next().is_some()
    }

    /// Slots of region `r` the Witch may pick, leaving out the token already chosen.
    pub fn witch_slots(&self, r: RegionId, first: Option<(RegionId, usize)>) -> Vec<usize> {
        (0..self.board.region(r).tokens.len()).filter(|&s| first != Some((r, s))).collect()
    }
}

/// Once the plague has moved (phase C), what belongs before it is refused as such: taking a card
/// and placing (R-T2), a card's power (R-C3), and moving the plague again (R-T2). The spread,
/// the Knight's neutral cubes, `end` and `cancel` are judged by the step itself.
fn phase_c_refusal(action: Action) -> Option<Why> {
    match action {
        Action::Take(_) | Action::Place { .. } => Some(Why::PhaseCBegun { power: false }),
        Action::King(_)
        | Action::Monk
        | Action::Merchant
        | Action::Witch
        | Action::Peasant(_)
        | Action::From(_)
        | Action::Token(_)
        | Action::To { .. }
        | Action::Look(_)
        | Action::Swap(_) => Some(Why::PhaseCBegun { power: true }),
        Action::Move(_) => Some(Why::PlagueMoved),
        Action::Spread(_) | Action::Neutral(_) | Action::End | Action::Cancel => None,
    }
}
