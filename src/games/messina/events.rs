//! The events a turn post condenses (`post.rs`), typed: each has its one catalogue key here,
//! which the rules tell it by and the post reads it back by, so renaming a key renames both.

use crate::games::Msg;

/// An event the turn post merges with its like.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PostEvent {
    /// A disc moved on a book.
    Book,
    /// Cubes removed in a fight.
    Fought,
    /// A paid book advance.
    Bought,
    /// A player's production, and a player without one.
    Production,
    NoProduction,
    /// What a player gained.
    Gains,
    /// A rescued citizen: onto a square, into quarantine, or discarded.
    Rescued,
    Quarantined,
    Discarded,
    /// A citizen activated.
    Activated,
    /// A ship docking.
    ShipArrives,
    /// A citizen leaving quarantine.
    Released,
}

impl PostEvent {
    const ALL: [PostEvent; 12] = [
        PostEvent::Book,
        PostEvent::Fought,
        PostEvent::Bought,
        PostEvent::Production,
        PostEvent::NoProduction,
        PostEvent::Gains,
        PostEvent::Rescued,
        PostEvent::Quarantined,
        PostEvent::Discarded,
        PostEvent::Activated,
        PostEvent::ShipArrives,
        PostEvent::Released,
    ];

    /// The event's catalogue key.
    pub fn key(self) -> &'static str {
        match self {
            PostEvent::Book => "messina.event.book",
            PostEvent::Fought => "messina.event.fought",
            PostEvent::Bought => "messina.event.bought",
            PostEvent::Production => "messina.event.production",
            PostEvent::NoProduction => "messina.event.no-production",
            PostEvent::Gains => "messina.event.gains",
            PostEvent::Rescued => "messina.event.rescued",
            PostEvent::Quarantined => "messina.event.quarantined",
            PostEvent::Discarded => "messina.event.discarded",
            PostEvent::Activated => "messina.event.activated",
            PostEvent::ShipArrives => "messina.event.ship-arrives",
            PostEvent::Released => "messina.event.released",
        }
    }

    /// The event's message, its arguments to be added.
    pub fn msg(self) -> Msg {
        Msg::new(self.key())
    }

    /// Which of these events a told (or stored) message is, if any.
    pub fn of(m: &Msg) -> Option<PostEvent> {
        PostEvent::ALL.into_iter().find(|e| e.key() == m.key)
    }
}

#[cfg(test)]
mod tests {
    use super::PostEvent;

    /// Every event reads back as itself from its own message, and no two share a key.
    #[test]
    fn each_event_reads_back_as_itself() {
        for e in PostEvent::ALL {
            assert_eq!(PostEvent::of(&e.msg().num("n", 1)), Some(e));
        }
        assert_eq!(PostEvent::of(&crate::games::Msg::new("messina.event.ship")), None);
    }
}
