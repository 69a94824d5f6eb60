//! What applying an action tells: the events in words for the table, or nothing at all for
//! search, which only needs the state. The rules run the same either way; only the words are
//! skipped, so a quiet game is the very game a told one is. A game may keep scratch of its own
//! for the length of one application in `known` (Messina keeps what it judged of the position
//! it stopped at); it is dropped with the `Out`, so it never outlives the position it describes.

use crate::games::{Applied, Audience, Event, Msg, Seat};

pub(crate) struct Out<K = ()> {
    pub applied: Applied,
    words: bool,
    /// The game's scratch for this one application.
    pub known: K,
}

impl<K: Default> Out<K> {
    /// Every event in words.
    pub fn words() -> Self {
        Out { applied: Applied::default(), words: true, known: K::default() }
    }

    /// No words: only whether the action was irreversible.
    pub fn quiet() -> Self {
        Out { applied: Applied::default(), words: false, known: K::default() }
    }
}

impl<K> Out<K> {
    pub fn telling(&self) -> bool {
        self.words
    }

    /// A public event; its words are made only when they are told.
    pub fn public(&mut self, msg: impl FnOnce() -> Msg) {
        if self.words {
            self.applied.public(msg());
        }
    }

    /// An event for one seat only.
    pub fn private(&mut self, seat: Seat, msg: impl FnOnce() -> Msg) {
        if self.words {
            self.applied.push(Event::private(seat, msg()));
        }
    }

    /// How many public events were told so far.
    pub fn public_count(&self) -> usize {
        self.applied.events.iter().filter(|e| e.audience == Audience::All).count()
    }
}
