//! The six class cards (R-K7, R-T4 to R-T6): open, or held face up by one seat. A part of the
//! state with its field private: a card is held by at most one seat (one holder per card, by its
//! shape) and changes hands only when a seat takes it (R-T6).

use super::data::Class;
use crate::games::Seat;
use serde::{Deserialize, Serialize};

/// The holder of each class card, by class index. The serialized field name is that of the saved
/// games (flattened into `Rattus`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cards {
    cards: [Option<Seat>; 6],
}

impl Cards {
    /// The holder of `class`'s card, if it is not open.
    #[inline]
    pub fn holder(&self, class: Class) -> Option<Seat> {
        self.cards[class.index()]
    }

    #[inline]
    pub fn holds(&self, seat: Seat, class: Class) -> bool {
        self.cards[class.index()] == Some(seat)
    }

    /// The holder of each card, in [`Class::ALL`] order.
    #[inline]
    pub fn holders(&self) -> &[Option<Seat>; 6] {
        &self.cards
    }

    /// How many cards `seat` holds.
    pub fn held_by(&self, seat: Seat) -> usize {
        self.cards.iter().filter(|&&c| c == Some(seat)).count()
    }

    /// `seat` takes `class`'s card, open or from another seat, who loses it (R-T4, R-T6).
    /// Returns the seat that held it.
    pub fn take(&mut self, seat: Seat, class: Class) -> Option<Seat> {
        self.cards[class.index()].replace(seat)
    }

    /// A scenario's or a test's position: `class`'s card held by `holder`, or open.
    pub fn set(&mut self, class: Class, holder: Option<Seat>) {
        self.cards[class.index()] = holder;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// R-T4, R-T6: a card taken from another seat leaves that seat; every card has one holder at
    /// most, and the cards a seat holds are counted once each.
    #[test]
    fn a_card_changes_hands_only_when_taken() {
        let mut c = Cards::default();
        assert!(Class::ALL.iter().all(|&k| c.holder(k).is_none()), "all open at the start");
        assert_eq!(c.take(1, Class::Knight), None);
        assert_eq!(c.take(1, Class::Witch), None);
        assert_eq!(c.held_by(1), 2);
        assert_eq!(c.take(0, Class::Knight), Some(1), "R-T6: taken from seat 1");
        assert!(c.holds(0, Class::Knight) && !c.holds(1, Class::Knight));
        assert_eq!((c.held_by(0), c.held_by(1)), (1, 1));
        c.set(Class::Witch, None);
        assert_eq!(c.holder(Class::Witch), None);
        assert_eq!(c.holders().iter().flatten().count(), 1);
    }
}
