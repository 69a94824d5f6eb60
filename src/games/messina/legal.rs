//! The legal choices of every Messina decision: the one source of legality.

use super::action::{Action, From};
use super::state::{Messina, Phase, Step};

impl Messina {
    /// Every legal action for the decision the game waits for.
    pub fn legal_actions(&self) -> Vec<Action> {
        let Some(seat) = self.to_act() else { return Vec::new() };
        match &self.phase {
            Phase::Turn(t) => match &t.step {
                Step::Lieutenant => self
                    .candidate_lieutenants(seat)
                    .into_iter()
                    .map(|lt| Action::From(self.lieutenant_from(seat, lt)))
                    .collect(),
                Step::Destination { lt } => {
                    let mut v: Vec<Action> =
                        self.destinations(seat, *lt).into_iter().map(|(p, _)| Action::Go(p)).collect();
                    v.extend(self.ship_choices(seat, *lt).into_iter().map(|(s, _)| Action::Ship(s)));
                    v.push(Action::Recall);
                    v
                }
                Step::Rescue { .. } => self.rescue_choices(seat),
                Step::Fight => self.fight_choices(seat),
                Step::ShipFight { .. } => self.ship_fight_choices(seat),
                Step::Actions => self.work_actions(seat),
            },
            Phase::Production { .. } => self.work_actions(seat),
            Phase::Quarantine { .. } => self.release_choices(),
            Phase::Over => Vec::new(),
        }
    }

    fn work_actions(&self, seat: usize) -> Vec<Action> {
        match self.sub() {
            Some(sub) => self.sub_actions(seat, sub),
            None => self.menu_actions(seat),
        }
    }

    /// Where each candidate lieutenant starts (for prompts).
    pub fn lieutenant_places(&self, seat: usize) -> Vec<From> {
        self.candidate_lieutenants(seat).into_iter().map(|lt| self.lieutenant_from(seat, lt)).collect()
    }
}
