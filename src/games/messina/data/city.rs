//! City geometry, ports, docks and docking tiles (`city.toml`, §2, §4, §5).

use super::action::ActionExpr;
use super::books::allowed_off_books;
use super::grid::Axial;
use super::{find, from_toml, resolve, unique, Data, Rows};
use serde::Deserialize;
use std::collections::VecDeque;

/// A named position in a layout (`s01`, `P1`, `X1`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Place {
    /// `sNN`, `Pn` or `Xn`.
    pub id: String,
    /// Axial coordinate.
    pub at: Axial,
}

/// A position of a layout: start slot, port or expansion location (indices into the layout's lists;
/// port and expansion indices are also indices into [`CityData::ports`](super::CityData::ports) and the X1–X6 order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Spot {
    /// A start slot (index into [`Layout::slots`]).
    Slot(usize),
    /// A port (index into [`CityData::ports`](super::CityData::ports)).
    Port(usize),
    /// An expansion location (X1 = 0 … X6 = 5).
    Expansion(usize),
}

/// One city layout (§2.2).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Layout {
    /// `L2`, `L3` or `L4`.
    pub id: String,
    /// Player counts using it (solo = 1).
    pub players: Vec<u8>,
    /// Start slots `s01…` in reading order; start hexes are laid in this order (M-S4).
    pub slots: Vec<Place>,
    /// Ports in the order of [`CityData::ports`](super::CityData::ports).
    pub ports: Vec<Place>,
    /// Expansion locations X1–X6.
    pub expansions: Vec<Place>,
}

impl Layout {
    /// The coordinate of a spot.
    pub fn coord(&self, spot: Spot) -> Axial {
        match spot {
            Spot::Slot(i) => self.slots[i].at,
            Spot::Port(i) => self.ports[i].at,
            Spot::Expansion(i) => self.expansions[i].at,
        }
    }

    /// The id of a spot (`s03`, `P2`, `X5`).
    pub fn spot_id(&self, spot: Spot) -> &str {
        match spot {
            Spot::Slot(i) => &self.slots[i].id,
            Spot::Port(i) => &self.ports[i].id,
            Spot::Expansion(i) => &self.expansions[i].id,
        }
    }

    /// Every spot: slots, then ports, then expansion locations.
    pub fn spots(&self) -> impl Iterator<Item = Spot> + '_ {
        (0..self.slots.len())
            .map(Spot::Slot)
            .chain((0..self.ports.len()).map(Spot::Port))
            .chain((0..self.expansions.len()).map(Spot::Expansion))
    }

    /// The spot at a coordinate, if any.
    pub fn spot_at(&self, at: Axial) -> Option<Spot> {
        self.spots().find(|&s| self.coord(s) == at)
    }

    /// The spots sharing an edge with `spot` (whether or not an expansion location is filled).
    pub fn neighbours(&self, spot: Spot) -> Vec<Spot> {
        let at = self.coord(spot);
        self.spots().filter(|&s| at.is_adjacent(self.coord(s))).collect()
    }

    /// The start slots adjacent to `spot`.
    pub fn slot_neighbours(&self, spot: Spot) -> Vec<usize> {
        self.neighbours(spot)
            .into_iter()
            .filter_map(|s| match s {
                Spot::Slot(i) => Some(i),
                _ => None,
            })
            .collect()
    }

    /// Steps from `from` to `to` over the tiles in play: start slots, ports and the expansion
    /// locations listed in `filled` (§2.1, M-T9). Docks are not spots: dock Di is one step beyond
    /// port Pi. `None` if `to` is not reachable (or is an empty expansion location).
    pub fn distance(&self, from: Spot, to: Spot, filled: &[usize]) -> Option<u32> {
        let in_play = |s: Spot| !matches!(s, Spot::Expansion(x) if !filled.contains(&x));
        if !in_play(from) || !in_play(to) {
            return None;
        }
        let mut seen = vec![from];
        let mut queue = VecDeque::from([(from, 0)]);
        while let Some((s, n)) = queue.pop_front() {
            if s == to {
                return Some(n);
            }
            for t in self.neighbours(s) {
                if in_play(t) && !seen.contains(&t) {
                    seen.push(t);
                    queue.push_back((t, n + 1));
                }
            }
        }
        None
    }

    /// The clockwise angle of a spot around the centroid of the start slots (§2.1).
    pub fn angle(&self, spot: Spot) -> f64 {
        let n = self.slots.len() as f64;
        let (sx, sy) = self.slots.iter().fold((0.0, 0.0), |(x, y), p| {
            let (px, py) = p.at.screen();
            (x + px, y + py)
        });
        let (x, y) = self.coord(spot).screen();
        (y - sy / n).atan2(x - sx / n)
    }
}

/// The corner a port sits at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Corner {
    /// Top left (P1).
    NorthWest,
    /// Top right (P2).
    NorthEast,
    /// Bottom right (P3).
    SouthEast,
    /// Bottom left (P4).
    SouthWest,
}

/// A port hex (§4): choosable, with an action, but no rat, colour or repopulation.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Port {
    /// `P1`–`P4`.
    pub id: String,
    /// The corner of the city it sits at.
    pub corner: Corner,
    /// The port name.
    pub name: String,
    /// The port action (M-T23; `hex-action` may copy it, M-T73).
    pub action: ActionExpr,
    /// Id of its dock.
    pub dock: String,
    /// Id of the docking tile naming it.
    pub docking_tile: String,
    /// Index of its dock in [`CityData::docks`](super::CityData::docks).
    #[serde(skip)]
    pub dock_idx: usize,
}

/// A dock of ship slots, adjacent only to its port (§2.4).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Dock {
    /// `D1`–`D4`.
    pub id: String,
    /// Id of its port.
    pub port: String,
    /// Number of ship slots.
    pub slots: u8,
    /// Id of the next dock clockwise, used when this one is full (M-R15).
    pub overflow: String,
    /// Index of its port in [`CityData::ports`](super::CityData::ports).
    #[serde(skip)]
    pub port_idx: usize,
    /// Index of the overflow dock in [`CityData::docks`](super::CityData::docks).
    #[serde(skip)]
    pub overflow_idx: usize,
}

/// A docking tile (§5).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DockingTile {
    /// `DT1`–`DT4`.
    pub id: String,
    /// Id of the port it names (the start port of M-R17).
    pub port: String,
    /// Id of the dock it names.
    pub dock: String,
    /// Index of the port.
    #[serde(skip)]
    pub port_idx: usize,
    /// Index of the dock.
    #[serde(skip)]
    pub dock_idx: usize,
}

/// The expansion locations in clockwise order from one port (§2.3, M-R17).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpansionOrder {
    /// Id of the start port.
    pub port: String,
    /// Expansion location ids, clockwise.
    pub order: Vec<String>,
    /// Index of the port.
    #[serde(skip)]
    pub port_idx: usize,
    /// `order` as indices X1 = 0 … X6 = 5.
    #[serde(skip)]
    pub expansions: Vec<usize>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Perimeter {
    reconstructed: bool,
    order: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CityFile {
    reconstructed: bool,
    layouts: Rows<Layout>,
    perimeter: Perimeter,
    expansion_order: Rows<ExpansionOrder>,
    ports: Rows<Port>,
    docks: Rows<Dock>,
    docking_tiles: Rows<DockingTile>,
}

impl Data {
    /// Index of an expansion location (`X1`–`X6`; the same ids in every layout).
    pub fn expansion_index(&self, id: &str) -> Option<usize> {
        self.city.layouts.first().and_then(|l| find(&l.expansions, id, |p| p.id.as_str()))
    }

    /// The layout for a player count (1 and 2 players → L2); `None` outside 1–4.
    pub fn layout_for(&self, players: u8) -> Option<&Layout> {
        self.city.layouts.iter().find(|l| l.players.contains(&players))
    }

    /// Expansion locations (X indices) in clockwise order starting from port `port` (M-R17).
    pub fn expansion_order(&self, port: usize) -> &[usize] {
        &self.city.expansion_orders[port].expansions
    }

    /// The first location of `port`'s clockwise list not in `filled` (M-R17).
    pub fn next_expansion(&self, port: usize, filled: &[usize]) -> Option<usize> {
        self.expansion_order(port).iter().copied().find(|x| !filled.contains(x))
    }

    /// The dock attached to a port.
    pub fn dock_of_port(&self, port: usize) -> usize {
        self.city.ports[port].dock_idx
    }

    /// The next dock clockwise, where ships go when `dock` is full (M-R15).
    pub fn overflow_dock(&self, dock: usize) -> usize {
        self.city.docks[dock].overflow_idx
    }

    /// All docks in overflow order starting with `dock` itself.
    pub fn docks_from(&self, dock: usize) -> Vec<usize> {
        let mut out = vec![dock];
        let mut next = self.overflow_dock(dock);
        while next != dock && out.len() < self.city.docks.len() {
            out.push(next);
            next = self.overflow_dock(next);
        }
        out
    }
}

fn spot_by_id(d: &Data, id: &str) -> Result<Spot, String> {
    if let Some(p) = d.port_index(id) {
        return Ok(Spot::Port(p));
    }
    d.expansion_index(id).map(Spot::Expansion).ok_or_else(|| format!("perimeter names unknown id `{id}`"))
}

/// Loads `city.toml`.
pub(super) fn load(d: &mut Data, text: &str) -> Result<(), String> {
    let f: CityFile = from_toml("city.toml", text)?;
    d.mark("city.toml", "(file)", f.reconstructed);
    d.mark("city.toml", "layouts", f.layouts.reconstructed);
    d.mark("city.toml", "perimeter", f.perimeter.reconstructed);
    d.mark("city.toml", "expansion_order", f.expansion_order.reconstructed);
    d.mark("city.toml", "ports", f.ports.reconstructed);
    d.mark("city.toml", "docks", f.docks.reconstructed);
    d.mark("city.toml", "docking_tiles", f.docking_tiles.reconstructed);
    d.city.layouts = f.layouts.rows;
    d.city.ports = f.ports.rows;
    d.city.docks = f.docks.rows;
    d.city.docking_tiles = f.docking_tiles.rows;
    let ports: Vec<String> = d.city.ports.iter().map(|p| p.id.clone()).collect();
    let docks: Vec<String> = d.city.docks.iter().map(|p| p.id.clone()).collect();
    for p in &mut d.city.ports {
        p.dock_idx = resolve(&docks, &p.dock, |s| s.as_str(), &p.id)?;
    }
    for k in &mut d.city.docks {
        k.port_idx = resolve(&ports, &k.port, |s| s.as_str(), &k.id)?;
        k.overflow_idx = resolve(&docks, &k.overflow, |s| s.as_str(), &k.id)?;
    }
    for t in &mut d.city.docking_tiles {
        t.port_idx = resolve(&ports, &t.port, |s| s.as_str(), &t.id)?;
        t.dock_idx = resolve(&docks, &t.dock, |s| s.as_str(), &t.id)?;
    }
    d.city.perimeter = f.perimeter.order.iter().map(|id| spot_by_id(d, id)).collect::<Result<_, _>>()?;
    let mut orders = f.expansion_order.rows;
    for o in &mut orders {
        o.port_idx = resolve(&ports, &o.port, |s| s.as_str(), "expansion_order")?;
        o.expansions = o
            .order
            .iter()
            .map(|x| d.expansion_index(x).ok_or_else(|| format!("expansion_order names unknown id `{x}`")))
            .collect::<Result<_, _>>()?;
    }
    orders.sort_by_key(|o| o.port_idx);
    d.city.expansion_orders = orders;
    Ok(())
}

fn check_layout(d: &Data, l: &Layout) -> Result<(), String> {
    unique(&format!("{} place", l.id), l.spots().map(|s| l.spot_id(s)))?;
    for (i, s) in l.slots.iter().enumerate() {
        if s.id != format!("s{:02}", i + 1) {
            return Err(format!("{}: slot {} should be s{:02}", l.id, s.id, i + 1));
        }
    }
    if l.ports.iter().map(|p| &p.id).ne(d.city.ports.iter().map(|p| &p.id)) {
        return Err(format!("{}: ports must be listed as in the ports table", l.id));
    }
    if l.expansions.iter().map(|p| &p.id).ne(d.city.layouts[0].expansions.iter().map(|p| &p.id)) {
        return Err(format!("{}: expansion locations differ from {}", l.id, d.city.layouts[0].id));
    }
    let mut coords: Vec<Axial> = l.spots().map(|s| l.coord(s)).collect();
    coords.sort_by_key(|a| (a.r, a.q));
    coords.dedup();
    if coords.len() != l.spots().count() {
        return Err(format!("{}: two places share a coordinate", l.id));
    }
    for x in 0..l.expansions.len() {
        if l.slot_neighbours(Spot::Expansion(x)).is_empty() {
            return Err(format!("{}: {} does not touch the start city", l.id, l.expansions[x].id));
        }
    }
    for p in 0..l.ports.len() {
        if l.slot_neighbours(Spot::Port(p)).is_empty() {
            return Err(format!("{}: {} does not touch the start city", l.id, l.ports[p].id));
        }
    }
    Ok(())
}

/// Structural checks of the city.
pub(super) fn check(d: &Data) -> Result<(), String> {
    unique("layout", d.city.layouts.iter().map(|l| l.id.as_str()))?;
    unique("port", d.city.ports.iter().map(|l| l.id.as_str()))?;
    unique("dock", d.city.docks.iter().map(|l| l.id.as_str()))?;
    unique("docking tile", d.city.docking_tiles.iter().map(|l| l.id.as_str()))?;
    if d.city.layouts.is_empty() || d.city.ports.is_empty() {
        return Err("no layouts or ports".into());
    }
    for players in super::PLAYER_COUNTS {
        if d.city.layouts.iter().filter(|l| l.players.contains(&players)).count() != 1 {
            return Err(format!("{players} players need exactly one layout"));
        }
    }
    for l in &d.city.layouts {
        check_layout(d, l)?;
    }
    let rim = d.city.ports.len() + d.city.layouts[0].expansions.len();
    let mut seen = d.city.perimeter.clone();
    seen.sort();
    seen.dedup();
    if d.city.perimeter.len() != rim || seen.len() != rim {
        return Err("the perimeter must list every port and expansion location once".into());
    }
    if d.city.expansion_orders.len() != d.city.ports.len() {
        return Err("every port needs an expansion order".into());
    }
    for (p, o) in d.city.expansion_orders.iter().enumerate() {
        let at = d.city.perimeter.iter().position(|&s| s == Spot::Port(p)).unwrap_or(0);
        let expected: Vec<usize> = (1..=rim)
            .map(|k| d.city.perimeter[(at + k) % rim])
            .filter_map(|s| match s {
                Spot::Expansion(x) => Some(x),
                _ => None,
            })
            .collect();
        if o.port_idx != p || o.expansions != expected {
            return Err(format!("expansion order of {} disagrees with the perimeter", o.port));
        }
    }
    for (p, port) in d.city.ports.iter().enumerate() {
        if let Some(t) = port.action.terms().find(|&t| !allowed_off_books(t)) {
            return Err(format!("port {}: `{t}` cannot be printed on a port", port.id));
        }
        if d.city.docks[port.dock_idx].port_idx != p || d.city.docks[port.dock_idx].id != port.dock {
            return Err(format!("{} and its dock {} do not name each other", port.id, port.dock));
        }
        let tile = find(&d.city.docking_tiles, &port.docking_tile, |t| t.id.as_str())
            .ok_or_else(|| format!("{} names unknown docking tile {}", port.id, port.docking_tile))?;
        let t = &d.city.docking_tiles[tile];
        if t.port_idx != p || t.dock_idx != port.dock_idx {
            return Err(format!("docking tile {} does not match {}", t.id, port.id));
        }
    }
    for k in 0..d.city.docks.len() {
        if d.city.docks[k].slots == 0 || d.docks_from(k).len() != d.city.docks.len() {
            return Err(format!("dock {}: no slots, or the overflow is not one cycle", d.city.docks[k].id));
        }
    }
    Ok(())
}
