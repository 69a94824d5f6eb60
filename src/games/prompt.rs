//! Prompts (the decision a game waits for) and what applying an action produces.

use super::{Msg, Seat};
use serde::{Deserialize, Serialize};

/// The one decision the game waits for: who decides, what is asked, and every legal choice.
/// The same list drives buttons, autocomplete, the terminal and bots.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prompt {
    pub seat: Seat,
    pub ask: Msg,
    pub choices: Vec<Choice>,
}

impl Prompt {
    /// The choices' notations, in order.
    pub fn notations(&self) -> Vec<String> {
        self.choices.iter().map(|c| c.notation.clone()).collect()
    }

    /// Whether `notation` is one of the choices.
    pub fn offers(&self, notation: &str) -> bool {
        self.choices.iter().any(|c| c.notation == notation)
    }
}

/// One legal choice: its canonical notation (what the log, the terminal and buttons send back) and
/// what it means in the rulebook's words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub notation: String,
    /// What the choice is, short enough for a button: "Terranova (H05)".
    pub label: Msg,
    /// What it costs and gives, where there is room: "1 coin · build or 1 wood".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<Msg>,
}

impl Choice {
    pub fn new(notation: impl Into<String>, label: Msg) -> Self {
        Choice { notation: notation.into(), label, detail: None }
    }

    pub fn with_detail(mut self, detail: Msg) -> Self {
        self.detail = Some(detail);
        self
    }
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
