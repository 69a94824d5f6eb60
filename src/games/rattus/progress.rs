//! The course of a Rattus game: the start player (R-S9), the phase — setup placements (R-S10,
//! R-S11), normal turns with their steps (R-T1 to R-T31), the final round (R-E3) and the end — and
//! the number of normal turns begun. A part of the state with its count private: it starts at 1
//! when the start player takes the first turn (R-S13) and grows by one as each turn passes
//! clockwise (R-T31).

use super::board::Spot;
use super::data::RegionId;
use crate::games::Seat;
use serde::{Deserialize, Serialize};

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

/// The start player, the phase and the number of normal turns begun. The serialized field names
/// are those of the saved games (flattened into `Rattus`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    start_seat: Seat,
    phase: Phase,
    /// Normal turns begun so far.
    turn_number: u32,
}

impl Progress {
    /// A game in its first setup placement, `start_seat` to begin the turns (R-S9).
    pub fn new(start_seat: Seat) -> Progress {
        Progress { start_seat, phase: Phase::Setup { step: 0 }, turn_number: 0 }
    }

    #[inline]
    pub fn start_seat(&self) -> Seat {
        self.start_seat
    }

    #[inline]
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The phase, to change the step of a turn or the round (the rules), or to set up a
    /// scenario's or a test's position.
    #[inline]
    pub fn phase_mut(&mut self) -> &mut Phase {
        &mut self.phase
    }

    /// Normal turns begun so far.
    #[inline]
    pub fn turn_number(&self) -> u32 {
        self.turn_number
    }

    /// R-S13: after the placements the start player takes the first normal turn.
    pub fn begin_turns(&mut self) {
        debug_assert!(matches!(self.phase, Phase::Setup { .. }), "turns begin once, after setup");
        self.phase = Phase::Turn(Turn::new(self.start_seat));
        self.turn_number = 1;
    }

    /// R-T31: the turn passes to `next`.
    pub fn pass_to(&mut self, next: Seat) {
        debug_assert!(matches!(self.phase, Phase::Turn(_)), "a normal turn passes");
        self.phase = Phase::Turn(Turn::new(next));
        self.turn_number += 1;
    }

    /// A scenario's position: the start player.
    pub fn set_start_seat(&mut self, seat: Seat) {
        self.start_seat = seat;
    }

    /// A scenario's position: seat `seat`'s normal turn number `number`, as far as `turn` went.
    pub fn set_turn(&mut self, turn: Turn, number: u32) {
        self.phase = Phase::Turn(turn);
        self.turn_number = number;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// R-S13, R-T31: the start player takes turn 1 after the placements; each turn passed counts
    /// one more, to the seat given.
    #[test]
    fn turns_begin_with_the_start_player_and_count_up() {
        let mut p = Progress::new(2);
        assert_eq!((p.phase(), p.turn_number()), (&Phase::Setup { step: 0 }, 0));
        *p.phase_mut() = Phase::Setup { step: 5 };
        p.begin_turns();
        assert_eq!((p.phase(), p.turn_number()), (&Phase::Turn(Turn::new(2)), 1));
        p.pass_to(0);
        p.pass_to(1);
        assert_eq!((p.phase(), p.turn_number()), (&Phase::Turn(Turn::new(1)), 3));
        assert_eq!(p.start_seat(), 2, "the start player stays");
    }
}
