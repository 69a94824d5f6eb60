//! Random Rattus playouts with invariant checks after every action (the engine's "perft").
//! Rules: R-K5, R-K6, R-L1, R-T30, R-D9, R-D12, R-E1, R-E9.

use lazaretto::games::rattus::{Phase, Rattus};
use lazaretto::games::{Game, GameRng};

fn check_invariants(g: &Rattus) {
    // cubes conserved per player (R-K5, R-T30): reserve + board + palace = 20
    for s in 0..g.players {
        let board: u32 = g.board.regions().iter().map(|r| r.cubes[s] as u32).sum();
        assert_eq!(g.board.reserve()[s] as u32 + board + g.board.palace()[s] as u32, 20, "cubes of seat {s}");
    }
    // tokens conserved (R-K6): board + supply + revealed + set aside = 49
    let total = g.tokens_on_board() + g.board.supply().len() + g.board.revealed().len() + g.board.set_aside().len();
    assert_eq!(total, 49);
    // R-L1: at most 3 tokens per region; unused regions stay empty
    for (r, rs) in g.board.regions().iter().enumerate() {
        assert!(rs.tokens.len() <= 3);
        if !g.used(r) {
            assert!(rs.tokens.is_empty() && rs.cubes.iter().all(|&c| c == 0));
        }
    }
    // every prompt offers a legal choice, and each first-word group fits a select menu
    if let Some(p) = g.prompt() {
        assert!(p.choices.len() >= 2, "a decision without a real choice in {:?}: {:?}", g.phase(), p.notations());
        let mut groups = std::collections::BTreeMap::<&str, usize>::new();
        let notations = p.notations();
        for c in &notations {
            *groups.entry(c.split(' ').next().unwrap()).or_default() += 1;
        }
        assert!(groups.values().all(|&n| n <= 25), "{groups:?}");
    } else {
        assert!(matches!(g.phase(), Phase::Over { .. }));
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

/// FNV-1a over bytes: a stable fingerprint (std's hasher may change between Rust releases).
fn fnv(hash: &mut u64, bytes: &[u8]) {
    for &b in bytes {
        *hash = (*hash ^ b as u64).wrapping_mul(0x100_0000_01b3);
    }
}

/// The engine's own loop, as the bench and search run it (`legal_actions` and `apply`), with a
/// fingerprint of every event and of the final stored state.
fn engine_playout(players: usize, seed: u64) -> (usize, u64) {
    let mut g = Rattus::new(&Default::default(), players, seed).unwrap();
    let mut rng = GameRng::new(seed);
    let (mut n, mut hash) = (0, 0xcbf2_9ce4_8422_2325u64);
    while let Some(seat) = g.to_act() {
        let legal = g.legal_actions();
        let a = legal[rng.below(legal.len())];
        let applied = g.apply(seat, &a).unwrap();
        fnv(&mut hash, serde_json::to_string(&applied.events).unwrap().as_bytes());
        fnv(&mut hash, &[applied.irreversible as u8, applied.turn_over as u8]);
        n += 1;
    }
    fnv(&mut hash, serde_json::to_string(&g).unwrap().as_bytes());
    (n, hash)
}

/// Same seeds, same games: the actions, every event's words and the final stored state of
/// seeded playouts, pinned from the engine before it was made fast (issue 14), so that a faster
/// engine provably plays the same games (R-D6) and stores them in the same shape.
#[test]
fn seeded_playouts_are_pinned() {
    // (players, seed, actions, fingerprint), recorded from the engine before issue 14's changes
    let pinned = [
        (2, 0, 139, 0xd8cc8113c7c7cfe8),
        (2, 1, 108, 0x46ac8b4fb3253001),
        (2, 7, 152, 0x9b50ee9a0f5de656),
        (2, 1000, 94, 0x284fe7c32aaf008c),
        (3, 0, 155, 0x20b1f9cf781adf75),
        (3, 1, 118, 0x34afd9e4a0bdd48b),
        (3, 7, 224, 0x511fdd46535f9919),
        (3, 1000, 128, 0x063263c0aa81c7a4),
        (4, 0, 157, 0x140a20fe98ad75e6),
        (4, 1, 143, 0x7e8ec81ef9797de0),
        (4, 7, 129, 0x7a34dcd4f8dd6b43),
        (4, 1000, 135, 0x57440866c4657787),
    ];
    let got: Vec<_> = (2..=4)
        .flat_map(|players| [0u64, 1, 7, 1000].map(|seed| (players, seed)))
        .map(|(players, seed)| {
            let (n, hash) = engine_playout(players, seed);
            (players, seed, n, hash)
        })
        .collect();
    let all = (0..300u64).fold(0xcbf2_9ce4_8422_2325u64, |mut all, seed| {
        let (n, hash) = engine_playout(2 + (seed % 3) as usize, seed);
        fnv(&mut all, &(n as u64).to_le_bytes());
        fnv(&mut all, &hash.to_le_bytes());
        all
    });
    assert_eq!(got, pinned, "seeded games changed");
    assert_eq!(all, 0xba0f_c2ca_486d_b6fd, "300 seeded games changed");
}

/// Game states as the store saves them (JSON): states written by the code before the state was
/// split into parts (issue 26) load and save back byte for byte, and the same seeded games reach
/// the same JSON: the placement (R-S10), turns in the middle of a power (R-C5 to R-C9) and of a
/// spread (R-T16), the Witch's notes and what each seat has seen (R-D4), the last round (R-E3),
/// the end (R-E9), and a scenario's forced reveals (R-D7).
/// The views of those states (public and each seat's) have the JSON they had, too.
/// `LAZARETTO_REGENERATE=1 cargo test --test rattus_playouts saved_states` writes
/// `tests/golden/rattus-states.jsonl` and `rattus-views.jsonl` anew (only when the saved form is
/// meant to change).
#[test]
fn saved_states_load_and_save_unchanged() {
    // (players, seed, choices played before the state is saved)
    let cases: [(usize, u64, usize); 12] = [
        (2, 0, 3),
        (2, 1, 40),
        (2, 7, 95),
        (3, 0, 60),
        (3, 1, 117),
        (3, 7, 150),
        (4, 0, 80),
        (4, 1, 100),
        (4, 7, 128),
        (4, 1000, 135),
        (3, 1000, 128),
        (2, 1000, 500),
    ];
    let (mut lines, mut views) = (Vec::new(), Vec::new());
    for (players, seed, choices) in cases {
        let mut g = Rattus::new(&Default::default(), players, seed).unwrap();
        let mut rng = GameRng::new(seed);
        for _ in 0..choices {
            let Some(seat) = g.to_act() else { break };
            let legal = g.legal_actions();
            g.apply(seat, &legal[rng.below(legal.len())]).unwrap();
        }
        lines.push(serde_json::to_string(&g).unwrap());
        // the views' JSON too (grouped fields flattened): the public one and each seat's
        views.push(serde_json::to_string(&g.view(None)).unwrap());
        views.extend((0..players).map(|s| serde_json::to_string(&g.view(Some(s))).unwrap()));
    }
    // a scenario's position: tokens listed to be revealed first (R-D7), a card holder, cubes
    let scenario: toml::Table = toml::from_str(
        r#"to_act = "red"
placed = true
plague = "germania"
cards = { knight = "yellow", peasant = "green", monk = "blue" }
regions = { gallia = { tokens = ["1 merchant monk", "3", "2 M merchant monk"], reveal_listed = true, green = 2, yellow = 1 } }"#,
    )
    .unwrap();
    let mut g = Rattus::new(&Default::default(), 4, 1).unwrap();
    lazaretto::games::rattus::scenario::apply_position(&mut g, &scenario).unwrap();
    lines.push(serde_json::to_string(&g).unwrap());
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/rattus-states.jsonl");
    let views_path = path.with_file_name("rattus-views.jsonl");
    if std::env::var_os("LAZARETTO_REGENERATE").is_some() {
        std::fs::write(&path, lines.join("\n") + "\n").unwrap();
        std::fs::write(&views_path, views.join("\n") + "\n").unwrap();
    }
    let committed_views = std::fs::read_to_string(&views_path).expect("tests/golden/rattus-views.jsonl");
    assert_eq!(committed_views.lines().collect::<Vec<_>>(), views, "the views' JSON is unchanged");
    let committed = std::fs::read_to_string(&path).expect("tests/golden/rattus-states.jsonl");
    let committed: Vec<&str> = committed.lines().collect();
    assert_eq!(committed.len(), lines.len());
    for (i, (saved, played)) in committed.iter().zip(&lines).enumerate() {
        let loaded: Rattus = serde_json::from_str(saved).unwrap_or_else(|e| panic!("state {i} loads: {e}"));
        assert_eq!(&serde_json::to_string(&loaded).unwrap(), saved, "state {i} saves back unchanged");
        assert_eq!(played, saved, "state {i}: the seeded game reaches the saved state");
        assert_eq!(loaded, serde_json::from_str::<Rattus>(played).unwrap(), "state {i} loads as played");
    }
}
