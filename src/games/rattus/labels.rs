//! What each decision asks and what each choice means, in the rulebook's words: the question of
//! a prompt and the label of every legal choice (catalogue messages).

use super::action::Action;
use super::data::{Class, RegionId};
use super::rules::{colour_key, region_key};
use super::state::{Pending, Phase, Rattus};
use super::view::face_msg;
use crate::games::{Choice, Msg};

fn msg(key: &str) -> Msg {
    Msg::new(format!("rattus.choice.{key}"))
}

impl Rattus {
    /// The question of the decision the game waits for.
    pub(crate) fn ask(&self) -> Msg {
        let Some(seat) = self.to_act() else {
            return Msg::new("error.game-over");
        };
        let (key, extra) = match self.phase() {
            Phase::Setup { step } => {
                let pass = if *step < self.players { 1 } else { 2 };
                ("rattus.ask.setup", Some(pass))
            }
            Phase::Turn(t) | Phase::Final { turn: t, .. } => {
                let final_round = matches!(self.phase(), Phase::Final { .. });
                let key = match &t.pending {
                    Pending::None if final_round => "rattus.ask.final",
                    Pending::None if self.placement_owed(t) => "rattus.ask.turn-place",
                    Pending::None => "rattus.ask.turn",
                    Pending::MonkFrom => "rattus.ask.monk-from",
                    Pending::MonkSlot { .. } => "rattus.ask.monk-slot",
                    Pending::MonkTo { .. } => "rattus.ask.monk-to",
                    Pending::MerchantFrom => "rattus.ask.merchant-from",
                    Pending::MerchantTo { .. } => "rattus.ask.merchant-to",
                    Pending::WitchFirst | Pending::WitchSecond { .. } => "rattus.ask.witch-look",
                    Pending::WitchFirstSlot { .. } | Pending::WitchSecondSlot { .. } => "rattus.ask.witch-slot",
                    Pending::WitchSwap { .. } => "rattus.ask.witch-swap",
                    Pending::Spread { .. } => "rattus.ask.spread",
                    Pending::Neutral => "rattus.ask.neutral",
                };
                let left = match t.pending {
                    Pending::Spread { left } => Some(left as i64),
                    _ => None,
                };
                (key, left)
            }
            Phase::Over { .. } => unreachable!("no question once the game is over"),
        };
        let mut m = Msg::new(key).key("colour", colour_key(seat)).key("plague", region_key(self.plague));
        if let Some(region) = self.step_region() {
            m = m.key("region", region_key(region));
        }
        match extra {
            Some(n) => m.num("n", n),
            None => m,
        }
    }

    /// The region a power's step is about (the Monk's or Merchant's source, the Witch's region).
    fn step_region(&self) -> Option<RegionId> {
        let (Phase::Turn(t) | Phase::Final { turn: t, .. }) = self.phase() else { return None };
        match t.pending {
            Pending::MonkSlot { from } | Pending::MerchantTo { from } => Some(from),
            Pending::MonkTo { from } => Some(from.0),
            Pending::WitchFirstSlot { region } | Pending::WitchSecondSlot { region, .. } => Some(region),
            _ => None,
        }
    }

    fn tokens_in(&self, r: RegionId) -> Msg {
        msg("tokens").num("n", self.board.region(r).tokens.len())
    }

    /// A legal choice with its label: what it does, in the rulebook's words.
    pub(crate) fn choice(&self, action: Action) -> Choice {
        let seat = self.to_act().unwrap_or(0);
        let pending = match self.phase() {
            Phase::Turn(t) | Phase::Final { turn: t, .. } => t.pending.clone(),
            _ => Pending::None,
        };
        let region = |key: &str, r: RegionId| msg(key).key("region", region_key(r));
        let (label, detail) = match action {
            Action::Place { region: r, count } => {
                let tokens = self.board.region(r).tokens.len() as u8;
                let detail = match self.phase() {
                    Phase::Setup { .. } => None,
                    _ if count > tokens => Some(msg("place-peasant").num("tokens", tokens)),
                    _ => Some(self.tokens_in(r)),
                };
                (region("place", r).num("count", count), detail)
            }
            Action::Take(c) => {
                let from = match self.holder(c) {
                    Some(other) => msg("from").key("colour", colour_key(other)),
                    None => msg("open-card"),
                };
                (msg("take").key("card", c.key()).msg("from", from), Some(power(c)))
            }
            Action::King(r) => {
                (region("king", r), Some(msg("king-detail").num("cubes", self.board.region(r).cubes[seat])))
            }
            Action::Monk => (msg("monk"), None),
            Action::Merchant => (msg("merchant"), None),
            Action::Witch => (msg("witch"), None),
            Action::From(r) if matches!(pending, Pending::MerchantFrom) => {
                (region("merchant-from", r).num("cubes", self.board.region(r).cubes[seat]), None)
            }
            Action::From(r) => (region("monk-from", r), Some(self.tokens_in(r))),
            Action::Token(n) => {
                let r = self.step_region().unwrap_or(0);
                let known = self
                    .board
                    .region(r)
                    .tokens
                    .get(n as usize - 1)
                    .filter(|t| self.knowledge.seen(seat).contains(t))
                    .map(|&t| msg("seen").msg("face", face_msg(t)));
                (region("token", r).num("n", n), known)
            }
            Action::To { region: r, count: None } => (region("monk-to", r), Some(self.tokens_in(r))),
            Action::To { region: r, count: Some(n) } => (region("merchant-to", r).num("count", n), None),
            Action::Look(r) => (region("look", r), Some(self.tokens_in(r))),
            Action::Swap(true) => (msg("swap"), None),
            Action::Swap(false) => (msg("keep"), None),
            Action::Cancel => {
                let card = match pending {
                    Pending::MonkFrom | Pending::MonkSlot { .. } | Pending::MonkTo { .. } => Class::Monk,
                    Pending::MerchantFrom | Pending::MerchantTo { .. } => Class::Merchant,
                    _ => Class::Witch,
                };
                (msg("cancel").key("card", card.key()), None)
            }
            Action::Move(r) => {
                let two = !self.neighbours(self.plague).any(|n| n == r);
                let cubes: u32 = self.board.region(r).total_cubes();
                let detail = msg("move-detail").num("tokens", self.board.region(r).tokens.len()).num("cubes", cubes);
                (region(if two { "move-knight" } else { "move" }, r), Some(detail))
            }
            Action::Spread(r) => (region("spread", r), Some(self.tokens_in(r))),
            Action::Neutral(true) => (msg("neutral"), None),
            Action::Neutral(false) => (msg("no-neutral"), None),
            Action::Peasant(r) => (region("peasant", r), None),
            Action::End => (msg("end"), None),
        };
        let choice = Choice::new(action.to_string(), label);
        match detail {
            Some(d) => choice.with_detail(d),
            None => choice,
        }
    }
}

/// What a card's power does, in a few words.
fn power(c: Class) -> Msg {
    msg(&format!("power.{}", c.name()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;

    /// Every choice of random positions has a label of words, not an id alone.
    #[test]
    fn every_choice_has_a_label() {
        for seed in 0..30 {
            let mut g = Rattus::setup(2 + (seed % 3) as usize, seed).unwrap();
            let mut rng = crate::games::GameRng::new(seed);
            while let Some(p) = g.prompt() {
                for c in &p.choices {
                    let text = crate::i18n::t(&c.label);
                    assert!(!text.contains('⟦') && text.chars().filter(|c| c.is_alphabetic()).count() > 3, "{text}");
                    if let Some(d) = &c.detail {
                        assert!(!crate::i18n::t(d).contains('⟦'));
                    }
                }
                let pick = p.choices[rng.below(p.choices.len())].notation.clone();
                g.apply_text(p.seat, &pick).unwrap();
            }
        }
    }
}
