//! A small drawing surface: anti-aliased shapes (tiny-skia) and text (cached glyphs) in pixels
//! of the image itself, on an opaque RGBA buffer borrowed from a small pool.
//!
//! What never changes between two drawings of an image (frames, the map, legends) is drawn once
//! into a [`Layer`] and copied under each new drawing ([`Canvas::from_layer`]).

use super::dirty::Tiles;
use super::pool;
use super::text;
use super::words::Words;
use image::{Rgba, RgbaImage};
use std::sync::atomic::{AtomicU64, Ordering};
use tiny_skia::{FillRule, LineCap, Paint, PathBuilder, PixmapMut, Rect, Stroke, StrokeDash, Transform};

pub type Colour = Rgba<u8>;

pub const fn rgb(hex: u32) -> Colour {
    Rgba([(hex >> 16) as u8, (hex >> 8) as u8, hex as u8, 255])
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    Left,
    Centre,
    Right,
}

/// How a line of text looks.
#[derive(Debug, Clone, Copy)]
pub struct Text {
    pub size: f32,
    pub bold: bool,
    pub colour: Colour,
    pub anchor: Anchor,
}

impl Text {
    pub fn new(size: f32, colour: Colour) -> Text {
        Text { size, bold: false, colour, anchor: Anchor::Left }
    }
    pub fn bold(self) -> Text {
        Text { bold: true, ..self }
    }
    pub fn weight(self, bold: bool) -> Text {
        Text { bold, ..self }
    }
    pub fn centre(self) -> Text {
        Text { anchor: Anchor::Centre, ..self }
    }
    pub fn right(self) -> Text {
        Text { anchor: Anchor::Right, ..self }
    }
    pub fn size(self, size: f32) -> Text {
        Text { size, ..self }
    }
}

/// A rectangle in pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Frame {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Frame {
    pub fn new(x: f32, y: f32, w: f32, h: f32) -> Frame {
        Frame { x, y, w, h }
    }
}

/// A finished drawing kept to be copied under later ones (a layer) or onto them (a sprite, with
/// transparent parts): premultiplied RGBA pixels, or RGB when every pixel is opaque (a quarter
/// less memory for the large backgrounds).
pub struct Layer {
    /// Tells this layer from every other drawn in this process (a drawing started from it may
    /// be given back to the pool and reused, see [`super::dirty`]).
    id: u64,
    width: u32,
    height: u32,
    data: Vec<u8>,
    /// Whether `data` is RGB (every pixel opaque) rather than RGBA.
    opaque: bool,
    /// The smallest text drawn on it, in pixels.
    smallest: f32,
    /// Where it is not fully transparent, as rectangles of whole tiles (x, y, width, height;
    /// all of an opaque layer): a sprite copies and marks only these.
    parts: Vec<(u32, u32, u32, u32)>,
    /// The words it was drawn in (a drawing started from it goes on in them).
    words: Words,
}

impl Layer {
    pub fn bytes(&self) -> usize {
        self.data.capacity()
    }
}

/// Images are laid out in logical pixels and drawn at `SCALE` of that size: a 1600-wide layout
/// becomes a 1280-pixel image, which keeps every image well under the upload limit and is drawn
/// and encoded in a fraction of the time, while text stays sharp (glyphs are rasterized at the
/// drawn size).
pub const SCALE: f32 = 0.8;

/// The pixel size of a logical length.
pub fn px(logical: u32) -> u32 {
    (logical as f32 * SCALE).round() as u32
}

/// Opaque RGB pixels as RGBA: with SSSE3 (almost every x86-64 processor) sixteen bytes at a
/// time by one byte shuffle, else four pixels at a time in words. Restoring a layer's tiles and
/// copying opaque sprites is mostly this.
fn rgba_from_rgb(rgb: &[u8], rgba: &mut [u8]) {
    let pixels = rgb.len() / 3;
    assert!(rgba.len() >= pixels * 4, "room for every pixel");
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("ssse3") {
        // SAFETY: the processor has SSSE3 (checked above).
        let done = unsafe { rgba_from_rgb_ssse3(rgb, rgba) };
        return rgba_from_rgb_words(&rgb[done * 3..pixels * 3], &mut rgba[done * 4..]);
    }
    rgba_from_rgb_words(&rgb[..pixels * 3], rgba)
}

/// Four pixels per step: sixteen bytes loaded (of which twelve used), shuffled into four RGBA
/// pixels. Returns the pixels done (the last few are left, so no load reads past `rgb`).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "ssse3")]
unsafe fn rgba_from_rgb_ssse3(rgb: &[u8], rgba: &mut [u8]) -> usize {
    use std::arch::x86_64::{__m128i, _mm_loadu_si128, _mm_or_si128, _mm_set1_epi32, _mm_setr_epi8};
    use std::arch::x86_64::{_mm_shuffle_epi8, _mm_storeu_si128};
    let pixels = rgb.len() / 3;
    let spread = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    let alpha = _mm_set1_epi32(0xff00_0000_u32 as i32);
    let mut p = 0;
    while p + 4 <= pixels && p * 3 + 16 <= rgb.len() {
        // SAFETY: bytes p*3 .. p*3+16 lie within `rgb` and p*4 .. p*4+16 within `rgba` (the
        // loop's condition and the caller's assertion); unaligned loads and stores.
        unsafe {
            let v = _mm_loadu_si128(rgb.as_ptr().add(p * 3) as *const __m128i);
            let out = _mm_or_si128(_mm_shuffle_epi8(v, spread), alpha);
            _mm_storeu_si128(rgba.as_mut_ptr().add(p * 4) as *mut __m128i, out);
        }
        p += 4;
    }
    p
}

/// Opaque RGB pixels as RGBA, four at a time: three little-endian words in, four out.
fn rgba_from_rgb_words(rgb: &[u8], rgba: &mut [u8]) {
    const ALPHA: u32 = 0xff00_0000;
    let pixels = rgb.len() / 3;
    let (rgba4, rgba_rest) = rgba[..pixels * 4].split_at_mut(pixels / 4 * 16);
    let (rgb4, rgb_rest) = rgb.split_at(pixels / 4 * 12);
    let word = |s: &[u8], i: usize| u32::from_le_bytes([s[i], s[i + 1], s[i + 2], s[i + 3]]);
    for (d, s) in rgba4.chunks_exact_mut(16).zip(rgb4.chunks_exact(12)) {
        let (a, b, c) = (word(s, 0), word(s, 4), word(s, 8));
        let out = [a | ALPHA, (a >> 24) | (b << 8) | ALPHA, (b >> 16) | (c << 16) | ALPHA, (c >> 8) | ALPHA];
        for (d, p) in d.chunks_exact_mut(4).zip(out) {
            d.copy_from_slice(&p.to_le_bytes());
        }
    }
    for (d, s) in rgba_rest.chunks_exact_mut(4).zip(rgb_rest.chunks_exact(3)) {
        d[..3].copy_from_slice(s);
        d[3] = 255;
    }
}

pub struct Canvas {
    data: Vec<u8>,
    /// Size in pixels.
    width: u32,
    height: u32,
    /// Where (0, 0) of the drawing calls lies, in logical pixels.
    origin: (f32, f32),
    /// The smallest text drawn, in pixels of the image.
    smallest: f32,
    /// For a canvas started from a layer: that layer's id, and the tiles drawn on since.
    drawn: Option<(u64, Tiles)>,
    /// Whether it started from a buffer holding an earlier drawing from the same layer.
    reused: bool,
    /// The words the drawing is in: its language, passed with the canvas to every drawing call.
    words: Words,
}

impl Drop for Canvas {
    fn drop(&mut self) {
        let holds = self.drawn.take().map(|(layer, tiles)| pool::Holds { layer, tiles });
        pool::give_holding(std::mem::take(&mut self.data), holds);
    }
}

static LAYERS: AtomicU64 = AtomicU64::new(0);

fn paint(c: Colour) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(c.0[0], c.0[1], c.0[2], c.0[3]);
    p.anti_alias = true;
    p
}

impl Canvas {
    /// A canvas of `width` × `height` logical pixels filled with `background`, drawn in `words`.
    pub fn new(width: u32, height: u32, background: Colour, words: Words) -> Canvas {
        let (width, height) = (px(width), px(height));
        let len = width as usize * height as usize * 4;
        let mut data = pool::take(len);
        let px = background.0;
        for chunk in data.chunks_exact_mut(4) {
            chunk.copy_from_slice(&px);
        }
        Canvas { data, width, height, origin: (0.0, 0.0), smallest: f32::MAX, drawn: None, reused: false, words }
    }

    /// A transparent canvas of `width` × `height` logical pixels, for a sprite.
    pub fn transparent(width: u32, height: u32, words: Words) -> Canvas {
        let (width, height) = (px(width), px(height));
        let mut data = pool::take(width as usize * height as usize * 4);
        data.fill(0);
        Canvas { data, width, height, origin: (0.0, 0.0), smallest: f32::MAX, drawn: None, reused: false, words }
    }

    /// The words this drawing is in.
    pub fn words(&self) -> Words {
        self.words
    }

    /// A catalogue message without arguments, in this drawing's language.
    pub fn w(&self, key: &str) -> String {
        self.words.w(key)
    }

    /// A catalogue message, in this drawing's language.
    pub fn m(&self, msg: &crate::games::Msg) -> String {
        self.words.m(msg)
    }

    /// A canvas starting as a copy of `layer`: the pool's buffer that still holds the last
    /// drawing from this layer gets only its drawn tiles back from the layer, any other buffer
    /// the whole layer.
    pub fn from_layer(layer: &Layer) -> Canvas {
        let (width, height) = (layer.width, layer.height);
        let (mut data, held) = pool::take_holding(width as usize * height as usize * 4, layer.id);
        let copy = |data: &mut [u8], start: usize, n: usize| {
            if layer.opaque {
                rgba_from_rgb(&layer.data[start * 3..(start + n) * 3], &mut data[start * 4..(start + n) * 4]);
            } else {
                data[start * 4..(start + n) * 4].copy_from_slice(&layer.data[start * 4..(start + n) * 4]);
            }
        };
        let reused = held.is_some();
        match held {
            Some(tiles) => {
                for (x, y, w, h) in tiles.rects() {
                    for row in y..y + h {
                        copy(&mut data, row as usize * width as usize + x as usize, w as usize);
                    }
                }
            }
            None => copy(&mut data, 0, width as usize * height as usize),
        }
        let drawn = Some((layer.id, Tiles::none(width, height)));
        let words = layer.words;
        Canvas { data, width, height, origin: (0.0, 0.0), smallest: layer.smallest, drawn, reused, words }
    }

    /// Whether this canvas started from a buffer that held an earlier drawing from its layer
    /// (and got only that drawing's tiles back from the layer).
    pub fn reused(&self) -> bool {
        self.reused
    }

    /// Notes that pixels from (`x0`, `y0`) to (`x1`, `y1`) (in pixels of the image) may change.
    fn touch(&mut self, x0: f32, y0: f32, x1: f32, y1: f32) {
        if let Some((_, tiles)) = &mut self.drawn {
            // anti-aliasing may reach a pixel beyond the shape's bounds
            tiles.mark(x0 - 1.0, y0 - 1.0, x1 + 1.0, y1 + 1.0);
        }
    }

    /// Notes that a path's area, widened by `pad` logical pixels each side, may change.
    fn touch_path(&mut self, bounds: Rect, pad: f32) {
        let (ox, oy) = self.origin;
        let at = |v: f32, o: f32, pad: f32| (v + o + pad) * SCALE;
        let (x0, y0) = (at(bounds.left(), ox, -pad), at(bounds.top(), oy, -pad));
        let (x1, y1) = (at(bounds.right(), ox, pad), at(bounds.bottom(), oy, pad));
        self.touch(x0, y0, x1, y1);
    }

    /// Keeps this drawing as a layer (its own memory, outside the pool).
    pub fn into_layer(mut self) -> Layer {
        let rgba = std::mem::take(&mut self.data);
        let opaque = rgba.chunks_exact(4).all(|p| p[3] == 255);
        let data = if opaque {
            let mut rgb = vec![0; rgba.len() / 4 * 3];
            super::png::rgb_row(&rgba, &mut rgb);
            pool::give(rgba);
            rgb
        } else {
            let mut rgba = rgba;
            rgba.shrink_to_fit();
            rgba
        };
        let (width, height) = (self.width, self.height);
        let parts = if opaque {
            vec![(0, 0, width, height)]
        } else {
            let mut seen = Tiles::none(width, height);
            for (y, row) in data.chunks_exact(width as usize * 4).enumerate() {
                for (x, _) in row.chunks_exact(4).enumerate().filter(|(_, p)| p[3] != 0) {
                    seen.mark(x as f32, y as f32, x as f32 + 1.0, y as f32 + 1.0);
                }
            }
            seen.rects()
        };
        let id = LAYERS.fetch_add(1, Ordering::Relaxed);
        Layer { id, width, height, data, opaque, smallest: self.smallest, parts, words: self.words }
    }

    /// Draws a sprite with its top left corner at (`x`, `y`) (logical pixels, rounded to the
    /// pixel grid): opaque pixels are copied, edges blended.
    pub fn sprite(&mut self, sprite: &Layer, x: f32, y: f32) {
        let x0 = ((x + self.origin.0) * SCALE).round() as i64;
        let y0 = ((y + self.origin.1) * SCALE).round() as i64;
        let (cw, ch) = (self.width as i64, self.height as i64);
        let sw = sprite.width as usize;
        self.smallest = self.smallest.min(sprite.smallest);
        for &(px, py, pw, ph) in &sprite.parts {
            let (px, py, pw, ph) = (px as i64, py as i64, pw as i64, ph as i64);
            self.touch((x0 + px) as f32, (y0 + py) as f32, (x0 + px + pw) as f32, (y0 + py + ph) as f32);
            let from = (-x0).max(px);
            let to = (px + pw).min(cw - x0);
            if from >= to {
                continue;
            }
            for row in py..py + ph {
                let y = y0 + row;
                if y < 0 || y >= ch {
                    continue;
                }
                let start = ((y * cw + x0 + from) * 4) as usize;
                let row = row as usize * sw;
                self.sprite_row(sprite, row + from as usize..row + to as usize, start);
            }
        }
    }

    /// Copies the sprite's pixels `px` (within one row) onto the canvas from byte `start`.
    fn sprite_row(&mut self, sprite: &Layer, px: std::ops::Range<usize>, start: usize) {
        let (from, to) = (px.start, px.end);
        if sprite.opaque {
            let src = &sprite.data[from * 3..to * 3];
            rgba_from_rgb(src, &mut self.data[start..start + src.len() / 3 * 4]);
            return;
        }
        let src = &sprite.data[from * 4..to * 4];
        let dst = &mut self.data[start..start + src.len()];
        for (d, s) in dst.chunks_exact_mut(4).zip(src.chunks_exact(4)) {
            match s[3] {
                255 => d.copy_from_slice(s),
                0 => {}
                a => {
                    let na = 255 - a as u32;
                    for k in 0..4 {
                        d[k] = (s[k] as u32 + (d[k] as u32 * na + 127) / 255).min(255) as u8;
                    }
                }
            }
        }
    }

    /// Moves (0, 0) of later drawing calls to (`x`, `y`), in logical pixels.
    pub fn set_origin(&mut self, x: f32, y: f32) {
        self.origin = (x, y);
    }

    fn at(&self) -> Transform {
        Transform::from_row(SCALE, 0.0, 0.0, SCALE, self.origin.0 * SCALE, self.origin.1 * SCALE)
    }

    /// The image's size in pixels.
    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    fn pixmap(&mut self) -> PixmapMut<'_> {
        PixmapMut::from_bytes(&mut self.data, self.width, self.height).expect("the buffer has the canvas size")
    }

    fn fill(&mut self, pb: PathBuilder, c: Colour) {
        if let Some(path) = pb.finish() {
            self.touch_path(path.bounds(), 0.0);
            let at = self.at();
            self.pixmap().fill_path(&path, &paint(c), FillRule::Winding, at, None);
        }
    }

    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, c: Colour) {
        let (ox, oy) = self.origin;
        if let Some(r) = Rect::from_xywh((x + ox) * SCALE, (y + oy) * SCALE, w * SCALE, h * SCALE) {
            self.touch(r.left(), r.top(), r.right(), r.bottom());
            self.pixmap().fill_rect(r, &paint(c), Transform::identity(), None);
        }
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, c: Colour) {
        if r <= 0.0 {
            return;
        }
        if let Some(path) = PathBuilder::from_circle(cx, cy, r) {
            self.touch_path(path.bounds(), 0.0);
            let at = self.at();
            self.pixmap().fill_path(&path, &paint(c), FillRule::Winding, at, None);
        }
    }

    fn rounded_path(x: f32, y: f32, w: f32, h: f32, r: f32) -> PathBuilder {
        let r = r.min(w / 2.0).min(h / 2.0).max(0.0);
        // a quarter circle as one cubic: control points at 0.5523 of the radius
        let k = r * (1.0 - 0.552_284_8);
        let mut pb = PathBuilder::new();
        pb.move_to(x + r, y);
        pb.line_to(x + w - r, y);
        pb.cubic_to(x + w - k, y, x + w, y + k, x + w, y + r);
        pb.line_to(x + w, y + h - r);
        pb.cubic_to(x + w, y + h - k, x + w - k, y + h, x + w - r, y + h);
        pb.line_to(x + r, y + h);
        pb.cubic_to(x + k, y + h, x, y + h - k, x, y + h - r);
        pb.line_to(x, y + r);
        pb.cubic_to(x, y + k, x + k, y, x + r, y);
        pb.close();
        pb
    }

    pub fn rounded_rect(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32, c: Colour) {
        if w <= 0.0 || h <= 0.0 {
            return;
        }
        self.fill(Self::rounded_path(x, y, w, h, r), c);
    }

    /// A rounded box with a border.
    pub fn panel(&mut self, f: Frame, r: f32, fill: Colour, border: Colour, thickness: f32) {
        let Frame { x, y, w, h } = f;
        self.rounded_rect(x, y, w, h, r, border);
        let t = thickness;
        self.rounded_rect(x + t, y + t, w - 2.0 * t, h - 2.0 * t, (r - t).max(0.0), fill);
    }

    /// The outline of a rounded box, `width` wide, inside the frame.
    pub fn rounded_outline(&mut self, f: Frame, r: f32, width: f32, c: Colour) {
        let h = width / 2.0;
        let pb = Self::rounded_path(f.x + h, f.y + h, f.w - width, f.h - width, (r - h).max(0.0));
        self.stroke(pb, width, c, None);
    }

    fn polygon_path(pts: &[(f32, f32)]) -> Option<PathBuilder> {
        let (first, rest) = pts.split_first()?;
        if rest.len() < 2 {
            return None;
        }
        let mut pb = PathBuilder::new();
        pb.move_to(first.0, first.1);
        for p in rest {
            pb.line_to(p.0, p.1);
        }
        pb.close();
        Some(pb)
    }

    pub fn polygon(&mut self, pts: &[(f32, f32)], c: Colour) {
        if let Some(pb) = Self::polygon_path(pts) {
            self.fill(pb, c);
        }
    }

    /// The closed outline of a polygon, `width` wide.
    pub fn polygon_outline(&mut self, pts: &[(f32, f32)], width: f32, c: Colour) {
        if let Some(pb) = Self::polygon_path(pts) {
            self.stroke(pb, width, c, None);
        }
    }

    /// A ring of radius `r` (to the middle of the stroke), `width` wide.
    pub fn ring(&mut self, cx: f32, cy: f32, r: f32, width: f32, c: Colour) {
        if let Some(path) = PathBuilder::from_circle(cx, cy, r) {
            let stroke = Stroke { width, ..Stroke::default() };
            self.touch_path(path.bounds(), width / 2.0);
            let at = self.at();
            self.pixmap().stroke_path(&path, &paint(c), &stroke, at, None);
        }
    }

    fn stroke(&mut self, pb: PathBuilder, width: f32, c: Colour, dash: Option<(f32, f32)>) {
        let Some(path) = pb.finish() else { return };
        let stroke = Stroke {
            width,
            line_cap: LineCap::Round,
            line_join: tiny_skia::LineJoin::Round,
            dash: dash.and_then(|(d, g)| StrokeDash::new(vec![d, g], 0.0)),
            ..Stroke::default()
        };
        // round caps and joins reach half the width beyond the path
        self.touch_path(path.bounds(), width / 2.0);
        let at = self.at();
        self.pixmap().stroke_path(&path, &paint(c), &stroke, at, None);
    }

    /// A straight line `width` wide with round ends.
    pub fn line(&mut self, a: (f32, f32), b: (f32, f32), width: f32, c: Colour) {
        let mut pb = PathBuilder::new();
        pb.move_to(a.0, a.1);
        pb.line_to(b.0, b.1);
        self.stroke(pb, width, c, None);
    }

    pub fn dashed_line(&mut self, a: (f32, f32), b: (f32, f32), width: f32, dash: f32, gap: f32, c: Colour) {
        let mut pb = PathBuilder::new();
        pb.move_to(a.0, a.1);
        pb.line_to(b.0, b.1);
        // round caps add half the width at each end of a dash
        self.stroke(pb, width, c, Some(((dash - width).max(0.1), gap + width)));
    }

    /// A filled arrow head with its tip at `tip`, pointing away from `from`.
    pub fn arrow_head(&mut self, tip: (f32, f32), from: (f32, f32), size: f32, c: Colour) {
        let (dx, dy) = (tip.0 - from.0, tip.1 - from.1);
        let len = (dx * dx + dy * dy).sqrt().max(0.01);
        let (ux, uy) = (dx / len, dy / len);
        let base = (tip.0 - ux * size, tip.1 - uy * size);
        let (nx, ny) = (-uy * size * 0.55, ux * size * 0.55);
        self.polygon(&[tip, (base.0 + nx, base.1 + ny), (base.0 - nx, base.1 - ny)], c);
    }

    /// An arrow from `a` to `b`: a line `width` wide ending in a head.
    pub fn arrow(&mut self, a: (f32, f32), b: (f32, f32), width: f32, c: Colour) {
        let head = width * 3.2;
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt().max(0.01);
        let end = (b.0 - dx / len * head * 0.8, b.1 - dy / len * head * 0.8);
        self.line(a, end, width, c);
        self.arrow_head(b, a, head, c);
    }

    /// The width of `text` at `size` pixels.
    pub fn text_width(size: f32, bold: bool, text: &str) -> f32 {
        text::width(size, bold, text)
    }

    /// Draws one line of text; `y` is the vertical centre of the line. Returns its width (in
    /// logical pixels, like every measure).
    pub fn text(&mut self, x: f32, y: f32, style: Text, s: &str) -> f32 {
        let Text { size, bold, colour, anchor } = style;
        self.smallest = self.smallest.min(size * SCALE);
        let laid = text::layout(size, bold, s);
        let (laid, w) = (&laid.0, laid.1);
        let left = match anchor {
            Anchor::Left => x,
            Anchor::Centre => x - w / 2.0,
            Anchor::Right => x - w,
        };
        let (ascent, descent) = text::metrics(size, bold);
        let baseline = (y - (ascent - descent) / 2.0 + ascent + self.origin.1) * SCALE;
        let (from, to) = ((left + self.origin.0) * SCALE, (left + w + self.origin.0) * SCALE);
        if !s.trim().is_empty() && (from < -1.0 || to > self.width as f32 + 1.0) {
            let width = self.width;
            super::words::overflowed(|| format!("{s:?} runs off the image ({from:.0} to {to:.0} of {width})"));
        }
        let glyphs = text::place(laid, size, bold, SCALE, ((left + self.origin.0) * SCALE, baseline));
        let (cw, ch) = (self.width as i32, self.height as i32);
        let [r, g, b, _] = colour.0;
        let src = [r as u32, g as u32, b as u32, 255];
        for p in glyphs {
            let img = &p.image;
            let (x0, y0) = (p.x + img.left, p.y + img.top);
            self.touch(x0 as f32, y0 as f32, (x0 + img.width as i32) as f32, (y0 + img.height as i32) as f32);
            for row in 0..img.height as i32 {
                let y = y0 + row;
                if y < 0 || y >= ch {
                    continue;
                }
                let cov_row = &img.coverage[row as usize * img.width..][..img.width];
                for (col, &a) in cov_row.iter().enumerate() {
                    let x = x0 + col as i32;
                    if a == 0 || x < 0 || x >= cw {
                        continue;
                    }
                    let i = (y as usize * cw as usize + x as usize) * 4;
                    let px = &mut self.data[i..i + 4];
                    if a == 255 {
                        px.copy_from_slice(&[r, g, b, 255]);
                    } else {
                        // premultiplied: the same blend for opaque and transparent canvases
                        let (a, na) = (a as u32, 255 - a as u32);
                        for (d, s) in px.iter_mut().zip(src) {
                            *d = ((s * a + *d as u32 * na + 127) / 255) as u8;
                        }
                    }
                }
            }
        }
        w
    }

    /// The drawing's pixels: opaque RGBA, row by row.
    pub fn rgba(&self) -> &[u8] {
        &self.data
    }

    /// The finished image.
    pub fn finish(self) -> RgbaImage {
        let (w, h) = (self.width, self.height);
        RgbaImage::from_raw(w, h, self.data.clone()).expect("buffer has the image's size")
    }

    /// The smallest text drawn so far, in pixels of the image.
    pub fn smallest_text(&self) -> f32 {
        self.smallest
    }

    /// The drawing as PNG bytes.
    pub fn png(&self, encoding: super::png::Encoding) -> Vec<u8> {
        super::png::encode_rgba(&self.data, self.width, self.height, encoding)
    }
}

#[cfg(test)]
mod tests {
    /// Every length and offset of opaque RGB comes out as the same RGBA by either expansion.
    #[test]
    fn rgb_expands_to_rgba_the_same_either_way() {
        let rgb: Vec<u8> = (0..300u32).map(|i| (i * 37 % 251) as u8).collect();
        for from in 0..4 {
            for pixels in 0..90 {
                let src = &rgb[from * 3..(from + pixels) * 3];
                let expected: Vec<u8> = src.chunks_exact(3).flat_map(|p| [p[0], p[1], p[2], 255]).collect();
                let mut words = vec![0; pixels * 4];
                super::rgba_from_rgb_words(src, &mut words);
                assert_eq!(words, expected, "words, {pixels} pixels");
                let mut fast = vec![0; pixels * 4];
                super::rgba_from_rgb(src, &mut fast);
                assert_eq!(fast, expected, "dispatched, {pixels} pixels");
            }
        }
    }
}
