//! The pieces of a Rattus game wherever they lie (R-K5, R-K6): the 49 rat tokens — face down in
//! the regions, in the supply, set aside unseen (R-S6) or revealed and out of the game (R-T22) —
//! and each seat's 20 cubes — in its reserve, in the regions or in the palace (R-C5). A part of the
//! state with its fields private: pieces change places only through its methods, so no token is
//! ever in two places or lost, no region holds more than 3 tokens (R-L1), and a seat's cubes always
//! number 20 (R-T30) (checked in debug builds after each change).

use super::data::{data, RegionId, Regions, TokenId, CUBES_PER_PLAYER, MAX_TOKENS_PER_REGION, REGIONS, TOKENS};
use crate::games::{GameRng, Seat};
use serde::{Deserialize, Serialize};

/// One region's pieces, as the board holds them (read through [`Board::region`]).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegionState {
    /// Face-down rat tokens, in slot order.
    pub tokens: Vec<TokenId>,
    /// Cubes per seat.
    pub cubes: Vec<u8>,
}

impl RegionState {
    pub fn total_cubes(&self) -> u32 {
        self.cubes.iter().map(|&c| c as u32).sum()
    }
}

/// A token position: region and 0-based slot.
pub type Spot = (RegionId, usize);

/// The rat tokens and the cubes, wherever they lie. The serialized field names are those of the
/// saved games (flattened into `Rattus`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    regions: Vec<RegionState>,
    /// The rat supply; the top is the last element.
    supply: Vec<TokenId>,
    /// Removed unseen in setup (R-S6).
    set_aside: Vec<TokenId>,
    /// Revealed tokens, in the order they were revealed (R-T22).
    revealed: Vec<TokenId>,
    reserve: Vec<u8>,
    palace: Vec<u8>,
}

impl Board {
    /// The tokens dealt for `players` (R-S4 to R-S7): one shuffled starting token face down in
    /// each used region, 12 / 6 / 0 regular tokens set aside unseen, the rest with the leftover
    /// starting tokens in the shuffled supply; every cube in its reserve.
    pub fn deal(players: usize, rng: &mut GameRng) -> Board {
        let d = data();
        // kept in place: a new game is set up for every playout search makes
        let (mut starting, mut n_starting) = ([0 as TokenId; TOKENS], 0);
        let mut regular: Vec<TokenId> = Vec::with_capacity(TOKENS);
        for (t, face) in d.tokens.iter().enumerate() {
            if face.starting {
                starting[n_starting] = t as TokenId;
                n_starting += 1;
            } else {
                regular.push(t as TokenId);
            }
        }
        let starting = &mut starting[..n_starting];
        // R-S4: one shuffled starting token face down in each used region.
        rng.shuffle(starting);
        let mut regions: Vec<RegionState> = (0..REGIONS)
            .map(|_| RegionState { tokens: Vec::with_capacity(MAX_TOKENS_PER_REGION), cubes: vec![0; players] })
            .collect();
        let mut left = n_starting;
        for r in Regions(d.used_mask[players]) {
            left = left.checked_sub(1).expect("12 starting tokens");
            regions[r].tokens.push(starting[left]);
        }
        // R-S5, R-S6: shuffle the regular tokens and remove 12 / 6 / 0 unseen.
        rng.shuffle(&mut regular);
        let removed = match players {
            2 => 12,
            3 => 6,
            _ => 0,
        };
        let set_aside: Vec<TokenId> = regular.drain(..removed).collect();
        // R-S7: the leftover starting tokens join the supply, which is shuffled again.
        let mut supply = regular;
        supply.extend_from_slice(&starting[..left]);
        rng.shuffle(&mut supply);
        let board = Board {
            regions,
            supply,
            set_aside,
            revealed: Vec::new(),
            reserve: vec![CUBES_PER_PLAYER; players],
            palace: vec![0; players],
        };
        board.debug_check();
        board
    }

    /// Every region in canonical order, used or not.
    #[inline]
    pub fn regions(&self) -> &[RegionState] {
        &self.regions
    }

    #[inline]
    pub fn region(&self, r: RegionId) -> &RegionState {
        &self.regions[r]
    }

    /// The face-down tokens of region `r`, in slot order.
    #[inline]
    pub fn tokens(&self, r: RegionId) -> &[TokenId] {
        &self.regions[r].tokens
    }

    /// The cubes of `seat` in region `r`.
    #[inline]
    pub fn cubes(&self, r: RegionId, seat: Seat) -> u8 {
        self.regions[r].cubes[seat]
    }

    /// The token in a slot.
    #[inline]
    pub fn token_at(&self, (r, slot): Spot) -> TokenId {
        self.regions[r].tokens[slot]
    }

    /// The supply; its top is the last element.
    #[inline]
    pub fn supply(&self) -> &[TokenId] {
        &self.supply
    }

    /// The tokens removed unseen in setup (R-S6).
    pub fn set_aside(&self) -> &[TokenId] {
        &self.set_aside
    }

    /// The revealed tokens, in the order they were revealed (R-T22).
    pub fn revealed(&self) -> &[TokenId] {
        &self.revealed
    }

    /// Each seat's cubes in its reserve.
    #[inline]
    pub fn reserve(&self) -> &[u8] {
        &self.reserve
    }

    /// Each seat's cubes in the palace (R-C5).
    pub fn palace(&self) -> &[u8] {
        &self.palace
    }

    /// Cubes a seat has on the board: regions plus palace (R-E12).
    pub fn cubes_on_board(&self, seat: Seat) -> u32 {
        self.regions.iter().map(|r| r.cubes[seat] as u32).sum::<u32>() + self.palace[seat] as u32
    }

    /// Face-down tokens in the regions.
    pub fn tokens_on_board(&self) -> usize {
        self.regions.iter().map(|r| r.tokens.len()).sum()
    }

    /// Where a token lies on the board.
    pub fn spot_of(&self, token: TokenId) -> Option<Spot> {
        self.regions.iter().enumerate().find_map(|(r, rs)| rs.tokens.iter().position(|&t| t == token).map(|s| (r, s)))
    }

    /// `count` cubes of `seat` from its reserve into region `r` (R-S10, R-T7 to R-T9, R-C10, R-E6).
    pub fn put_cubes(&mut self, seat: Seat, r: RegionId, count: u8) {
        debug_assert!(self.reserve[seat] >= count, "more cubes than the reserve holds");
        self.reserve[seat] -= count;
        self.regions[r].cubes[seat] += count;
        self.debug_check();
    }

    /// One cube of `seat` from region `r` into the palace (the King, R-C5).
    pub fn to_palace(&mut self, seat: Seat, r: RegionId) {
        debug_assert!(self.regions[r].cubes[seat] > 0, "no cube of the seat there");
        self.regions[r].cubes[seat] -= 1;
        self.palace[seat] += 1;
        self.debug_check();
    }

    /// `count` cubes of `seat` from region `from` to region `to` (the Merchant, R-C11).
    pub fn move_cubes(&mut self, seat: Seat, from: RegionId, to: RegionId, count: u8) {
        debug_assert!(self.regions[from].cubes[seat] >= count, "more cubes than the region holds");
        self.regions[from].cubes[seat] -= count;
        self.regions[to].cubes[seat] += count;
        self.debug_check();
    }

    /// Each seat's `lost[seat]` cubes of region `r` back to its reserve (an outbreak, R-T29, R-T30).
    pub fn lose_cubes(&mut self, r: RegionId, lost: &[u8]) {
        for (s, &n) in lost.iter().enumerate() {
            debug_assert!(self.regions[r].cubes[s] >= n, "more cubes lost than the region holds");
            self.regions[r].cubes[s] -= n;
            self.reserve[s] += n;
        }
        self.debug_check();
    }

    /// The token at `from` moves face down and unchanged to the end of region `to` (the Monk,
    /// R-C7); returns it.
    pub fn move_token(&mut self, from: Spot, to: RegionId) -> TokenId {
        debug_assert!(self.regions[to].tokens.len() < MAX_TOKENS_PER_REGION, "R-L1");
        let token = self.regions[from.0].tokens.remove(from.1);
        self.regions[to].tokens.push(token);
        self.debug_check();
        token
    }

    /// The tokens at `a` and `b` change places (the Witch, R-C12).
    pub fn swap_tokens(&mut self, a: Spot, b: Spot) {
        let (ta, tb) = (self.token_at(a), self.token_at(b));
        self.regions[a.0].tokens[a.1] = tb;
        self.regions[b.0].tokens[b.1] = ta;
        self.debug_check();
    }

    /// The top token of the supply face down into region `r` (a spread, R-T18); returns it, or
    /// `None` with an empty supply.
    pub fn draw_into(&mut self, r: RegionId) -> Option<TokenId> {
        debug_assert!(self.regions[r].tokens.len() < MAX_TOKENS_PER_REGION, "R-L1");
        let token = self.supply.pop()?;
        self.regions[r].tokens.push(token);
        self.debug_check();
        Some(token)
    }

    /// Token `token` of region `r` is revealed and leaves the game (R-T22).
    pub fn reveal(&mut self, r: RegionId, token: TokenId) {
        let before = self.regions[r].tokens.len();
        self.regions[r].tokens.retain(|&t| t != token);
        debug_assert_eq!(self.regions[r].tokens.len() + 1, before, "the token lay in the region");
        self.revealed.push(token);
        self.debug_check();
    }

    /// The hidden tokens dealt anew (determinization): every face-down token not in `known`, on
    /// the board, in the supply or set aside, is replaced by the next of `deal`, which holds as
    /// many tokens as there are such places and exactly the tokens that lay there.
    pub fn redeal(&mut self, known: &[TokenId], mut deal: impl FnMut() -> TokenId) {
        for region in &mut self.regions {
            for slot in region.tokens.iter_mut().filter(|t| !known.contains(t)) {
                *slot = deal();
            }
        }
        for t in self.supply.iter_mut().chain(self.set_aside.iter_mut()) {
            *t = deal();
        }
        self.debug_check();
    }

    // Positions for scenarios and tests: every one keeps the pieces' counts.

    /// Region `r`'s tokens go back to the supply (a scenario lists the region's tokens anew).
    pub fn clear_tokens(&mut self, r: RegionId) {
        let old = std::mem::take(&mut self.regions[r].tokens);
        self.supply.extend(old);
        self.debug_check();
    }

    /// Face-down token `t` — on the board, in the supply or set aside — is put at the end of
    /// region `r`. Returns `false`, changing nothing, when `r` already holds 3 tokens (R-L1) or
    /// `t` is not face down.
    #[must_use]
    pub fn place_token(&mut self, r: RegionId, t: TokenId) -> bool {
        if self.regions[r].tokens.len() >= MAX_TOKENS_PER_REGION || !self.lift(t) {
            return false;
        }
        self.regions[r].tokens.push(t);
        self.debug_check();
        true
    }

    /// Supply token `t` is put on top of the supply; `false` if it is not in the supply.
    #[must_use]
    pub fn to_supply_top(&mut self, t: TokenId) -> bool {
        let Some(i) = self.supply.iter().position(|&x| x == t) else { return false };
        self.supply.remove(i);
        self.supply.push(t);
        true
    }

    /// The supply shrinks to its top `keep` tokens; the others count as already revealed.
    pub fn shrink_supply(&mut self, keep: usize) {
        while self.supply.len() > keep {
            let t = self.supply.remove(0);
            self.revealed.push(t);
        }
        self.debug_check();
    }

    /// Sets a seat's cubes in a region (or the palace, `None`) to `to`, through its reserve.
    /// Returns the cubes available there when `to` is more than that, changing nothing.
    pub fn set_cubes(&mut self, seat: Seat, r: Option<RegionId>, to: u8) -> Result<(), u8> {
        let slot = match r {
            Some(r) => &mut self.regions[r].cubes[seat],
            None => &mut self.palace[seat],
        };
        let available = self.reserve[seat] + *slot;
        if to > available {
            return Err(available);
        }
        self.reserve[seat] = available - to;
        *slot = to;
        self.debug_check();
        Ok(())
    }

    /// Takes face-down token `t` out of wherever it is (board, supply, set aside); `false` if it
    /// lies in none of them.
    fn lift(&mut self, t: TokenId) -> bool {
        let places = self.regions.iter_mut().map(|r| &mut r.tokens).chain([&mut self.supply, &mut self.set_aside]);
        let mut found = false;
        for place in places {
            let before = place.len();
            place.retain(|&x| x != t);
            found |= place.len() != before;
        }
        found
    }

    /// Test positions that need not be reachable (the legality tests shake them at random): the
    /// regions and the reserves, without the checks.
    #[cfg(test)]
    pub(crate) fn unchecked_mut(&mut self) -> (&mut [RegionState], &mut [u8]) {
        (&mut self.regions, &mut self.reserve)
    }

    /// Every token in one place, at most 3 in a region (R-K6, R-L1); every seat's 20 cubes in its
    /// reserve, the regions and the palace (R-K5, R-T30).
    fn debug_check(&self) {
        if cfg!(debug_assertions) {
            debug_assert!(self.problem().is_none(), "{}: {self:?}", self.problem().unwrap_or_default());
        }
    }

    /// What breaks the board's invariants, if anything.
    fn problem(&self) -> Option<String> {
        let mut seen = [false; TOKENS];
        let on_board = self.regions.iter().flat_map(|r| &r.tokens);
        for &t in on_board.chain(&self.supply).chain(&self.set_aside).chain(&self.revealed) {
            if std::mem::replace(&mut seen[t as usize], true) {
                return Some(format!("token {t} in two places"));
            }
        }
        if let Some(t) = seen.iter().position(|s| !s) {
            return Some(format!("token {t} lost"));
        }
        if let Some(r) = self.regions.iter().position(|r| r.tokens.len() > MAX_TOKENS_PER_REGION) {
            return Some(format!("region {r} holds more than {MAX_TOKENS_PER_REGION} tokens"));
        }
        (0..self.reserve.len())
            .find(|&s| self.reserve[s] as u32 + self.cubes_on_board(s) != CUBES_PER_PLAYER as u32)
            .map(|s| format!("seat {s} has not {CUBES_PER_PLAYER} cubes"))
    }
}

#[cfg(test)]
mod tests {
    use super::super::data::{data, Regions, TOKENS};
    use super::*;

    fn dealt(players: usize) -> Board {
        Board::deal(players, &mut GameRng::new(players as u64))
    }

    /// R-S4 to R-S7, R-K6: one token in each used region, 12 / 6 / 0 set aside, every token once.
    #[test]
    fn the_deal_places_every_token_once() {
        for (players, aside) in [(2, 12), (3, 6), (4, 0)] {
            let b = dealt(players);
            assert_eq!(b.problem(), None);
            let used = Regions(data().used_mask[players]);
            for r in 0..REGIONS {
                let want = usize::from(used.clone().any(|u| u == r));
                assert_eq!(b.tokens(r).len(), want, "R-S4: region {r} with {players} players");
            }
            assert_eq!(b.set_aside().len(), aside, "R-S6");
            assert_eq!(b.tokens_on_board() + b.supply().len() + b.set_aside().len(), TOKENS);
            assert!(b.revealed().is_empty());
            assert!(b.reserve().iter().all(|&c| c == CUBES_PER_PLAYER) && b.palace().iter().all(|&c| c == 0));
        }
    }

    /// R-K5, R-T30: placing, the King, the Merchant and an outbreak move a seat's cubes between
    /// the reserve, the regions and the palace; the 20 stay 20.
    #[test]
    fn cubes_move_and_stay_twenty() {
        let mut b = dealt(3);
        b.put_cubes(1, 0, 3);
        b.move_cubes(1, 0, 2, 2);
        b.to_palace(1, 2);
        assert_eq!((b.reserve()[1], b.cubes(0, 1), b.cubes(2, 1), b.palace()[1]), (17, 1, 1, 1));
        assert_eq!(b.cubes_on_board(1), 3);
        b.lose_cubes(2, &[0, 1, 0]);
        assert_eq!((b.reserve()[1], b.cubes(2, 1), b.cubes_on_board(1)), (18, 0, 2));
        assert_eq!(b.problem(), None);
        // a scenario's cubes come from the reserve, and no more than it holds
        assert_eq!(b.set_cubes(0, Some(4), 21), Err(20));
        assert_eq!(b.set_cubes(0, None, 5), Ok(()));
        assert_eq!((b.reserve()[0], b.palace()[0]), (15, 5));
        assert_eq!(b.problem(), None);
    }

    /// R-K6, R-T18, R-T22, R-C7, R-C12: spreading, revealing, the Monk and the Witch move tokens
    /// between the supply, the regions and the revealed pile; none is lost or doubled.
    #[test]
    fn tokens_move_and_are_conserved() {
        let mut b = dealt(4);
        let top = *b.supply().last().unwrap();
        assert_eq!(b.draw_into(0), Some(top), "R-T18: the top of the supply");
        assert_eq!(b.tokens(0)[1], top);
        let moved = b.move_token((0, 0), 1);
        assert_eq!(b.spot_of(moved), Some((1, 1)), "R-C7: to the end of the region");
        let (a, c) = (b.token_at((1, 0)), b.token_at((2, 0)));
        b.swap_tokens((1, 0), (2, 0));
        assert_eq!((b.token_at((1, 0)), b.token_at((2, 0))), (c, a), "R-C12");
        b.reveal(1, moved);
        assert_eq!(b.revealed(), &[moved], "R-T22");
        assert_eq!(b.tokens(1).len(), 1);
        assert_eq!(b.tokens_on_board() + b.supply().len() + b.set_aside().len() + b.revealed().len(), TOKENS);
        assert_eq!(b.problem(), None);
    }

    /// R-L1: a scenario cannot put a fourth token in a region; listed tokens are lifted from
    /// wherever they lie, and a cleared region's tokens go back to the supply.
    #[test]
    fn scenario_positions_keep_the_tokens() {
        let mut b = dealt(4);
        let supply: Vec<TokenId> = b.supply().to_vec();
        assert!(b.place_token(0, supply[0]) && b.place_token(0, supply[1]));
        assert!(!b.place_token(0, supply[2]), "R-L1: a fourth token");
        let on_other = b.tokens(1)[0];
        assert!(!b.place_token(0, on_other), "R-L1 again: nothing changes");
        assert_eq!(b.tokens(1), &[on_other]);
        b.clear_tokens(0);
        assert!(b.tokens(0).is_empty());
        assert!(b.place_token(0, on_other), "from another region");
        assert!(b.tokens(1).is_empty());
        assert!(b.to_supply_top(supply[5]));
        assert_eq!(b.supply().last(), Some(&supply[5]));
        b.shrink_supply(3);
        assert_eq!(b.supply().len(), 3);
        assert_eq!(b.problem(), None);
        assert!(!b.place_token(2, b.revealed()[0]), "a revealed token stays out of the game");
    }

    /// The check itself finds a doubled token, a lost one and a cube too many.
    #[test]
    fn the_check_finds_broken_boards() {
        let b = dealt(2);
        let mut doubled = b.clone();
        doubled.supply.push(doubled.supply[0]);
        assert!(doubled.problem().unwrap().contains("two places"));
        let mut lost = b.clone();
        lost.supply.pop();
        assert!(lost.problem().unwrap().contains("lost"));
        let mut cubes = b.clone();
        cubes.palace[0] = 1;
        assert!(cubes.problem().unwrap().contains("cubes"));
        let mut crowded = b;
        let used = Regions(data().used_mask[2]).next().unwrap();
        let moved: Vec<TokenId> = crowded.supply.drain(..3).collect();
        crowded.regions[used].tokens.extend(moved);
        assert!(crowded.problem().unwrap().contains("more than 3"));
    }
}
