//! Messina as the AI sees it: the hooks call the game's own determinization (`hidden.rs`),
//! rules of thumb and outlook (`heuristic.rs`).

use super::{Messina, Phase};
use crate::games::ai::{outlook, sigmoid, win_shares, AiGame};
use crate::games::{GameRng, Seat};

/// How far below or above the good result a solo score is judged (points).
const SOLO_SCALE: f64 = 15.0;

impl AiGame for Messina {
    fn actor(&self) -> Option<Seat> {
        self.to_act()
    }

    fn legal(&self) -> Vec<Self::Action> {
        self.legal_actions()
    }

    fn determinize(&self, _seat: Seat, rng: &mut GameRng) -> Self {
        Messina::determinize(self, rng)
    }

    fn scores(&self, legal: &[Self::Action]) -> Vec<f64> {
        self.heuristic_scores(legal)
    }

    fn values(&self, _viewer: Seat) -> Vec<f64> {
        let o = self.outlook();
        if self.solo() {
            let good = self.good_result() as f64;
            let margin = sigmoid((o[0] - good) / SOLO_SCALE);
            return match self.phase {
                Phase::Over => vec![0.5 * (o[0] >= good) as u8 as f64 + 0.5 * margin],
                _ => vec![margin],
            };
        }
        outlook(&o, win_shares(self), 8.0)
    }

    fn solo_target(&self) -> Option<u32> {
        self.solo().then(|| self.good_result())
    }

    fn exploration(&self) -> f64 {
        EXPLORE
    }

    /// No playout: the search judges each new node by the outlook at once (a game has some
    /// hundreds of decisions, each weighed by trying every choice: too many to play out).
    fn rollout_done(&self, _steps: usize) -> bool {
        true
    }
}

/// Messina's values lie close together (a point is worth little of the chance to win).
const EXPLORE: f64 = 0.1;
