//! Applying an action: the legality check, the step it belongs to, then settling whatever
//! follows without a decision.

use super::action::Action;
use super::state::{Messina, Phase, Step};
use crate::games::{Applied, Msg, RuleError, Seat};

impl Messina {
    pub fn act(&mut self, seat: Seat, action: Action) -> Result<Applied, RuleError> {
        if self.to_act() != Some(seat) {
            return Err(match self.to_act() {
                None => RuleError::new("M-E1", Msg::new("error.game-over")),
                Some(_) => RuleError::new("M-T2", Msg::new("error.not-your-turn")),
            });
        }
        if !self.legal_actions().contains(&action) {
            return Err(self.explain(seat, action));
        }
        let mut out = Applied::default();
        match &self.phase {
            Phase::Turn(t) if t.step != Step::Actions => self.apply_turn_step(seat, action, &mut out),
            Phase::Turn(_) | Phase::Production { .. } => self.apply_work(seat, action, &mut out),
            Phase::Quarantine { .. } => self.release(action, &mut out),
            Phase::Over => unreachable!("no legal action once the game is over"),
        }
        self.settle(&mut out);
        Ok(out)
    }
}
