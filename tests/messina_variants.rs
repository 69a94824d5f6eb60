//! Setup and options of the advanced variant and of solo play, checked on the engine and the
//! table's option parser over many seeds. Each test names the rule ids it checks.

use lazaretto::games::messina::data::{data, Goods};
use lazaretto::games::messina::state::{Messina, Options, Pile, Side, TileKind};
use lazaretto::games::Game;
use lazaretto::table::Kind;
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
            let boards: BTreeSet<usize> = g.people.iter().map(|p| p.board_b.expect("a b board")).collect();
            let scrolls: BTreeSet<usize> = g.people.iter().map(|p| p.scroll_b.expect("a b scroll board")).collect();
            assert_eq!((boards.len(), scrolls.len()), (n, n), "boards are not shared");
            for (s, p) in g.people.iter().enumerate() {
                seen_boards.insert((s, p.board_b.unwrap()));
                seen_scrolls.insert((s, p.scroll_b.unwrap()));
            }
        }
    }
    assert_eq!(seen_boards.len(), 4 * d.boards_b.len(), "every board reaches every seat");
    assert_eq!(seen_scrolls.len(), 4 * d.scroll_boards_b.len(), "every scroll board reaches every seat");
}

/// M-A3, M-S21: the sides may be mixed (untested by the publisher, allowed); side a is the default.
#[test]
fn sides_mix() {
    let base = Messina::new(&Options::default(), 3, 1).unwrap();
    assert!(base.people.iter().all(|p| p.board_b.is_none() && p.scroll_b.is_none()));
    let mix = Options { boards: Side::A, scrolls: Side::B, priority_tile: false };
    let g = Messina::new(&mix, 3, 1).unwrap();
    assert!(g.people.iter().all(|p| p.board_b.is_none() && p.scroll_b.is_some()));
    let mix = Options { boards: Side::B, scrolls: Side::A, priority_tile: false };
    let g = Messina::new(&mix, 3, 1).unwrap();
    assert!(g.people.iter().all(|p| p.board_b.is_some() && p.scroll_b.is_none()));
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
            assert!(in_game.iter().all(|&s| d.ships[s].goods != Goods::Gems), "no gem ships");
            let a = g.automa.as_ref().expect("an automa");
            let pile: BTreeSet<usize> = a.pile.iter().copied().collect();
            assert_eq!(pile.len(), 14);
            assert_eq!((a.pop, a.left, a.standing.len()), (1, d.automa_lieutenants[0], 0));
            assert_eq!(g.to_act(), Some(0));
            assert_eq!(g.options.advanced(), g.people[0].board_b.is_some());
            tops.insert(*a.pile.last().unwrap());
        }
    }
    assert!(tops.len() > 5, "the automa pile is shuffled");
    assert_eq!(d.automa_lieutenants, vec![3, 3, 3, 4, 4, 5], "M-P4");
}

/// M-A1, M-A3, M-S16, M-P1: the table's `/new` options for Messina: variant, sides, the
/// book-priority tile and the player count (1 = solo); bad values are refused with a message.
#[test]
fn table_options() {
    let opts = |pairs: &[(&str, &str)]| {
        Kind::Messina.options(&pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect::<Vec<_>>())
    };
    let parsed = |pairs: &[(&str, &str)]| -> Options { serde_json::from_str(&opts(pairs).unwrap()).unwrap() };
    assert_eq!(parsed(&[("variant", "advanced")]), advanced());
    assert_eq!(parsed(&[("variant", "base")]), Options::default());
    assert_eq!(parsed(&[("boards", "a"), ("scrolls", "b")]).scrolls, Side::B);
    assert!(parsed(&[("priority_tile", "on")]).priority_tile);
    let json = opts(&[("players", "1")]).unwrap();
    assert_eq!(Kind::Messina.seat_range(&json), (1, 1));
    // `solo` is one player against the automa (M-P1), also as `players=solo`
    assert_eq!(Kind::Messina.seat_range(&opts(&[("solo", "")]).unwrap()), (1, 1));
    assert_eq!(Kind::Messina.seat_range(&opts(&[("players", "solo"), ("variant", "advanced")]).unwrap()), (1, 1));
    assert_eq!(opts(&[("solo", ""), ("players", "3")]).unwrap_err().key, "options.conflict");
    assert_eq!(Kind::Messina.seat_range("{}"), (1, 4));
    assert_eq!(Kind::Rattus.seat_range(&Kind::Rattus.options(&[("players".into(), "3".into())]).unwrap()), (3, 3));
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
