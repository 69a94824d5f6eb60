//! The greedy palette, for images whose edge shades do not fit in [`MAX`] colours on levels
//! between flat colours: first the colours that cover many pixels (flat fills, the games'
//! colours, text ink), which stay exact, then, slot by slot, the colour whose pixels are worst
//! served by the palette so far (count × squared distance), so that an edge colour far from every
//! fill is kept too, up to `max`; then, up to [`MAX`], the worst served of the colours whose
//! nearest palette colour differs from them by more than [`FAR`] in a channel, so that no pixel
//! moves by more. Every other colour is mapped to its nearest palette colour (squared RGB
//! distance), once per colour.

use super::{rgb_of, FAR, FLAT, MAX};

#[cfg(test)]
fn dist(a: [u8; 3], b: [u8; 3]) -> u32 {
    let d = |i: usize| (a[i] as i32 - b[i] as i32).pow(2) as u32;
    d(0) + d(1) + d(2)
}

/// The palette for more than `max` colours (flat ones by count, most first, then edge colours
/// as chosen), and the palette index of each of those colours: its own, else its nearest (the
/// first of equally near ones).
pub(super) fn choose(colours: &[(u32, u32)], max: usize) -> (Vec<u32>, Vec<u32>) {
    let flat = colours.iter().take(MAX * 3 / 4).take_while(|c| c.1 >= FLAT).count();
    let mut chosen: Vec<u32> = colours[..flat].iter().map(|c| c.0).collect();
    let mut rest = Rest::new(&colours[flat..]);
    for (slot, &k) in chosen.iter().enumerate() {
        rest.add(rgb_of(k), slot as u32);
    }
    let mut worst = Worst::new(&rest);
    while chosen.len() < max {
        let Some(i) = worst.pop(&rest) else {
            break;
        };
        rest.add(rest.rgb(i), chosen.len() as u32);
        chosen.push(colours[flat + i].0);
    }
    while chosen.len() < MAX {
        let Some(i) = rest.worst_beyond(FAR, &chosen) else {
            break;
        };
        rest.add(rest.rgb(i), chosen.len() as u32);
        chosen.push(colours[flat + i].0);
    }
    let index = (0..flat as u32).chain(rest.indices()).collect();
    (chosen, index)
}

/// More than the squared distance of any two colours.
const FARTHEST: f32 = 3.0 * 255.0 * 255.0 + 1.0;

/// The colours not yet in the palette, each with its squared distance to the nearest palette
/// colour and that colour's index, as columns of `f32` the compiler works on four at a time
/// (every value is a whole number below 2^24, so `f32` holds it exactly).
struct Rest {
    r: Vec<f32>,
    g: Vec<f32>,
    b: Vec<f32>,
    count: Vec<u32>,
    near: Vec<f32>,
    at: Vec<f32>,
}

impl Rest {
    fn new(colours: &[(u32, u32)]) -> Rest {
        let rgb = |i: usize| colours.iter().map(move |c| rgb_of(c.0)[i] as f32).collect();
        Rest {
            r: rgb(0),
            g: rgb(1),
            b: rgb(2),
            count: colours.iter().map(|c| c.1).collect(),
            // farther than any two colours are: the first palette colour is every colour's nearest
            near: vec![FARTHEST; colours.len()],
            at: vec![0.0; colours.len()],
        }
    }

    fn rgb(&self, i: usize) -> [u8; 3] {
        [self.r[i] as u8, self.g[i] as u8, self.b[i] as u8]
    }

    /// A palette colour added at `slot`: it becomes the nearest of the colours strictly nearer to
    /// it than to any before it (so the first of equally near ones stays).
    fn add(&mut self, c: [u8; 3], slot: u32) {
        let (cr, cg, cb, slot) = (c[0] as f32, c[1] as f32, c[2] as f32, slot as f32);
        let cols = self.r.iter().zip(&self.g).zip(&self.b);
        for (((r, g), b), (near, at)) in cols.zip(self.near.iter_mut().zip(self.at.iter_mut())) {
            let d = (r - cr) * (r - cr) + (g - cg) * (g - cg) + (b - cb) * (b - cb);
            let nearer = d < *near;
            *near = if nearer { d } else { *near };
            *at = if nearer { slot } else { *at };
        }
    }

    /// The palette index each colour takes.
    fn indices(&self) -> impl Iterator<Item = u32> + '_ {
        self.at.iter().map(|&a| a as u32)
    }

    /// The worst served of the colours that differ by more than `far` in a channel from their
    /// nearest colour of `palette` (the first of equally bad ones), if any.
    fn worst_beyond(&self, far: u8, palette: &[u32]) -> Option<usize> {
        let mut best = (0u64, None);
        for i in 0..self.near.len() {
            let p = rgb_of(palette[self.at[i] as usize]);
            let off = (self.r[i] - p[0] as f32)
                .abs()
                .max((self.g[i] - p[1] as f32).abs())
                .max((self.b[i] - p[2] as f32).abs());
            if off > far as f32 && self.cost(i) > best.0 {
                best = (self.cost(i), Some(i));
            }
        }
        best.1
    }

    /// How badly colour `i` is served by the palette so far: pixels × squared distance.
    fn cost(&self, i: usize) -> u64 {
        self.near[i] as u64 * self.count[i] as u64
    }
}

/// The colours by how badly the palette serves them, worst first (the first of equally bad ones
/// before the others). A colour's cost only falls as colours are added, so the costs kept here
/// are checked when they come up: one that fell goes back with its cost of now.
struct Worst {
    heap: std::collections::BinaryHeap<(u64, std::cmp::Reverse<u32>)>,
}

impl Worst {
    fn new(rest: &Rest) -> Worst {
        let costs = (0..rest.count.len()).map(|i| (rest.cost(i), std::cmp::Reverse(i as u32)));
        Worst { heap: costs.filter(|c| c.0 > 0).collect() }
    }

    /// The colour worst served by the palette now, unless every colour is served exactly.
    fn pop(&mut self, rest: &Rest) -> Option<usize> {
        while let Some((kept, std::cmp::Reverse(i))) = self.heap.pop() {
            let now = rest.cost(i as usize);
            if now == kept {
                return Some(i as usize);
            }
            if now > 0 {
                self.heap.push((now, std::cmp::Reverse(i)));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{image, mapped};
    use super::super::{Indexed, COLOURS, FAR, FLAT, MAX};
    use super::*;

    /// More than [`COLOURS`] colours: the flat fills stay exact, the palette has [`COLOURS`] to
    /// [`MAX`] colours, and every other pixel takes the nearest of them.
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
        let ix = Indexed::greedy(&rgba, COLOURS);
        assert!((COLOURS..=MAX).contains(&ix.palette.len()), "{} colours", ix.palette.len());
        for f in &fills {
            assert!(ix.palette.contains(f), "{f:?} kept exactly");
        }
        for (got, want) in mapped(&ix, &rgba).iter().zip(&colours) {
            let best = ix.palette.iter().map(|&p| dist(p, *want)).min().unwrap();
            assert_eq!(dist(*got, *want), best, "{want:?} mapped to {got:?}");
        }
    }

    /// The rule written plainly (a map of counts, every nearest searched among the palette): the
    /// palette and every pixel's index are the same as the fast path's, on images of flat fills,
    /// runs of every length and thousands of edge colours, with the shipped count of colours
    /// chosen for how badly they are served and with all 256; no pixel is more than [`FAR`] off.
    #[test]
    fn the_fast_path_chooses_as_the_plain_rule_does() {
        for max in [COLOURS, MAX] {
            the_fast_path_chooses_as_the_plain_rule_does_with(max);
        }
    }

    fn the_fast_path_chooses_as_the_plain_rule_does_with(max: usize) {
        use std::collections::HashMap;
        let mut rng = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        for fills in [3usize, 40, 300] {
            let fill: Vec<[u8; 3]> = (0..fills).map(|_| next().to_le_bytes()[..3].try_into().unwrap()).collect();
            let mut colours = Vec::new();
            while colours.len() < 60_000 {
                let r = next();
                let c = if r % 3 == 0 { r.to_le_bytes()[2..5].try_into().unwrap() } else { fill[r as usize % fills] };
                colours.extend(std::iter::repeat_n(c, 1 + (r >> 40) as usize % 70));
            }
            let rgba = image(&colours);
            let ix = Indexed::greedy(&rgba, max);
            // the plain rule
            let mut counts: HashMap<[u8; 3], u32> = HashMap::new();
            for c in &colours {
                *counts.entry(*c).or_default() += 1;
            }
            let mut sorted: Vec<([u8; 3], u32)> = counts.into_iter().collect();
            let k = |c: [u8; 3]| u32::from_le_bytes([c[0], c[1], c[2], 255]);
            sorted.sort_by(|a, b| b.1.cmp(&a.1).then(k(a.0).cmp(&k(b.0))));
            let mut palette: Vec<[u8; 3]> = if sorted.len() <= max {
                sorted.iter().map(|c| c.0).collect()
            } else {
                sorted.iter().take(MAX * 3 / 4).take_while(|c| c.1 >= FLAT).map(|c| c.0).collect()
            };
            let nearest = |palette: &[[u8; 3]], c: [u8; 3]| {
                let mut best = (u32::MAX, 0);
                for (i, &p) in palette.iter().enumerate() {
                    if dist(p, c) < best.0 {
                        best = (dist(p, c), i);
                    }
                }
                best
            };
            let off = |a: [u8; 3], b: [u8; 3]| (0..3).map(|i| a[i].abs_diff(b[i])).max().unwrap();
            let worst = |palette: &[[u8; 3]], beyond: u8| {
                let costs = sorted.iter().filter(|c| off(palette[nearest(palette, c.0).1], c.0) > beyond);
                let costs = costs.map(|c| (nearest(palette, c.0).0 as u64 * c.1 as u64, c.0));
                costs.filter(|c| c.0 > 0).fold(None, |best: Option<(u64, [u8; 3])>, c| match best {
                    Some(b) if c.0 <= b.0 => best,
                    _ => Some(c),
                })
            };
            while sorted.len() > max && palette.len() < max {
                let Some((_, c)) = worst(&palette, 0) else { break };
                palette.push(c);
            }
            while sorted.len() > max && palette.len() < MAX {
                let Some((_, c)) = worst(&palette, FAR) else { break };
                palette.push(c);
            }
            assert_eq!(ix.palette, palette, "{fills} fills, {max} colours");
            for (i, c) in colours.iter().enumerate() {
                let at = nearest(&palette, *c).1;
                assert_eq!(ix.pixels[i] as usize, at, "pixel {i} of {fills} fills");
                let d = off(palette[at], *c);
                assert!(d <= FAR || palette.len() == MAX, "pixel {i} of {fills} fills is {d} off");
            }
        }
    }
}
