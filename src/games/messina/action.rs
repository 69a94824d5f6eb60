//! Messina actions and their canonical notation. Places are `h05` (district hex H05), `p2`
//! (port P2), `d1` (dock D1); squares are `cr.a1`; huts `q1`; a player's workshops `ws1`….
//!
//! | notation | step |
//! |---|---|
//! | `from estate`, `from h05` | which unused lieutenant goes (when several places are possible) |
//! | `go h05`, `ship sh4`, `recall` | the turn type and destination (M-T4) |
//! | `place cr.a2`, `hut q1`, `discard` | where a rescued citizen goes (M-T14, M-T15) |
//! | `fire`, `bigfire`, `bigfire double`, `bigfire h07`, `stop`, `rat` | fighting (M-T18, M-T39) |
//! | `hex`, `repopulate`, `buy city`, `buy church`, `do build`, `staff cr.a1`, `end` | the action step |
//! | `option 1`, `overseer cr`, `branch cr>ar`, `step 2`, `activate cr.a1`, `stop` | resolving actions |
//! | `rotate huts`, `pay coin`, `hut hu05`, `workshop wk03`, `wagon wg2a`, `on q2`, `skip` | build |
//! | `give cr.a1`, `give ws2`, `sacrifice estate` | repopulation |
//! | `upgrade q1`, `scroll goods`, `book city`, `copy h05`, `into ws2`, `produce` | the rest |

use super::data::{data, Book, Class, Term, TrackRef};
use super::state::{CitizenAt, Place, Resource};
use crate::games::{Msg, RuleError};
use std::fmt;
use std::str::FromStr;

/// Where a lieutenant starts from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum From {
    Estate,
    At(Place),
}

/// What pays for a tile rotation (M-T52).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Payment {
    Coin,
    Wood,
    Fire,
    BigFire,
    Point,
}

impl Payment {
    pub const ALL: [Payment; 5] = [Payment::Coin, Payment::Wood, Payment::Fire, Payment::BigFire, Payment::Point];
    fn name(self) -> &'static str {
        match self {
            Payment::Coin => "coin",
            Payment::Wood => "wood",
            Payment::Fire => "fire",
            Payment::BigFire => "bigfire",
            Payment::Point => "point",
        }
    }

    /// The resource paid, or `None` for a point (M-T52).
    #[inline]
    pub fn resource(self) -> Option<Resource> {
        match self {
            Payment::Coin => Some(Resource::Coins),
            Payment::Wood => Some(Resource::Wood),
            Payment::Fire => Some(Resource::Fire),
            Payment::BigFire => Some(Resource::BigFire),
            Payment::Point => None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    From(From),
    Go(Place),
    Ship(usize),
    Recall,
    PlaceCitizen(usize),
    Hut(usize),
    Discard,
    Fire,
    BigFire,
    BigFireDouble,
    BigFireNext(usize),
    Stop,
    Rat,
    Hex,
    Repopulate,
    Buy(Book),
    Do(Term),
    Staff(usize),
    Into(usize),
    End,
    Option(u8),
    Overseer(Class),
    Branch(usize),
    Steps(u8),
    Activate(usize),
    Rotate { huts: bool },
    Pay(Payment),
    BuildHut(usize),
    BuildWorkshop(usize),
    BuildWagon(usize),
    On(usize),
    Skip,
    Give(CitizenAt),
    Sacrifice(From),
    Upgrade(CitizenAt),
    Scroll(TrackRef),
    Book(Book),
    Copy(Place),
    Produce,
}

pub fn place_name(p: Place) -> String {
    let d = data();
    match p {
        Place::Hex(h) => d.city.hexes[h].id.to_lowercase(),
        Place::Port(i) => d.city.ports[i].id.to_lowercase(),
        Place::Dock(i) => d.city.docks[i].id.to_lowercase(),
    }
}

pub fn square_name(s: usize) -> String {
    data().estate.squares[s].id.to_lowercase()
}

pub fn citizen_at_name(c: CitizenAt) -> String {
    match c {
        CitizenAt::Square(s) => square_name(s),
        CitizenAt::Workshop(w) => format!("ws{}", w + 1),
        CitizenAt::Hut(h) => format!("q{}", h + 1),
    }
}

fn from_name(f: From) -> String {
    match f {
        From::Estate => "estate".into(),
        From::At(p) => place_name(p),
    }
}

fn book_name(b: Book) -> &'static str {
    match b {
        Book::Pop => "popularity",
        Book::City => "city",
        Book::Church => "church",
    }
}

/// Side-a scroll tracks by their unit: `buildings`, `goods`, `repop`.
pub fn track_name(i: usize) -> String {
    let id = &data().scrolls.side_a[i].id;
    id.rsplit('.').next().unwrap_or(id).to_lowercase()
}

fn parse_track(w: &str) -> Result<TrackRef, RuleError> {
    let canonical = match w.split_once('(') {
        Some((name, rest)) => format!("{name}({}", rest.to_uppercase()),
        None => w.to_string(),
    };
    canonical.parse::<TrackRef>().map_err(|_| unknown("messina.what.scroll-track", w))
}

pub fn branch_name(b: usize) -> String {
    data().estate.branches[b].id.to_lowercase()
}

fn term_name(t: Term) -> String {
    t.to_string().to_lowercase()
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let d = data();
        match *self {
            Action::From(x) => write!(f, "from {}", from_name(x)),
            Action::Go(p) => write!(f, "go {}", place_name(p)),
            Action::Ship(s) => write!(f, "ship {}", d.tiles.ships[s].id.to_lowercase()),
            Action::Recall => f.write_str("recall"),
            Action::PlaceCitizen(s) => write!(f, "place {}", square_name(s)),
            Action::Hut(h) => write!(f, "hut q{}", h + 1),
            Action::Discard => f.write_str("discard"),
            Action::Fire => f.write_str("fire"),
            Action::BigFire => f.write_str("bigfire"),
            Action::BigFireDouble => f.write_str("bigfire double"),
            Action::BigFireNext(h) => write!(f, "bigfire {}", place_name(Place::Hex(h))),
            Action::Stop => f.write_str("stop"),
            Action::Rat => f.write_str("rat"),
            Action::Hex => f.write_str("hex"),
            Action::Repopulate => f.write_str("repopulate"),
            Action::Buy(b) => write!(f, "buy {}", book_name(b)),
            Action::Do(t) => write!(f, "do {}", term_name(t)),
            Action::Staff(s) => write!(f, "staff {}", square_name(s)),
            Action::Into(w) => write!(f, "into ws{}", w + 1),
            Action::End => f.write_str("end"),
            Action::Option(n) => write!(f, "option {n}"),
            Action::Overseer(c) => write!(f, "overseer {}", c.code().to_lowercase()),
            Action::Branch(b) => write!(f, "branch {}", branch_name(b)),
            Action::Steps(n) => write!(f, "step {n}"),
            Action::Activate(s) => write!(f, "activate {}", square_name(s)),
            Action::Rotate { huts: true } => f.write_str("rotate huts"),
            Action::Rotate { huts: false } => f.write_str("rotate workshops"),
            Action::Pay(p) => write!(f, "pay {}", p.name()),
            Action::BuildHut(t) => write!(f, "hut {}", d.tiles.hut_upgrades[t].id.to_lowercase()),
            Action::BuildWorkshop(t) => write!(f, "workshop {}", d.tiles.workshops[t].id.to_lowercase()),
            Action::BuildWagon(t) => write!(f, "wagon {}", d.tiles.wagons[t].id.to_lowercase()),
            Action::On(h) => write!(f, "on q{}", h + 1),
            Action::Skip => f.write_str("skip"),
            Action::Give(c) => write!(f, "give {}", citizen_at_name(c)),
            Action::Sacrifice(x) => write!(f, "sacrifice {}", from_name(x)),
            Action::Upgrade(c) => write!(f, "upgrade {}", citizen_at_name(c)),
            Action::Scroll(t) => write!(f, "scroll {}", t.to_string().to_lowercase()),
            Action::Book(b) => write!(f, "book {}", book_name(b)),
            Action::Copy(p) => write!(f, "copy {}", place_name(p)),
            Action::Produce => f.write_str("produce"),
        }
    }
}

fn malformed(text: &str) -> RuleError {
    RuleError::new("M-T4", Msg::new("messina.error.malformed").text("text", text))
}

/// `what` is the catalogue key of the kind of thing named (`messina.what.place`).
fn unknown(what: &str, text: &str) -> RuleError {
    RuleError::new("M-S4", Msg::new("messina.error.unknown").key("what", what).text("text", text))
}

fn find_id(ids: impl Iterator<Item = String>, w: &str) -> Option<usize> {
    ids.into_iter().position(|id| id.eq_ignore_ascii_case(w))
}

fn parse_place(w: &str) -> Result<Place, RuleError> {
    let d = data();
    if let Some(h) = find_id(d.city.hexes.iter().map(|h| h.id.clone()), w) {
        return Ok(Place::Hex(h));
    }
    if let Some(p) = find_id(d.city.ports.iter().map(|p| p.id.clone()), w) {
        return Ok(Place::Port(p));
    }
    if let Some(k) = find_id(d.city.docks.iter().map(|k| k.id.clone()), w) {
        return Ok(Place::Dock(k));
    }
    Err(unknown("messina.what.place", w))
}

fn parse_square(w: &str) -> Result<usize, RuleError> {
    find_id(data().estate.squares.iter().map(|s| s.id.clone()), w).ok_or_else(|| unknown("messina.what.square", w))
}

/// The first words of the notation (see [`crate::games::Game::VERBS`]).
pub const VERBS: &[&str] = &[
    "from",
    "go",
    "ship",
    "recall",
    "place",
    "hut",
    "discard",
    "fire",
    "bigfire",
    "stop",
    "rat",
    "hex",
    "repopulate",
    "buy",
    "do",
    "staff",
    "into",
    "end",
    "option",
    "overseer",
    "branch",
    "step",
    "activate",
    "rotate",
    "pay",
    "workshop",
    "wagon",
    "on",
    "skip",
    "give",
    "sacrifice",
    "upgrade",
    "scroll",
    "book",
    "copy",
    "produce",
];

fn parse_numbered(w: &str, prefix: &str) -> Option<usize> {
    let n: usize = crate::games::plain_number(w.strip_prefix(prefix)?)?;
    n.checked_sub(1)
}

fn parse_citizen_at(w: &str) -> Result<CitizenAt, RuleError> {
    if let Some(i) = parse_numbered(w, "ws") {
        return Ok(CitizenAt::Workshop(i));
    }
    if let Some(i) = parse_numbered(w, "q") {
        return Ok(CitizenAt::Hut(i));
    }
    parse_square(w).map(CitizenAt::Square)
}

fn parse_from(w: &str) -> Result<From, RuleError> {
    if w == "estate" {
        Ok(From::Estate)
    } else {
        parse_place(w).map(From::At)
    }
}

fn parse_book(w: &str) -> Result<Book, RuleError> {
    match w {
        "city" => Ok(Book::City),
        "church" => Ok(Book::Church),
        "popularity" => Ok(Book::Pop),
        _ => Err(unknown("messina.what.book", w)),
    }
}

fn parse_term(w: &str) -> Result<Term, RuleError> {
    // class codes inside parentheses are upper case in the data (`overseer(CR)`)
    let canonical = match w.split_once('(') {
        Some((name, rest)) if rest.len() == 3 && rest.ends_with(')') => format!("{name}({}", rest.to_uppercase()),
        _ => w.to_string(),
    };
    canonical.parse::<Term>().or_else(|_| w.parse::<Term>()).map_err(|_| unknown("messina.what.action", w))
}

fn tile(ids: impl Iterator<Item = String>, w: &str, what: &str) -> Result<usize, RuleError> {
    find_id(ids, w).ok_or_else(|| unknown(what, w))
}

impl FromStr for Action {
    type Err = RuleError;

    fn from_str(text: &str) -> Result<Action, RuleError> {
        let d = data();
        let lower = text.trim().to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let a = match words.as_slice() {
            ["from", w] => Action::From(parse_from(w)?),
            ["go", w] => Action::Go(parse_place(w)?),
            ["ship", w] => Action::Ship(tile(d.tiles.ships.iter().map(|s| s.id.clone()), w, "messina.what.ship")?),
            ["recall"] => Action::Recall,
            ["place", w] => Action::PlaceCitizen(parse_square(w)?),
            ["hut", w] if w.starts_with('q') => {
                Action::Hut(parse_numbered(w, "q").filter(|&h| h < 4).ok_or_else(|| unknown("messina.what.hut", w))?)
            }
            ["hut", w] => Action::BuildHut(tile(
                d.tiles.hut_upgrades.iter().map(|s| s.id.clone()),
                w,
                "messina.what.hut-upgrade",
            )?),
            ["discard"] => Action::Discard,
            ["fire"] => Action::Fire,
            ["bigfire"] => Action::BigFire,
            ["bigfire", "double"] => Action::BigFireDouble,
            ["bigfire", w] => match parse_place(w)? {
                Place::Hex(h) => Action::BigFireNext(h),
                _ => return Err(unknown("messina.what.hex", w)),
            },
            ["stop"] => Action::Stop,
            ["rat"] => Action::Rat,
            ["hex"] => Action::Hex,
            ["repopulate"] => Action::Repopulate,
            ["buy", w] => Action::Buy(parse_book(w)?),
            ["do", w] => Action::Do(parse_term(w)?),
            ["staff", w] => Action::Staff(parse_square(w)?),
            ["into", w] => Action::Into(parse_numbered(w, "ws").ok_or_else(|| unknown("messina.what.workshop", w))?),
            ["end"] => Action::End,
            ["option", n] => Action::Option(crate::games::plain_number(n).ok_or_else(|| malformed(text))?),
            ["overseer", c] => {
                Action::Overseer(c.to_uppercase().parse().map_err(|_| unknown("messina.what.overseer", c))?)
            }
            ["branch", w] => {
                Action::Branch(tile(d.estate.branches.iter().map(|b| b.id.clone()), w, "messina.what.branch")?)
            }
            ["step", n] => Action::Steps(crate::games::plain_number(n).ok_or_else(|| malformed(text))?),
            ["activate", w] => Action::Activate(parse_square(w)?),
            ["rotate", "huts"] => Action::Rotate { huts: true },
            ["rotate", "workshops"] => Action::Rotate { huts: false },
            ["pay", w] => Action::Pay(
                Payment::ALL.into_iter().find(|p| p.name() == *w).ok_or_else(|| unknown("messina.what.payment", w))?,
            ),
            ["workshop", w] => {
                Action::BuildWorkshop(tile(d.tiles.workshops.iter().map(|s| s.id.clone()), w, "messina.what.workshop")?)
            }
            ["wagon", w] => {
                Action::BuildWagon(tile(d.tiles.wagons.iter().map(|s| s.id.clone()), w, "messina.what.wagon")?)
            }
            ["on", w] => {
                Action::On(parse_numbered(w, "q").filter(|&h| h < 4).ok_or_else(|| unknown("messina.what.hut", w))?)
            }
            ["skip"] => Action::Skip,
            ["give", w] => Action::Give(parse_citizen_at(w)?),
            ["sacrifice", w] => Action::Sacrifice(parse_from(w)?),
            ["upgrade", w] => Action::Upgrade(parse_citizen_at(w)?),
            ["scroll", w] => Action::Scroll(parse_track(w)?),
            ["book", w] => Action::Book(parse_book(w)?),
            ["copy", w] => Action::Copy(parse_place(w)?),
            ["produce"] => Action::Produce,
            _ => return Err(malformed(text)),
        };
        Ok(a)
    }
}

/// The candidate answers of a decision (see `legal.rs`): judged after every step, so they live
/// on the stack.
pub(crate) type Candidates = smallvec::SmallVec<[Action; 32]>;
