//! Random Rattus playouts with invariant checks after every action (the engine's "perft").
//! Rules: R-K5, R-K6, R-L1, R-T30, R-D9, R-D12, R-E1, R-E9.

use lazaretto::games::rattus::{Phase, Rattus};
use lazaretto::games::{Game, GameRng};

fn check_invariants(g: &Rattus) {
    // cubes conserved per player (R-K5, R-T30): reserve + board + palace = 20
    for s in 0..g.players {
        let board: u32 = g.regions.iter().map(|r| r.cubes[s] as u32).sum();
        assert_eq!(g.reserve[s] as u32 + board + g.palace[s] as u32, 20, "cubes of seat {s}");
    }
    // tokens conserved (R-K6): board + supply + revealed + set aside = 49
    let total = g.tokens_on_board() + g.supply.len() + g.revealed.len() + g.set_aside.len();
    assert_eq!(total, 49);
    // R-L1: at most 3 tokens per region; unused regions stay empty
    for (r, rs) in g.regions.iter().enumerate() {
        assert!(rs.tokens.len() <= 3);
        if !g.used(r) {
            assert!(rs.tokens.is_empty() && rs.cubes.iter().all(|&c| c == 0));
        }
    }
    // every prompt offers a legal choice, and each first-word group fits a select menu
    if let Some(p) = g.prompt() {
        assert!(p.choices.len() >= 2, "a decision without a real choice in {:?}: {:?}", g.phase, p.notations());
        let mut groups = std::collections::BTreeMap::<&str, usize>::new();
        let notations = p.notations();
        for c in &notations {
            *groups.entry(c.split(' ').next().unwrap()).or_default() += 1;
        }
        assert!(groups.values().all(|&n| n <= 25), "{groups:?}");
    } else {
        assert!(matches!(g.phase, Phase::Over { .. }));
    }
}

pub fn playout(players: usize, seed: u64) -> (Rattus, usize) {
    let mut g = Rattus::new(&Default::default(), players, seed).unwrap();
    let mut rng = GameRng::new(seed ^ 0x5eed);
    let mut log = Vec::new();
    while let Some(p) = g.prompt() {
        // no empty decisions: a single legal choice is taken by itself (issue 10; 2,100 games)
        assert!(p.choices.len() > 1, "seed {seed}: a prompt with one choice: {:?}", p.choices);
        let choice = p.choices[rng.below(p.choices.len())].notation.clone();
        g.apply_text(p.seat, &choice).unwrap_or_else(|e| panic!("legal choice {choice} rejected: {e:?}"));
        check_invariants(&g);
        log.push((p.seat, choice));
        assert!(log.len() < 20_000, "game does not end");
    }
    // R-D6: replaying the log from the seed reproduces the final state exactly
    let mut replay = Rattus::new(&Default::default(), players, seed).unwrap();
    for (seat, action) in &log {
        replay.apply_text(*seat, action).unwrap();
    }
    assert_eq!(replay, g, "replay of seed {seed} differs");
    (g, log.len())
}

#[test]
fn random_playouts_keep_invariants() {
    let mut total = 0;
    for seed in 0..2100u64 {
        let players = 2 + (seed % 3) as usize;
        let (g, steps) = playout(players, seed);
        assert!(g.standings().is_some());
        total += steps;
    }
    eprintln!("{total} actions");
}
