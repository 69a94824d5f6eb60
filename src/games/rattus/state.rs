//! The Rattus game state and setup (R-S1 to R-S13).

use super::data::{data, Class, RegionId, Regions, TokenId, CUBES_PER_PLAYER, MAX_TOKENS_PER_REGION, REGIONS, TOKENS};
use crate::games::{GameRng, RuleError, Seat};
use serde::{Deserialize, Serialize};

/// The colour names of seats 0..3 (R-K5: the rulebook's examples use red, yellow, green, blue).
pub const COLOURS: [&str; 4] = ["red", "yellow", "green", "blue"];

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

/// The steps of the multi-step powers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    None,
    MonkFrom,
    MonkSlot {
        from: RegionId,
    },
    MonkTo {
        from: Spot,
    },
    MerchantFrom,
    MerchantTo {
        from: RegionId,
    },
    WitchFirst,
    WitchFirstSlot {
        region: RegionId,
    },
    WitchSecond {
        first: Spot,
    },
    WitchSecondSlot {
        first: Spot,
        region: RegionId,
    },
    WitchSwap {
        a: Spot,
        b: Spot,
    },
    /// Phase C: `left` spread tokens still to place around the plague region.
    Spread {
        left: u8,
    },
    /// Phase C: the Knight holder decides on neutral cubes.
    Neutral,
}

/// One player's normal turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: Seat,
    pub took_card: bool,
    pub placed: bool,
    /// Powers used this turn, by class index (R-C2).
    pub used: [bool; 6],
    /// Phase C has begun (the plague moved).
    pub moved: bool,
    pub pending: Pending,
}

impl Turn {
    pub fn new(seat: Seat) -> Self {
        Turn { seat, took_card: false, placed: false, used: [false; 6], moved: false, pending: Pending::None }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Initial placement: `step` indexes the snake order (R-S10, R-S11).
    Setup {
        step: usize,
    },
    Turn(Turn),
    /// The final round after the end was triggered by seat `last` (R-E3).
    Final {
        last: Seat,
        order: Vec<Seat>,
        index: usize,
        turn: Turn,
    },
    Over {
        last: Seat,
    },
}

/// What a Witch saw, kept for the seat that looked (R-D4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WitchNote {
    pub turn: u32,
    pub looked: Vec<(RegionId, usize, TokenId)>,
    pub swapped: Option<bool>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rattus {
    pub players: usize,
    pub regions: Vec<RegionState>,
    /// The rat supply; the top is the last element.
    pub supply: Vec<TokenId>,
    /// Removed unseen in setup (R-S6).
    pub set_aside: Vec<TokenId>,
    /// Revealed tokens, in the order they were revealed (R-T22).
    pub revealed: Vec<TokenId>,
    pub reserve: Vec<u8>,
    pub palace: Vec<u8>,
    /// Holder of each class card, by class index.
    pub cards: [Option<Seat>; 6],
    pub plague: RegionId,
    pub start_seat: Seat,
    pub phase: Phase,
    /// Normal turns begun so far.
    pub turn_number: u32,
    /// Per seat: tokens whose face that seat has seen and which are still face down (R-D4).
    pub seen: Vec<Vec<TokenId>>,
    pub notes: Vec<Vec<WitchNote>>,
    pub rng: GameRng,
    /// Test hook (R-D7): tokens to reveal first, in this order, when their region is devastated.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forced_reveal: Vec<TokenId>,
}

impl Rattus {
    /// A new game (R-S1 to R-S9); the placement phase follows.
    pub fn setup(players: usize, seed: u64) -> Result<Rattus, RuleError> {
        crate::games::check_players::<Rattus>(players, "R-K9")?;
        let d = data();
        let mut rng = GameRng::new(seed);
        // R-S9 (DECISION): the start player is random.
        let start_seat = rng.below(players);
        // kept in place: a new game is set up for every playout search makes
        let (mut used, mut n_used) = ([0 as RegionId; REGIONS], 0);
        for r in Regions(d.used_mask[players]) {
            used[n_used] = r;
            n_used += 1;
        }
        let used = &used[..n_used];
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
        for &r in used {
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
        // R-S8: the plague starts in a random used region.
        let plague = rng.pick(used);
        Ok(Rattus {
            players,
            regions,
            supply,
            set_aside,
            revealed: Vec::new(),
            reserve: vec![CUBES_PER_PLAYER; players],
            palace: vec![0; players],
            cards: [None; 6],
            plague,
            start_seat,
            phase: Phase::Setup { step: 0 },
            turn_number: 0,
            seen: vec![Vec::new(); players],
            notes: vec![Vec::new(); players],
            rng,
            forced_reveal: Vec::new(),
        })
    }

    /// The seat placing at setup step `step`: clockwise from the start player, then back (R-S10, R-S11).
    pub fn setup_seat(&self, step: usize) -> Seat {
        let n = self.players;
        let offset = if step < n { step } else { 2 * n - 1 - step };
        (self.start_seat + offset) % n
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
        self.cards[class.index()]
    }

    pub fn holds(&self, seat: Seat, class: Class) -> bool {
        self.cards[class.index()] == Some(seat)
    }

    /// The seat whose decision the game waits for.
    pub fn to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Setup { step } => Some(self.setup_seat(*step)),
            Phase::Turn(t) => Some(t.seat),
            Phase::Final { turn, .. } => Some(turn.seat),
            Phase::Over { .. } => None,
        }
    }

    /// Cubes a seat has on the board: regions plus palace (R-E12).
    pub fn cubes_on_board(&self, seat: Seat) -> u32 {
        self.regions.iter().map(|r| r.cubes[seat] as u32).sum::<u32>() + self.palace[seat] as u32
    }

    pub fn tokens_on_board(&self) -> usize {
        self.regions.iter().map(|r| r.tokens.len()).sum()
    }

    /// Forget a token that is now face up: nobody's private knowledge of it matters any more.
    pub fn forget(&mut self, token: TokenId) {
        for s in &mut self.seen {
            s.retain(|&t| t != token);
        }
    }

    /// Where a token lies on the board.
    pub fn spot_of(&self, token: TokenId) -> Option<Spot> {
        self.regions.iter().enumerate().find_map(|(r, rs)| rs.tokens.iter().position(|&t| t == token).map(|s| (r, s)))
    }
}
