//! Value types shared by the engine's state and the public view: where a figure stands, a
//! citizen token, and a board side. The engine re-exports them from `state`; images read them
//! through `view`.

use super::data::Class;
use serde::{Deserialize, Serialize};

/// A place a lieutenant can stand: a district hex, a port, or a dock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place {
    Hex(usize),
    Port(usize),
    Dock(usize),
}

/// A citizen token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Citizen {
    pub class: Class,
    pub upgraded: bool,
}

impl Citizen {
    pub fn plain(class: Class) -> Citizen {
        Citizen { class, upgraded: false }
    }
}

/// Which side of a board is used.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    #[default]
    A,
    B,
}
