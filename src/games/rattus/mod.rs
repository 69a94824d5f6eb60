//! Rattus (2–4 players): the rules of `../shared/rules/rattus.md` as a pure engine.

pub mod action;
mod ai;
mod board;
mod cards;
pub mod changes;
pub mod data;
mod generate;
mod heuristic;
mod hidden;
mod knowledge;
mod labels;
mod legal;
mod plague;
mod progress;
mod rules;
pub mod scenario;
pub mod state;
mod summary;
pub mod view;
mod why;

pub use action::Action;
pub use generate::Legal;
pub use rules::{colour_key, region_key};
pub use state::{Phase, Rattus, COLOURS};
pub use view::View;
pub use why::Decision;

use crate::games::{Applied, Game, Msg, Prompt, RuleError, Seat, Standing};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Rattus has no options beyond the player count.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {}

impl Game for Rattus {
    type Action = Action;
    type Options = Options;
    type View = View;

    const KIND: &'static str = "rattus";
    const VERBS: &'static [&'static str] = action::VERBS;
    const MIN_PLAYERS: usize = data::MIN_PLAYERS;
    const MAX_PLAYERS: usize = data::MAX_PLAYERS;
    const PICTURES: &'static [&'static str] = &["board"];

    fn read_options(given: &[(String, String)]) -> Result<(Options, Option<usize>), Msg> {
        let mut players = None;
        for (k, v) in given {
            match k.trim().to_lowercase().as_str() {
                "players" => players = Some(crate::games::read_players::<Self>(v)?),
                _ => return Err(crate::games::unknown_option(k, v)),
            }
        }
        Ok((Options {}, players))
    }

    fn option_words() -> Vec<(&'static str, Msg)> {
        let range = Msg::new("options.rattus.players").num("min", Self::MIN_PLAYERS).num("max", Self::MAX_PLAYERS);
        vec![("players=N", range)]
    }

    fn new(_options: &Options, players: usize, seed: u64) -> Result<Self, RuleError> {
        Rattus::setup(players, seed)
    }

    fn prompt(&self) -> Option<Prompt> {
        let seat = self.to_act()?;
        Some(Prompt { seat, ask: self.ask(), choices: self.legal_actions().iter().map(|&a| self.choice(a)).collect() })
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Applied, RuleError> {
        self.act(seat, *action)
    }

    fn standings(&self) -> Option<Vec<Standing>> {
        if !matches!(self.phase(), Phase::Over { .. }) {
            return None;
        }
        Some(
            self.ranking()
                .into_iter()
                .enumerate()
                .map(|(i, seat)| {
                    let regions: u32 = self.board.regions().iter().map(|r| r.cubes[seat] as u32).sum();
                    Standing {
                        seat,
                        place: i + 1,
                        score: self.cubes_on_board(seat) as i64,
                        breakdown: vec![
                            ("regions".into(), regions as i64),
                            ("palace".into(), self.board.palace()[seat] as i64),
                        ],
                    }
                })
                .collect(),
        )
    }

    fn view(&self, viewer: Option<Seat>) -> View {
        self.view_for(viewer)
    }

    fn facts(&self) -> BTreeMap<String, String> {
        self.fact_map()
    }

    fn private_notes(&self, seat: Seat) -> Vec<Msg> {
        self.witch_notes(seat)
    }

    fn summary(&self, viewer: Option<Seat>) -> Vec<Msg> {
        self.summary_lines(viewer)
    }

    fn brief(&self, _viewer: Option<Seat>) -> Vec<Msg> {
        self.brief_lines()
    }

    fn players(&self) -> usize {
        self.players
    }

    /// Placement follows the snake order, then the start player begins (R-S10, R-S11, R-S13);
    /// turns go clockwise (R-T31); the final round counter-clockwise (R-E3), without the steps
    /// that would be skipped as things stand. The player placing twice in a row is followed by the
    /// next other player.
    fn next_turn(&self) -> Option<Seat> {
        let n = self.players;
        match self.phase() {
            Phase::Setup { step } => {
                let now = self.setup_seat(*step);
                // the start player places last and begins; after them the turns go clockwise
                let later = (step + 1..2 * n).map(|s| self.setup_seat(s));
                later.chain([self.progress.start_seat(), (self.progress.start_seat() + 1) % n]).find(|&s| s != now)
            }
            Phase::Turn(t) => Some((t.seat + 1) % n).filter(|&s| s != t.seat),
            // a final step with nothing to do but `end` is skipped (R-E3)
            Phase::Final { order, index, .. } => {
                let now = order.get(*index).copied();
                (index + 1..order.len()).find(|&k| Some(order[k]) != now && !self.final_step_idle(k)).map(|k| order[k])
            }
            Phase::Over { .. } => None,
        }
    }

    fn seat_name(seat: Seat) -> Msg {
        Msg::new(colour_key(seat))
    }
}
