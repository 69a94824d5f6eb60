//! The game-agnostic vocabulary shared by every game engine, and the engines themselves.
//!
//! Nothing in here does I/O or imports another module of this crate: an engine is a pure
//! function of its state, the acting seat and an action (ARCHITECTURE.md, principle 1).

pub mod ai;
pub mod messina;
pub mod msg;
pub(crate) mod out;
pub mod prompt;
pub mod rattus;
pub mod rng;

pub use msg::{Arg, Msg};
pub use prompt::{Applied, Audience, Choice, Event, Prompt};
pub use rng::GameRng;

use serde::{de::DeserializeOwned, Serialize};
use std::collections::BTreeMap;
use std::fmt::{Debug, Display};
use std::str::FromStr;

/// A seat at the table, numbered clockwise from 0.
pub type Seat = usize;

/// A rejected action: the rule it breaks and a message for the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleError {
    /// The rule id from `../shared/rules/` (e.g. `R-T8`), or `notation` for text that does not parse.
    pub rule: &'static str,
    pub msg: Msg,
}

impl RuleError {
    pub fn new(rule: &'static str, msg: Msg) -> Self {
        RuleError { rule, msg }
    }
}

impl Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "[{}] {}", self.rule, self.msg.key)
    }
}

impl std::error::Error for RuleError {}

/// A count or a number in the notation as it is written: ASCII digits only, so a sign, a point
/// or a comma (`-1`, `+2`, `1.5`) is no number.
pub fn plain_number<T: FromStr>(word: &str) -> Option<T> {
    if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    word.parse().ok()
}

/// `players=N` within `G`'s range.
pub fn read_players<G: Game>(value: &str) -> Result<usize, Msg> {
    let (min, max) = (G::MIN_PLAYERS, G::MAX_PLAYERS);
    value.trim().parse::<usize>().ok().filter(|n| (min..=max).contains(n)).ok_or_else(|| {
        Msg::new("options.players").num("min", min as i64).num("max", max as i64).text("given", value.to_string())
    })
}

/// A new game's player count within `G`'s range, or the refusal under `rule`.
pub fn check_players<G: Game>(players: usize, rule: &'static str) -> Result<(), RuleError> {
    let (min, max) = (G::MIN_PLAYERS, G::MAX_PLAYERS);
    if (min..=max).contains(&players) {
        return Ok(());
    }
    Err(RuleError::new(rule, Msg::new("error.player-count").num("min", min).num("max", max).num("count", players)))
}

/// An option the game does not know, quoted as given.
pub fn unknown_option(key: &str, value: &str) -> Msg {
    let given = if value.is_empty() { key.to_string() } else { format!("{key}={value}") };
    Msg::new("options.unknown").text("option", given)
}

/// The final standing of one seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Standing {
    pub seat: Seat,
    pub place: usize,
    pub score: i64,
    /// Score by category (game-specific keys), summing to `score`.
    pub breakdown: Vec<(String, i64)>,
}

/// One atomic action with its canonical text notation: `to_string` prints it, `from_str` parses it,
/// and the two round-trip.
pub trait Notation: Clone + Debug + Display + FromStr<Err = RuleError> + PartialEq {}
impl<T: Clone + Debug + Display + FromStr<Err = RuleError> + PartialEq> Notation for T {}

/// A game engine: the state of one game and the pure functions over it.
pub trait Game: Clone + Debug + PartialEq + Serialize + DeserializeOwned {
    type Action: Notation;
    /// Options chosen when the game is created (player count excluded).
    type Options: Clone + Debug + Default + Serialize + DeserializeOwned;
    /// What one viewer may see.
    type View: Clone + Debug + Serialize;

    /// The kind name used in commands and storage (`rattus`, `messina`).
    const KIND: &'static str;
    const MIN_PLAYERS: usize;
    const MAX_PLAYERS: usize;
    /// The first words of the notation: a typed text that begins with one is read as notation
    /// only, never as words of a choice's label.
    const VERBS: &'static [&'static str];
    /// The images a turn post carries, in posting order, by name (`board`; `city`, `scoring`).
    const PICTURES: &'static [&'static str];
    /// The image drawn for one seat, posted for the player to act next (Messina's `estate`).
    const SEAT_PICTURE: Option<&'static str> = None;

    /// Reads and checks the options given at `/new` (`key=value`; a bare word has an empty
    /// value): the options, and the number of seats if the options fix it. A bad option is
    /// refused with a message, never replaced by a default.
    fn read_options(given: &[(String, String)]) -> Result<(Self::Options, Option<usize>), Msg>;

    /// How to play: the turn's structure and the notation with meanings (`/help GAME`).
    fn help() -> Vec<Msg> {
        vec![Msg::new(format!("help.{}.turn", Self::KIND)), Msg::new(format!("help.{}.notation", Self::KIND))]
    }

    /// The options `/new` takes, each with what it means (for help and suggestions).
    fn option_words() -> Vec<(&'static str, Msg)>;

    /// Sets up a new game; all randomness comes from `seed`.
    fn new(options: &Self::Options, players: usize, seed: u64) -> Result<Self, RuleError>;

    /// The decision the game waits for, or `None` once the game is over.
    fn prompt(&self) -> Option<Prompt>;

    /// Applies one action by `seat`. On error the state is unchanged.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Applied, RuleError>;

    /// The final standings once the game is over.
    fn standings(&self) -> Option<Vec<Standing>>;

    /// What `viewer` may see (`None`: the public).
    fn view(&self, viewer: Option<Seat>) -> Self::View;

    /// Named facts about the position, for scenario expectations and tests.
    fn facts(&self) -> BTreeMap<String, String>;

    /// Private notes a seat can ask to see again at any time (e.g. what a Witch saw).
    fn private_notes(&self, _seat: Seat) -> Vec<Msg> {
        Vec::new()
    }

    /// The public post of a finished turn from its public lines: as they are, or condensed where
    /// a game's turns are long.
    fn turn_post(&self, lines: Vec<Msg>) -> Vec<Msg> {
        lines
    }

    /// Text lines describing the position for `viewer`, for the terminal and `/status`.
    fn summary(&self, viewer: Option<Seat>) -> Vec<Msg>;

    /// The position in a few short lines, told at the terminal whenever the turn passes (the
    /// whole of [`Game::summary`] stays a `/status` away).
    fn brief(&self, viewer: Option<Seat>) -> Vec<Msg> {
        self.summary(viewer)
    }

    /// The seat count of this game.
    fn players(&self) -> usize;

    /// The seat of the next other player to take a turn after the one being played now, as
    /// far as the position tells (`None` when it cannot be known, e.g. when a round's end
    /// orders the players anew).
    fn next_turn(&self) -> Option<Seat> {
        None
    }

    /// How the game names a seat (a colour).
    fn seat_name(seat: Seat) -> Msg;

    /// Parses and applies an action given in notation.
    fn apply_text(&mut self, seat: Seat, text: &str) -> Result<Applied, RuleError> {
        let action: Self::Action = text.trim().parse()?;
        self.apply(seat, &action)
    }
}

/// The games there are: a kind names one (`/new game:NAME`, the stored kind). Adding a game adds
/// its module above and its variant here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Rattus,
    Messina,
}

impl Kind {
    pub const ALL: [Kind; 2] = [Kind::Messina, Kind::Rattus];

    /// The kind a player named (any case, surrounding spaces ignored).
    pub fn parse(name: &str) -> Option<Kind> {
        let name = name.trim().to_lowercase();
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Rattus => rattus::Rattus::KIND,
            Kind::Messina => messina::Messina::KIND,
        }
    }
}
