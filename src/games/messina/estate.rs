//! A player's estate (M-S17, M-S21, M-T14, M-T15, M-T40, M-T53, M-T54, M-T57, M-T66 to M-T68,
//! M-R5, M-R25, M-A1, M-A5): the citizens on the sector squares, the quarantine huts, the
//! workshops, wagons and ships beside the board, and the advanced variant's side b with its
//! one-time squares. A part of the state with its fields private; its invariants are checked in
//! debug builds where a rule changes them: a square or a workshop holds one citizen, a hut holds
//! at most one citizen on slot I or II (M-T15), a hut takes one upgrade tile, a late workshop
//! rewards once (M-T66), a wagon is turned once a round (M-T57), a ship is taken once, and a
//! one-time square of the dealt side b is used once (M-A5).

use super::data::{data, Data};
use super::pieces::Citizen;
use serde::{Deserialize, Serialize};

/// Where one of a player's citizens is, for choices that name a citizen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CitizenAt {
    Square(usize),
    Workshop(usize),
    Hut(usize),
}

/// A quarantine hut (M-T15): one citizen at most, on slot I or II.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hut {
    pub upgrade: Option<usize>,
    pub citizen: Option<Citizen>,
    /// 1 or 2 while a citizen is there.
    pub slot: u8,
}

/// A workshop a player built.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnedWorkshop {
    pub tile: usize,
    pub citizen: Option<Citizen>,
    /// A late workshop gave its one-time reward and lies face down (M-T66).
    pub rewarded: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnedWagon {
    pub tile: usize,
    /// Turned face down for a repopulation this round (M-T57, M-R25).
    pub used: bool,
}

/// The estate's pieces. The field names are those of the saved games (read flattened into the
/// player; the player writes them in the saved order).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Estate {
    /// Citizens on the 18 sector squares, by square index.
    squares: Vec<Option<Citizen>>,
    /// The quarantine huts (4, M-T15).
    huts: Vec<Hut>,
    /// Workshops built, in the order built (M-T54).
    workshops: Vec<OwnedWorkshop>,
    /// Wagons taken, in the order taken (M-T54).
    wagons: Vec<OwnedWagon>,
    /// Ships taken, by index into the data's ships (M-T40).
    ships: Vec<usize>,
    /// Player board side b (advanced variant), by index into the data's b boards (M-A1).
    #[serde(default)]
    board_b: Option<usize>,
    /// One-time squares already used (advanced variant, M-A5).
    #[serde(default)]
    once_used: Vec<usize>,
}

impl Estate {
    /// The estate as set up (M-S17, M-S21): empty squares and huts, side a, nothing beside it.
    pub fn new(d: &Data) -> Estate {
        Estate {
            squares: vec![None; d.estate.squares.len()],
            huts: vec![Hut::default(); d.estate.huts.len()],
            workshops: Vec::new(),
            wagons: Vec::new(),
            ships: Vec::new(),
            board_b: None,
            once_used: Vec::new(),
        }
    }

    // ---- what the players see ----

    /// The citizens on the sector squares, by square index.
    #[inline]
    pub fn squares(&self) -> &[Option<Citizen>] {
        &self.squares
    }

    /// The citizen on square `s`, if any (none on a square that does not exist).
    #[inline]
    pub fn square(&self, s: usize) -> Option<Citizen> {
        self.squares.get(s).copied().flatten()
    }

    #[inline]
    pub fn huts(&self) -> &[Hut] {
        &self.huts
    }

    #[inline]
    pub fn workshops(&self) -> &[OwnedWorkshop] {
        &self.workshops
    }

    #[inline]
    pub fn wagons(&self) -> &[OwnedWagon] {
        &self.wagons
    }

    /// Ships taken, by index into the data's ships.
    #[inline]
    pub fn ships(&self) -> &[usize] {
        &self.ships
    }

    /// Player board side b, by index into the data's b boards (M-A1); `None` on side a.
    #[inline]
    pub fn board_b(&self) -> Option<usize> {
        self.board_b
    }

    /// One-time squares already used (M-A5).
    #[inline]
    pub fn once_used(&self) -> &[usize] {
        &self.once_used
    }

    /// Whether one-time square `s` was used (M-A5).
    #[inline]
    pub fn is_once_used(&self, s: usize) -> bool {
        self.once_used.contains(&s)
    }

    /// The citizen at `at`, if any (none where nothing exists).
    pub fn citizen(&self, at: CitizenAt) -> Option<Citizen> {
        match at {
            CitizenAt::Square(s) => self.square(s),
            CitizenAt::Workshop(w) => self.workshops.get(w).and_then(|w| w.citizen),
            CitizenAt::Hut(h) => self.huts.get(h).and_then(|h| h.citizen),
        }
    }

    /// Every citizen of the estate with where it is: squares, then workshops, then huts.
    pub fn citizens(&self) -> impl Iterator<Item = (CitizenAt, Citizen)> + '_ {
        let squares = self.squares.iter().enumerate().filter_map(|(s, c)| Some((CitizenAt::Square(s), (*c)?)));
        let workshops =
            self.workshops.iter().enumerate().filter_map(|(w, ws)| Some((CitizenAt::Workshop(w), ws.citizen?)));
        let huts = self.huts.iter().enumerate().filter_map(|(h, hut)| Some((CitizenAt::Hut(h), hut.citizen?)));
        squares.chain(workshops).chain(huts)
    }

    /// Whether a wagon is still face up this round (M-T57).
    #[inline]
    pub fn has_unused_wagon(&self) -> bool {
        self.wagons.iter().any(|w| !w.used)
    }

    // ---- what the rules do ----

    /// A citizen goes onto free square `s` (rescued, M-T14; leaving quarantine, M-R5).
    pub fn place(&mut self, s: usize, c: Citizen) {
        debug_assert!(self.squares[s].is_none(), "square {s} holds one citizen (M-T14)");
        self.squares[s] = Some(c);
    }

    /// A citizen goes into quarantine on slot I of empty hut `h` (M-T15).
    pub fn quarantine(&mut self, h: usize, c: Citizen) {
        let hut = &mut self.huts[h];
        debug_assert!(hut.citizen.is_none(), "hut {h} holds one citizen (M-T15)");
        hut.citizen = Some(c);
        hut.slot = 1;
    }

    /// After production every quarantined citizen moves on (M-R5): slot I to slot II, and slot
    /// II out of the hut. Returns those leaving, hut by hut.
    pub fn advance_quarantine(&mut self) -> smallvec::SmallVec<[Citizen; 4]> {
        let mut leaving = smallvec::SmallVec::new();
        for hut in &mut self.huts {
            match (hut.citizen, hut.slot) {
                (Some(c), 2) => {
                    hut.citizen = None;
                    hut.slot = 0;
                    leaving.push(c);
                }
                (Some(_), slot) => {
                    debug_assert_eq!(slot, 1, "a quarantined citizen is on slot I or II (M-T15)");
                    hut.slot = 2;
                }
                (None, _) => {}
            }
        }
        leaving
    }

    /// Takes the citizen at `at` out of the estate (given for a repopulation, M-T58).
    pub fn remove(&mut self, at: CitizenAt) -> Citizen {
        if let CitizenAt::Hut(h) = at {
            self.huts[h].slot = 0;
        }
        self.holder(at).take().unwrap_or_else(|| panic!("no citizen at {at:?} to take"))
    }

    /// Flips the citizen at `at` to its gold side (M-T32); returns it.
    pub fn upgrade(&mut self, at: CitizenAt) -> Citizen {
        let c = self.holder(at).as_mut().unwrap_or_else(|| panic!("no citizen at {at:?} to upgrade"));
        debug_assert!(!c.upgraded, "a citizen is upgraded once (M-T32)");
        c.upgraded = true;
        *c
    }

    /// The place that holds (or not) the citizen at `at`.
    fn holder(&mut self, at: CitizenAt) -> &mut Option<Citizen> {
        match at {
            CitizenAt::Square(s) => &mut self.squares[s],
            CitizenAt::Workshop(w) => &mut self.workshops[w].citizen,
            CitizenAt::Hut(h) => &mut self.huts[h].citizen,
        }
    }

    /// The citizen on square `s` moves into workshop `w` (M-T68); returns it.
    pub fn move_to_workshop(&mut self, s: usize, w: usize) -> Citizen {
        let c = self.squares[s].take().unwrap_or_else(|| panic!("no citizen on square {s} to move"));
        self.staff(w, c);
        c
    }

    /// A citizen enters empty workshop `w` of its class (M-T67).
    pub fn staff(&mut self, w: usize, c: Citizen) {
        let ws = &mut self.workshops[w];
        debug_assert!(ws.citizen.is_none(), "workshop {w} holds one citizen (M-T67)");
        debug_assert_eq!(data().tiles.workshops[ws.tile].class, c.class, "a workshop takes its own class (M-T67)");
        ws.citizen = Some(c);
    }

    /// Late workshop `w` gave its one-time reward and lies face down (M-T66).
    pub fn turn_rewarded(&mut self, w: usize) {
        let ws = &mut self.workshops[w];
        debug_assert!(!ws.rewarded, "a late workshop rewards once (M-T66)");
        ws.rewarded = true;
    }

    /// Hut-upgrade tile `tile` goes on hut `h`, which has none yet (M-T53).
    pub fn upgrade_hut(&mut self, h: usize, tile: usize) {
        debug_assert!(self.huts[h].upgrade.is_none(), "hut {h} takes one upgrade tile (M-T53)");
        self.huts[h].upgrade = Some(tile);
    }

    /// Workshop tile `tile` is built beside the board, empty (M-T54).
    pub fn build_workshop(&mut self, tile: usize) {
        debug_assert!(self.workshops.iter().all(|w| w.tile != tile), "workshop {tile} built twice");
        self.workshops.push(OwnedWorkshop { tile, citizen: None, rewarded: false });
    }

    /// Wagon tile `tile` is taken, face up (M-T54).
    pub fn take_wagon(&mut self, tile: usize) {
        debug_assert!(self.wagons.iter().all(|w| w.tile != tile), "wagon {tile} taken twice");
        self.wagons.push(OwnedWagon { tile, used: false });
    }

    /// One unused wagon is turned face down for a repopulation (M-T57); `false` if none was.
    pub fn turn_wagon(&mut self) -> bool {
        match self.wagons.iter_mut().find(|w| !w.used) {
            Some(w) => {
                w.used = true;
                true
            }
            None => false,
        }
    }

    /// Every wagon is turned face up again for the new round (M-R25).
    pub fn turn_wagons_up(&mut self) {
        for w in &mut self.wagons {
            w.used = false;
        }
    }

    /// Ship `ship` comes to the estate (M-T40); returns how many ships the player has.
    pub fn take_ship(&mut self, ship: usize) -> usize {
        debug_assert!(!self.ships.contains(&ship), "ship {ship} taken twice (M-T40)");
        self.ships.push(ship);
        self.ships.len()
    }

    /// The player plays side b board `b` (M-A1), dealt at setup.
    pub fn deal_board_b(&mut self, b: usize) {
        debug_assert!(self.board_b.is_none() && self.once_used.is_empty(), "a board is dealt once, at setup (M-A1)");
        self.board_b = Some(b);
    }

    /// The citizen on square `s` was activated: a one-time square of side b is covered for the
    /// rest of the game (M-A5). Returns whether it was one.
    pub fn use_square(&mut self, s: usize) -> bool {
        let Some(b) = self.board_b else { return false };
        if !data().estate.boards_b[b].once_squares().contains(&s) {
            return false;
        }
        debug_assert!(!self.once_used.contains(&s), "a one-time square is used once (M-A5)");
        self.once_used.push(s);
        true
    }

    // ---- positions written by hand (scenarios, tests) ----

    /// Puts `c` on square `s` (or empties it).
    pub fn set_square(&mut self, s: usize, c: Option<Citizen>) {
        self.squares[s] = c;
    }

    /// Sets hut `h`.
    pub fn set_hut(&mut self, h: usize, hut: Hut) {
        self.huts[h] = hut;
    }

    /// Sets the workshops built.
    pub fn set_workshops(&mut self, workshops: Vec<OwnedWorkshop>) {
        self.workshops = workshops;
    }

    /// Sets the wagons taken.
    pub fn set_wagons(&mut self, wagons: Vec<OwnedWagon>) {
        self.wagons = wagons;
    }

    /// Sets the board side: b board `b`, or side a.
    pub fn set_board_b(&mut self, b: Option<usize>) {
        self.board_b = b;
    }

    /// Sets the one-time squares used.
    pub fn set_once_used(&mut self, squares: Vec<usize>) {
        self.once_used = squares;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::messina::data::Class;

    fn estate() -> Estate {
        Estate::new(data())
    }

    fn square_of(class: Class) -> usize {
        data().estate.squares.iter().position(|s| s.class == class).unwrap()
    }

    /// A workshop tile of `class`.
    fn workshop_of(class: Class) -> usize {
        data().tiles.workshops.iter().position(|w| w.class == class).unwrap()
    }

    /// M-S21, M-T15: the estate starts empty, with 18 squares and 4 huts.
    #[test]
    fn m_s21_m_t15_starts_empty_with_18_squares_and_4_huts() {
        let e = estate();
        assert_eq!((e.squares().len(), e.huts().len()), (18, 4));
        assert!(e.squares().iter().all(Option::is_none) && e.huts().iter().all(|h| *h == Hut::default()));
        assert!(e.workshops().is_empty() && e.wagons().is_empty() && e.ships().is_empty());
        assert_eq!((e.board_b(), e.once_used()), (None, &[][..]));
    }

    /// M-T14: a rescued citizen stands on the square chosen; M-T14 again: one citizen a square.
    #[test]
    fn m_t14_a_citizen_takes_a_free_square() {
        let mut e = estate();
        let s = square_of(Class::Nun);
        e.place(s, Citizen::plain(Class::Nun));
        assert_eq!(e.square(s), Some(Citizen::plain(Class::Nun)));
        assert_eq!(e.citizen(CitizenAt::Square(s)), Some(Citizen::plain(Class::Nun)));
        assert_eq!(e.square(99), None);
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "holds one citizen (M-T14)")]
    fn m_t14_a_square_holds_one_citizen() {
        let mut e = estate();
        e.place(0, Citizen::plain(data().estate.squares[0].class));
        e.place(0, Citizen::plain(data().estate.squares[0].class));
    }

    /// M-T15, M-R5: a quarantined citizen goes on slot I, moves to slot II after one
    /// production, and leaves after the next.
    #[test]
    fn m_t15_m_r5_quarantine_slot_one_then_two_then_out() {
        let mut e = estate();
        let c = Citizen::plain(Class::Aristocrat);
        e.quarantine(2, c);
        assert_eq!((e.huts()[2].citizen, e.huts()[2].slot), (Some(c), 1));
        assert!(e.advance_quarantine().is_empty());
        assert_eq!(e.huts()[2].slot, 2);
        assert_eq!(e.advance_quarantine().as_slice(), &[c]);
        assert_eq!(e.huts()[2], Hut::default());
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "holds one citizen (M-T15)")]
    fn m_t15_a_hut_holds_one_citizen() {
        let mut e = estate();
        e.quarantine(0, Citizen::plain(Class::Nun));
        e.quarantine(0, Citizen::plain(Class::Nun));
    }

    /// M-T68, M-T67, M-T32: a square's citizen moves into an empty workshop of its class, is
    /// upgraded there and can be given away from it (M-T58).
    #[test]
    fn m_t68_m_t32_moves_into_a_workshop_and_is_upgraded() {
        let mut e = estate();
        let s = square_of(Class::Craftsman);
        let w = workshop_of(Class::Craftsman);
        e.build_workshop(w);
        e.place(s, Citizen::plain(Class::Craftsman));
        assert_eq!(e.move_to_workshop(s, 0), Citizen::plain(Class::Craftsman));
        assert_eq!((e.square(s), e.workshops()[0].citizen), (None, Some(Citizen::plain(Class::Craftsman))));
        assert!(e.upgrade(CitizenAt::Workshop(0)).upgraded);
        assert_eq!(e.remove(CitizenAt::Workshop(0)), Citizen { class: Class::Craftsman, upgraded: true });
        assert_eq!(e.citizen(CitizenAt::Workshop(0)), None);
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "a workshop takes its own class (M-T67)")]
    fn m_t67_a_workshop_takes_its_own_class() {
        let mut e = estate();
        e.build_workshop(workshop_of(Class::Craftsman));
        e.staff(0, Citizen::plain(Class::Nun));
    }

    /// M-T66: a late workshop turns face down once.
    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "rewards once (M-T66)")]
    fn m_t66_a_late_workshop_rewards_once() {
        let mut e = estate();
        e.build_workshop(0);
        e.turn_rewarded(0);
        assert!(e.workshops()[0].rewarded);
        e.turn_rewarded(0);
    }

    /// M-T53: a hut takes one upgrade tile.
    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "one upgrade tile (M-T53)")]
    fn m_t53_a_hut_takes_one_upgrade() {
        let mut e = estate();
        e.upgrade_hut(1, 0);
        assert_eq!(e.huts()[1].upgrade, Some(0));
        e.upgrade_hut(1, 1);
    }

    /// M-T57, M-R25: each wagon is turned once a round, and all face up again in the next.
    #[test]
    fn m_t57_m_r25_a_wagon_is_turned_once_a_round() {
        let mut e = estate();
        assert!(!e.has_unused_wagon() && !e.turn_wagon());
        e.take_wagon(0);
        e.take_wagon(1);
        assert!(e.turn_wagon() && e.turn_wagon());
        assert!(!e.has_unused_wagon() && !e.turn_wagon());
        e.turn_wagons_up();
        assert!(e.wagons().iter().all(|w| !w.used) && e.has_unused_wagon());
    }

    /// M-T40: ships are counted as they come (an even count gives an overseer advance).
    #[test]
    fn m_t40_ships_are_counted() {
        let mut e = estate();
        assert_eq!((e.take_ship(3), e.take_ship(1)), (1, 2));
        assert_eq!(e.ships(), &[3, 1]);
    }

    /// M-A5: activating a one-time square of the dealt side b covers it; other squares, and
    /// every square on side a, are not covered.
    #[test]
    fn m_a5_a_one_time_square_is_covered_once_used() {
        let mut a = estate();
        assert!((0..18).all(|s| !a.use_square(s)) && a.once_used().is_empty());
        let mut b = estate();
        b.deal_board_b(0);
        let once = data().estate.boards_b[0].once_squares();
        let other = (0..18).find(|s| !once.contains(s)).unwrap();
        assert!(!b.use_square(other));
        assert!(b.use_square(once[0]));
        assert!(b.is_once_used(once[0]) && !b.is_once_used(other));
        assert_eq!(b.once_used(), &[once[0]]);
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "used once (M-A5)")]
    fn m_a5_a_one_time_square_is_used_once() {
        let mut e = estate();
        e.deal_board_b(1);
        let s = data().estate.boards_b[1].once_squares()[0];
        e.use_square(s);
        e.use_square(s);
    }
}
