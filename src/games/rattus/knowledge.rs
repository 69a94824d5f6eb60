//! What each seat privately knows (R-D4): the face-down tokens whose faces its Witch saw, and
//! its notes of each look. A part of the state with its fields private: a seat's seen tokens are
//! listed once each, the knowledge of a token lapses for every seat when it is revealed, and a
//! note records the look it follows.

use super::board::Spot;
use super::data::{RegionId, TokenId};
use crate::games::Seat;
use serde::{Deserialize, Serialize};

/// What a Witch saw, kept for the seat that looked (R-D4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WitchNote {
    pub turn: u32,
    pub looked: Vec<(RegionId, usize, TokenId)>,
    pub swapped: Option<bool>,
}

/// Per seat: the tokens it has seen that are still face down, and its Witch notes. The serialized
/// field names are those of the saved games (flattened into `Rattus`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Knowledge {
    /// Per seat: tokens whose face that seat has seen and which are still face down (R-D4).
    seen: Vec<Vec<TokenId>>,
    notes: Vec<Vec<WitchNote>>,
}

impl Knowledge {
    /// Nobody knows anything yet.
    pub fn new(players: usize) -> Knowledge {
        Knowledge { seen: vec![Vec::new(); players], notes: vec![Vec::new(); players] }
    }

    /// The face-down tokens whose faces `seat` has seen.
    #[inline]
    pub fn seen(&self, seat: Seat) -> &[TokenId] {
        &self.seen[seat]
    }

    /// `seat`'s Witch notes, oldest first.
    pub fn notes(&self, seat: Seat) -> &[WitchNote] {
        &self.notes[seat]
    }

    /// `seat`'s Witch looked at tokens `ta` at `a` and `tb` at `b` in turn `turn` (R-C12, R-D4).
    pub fn look(&mut self, seat: Seat, turn: u32, (a, ta): (Spot, TokenId), (b, tb): (Spot, TokenId)) {
        for t in [ta, tb] {
            if !self.seen[seat].contains(&t) {
                self.seen[seat].push(t);
            }
        }
        self.notes[seat].push(WitchNote { turn, looked: vec![(a.0, a.1, ta), (b.0, b.1, tb)], swapped: None });
    }

    /// `seat`'s last look ended with a swap or without (R-C12).
    pub fn swapped(&mut self, seat: Seat, yes: bool) {
        if let Some(note) = self.notes[seat].last_mut() {
            note.swapped = Some(yes);
        }
    }

    /// A token now face up: nobody's private knowledge of it matters any more (R-D4).
    pub fn forget(&mut self, token: TokenId) {
        for s in &mut self.seen {
            s.retain(|&t| t != token);
        }
    }

    /// Only `seat`'s knowledge is kept (a determinization for that seat: the others' is hidden).
    pub fn only(&mut self, seat: Seat) {
        for (s, (seen, notes)) in self.seen.iter_mut().zip(self.notes.iter_mut()).enumerate() {
            if s != seat {
                seen.clear();
                notes.clear();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// R-D4, R-C12: a look adds each face once to the looking seat only, with a note of the look
    /// and of the swap; a revealed token is forgotten by every seat; a determinization keeps one
    /// seat's knowledge.
    #[test]
    fn knowledge_is_the_seats_own_and_lapses_on_reveal() {
        let mut k = Knowledge::new(3);
        k.look(1, 4, ((0, 0), 7), ((2, 1), 9));
        k.look(1, 6, ((2, 1), 9), ((3, 0), 11));
        k.look(2, 6, ((3, 0), 11), ((0, 0), 7));
        assert_eq!(k.seen(1), &[7, 9, 11], "each face once");
        assert!(k.seen(0).is_empty(), "R-D4: only the Witch's seat");
        k.swapped(1, true);
        assert_eq!(k.notes(1).len(), 2);
        assert_eq!((k.notes(1)[0].swapped, k.notes(1)[1].swapped), (None, Some(true)));
        assert_eq!(k.notes(1)[1].looked, vec![(2, 1, 9), (3, 0, 11)]);
        assert_eq!(k.notes(1)[1].turn, 6);
        k.forget(11);
        assert_eq!((k.seen(1), k.seen(2)), (&[7, 9][..], &[7][..]), "R-D4: lapses when revealed");
        assert_eq!(k.notes(1).len(), 2, "the notes stay as written");
        k.only(2);
        assert!(k.seen(1).is_empty() && k.notes(1).is_empty());
        assert_eq!((k.seen(2), k.notes(2).len()), (&[7][..], 1));
    }
}
