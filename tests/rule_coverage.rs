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
        let mut places: Vec<Place> = (0..d.city.hexes.len()).map(Place::Hex).collect();
        places.extend((0..d.city.ports.len()).map(Place::Port));
        places.extend((0..d.city.docks.len()).map(Place::Dock));
        let squares = 0..d.estate.squares.len();
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
        let mut tracks: Vec<_> = d.scrolls.boards_b.iter().flat_map(|b| b.tracks.clone()).collect();
        tracks.extend(
            d.scrolls.side_a.iter().map(|t| lazaretto::games::messina::data::TrackRef { kind: t.kind, book: None }),
        );
        let mut v: Vec<M> = Vec::new();
        v.extend(from.iter().map(|&f| M::From(f)));
        v.extend(places.iter().map(|&p| M::Go(p)));
        v.extend((0..d.tiles.ships.len()).map(M::Ship));
        v.extend(squares.clone().map(M::PlaceCitizen));
        v.extend((0..4).map(M::Hut));
        v.extend((0..d.city.hexes.len()).map(M::BigFireNext));
        v.extend(Book::ALL.map(M::Buy));
        v.extend(terms.map(M::Do));
        v.extend(squares.clone().map(M::Staff));
        v.extend((0..8).map(M::Into));
        v.extend((0..4).map(M::Option));
        v.extend(Class::ALL.map(M::Overseer));
        v.extend((0..d.estate.branches.len()).map(M::Branch));
        v.extend((0..4).map(M::Steps));
        v.extend(squares.map(M::Activate));
        v.extend(Payment::ALL.map(M::Pay));
        v.extend((0..d.tiles.hut_upgrades.len()).map(M::BuildHut));
        v.extend((0..d.tiles.workshops.len()).map(M::BuildWorkshop));
        v.extend((0..d.tiles.wagons.len()).map(M::BuildWagon));
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

/// What the refusal tests saw: the rules each kind of decision cited, the refusals citing a rule
/// their decision does not list (one example each), and the messages already rendered.
struct Cited<K> {
    rules: std::collections::BTreeMap<K, BTreeSet<&'static str>>,
    stray: std::collections::BTreeMap<(K, &'static str), String>,
    rendered: std::collections::HashSet<String>,
    refusals: usize,
}

impl<K: Ord + Copy + std::fmt::Debug> Cited<K> {
    fn new() -> Self {
        Cited { rules: Default::default(), stray: Default::default(), rendered: Default::default(), refusals: 0 }
    }

    /// One refusal of `what` in a decision of kind `kind`, which may cite `listed`: a rule of the
    /// digest, listed for the decision, in a message that renders whole in every language.
    fn refusal(&mut self, kind: K, listed: &[&str], what: &str, e: &lazaretto::games::RuleError) {
        use lazaretto::i18n::{check, Lang};
        self.refusals += 1;
        assert!(known_rule(e.rule), "{what}: refused with {}, not a rule of the digest", e.rule);
        if !listed.contains(&e.rule) {
            self.stray.entry((kind, e.rule)).or_insert_with(|| format!("`{what}` ({})", e.msg.key));
        }
        self.rules.entry(kind).or_default().insert(e.rule);
        if self.rendered.insert(format!("{:?}", e.msg)) {
            for lang in Lang::ALL {
                check(lang, &e.msg).unwrap_or_else(|gaps| panic!("`{what}` in {lang:?}: {gaps:?}"));
            }
        }
    }

    fn no_stray(&self) {
        assert!(self.stray.is_empty(), "refusals citing a rule their decision does not list: {:#?}", self.stray);
    }
}

/// Refusals come from the one source of legality (ARCHITECTURE.md, principle 2) and cite the rule
/// that blocks: over random positions of random 2-, 3- and 4-player games, every offered choice is
/// allowed; every other action the notation can express is refused, changes nothing (the state
/// and its JSON), cites a rule its kind of decision lists (`Decision::refusal_rules`) and reads in
/// all five languages with every argument; another seat is refused (R-C1). Each list's rules are
/// all cited, rare ones on made positions: R-S3, R-S10 (setup); R-T2, R-T3, R-T6, R-T8 to R-T10,
/// R-T12, R-T16, R-C1, R-C2, R-C5, R-C7 to R-C12, R-E6, R-D11 (a turn); R-E5, R-E7, R-T9 (a final
/// step); R-L2 (the Monk); R-C3, R-L3, R-D9 (phase C).
#[test]
fn rattus_refusals_cite_the_rule_that_blocks() {
    use lazaretto::games::rattus::data::Class;
    use lazaretto::games::rattus::state::{Phase, Turn};
    use lazaretto::games::rattus::{Action, Decision, Rattus};
    use lazaretto::games::{Game, GameRng};
    let all = universe::rattus();
    let mut cited = Cited::new();
    let mut positions = 0;
    for seed in 0..30u64 {
        let mut g = Rattus::new(&Default::default(), 2 + (seed % 3) as usize, seed).unwrap();
        let mut rng = GameRng::new(seed);
        while let Some(seat) = g.to_act() {
            positions += 1;
            let kind = g.decision().expect("a decision while a seat acts");
            let legal = g.legal_actions().to_vec();
            let json = serde_json::to_string(&g).unwrap();
            let mut tried = g.clone();
            for a in &all {
                if legal.contains(a) {
                    assert!(g.check(seat, *a).is_ok(), "seed {seed}: {a} is offered but refused");
                    continue;
                }
                let e = tried.apply(seat, a).expect_err(&format!("seed {seed}: {a} is allowed but not offered"));
                cited.refusal(kind, kind.refusal_rules(), &a.to_string(), &e);
            }
            if tried != g || serde_json::to_string(&tried).unwrap() != json {
                let changed = all.iter().find(|a| {
                    let mut one = g.clone();
                    one.apply(seat, a).is_err() && one != g
                });
                panic!("seed {seed}: a refused action changed the game: {changed:?}");
            }
            let other = (seat + 1) % g.players;
            assert_eq!(g.check(other, legal[0]).unwrap_err().rule, "R-C1");
            g.apply(seat, &legal[rng.below(legal.len())]).unwrap();
        }
    }
    // powers that can do nothing are rare in random games: a turn and a final step on a board
    // without rat tokens or cubes, with an empty reserve (R-C7, R-C11, R-C12, R-T9, R-E6)
    let mut bare = Rattus::new(&Default::default(), 4, 7).unwrap();
    *bare.progress.phase_mut() = Phase::Turn(Turn::new(0));
    for region in 0..lazaretto::games::rattus::data::REGIONS {
        bare.board.clear_tokens(region); // back to the supply
    }
    assert!(bare.board.regions().iter().all(|r| r.total_cubes() == 0), "no cube placed yet");
    bare.board.set_cubes(0, None, 20).unwrap(); // red's reserve emptied into the palace
    let mut last = bare.clone();
    *last.progress.phase_mut() = Phase::Final { last: 1, order: vec![0], index: 0, turn: Turn::new(0) };
    let powers = [
        (Action::Monk, Class::Monk, "R-C7", "R-C7"),
        (Action::Merchant, Class::Merchant, "R-C11", "R-C11"),
        (Action::Witch, Class::Witch, "R-C12", "R-C12"),
        (Action::Peasant(0), Class::Peasant, "R-E6", "R-T9"),
    ];
    for (power, class, in_turn, in_final) in powers {
        for (g, kind, rule) in [(&mut bare, Decision::Turn, in_turn), (&mut last, Decision::Final, in_final)] {
            g.cards.set(class, Some(0));
            let e = g.check(0, power).unwrap_err();
            assert_eq!((g.decision(), e.rule), (Some(kind), rule), "{power}");
            cited.refusal(kind, kind.refusal_rules(), &power.to_string(), &e);
        }
    }
    cited.no_stray();
    for kind in Decision::ALL {
        let listed: BTreeSet<&str> = kind.refusal_rules().iter().copied().collect();
        assert_eq!(cited.rules.get(&kind), Some(&listed), "{kind:?}: the rules cited and the rules listed");
    }
    assert!(positions > 3_000 && cited.refusals > 500_000, "{positions} positions, {} refusals", cited.refusals);
}

/// The same for Messina, in every variant (1 to 4 players, base, advanced, solo, the priority
/// tile; M-T4, M-T23): an allowed action is offered itself or as the choice leading to the same
/// position (one of several empty huts alike; `stop` that would end the turn); every other one,
/// and every notation seen offered before, is refused without a change, citing a rule its
/// decision lists (`Now::refusal_rules`, each decision's own rule first, which answers what
/// belongs to another moment) in a message whole in every language. Every listed rule is cited,
/// rare ones on made positions: M-A5 (a one-time square), M-R4 (staffing after producing),
/// M-T59 (the wrong lieutenant sacrificed), M-T60 (no repopulation tile left), M-T15 (a rescued
/// citizen discarded while a hut is free); and M-T49 (an
/// upgraded overseer's reach), M-T47, M-T2, M-R1 among the rest. The automa decides
/// nothing: its turns are played between the player's decisions.
#[test]
fn messina_refusals_cite_the_rule_that_blocks() {
    use lazaretto::games::messina::action::From;
    use lazaretto::games::messina::state::{EndWork, HexUse, Phase, Place, Step, Sub, Turn};
    use lazaretto::games::messina::{Action, Messina, Now, Options, Side};
    use lazaretto::games::{Game, GameRng};
    let mut all = universe::messina();
    let mut cited = Cited::new();
    let mut positions = 0;
    for seed in 0..24u64 {
        let side = if seed % 2 == 0 { Side::A } else { Side::B };
        let options = Options { boards: side, scrolls: side, priority_tile: seed % 3 == 0 };
        let mut g = Messina::new(&options, 1 + (seed % 4) as usize, seed).unwrap();
        let mut rng = GameRng::new(seed);
        while let Some(seat) = g.to_act() {
            positions += 1;
            let now = g.now().expect("a decision while a seat acts");
            let legal = g.legal_actions();
            for a in &legal {
                assert!(g.check(seat, *a).is_ok(), "seed {seed}: {a} is offered but refused");
                if !all.contains(a) {
                    all.push(*a);
                }
            }
            let json = serde_json::to_string(&g).unwrap();
            let mut tried = g.clone();
            // every third action at each position, in turn
            for a in all.iter().skip(positions % 3).step_by(3) {
                if legal.contains(&g.canonical(seat, *a)) {
                    continue;
                }
                let Err(e) = tried.apply(seat, a) else { panic!("seed {seed}: {a} is allowed but not offered") };
                cited.refusal(now, &now.refusal_rules(), &a.to_string(), &e);
            }
            if tried != g || serde_json::to_string(&tried).unwrap() != json {
                let changed = all.iter().find(|a| {
                    let mut one = g.clone();
                    one.apply(seat, a).is_err() && one != g
                });
                panic!("seed {seed}: a refused action changed the game: {changed:?}");
            }
            g.apply(seat, &legal[rng.below(legal.len())]).unwrap();
        }
    }
    // rare refusals, made on purpose in red's turn of a 2-player game
    let at_step = |step: Step, sub: Option<Sub>| {
        let mut g = Messina::new(&Options::default(), 2, 3).unwrap();
        let at = Some(Place::Hex(g.city.slots()[0]));
        let (pending, removed, held) = (Vec::new(), 0, Vec::new());
        let turn = Turn { seat: 0, step, at, hex_use: HexUse::Open, pending, sub, removed, held };
        g.phase = Phase::Turn(turn);
        g
    };
    let d = lazaretto::games::messina::data::data();
    let square = 0;
    let every_square = vec![((0..d.estate.squares.len()).collect(), 3)];
    let mut activate = at_step(Step::Actions, Some(Sub::Activate { buckets: every_square, done: Vec::new() }));
    activate.people[0].estate.set_square(square, Some(Messina::new_citizen(d.estate.squares[square].class)));
    activate.people[0].estate.set_once_used(vec![square]);
    let mut produced = at_step(Step::Actions, None);
    produced.phase =
        Phase::Production { index: 0, work: EndWork { seat: 0, produced: true, pending: vec![], sub: None } };
    let sacrifice = at_step(Step::Actions, Some(Sub::Repop { hex: 0, needs: Vec::new(), lieutenant: true }));
    let mut tiles = at_step(Step::Actions, None);
    let rescue = at_step(Step::Rescue { queue: vec![d.estate.squares[square].class], quarantine: true }, None);
    tiles.people[0].retinue.set_repop_left(0);
    for (g, a, now, rule) in [
        (&activate, Action::Activate(square), Now::Activate, "M-A5"),
        (&produced, Action::Staff(square), Now::Production, "M-R4"),
        (&sacrifice, Action::Sacrifice(From::At(Place::Dock(0))), Now::Sacrifice, "M-T59"),
        (&tiles, Action::Repopulate, Now::Actions, "M-T60"),
        (&rescue, Action::Discard, Now::Rescue, "M-T15"),
    ] {
        let e = g.check(0, a).unwrap_err();
        assert_eq!((g.now(), e.rule), (Some(now), rule), "{a}");
        cited.refusal(now, &now.refusal_rules(), &a.to_string(), &e);
    }
    cited.no_stray();
    for (now, got) in &cited.rules {
        assert!(got.contains(now.refusal_rules()[0]), "{now:?} never cites its own rule: {got:?}");
    }
    let listed: BTreeSet<&str> = Now::ALL.iter().flat_map(|now| now.refusal_rules()).collect();
    let got: BTreeSet<&str> = cited.rules.values().flatten().copied().collect();
    assert_eq!(listed.difference(&got).collect::<Vec<_>>(), Vec::<&&str>::new(), "listed but never cited");
    assert!(positions > 3_000 && cited.refusals > 400_000, "{positions} positions, {} refusals", cited.refusals);
}
