//! The games as the AI sees them: each hook calls the game's own determinization, rules of
//! thumb and outlook (in `src/games/<game>/hidden.rs` and `heuristic.rs`).

use super::AiGame;
use crate::games::messina::{Messina, Phase as MessinaPhase};
use crate::games::rattus::Rattus;
use crate::games::{Game, GameRng, Seat};

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Values in `0..=1` from expected scores: mostly the chance to win (the result once it is
/// known, else a smooth guess from the lead over the best other player), partly the margin.
fn outlook(scores: &[f64], wins: Option<Vec<f64>>, scale: f64) -> Vec<f64> {
    (0..scores.len())
        .map(|s| {
            let best_other = (0..scores.len()).filter(|&o| o != s).map(|o| scores[o]).fold(f64::NEG_INFINITY, f64::max);
            let margin = sigmoid((scores[s] - best_other) / scale);
            match &wins {
                Some(w) => 0.7 * w[s] + 0.3 * margin,
                None => margin,
            }
        })
        .collect()
}

/// Shares of the win from final standings: the players in first place split it.
fn win_shares(game: &impl Game) -> Option<Vec<f64>> {
    let st = game.standings()?;
    let first = st.iter().filter(|s| s.place == 1).count().max(1) as f64;
    let mut w = vec![0.0; game.players()];
    for s in st.iter().filter(|s| s.place == 1) {
        w[s.seat] = 1.0 / first;
    }
    Some(w)
}

/// Whose decision it is and its legal actions: both engines name them alike.
macro_rules! engine_hooks {
    () => {
        fn actor(&self) -> Option<Seat> {
            self.to_act()
        }

        fn legal(&self) -> Vec<Self::Action> {
            self.legal_actions()
        }
    };
}

impl AiGame for Rattus {
    engine_hooks!();

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

/// How far below or above the good result a solo score is judged (points).
const SOLO_SCALE: f64 = 15.0;

impl AiGame for Messina {
    engine_hooks!();

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
                MessinaPhase::Over => vec![0.5 * (o[0] >= good) as u8 as f64 + 0.5 * margin],
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
