//! The round and the turn order (M-S23, M-R10, M-R11, M-T2, M-E1), and the counter that stacks
//! discs (M-R11, M-S24): a part of the state with its fields private. The round runs from I to
//! VI, the order holds every seat once, the next turn's place lies inside it, and the stacking
//! counter only grows (checked in debug builds).

use crate::games::Seat;
use serde::{Deserialize, Serialize};

/// The last round (M-E1).
pub const LAST_ROUND: u8 = 6;

/// The round, the seats in turn order, whose place in it comes next, and the disc-stacking
/// counter. The serialized field names are those of the saved games (flattened into `Messina`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Order {
    /// Round I–VI.
    round: u8,
    /// Turn order for this round.
    turn_order: Vec<Seat>,
    /// Whose turn in the turn order is next.
    order_index: usize,
    /// Counter for stacking discs (books, score track).
    seq: u32,
}

impl Order {
    /// Round I with a turn order of the seats `0..n` (M-S23: dealt at random), its first seat next.
    pub fn new(order: Vec<Seat>) -> Order {
        debug_assert!(every_seat_once(&order), "a turn order holds every seat once: {order:?}");
        Order { round: 1, turn_order: order, order_index: 0, seq: 0 }
    }

    /// The round, I to VI.
    #[inline]
    pub fn round(&self) -> u8 {
        self.round
    }

    /// Whether this is the last round (M-E1).
    #[inline]
    pub fn last_round(&self) -> bool {
        self.round >= LAST_ROUND
    }

    /// The seats in turn order.
    #[inline]
    pub fn seats(&self) -> &[Seat] {
        &self.turn_order
    }

    /// The first seat of the round (the first to produce, M-R1).
    pub fn first(&self) -> Seat {
        self.turn_order[0]
    }

    /// The seat at place `i`, if there is one.
    pub fn get(&self, i: usize) -> Option<Seat> {
        self.turn_order.get(i).copied()
    }

    /// Seat `seat`'s place in the order, from 0.
    pub fn place_of(&self, seat: Seat) -> Option<usize> {
        self.turn_order.iter().position(|&s| s == seat)
    }

    /// The seats from the next turn's place round the table, each once (M-T2).
    #[inline]
    pub fn from_next(&self) -> impl Iterator<Item = Seat> + '_ {
        let n = self.turn_order.len();
        (0..n).map(move |k| self.turn_order[(self.order_index + k) % n])
    }

    /// `seat` takes this turn: the next turn's place is the one after it (M-T2).
    pub fn took_turn(&mut self, seat: Seat) {
        let i = self.place_of(seat).expect("a seat in the turn order");
        self.order_index = (i + 1) % self.turn_order.len();
    }

    /// The next round begins (M-R7): refused after round VI (M-E1).
    pub fn next_round(&mut self) {
        debug_assert!(self.round < LAST_ROUND, "no round after VI (M-E1)");
        self.round += 1;
    }

    /// The round's order by priority (M-R10, M-R11); its first seat takes the next turn.
    pub fn set(&mut self, order: Vec<Seat>) {
        debug_assert!(
            order.len() == self.turn_order.len() && every_seat_once(&order),
            "a new turn order holds the same seats: {order:?}"
        );
        self.turn_order = order;
        self.order_index = 0;
    }

    /// The first seat of the order takes the next turn.
    pub fn restart(&mut self) {
        self.order_index = 0;
    }

    /// The next stacking number: a disc placed now lies on top of every disc placed before it
    /// on the same space (M-R11, M-S24).
    #[inline]
    pub fn next_seq(&mut self) -> u32 {
        self.seq += 1;
        self.seq
    }

    /// Scenario set-up: round `r`, I to VI.
    pub fn set_round(&mut self, r: u8) -> Result<(), String> {
        if !(1..=LAST_ROUND).contains(&r) {
            return Err(format!("the round must be 1 to {LAST_ROUND}"));
        }
        self.round = r;
        Ok(())
    }

    /// Scenario set-up: an order given in full; refused unless it holds every seat once.
    pub fn set_checked(&mut self, order: Vec<Seat>) -> Result<(), String> {
        if order.len() != self.turn_order.len() || !every_seat_once(&order) {
            return Err("the turn order must name every player once".into());
        }
        self.turn_order = order;
        Ok(())
    }

    /// Scenario set-up: `seat` takes the next turn.
    pub fn set_next(&mut self, seat: Seat) -> Result<(), String> {
        self.order_index = self.place_of(seat).ok_or("to_act is not in the turn order")?;
        Ok(())
    }
}

fn every_seat_once(order: &[Seat]) -> bool {
    let mut sorted = order.to_vec();
    sorted.sort_unstable();
    sorted.iter().enumerate().all(|(i, &s)| i == s)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// M-T2: turns go round the order from the next place; a seat's turn moves the place on.
    #[test]
    fn m_t2_turns_go_round_from_the_next_place() {
        let mut o = Order::new(vec![2, 0, 3, 1]);
        assert_eq!(o.from_next().collect::<Vec<_>>(), vec![2, 0, 3, 1]);
        o.took_turn(3);
        assert_eq!(o.from_next().collect::<Vec<_>>(), vec![1, 2, 0, 3]);
        o.took_turn(1);
        assert_eq!(o.from_next().collect::<Vec<_>>(), vec![2, 0, 3, 1], "round the table");
        o.took_turn(0);
        o.restart();
        assert_eq!(o.from_next().next(), Some(2));
        assert_eq!(o.first(), 2);
    }

    /// M-R10: a new round's order starts with its first seat; scenario orders must name every seat once.
    #[test]
    fn m_r10_a_new_order_starts_at_its_first_seat() {
        let mut o = Order::new(vec![0, 1, 2]);
        o.took_turn(0);
        o.set(vec![2, 1, 0]);
        assert_eq!(o.from_next().next(), Some(2));
        assert_eq!((o.get(2), o.get(3), o.place_of(1)), (Some(0), None, Some(1)));
        assert!(o.set_checked(vec![0, 0, 1]).is_err(), "a seat twice");
        assert!(o.set_checked(vec![0, 1]).is_err(), "a seat missing");
        assert_eq!(o.seats(), &[2, 1, 0], "a refused order changes nothing");
        assert!(o.set_next(5).is_err());
        assert!(o.set_next(0).is_ok());
        assert_eq!(o.from_next().next(), Some(0));
    }

    /// M-E1: rounds I to VI; M-R11, M-S24: each disc placed later lies on top.
    #[test]
    fn m_e1_six_rounds_and_discs_stack_in_order() {
        let mut o = Order::new(vec![1, 0]);
        assert_eq!(o.round(), 1);
        for _ in 1..LAST_ROUND {
            assert!(!o.last_round());
            o.next_round();
        }
        assert!(o.last_round());
        assert!(o.set_round(0).is_err() && o.set_round(7).is_err());
        assert_eq!(o.round(), 6, "a refused round changes nothing");
        let (a, b) = (o.next_seq(), o.next_seq());
        assert!(a < b, "a later disc lies on top");
    }

    /// Saved games keep their form: the part serializes to the fields `Messina` had, in order.
    #[test]
    fn saved_form_is_the_old_fields() {
        let mut o = Order::new(vec![1, 0]);
        o.took_turn(1);
        o.next_seq();
        assert_eq!(serde_json::to_string(&o).unwrap(), r#"{"round":1,"turn_order":[1,0],"order_index":1,"seq":1}"#);
        let back: Order = serde_json::from_str(r#"{"round":3,"turn_order":[1,0],"order_index":1,"seq":9}"#).unwrap();
        assert_eq!((back.round(), back.from_next().next()), (3, Some(0)));
    }
}
