//! The seeded random number generator stored inside every game state.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;
use serde::{Deserialize, Serialize};

/// A small, fast, serialisable PRNG: a game is reproduced exactly by its seed and its actions.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng(Pcg32);

impl GameRng {
    pub fn new(seed: u64) -> Self {
        GameRng(Pcg32::seed_from_u64(seed))
    }

    /// A uniform number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        self.0.random_range(0..n)
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(&mut self.0);
    }

    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}
