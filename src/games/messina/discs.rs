//! A player's discs on the score track and the three books (M-S17, M-S24, M-S25, M-R11,
//! M-T69 to M-T75, M-E2, M-E10): a part of the state with its fields private. Points are
//! unbounded either way (M-E10); a book disc stands on a space from 1 to the book's last (M-T69);
//! a disc that moves lands on top of those it meets, by the stacking counter the order gives out
//! (M-R11, M-S24), so its stacking number only grows (checked in debug builds).

use super::data::Book;
use serde::{Deserialize, Serialize};

/// The score-track disc and the book discs, with their stacking order. The serialized field names
/// are those of the saved games (flattened into the player).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Discs {
    /// Points on the score track (unbounded, M-E10).
    points: i32,
    /// Stacking order on the score track: higher is on top (M-R11).
    score_seq: u32,
    /// Disc spaces on the popularity, city and church books (space 1 = start).
    books: [u8; 3],
    /// Stacking order on each book.
    book_seq: [u32; 3],
}

impl Default for Discs {
    /// As set up (M-S24, M-S25): 0 points, every book disc on its first space.
    fn default() -> Discs {
        Discs { points: 0, score_seq: 0, books: [1; 3], book_seq: [0; 3] }
    }
}

impl Discs {
    /// Points on the score track.
    #[inline]
    pub fn points(&self) -> i32 {
        self.points
    }

    /// The score disc's place in its stack: higher is on top (M-R11).
    #[inline]
    pub fn score_seq(&self) -> u32 {
        self.score_seq
    }

    /// The space of the disc on book `b` (1 = start).
    #[inline]
    pub fn book(&self, b: Book) -> u8 {
        self.books[b.index()]
    }

    /// The spaces on the popularity, city and church books, in [`Book::ALL`]'s order.
    #[inline]
    pub fn books(&self) -> [u8; 3] {
        self.books
    }

    /// The book disc's place in its stack: higher is on top (M-R11, M-S24).
    #[inline]
    pub fn book_seq(&self, b: Book) -> u32 {
        self.book_seq[b.index()]
    }

    /// The stacking order on each book, in [`Book::ALL`]'s order.
    #[inline]
    pub fn book_seqs(&self) -> [u32; 3] {
        self.book_seq
    }

    /// Scores `n` points (negative loses them; unbounded, M-E10); the disc lands on top (M-R11).
    pub fn score(&mut self, n: i32, seq: u32) {
        self.points += n;
        self.put_on_top(seq);
    }

    /// Sets the score, as setup (M-S25) or a position written by hand does; the disc lands on top.
    pub fn set_points(&mut self, points: i32, seq: u32) {
        self.points = points;
        self.put_on_top(seq);
    }

    /// The score disc lands on top of those on its space (M-R11, M-S25: later players on top).
    pub fn put_on_top(&mut self, seq: u32) {
        debug_assert!(seq > self.score_seq || seq == 0, "the stacking counter only grows (M-R11)");
        self.score_seq = seq;
    }

    /// The disc on book `b` moves one space up, to at most `last`, and lands on top of its stack
    /// (M-T69, M-R11); at the end of the book it only moves to the top. Returns the new space, or
    /// `None` at the end.
    pub fn advance_book(&mut self, b: Book, last: u8, seq: u32) -> Option<u8> {
        self.stack_book(b, seq);
        let i = b.index();
        if self.books[i] >= last {
            return None;
        }
        self.books[i] += 1;
        Some(self.books[i])
    }

    /// The disc on book `b` goes on top of its stack where it is (M-S24, M-R11).
    pub fn stack_book(&mut self, b: Book, seq: u32) {
        debug_assert!(seq > self.book_seq[b.index()], "the stacking counter only grows (M-R11)");
        self.book_seq[b.index()] = seq;
    }

    /// The disc on book `b` is put on space `space` (from 1) and on top, for a position written by
    /// hand (scenarios).
    pub fn set_book(&mut self, b: Book, space: u8, seq: u32) {
        debug_assert!(space >= 1, "a book's first space is 1");
        self.books[b.index()] = space;
        self.stack_book(b, seq);
    }

    /// The popularity disc moves back to `space`, never below the first (M-E2 (a)); its place in
    /// the stack stays.
    pub fn pop_back_to(&mut self, space: u8) {
        debug_assert!(space >= 1 && space <= self.books[Book::Pop.index()], "M-E2: back, never below space 1");
        self.books[Book::Pop.index()] = space;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// M-S24, M-S25: every disc starts on the books' first space, with 0 points.
    #[test]
    fn m_s24_m_s25_discs_start_on_the_first_spaces() {
        let d = Discs::default();
        assert!(Book::ALL.iter().all(|&b| d.book(b) == 1));
        assert_eq!(d.points(), 0);
    }

    /// M-E10, M-R11: points are unbounded both ways, and the disc that moved lies on top.
    #[test]
    fn m_e10_m_r11_scores_without_bounds_and_lands_on_top() {
        let mut d = Discs::default();
        d.score(-30, 4);
        assert_eq!((d.points(), d.score_seq()), (-30, 4));
        d.score(500, 9);
        assert_eq!((d.points(), d.score_seq()), (470, 9));
    }

    /// M-T69, M-T74: a disc at the end of its book only moves to the top of its stack.
    #[test]
    fn m_t69_m_t74_a_book_ends_and_its_disc_only_restacks() {
        let mut d = Discs::default();
        assert_eq!(d.advance_book(Book::City, 3, 1), Some(2));
        assert_eq!(d.advance_book(Book::City, 3, 2), Some(3));
        assert_eq!(d.advance_book(Book::City, 3, 3), None);
        assert_eq!((d.book(Book::City), d.book_seq(Book::City)), (3, 3));
        assert_eq!(d.book(Book::Church), 1);
    }

    /// M-E2 (a): rats move the popularity disc back, never below the first space.
    #[test]
    fn m_e2_popularity_moves_back() {
        let mut d = Discs::default();
        d.set_book(Book::Pop, 5, 1);
        d.pop_back_to(2);
        assert_eq!(d.book(Book::Pop), 2);
    }

    /// M-R11: the stacking counter only grows; a disc never slides under one that moved later.
    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "only grows")]
    fn m_r11_stacking_only_grows() {
        let mut d = Discs::default();
        d.stack_book(Book::Pop, 5);
        d.stack_book(Book::Pop, 3);
    }

    /// The saved games' four keys, in their order.
    #[test]
    fn saved_as_the_four_keys() {
        let json = serde_json::to_string(&Discs::default()).unwrap();
        assert_eq!(json, r#"{"points":0,"score_seq":0,"books":[1,1,1],"book_seq":[0,0,0]}"#);
    }
}
