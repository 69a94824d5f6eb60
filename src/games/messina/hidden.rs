//! Determinization for AI players: a complete state built from what every player may see.
//!
//! Messina has no secrets of one seat: what is hidden is hidden from everyone. That is the order
//! of the face-down stacks and piles (the expansion stack, M-S5; the ships, M-S10; the hut
//! upgrades, workshops and wagons under their face-up tiles, M-S11 to M-S13; the docking pile,
//! M-S9; the automa's solo tiles, M-P3), which tiles lie in them where some never come into play
//! (the wagon stack returned to the box unseen with 2 players, M-S12), and the seeded RNG.

use super::data::{data, Era, HexClass};
use super::state::{Messina, Pile, TileKind};
use crate::games::GameRng;
use std::collections::BTreeMap;

/// Tiles for the hidden places of one kind: `all` is every tile of the kind, `seen` the ones in
/// view (face up, owned, taken by the automa, out of the game); the others are shuffled per
/// `key` (what the back of a tile shows, or its stack) and dealt into `places` by key.
fn redeal(places: &mut [&mut usize], all: usize, seen: &[usize], key: impl Fn(usize) -> u32, rng: &mut GameRng) {
    let mut pools: BTreeMap<u32, Vec<usize>> = BTreeMap::new();
    for t in (0..all).filter(|t| !seen.contains(t)) {
        pools.entry(key(t)).or_default().push(t);
    }
    for pool in pools.values_mut() {
        rng.shuffle(pool);
    }
    for place in places.iter_mut() {
        let pool = pools.get_mut(&key(**place)).expect("a hidden tile has unseen tiles of its kind");
        **place = pool.pop().expect("as many unseen tiles as hidden places of each kind");
    }
}

impl Messina {
    /// A state that agrees with everything the players see, its hidden parts dealt anew with
    /// `rng`: each face-down stack and pile is refilled from the tiles of its kind not in view,
    /// listed in canonical order and shuffled, keeping what the backs show (hex class, ship
    /// tier, wagon number, workshop era and class); the RNG is reseeded from `rng`.
    ///
    /// The result depends on the state only through what the players see (and on `rng`).
    pub fn determinize(&self, rng: &mut GameRng) -> Messina {
        let d = data();
        let mut g = self.clone();
        let taken = self.automa.as_ref().map(|a| a.taken.clone()).unwrap_or_default();

        // the expansion stack: the hexes of its classes not yet in the city
        let in_play = self.city.hexes_in_play();
        let hex_class = |h: usize| match d.city.hexes[h].class {
            HexClass::A => 0,
            HexClass::B => 1,
            HexClass::C => 2,
        };
        redeal(
            &mut g.city.pile_mut(Pile::Expansions).iter_mut().collect::<Vec<_>>(),
            d.city.hexes.len(),
            &in_play,
            hex_class,
            rng,
        );

        // ships: the ones of this player count not docked, owned or taken, by tier
        let mut ships_seen: Vec<usize> = self.city.docks().iter().flatten().flatten().map(|s| s.ship).collect();
        ships_seen.extend(self.people.iter().flat_map(|p| p.estate.ships().iter().copied()));
        ships_seen.extend(&taken.ships);
        let players = self.players as u8;
        ships_seen.extend((0..d.tiles.ships.len()).filter(|s| !d.ships_for(players).contains(s)));
        redeal(
            &mut g.city.pile_mut(Pile::Ships).iter_mut().collect::<Vec<_>>(),
            d.tiles.ships.len(),
            &ships_seen,
            |s| d.tiles.ships[s].tier as u32,
            rng,
        );

        // hut upgrades under the face-up ones
        let mut huts_seen = self.tiles.face_up(TileKind::Huts);
        huts_seen.extend(self.people.iter().flat_map(|p| p.estate.huts().iter().filter_map(|h| h.upgrade)));
        huts_seen.extend(&taken.huts);
        redeal(&mut g.tiles.hidden_mut(TileKind::Huts), d.tiles.hut_upgrades.len(), &huts_seen, |_| 0, rng);

        // workshops under the face-up ones and in the late stacks, by era and class
        let mut workshops_seen = self.tiles.face_up(TileKind::Workshops);
        workshops_seen.extend(self.people.iter().flat_map(|p| p.estate.workshops().iter().map(|w| w.tile)));
        workshops_seen.extend(&taken.workshops);
        workshops_seen.extend(self.tiles.retired());
        let workshop_key = |w: usize| {
            let t = &d.tiles.workshops[w];
            (t.era == Era::Late) as u32 * 16 + t.class.index() as u32
        };
        let mut places = g.tiles.hidden_mut(TileKind::Workshops);
        redeal(&mut places, d.tiles.workshops.len(), &workshops_seen, workshop_key, rng);

        // wagons under the face-up ones, by the number on the back
        let mut wagons_seen = self.tiles.face_up(TileKind::Wagons);
        wagons_seen.extend(self.people.iter().flat_map(|p| p.estate.wagons().iter().map(|w| w.tile)));
        wagons_seen.extend(&taken.wagons);
        redeal(
            &mut g.tiles.hidden_mut(TileKind::Wagons),
            d.tiles.wagons.len(),
            &wagons_seen,
            |w| d.tiles.wagons[w].back as u32,
            rng,
        );

        // the docking pile: which tiles are left is public (M-S9), their order is not
        let drawn: Vec<usize> =
            (0..d.city.docking_tiles.len()).filter(|t| !self.city.pile(Pile::Docking).contains(t)).collect();
        redeal(
            &mut g.city.pile_mut(Pile::Docking).iter_mut().collect::<Vec<_>>(),
            d.city.docking_tiles.len(),
            &drawn,
            |_| 0,
            rng,
        );

        // the automa's pile: every solo tile not turned this round (M-P7, M-R26)
        if let (Some(a), Some(real)) = (g.automa.as_mut(), self.automa.as_ref()) {
            let turned: Vec<usize> = real.used.iter().chain(&real.skipped).copied().collect();
            redeal(&mut a.pile.iter_mut().collect::<Vec<_>>(), d.tiles.solo_tiles.len(), &turned, |_| 0, rng);
        }

        g.rng = GameRng::new(rng.below(usize::MAX) as u64);
        g
    }
}
