pub mod ai;
pub mod discord;
pub mod games;
pub mod i18n;
pub mod play;
pub mod render;
pub mod store;
pub mod table;
