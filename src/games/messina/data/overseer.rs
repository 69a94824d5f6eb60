//! Overseer path spaces and branches (`boards.toml`, §10.3, §10.4; M-T43–M-T49).

use super::types::{Class, Pattern};
use super::{resolve, unique, Data};
use serde::Deserialize;
use std::collections::BTreeMap;

/// What a path space lets an arriving overseer activate, resolved to indices.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Reach {
    /// A start space: nothing.
    #[default]
    Nothing,
    /// P1: the two squares (indices into [`EstateData::squares`](super::EstateData::squares)).
    Squares(Vec<usize>),
    /// P2 (one area) or P3 (two areas): indices into [`EstateData::areas`](super::EstateData::areas).
    Areas(Vec<usize>),
    /// P4: any squares of all three sectors.
    Anywhere,
}

/// One of the 22 overseer path spaces (§10.3), the same on sides a and b.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PathSpace {
    /// `S.CR`, `T.CR`, `E.CR.a`, `K.CA`, `B.CA.4`, `CENTRE`, ...
    pub id: String,
    /// Where it is drawn.
    #[serde(rename = "where")]
    pub location: String,
    /// For a start space, whose start it is.
    #[serde(default)]
    pub start: Option<Class>,
    /// The pattern; `None` on start spaces.
    #[serde(default)]
    pub pattern: Option<Pattern>,
    /// Ids of the squares (P1) or areas (P2, P3) it touches; empty for start spaces and P4.
    #[serde(default)]
    pub touches: Vec<String>,
    /// P3 only: for each overseer class passing here, its matching area id (M-T49).
    #[serde(default)]
    pub p3_match: BTreeMap<Class, String>,
    /// `touches` resolved.
    #[serde(skip)]
    pub reach: Reach,
    /// `p3_match` resolved to area indices.
    #[serde(skip)]
    pub matching: Vec<(Class, usize)>,
}

impl PathSpace {
    /// P3: the area matching an overseer of `class` (M-T49).
    pub fn matching_area(&self, class: Class) -> Option<usize> {
        self.matching.iter().find(|m| m.0 == class).map(|m| m.1)
    }
}

/// Which way a branch turns, seen from the overseer looking outward from the centre.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The left branch.
    Left,
    /// The right branch.
    Right,
}

/// One branch of an overseer's path: spaces 1–6, space 6 being the centre (§10.4).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Branch {
    /// `CR>AR`: the overseer's class, then the sector the branch heads to.
    pub id: String,
    /// The overseer it belongs to.
    pub class: Class,
    /// The neighbouring sector it heads to.
    pub towards: Class,
    /// Left or right, seen from the centre.
    pub side: Side,
    /// Path space ids, spaces 1–6.
    pub path: Vec<String>,
    /// `path` resolved to indices into [`EstateData::path_spaces`](super::EstateData::path_spaces).
    #[serde(skip)]
    pub spaces: [usize; 6],
}

impl Data {
    /// The start space of an overseer.
    pub fn start_space(&self, class: Class) -> usize {
        self.estate
            .path_spaces
            .iter()
            .position(|s| s.start == Some(class))
            .expect("validated: every class has a start space")
    }

    /// The indices of the two branches of an overseer (into [`EstateData::branches`](super::EstateData::branches)).
    pub fn branches_of(&self, class: Class) -> smallvec::SmallVec<[usize; 2]> {
        (0..self.estate.branches.len()).filter(|&b| self.estate.branches[b].class == class).collect()
    }

    /// The 6 path spaces of branch `id` (`CR>AR`, ...) of the `class` overseer.
    pub fn branch(&self, class: Class, id: &str) -> Option<&[usize; 6]> {
        self.estate.branches.iter().find(|b| b.class == class && b.id == id).map(|b| &b.spaces)
    }

    /// The number (1–6) of `space` on either branch of the `class` overseer; 0 for its start.
    pub fn path_number(&self, class: Class, space: usize) -> Option<u8> {
        if self.estate.path_spaces[space].start == Some(class) {
            return Some(0);
        }
        self.branches_of(class)
            .into_iter()
            .find_map(|b| self.estate.branches[b].spaces.iter().position(|&s| s == space))
            .map(|i| i as u8 + 1)
    }

    /// The areas a path space touches (P1: the areas of its two squares; P4: all).
    pub fn areas_touched(&self, space: usize) -> Vec<usize> {
        match &self.estate.path_spaces[space].reach {
            Reach::Nothing => Vec::new(),
            Reach::Squares(sq) => {
                let mut a: Vec<usize> = sq.iter().map(|&s| self.estate.squares[s].area_idx).collect();
                a.dedup();
                a
            }
            Reach::Areas(a) => a.clone(),
            Reach::Anywhere => (0..self.estate.areas.len()).collect(),
        }
    }

    /// The squares whose citizens an overseer arriving on `space` may activate.
    pub fn squares_touched(&self, space: usize) -> Vec<usize> {
        match &self.estate.path_spaces[space].reach {
            Reach::Nothing => Vec::new(),
            Reach::Squares(sq) => sq.clone(),
            Reach::Areas(a) => a.iter().flat_map(|&a| self.estate.areas[a].squares.iter().copied()).collect(),
            Reach::Anywhere => (0..self.estate.squares.len()).collect(),
        }
    }
}

/// Resolves the path spaces' reach and the branches' spaces.
pub(super) fn link(d: &mut Data) -> Result<(), String> {
    for s in &mut d.estate.path_spaces {
        let areas = || -> Result<Vec<usize>, String> {
            s.touches.iter().map(|a| resolve(&d.estate.areas, a, |x| x.id.as_str(), &s.id)).collect()
        };
        s.reach = match s.pattern {
            None => Reach::Nothing,
            Some(Pattern::P1) => Reach::Squares(
                s.touches
                    .iter()
                    .map(|q| resolve(&d.estate.squares, q, |x| x.id.as_str(), &s.id))
                    .collect::<Result<_, _>>()?,
            ),
            Some(Pattern::P2 | Pattern::P3) => Reach::Areas(areas()?),
            Some(Pattern::P4) => Reach::Anywhere,
        };
        s.matching = s
            .p3_match
            .iter()
            .map(|(&c, a)| Ok((c, resolve(&d.estate.areas, a, |x| x.id.as_str(), &s.id)?)))
            .collect::<Result<_, String>>()?;
    }
    for b in &mut d.estate.branches {
        if b.path.len() != 6 {
            return Err(format!("branch {} must have 6 spaces", b.id));
        }
        for (i, id) in b.path.iter().enumerate() {
            b.spaces[i] = resolve(&d.estate.path_spaces, id, |x| x.id.as_str(), &b.id)?;
        }
    }
    Ok(())
}

fn check_space(d: &Data, s: &PathSpace) -> Result<(), String> {
    let bad = |why: &str| Err(format!("path space {}: {why}", s.id));
    let touches_none = s.touches.is_empty() && s.matching.is_empty();
    match (s.pattern, &s.reach) {
        (None, _) if s.start.is_none() || !touches_none => bad("a start space names its class and nothing else"),
        (Some(_), _) if s.start.is_some() => bad("a start space has no pattern"),
        (Some(Pattern::P1), Reach::Squares(q)) if q.len() != 2 || q[0] == q[1] || !s.matching.is_empty() => {
            bad("P1 touches two squares")
        }
        (Some(Pattern::P2), Reach::Areas(a)) if a.len() != 1 || !s.matching.is_empty() => bad("P2 touches one area"),
        (Some(Pattern::P3), Reach::Areas(a)) => {
            let classes: Vec<Class> = a.iter().map(|&a| d.estate.areas[a].sector).collect();
            let own = |&(c, area): &(Class, usize)| d.estate.areas[area].sector == c && a.contains(&area);
            if a.len() != 2 || classes[0] == classes[1] {
                bad("P3 touches two areas of different sectors")
            } else if s.matching.len() != 2 || !s.matching.iter().all(own) {
                bad("P3 must match each of its two classes to that class's area")
            } else {
                Ok(())
            }
        }
        (Some(Pattern::P4), _) if !touches_none => bad("the centre touches everything implicitly"),
        _ => Ok(()),
    }
}

/// Structural checks of the path spaces and branches.
pub(super) fn check(d: &Data) -> Result<(), String> {
    unique("path space", d.estate.path_spaces.iter().map(|s| s.id.as_str()))?;
    unique("branch", d.estate.branches.iter().map(|s| s.id.as_str()))?;
    for s in &d.estate.path_spaces {
        check_space(d, s)?;
    }
    for class in Class::ALL {
        if d.estate.path_spaces.iter().filter(|s| s.start == Some(class)).count() != 1 {
            return Err(format!("overseer {class} needs exactly one start space"));
        }
        let mine = d.branches_of(class);
        let mut sides: Vec<Side> = mine.iter().map(|&b| d.estate.branches[b].side).collect();
        sides.sort_by_key(|s| *s == Side::Right);
        if sides != [Side::Left, Side::Right] {
            return Err(format!("overseer {class} needs one left and one right branch"));
        }
        if d.estate.branches[mine[0]].spaces[0] != d.estate.branches[mine[1]].spaces[0] {
            return Err(format!("the branches of overseer {class} must share space 1"));
        }
    }
    for b in &d.estate.branches {
        if b.towards == b.class || b.id != format!("{}>{}", b.class, b.towards) {
            return Err(format!("branch {}: id must be <class>><neighbour>", b.id));
        }
        if b.path.iter().zip(&b.spaces).any(|(id, &s)| d.estate.path_spaces[s].id != *id) {
            return Err(format!("branch {}: resolved spaces disagree with the ids", b.id));
        }
        if b.spaces.iter().any(|&s| d.estate.path_spaces[s].start.is_some()) {
            return Err(format!("branch {} runs through a start space", b.id));
        }
        if d.estate.path_spaces[b.spaces[5]].pattern != Some(Pattern::P4) {
            return Err(format!("branch {} must end in the centre", b.id));
        }
    }
    for (i, s) in d.estate.path_spaces.iter().enumerate() {
        if s.start.is_none() && !d.estate.branches.iter().any(|b| b.spaces.contains(&i)) {
            return Err(format!("path space {} is on no branch", s.id));
        }
    }
    Ok(())
}
