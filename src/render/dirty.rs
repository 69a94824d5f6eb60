//! Which parts of a drawing differ from the layer it started from, in tiles of [`TILE`] pixels.
//!
//! A canvas started from a layer ([`super::canvas::Canvas::from_layer`]) marks every tile its
//! drawing calls may touch. When the canvas is done, its buffer goes back to the pool still
//! holding the drawing, with those tiles; the next canvas from the same layer puts back only
//! those tiles instead of copying the whole layer (most of a board is the map, which no turn
//! changes).

/// The side of a tile, in pixels.
pub const TILE: u32 = 16;

/// A set of tiles of an image.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tiles {
    /// The image's size in pixels.
    width: u32,
    height: u32,
    /// Tiles per row of tiles.
    across: usize,
    /// One flag per tile, row by row.
    set: Vec<bool>,
}

impl Tiles {
    /// No tile of a `width` × `height` image.
    pub fn none(width: u32, height: u32) -> Tiles {
        let across = width.div_ceil(TILE) as usize;
        let down = height.div_ceil(TILE) as usize;
        Tiles { width, height, across, set: vec![false; across * down] }
    }

    /// Marks the tiles that the pixels from (`x0`, `y0`) to (`x1`, `y1`) (exclusive, any
    /// real numbers: rounded outwards and clipped to the image) touch.
    pub fn mark(&mut self, x0: f32, y0: f32, x1: f32, y1: f32) {
        if x1.is_nan() || y1.is_nan() || x0.is_nan() || y0.is_nan() {
            // a drawing call with no sensible bounds: the whole image
            self.set.fill(true);
            return;
        }
        let clip = |v: f32, max: u32| v.clamp(0.0, max as f32);
        let (x0, x1) = (clip(x0.floor(), self.width), clip(x1.ceil(), self.width));
        let (y0, y1) = (clip(y0.floor(), self.height), clip(y1.ceil(), self.height));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let (tx0, tx1) = (x0 as usize / TILE as usize, (x1 as usize).div_ceil(TILE as usize));
        let (ty0, ty1) = (y0 as usize / TILE as usize, (y1 as usize).div_ceil(TILE as usize));
        for ty in ty0..ty1 {
            self.set[ty * self.across + tx0..ty * self.across + tx1].fill(true);
        }
    }

    /// The marked parts as rectangles (x, y, width, height in pixels): each run of marked
    /// tiles within a row of tiles, cut at the image's edges.
    pub fn rects(&self) -> Vec<(u32, u32, u32, u32)> {
        let mut out = Vec::new();
        for (ty, row) in self.set.chunks(self.across).enumerate() {
            let y = ty as u32 * TILE;
            let h = TILE.min(self.height - y);
            let mut tx = 0;
            while tx < row.len() {
                if !row[tx] {
                    tx += 1;
                    continue;
                }
                let start = tx;
                while tx < row.len() && row[tx] {
                    tx += 1;
                }
                let x = start as u32 * TILE;
                out.push((x, y, (tx as u32 * TILE).min(self.width) - x, h));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_round_outwards_clip_and_run_row_by_row() {
        let mut t = Tiles::none(40, 20);
        t.mark(15.5, -3.0, 17.0, 1.0);
        // tiles 0 and 1 of the first row of tiles
        assert_eq!(t.rects(), vec![(0, 0, 32, 16)]);
        t.mark(39.0, 19.0, 90.0, 90.0);
        assert_eq!(t.rects(), vec![(0, 0, 32, 16), (32, 16, 8, 4)], "the last tile is cut at the image's edges");
        t.mark(5.0, 5.0, 5.0, 9.0);
        assert_eq!(t.rects().len(), 2, "an empty area marks nothing");
        t.mark(f32::NAN, 0.0, 1.0, 1.0);
        assert_eq!(t.rects(), vec![(0, 0, 40, 16), (0, 16, 40, 4)], "no sensible bounds: everything");
    }

    /// Boards drawn one after another, each from the buffer that held the one before (only
    /// its tiles put back from the layer), are pixel for pixel the boards drawn from a full
    /// copy of the layer: every drawing call marks what it touches.
    #[test]
    fn drawings_from_a_reused_buffer_equal_fresh_ones() {
        use crate::games::{Game, GameRng};
        use crate::render::{messina, pool, rattus};
        let names: Vec<String> = ["Ann", "Bob", "Cy", "Dee"].iter().map(|s| s.to_string()).collect();
        // draws an image as the bot would and from a full copy of its layer, compares them, and
        // says whether the first started from a reused buffer
        let same = |what: &str, draw: &dyn Fn() -> crate::render::canvas::Canvas| {
            let (drawn, full) = (draw(), pool::fresh(draw));
            assert!(drawn.rgba() == full.rgba(), "{what}: the drawing from a reused buffer differs from a fresh one");
            drawn.reused() as usize
        };
        let mut reused = 0;
        let mut g = crate::games::rattus::Rattus::new(&Default::default(), 4, 7).unwrap();
        let mut rng = GameRng::new(7);
        let mut before = g.view(None);
        for step in 0.. {
            let Some(p) = g.prompt() else { break };
            let c = p.choices[rng.below(p.choices.len())].notation.clone();
            g.apply_text(p.seat, &c).unwrap();
            if step % 7 != 0 {
                continue;
            }
            let v = g.view(None);
            let ch = crate::games::rattus::changes::Changes::between(&before, &v, p.seat);
            reused += same(&format!("Rattus board after {step} choices"), &|| rattus::draw(&v, &names, Some(&ch)));
            before = v;
        }
        let mut g = crate::games::messina::Messina::new(&Default::default(), 3, 11).unwrap();
        let mut rng = GameRng::new(11);
        let mut before = g.view(None);
        for step in 0..400 {
            let Some(p) = g.prompt() else { break };
            let c = p.choices[rng.below(p.choices.len())].notation.clone();
            g.apply_text(p.seat, &c).unwrap();
            if step % 23 != 0 {
                continue;
            }
            let v = g.view(None);
            let ch = crate::games::messina::changes::Changes::between(&before, &v, p.seat);
            let n = &names[..3];
            reused += same(&format!("Messina city after {step} choices"), &|| messina::draw_city(&v, n, Some(&ch)));
            reused +=
                same(&format!("Messina scoring after {step} choices"), &|| messina::draw_scoring(&v, n, Some(&ch)));
            reused += same(&format!("Messina estate after {step} choices"), &|| {
                messina::draw_estate(&v, p.seat, n, Some(&ch))
            });
            before = v;
        }
        // other tests draw at the same time and may take the pooled buffer now and then
        assert!(reused >= 10, "only {reused} drawings started from a reused buffer");
    }
}
