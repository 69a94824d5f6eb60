//! The parts of an image that never change between turns (map, frames, headings, legends) are
//! drawn once per variant and kept here, within a byte budget (least recently used out first).

use super::canvas::{Canvas, Frame, Layer};
use super::words::Words;
use std::sync::{Arc, Mutex};

/// The most bytes the kept layers may take.
pub const BUDGET: usize = 24 << 20;

struct Kept {
    key: String,
    layer: Arc<Layer>,
    used: u64,
}

static KEPT: Mutex<(Vec<Kept>, u64)> = Mutex::new((Vec::new(), 0));

/// The layer for `key` in `words` (layers carry words), drawn by `draw` in them the first time
/// (or after it was dropped for room).
pub fn layer(key: &str, words: Words, draw: impl FnOnce(Words) -> Canvas) -> Arc<Layer> {
    let key = format!("{}/{key}", words.lang());
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
    let drawn = draw(words);
    debug_assert_eq!(drawn.words(), words, "a layer is drawn in the words it is kept under");
    let layer = Arc::new(drawn.into_layer());
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

/// Draws a small picture that recurs from turn to turn (a player's marker, a badge, a region's
/// outline) from a sprite: `draw` paints it once, in coordinates whose (0, 0) is the top left of
/// `f`, on a transparent canvas of `f`'s size in `c`'s words, and it is kept under `key` (which
/// must name everything the picture shows besides the language). Placed on the pixel grid: up to half a pixel from where `draw`
/// would have put it on `c`. Filling anti-aliased paths costs far more than copying their pixels.
pub fn stamp(c: &mut Canvas, key: &str, f: Frame, draw: impl FnOnce(&mut Canvas)) {
    let sprite = layer(key, c.words(), |words| {
        let mut s = Canvas::transparent(f.w.ceil() as u32, f.h.ceil() as u32, words);
        draw(&mut s);
        s
    });
    c.sprite(&sprite, f.x, f.y);
}

/// The bytes the kept layers take now.
pub fn held() -> usize {
    KEPT.lock().unwrap_or_else(|e| e.into_inner()).0.iter().map(|k| k.layer.bytes()).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    const EN: Words = Words::new(Lang::En);

    /// Layers carry words (titles, region names): a table in another language gets its own.
    #[test]
    fn a_layer_is_kept_per_language() {
        let drawn = std::cell::Cell::new(0);
        let draw = |words| {
            drawn.set(drawn.get() + 1);
            Canvas::new(4, 4, crate::render::palette::WHITE, words)
        };
        let en = layer("test-layer-per-language", EN, draw);
        let en_again = layer("test-layer-per-language", EN, draw);
        assert!(Arc::ptr_eq(&en, &en_again), "kept within a language");
        let de = layer("test-layer-per-language", Words::new(Lang::De), draw);
        assert!(!Arc::ptr_eq(&en, &de), "drawn again in German");
        assert_eq!(drawn.get(), 2);
    }

    /// An opaque layer is kept as RGB and comes back pixel for pixel (19×7 pixels: the last
    /// pixel is not one of a group of four).
    #[test]
    fn an_opaque_layer_is_kept_as_rgb_and_drawn_back_the_same() {
        let mut c = Canvas::new(24, 9, crate::render::canvas::rgb(0x123456), EN);
        c.circle(6.0, 4.0, 4.0, crate::render::canvas::rgb(0xabcdef));
        let before = c.rgba().to_vec();
        assert_eq!(before.len(), 19 * 7 * 4);
        let kept = c.into_layer();
        assert_eq!(kept.bytes(), 19 * 7 * 3);
        assert_eq!(Canvas::from_layer(&kept).rgba(), &before[..]);
        let mut on = Canvas::new(40, 40, crate::render::palette::WHITE, EN);
        on.sprite(&kept, 0.0, 0.0);
        assert_eq!(&on.rgba()[..19 * 4], &before[..19 * 4], "first row copied as a sprite");
    }

    /// A sprite is counted and kept at its own size, never inside a pooled image buffer (a
    /// 40×40 sprite once kept the megabytes of a whole image it had borrowed from the pool).
    #[test]
    fn a_small_sprite_keeps_only_its_own_bytes() {
        crate::render::pool::give(vec![0; 8 << 20]);
        let sprite = Canvas::transparent(40, 40, EN).into_layer();
        let own = crate::render::canvas::px(40) as usize * crate::render::canvas::px(40) as usize * 4;
        assert_eq!(sprite.bytes(), own);
        let kept = layer("test-small-sprite", EN, |words| Canvas::transparent(40, 40, words));
        assert_eq!(kept.bytes(), own);
    }
}
