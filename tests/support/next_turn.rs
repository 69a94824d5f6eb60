//! "Tell me when I am next" (`/settings`) trusts a game's `next_turn`: this plays random games
//! and holds what it said to what happened.

use lazaretto::games::{Game, GameRng};

/// Plays `g` to its end with choices from `seed`. Wherever `next_turn` names a seat, the next
/// other seat to decide is that one; wherever it names none and `always` holds, no other seat
/// decides before the game ends. `course` tells apart the stretches of a game whose order play
/// may change unforeseeably (its end triggered in a turn): what was said before such a change is
/// not held to what came after it. Returns how many positions named a seat.
pub fn next_turn_comes_true<G: Game>(mut g: G, seed: u64, always: bool, course: impl Fn(&G) -> u8) -> usize {
    let mut rng = GameRng::new(seed);
    let mut seen = Vec::new();
    while let Some(p) = g.prompt() {
        seen.push((p.seat, g.next_turn(), course(&g)));
        let c = p.choices[rng.below(p.choices.len())].notation.clone();
        g.apply_text(p.seat, &c).unwrap();
    }
    let mut named = 0;
    for (i, &(seat, said, now)) in seen.iter().enumerate() {
        named += usize::from(said.is_some());
        let came = seen[i + 1..].iter().find(|&&(s, _, _)| s != seat);
        if came.is_some_and(|&(_, _, then)| then != now) {
            continue;
        }
        let came = came.map(|&(s, _, _)| s);
        match said {
            // a game may end before the named seat's turn comes
            Some(next) => {
                assert!(came.is_none() || came == Some(next), "seed {seed}, decision {i}: named {next}, came {came:?}")
            }
            None if always => assert_eq!(came, None, "seed {seed}, decision {i}: nobody named"),
            None => {}
        }
    }
    named
}

/// Plays `g` to its end with choices from `seed`; wherever `stage` (a round's number) changed
/// since the decision before — a new stage begun, its order just set — the game names the next
/// seat, and it is the next other seat to decide. Returns how many stages began so.
#[allow(dead_code)]
pub fn named_when_a_stage_begins<G: Game>(mut g: G, seed: u64, stage: impl Fn(&G) -> u8) -> usize {
    let mut rng = GameRng::new(seed);
    let mut seen = Vec::new();
    let mut last = stage(&g);
    while let Some(p) = g.prompt() {
        let now = stage(&g);
        seen.push((p.seat, g.next_turn(), now != last));
        last = now;
        let c = p.choices[rng.below(p.choices.len())].notation.clone();
        g.apply_text(p.seat, &c).unwrap();
    }
    let mut begun = 0;
    for (i, &(seat, said, _)) in seen.iter().enumerate().filter(|(_, s)| s.2) {
        let came = seen[i + 1..].iter().find(|&&(s, _, _)| s != seat).map(|&(s, _, _)| s);
        assert!(
            said.is_some() && said == came,
            "seed {seed}, decision {i}: a stage began, named {said:?}, came {came:?}"
        );
        begun += 1;
    }
    begun
}
