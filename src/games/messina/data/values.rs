//! Token costs, repopulation requirements and half-point values (§3, §12–§15).

use super::types::Class;
use serde::de::{self, Deserializer, Visitor};
use serde::Deserialize;
use std::fmt;
use std::str::FromStr;

/// A price in tokens, written like `2 wood, 1 coin` in the data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Deserialize)]
#[serde(try_from = "String")]
pub struct Cost {
    /// Coins to pay.
    pub coins: u8,
    /// Wood to pay.
    pub wood: u8,
}

impl Cost {
    /// Coins plus wood.
    pub fn tokens(self) -> u8 {
        self.coins + self.wood
    }
}

impl FromStr for Cost {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let mut cost = Cost::default();
        for part in s.split(", ") {
            let (n, what) = part.split_once(' ').ok_or_else(|| format!("bad cost `{s}`"))?;
            let n: u8 = n.parse().map_err(|_| format!("bad count in cost `{s}`"))?;
            let slot = match what {
                "coin" => &mut cost.coins,
                "wood" => &mut cost.wood,
                _ => return Err(format!("unknown token `{what}` in cost `{s}`")),
            };
            if n == 0 || *slot != 0 {
                return Err(format!("bad cost `{s}`"));
            }
            *slot = n;
        }
        Ok(cost)
    }
}

impl TryFrom<String> for Cost {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        s.parse()
    }
}

impl fmt::Display for Cost {
    /// Wood first, as on the tiles: `2 wood, 1 coin`; `—` for nothing.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.wood, self.coins) {
            (0, 0) => f.write_str("—"),
            (w, 0) => write!(f, "{w} wood"),
            (0, c) => write!(f, "{c} coin"),
            (w, c) => write!(f, "{w} wood, {c} coin"),
        }
    }
}

/// Citizens of one class a repopulation needs; `upgraded` of the `count` must be upgraded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CitizenReq {
    /// The class required.
    pub class: Class,
    /// How many citizens of this class.
    pub count: u8,
    /// How many of them must be upgraded (M-T58).
    pub upgraded: u8,
}

/// The repopulation requirements printed on a district hex (§3, M-T56–M-T59).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(try_from = "RawRepop")]
pub struct Repopulation {
    /// Coins and wood paid.
    pub tokens: Cost,
    /// One entry per class, in the order first printed.
    pub citizens: Vec<CitizenReq>,
    /// Whether an unused lieutenant must be sacrificed.
    pub lieutenant: bool,
}

impl Repopulation {
    /// All required citizens.
    pub fn citizen_count(&self) -> u8 {
        self.citizens.iter().map(|c| c.count).sum()
    }

    /// Required citizens that must be upgraded.
    pub fn upgraded_count(&self) -> u8 {
        self.citizens.iter().map(|c| c.upgraded).sum()
    }

    /// The requirement for one class, if any.
    pub fn of_class(&self, class: Class) -> Option<CitizenReq> {
        self.citizens.iter().copied().find(|c| c.class == class)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRepop {
    tokens: Cost,
    citizens: String,
    lieutenant: bool,
}

impl TryFrom<RawRepop> for Repopulation {
    type Error = String;
    fn try_from(raw: RawRepop) -> Result<Self, String> {
        let mut citizens: Vec<CitizenReq> = Vec::new();
        for part in raw.citizens.split(", ") {
            let (n, class) = part.split_once(' ').ok_or_else(|| format!("bad citizens `{}`", raw.citizens))?;
            let n: u8 = n.parse().map_err(|_| format!("bad count in citizens `{}`", raw.citizens))?;
            let (class, upgraded) = match class.strip_suffix('*') {
                Some(c) => (c.parse::<Class>()?, n),
                None => (class.parse::<Class>()?, 0),
            };
            if n == 0 {
                return Err(format!("zero count in citizens `{}`", raw.citizens));
            }
            match citizens.iter_mut().find(|c| c.class == class) {
                Some(c) => {
                    c.count += n;
                    c.upgraded += upgraded;
                }
                None => citizens.push(CitizenReq { class, count: n, upgraded }),
            }
        }
        Ok(Repopulation { tokens: raw.tokens, citizens, lieutenant: raw.lieutenant })
    }
}

/// A points value that may be a half (the coins scroll track's ½ point per coin), kept in halves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HalfPoints(pub u16);

impl HalfPoints {
    /// A whole number of points.
    pub fn whole(points: u16) -> Self {
        HalfPoints(points * 2)
    }

    /// `units` times this value, rounded down to whole points (M-A9).
    pub fn times(self, units: u32) -> u32 {
        self.0 as u32 * units / 2
    }
}

impl fmt::Display for HalfPoints {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.0 / 2, self.0 % 2) {
            (0, 1) => f.write_str("½"),
            (n, 1) => write!(f, "{n}½"),
            (n, _) => write!(f, "{n}"),
        }
    }
}

impl<'de> Deserialize<'de> for HalfPoints {
    /// Accepts a non-negative integer or a float that is a multiple of ½.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = HalfPoints;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a points value (integer or a multiple of 0.5)")
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<HalfPoints, E> {
                u16::try_from(v)
                    .ok()
                    .and_then(|v| v.checked_mul(2))
                    .map(HalfPoints)
                    .ok_or_else(|| E::custom("bad points"))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<HalfPoints, E> {
                u16::try_from(v)
                    .ok()
                    .and_then(|v| v.checked_mul(2))
                    .map(HalfPoints)
                    .ok_or_else(|| E::custom("bad points"))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<HalfPoints, E> {
                let halves = v * 2.0;
                if halves >= 0.0 && halves <= u16::MAX as f64 && halves.fract() == 0.0 {
                    Ok(HalfPoints(halves as u16))
                } else {
                    Err(E::custom(format!("{v} is not a multiple of 0.5")))
                }
            }
        }
        d.deserialize_any(V)
    }
}
