//! Applying an action: the verdict, the step it belongs to, then settling whatever follows
//! without a decision — including decisions with a single choice, which are taken by themselves
//! and told in the turn's lines.

use super::action::Action;
use super::judged::{Judged, Out};
use super::names::colour_key;
use super::state::{Messina, Phase, Step};
use crate::games::{Applied, Msg, RuleError, Seat};

impl Messina {
    /// Plays `action` for `seat` if the rules allow it, telling every event in words (the
    /// table's application): [`Self::check`], then what [`Self::play_unchecked`] does.
    pub fn act(&mut self, seat: Seat, action: Action) -> Result<Applied, RuleError> {
        self.check(seat, action)?;
        let mut out = Out::words();
        self.apply_one(seat, action, &mut out);
        self.take_forced(&mut out);
        Ok(out.applied)
    }

    /// The same as [`Self::act`] without the events' words, for search: `action` must be one of
    /// the legal actions (checked in debug builds only; the table's `act` always checks).
    pub fn play_unchecked(&mut self, seat: Seat, action: Action) {
        debug_assert!(self.check(seat, action).is_ok(), "{action:?} is not legal");
        let mut out = Out::quiet();
        self.apply_one(seat, action, &mut out);
        self.take_forced(&mut out);
    }

    /// [`Self::play_unchecked`], answering the next question as well: `legal` becomes
    /// [`Self::legal_actions`] of the position reached (its allocation reused). The application
    /// judges that position anyway to see whether its choice is forced; this judges it whole.
    pub fn play_unchecked_listing(&mut self, seat: Seat, action: Action, legal: &mut Vec<Action>) {
        debug_assert!(self.check(seat, action).is_ok(), "{action:?} is not legal");
        let mut out = Out::quiet();
        out.known = Judged::all(std::mem::take(legal));
        self.apply_one(seat, action, &mut out);
        self.take_forced(&mut out);
        *legal = out.known.into_list();
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
    /// says of the position where a decision waits is kept in `out`; a step that has judged the
    /// position already (settling, a forced rescue or fight) kept it the same way. Every forced
    /// choice moves the game on, and a game ends, so the loop ends: a rule that made it circle
    /// would hang the random-game tests, not pass silently.
    pub(crate) fn take_forced(&mut self, out: &mut Out) {
        while let Some(seat) = self.to_act() {
            if out.known.judged() {
                let fresh = || self.first_legal(out.known.want());
                debug_assert_eq!(out.known.list(), &fresh()[..], "judged legal actions are stale");
            } else {
                self.judge_settling(out);
            }
            let [only] = *out.known.list() else { return };
            out.known.forget();
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
        out.known.forget();
    }
}

#[cfg(test)]
mod tests {
    use super::super::state::{Messina, Options, Side};
    use crate::games::{Game, GameRng};

    /// Search's quiet application (`play_unchecked_listing`) reaches the very positions the
    /// table's told one does, in every variant and player count, forced choices included, and
    /// the legal actions it lists for the next question are the ones judged afresh.
    #[test]
    fn quiet_games_are_the_told_games() {
        for seed in 0..24u64 {
            let side = if seed % 3 == 2 { Side::B } else { Side::A };
            let options = Options { boards: side, scrolls: side, priority_tile: seed % 4 == 1 };
            let mut told = Messina::new(&options, 1 + (seed % 4) as usize, seed).unwrap();
            let mut quiet = told.clone();
            let mut listed = quiet.legal_actions();
            let mut rng = GameRng::new(seed);
            while let Some(seat) = told.to_act() {
                let legal = told.legal_actions();
                assert_eq!(legal, listed, "seed {seed}");
                let a = legal[rng.below(legal.len())];
                told.act(seat, a).unwrap();
                quiet.play_unchecked_listing(seat, a, &mut listed);
                assert_eq!(told, quiet, "seed {seed} after {a:?}");
            }
            assert!(listed.is_empty(), "seed {seed}: choices listed after the end");
        }
    }
}
