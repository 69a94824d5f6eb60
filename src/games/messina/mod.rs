//! Messina 1347 (1–4 players): the rules of `../shared/rules/messina-1347.md` as a pure engine.

pub mod data;
