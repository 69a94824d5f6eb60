//! Messina 1347 (2–4 players): the rules of `../shared/rules/messina-1347.md` as a pure engine.
//! A turn is a chain of small decisions, each a prompt with every legal choice.

pub mod action;
mod automa;
mod build;
pub mod data;
mod effects;
mod explain;
pub mod geometry;
mod heuristic;
mod hidden;
mod legal;
mod overseer;
mod repop;
mod round;
mod rules;
pub mod scenario;
mod scoring;
mod scrolls;
mod setup;
pub mod state;
mod summary;
mod turn;
pub mod view;
mod work;

pub use action::Action;
pub use effects::colour_key;
pub use scoring::Breakdown;
pub use state::{Messina, Options, Phase, Side};
pub use view::{AutomaView, View};

use crate::games::{Applied, Game, Msg, Prompt, RuleError, Seat, Standing};
use state::{Step, Sub};
use std::collections::BTreeMap;

impl Messina {
    fn ask(&self) -> Msg {
        let Some(seat) = self.to_act() else { return Msg::new("error.game-over") };
        let colour = colour_key(seat);
        let key = match &self.phase {
            Phase::Turn(t) => match (&t.step, &t.sub) {
                (Step::Lieutenant, _) => "lieutenant",
                (Step::Destination { .. }, _) => "destination",
                (Step::Rescue { quarantine: true, .. }, _) => "rescue-quarantine",
                (Step::Rescue { .. }, _) => "rescue",
                (Step::Fight, _) => "fight",
                (Step::ShipFight { .. }, _) => "ship-fight",
                (Step::Actions, None) => "actions",
                (Step::Actions, Some(sub)) => sub_ask(sub),
            },
            Phase::Production { work, .. } => match &work.sub {
                Some(sub) => sub_ask(sub),
                None if !work.produced => "production",
                None => "after-production",
            },
            Phase::Quarantine { .. } => "release",
            Phase::Over => "actions",
        };
        let mut m = Msg::new(format!("messina.ask.{key}"))
            .key("colour", colour)
            .num("round", self.round)
            .num("cost", self.round_info().fire_cost)
            .num("advance", self.advance_cost(seat));
        match &self.phase {
            Phase::Turn(t) => {
                if let Step::Rescue { queue, .. } = &t.step {
                    if let Some(c) = queue.first() {
                        m = m.key("class", turn::class_key(*c));
                    }
                }
                if let Some(state::Place::Hex(h)) = t.at {
                    m = m.num("cubes", self.hexes[h].cubes);
                }
                if let Some(Sub::Option { options }) = &t.sub {
                    let opts: Vec<Msg> = options
                        .iter()
                        .enumerate()
                        .map(|(i, o)| {
                            let text = o.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" + ");
                            Msg::new("messina.ask.option-item").num("n", i as i64 + 1).text("terms", text)
                        })
                        .collect();
                    m = m.list("options", opts);
                }
            }
            Phase::Quarantine { queue } => {
                if let Some((_, c)) = queue.first() {
                    m = m.key("class", turn::class_key(c.class));
                }
            }
            _ => {}
        }
        m
    }
}

fn sub_ask(sub: &Sub) -> &'static str {
    match sub {
        Sub::Option { .. } => "option",
        Sub::Overseer { .. } => "overseer",
        Sub::Branch { .. } => "branch",
        Sub::Steps { .. } => "steps",
        Sub::Activate { .. } => "activate",
        Sub::Build { .. } => "build",
        Sub::RotatePay { .. } => "rotate-pay",
        Sub::HutOn { .. } => "hut-on",
        Sub::Repop { needs, .. } if needs.is_empty() => "sacrifice",
        Sub::Repop { .. } => "give",
        Sub::UpgradeCitizen => "upgrade",
        Sub::Scroll => "scroll",
        Sub::BookChoice => "book",
        Sub::HexCopy => "copy",
        Sub::Staff { .. } => "staff",
    }
}

impl Game for Messina {
    type Action = Action;
    type Options = Options;
    type View = View;

    const KIND: &'static str = "messina";
    const MIN_PLAYERS: usize = 1;
    const MAX_PLAYERS: usize = 4;

    fn new(options: &Options, players: usize, seed: u64) -> Result<Self, RuleError> {
        Messina::setup(players, options.clone(), seed)
    }

    fn prompt(&self) -> Option<Prompt> {
        let seat = self.to_act()?;
        Some(Prompt { seat, ask: self.ask(), choices: self.legal_actions().iter().map(|a| a.to_string()).collect() })
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

    fn summary(&self, viewer: Option<Seat>) -> Vec<Msg> {
        self.summary_lines(viewer)
    }

    fn players(&self) -> usize {
        self.players
    }

    fn seat_name(seat: Seat) -> Msg {
        Msg::new(colour_key(seat))
    }
}
