//! The games the table hosts, behind one enum: loading, saving and dispatching to the engines.

use crate::games::messina::{Messina, Side};
use crate::games::rattus::Rattus;
use crate::games::{Applied, Game, Msg, Prompt, RuleError, Seat, Standing};
use crate::render;
use std::collections::BTreeMap;

/// A kind of game the table can host.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Rattus,
    Messina,
}

impl Kind {
    pub const ALL: [Kind; 2] = [Kind::Messina, Kind::Rattus];

    pub fn parse(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name.trim().to_lowercase())
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Rattus => Rattus::KIND,
            Kind::Messina => Messina::KIND,
        }
    }

    pub fn seats(self) -> (usize, usize) {
        match self {
            Kind::Rattus => (Rattus::MIN_PLAYERS, Rattus::MAX_PLAYERS),
            Kind::Messina => (Messina::MIN_PLAYERS, Messina::MAX_PLAYERS),
        }
    }

    /// Checks the options given to `/new` (`key=value` pairs) and returns them as JSON. Every
    /// game takes `players=N` (the lobby then starts with exactly N); Messina also takes
    /// `variant=base|advanced`, `boards=a|b`, `scrolls=a|b` and `priority_tile=on|off`.
    pub fn options(self, given: &[(String, String)]) -> Result<String, Msg> {
        let unknown = |k: &str, v: &str| Msg::new("table.error.unknown-option").text("option", format!("{k}={v}"));
        let mut json = serde_json::Map::new();
        let mut messina = crate::games::messina::Options::default();
        for (k, v) in given {
            let (k, v) = (k.trim().to_lowercase(), v.trim().to_lowercase());
            if k == "players" {
                let (min, max) = self.seats();
                let n = v.parse::<usize>().ok().filter(|n| (min..=max).contains(n)).ok_or_else(|| {
                    Msg::new("table.error.players")
                        .num("min", min as i64)
                        .num("max", max as i64)
                        .text("given", v.clone())
                })?;
                json.insert("players".into(), n.into());
                continue;
            }
            if self != Kind::Messina {
                return Err(unknown(&k, &v));
            }
            let on = |v: &str| match v {
                "on" | "yes" | "true" => Some(true),
                "off" | "no" | "false" => Some(false),
                _ => None,
            };
            let side = |v: &str| match v {
                "a" => Some(Side::A),
                "b" => Some(Side::B),
                _ => None,
            };
            match k.as_str() {
                "priority_tile" => messina.priority_tile = on(&v).ok_or_else(|| unknown(&k, &v))?,
                "variant" => {
                    let s = match v.as_str() {
                        "base" => Side::A,
                        "advanced" => Side::B,
                        _ => return Err(unknown(&k, &v)),
                    };
                    (messina.boards, messina.scrolls) = (s, s);
                }
                "boards" => messina.boards = side(&v).ok_or_else(|| unknown(&k, &v))?,
                "scrolls" => messina.scrolls = side(&v).ok_or_else(|| unknown(&k, &v))?,
                _ => return Err(unknown(&k, &v)),
            }
        }
        if self == Kind::Messina {
            if let serde_json::Value::Object(o) = serde_json::to_value(&messina).expect("options serialise") {
                json.extend(o);
            }
        }
        Ok(serde_json::Value::Object(json).to_string())
    }

    /// The seats a table with these stored options takes: the game's range, or exactly the
    /// `players` asked for at `/new`.
    pub fn seat_range(self, options: &str) -> (usize, usize) {
        let fixed = serde_json::from_str::<serde_json::Value>(options)
            .ok()
            .and_then(|v| v.get("players").and_then(|n| n.as_u64()))
            .map(|n| n as usize);
        match fixed {
            Some(n) => (n, n),
            None => self.seats(),
        }
    }
}

/// An image a game can draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Picture {
    /// Rattus: the map.
    Board,
    /// Messina: the city.
    City,
    /// Messina: the scoring board.
    Scoring,
    /// Messina: one player's estate.
    Estate(Seat),
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
    pub fn new(kind: Kind, options: &str, players: usize, seed: u64) -> Result<Loaded, RuleError> {
        Ok(match kind {
            Kind::Rattus => {
                let o = serde_json::from_str(options).unwrap_or_default();
                Loaded::Rattus(Box::new(Rattus::new(&o, players, seed)?))
            }
            Kind::Messina => {
                let o = serde_json::from_str(options).unwrap_or_default();
                Loaded::Messina(Box::new(Messina::new(&o, players, seed)?))
            }
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

    pub fn apply_text(&mut self, seat: Seat, text: &str) -> Result<Applied, RuleError> {
        each!(self, g => g.apply_text(seat, text))
    }

    pub fn standings(&self) -> Option<Vec<Standing>> {
        each!(self, g => g.standings())
    }

    pub fn facts(&self) -> BTreeMap<String, String> {
        each!(self, g => g.facts())
    }

    pub fn summary(&self, viewer: Option<Seat>) -> Vec<Msg> {
        each!(self, g => g.summary(viewer))
    }

    pub fn private_notes(&self, seat: Seat) -> Vec<Msg> {
        each!(self, g => g.private_notes(seat))
    }

    pub fn players(&self) -> usize {
        each!(self, g => g.players())
    }

    pub fn seat_name(&self, seat: Seat) -> Msg {
        match self {
            Loaded::Rattus(_) => Rattus::seat_name(seat),
            Loaded::Messina(_) => Messina::seat_name(seat),
        }
    }

    /// The public images of the game, in the order they are posted.
    pub fn pictures(&self) -> Vec<Picture> {
        match self {
            Loaded::Rattus(_) => vec![Picture::Board],
            Loaded::Messina(_) => vec![Picture::City, Picture::Scoring],
        }
    }

    /// One image, drawn and encoded: its file name and PNG bytes (`None` for a picture the game
    /// does not draw, such as a Rattus estate or an empty seat's).
    pub fn picture(&self, picture: Picture, names: &[String]) -> Option<(String, Vec<u8>)> {
        match (self, picture) {
            (Loaded::Rattus(g), Picture::Board) => {
                Some(("board.png".into(), render::rattus::board(&g.view(None), names)))
            }
            (Loaded::Messina(g), Picture::City) => {
                Some(("city.png".into(), render::messina::city(&g.view(None), names)))
            }
            (Loaded::Messina(g), Picture::Scoring) => {
                Some(("scoring.png".into(), render::messina::scoring(&g.view(None), names)))
            }
            (Loaded::Messina(g), Picture::Estate(seat)) => {
                let colour = render::messina::colour_name(g.people.get(seat)?.colour);
                Some((format!("estate-{colour}.png"), render::messina::estate(&g.view(None), seat, names)))
            }
            _ => None,
        }
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
