//! Every rule id of the digests must be named by a test that asserts its outcome: a scenario
//! file listing it under `rules`, or a Rust test naming it in its doc comment.

use std::collections::BTreeSet;
use std::path::Path;

/// The rule ids of `../shared/rules/rattus.md` (checked against the digest when it is present).
const RATTUS: &[&str] = &[
    "R-C1", "R-C2", "R-C3", "R-C4", "R-C5", "R-C6", "R-C7", "R-C8", "R-C9", "R-C10", "R-C11", "R-C12", "R-D1", "R-D2",
    "R-D3", "R-D4", "R-D5", "R-D6", "R-D7", "R-D8", "R-D9", "R-D10", "R-D11", "R-D12", "R-E1", "R-E2", "R-E3", "R-E4",
    "R-E5", "R-E6", "R-E7", "R-E8", "R-E9", "R-E10", "R-E11", "R-E12", "R-E13", "R-E14", "R-K1", "R-K2", "R-K3",
    "R-K4", "R-K5", "R-K6", "R-K7", "R-K8", "R-K9", "R-L1", "R-L2", "R-L3", "R-L4", "R-S1", "R-S2", "R-S3", "R-S4",
    "R-S5", "R-S6", "R-S7", "R-S8", "R-S9", "R-S10", "R-S11", "R-S12", "R-S13", "R-T1", "R-T2", "R-T3", "R-T4", "R-T5",
    "R-T6", "R-T7", "R-T8", "R-T9", "R-T10", "R-T11", "R-T12", "R-T13", "R-T14", "R-T15", "R-T16", "R-T17", "R-T18",
    "R-T19", "R-T20", "R-T21", "R-T22", "R-T23", "R-T24", "R-T25", "R-T26", "R-T27", "R-T28", "R-T29", "R-T30",
    "R-T31",
];

/// The base-game rule ids of `../shared/rules/messina-1347.md`: setup, turns, round end, scoring.
const MESSINA: &[&str] = &[
    "M-E1", "M-E2", "M-E3", "M-E4", "M-E5", "M-E6", "M-E7", "M-E8", "M-E9", "M-E10", "M-R1", "M-R2", "M-R3", "M-R4",
    "M-R5", "M-R6", "M-R7", "M-R8", "M-R9", "M-R10", "M-R11", "M-R12", "M-R13", "M-R14", "M-R15", "M-R16", "M-R17",
    "M-R18", "M-R19", "M-R20", "M-R21", "M-R22", "M-R23", "M-R24", "M-R25", "M-R26", "M-R27", "M-S0", "M-S1", "M-S2",
    "M-S3", "M-S4", "M-S5", "M-S6", "M-S7", "M-S8", "M-S9", "M-S10", "M-S11", "M-S12", "M-S13", "M-S14", "M-S15",
    "M-S16", "M-S17", "M-S18", "M-S19", "M-S20", "M-S21", "M-S22", "M-S23", "M-S24", "M-S25", "M-S26", "M-S27",
    "M-S28", "M-S29", "M-S30", "M-T1", "M-T2", "M-T3", "M-T4", "M-T5", "M-T6", "M-T7", "M-T8", "M-T9", "M-T10",
    "M-T11", "M-T12", "M-T13", "M-T14", "M-T15", "M-T16", "M-T17", "M-T18", "M-T19", "M-T20", "M-T21", "M-T22",
    "M-T23", "M-T24", "M-T25", "M-T26", "M-T27", "M-T28", "M-T29", "M-T30", "M-T31", "M-T32", "M-T33", "M-T34",
    "M-T35", "M-T36", "M-T37", "M-T38", "M-T39", "M-T40", "M-T41", "M-T42", "M-T43", "M-T44", "M-T45", "M-T46",
    "M-T47", "M-T48", "M-T49", "M-T50", "M-T51", "M-T52", "M-T53", "M-T54", "M-T55", "M-T56", "M-T57", "M-T58",
    "M-T59", "M-T60", "M-T61", "M-T62", "M-T63", "M-T64", "M-T65", "M-T66", "M-T67", "M-T68", "M-T69", "M-T70",
    "M-T71", "M-T72", "M-T73", "M-T74", "M-T75", "M-T76", "M-T77",
];

/// The advanced variant (M-A*) and solo (M-P*) rule ids.
const MESSINA_VARIANTS: &[&str] = &[
    "M-A1", "M-A2", "M-A3", "M-A4", "M-A5", "M-A6", "M-A7", "M-A8", "M-A9", "M-A10", "M-A11", "M-A12", "M-P1", "M-P2",
    "M-P3", "M-P4", "M-P5", "M-P6", "M-P7", "M-P8", "M-P9", "M-P10", "M-P11", "M-P12", "M-P13", "M-P14", "M-P15",
];

fn test_texts() -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("tests")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.file_name().unwrap() != "rule_coverage.rs" {
                if let Ok(text) = std::fs::read_to_string(&path) {
                    out.push((path.display().to_string(), text));
                }
            }
        }
    }
    out
}

fn named(id: &str, text: &str) -> bool {
    text.match_indices(id).any(|(i, _)| {
        let next = text[i + id.len()..].chars().next();
        !matches!(next, Some(c) if c.is_ascii_digit())
    })
}

fn digest_ids(file: &str, prefix: &str) -> Option<BTreeSet<String>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/rules").join(file);
    let text = std::fs::read_to_string(path).ok()?;
    let mut ids = BTreeSet::new();
    for (i, _) in text.match_indices(&format!("**{prefix}")) {
        let id: String = text[i + 2..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
        ids.insert(id);
    }
    Some(ids)
}

fn check(ids: &[&str]) {
    let texts = test_texts();
    let missing: Vec<&str> = ids.iter().copied().filter(|id| !texts.iter().any(|(_, t)| named(id, t))).collect();
    assert!(missing.is_empty(), "rule ids named by no test: {missing:?}");
}

#[test]
fn every_rattus_rule_is_tested() {
    if let Some(digest) = digest_ids("rattus.md", "R-") {
        let listed: BTreeSet<String> = RATTUS.iter().map(|s| s.to_string()).collect();
        assert_eq!(listed, digest, "the id list is out of date with the digest");
    }
    check(RATTUS);
}

#[test]
fn every_messina_base_rule_is_tested() {
    if let Some(digest) = digest_ids("messina-1347.md", "M-") {
        let listed: BTreeSet<String> = MESSINA.iter().map(|s| s.to_string()).collect();
        let base: BTreeSet<String> =
            digest.into_iter().filter(|id| id[2..3].chars().all(|c| "STRE".contains(c))).collect();
        assert_eq!(listed, base, "the id list is out of date with the digest");
    }
    check(MESSINA);
}

#[test]
fn every_messina_variant_rule_is_tested() {
    if let Some(digest) = digest_ids("messina-1347.md", "M-") {
        let listed: BTreeSet<String> = MESSINA_VARIANTS.iter().map(|s| s.to_string()).collect();
        let variants: BTreeSet<String> =
            digest.into_iter().filter(|id| id[2..3].chars().all(|c| "AP".contains(c))).collect();
        assert_eq!(listed, variants, "the id list is out of date with the digest");
    }
    check(MESSINA_VARIANTS);
}

/// Every rule id a refusal may name: the digests' ids.
fn known_rule(id: &str) -> bool {
    RATTUS.contains(&id) || MESSINA.contains(&id) || MESSINA_VARIANTS.contains(&id)
}

/// One refusal checked: a rule of the digest, and a message that renders whole.
fn refusal_is_explained(what: &str, e: &lazaretto::games::RuleError) {
    assert!(known_rule(e.rule), "{what}: refused with {}, not a rule of the digest", e.rule);
    let text = lazaretto::i18n::t(&e.msg);
    assert!(!text.contains('⟦') && !text.contains('{') && text.len() > 10, "{what}: {text:?}");
}

mod universe {
    use lazaretto::games::messina::action::{Action as M, From, Payment};
    use lazaretto::games::messina::data::{data, Book, Class, OverseerKind, Term};
    use lazaretto::games::messina::state::{CitizenAt, Place};
    use lazaretto::games::rattus::data::{data as rdata, Class as Card};
    use lazaretto::games::rattus::Action as R;

    /// Every Rattus action the notation can express (counts and slots up to 4).
    pub fn rattus() -> Vec<R> {
        let regions = 0..rdata().regions.len();
        let mut v: Vec<R> = Card::ALL.iter().map(|&c| R::Take(c)).collect();
        for r in regions.clone() {
            v.extend((0..=4).map(|count| R::Place { region: r, count }));
            v.extend([R::King(r), R::From(r), R::Look(r), R::Move(r), R::Spread(r), R::Peasant(r)]);
            v.push(R::To { region: r, count: None });
            v.extend((0..=4).map(|n| R::To { region: r, count: Some(n) }));
        }
        v.extend((0..=4).map(R::Token));
        v.extend([R::Monk, R::Merchant, R::Witch, R::Swap(true), R::Swap(false), R::Cancel, R::End]);
        v.extend([R::Neutral(true), R::Neutral(false)]);
        v
    }

    /// Every Messina action the notation can express, each id of the component data included.
    pub fn messina() -> Vec<M> {
        let d = data();
        let mut places: Vec<Place> = (0..d.hexes.len()).map(Place::Hex).collect();
        places.extend((0..d.ports.len()).map(Place::Port));
        places.extend((0..d.docks.len()).map(Place::Dock));
        let squares = 0..d.squares.len();
        let mut at: Vec<CitizenAt> = squares.clone().map(CitizenAt::Square).collect();
        at.extend((0..8).map(CitizenAt::Workshop));
        at.extend((0..4).map(CitizenAt::Hut));
        let mut from = vec![From::Estate];
        from.extend(places.iter().map(|&p| From::At(p)));
        let terms = [
            Term::Build,
            Term::Scroll,
            Term::Book,
            Term::HexAction,
            Term::UpgradeCitizen,
            Term::UpgradeOverseer,
            Term::UpgradeAdvance,
            Term::Overseer(OverseerKind::Any),
            Term::Overseer(OverseerKind::Skip),
            Term::Overseer(OverseerKind::Class(Class::Nun)),
            Term::Activate(3),
            Term::Coin(1),
        ];
        let mut tracks: Vec<_> = d.scroll_boards_b.iter().flat_map(|b| b.tracks.clone()).collect();
        tracks.extend(d.scroll_side_a.iter().map(|t| lazaretto::games::messina::data::TrackRef { kind: t.kind, book: None }));
        let mut v: Vec<M> = Vec::new();
        v.extend(from.iter().map(|&f| M::From(f)));
        v.extend(places.iter().map(|&p| M::Go(p)));
        v.extend((0..d.ships.len()).map(M::Ship));
        v.extend(squares.clone().map(M::PlaceCitizen));
        v.extend((0..4).map(M::Hut));
        v.extend((0..d.hexes.len()).map(M::BigFireNext));
        v.extend(Book::ALL.map(M::Buy));
        v.extend(terms.map(M::Do));
        v.extend(squares.clone().map(M::Staff));
        v.extend((0..8).map(M::Into));
        v.extend((0..4).map(M::Option));
        v.extend(Class::ALL.map(M::Overseer));
        v.extend((0..d.branches.len()).map(M::Branch));
        v.extend((0..4).map(M::Steps));
        v.extend(squares.map(M::Activate));
        v.extend(Payment::ALL.map(M::Pay));
        v.extend((0..d.hut_upgrades.len()).map(M::BuildHut));
        v.extend((0..d.workshops.len()).map(M::BuildWorkshop));
        v.extend((0..d.wagons.len()).map(M::BuildWagon));
        v.extend((0..4).map(M::On));
        v.extend(at.iter().map(|&a| M::Give(a)));
        v.extend(from.iter().map(|&f| M::Sacrifice(f)));
        v.extend(at.iter().map(|&a| M::Upgrade(a)));
        v.extend(tracks.into_iter().map(M::Scroll));
        v.extend(Book::ALL.map(M::Book));
        v.extend(places.iter().map(|&p| M::Copy(p)));
        v.extend([
            M::Recall,
            M::Discard,
            M::Fire,
            M::BigFire,
            M::BigFireDouble,
            M::Stop,
            M::Rat,
            M::Hex,
            M::Repopulate,
            M::End,
            M::Rotate { huts: true },
            M::Rotate { huts: false },
            M::Skip,
            M::Produce,
        ]);
        v
    }
}

/// Refusals come from the one source of legality (ARCHITECTURE.md, principle 2): over random
/// Rattus positions, every action the engine allows is among the legal choices and every legal
/// choice is allowed; every refused one names the rule of the digest that blocks it (R-D9, R-D11)
/// in a message that renders whole.
#[test]
fn rattus_refusals_come_from_the_legal_choices() {
    use lazaretto::games::rattus::Rattus;
    use lazaretto::games::{Game, GameRng};
    let all = universe::rattus();
    let mut positions = 0;
    for seed in 0..60u64 {
        let mut g = Rattus::new(&Default::default(), 2 + (seed % 3) as usize, seed).unwrap();
        let mut rng = GameRng::new(seed);
        while let Some(p) = g.prompt() {
            positions += 1;
            let legal = g.legal_actions();
            for &a in &all {
                match g.check(p.seat, a) {
                    Ok(()) => assert!(legal.contains(&a), "{a} is allowed but not offered"),
                    Err(e) => {
                        assert!(!legal.contains(&a), "{a} is offered but refused");
                        refusal_is_explained(&a.to_string(), &e);
                    }
                }
            }
            let other = (p.seat + 1) % g.players;
            assert_eq!(g.check(other, legal[0]).unwrap_err().rule, "R-C1");
            let pick = p.choices[rng.below(p.choices.len())].notation.clone();
            g.apply_text(p.seat, &pick).unwrap();
        }
    }
    assert!(positions > 5_000, "{positions} positions");
}

/// The same for Messina (M-T4, M-T23): an allowed action is offered itself or as the choice
/// leading to the same position (one of several empty huts alike; `stop` that would end the turn).
#[test]
fn messina_refusals_come_from_the_legal_choices() {
    use lazaretto::games::messina::{Messina, Options, Side};
    use lazaretto::games::{Game, GameRng};
    let all = universe::messina();
    let mut positions = 0;
    for seed in 0..24u64 {
        let side = if seed % 2 == 0 { Side::A } else { Side::B };
        let options = Options { boards: side, scrolls: side, priority_tile: seed % 3 == 0 };
        let mut g = Messina::new(&options, 1 + (seed % 4) as usize, seed).unwrap();
        let mut rng = GameRng::new(seed);
        while let Some(p) = g.prompt() {
            positions += 1;
            let legal = g.legal_actions();
            for &a in &all {
                match g.check(p.seat, a) {
                    Ok(()) => assert!(legal.contains(&g.canonical(p.seat, a)), "{a} is allowed but not offered"),
                    Err(e) => {
                        assert!(!legal.contains(&a), "{a} is offered but refused");
                        refusal_is_explained(&a.to_string(), &e);
                    }
                }
            }
            let pick = p.choices[rng.below(p.choices.len())].notation.clone();
            g.apply_text(p.seat, &pick).unwrap();
        }
    }
    assert!(positions > 3_000, "{positions} positions");
}
