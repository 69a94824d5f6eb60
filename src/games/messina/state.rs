//! The Messina 1347 game state.

use super::data::{data, Book, Class, Spot, Term};
use crate::games::{GameRng, Seat};
use serde::{Deserialize, Serialize};

pub use super::pieces::{Citizen, Place, Side};
pub use super::tiles::{TileKind, Tiles};

/// Where one of a player's citizens is, for choices that name a citizen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CitizenAt {
    Square(usize),
    Workshop(usize),
    Hut(usize),
}

/// A quarantine hut (M-T15): one citizen at most, on slot I or II.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hut {
    pub upgrade: Option<usize>,
    pub citizen: Option<Citizen>,
    /// 1 or 2 while a citizen is there.
    pub slot: u8,
}

/// A workshop a player built.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnedWorkshop {
    pub tile: usize,
    pub citizen: Option<Citizen>,
    /// A late workshop gave its one-time reward and lies face down (M-T66).
    pub rewarded: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnedWagon {
    pub tile: usize,
    /// Turned face down for a repopulation this round (M-T57, M-R25).
    pub used: bool,
}

/// An overseer on its path: position 0 is the start space, 6 the centre.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Overseer {
    pub pos: u8,
    /// The branch index (into the data's branches) once chosen (M-T44).
    pub branch: Option<usize>,
    pub upgraded: bool,
}

/// Where a lieutenant is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Lieutenant {
    /// Still in the general supply: gained only through the city book (M-S18).
    Supply,
    /// In the estate; `used` once recalled this round (M-T35).
    Estate { used: bool },
    /// In Messina: standing (used this round) or lying (from an earlier round) (M-T6, M-T8).
    Messina { at: Place, standing: bool },
    /// Sacrificed in a repopulation: out for good, but still owned (M-T59).
    Boxed,
}

/// One player's estate and holdings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Index into the data's player colours.
    pub colour: usize,
    pub coins: u32,
    pub wood: u32,
    pub fire: u32,
    pub bigfire: u32,
    pub rats: u32,
    /// Points on the score track (unbounded, M-E10).
    pub points: i32,
    /// Stacking order on the score track: higher is on top (M-R11).
    pub score_seq: u32,
    /// Disc positions on the popularity, city and church books (space 1 = start).
    pub books: [u8; 3],
    pub book_seq: [u32; 3],
    /// Citizens on the 18 sector squares, by square index.
    pub squares: Vec<Option<Citizen>>,
    pub huts: Vec<Hut>,
    pub workshops: Vec<OwnedWorkshop>,
    pub wagons: Vec<OwnedWagon>,
    pub ships: Vec<usize>,
    /// Scroll cube levels, one per track (left, middle, right).
    pub scroll: Vec<u8>,
    /// Overseers by class index (CR, AR, NU).
    pub overseers: Vec<Overseer>,
    pub lieutenants: Vec<Lieutenant>,
    pub repop_left: u8,
    /// Book-space actions gained during production, usable next turn (M-T75).
    pub deferred: Vec<Term>,
    /// Player board side b (advanced variant), by index into the data's b boards.
    #[serde(default)]
    pub board_b: Option<usize>,
    /// One-time squares already used (advanced variant, M-A5).
    #[serde(default)]
    pub once_used: Vec<usize>,
    /// Scroll board side b (advanced variant), by index into the data's b scroll boards.
    #[serde(default)]
    pub scroll_b: Option<usize>,
}

impl Player {
    pub fn book(&self, b: Book) -> u8 {
        self.books[b.index()]
    }

    /// Lieutenants owned: every figure not still in the general supply (M-T69).
    pub fn lieutenants_owned(&self) -> u32 {
        self.lieutenants.iter().filter(|l| !matches!(l, Lieutenant::Supply)).count() as u32
    }

    /// Lieutenants that may still take a turn this round.
    pub fn unused(&self) -> impl Iterator<Item = (usize, &Lieutenant)> {
        self.lieutenants.iter().enumerate().filter(|(_, l)| {
            matches!(l, Lieutenant::Estate { used: false } | Lieutenant::Messina { standing: false, .. })
        })
    }

    pub fn has_unused(&self) -> bool {
        self.unused().next().is_some()
    }

    /// Fire tokens counted for the popularity tie-break: big fire counts 2 (M-E4).
    pub fn fire_value(&self) -> u32 {
        self.fire + 2 * self.bigfire
    }

    pub fn citizen(&self, at: CitizenAt) -> Option<Citizen> {
        match at {
            CitizenAt::Square(s) => self.squares[s],
            CitizenAt::Workshop(w) => self.workshops[w].citizen,
            CitizenAt::Hut(h) => self.huts[h].citizen,
        }
    }

    pub fn citizen_mut(&mut self, at: CitizenAt) -> &mut Option<Citizen> {
        match at {
            CitizenAt::Square(s) => &mut self.squares[s],
            CitizenAt::Workshop(w) => &mut self.workshops[w].citizen,
            CitizenAt::Hut(h) => &mut self.huts[h].citizen,
        }
    }
}

/// A district hex's pieces.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HexState {
    pub cubes: u8,
    /// Plain citizens waiting to be rescued, by class.
    pub citizens: Vec<Class>,
    /// The owner of the repopulation tile.
    pub repop: Option<Seat>,
}

/// A ship at a dock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Docked {
    pub ship: usize,
    pub cube: bool,
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
    /// Index into the data's layouts.
    pub layout: usize,
    /// The district hex in each start slot.
    pub slots: Vec<usize>,
    /// The district hex in each expansion location X1–X6, once placed.
    pub expansions: Vec<Option<usize>>,
    /// Every district hex's pieces (indexed like the data's hexes).
    pub hexes: Vec<HexState>,
    /// Face-down expansion stack; the top is the last element.
    pub expansion_stack: Vec<usize>,
    /// Plague cubes in the supply (M-S7).
    pub cubes: u8,
    /// The wheel position shown in the window.
    pub wheel: usize,
    /// Docking tiles still in the pile; the top is the last.
    pub docking_pile: Vec<usize>,
    /// Ships at each dock's 3 spaces.
    pub docks: Vec<Vec<Option<Docked>>>,
    /// The ship stack; the top is the last.
    pub ship_stack: Vec<usize>,
    /// The hut-upgrade, workshop and wagon stacks (saved as the fields they were before).
    #[serde(flatten)]
    pub tiles: Tiles,
    /// Round I–VI.
    pub round: u8,
    /// Turn order for this round.
    pub turn_order: Vec<Seat>,
    /// Whose turn in the turn order is next.
    pub order_index: usize,
    /// Counter for stacking discs (books, score track).
    pub seq: u32,
    pub people: Vec<Player>,
    pub phase: Phase,
    pub rng: GameRng,
    /// The automa, in a solo game.
    #[serde(default)]
    pub automa: Option<Automa>,
}

impl Messina {
    pub fn layout(&self) -> &'static super::data::Layout {
        &data().layouts[self.layout]
    }

    /// The layout spot of a place in play (docks have none).
    pub fn spot_of(&self, p: Place) -> Option<Spot> {
        match p {
            Place::Hex(h) => {
                if let Some(i) = self.slots.iter().position(|&x| x == h) {
                    return Some(Spot::Slot(i));
                }
                self.expansions.iter().position(|&x| x == Some(h)).map(Spot::Expansion)
            }
            Place::Port(p) => Some(Spot::Port(p)),
            Place::Dock(_) => None,
        }
    }

    /// [`Self::spot_of`] of every district hex, gathered once for many questions.
    pub(crate) fn hex_spots(&self) -> HexSpots {
        let (layout, index) = (self.layout(), super::geometry::spot_index);
        let hexes = data().hexes.len();
        assert!(hexes <= HexSpots::MAX, "more hexes than a hex's spots hold: {hexes}");
        let mut spots = [HexSpots::OUT; HexSpots::MAX];
        let expansions = self.expansions.iter().enumerate().filter_map(|(x, h)| Some((Spot::Expansion(x), (*h)?)));
        let slots = self.slots.iter().enumerate().map(|(i, &h)| (Spot::Slot(i), h));
        // expansions first, so that a hex's slot stands as spot_of finds it first
        for (spot, h) in expansions.rev().chain(slots.rev()) {
            spots[h] = index(layout, spot) as u8;
        }
        HexSpots { spots, hexes: hexes as u8 }
    }

    /// The place at a layout spot, if a tile lies there.
    pub fn place_at(&self, s: Spot) -> Option<Place> {
        match s {
            Spot::Slot(i) => Some(Place::Hex(self.slots[i])),
            Spot::Port(p) => Some(Place::Port(p)),
            Spot::Expansion(x) => self.expansions[x].map(Place::Hex),
        }
    }

    /// District hexes in Messina.
    pub fn hexes_in_play(&self) -> smallvec::SmallVec<[usize; 24]> {
        self.slots.iter().chain(self.expansions.iter().flatten()).copied().collect()
    }

    pub fn in_play(&self, p: Place) -> bool {
        match p {
            Place::Hex(h) => self.spot_of(Place::Hex(h)).is_some(),
            Place::Port(_) | Place::Dock(_) => true,
        }
    }

    fn filled_mask(&self) -> usize {
        (0..self.expansions.len()).filter(|&x| self.expansions[x].is_some()).map(|x| 1 << x).sum()
    }

    /// The layout spot a place is measured from, and the steps it lies beyond it: a dock is one
    /// step beyond its port (M-T9).
    pub(crate) fn spot_and_extra(&self, p: Place) -> Option<(Spot, u32)> {
        match p {
            Place::Dock(k) => Some((Spot::Port(data().docks[k].port_idx), 1)),
            other => Some((self.spot_of(other)?, 0)),
        }
    }

    /// Steps from a place to every other, looked up once for many targets.
    pub fn steps_from(&self, a: Place) -> Option<StepsFrom> {
        let (spot, extra) = self.spot_and_extra(a)?;
        let row = super::geometry::steps_from(self.layout, self.filled_mask(), spot);
        Some(StepsFrom { from: a, extra, row })
    }

    /// Steps between two places (M-T9): a dock is one step beyond its port.
    pub fn distance(&self, a: Place, b: Place) -> Option<u32> {
        self.steps_from(a)?.to(self, b)
    }

    /// The places standing lieutenants block (M-T6), the automa's included, gathered once for
    /// many questions.
    pub fn standing(&self) -> Standing {
        let mut s = Standing(0);
        for l in self.people.iter().flat_map(|p| &p.lieutenants) {
            if let Lieutenant::Messina { at, standing: true } = l {
                s.0 |= Standing::bit(*at);
            }
        }
        for &at in self.automa.iter().flat_map(|a| &a.standing) {
            s.0 |= Standing::bit(at);
        }
        s
    }

    /// Places sharing an edge with a hex (for big fire's adjacent removal, M-T19).
    pub fn adjacent_hexes(&self, h: usize) -> smallvec::SmallVec<[usize; 6]> {
        let Some(spot) = self.spot_of(Place::Hex(h)) else { return Default::default() };
        super::geometry::neighbours(self.layout, spot)
            .iter()
            .filter_map(|&s| match self.place_at(s) {
                Some(Place::Hex(x)) => Some(x),
                _ => None,
            })
            .collect()
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
        data().rounds_for(self.players as u8).and_then(|t| t.round(self.round)).expect("rounds I–VI exist")
    }

    pub fn next_seq(&mut self) -> u32 {
        self.seq += 1;
        self.seq
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

/// The steps from one place to every spot of the city (see [`Messina::steps_from`]).
pub struct StepsFrom {
    from: Place,
    extra: u32,
    row: &'static [u8],
}

impl StepsFrom {
    /// Steps to `b`, if it is in the city and can be reached.
    pub fn to(&self, g: &Messina, b: Place) -> Option<u32> {
        let (spot, extra) = g.spot_and_extra(b)?;
        self.to_index(b, super::geometry::spot_index(g.layout(), spot), extra)
    }

    /// Steps to `b`, found at the spot of [`super::geometry::spot_index`] `index` and `extra`
    /// steps beyond it.
    pub fn to_index(&self, b: Place, index: usize, extra: u32) -> Option<u32> {
        if self.from == b {
            return Some(0);
        }
        let d = self.row[index];
        (d != super::geometry::UNREACHABLE).then(|| d as u32 + self.extra + extra)
    }
}

/// Where each district hex lies in the city, by hex, as the [`super::geometry::spot_index`] of
/// its spot (see [`Messina::hex_spots`]).
pub(crate) struct HexSpots {
    spots: [u8; HexSpots::MAX],
    hexes: u8,
}

impl HexSpots {
    const OUT: u8 = u8::MAX;
    /// As many district hexes as the blocked set holds (see [`Standing`]).
    const MAX: usize = Standing::PORTS;

    /// The index of hex `h`'s spot, if it is in the city.
    pub fn index(&self, h: usize) -> Option<usize> {
        self.spots.get(h).filter(|&&i| i != Self::OUT).map(|&i| i as usize)
    }

    /// The hexes in the city, in the order of their numbers.
    pub fn hexes(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.hexes as usize).filter(|&h| self.spots[h] != Self::OUT)
    }
}

/// The hexes and ports standing lieutenants block (see [`Messina::standing`]): one bit per hex,
/// then one per port.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing(u64);

impl Standing {
    const PORTS: usize = 48;

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
