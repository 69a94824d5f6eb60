//! Determinization for AI players: a complete state built from what one seat may know (R-D2 to
//! R-D4). The seat's view shows every face-down token's place but not its face, except the faces
//! its own Witch saw that still lie face down; the supply's order, the tokens set aside unseen
//! (R-S6), the other seats' Witch notes and the seeded RNG are hidden from it.

use super::data::{TokenId, TOKENS};
use super::state::Rattus;
use crate::games::{GameRng, Seat};

impl Rattus {
    /// A state that agrees with everything `seat` may see, its hidden parts dealt anew with `rng`:
    /// every token the seat has not seen face up (the revealed ones) nor looked at with its Witch
    /// is drawn from that unseen multiset, listed in canonical order and shuffled, into the
    /// face-down board slots it does not know, the supply and the tokens set aside. The other
    /// seats' knowledge is forgotten and the game's RNG is reseeded from `rng`.
    ///
    /// The result depends on the state only through the seat's view (and on `rng`), so two states
    /// that look the same to the seat give the same determinization.
    pub fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Rattus {
        let mut g = self.clone();
        let known: &[TokenId] = &self.seen[seat];
        let mut pool: Vec<TokenId> =
            (0..TOKENS as TokenId).filter(|t| !self.revealed.contains(t) && !known.contains(t)).collect();
        rng.shuffle(&mut pool);
        let mut deal = || pool.pop().expect("every hidden place holds an unseen token");
        for region in &mut g.regions {
            for slot in region.tokens.iter_mut().filter(|t| !known.contains(t)) {
                *slot = deal();
            }
        }
        for t in g.supply.iter_mut().chain(g.set_aside.iter_mut()) {
            *t = deal();
        }
        debug_assert!(pool.is_empty(), "as many unseen tokens as hidden places");
        for (s, (seen, notes)) in g.seen.iter_mut().zip(g.notes.iter_mut()).enumerate() {
            if s != seat {
                seen.clear();
                notes.clear();
            }
        }
        g.forced_reveal.clear();
        g.rng = GameRng::new(rng.below(usize::MAX) as u64);
        g
    }
}
