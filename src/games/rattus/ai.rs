//! Rattus as the AI sees it: the hooks call the game's own determinization (`hidden.rs`) and
//! rules of thumb (`heuristic.rs`).

use super::{Action, Rattus};
use crate::games::ai::{outlook, win_shares, AiGame};
use crate::games::{GameRng, Seat};

impl AiGame for Rattus {
    fn actor(&self) -> Option<Seat> {
        self.to_act()
    }

    /// The engine's legal actions without `cancel`: calling off a power before it did anything
    /// returns to the position before the power was chosen (R-D11), so a player who weighs
    /// each choice on its own could choose the power and call it off again for ever (the Witch
    /// did: `witch`, `look`, `cancel`, …). The AI finishes a power it began; `cancel` stays
    /// only where nothing else is legal.
    fn legal(&self) -> Vec<Self::Action> {
        let all = self.legal_actions();
        let onward: Vec<Action> = all.iter().copied().filter(|a| *a != Action::Cancel).collect();
        if onward.is_empty() {
            all.to_vec()
        } else {
            onward
        }
    }

    /// The engine's quiet application: the same game without the events' words, trusting that
    /// the action is one of [`AiGame::legal`] (checked in debug builds only; the table's
    /// `apply` always checks).
    fn play(&mut self, seat: Seat, action: &Self::Action) {
        self.play_legal(seat, *action);
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        Rattus::determinize(self, seat, rng)
    }

    fn scores(&self, legal: &[Self::Action]) -> Vec<f64> {
        self.heuristic_scores(legal)
    }

    fn playout_scores(&self, legal: &[Self::Action]) -> Vec<f64> {
        Rattus::playout_scores(self, legal)
    }

    fn values(&self, viewer: Seat) -> Vec<f64> {
        outlook(&self.expected_cubes(viewer), win_shares(self), 2.0)
    }
}
