//! The building tiles of the general supply (M-S11 to M-S13): the hut-upgrade, workshop and
//! wagon stacks, the late workshops set aside until round V, and the early workshops retired then
//! (M-R18). A part of the state with its fields private: a tile leaves a stack only from its face-up
//! top in play (M-T51 to M-T54, M-P8), the tiles change places only inside the part, and no tile is
//! ever in two places (checked in debug builds after each change).

use serde::{Deserialize, Serialize};

/// Which stacks of building tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TileKind {
    Huts,
    Workshops,
    Wagons,
}

/// The building tiles still in the general supply; each stack's top (face up) is its last element.
/// The serialized field names are those of the saved games (flattened into `Messina`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tiles {
    /// Hut-upgrade stacks.
    hut_stacks: Vec<Vec<usize>>,
    /// Workshop stacks of the current era, by class.
    workshop_stacks: Vec<Vec<usize>>,
    /// Late workshop stacks set aside until round V (M-S13, M-R18).
    late_stacks: Vec<Vec<usize>>,
    /// Early workshops still in the stacks at round V, out of the game (M-R18).
    #[serde(default)]
    retired_workshops: Vec<usize>,
    /// Wagon stacks (2, or 1 with 2 players and in solo, M-S12).
    wagon_stacks: Vec<Vec<usize>>,
}

impl Tiles {
    /// The stacks as dealt in setup (M-S11 to M-S13).
    pub fn new(
        hut_stacks: Vec<Vec<usize>>,
        workshop_stacks: Vec<Vec<usize>>,
        late_stacks: Vec<Vec<usize>>,
        wagon_stacks: Vec<Vec<usize>>,
    ) -> Tiles {
        let t = Tiles { hut_stacks, workshop_stacks, late_stacks, retired_workshops: Vec::new(), wagon_stacks };
        t.debug_check();
        t
    }

    fn stacks(&self, kind: TileKind) -> &[Vec<usize>] {
        match kind {
            TileKind::Huts => &self.hut_stacks,
            TileKind::Workshops => &self.workshop_stacks,
            TileKind::Wagons => &self.wagon_stacks,
        }
    }

    fn stacks_mut(&mut self, kind: TileKind) -> &mut Vec<Vec<usize>> {
        match kind {
            TileKind::Huts => &mut self.hut_stacks,
            TileKind::Workshops => &mut self.workshop_stacks,
            TileKind::Wagons => &mut self.wagon_stacks,
        }
    }

    /// The face-up tiles: each non-empty stack's top, in stack order.
    pub fn face_up(&self, kind: TileKind) -> Vec<usize> {
        self.stacks(kind).iter().filter_map(|s| s.last().copied()).collect()
    }

    /// Whether tile `t` is face up: the top of one of the stacks.
    pub fn is_face_up(&self, kind: TileKind, t: usize) -> bool {
        self.stacks(kind).iter().any(|s| s.last() == Some(&t))
    }

    /// The number of tiles in each stack.
    pub fn sizes(&self, kind: TileKind) -> Vec<usize> {
        self.stacks(kind).iter().map(Vec::len).collect()
    }

    /// The number of stacks.
    pub fn stack_count(&self, kind: TileKind) -> usize {
        self.stacks(kind).len()
    }

    /// Every tile of the stacks, stack by stack, each from the bottom to the face-up top.
    pub fn all(&self, kind: TileKind) -> Vec<usize> {
        self.stacks(kind).concat()
    }

    /// The stacks, each from the bottom to the face-up top.
    pub fn stacks_of(&self, kind: TileKind) -> &[Vec<usize>] {
        self.stacks(kind)
    }

    /// The late workshops still set aside, stack by stack (empty from round V, M-R18).
    pub fn late(&self) -> &[Vec<usize>] {
        &self.late_stacks
    }

    /// The early workshops retired at round V (M-R18).
    pub fn retired(&self) -> &[usize] {
        &self.retired_workshops
    }

    /// Takes face-up tile `t` (built, M-T51 to M-T54). Returns `None` when `t` is not face up,
    /// else whether a tile turned face up under it (which the players saw: it cannot be undone).
    #[must_use]
    pub fn take_top(&mut self, kind: TileKind, t: usize) -> Option<bool> {
        let s = self.stacks_mut(kind).iter_mut().find(|s| s.last() == Some(&t))?;
        s.pop();
        Some(!s.is_empty())
    }

    /// Takes the top of the first non-empty stack (the automa's wagon, M-P8).
    pub fn take_first_top(&mut self, kind: TileKind) -> Option<usize> {
        self.stacks_mut(kind).iter_mut().find_map(|s| s.pop())
    }

    /// Takes the top of stack `i`, if it holds a tile (the automa's workshop of a class, M-P8).
    pub fn take_top_of(&mut self, kind: TileKind, i: usize) -> Option<usize> {
        self.stacks_mut(kind).get_mut(i).and_then(|s| s.pop())
    }

    /// Takes every stack's top (the automa's hut upgrades, M-P8).
    pub fn take_every_top(&mut self, kind: TileKind) -> Vec<usize> {
        self.stacks_mut(kind).iter_mut().filter_map(|s| s.pop()).collect()
    }

    /// A rotation (M-T51): each stack's top goes to its bottom and the next tile turns face up.
    pub fn rotate(&mut self, kind: TileKind) {
        for s in self.stacks_mut(kind).iter_mut() {
            if let Some(top) = s.pop() {
                s.insert(0, top);
            }
        }
    }

    /// Round V (M-R18): the late workshops replace the early ones, which leave the game. Returns
    /// whether it happened now (once a game).
    pub fn start_late_era(&mut self) -> bool {
        if self.late_stacks.is_empty() {
            return false;
        }
        let early = std::mem::replace(&mut self.workshop_stacks, std::mem::take(&mut self.late_stacks));
        self.retired_workshops.extend(early.into_iter().flatten());
        self.debug_check();
        true
    }

    /// The stacks of a kind and, for workshops, the late stacks set aside.
    fn with_late_mut(&mut self, kind: TileKind) -> (&mut Vec<Vec<usize>>, &mut [Vec<usize>]) {
        match kind {
            TileKind::Huts => (&mut self.hut_stacks, &mut []),
            TileKind::Workshops => (&mut self.workshop_stacks, self.late_stacks.as_mut_slice()),
            TileKind::Wagons => (&mut self.wagon_stacks, &mut []),
        }
    }

    /// Every tile still to be drawn: under each face-up top, and the late workshops set aside
    /// (the hidden tiles a search redeals, M-S11 to M-S13).
    pub(crate) fn hidden_mut(&mut self, kind: TileKind) -> Vec<&mut usize> {
        let (stacks, late) = self.with_late_mut(kind);
        let under = stacks.iter_mut().flat_map(|s| s.iter_mut().rev().skip(1));
        under.chain(late.iter_mut().flatten()).collect()
    }

    /// The stack that holds tile `t` (the late workshops included), and where in it.
    fn find_mut(&mut self, kind: TileKind, t: usize) -> Option<(&mut Vec<usize>, usize)> {
        let (stacks, late) = self.with_late_mut(kind);
        stacks.iter_mut().chain(late.iter_mut()).find_map(|s| {
            let i = s.iter().position(|&x| x == t)?;
            Some((s, i))
        })
    }

    /// Scenario set-up: takes tile `t` from wherever it lies in the stacks (the late workshops
    /// included); false when no stack holds it.
    pub fn remove(&mut self, kind: TileKind, t: usize) -> bool {
        self.find_mut(kind, t).map(|(s, i)| s.remove(i)).is_some()
    }

    /// Scenario set-up: moves tile `t` to the top (face up) of the stack that holds it (a late
    /// workshop to the top of its late stack).
    pub fn to_top(&mut self, kind: TileKind, t: usize) -> Result<(), String> {
        let (s, i) = self.find_mut(kind, t).ok_or("that tile is not in a stack")?;
        s.remove(i);
        s.push(t);
        Ok(())
    }

    /// Scenario set-up: the stacks laid anew, each from the bottom to the top; they must hold
    /// exactly the tiles they hold now, in as many stacks.
    pub fn restack(&mut self, kind: TileKind, new: Vec<Vec<usize>>) -> Result<(), String> {
        let target = self.stacks_mut(kind);
        let mut a: Vec<usize> = target.iter().flatten().copied().collect();
        let mut b: Vec<usize> = new.iter().flatten().copied().collect();
        a.sort_unstable();
        b.sort_unstable();
        if a != b || new.len() != target.len() {
            return Err("the stacks must hold exactly the tiles they hold now".into());
        }
        *target = new;
        Ok(())
    }

    /// No tile in two places (debug builds).
    fn debug_check(&self) {
        if cfg!(debug_assertions) {
            for tiles in [self.all(TileKind::Huts), self.all(TileKind::Wagons)] {
                let mut sorted = tiles.clone();
                sorted.sort_unstable();
                sorted.dedup();
                debug_assert_eq!(sorted.len(), tiles.len(), "a tile in two places: {self:?}");
            }
            let mut w = self.all(TileKind::Workshops);
            w.extend(self.late_stacks.iter().flatten());
            w.extend(&self.retired_workshops);
            let n = w.len();
            w.sort_unstable();
            w.dedup();
            debug_assert_eq!(w.len(), n, "a workshop in two places: {self:?}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dealt() -> Tiles {
        Tiles::new(
            vec![vec![0, 1, 2], vec![3, 4]],
            vec![vec![10, 11], vec![12], vec![]],
            vec![vec![20, 21], vec![22], vec![23]],
            vec![vec![30, 31]],
        )
    }

    /// M-T51 to M-T54: only a face-up top is built; the tile under it turns face up.
    #[test]
    fn m_t51_only_the_face_up_top_is_taken() {
        let mut t = dealt();
        assert_eq!(t.face_up(TileKind::Huts), vec![2, 4]);
        assert_eq!(t.take_top(TileKind::Huts, 1), None, "a tile under the top is not built");
        assert_eq!(t.all(TileKind::Huts), vec![0, 1, 2, 3, 4], "a refused take changes nothing");
        assert_eq!(t.take_top(TileKind::Huts, 2), Some(true), "tile 1 turns face up");
        assert_eq!(t.face_up(TileKind::Huts), vec![1, 4]);
        assert_eq!(t.take_top(TileKind::Workshops, 12), Some(false), "the last tile of a stack");
        assert_eq!(t.face_up(TileKind::Workshops), vec![11]);
        assert_eq!(t.sizes(TileKind::Workshops), vec![2, 0, 0]);
    }

    /// M-T51: a rotation puts each top at its stack's bottom; the tiles stay the same.
    #[test]
    fn m_t51_rotation_turns_the_next_tile_face_up() {
        let mut t = dealt();
        t.rotate(TileKind::Huts);
        assert_eq!(t.stacks_of(TileKind::Huts), &[vec![2, 0, 1], vec![4, 3]]);
        assert_eq!(t.face_up(TileKind::Huts), vec![1, 3]);
    }

    /// M-R18: at round V the late workshops replace the early ones, once; the early leave the game.
    #[test]
    fn m_r18_late_workshops_replace_the_early_once() {
        let mut t = dealt();
        assert!(t.start_late_era());
        assert_eq!(t.stacks_of(TileKind::Workshops), &[vec![20, 21], vec![22], vec![23]]);
        assert_eq!(t.retired(), &[10, 11, 12]);
        assert!(t.late().is_empty());
        assert!(!t.start_late_era(), "only once");
        assert_eq!(t.retired(), &[10, 11, 12]);
    }

    /// M-P8: the automa takes tops: the first wagon, a class's workshop, every hut upgrade.
    #[test]
    fn m_p8_the_automa_takes_tops() {
        let mut t = dealt();
        assert_eq!(t.take_first_top(TileKind::Wagons), Some(31));
        assert_eq!(t.take_top_of(TileKind::Workshops, 2), None, "an empty stack gives nothing");
        assert_eq!(t.take_top_of(TileKind::Workshops, 1), Some(12));
        assert_eq!(t.take_every_top(TileKind::Huts), vec![2, 4]);
        assert_eq!(t.all(TileKind::Huts), vec![0, 1, 3]);
    }

    /// Search redeals what is hidden: every tile but the face-up tops, the late stacks included.
    #[test]
    fn hidden_tiles_are_those_under_the_tops() {
        let mut t = dealt();
        let mut hidden: Vec<usize> = t.hidden_mut(TileKind::Workshops).into_iter().map(|x| *x).collect();
        hidden.sort_unstable();
        assert_eq!(hidden, vec![10, 20, 21, 22, 23]);
        let hidden: Vec<usize> = t.hidden_mut(TileKind::Huts).into_iter().map(|x| *x).collect();
        assert_eq!(hidden, vec![1, 0, 3]);
    }

    /// Scenario set-up keeps the tiles: a restack must hold the same tiles, a tile moves to the top.
    #[test]
    fn set_up_keeps_the_tiles() {
        let mut t = dealt();
        assert!(t.restack(TileKind::Huts, vec![vec![0, 1, 2, 3], vec![4]]).is_ok());
        assert!(t.restack(TileKind::Huts, vec![vec![0, 1, 2], vec![3, 9]]).is_err(), "another tile");
        assert!(t.restack(TileKind::Huts, vec![vec![0, 1, 2, 3, 4]]).is_err(), "fewer stacks");
        assert!(t.to_top(TileKind::Workshops, 21).is_ok(), "a late workshop to its stack's top");
        assert_eq!(t.late()[0], vec![20, 21]);
        assert!(t.to_top(TileKind::Wagons, 99).is_err());
        assert!(t.remove(TileKind::Workshops, 22));
        assert!(!t.remove(TileKind::Workshops, 22), "once");
    }

    /// Saved games keep their form: the part serializes to the fields `Messina` had.
    #[test]
    fn saved_form_is_the_old_fields() {
        let json = serde_json::to_string(&dealt()).unwrap();
        assert_eq!(
            json,
            r#"{"hut_stacks":[[0,1,2],[3,4]],"workshop_stacks":[[10,11],[12],[]],"late_stacks":[[20,21],[22],[23]],"retired_workshops":[],"wagon_stacks":[[30,31]]}"#
        );
        let old = r#"{"hut_stacks":[],"workshop_stacks":[],"late_stacks":[],"wagon_stacks":[[1]]}"#;
        let t: Tiles = serde_json::from_str(old).unwrap();
        assert!(t.retired().is_empty(), "games saved before retired workshops load");
    }
}
