//! A small drawing surface: shapes and text in logical pixels, drawn supersampled and scaled
//! down once at the end, so every edge is anti-aliased.

use super::fonts;
use ab_glyph::{Font, FontArc, PxScale, ScaleFont};
use image::{ImageEncoder, Rgba, RgbaImage};
use imageproc::drawing::{draw_filled_circle_mut, draw_filled_rect_mut, draw_polygon_mut, draw_text_mut};
use imageproc::point::Point;
use imageproc::rect::Rect;

/// Supersampling factor.
pub const SS: f32 = 2.0;

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
}

/// A rectangle in logical pixels.
#[derive(Debug, Clone, Copy)]
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

pub struct Canvas {
    img: RgbaImage,
    width: u32,
    height: u32,
}

impl Canvas {
    /// A canvas of `width` × `height` logical pixels.
    pub fn new(width: u32, height: u32, background: Colour) -> Canvas {
        let img = RgbaImage::from_pixel((width as f32 * SS) as u32, (height as f32 * SS) as u32, background);
        Canvas { img, width, height }
    }

    fn p(v: f32) -> i32 {
        (v * SS).round() as i32
    }

    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, c: Colour) {
        if w <= 0.0 || h <= 0.0 {
            return;
        }
        let r = Rect::at(Self::p(x), Self::p(y))
            .of_size((w * SS).round().max(1.0) as u32, (h * SS).round().max(1.0) as u32);
        draw_filled_rect_mut(&mut self.img, r, c);
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, c: Colour) {
        draw_filled_circle_mut(&mut self.img, (Self::p(cx), Self::p(cy)), Self::p(r), c);
    }

    pub fn rounded_rect(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32, c: Colour) {
        let r = r.min(w / 2.0).min(h / 2.0);
        self.rect(x + r, y, w - 2.0 * r, h, c);
        self.rect(x, y + r, w, h - 2.0 * r, c);
        for (cx, cy) in [(x + r, y + r), (x + w - r, y + r), (x + r, y + h - r), (x + w - r, y + h - r)] {
            self.circle(cx, cy, r, c);
        }
    }

    /// A rounded box with a border.
    pub fn panel(&mut self, f: Frame, r: f32, fill: Colour, border: Colour, thickness: f32) {
        let Frame { x, y, w, h } = f;
        self.rounded_rect(x, y, w, h, r, border);
        let t = thickness;
        self.rounded_rect(x + t, y + t, w - 2.0 * t, h - 2.0 * t, (r - t).max(0.0), fill);
    }

    pub fn polygon(&mut self, pts: &[(f32, f32)], c: Colour) {
        let mut points: Vec<Point<i32>> = pts.iter().map(|&(x, y)| Point::new(Self::p(x), Self::p(y))).collect();
        points.dedup();
        if points.len() > 2 && points.first() == points.last() {
            points.pop();
        }
        if points.len() >= 3 {
            draw_polygon_mut(&mut self.img, &points, c);
        }
    }

    /// A straight line `width` wide with round ends.
    pub fn line(&mut self, a: (f32, f32), b: (f32, f32), width: f32, c: Colour) {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt();
        if len < 0.01 {
            return;
        }
        let (nx, ny) = (-dy / len * width / 2.0, dx / len * width / 2.0);
        self.polygon(&[(a.0 + nx, a.1 + ny), (b.0 + nx, b.1 + ny), (b.0 - nx, b.1 - ny), (a.0 - nx, a.1 - ny)], c);
        self.circle(a.0, a.1, width / 2.0, c);
        self.circle(b.0, b.1, width / 2.0, c);
    }

    pub fn dashed_line(&mut self, a: (f32, f32), b: (f32, f32), width: f32, dash: f32, gap: f32, c: Colour) {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt();
        let mut s = 0.0;
        while s < len {
            let e = (s + dash).min(len);
            self.line((a.0 + dx * s / len, a.1 + dy * s / len), (a.0 + dx * e / len, a.1 + dy * e / len), width, c);
            s += dash + gap;
        }
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

    /// The width of `text` at `size` logical pixels.
    pub fn text_width(size: f32, bold: bool, text: &str) -> f32 {
        let font = fonts::font(bold);
        let scaled = font.as_scaled(PxScale::from(size));
        let mut w = 0.0;
        let mut prev = None;
        for ch in text.chars() {
            let id = scaled.glyph_id(ch);
            if let Some(p) = prev {
                w += scaled.kern(p, id);
            }
            w += scaled.h_advance(id);
            prev = Some(id);
        }
        w
    }

    /// Draws one line of text; `y` is the vertical centre of the line.
    pub fn text(&mut self, x: f32, y: f32, style: Text, text: &str) -> f32 {
        let Text { size, bold, colour: c, anchor } = style;
        let font: &FontArc = fonts::font(bold);
        let w = Self::text_width(size, bold, text);
        let left = match anchor {
            Anchor::Left => x,
            Anchor::Centre => x - w / 2.0,
            Anchor::Right => x - w,
        };
        let scaled = font.as_scaled(PxScale::from(size));
        let top = y - (scaled.ascent() - scaled.descent()) / 2.0;
        draw_text_mut(&mut self.img, c, Self::p(left), Self::p(top), PxScale::from(size * SS), font, text);
        w
    }

    /// Scales the supersampled drawing down to its logical size: each output pixel is the mean
    /// of its 2×2 block. (Written out because `image`'s general resamplers cost 4–8× more here.)
    pub fn finish(self) -> RgbaImage {
        let (w, h) = (self.width, self.height);
        let src = self.img.as_raw();
        let stride = (w * 2 * 4) as usize;
        let mut out = vec![0u8; (w * h * 4) as usize];
        for y in 0..h as usize {
            let (r0, r1) = (&src[2 * y * stride..][..stride], &src[(2 * y + 1) * stride..][..stride]);
            for x in 0..w as usize {
                for c in 0..4 {
                    let i = 8 * x + c;
                    let sum = r0[i] as u16 + r0[i + 4] as u16 + r1[i] as u16 + r1[i + 4] as u16;
                    out[(y * w as usize + x) * 4 + c] = ((sum + 2) / 4) as u8;
                }
            }
        }
        RgbaImage::from_raw(w, h, out).expect("buffer has the image's size")
    }

    /// The finished image as PNG bytes.
    pub fn png(self) -> Vec<u8> {
        encode_png(&self.finish())
    }

    /// The finished image as PNG bytes, compressed harder (see [`encode_png_compact`]).
    pub fn png_compact(self) -> Vec<u8> {
        encode_png_compact(&self.finish())
    }
}

/// Encodes an image as PNG (RGB, since boards are opaque).
pub fn encode_png(img: &RgbaImage) -> Vec<u8> {
    encode_with(img, image::codecs::png::CompressionType::Fast, image::codecs::png::FilterType::Adaptive)
}

/// Encodes an image as PNG with zlib's default level and no row filter: for large images of flat
/// colours and anti-aliased text this gives about half the bytes of [`encode_png`], in 3–4×
/// the encoding time (the images stay under Discord-friendly sizes).
pub fn encode_png_compact(img: &RgbaImage) -> Vec<u8> {
    encode_with(img, image::codecs::png::CompressionType::Default, image::codecs::png::FilterType::NoFilter)
}

fn encode_with(
    img: &RgbaImage,
    compression: image::codecs::png::CompressionType,
    filter: image::codecs::png::FilterType,
) -> Vec<u8> {
    let rgb = image::DynamicImage::ImageRgba8(img.clone()).into_rgb8();
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new_with_quality(&mut out, compression, filter)
        .write_image(&rgb, rgb.width(), rgb.height(), image::ExtendedColorType::Rgb8)
        .expect("encoding a PNG in memory cannot fail");
    out
}
