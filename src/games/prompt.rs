//! Prompts (the decision a game waits for) and what applying an action produces.

use super::{Msg, Seat};
use serde::{Deserialize, Serialize};

/// The one decision the game waits for: who decides, what is asked, and every legal choice
/// in canonical notation. The same list drives buttons, autocomplete, the terminal and bots.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prompt {
    pub seat: Seat,
    pub ask: Msg,
    pub choices: Vec<String>,
}

/// Who may read an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Audience {
    All,
    Seat(Seat),
}

/// Something that happened, in words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub audience: Audience,
    pub msg: Msg,
}

impl Event {
    pub fn public(msg: Msg) -> Self {
        Event { audience: Audience::All, msg }
    }
    pub fn private(seat: Seat, msg: Msg) -> Self {
        Event { audience: Audience::Seat(seat), msg }
    }
}

/// The result of a successful action.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Applied {
    pub events: Vec<Event>,
    /// The action revealed hidden or random information: it can never be undone.
    pub irreversible: bool,
    /// The action ended the acting player's turn, even if the same player decides next (solo
    /// games, where the automa's turns come in between).
    pub turn_over: bool,
}

impl Applied {
    pub fn push(&mut self, e: Event) {
        self.events.push(e);
    }
    pub fn public(&mut self, msg: Msg) {
        self.events.push(Event::public(msg));
    }
}
