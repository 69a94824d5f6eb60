//! Public game pages as rendered, kept per game version, position and language: every viewer
//! without a private view of one version is shown the same page, so it is rendered once. A
//! new version of a game drops that game's older pages; at most [`KEPT`] pages are kept.

use crate::i18n::Lang;
use crate::table::web::Stamp;
use axum::body::Bytes;
use std::sync::Mutex;

/// Pages kept at most (a page is some tens of KiB).
const KEPT: usize = 128;

/// What a public page is made of: the game as stamped, the position (`None`: now), the
/// language, and whether the viewer chose it (the links then keep `?lang=`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Key {
    pub stamp: Stamp,
    pub at: Option<usize>,
    pub lang: Lang,
    pub chosen: bool,
}

#[derive(Default)]
pub struct Pages {
    kept: Mutex<Vec<(Key, Bytes)>>,
}

impl Pages {
    pub fn get(&self, key: &Key) -> Option<Bytes> {
        let kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        kept.iter().find(|(k, _)| k == key).map(|(_, page)| page.clone())
    }

    pub fn put(&self, key: Key, page: Bytes) {
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        kept.retain(|(k, _)| k.stamp.game_id != key.stamp.game_id || k.stamp == key.stamp);
        kept.retain(|(k, _)| *k != key);
        kept.push((key, page));
        if kept.len() > KEPT {
            kept.remove(0);
        }
    }
}
