//! Applying Rattus actions: phases A, B and C, the card powers and the final round.

use super::action::Action;
use super::data::{data, Class, RegionId};
use super::state::{Pending, Phase, Rattus, Spot, Turn};
use crate::games::out::Out;
use crate::games::{Applied, Msg, RuleError, Seat};

/// The catalogue key naming a seat's colour.
pub fn colour_key(seat: Seat) -> String {
    format!("rattus.colour.{}", super::state::COLOURS[seat])
}

/// The catalogue key naming a region (`rattus.region.gallia`).
pub fn region_key(r: RegionId) -> String {
    format!("rattus.region.{}", data().regions[r].id)
}

impl Rattus {
    /// Applies `action` by `seat`; on error nothing changes.
    pub fn act(&mut self, seat: Seat, action: Action) -> Result<Applied, RuleError> {
        let mut out = Out::words();
        self.act_into(seat, action, &mut out)?;
        Ok(out.applied)
    }

    /// Applies `action` by `seat` as [`Rattus::act`] does, telling nothing: the same game for
    /// search, without the cost of its words.
    pub fn act_quietly(&mut self, seat: Seat, action: Action) -> Result<(), RuleError> {
        self.act_into(seat, action, &mut Out::quiet())
    }

    /// Applies an action taken from [`Rattus::legal_actions`] as [`Rattus::act_quietly`] does,
    /// without judging it again (search's path: it only plays what the generator offered, and
    /// the generator is tested against the verdicts). Debug builds still ask `check`.
    pub(crate) fn play_legal(&mut self, seat: Seat, action: Action) {
        debug_assert!(self.check(seat, action).is_ok(), "not a legal rattus action: {action}");
        let out = &mut Out::quiet();
        self.apply_one(seat, action, out);
        self.take_forced(out);
    }

    fn act_into(&mut self, seat: Seat, action: Action, out: &mut Out) -> Result<(), RuleError> {
        self.check(seat, action)?;
        self.apply_one(seat, action, out);
        self.take_forced(out);
        Ok(())
    }

    fn apply_one(&mut self, seat: Seat, action: Action, out: &mut Out) {
        match *self.phase() {
            Phase::Setup { step } => self.setup_place(step, action, out),
            Phase::Turn(_) | Phase::Final { .. } => self.turn_action(seat, action, out),
            Phase::Over { .. } => unreachable!("no legal action once the game is over"),
        }
    }

    /// A decision with exactly one legal choice is not asked: it is taken, and told when the
    /// choice itself says nothing (ARCHITECTURE.md, principle 2).
    pub(crate) fn take_forced(&mut self, out: &mut Out) {
        for _ in 0..1_000 {
            let Some(seat) = self.to_act() else { return };
            let Some(only) = self.only_legal() else { return };
            let told = out.telling().then(|| self.choice(only).label);
            let before = out.public_count();
            self.apply_one(seat, only, out);
            if let Some(told) = told.filter(|_| out.public_count() == before) {
                out.public(|| Msg::new("rattus.event.only-choice").key("colour", colour_key(seat)).msg("choice", told));
            }
        }
    }

    /// The current turn (normal or final step), mutably.
    pub(crate) fn turn_mut(&mut self) -> &mut Turn {
        match self.progress.phase_mut() {
            Phase::Turn(t) => t,
            Phase::Final { turn, .. } => turn,
            _ => unreachable!("no turn outside the turn phases"),
        }
    }

    fn in_final(&self) -> bool {
        matches!(self.phase(), Phase::Final { .. })
    }

    fn setup_place(&mut self, step: usize, action: Action, out: &mut Out) {
        let Action::Place { region, count } = action else { unreachable!("setup offers placements only") };
        let seat = self.setup_seat(step);
        self.board.put_cubes(seat, region, count);
        out.public(|| {
            Msg::new("rattus.event.placed")
                .key("colour", colour_key(seat))
                .num("count", count)
                .key("region", region_key(region))
        });
        out.applied.irreversible = true; // each setup placement is a turn of its own
        if step + 1 == 2 * self.players {
            // R-S13: the start player takes the first normal turn.
            self.progress.begin_turns();
        } else {
            *self.progress.phase_mut() = Phase::Setup { step: step + 1 };
        }
    }

    fn turn_action(&mut self, seat: Seat, action: Action, out: &mut Out) {
        self.resolve(seat, action, out);
        // a final step with nothing left but `end` ends by itself
        if self.in_final() && action != Action::End && self.only_legal() == Some(Action::End) {
            self.next_final_step(out);
        }
    }

    fn resolve(&mut self, seat: Seat, action: Action, out: &mut Out) {
        let pending = self.turn_mut().pending.clone();
        match (pending, action) {
            (_, Action::Cancel) => self.turn_mut().pending = Pending::None,
            (Pending::None, Action::Take(class)) => {
                // R-T4, R-T6: take an open card or another player's card.
                let from = self.cards.take(seat, class);
                self.turn_mut().took_card = true;
                out.public(|| match from {
                    Some(other) => Msg::new("rattus.event.took-card-from")
                        .key("colour", colour_key(seat))
                        .key("card", class.key())
                        .key("from", colour_key(other)),
                    None => Msg::new("rattus.event.took-card").key("colour", colour_key(seat)).key("card", class.key()),
                });
            }
            (Pending::None, Action::Place { region, count }) => {
                let t = self.turn_mut();
                t.placed = true;
                let tokens = self.board.tokens(region).len() as u8;
                if count > tokens {
                    self.turn_mut().used[Class::Peasant.index()] = true; // R-C10
                }
                self.board.put_cubes(seat, region, count);
                out.public(|| {
                    Msg::new("rattus.event.placed")
                        .key("colour", colour_key(seat))
                        .num("count", count)
                        .key("region", region_key(region))
                });
            }
            (Pending::None, Action::King(region)) => {
                // R-C5, R-C6
                self.board.to_palace(seat, region);
                self.turn_mut().used[Class::King.index()] = true;
                out.public(|| {
                    Msg::new("rattus.event.king").key("colour", colour_key(seat)).key("region", region_key(region))
                });
            }
            (Pending::None, Action::Peasant(region)) => {
                // R-E6
                self.board.put_cubes(seat, region, 1);
                self.turn_mut().used[Class::Peasant.index()] = true;
                out.public(|| {
                    Msg::new("rattus.event.placed")
                        .key("colour", colour_key(seat))
                        .num("count", 1)
                        .key("region", region_key(region))
                });
            }
            (Pending::None, Action::Monk) => self.turn_mut().pending = Pending::MonkFrom,
            (Pending::None, Action::Merchant) => self.turn_mut().pending = Pending::MerchantFrom,
            (Pending::None, Action::Witch) => self.turn_mut().pending = Pending::WitchFirst,
            (Pending::MonkFrom, Action::From(r)) => {
                self.turn_mut().pending = if self.board.tokens(r).len() > 1 {
                    Pending::MonkSlot { from: r }
                } else {
                    Pending::MonkTo { from: (r, 0) }
                };
            }
            (Pending::MonkSlot { from }, Action::Token(n)) => {
                self.turn_mut().pending = Pending::MonkTo { from: (from, n as usize - 1) };
            }
            (Pending::MonkTo { from }, Action::To { region, .. }) => {
                // R-C7: the token moves face down and unchanged; knowledge follows it (R-D4).
                self.board.move_token(from, region);
                let t = self.turn_mut();
                t.used[Class::Monk.index()] = true;
                t.pending = Pending::None;
                out.public(|| {
                    Msg::new("rattus.event.monk")
                        .key("colour", colour_key(seat))
                        .key("from", region_key(from.0))
                        .num("slot", from.1 as i64 + 1)
                        .key("to", region_key(region))
                });
            }
            (Pending::MerchantFrom, Action::From(r)) => self.turn_mut().pending = Pending::MerchantTo { from: r },
            (Pending::MerchantTo { from }, Action::To { region, count: Some(n) }) => {
                // R-C11
                self.board.move_cubes(seat, from, region, n);
                let t = self.turn_mut();
                t.used[Class::Merchant.index()] = true;
                t.pending = Pending::None;
                out.public(|| {
                    Msg::new("rattus.event.merchant")
                        .key("colour", colour_key(seat))
                        .num("count", n)
                        .key("from", region_key(from))
                        .key("to", region_key(region))
                });
            }
            (Pending::WitchFirst, Action::Look(r)) => {
                self.turn_mut().pending = if self.board.tokens(r).len() > 1 {
                    Pending::WitchFirstSlot { region: r }
                } else {
                    Pending::WitchSecond { first: (r, 0) }
                };
            }
            (Pending::WitchFirstSlot { region }, Action::Token(n)) => {
                self.turn_mut().pending = Pending::WitchSecond { first: (region, n as usize - 1) };
            }
            (Pending::WitchSecond { first }, Action::Look(r)) => {
                let slots = self.witch_slots(r, Some(first));
                if slots.len() == 1 {
                    self.witch_look(seat, first, (r, slots[0]), out);
                } else {
                    self.turn_mut().pending = Pending::WitchSecondSlot { first, region: r };
                }
            }
            (Pending::WitchSecondSlot { first, region }, Action::Token(n)) => {
                self.witch_look(seat, first, (region, n as usize - 1), out);
            }
            (Pending::WitchSwap { a, b }, Action::Swap(yes)) => {
                if yes {
                    self.board.swap_tokens(a, b);
                }
                self.knowledge.swapped(seat, yes);
                self.turn_mut().pending = Pending::None;
                let key = if yes { "rattus.event.witch-swapped" } else { "rattus.event.witch-kept" };
                out.public(|| Msg::new(key).key("colour", colour_key(seat)));
            }
            (Pending::None, Action::Move(region)) => self.move_plague(seat, region, out),
            (Pending::Spread { left }, Action::Spread(region)) => {
                self.spread_one(region, false, out);
                self.turn_mut().pending = Pending::Spread { left: left - 1 };
                self.continue_phase_c(seat, out);
            }
            (Pending::Neutral, Action::Neutral(yes)) => {
                self.turn_mut().pending = Pending::None;
                if yes {
                    out.public(|| Msg::new("rattus.event.neutral").key("colour", colour_key(seat)));
                }
                let plague = self.plague;
                self.devastate(plague, yes, false, out);
                self.end_turn(seat, out);
            }
            (Pending::None, Action::End) => self.next_final_step(out),
            (p, a) => unreachable!("legal action {a:?} has no effect in {p:?}"),
        }
    }

    fn witch_look(&mut self, seat: Seat, a: Spot, b: Spot, out: &mut Out) {
        // R-C12, R-D4: the faces go to this seat only; the positions are public.
        let (ta, tb) = (self.board.token_at(a), self.board.token_at(b));
        self.knowledge.look(seat, self.progress.turn_number(), (a, ta), (b, tb));
        out.public(|| {
            Msg::new("rattus.event.witch-looked")
                .key("colour", colour_key(seat))
                .key("a", region_key(a.0))
                .num("a_slot", a.1 as i64 + 1)
                .key("b", region_key(b.0))
                .num("b_slot", b.1 as i64 + 1)
        });
        out.private(seat, || {
            Msg::new("rattus.event.witch-saw")
                .key("a", region_key(a.0))
                .num("a_slot", a.1 as i64 + 1)
                .msg("a_face", super::view::face_msg(ta))
                .key("b", region_key(b.0))
                .num("b_slot", b.1 as i64 + 1)
                .msg("b_face", super::view::face_msg(tb))
        });
        out.applied.irreversible = true;
        let t = self.turn_mut();
        t.used[Class::Witch.index()] = true;
        t.pending = if a.0 != b.0 { Pending::WitchSwap { a, b } } else { Pending::None };
    }

    fn move_plague(&mut self, seat: Seat, region: RegionId, out: &mut Out) {
        let knight = !self.neighbours(self.plague).any(|n| n == region);
        let from = self.plague;
        self.plague = region;
        let key = if knight { "rattus.event.knight-moved" } else { "rattus.event.moved" };
        out.public(|| {
            Msg::new(key).key("colour", colour_key(seat)).key("from", region_key(from)).key("to", region_key(region))
        });
        // in the final round every move is the Knight's (R-E5, R-E7)
        if knight || self.in_final() {
            self.turn_mut().used[Class::Knight.index()] = true;
        }
        if self.in_final() {
            return; // R-E5, R-E7: no spread and no devastation in the final round
        }
        // R-T14 to R-T17: 0 tokens spread nothing, 1 spreads 1, 2 or 3 spread 2.
        let k = self.board.tokens(region).len();
        let required = k.min(2) as u8;
        let t = self.turn_mut();
        t.moved = true;
        t.pending = Pending::Spread { left: required };
        self.continue_phase_c(seat, out);
    }

    /// Draws the top token of the supply face down into `region` (R-T18).
    fn spread_one(&mut self, region: RegionId, forced: bool, out: &mut Out) {
        self.board.draw_into(region).expect("spread only offered with a non-empty supply");
        let key = if forced { "rattus.event.spread-forced" } else { "rattus.event.spread" };
        out.public(|| Msg::new(key).key("region", region_key(region)));
    }

    /// Runs phase C as far as it goes without a decision: forced spreads, then the Knight's
    /// neutral cubes, devastation and the end of the turn.
    fn continue_phase_c(&mut self, seat: Seat, out: &mut Out) {
        while let Pending::Spread { left } = self.turn_mut().pending {
            let room = data().neighbour_mask[self.players][self.plague] & self.room_mask();
            // R-L3, R-L4: tokens that cannot be placed are not drawn.
            if left == 0 || self.board.supply().is_empty() || room == 0 {
                self.turn_mut().pending = Pending::None;
                break;
            }
            if room.count_ones() > 1 {
                return; // the player chooses
            }
            self.spread_one(room.trailing_zeros() as RegionId, true, out);
            self.turn_mut().pending = Pending::Spread { left: left - 1 };
        }
        let plague = self.plague;
        let devastation = self.board.region(plague).total_cubes() > 0 && !self.board.tokens(plague).is_empty();
        if devastation && self.holds(seat, Class::Knight) {
            self.turn_mut().pending = Pending::Neutral; // R-C9
            return;
        }
        self.devastate(plague, false, false, out);
        self.end_turn(seat, out);
    }

    /// R-T31, R-E1: after phase C, end the game or pass the turn clockwise.
    fn end_turn(&mut self, seat: Seat, out: &mut Out) {
        out.applied.irreversible = true;
        if self.board.supply().is_empty() || self.board.reserve()[seat] == 0 {
            let reason =
                if self.board.supply().is_empty() { "rattus.event.end-supply" } else { "rattus.event.end-reserve" };
            out.public(|| Msg::new(reason).key("colour", colour_key(seat)));
            self.start_final(seat, out);
        } else {
            let next = (seat + 1) % self.players;
            self.progress.pass_to(next);
        }
    }

    /// R-E3: every other player takes a final step, counter-clockwise from the right of `last`.
    fn start_final(&mut self, last: Seat, out: &mut Out) {
        let n = self.players;
        let order: Vec<Seat> = (1..n).map(|i| (last + n - i) % n).collect();
        let first = order[0];
        *self.progress.phase_mut() = Phase::Final { last, order, index: 0, turn: Turn::new(first) };
        self.skip_idle_final_steps(out);
    }

    fn next_final_step(&mut self, out: &mut Out) {
        out.applied.irreversible = true;
        let Phase::Final { order, index, turn, .. } = self.progress.phase_mut() else { unreachable!() };
        *index += 1;
        if let Some(&seat) = order.get(*index) {
            *turn = Turn::new(seat);
        }
        self.skip_idle_final_steps(out);
    }

    /// Whether the final step at `k` in the order would be skipped if it came now, having
    /// nothing to do but `end` (R-E3; see [`Self::skip_idle_final_steps`]).
    pub(crate) fn final_step_idle(&self, k: usize) -> bool {
        let Phase::Final { last, order, .. } = self.phase() else { return false };
        let Some(&seat) = order.get(k) else { return true };
        let mut probe = self.clone();
        *probe.progress.phase_mut() =
            Phase::Final { last: *last, order: order.clone(), index: k, turn: Turn::new(seat) };
        probe.only_legal() == Some(Action::End)
    }

    /// Final steps with nothing to do but `end` are skipped, and the reason told; after the last
    /// one comes the final devastation.
    fn skip_idle_final_steps(&mut self, out: &mut Out) {
        loop {
            let Phase::Final { last, order, index, turn } = self.phase() else {
                return;
            };
            let last = *last;
            if *index >= order.len() {
                self.final_devastation(last, out);
                return;
            }
            if self.only_legal() != Some(Action::End) {
                return;
            }
            let seat = turn.seat;
            let why = if Class::ALL.iter().any(|&c| self.holds(seat, c)) {
                "rattus.event.final-skip-idle"
            } else {
                "rattus.event.final-skip-no-card"
            };
            out.public(|| Msg::new(why).key("colour", colour_key(seat)));
            let Phase::Final { order, index, turn, .. } = self.progress.phase_mut() else { unreachable!() };
            *index += 1;
            if let Some(&seat) = order.get(*index) {
                *turn = Turn::new(seat);
            }
        }
    }

    /// R-E9 to R-E11: every used region is devastated in canonical order; the plague piece
    /// counts as 2 neutral cubes where it stands.
    fn final_devastation(&mut self, last: Seat, out: &mut Out) {
        out.public(|| Msg::new("rattus.event.final-devastation"));
        let regions: Vec<RegionId> = self.used_regions().collect();
        for r in regions {
            let neutral = r == self.plague;
            self.devastate(r, neutral, true, out);
        }
        *self.progress.phase_mut() = Phase::Over { last };
        let standings = self.ranking();
        let winner = standings[0];
        let cubes = self.cubes_on_board(winner);
        let tied: Vec<Msg> = standings[1..]
            .iter()
            .filter(|&&s| self.cubes_on_board(s) == cubes)
            .map(|&s| Msg::new(colour_key(s)))
            .collect();
        let won = Msg::new("rattus.event.winner").key("colour", colour_key(winner)).num("cubes", cubes);
        out.public(|| {
            if tied.is_empty() {
                won
            } else {
                // R-E13: the tie goes to the one who would have taken the next normal turn
                Msg::new("rattus.event.winner-tie")
                    .key("colour", colour_key(winner))
                    .num("cubes", cubes)
                    .list("tied", tied)
                    .key("last", colour_key(last))
            }
        });
    }

    /// R-E12 to R-E14: seats by cubes on the board, ties broken by who would have played next.
    pub fn ranking(&self) -> Vec<Seat> {
        let last = match *self.phase() {
            Phase::Over { last } | Phase::Final { last, .. } => last,
            _ => self.to_act().unwrap_or(0) + self.players - 1,
        };
        let n = self.players;
        let mut seats: Vec<Seat> = (1..=n).map(|i| (last + i) % n).collect();
        seats.sort_by_key(|&s| std::cmp::Reverse(self.cubes_on_board(s))); // stable: keeps tie order
        seats
    }
}
