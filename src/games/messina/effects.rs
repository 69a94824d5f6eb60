//! Gains, points, book advances and the list of decisions waiting in an action step
//! (M-T27 to M-T34, M-T69 to M-T75).

use super::data::{data, Book, Term};
use super::state::{Lieutenant, Messina, Phase};
use crate::games::{Applied, Msg, Seat};

/// A term's words for the log ("2 coins", "a free city advance").
pub fn term_msg(t: Term) -> Msg {
    let (key, n) = match t {
        Term::Coin(n) => ("coin", n),
        Term::Wood(n) => ("wood", n),
        Term::Fire(n) => ("fire", n),
        Term::BigFire(n) => ("bigfire", n),
        Term::Points(n) => ("points", n),
        Term::Activate(n) => ("activate", n),
        _ => ("", 0),
    };
    if key.is_empty() {
        Msg::new("messina.term.named").text("term", t.to_string())
    } else {
        Msg::new(format!("messina.term.{key}")).num("n", n)
    }
}

pub fn colour_key(seat: Seat) -> String {
    let c = data().player_colours[seat];
    format!("messina.colour.{}", format!("{c:?}").to_lowercase())
}

impl Messina {
    pub(crate) fn in_production(&self) -> bool {
        matches!(self.phase, Phase::Production { .. })
    }

    /// Points on the score track; the disc lands on top of any disc already there.
    pub(crate) fn add_points(&mut self, seat: Seat, n: i32) {
        if n != 0 {
            let s = self.next_seq();
            let p = &mut self.people[seat];
            p.points += n;
            p.score_seq = s;
        }
    }

    /// Applies the terms that need no decision and returns those that do (M-T27).
    pub(crate) fn gain(&mut self, seat: Seat, terms: &[Term], out: &mut Applied) -> Vec<Term> {
        let mut decisions = Vec::new();
        let mut gained = Vec::new();
        for &t in terms {
            let p = &mut self.people[seat];
            match t {
                Term::Coin(n) => p.coins += n as u32,
                Term::Wood(n) => p.wood += n as u32,
                Term::Fire(n) => p.fire += n as u32,
                Term::BigFire(n) => p.bigfire += n as u32,
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
                _ => gained.push(term_msg(t)),
            }
        }
        if !gained.is_empty() {
            out.public(Msg::new("messina.event.gains").key("colour", colour_key(seat)).list("gains", gained));
        }
        decisions
    }

    /// Applies what needs no decision and queues the rest in the current action step.
    pub(crate) fn resolve(&mut self, seat: Seat, terms: &[Term], out: &mut Applied) {
        let decisions = self.gain(seat, terms, out);
        self.push_pending(decisions);
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
    pub(crate) fn advance_book(&mut self, seat: Seat, book: Book, out: &mut Applied) {
        let track = data().book(book);
        let b = book.index();
        let s = self.next_seq();
        let p = &mut self.people[seat];
        p.book_seq[b] = s;
        if p.books[b] >= track.last() {
            out.public(Msg::new("messina.event.book-end").key("colour", colour_key(seat)).key("book", book_key(book)));
            return;
        }
        p.books[b] += 1;
        let space = p.books[b];
        out.public(
            Msg::new("messina.event.book")
                .key("colour", colour_key(seat))
                .key("book", book_key(book))
                .num("space", space),
        );
        let Some(action) = track.space(space).and_then(|sp| sp.action.as_ref()) else { return };
        let terms: Vec<Term> = action.terms().collect();
        if self.in_production() {
            self.people[seat].deferred.extend(terms);
        } else {
            self.resolve(seat, &terms, out);
        }
    }

    /// City book: one of the player's lieutenants comes from the supply to the estate (M-T72).
    fn take_lieutenant(&mut self, seat: Seat, out: &mut Applied) {
        let p = &mut self.people[seat];
        if let Some(l) = p.lieutenants.iter_mut().find(|l| matches!(l, Lieutenant::Supply)) {
            *l = Lieutenant::Estate { used: false };
            out.public(Msg::new("messina.event.lieutenant").key("colour", colour_key(seat)));
        }
    }

    /// What a paid city or church advance costs: 1 coin per lieutenant owned (M-T69).
    pub fn advance_cost(&self, seat: Seat) -> u32 {
        self.people[seat].lieutenants_owned()
    }
}

pub fn book_key(b: Book) -> String {
    format!("messina.book.{}", b.code().to_lowercase())
}
