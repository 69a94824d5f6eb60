//! Deterministic Messina positions for the image tests, benchmarks and samples: seeded random
//! legal choices, leaning towards the choices that fill a board (building, repopulating,
//! upgrading, buying book advances) so that mid-game positions are busy.

#![allow(dead_code)]

use lazaretto::games::messina::Messina;
use lazaretto::games::{Game, GameRng};

/// The crowded mid-game 4-player position: (seed, choices).
pub const CROWDED: (u64, usize) = (41, 401);

const KEEN: [&str; 12] = [
    "repopulate",
    "wagon ",
    "workshop ",
    "hut hu",
    "upgrade ",
    "do build",
    "buy ",
    "give ",
    "staff ",
    "into ",
    "hex",
    "on q",
];
const RELUCTANT: [&str; 5] = ["end", "discard", "skip", "stop", "recall"];

/// One seeded choice: mostly a keen choice when there is one, rarely a reluctant one.
pub fn pick(choices: &[String], rng: &mut GameRng) -> usize {
    let keen: Vec<usize> = (0..choices.len()).filter(|&i| KEEN.iter().any(|k| choices[i].starts_with(k))).collect();
    if !keen.is_empty() && rng.below(4) > 0 {
        return keen[rng.below(keen.len())];
    }
    let calm: Vec<usize> = (0..choices.len()).filter(|&i| !RELUCTANT.iter().any(|k| choices[i] == *k)).collect();
    if !calm.is_empty() && rng.below(5) > 0 {
        return calm[rng.below(calm.len())];
    }
    rng.below(choices.len())
}

/// A game after `steps` seeded choices (or at its end).
pub fn play(players: usize, seed: u64, steps: usize) -> Messina {
    let mut g = Messina::new(&Default::default(), players, seed).unwrap();
    let mut rng = GameRng::new(seed);
    for _ in 0..steps {
        let Some(p) = g.prompt() else { break };
        let c = p.choices[pick(&p.choices, &mut rng)].clone();
        g.apply_text(p.seat, &c).unwrap_or_else(|e| panic!("legal choice {c} refused: {e:?}"));
    }
    g
}
