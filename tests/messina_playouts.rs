//! Random Messina playouts with invariant checks after every action.
//! Rules: M-S7, M-T6, M-T11, M-T60, M-R22, M-E1, M-E2 to M-E8, M-S18.

use lazaretto::games::messina::data::data;
use lazaretto::games::messina::state::{Lieutenant, Messina, Phase, Place};
use lazaretto::games::{Game, GameRng};

pub fn check(g: &Messina) {
    let d = data();
    // plague cubes conserved: board + ships + supply = 16 / 18 / 24 (M-S7)
    let board: u32 = g.hexes.iter().map(|h| h.cubes as u32).sum();
    let ships = g.docks.iter().flatten().flatten().filter(|s| s.cube).count() as u32;
    assert_eq!(board + ships + g.cubes as u32, d.cubes_for(g.players as u8).unwrap() as u32, "cubes conserved");
    // only hexes in play hold pieces
    for (h, hs) in g.hexes.iter().enumerate() {
        if !g.in_play(Place::Hex(h)) {
            assert!(hs.cubes == 0 && hs.citizens.is_empty() && hs.repop.is_none());
        }
    }
    let mut standing_at: Vec<Place> = Vec::new();
    for (s, p) in g.people.iter().enumerate() {
        // 5 lieutenants and 5 repopulation tiles at most (M-S17, M-T60)
        assert_eq!(p.lieutenants.len(), 5);
        let repopulated = g.hexes.iter().filter(|h| h.repop == Some(s)).count();
        assert_eq!(repopulated + p.repop_left as usize, 5, "repopulation tiles of seat {s}");
        // citizens sit where their class allows
        for (sq, c) in p.squares.iter().enumerate() {
            if let Some(c) = c {
                assert_eq!(c.class, d.squares[sq].class);
            }
        }
        for w in &p.workshops {
            if let Some(c) = w.citizen {
                assert_eq!(c.class, d.workshops[w.tile].class);
            }
        }
        for h in &p.huts {
            assert_eq!(h.citizen.is_some(), h.slot == 1 || h.slot == 2, "a hut holds one citizen on slot I or II");
        }
        assert!(p.overseers.iter().all(|o| o.pos <= 6));
        for l in &p.lieutenants {
            if let Lieutenant::Messina { at, standing: true } = l {
                if !matches!(at, Place::Dock(_)) {
                    standing_at.push(*at);
                }
            }
        }
    }
    // at most one standing lieutenant per hex (M-T6, M-T11)
    let mut sorted = standing_at.clone();
    sorted.sort_by_key(|p| format!("{p:?}"));
    sorted.dedup();
    assert_eq!(sorted.len(), standing_at.len(), "two standing lieutenants share a hex");
    // no negative holdings (they are unsigned; a slip would have panicked already), and every
    // prompt offers a choice, each first-word group small enough for one select menu
    assert!(g.people.iter().all(|p| p.coins < 10_000 && p.wood < 10_000 && p.fire < 10_000));
    match g.prompt() {
        Some(p) => {
            assert!(!p.choices.is_empty(), "empty prompt at {}", g.stage_name());
            let mut groups = std::collections::BTreeMap::<&str, usize>::new();
            for c in &p.choices {
                *groups.entry(c.split(' ').next().unwrap()).or_default() += 1;
            }
            assert!(groups.values().all(|&n| n <= 25), "{groups:?}");
        }
        None => assert!(matches!(g.phase, Phase::Over)),
    }
}

pub fn playout(players: usize, seed: u64) -> (Messina, usize) {
    let mut g = Messina::new(&Default::default(), players, seed).unwrap();
    let mut rng = GameRng::new(seed ^ 77);
    let mut log = Vec::new();
    check(&g);
    while let Some(p) = g.prompt() {
        // prefer ending less often so games exercise more actions
        let mut i = rng.below(p.choices.len());
        if p.choices[i] == "end" && p.choices.len() > 1 && rng.below(3) > 0 {
            i = rng.below(p.choices.len());
        }
        let choice = p.choices[i].clone();
        g.apply_text(p.seat, &choice).unwrap_or_else(|e| panic!("legal choice {choice} refused: {e:?}"));
        check(&g);
        log.push((p.seat, choice));
        assert!(log.len() < 50_000, "the game does not end");
    }
    // replaying the log from the seed reproduces the final state exactly
    let mut replay = Messina::new(&Default::default(), players, seed).unwrap();
    for (seat, action) in &log {
        replay.apply_text(*seat, action).unwrap();
    }
    assert_eq!(replay, g, "replay of seed {seed} differs");
    (g, log.len())
}

#[test]
fn random_playouts_keep_invariants() {
    let mut total = 0;
    for seed in 0..510u64 {
        let players = 2 + (seed % 3) as usize;
        let (g, steps) = playout(players, seed);
        assert_eq!(g.round, 6, "the game ends after round VI (M-E1)");
        let standings = g.standings().expect("final standings");
        for s in &standings {
            let sum: i64 = s.breakdown.iter().map(|(_, v)| v).sum();
            assert_eq!(sum, s.score, "the breakdown sums to the score");
        }
        total += steps;
    }
    eprintln!("{total} decisions in 510 games");
}
