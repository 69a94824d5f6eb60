//! Images of games, drawn from their public views.
pub mod rattus;
