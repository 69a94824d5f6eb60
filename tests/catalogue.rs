//! The one message catalogue: every key the code names exists in English, and every message a
//! real game produces renders without gaps.

use lazaretto::games::rattus::Rattus;
use lazaretto::games::{Game, GameRng};
use lazaretto::i18n::{english, t};
use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn every_key_in_the_code_exists() {
    let cat = english();
    let mut files = Vec::new();
    rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    let namespaces = ["error.", "table.", "rattus.", "messina.", "game.", "score.", "list.", "discord."];
    let mut missing = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for piece in text.split('"').skip(1).step_by(2) {
            let is_key = namespaces.iter().any(|n| piece.starts_with(n))
                && piece.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '.' || c == '-')
                && !piece.ends_with('.');
            if is_key && cat.get(piece).is_none() {
                missing.push(format!("{piece} ({})", f.display()));
            }
        }
    }
    assert!(missing.is_empty(), "keys missing from assets/i18n/en.toml: {missing:#?}");
}

#[test]
fn rattus_games_render_every_message() {
    for seed in 0..40u64 {
        let mut g = Rattus::new(&Default::default(), 2 + (seed % 3) as usize, seed).unwrap();
        let mut rng = GameRng::new(seed);
        while let Some(p) = g.prompt() {
            let text = t(&p.ask);
            assert!(!text.contains('⟦'), "{text}");
            // a refused action explains itself too
            if let Err(e) = g.clone().apply_text(p.seat, "move nowhere") {
                assert!(!t(&e.msg).contains('⟦'));
            }
            let c = p.choices[rng.below(p.choices.len())].notation.clone();
            let applied = g.apply_text(p.seat, &c).unwrap();
            for e in applied.events {
                let text = t(&e.msg);
                assert!(!text.contains('⟦') && !text.contains('{'), "{text}");
            }
        }
        for s in 0..g.players {
            for m in g.summary(Some(s)).iter().chain(g.private_notes(s).iter()) {
                assert!(!t(m).contains('⟦'), "{}", t(m));
            }
        }
    }
}
