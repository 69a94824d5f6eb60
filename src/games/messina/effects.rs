//! Gains, points, book advances and the list of decisions waiting in an action step
//! (M-T27 to M-T34, M-T69 to M-T75).

use super::data::{data, Book, Term};
use super::events::PostEvent;
use super::judged::Out;
use super::names::term_msg;
use super::names::{book_key, colour_key};
use super::state::{Messina, Phase, Resource, Step};
use crate::games::{Msg, Seat};

impl Messina {
    /// Production or quarantine at the end of a round: book actions gained now wait for the
    /// player's next action step (M-T75, M-R5).
    pub(crate) fn in_production(&self) -> bool {
        matches!(self.phase, Phase::Production { .. } | Phase::Quarantine { .. })
    }

    /// Points on the score track; the disc lands on top of any disc already there.
    pub(crate) fn add_points(&mut self, seat: Seat, n: i32) {
        if n != 0 {
            let s = self.order.next_seq();
            self.people[seat].discs.score(n, s);
        }
    }

    /// Applies the terms that need no decision and returns those that do (M-T27).
    pub(crate) fn gain(&mut self, seat: Seat, terms: &[Term], out: &mut Out) -> Vec<Term> {
        let mut decisions = Vec::new();
        let mut gained = Vec::new();
        for &t in terms {
            if let Some((r, n)) = Resource::gained(t) {
                self.people[seat].gain(r, n);
                gained.push(t);
                continue;
            }
            match t {
                Term::Points(n) => self.add_points(seat, n as i32),
                Term::City | Term::Church | Term::Lieutenant => {}
                other => {
                    decisions.push(other);
                    continue;
                }
            }
            match t {
                Term::City => self.advance_book(seat, Book::City, out),
                Term::Church => self.advance_book(seat, Book::Church, out),
                Term::Lieutenant => self.take_lieutenant(seat, out),
                _ => gained.push(t),
            }
        }
        if !gained.is_empty() {
            out.public(|| {
                let gains = gained.into_iter().map(term_msg).collect();
                PostEvent::Gains.msg().key("colour", colour_key(seat)).list("gains", gains)
            });
        }
        decisions
    }

    /// Applies what needs no decision and queues the rest in the current action step.
    pub(crate) fn resolve(&mut self, seat: Seat, terms: &[Term], out: &mut Out) {
        let decisions = self.gain(seat, terms, out);
        if let Phase::Quarantine { .. } = self.phase {
            // a late workshop entered on leaving quarantine: its decisions wait like production's (M-R5, M-T66)
            self.people[seat].retinue.defer(decisions);
        } else {
            self.push_pending(decisions);
        }
    }

    pub(crate) fn push_pending(&mut self, terms: Vec<Term>) {
        match &mut self.phase {
            Phase::Turn(t) => t.pending.extend(terms),
            Phase::Production { work, .. } => work.pending.extend(terms),
            _ => {}
        }
    }

    /// One space up a book (M-T69 to M-T75). At the end of a book the disc only moves to the top
    /// of its stack. The new space's action waits for the next turn when it comes from production.
    pub(crate) fn advance_book(&mut self, seat: Seat, book: Book, out: &mut Out) {
        let track = data().book(book);
        let s = self.order.next_seq();
        let Some(space) = self.people[seat].discs.advance_book(book, track.last(), s) else {
            out.public(|| {
                Msg::new("messina.event.book-end").key("colour", colour_key(seat)).key("book", book_key(book))
            });
            return;
        };
        out.public(|| {
            PostEvent::Book.msg().key("colour", colour_key(seat)).key("book", book_key(book)).num("space", space)
        });
        let Some(action) = track.space(space).and_then(|sp| sp.action.as_ref()) else { return };
        let terms: Vec<Term> = action.terms().collect();
        if self.in_production() {
            self.people[seat].retinue.defer(terms);
        } else if let Phase::Turn(t) = &mut self.phase {
            if matches!(t.step, Step::Fight | Step::ShipFight { .. }) {
                // M-T20, M-T24, M-T71: actions reached while fighting are used in the action step
                t.held.extend(terms);
            } else {
                self.resolve(seat, &terms, out);
            }
        } else {
            self.resolve(seat, &terms, out);
        }
    }

    /// City book: one of the player's lieutenants comes from the supply to the estate (M-T72).
    fn take_lieutenant(&mut self, seat: Seat, out: &mut Out) {
        if self.people[seat].retinue.gain_lieutenant() {
            out.public(|| Msg::new("messina.event.lieutenant").key("colour", colour_key(seat)));
        }
    }

    /// What a paid city or church advance costs: 1 coin per lieutenant owned (M-T69).
    pub fn advance_cost(&self, seat: Seat) -> u32 {
        self.people[seat].retinue.lieutenants_owned()
    }
}
