//! The parts of an image that never change between turns (map, frames, headings, legends) are
//! drawn once per variant and kept here, within a byte budget (least recently used out first).

use super::canvas::{Canvas, Layer};
use std::sync::{Arc, Mutex};

/// The most bytes the kept layers may take.
pub const BUDGET: usize = 24 << 20;

struct Kept {
    key: String,
    layer: Arc<Layer>,
    used: u64,
}

static KEPT: Mutex<(Vec<Kept>, u64)> = Mutex::new((Vec::new(), 0));

/// The layer for `key` in the images' current language (layers carry words), drawn by `draw`
/// the first time (or after it was dropped for room).
pub fn layer(key: &str, draw: impl FnOnce() -> Canvas) -> Arc<Layer> {
    let key = format!("{}/{key}", super::words::lang());
    let key = key.as_str();
    {
        let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
        kept.1 += 1;
        let now = kept.1;
        if let Some(k) = kept.0.iter_mut().find(|k| k.key == key) {
            k.used = now;
            return k.layer.clone();
        }
    }
    let layer = Arc::new(draw().into_layer());
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    if !kept.0.iter().any(|k| k.key == key) {
        let now = kept.1;
        kept.0.push(Kept { key: key.to_string(), layer: layer.clone(), used: now });
        while kept.0.iter().map(|k| k.layer.bytes()).sum::<usize>() > BUDGET && kept.0.len() > 1 {
            let oldest = (0..kept.0.len()).min_by_key(|&i| kept.0[i].used).unwrap_or(0);
            kept.0.swap_remove(oldest);
        }
    }
    layer
}

/// The bytes the kept layers take now.
pub fn held() -> usize {
    KEPT.lock().unwrap_or_else(|e| e.into_inner()).0.iter().map(|k| k.layer.bytes()).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::render::words::in_lang;

    /// Layers carry words (titles, region names): a table in another language gets its own.
    #[test]
    fn a_layer_is_kept_per_language() {
        let drawn = std::cell::Cell::new(0);
        let draw = || {
            drawn.set(drawn.get() + 1);
            Canvas::new(4, 4, crate::render::palette::WHITE)
        };
        let en = in_lang(Lang::En, || layer("test-layer-per-language", draw));
        let en_again = in_lang(Lang::En, || layer("test-layer-per-language", draw));
        assert!(Arc::ptr_eq(&en, &en_again), "kept within a language");
        let de = in_lang(Lang::De, || layer("test-layer-per-language", draw));
        assert!(!Arc::ptr_eq(&en, &de), "drawn again in German");
        assert_eq!(drawn.get(), 2);
    }
}
