//! Every word drawn on an image comes from the message catalogue, in the drawing's language
//! ([`Words`], carried by every canvas); what did not fit its box or its image is recorded while
//! [`overflows`] watches. Fitting words into boxes is `fit.rs`'s.

use crate::games::Msg;
use crate::i18n::{self, Lang};
use std::cell::RefCell;

/// The words of one drawing: the catalogue in the language the image is drawn in. Every canvas
/// carries its drawing's ([`Canvas::words`]), so a drawing function is given its language with
/// the canvas it draws on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Words {
    lang: Lang,
}

impl Words {
    /// English: the images of tests and benchmarks that do not name a language.
    pub const EN: Words = Words::new(Lang::En);

    pub const fn new(lang: Lang) -> Words {
        Words { lang }
    }

    pub fn lang(self) -> Lang {
        self.lang
    }

    /// A catalogue message without arguments.
    pub fn w(self, key: &str) -> String {
        self.m(&Msg::new(key))
    }

    /// A catalogue message.
    pub fn m(self, msg: &Msg) -> String {
        i18n::render(self.lang, msg)
    }
}

impl From<Lang> for Words {
    fn from(lang: Lang) -> Words {
        Words::new(lang)
    }
}

thread_local! {
    /// While [`overflows`] watches: every text drawn that did not fit its box or the image.
    static OVERFLOWS: RefCell<Option<Vec<String>>> = const { RefCell::new(None) };
}

/// Runs `draw` and returns, beside its result, every text it drew that did not fit: wider than
/// its box at the smallest size allowed, more lines than its box has, or running off the image
/// (or sprite) it was drawn on. For tests: drawing outside it records nothing.
pub fn overflows<T>(draw: impl FnOnce() -> T) -> (T, Vec<String>) {
    let before = OVERFLOWS.with(|o| o.replace(Some(Vec::new())));
    let out = draw();
    let found = OVERFLOWS.with(|o| o.replace(before)).unwrap_or_default();
    (out, found)
}

/// Records a text that did not fit (when [`overflows`] watches).
pub(super) fn overflowed(what: impl FnOnce() -> String) {
    OVERFLOWS.with(|o| {
        if let Some(found) = o.borrow_mut().as_mut() {
            found.push(what());
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::canvas::Canvas;

    #[test]
    fn words_are_in_the_drawings_language() {
        assert_eq!(Words::new(Lang::En).w("rattus.card.king"), "King");
        // a language whose file is absent falls back to English, message by message
        let de = Words::from(Lang::De);
        assert_eq!(de.lang(), Lang::De);
        if i18n::catalogue(Lang::De).is_none() {
            assert_eq!(de.w("rattus.card.king"), "King");
        }
        let canvas = Canvas::new(4, 4, crate::render::palette::WHITE, de);
        assert_eq!(canvas.words(), de, "a canvas carries its drawing's words");
        assert_eq!(canvas.w("rattus.card.king"), de.w("rattus.card.king"));
    }
}
