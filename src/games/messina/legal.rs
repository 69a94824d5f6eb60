//! The one source of legality for Messina (ARCHITECTURE.md, principle 2): every answer to the
//! decision the game waits for gets a verdict, allowed or refused with the reason that blocks it.
//! The legal choices are the candidates judged allowed (choices that lead to the same position
//! offered once), and a refused action is explained by the same verdict.

use super::action::{Action, Candidates, From};
use super::data::{data, Book, Term};
use super::judged::Out;
use super::purse::Resource;
use super::state::{HexUse, Messina, Phase, Place, Step, Sub, Turn};
use super::why::{Now, When, Why};
use crate::games::{RuleError, Seat};

impl Messina {
    /// Every legal action for the decision the game waits for, each position offered once.
    pub fn legal_actions(&self) -> Vec<Action> {
        self.first_legal(usize::MAX)
    }

    /// Judges the position where an application may stop, as many legal actions as `out` wants,
    /// and keeps the verdict in `out` for the next question the same application asks of the
    /// same position (see [`super::judged::Judged`]).
    pub(crate) fn judge_settling<'o>(&self, out: &'o mut Out) -> &'o [Action] {
        let mut list = out.known.take_buffer();
        self.judge(out.known.want(), &mut list);
        out.known.keep(list);
        out.known.list()
    }

    /// The only legal action, when there is exactly one (and nothing kept, for it is taken next);
    /// otherwise what was judged is kept. A step that takes a forced choice by itself asks this
    /// where the application may stop.
    pub(crate) fn only_legal(&self, out: &mut Out) -> Option<Action> {
        let [only] = *self.judge_settling(out) else { return None };
        out.known.forget();
        Some(only)
    }

    /// The first `n` legal actions in the order of [`Self::legal_actions`] (which is all of them).
    pub(crate) fn first_legal(&self, n: usize) -> Vec<Action> {
        let mut legal = Vec::new();
        self.judge(n, &mut legal);
        legal
    }

    /// Puts the first `n` legal actions into `legal` (emptied first): the engine asks "exactly
    /// one?" or "none?" after every step, and needs no more than two.
    fn judge(&self, n: usize, legal: &mut Vec<Action>) {
        legal.clear();
        let Some(seat) = self.to_act() else { return };
        let mut candidates = Candidates::new();
        match &self.phase {
            // the destinations share what their verdicts need: gathered once
            Phase::Turn(Turn { step: Step::Destination { lt }, .. }) => {
                let moves = self.moves(seat, *lt);
                self.destination_candidates(&moves.spots, &mut candidates);
                self.first_allowed(seat, n, &candidates, |a| self.move_verdict(seat, &moves, a), legal)
            }
            // the most frequent decisions go to their verdict directly, as `verdict` would
            Phase::Turn(Turn { step: Step::Actions, .. }) | Phase::Production { .. } if self.sub().is_none() => {
                self.menu_candidates(seat, &mut candidates);
                self.first_allowed(seat, n, &candidates, |a| self.menu_verdict(seat, a), legal)
            }
            Phase::Turn(Turn { step: Step::Fight, .. }) => {
                self.fight_candidates(&mut candidates);
                self.first_allowed(seat, n, &candidates, |a| self.fight_verdict(seat, a), legal)
            }
            _ => {
                self.candidates(seat, &mut candidates);
                self.first_allowed(seat, n, &candidates, |a| self.verdict(seat, a), legal)
            }
        }
    }

    /// Adds the first `n` of `candidates` that `verdict` allows to `legal`, each position once.
    fn first_allowed(
        &self,
        seat: Seat,
        n: usize,
        candidates: &[Action],
        verdict: impl Fn(Action) -> Result<(), Why>,
        legal: &mut Vec<Action>,
    ) {
        for &a in candidates {
            if verdict(a).is_ok() {
                let a = self.canonical(seat, a);
                if !may_repeat(a) || !legal.contains(&a) {
                    if legal.len() == n {
                        break;
                    }
                    legal.push(a);
                }
            }
        }
    }

    /// Whether `seat` may take `action` now; if not, the rule that blocks it.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), RuleError> {
        match self.to_act() {
            None => Err(Why::GameOver.error()),
            Some(s) if s != seat => Err(Why::NotYourTurn.error()),
            Some(_) => self.verdict(seat, action).map_err(Why::error),
        }
    }

    /// The offered action that leads to the same position as `a` (an allowed action that is not
    /// offered itself, such as the second of two empty huts alike, is the same as this one).
    #[inline]
    pub fn canonical(&self, seat: Seat, a: Action) -> Action {
        match a {
            Action::Hut(h) => Action::Hut(self.first_alike_hut(seat, h)),
            Action::On(h) => Action::On(self.first_alike_hut(seat, h)),
            Action::Stop | Action::Skip if self.closing_ends_turn(seat) => Action::End,
            other => other,
        }
    }

    /// The first hut that holds the same as hut `h` (the same upgrade and the same citizen on the
    /// same slot): choosing either leads to the same position.
    fn first_alike_hut(&self, seat: Seat, h: usize) -> usize {
        let huts = self.people[seat].estate.huts();
        let Some(me) = huts.get(h) else { return h };
        (0..h).find(|&i| huts[i] == *me).unwrap_or(h)
    }

    /// The decision the game waits for.
    pub fn now(&self) -> Option<Now> {
        Some(match &self.phase {
            Phase::Turn(t) => match (&t.step, &t.sub) {
                (Step::Lieutenant, _) => Now::Lieutenant,
                (Step::Destination { .. }, _) => Now::Destination,
                (Step::Rescue { .. }, _) => Now::Rescue,
                (Step::Fight, _) => Now::Fight,
                (Step::ShipFight { .. }, _) => Now::ShipFight,
                (Step::Actions, None) => Now::Actions,
                (Step::Actions, Some(sub)) => sub_now(sub),
            },
            Phase::Production { work, .. } => work.sub.as_ref().map(sub_now).unwrap_or(Now::Production),
            Phase::Quarantine { sub: Some(sub), .. } => sub_now(sub),
            Phase::Quarantine { .. } => Now::Release,
            Phase::Over => return None,
        })
    }

    pub(crate) fn off_topic(&self, a: Action) -> Why {
        match self.now() {
            Some(now) => Why::OffTopic { now, when: When::of(a) },
            None => Why::GameOver,
        }
    }

    /// The answers worth judging for the current decision: every action of the decision's kinds
    /// that could be allowed (a superset of the legal ones), in the order they are offered.
    fn candidates(&self, seat: Seat, out: &mut Candidates) {
        match &self.phase {
            Phase::Turn(t) => match &t.step {
                Step::Rescue { .. } if t.sub.is_some() => {
                    self.push_sub_candidates(seat, t.sub.as_ref().expect("open"), out)
                }
                Step::Lieutenant => self.lieutenant_candidates(seat, out),
                Step::Destination { .. } => self.destination_candidates(&self.city.hex_spots(), out),
                Step::Rescue { .. } => self.rescue_candidates(seat, out),
                Step::Fight => self.fight_candidates(out),
                Step::ShipFight { .. } => out.extend([Action::Fire, Action::BigFire, Action::Rat]),
                Step::Actions => self.work_candidates(seat, out),
            },
            Phase::Production { .. } => self.work_candidates(seat, out),
            Phase::Quarantine { sub: Some(Sub::Staff { .. }), .. } => {
                out.extend((0..self.people[seat].estate.workshops().len()).map(Action::Into))
            }
            Phase::Quarantine { .. } => self.release_candidates(out),
            Phase::Over => {}
        }
    }

    /// The verdict on one action for the decision the game waits for.
    pub(crate) fn verdict(&self, seat: Seat, a: Action) -> Result<(), Why> {
        match &self.phase {
            Phase::Turn(t) => match &t.step {
                Step::Rescue { .. } if t.sub.is_some() => self.sub_verdict(seat, t.sub.as_ref().expect("open"), a),
                Step::Lieutenant => match a {
                    Action::From(f) => self.lieutenant_verdict(seat, f),
                    _ => Err(self.off_topic(a)),
                },
                Step::Destination { lt } => self.destination_verdict(seat, *lt, a),
                Step::Rescue { .. } => self.rescue_verdict(seat, a),
                Step::Fight => self.fight_verdict(seat, a),
                Step::ShipFight { .. } => self.ship_fight_verdict(seat, a),
                Step::Actions => self.work_verdict(seat, a),
            },
            Phase::Production { .. } => self.work_verdict(seat, a),
            Phase::Quarantine { .. } => self.release_verdict(a),
            Phase::Over => Err(Why::GameOver),
        }
    }

    /// Candidates of the action step or of production: the menu, or an open decision's answers
    /// with what may be done in the middle of it.
    fn work_candidates(&self, seat: Seat, v: &mut Candidates) {
        let Some(sub) = self.sub() else { return self.menu_candidates(seat, v) };
        self.push_sub_candidates(seat, sub, v);
        if sub_optional(sub) {
            if let Some(current) = sub_term(sub) {
                v.extend(self.pending().iter().filter(|&&t| t != current).map(|&t| Action::Do(t)));
            }
            if matches!(self.phase, Phase::Turn(_)) {
                v.extend([Action::Buy(Book::City), Action::Buy(Book::Church)]);
            }
            v.push(Action::End);
        }
    }

    fn work_verdict(&self, seat: Seat, a: Action) -> Result<(), Why> {
        let Some(sub) = self.sub() else { return self.menu_verdict(seat, a) };
        match a {
            Action::End | Action::Buy(_) | Action::Do(_) if !sub_optional(sub) => Err(Why::FinishFirst(sub_now(sub))),
            Action::End => Ok(()),
            Action::Buy(book) => self.buy_verdict(seat, book),
            // another gain first: this one waits again (M-T24: in any order)
            Action::Do(term) if sub_term(sub).is_none_or(|current| current == term) => {
                Err(Why::FinishFirst(sub_now(sub)))
            }
            Action::Do(term) => self.do_verdict(seat, term),
            // the hex action or repopulating in the middle of a decision: why never this turn,
            // or else not yet (which option to name comes after the decision)
            Action::Hex | Action::Repopulate if matches!(self.phase, Phase::Turn(_)) => {
                match self.menu_verdict(seat, a) {
                    Ok(()) | Err(Why::HexOptions(_) | Why::HexNoOptions | Why::OptionRange(_)) => {
                        Err(Why::FinishFirst(sub_now(sub)))
                    }
                    Err(why) => Err(why),
                }
            }
            _ => self.sub_verdict(seat, sub, a),
        }
    }

    /// The action-step menu (M-T23, M-T24, M-T69) or production's (M-R2, M-R4).
    fn menu_candidates(&self, seat: Seat, out: &mut Candidates) {
        if let Phase::Turn(t) = &self.phase {
            let options = self.hex_options(t.at).map_or(0, |o| o.len());
            if options > 1 {
                out.extend((1..=options as u8).map(Action::Option));
            } else {
                out.push(Action::Hex);
            }
            out.extend([Action::Repopulate, Action::Buy(Book::City), Action::Buy(Book::Church)]);
        } else {
            out.push(Action::Produce);
        }
        for &term in self.pending() {
            if !out.contains(&Action::Do(term)) {
                out.push(Action::Do(term));
            }
        }
        let squares = self.people[seat].estate.squares();
        out.extend((0..squares.len()).filter(|&s| squares[s].is_some()).map(Action::Staff));
        out.push(Action::End);
    }

    /// The options of the action printed on the hex or port the lieutenant stands on.
    pub(crate) fn hex_options(&self, at: Option<Place>) -> Option<&'static Vec<Vec<Term>>> {
        match at? {
            Place::Hex(h) => Some(&data().city.hexes[h].action.options),
            Place::Port(p) => Some(&data().city.ports[p].action.options),
            Place::Dock(_) => None,
        }
    }

    fn menu_verdict(&self, seat: Seat, a: Action) -> Result<(), Why> {
        match (&self.phase, a) {
            (Phase::Turn(t), Action::Hex | Action::Option(_) | Action::Repopulate) => {
                let options = self.hex_options(t.at);
                match (t.hex_use, a, options) {
                    // M-T42: a dock is never repopulated
                    (HexUse::None, Action::Repopulate, _) | (_, Action::Repopulate, None) => Err(Why::RepopPort),
                    (HexUse::None, ..) | (_, _, None) => Err(Why::ShipNoHex),
                    (HexUse::Done, ..) => Err(Why::HexUsed),
                    (_, Action::Hex, Some(o)) if o.len() > 1 => Err(Why::HexOptions(o.len() as u8)),
                    (_, Action::Hex, _) => Ok(()),
                    (_, Action::Option(_), Some(o)) if o.len() == 1 => Err(Why::HexNoOptions),
                    (_, Action::Option(n), Some(o)) if n == 0 || n as usize > o.len() => {
                        Err(Why::OptionRange(o.len() as u8))
                    }
                    (_, Action::Option(_), _) => Ok(()),
                    _ => self.repopulation_verdict(seat),
                }
            }
            (_, Action::Buy(book)) => self.buy_verdict(seat, book),
            (Phase::Production { work, .. }, Action::Produce) if work.produced => Err(Why::Produced),
            (Phase::Production { .. }, Action::Produce) => Ok(()),
            (Phase::Production { work, .. }, Action::Do(_) | Action::End) if !work.produced => Err(Why::ProduceFirst),
            (_, Action::Do(term)) => self.do_verdict(seat, term),
            (Phase::Production { work, .. }, Action::Staff(_)) if work.produced => Err(Why::StaffAfterProduction),
            (_, Action::Staff(sq)) => self.staff_verdict(seat, sq, None),
            (_, Action::End) => Ok(()),
            _ => Err(self.off_topic(a)),
        }
    }

    /// Resolving a gain that waits (M-T24, M-T25).
    fn do_verdict(&self, seat: Seat, term: Term) -> Result<(), Why> {
        if !self.pending().contains(&term) {
            Err(Why::NotPending(term))
        } else if !self.term_possible(seat, term) {
            Err(Why::TermUseless(term))
        } else {
            Ok(())
        }
    }

    /// A paid city or church advance: in the action step of a turn, 1 coin per lieutenant owned
    /// (M-T69); the popularity book advances only by removing plague cubes (M-T20).
    pub(crate) fn buy_verdict(&self, seat: Seat, book: Book) -> Result<(), Why> {
        if book == Book::Pop {
            return Err(Why::BuyPopularity);
        }
        if !matches!(&self.phase, Phase::Turn(t) if t.step == Step::Actions) {
            return Err(Why::BuyOnlyInTurn);
        }
        let (cost, coins) = (self.advance_cost(seat), self.people[seat].held(Resource::Coins));
        if coins < cost {
            return Err(Why::AdvanceCost { cost, coins });
        }
        Ok(())
    }

    /// Where a lieutenant may start: lying ones first (M-T8, M-T10).
    pub(crate) fn lieutenant_verdict(&self, seat: Seat, f: From) -> Result<(), Why> {
        let p = &self.people[seat];
        let mine = |l: &super::state::Lieutenant| match (l, f) {
            (super::state::Lieutenant::Estate { .. }, From::Estate) => true,
            (super::state::Lieutenant::Messina { at, .. }, From::At(x)) => *at == x,
            _ => false,
        };
        if !p.retinue.lieutenants().iter().any(mine) {
            return Err(Why::NoLieutenantThere(f));
        }
        if !p.retinue.unused().any(|(_, l)| mine(l)) {
            return Err(Why::LieutenantUsed);
        }
        let lying = p.retinue.unused().any(|(_, l)| matches!(l, super::state::Lieutenant::Messina { .. }));
        if f == From::Estate && lying {
            return Err(Why::LyingFirst);
        }
        Ok(())
    }

    fn lieutenant_candidates(&self, seat: Seat, v: &mut Candidates) {
        for (i, _) in self.people[seat].retinue.lieutenants().iter().enumerate() {
            let a = Action::From(self.lieutenant_from(seat, i));
            if !v.contains(&a) {
                v.push(a);
            }
        }
    }
}

/// Whether an allowed candidate may stand for a position already offered: two huts alike, a
/// closing that ends the turn, a gain that waits twice. The other candidates are each offered
/// once by construction (the tests check that no choice is offered twice).
fn may_repeat(a: Action) -> bool {
    matches!(a, Action::Hut(_) | Action::On(_) | Action::End | Action::Do(_))
}

/// The gain an open decision resolves, when nothing of it has been done yet: it can wait again
/// while another gain is resolved first.
pub(crate) fn sub_term(sub: &Sub) -> Option<Term> {
    match sub {
        Sub::Overseer { term } => Some(*term),
        Sub::Build { rotated: false } => Some(Term::Build),
        Sub::Scroll => Some(Term::Scroll),
        Sub::BookChoice => Some(Term::Book),
        Sub::HexCopy => Some(Term::HexAction),
        Sub::UpgradeCitizen => Some(Term::UpgradeCitizen),
        _ => None,
    }
}

/// The decision an open sub-decision stands for.
pub(crate) fn sub_now(sub: &Sub) -> Now {
    match sub {
        Sub::Option { .. } => Now::Option,
        Sub::Overseer { .. } => Now::Overseer,
        Sub::Branch { .. } => Now::Branch,
        Sub::Steps { .. } => Now::Steps,
        Sub::Activate { .. } => Now::Activate,
        Sub::Build { .. } => Now::Build,
        Sub::RotatePay { .. } => Now::RotatePay,
        Sub::HutOn { .. } => Now::HutOn,
        Sub::Repop { needs, .. } if needs.is_empty() => Now::Sacrifice,
        Sub::Repop { .. } => Now::Give,
        Sub::UpgradeCitizen => Now::Upgrade,
        Sub::Scroll => Now::Scroll,
        Sub::BookChoice => Now::Book,
        Sub::HexCopy => Now::Copy,
        Sub::Staff { .. } => Now::Staff,
    }
}

/// A decision about a gain the player may leave unused: ending the turn (and, in a turn, buying
/// book advances) stays possible in the middle of it (M-T24, M-T25). The rest continue something
/// already begun and must be finished: a branch or the steps of an advance, paying for a rotation, placing a
/// hut upgrade just built, building after a paid rotation, a repopulation's requirements.
pub(crate) fn sub_optional(sub: &Sub) -> bool {
    match sub {
        Sub::Option { .. }
        | Sub::Overseer { .. }
        | Sub::Activate { .. }
        | Sub::UpgradeCitizen
        | Sub::Scroll
        | Sub::BookChoice
        | Sub::HexCopy => true,
        Sub::Build { rotated } => !rotated,
        Sub::Branch { .. }
        | Sub::Steps { .. }
        | Sub::RotatePay { .. }
        | Sub::HutOn { .. }
        | Sub::Repop { .. }
        | Sub::Staff { .. } => false,
    }
}

#[cfg(test)]
mod tests {
    use super::super::data::Class;
    use super::super::state::{Messina, Options, Side};
    use crate::games::{Game, GameRng};

    /// The shortcuts the engine takes after every step agree with the full definition over random
    /// positions of every variant: the first legal actions and "exactly one" are those of
    /// `legal_actions`, `check` accepts exactly the candidates whose position is offered, and the
    /// room questions (M-T14, M-T68, M-R5) say what the lists they stand for say.
    #[test]
    fn shortcuts_agree_with_the_legal_actions() {
        let mut positions = 0;
        for seed in 0..40u64 {
            let side = if seed % 3 == 2 { Side::B } else { Side::A };
            let options = Options { boards: side, scrolls: side, priority_tile: seed % 4 == 1 };
            let mut g = Messina::new(&options, 1 + (seed % 4) as usize, seed).unwrap();
            let mut rng = GameRng::new(seed ^ 5);
            while let Some(seat) = g.to_act() {
                positions += 1;
                let all = g.legal_actions();
                assert!(!all.is_empty(), "seed {seed}: a decision without choices");
                for (i, a) in all.iter().enumerate() {
                    assert!(!all[..i].contains(a), "seed {seed}: {a:?} offered twice");
                }
                assert_eq!(g.first_legal(1)[..], all[..1]);
                assert_eq!(g.first_legal(2)[..], all[..all.len().min(2)]);
                let mut candidates = Default::default();
                g.candidates(seat, &mut candidates);
                for a in candidates {
                    let offered = all.contains(&g.canonical(seat, a));
                    assert_eq!(g.check(seat, a).is_ok(), offered, "seed {seed}: {a:?}");
                }
                assert!(all.iter().all(|&a| g.check(seat, a).is_ok()));
                for s in 0..g.players {
                    for class in Class::ALL {
                        assert_eq!(g.has_free_square(s, class), !g.free_squares(s, class).is_empty());
                        assert_eq!(g.has_empty_workshop(s, class), !g.empty_workshops(s, class).is_empty());
                    }
                }
                let a = all[rng.below(all.len())];
                g.apply(seat, &a).unwrap();
            }
        }
        assert!(positions > 5_000, "{positions} positions");
    }
}
