//! An exact palette for drawings: the images are mostly the games' fixed colours plus the
//! anti-aliased edges between them. Every colour is counted (a run of one colour is counted once);
//! if there are at most 256 the palette is exact. Otherwise the palette is chosen greedily:
//! first the colours that cover many pixels (flat fills, the games' colours, text ink), which
//! stay exact, then, slot by slot, the colour whose pixels are worst served by the palette so
//! far (count × squared distance), so that an edge colour far from every fill is kept too. Every
//! other colour is mapped to its nearest palette colour (squared RGB distance), once per colour.

/// At most this many colours.
pub const MAX: usize = 256;
/// A colour covering at least this many pixels is kept exactly before any edge colour is chosen.
const FLAT: u32 = 48;

/// An image as palette indices: `palette` holds RGB triples, `index` one byte per pixel.
pub struct Indexed {
    pub palette: Vec<[u8; 3]>,
    /// The palette index of every colour seen (for mapping rows).
    table: Table,
}

impl Indexed {
    /// The palette for an opaque RGBA image.
    pub fn new(rgba: &[u8]) -> Indexed {
        let mut table = Table::with_capacity(1 << 13);
        let mut last = 0u32;
        let mut run = 0u32;
        for p in rgba.chunks_exact(4) {
            let key = key(p);
            if key == last {
                run += 1;
                continue;
            }
            if run > 0 {
                *table.entry(last) += run;
            }
            last = key;
            run = 1;
        }
        if run > 0 {
            *table.entry(last) += run;
        }
        let mut colours: Vec<(u32, u32)> = table.iter().collect();
        // most pixels first; ties by colour, so the palette does not depend on the table's order
        colours.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        // every colour seen gets its palette index: its own, else the nearest (found while choosing)
        let (chosen, index) = if colours.len() <= MAX {
            let all: Vec<u32> = colours.iter().map(|c| c.0).collect();
            let index = (0..all.len() as u32).collect();
            (all, index)
        } else {
            choose(&colours)
        };
        let palette: Vec<[u8; 3]> = chosen.iter().map(|&k| rgb_of(k)).collect();
        for (c, i) in colours.iter().zip(index) {
            *table.entry(c.0) = i;
        }
        Indexed { palette, table }
    }

    /// One row of RGBA pixels as palette indices.
    pub fn map_row(&self, rgba: &[u8], out: &mut [u8]) {
        let mut last = 0u32;
        let mut idx = 0u8;
        for (o, p) in out.iter_mut().zip(rgba.chunks_exact(4)) {
            let key = key(p);
            if key != last {
                last = key;
                idx = self.table.get(key).expect("every colour was counted") as u8;
            }
            *o = idx;
        }
    }
}

/// Opaque pixels only: the alpha byte is always 255, so a key is never 0 (the empty slot).
fn key(p: &[u8]) -> u32 {
    u32::from_le_bytes([p[0], p[1], p[2], 255])
}

fn rgb_of(k: u32) -> [u8; 3] {
    let b = k.to_le_bytes();
    [b[0], b[1], b[2]]
}

fn dist(a: [u8; 3], b: [u8; 3]) -> u32 {
    let d = |i: usize| (a[i] as i32 - b[i] as i32).pow(2) as u32;
    d(0) + d(1) + d(2)
}

/// The palette for more than [`MAX`] colours, sorted by count (most first), and the palette index
/// of each of those colours: its own, else its nearest (the first of equally near ones).
fn choose(colours: &[(u32, u32)]) -> (Vec<u32>, Vec<u32>) {
    let flat = colours.iter().take(MAX * 3 / 4).take_while(|c| c.1 >= FLAT).count();
    let mut chosen: Vec<u32> = colours[..flat].iter().map(|c| c.0).collect();
    let rest = &colours[flat..];
    let rgb: Vec<[u8; 3]> = rest.iter().map(|c| rgb_of(c.0)).collect();
    // each remaining colour's squared distance to the nearest chosen colour, and that colour
    let chosen_rgb: Vec<[u8; 3]> = chosen.iter().map(|&k| rgb_of(k)).collect();
    let (mut near, mut at): (Vec<u32>, Vec<u32>) = rgb.iter().map(|&c| nearest_of(&chosen_rgb, c)).unzip();
    while chosen.len() < MAX {
        let Some((i, _)) = near
            .iter()
            .enumerate()
            .map(|(i, &d)| (i, d as u64 * rest[i].1 as u64))
            .filter(|&(_, cost)| cost > 0)
            .max_by_key(|&(i, cost)| (cost, std::cmp::Reverse(i)))
        else {
            break;
        };
        let slot = chosen.len() as u32;
        chosen.push(rest[i].0);
        let added = rgb[i];
        for ((d, a), &c) in near.iter_mut().zip(at.iter_mut()).zip(&rgb) {
            let to_added = dist(added, c);
            if to_added < *d {
                (*d, *a) = (to_added, slot);
            }
        }
    }
    let index = (0..flat as u32).chain(at).collect();
    (chosen, index)
}

/// The squared distance to the nearest of `palette` and its index (the first of equally near).
fn nearest_of(palette: &[[u8; 3]], c: [u8; 3]) -> (u32, u32) {
    let mut best = (u32::MAX, 0);
    for (i, &p) in palette.iter().enumerate() {
        let d = dist(p, c);
        if d < best.0 {
            best = (d, i as u32);
        }
    }
    best
}

/// A small open-addressing hash table from colour keys (never 0) to counts or indices.
struct Table {
    keys: Vec<u32>,
    vals: Vec<u32>,
    len: usize,
}

impl Table {
    fn with_capacity(n: usize) -> Table {
        let n = n.next_power_of_two();
        Table { keys: vec![0; n], vals: vec![0; n], len: 0 }
    }

    fn slot(&self, key: u32) -> usize {
        let mask = self.keys.len() - 1;
        let mut i = (key.wrapping_mul(0x9e37_79b1) >> 7) as usize & mask;
        while self.keys[i] != key && self.keys[i] != 0 {
            i = (i + 1) & mask;
        }
        i
    }

    fn get(&self, key: u32) -> Option<u32> {
        let i = self.slot(key);
        (self.keys[i] == key).then(|| self.vals[i])
    }

    fn entry(&mut self, key: u32) -> &mut u32 {
        let mut i = self.slot(key);
        if self.keys[i] == 0 {
            if (self.len + 1) * 2 > self.keys.len() {
                self.grow();
                i = self.slot(key);
            }
            self.keys[i] = key;
            self.len += 1;
        }
        &mut self.vals[i]
    }

    fn grow(&mut self) {
        let old = std::mem::replace(self, Table::with_capacity(self.keys.len() * 2));
        for (k, v) in old.keys.into_iter().zip(old.vals) {
            if k != 0 {
                let i = self.slot(k);
                self.keys[i] = k;
                self.vals[i] = v;
                self.len += 1;
            }
        }
    }

    fn iter(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.keys.iter().zip(&self.vals).filter(|(k, _)| **k != 0).map(|(k, v)| (*k, *v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn image(colours: &[[u8; 3]]) -> Vec<u8> {
        colours.iter().flat_map(|c| [c[0], c[1], c[2], 255]).collect()
    }

    fn mapped(ix: &Indexed, rgba: &[u8]) -> Vec<[u8; 3]> {
        let mut out = vec![0; rgba.len() / 4];
        ix.map_row(rgba, &mut out);
        out.iter().map(|&i| ix.palette[i as usize]).collect()
    }

    /// At most 256 colours: every pixel comes back exactly.
    #[test]
    fn few_colours_are_exact() {
        let colours: Vec<[u8; 3]> = (0..3000u32).map(|i| [(i % 200) as u8, 40, (i % 200) as u8 / 2]).collect();
        let rgba = image(&colours);
        let ix = Indexed::new(&rgba);
        assert_eq!(ix.palette.len(), 200);
        assert_eq!(mapped(&ix, &rgba), colours);
    }

    /// More than 256 colours: the flat fills stay exact, the palette has 256 colours, and every
    /// other pixel takes the nearest of them.
    #[test]
    fn flat_fills_stay_exact_and_the_rest_take_the_nearest() {
        let fills: Vec<[u8; 3]> = (0..12u8).map(|i| [i * 20, 255 - i * 20, 128]).collect();
        let mut colours = Vec::new();
        for &f in &fills {
            colours.extend(std::iter::repeat_n(f, 500));
        }
        for i in 0..4000u32 {
            colours.push([(i % 251) as u8, (i * 7 % 253) as u8, (i * 13 % 255) as u8]);
        }
        let rgba = image(&colours);
        let ix = Indexed::new(&rgba);
        assert_eq!(ix.palette.len(), MAX);
        for f in &fills {
            assert!(ix.palette.contains(f), "{f:?} kept exactly");
        }
        for (got, want) in mapped(&ix, &rgba).iter().zip(&colours) {
            let best = ix.palette.iter().map(|&p| dist(p, *want)).min().unwrap();
            assert_eq!(dist(*got, *want), best, "{want:?} mapped to {got:?}");
        }
    }
}
