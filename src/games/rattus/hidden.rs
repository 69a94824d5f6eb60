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
        let known: &[TokenId] = self.knowledge.seen(seat);
        let revealed = self.board.revealed();
        let mut pool: Vec<TokenId> =
            (0..TOKENS as TokenId).filter(|t| !revealed.contains(t) && !known.contains(t)).collect();
        rng.shuffle(&mut pool);
        g.board.redeal(known, || pool.pop().expect("every hidden place holds an unseen token"));
        debug_assert!(pool.is_empty(), "as many unseen tokens as hidden places");
        g.knowledge.only(seat);
        g.forced_reveal.clear();
        g.rng = GameRng::new(rng.below(usize::MAX) as u64);
        g
    }
}
