//! A palette for drawings: the images are the games' flat colours plus the anti-aliased edges
//! between two of them. Every colour is counted (a run of one colour is counted once, and most
//! pixels equal their left neighbour); if there are at most [`MAX`] the palette is exact.
//! Otherwise the colours covering many pixels (fills, the games' colours, text ink) stay exact,
//! and each rarer colour, an edge or glyph shade, is put on the segment between two flat colours
//! found next to it in the picture and moved to the nearest of a few levels along that segment
//! (`quantize/shades.rs`): an edge between two colours takes one to three palette entries instead
//! of dozens, and fewer distinct indices deflate much smaller. Beyond counting, marking which pixels
//! are flat and writing the indices, the work is per colour, never per pixel. Where that does not
//! fit in [`MAX`] colours, the palette is chosen greedily (`quantize/greedy.rs`).

mod greedy;
mod shades;

pub use shades::Shades;

/// At most this many colours (what a palette PNG holds).
pub const MAX: usize = 256;
/// Colours chosen by the greedy palette for how badly they are served before only far ones are
/// added: all 256.
pub const COLOURS: usize = MAX;
/// The difference in one channel beyond which a colour gets a palette entry of its own while
/// there is room: no channel of a pixel differs by more than this from the drawing.
pub const FAR: u8 = 64;
/// Room is made for a run every this many bytes (four pixels): the busy city image has one every
/// eight, so a drawing's runs are never copied to grow (and pages never written are never
/// touched).
const RUN: usize = 16;
/// Images of at least this many bytes have their colours counted in two bands of rows.
const TWO_BANDS: usize = 1 << 20;
/// A colour covering at least this many pixels is kept exactly before any edge colour is chosen.
const FLAT: u32 = 48;

/// An image as palette indices: `palette` holds RGB triples, `pixels` one index per pixel (as PNG
/// rows where built by [`Indexed::rows`]: each row after a 0 byte, PNG's "no filter").
pub struct Indexed {
    pub palette: Vec<[u8; 3]>,
    pub pixels: Vec<u8>,
}

impl Indexed {
    /// The palette and indices of an opaque RGBA image `width` pixels wide: exact if it has at
    /// most [`MAX`] colours, else flat colours exact and edge shades on a few levels between
    /// them (the greedy palette where those do not fit).
    pub fn new(rgba: &[u8], width: usize) -> Indexed {
        Indexed::with_shades(rgba, width, Shades::SHIPPED)
    }

    /// As [`Indexed::new`], with shades placed as `shades` says (benchmarks try others).
    pub fn with_shades(rgba: &[u8], width: usize, shades: Shades) -> Indexed {
        Indexed::build(rgba, width, shades, None)
    }

    /// As [`Indexed::with_shades`], the indices laid out as the rows of a palette PNG: each row
    /// after a 0 byte (no filter), ready to deflate, in a buffer taken from the drawing pool
    /// (given back with [`super::pool::give`]).
    pub fn rows(rgba: &[u8], width: usize, shades: Shades) -> Indexed {
        Indexed::build(rgba, width, shades, Some(width))
    }

    fn build(rgba: &[u8], width: usize, shades: Shades, rows: Option<usize>) -> Indexed {
        let h = Histogram::new(rgba, width);
        if h.colours.len() <= MAX {
            let of_number = (0..h.colours.len()).map(|n| n as u8).collect();
            let palette = h.colours.iter().map(|c| c.key).collect();
            return h.indexed(palette, of_number, rows);
        }
        match shades::palette(&h, rgba, width, shades) {
            Some((palette, of_number)) => h.indexed(palette, of_number, rows),
            None => Indexed::greedy_of(&h, COLOURS, rows),
        }
    }

    /// The greedy palette alone: the most frequent colours, then `max` colours chosen for how
    /// badly they are served, then those farther than [`FAR`] (benchmarks compare it).
    pub fn greedy(rgba: &[u8], max: usize) -> Indexed {
        Indexed::greedy_of(&Histogram::new(rgba, rgba.len() / 4), max.min(MAX), None)
    }

    fn greedy_of(h: &Histogram, max: usize, rows: Option<usize>) -> Indexed {
        let order = h.by_count();
        let colours: Vec<(u32, u32)> =
            order.iter().map(|&n| (h.colours[n as usize].key, h.colours[n as usize].count)).collect();
        let (chosen, index) = if colours.len() <= max {
            (colours.iter().map(|c| c.0).collect(), (0..colours.len() as u32).collect())
        } else {
            greedy::choose(&colours, max)
        };
        let mut of_number = vec![0u8; h.colours.len()];
        for (&n, i) in order.iter().zip(index) {
            of_number[n as usize] = i as u8;
        }
        h.indexed(chosen, of_number, rows)
    }
}

/// One colour of an image: its key, the pixels it covers and the first and last of them.
#[derive(Debug, Clone, Copy)]
pub(super) struct Colour {
    pub key: u32,
    pub count: u32,
    pub first: u32,
    pub last: u32,
}

/// Every colour of an image, numbered as first seen (each with its count and first and last
/// pixel), and the image as runs of one colour number, each within a row.
pub(super) struct Histogram {
    pub colours: Vec<Colour>,
    runs: Vec<(u32, u32)>,
}

impl Histogram {
    /// The histogram of an image `width` pixels wide: at least [`TWO_BANDS`] bytes are counted
    /// in two bands of rows (at once on the drawing pool), then joined.
    fn new(rgba: &[u8], width: usize) -> Histogram {
        let row = width.max(1) * 4;
        if rgba.len() < TWO_BANDS || rgba.len() < 2 * row {
            return Histogram::band(rgba, width, 0, rgba.len() / RUN).0;
        }
        let cut = rgba.len() / row / 2 * row;
        // the top's runs with room for the bottom's, joined after
        let (top, bottom) = super::par::both(
            || Histogram::band(&rgba[..cut], width, 0, rgba.len() / RUN),
            || Histogram::band(&rgba[cut..], width, (cut / 4) as u32, (rgba.len() - cut) / RUN).0,
        );
        top.0.joined(&top.1, bottom)
    }

    /// The histogram of the rows `rgba` whose first pixel is the image's pixel `at` (with room
    /// for `runs` runs), and its table of colour keys to numbers + 1.
    fn band(rgba: &[u8], width: usize, mut at: u32, runs: usize) -> (Histogram, Table) {
        // colour key → its number + 1 (room for the ten thousand colours of a busy city image)
        let mut numbers = Table::with_capacity(1 << 15);
        let mut colours: Vec<Colour> = Vec::with_capacity(1 << 12);
        let mut runs: Vec<(u32, u32)> = Vec::with_capacity(runs);
        for row in rgba.chunks(width.max(1) * 4) {
            for_each_run(row, |colour, run| {
                let number = numbers.entry(colour);
                if *number == 0 {
                    colours.push(Colour { key: colour, count: 0, first: at, last: at });
                    *number = colours.len() as u32;
                }
                let n = *number - 1;
                let c = &mut colours[n as usize];
                c.count += run;
                c.last = at + run - 1;
                runs.push((n, run));
                at += run;
            });
        }
        (Histogram { colours, runs }, numbers)
    }

    /// This histogram (whose colours `numbers` holds) followed by the rows of `below`: the
    /// colours only `below` has are numbered after these, in the order `below` first saw them,
    /// which is the order one pass over all the rows would have given.
    fn joined(mut self, numbers: &Table, below: Histogram) -> Histogram {
        let renumber: Vec<u32> = (below.colours.iter())
            .map(|c| match numbers.get(c.key) {
                Some(n) => {
                    let mine = &mut self.colours[n as usize - 1];
                    mine.count += c.count;
                    mine.last = c.last;
                    n - 1
                }
                None => {
                    self.colours.push(*c);
                    self.colours.len() as u32 - 1
                }
            })
            .collect();
        self.runs.extend(below.runs.iter().map(|&(n, run)| (renumber[n as usize], run)));
        self
    }

    /// Each pixel's `f(colour number)`, row after row.
    fn map(&self, f: impl Fn(u32) -> u8) -> Vec<u8> {
        let pixels: usize = self.runs.iter().map(|r| r.1 as usize).sum();
        let mut out = vec![0u8; pixels + FILL];
        let mut at = 0;
        for &(n, run) in &self.runs {
            fill(&mut out, at, run as usize, f(n));
            at += run as usize;
        }
        out.truncate(pixels);
        out
    }

    /// The colour numbers, most pixels first; ties by colour, so that the order does not depend
    /// on where colours are seen.
    fn by_count(&self) -> Vec<u32> {
        // (fewer pixels, key, number) as one integer, which compares in two instructions
        let mut order: Vec<u128> = (self.colours.iter().enumerate())
            .map(|(n, c)| ((u32::MAX - c.count) as u128) << 64 | (c.key as u128) << 32 | n as u128)
            .collect();
        order.sort_unstable();
        order.into_iter().map(|o| o as u32).collect()
    }

    /// The image with `palette` (colour keys) and each colour number's palette index; with
    /// `rows` (the width), each row of indices after a 0 byte, in a buffer from the pool.
    fn indexed(&self, palette: Vec<u32>, of_number: Vec<u8>, rows: Option<usize>) -> Indexed {
        let pixels: usize = self.runs.iter().map(|r| r.1 as usize).sum();
        let palette = palette.iter().map(|&k| rgb_of(k)).collect();
        let Some(width) = rows.filter(|&w| w > 0) else {
            return Indexed { palette, pixels: self.map(|n| of_number[n as usize]) };
        };
        let mut out = super::pool::take(pixels + pixels / width + FILL);
        let (mut at, mut x) = (0usize, width);
        for &(n, run) in &self.runs {
            if x == width {
                out[at] = 0;
                (at, x) = (at + 1, 0);
            }
            fill(&mut out, at, run as usize, of_number[n as usize]);
            (at, x) = (at + run as usize, x + run as usize);
        }
        out.truncate(at);
        debug_assert_eq!(at, pixels + pixels / width);
        Indexed { palette, pixels: out }
    }
}

/// Bytes a run's fill writes at once: a buffer filled by [`fill`] has this many bytes of room
/// past its end.
const FILL: usize = 16;

/// `run` bytes of `out` from `at` set to `v`: the first [`FILL`] always (what lies past the run
/// is written again by the next run), so that a short run takes no branch.
#[inline]
fn fill(out: &mut [u8], at: usize, run: usize, v: u8) {
    out[at..at + FILL].copy_from_slice(&[v; FILL]);
    if run > FILL {
        out[at + FILL..at + run].fill(v);
    }
}

/// Calls `f(colour key, pixels)` for each run of one colour in a row of opaque pixels, from left
/// to right. Where a run starts is found 64 pixels at a time as a bit mask (a pixel differing from
/// its left neighbour), and the runs are read from its set bits: one branch per run, which the
/// processor predicts, rather than one per pixel it cannot.
fn for_each_run(row: &[u8], mut f: impl FnMut(u32, u32)) {
    let n = row.len() / 4;
    if n == 0 {
        return;
    }
    let pixel = |i: usize| u32::from_ne_bytes(row[i * 4..i * 4 + 4].try_into().expect("four bytes"));
    let (mut start, mut colour) = (0usize, pixel(0));
    let mut i = 1;
    while i < n {
        let end = (i + 64).min(n);
        let mut starts = run_starts(row, i, end);
        while starts != 0 {
            let j = i + starts.trailing_zeros() as usize;
            starts &= starts - 1;
            f(key_of(colour), (j - start) as u32);
            (start, colour) = (j, pixel(j));
        }
        i = end;
    }
    f(key_of(colour), (n - start) as u32);
}

/// Bit `k` set where pixel `from + k` (up to `to`, at most 64 on) differs from the one before it.
#[inline]
fn run_starts(row: &[u8], from: usize, to: usize) -> u64 {
    debug_assert!(from >= 1 && to - from <= 64 && to * 4 <= row.len());
    let mut mask = 0u64;
    let mut k = from;
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{__m128i, _mm_castsi128_ps, _mm_cmpeq_epi32, _mm_loadu_si128, _mm_movemask_ps};
        while k + 4 <= to {
            // SAFETY: SSE2 is part of x86-64; pixels k - 1 to k + 3 lie within the row (k ≥ 1,
            // k + 4 ≤ to), read unaligned.
            let same = unsafe {
                let here = _mm_loadu_si128(row.as_ptr().add(k * 4) as *const __m128i);
                let before = _mm_loadu_si128(row.as_ptr().add(k * 4 - 4) as *const __m128i);
                _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(here, before)))
            };
            mask |= ((!same & 0xf) as u64) << (k - from);
            k += 4;
        }
    }
    while k < to {
        if row[k * 4..k * 4 + 4] != row[k * 4 - 4..k * 4] {
            mask |= 1 << (k - from);
        }
        k += 1;
    }
    mask
}

/// The key of a pixel read as a native-endian word.
#[inline]
fn key_of(pixel: u32) -> u32 {
    key(&pixel.to_ne_bytes())
}

/// Opaque pixels only: the alpha byte is always 255, so a key is never 0 (the empty slot).
fn key(p: &[u8]) -> u32 {
    u32::from_le_bytes([p[0], p[1], p[2], 255])
}

fn rgb_of(k: u32) -> [u8; 3] {
    let b = k.to_le_bytes();
    [b[0], b[1], b[2]]
}

/// The largest difference of one channel between two colours.
fn off(a: [u8; 3], b: [u8; 3]) -> u8 {
    a[0].abs_diff(b[0]).max(a[1].abs_diff(b[1])).max(a[2].abs_diff(b[2]))
}

/// An open-addressing hash table from colour keys (never 0) to numbers: each key beside its
/// value, the slot from the top bits of a multiplicative hash, probed linearly.
#[derive(Clone)]
pub(super) struct Table {
    slots: Vec<[u32; 2]>,
    shift: u32,
    len: usize,
}

impl Table {
    pub(super) fn with_capacity(n: usize) -> Table {
        let n = n.next_power_of_two().max(2);
        Table { slots: vec![[0, 0]; n], shift: 32 - n.trailing_zeros(), len: 0 }
    }

    #[inline]
    fn slot(&self, key: u32) -> usize {
        let mask = self.slots.len() - 1;
        let mut i = (key.wrapping_mul(0x9e37_79b1) >> self.shift) as usize;
        loop {
            let k = self.slots[i][0];
            if k == key || k == 0 {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    #[inline]
    pub(super) fn get(&self, key: u32) -> Option<u32> {
        let s = self.slots[self.slot(key)];
        (s[0] == key).then_some(s[1])
    }

    #[inline(always)]
    pub(super) fn entry(&mut self, key: u32) -> &mut u32 {
        let i = self.slot(key);
        if self.slots[i][0] == 0 {
            return self.insert(key, i);
        }
        &mut self.slots[i][1]
    }

    /// Puts `key` in the empty slot `i` (found by [`Table::slot`]), growing the table first if
    /// it would be more than half full: seen once per key, kept out of the lookup's way.
    #[inline(never)]
    fn insert(&mut self, key: u32, mut i: usize) -> &mut u32 {
        if (self.len + 1) * 2 > self.slots.len() {
            self.grow();
            i = self.slot(key);
        }
        self.slots[i][0] = key;
        self.len += 1;
        &mut self.slots[i][1]
    }

    fn grow(&mut self) {
        let old = std::mem::replace(self, Table::with_capacity(self.slots.len() * 2));
        for [k, v] in old.slots {
            if k != 0 {
                let i = self.slot(k);
                self.slots[i] = [k, v];
                self.len += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) fn image(colours: &[[u8; 3]]) -> Vec<u8> {
        colours.iter().flat_map(|c| [c[0], c[1], c[2], 255]).collect()
    }

    pub(super) fn mapped(ix: &Indexed, rgba: &[u8]) -> Vec<[u8; 3]> {
        assert_eq!(ix.pixels.len(), rgba.len() / 4);
        ix.pixels.iter().map(|&i| ix.palette[i as usize]).collect()
    }

    /// The runs read from bit masks are the runs of one colour, pixel by pixel: rows of every
    /// width from 1 to 200 (across the 64-pixel masks and the four-pixel steps), runs of one to
    /// ninety pixels, an alpha that differs alone starting a run.
    #[test]
    fn runs_are_the_runs_of_one_colour() {
        let mut rng = crate::games::GameRng::new(5);
        for width in 1..=200usize {
            let mut row = Vec::new();
            while row.len() < width * 4 {
                let colour = [rng.below(3) as u8, 7, rng.below(2) as u8 * 200, 255 - rng.below(2) as u8];
                let longest = if rng.below(4) == 0 { 90 } else { 4 };
                for _ in 0..1 + rng.below(longest) {
                    row.extend(colour);
                }
            }
            row.truncate(width * 4);
            let mut want: Vec<(u32, u32)> = Vec::new();
            for (i, p) in row.chunks_exact(4).enumerate() {
                match want.last_mut() {
                    Some((_, n)) if row[i * 4 - 4..i * 4] == *p => *n += 1,
                    _ => want.push((key(p), 1)),
                }
            }
            let mut got = Vec::new();
            for_each_run(&row, |k, n| got.push((k, n)));
            assert_eq!(got, want, "width {width}");
        }
    }

    /// Two bands counted apart and joined give what one pass gives: the same colours in the same
    /// order with the same counts, first and last pixels, and the same runs.
    #[test]
    fn bands_joined_are_one_pass() {
        let mut rng = crate::games::GameRng::new(1347);
        for (width, height) in [(1usize, 2usize), (7, 3), (64, 40), (600, 501)] {
            // colours from a few dozen, some only in the top rows and some only in the bottom ones
            let rgba: Vec<u8> = (0..width * height)
                .flat_map(|i| {
                    let band = (i / width * 3 / height) as u8;
                    let c = if rng.below(3) == 0 { rng.below(40) as u8 } else { (i / 17 % 5) as u8 };
                    [c, band * 60, 9, 255]
                })
                .collect();
            let whole = Histogram::band(&rgba, width, 0, 0).0;
            let cut = height / 2 * width * 4;
            let top = Histogram::band(&rgba[..cut], width, 0, 0);
            let joined = top.0.joined(&top.1, Histogram::band(&rgba[cut..], width, (cut / 4) as u32, 0).0);
            let fields =
                |h: &Histogram| h.colours.iter().map(|c| (c.key, c.count, c.first, c.last)).collect::<Vec<_>>();
            assert_eq!(fields(&joined), fields(&whole), "{width}x{height}");
            assert_eq!(joined.runs, whole.runs, "{width}x{height}");
            let new = Histogram::new(&rgba, width);
            assert_eq!((fields(&new), new.runs), (fields(&whole), whole.runs), "{width}x{height}");
        }
    }

    /// At most [`MAX`] colours: every pixel comes back exactly.
    #[test]
    fn few_colours_are_exact() {
        let colours: Vec<[u8; 3]> = (0..3000u32).map(|i| [(i % 100) as u8, 40, (i % 100) as u8 / 2]).collect();
        let rgba = image(&colours);
        let ix = Indexed::new(&rgba, 100);
        assert_eq!(ix.palette.len(), 100);
        assert_eq!(mapped(&ix, &rgba), colours);
    }
}
