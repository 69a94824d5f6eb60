//! What one application of an action judged of the position it stopped at, so that taking a
//! forced choice, or settling, does not judge the same position twice. It lives in the
//! application's [`Out`] and is dropped with it: nothing of it is kept in the game state, so a
//! position is never answered from what was judged of another.

use super::action::Action;

/// An application's output with Messina's scratch.
pub(crate) type Out = crate::games::out::Out<Judged>;

/// The legal actions judged of the position an application stands at, once judged.
#[derive(Debug)]
pub(crate) struct Judged {
    judged: bool,
    /// How many legal actions to judge: two tell whether a choice is forced, which is all an
    /// application needs; search's application that answers the next question too wants all.
    want: usize,
    list: Vec<Action>,
}

impl Default for Judged {
    fn default() -> Self {
        Judged { judged: false, want: 2, list: Vec::new() }
    }
}

impl Judged {
    /// Judges every legal action of the position reached, into `list` (its allocation reused).
    pub(crate) fn all(list: Vec<Action>) -> Self {
        Judged { judged: false, want: usize::MAX, list }
    }

    pub(crate) fn want(&self) -> usize {
        self.want
    }

    pub(crate) fn judged(&self) -> bool {
        self.judged
    }

    /// The judged actions (empty unless [`Self::judged`]).
    pub(crate) fn list(&self) -> &[Action] {
        if self.judged {
            &self.list
        } else {
            &[]
        }
    }

    /// Keeps `list` as the verdict on the current position.
    pub(crate) fn keep(&mut self, list: Vec<Action>) {
        self.list = list;
        self.judged = true;
    }

    /// Hands the list's allocation out to be filled again.
    pub(crate) fn take_buffer(&mut self) -> Vec<Action> {
        self.judged = false;
        std::mem::take(&mut self.list)
    }

    /// Nothing is known of the position any more: it is about to change.
    pub(crate) fn forget(&mut self) {
        self.judged = false;
    }

    /// The judged list, or an empty one when nothing was judged (the game is over).
    pub(crate) fn into_list(mut self) -> Vec<Action> {
        if !self.judged {
            self.list.clear();
        }
        self.list
    }
}
