//! What the images of a post need besides the state: the last turn's changes (the state when
//! that turn began, found by replaying the action log) and a small cache of drawn images, so
//! that the same image of the same position is not drawn twice.

use super::engine::{Loaded, Marks, Picture};
use super::play::effective;
use crate::games::Seat;
use crate::store::ActionRow;
use std::sync::Mutex;

/// The last turn completed when the log reached `now`: the states when it began and when it
/// ended, and whose turn it was, replayed from `initial`. `None` when no turn was completed yet,
/// or the log does not lead to `now`.
pub fn last_turn(initial: &Loaded, log: &[ActionRow], now: &Loaded) -> Option<LastTurn> {
    let eff = effective(log);
    let mut state = initial.clone();
    let mut turn_start = initial.clone();
    let mut completed: Option<LastTurn> = None;
    let mut found = None;
    for a in eff {
        state.apply_text(a.seat as Seat, &a.notation).ok()?;
        if a.turn_end {
            let before = std::mem::replace(&mut turn_start, state.clone());
            completed = Some(LastTurn { before, after: state.clone(), seat: a.seat as Seat });
        }
        if state == *now {
            found = completed.clone();
        }
    }
    found
}

/// A completed turn: the states when it began and ended, and whose turn it was.
#[derive(Debug, Clone)]
pub struct LastTurn {
    pub before: Loaded,
    pub after: Loaded,
    pub seat: Seat,
}

/// The marks of the last turn completed when the game reached `now`.
pub fn marks(initial_json: Option<&str>, log: &[ActionRow], now: &Loaded) -> Option<Marks> {
    let initial = Loaded::from_json(now.kind(), initial_json?).ok()?;
    let turn = last_turn(&initial, log, now)?;
    turn.after.marks(&turn.before, turn.seat)
}

/// A drawn image: its file name and PNG bytes.
type File = (String, Vec<u8>);

/// Drawn images by (game, version, picture, names), within a byte budget.
pub struct Drawn {
    kept: Mutex<Vec<(Key, File)>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Key {
    pub game: i64,
    pub version: i64,
    /// A history page's position (rows of the log); `None` for the stored game at `version`.
    pub at: Option<usize>,
    pub picture: Picture,
    pub names: Vec<String>,
    /// The language the image's words are drawn in.
    pub lang: crate::i18n::Lang,
}

/// The most PNG bytes kept.
pub const BUDGET: usize = 3 << 20;

impl Drawn {
    pub fn new() -> Drawn {
        Drawn { kept: Mutex::new(Vec::new()) }
    }

    /// The file name and PNG bytes drawn for `key`.
    pub fn get(&self, key: &Key) -> Option<File> {
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        let i = kept.iter().position(|(k, _)| k == key)?;
        // most recently used last
        let entry = kept.remove(i);
        let png = entry.1.clone();
        kept.push(entry);
        Some(png)
    }

    pub fn put(&self, key: Key, name: &str, png: &[u8]) {
        if png.len() > BUDGET / 4 {
            return;
        }
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        kept.retain(|(k, _)| *k != key);
        kept.push((key, (name.to_string(), png.to_vec())));
        while kept.iter().map(|(_, p)| p.1.len()).sum::<usize>() > BUDGET {
            kept.remove(0);
        }
    }
}

impl Default for Drawn {
    fn default() -> Self {
        Drawn::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameRng;
    use crate::store::ActionKind;
    use crate::table::Kind;

    fn row(seq: i64, kind: ActionKind, seat: Seat, notation: &str, undoes: Option<i64>, turn_end: bool) -> ActionRow {
        ActionRow {
            seq,
            kind,
            user_id: seat.to_string(),
            seat: seat as i64,
            notation: notation.into(),
            undoes,
            barrier: turn_end,
            events: "[]".into(),
            created_at: 0,
            turn_end,
        }
    }

    /// A Rattus game played with seeded choices, logged as the table logs it (a turn ends when the
    /// decision goes to someone else), with the state after every action.
    fn game(steps: usize) -> (Loaded, Vec<ActionRow>, Vec<Loaded>) {
        let initial = Loaded::new(&Kind::Rattus.options(&[]).unwrap(), 3, 7).unwrap();
        let mut g = initial.clone();
        let mut rng = GameRng::new(7);
        let (mut log, mut states) = (Vec::new(), Vec::new());
        for i in 0..steps {
            let Some(p) = g.prompt() else { break };
            let c = p.choices[rng.below(p.choices.len())].notation.clone();
            let applied = g.apply_text(p.seat, &c).unwrap();
            let end = applied.turn_over || g.prompt().is_none_or(|n| n.seat != p.seat);
            log.push(row(i as i64 + 1, ActionKind::Act, p.seat, &c, None, end));
            states.push(g.clone());
        }
        (initial, log, states)
    }

    /// The marks of a turn post span exactly the turn just ended: from the state after the
    /// previous turn's last action to the state now.
    #[test]
    fn the_last_turn_is_found_in_the_log() {
        let (initial, log, states) = game(60);
        let ends: Vec<usize> = (0..log.len()).filter(|&i| log[i].turn_end).collect();
        let (prev, last) = (ends[ends.len() - 2], ends[ends.len() - 1]);
        let turn = last_turn(&initial, &log[..=last], &states[last]).expect("a completed turn");
        assert_eq!(turn.before, states[prev]);
        assert_eq!(turn.after, states[last]);
        assert_eq!(turn.seat, log[last].seat as Seat);
        // drawn later, mid-way through the next turn: still the completed turn
        if last + 1 < log.len() && !log[last + 1].turn_end {
            let later = last_turn(&initial, &log[..=last + 1], &states[last + 1]).unwrap();
            assert_eq!(later.after, states[last]);
        }
        // a state the log never reached has no last turn
        assert!(last_turn(&initial, &log[..=prev], &states[last]).is_none());
    }

    /// Taken-back actions are not part of the turn.
    #[test]
    fn undone_actions_are_left_out() {
        let (initial, mut log, states) = game(60);
        let last = (0..log.len()).rfind(|&i| log[i].turn_end).unwrap();
        log.truncate(last + 1);
        let bogus = row(1000, ActionKind::Act, log[last].seat as Seat, "nonsense", None, false);
        let undo = row(1001, ActionKind::Undo, log[last].seat as Seat, "undo", Some(1000), false);
        log.extend([bogus, undo]);
        let turn = last_turn(&initial, &log, &states[last]).expect("the undone row is skipped");
        assert_eq!(turn.after, states[last]);
    }
}
