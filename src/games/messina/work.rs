//! The action step and the decisions inside it: the menu of a turn's step 4 and of production,
//! and the small decisions (options, books, scrolls, copies, upgrades, staffing) (M-T23 to M-T34,
//! M-T63 to M-T68).

use super::action::Action;
use super::data::{data, Book, Class, Era, OverseerKind, Term};
use super::judged::Out;
use super::names::colour_key;
use super::retinue::CENTRE;
use super::state::{CitizenAt, HexUse, Messina, Phase, Place, Step, Sub};

use super::events::PostEvent;
use super::names::{a_class_key, class_key};
use super::purse::Resource;
use super::why::Why;
use crate::games::{Msg, Seat};

impl Messina {
    /// The decision currently open in the action step or production, if any.
    pub fn sub(&self) -> Option<&Sub> {
        match &self.phase {
            Phase::Turn(t) => t.sub.as_ref(),
            Phase::Production { work, .. } => work.sub.as_ref(),
            Phase::Quarantine { sub, .. } => sub.as_ref(),
            _ => None,
        }
    }

    pub(crate) fn set_sub(&mut self, sub: Option<Sub>) {
        match &mut self.phase {
            Phase::Turn(t) => t.sub = sub,
            Phase::Production { work, .. } => work.sub = sub,
            Phase::Quarantine { sub: s, .. } => *s = sub,
            _ => {}
        }
    }

    pub fn pending(&self) -> &[Term] {
        match &self.phase {
            Phase::Turn(t) => &t.pending,
            Phase::Production { work, .. } => &work.pending,
            _ => &[],
        }
    }

    fn take_pending(&mut self, term: Term) {
        let list = match &mut self.phase {
            Phase::Turn(t) => &mut t.pending,
            Phase::Production { work, .. } => &mut work.pending,
            _ => return,
        };
        if let Some(i) = list.iter().position(|&t| t == term) {
            list.remove(i);
        }
    }

    /// Empty workshops of a class.
    pub fn empty_workshops(&self, seat: Seat, class: Class) -> Vec<usize> {
        let p = &self.people[seat];
        (0..p.estate.workshops().len())
            .filter(|&w| {
                p.estate.workshops()[w].citizen.is_none()
                    && data().tiles.workshops[p.estate.workshops()[w].tile].class == class
            })
            .collect()
    }

    /// Whether a class has an empty workshop (what [`Self::empty_workshops`] is not empty says).
    pub fn has_empty_workshop(&self, seat: Seat, class: Class) -> bool {
        let p = &self.people[seat];
        p.estate.workshops().iter().any(|w| w.citizen.is_none() && data().tiles.workshops[w.tile].class == class)
    }

    /// Squares whose citizen may move into an empty workshop of its class (M-T68).
    pub fn staff_options(&self, seat: Seat) -> Vec<usize> {
        (0..data().estate.squares.len()).filter(|&s| self.staff_verdict(seat, s, None).is_ok()).collect()
    }

    /// Moving a square's citizen into an empty workshop of its class (M-T67, M-T68); `class`
    /// limits it to the class that needs room.
    pub(crate) fn staff_verdict(&self, seat: Seat, square: usize, class: Option<Class>) -> Result<(), Why> {
        let Some(c) = self.people[seat].estate.square(square) else {
            return Err(Why::NoCitizenThere(CitizenAt::Square(square), "M-T68"));
        };
        if class.is_some_and(|k| k != c.class) {
            return Err(Why::StaffWrongClass(class.unwrap_or(c.class)));
        }
        if !self.has_empty_workshop(seat, c.class) {
            return Err(Why::NoWorkshop(c.class));
        }
        Ok(())
    }

    /// Moves a square's citizen into a workshop (asking which when there are several).
    pub(crate) fn staff(&mut self, seat: Seat, square: usize, workshop: Option<usize>, out: &mut Out) {
        let citizen = self.people[seat].estate.square(square).expect("staffed squares hold a citizen");
        let empty = self.empty_workshops(seat, citizen.class);
        let w = match (workshop, empty.as_slice()) {
            (Some(w), _) => w,
            (None, [only]) => *only,
            (None, _) => {
                self.set_sub(Some(Sub::Staff { square }));
                return;
            }
        };
        self.people[seat].estate.move_to_workshop(square, w);
        self.announce_staffed(seat, w, citizen, out);
    }

    /// A citizen enters a workshop; a late workshop gives its reward now, once (M-T66).
    pub(crate) fn put_in_workshop(&mut self, seat: Seat, w: usize, citizen: super::state::Citizen, out: &mut Out) {
        self.people[seat].estate.staff(w, citizen);
        self.announce_staffed(seat, w, citizen, out);
    }

    /// The post's line for a citizen entering a workshop, and a late workshop's reward (M-T66).
    fn announce_staffed(&mut self, seat: Seat, w: usize, citizen: super::state::Citizen, out: &mut Out) {
        let tile = self.people[seat].estate.workshops()[w].tile;
        out.public(|| {
            Msg::new("messina.event.staffed")
                .key("colour", colour_key(seat))
                .key("class", class_key(citizen.class))
                .key("a_class", a_class_key(citizen.class))
                .msg("workshop", super::labels::workshop_msg(tile))
        });
        self.late_reward(seat, w, out);
    }

    /// A late workshop's one-time reward, when its citizen qualifies (M-T66).
    pub(crate) fn late_reward(&mut self, seat: Seat, w: usize, out: &mut Out) {
        let ws = &self.people[seat].estate.workshops()[w];
        let tile_index = ws.tile;
        let tile = &data().tiles.workshops[tile_index];
        let Some(c) = ws.citizen else { return };
        if tile.era != Era::Late || ws.rewarded {
            return;
        }
        let Some(reward) = tile.reward(c.upgraded) else { return };
        let terms: Vec<Term> = reward.terms().collect();
        self.people[seat].estate.turn_rewarded(w);
        out.public(|| {
            Msg::new("messina.event.late-reward")
                .key("colour", colour_key(seat))
                .msg("workshop", super::labels::workshop_msg(tile_index))
                .msg("reward", super::names::expr_msg(reward))
        });
        self.resolve(seat, &terms, out);
    }

    /// Every citizen of the player, with where it is.
    pub fn citizens(&self, seat: Seat) -> smallvec::SmallVec<[(CitizenAt, super::state::Citizen); 16]> {
        self.people[seat].estate.citizens().collect()
    }

    /// Whether a decision term can do anything now; terms that cannot are lost (components §1).
    pub fn term_possible(&self, seat: Seat, term: Term) -> bool {
        let p = &self.people[seat];
        match term {
            Term::Book => true,
            Term::Scroll => (0..p.retinue.scroll().len()).any(|i| p.retinue.can_raise(i)),
            Term::Overseer(OverseerKind::Class(c)) => p.retinue.overseer(c).pos < CENTRE,
            Term::Overseer(_) | Term::UpgradeAdvance => p.retinue.overseers().iter().any(|o| o.pos < CENTRE),
            Term::UpgradeOverseer => p.retinue.overseers().iter().any(|o| o.pos < CENTRE && !o.upgraded),
            Term::UpgradeCitizen => self.citizens(seat).iter().any(|(_, c)| !c.upgraded),
            Term::Build => self.build_possible(seat),
            Term::HexAction => true,
            Term::Activate(_) => p.estate.squares().iter().any(Option::is_some),
            _ => false,
        }
    }

    /// The one gain to resolve next without asking which: the hex action is done (or there is
    /// none) and exactly one kind of gain waits. Its question opens at once, with ending the turn
    /// among its choices (one decision, not two).
    fn straight_term(&self, seat: Seat) -> Option<Term> {
        match &self.phase {
            Phase::Turn(t) if t.hex_use != HexUse::Open => {}
            Phase::Production { work, .. } if work.produced => {}
            _ => return None,
        }
        let mut only = None;
        for &t in self.pending() {
            if only != Some(t) && self.term_possible(seat, t) {
                if only.is_some() {
                    return None;
                }
                only = Some(t);
            }
        }
        only
    }

    /// Closing the open decision (`stop`, `skip`) would leave nothing to do but end the turn, so
    /// it is the same as ending it.
    pub(crate) fn closing_ends_turn(&self, seat: Seat) -> bool {
        let Phase::Turn(t) = &self.phase else { return false };
        if t.step != Step::Actions || t.hex_use == HexUse::Open || t.sub.is_none() {
            return false;
        }
        let buy = self.people[seat].held(Resource::Coins) >= self.advance_cost(seat);
        let gains = self.pending().iter().any(|&term| self.term_possible(seat, term));
        !buy && !gains && self.staff_options(seat).is_empty()
    }

    /// Applies a choice of the action step, of production, or of an open decision.
    pub(crate) fn apply_work(&mut self, seat: Seat, action: Action, out: &mut Out) {
        if let Some(sub) = self.sub().cloned() {
            match action {
                Action::Buy(book) => self.buy(seat, book, out),
                Action::Do(term) => {
                    let waits = super::legal::sub_term(&sub).expect("only a gain not yet begun waits again");
                    self.set_sub(None);
                    self.push_pending(vec![waits]);
                    self.take_pending(term);
                    self.start_term(seat, term, out);
                }
                Action::End => {
                    self.set_sub(None);
                    self.apply_work(seat, Action::End, out);
                }
                _ => self.apply_sub(seat, sub, action, out),
            }
            return;
        }
        match action {
            Action::Hex | Action::Option(_) => {
                let at = self.turn().at;
                self.turn_mut().hex_use = HexUse::Done;
                let options = self.hex_options(at).expect("hex actions are offered on hexes and ports").clone();
                match action {
                    Action::Option(n) => self.resolve(seat, &options[n as usize - 1], out),
                    _ => self.take_action(seat, options, out),
                }
            }
            Action::Repopulate => self.start_repopulation(seat, out),
            Action::Buy(book) => self.buy(seat, book, out),
            Action::Do(term) => {
                self.take_pending(term);
                self.start_term(seat, term, out);
            }
            Action::Staff(s) => self.staff(seat, s, None, out),
            Action::Produce => self.produce(seat, out),
            Action::End => match &mut self.phase {
                Phase::Turn(_) => self.end_turn(out),
                Phase::Production { work, .. } => {
                    work.pending.clear();
                    self.next_producer(out);
                }
                _ => unreachable!(),
            },
            other => unreachable!("{other:?} in the action menu"),
        }
    }

    /// A paid city or church advance (M-T69).
    fn buy(&mut self, seat: Seat, book: Book, out: &mut Out) {
        let cost = self.advance_cost(seat);
        self.people[seat].pay(Resource::Coins, cost);
        out.public(|| PostEvent::Bought.msg().key("colour", colour_key(seat)).num("coins", cost));
        self.advance_book(seat, book, out);
    }

    /// Resolves a printed action: a choice between options first, if it has two (M-T28).
    pub(crate) fn take_action(&mut self, seat: Seat, options: Vec<Vec<Term>>, out: &mut Out) {
        if options.len() > 1 {
            self.set_sub(Some(Sub::Option { options }));
        } else {
            self.resolve(seat, &options[0], out);
        }
    }

    /// Opens the decision a pending term needs.
    fn start_term(&mut self, seat: Seat, term: Term, out: &mut Out) {
        let sub = match term {
            Term::Book => Sub::BookChoice,
            Term::Scroll => Sub::Scroll,
            Term::HexAction => Sub::HexCopy,
            Term::UpgradeCitizen => Sub::UpgradeCitizen,
            Term::Build => Sub::Build { rotated: false },
            Term::Activate(n) => {
                Sub::Activate { buckets: vec![((0..data().estate.squares.len()).collect(), n)], done: Vec::new() }
            }
            Term::Overseer(OverseerKind::Class(c)) => {
                self.advance_overseer(seat, c, 1, out);
                return;
            }
            other => Sub::Overseer { term: other },
        };
        self.set_sub(Some(sub));
    }

    fn apply_sub(&mut self, seat: Seat, sub: Sub, action: Action, out: &mut Out) {
        match (sub, action) {
            (Sub::Option { options }, Action::Option(n)) => {
                self.set_sub(None);
                self.resolve(seat, &options[n as usize - 1], out);
            }
            (Sub::BookChoice, Action::Book(b)) => {
                self.set_sub(None);
                self.advance_book(seat, b, out);
            }
            (Sub::Scroll, Action::Scroll(track)) => {
                self.set_sub(None);
                let t = self.tracks(seat).iter().position(|&x| x == track).expect("offered tracks exist");
                let level = self.people[seat].retinue.raise_scroll(t);
                out.public(|| {
                    Msg::new("messina.event.scroll")
                        .key("colour", colour_key(seat))
                        .msg("track", super::labels::track_msg(track))
                        .num("level", level)
                });
            }
            (Sub::HexCopy, Action::Copy(p)) => {
                self.set_sub(None);
                let expr = match p {
                    Place::Hex(h) => &data().city.hexes[h].action,
                    Place::Port(i) => &data().city.ports[i].action,
                    Place::Dock(_) => unreachable!(),
                };
                out.public(|| {
                    Msg::new("messina.event.copied")
                        .key("colour", colour_key(seat))
                        .msg("place", super::names::place_msg(p))
                });
                self.take_action(seat, expr.options.clone(), out);
            }
            (Sub::UpgradeCitizen, Action::Upgrade(at)) => {
                self.set_sub(None);
                let class = self.people[seat].estate.upgrade(at).class;
                out.public(|| {
                    Msg::new("messina.event.upgraded")
                        .key("colour", colour_key(seat))
                        .key("class", class_key(class))
                        .key("a_class", a_class_key(class))
                });
                if let CitizenAt::Workshop(w) = at {
                    self.late_reward(seat, w, out);
                }
            }
            (Sub::Staff { square }, Action::Into(w)) => {
                self.set_sub(None);
                self.staff(seat, square, Some(w), out);
            }
            (Sub::Overseer { term }, Action::Overseer(c)) => self.overseer_chosen(seat, term, c, out),
            (Sub::Branch { class, steps }, Action::Branch(b)) => {
                self.set_sub(None);
                self.people[seat].retinue.choose_branch(class, b);
                self.move_overseer(seat, class, steps, out);
            }
            (Sub::Steps { class }, Action::Steps(n)) => {
                self.set_sub(None);
                self.advance_overseer(seat, class, n, out);
            }
            (Sub::Activate { .. }, Action::Buy(book)) => self.buy(seat, book, out),
            (sub @ Sub::Activate { .. }, a) => self.activation(seat, sub, a, out),
            (sub @ (Sub::Build { .. } | Sub::RotatePay { .. } | Sub::HutOn { .. }), a) => self.build(seat, sub, a, out),
            (sub @ Sub::Repop { .. }, a) => self.repopulation(seat, sub, a, out),
            (sub, a) => unreachable!("{a:?} offered in {sub:?}"),
        }
    }

    /// Moves the game along wherever nothing is left to decide: decisions that can do nothing
    /// are dropped (their term is lost), a single waiting gain opens its question at once, an
    /// action step with nothing but `end` ends, and the end of the round runs until someone must
    /// decide. What it judges of the position it stops at is kept (see [`Self::judge_settling`]).
    pub(crate) fn settle(&mut self, out: &mut Out) {
        for _ in 0..10_000 {
            match &self.phase {
                Phase::Quarantine { sub: Some(_), .. } if self.first_legal(1).is_empty() => self.set_sub(None),
                Phase::Quarantine { sub: None, .. } => {
                    if !self.release_if_forced(out) {
                        return;
                    }
                }
                Phase::Quarantine { .. } | Phase::Over => return,
                Phase::Turn(t) if t.step != Step::Actions => return,
                Phase::Turn(_) | Phase::Production { .. } => {
                    let seat = self.to_act().expect("someone decides");
                    if let Some(sub) = self.sub() {
                        if !self.has_sub_answer(seat, sub) {
                            self.set_sub(None);
                            continue;
                        }
                        return;
                    }
                    if self.advance_production_if_idle(out) {
                        continue;
                    }
                    // a gain that can be taken is a legal choice besides ending: never only `end`
                    if let Some(term) = self.straight_term(seat) {
                        self.take_pending(term);
                        self.start_term(seat, term, out);
                        continue;
                    }
                    if self.judge_settling(out) != [Action::End] {
                        return;
                    }
                    out.known.forget();
                    self.apply_work(seat, Action::End, out);
                }
            }
        }
        unreachable!("settling never ends");
    }
}
