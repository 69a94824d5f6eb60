//! A player's tokens as one typed value (M-S0, M-S22, M-T27): coins, wood, fire, big fire and
//! rats, counted in a [`Purse`] indexed by [`Resource`]. Holdings have no limit (M-S0, M-T27) and
//! never go below zero: a payment takes only what is there (checked in debug builds). The same
//! purse of `i32` is the change of a turn. Its JSON is the five flat keys of the saved games
//! ("coins", "wood", "fire", "bigfire", "rats"), flattened into its owner.
//!
//! A rule that gives a new resource adds a variant here (its key, its term); every list of the
//! resources (views, changes, captions, scenario keys, drawing) loops over [`Resource::ALL`].

use super::data::Term;
use serde::de::{self, IgnoredAny, MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::marker::PhantomData;

/// One kind of token a player holds (M-S0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Resource {
    Coins,
    Wood,
    Fire,
    BigFire,
    Rats,
}

impl Resource {
    /// Every resource, in the order the estate and the captions show them.
    pub const ALL: [Resource; 5] = [Resource::Coins, Resource::Wood, Resource::Fire, Resource::BigFire, Resource::Rats];

    /// The resource's name in saved games, views, scenario positions and catalogue keys
    /// (`estate.{key}`, `messina.last.{key}`, `messina.res.{key}`).
    pub const fn key(self) -> &'static str {
        match self {
            Resource::Coins => "coins",
            Resource::Wood => "wood",
            Resource::Fire => "fire",
            Resource::BigFire => "bigfire",
            Resource::Rats => "rats",
        }
    }

    /// The term that gains `n` of it (M-T27), to name or draw it; rats are gained only by
    /// fighting (M-T22) and are no term.
    pub fn term(self, n: u8) -> Option<Term> {
        match self {
            Resource::Coins => Some(Term::Coin(n)),
            Resource::Wood => Some(Term::Wood(n)),
            Resource::Fire => Some(Term::Fire(n)),
            Resource::BigFire => Some(Term::BigFire(n)),
            Resource::Rats => None,
        }
    }

    /// The resource and amount a gain term gives (M-T27), if it gives one.
    #[inline]
    pub fn gained(t: Term) -> Option<(Resource, u32)> {
        match t {
            Term::Coin(n) => Some((Resource::Coins, n as u32)),
            Term::Wood(n) => Some((Resource::Wood, n as u32)),
            Term::Fire(n) => Some((Resource::Fire, n as u32)),
            Term::BigFire(n) => Some((Resource::BigFire, n as u32)),
            _ => None,
        }
    }

    /// The resource named `k` (its [`key`](Resource::key)).
    pub fn from_key(k: &str) -> Option<Resource> {
        Resource::ALL.into_iter().find(|r| r.key() == k)
    }
}

/// A count of each resource: a player's holdings (`u32`) or a turn's change (`i32`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Purse<T> {
    counts: [T; Resource::ALL.len()],
}

impl<T: Copy> Purse<T> {
    /// How many of `r`.
    #[inline]
    pub fn get(&self, r: Resource) -> T {
        self.counts[r as usize]
    }

    /// Each resource with its count, in [`Resource::ALL`]'s order.
    pub fn iter(&self) -> impl Iterator<Item = (Resource, T)> + '_ {
        Resource::ALL.into_iter().map(|r| (r, self.get(r)))
    }
}

impl Purse<u32> {
    /// Whether there are at least `n` of `r`.
    #[inline]
    pub fn has(&self, r: Resource, n: u32) -> bool {
        self.get(r) >= n
    }

    /// Gains `n` of `r` (no limit, M-S0, M-T27).
    #[inline]
    pub fn add(&mut self, r: Resource, n: u32) {
        self.counts[r as usize] += n;
    }

    /// Pays `n` of `r`: only what is there (the rules check before paying).
    #[inline]
    pub fn take(&mut self, r: Resource, n: u32) {
        debug_assert!(self.has(r, n), "paying {n} {} with {} held", r.key(), self.get(r));
        self.counts[r as usize] -= n;
    }

    /// Sets the count of `r`, for a position written by hand (scenarios, solo handicaps).
    pub fn set(&mut self, r: Resource, n: u32) {
        self.counts[r as usize] = n;
    }

    /// What changed from `before` to `self`, resource by resource.
    pub fn since(&self, before: &Purse<u32>) -> Purse<i32> {
        Purse { counts: Resource::ALL.map(|r| self.get(r) as i32 - before.get(r) as i32) }
    }
}

impl<T: Serialize + Copy> Serialize for Purse<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(Resource::ALL.len()))?;
        for (r, n) in self.iter() {
            m.serialize_entry(r.key(), &n)?;
        }
        m.end()
    }
}

impl<'de, T: Deserialize<'de> + Copy + Default> Deserialize<'de> for Purse<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Keys<T>(PhantomData<T>);
        impl<'de, T: Deserialize<'de> + Copy + Default> Visitor<'de> for Keys<T> {
            type Value = Purse<T>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("the counts of coins, wood, fire, bigfire and rats")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Purse<T>, A::Error> {
                let mut seen = [false; Resource::ALL.len()];
                let mut purse = Purse::<T>::default();
                while let Some(k) = map.next_key::<String>()? {
                    match Resource::from_key(&k) {
                        Some(r) => {
                            purse.counts[r as usize] = map.next_value()?;
                            seen[r as usize] = true;
                        }
                        None => {
                            map.next_value::<IgnoredAny>()?;
                        }
                    }
                }
                match Resource::ALL.into_iter().find(|&r| !seen[r as usize]) {
                    Some(r) => Err(de::Error::missing_field(r.key())),
                    None => Ok(purse),
                }
            }
        }
        d.deserialize_map(Keys(PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// M-S22: a player starts with nothing; M-T27 and M-S0: gains have no limit.
    #[test]
    fn m_s22_m_t27_m_s0_starts_empty_and_gains_without_limit() {
        let mut p = Purse::<u32>::default();
        assert!(Resource::ALL.iter().all(|&r| p.get(r) == 0));
        p.add(Resource::Coins, 3);
        p.add(Resource::Coins, 1_000_000);
        p.add(Resource::Rats, 2);
        assert_eq!(p.get(Resource::Coins), 1_000_003);
        assert_eq!(p.get(Resource::Rats), 2);
        assert_eq!(p.get(Resource::Wood), 0);
    }

    /// M-T27: each gain term gives its own resource, and names it back.
    #[test]
    fn m_t27_a_gain_term_gives_its_resource() {
        for r in Resource::ALL {
            match r.term(2) {
                Some(t) => assert_eq!(Resource::gained(t), Some((r, 2))),
                None => assert_eq!(r, Resource::Rats),
            }
        }
        assert_eq!(Resource::gained(Term::Points(2)), None);
    }

    /// M-T52, M-S0: a payment takes only what is held; the change of a turn is signed.
    #[test]
    fn m_t52_pays_what_is_held_and_counts_the_change() {
        let mut p = Purse::<u32>::default();
        p.add(Resource::Fire, 2);
        let before = p;
        assert!(p.has(Resource::Fire, 2) && !p.has(Resource::Fire, 3));
        p.take(Resource::Fire, 2);
        p.add(Resource::Wood, 1);
        let ch = p.since(&before);
        assert_eq!((ch.get(Resource::Fire), ch.get(Resource::Wood), ch.get(Resource::Coins)), (-2, 1, 0));
    }

    /// M-S0: paying more than is held is a bug, caught in debug builds.
    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "paying 1 bigfire")]
    fn m_s0_paying_more_than_held_is_refused() {
        Purse::<u32>::default().take(Resource::BigFire, 1);
    }

    /// The saved games' five flat keys, in their order, read back the same.
    #[test]
    fn saved_as_the_five_flat_keys() {
        let mut p = Purse::<u32>::default();
        p.add(Resource::BigFire, 4);
        let json = serde_json::to_string(&p).unwrap();
        assert_eq!(json, r#"{"coins":0,"wood":0,"fire":0,"bigfire":4,"rats":0}"#);
        assert_eq!(serde_json::from_str::<Purse<u32>>(&json).unwrap(), p);
        assert!(serde_json::from_str::<Purse<u32>>(r#"{"coins":0,"wood":0,"fire":0,"rats":0}"#).is_err());
    }
}
