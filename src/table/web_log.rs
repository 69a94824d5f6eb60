//! A game's whole log for the web, a page of [`LOG_PAGE`] entries at a time
//! (`/g/TOKEN/log/K`): the game's page lists only its last entries. Public words only.

use super::web::{LogRow, RECENT};
use super::{TableError, Tables};
use crate::games::Msg;
use crate::i18n::Lang;

/// Entries of the log on one page of it.
pub const LOG_PAGE: usize = 50;

/// One page of a game's log.
#[derive(Debug, Clone)]
pub struct LogPage {
    /// The table's language.
    pub lang: Lang,
    pub title: Msg,
    /// This page's number, from 1.
    pub page: usize,
    /// How many pages the log has now (at least one).
    pub pages: usize,
    /// The entries the log holds now.
    pub total: usize,
    /// The page's entries, oldest first (entries with nothing public left out); empty for a
    /// page past the end.
    pub rows: Vec<LogRow>,
}

/// The page of the log that holds entry `at` (from 1).
pub fn page_of(at: usize) -> usize {
    at.max(1).div_ceil(LOG_PAGE)
}

impl LogPage {
    /// Whether this page is past the log's end (there is nothing to show).
    pub fn past_end(&self) -> bool {
        self.page > self.pages
    }

    /// The page before the entries a game's page lists at position `at`, if there are such.
    pub fn before_recent(at: usize) -> Option<usize> {
        (at > RECENT).then(|| page_of(at - RECENT))
    }
}

impl Tables {
    /// Page `page` (from 1) of the log of the game at `token`; `None` for an unknown token or
    /// page 0. A page past the end comes back empty with [`LogPage::past_end`].
    pub async fn web_log(&self, token: &str, page: usize) -> Result<Option<LogPage>, TableError> {
        let Some(t) = self.by_token(token).await?.filter(|_| page > 0) else { return Ok(None) };
        let (log, title) = if t.row.state.is_some() {
            (self.store.actions(t.row.id).await?, Self::title(&t, &t.state()?))
        } else {
            (Vec::new(), Self::lobby_title(&t))
        };
        let pages = log.len().div_ceil(LOG_PAGE).max(1);
        let first = ((page - 1) * LOG_PAGE).min(log.len());
        let rows = Self::log_rows(&t, &log, first..(page * LOG_PAGE).min(log.len()));
        Ok(Some(LogPage { lang: t.row.language, title, page, pages, total: log.len(), rows }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_fall_on_their_pages() {
        assert_eq!((page_of(0), page_of(1), page_of(LOG_PAGE), page_of(LOG_PAGE + 1)), (1, 1, 1, 2));
        assert_eq!(LogPage::before_recent(RECENT), None);
        assert_eq!(LogPage::before_recent(RECENT + 1), Some(1));
        assert_eq!(LogPage::before_recent(RECENT + LOG_PAGE + 1), Some(2));
    }
}
