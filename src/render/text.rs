//! Text: lines laid out with the font's advances and kerning at quarter-pixel positions, glyph
//! coverage rasterized once per (glyph, size, quarter-pixel offset) and kept in a bounded cache.

use super::fonts;
use ab_glyph::{Font, GlyphId, PxScale, ScaleFont};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// Subpixel steps per pixel for glyph positions.
const STEPS: f32 = 4.0;
/// The cache is emptied when it holds this many glyph images (a few hundred KB).
const CACHE_MAX: usize = 6000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    bold: bool,
    glyph: u16,
    /// Size in quarter pixels.
    size: u32,
    sub_x: u8,
    sub_y: u8,
}

/// One rasterized glyph: coverage over a box placed relative to its integer pen position.
#[derive(Debug)]
pub struct GlyphImage {
    pub left: i32,
    pub top: i32,
    pub width: usize,
    pub height: usize,
    pub coverage: Vec<u8>,
}

fn cache() -> &'static Mutex<HashMap<Key, Arc<GlyphImage>>> {
    static CACHE: OnceLock<Mutex<HashMap<Key, Arc<GlyphImage>>>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

fn rasterize(key: Key) -> GlyphImage {
    let font = fonts::font(key.bold);
    let scale = PxScale::from(key.size as f32 / STEPS);
    let pos = ab_glyph::point(key.sub_x as f32 / STEPS, key.sub_y as f32 / STEPS);
    let glyph = GlyphId(key.glyph).with_scale_and_position(scale, pos);
    let Some(outlined) = font.outline_glyph(glyph) else {
        return GlyphImage { left: 0, top: 0, width: 0, height: 0, coverage: Vec::new() };
    };
    let b = outlined.px_bounds();
    let (width, height) = (b.width() as usize, b.height() as usize);
    let mut coverage = vec![0u8; width * height];
    outlined.draw(|x, y, c| {
        let i = y as usize * width + x as usize;
        if let Some(px) = coverage.get_mut(i) {
            *px = (c.clamp(0.0, 1.0) * 255.0 + 0.5) as u8;
        }
    });
    GlyphImage { left: b.min.x as i32, top: b.min.y as i32, width, height, coverage }
}

/// A glyph placed on a line: its image and the integer pen position it is drawn at.
pub struct Placed {
    pub x: i32,
    pub y: i32,
    pub image: Arc<GlyphImage>,
}

/// A line laid out: the glyph ids and the pen x of each, from 0, and the line's width, in pixels.
pub type Laid = (Vec<(GlyphId, f32)>, f32);

/// Laid out lines kept for reuse: the same words recur on every image of a table (names,
/// headings, counts), and looking up glyphs and kerning pairs costs more than drawing them.
/// Emptied when it holds this many lines.
const LINES_MAX: usize = 4000;

type LineKey = (u32, bool, String);

fn lines() -> &'static Mutex<HashMap<LineKey, Arc<Laid>>> {
    static LINES: OnceLock<Mutex<HashMap<LineKey, Arc<Laid>>>> = OnceLock::new();
    LINES.get_or_init(|| Mutex::new(HashMap::new()))
}

/// A line of `text` at `size` pixels laid out with the font's advances and kerning.
pub fn layout(size: f32, bold: bool, text: &str) -> Arc<Laid> {
    let key = (size.to_bits(), bold, text.to_string());
    if let Some(laid) = lines().lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return laid.clone();
    }
    let laid = Arc::new(lay_out(size, bold, text));
    let mut kept = lines().lock().unwrap_or_else(|e| e.into_inner());
    if kept.len() >= LINES_MAX {
        kept.clear();
    }
    kept.insert(key, laid.clone());
    laid
}

fn lay_out(size: f32, bold: bool, text: &str) -> Laid {
    let font = fonts::font(bold);
    let scaled = font.as_scaled(PxScale::from(size));
    let mut out = Vec::with_capacity(text.len());
    let mut x = 0.0;
    let mut prev = None;
    for ch in text.chars() {
        let id = scaled.glyph_id(ch);
        if let Some(p) = prev {
            x += scaled.kern(p, id);
        }
        out.push((id, x));
        x += scaled.h_advance(id);
        prev = Some(id);
    }
    (out, x)
}

/// The width of a line of text at `size` pixels.
pub fn width(size: f32, bold: bool, text: &str) -> f32 {
    layout(size, bold, text).1
}

/// Ascent and descent (negative) of the font at `size`.
pub fn metrics(size: f32, bold: bool) -> (f32, f32) {
    let scaled = fonts::font(bold).as_scaled(PxScale::from(size));
    (scaled.ascent(), scaled.descent())
}

/// The glyphs of a line laid out at some size (see [`layout`]), drawn `scale` times as large
/// with the pen starting at (`left`, `baseline`) in pixels of the image, with their images.
pub fn place(
    glyphs: &[(GlyphId, f32)],
    size: f32,
    bold: bool,
    scale: f32,
    (left, baseline): (f32, f32),
) -> Vec<Placed> {
    let size_key = (size * scale * STEPS).round() as u32;
    let by = baseline.floor();
    let sub_y = ((baseline - by) * STEPS).round().min(STEPS - 1.0) as u8;
    let mut out = Vec::with_capacity(glyphs.len());
    let mut missing = Vec::new();
    {
        let cache = cache().lock().unwrap_or_else(|e| e.into_inner());
        for &(id, gx) in glyphs {
            let x = left + gx * scale;
            let ix = x.floor();
            let sub_x = ((x - ix) * STEPS).round() as u8;
            let (ix, sub_x) = if sub_x as f32 >= STEPS { (ix + 1.0, 0) } else { (ix, sub_x) };
            let key = Key { bold, glyph: id.0, size: size_key, sub_x, sub_y };
            match cache.get(&key) {
                Some(img) => out.push(Placed { x: ix as i32, y: by as i32, image: img.clone() }),
                None => {
                    missing.push((out.len(), key));
                    out.push(Placed { x: ix as i32, y: by as i32, image: Arc::new(empty()) });
                }
            }
        }
    }
    if !missing.is_empty() {
        let made: Vec<(usize, Key, Arc<GlyphImage>)> =
            missing.into_iter().map(|(i, k)| (i, k, Arc::new(rasterize(k)))).collect();
        let mut cache = cache().lock().unwrap_or_else(|e| e.into_inner());
        if cache.len() + made.len() > CACHE_MAX {
            cache.clear();
        }
        for (i, k, img) in made {
            cache.insert(k, img.clone());
            out[i].image = img;
        }
    }
    out
}

fn empty() -> GlyphImage {
    GlyphImage { left: 0, top: 0, width: 0, height: 0, coverage: Vec::new() }
}
