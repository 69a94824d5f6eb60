//! Deterministic Messina positions for the image tests, benchmarks and samples: seeded random
//! legal choices, leaning towards the choices that fill a board (building, repopulating,
//! upgrading, buying book advances) so that mid-game positions are busy.

#![allow(dead_code)]

use lazaretto::games::messina::changes::Changes;
use lazaretto::games::messina::data::{data, Site};
use lazaretto::games::messina::state::{Options, Phase, Place, Side};
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
    play_with(&Default::default(), players, seed, steps)
}

/// The advanced variant: side b player boards and scroll boards (M-A1, M-A2).
pub fn advanced() -> Options {
    Options { boards: Side::B, scrolls: Side::B, ..Default::default() }
}

/// The advanced 4-player position of the samples: (seed, choices).
pub const ADVANCED: (u64, usize) = (17, 450);

/// The advanced 4-player sample position, with a second one-time square used by hand so that
/// one estate shows two covered squares.
pub fn advanced_position() -> Messina {
    let mut g = play_with(&advanced(), 4, ADVANCED.0, ADVANCED.1);
    let d = data();
    let p = &mut g.people[1];
    if let Some(sq) = p
        .estate
        .board_b()
        .and_then(|b| d.estate.boards_b[b].once_squares().into_iter().find(|s| !p.estate.once_used().contains(s)))
    {
        let used = [p.estate.once_used(), &[sq]].concat();
        p.estate.set_once_used(used);
    }
    g
}

/// A game with `options` after `steps` seeded choices (or at its end).
pub fn play_with(options: &Options, players: usize, seed: u64, steps: usize) -> Messina {
    play_turns(options, players, seed, steps).0
}

/// A completed turn: the states when it began and when it ended, and whose turn it was.
pub type Turn = (Messina, Messina, usize);

/// A game with `options` after `steps` seeded choices, and its last completed turn (as the table
/// finds it in the log).
pub fn play_turns(options: &Options, players: usize, seed: u64, steps: usize) -> (Messina, Option<Turn>) {
    play_until(options, players, seed, steps, |_| false)
}

/// Plays seeded choices until `stop` holds for a completed turn's changes, or `steps` choices.
pub fn play_until(
    options: &Options,
    players: usize,
    seed: u64,
    steps: usize,
    stop: impl Fn(&Changes) -> bool,
) -> (Messina, Option<Turn>) {
    let mut g = Messina::new(options, players, seed).unwrap();
    let mut rng = GameRng::new(seed);
    let (mut start, mut last) = (g.clone(), None);
    for _ in 0..steps {
        let Some(p) = g.prompt() else { break };
        let notations = p.notations();
        let c = notations[pick(&notations, &mut rng)].clone();
        let applied = g.apply_text(p.seat, &c).unwrap_or_else(|e| panic!("legal choice {c} refused: {e:?}"));
        // the decision goes to someone else, or (solo) the player's turn ended all the same
        if applied.turn_over || g.prompt().is_none_or(|n| n.seat != p.seat) {
            let before = std::mem::replace(&mut start, g.clone());
            let turn = (before, g.clone(), p.seat);
            let done = stop(&changes(&turn));
            last = Some(turn);
            if done {
                break;
            }
        }
    }
    (g, last)
}

/// What a completed turn changed.
pub fn changes((before, after, seat): &Turn) -> Changes {
    Changes::between(&before.view(None), &after.view(None), *seat)
}

/// The changes of the last completed turn of a played game.
pub fn last_changes(last: &Option<Turn>) -> Option<Changes> {
    last.as_ref().map(changes)
}

/// The place a solo tile names.
fn tile_place(tile: usize) -> Place {
    match data().tiles.solo_tiles[tile].site {
        Site::Hex(h) => Place::Hex(h),
        Site::Port(p) => Place::Port(p),
    }
}

/// A solo game (M-P1 to M-P15) in the middle of a round, built by hand while the automa's turns
/// are not played by the engine: the player's seeded choices, then `placed` automa lieutenants
/// standing on the hexes of the first available tiles of its pile (citizens rescued, a cube fought,
/// M-P7 to M-P9), at least one tile skipped, the rest of the round's lieutenants still to place
/// (M-P4), and its disc on the player's popularity space, on top.
pub fn solo_mid_round(seed: u64, steps: usize, placed: usize) -> Messina {
    let mut g = play_with(&Default::default(), 1, seed, steps);
    let mut a = g.automa.take().expect("a solo game has an automa");
    let available = |g: &Messina, place: Place, taken: &[Place]| {
        g.city.in_play(place) && !taken.contains(&place) && g.lieutenants_at(place).iter().all(|l| !l.1)
    };
    let mut standing = Vec::new();
    while standing.len() < placed || a.skipped.is_empty() {
        let Some(tile) = a.pile.pop() else { break };
        let place = tile_place(tile);
        if standing.len() < placed && available(&g, place, &standing) {
            standing.push(place);
            a.used.push(tile);
            if let Place::Hex(h) = place {
                g.city.take_citizens(h);
                g.city.cube_to_supply(h);
            }
        } else {
            a.skipped.push(tile);
        }
    }
    a.left = data().rounds.automa_lieutenants[(g.order.round() as usize).saturating_sub(1).min(5)]
        .saturating_sub(placed as u8);
    a.standing = standing;
    a.pop = g.people[0].discs.books()[0];
    a.pop_seq = g.order.next_seq();
    g.automa = Some(a);
    g
}

/// A finished solo game: the player's seeded game to its end, the automa's disc one space behind
/// the player's after the rat penalty (the engine scores popularity as with 2 players for now,
/// which gives the same 5 points, M-P12).
pub fn solo_over(seed: u64) -> Messina {
    let mut g = play_with(&Default::default(), 1, seed, usize::MAX);
    assert!(matches!(g.phase, Phase::Over), "the seeded solo game ends");
    let pop = g.popularity_after_rats(0).saturating_sub(1).max(1);
    let a = g.automa.as_mut().expect("a solo game has an automa");
    a.pop = pop;
    a.pop_seq = g.order.next_seq();
    a.left = 0;
    g
}
