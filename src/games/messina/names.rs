//! The words for the game's pieces and places, one function each: a player's colour, a class,
//! a book, a place, a square, a ship, a printed action. Rules, refusals, labels and events all
//! name things through these; this module depends on the game's data and types only.

use super::action::From;
use super::data::{data, ActionExpr, Book, Class, OverseerKind, Term};
use super::pieces::Place;
use crate::games::{Msg, Seat};

pub fn colour_key(seat: Seat) -> String {
    // formatted once per colour: every event line names the player's colour
    static KEYS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    let keys = KEYS.get_or_init(|| {
        data().player_colours.iter().map(|c| format!("messina.colour.{}", format!("{c:?}").to_lowercase())).collect()
    });
    keys[seat].clone()
}

pub fn class_key(c: Class) -> String {
    format!("messina.class.{}", c.code().to_lowercase())
}

/// "a craftsman", "an aristocrat".
pub fn a_class_key(c: Class) -> String {
    format!("messina.a-class.{}", c.code().to_lowercase())
}

pub fn book_key(b: Book) -> String {
    format!("messina.book.{}", b.code().to_lowercase())
}

pub fn book_msg(b: Book) -> Msg {
    Msg::new(book_key(b))
}

pub fn place_msg(p: Place) -> Msg {
    let d = data();
    match p {
        Place::Hex(h) => Msg::new("messina.place.hex")
            .text("id", d.city.hexes[h].id.clone())
            .text("name", d.city.hexes[h].name.clone()),
        Place::Port(i) => Msg::new("messina.place.hex")
            .text("id", d.city.ports[i].id.clone())
            .text("name", d.city.ports[i].name.clone()),
        Place::Dock(i) => Msg::new("messina.place.dock").text("id", d.city.docks[i].id.clone()),
    }
}

/// Where a lieutenant starts, in words.
pub fn from_msg(f: From) -> Msg {
    match f {
        From::Estate => Msg::new("messina.from.estate"),
        From::At(p) => Msg::new("messina.from.at").msg("place", place_msg(p)),
    }
}

/// "craftsman square A1".
pub fn square_msg(s: usize) -> Msg {
    let sq = &data().estate.squares[s];
    let short = sq.id.split('.').nth(1).unwrap_or(&sq.id).to_uppercase();
    Msg::new("messina.square").key("class", class_key(sq.class)).text("id", short)
}

/// A term in words: "2 coins", "advance an overseer", "a free city book advance".
pub fn term_msg(t: Term) -> Msg {
    let m = |key: &str| Msg::new(format!("messina.term.{key}"));
    match t {
        Term::Coin(n) => m("coin").num("n", n),
        Term::Wood(n) => m("wood").num("n", n),
        Term::Fire(n) => m("fire").num("n", n),
        Term::BigFire(n) => m("bigfire").num("n", n),
        Term::Points(n) => m("points").num("n", n),
        Term::Activate(n) => m("activate").num("n", n),
        Term::City => m("city"),
        Term::Church => m("church"),
        Term::Book => m("book"),
        Term::Scroll => m("scroll"),
        Term::Overseer(OverseerKind::Class(c)) => m("overseer-class").key("class", class_key(c)),
        Term::Overseer(OverseerKind::Any) => m("overseer-any"),
        Term::Overseer(OverseerKind::Skip) => m("overseer-skip"),
        Term::UpgradeOverseer => m("upgrade-overseer"),
        Term::UpgradeAdvance => m("upgrade-advance"),
        Term::UpgradeCitizen => m("upgrade-citizen"),
        Term::Build => m("build"),
        Term::Lieutenant => m("lieutenant"),
        Term::HexAction => m("hex-action"),
        Term::AutoShip => Msg::new("messina.automa.ship"),
        Term::AutoWagon => Msg::new("messina.automa.wagon"),
        Term::AutoWorkshop(_) => Msg::new("messina.automa.workshop"),
        Term::AutoHuts => Msg::new("messina.automa.huts"),
    }
}

/// One option of a printed action: its terms in words ("2 coins, 1 wood").
pub fn option_msg(terms: &[Term]) -> Msg {
    Msg::new("messina.terms").list("terms", terms.iter().map(|&t| term_msg(t)).collect())
}

/// A printed action in words: "build or 1 big fire".
pub fn expr_msg(expr: &ActionExpr) -> Msg {
    let mut options = expr.options.iter().map(|o| option_msg(o));
    let first = options.next().unwrap_or_else(|| Msg::new("messina.nothing"));
    options.fold(first, |a, b| Msg::new("messina.either").msg("a", a).msg("b", b))
}

/// "the ship SH4 (2 coins)".
pub fn ship_msg(s: usize) -> Msg {
    let ship = &data().tiles.ships[s];
    Msg::new("messina.ship").text("id", ship.id.clone()).msg("reward", expr_msg(&ship.reward))
}
