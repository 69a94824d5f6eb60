//! Devastation: revealing rat tokens and their outbreaks (R-T19 to R-T30, R-E9 to R-E11).

use super::data::{data, RegionId, TokenId, MAX_TOKENS_PER_REGION};
use super::rules::{colour_key, region_key};
use super::state::Rattus;
use super::view::face_msg;
use crate::games::out::Out;
use crate::games::Msg;

impl Rattus {
    /// Devastates region `r`. `neutral` adds the plague piece's 2 neutral cubes to every threshold
    /// check (R-C9, R-E11). `reveal_all` is the final devastation: every token is revealed, and
    /// those revealed after the last real cube left have no effect (R-E10).
    pub(crate) fn devastate(&mut self, r: RegionId, neutral: bool, reveal_all: bool, out: &mut Out) {
        // R-T19: only with at least one real cube and one token.
        if self.board.tokens(r).is_empty() || (!reveal_all && self.board.region(r).total_cubes() == 0) {
            return;
        }
        out.applied.irreversible = true;
        let (order, len) = self.reveal_order(r);
        for &token in &order[..len] {
            let real = self.board.region(r).total_cubes();
            // R-T21: stop once the region has no cubes left.
            if real == 0 && !reveal_all {
                break;
            }
            // R-T22: every revealed token leaves the game.
            self.board.reveal(r, token);
            self.knowledge.forget(token);
            self.forced_reveal.retain(|&t| t != token);
            let total = real + if neutral { 2 } else { 0 };
            let face = &data().tokens[token as usize];
            let revealed =
                || Msg::new("rattus.event.revealed").key("region", region_key(r)).msg("face", face_msg(token));
            // R-T24: the threshold check counts all cubes, plus neutral cubes.
            if real == 0 || total < face.threshold as u32 {
                out.public(|| revealed().msg("result", Msg::new("rattus.event.no-outbreak").num("total", total)));
                continue;
            }
            let losses = self.outbreak(r, token);
            out.public(|| {
                let lost: Vec<Msg> = losses
                    .iter()
                    .enumerate()
                    .filter(|(_, &n)| n > 0)
                    .map(|(s, &n)| Msg::new("rattus.event.loss").key("colour", colour_key(s)).num("count", n))
                    .collect();
                let result = if lost.is_empty() {
                    Msg::new("rattus.event.outbreak-harmless").num("total", total)
                } else {
                    Msg::new("rattus.event.outbreak").num("total", total).list("losses", lost)
                };
                revealed().msg("result", result)
            });
        }
    }

    /// R-D7: forced tokens first (test harness), the rest in seeded-random order.
    /// The order is returned in place (a region holds at most 3 tokens, R-L1): devastation
    /// runs in every playout search makes.
    fn reveal_order(&mut self, r: RegionId) -> ([TokenId; MAX_TOKENS_PER_REGION], usize) {
        let here = self.board.tokens(r);
        let mut order = [0; MAX_TOKENS_PER_REGION];
        let mut len = 0;
        for &t in self.forced_reveal.iter().filter(|t| here.contains(t)) {
            if order[..len].contains(&t) {
                continue; // a token named twice is revealed once
            }
            order[len] = t;
            len += 1;
        }
        let forced = len;
        for &t in here {
            if !order[..forced].contains(&t) {
                order[len] = t;
                len += 1;
            }
        }
        self.rng.shuffle(&mut order[forced..len]);
        (order, len)
    }

    /// Applies one outbreak in region `r`; returns the cubes each seat lost (R-T25 to R-T30).
    fn outbreak(&mut self, r: RegionId, token: TokenId) -> [u8; 4] {
        let face = &data().tokens[token as usize];
        let mut cubes = [0u8; 4];
        cubes[..self.players].copy_from_slice(&self.board.region(r).cubes);
        let cubes = &cubes[..self.players];
        let mut hits = [0u8; 4];
        // R-T25, R-T26: M first, on the counts before this token's other effects; neutral cubes ignored.
        if face.majority {
            let most = *cubes.iter().max().unwrap_or(&0);
            if most > 0 {
                for (s, &c) in cubes.iter().enumerate() {
                    if c == most {
                        hits[s] += 1;
                    }
                }
            }
        }
        // R-T28: one cube per depicted card held.
        for class in &face.classes {
            if let Some(holder) = self.holder(*class) {
                hits[holder] += 1;
            }
        }
        // R-T27: A strikes everyone present.
        if face.all {
            for (s, &c) in cubes.iter().enumerate() {
                if c > 0 {
                    hits[s] += 1;
                }
            }
        }
        // R-T29, R-T30: a seat with c cubes hit h times keeps max(0, c - h); lost cubes go to the reserve.
        let mut lost = [0u8; 4];
        for s in 0..self.players {
            lost[s] = hits[s].min(cubes[s]);
        }
        self.board.lose_cubes(r, &lost[..self.players]);
        lost
    }
}
