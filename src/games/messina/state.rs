//! The Messina 1347 game state.

use super::data::{data, Book, Class, Data, Term};
use crate::games::{GameRng, Seat};
use serde::{Deserialize, Serialize};

pub use super::city::{City, Docked, HexState, Pile};
pub(crate) use super::city::{HexSpots, StepsFrom};
pub use super::discs::Discs;
pub use super::estate::{CitizenAt, Estate, Hut, OwnedWagon, OwnedWorkshop};
pub use super::order::Order;
pub use super::pieces::{Citizen, Place, Side};
pub use super::purse::{Purse, Resource};
pub use super::retinue::{Lieutenant, Overseer, Retinue};
pub use super::tiles::{TileKind, Tiles};

/// One player's estate and holdings. Read from the saved games' flat keys; written back in their
/// order by [`SavedPlayer`].
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Player {
    /// Index into the data's player colours.
    pub colour: usize,
    /// Coins, wood, fire, big fire and rats (M-S0): changed only through `gain` and `pay`.
    #[serde(flatten)]
    purse: Purse<u32>,
    /// The discs on the score track and the books (M-S24, M-S25, M-R11).
    #[serde(flatten)]
    pub discs: Discs,
    /// The squares, huts, workshops, wagons and ships, and the board's side b (M-A1, M-A5).
    #[serde(flatten)]
    pub estate: Estate,
    /// The lieutenants, overseers, scroll cubes, repopulation tiles and waiting actions (M-S17
    /// to M-S20, M-T75).
    #[serde(flatten)]
    pub retinue: Retinue,
}

impl Player {
    /// A player of colour `colour` as set up (M-S17 to M-S22): no tokens, discs on the books'
    /// first spaces, an empty estate on side a, and the retinue as set up (3 lieutenants in the
    /// estate and 2 in the general supply, the repopulation tiles beside the board).
    pub fn new(colour: usize, d: &Data) -> Player {
        Player {
            colour,
            purse: Purse::default(),
            discs: Discs::default(),
            estate: Estate::new(d),
            retinue: Retinue::new(d),
        }
    }

    /// The space of the disc on book `b` (1 = start).
    #[inline]
    pub fn book(&self, b: Book) -> u8 {
        self.discs.book(b)
    }

    /// Points on the score track (M-E10).
    #[inline]
    pub fn points(&self) -> i32 {
        self.discs.points()
    }

    /// Fire tokens counted for the popularity tie-break: big fire counts 2 (M-E4).
    pub fn fire_value(&self) -> u32 {
        self.held(Resource::Fire) + 2 * self.held(Resource::BigFire)
    }

    /// How many of `r` the player holds.
    #[inline]
    pub fn held(&self, r: Resource) -> u32 {
        self.purse.get(r)
    }

    /// Every resource the player holds.
    #[inline]
    pub fn purse(&self) -> &Purse<u32> {
        &self.purse
    }

    /// Gains `n` of `r` (no limit, M-S0, M-T27).
    #[inline]
    pub fn gain(&mut self, r: Resource, n: u32) {
        self.purse.add(r, n);
    }

    /// Pays `n` of `r`, which the player holds (checked in debug builds).
    #[inline]
    pub fn pay(&mut self, r: Resource, n: u32) {
        self.purse.take(r, n);
    }

    /// Sets the count of `r`, for a position written by hand (scenarios, tests).
    pub fn set_held(&mut self, r: Resource, n: u32) {
        self.purse.set(r, n);
    }
}

/// A player as the saved games write it: one flat object whose keys keep the order they had
/// before the player was split into parts (the estate's side b comes last, after the scroll
/// board's tracks). Only written; a player is read through its parts' flattened keys.
#[derive(Serialize)]
struct SavedPlayer<'a> {
    colour: usize,
    #[serde(flatten)]
    purse: &'a Purse<u32>,
    #[serde(flatten)]
    discs: &'a Discs,
    squares: &'a [Option<Citizen>],
    huts: &'a [Hut],
    workshops: &'a [OwnedWorkshop],
    wagons: &'a [OwnedWagon],
    ships: &'a [usize],
    scroll: &'a [u8],
    overseers: &'a [Overseer],
    lieutenants: &'a [Lieutenant],
    repop_left: u8,
    deferred: &'a [Term],
    board_b: Option<usize>,
    once_used: &'a [usize],
    scroll_b: Option<usize>,
}

impl Serialize for Player {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (e, r) = (&self.estate, &self.retinue);
        SavedPlayer {
            colour: self.colour,
            purse: &self.purse,
            discs: &self.discs,
            squares: e.squares(),
            huts: e.huts(),
            workshops: e.workshops(),
            wagons: e.wagons(),
            ships: e.ships(),
            scroll: r.scroll(),
            overseers: r.overseers(),
            lieutenants: r.lieutenants(),
            repop_left: r.repop_left(),
            deferred: r.deferred(),
            board_b: e.board_b(),
            once_used: e.once_used(),
            scroll_b: r.scroll_b(),
        }
        .serialize(s)
    }
}

/// A decision term waiting in a turn's action step, and where it came from.
pub type Pending = Vec<Term>;

/// What the acting player is deciding inside the action step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sub {
    /// Choose one option of an `X / Y` action (M-T28).
    Option {
        options: Vec<Vec<Term>>,
    },
    /// Choose an overseer for an advance, a flip, or a flip-and-advance.
    Overseer {
        term: Term,
    },
    /// Choose the branch on the advance entering space 2 (M-T44).
    Branch {
        class: Class,
        steps: u8,
    },
    /// Overseer(skip): one step or two.
    Steps {
        class: Class,
    },
    /// Activate citizens: buckets of squares with how many may still be activated from each.
    Activate {
        buckets: Vec<(Vec<usize>, u8)>,
        done: Vec<usize>,
    },
    /// Build (M-T51): rotation first, then one option.
    Build {
        rotated: bool,
    },
    /// Pay for a tile rotation of huts (`true`) or workshops (`false`).
    RotatePay {
        huts: bool,
    },
    /// Place a hut upgrade tile on an un-upgraded hut.
    HutOn {
        tile: usize,
    },
    /// Repopulation: the citizens still to give, then the lieutenant (M-T57).
    Repop {
        hex: usize,
        needs: Vec<(Class, bool)>,
        lieutenant: bool,
    },
    UpgradeCitizen,
    Scroll,
    BookChoice,
    HexCopy,
    /// Move a square's citizen into one of several empty workshops.
    Staff {
        square: usize,
    },
}

/// The steps of a hex or ship turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Choose which unused lieutenant to send (only when several places are possible).
    Lieutenant,
    /// Choose where it goes (M-T6 to M-T11, M-T36).
    Destination { lt: usize },
    /// Rescue the hex's citizens one at a time (M-T13 to M-T16).
    Rescue { queue: Vec<Class>, quarantine: bool },
    /// Fight the plague on the chosen hex (M-T17 to M-T22).
    Fight,
    /// Fight or decline a ship's cube (M-T39).
    ShipFight { ship: usize },
    /// The action step (M-T23 to M-T25, M-T40).
    Actions,
}

/// How the hex action of this turn was used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum HexUse {
    /// Neither the action nor repopulation yet.
    Open,
    Done,
    /// No hex action this turn (ship turns).
    None,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: Seat,
    pub step: Step,
    /// Where the lieutenant stands this turn.
    pub at: Option<Place>,
    pub hex_use: HexUse,
    pub pending: Pending,
    pub sub: Option<Sub>,
    /// Cubes removed this turn (for the log).
    pub removed: u8,
    /// Popularity-book actions reached while fighting: they arrive for the action step (M-T20,
    /// M-T24, M-T71).
    #[serde(default)]
    pub held: Vec<Term>,
}

/// Production and quarantine for one player at the end of a round (M-R1 to M-R5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndWork {
    pub seat: Seat,
    /// Production happened (before it, the player may staff workshops, M-R4).
    pub produced: bool,
    pub pending: Pending,
    pub sub: Option<Sub>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Turn(Turn),
    /// Production in turn order; `index` into the turn order.
    Production {
        index: usize,
        work: EndWork,
    },
    /// Quarantine: citizens leaving slot II choose a square or workshop (M-R5); `sub` is a
    /// citizen moving into a workshop to make room (M-T68).
    Quarantine {
        queue: Vec<(Seat, Citizen)>,
        #[serde(default)]
        sub: Option<Sub>,
    },
    Over,
}

/// Game options chosen at `/new`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Replace the round table's priority column with the book-priority tile (M-S16).
    #[serde(default)]
    pub priority_tile: bool,
    /// Player boards: side a, or the asymmetric side b of the advanced variant (M-A1, M-A5).
    #[serde(default)]
    pub boards: Side,
    /// Scroll boards: side a, or side b dealt at random (M-A2, M-A7).
    #[serde(default)]
    pub scrolls: Side,
}

impl Options {
    /// The advanced variant: b sides (M-A1 to M-A3; mixing the sides is allowed, untested).
    pub fn advanced(&self) -> bool {
        self.boards == Side::B || self.scrolls == Side::B
    }
}

/// The options of `/new`: `players=N` (1 to 4), `solo` (one player against the automa),
/// `variant=base|advanced`, `boards=a|b`, `scrolls=a|b`, `priority_tile=on|off`.
pub fn read_options(given: &[(String, String)]) -> Result<(Options, Option<usize>), crate::games::Msg> {
    use crate::games::{read_players, unknown_option, Msg};
    let mut o = Options::default();
    let mut players: Option<usize> = None;
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
    for (k, v) in given {
        let (k, v) = (k.trim().to_lowercase(), v.trim().to_lowercase());
        let bad = || unknown_option(&k, &v);
        let seats = match (k.as_str(), v.as_str()) {
            ("players", "solo") | ("solo", "") => Some(1),
            ("players", n) => Some(read_players::<Messina>(n)?),
            ("priority_tile", v) => {
                o.priority_tile = on(v).ok_or_else(bad)?;
                None
            }
            ("variant", "base") => {
                (o.boards, o.scrolls) = (Side::A, Side::A);
                None
            }
            ("variant", "advanced") => {
                (o.boards, o.scrolls) = (Side::B, Side::B);
                None
            }
            ("boards", v) => {
                o.boards = side(v).ok_or_else(bad)?;
                None
            }
            ("scrolls", v) => {
                o.scrolls = side(v).ok_or_else(bad)?;
                None
            }
            _ => return Err(bad()),
        };
        if let Some(n) = seats {
            if players.is_some_and(|p| p != n) {
                return Err(
                    Msg::new("options.conflict").text("option", if v.is_empty() { k } else { format!("{k}={v}") })
                );
            }
            players = Some(n);
        }
    }
    Ok((o, players))
}

/// The automa of the solo game (M-P1 to M-P15).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Automa {
    /// Face-down solo tiles; the top is the last.
    pub pile: Vec<usize>,
    /// Tiles revealed this round whose hex was not available (M-P7).
    pub skipped: Vec<usize>,
    /// Tiles that placed a lieutenant this round.
    pub used: Vec<usize>,
    /// Lieutenants still to place this round (M-P4).
    pub left: u8,
    /// Where the automa's lieutenants stand this round; they block like any standing figure.
    pub standing: Vec<Place>,
    /// The automa's disc on the popularity book, and its stacking order (M-P2, M-P9).
    pub pop: u8,
    pub pop_seq: u32,
    /// The automa takes the next turn (M-P6).
    pub next: bool,
    /// The tiles its actions took out of the game (M-P8).
    #[serde(default)]
    pub taken: Taken,
}

/// Tiles the automa took, by kind (indices into the data's lists).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Taken {
    pub ships: Vec<usize>,
    pub wagons: Vec<usize>,
    pub workshops: Vec<usize>,
    pub huts: Vec<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Messina {
    pub players: usize,
    pub options: Options,
    /// The city: its hexes, plague cubes, wheel, docks and ships (saved as the fields they were
    /// before).
    #[serde(flatten)]
    pub city: City,
    /// The hut-upgrade, workshop and wagon stacks (saved as the fields they were before).
    #[serde(flatten)]
    pub tiles: Tiles,
    /// The round, the turn order and the disc-stacking counter (saved as the fields they were
    /// before).
    #[serde(flatten)]
    pub order: Order,
    pub people: Vec<Player>,
    pub phase: Phase,
    pub rng: GameRng,
    /// The automa, in a solo game.
    #[serde(default)]
    pub automa: Option<Automa>,
}

impl Messina {
    /// The places standing lieutenants block (M-T6), the automa's included, gathered once for
    /// many questions.
    pub fn standing(&self) -> Standing {
        let mut s = Standing(0);
        for l in self.people.iter().flat_map(|p| p.retinue.lieutenants()) {
            if let Lieutenant::Messina { at, standing: true } = l {
                s.0 |= Standing::bit(*at);
            }
        }
        for &at in self.automa.iter().flat_map(|a| &a.standing) {
            s.0 |= Standing::bit(at);
        }
        s
    }

    /// Whether a standing lieutenant blocks a hex or port (M-T6), the automa's included.
    /// Docks are never blocked (M-T38).
    pub fn blocked(&self, p: Place) -> bool {
        self.standing().blocks(p)
    }

    pub fn solo(&self) -> bool {
        self.automa.is_some()
    }

    /// The round's entry of the round overview table.
    pub fn round_info(&self) -> &'static super::data::Round {
        data().rounds_for(self.players as u8).and_then(|t| t.round(self.order.round())).expect("rounds I–VI exist")
    }

    /// The seat whose decision the game waits for.
    pub fn to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Turn(t) => Some(t.seat),
            Phase::Production { work, .. } => Some(work.seat),
            Phase::Quarantine { queue, .. } => queue.first().map(|q| q.0),
            Phase::Over => None,
        }
    }
}

/// The hexes and ports standing lieutenants block (see [`Messina::standing`]): one bit per hex,
/// then one per port.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing(u64);

impl Standing {
    pub(crate) const PORTS: usize = super::city::MAX_HEXES;

    fn bit(p: Place) -> u64 {
        match p {
            Place::Hex(h) if h < Self::PORTS => 1 << h,
            Place::Port(i) if i < 64 - Self::PORTS => 1 << (Self::PORTS + i),
            Place::Dock(_) => 0,
            _ => panic!("more hexes or ports than the blocked set holds: {p:?}"),
        }
    }

    /// Whether a standing lieutenant blocks `p`; docks are never blocked (M-T38).
    pub fn blocks(self, p: Place) -> bool {
        self.0 & Self::bit(p) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A player is saved as the flat keys of the saved games, in their order, and reads back the
    /// same: every part's keys (purse, discs, estate, retinue) are written and read under one
    /// name (M-S17 to M-S22 as set up, with a b board, a used one-time square and a b scroll).
    #[test]
    fn a_player_saves_in_the_saved_key_order_and_reads_back() {
        let d = data();
        let mut p = Player::new(2, d);
        p.estate.deal_board_b(1);
        let once = d.estate.boards_b[1].once_squares()[0];
        assert!(p.estate.use_square(once));
        p.retinue.deal_scroll_b(0);
        p.retinue.place_repop_tile();
        p.gain(Resource::Wood, 3);
        let json = serde_json::to_string(&p).unwrap();
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        let keys: Vec<&str> = value.as_object().unwrap().keys().map(String::as_str).collect();
        let saved = [
            "colour",
            "coins",
            "wood",
            "fire",
            "bigfire",
            "rats",
            "points",
            "score_seq",
            "books",
            "book_seq",
            "squares",
            "huts",
            "workshops",
            "wagons",
            "ships",
            "scroll",
            "overseers",
            "lieutenants",
            "repop_left",
            "deferred",
            "board_b",
            "once_used",
            "scroll_b",
        ];
        let mut sorted = saved;
        sorted.sort_unstable();
        assert_eq!(keys, sorted, "serde_json's map sorts keys; the order is held by the text below");
        let order: Vec<usize> = saved.iter().map(|k| json.find(&format!("\"{k}\":")).unwrap()).collect();
        assert!(order.windows(2).all(|w| w[0] < w[1]), "keys in the saved order: {json}");
        assert_eq!(serde_json::from_str::<Player>(&json).unwrap(), p);
        assert_eq!(
            (value["board_b"].as_u64(), value["scroll_b"].as_u64(), value["repop_left"].as_u64()),
            (Some(1), Some(0), Some(4))
        );
    }

    /// Nothing of a player is lost in saving: the saved object holds every key of every part,
    /// as each part writes itself (a field added to the estate or the retinue and not to
    /// `SavedPlayer` fails here), with the same values.
    #[test]
    fn a_saved_player_holds_every_key_of_every_part() {
        let d = data();
        let mut p = Player::new(1, d);
        p.estate.deal_board_b(0);
        p.retinue.deal_scroll_b(1);
        p.gain(Resource::Coins, 2);
        let saved = serde_json::to_value(&p).unwrap();
        let saved = saved.as_object().unwrap();
        let mut parts = serde_json::Map::new();
        parts.insert("colour".into(), serde_json::json!(p.colour));
        for part in [
            serde_json::to_value(p.purse()).unwrap(),
            serde_json::to_value(&p.discs).unwrap(),
            serde_json::to_value(&p.estate).unwrap(),
            serde_json::to_value(&p.retinue).unwrap(),
        ] {
            for (k, v) in part.as_object().unwrap() {
                assert!(parts.insert(k.clone(), v.clone()).is_none(), "two parts write {k}");
            }
        }
        assert_eq!(saved, &parts);
    }

    /// Saved games from before the advanced variant have no side b keys: side a (M-S21).
    #[test]
    fn m_s21_a_player_without_side_b_keys_plays_side_a() {
        let p = Player::new(0, data());
        let mut value = serde_json::to_value(&p).unwrap();
        for k in ["board_b", "once_used", "scroll_b"] {
            value.as_object_mut().unwrap().remove(k);
        }
        assert_eq!(serde_json::from_value::<Player>(value).unwrap(), p);
    }
}
