//! Rules of thumb for AI players: what a position is worth to each player, in points (the score
//! if the game ended now, plus rough worths of what can still become points: resources,
//! citizens, workshops and huts that produce, lieutenants' turns to come, decisions still open),
//! and a score for each legal action (the worth of the position it leads to). Messina hides
//! nothing from one seat that another sees, so every seat judges the same way.

use super::action::Action;
use super::data::{data, ActionExpr, Era, Term};
use super::purse::Resource;
use super::state::{HexUse, Lieutenant, Messina, Phase, Place, Step, Sub};
use crate::games::Seat;

/// Rough worth of one decision term, in points.
fn term_value(t: Term) -> f64 {
    match t {
        Term::Coin(n) => n as f64,
        Term::Wood(n) => 0.8 * n as f64,
        Term::Fire(n) => n as f64,
        Term::BigFire(n) => 1.8 * n as f64,
        Term::Points(n) => n as f64,
        Term::City | Term::Church | Term::Book => 2.5,
        Term::Scroll => 2.0,
        Term::Overseer(_) => 2.0,
        Term::UpgradeOverseer => 1.0,
        Term::UpgradeAdvance => 2.5,
        Term::UpgradeCitizen => 0.8,
        Term::Build => 2.5,
        Term::Lieutenant => 4.0,
        Term::HexAction => 3.0,
        Term::Activate(n) => 1.5 * n as f64,
        Term::AutoShip | Term::AutoWagon | Term::AutoWorkshop(_) | Term::AutoHuts => 0.0,
    }
}

/// The worth of a printed action: its better option.
fn expr_value(e: &ActionExpr) -> f64 {
    e.options.iter().map(|o| o.iter().map(|&t| term_value(t)).sum::<f64>()).fold(0.0, f64::max)
}

/// What one lieutenant's turn is worth.
const TURN: f64 = 3.0;

impl Messina {
    /// Each player's final score as the rules of thumb expect it (the score once the game is over).
    pub fn outlook(&self) -> Vec<f64> {
        let b = self.breakdowns();
        (0..self.players)
            .map(|s| {
                let now = b[s].total as f64;
                if matches!(self.phase, Phase::Over) {
                    now
                } else {
                    now + self.potential(s)
                }
            })
            .collect()
    }

    /// Productions still to come for `seat`, this round's included if it has not produced yet.
    fn productions_left(&self, seat: Seat) -> f64 {
        let later = 6u8.saturating_sub(self.order.round()) as f64;
        let this = match &self.phase {
            Phase::Turn(_) => 1.0,
            Phase::Production { index, work } => {
                let pos = self.order.place_of(seat).unwrap_or(0);
                if pos > *index || (pos == *index && !work.produced) {
                    1.0
                } else {
                    0.0
                }
            }
            _ => 0.0,
        };
        later + this
    }

    /// What `seat` holds that is not yet points.
    fn potential(&self, seat: Seat) -> f64 {
        let d = data();
        let p = &self.people[seat];
        let later = 6u8.saturating_sub(self.order.round()) as f64;
        let prods = self.productions_left(seat);
        // resources score a third of a point at the end; while they can be used they are worth more
        let usable = (later / 2.0 + 0.5).min(1.0);
        let mut v = usable
            * (0.6 * p.held(Resource::Coins) as f64
                + 0.5 * p.held(Resource::Wood) as f64
                + 0.7 * p.held(Resource::Fire) as f64
                + 1.3 * p.held(Resource::BigFire) as f64);
        for c in p.estate.squares().iter().flatten() {
            v += usable * if c.upgraded { 1.8 } else { 1.5 };
        }
        for hut in p.estate.huts() {
            let output = hut.upgrade.map(|u| expr_value(&d.tiles.hut_upgrades[u].production)).unwrap_or(0.0);
            match hut.citizen {
                Some(_) => {
                    let stays = if hut.slot == 2 { 1.0 } else { 2.0 };
                    v += 0.8 * usable + output * prods.min(stays);
                }
                None => v += 0.3 * output * prods.min(2.0),
            }
        }
        for w in p.estate.workshops() {
            let tile = &d.tiles.workshops[w.tile];
            match w.citizen {
                Some(c) => {
                    if tile.era == Era::Early {
                        v += tile.production(c.upgraded).map(expr_value).unwrap_or(0.0) * prods;
                    }
                    if c.upgraded {
                        v += prods; // M-R3
                    }
                }
                None if tile.era == Era::Early => v += 0.4 * expr_value(&tile.output) * prods,
                None => v += 0.5 * expr_value(&tile.output) * usable,
            }
        }
        // turns to come: this round's unused lieutenants and every active one in later rounds
        let active =
            p.retinue.lieutenants().iter().filter(|l| !matches!(l, Lieutenant::Supply | Lieutenant::Boxed)).count();
        let unused = p.retinue.unused().count();
        v += TURN * (unused as f64 + active as f64 * later);
        let wagons = p.estate.wagons().iter().filter(|w| !w.used).count().min(p.retinue.repop_left() as usize);
        v += 1.5 * usable * wagons as f64;
        v += 0.9 * p.retinue.deferred().iter().map(|&t| term_value(t)).sum::<f64>();
        v + self.open_decisions(seat)
    }

    /// The worth of what the player to act has gained but not yet resolved.
    fn open_decisions(&self, seat: Seat) -> f64 {
        let d = data();
        let (pending, sub) = match &self.phase {
            Phase::Turn(t) if t.seat == seat => (&t.pending, &t.sub),
            Phase::Production { work, .. } if work.seat == seat => (&work.pending, &work.sub),
            _ => return 0.0,
        };
        let mut v: f64 = pending.iter().map(|&t| term_value(t)).sum();
        v += match sub {
            None => 0.0,
            Some(Sub::Option { options }) => {
                options.iter().map(|o| o.iter().map(|&t| term_value(t)).sum::<f64>()).fold(0.0, f64::max)
            }
            Some(Sub::Overseer { term }) => term_value(*term),
            Some(Sub::Branch { .. } | Sub::Steps { .. }) => 2.0,
            Some(Sub::Activate { buckets, .. }) => {
                let citizens = self.people[seat].estate.squares().iter().flatten().count();
                1.5 * buckets.iter().map(|(_, n)| *n as usize).sum::<usize>().min(citizens) as f64
            }
            Some(Sub::Build { .. } | Sub::RotatePay { .. }) => 2.5,
            Some(Sub::HutOn { tile }) => 0.5 + expr_value(&d.tiles.hut_upgrades[*tile].production),
            Some(Sub::Repop { hex, .. }) => d.city.hexes[*hex].vp as f64,
            Some(Sub::UpgradeCitizen) => 0.8,
            Some(Sub::Scroll) => 2.0,
            Some(Sub::BookChoice) => 2.5,
            Some(Sub::HexCopy) => 3.0,
            Some(Sub::Staff { .. }) => 0.5,
        };
        let Phase::Turn(t) = &self.phase else { return v };
        if t.hex_use == HexUse::Open {
            v += match t.at {
                Some(Place::Hex(h)) => expr_value(&d.city.hexes[h].action),
                Some(Place::Port(i)) => expr_value(&d.city.ports[i].action),
                _ => 0.0,
            };
        }
        let rats = self.people[seat].held(Resource::Rats);
        let rat_cost = |more: u32| d.scoring.rat_penalty(rats + more) as f64 - d.scoring.rat_penalty(rats) as f64;
        match &t.step {
            Step::Rescue { queue, quarantine } => v += queue.len() as f64 * if *quarantine { 0.8 } else { 1.5 },
            Step::Fight => {
                if let Some(Place::Hex(h)) = t.at {
                    v -= rat_cost(self.city.hex(h).cubes as u32);
                }
            }
            Step::ShipFight { .. } => v -= rat_cost(1),
            _ => {}
        }
        v
    }

    /// A score per legal action of the seat to act: how much the position after it leaves that
    /// seat ahead of the best other player (in solo, its own outlook).
    pub fn heuristic_scores(&self, legal: &[Action]) -> Vec<f64> {
        let Some(me) = self.to_act() else { return vec![0.0; legal.len()] };
        legal
            .iter()
            .map(|&a| {
                let mut g = self.clone();
                if g.act(me, a).is_err() {
                    return f64::NEG_INFINITY;
                }
                let o = g.outlook();
                let best_other = (0..self.players).filter(|&s| s != me).map(|s| o[s]).fold(f64::NEG_INFINITY, f64::max);
                if best_other.is_finite() {
                    o[me] - best_other
                } else {
                    o[me]
                }
            })
            .collect()
    }
}
