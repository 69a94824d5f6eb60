//! Applying an action: the verdict, the step it belongs to, then settling whatever follows
//! without a decision — including decisions with a single choice, which are taken by themselves
//! and told in the turn's lines.

use super::action::Action;
use super::effects::colour_key;
use super::state::{Messina, Phase, Step};
use crate::games::{Applied, Audience, Msg, RuleError, Seat};

impl Messina {
    pub fn act(&mut self, seat: Seat, action: Action) -> Result<Applied, RuleError> {
        self.check(seat, action)?;
        let mut out = Applied::default();
        self.apply_one(seat, action, &mut out);
        self.take_forced(&mut out);
        Ok(out)
    }

    /// Applies an allowed action and settles what follows without a decision.
    fn apply_one(&mut self, seat: Seat, action: Action, out: &mut Applied) {
        match &self.phase {
            Phase::Turn(t) if t.step != Step::Actions => self.apply_turn_step(seat, action, out),
            Phase::Turn(_) | Phase::Production { .. } => self.apply_work(seat, action, out),
            Phase::Quarantine { .. } => self.release(action, out),
            Phase::Over => unreachable!("no legal action once the game is over"),
        }
        self.settle(out);
    }

    /// A decision with exactly one legal choice is not asked: it is taken, and told when the
    /// choice itself says nothing (ARCHITECTURE.md, principle 2).
    pub(crate) fn take_forced(&mut self, out: &mut Applied) {
        for _ in 0..1_000 {
            let Some(seat) = self.to_act() else { return };
            let Some(only) = self.only_legal() else { return };
            let told = self.choice(only).label;
            let before = out.events.iter().filter(|e| e.audience == Audience::All).count();
            self.apply_one(seat, only, out);
            if out.events.iter().filter(|e| e.audience == Audience::All).count() == before {
                out.public(Msg::new("messina.event.only-choice").key("colour", colour_key(seat)).msg("choice", told));
            }
        }
    }
}
