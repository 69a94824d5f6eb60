//! The Rattus game state and setup (R-S1 to R-S13): the parts — the pieces on and off the
//! board, the class cards, the course of the game, what each seat knows — and what ties them
//! together: the player count, the plague piece, the seeded RNG.

use super::data::{data, Class, RegionId, Regions, TokenId};
use crate::games::{GameRng, RuleError, Seat};
use serde::{Deserialize, Serialize};

pub use super::board::{Board, RegionState, Spot};
pub use super::cards::Cards;
pub use super::knowledge::{Knowledge, WitchNote};
pub use super::progress::{Pending, Phase, Progress, Turn};

/// The colour names of seats 0..3 (R-K5: the rulebook's examples use red, yellow, green, blue).
pub const COLOURS: [&str; 4] = ["red", "yellow", "green", "blue"];

/// A game of Rattus. The parts are flattened: the saved JSON has the fields it had before the
/// state was split (`tests/golden/rattus-states.jsonl`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rattus {
    pub players: usize,
    /// The rat tokens and the cubes, wherever they lie.
    #[serde(flatten)]
    pub board: Board,
    /// The holders of the class cards.
    #[serde(flatten)]
    pub cards: Cards,
    /// The region where the plague piece stands.
    pub plague: RegionId,
    /// The start player, the phase and the number of normal turns.
    #[serde(flatten)]
    pub progress: Progress,
    /// What each seat's Witch saw.
    #[serde(flatten)]
    pub knowledge: Knowledge,
    pub(super) rng: GameRng,
    /// Test hook (R-D7): tokens to reveal first, in this order, when their region is devastated.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(super) forced_reveal: Vec<TokenId>,
}

impl Rattus {
    /// A new game (R-S1 to R-S9); the placement phase follows.
    pub fn setup(players: usize, seed: u64) -> Result<Rattus, RuleError> {
        crate::games::check_players::<Rattus>(players, "R-K9")?;
        let mut rng = GameRng::new(seed);
        // R-S9 (DECISION): the start player is random.
        let start_seat = rng.below(players);
        let board = Board::deal(players, &mut rng);
        // R-S8: the plague starts in a random used region.
        let (mut used, mut n_used) = ([0 as RegionId; super::data::REGIONS], 0);
        for r in Regions(data().used_mask[players]) {
            used[n_used] = r;
            n_used += 1;
        }
        let plague = rng.pick(&used[..n_used]);
        Ok(Rattus {
            players,
            board,
            cards: Cards::default(),
            plague,
            progress: Progress::new(start_seat),
            knowledge: Knowledge::new(players),
            rng,
            forced_reveal: Vec::new(),
        })
    }

    /// The phase of the game.
    #[inline]
    pub fn phase(&self) -> &Phase {
        self.progress.phase()
    }

    /// The seat placing at setup step `step`: clockwise from the start player, then back (R-S10, R-S11).
    pub fn setup_seat(&self, step: usize) -> Seat {
        let n = self.players;
        let offset = if step < n { step } else { 2 * n - 1 - step };
        (self.progress.start_seat() + offset) % n
    }

    pub fn used(&self, r: RegionId) -> bool {
        data().used(r, self.players)
    }

    pub fn used_regions(&self) -> Regions {
        Regions(data().used_mask[self.players])
    }

    pub fn neighbours(&self, r: RegionId) -> Regions {
        data().neighbours(r, self.players)
    }

    pub fn holder(&self, class: Class) -> Option<Seat> {
        self.cards.holder(class)
    }

    pub fn holds(&self, seat: Seat, class: Class) -> bool {
        self.cards.holds(seat, class)
    }

    /// The seat whose decision the game waits for.
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase() {
            Phase::Setup { step } => Some(self.setup_seat(*step)),
            Phase::Turn(t) => Some(t.seat),
            Phase::Final { turn, .. } => Some(turn.seat),
            Phase::Over { .. } => None,
        }
    }

    /// Cubes a seat has on the board: regions plus palace (R-E12).
    pub fn cubes_on_board(&self, seat: Seat) -> u32 {
        self.board.cubes_on_board(seat)
    }

    pub fn tokens_on_board(&self) -> usize {
        self.board.tokens_on_board()
    }

    /// Where a token lies on the board.
    pub fn spot_of(&self, token: TokenId) -> Option<Spot> {
        self.board.spot_of(token)
    }
}
