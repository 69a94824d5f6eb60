//! What the AI needs of a game, beyond [`Game`]: each game implements [`AiGame`] in its own
//! module (its determinization, rules of thumb and outlook), so the AI (`crate::ai`), the bots and
//! the arena work with any game. Shared helpers for judging a position are here.

use super::{Game, GameRng, Seat};

/// What the AI needs of a game, beyond [`Game`].
pub trait AiGame: Game<Options: Send + Sync> + Send + Sync {
    /// The seat whose decision the game waits for.
    fn actor(&self) -> Option<Seat>;
    /// The legal actions of that decision, in the engine's order (the list a person gets; a
    /// game may leave out choices that only lead round in a circle).
    fn legal(&self) -> Vec<Self::Action>;
    /// Applies a legal action; panics on an illegal one (a bug in the AI).
    fn play(&mut self, seat: Seat, action: &Self::Action) {
        if let Err(e) = self.apply(seat, action) {
            panic!("the AI chose an illegal {} action {action}: {e}", Self::KIND);
        }
    }
    /// [`AiGame::play`], then `legal` becomes [`AiGame::legal`] of the position reached (its
    /// allocation may be reused). A game whose application judges the position it reaches
    /// anyway (Messina, to take forced choices) answers both at once.
    fn play_then_legal(&mut self, seat: Seat, action: &Self::Action, legal: &mut Vec<Self::Action>) {
        self.play(seat, action);
        *legal = self.legal();
    }
    /// A complete state that agrees with everything `seat` may see, its hidden parts dealt with `rng`.
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self;
    /// Rules of thumb: a score per legal action of the seat to act, higher is better.
    fn scores(&self, legal: &[Self::Action]) -> Vec<f64>;
    /// The scores that steer simulated playouts: by default [`AiGame::scores`]; a game may
    /// offer a quicker, rougher version.
    fn playout_scores(&self, legal: &[Self::Action]) -> Vec<f64> {
        self.scores(legal)
    }
    /// Each seat's outlook in `0..=1` as `viewer` judges it: the result once the game is over,
    /// an estimate before.
    fn values(&self, viewer: Seat) -> Vec<f64>;
    /// In a solo game against a fixed opponent (the Messina automa), the score that counts as a win.
    fn solo_target(&self) -> Option<u32> {
        None
    }
    /// The search's exploration constant (UCB1), for values as spread as this game's.
    fn exploration(&self) -> f64 {
        0.7
    }
    /// Whether a simulated playout has gone far enough, `steps` decisions after the search's
    /// new node, to be judged by [`AiGame::values`] (by default it runs to the end).
    fn rollout_done(&self, _steps: usize) -> bool {
        false
    }
}

pub fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Values in `0..=1` from expected scores: mostly the chance to win (the result once it is
/// known, else a smooth guess from the lead over the best other player), partly the margin.
pub fn outlook(scores: &[f64], wins: Option<Vec<f64>>, scale: f64) -> Vec<f64> {
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
pub fn win_shares(game: &impl Game) -> Option<Vec<f64>> {
    let st = game.standings()?;
    let first = st.iter().filter(|s| s.place == 1).count().max(1) as f64;
    let mut w = vec![0.0; game.players()];
    for s in st.iter().filter(|s| s.place == 1) {
        w[s.seat] = 1.0 / first;
    }
    Some(w)
}
