//! A player's retinue (M-S17 to M-S20, M-T6, M-T30, M-T35, M-T43, M-T44, M-T57, M-T59, M-T60,
//! M-T72, M-T75, M-T8, M-T50, M-A2): the figures and markers that work for the player beside the
//! estate's pieces: the 5 lieutenants, the 3 overseers on their paths, the 3 scroll cubes on the
//! scroll board (side a, or the dealt side b), the repopulation tiles left, and the book actions
//! gained in production that wait for the next turn. A part of the state with its fields private;
//! its invariants are checked in debug builds where a rule changes them: a player always has the
//! same lieutenants, none ever leaves (a sacrificed one goes to the box and still counts, M-S17,
//! M-S18, M-T59); repopulation tiles never go below 0 (M-T60); a scroll cube stays within its
//! track (M-T30); an overseer never passes the centre and chooses its branch once (M-T44).

use super::data::{data, Class, Data, Term, TrackRef};
use super::pieces::Place;
use serde::{Deserialize, Serialize};

/// The centre is the 6th space; an overseer there never moves again (M-T44).
pub const CENTRE: u8 = 6;

/// An overseer on its path: position 0 is the start space, 6 the centre.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Overseer {
    pub pos: u8,
    /// The branch index (into the data's branches) once chosen (M-T44).
    pub branch: Option<usize>,
    pub upgraded: bool,
}

/// Where a lieutenant is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Lieutenant {
    /// Still in the general supply: gained only through the city book (M-S18).
    Supply,
    /// In the estate; `used` once recalled this round (M-T35).
    Estate { used: bool },
    /// In Messina: standing (used this round) or lying (from an earlier round) (M-T6, M-T8).
    Messina { at: Place, standing: bool },
    /// Sacrificed in a repopulation: out for good, but still owned (M-T59).
    Boxed,
}

impl Lieutenant {
    /// Whether it may still take a turn this round: in the estate unused, or lying in Messina.
    #[inline]
    pub fn unused(&self) -> bool {
        matches!(self, Lieutenant::Estate { used: false } | Lieutenant::Messina { standing: false, .. })
    }
}

/// The retinue's figures and markers. The field names are those of the saved games (read
/// flattened into the player; the player writes them in the saved order).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Retinue {
    /// Scroll cube levels, one per track (left, middle, right); 0 is the bottom space (M-S19).
    scroll: Vec<u8>,
    /// Overseers by class index (CR, AR, NU).
    overseers: Vec<Overseer>,
    /// The player's lieutenants, wherever they are (M-S17).
    lieutenants: Vec<Lieutenant>,
    /// Repopulation tiles still beside the board (M-T60).
    repop_left: u8,
    /// Book-space actions gained during production, usable next turn (M-T75).
    deferred: Vec<Term>,
    /// Scroll board side b (advanced variant), by index into the data's b scroll boards (M-A2).
    #[serde(default)]
    scroll_b: Option<usize>,
}

impl Retinue {
    /// As set up (M-S17 to M-S20): the scroll cubes on the bottom spaces, the overseers on their
    /// start spaces, 3 lieutenants in the estate and 2 in the general supply, every
    /// repopulation tile beside the board, side a of the scroll board.
    pub fn new(d: &Data) -> Retinue {
        let supply = &d.rounds.player_supply;
        Retinue {
            scroll: vec![0; 3],
            overseers: vec![Overseer::default(); 3],
            lieutenants: (0..supply.lieutenants)
                .map(|i| {
                    if i < supply.starting_lieutenants {
                        Lieutenant::Estate { used: false }
                    } else {
                        Lieutenant::Supply
                    }
                })
                .collect(),
            repop_left: supply.repopulation_tiles,
            deferred: Vec::new(),
            scroll_b: None,
        }
    }

    // ---- what the players see ----

    /// Scroll cube levels, one per track (left, middle, right).
    #[inline]
    pub fn scroll(&self) -> &[u8] {
        &self.scroll
    }

    /// Scroll board side b, by index into the data's b scroll boards (M-A2); `None` on side a.
    #[inline]
    pub fn scroll_b(&self) -> Option<usize> {
        self.scroll_b
    }

    /// The three scroll tracks, left to right.
    pub fn tracks(&self) -> smallvec::SmallVec<[TrackRef; 8]> {
        let d = data();
        match self.scroll_b {
            Some(b) => d.scrolls.boards_b[b].tracks.iter().copied().collect(),
            None => d.scrolls.side_a.iter().map(|t| TrackRef { kind: t.kind, book: None }).collect(),
        }
    }

    /// How many levels track `i` has (the cube tops out one below).
    fn track_levels(&self, i: usize) -> usize {
        let d = data();
        match self.scroll_b {
            Some(b) => d.track_type(d.scrolls.boards_b[b].tracks[i].kind).map(|t| t.values.levels()).unwrap_or(0),
            None => d.scrolls.side_a[i].values.len(),
        }
    }

    /// Whether the cube of track `i` can still move up (M-T30).
    #[inline]
    pub fn can_raise(&self, i: usize) -> bool {
        (self.scroll[i] as usize) + 1 < self.track_levels(i)
    }

    /// Overseers by class index (CR, AR, NU).
    #[inline]
    pub fn overseers(&self) -> &[Overseer] {
        &self.overseers
    }

    /// The overseer of `class`.
    #[inline]
    pub fn overseer(&self, class: Class) -> &Overseer {
        &self.overseers[class.index()]
    }

    /// The player's lieutenants, wherever they are.
    #[inline]
    pub fn lieutenants(&self) -> &[Lieutenant] {
        &self.lieutenants
    }

    /// Lieutenants owned: every figure not still in the general supply (M-T69).
    pub fn lieutenants_owned(&self) -> u32 {
        self.lieutenants.iter().filter(|l| !matches!(l, Lieutenant::Supply)).count() as u32
    }

    /// Lieutenants that may still take a turn this round, with their index.
    pub fn unused(&self) -> impl Iterator<Item = (usize, &Lieutenant)> {
        self.lieutenants.iter().enumerate().filter(|(_, l)| l.unused())
    }

    #[inline]
    pub fn has_unused(&self) -> bool {
        self.lieutenants.iter().any(Lieutenant::unused)
    }

    /// Repopulation tiles still beside the board (M-T60).
    #[inline]
    pub fn repop_left(&self) -> u8 {
        self.repop_left
    }

    /// Book-space actions gained during production, waiting for the next turn (M-T75).
    #[inline]
    pub fn deferred(&self) -> &[Term] {
        &self.deferred
    }

    // ---- what the rules do ----

    /// The scroll cube of track `i` moves one level up, never off its track (M-T30); returns
    /// the new level.
    pub fn raise_scroll(&mut self, i: usize) -> u8 {
        debug_assert!(self.can_raise(i), "the scroll cube of track {i} is at its top (M-T30)");
        self.scroll[i] += 1;
        self.scroll[i]
    }

    /// The overseer of `class` turns to its upgraded side, for good (M-T50).
    pub fn flip_overseer(&mut self, class: Class) {
        debug_assert!(!self.overseers[class.index()].upgraded, "an overseer is flipped once (M-T50)");
        self.overseers[class.index()].upgraded = true;
    }

    /// The overseer of `class` takes branch `b` on entering space 2 (M-T44), once.
    pub fn choose_branch(&mut self, class: Class, b: usize) {
        let o = &mut self.overseers[class.index()];
        debug_assert!(o.branch.is_none(), "an overseer chooses its branch once (M-T44)");
        o.branch = Some(b);
    }

    /// The overseer of `class` moves `steps` spaces, never past the centre (M-T44); returns the
    /// overseer where it lands.
    pub fn advance_overseer(&mut self, class: Class, steps: u8) -> &Overseer {
        let o = &mut self.overseers[class.index()];
        debug_assert!(o.branch.is_some() || o.pos + steps < 2, "a branch is chosen before space 2 (M-T44)");
        o.pos = (o.pos + steps).min(CENTRE);
        o
    }

    /// Lieutenant `lt` goes to `to` and stands there this round (M-T6).
    pub fn send(&mut self, lt: usize, to: Place) {
        debug_assert!(self.lieutenants[lt].unused(), "only an unused lieutenant moves (M-T6)");
        self.lieutenants[lt] = Lieutenant::Messina { at: to, standing: true };
    }

    /// Lieutenant `lt` is recalled to the estate, used for this round (M-T35).
    pub fn recall(&mut self, lt: usize) {
        debug_assert!(self.lieutenants[lt].unused(), "only an unused lieutenant is recalled (M-T35)");
        self.lieutenants[lt] = Lieutenant::Estate { used: true };
    }

    /// A new round: lieutenants in Messina lie down (M-T8), recalled ones are ready again (M-T35).
    pub fn new_round(&mut self) {
        for l in &mut self.lieutenants {
            match l {
                Lieutenant::Messina { standing, .. } => *standing = false,
                Lieutenant::Estate { used } => *used = false,
                _ => {}
            }
        }
    }

    /// One lieutenant comes from the general supply to the estate (M-T72); `false` if none is
    /// left there.
    pub fn gain_lieutenant(&mut self) -> bool {
        match self.lieutenants.iter_mut().find(|l| matches!(l, Lieutenant::Supply)) {
            Some(l) => {
                *l = Lieutenant::Estate { used: false };
                true
            }
            None => false,
        }
    }

    /// Unused lieutenant `lt` is sacrificed for a repopulation: into the box for good, still
    /// owned (M-T59).
    pub fn sacrifice(&mut self, lt: usize) {
        debug_assert!(self.lieutenants[lt].unused(), "only an unused lieutenant is sacrificed (M-T59)");
        self.lieutenants[lt] = Lieutenant::Boxed;
    }

    /// One repopulation tile goes onto a hex (M-T57); there is one left (M-T60).
    pub fn place_repop_tile(&mut self) {
        debug_assert!(self.repop_left > 0, "no repopulation tile left (M-T60)");
        self.repop_left -= 1;
    }

    /// Actions reached in production wait for the next turn (M-T75).
    pub fn defer(&mut self, terms: impl IntoIterator<Item = Term>) {
        self.deferred.extend(terms);
    }

    /// The waiting actions arrive in the action step (M-T75).
    pub fn take_deferred(&mut self) -> Vec<Term> {
        std::mem::take(&mut self.deferred)
    }

    /// After round VI the waiting actions are lost (M-T75).
    pub fn drop_deferred(&mut self) {
        self.deferred.clear();
    }

    /// The player plays side b scroll board `b` (M-A2), dealt at setup.
    pub fn deal_scroll_b(&mut self, b: usize) {
        debug_assert!(self.scroll_b.is_none(), "a scroll board is dealt once, at setup (M-A2)");
        self.scroll_b = Some(b);
    }

    // ---- positions written by hand (scenarios, tests) ----

    /// Puts the cube of track `i` on `level`: an error past the track's top.
    pub fn set_scroll(&mut self, i: usize, level: u8) -> Result<(), String> {
        if level as usize >= self.track_levels(i) {
            return Err(format!("scroll level {level} is past the track's top"));
        }
        self.scroll[i] = level;
        Ok(())
    }

    /// Sets the overseer of `class`.
    pub fn set_overseer(&mut self, class: Class, o: Overseer) {
        self.overseers[class.index()] = o;
    }

    /// Sets where each lieutenant is: as many as the player has (M-S17).
    pub fn set_lieutenants(&mut self, lts: Vec<Lieutenant>) -> Result<(), String> {
        if lts.len() != self.lieutenants.len() {
            return Err(format!("list all {} lieutenants", self.lieutenants.len()));
        }
        self.lieutenants = lts;
        Ok(())
    }

    /// Sets where lieutenant `lt` is.
    pub fn set_lieutenant(&mut self, lt: usize, l: Lieutenant) {
        self.lieutenants[lt] = l;
    }

    /// Sets the repopulation tiles left.
    pub fn set_repop_left(&mut self, n: u8) {
        self.repop_left = n;
    }

    /// Sets the scroll board side: b board `b`, or side a.
    pub fn set_scroll_b(&mut self, b: Option<usize>) {
        self.scroll_b = b;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn retinue() -> Retinue {
        Retinue::new(data())
    }

    /// M-S17 to M-S20: 5 lieutenants, 3 in the estate and 2 in the supply; the cubes at the
    /// bottom; the overseers on their start spaces; 5 repopulation tiles; side a.
    #[test]
    fn m_s17_to_m_s20_as_set_up() {
        let r = retinue();
        let estate = r.lieutenants().iter().filter(|l| **l == Lieutenant::Estate { used: false }).count();
        assert_eq!((r.lieutenants().len(), estate, r.lieutenants_owned()), (5, 3, 3));
        assert_eq!(r.scroll(), &[0, 0, 0]);
        assert!(r.overseers().iter().all(|o| *o == Overseer::default()));
        assert_eq!((r.repop_left(), r.scroll_b(), r.deferred()), (5, None, &[][..]));
        assert_eq!(r.unused().map(|(i, _)| i).collect::<Vec<_>>(), vec![0, 1, 2]);
    }

    /// M-T6, M-T35, M-T8: a sent lieutenant stands, a recalled one is used, and the next round
    /// lies the one down and readies the other.
    #[test]
    fn m_t6_m_t35_m_t8_send_recall_and_a_new_round() {
        let mut r = retinue();
        r.send(0, Place::Hex(3));
        r.recall(1);
        assert_eq!(r.unused().map(|(i, _)| i).collect::<Vec<_>>(), vec![2]);
        r.send(2, Place::Dock(1));
        assert!(!r.has_unused());
        r.new_round();
        assert_eq!(r.lieutenants()[0], Lieutenant::Messina { at: Place::Hex(3), standing: false });
        assert_eq!(r.lieutenants()[1], Lieutenant::Estate { used: false });
        assert_eq!(r.unused().count(), 3);
    }

    /// M-T72, M-S18: the city book brings the 2 supply lieutenants, and then no more.
    #[test]
    fn m_t72_m_s18_two_lieutenants_from_the_supply() {
        let mut r = retinue();
        assert!(r.gain_lieutenant() && r.gain_lieutenant());
        assert!(!r.gain_lieutenant());
        assert_eq!((r.lieutenants().len(), r.lieutenants_owned()), (5, 5));
    }

    /// M-T59: a sacrificed lieutenant goes to the box, is no longer usable, and still counts.
    #[test]
    fn m_t59_a_sacrificed_lieutenant_still_counts() {
        let mut r = retinue();
        r.sacrifice(1);
        assert_eq!(r.lieutenants()[1], Lieutenant::Boxed);
        assert_eq!((r.lieutenants_owned(), r.unused().count()), (3, 2));
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "only an unused lieutenant is sacrificed (M-T59)")]
    fn m_t59_a_standing_lieutenant_is_not_sacrificed() {
        let mut r = retinue();
        r.send(0, Place::Hex(0));
        r.sacrifice(0);
    }

    /// M-T60: the repopulation tiles run out, and never below 0.
    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "no repopulation tile left (M-T60)")]
    fn m_t60_repopulation_tiles_never_below_zero() {
        let mut r = retinue();
        for left in (0..5).rev() {
            r.place_repop_tile();
            assert_eq!(r.repop_left(), left);
        }
        r.place_repop_tile();
    }

    /// M-T30: a scroll cube climbs its track to the top and no further.
    #[test]
    fn m_t30_a_scroll_cube_stays_on_its_track() {
        let mut r = retinue();
        let top = r.track_levels(1) - 1;
        for level in 1..=top {
            assert!(r.can_raise(1));
            assert_eq!(r.raise_scroll(1), level as u8);
        }
        assert!(!r.can_raise(1) && r.can_raise(0));
        assert!(r.set_scroll(1, top as u8 + 1).is_err());
        assert!(r.set_scroll(1, 0).is_ok() && r.scroll()[1] == 0);
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "at its top (M-T30)")]
    fn m_t30_a_scroll_cube_never_leaves_its_track() {
        let mut r = retinue();
        for _ in 0..r.track_levels(2) {
            r.raise_scroll(2);
        }
    }

    /// M-A2, M-T30: a side b scroll board has its own tracks and their own heights.
    #[test]
    fn m_a2_a_side_b_scroll_board_has_its_tracks() {
        let d = data();
        let mut r = retinue();
        r.deal_scroll_b(0);
        assert_eq!(r.tracks().as_slice(), d.scrolls.boards_b[0].tracks.as_slice());
        let levels = d.track_type(d.scrolls.boards_b[0].tracks[0].kind).unwrap().values.levels();
        assert_eq!(r.track_levels(0), levels);
    }

    /// M-T44, M-T50: an overseer chooses its branch once, stops at the centre, and is flipped.
    #[test]
    fn m_t44_m_t50_an_overseer_stops_at_the_centre() {
        let mut r = retinue();
        assert_eq!(r.advance_overseer(Class::Nun, 1).pos, 1);
        r.choose_branch(Class::Nun, 4);
        assert_eq!(r.advance_overseer(Class::Nun, 2).pos, 3);
        assert_eq!(*r.advance_overseer(Class::Nun, 9), Overseer { pos: CENTRE, branch: Some(4), upgraded: false });
        r.flip_overseer(Class::Nun);
        assert!(r.overseer(Class::Nun).upgraded && !r.overseer(Class::Craftsman).upgraded);
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "chooses its branch once (M-T44)")]
    fn m_t44_a_branch_is_chosen_once() {
        let mut r = retinue();
        r.choose_branch(Class::Aristocrat, 0);
        r.choose_branch(Class::Aristocrat, 1);
    }

    /// M-T75: actions from production wait for the next turn, arrive once, and are lost after
    /// round VI.
    #[test]
    fn m_t75_deferred_actions_wait_for_the_next_turn() {
        let mut r = retinue();
        r.defer([Term::City, Term::Scroll]);
        assert_eq!(r.take_deferred(), vec![Term::City, Term::Scroll]);
        assert!(r.deferred().is_empty());
        r.defer([Term::Church]);
        r.drop_deferred();
        assert!(r.deferred().is_empty());
    }

    /// M-S17: a position written by hand lists every lieutenant.
    #[test]
    fn m_s17_every_lieutenant_is_listed() {
        let mut r = retinue();
        assert!(r.set_lieutenants(vec![Lieutenant::Boxed; 4]).is_err());
        assert!(r.set_lieutenants(vec![Lieutenant::Boxed; 5]).is_ok());
        assert_eq!(r.lieutenants_owned(), 5);
    }
}
