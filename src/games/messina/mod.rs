//! Messina 1347 (2–4 players): the rules of `../shared/rules/messina-1347.md` as a pure engine.
//! A turn is a chain of small decisions, each a prompt with every legal choice.

pub mod action;
mod ai;
mod automa;
mod build;
pub mod changes;
mod city;
pub mod data;
mod discs;
mod effects;
mod estate;
mod events;
pub mod geometry;
mod heuristic;
mod hidden;
mod judged;
mod labels;
mod legal;
mod names;
mod order;
mod overseer;
mod pieces;
pub mod post;
mod purse;
mod repop;
mod retinue;
mod round;
mod rules;
pub mod scenario;
mod scoring;
mod scrolls;
mod setup;
pub mod state;
mod subs;
mod summary;
mod tiles;
mod turn;
pub mod view;
mod why;
mod work;

pub use action::Action;
pub use names::colour_key;
pub use scoring::Breakdown;
pub use state::{Messina, Options, Phase, Side};
pub use view::{AutomaView, CityView, RoundView, SupplyView, View};
pub use why::Now;

use crate::games::{Applied, Game, Msg, Prompt, RuleError, Seat, Standing};
use std::collections::BTreeMap;

impl Game for Messina {
    type Action = Action;
    type Options = Options;
    type View = View;

    const KIND: &'static str = "messina";
    const VERBS: &'static [&'static str] = action::VERBS;
    const MIN_PLAYERS: usize = data::MIN_PLAYERS;
    const MAX_PLAYERS: usize = data::MAX_PLAYERS;
    const PICTURES: &'static [&'static str] = &["city", "scoring"];
    const SEAT_PICTURE: Option<&'static str> = Some("estate");

    fn read_options(given: &[(String, String)]) -> Result<(Options, Option<usize>), Msg> {
        state::read_options(given)
    }

    fn option_words() -> Vec<(&'static str, Msg)> {
        ["players=N", "solo", "variant=base", "variant=advanced", "boards=a|b", "scrolls=a|b", "priority_tile=on"]
            .into_iter()
            .map(|w| {
                let key = w.split(['=', '|']).collect::<Vec<_>>().join("-").replace('_', "-").to_lowercase();
                // the player range as the rules give it (`players=N`)
                (
                    w,
                    Msg::new(format!("options.messina.{key}"))
                        .num("min", Self::MIN_PLAYERS)
                        .num("max", Self::MAX_PLAYERS),
                )
            })
            .collect()
    }

    fn new(options: &Options, players: usize, seed: u64) -> Result<Self, RuleError> {
        Messina::setup(players, options.clone(), seed)
    }

    fn prompt(&self) -> Option<Prompt> {
        let seat = self.to_act()?;
        Some(Prompt {
            seat,
            ask: self.ask(),
            choices: self.legal_actions().into_iter().map(|a| self.choice(a)).collect(),
        })
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Applied, RuleError> {
        self.act(seat, *action)
    }

    fn standings(&self) -> Option<Vec<Standing>> {
        matches!(self.phase, Phase::Over).then(|| self.final_standings())
    }

    fn view(&self, _viewer: Option<Seat>) -> View {
        self.view_for()
    }

    fn facts(&self) -> BTreeMap<String, String> {
        self.fact_map()
    }

    fn turn_post(&self, lines: Vec<Msg>) -> Vec<Msg> {
        post::condense(lines)
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

    /// The next other seat in the round's turn order with a lieutenant left to use (M-T2) whose
    /// turn, begun now, would ask them something (M-T35: a turn with only a recall left passes by
    /// itself); unknown in solo play (the automa's turns come between) and outside turns.
    fn next_turn(&self) -> Option<Seat> {
        let Phase::Turn(turn) = &self.phase else { return None };
        if self.solo() {
            return None;
        }
        // a seat whose turn would pass by itself (only a recall left, M-T35) is not the next to
        // decide: the one after it is
        let mut others = self.order.from_next().filter(|&s| s != turn.seat && self.people[s].retinue.has_unused());
        others.find(|&s| self.turn_would_ask(s))
    }

    fn seat_name(seat: Seat) -> Msg {
        Msg::new(colour_key(seat))
    }
}
