//! Messina setup and structural rules checked directly on the engine, over many seeds.
//! Each test names the rule ids it checks.

use lazaretto::games::messina::data::{data, Book, Class, Era, Goods, HexClass, Priority};
use lazaretto::games::messina::state::{Lieutenant, Messina, Pile, Place, Resource, TileKind};
use lazaretto::games::{Game, GameRng};
use std::collections::{BTreeMap, BTreeSet};

fn game(players: usize, seed: u64) -> Messina {
    Messina::new(&Default::default(), players, seed).unwrap()
}

/// M-S1: 1 to 4 players (1 plays solo against the automa, M-P2); other counts are refused.
#[test]
fn player_counts() {
    for n in 1..=4 {
        assert_eq!(game(n, 1).players, n);
    }
    for n in [0, 5] {
        let e = Messina::new(&Default::default(), n, 1).unwrap_err();
        assert_eq!(e.rule, "M-S1");
    }
}

/// M-S2 to M-S5, M-S30: the start city holds the A hexes for the count plus one random B hex,
/// laid in draw order; the expansion stack is the 4 C hexes under the other B hex; no hex is
/// added before round I.
#[test]
fn start_city_and_expansion_stack() {
    let d = data();
    let mut bs_seen = BTreeSet::new();
    for seed in 0..60 {
        for n in 2..=4 {
            let g = game(n, seed);
            let a: BTreeSet<usize> = d.start_a_hexes(n as u8).into_iter().collect();
            let slots: BTreeSet<usize> = g.city.slots().iter().copied().collect();
            assert_eq!(slots.len(), d.city.layouts[g.city.layout_index()].slots.len());
            let b_in_city: Vec<usize> =
                g.city.slots().iter().copied().filter(|&h| d.city.hexes[h].class == HexClass::B).collect();
            assert_eq!(b_in_city.len(), 1, "one B hex in the start city");
            bs_seen.insert(b_in_city[0]);
            assert!(slots.iter().filter(|h| d.city.hexes[**h].class == HexClass::A).all(|h| a.contains(h)));
            assert_eq!(slots.iter().filter(|h| d.city.hexes[**h].class == HexClass::A).count(), a.len());
            assert_eq!(g.city.pile(Pile::Expansions).len(), 5);
            assert_eq!(
                d.city.hexes[*g.city.pile(Pile::Expansions).last().unwrap()].class,
                HexClass::B,
                "the B hex lies on top"
            );
            assert!(g.city.pile(Pile::Expansions)[..4].iter().all(|&h| d.city.hexes[h].class == HexClass::C));
            assert!(g.city.expansions().iter().all(Option::is_none), "M-S30: no expansion hex before round I");
        }
    }
    assert_eq!(bs_seen.len(), 2, "either B hex can start in the city");
}

/// M-S7, M-S27, M-S28: 16 / 18 / 24 cubes; one ship docks with a cube; the wheel turns once and
/// every hex showing its rat symbol gets a cube.
#[test]
fn cubes_ship_and_first_wheel_turn() {
    let d = data();
    for seed in 0..40 {
        for n in 2..=4 {
            let g = game(n, seed);
            let on_hexes: u32 = g.city.hexes().iter().map(|h| h.cubes as u32).sum();
            let docked: Vec<_> = g.city.docks().iter().flatten().flatten().collect();
            assert_eq!(docked.len(), 1, "M-S27: one ship in round I");
            assert!(docked[0].cube);
            let total = d.cubes_for(n as u8).unwrap() as u32;
            assert_eq!(total, [16, 18, 24][n - 2]);
            assert_eq!(on_hexes + 1 + g.city.supply() as u32, total);
            let rat = d.rounds.wheel[g.city.wheel()].rat;
            for h in g.city.hexes_in_play() {
                assert_eq!(g.city.hex(h).cubes, (d.city.hexes[h].rat == rat) as u8, "M-S28");
            }
        }
    }
}

/// M-S8, M-S29: the wheel starts at a random position; each class's citizen goes on every hex of
/// the colour the window shows for it.
#[test]
fn wheel_and_citizens() {
    let d = data();
    let mut starts = BTreeSet::new();
    for seed in 0..80 {
        let g = game(3, seed);
        starts.insert((g.city.wheel() + 11) % 12);
        let w = &d.rounds.wheel[g.city.wheel()];
        for h in g.city.hexes_in_play() {
            let want: Vec<Class> =
                Class::ALL.into_iter().filter(|&c| w.colour_of(c) == d.city.hexes[h].colour).collect();
            assert_eq!(g.city.hex(h).citizens, want);
        }
    }
    assert!(starts.len() >= 10, "M-S8: the wheel starts anywhere ({} positions seen)", starts.len());
}

/// M-S9 to M-S13: docking pile, ship tiers (no gems with 2 players), hut stacks 3 x 5, wagon
/// stacks (1 to 5 from the top; one stack with 2 players), early workshops face up, late aside.
#[test]
fn tile_supplies() {
    let d = data();
    for seed in 0..40 {
        for n in 2..=4 {
            let g = game(n, seed);
            assert_eq!(g.city.pile(Pile::Docking).len(), 3, "M-S9: one docking tile drawn in setup");
            let ships: Vec<usize> = g.city.pile(Pile::Ships).to_vec();
            assert_eq!(ships.len() + 1, if n == 2 { 6 } else { 9 });
            if n == 2 {
                assert!(ships.iter().all(|&s| d.tiles.ships[s].goods != Goods::Gems), "M-S10");
            }
            let tiers: Vec<u8> = ships.iter().rev().map(|&s| d.tiles.ships[s].tier).collect();
            assert!(tiers.windows(2).all(|w| w[0] <= w[1]), "M-S10: tier 1 on top, tier 3 at the bottom");
            assert_eq!(g.tiles.sizes(TileKind::Huts), vec![5, 5, 5], "M-S11");
            assert_eq!(g.tiles.stack_count(TileKind::Wagons), if n == 2 { 1 } else { 2 }, "M-S12");
            for st in g.tiles.stacks_of(TileKind::Wagons) {
                let backs: Vec<u8> = st.iter().rev().map(|&w| d.tiles.wagons[w].back).collect();
                assert_eq!(backs, vec![1, 2, 3, 4, 5], "M-S12: 1 on top, 5 at the bottom");
            }
            for (i, st) in g.tiles.stacks_of(TileKind::Workshops).iter().enumerate() {
                assert!(st
                    .iter()
                    .all(|&w| d.tiles.workshops[w].era == Era::Early && d.tiles.workshops[w].class == Class::ALL[i]));
            }
            assert!(g.tiles.late().iter().flatten().all(|&w| d.tiles.workshops[w].era == Era::Late), "M-S13");
            assert_eq!(g.tiles.late().iter().map(Vec::len).sum::<usize>(), 15);
        }
    }
}

/// M-S14, M-S15, M-S16: the scoring-board side by player count, the round marker on I, and the
/// book-priority tile as an option that changes the priority of rounds II–VI.
#[test]
fn scoring_board_side_round_and_priority_tile() {
    let d = data();
    assert_eq!(d.rounds_for(2).unwrap().total_ships(), 6);
    assert_eq!(d.rounds_for(3).unwrap().total_ships(), 9);
    let g = game(3, 1);
    assert_eq!(g.order.round(), 1);
    assert_eq!(d.priority(3, 2, false), Some(Priority::Popularity));
    assert_eq!(d.priority(3, 2, true), Some(Priority::Church));
    let with_tile =
        Messina::new(&lazaretto::games::messina::Options { priority_tile: true, ..Default::default() }, 3, 1).unwrap();
    assert!(with_tile.options.priority_tile);
}

/// M-S17 to M-S22: each player's pieces: 5 lieutenants (3 in the estate, 2 in the supply), 3
/// overseers on their start spaces, scroll cubes at the bottom, side a, no resources.
#[test]
fn each_players_pieces() {
    for n in 2..=4 {
        let g = game(n, 3);
        for p in &g.people {
            let estate =
                p.retinue.lieutenants().iter().filter(|l| matches!(l, Lieutenant::Estate { used: false })).count();
            let supply = p.retinue.lieutenants().iter().filter(|l| matches!(l, Lieutenant::Supply)).count();
            assert_eq!((p.retinue.lieutenants().len(), estate, supply), (5, 3, 2), "M-S17, M-S18");
            assert_eq!(p.retinue.scroll(), [0, 0, 0], "M-S19");
            assert!(p.retinue.overseers().iter().all(|o| o.pos == 0 && !o.upgraded && o.branch.is_none()), "M-S20");
            assert_eq!(p.estate.board_b(), None, "M-S21: side a");
            assert_eq!(
                (p.held(Resource::Wood), p.held(Resource::Fire), p.held(Resource::BigFire), p.held(Resource::Rats)),
                (0, 0, 0, 0),
                "M-S22"
            );
            assert_eq!(p.retinue.repop_left(), 5);
        }
    }
}

/// M-S23 to M-S26: random turn order; book discs stacked with the first player at the bottom;
/// score track 0/1/0/1 with players 3 and 4 on top, and 1 coin for players 3 and 4.
#[test]
fn turn_order_books_and_compensation() {
    let mut firsts = BTreeMap::new();
    for seed in 0..120 {
        let g = game(4, seed);
        *firsts.entry(g.order.seats()[0]).or_insert(0) += 1;
        let pos = |k: usize| &g.people[g.order.seats()[k]];
        for b in Book::ALL {
            let seqs: Vec<u32> = (0..4).map(|k| pos(k).discs.book_seq(b)).collect();
            assert!(seqs.windows(2).all(|w| w[0] < w[1]), "M-S24: later players lie on top");
            assert!((0..4).all(|k| pos(k).book(b) == 1));
        }
        assert_eq!((0..4).map(|k| pos(k).points()).collect::<Vec<_>>(), vec![0, 1, 0, 1], "M-S25");
        assert_eq!((0..4).map(|k| pos(k).held(Resource::Coins)).collect::<Vec<_>>(), vec![0, 0, 1, 1], "M-S26");
        assert!(
            pos(2).discs.score_seq() > pos(0).discs.score_seq() && pos(3).discs.score_seq() > pos(1).discs.score_seq()
        );
    }
    assert_eq!(firsts.len(), 4, "M-S23: anyone may start");
}

/// M-S0, M-S6: fire, wood, coins and the rest are unlimited: holdings grow past the physical
/// token counts.
#[test]
fn unlimited_supplies() {
    let mut g = game(2, 1);
    let seat = g.to_act().unwrap();
    g.people[seat].set_held(Resource::Fire, 40);
    g.people[seat].set_held(Resource::Wood, 40);
    g.people[seat].set_held(Resource::Coins, 40);
    let port = (0..4)
        .map(Place::Port)
        .find(|&p| {
            g.legal_actions()
                .iter()
                .any(|a| a.to_string() == format!("go {}", lazaretto::games::messina::action::place_name(p)))
        })
        .unwrap();
    g.apply_text(seat, &format!("go {}", lazaretto::games::messina::action::place_name(port))).unwrap();
    g.apply_text(seat, "hex").unwrap();
    let p = &g.people[seat];
    assert!(p.held(Resource::Fire) + p.held(Resource::Wood) + p.held(Resource::Coins) > 120);
}

/// M-T4: every decision's notation round-trips through parse and print.
#[test]
fn notation_round_trips() {
    for seed in 0..30u64 {
        let mut g = game(2 + (seed % 3) as usize, seed);
        let mut rng = GameRng::new(seed);
        for _ in 0..400 {
            let Some(p) = g.prompt() else { break };
            for c in &p.notations() {
                let a: lazaretto::games::messina::Action = c.parse().unwrap();
                assert_eq!(&a.to_string(), c);
            }
            let c = p.choices[rng.below(p.choices.len())].notation.clone();
            g.apply_text(p.seat, &c).unwrap();
        }
    }
}

/// M-T9: the memoised distance table agrees with a breadth-first search over the tiles in play,
/// for every layout and every set of filled expansion locations.
#[test]
fn distance_table_matches_the_map() {
    let d = data();
    for (l, layout) in d.city.layouts.iter().enumerate() {
        for mask in 0..64usize {
            let filled: Vec<usize> = (0..6).filter(|x| mask & (1 << x) != 0).collect();
            for a in layout.spots() {
                for b in layout.spots() {
                    assert_eq!(
                        lazaretto::games::messina::geometry::distance(l, mask, a, b),
                        layout.distance(a, b, &filled)
                    );
                }
            }
        }
    }
}

/// A 2-player game put into `step` of red's turn (seat 0), for refusal tests.
fn at_step(
    step: lazaretto::games::messina::state::Step,
    sub: Option<lazaretto::games::messina::state::Sub>,
) -> Messina {
    use lazaretto::games::messina::state::{HexUse, Phase, Turn};
    let mut g = game(2, 3);
    let at = matches!(step, lazaretto::games::messina::state::Step::Actions).then_some(Place::Hex(g.city.slots()[0]));
    g.phase = Phase::Turn(Turn {
        seat: 0,
        step,
        at,
        hex_use: HexUse::Open,
        pending: Vec::new(),
        sub,
        removed: 0,
        held: Vec::new(),
    });
    g
}

/// Refusals that tell the truth (M-T8, M-T10, M-T14, M-T15, M-T23, M-T36, M-T69, M-T73): a ship's
/// cost is its own dock's; popularity is never bought; a dock has no action to copy; lying
/// lieutenants go first, also when the destination is being chosen; a citizen is discarded only
/// when no hut is free; a recall belongs to the start of a turn.
#[test]
fn refusals_say_the_real_reason() {
    use lazaretto::games::messina::action::{Action, From};
    use lazaretto::games::messina::state::{Step, Sub};
    use lazaretto::i18n::t;
    let d = data();
    // a lieutenant lying on a start hex, with no coins: each ship costs what its dock's distance says
    let mut g = at_step(Step::Destination { lt: 0 }, None);
    let from = Place::Hex(g.city.slots()[0]);
    g.people[0].retinue.set_lieutenant(0, Lieutenant::Messina { at: from, standing: false });
    g.people[0].set_held(Resource::Coins, 0);
    let mut quoted = BTreeSet::new();
    for k in 0..d.city.docks.len() {
        g.city.clear_dock(k);
        let ship = *g.city.pile(Pile::Ships).last().expect("a ship in the stack");
        g.city.dock_from_stack(k, 0, ship, false).unwrap();
        let cost = g.move_cost(From::At(from), Place::Dock(k)).unwrap();
        match g.check(0, Action::Ship(ship)) {
            Ok(()) => assert_eq!(cost, 0),
            Err(e) => {
                assert_eq!(e.rule, "M-T8");
                let text = t(&e.msg);
                assert!(text.contains(&d.city.docks[k].id) && text.contains(&format!("costs {cost} coin")), "{text}");
                quoted.insert(cost);
            }
        }
    }
    assert!(quoted.len() > 1, "docks at different distances cost differently: {quoted:?}");
    // M-T10: lying lieutenants first, whether choosing the lieutenant or already its destination
    g.people[0].retinue.set_lieutenant(1, Lieutenant::Estate { used: false });
    let e = g.check(0, Action::From(From::Estate)).unwrap_err();
    assert_eq!((e.rule, e.msg.key.as_str()), ("M-T10", "messina.error.lying-first"));
    let mut lt = at_step(Step::Lieutenant, None);
    lt.people[0].retinue.set_lieutenant(0, Lieutenant::Messina { at: from, standing: false });
    let e = lt.check(0, Action::From(From::Estate)).unwrap_err();
    assert_eq!((e.rule, e.msg.key.as_str()), ("M-T10", "messina.error.lying-first"));
    // M-T15: with a free hut, a citizen from a plague hex is not discarded
    let rescue = at_step(Step::Rescue { queue: vec![Class::Nun], quarantine: true }, None);
    let e = rescue.check(0, Action::Discard).unwrap_err();
    assert_eq!(e.msg.key, "messina.error.discard-room");
    // M-T69: the popularity book is never bought, whatever the coins
    let mut menu = at_step(Step::Actions, None);
    menu.people[0].set_held(Resource::Coins, 50);
    let e = menu.check(0, Action::Buy(Book::Pop)).unwrap_err();
    assert_eq!((e.rule, e.msg.key.as_str()), ("M-T69", "messina.error.buy-popularity"));
    assert!(!t(&e.msg).contains("coin"), "{}", t(&e.msg));
    // M-T23, M-T35: a recall is a kind of turn, chosen at its start
    let e = menu.check(0, Action::Recall).unwrap_err();
    assert_eq!(e.rule, "M-T23");
    assert!(t(&e.msg).contains("start of a turn"), "{}", t(&e.msg));
    // M-T73: a dock has no action to take
    let copy = at_step(Step::Actions, Some(Sub::HexCopy));
    let e = copy.check(0, Action::Copy(Place::Dock(0))).unwrap_err();
    assert_eq!((e.rule, e.msg.key.as_str()), ("M-T73", "messina.error.copy-dock"));
}

#[path = "support/next_turn.rs"]
mod next_turn;

/// M-T2, M-R10, M-R27: when a new round begins, its turn order just set, the game names the
/// second seat of that order, the next other seat to decide — so "tell me when I am next" is
/// said at a round's first turn (rounds II to VI begin five times a game). In solo play nobody
/// is named: there is no one else to tell (M-P6).
#[test]
fn a_new_rounds_first_turn_names_the_second_seat_of_its_order() {
    for seed in 0..6u64 {
        let g = game(2 + (seed % 3) as usize, seed);
        assert_eq!(next_turn::named_when_a_stage_begins(g, seed, |g| g.order.round()), 5, "seed {seed}");
    }
    let mut solo = game(1, 7);
    let mut rng = GameRng::new(7);
    while let Some(p) = solo.prompt() {
        assert_eq!(solo.next_turn(), None, "solo: nobody else to tell");
        let c = p.choices[rng.below(p.choices.len())].notation.clone();
        solo.apply_text(p.seat, &c).unwrap();
    }
}

/// M-T2: the seat told "you are next" is the next other seat in the round's turn order with a
/// lieutenant left, and it is the next other seat to decide (unknown, and not said, at a round's
/// end and in solo play).
#[test]
fn the_next_seat_is_the_one_that_decides_next() {
    for seed in 0..12u64 {
        let g = game(2 + (seed % 3) as usize, seed);
        let named = next_turn::next_turn_comes_true(g, seed, false, |_| 0);
        assert!(named > 20, "seed {seed}: only {named} positions named the next seat");
    }
}

/// M-T2, M-T35: a seat whose turn would pass by itself, with only a recall left, is not told
/// "you are next": the next seat named is the next other seat the game asks. Checked wherever a
/// player recalls (the turn ends at once and nothing changes for the others); over these games
/// the first seat in the order with a lieutenant left had such a turn 8 times (the check fails
/// with the seat before that rule named: seed 141 named seat 3, whose turn passed by itself).
#[test]
fn m_t35_a_turn_with_only_a_recall_is_not_named_next() {
    use lazaretto::games::messina::{Action, Phase};
    let (mut checked, mut skipped) = (0, 0);
    for seed in 0..600u64 {
        let mut g = game(3 + (seed % 2) as usize, seed);
        let mut rng = GameRng::new(seed);
        while let Some(seat) = g.to_act() {
            let legal = g.legal_actions();
            if !legal.contains(&Action::Recall) || rng.below(3) > 0 {
                g.act(seat, legal[rng.below(legal.len())]).unwrap();
                continue;
            }
            let said = g.next_turn();
            let first = g.order.from_next().find(|&s| s != seat && g.people[s].retinue.has_unused());
            let round = g.order.round();
            g.act(seat, Action::Recall).unwrap();
            // the next other seat asked in this round's turns (none when the round ended, or the
            // same player goes again)
            let came = match &g.phase {
                Phase::Turn(t) if g.order.round() == round && t.seat != seat => Some(t.seat),
                _ => None,
            };
            assert_eq!(said, came, "seed {seed}: named {said:?}, asked {came:?}");
            checked += 1;
            skipped += usize::from(first != said);
        }
    }
    println!("checked {checked}, skipped {skipped}");
    assert!(checked > 1000, "only {checked} recalls checked");
    assert!(skipped >= 2, "only {skipped} seats with only a recall left came up: too little to check");
}
