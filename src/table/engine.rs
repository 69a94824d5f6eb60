//! The games the table hosts, behind one enum: loading, saving and dispatching to the engines,
//! and a table's options (one typed value per game, the number of players beside them), read and
//! written in their stored form (`options.rs`).

use super::options::{Seats, Stored, Unreadable};
use crate::games::ai::AiGame;
use crate::games::messina::{self, Messina};
use crate::games::rattus::{self, Rattus};
use crate::games::{Applied, Game, Msg, Prompt, RuleError, Seat, Standing};
use crate::render;
use std::collections::BTreeMap;

pub use crate::store::Kind;

/// Work done with a game's engine type, whichever game a kind names: `Kind::with` calls `run`
/// with the game's type (the arena, and anything else generic over [`AiGame`]).
pub trait WithGame {
    type Output;
    fn run<G: AiGame>(self) -> Self::Output;
}

impl Kind {
    /// Runs `work` with the engine type of this game.
    pub fn with<W: WithGame>(self, work: W) -> W::Output {
        match self {
            Kind::Rattus => work.run::<Rattus>(),
            Kind::Messina => work.run::<Messina>(),
        }
    }

    /// The number of players the game takes.
    pub fn seats(self) -> Seats {
        match self {
            Kind::Rattus => Seats::of::<Rattus>(),
            Kind::Messina => Seats::of::<Messina>(),
        }
    }

    /// Reads the options given to `/new` (each game reads and checks its own).
    pub fn options(self, given: &[(String, String)]) -> Result<TableOptions, Msg> {
        TableOptions::given(self, given)
    }

    /// The options `/new` takes for this game, with what each means.
    pub fn option_words(self) -> Vec<(&'static str, Msg)> {
        match self {
            Kind::Rattus => Rattus::option_words(),
            Kind::Messina => Messina::option_words(),
        }
    }

    /// How to play the game.
    pub fn help(self) -> Vec<Msg> {
        match self {
            Kind::Rattus => Rattus::help(),
            Kind::Messina => Messina::help(),
        }
    }

    /// The game's image of one seat (Messina's estate), if it draws one.
    pub fn seat_picture(self, seat: Seat) -> Option<Picture> {
        match self {
            Kind::Rattus => Picture::of_seat::<Rattus>(seat),
            Kind::Messina => Picture::of_seat::<Messina>(seat),
        }
    }
}

/// The options of one game (its [`Game::Options`]), by game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameOptions {
    Rattus(rattus::Options),
    Messina(messina::Options),
}

/// The options a table was opened with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableOptions {
    pub game: GameOptions,
    /// The number of players `/new` fixed (`players=3`, `solo`), within the game's range.
    pub players: Option<usize>,
}

impl TableOptions {
    /// Reads the options given to `/new` (each game reads and checks its own; `language` is
    /// the table's and taken off before).
    pub fn given(kind: Kind, given: &[(String, String)]) -> Result<TableOptions, Msg> {
        fn read<G: Game>(given: &[(String, String)], wrap: fn(G::Options) -> GameOptions) -> Result<TableOptions, Msg> {
            let (options, players) = G::read_options(given)?;
            Ok(TableOptions { game: wrap(options), players })
        }
        match kind {
            Kind::Rattus => read::<Rattus>(given, GameOptions::Rattus),
            Kind::Messina => read::<Messina>(given, GameOptions::Messina),
        }
    }

    /// Reads stored options (as [`TableOptions::to_json`] writes them, and as every earlier
    /// version stored them: a game option left out is its default).
    pub fn read(kind: Kind, json: &str) -> Result<TableOptions, Unreadable> {
        fn read<G: Game>(json: &str, wrap: fn(G::Options) -> GameOptions) -> Result<TableOptions, Unreadable> {
            let stored: Stored<G::Options> = serde_json::from_str(json).map_err(|e| Unreadable(e.to_string()))?;
            if let Some(n) = stored.players.filter(|&n| !Seats::of::<G>().contains(n)) {
                let Seats { min, max } = Seats::of::<G>();
                return Err(Unreadable(format!("{n} players, the game takes {min} to {max}")));
            }
            Ok(TableOptions { game: wrap(stored.game), players: stored.players })
        }
        match kind {
            Kind::Rattus => read::<Rattus>(json, GameOptions::Rattus),
            Kind::Messina => read::<Messina>(json, GameOptions::Messina),
        }
    }

    /// The stored form, keys in alphabetical order.
    pub fn to_value(&self) -> serde_json::Value {
        let players = self.players;
        let value = match &self.game {
            GameOptions::Rattus(game) => serde_json::to_value(Stored { game, players }),
            GameOptions::Messina(game) => serde_json::to_value(Stored { game, players }),
        };
        value.expect("options serialise")
    }

    pub fn kind(&self) -> Kind {
        match self.game {
            GameOptions::Rattus(_) => Kind::Rattus,
            GameOptions::Messina(_) => Kind::Messina,
        }
    }

    pub fn to_json(&self) -> String {
        self.to_value().to_string()
    }

    /// The seats the table takes: exactly the players asked for at `/new`, or the game's range.
    pub fn seats(&self) -> Seats {
        self.players.map_or(self.kind().seats(), Seats::exactly)
    }

    /// The options of a stored game (unreadable ones are an error, never a default).
    pub(crate) fn stored(row: &crate::store::GameRow) -> Result<TableOptions, super::TableError> {
        TableOptions::read(row.kind, &row.options).map_err(|e| {
            tracing::error!("game {} has unreadable options {}: {e}", row.id, row.options);
            super::TableError::new("table.error.storage")
        })
    }
}

/// An image a game declares (`Game::PICTURES`, `Game::SEAT_PICTURE`): its name, and the seat
/// it shows for a seat's image.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Picture {
    pub name: &'static str,
    pub seat: Option<Seat>,
}

impl Picture {
    fn declared<G: Game>() -> Vec<Picture> {
        G::PICTURES.iter().map(|&name| Picture { name, seat: None }).collect()
    }

    fn of_seat<G: Game>(seat: Seat) -> Option<Picture> {
        G::SEAT_PICTURE.map(|name| Picture { name, seat: Some(seat) })
    }
}

/// What the last turn changed, in the terms of its game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Marks {
    Rattus(rattus::changes::Changes),
    Messina(messina::changes::Changes),
}

/// One loaded game state.
#[derive(Debug, Clone, PartialEq)]
pub enum Loaded {
    Rattus(Box<Rattus>),
    Messina(Box<Messina>),
}

macro_rules! each {
    ($self:expr, $g:ident => $e:expr) => {
        match $self {
            Loaded::Rattus($g) => $e,
            Loaded::Messina($g) => $e,
        }
    };
}

impl Loaded {
    /// A new game with a table's options.
    pub fn new(options: &TableOptions, players: usize, seed: u64) -> Result<Loaded, RuleError> {
        Ok(match &options.game {
            GameOptions::Rattus(o) => Loaded::Rattus(Box::new(Rattus::new(o, players, seed)?)),
            GameOptions::Messina(o) => Loaded::Messina(Box::new(Messina::new(o, players, seed)?)),
        })
    }

    pub fn from_json(kind: Kind, json: &str) -> Result<Loaded, serde_json::Error> {
        Ok(match kind {
            Kind::Rattus => Loaded::Rattus(serde_json::from_str(json)?),
            Kind::Messina => Loaded::Messina(serde_json::from_str(json)?),
        })
    }

    pub fn to_json(&self) -> String {
        each!(self, g => serde_json::to_string(g).expect("game states serialise"))
    }

    pub fn kind(&self) -> Kind {
        match self {
            Loaded::Rattus(_) => Kind::Rattus,
            Loaded::Messina(_) => Kind::Messina,
        }
    }

    pub fn prompt(&self) -> Option<Prompt> {
        each!(self, g => g.prompt())
    }

    /// Whether `text` is an action of this game in its notation (legal now or not).
    pub fn parses(&self, text: &str) -> bool {
        match self {
            Loaded::Rattus(_) => text.parse::<<Rattus as Game>::Action>().is_ok(),
            Loaded::Messina(_) => text.parse::<<Messina as Game>::Action>().is_ok(),
        }
    }

    /// The first words of this game's notation.
    pub fn verbs(&self) -> &'static [&'static str] {
        match self {
            Loaded::Rattus(_) => Rattus::VERBS,
            Loaded::Messina(_) => Messina::VERBS,
        }
    }

    /// Whether `seat` playing `notation` now ends their turn (the decision passes, the game
    /// ends) or cannot be taken back: tried on a copy, as the table would apply it.
    pub fn decisive(&self, seat: Seat, notation: &str) -> bool {
        let mut g = self.clone();
        match g.apply_text(seat, notation) {
            Ok(a) => a.turn_over || a.irreversible || g.prompt().map(|p| p.seat) != Some(seat),
            Err(_) => false,
        }
    }

    /// The notation of the action an AI player at `level` chooses for `seat` (see
    /// [`crate::ai::decide`]: it reads only what `seat` may see); `None` when `seat` is not to act.
    pub fn decide(&self, seat: Seat, level: crate::ai::Level, seed: u64) -> Option<String> {
        each!(self, g => crate::ai::decide(g.as_ref(), seat, level, seed).map(|a| a.to_string()))
    }

    pub fn apply_text(&mut self, seat: Seat, text: &str) -> Result<Applied, RuleError> {
        each!(self, g => g.apply_text(seat, text))
    }

    pub fn standings(&self) -> Option<Vec<Standing>> {
        each!(self, g => g.standings())
    }

    pub fn facts(&self) -> BTreeMap<String, String> {
        each!(self, g => g.facts())
    }

    pub fn turn_post(&self, lines: Vec<Msg>) -> Vec<Msg> {
        each!(self, g => g.turn_post(lines))
    }

    pub fn summary(&self, viewer: Option<Seat>) -> Vec<Msg> {
        each!(self, g => g.summary(viewer))
    }

    pub fn brief(&self, viewer: Option<Seat>) -> Vec<Msg> {
        each!(self, g => g.brief(viewer))
    }

    pub fn private_notes(&self, seat: Seat) -> Vec<Msg> {
        each!(self, g => g.private_notes(seat))
    }

    pub fn players(&self) -> usize {
        each!(self, g => g.players())
    }

    /// The seat whose turn comes after the current one, when the game can tell.
    pub fn next_turn(&self) -> Option<Seat> {
        each!(self, g => g.next_turn())
    }

    pub fn seat_name(&self, seat: Seat) -> Msg {
        match self {
            Loaded::Rattus(_) => Rattus::seat_name(seat),
            Loaded::Messina(_) => Messina::seat_name(seat),
        }
    }

    /// The public images of the game, in the order they are posted (as the game declares them).
    pub fn pictures(&self) -> Vec<Picture> {
        match self {
            Loaded::Rattus(_) => Picture::declared::<Rattus>(),
            Loaded::Messina(_) => Picture::declared::<Messina>(),
        }
    }

    /// The game's image of one seat (Messina's estate), if it draws one.
    pub fn seat_picture(&self, seat: Seat) -> Option<Picture> {
        self.kind().seat_picture(seat)
    }

    /// What the last turn changed, from `before` (the state when it began) to this state; `seat`
    /// took that turn. `None` when the two states are of different games.
    pub fn marks(&self, before: &Loaded, seat: Seat) -> Option<Marks> {
        match (self, before) {
            (Loaded::Rattus(g), Loaded::Rattus(b)) => {
                Some(Marks::Rattus(rattus::changes::Changes::between(&b.view(None), &g.view(None), seat)))
            }
            (Loaded::Messina(g), Loaded::Messina(b)) => {
                Some(Marks::Messina(messina::changes::Changes::between(&b.view(None), &g.view(None), seat)))
            }
            _ => None,
        }
    }

    /// One image, drawn and encoded: its file name and PNG bytes (`None` for a picture the game
    /// does not draw, such as a Rattus estate or an empty seat's). `marks` are the last turn's
    /// changes, marked on the image and told in its header.
    pub fn picture(
        &self,
        picture: Picture,
        names: &[String],
        marks: Option<&Marks>,
        words: render::words::Words,
    ) -> Option<(String, Vec<u8>)> {
        self.drawing(picture, names, marks, words).map(Drawing::png)
    }

    /// One image drawn, not yet encoded (see [`Loaded::picture`]): the table draws a post's
    /// images first and encodes them after, so that an idle core shares the encoding.
    pub fn drawing(
        &self,
        picture: Picture,
        names: &[String],
        marks: Option<&Marks>,
        words: render::words::Words,
    ) -> Option<Drawing> {
        let rattus_marks = match marks {
            Some(Marks::Rattus(m)) => Some(m),
            _ => None,
        };
        let messina_marks = match marks {
            Some(Marks::Messina(m)) => Some(m),
            _ => None,
        };
        let (name, canvas, encoding) = match (self, picture.name, picture.seat) {
            (Loaded::Rattus(g), "board", None) => (
                "board.png".into(),
                render::rattus::draw_in(words, &g.view(None), names, rattus_marks),
                render::rattus::ENCODING,
            ),
            (Loaded::Messina(g), "city", None) => (
                "city.png".into(),
                render::messina::draw_city_in(words, &g.view(None), names, messina_marks),
                render::messina::ENCODING,
            ),
            (Loaded::Messina(g), "scoring", None) => (
                "scoring.png".into(),
                render::messina::draw_scoring_in(words, &g.view(None), names, messina_marks),
                render::messina::ENCODING,
            ),
            (Loaded::Messina(g), "estate", Some(seat)) => {
                let colour = render::messina::colour_name(g.people.get(seat)?.colour);
                let canvas = render::messina::draw_estate_in(words, &g.view(None), seat, names, messina_marks);
                (format!("estate-{colour}.png"), canvas, render::messina::ENCODING)
            }
            _ => return None,
        };
        Some(Drawing { name, canvas, encoding })
    }

    /// A scenario position applied on top of a fresh setup.
    pub fn with_position(&mut self, position: &toml::Table) -> Result<(), String> {
        match self {
            Loaded::Rattus(g) => crate::games::rattus::scenario::apply_position(g, position),
            Loaded::Messina(g) => crate::games::messina::scenario::apply_position(g, position),
        }
    }

    /// The seat a scenario file names (a colour).
    pub fn seat_by_name(&self, name: &str) -> Result<Seat, String> {
        match self {
            Loaded::Rattus(g) => crate::games::rattus::scenario::seat_by_colour(name, g.players),
            Loaded::Messina(g) => crate::games::messina::scenario::seat_by_colour(name, g.players),
        }
    }
}

/// An image drawn and not yet encoded: its file name, the drawing and the game's encoding.
pub struct Drawing {
    pub name: String,
    canvas: render::canvas::Canvas,
    encoding: render::png::Encoding,
}

impl Drawing {
    /// The file name and PNG bytes.
    pub fn png(self) -> (String, Vec<u8>) {
        (self.name, self.canvas.png(self.encoding))
    }
}
