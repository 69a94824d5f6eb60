//! The hex grid of §2.1: axial coordinates of pointy-top hexes, neighbours and screen positions.

use serde::Deserialize;

/// Axial coordinates of a pointy-top hex: `q` grows eastward, `r` southward (§2.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(from = "[i32; 2]")]
pub struct Axial {
    /// Column, growing eastward.
    pub q: i32,
    /// Row, growing southward.
    pub r: i32,
}

impl From<[i32; 2]> for Axial {
    fn from([q, r]: [i32; 2]) -> Self {
        Axial { q, r }
    }
}

/// The six neighbour directions of a pointy-top hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Direction {
    /// East `(+1, 0)`.
    E,
    /// North-east `(+1, -1)`.
    NE,
    /// North-west `(0, -1)`.
    NW,
    /// West `(-1, 0)`.
    W,
    /// South-west `(-1, +1)`.
    SW,
    /// South-east `(0, +1)`.
    SE,
}

impl Direction {
    /// All directions, counter-clockwise on screen starting east: E, NE, NW, W, SW, SE.
    pub const ALL: [Direction; 6] =
        [Direction::E, Direction::NE, Direction::NW, Direction::W, Direction::SW, Direction::SE];

    /// The `(dq, dr)` step of this direction (§2.1).
    pub fn offset(self) -> (i32, i32) {
        match self {
            Direction::E => (1, 0),
            Direction::W => (-1, 0),
            Direction::NE => (1, -1),
            Direction::NW => (0, -1),
            Direction::SE => (0, 1),
            Direction::SW => (-1, 1),
        }
    }
}

impl Axial {
    /// The neighbour in direction `dir`.
    pub fn neighbour(self, dir: Direction) -> Axial {
        let (dq, dr) = dir.offset();
        Axial { q: self.q + dq, r: self.r + dr }
    }

    /// The six neighbours, in [`Direction::ALL`] order.
    pub fn neighbours(self) -> [Axial; 6] {
        Direction::ALL.map(|d| self.neighbour(d))
    }

    /// Whether `other` shares an edge with this hex.
    pub fn is_adjacent(self, other: Axial) -> bool {
        self.neighbours().contains(&other)
    }

    /// Screen position of the centre, `x = √3·(q + r/2)`, `y = 1.5·r` (y down).
    pub fn screen(self) -> (f64, f64) {
        (3f64.sqrt() * (self.q as f64 + self.r as f64 / 2.0), 1.5 * self.r as f64)
    }
}
