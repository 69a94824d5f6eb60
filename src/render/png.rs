//! PNG encoding of finished drawings: turn posts as palette PNGs (at most 256 colours, the games'
//! colours exact: `render/quantize.rs`), rows unfiltered and deflated by a matcher made for them
//! (`render/deflate.rs`); opaque RGB, filtered and deflated by the `png` crate, where every pixel
//! must stay as drawn.

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
    /// At most 256 colours (the games' colours exact, anti-aliased edges on a few shades
    /// between them), no filter, deflated as [`RowsDeflate::Matched`]: about a quarter of
    /// [`Encoding::Compact`]'s bytes (`cargo bench --bench messina_render` compares the time).
    /// What turn posts carry.
    Palette,
}

/// How the rows of a palette PNG are deflated (`cargo bench --bench messina_render -- encoders`
/// compares them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowsDeflate {
    /// Matches only at the byte before, the row above and where the same four bytes were last
    /// seen (`render/deflate.rs`): 2.6 % more bytes than libdeflate's level 3 over the bench's
    /// twenty turn posts, in about 0.57 of its time. What turn posts use.
    Matched,
    /// libdeflate at a level from 1 to 12 (3: greedy matching, 6: lazy).
    Libdeflate(i32),
}

impl Encoding {
    /// The `png` crate's filter and deflate of an RGB encoding (`None` for [`Encoding::Palette`]).
    pub fn settings(self) -> Option<(png::Filter, png::DeflateCompression)> {
        match self {
            Encoding::Fast => Some((png::Filter::Paeth, png::DeflateCompression::FdeflateUltraFast)),
            Encoding::Compact => Some((png::Filter::Up, png::DeflateCompression::Level(1))),
            Encoding::Palette => None,
        }
    }
}

/// Encodes an opaque RGBA buffer as a PNG.
pub fn encode_rgba(rgba: &[u8], width: u32, height: u32, encoding: Encoding) -> Vec<u8> {
    match encoding.settings() {
        Some((filter, deflate)) => encode_rgba_with(rgba, width, height, filter, deflate),
        None => encode_palette(rgba, width, height, super::quantize::Shades::SHIPPED, RowsDeflate::Matched),
    }
}

/// Encodes as a palette PNG with shades placed as `shades` says and rows deflated as `deflate`
/// says (benchmarks compare them).
pub fn encode_palette(
    rgba: &[u8],
    width: u32,
    height: u32,
    shades: super::quantize::Shades,
    deflate: RowsDeflate,
) -> Vec<u8> {
    let indexed = super::quantize::Indexed::rows(rgba, width as usize, shades);
    let png = palette_png(&indexed.palette, &indexed.pixels, width, height, deflate);
    super::pool::give(indexed.pixels);
    png
}

/// A palette PNG of `width`×`height` palette indices given as PNG rows (each after its filter
/// byte), deflated whole as `deflate` says.
pub fn palette_png(palette: &[[u8; 3]], rows: &[u8], width: u32, height: u32, deflate: RowsDeflate) -> Vec<u8> {
    debug_assert_eq!(rows.len(), (width as usize + 1) * height as usize);
    let z = match deflate {
        RowsDeflate::Matched => super::deflate::zlib_rows(rows, width as usize + 1),
        RowsDeflate::Libdeflate(level) => {
            let level = libdeflater::CompressionLvl::new(level).unwrap_or_default();
            let mut deflate = libdeflater::Compressor::new(level);
            // zeroed lazily by the system: only the pages written are touched
            let mut z = vec![0u8; deflate.zlib_compress_bound(rows.len())];
            let n = deflate.zlib_compress(rows, &mut z).expect("the bound leaves room");
            z.truncate(n);
            z
        }
    };
    let mut out = Vec::with_capacity(z.len() + palette.len() * 3 + 64);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut header = [0u8; 13];
    header[..4].copy_from_slice(&width.to_be_bytes());
    header[4..8].copy_from_slice(&height.to_be_bytes());
    // 8 bits, palette colour, deflate, adaptive filtering, no interlace
    header[8..].copy_from_slice(&[8, 3, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &header);
    chunk(&mut out, b"PLTE", &palette.concat());
    chunk(&mut out, b"IDAT", &z);
    chunk(&mut out, b"IEND", &[]);
    out
}

/// A PNG chunk: length, kind, data and the CRC of kind and data.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = libdeflater::crc32(&out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
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

/// Encodes as a palette PNG through the `png` crate with a given filter and deflate level
/// (benchmarks compare them with [`encode_palette`]).
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
