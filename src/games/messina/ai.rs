//! Messina as the AI sees it: the hooks call the game's own determinization (`hidden.rs`),
//! rules of thumb and outlook (`heuristic.rs`).

use super::{Action, Messina, Phase};
use crate::games::ai::{outlook, sigmoid, win_shares, AiGame};
use crate::games::{GameRng, Seat};

/// How far below or above the good result a solo score is judged (points).
const SOLO_SCALE: f64 = 15.0;

impl AiGame for Messina {
    fn actor(&self) -> Option<Seat> {
        self.to_act()
    }

    /// The engine's legal actions, but inside an open gain's decision not the switches to
    /// another pending gain: M-T24 lets a player take the gains in any order, switching in the
    /// middle of one and back again, and a player who weighs each choice on its own could switch
    /// round in a circle for ever. The AI answers the open decision (or ends it) instead.
    fn legal(&self) -> Vec<Self::Action> {
        let mut all = self.legal_actions();
        self.keep_answers(&mut all);
        all
    }

    /// The engine's quiet application: the same game without the events' words, trusting that
    /// the action is one of [`AiGame::legal`] (checked in debug builds only; the table's
    /// `apply` always checks).
    fn play(&mut self, seat: Seat, action: &Self::Action) {
        self.play_unchecked(seat, *action);
    }

    /// The quiet application that lists the next position's legal actions as it goes.
    fn play_then_legal(&mut self, seat: Seat, action: &Self::Action, legal: &mut Vec<Self::Action>) {
        self.play_unchecked_listing(seat, *action, legal);
        self.keep_answers(legal);
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

impl Messina {
    /// Inside an open gain's decision, only its answers (see [`AiGame::legal`]), unless there
    /// are none.
    fn keep_answers(&self, legal: &mut Vec<Action>) {
        if self.sub().is_some() && legal.iter().any(|a| !matches!(a, Action::Do(_))) {
            legal.retain(|a| !matches!(a, Action::Do(_)));
        }
    }
}

/// Messina's values lie close together (a point is worth little of the chance to win).
const EXPLORE: f64 = 0.1;
