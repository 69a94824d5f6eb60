//! Game end and final scoring (M-E1 to M-E10).

use super::data::{data, Book};
use super::effects::colour_key;
use super::state::{Messina, Phase};
use crate::games::{Applied, Msg, Seat, Standing};

/// One player's final score by category; the parts sum to `total`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Breakdown {
    pub seat: Seat,
    pub parts: Vec<(&'static str, i64)>,
    pub total: i64,
    pub repopulated: usize,
    pub best_hex: i64,
}

impl Messina {
    /// M-E1: after round VI's production the game ends and is scored.
    pub(crate) fn finish(&mut self, out: &mut Applied) {
        for p in &mut self.people {
            p.deferred.clear(); // M-T75: lost after round VI
        }
        self.phase = Phase::Over;
        let standings = self.final_standings();
        out.public(Msg::new("messina.event.game-over"));
        for s in &standings {
            out.public(
                Msg::new("messina.event.final-score")
                    .num("place", s.place as i64)
                    .key("colour", colour_key(s.seat))
                    .num("score", s.score),
            );
        }
    }

    /// Popularity after the rat penalty: one space back per rat, never below space 1 (M-E2).
    pub fn popularity_after_rats(&self, seat: Seat) -> u8 {
        let p = &self.people[seat];
        (p.book(Book::Pop) as i64 - p.rats as i64).max(1) as u8
    }

    /// Every player's final score by category (M-E2 to M-E8).
    pub fn breakdowns(&self) -> Vec<Breakdown> {
        let d = data();
        let n = self.players;
        // M-E4: popularity ranking after the rat penalty; ties by fire (big fire = 2), then shared
        let ranking_points = d.scoring.ranking(n as u8);
        let key = |s: Seat| (self.popularity_after_rats(s), self.people[s].fire_value());
        let ranking: Vec<i64> = (0..n)
            .map(|s| {
                let better = (0..n).filter(|&o| key(o) > key(s)).count();
                let tied = (0..n).filter(|&o| key(o) == key(s)).count();
                let share: i64 =
                    (better..better + tied).map(|place| *ranking_points.get(place).unwrap_or(&0) as i64).sum();
                share / tied as i64
            })
            .collect();
        (0..n)
            .map(|seat| {
                let p = &self.people[seat];
                let rats = -(d.scoring.rat_penalty(p.rats) as i64);
                let pop = self.popularity_after_rats(seat);
                let books: i64 = Book::ALL
                    .iter()
                    .map(|&b| {
                        let space = if b == Book::Pop { pop } else { p.book(b) };
                        d.book_space(b, space).map(|sp| sp.vp as i64).unwrap_or(0)
                    })
                    .sum();
                let mine: Vec<usize> =
                    self.hexes_in_play().into_iter().filter(|&h| self.hexes[h].repop == Some(seat)).collect();
                let hexes: i64 = mine.iter().map(|&h| d.hexes[h].vp as i64).sum();
                let best_hex = mine.iter().map(|&h| d.hexes[h].vp as i64).max().unwrap_or(0);
                let scroll: i64 = (0..3).map(|t| self.scroll_points(seat, t)).sum();
                let resources = ((p.coins + p.fire + p.bigfire + p.wood) / 3) as i64;
                let play = p.points as i64;
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
            .collect()
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
