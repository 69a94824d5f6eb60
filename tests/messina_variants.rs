//! Setup and options of the advanced variant and of solo play, checked on the engine and the
//! table's option parser over many seeds. Each test names the rule ids it checks.

use lazaretto::games::messina::data::{data, Goods};
use lazaretto::games::messina::state::{Messina, Options, Pile, Side, TileKind};
use lazaretto::games::Game;
use lazaretto::table::{GameOptions, Kind, Seats, TableOptions};
use std::collections::BTreeSet;

fn advanced() -> Options {
    Options { boards: Side::B, scrolls: Side::B, priority_tile: false }
}

/// M-A1, M-A2: each player gets a side-b player board and a side-b scroll board, all different,
/// dealt at random (over many seeds every board reaches every seat).
#[test]
fn advanced_boards_are_dealt_at_random() {
    let d = data();
    let mut seen_boards = BTreeSet::new();
    let mut seen_scrolls = BTreeSet::new();
    for seed in 0..80 {
        for n in 2..=4 {
            let g = Messina::new(&advanced(), n, seed).unwrap();
            let boards: BTreeSet<usize> = g.people.iter().map(|p| p.estate.board_b().expect("a b board")).collect();
            let scrolls: BTreeSet<usize> =
                g.people.iter().map(|p| p.retinue.scroll_b().expect("a b scroll board")).collect();
            assert_eq!((boards.len(), scrolls.len()), (n, n), "boards are not shared");
            for (s, p) in g.people.iter().enumerate() {
                seen_boards.insert((s, p.estate.board_b().unwrap()));
                seen_scrolls.insert((s, p.retinue.scroll_b().unwrap()));
            }
        }
    }
    assert_eq!(seen_boards.len(), 4 * d.estate.boards_b.len(), "every board reaches every seat");
    assert_eq!(seen_scrolls.len(), 4 * d.scrolls.boards_b.len(), "every scroll board reaches every seat");
}

/// M-A3, M-S21: the sides may be mixed (untested by the publisher, allowed); side a is the default.
#[test]
fn sides_mix() {
    let base = Messina::new(&Options::default(), 3, 1).unwrap();
    assert!(base.people.iter().all(|p| p.estate.board_b().is_none() && p.retinue.scroll_b().is_none()));
    let mix = Options { boards: Side::A, scrolls: Side::B, priority_tile: false };
    let g = Messina::new(&mix, 3, 1).unwrap();
    assert!(g.people.iter().all(|p| p.estate.board_b().is_none() && p.retinue.scroll_b().is_some()));
    let mix = Options { boards: Side::B, scrolls: Side::A, priority_tile: false };
    let g = Messina::new(&mix, 3, 1).unwrap();
    assert!(g.people.iter().all(|p| p.estate.board_b().is_some() && p.retinue.scroll_b().is_none()));
}

/// M-P1 to M-P3: solo is set up as a 2-player game (layout, 16 cubes, one wagon stack, the gem
/// ships removed), the automa gets the 14 shuffled solo tiles, its disc on popularity 1 and
/// round I's lieutenants; the player starts (M-P6). Standard and advanced rules both work.
#[test]
fn solo_setup() {
    let d = data();
    let mut tops = BTreeSet::new();
    for seed in 0..40 {
        for options in [Options::default(), advanced()] {
            let g = Messina::new(&options, 1, seed).unwrap();
            let two = Messina::new(&options, 2, seed).unwrap();
            assert_eq!(g.city.layout_index(), two.city.layout_index(), "the 2-player layout");
            let board: u32 = g.city.hexes().iter().map(|h| h.cubes as u32).sum();
            let ships = g.city.docks().iter().flatten().flatten().filter(|s| s.cube).count() as u32;
            assert_eq!(board + ships + g.city.supply() as u32, 16, "16 plague cubes");
            assert_eq!(g.tiles.stack_count(TileKind::Wagons), 1, "one wagon stack");
            let in_game: Vec<usize> = g
                .city
                .pile(Pile::Ships)
                .iter()
                .copied()
                .chain(g.city.docks().iter().flatten().flatten().map(|s| s.ship))
                .collect();
            assert_eq!(in_game.len(), 6, "6 ships");
            assert!(in_game.iter().all(|&s| d.tiles.ships[s].goods != Goods::Gems), "no gem ships");
            let a = g.automa.as_ref().expect("an automa");
            let pile: BTreeSet<usize> = a.pile.iter().copied().collect();
            assert_eq!(pile.len(), 14);
            assert_eq!((a.pop, a.left, a.standing.len()), (1, d.rounds.automa_lieutenants[0], 0));
            assert_eq!(g.to_act(), Some(0));
            assert_eq!(g.options.advanced(), g.people[0].estate.board_b().is_some());
            tops.insert(*a.pile.last().unwrap());
        }
    }
    assert!(tops.len() > 5, "the automa pile is shuffled");
    assert_eq!(d.rounds.automa_lieutenants, vec![3, 3, 3, 4, 4, 5], "M-P4");
}

/// M-A1, M-A3, M-S16, M-P1: the table's `/new` options for Messina: variant, sides, the
/// book-priority tile and the player count (1 = solo); bad values are refused with a message.
#[test]
fn table_options() {
    let opts = |pairs: &[(&str, &str)]| {
        Kind::Messina.options(&pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect::<Vec<_>>())
    };
    let parsed = |pairs: &[(&str, &str)]| -> Options {
        match opts(pairs).unwrap().game {
            GameOptions::Messina(o) => o,
            other => panic!("not Messina's options: {other:?}"),
        }
    };
    assert_eq!(parsed(&[("variant", "advanced")]), advanced());
    assert_eq!(parsed(&[("variant", "base")]), Options::default());
    assert_eq!(parsed(&[("boards", "a"), ("scrolls", "b")]).scrolls, Side::B);
    assert!(parsed(&[("priority_tile", "on")]).priority_tile);
    // the player count is not a game option: it stands beside them, and fixes the seats
    let solo = opts(&[("players", "1")]).unwrap();
    assert_eq!((solo.players, solo.seats()), (Some(1), Seats::exactly(1)));
    // `solo` is one player against the automa (M-P1), also as `players=solo`
    assert_eq!(opts(&[("solo", "")]).unwrap().seats(), Seats::exactly(1));
    assert_eq!(opts(&[("players", "solo"), ("variant", "advanced")]).unwrap().seats(), Seats::exactly(1));
    assert_eq!(opts(&[("solo", ""), ("players", "3")]).unwrap_err().key, "options.conflict");
    assert_eq!(opts(&[]).unwrap().seats(), Seats { min: 1, max: 4 });
    assert_eq!(Kind::Rattus.options(&[("players".into(), "3".into())]).unwrap().seats(), Seats::exactly(3));
    for bad in
        [("players", "5"), ("players", "0"), ("variant", "expert"), ("priority_tile", "maybe"), ("colour", "red")]
    {
        let e = opts(&[bad]).unwrap_err();
        assert!(e.key.starts_with("options."), "{bad:?}: {}", e.key);
        assert!(lazaretto::i18n::t(&e).contains(bad.1), "{bad:?}: the refusal quotes the option");
    }
    assert!(Kind::Rattus.options(&[("variant".into(), "advanced".into())]).is_err());
    assert!(Kind::Rattus.options(&[("players".into(), "1".into())]).is_err());
}

/// M-P1, M-A1, M-S16, R-S1: options stored by earlier versions (the `games.options` column, a
/// record's `options`: the game's options with `players` beside them when fixed, an option left
/// out meaning its default) read as the same typed options and the same seats, and are written
/// back as the same text; options not of the game are refused, never replaced by a default.
#[test]
fn stored_options_of_earlier_tables_load() {
    let read = |kind, json: &str| TableOptions::read(kind, json).unwrap();
    let solo = read(Kind::Messina, r#"{"boards":"a","players":1,"priority_tile":false,"scrolls":"a"}"#);
    assert_eq!((solo.game.clone(), solo.seats()), (GameOptions::Messina(Options::default()), Seats::exactly(1)));
    let advanced3 = read(Kind::Messina, r#"{"boards":"b","players":3,"priority_tile":true,"scrolls":"b"}"#);
    let expected = Options { priority_tile: true, ..advanced() };
    assert_eq!((advanced3.game.clone(), advanced3.seats()), (GameOptions::Messina(expected), Seats::exactly(3)));
    // a table opened before Messina had options, and one that left the count open
    assert_eq!(read(Kind::Messina, "{}"), Kind::Messina.options(&[]).unwrap());
    assert_eq!(read(Kind::Messina, "{}").seats(), Seats { min: 1, max: 4 });
    assert_eq!(
        read(Kind::Messina, r#"{"scrolls":"b"}"#).game,
        GameOptions::Messina(Options { scrolls: Side::B, ..Options::default() })
    );
    assert_eq!(read(Kind::Rattus, "{}").seats(), Seats { min: 2, max: 4 });
    assert_eq!(read(Kind::Rattus, r#"{"players":3}"#).seats(), Seats::exactly(3));
    // what `/new` stores is what earlier versions stored, key for key
    for (kind, given, stored) in [
        (Kind::Messina, vec![("players", "3")], r#"{"boards":"a","players":3,"priority_tile":false,"scrolls":"a"}"#),
        (Kind::Messina, vec![("variant", "advanced")], r#"{"boards":"b","priority_tile":false,"scrolls":"b"}"#),
        (Kind::Messina, vec![("solo", "")], r#"{"boards":"a","players":1,"priority_tile":false,"scrolls":"a"}"#),
        (Kind::Rattus, vec![("players", "2")], r#"{"players":2}"#),
        (Kind::Rattus, vec![], "{}"),
    ] {
        let given: Vec<(String, String)> = given.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        assert_eq!(kind.options(&given).unwrap().to_json(), stored);
        assert_eq!(read(kind, stored).to_json(), stored);
    }
    // a Messina game dealt from stored options plays as one dealt from the same options given
    let stored = read(Kind::Messina, r#"{"boards":"b","players":2,"priority_tile":true,"scrolls":"b"}"#);
    let GameOptions::Messina(o) = &stored.game else { panic!("Messina's options") };
    let g = Messina::new(o, 2, 11).unwrap();
    assert_eq!(g, Messina::new(&Options { priority_tile: true, ..advanced() }, 2, 11).unwrap());
    for bad in [r#"{"players":5}"#, r#"{"players":0}"#, r#"{"boards":"c"}"#, r#"{"players":"three"}"#, "[1]", ""] {
        assert!(TableOptions::read(Kind::Messina, bad).is_err(), "{bad}");
    }
    assert!(TableOptions::read(Kind::Rattus, r#"{"players":1}"#).is_err());
}
