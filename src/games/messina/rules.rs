//! Applying an action: the verdict, the step it belongs to, then settling whatever follows
//! without a decision — including decisions with a single choice, which are taken by themselves
//! and told in the turn's lines.

use super::action::Action;
use super::effects::colour_key;
use super::legal::settling_count;
use super::state::{Messina, Phase, Step};
use crate::games::out::Out;
use crate::games::{Applied, Msg, RuleError, Seat};

impl Messina {
    pub fn act(&mut self, seat: Seat, action: Action) -> Result<Applied, RuleError> {
        self.check(seat, action)?;
        let mut out = Out::words();
        self.known_legal.forget();
        self.apply_one(seat, action, &mut out);
        self.take_forced(&mut out);
        // what the told application judged stops at the first two: not the legal actions
        self.known_legal.forget();
        Ok(out.applied)
    }

    /// The same as [`Self::act`] without the events' words, for search: `action` must be one of
    /// the legal actions (checked in debug builds only; the table's `act` always checks). The
    /// legal actions of the position reached are kept for the `legal_actions` that follows.
    pub(crate) fn play_legal(&mut self, seat: Seat, action: Action) {
        debug_assert!(self.check(seat, action).is_ok(), "{action:?} is not legal");
        let mut out = Out::quiet();
        self.known_legal.forget();
        self.apply_one(seat, action, &mut out);
        self.take_forced(&mut out);
    }

    /// Applies an allowed action and settles what follows without a decision.
    fn apply_one(&mut self, seat: Seat, action: Action, out: &mut Out) {
        match &self.phase {
            Phase::Turn(t) if t.step != Step::Actions => self.apply_turn_step(seat, action, out),
            Phase::Turn(_) | Phase::Production { .. } => self.apply_work(seat, action, out),
            Phase::Quarantine { .. } => self.release(action, out),
            Phase::Over => unreachable!("no legal action once the game is over"),
        }
        self.settle(out)
    }

    /// A decision with exactly one legal choice is not asked: it is taken, and told when the
    /// choice itself says nothing (ARCHITECTURE.md, principle 2). What [`Self::judge_settling`]
    /// says of the position where a decision waits is kept; a step that has judged the position
    /// already (settling, a forced rescue or fight) kept it the same way.
    pub(crate) fn take_forced(&mut self, out: &mut Out) {
        for _ in 0..1_000 {
            let Some(seat) = self.to_act() else { return self.known_legal.forget() };
            if self.known_legal.judged() {
                let fresh = || self.first_legal(settling_count(out));
                debug_assert_eq!(self.known_legal.list(), &fresh()[..], "judged legal actions are stale");
            } else {
                self.judge_settling(out);
            }
            let [only] = *self.known_legal.list() else { return };
            self.known_legal.forget();
            if !out.telling() {
                self.apply_one(seat, only, out);
                continue;
            }
            let told = self.choice(only).label;
            let before = out.public_count();
            self.apply_one(seat, only, out);
            if out.public_count() == before {
                out.public(|| {
                    Msg::new("messina.event.only-choice").key("colour", colour_key(seat)).msg("choice", told)
                });
            }
        }
        self.known_legal.forget();
    }
}

#[cfg(test)]
mod tests {
    use super::super::state::{Messina, Options, Side};
    use crate::games::ai::AiGame;
    use crate::games::{Game, GameRng};

    /// Search's quiet application (`AiGame::play`) reaches the very positions the table's told
    /// one does, in every variant and player count, forced choices included, and the legal
    /// actions it keeps for the next question are the ones judged afresh.
    #[test]
    fn quiet_games_are_the_told_games() {
        for seed in 0..24u64 {
            let side = if seed % 3 == 2 { Side::B } else { Side::A };
            let options = Options { boards: side, scrolls: side, priority_tile: seed % 4 == 1 };
            let mut told = Messina::new(&options, 1 + (seed % 4) as usize, seed).unwrap();
            let mut quiet = told.clone();
            let mut rng = GameRng::new(seed);
            while let Some(seat) = told.to_act() {
                let legal = told.legal_actions();
                let a = legal[rng.below(legal.len())];
                told.act(seat, a).unwrap();
                quiet.play(seat, &a);
                assert_eq!(told, quiet, "seed {seed} after {a:?}");
                // search's next question, answered from what its application kept
                assert!(quiet.known_legal.judged() || quiet.to_act().is_none(), "seed {seed} after {a:?}");
                assert_eq!(told.legal_actions(), quiet.legal_actions(), "seed {seed} after {a:?}");
            }
        }
    }
}
