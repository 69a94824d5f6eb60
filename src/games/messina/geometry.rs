//! Distances between the tiles of the city, computed once for every layout and every set of
//! filled expansion locations (a memo of a pure function of the component data).

use super::data::{data, Layout, Spot};
use std::sync::OnceLock;

/// A row entry for a spot that cannot be reached.
pub const UNREACHABLE: u8 = u8::MAX;

/// `[layout][filled mask][from spot][to spot]`, spots in `Layout::spots` order.
type Table = Vec<Vec<Vec<Vec<u8>>>>;

pub fn spot_index(layout: &Layout, spot: Spot) -> usize {
    match spot {
        Spot::Slot(i) => i,
        Spot::Port(i) => layout.slots.len() + i,
        Spot::Expansion(i) => layout.slots.len() + layout.ports.len() + i,
    }
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| data().city.layouts.iter().map(layout_table).collect())
}

/// `[layout][spot]`: the spots sharing an edge with each spot, in `Layout::neighbours` order.
fn neighbour_table() -> &'static Vec<Vec<Vec<Spot>>> {
    static TABLE: OnceLock<Vec<Vec<Vec<Spot>>>> = OnceLock::new();
    TABLE.get_or_init(|| data().city.layouts.iter().map(|l| l.spots().map(|s| l.neighbours(s)).collect()).collect())
}

/// The spots sharing an edge with `spot` in layout `l` (whether or not an expansion location is
/// filled), as `Layout::neighbours` gives them.
pub fn neighbours(l: usize, spot: Spot) -> &'static [Spot] {
    &neighbour_table()[l][spot_index(&data().city.layouts[l], spot)]
}

/// Breadth-first search from every spot, for every set of filled expansion locations.
fn layout_table(layout: &Layout) -> Vec<Vec<Vec<u8>>> {
    let spots: Vec<Spot> = layout.spots().collect();
    let adj: Vec<Vec<usize>> =
        spots.iter().map(|&s| layout.neighbours(s).into_iter().map(|t| spot_index(layout, t)).collect()).collect();
    let n_exp = layout.expansions.len();
    let first_exp = layout.slots.len() + layout.ports.len();
    (0..1usize << n_exp)
        .map(|mask| {
            let in_play = |i: usize| i < first_exp || mask & (1 << (i - first_exp)) != 0;
            (0..spots.len())
                .map(|from| {
                    let mut dist = vec![UNREACHABLE; spots.len()];
                    if !in_play(from) {
                        return dist;
                    }
                    dist[from] = 0;
                    let mut queue = std::collections::VecDeque::from([from]);
                    while let Some(a) = queue.pop_front() {
                        for &b in &adj[a] {
                            if in_play(b) && dist[b] == UNREACHABLE {
                                dist[b] = dist[a] + 1;
                                queue.push_back(b);
                            }
                        }
                    }
                    dist
                })
                .collect()
        })
        .collect()
}

/// Steps from spot `a` of layout `l` (expansion locations in `mask` filled) to every spot, in
/// [`spot_index`] order; [`UNREACHABLE`] where there is no way.
pub fn steps_from(l: usize, mask: usize, a: Spot) -> &'static [u8] {
    &table()[l][mask][spot_index(&data().city.layouts[l], a)]
}

/// Steps between two spots of layout `l` with the expansion locations in `mask` filled.
pub fn distance(l: usize, mask: usize, a: Spot, b: Spot) -> Option<u32> {
    let d = steps_from(l, mask, a)[spot_index(&data().city.layouts[l], b)];
    (d != UNREACHABLE).then_some(d as u32)
}
