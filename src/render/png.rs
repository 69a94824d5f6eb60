//! PNG encoding of finished drawings, filtered and deflated by the `png` crate: turn posts as
//! palette PNGs (at most 256 colours, the games' colours exact: `render/quantize.rs`), opaque
//! RGB where every pixel must stay as drawn. The benchmark's `trials` try libdeflate against
//! it: smaller at level 9, but over twice the time.

use std::io::Write;

/// How an image is compressed (`cargo bench --bench messina_render` compares the settings).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// The Paeth filter and fdeflate's run-length deflate: a few milliseconds, for images whose
    /// flat colours keep them small anyway (the Rattus board).
    Fast,
    /// The Up filter and zlib level 1: about three times the time of [`Encoding::Fast`] and
    /// two thirds of the bytes, which keeps the busy Messina images under 400 KB.
    Compact,
    /// At most 256 colours (the games' colours exact, anti-aliased edges to the nearest palette
    /// colour), no filter and zlib level 3: under a third of [`Encoding::Compact`]'s bytes
    /// (`cargo bench --bench messina_render` compares the time). What turn posts carry.
    Palette,
}

impl Encoding {
    pub fn settings(self) -> (png::Filter, png::DeflateCompression) {
        match self {
            Encoding::Fast => (png::Filter::Paeth, png::DeflateCompression::FdeflateUltraFast),
            Encoding::Compact => (png::Filter::Up, png::DeflateCompression::Level(1)),
            Encoding::Palette => (png::Filter::NoFilter, png::DeflateCompression::Level(3)),
        }
    }
}

/// Encodes an opaque RGBA buffer as a PNG.
pub fn encode_rgba(rgba: &[u8], width: u32, height: u32, encoding: Encoding) -> Vec<u8> {
    let (filter, deflate) = encoding.settings();
    match encoding {
        Encoding::Palette => encode_indexed_with(rgba, width, height, filter, deflate),
        _ => encode_rgba_with(rgba, width, height, filter, deflate),
    }
}

/// An 8-bit encoder of `colour` with a given filter and deflate level.
fn encoder(
    out: &mut Vec<u8>,
    (width, height): (u32, u32),
    colour: png::ColorType,
    filter: png::Filter,
    deflate: png::DeflateCompression,
) -> png::Encoder<'_, &mut Vec<u8>> {
    let mut enc = png::Encoder::new(out, width, height);
    enc.set_color(colour);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_filter(filter);
    enc.set_deflate_compression(deflate);
    enc
}

/// Encodes as a palette PNG with a given filter and deflate level (benchmarks compare them).
pub fn encode_indexed_with(
    rgba: &[u8],
    width: u32,
    height: u32,
    filter: png::Filter,
    deflate: png::DeflateCompression,
) -> Vec<u8> {
    let indexed = super::quantize::Indexed::new(rgba, width as usize);
    let mut out = Vec::with_capacity(width as usize * height as usize / 16);
    {
        let mut enc = encoder(&mut out, (width, height), png::ColorType::Indexed, filter, deflate);
        enc.set_palette(indexed.palette.concat());
        let mut w = enc.write_header().expect("writing to memory cannot fail");
        // the indices are already one image-sized buffer: written at once
        w.write_image_data(&indexed.pixels).expect("the indices have the image's size");
    }
    out.shrink_to_fit();
    out
}

/// Encodes with a given filter and deflate level (benchmarks compare them).
pub fn encode_rgba_with(
    rgba: &[u8],
    width: u32,
    height: u32,
    filter: png::Filter,
    deflate: png::DeflateCompression,
) -> Vec<u8> {
    let pixels = width as usize * height as usize;
    let mut out = Vec::with_capacity(pixels / 4);
    {
        let enc = encoder(&mut out, (width, height), png::ColorType::Rgb, filter, deflate);
        let mut w = enc.write_header().expect("writing to memory cannot fail");
        // row by row through one row of RGB: no second image-sized buffer
        let mut stream = w.stream_writer_with_size(1 << 16).expect("writing to memory cannot fail");
        let mut rgb = vec![0u8; width as usize * 3];
        for line in rgba.chunks_exact(width as usize * 4) {
            rgb_row(line, &mut rgb);
            stream.write_all(&rgb).expect("the rows have the image's size");
        }
        stream.finish().expect("the rows have the image's size");
    }
    out.shrink_to_fit();
    out
}

/// Opaque RGBA pixels (a row, or a whole image) as RGB, four pixels at a time (a loop the compiler turns into shuffles).
pub(super) fn rgb_row(rgba: &[u8], rgb: &mut [u8]) {
    let pixels = rgb.len() / 3;
    let (rgb4, rgb_rest) = rgb.split_at_mut(pixels / 4 * 12);
    let (rgba4, rgba_rest) = rgba.split_at(pixels / 4 * 16);
    for (d, s) in rgb4.chunks_exact_mut(12).zip(rgba4.chunks_exact(16)) {
        for p in 0..4 {
            d[p * 3] = s[p * 4];
            d[p * 3 + 1] = s[p * 4 + 1];
            d[p * 3 + 2] = s[p * 4 + 2];
        }
    }
    for (d, s) in rgb_rest.chunks_exact_mut(3).zip(rgba_rest.chunks_exact(4)) {
        d.copy_from_slice(&s[..3]);
    }
}
