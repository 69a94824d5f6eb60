//! Images of games, drawn from their public views only (hidden information never reaches a picture).

pub mod canvas;
pub mod fonts;
pub mod messina;
pub mod palette;
pub mod rattus;
