//! Images of games, drawn from their public views only (hidden information never reaches a picture).

pub mod canvas;
mod deflate;
mod dirty;
pub mod fit;
pub mod fonts;
pub mod layers;
pub mod marks;
pub mod messina;
pub mod palette;
pub mod par;
pub mod png;
pub mod pool;
pub mod quantize;
pub mod rattus;
mod text;
pub mod words;
