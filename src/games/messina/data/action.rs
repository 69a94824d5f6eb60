//! The action grammar of messina-components.md §1: `coin(2) + wood(1)`, `build / bigfire(1)`, ...
//!
//! `action := seq | seq " / " seq`, `seq := term (" + " term)*`, `term := name | name "(" arg ")"`.
//! Parsing is strict (single spaces, no zero counts, no leading zeros) so that printing a parsed
//! action gives back exactly the canonical text.

use super::types::Class;
use serde::Deserialize;
use std::fmt;
use std::str::FromStr;

/// Which overseer an `overseer(…)` term advances (M-T31).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OverseerKind {
    /// `overseer(CR)` etc.: that class's overseer.
    Class(Class),
    /// `overseer(any)`: any one overseer.
    Any,
    /// `overseer(skip)`: any one overseer, optionally skipping the next space.
    Skip,
}

/// One term of an action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Term {
    /// `coin(N)`: gain N coins.
    Coin(u8),
    /// `wood(N)`: gain N wood.
    Wood(u8),
    /// `fire(N)`: gain N fire tokens.
    Fire(u8),
    /// `bigfire(N)`: gain N big fire tokens.
    BigFire(u8),
    /// `points(N)`: score N points now.
    Points(u8),
    /// `city`: free advance on the city book.
    City,
    /// `church`: free advance on the church book.
    Church,
    /// `book`: free advance on the city or the church book.
    Book,
    /// `scroll`: one scroll-track cube up 1.
    Scroll,
    /// `overseer(…)`: an overseer advance.
    Overseer(OverseerKind),
    /// `upgrade-overseer`: flip one overseer.
    UpgradeOverseer,
    /// `upgrade-advance`: flip an overseer if needed, then advance it (church book).
    UpgradeAdvance,
    /// `upgrade-citizen`: flip one citizen.
    UpgradeCitizen,
    /// `build`: one hut upgrade, workshop or wagon.
    Build,
    /// `lieutenant`: take an own lieutenant from the supply (city book).
    Lieutenant,
    /// `hex-action`: the action of any hex in Messina (city book).
    HexAction,
    /// `activate(N)`: activate up to N citizens as P4 (church book).
    Activate(u8),
    /// `auto-ship`: automa takes the nearest ship.
    AutoShip,
    /// `auto-wagon`: automa takes the face-up wagon.
    AutoWagon,
    /// `auto-workshop(X)`: automa takes the face-up workshop of class X.
    AutoWorkshop(Class),
    /// `auto-huts`: automa takes all face-up hut upgrades.
    AutoHuts,
}

impl Term {
    /// Whether this is one of the automa terms of the solo tiles.
    pub fn is_automa(self) -> bool {
        matches!(self, Term::AutoShip | Term::AutoWagon | Term::AutoWorkshop(_) | Term::AutoHuts)
    }
}

fn count(name: &str, arg: &str) -> Result<u8, String> {
    let ok = !arg.is_empty() && arg.bytes().all(|b| b.is_ascii_digit()) && !arg.starts_with('0');
    match arg.parse::<u8>() {
        Ok(n) if ok => Ok(n),
        _ => Err(format!("`{name}` needs a positive count, got `{arg}`")),
    }
}

impl FromStr for Term {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let (name, arg) = match s.split_once('(') {
            Some((name, rest)) => {
                let arg = rest.strip_suffix(')').ok_or_else(|| format!("unclosed `(` in `{s}`"))?;
                (name, Some(arg))
            }
            None => (s, None),
        };
        let term = match (name, arg) {
            ("coin", Some(a)) => Term::Coin(count(name, a)?),
            ("wood", Some(a)) => Term::Wood(count(name, a)?),
            ("fire", Some(a)) => Term::Fire(count(name, a)?),
            ("bigfire", Some(a)) => Term::BigFire(count(name, a)?),
            ("points", Some(a)) => Term::Points(count(name, a)?),
            ("activate", Some(a)) => Term::Activate(count(name, a)?),
            ("overseer", Some("any")) => Term::Overseer(OverseerKind::Any),
            ("overseer", Some("skip")) => Term::Overseer(OverseerKind::Skip),
            ("overseer", Some(a)) => Term::Overseer(OverseerKind::Class(a.parse()?)),
            ("auto-workshop", Some(a)) => Term::AutoWorkshop(a.parse()?),
            ("city", None) => Term::City,
            ("church", None) => Term::Church,
            ("book", None) => Term::Book,
            ("scroll", None) => Term::Scroll,
            ("upgrade-overseer", None) => Term::UpgradeOverseer,
            ("upgrade-advance", None) => Term::UpgradeAdvance,
            ("upgrade-citizen", None) => Term::UpgradeCitizen,
            ("build", None) => Term::Build,
            ("lieutenant", None) => Term::Lieutenant,
            ("hex-action", None) => Term::HexAction,
            ("auto-ship", None) => Term::AutoShip,
            ("auto-wagon", None) => Term::AutoWagon,
            ("auto-huts", None) => Term::AutoHuts,
            _ => return Err(format!("unknown action term `{s}`")),
        };
        Ok(term)
    }
}

impl fmt::Display for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Term::Coin(n) => write!(f, "coin({n})"),
            Term::Wood(n) => write!(f, "wood({n})"),
            Term::Fire(n) => write!(f, "fire({n})"),
            Term::BigFire(n) => write!(f, "bigfire({n})"),
            Term::Points(n) => write!(f, "points({n})"),
            Term::City => f.write_str("city"),
            Term::Church => f.write_str("church"),
            Term::Book => f.write_str("book"),
            Term::Scroll => f.write_str("scroll"),
            Term::Overseer(OverseerKind::Class(c)) => write!(f, "overseer({c})"),
            Term::Overseer(OverseerKind::Any) => f.write_str("overseer(any)"),
            Term::Overseer(OverseerKind::Skip) => f.write_str("overseer(skip)"),
            Term::UpgradeOverseer => f.write_str("upgrade-overseer"),
            Term::UpgradeAdvance => f.write_str("upgrade-advance"),
            Term::UpgradeCitizen => f.write_str("upgrade-citizen"),
            Term::Build => f.write_str("build"),
            Term::Lieutenant => f.write_str("lieutenant"),
            Term::HexAction => f.write_str("hex-action"),
            Term::Activate(n) => write!(f, "activate({n})"),
            Term::AutoShip => f.write_str("auto-ship"),
            Term::AutoWagon => f.write_str("auto-wagon"),
            Term::AutoWorkshop(c) => write!(f, "auto-workshop({c})"),
            Term::AutoHuts => f.write_str("auto-huts"),
        }
    }
}

impl serde::Serialize for Term {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Term {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A printed action: one option, or two when the face shows `X / Y` (M-T28).
/// Each option is a sequence of terms to do in any order; repeated terms are separate uses.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Deserialize)]
#[serde(try_from = "String")]
pub struct ActionExpr {
    /// One entry per `/`-separated option (1 or 2), each non-empty.
    pub options: Vec<Vec<Term>>,
}

impl ActionExpr {
    /// Whether the player must choose between two options.
    pub fn is_choice(&self) -> bool {
        self.options.len() > 1
    }

    /// All terms of all options.
    pub fn terms(&self) -> impl Iterator<Item = Term> + '_ {
        self.options.iter().flatten().copied()
    }

    /// The terms when there is no choice.
    pub fn single(&self) -> Option<&[Term]> {
        match self.options.as_slice() {
            [only] => Some(only),
            _ => None,
        }
    }
}

impl FromStr for ActionExpr {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let options: Vec<&str> = s.split(" / ").collect();
        if options.len() > 2 {
            return Err(format!("more than one `/` in `{s}`"));
        }
        let options = options
            .into_iter()
            .map(|o| o.split(" + ").map(str::parse).collect::<Result<Vec<Term>, String>>())
            .collect::<Result<Vec<_>, String>>()
            .map_err(|e| format!("{e} in action `{s}`"))?;
        Ok(ActionExpr { options })
    }
}

impl TryFrom<String> for ActionExpr {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        s.parse()
    }
}

impl fmt::Display for ActionExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, option) in self.options.iter().enumerate() {
            if i > 0 {
                f.write_str(" / ")?;
            }
            for (j, term) in option.iter().enumerate() {
                if j > 0 {
                    f.write_str(" + ")?;
                }
                write!(f, "{term}")?;
            }
        }
        Ok(())
    }
}
