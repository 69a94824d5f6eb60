//! The three books of the scoring board (`books.toml`, §8).

use super::action::{ActionExpr, Term};
use super::types::Book;
use super::{from_toml, Data, Rows};
use serde::Deserialize;

/// One space of a book.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BookSpace {
    /// 1-based space number; discs start on 1.
    pub space: u8,
    /// Granted on arriving (M-T71–M-T75); `None` for a blank space.
    #[serde(default)]
    pub action: Option<ActionExpr>,
    /// End-game points for a disc on this space (M-E3).
    pub vp: u8,
}

/// A book (§8).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BookTrack {
    /// Which book.
    pub id: Book,
    /// Display name.
    pub name: String,
    /// The single bar lies between this space and the next (M-A11).
    pub single_bar_after: u8,
    /// The double bar lies between this space and the next.
    pub double_bar_after: u8,
    /// Spaces 1..=n in order.
    pub spaces: Vec<BookSpace>,
}

impl BookTrack {
    /// Space `n` (1-based).
    pub fn space(&self, n: u8) -> Option<&BookSpace> {
        self.spaces.get(usize::from(n).checked_sub(1)?)
    }

    /// The last space number.
    pub fn last(&self) -> u8 {
        self.spaces.len() as u8
    }

    /// Whether a disc on space `n` is past the single bar.
    pub fn past_single(&self, n: u8) -> bool {
        n > self.single_bar_after
    }

    /// Whether a disc on space `n` is past the double bar.
    pub fn past_double(&self, n: u8) -> bool {
        n > self.double_bar_after
    }

    /// Spaces whose action contains `term`.
    pub fn spaces_with(&self, term: Term) -> Vec<u8> {
        self.spaces
            .iter()
            .filter(|s| s.action.as_ref().is_some_and(|a| a.terms().any(|t| t == term)))
            .map(|s| s.space)
            .collect()
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BooksFile {
    reconstructed: bool,
    books: Rows<BookTrack>,
}

impl Data {
    /// One book.
    pub fn book(&self, book: Book) -> &BookTrack {
        &self.books[book as usize]
    }

    /// Space `n` of a book (1-based).
    pub fn book_space(&self, book: Book, n: u8) -> Option<&BookSpace> {
        self.book(book).space(n)
    }
}

/// Loads `books.toml`.
pub(super) fn load(d: &mut Data, text: &str) -> Result<(), String> {
    let f: BooksFile = from_toml("books.toml", text)?;
    d.mark("books.toml", "(file)", f.reconstructed);
    d.mark("books.toml", "books", f.books.reconstructed);
    d.books = f.books.rows;
    Ok(())
}

/// Which book may print a book-only term (§1), if the term is book-only.
fn only_on(term: Term) -> Option<Book> {
    match term {
        Term::Lieutenant | Term::HexAction => Some(Book::City),
        Term::UpgradeAdvance | Term::Activate(_) => Some(Book::Church),
        _ => None,
    }
}

/// Whether `term` may be printed outside the books.
pub(super) fn allowed_off_books(term: Term) -> bool {
    only_on(term).is_none() && !term.is_automa()
}

/// Structural checks of the books.
pub(super) fn check(d: &Data) -> Result<(), String> {
    if d.books.iter().map(|b| b.id).ne(Book::ALL) {
        return Err("books must be listed POP, CITY, CHURCH".into());
    }
    for b in &d.books {
        if b.spaces.iter().map(|s| usize::from(s.space)).ne(1..=b.spaces.len()) {
            return Err(format!("book {}: spaces must be numbered 1.. in order", b.id));
        }
        if !(1 <= b.single_bar_after && b.single_bar_after < b.double_bar_after && b.double_bar_after < b.last()) {
            return Err(format!("book {}: bars out of order", b.id));
        }
        if b.spaces[0].action.is_some() {
            return Err(format!("book {}: the start space has an action", b.id));
        }
        for s in &b.spaces {
            for t in s.action.iter().flat_map(|a| a.terms()) {
                if t.is_automa() || only_on(t).is_some_and(|book| book != b.id) {
                    return Err(format!("book {} space {}: `{t}` does not belong here", b.id, s.space));
                }
            }
        }
    }
    Ok(())
}
