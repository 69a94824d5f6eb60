//! Game end and final scoring (M-E1 to M-E10).

use super::data::{data, Book};
use super::judged::Out;
use super::names::colour_key;
use super::purse::Resource;
use super::state::{Messina, Phase};
use crate::games::{Msg, Seat, Standing};

/// One player's final score by category; the parts sum to `total`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Breakdown {
    pub seat: Seat,
    pub parts: Vec<(&'static str, i64)>,
    pub total: i64,
    pub repopulated: usize,
    pub best_hex: i64,
}

/// The solo "good result" (M-P15): 130 points, or 140 in the advanced variant.
const GOOD_RESULT: u32 = 130;
const GOOD_RESULT_ADVANCED: u32 = 140;

impl Messina {
    /// The solo "good result" a score is measured against (M-P15).
    pub fn good_result(&self) -> u32 {
        if self.options.advanced() {
            GOOD_RESULT_ADVANCED
        } else {
            GOOD_RESULT
        }
    }

    /// M-E1: after round VI's production the game ends and is scored.
    pub(crate) fn finish(&mut self, out: &mut Out) {
        for p in &mut self.people {
            p.retinue.drop_deferred(); // M-T75: lost after round VI
        }
        // M-E2 (a): every rat moves the popularity disc one space back, never below space 1
        for seat in 0..self.players {
            let back = self.popularity_after_rats(seat);
            let p = &mut self.people[seat];
            if back < p.book(Book::Pop) {
                out.public(|| {
                    Msg::new("messina.event.rats-back")
                        .key("colour", colour_key(seat))
                        .num("rats", p.held(Resource::Rats))
                        .num("space", back)
                });
            }
            p.discs.pop_back_to(back);
        }
        self.phase = Phase::Over;
        let standings = self.final_standings();
        out.public(|| Msg::new("messina.event.game-over"));
        for s in &standings {
            out.public(|| {
                Msg::new("messina.event.final-score")
                    .num("place", s.place as i64)
                    .key("colour", colour_key(s.seat))
                    .num("score", s.score)
            });
        }
    }

    /// Popularity after the rat penalty: one space back per rat, never below space 1 (M-E2); once
    /// the game is over the disc stands there.
    pub fn popularity_after_rats(&self, seat: Seat) -> u8 {
        let p = &self.people[seat];
        if matches!(self.phase, Phase::Over) {
            return p.book(Book::Pop);
        }
        (p.book(Book::Pop) as i64 - p.held(Resource::Rats) as i64).max(1) as u8
    }

    /// Every player's final score by category (M-E2 to M-E8), with the advanced majority bonus
    /// (M-A6) or, in solo, the automa comparison and the repopulation bonus (M-P12, M-P13).
    pub fn breakdowns(&self) -> Vec<Breakdown> {
        let d = data();
        let n = self.players;
        let ranking = self.ranking_points();
        let mut rows: Vec<Breakdown> = (0..n)
            .map(|seat| {
                let p = &self.people[seat];
                let rats = -(d.scoring.rat_penalty(p.held(Resource::Rats)) as i64);
                let pop = self.popularity_after_rats(seat);
                let books: i64 = Book::ALL
                    .iter()
                    .map(|&b| {
                        let space = if b == Book::Pop { pop } else { p.book(b) };
                        d.book_space(b, space).map(|sp| sp.vp as i64).unwrap_or(0)
                    })
                    .sum();
                let mine: Vec<usize> =
                    self.city.hexes_in_play().into_iter().filter(|&h| self.city.hex(h).repop == Some(seat)).collect();
                let hexes: i64 = mine.iter().map(|&h| d.city.hexes[h].vp as i64).sum();
                let best_hex = mine.iter().map(|&h| d.city.hexes[h].vp as i64).max().unwrap_or(0);
                let scroll: i64 = (0..3).map(|t| self.scroll_points(seat, t)).sum();
                let resources = ((p.held(Resource::Coins)
                    + p.held(Resource::Fire)
                    + p.held(Resource::BigFire)
                    + p.held(Resource::Wood))
                    / 3) as i64;
                let play = p.points() as i64;
                let parts = vec![
                    ("play", play),
                    ("rats", rats),
                    ("books", books),
                    ("popularity", ranking[seat]),
                    ("hexes", hexes),
                    ("scroll", scroll),
                    ("resources", resources),
                ];
                let total = parts.iter().map(|(_, v)| v).sum();
                Breakdown { seat, parts, total, repopulated: mine.len(), best_hex }
            })
            .collect();
        let bonus = if self.solo() {
            // M-P13: 3, 7 or 10 points for 2, 3, 4 or more repopulated hexes
            let hexes = rows[0].repopulated;
            let points = d.scoring.solo_repop.iter().filter(|b| hexes >= b.hexes as usize).map(|b| b.points).max();
            Some(vec![points.unwrap_or(0) as i64])
        } else if self.options.advanced() {
            Some(self.majority_bonus(&rows))
        } else {
            None
        };
        if let Some(bonus) = bonus {
            for (row, b) in rows.iter_mut().zip(bonus) {
                row.parts.insert(5, ("majority", b));
                row.total += b;
            }
        }
        rows
    }

    /// Popularity ranking points (M-E4): by popularity after rats, ties to more fire (big fire
    /// counts 2), then shared. In solo: 5 points when level with or ahead of the automa (M-P12).
    fn ranking_points(&self) -> Vec<i64> {
        let d = data();
        let n = self.players;
        if let Some(a) = &self.automa {
            let ahead = self.popularity_after_rats(0) >= a.pop;
            return vec![if ahead { d.scoring.ranking_solo as i64 } else { 0 }];
        }
        let key = |s: Seat| (self.popularity_after_rats(s), self.people[s].fire_value());
        shared_places(n, key, d.scoring.ranking(n as u8), |_| true)
    }

    /// M-A6: most repopulated hexes first; ties to the hexes' step-2 points, then shared; a
    /// player with none scores nothing.
    fn majority_bonus(&self, rows: &[Breakdown]) -> Vec<i64> {
        let points = data().scoring.majority(self.players as u8);
        let hexes_points = |s: Seat| rows[s].parts.iter().find(|(k, _)| *k == "hexes").map(|x| x.1).unwrap_or(0);
        shared_places(self.players, |s| (rows[s].repopulated, hexes_points(s)), points, |s| rows[s].repopulated > 0)
    }
    /// M-E9: most points; ties to more repopulated hexes, then the single best repopulated hex;
    /// still tied: a shared place.
    pub fn final_standings(&self) -> Vec<Standing> {
        let mut b = self.breakdowns();
        b.sort_by_key(|x| std::cmp::Reverse((x.total, x.repopulated, x.best_hex)));
        let mut out: Vec<Standing> = Vec::new();
        for (i, x) in b.iter().enumerate() {
            let place = match out.last() {
                Some(prev)
                    if i > 0
                        && (b[i - 1].total, b[i - 1].repopulated, b[i - 1].best_hex)
                            == (x.total, x.repopulated, x.best_hex) =>
                {
                    prev.place
                }
                _ => i + 1,
            };
            out.push(Standing {
                seat: x.seat,
                place,
                score: x.total,
                breakdown: x.parts.iter().map(|(k, v)| (k.to_string(), *v)).collect(),
            });
        }
        out
    }
}

/// Points by place for `n` players ranked by `key` (higher is better); tied players share the
/// points of the places they cover, rounded down. Players failing `eligible` score nothing and
/// take no place.
fn shared_places<K: Ord>(
    n: usize,
    key: impl Fn(Seat) -> K,
    points: &[u8],
    eligible: impl Fn(Seat) -> bool,
) -> Vec<i64> {
    let ranked: Vec<Seat> = (0..n).filter(|&s| eligible(s)).collect();
    (0..n)
        .map(|s| {
            if !eligible(s) {
                return 0;
            }
            let better = ranked.iter().filter(|&&o| key(o) > key(s)).count();
            let tied = ranked.iter().filter(|&&o| key(o) == key(s)).count();
            let share: i64 = (better..better + tied).map(|place| *points.get(place).unwrap_or(&0) as i64).sum();
            share / tied as i64
        })
        .collect()
}
