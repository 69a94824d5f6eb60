//! What search keeps beside the rules to go faster: a position together with its legal list.
//! The rules answer "what is legal here" and "what happens when this is played"; search asks
//! both after every move, and a game that judges the position it reaches anyway (Messina, to
//! take forced choices) answers both at once through [`AiGame::play_then_legal`].

use crate::games::ai::AiGame;
use crate::games::Seat;

/// A game and the legal actions of its position. The list is made with the wrapper and again by
/// [`Searched::play`], the only way to change the game inside, so it is always the rules' list
/// of the position held: nothing is invalidated by hand.
pub struct Searched<G: AiGame> {
    game: G,
    legal: Vec<G::Action>,
}

impl<G: AiGame> Searched<G> {
    pub fn new(game: G) -> Self {
        let legal = game.legal();
        Searched { game, legal }
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    /// [`AiGame::legal`] of the position held.
    pub fn legal(&self) -> &[G::Action] {
        debug_assert!(self.legal == self.game.legal(), "the kept legal list is stale");
        &self.legal
    }

    /// Plays a legal action (see [`AiGame::play`]) and lists the next position's legal actions.
    pub fn play(&mut self, seat: Seat, action: &G::Action) {
        self.game.play_then_legal(seat, action, &mut self.legal);
    }

    pub fn into_game(self) -> G {
        self.game
    }
}

#[cfg(test)]
mod tests {
    use super::Searched;
    use crate::games::ai::AiGame;
    use crate::games::messina::{Messina, Options, Side};
    use crate::games::rattus::Rattus;
    use crate::games::{Game, GameRng};

    /// Plays random games with the rules (`apply`, checked and told) beside a wrapper fed the
    /// same actions, asserting the wrapper's legal list equals the rules' in every position and
    /// its game equals the told game after every action.
    fn agree<G: AiGame + PartialEq + std::fmt::Debug>(mut told: G, seed: u64) -> usize {
        let mut searched = Searched::new(told.clone());
        let mut rng = GameRng::new(seed);
        let mut positions = 0;
        while let Some(seat) = told.actor() {
            let legal = told.legal();
            assert_eq!(searched.legal(), &legal[..], "seed {seed}, position {positions}");
            let a = legal[rng.below(legal.len())].clone();
            told.apply(seat, &a).unwrap();
            searched.play(seat, &a);
            assert!(searched.game() == &told, "seed {seed}: the wrapper's game left the told game after {a}");
            positions += 1;
        }
        assert!(searched.legal().is_empty(), "seed {seed}: legal actions after the end");
        positions
    }

    /// The wrapper's legal list equals the rules' legal list in every position of 24 random
    /// Messina games (every player count and variant), and its games equal the told games.
    #[test]
    fn messina_wrapper_is_the_rules() {
        let mut positions = 0;
        for seed in 0..24u64 {
            let side = if seed % 3 == 2 { Side::B } else { Side::A };
            let options = Options { boards: side, scrolls: side, priority_tile: seed % 4 == 1 };
            positions += agree(Messina::new(&options, 1 + (seed % 4) as usize, seed).unwrap(), seed);
        }
        assert!(positions > 3_000, "{positions} positions");
    }

    /// The same for 24 random Rattus games of 2 to 4 players.
    #[test]
    fn rattus_wrapper_is_the_rules() {
        let mut positions = 0;
        for seed in 0..24u64 {
            positions += agree(Rattus::new(&Default::default(), 2 + (seed % 3) as usize, seed).unwrap(), seed);
        }
        assert!(positions > 1_000, "{positions} positions");
    }
}
