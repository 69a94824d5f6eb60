//! AI players for every game (ARCHITECTURE.md, principle 12): they see what their seat sees and
//! act through the same legal actions as people.
//!
//! What the AI needs of a game is the games' own trait [`AiGame`] (`src/games/ai.rs`), each game
//! implementing it in its module. Every decision starts from a determinization: the game builds a complete state from the
//! seat's view, dealing every hidden part (face-down tokens, stacks and piles, the RNG) anew with
//! the AI's own RNG, so a decision is a function of the seat's view and the AI's seed only. Game
//! knowledge (determinization, rules of thumb, how a position is judged) lives in the games;
//! this module holds the generic part: the levels, the search, and the arena that measures them.
//! It imports nothing of ours but `crate::games`.

pub mod arena;
mod search;
mod searched;

pub use crate::games::ai::AiGame;
pub use searched::Searched;

use crate::games::{GameRng, Seat};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// The most decisions an AI player takes within one turn. A thorough Messina turn takes a few
/// dozen; an AI past this bound is going round in a circle, and the bots and the arena stop it
/// with an error instead of spinning for ever.
pub const MAX_TURN_DECISIONS: usize = 500;

/// The most decisions of a whole game the arena plays (a Messina game takes some hundreds).
pub const MAX_GAME_DECISIONS: usize = 20_000;

/// How long the strong player searches per decision: at most `iterations` simulations, and at
/// most `time` when given (whichever comes first).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    pub iterations: u32,
    pub time: Option<Duration>,
}

impl Budget {
    /// The default strong player: a fixed number of simulations (so it plays the same from the
    /// same seed on any machine that is fast enough), with a time cap that keeps a decision
    /// under a second on a busy one.
    pub const DEFAULT: Budget = Budget { iterations: 1500, time: Some(Duration::from_millis(900)) };
}

/// An AI player's level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    /// A uniformly random legal action.
    Random,
    /// The game's rules of thumb, greedily.
    Easy,
    /// Monte-Carlo tree search over determinizations, with the rules of thumb in its playouts.
    Strong(Budget),
}

impl FromStr for Level {
    type Err = String;

    /// `random`, `easy`, `strong`, `strong:250ms`, `strong:2s` (a time per decision) or
    /// `strong:800` (simulations per decision).
    fn from_str(s: &str) -> Result<Level, String> {
        let s = s.trim().to_lowercase();
        let bad = || format!("unknown player {s:?}: use random, easy, strong, strong:100ms, strong:2s or strong:800");
        match s.as_str() {
            "random" => return Ok(Level::Random),
            "easy" => return Ok(Level::Easy),
            "strong" => return Ok(Level::Strong(Budget::DEFAULT)),
            _ => {}
        }
        let budget = s.strip_prefix("strong:").ok_or_else(bad)?;
        let number = |t: &str| t.parse::<u64>().ok().filter(|&n| n > 0);
        let b = if let Some(ms) = budget.strip_suffix("ms") {
            Budget { iterations: u32::MAX, time: Some(Duration::from_millis(number(ms).ok_or_else(bad)?)) }
        } else if let Some(secs) = budget.strip_suffix('s') {
            Budget { iterations: u32::MAX, time: Some(Duration::from_secs(number(secs).ok_or_else(bad)?)) }
        } else {
            let n = number(budget).filter(|&n| n <= u32::MAX as u64).ok_or_else(bad)?;
            Budget { iterations: n as u32, time: None }
        };
        Ok(Level::Strong(b))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Level::Random => write!(f, "random"),
            Level::Easy => write!(f, "easy"),
            Level::Strong(b) if *b == Budget::DEFAULT => write!(f, "strong"),
            Level::Strong(Budget { time: Some(t), .. }) if t.subsec_millis() == 0 => {
                write!(f, "strong:{}s", t.as_secs())
            }
            Level::Strong(Budget { time: Some(t), .. }) => write!(f, "strong:{}ms", t.as_millis()),
            Level::Strong(Budget { iterations, .. }) => write!(f, "strong:{iterations}"),
        }
    }
}

/// The action `level` chooses for `seat`, or `None` when the game does not wait for `seat`.
/// It reads `state` only through a determinization for `seat`, so two states that look the same
/// to `seat` give the same choice for the same `seed` (with an iteration budget; a time budget
/// makes the search depend on the machine's speed as well).
pub fn decide<G: AiGame>(state: &G, seat: Seat, level: Level, seed: u64) -> Option<G::Action> {
    if state.actor() != Some(seat) {
        return None;
    }
    let mut rng = GameRng::new(seed);
    let seen = state.determinize(seat, &mut rng);
    let legal = seen.legal();
    if legal.len() <= 1 {
        return legal.into_iter().next();
    }
    let i = match level {
        Level::Random => rng.below(legal.len()),
        Level::Easy => best(&seen.scores(&legal)),
        Level::Strong(budget) => search::search(&seen, seat, &legal, budget, &mut rng),
    };
    Some(legal[i].clone())
}

/// The index of the highest score (the first of equals).
pub(crate) fn best(scores: &[f64]) -> usize {
    let mut b = 0;
    for (i, &s) in scores.iter().enumerate() {
        if s > scores[b] {
            b = i;
        }
    }
    b
}
