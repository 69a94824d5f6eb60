//! Deflate (RFC 1951) in a zlib stream (RFC 1950) made for the rows of a palette PNG. A drawing's
//! indices repeat in three ways: runs of one colour (the byte before), shapes taller than a row
//! (the row above) and the same glyph or icon elsewhere. The matcher looks at exactly those three
//! places at each step (the last through a table of where four bytes were last seen), where a
//! general matcher searches chains of earlier places at every byte; the tokens are then coded in
//! blocks of their own Huffman codes. On the games' images the output is about 3 % larger than
//! libdeflate's greedy level 3 and takes about 0.57 of its time (`cargo bench --bench
//! messina_render -- encoders`). No deflate library takes tokens found elsewhere at this speed
//! (libflate does, at twice libdeflate's time), hence this file.

/// Tokens per block: each block gets Huffman codes fitted to its own tokens.
const BLOCK_TOKENS: usize = 1 << 11;
/// Bits of the hash of four bytes (the table of where they were last seen).
const HASH_BITS: u32 = 15;
/// Deflate's longest match and farthest distance.
const MAX_MATCH: usize = 258;
const WINDOW: usize = 32768;
/// A match of three bytes found by the table farther than this costs more than three literals.
const FAR_THREE: usize = 4096;

/// Rows of at least this many bytes are deflated in two parts, one from the middle row on with
/// a table of its own (matches still reach back into the first part), which two workers can
/// deflate at once (`render/par.rs`); the second costs a few bytes (its table starts empty).
const TWO_PARTS: usize = 1 << 18;

/// `data` (PNG rows `stride` bytes long, each with its filter byte) as a zlib stream (rows wider
/// than deflate's window are matched only along themselves).
pub fn zlib_rows(data: &[u8], stride: usize) -> Vec<u8> {
    zlib_rows_in(data, stride, if data.len() < TWO_PARTS { 1 } else { 2 })
}

/// `data` as a zlib stream deflated in `parts` parts, each starting at a row; two parts at once
/// on the drawing pool (tests try more).
fn zlib_rows_in(data: &[u8], stride: usize, parts: usize) -> Vec<u8> {
    let (stride, rows) = (stride.max(1), data.len() / stride.max(1));
    let bound = |i: usize| if i == parts { data.len() } else { rows * i / parts * stride };
    let part = |i: usize| {
        let (from, to) = (bound(i), bound(i + 1));
        let out = if i == 0 { zlib_header(to) } else { Bits::with_capacity((to - from) / 8 + 64) };
        deflate_part(out, data, stride, from, to, i + 1 == parts)
    };
    let mut out = if parts == 2 {
        let (mut first, second) = super::par::both(|| part(0), || part(1));
        first.append(&second);
        first
    } else {
        let mut out = part(0);
        for i in 1..parts {
            out.append(&part(i));
        }
        out
    };
    out.align();
    out.bytes(&libdeflater::adler32(data).to_be_bytes());
    out.into_vec()
}

/// The two bytes of a zlib stream's header, in a writer with room for `bytes` bytes deflated.
fn zlib_header(bytes: usize) -> Bits {
    let mut out = Bits::with_capacity(bytes / 8 + 64);
    // deflate, 32 KiB window, "fast" level; the check makes the header a multiple of 31
    out.bytes(&[0x78, 0x5e]);
    out
}

/// `out` followed by deflate blocks of `data[from..to]` (the last block marked last if `last`),
/// matched against all of `data` before `to`.
fn deflate_part(mut out: Bits, data: &[u8], stride: usize, from: usize, to: usize, last: bool) -> Bits {
    let mut tokens = Vec::with_capacity(BLOCK_TOKENS);
    let mut m = Matcher { data: &data[..to], stride, table: vec![0; 1 << HASH_BITS], at: from };
    loop {
        tokens.clear();
        let mut counts = Counts { lit: [0; 286], dist: [0; 30] };
        m.tokens(&mut tokens, &mut counts, BLOCK_TOKENS);
        let end = m.at == to;
        write_block(&mut out, &tokens, counts, last && end);
        if end {
            break;
        }
    }
    out
}

/// A token: a literal byte (below 256), or a match marked by bit 31, its symbols and their extra
/// bits' values as they are written: the length's symbol less 257 in bits 0–4 and its extra value
/// in bits 5–9, the distance's symbol in bits 10–14 and its extra value in bits 15–27.
const MATCH: u32 = 1 << 31;

/// How often each literal/length and distance symbol comes in a block.
struct Counts {
    lit: [u32; 286],
    dist: [u32; 30],
}

struct Matcher<'a> {
    data: &'a [u8],
    stride: usize,
    /// Where the four bytes hashing to each slot were last seen, plus one (0: not yet).
    table: Vec<u32>,
    at: usize,
}

impl Matcher<'_> {
    /// Up to `max` tokens from where the last call stopped, counted in `counts`.
    fn tokens(&mut self, out: &mut Vec<u32>, counts: &mut Counts, max: usize) {
        let (a, n) = (self.data, self.data.len());
        let mut p = self.at;
        while p < n && out.len() < max {
            let (len, dist) = self.longest(p);
            if len >= 3 {
                let (ls, _, lv) = length_code(len);
                let (ds, _, dv) = distance_code(dist);
                counts.lit[257 + ls] += 1;
                counts.dist[ds] += 1;
                out.push(MATCH | ls as u32 | lv << 5 | (ds as u32) << 10 | dv << 15);
                p += len;
            } else {
                counts.lit[a[p] as usize] += 1;
                out.push(a[p] as u32);
                p += 1;
            }
        }
        self.at = p;
    }

    /// The longest match at `p` (length, distance) among the byte before, the row above and the
    /// last place the same four bytes were seen; a length under 3 is no match.
    fn longest(&mut self, p: usize) -> (usize, usize) {
        let a = self.data;
        let room = (a.len() - p).min(MAX_MATCH);
        if room < 3 {
            return (0, 0);
        }
        let (mut len, mut dist) = if p >= 1 { (same(a, p, p - 1, room), 1) } else { (0, 0) };
        if p >= self.stride && self.stride <= WINDOW && len < room {
            let l = same(a, p, p - self.stride, room);
            if l > len {
                (len, dist) = (l, self.stride);
            }
        }
        // the table only where the other two found less than 32 bytes (it is updated only at the
        // start of tokens, which is enough for repeated glyphs and icons)
        if room < 4 || len >= 32 {
            return (len, dist);
        }
        let h = hash(a, p);
        let seen = self.table[h] as usize;
        self.table[h] = p as u32 + 1;
        if seen == 0 || p - (seen - 1) > WINDOW || p - (seen - 1) == dist {
            return (len, dist);
        }
        let d = p - (seen - 1);
        let l = same(a, p, seen - 1, room);
        if l > len + 1 && (l > 3 || d <= FAR_THREE) {
            (len, dist) = (l, d);
        }
        (len, dist)
    }
}

/// How many bytes from `i` equal those from `j` (`j` < `i`), at most `max`.
#[inline]
fn same(a: &[u8], i: usize, j: usize, max: usize) -> usize {
    let mut n = 0;
    while n + 8 <= max {
        let x = u64::from_le_bytes(a[i + n..i + n + 8].try_into().expect("eight bytes"))
            ^ u64::from_le_bytes(a[j + n..j + n + 8].try_into().expect("eight bytes"));
        if x != 0 {
            return n + (x.trailing_zeros() / 8) as usize;
        }
        n += 8;
    }
    while n < max && a[i + n] == a[j + n] {
        n += 1;
    }
    n
}

#[inline]
fn hash(a: &[u8], i: usize) -> usize {
    let four = u32::from_le_bytes(a[i..i + 4].try_into().expect("four bytes"));
    (four.wrapping_mul(0x9e37_79b1) >> (32 - HASH_BITS)) as usize
}

/// A length (3–258) as its symbol's offset from 257, extra bits and their value.
#[inline]
fn length_code(len: usize) -> (usize, u32, u32) {
    let (s, extra, base) = LENGTHS[len - 3];
    (s as usize, extra as u32, (len - base as usize) as u32)
}

/// Each length less 3: its symbol's offset from 257, its extra bits and the symbol's first length.
const LENGTHS: [(u8, u8, u16); 256] = {
    const BASE: [u16; 29] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ];
    let mut t = [(0u8, 0u8, 0u16); 256];
    let mut s = 0;
    let mut len = 3;
    while len <= 258 {
        if s + 1 < 29 && BASE[s + 1] as usize <= len {
            s += 1;
        }
        t[len - 3] = (s as u8, LENGTH_EXTRA[s], BASE[s]);
        len += 1;
    }
    t
};

/// The extra bits of each literal/length symbol (none for literals and the block's end).
const EXTRA_OF_SYMBOL: [u8; 286] = {
    let mut t = [0u8; 286];
    let mut s = 0;
    while s < 29 {
        t[257 + s] = LENGTH_EXTRA[s];
        s += 1;
    }
    t
};

/// The extra bits of each length symbol (from 257) and of each distance symbol.
const LENGTH_EXTRA: [u8; 29] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_EXTRA: [u8; 30] =
    [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];

/// A distance (1–32768) as its symbol, extra bits and their value.
fn distance_code(dist: usize) -> (usize, u32, u32) {
    let d = dist - 1;
    if d < 4 {
        return (d, 0, 0);
    }
    let top = usize::BITS - 1 - d.leading_zeros();
    let extra = top - 1;
    let s = (2 * top + ((d >> extra) & 1) as u32) as usize;
    (s, extra, (d & ((1 << extra) - 1)) as u32)
}

/// A block with Huffman codes fitted to its tokens (RFC 1951, 3.2.7), counted in `counts`.
fn write_block(out: &mut Bits, tokens: &[u32], counts: Counts, last: bool) {
    let Counts { mut lit, dist: dst } = counts;
    lit[256] = 1;
    let lit_len = lengths(&lit, 15);
    let mut dst_len = lengths(&dst, 15);
    if dst_len.iter().all(|&l| l == 0) {
        dst_len[0] = 1;
    }
    let hlit = 257.max(lit_len.iter().rposition(|&l| l > 0).map_or(0, |i| i + 1));
    let hdist = 1.max(dst_len.iter().rposition(|&l| l > 0).map_or(0, |i| i + 1));
    let all: Vec<u8> = lit_len[..hlit].iter().chain(&dst_len[..hdist]).copied().collect();
    let cl = run_length(&all);
    let mut cl_freq = [0u32; 19];
    for &(s, _) in &cl {
        cl_freq[s as usize] += 1;
    }
    let mut cl_len = lengths(&cl_freq, 7);
    if cl_len.iter().filter(|&&l| l > 0).count() == 1 {
        // zlib refuses an incomplete code for the code lengths: a second, unused, completes it
        let unused = cl_len.iter().position(|&l| l == 0).expect("nineteen symbols");
        cl_len[unused] = 1;
    }
    const ORDER: [usize; 19] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
    let hclen = 4.max(ORDER.iter().rposition(|&s| cl_len[s] > 0).map_or(0, |i| i + 1));
    // the header and code lengths (at most 17 + 19·3 + 316·14 bits), at most 48 bits a token
    out.room(1024 + tokens.len() * 6);
    out.put(last as u64, 1);
    out.put(2, 2);
    out.put((hlit - 257) as u64, 5);
    out.put((hdist - 1) as u64, 5);
    out.put((hclen - 4) as u64, 4);
    for &s in &ORDER[..hclen] {
        out.put(cl_len[s] as u64, 3);
    }
    let cl_code = codes(&cl_len);
    for &(s, extra) in &cl {
        out.put(cl_code[s as usize] as u64, cl_len[s as usize] as u32);
        match s {
            16 => out.put(extra as u64, 2),
            17 => out.put(extra as u64, 3),
            18 => out.put(extra as u64, 7),
            _ => {}
        }
    }
    let lit_code = codes(&lit_len);
    let dst_code = codes(&dst_len);
    for &t in tokens {
        // a literal is written as a match whose length has no extra bits and whose distance
        // takes no bits at all, so that no token waits on a guessed branch
        let all = 0u64.wrapping_sub((t >> 31) as u64);
        let s = if t & MATCH == 0 { t as usize } else { 257 + (t & 31) as usize };
        let (lv, ds, dv) = ((t >> 5) & 31, ((t >> 10) & 31) as usize, (t >> 15) & 0x1fff);
        // at most 15 + 5 + 15 + 13 = 48 bits
        let length = lit_code[s] as u64 | ((lv as u64) << lit_len[s]) & all;
        let bits = lit_len[s] as u32 + (EXTRA_OF_SYMBOL[s] as u32 & all as u32);
        let distance = (dst_code[ds] as u64 | (dv as u64) << dst_len[ds]) & all;
        let dbits = (dst_len[ds] as u32 + DISTANCE_EXTRA[ds] as u32) & all as u32;
        out.put(length | distance << bits, bits + dbits);
    }
    out.put(lit_code[256] as u64, lit_len[256] as u32);
}

/// Code lengths run-length coded (RFC 1951, 3.2.7): (symbol, extra value), where 16 repeats the
/// length before 3–6 times, 17 writes 3–10 zeros and 18 writes 11–138.
fn run_length(all: &[u8]) -> Vec<(u8, u32)> {
    let mut cl = Vec::with_capacity(all.len());
    let mut i = 0;
    while i < all.len() {
        let v = all[i];
        let run = all[i..].iter().take_while(|&&x| x == v).count();
        if v == 0 && run >= 11 {
            let r = run.min(138);
            cl.push((18u8, (r - 11) as u32));
            i += r;
        } else if v == 0 && run >= 3 {
            cl.push((17, (run - 3) as u32));
            i += run;
        } else if v != 0 && run >= 4 {
            cl.push((v, 0));
            let r = (run - 1).min(6);
            cl.push((16, (r - 3) as u32));
            i += 1 + r;
        } else {
            cl.push((v, 0));
            i += 1;
        }
    }
    cl
}

/// Huffman code lengths for `freq`, none longer than `limit` (0 for unused symbols; a lone used
/// symbol gets length 1).
fn lengths<const N: usize>(freq: &[u32; N], limit: u8) -> [u8; N] {
    let mut out = [0u8; N];
    // used symbols by frequency, least first (ties by symbol)
    let mut used: Vec<(u32, usize)> = freq.iter().enumerate().filter(|f| *f.1 > 0).map(|(s, &f)| (f, s)).collect();
    if used.len() <= 1 {
        if let Some(&(_, s)) = used.first() {
            out[s] = 1;
        }
        return out;
    }
    used.sort_unstable();
    // Huffman's tree by two queues (leaves in order, then joined nodes in the order made): each
    // node's parent, to count depths
    let n = used.len();
    let mut weight: Vec<u64> = used.iter().map(|u| u.0 as u64).collect();
    let mut parent = vec![0usize; 2 * n - 1];
    let (mut leaf, mut node) = (0, n);
    for made in n..2 * n - 1 {
        weight.push(0);
        for _ in 0..2 {
            let take_leaf = leaf < n && (node >= made || weight[leaf] <= weight[node]);
            let child = if take_leaf {
                leaf += 1;
                leaf - 1
            } else {
                node += 1;
                node - 1
            };
            weight[made] += weight[child];
            parent[child] = made;
        }
    }
    let mut depth = vec![0u8; 2 * n - 1];
    let mut count = [0u32; 64];
    for i in (0..2 * n - 2).rev() {
        depth[i] = depth[parent[i]] + 1;
        if i < n {
            count[depth[i] as usize] += 1;
        }
    }
    // longer than the limit: move them to it, then make the lengths fit again (Kraft's sum) by
    // lengthening the longest codes under the limit
    let limit = limit as usize;
    for l in limit + 1..64 {
        count[limit] += count[l];
        count[l] = 0;
    }
    let mut total: u64 = (1..=limit).map(|l| (count[l] as u64) << (limit - l)).sum();
    while total > 1 << limit {
        count[limit] -= 1;
        for l in (1..limit).rev() {
            if count[l] > 0 {
                count[l] -= 1;
                count[l + 1] += 2;
                break;
            }
        }
        total -= 1;
    }
    // the most frequent symbols take the shortest lengths
    let mut at = n;
    for (l, &k) in count.iter().enumerate().take(limit + 1).skip(1) {
        for _ in 0..k {
            at -= 1;
            out[used[at].1] = l as u8;
        }
    }
    out
}

/// Canonical codes for code lengths (RFC 1951, 3.2.2), bit-reversed for writing low bit first.
fn codes<const N: usize>(len: &[u8; N]) -> [u16; N] {
    let mut count = [0u16; 16];
    for &l in len {
        count[l as usize] += 1;
    }
    count[0] = 0;
    let mut next = [0u16; 16];
    let mut code = 0u16;
    for bits in 1..16 {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    let mut out = [0u16; N];
    for (s, &l) in len.iter().enumerate() {
        if l > 0 {
            out[s] = next[l as usize].reverse_bits() >> (16 - l);
            next[l as usize] += 1;
        }
    }
    out
}

/// A bit writer, low bit first: whole bytes are stored after every write (eight bytes written,
/// as many kept as are whole), so fewer than eight bits are ever held and a write takes no branch.
struct Bits {
    buf: Vec<u8>,
    /// Bytes written.
    at: usize,
    acc: u64,
    n: u32,
}

impl Bits {
    fn with_capacity(n: usize) -> Bits {
        Bits { buf: vec![0; n + 8], at: 0, acc: 0, n: 0 }
    }

    /// Room for `bytes` more bytes (and the eight a write stores).
    fn room(&mut self, bytes: usize) {
        let need = self.at + bytes + 8;
        if need > self.buf.len() {
            self.buf.resize(need.max(self.buf.len() * 2), 0);
        }
    }

    /// Writes the low `bits` bits of `v` (at most 56), within the room made.
    #[inline]
    fn put(&mut self, v: u64, bits: u32) {
        debug_assert!(bits <= 56 && self.n < 8);
        self.acc |= v << self.n;
        self.n += bits;
        self.buf[self.at..self.at + 8].copy_from_slice(&self.acc.to_le_bytes());
        let whole = self.n / 8;
        self.at += whole as usize;
        self.acc >>= whole * 8;
        self.n -= whole * 8;
    }

    /// Pads to a whole byte.
    fn align(&mut self) {
        if self.n > 0 {
            self.put(0, 8 - self.n);
        }
    }

    fn bytes(&mut self, b: &[u8]) {
        debug_assert_eq!(self.n, 0);
        self.room(b.len());
        self.buf[self.at..self.at + b.len()].copy_from_slice(b);
        self.at += b.len();
    }

    /// Writes what `other` holds after these bits (their bit offsets need not agree).
    fn append(&mut self, other: &Bits) {
        self.room(other.at + 8);
        let whole = &other.buf[..other.at];
        let mut sevens = whole.chunks_exact(7);
        for c in &mut sevens {
            let mut b = [0u8; 8];
            b[..7].copy_from_slice(c);
            self.put(u64::from_le_bytes(b), 56);
        }
        for &b in sevens.remainder() {
            self.put(b as u64, 8);
        }
        self.put(other.acc, other.n);
    }

    fn into_vec(mut self) -> Vec<u8> {
        self.buf.truncate(self.at);
        self.buf
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inflate(z: &[u8], len: usize) -> Vec<u8> {
        let mut out = vec![0u8; len + 1];
        let n = libdeflater::Decompressor::new().zlib_decompress(z, &mut out).expect("a valid zlib stream");
        out.truncate(n);
        out
    }

    /// A few kinds of rows: empty, shorter than a match, runs, rows equal to the row above,
    /// repeats farther than the window, noise; each comes back byte for byte through libdeflate's
    /// decompressor (which checks the Adler-32 sum as well).
    #[test]
    fn every_kind_of_rows_comes_back_exactly() {
        let mut rng = crate::games::GameRng::new(1951);
        let mut cases: Vec<(Vec<u8>, usize)> = vec![(vec![], 1), (vec![7], 1), (vec![1, 2], 2), (vec![0; 3], 3)];
        cases.push(((0..100_000).map(|_| rng.below(256) as u8).collect(), 401));
        let row: Vec<u8> = (0..300).map(|i| (i / 37) as u8).collect();
        cases.push((row.iter().cycle().take(300 * 500).copied().collect(), 300));
        let mut runs = Vec::new();
        while runs.len() < 200_000 {
            let (v, n) = (rng.below(9) as u8, 1 + rng.below(700));
            runs.extend(std::iter::repeat_n(v, n));
        }
        cases.push((runs, 1281));
        let block: Vec<u8> = (0..40_000).map(|_| rng.below(4) as u8).collect();
        cases.push((block.iter().chain(&block).chain(&block).copied().collect(), 513));
        for (data, stride) in cases {
            let z = zlib_rows(&data, stride);
            assert_eq!(inflate(&z, data.len()), data, "{} bytes, rows of {stride}", data.len());
            for parts in 1..=5 {
                let z = zlib_rows_in(&data, stride, parts);
                assert_eq!(inflate(&z, data.len()), data, "{} bytes, rows of {stride}, {parts} parts", data.len());
            }
        }
    }

    /// Two hundred random inputs of every size up to 6,000 bytes and rows 1 to 600 wide, mixing
    /// runs, copies of the row above, copies from far back and noise: each comes back exactly.
    #[test]
    fn random_rows_of_every_width_come_back() {
        let mut rng = crate::games::GameRng::new(1950);
        for _ in 0..200 {
            let (len, stride) = (rng.below(6000), 1 + rng.below(600));
            let mut data: Vec<u8> = Vec::with_capacity(len);
            while data.len() < len {
                let n = 1 + rng.below(300);
                match rng.below(4) {
                    0 => data.extend(std::iter::repeat_n(rng.below(3) as u8, n)),
                    1 if data.len() >= stride => {
                        let from = data.len() - stride;
                        data.extend((0..n).map(|k| data[from + k % stride]).collect::<Vec<u8>>());
                    }
                    2 if !data.is_empty() => {
                        let from = rng.below(data.len());
                        data.extend((0..n).map(|k| data[from + k % (data.len() - from)]).collect::<Vec<u8>>());
                    }
                    _ => data.extend((0..n).map(|_| rng.below(256) as u8)),
                }
            }
            data.truncate(len);
            assert_eq!(inflate(&zlib_rows(&data, stride), data.len()), data, "{len} bytes, rows of {stride}");
            let parts = 2 + rng.below(3);
            let z = zlib_rows_in(&data, stride, parts);
            assert_eq!(inflate(&z, data.len()), data, "{len} bytes, rows of {stride}, {parts} parts");
        }
    }

    /// Rows of [`TWO_PARTS`] bytes or more are deflated in the same two parts on the drawing pool
    /// and off it, and come back exactly.
    #[test]
    fn two_parts_are_the_same_on_the_pool_and_off_it() {
        let mut rng = crate::games::GameRng::new(1348);
        let row: Vec<u8> = (0..1281).map(|i| if i % 9 == 0 { rng.below(256) as u8 } else { (i / 50) as u8 }).collect();
        let mut data: Vec<u8> = row.iter().cycle().take(1281 * 300).copied().collect();
        for b in data.iter_mut().step_by(97) {
            *b = rng.below(7) as u8;
        }
        assert!(data.len() >= TWO_PARTS);
        let off_pool = zlib_rows(&data, 1281);
        assert_eq!(off_pool, zlib_rows_in(&data, 1281, 2));
        let on_pool = crate::render::par::all(vec![()], |_| (), |_| zlib_rows(&data, 1281));
        assert_eq!(on_pool, vec![Some(off_pool.clone())]);
        assert_eq!(inflate(&off_pool, data.len()), data);
    }

    /// Rows equal to the row above are matched whole: at most two bytes for each longest match
    /// deflate allows (258 bytes) once the first row is written.
    #[test]
    fn repeated_rows_are_matched() {
        let row: Vec<u8> = (0..1281).map(|i| (i * 7 % 251) as u8).collect();
        let rows: Vec<u8> = row.iter().cycle().take(1281 * 800).copied().collect();
        let z = zlib_rows(&rows, 1281);
        assert!(z.len() < 1281 * 2 + rows.len() / MAX_MATCH * 2, "{} bytes for {}", z.len(), rows.len());
    }

    /// Codes are never longer than their limit and always complete (Kraft's sum is one), even
    /// for frequencies that would make Huffman's codes 30 bits long.
    #[test]
    fn code_lengths_keep_their_limit() {
        let mut fib = [0u32; 286];
        let (mut a, mut b) = (1u32, 1u32);
        for f in fib.iter_mut().take(30) {
            *f = a;
            (a, b) = (b, a + b);
        }
        fib[256] = 1;
        for (freq, limit) in [(fib, 15u8), ([1; 286], 15)] {
            let len = lengths(&freq, limit);
            assert!(len.iter().all(|&l| l <= limit));
            let used = freq.iter().filter(|&&f| f > 0).count();
            assert_eq!(len.iter().filter(|&&l| l > 0).count(), used);
            let kraft: u64 = len.iter().filter(|&&l| l > 0).map(|&l| 1u64 << (limit - l)).sum();
            assert_eq!(kraft, 1 << limit);
        }
        let mut cl = [0u32; 19];
        for (i, f) in cl.iter_mut().enumerate() {
            *f = 1 << i;
        }
        assert!(lengths(&cl, 7).iter().all(|&l| (1..=7).contains(&l)));
        assert_eq!(lengths(&[0, 5, 0], 7), [0, 1, 0], "a lone symbol gets one bit");
    }

    /// The length and distance symbols at the edges of RFC 1951's tables (3.2.5).
    #[test]
    fn lengths_and_distances_take_their_symbols() {
        assert_eq!(length_code(3), (0, 0, 0));
        assert_eq!(length_code(10), (7, 0, 0));
        assert_eq!(length_code(12), (8, 1, 1));
        assert_eq!(length_code(227), (27, 5, 0));
        assert_eq!(length_code(257), (27, 5, 30));
        assert_eq!(length_code(258), (28, 0, 0));
        assert_eq!(distance_code(1), (0, 0, 0));
        assert_eq!(distance_code(4), (3, 0, 0));
        assert_eq!(distance_code(5), (4, 1, 0));
        assert_eq!(distance_code(8), (5, 1, 1));
        assert_eq!(distance_code(1281), (20, 9, 256));
        assert_eq!(distance_code(24577), (29, 13, 0));
        assert_eq!(distance_code(32768), (29, 13, 8191));
        for len in 3..=MAX_MATCH {
            let (s, extra, _) = length_code(len);
            assert_eq!(extra, LENGTH_EXTRA[s] as u32, "length {len}");
        }
        for dist in 1..=WINDOW {
            let (s, extra, value) = distance_code(dist);
            assert_eq!(extra, DISTANCE_EXTRA[s] as u32, "distance {dist}");
            assert!(value < 1 << extra.max(1), "distance {dist}");
        }
    }
}
