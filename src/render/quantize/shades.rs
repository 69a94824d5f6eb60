//! Edge shades on a few levels between two flat colours. An anti-aliased pixel is a blend of the
//! two colours it lies between, so its colour sits on the segment between them. The flat colours
//! next to a shade's first and last pixel (up to [`RAY`] pixels away left, right, up and down) are
//! the candidates; the pair whose segment passes nearest it is taken, and the shade moves to the
//! nearest of `n` levels along that segment (n = ⌈d / 2·step⌉ for a pair `d` apart in its largest
//! channel: black on white, 255 apart, gets three shades between at a step of 32). Shades no pair
//! explains (where three colours meet, glyphs thinner than a pixel) take the nearest palette
//! colour, or a palette entry of their own when that is more than [`KEEP`] off.

use super::{fill, key, off, rgb_of, Colour, Histogram, Table, FAR, FILL, MAX};

/// How shades are placed: the largest channel error the levels allow and the pixels a colour
/// must cover to be kept exactly (benchmarks try others).
#[derive(Debug, Clone, Copy)]
pub struct Shades {
    pub step: f32,
    pub flat: u32,
}

impl Shades {
    /// What turn posts use: levels at most 96 apart in a channel (black on white gets two
    /// between), flat from 200 pixels (a straight edge's shade covers as many pixels as the edge
    /// is long: fewer flat colours leave more room for levels); with the rows' matcher (0.244)
    /// and with libdeflate at level 3 (0.238) under a quarter of the RGB bytes (`cargo bench
    /// --bench messina_render -- trials`).
    pub const SHIPPED: Shades = Shades { step: 48.0, flat: 200 };
}

/// At most this many colours are kept exactly as flat before shades are placed.
const FLATS: usize = MAX * 3 / 4;
/// How far a shade may be from the segment between two flat colours (largest channel
/// difference) to be put on it.
const NEAR_LINE: f32 = 16.0;
/// Pixels looked at in each direction from a colour's first and last pixel for flat colours.
const RAY: usize = 3;
/// A colour whose level or nearest palette colour is farther than this in a channel gets a
/// palette entry of its own while there is room.
const KEEP: u8 = 48;
/// Flat colours taken as candidates for one colour.
const CANDIDATES: usize = 8;

/// The palette (colour keys) and each colour number's index, or `None` where the flat colours and
/// shades do not fit in [`MAX`] colours with no pixel more than [`FAR`] off.
pub(super) fn palette(h: &Histogram, rgba: &[u8], width: usize, shades: Shades) -> Option<(Vec<u32>, Vec<u8>)> {
    let order = h.by_count();
    let colour = |n: u32| h.colours[n as usize];
    let flats = order.iter().take(FLATS).take_while(|&&n| colour(n).count >= shades.flat).count();
    let mut of_number = vec![0u8; h.colours.len()];
    let mut palette: Vec<u32> = Vec::with_capacity(MAX);
    // colour key → palette index + 1: the flat colours are the first `flats`
    let mut index = Table::with_capacity(4 * MAX);
    for &n in &order[..flats] {
        of_number[n as usize] = palette.len() as u8;
        palette.push(colour(n).key);
        *index.entry(colour(n).key) = palette.len() as u32;
    }
    // each pixel's flat colour as its palette index + 1, 0 where it is not flat
    let mut slot_of = vec![0u8; h.colours.len()];
    for (i, &n) in order[..flats].iter().enumerate() {
        slot_of[n as usize] = i as u8 + 1;
    }
    // the flat colours as numbers to work out levels with
    let flat_rgb: Vec<[f32; 3]> = palette.iter().map(|&k| rgb_of(k).map(|v| v as f32)).collect();
    let image = Image::new(h, width.max(1), rgba.len() / 4 / width.max(1), &slot_of);
    let mut odd = Vec::new();
    // each colour's level as a key (0: none within KEEP), each colour on its own (the two halves
    // of the colours at once on the drawing pool), in the order the colours were first seen,
    // which reads the flat map from top to bottom
    let mut levels = vec![0u32; h.colours.len()];
    let levels_of = |from: usize, out: &mut [u32]| {
        for (n, level_key) in (from..).zip(out.iter_mut()) {
            if slot_of[n] != 0 {
                continue;
            }
            let Colour { key: k, first, last, .. } = h.colours[n];
            let c = rgb_of(k);
            let mut near = Candidates::default();
            image.flats_around(first as usize, &mut near);
            if last != first {
                image.flats_around(last as usize, &mut near);
            }
            if let Some(s) = level(c, &near.slots(), &flat_rgb, shades.step).filter(|&s| off(s, c) <= KEEP) {
                *level_key = key(&[s[0], s[1], s[2], 255]);
            }
        }
    };
    let half = levels.len() / 2;
    let (top, bottom) = levels.split_at_mut(half);
    super::super::par::both(|| levels_of(0, top), || levels_of(half, bottom));
    // then in the order of the pixels they cover, most first, so those take the palette's room
    for &n in &order[flats..] {
        let k = levels[n as usize];
        if k == 0 {
            odd.push(n);
            continue;
        }
        match index.get(k) {
            Some(at) => of_number[n as usize] = (at - 1) as u8,
            // a full palette: the level is not added, the colour takes the nearest
            None if palette.len() == MAX => odd.push(n),
            None => {
                of_number[n as usize] = palette.len() as u8;
                palette.push(k);
                *index.entry(k) = palette.len() as u32;
            }
        }
    }
    // most pixels first, so those keep their colour while there is room
    let mut near = Nearest::new(&palette);
    for n in odd {
        let c = rgb_of(colour(n).key);
        let (i, d) = near.find(c);
        if d > KEEP && palette.len() < MAX {
            of_number[n as usize] = palette.len() as u8;
            palette.push(colour(n).key);
            near.push(c);
        } else if d > FAR {
            return None;
        } else {
            of_number[n as usize] = i as u8;
        }
    }
    Some((palette, of_number))
}

/// The picture, for looking at a colour's neighbours: each pixel's flat colour, in rows with
/// [`RAY`] pixels of nothing flat around them (so a ray needs no check of where it is).
struct Image {
    /// Palette index + 1 of each pixel's colour where that is flat, else 0; `width` + 2·[`RAY`]
    /// a row, the image's first pixel at [`RAY`] rows and [`RAY`] pixels in.
    flat: Vec<u8>,
    width: usize,
}

impl Image {
    /// The map of an image `width` × `height` pixels whose colour numbers are flat as `slot_of`
    /// says (palette index + 1, 0 for not flat).
    fn new(h: &Histogram, width: usize, height: usize, slot_of: &[u8]) -> Image {
        let stride = width + 2 * RAY;
        // from the drawing pool (given back when the map is dropped), its contents unspecified:
        // the border above is cleared here, each row's pixels and the borders beside and below
        // them as the runs are written
        let mut flat = crate::render::pool::take(stride * (height + 2 * RAY) + FILL);
        let (mut at, mut x) = (RAY * stride + RAY, 0);
        flat[..at].fill(0);
        for &(n, run) in &h.runs {
            fill(&mut flat, at, run as usize, slot_of[n as usize]);
            (at, x) = (at + run as usize, x + run as usize);
            if x == width {
                // a fill writes past the run: what it wrote over the border is put back
                flat[at..at + 2 * RAY].fill(0);
                (at, x) = (at + 2 * RAY, 0);
            }
        }
        flat[at - 2 * RAY..].fill(0);
        Image { flat, width }
    }

    /// The flat colours found from pixel `p` (of a colour that is not flat) going left, right,
    /// up and down, the first flat one in each direction within [`RAY`] pixels. Without a
    /// branch: a wrongly guessed one cost more than the rest of the look.
    #[inline]
    fn flats_around(&self, p: usize, near: &mut Candidates) {
        let stride = self.width + 2 * RAY;
        let q = (p / self.width + RAY) * stride + p % self.width + RAY;
        // the first flat one of the RAY pixels `dir` apart from q, by selects from the far end
        let first = |dir: isize| {
            (1..=RAY as isize).rev().fold(0, |found, k| {
                let f = self.flat[q.wrapping_add_signed(k * dir)];
                if f != 0 {
                    f
                } else {
                    found
                }
            })
        };
        for step in [1, stride as isize] {
            near.add(first(-step));
            near.add(first(step));
        }
    }
}

impl Drop for Image {
    fn drop(&mut self) {
        crate::render::pool::give(std::mem::take(&mut self.flat));
    }
}

/// The flat colours seen around a colour: palette index + 1 as bits (bit 0, nothing flat, is
/// ignored).
#[derive(Default)]
struct Candidates {
    bits: [u64; 4],
}

impl Candidates {
    #[inline]
    fn add(&mut self, f: u8) {
        self.bits[(f >> 6) as usize] |= 1 << (f & 63);
    }

    /// The flat colours' palette indices, in ascending order (at most the eight looked at).
    fn slots(&self) -> Slots {
        let mut out = Slots { slots: [0; CANDIDATES], len: 0 };
        for (w, &word) in self.bits.iter().enumerate() {
            let mut bits = if w == 0 { word & !1 } else { word };
            while bits != 0 && out.len < CANDIDATES {
                out.slots[out.len] = (w * 64 + bits.trailing_zeros() as usize - 1) as u16;
                out.len += 1;
                bits &= bits - 1;
            }
        }
        out
    }
}

/// Up to [`CANDIDATES`] palette indices.
struct Slots {
    slots: [u16; CANDIDATES],
    len: usize,
}

impl std::ops::Deref for Slots {
    type Target = [u16];
    fn deref(&self) -> &[u16] {
        &self.slots[..self.len]
    }
}

/// The level colour `c` moves to: on the segment between the two candidate flat colours passing
/// nearest it (or at one candidate), if that is within [`NEAR_LINE`]; `None` otherwise.
fn level(c: [u8; 3], slots: &[u16], flats: &[[f32; 3]], step: f32) -> Option<[u8; 3]> {
    let cf = c.map(|v| v as f32);
    // (distance from the segment, a, b, where along it): the first pair passing nearest
    let (mut apart, mut ends, mut along) = (f32::INFINITY, (0, 0), 0.0);
    for (i, &sa) in slots.iter().enumerate() {
        let a = flats[sa as usize];
        let ca = [cf[0] - a[0], cf[1] - a[1], cf[2] - a[2]];
        for &sb in &slots[i..] {
            let b = flats[sb as usize];
            let ab = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
            let len2 = ab[0] * ab[0] + ab[1] * ab[1] + ab[2] * ab[2];
            let t =
                if len2 > 0.0 { ((ca[0] * ab[0] + ca[1] * ab[1] + ca[2] * ab[2]) / len2).clamp(0.0, 1.0) } else { 0.0 };
            // as written (not `ca - t·ab`): the same rounding, the same levels
            let gap = |j: usize| (cf[j] - (a[j] + t * ab[j])).abs();
            let off = gap(0).max(gap(1)).max(gap(2));
            if off < apart {
                (apart, ends, along) = (off, (sa, sb), t);
            }
        }
    }
    if apart > NEAR_LINE {
        return None;
    }
    let (a, b) = (flats[ends.0 as usize], flats[ends.1 as usize]);
    let d = (0..3).map(|j| (b[j] - a[j]).abs()).fold(0.0, f32::max);
    let n = ceil(d / (2.0 * step)).max(1.0);
    let t = round(along * n) / n;
    Some([0, 1, 2].map(|j| round(a[j] + t * (b[j] - a[j])).clamp(0.0, 255.0) as u8))
}

/// `x.round()` for `x` from 0 to 2^23 without a call to the C library, which `f32::round`
/// makes on plain x86-64 (the target built for; its rounding instruction came with SSE4.1): the
/// whole part and the fraction are exact.
#[inline]
fn round(x: f32) -> f32 {
    let whole = x as i32 as f32;
    if x - whole >= 0.5 {
        whole + 1.0
    } else {
        whole
    }
}

/// `x.ceil()` for `x` from 0 to 2^23, as [`round`].
#[inline]
fn ceil(x: f32) -> f32 {
    let whole = x as i32 as f32;
    if whole < x {
        whole + 1.0
    } else {
        whole
    }
}

/// The nearest palette colour to a colour (squared RGB distance; the first of equally near ones)
/// and how far it is in its largest channel: the palette as three columns of [`MAX`] values (as
/// `f32`, exact for these whole numbers), the unused ones far away, which the compiler compares
/// several at a time.
struct Nearest {
    rgb: [[f32; MAX]; 3],
    len: usize,
}

/// Farther than any colour: an unused palette slot.
const UNUSED: f32 = 4096.0;

impl Nearest {
    fn new(palette: &[u32]) -> Nearest {
        let mut near = Nearest { rgb: [[UNUSED; MAX]; 3], len: 0 };
        for &k in palette {
            near.push(rgb_of(k));
        }
        near
    }

    fn push(&mut self, c: [u8; 3]) {
        for (column, v) in self.rgb.iter_mut().zip(c) {
            column[self.len] = v as f32;
        }
        self.len += 1;
    }

    fn find(&self, c: [u8; 3]) -> (usize, u8) {
        let [r, g, b] = c.map(|v| v as f32);
        let mut d = [0f32; MAX];
        for (i, d) in d.iter_mut().enumerate() {
            let (dr, dg, db) = (self.rgb[0][i] - r, self.rgb[1][i] - g, self.rgb[2][i] - b);
            *d = dr * dr + dg * dg + db * db;
        }
        // the least in eight lanes at once, not in one long chain of comparisons
        let mut lanes = [f32::MAX; 8];
        for group in d.chunks_exact(8) {
            for (m, &x) in lanes.iter_mut().zip(group) {
                *m = if x < *m { x } else { *m };
            }
        }
        let least = lanes.iter().fold(f32::MAX, |m, &x| if x < m { x } else { m });
        let i = d.iter().position(|&x| x == least).unwrap_or(0);
        if i >= self.len {
            return (0, u8::MAX);
        }
        let p = [0, 1, 2].map(|j| self.rgb[j][i] as u8);
        (i, off(p, c))
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{image, mapped};
    use super::super::{off, Indexed, FAR};
    use super::*;

    /// Rows of flat colour pairs with anti-aliased edges between them, each edge pixel a blend at
    /// a different fraction (over a thousand distinct shades): the flat colours come back
    /// exactly, every pixel within [`KEEP`] in each channel, and each pair's edges take at most
    /// the levels its distance allows (two between black and white at the shipped step).
    #[test]
    fn edge_shades_take_a_few_levels_between_their_flat_colours() {
        let flats: Vec<[u8; 3]> =
            vec![[0, 0, 0], [255, 255, 255], [200, 30, 40], [20, 90, 200], [240, 220, 120], [60, 140, 70]];
        let (width, mut colours, mut pairs) = (64usize, Vec::new(), Vec::new());
        let mut rng = 0x9e37_79b9_7f4a_7c15u64;
        for row in 0..600 {
            let (a, b) = (flats[row % flats.len()], flats[(row / flats.len() + row + 1) % flats.len()]);
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let t = (rng >> 40) as f32 / (1u64 << 24) as f32;
            let shade = [0, 1, 2].map(|j| (a[j] as f32 + t * (b[j] as f32 - a[j] as f32)).round() as u8);
            colours.extend(std::iter::repeat_n(a, width / 2 - 1));
            colours.push(shade);
            colours.extend(std::iter::repeat_n(b, width / 2));
            pairs.push((a, b, shade));
        }
        let rgba = image(&colours);
        let ix = Indexed::new(&rgba, width);
        let got = mapped(&ix, &rgba);
        for (g, c) in got.iter().zip(&colours) {
            assert!(off(*g, *c) <= KEEP, "{c:?} came back as {g:?}");
            if flats.contains(c) {
                assert_eq!(g, c, "a flat colour is exact");
            }
        }
        // the levels each pair's edges took
        type Pair = ([u8; 3], [u8; 3]);
        let mut levels: std::collections::HashMap<Pair, std::collections::HashSet<[u8; 3]>> = Default::default();
        for (row, &(a, b, _)) in pairs.iter().enumerate() {
            let key = if a < b { (a, b) } else { (b, a) };
            levels.entry(key).or_default().insert(got[row * width + width / 2 - 1]);
        }
        let mut between = 0;
        for ((a, b), seen) in levels {
            let d = off(a, b) as f32;
            let n = (d / (2.0 * Shades::SHIPPED.step)).ceil() as usize;
            assert!(seen.len() <= n + 1, "{a:?}–{b:?} ({d} apart): {} levels", seen.len());
            between += n.saturating_sub(1);
        }
        assert!(ix.palette.len() <= flats.len() + between, "{} colours", ix.palette.len());
    }

    /// The flat colours around a pixel, read from the bordered map without a branch, are those
    /// found pixel by pixel: the first flat one within [`RAY`] pixels left, right, up and down,
    /// never beyond the image's edge; on images 1 to 12 pixels wide, every pixel looked from.
    #[test]
    fn flats_around_are_the_first_flat_pixels_each_way() {
        let mut rng = crate::games::GameRng::new(11);
        for width in 1..=12usize {
            let height = 1 + rng.below(9);
            let colours: Vec<[u8; 3]> = (0..width * height).map(|_| [rng.below(5) as u8 * 50, 0, 0]).collect();
            let rgba = image(&colours);
            let h = Histogram::new(&rgba, width);
            // some colours flat (palette index + 1), the rest not
            let slot_of: Vec<u8> = (0..h.colours.len()).map(|n| if n % 3 == 1 { 0 } else { n as u8 + 1 }).collect();
            let flat_at = |x: usize, y: usize| {
                let n = h.colours.iter().position(|c| rgb_of(c.key) == colours[y * width + x]).unwrap();
                slot_of[n]
            };
            let map = Image::new(&h, width, height, &slot_of);
            for p in 0..width * height {
                let (x, y) = ((p % width) as isize, (p / width) as isize);
                let mut want: Vec<u16> = Vec::new();
                for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                    let found = (1..=RAY as isize)
                        .map(|k| (x + dx * k, y + dy * k))
                        .take_while(|&(x, y)| x >= 0 && y >= 0 && x < width as isize && y < height as isize)
                        .map(|(x, y)| flat_at(x as usize, y as usize))
                        .find(|&f| f != 0);
                    want.extend(found.map(|f| f as u16 - 1));
                }
                want.sort_unstable();
                want.dedup();
                let mut near = Candidates::default();
                map.flats_around(p, &mut near);
                assert_eq!(&near.slots()[..], &want[..], "pixel {p} of {width}×{height}");
            }
        }
    }

    /// The rounding without the C library is `f32::round` and `f32::ceil` on every value a level
    /// can take: whole numbers, halves, and the floats just below and above them, up to 2^23.
    #[test]
    fn rounding_as_the_standard_library_rounds() {
        let mut values = vec![0.0f32, 0.5, 1.0, 2.5, 254.5, 255.0, 8_388_607.5];
        for i in 0..70_000 {
            let x = i as f32 / 256.0;
            values.extend([x, x + 0.5, f32::from_bits(x.to_bits() + 1), f32::from_bits((x + 0.5).to_bits() - 1)]);
        }
        let mut rng = crate::games::GameRng::new(23);
        values.extend((0..100_000).map(|_| rng.below(1 << 24) as f32 / (1 << 24) as f32 * 300.0));
        for x in values {
            assert_eq!(round(x), x.round(), "round({x})");
            assert_eq!(ceil(x), x.ceil(), "ceil({x})");
        }
    }

    /// Noise with no flat colours leaves the shades nothing to stand between: a colour gets an
    /// entry of its own while the nearest is more than [`KEEP`] off, and every other pixel the
    /// nearest: none is more than [`KEEP`] off in a channel.
    #[test]
    fn noise_stays_within_the_bound() {
        let mut rng = 0x2545_f491_4f6c_dd1du64;
        let colours: Vec<[u8; 3]> = (0..20_000)
            .map(|_| {
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                rng.to_le_bytes()[..3].try_into().unwrap()
            })
            .collect();
        let rgba = image(&colours);
        let ix = Indexed::new(&rgba, 100);
        assert!(ix.palette.len() <= MAX);
        let worst = mapped(&ix, &rgba).iter().zip(&colours).map(|(g, c)| off(*g, *c)).max().unwrap();
        assert!(worst <= KEEP && KEEP <= FAR, "{worst}");
        // the shades' palette, not the greedy one
        let h = Histogram::new(&rgba, 100);
        assert!(palette(&h, &rgba, 100, Shades::SHIPPED).is_some());
    }
}
