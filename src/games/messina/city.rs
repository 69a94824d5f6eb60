//! The city of Messina (M-S1 to M-S10, M-R12 to M-R24): its district hexes in the start slots
//! and expansion locations, the expansion stack, the limited supply of plague cubes, the
//! population wheel, the docking tiles, the docks and the ship stack. A part of the state with
//! its fields private: the plague cubes only move between the supply, the hexes and the docked
//! ships and are never made or lost (M-S7, checked in debug builds after each change), a hex lies
//! in at most one place, and the hex, dock and ship queries answer from here.

use super::data::{data, Class, Layout, Spot};
use super::geometry;
use super::pieces::Place;
use crate::games::{GameRng, Seat};
use serde::{Deserialize, Serialize};

/// The most district hexes a city may hold: the hexes' bits of the state's blocked set of
/// places come before the ports', so this is also where the ports' bits begin.
pub(crate) const MAX_HEXES: usize = 48;

/// A district hex's pieces.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HexState {
    pub cubes: u8,
    /// Plain citizens waiting to be rescued, by class.
    pub citizens: Vec<Class>,
    /// The owner of the repopulation tile.
    pub repop: Option<Seat>,
}

/// A ship at a dock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Docked {
    pub ship: usize,
    pub cube: bool,
}

/// The face-down piles of the city whose order search deals anew.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pile {
    Expansions,
    Ships,
    Docking,
}

/// The city's tiles and pieces. The serialized field names are those of the saved games
/// (flattened into `Messina`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct City {
    /// Index into the data's layouts.
    layout: usize,
    /// The district hex in each start slot.
    slots: Vec<usize>,
    /// The district hex in each expansion location X1–X6, once placed.
    expansions: Vec<Option<usize>>,
    /// Every district hex's pieces (indexed like the data's hexes).
    hexes: Vec<HexState>,
    /// Face-down expansion stack; the top is the last element.
    expansion_stack: Vec<usize>,
    /// Plague cubes in the supply (M-S7).
    cubes: u8,
    /// The wheel position shown in the window.
    wheel: usize,
    /// Docking tiles still in the pile; the top is the last.
    docking_pile: Vec<usize>,
    /// Ships at each dock's 3 spaces.
    docks: Vec<Vec<Option<Docked>>>,
    /// The ship stack; the top is the last.
    ship_stack: Vec<usize>,
}

impl City {
    /// The city as set up (M-S1 to M-S10): start hexes in the slots, no expansion hex yet, every
    /// cube of the player count in the supply, empty docks.
    pub fn new(
        layout: usize,
        slots: Vec<usize>,
        expansion_stack: Vec<usize>,
        cubes: u8,
        wheel: usize,
        docking_pile: Vec<usize>,
        ship_stack: Vec<usize>,
    ) -> City {
        let d = data();
        let c = City {
            layout,
            slots,
            expansions: vec![None; d.city.layouts[layout].expansions.len()],
            hexes: vec![HexState::default(); d.city.hexes.len()],
            expansion_stack,
            cubes,
            wheel,
            docking_pile,
            docks: d.city.docks.iter().map(|k| vec![None; k.slots as usize]).collect(),
            ship_stack,
        };
        c.debug_check();
        c
    }

    // ---- what the players see ----

    /// The index of the layout into the data's layouts.
    #[inline]
    pub fn layout_index(&self) -> usize {
        self.layout
    }

    #[inline]
    pub fn layout(&self) -> &'static Layout {
        &data().city.layouts[self.layout]
    }

    /// The district hex in each start slot.
    #[inline]
    pub fn slots(&self) -> &[usize] {
        &self.slots
    }

    /// The district hex in each expansion location X1–X6, once placed.
    #[inline]
    pub fn expansions(&self) -> &[Option<usize>] {
        &self.expansions
    }

    /// District hex `h`'s pieces.
    #[inline]
    pub fn hex(&self, h: usize) -> &HexState {
        &self.hexes[h]
    }

    /// Every district hex's pieces, in play or not (indexed like the data's hexes).
    #[inline]
    pub fn hexes(&self) -> &[HexState] {
        &self.hexes
    }

    /// Plague cubes in the supply (M-S7).
    #[inline]
    pub fn supply(&self) -> u8 {
        self.cubes
    }

    /// Plague cubes on the hexes.
    pub fn cubes_on_hexes(&self) -> u32 {
        self.hexes.iter().map(|h| h.cubes as u32).sum()
    }

    /// Plague cubes on docked ships.
    pub fn cubes_on_ships(&self) -> u32 {
        self.docked().filter(|s| s.cube).count() as u32
    }

    /// The wheel position shown in the window.
    #[inline]
    pub fn wheel(&self) -> usize {
        self.wheel
    }

    /// The face-down pile `p`; its top is the last element.
    pub fn pile(&self, p: Pile) -> &[usize] {
        match p {
            Pile::Expansions => &self.expansion_stack,
            Pile::Ships => &self.ship_stack,
            Pile::Docking => &self.docking_pile,
        }
    }

    /// The ships at each dock's spaces.
    #[inline]
    pub fn docks(&self) -> &[Vec<Option<Docked>>] {
        &self.docks
    }

    /// Every docked ship, dock by dock.
    pub fn docked(&self) -> impl Iterator<Item = &Docked> {
        self.docks.iter().flatten().flatten()
    }

    /// The dock a ship lies at, if it is docked in Messina.
    pub fn dock_of(&self, ship: usize) -> Option<usize> {
        self.docks.iter().position(|d| d.iter().flatten().any(|s| s.ship == ship))
    }

    /// Whether docked ship `ship` carries a plague cube (M-R15).
    pub fn ship_has_cube(&self, ship: usize) -> bool {
        self.docked().any(|s| s.ship == ship && s.cube)
    }

    // ---- where things are ----

    /// The layout spot of a place in play (docks have none).
    pub fn spot_of(&self, p: Place) -> Option<Spot> {
        match p {
            Place::Hex(h) => {
                if let Some(i) = self.slots.iter().position(|&x| x == h) {
                    return Some(Spot::Slot(i));
                }
                self.expansions.iter().position(|&x| x == Some(h)).map(Spot::Expansion)
            }
            Place::Port(p) => Some(Spot::Port(p)),
            Place::Dock(_) => None,
        }
    }

    /// [`Self::spot_of`] of every district hex, gathered once for many questions.
    pub(crate) fn hex_spots(&self) -> HexSpots {
        let (layout, index) = (self.layout(), geometry::spot_index);
        let hexes = data().city.hexes.len();
        assert!(hexes <= HexSpots::MAX, "more hexes than a hex's spots hold: {hexes}");
        let mut spots = [HexSpots::OUT; HexSpots::MAX];
        let expansions = self.expansions.iter().enumerate().filter_map(|(x, h)| Some((Spot::Expansion(x), (*h)?)));
        let slots = self.slots.iter().enumerate().map(|(i, &h)| (Spot::Slot(i), h));
        // expansions first, so that a hex's slot stands as spot_of finds it first
        for (spot, h) in expansions.rev().chain(slots.rev()) {
            spots[h] = index(layout, spot) as u8;
        }
        HexSpots { spots, hexes: hexes as u8 }
    }

    /// The place at a layout spot, if a tile lies there.
    pub fn place_at(&self, s: Spot) -> Option<Place> {
        match s {
            Spot::Slot(i) => Some(Place::Hex(self.slots[i])),
            Spot::Port(p) => Some(Place::Port(p)),
            Spot::Expansion(x) => self.expansions[x].map(Place::Hex),
        }
    }

    /// District hexes in Messina.
    pub fn hexes_in_play(&self) -> smallvec::SmallVec<[usize; 24]> {
        self.slots.iter().chain(self.expansions.iter().flatten()).copied().collect()
    }

    pub fn in_play(&self, p: Place) -> bool {
        match p {
            Place::Hex(h) => self.spot_of(Place::Hex(h)).is_some(),
            Place::Port(_) | Place::Dock(_) => true,
        }
    }

    fn filled_mask(&self) -> usize {
        (0..self.expansions.len()).filter(|&x| self.expansions[x].is_some()).map(|x| 1 << x).sum()
    }

    /// The expansion locations filled, by index.
    fn filled(&self) -> Vec<usize> {
        (0..self.expansions.len()).filter(|&x| self.expansions[x].is_some()).collect()
    }

    /// The layout spot a place is measured from, and the steps it lies beyond it: a dock is one
    /// step beyond its port (M-T9).
    #[inline]
    pub(crate) fn spot_and_extra(&self, p: Place) -> Option<(Spot, u32)> {
        match p {
            Place::Dock(k) => Some((Spot::Port(data().city.docks[k].port_idx), 1)),
            other => Some((self.spot_of(other)?, 0)),
        }
    }

    /// Steps from a place to every other, looked up once for many targets.
    pub fn steps_from(&self, a: Place) -> Option<StepsFrom> {
        let (spot, extra) = self.spot_and_extra(a)?;
        let row = geometry::steps_from(self.layout, self.filled_mask(), spot);
        Some(StepsFrom { from: a, extra, row })
    }

    /// Steps between two places (M-T9): a dock is one step beyond its port.
    pub fn distance(&self, a: Place, b: Place) -> Option<u32> {
        self.steps_from(a)?.to(self, b)
    }

    /// District hexes sharing an edge with a hex (for big fire's adjacent removal, M-T19).
    pub fn adjacent_hexes(&self, h: usize) -> smallvec::SmallVec<[usize; 6]> {
        let Some(spot) = self.spot_of(Place::Hex(h)) else { return Default::default() };
        geometry::neighbours(self.layout, spot)
            .iter()
            .filter_map(|&s| match self.place_at(s) {
                Some(Place::Hex(x)) => Some(x),
                _ => None,
            })
            .collect()
    }

    // ---- the rules' changes ----

    /// A cube leaves hex `h` for the supply (M-T20, M-P9, D15). False, and nothing changes, when
    /// the hex has none.
    pub fn cube_to_supply(&mut self, h: usize) -> bool {
        if self.hexes[h].cubes == 0 {
            return false;
        }
        self.hexes[h].cubes -= 1;
        self.cubes += 1;
        self.debug_check();
        true
    }

    /// The plague spreads (M-R22): one cube from the supply on each hex of `targets`, or none at
    /// all when the supply cannot cover them all. Returns whether they were placed.
    pub fn plague(&mut self, targets: &[usize]) -> bool {
        if (self.cubes as usize) < targets.len() {
            return false;
        }
        for &h in targets {
            self.hexes[h].cubes += 1;
            self.cubes -= 1;
        }
        self.debug_check();
        true
    }

    /// The citizens waiting on hex `h` leave it (rescued, M-T13; taken by the plague, M-R20; by
    /// the automa, M-P8).
    pub fn take_citizens(&mut self, h: usize) -> Vec<Class> {
        std::mem::take(&mut self.hexes[h].citizens)
    }

    /// A citizen of `class` arrives on hex `h` (M-R21, M-S29).
    pub fn add_citizen(&mut self, h: usize, class: Class) {
        self.hexes[h].citizens.push(class);
    }

    /// `seat`'s repopulation tile on hex `h` (M-T57): one tile a hex. False, and nothing
    /// changes, when the hex has one.
    pub fn repopulate(&mut self, h: usize, seat: Seat) -> bool {
        if self.hexes[h].repop.is_some() {
            return false;
        }
        self.hexes[h].repop = Some(seat);
        true
    }

    /// The wheel turns one position (M-R19); returns the new position.
    pub fn turn_wheel(&mut self) -> usize {
        self.wheel = (self.wheel + 1) % data().rounds.wheel.len();
        self.wheel
    }

    /// Draws the top docking tile (M-R12); when the pile is used up, all four make a new pile,
    /// shuffled with `rng` (M-R14).
    pub fn draw_docking_tile(&mut self, rng: &mut GameRng) -> usize {
        if self.docking_pile.is_empty() {
            let mut pile: Vec<usize> = (0..data().city.docking_tiles.len()).collect();
            rng.shuffle(&mut pile);
            self.docking_pile = pile;
        }
        self.docking_pile.pop().expect("a docking tile")
    }

    /// The top ship of the stack arrives at the first of `docks` with a free space, with a cube
    /// if the supply has one (M-R13, M-R15, M-R16). Returns the ship and its dock; `None`, and
    /// nothing changes, when the stack is empty or no dock has room.
    pub fn arrive_ship(&mut self, docks: &[usize]) -> Option<(usize, usize)> {
        let &ship = self.ship_stack.last()?;
        let (k, slot) = docks.iter().find_map(|&k| self.docks[k].iter().position(Option::is_none).map(|s| (k, s)))?;
        self.ship_stack.pop();
        let cube = self.cubes > 0;
        if cube {
            self.cubes -= 1;
        }
        self.docks[k][slot] = Some(Docked { ship, cube });
        self.debug_check();
        Some((ship, k))
    }

    /// The cube of docked ship `ship` goes back to the supply, fought or declined (M-T39). False,
    /// and nothing changes, when it carries none.
    pub fn ship_cube_to_supply(&mut self, ship: usize) -> bool {
        let Some(s) = self.docks.iter_mut().flatten().flatten().find(|s| s.ship == ship && s.cube) else {
            return false;
        };
        s.cube = false;
        self.cubes += 1;
        self.debug_check();
        true
    }

    /// Ship `ship` leaves its dock (taken, M-T40, M-P8); a cube still on it goes back to the
    /// supply. `None`, and nothing changes, when it is not docked.
    pub fn take_ship(&mut self, ship: usize) -> Option<Docked> {
        let slot = self.docks.iter_mut().flatten().find(|s| s.is_some_and(|s| s.ship == ship))?;
        let docked = slot.take().expect("a docked ship");
        if docked.cube {
            self.cubes += 1;
        }
        self.debug_check();
        Some(docked)
    }

    /// The top hex of the expansion stack goes to the first free location from `port` (M-R17);
    /// when every location is filled it leaves the stack all the same. Returns the hex placed.
    pub fn expand(&mut self, port: usize) -> Option<usize> {
        let hex = self.expansion_stack.pop()?;
        let x = data().next_expansion(port, &self.filled())?;
        self.expansions[x] = Some(hex);
        self.debug_check();
        Some(hex)
    }

    /// The face-down tiles of pile `p`, for search to deal anew in another order (their number
    /// cannot change).
    pub(crate) fn pile_mut(&mut self, p: Pile) -> &mut [usize] {
        match p {
            Pile::Expansions => &mut self.expansion_stack,
            Pile::Ships => &mut self.ship_stack,
            Pile::Docking => &mut self.docking_pile,
        }
    }

    // ---- scenario set-up ----

    /// Scenario set-up: the wheel at position `w`.
    pub fn set_wheel(&mut self, w: usize) -> Result<(), String> {
        if w >= data().rounds.wheel.len() {
            return Err("no such wheel position".into());
        }
        self.wheel = w;
        Ok(())
    }

    /// Scenario set-up: `n` cubes on hex `h`, from or back to the supply (M-S7).
    pub fn set_cubes(&mut self, h: usize, n: u8) -> Result<(), String> {
        let have = self.hexes[h].cubes;
        if n > have + self.cubes {
            return Err(format!("not enough plague cubes for {n} on {}", data().city.hexes[h].id));
        }
        self.cubes = self.cubes + have - n;
        self.hexes[h].cubes = n;
        self.debug_check();
        Ok(())
    }

    /// Scenario set-up: the citizens waiting on hex `h`.
    pub fn set_citizens(&mut self, h: usize, citizens: Vec<Class>) {
        self.hexes[h].citizens = citizens;
    }

    /// Scenario set-up: hex `h` from the expansion stack (if it is there) to location `x`.
    pub fn set_expansion(&mut self, x: usize, h: usize) -> Result<(), String> {
        if x >= self.expansions.len() {
            return Err("no such expansion location".into());
        }
        if self.slots.contains(&h) || self.expansions.contains(&Some(h)) {
            return Err(format!("{} is already in the city", data().city.hexes[h].id));
        }
        self.expansion_stack.retain(|&e| e != h);
        self.expansions[x] = Some(h);
        self.debug_check();
        Ok(())
    }

    /// Scenario set-up: `t` is the top of pile `p` (for docking tiles, it joins the pile if it is
    /// not in it, as a drawn tile may be put back).
    pub fn to_top(&mut self, p: Pile, t: usize) -> Result<(), String> {
        let pile = match p {
            Pile::Expansions => &mut self.expansion_stack,
            Pile::Ships => &mut self.ship_stack,
            Pile::Docking => &mut self.docking_pile,
        };
        match pile.iter().position(|&x| x == t) {
            Some(i) => {
                pile.remove(i);
            }
            None if p == Pile::Docking => {}
            None if p == Pile::Ships => return Err("that ship is not in the stack".into()),
            None => return Err("that hex is not in the expansion stack".into()),
        }
        pile.push(t);
        Ok(())
    }

    /// Scenario set-up: an empty docking pile (the next draw makes a new one, M-R14).
    pub fn empty_docking_pile(&mut self) {
        self.docking_pile.clear();
    }

    /// Scenario set-up: every ship of dock `k` back to the bottom of the stack, its cube to the
    /// supply.
    pub fn clear_dock(&mut self, k: usize) {
        for slot in self.docks[k].iter_mut() {
            if let Some(s) = slot.take() {
                self.ship_stack.insert(0, s.ship);
                if s.cube {
                    self.cubes += 1;
                }
            }
        }
        self.debug_check();
    }

    /// Scenario set-up: ship `ship` from the stack to space `i` of dock `k`, with a cube from the
    /// supply if `cube`.
    pub fn dock_from_stack(&mut self, k: usize, i: usize, ship: usize, cube: bool) -> Result<(), String> {
        if self.docks[k].get(i).is_none_or(Option::is_some) {
            return Err("that dock space is taken or does not exist".into());
        }
        let pos = self.ship_stack.iter().position(|&x| x == ship).ok_or("that ship is not in the stack")?;
        if cube && self.cubes == 0 {
            return Err("no plague cube left for the ship".into());
        }
        self.ship_stack.remove(pos);
        if cube {
            self.cubes -= 1;
        }
        self.docks[k][i] = Some(Docked { ship, cube });
        self.debug_check();
        Ok(())
    }

    /// Scenario set-up: ship `ship` leaves the stack (a player owns it); false when it is not
    /// there.
    pub fn remove_from_stack(&mut self, ship: usize) -> bool {
        let before = self.ship_stack.len();
        self.ship_stack.retain(|&x| x != ship);
        self.ship_stack.len() != before
    }

    /// Every cube of the city: the supply, the hexes and the ships (constant, M-S7).
    fn total_cubes(&self) -> u32 {
        self.cubes as u32 + self.cubes_on_hexes() + self.cubes_on_ships()
    }

    /// No hex in two places, no ship in two places, and no more cubes than the largest supply
    /// (debug builds).
    fn debug_check(&self) {
        if cfg!(debug_assertions) {
            let d = data();
            let mut hexes: Vec<usize> = self.slots.clone();
            hexes.extend(self.expansions.iter().flatten());
            hexes.extend(&self.expansion_stack);
            let n = hexes.len();
            hexes.sort_unstable();
            hexes.dedup();
            debug_assert_eq!(hexes.len(), n, "a hex in two places: {self:?}");
            let mut ships: Vec<usize> = self.ship_stack.clone();
            ships.extend(self.docked().map(|s| s.ship));
            let n = ships.len();
            ships.sort_unstable();
            ships.dedup();
            debug_assert_eq!(ships.len(), n, "a ship in two places: {self:?}");
            let most = super::data::PLAYER_COUNTS.filter_map(|p| d.cubes_for(p)).max().unwrap_or(0) as u32;
            debug_assert!(self.total_cubes() <= most, "more cubes than the game has: {self:?}");
        }
    }
}

/// The steps from one place to every spot of the city (see [`City::steps_from`]).
pub struct StepsFrom {
    from: Place,
    extra: u32,
    row: &'static [u8],
}

impl StepsFrom {
    /// Steps to `b`, if it is in the city and can be reached.
    pub fn to(&self, city: &City, b: Place) -> Option<u32> {
        let (spot, extra) = city.spot_and_extra(b)?;
        self.to_index(b, geometry::spot_index(city.layout(), spot), extra)
    }

    /// Steps to `b`, found at the spot of [`geometry::spot_index`] `index` and `extra` steps
    /// beyond it.
    #[inline]
    pub fn to_index(&self, b: Place, index: usize, extra: u32) -> Option<u32> {
        if self.from == b {
            return Some(0);
        }
        let d = self.row[index];
        (d != geometry::UNREACHABLE).then(|| d as u32 + self.extra + extra)
    }
}

/// Where each district hex lies in the city, by hex, as the [`geometry::spot_index`] of its
/// spot (see [`City::hex_spots`]).
pub(crate) struct HexSpots {
    spots: [u8; HexSpots::MAX],
    hexes: u8,
}

impl HexSpots {
    const OUT: u8 = u8::MAX;
    const MAX: usize = MAX_HEXES;

    /// The index of hex `h`'s spot, if it is in the city.
    #[inline]
    pub fn index(&self, h: usize) -> Option<usize> {
        self.spots.get(h).filter(|&&i| i != Self::OUT).map(|&i| i as usize)
    }

    /// The hexes in the city, in the order of their numbers.
    pub fn hexes(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.hexes as usize).filter(|&h| self.spots[h] != Self::OUT)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 4-player city: start hexes 0 to `slots - 1`, the rest in the expansion stack, 24 cubes.
    fn city() -> City {
        let d = data();
        let layout = d.city.layouts.iter().position(|l| l.players.contains(&4)).expect("a 4-player layout");
        let slots: Vec<usize> = (0..d.city.layouts[layout].slots.len()).collect();
        let stack: Vec<usize> = (slots.len()..d.city.hexes.len()).collect();
        let cubes = d.cubes_for(4).expect("M-S7");
        City::new(layout, slots, stack, cubes, 0, vec![0, 1, 2, 3], (0..d.tiles.ships.len()).collect())
    }

    fn total(c: &City) -> u32 {
        c.total_cubes()
    }

    /// M-S7, M-R22, M-T20: cubes move between the supply and the hexes, never made or lost; the
    /// plague places on every target or on none when the supply is short.
    #[test]
    fn m_s7_m_r22_cubes_move_all_or_nothing() {
        let mut c = city();
        assert_eq!((c.supply(), total(&c)), (24, 24), "M-S7: 24 cubes with 4 players");
        assert!(!c.cube_to_supply(0), "no cube on the hex: nothing changes");
        assert!(c.plague(&[0, 1, 1]));
        assert_eq!((c.hex(0).cubes, c.hex(1).cubes, c.supply()), (1, 2, 21));
        c.set_cubes(2, 21).unwrap();
        assert_eq!(c.supply(), 0);
        assert!(c.set_cubes(3, 1).is_err(), "no cube left for the scenario");
        assert!(!c.plague(&[0]), "M-R22: a short supply places none");
        assert_eq!(c.hex(0).cubes, 1, "a refused plague changes nothing");
        assert!(c.cube_to_supply(1));
        assert!(!c.plague(&[0, 3]), "M-R22: one cube for two hexes places none");
        assert!(c.plague(&[3]));
        assert_eq!((c.supply(), total(&c)), (0, 24), "M-S7: the cubes are conserved");
    }

    /// M-R13, M-R15, M-R16, M-T39, M-T40: a ship arrives with a cube while the supply has one;
    /// its cube goes back to the supply when fought, declined or taken with it.
    #[test]
    fn m_r15_ships_carry_cubes_from_the_supply() {
        let mut c = city();
        c.set_cubes(0, 23).unwrap();
        let top = *c.pile(Pile::Ships).last().unwrap();
        assert_eq!(c.arrive_ship(&[1, 2]), Some((top, 1)), "M-R13: the top ship at the first dock");
        assert!(c.ship_has_cube(top), "M-R15: with the last cube");
        let (second, _) = c.arrive_ship(&[1]).unwrap();
        assert!(!c.ship_has_cube(second), "M-R15: no cube left in the supply");
        assert_eq!(c.dock_of(second), Some(1));
        assert!(c.ship_cube_to_supply(top), "M-T39: the cube leaves the ship");
        assert!(!c.ship_cube_to_supply(top), "only once");
        assert_eq!(c.supply(), 1);
        assert_eq!(c.take_ship(top).map(|s| s.cube), Some(false), "M-T40: the ship leaves its dock");
        assert_eq!(c.dock_of(top), None);
        assert!(c.take_ship(top).is_none(), "a ship not docked is not taken");
        assert_eq!(total(&c), 24);
    }

    /// M-R16: a full dock sends the ship on; with no room anywhere the ship stays on the stack.
    #[test]
    fn m_r16_no_room_keeps_the_ship_on_the_stack() {
        let mut c = city();
        let room = c.docks()[0].len();
        for _ in 0..room {
            assert!(c.arrive_ship(&[0]).is_some());
        }
        let left = c.pile(Pile::Ships).len();
        assert_eq!(c.arrive_ship(&[0]), None, "dock full");
        assert_eq!(c.pile(Pile::Ships).len(), left, "the ship stays on the stack");
        assert_eq!(c.arrive_ship(&[0, 3]).map(|x| x.1), Some(3), "M-R16: the next dock with room");
    }

    /// M-R12, M-R14: docking tiles are drawn from the top; a used-up pile is made anew from all four.
    #[test]
    fn m_r14_a_used_up_docking_pile_is_made_anew() {
        let mut c = city();
        let mut rng = GameRng::new(1);
        let drawn: Vec<usize> = (0..4).map(|_| c.draw_docking_tile(&mut rng)).collect();
        assert_eq!(drawn, vec![3, 2, 1, 0]);
        assert!(c.pile(Pile::Docking).is_empty());
        let t = c.draw_docking_tile(&mut rng);
        let mut pile = c.pile(Pile::Docking).to_vec();
        pile.push(t);
        pile.sort_unstable();
        assert_eq!(pile, vec![0, 1, 2, 3], "M-R14: all four tiles");
    }

    /// M-R17: the top expansion hex fills the first free location from the port, and is then in
    /// play, next to the hexes it touches.
    #[test]
    fn m_r17_the_new_hex_is_in_play() {
        let mut c = city();
        let top = *c.pile(Pile::Expansions).last().unwrap();
        assert!(!c.in_play(Place::Hex(top)));
        assert_eq!(c.expand(0), Some(top));
        assert!(c.in_play(Place::Hex(top)));
        assert!(matches!(c.spot_of(Place::Hex(top)), Some(Spot::Expansion(_))));
        assert!(c.hexes_in_play().contains(&top));
        assert!(c.hex_spots().index(top).is_some());
        for x in c.adjacent_hexes(top) {
            assert!(c.adjacent_hexes(x).contains(&top), "adjacency is mutual");
        }
        assert!(c.set_expansion(1, top).is_err(), "a hex lies in one place only");
    }

    /// M-T9: a dock is one step beyond its port; a place is 0 steps from itself.
    #[test]
    fn m_t9_a_dock_is_one_step_beyond_its_port() {
        let c = city();
        let port = Place::Port(data().city.docks[0].port_idx);
        assert_eq!(c.distance(port, Place::Dock(0)), Some(1));
        assert_eq!(c.distance(Place::Dock(0), Place::Dock(0)), Some(0));
        let h = Place::Hex(c.slots()[0]);
        assert_eq!(c.distance(h, Place::Dock(0)), c.distance(h, port).map(|d| d + 1));
    }

    /// M-T13, M-R21, M-T57: citizens arrive and leave; one repopulation tile a hex.
    #[test]
    fn m_t57_one_repopulation_tile_a_hex() {
        let mut c = city();
        c.add_citizen(0, Class::ALL[0]);
        c.add_citizen(0, Class::ALL[1]);
        assert_eq!(c.take_citizens(0), vec![Class::ALL[0], Class::ALL[1]]);
        assert!(c.hex(0).citizens.is_empty());
        assert!(c.repopulate(0, 2));
        assert!(!c.repopulate(0, 1), "a second tile is refused");
        assert_eq!(c.hex(0).repop, Some(2));
    }

    /// Saved games keep their form: the part serializes to the fields `Messina` had, in order.
    #[test]
    fn saved_form_is_the_old_fields() {
        let json = serde_json::to_value(city()).unwrap();
        let keys: Vec<&String> = json.as_object().unwrap().keys().collect();
        let want = [
            "layout",
            "slots",
            "expansions",
            "hexes",
            "expansion_stack",
            "cubes",
            "wheel",
            "docking_pile",
            "docks",
            "ship_stack",
        ];
        let mut sorted = want.to_vec();
        sorted.sort_unstable();
        assert_eq!(keys, sorted, "serde_json's map sorts the keys");
        let text = serde_json::to_string(&city()).unwrap();
        // each top-level key after a comma (a hex's "cubes" comes first in its braces)
        let at = |i: usize, k: &str| text.find(&format!("{}\"{k}\":", if i == 0 { '{' } else { ',' })).unwrap();
        let order: Vec<usize> = want.iter().enumerate().map(|(i, k)| at(i, k)).collect();
        assert!(order.windows(2).all(|w| w[0] < w[1]), "the fields in their old order: {text}");
    }
}
