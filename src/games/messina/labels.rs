//! What each decision asks and what each choice means, in the rulebook's words: the question of
//! a prompt and the label of every legal choice (catalogue messages), and the words for printed
//! actions, costs, squares and tiles that messages share.

use super::action::{Action, From, Payment};
use super::data::{data, ActionExpr, Class, Cost, Era, Term, TrackKind, TrackRef};

use super::legal::sub_now;
use super::state::{CitizenAt, HexUse, Messina, Phase, Place, Step, Sub, Turn};

use super::names::{
    a_class_key, book_msg, class_key, colour_key, expr_msg, from_msg, option_msg, place_msg, ship_msg, square_msg,
    term_msg,
};
use super::purse::Resource;
use super::why::Now;
use crate::games::{Choice, Msg, Seat};

fn msg(key: &str) -> Msg {
    Msg::new(format!("messina.choice.{key}"))
}

/// "a · b": parts of a label's detail.
pub fn dotted(parts: Vec<Msg>) -> Option<Msg> {
    parts.into_iter().reduce(|a, b| Msg::new("messina.dot").msg("a", a).msg("b", b))
}

/// A cost in words: "2 wood, 1 coin", or "free".
pub fn cost_msg(c: Cost) -> Msg {
    let mut parts = Vec::new();
    if c.wood > 0 {
        parts.push(term_msg(Term::Wood(c.wood)));
    }
    if c.coins > 0 {
        parts.push(term_msg(Term::Coin(c.coins)));
    }
    if parts.is_empty() {
        return Msg::new("messina.free");
    }
    Msg::new("messina.terms").list("terms", parts)
}

/// Where a citizen is: "on craftsman square A1", "in workshop WK03", "in quarantine hut 2".
pub fn citizen_at_msg(m: &Messina, seat: Seat, at: CitizenAt) -> Msg {
    let p = &m.people[seat];
    match at {
        CitizenAt::Square(s) => Msg::new("messina.at.square").msg("square", square_msg(s)),
        CitizenAt::Workshop(w) => {
            let id =
                p.estate.workshops().get(w).map(|ws| data().tiles.workshops[ws.tile].id.clone()).unwrap_or_default();
            Msg::new("messina.at.workshop").text("id", id)
        }
        CitizenAt::Hut(h) => Msg::new("messina.at.hut").num("hut", h + 1),
    }
}

/// A workshop tile in words: "craftsman workshop WK03".
pub fn workshop_msg(t: usize) -> Msg {
    let w = &data().tiles.workshops[t];
    Msg::new("messina.workshop").key("class", class_key(w.class)).text("id", w.id.clone())
}

/// What a workshop gives: each round, or once (late), and whether it needs an upgraded citizen.
pub fn workshop_gives(t: usize) -> Msg {
    let w = &data().tiles.workshops[t];
    let base = match (w.era, &w.upgraded) {
        (Era::Early, Some(up)) => {
            Msg::new("messina.workshop-each-round-up").msg("output", expr_msg(&w.output)).msg("up", expr_msg(up))
        }
        (Era::Early, None) => Msg::new("messina.workshop-each-round").msg("output", expr_msg(&w.output)),
        (Era::Late, _) => Msg::new("messina.workshop-once").msg("output", expr_msg(&w.output)),
    };
    if w.needs_upgraded {
        Msg::new("messina.workshop-needs-upgraded").msg("gives", base).key("class", class_key(w.class))
    } else {
        base
    }
}

/// "hut upgrade HU05 (produces 1 fire)".
pub fn hut_upgrade_msg(t: usize) -> Msg {
    let h = &data().tiles.hut_upgrades[t];
    Msg::new("messina.hut-upgrade").text("id", h.id.clone()).msg("output", expr_msg(&h.production))
}

/// "wagon WG2a (2 points)".
pub fn wagon_msg(t: usize) -> Msg {
    let w = &data().tiles.wagons[t];
    Msg::new("messina.wagon").text("id", w.id.clone()).msg("points", term_msg(Term::Points(w.points)))
}

/// "scroll track "buildings"": a track in the rulebook's words of the table's language.
pub fn track_msg(t: TrackRef) -> Msg {
    Msg::new("messina.track").msg("track", track_name_msg(t))
}

/// A scroll track's name ("buildings", "city book bars"); the notation keeps `Messina::track_ref_name`.
pub fn track_name_msg(t: TrackRef) -> Msg {
    match (t.kind, t.book) {
        (TrackKind::Book, Some(b)) => Msg::new("messina.track-name.book").key("book", super::names::book_key(b)),
        (kind, _) => Msg::new(format!("messina.track-name.{}", kind.name())),
    }
}

impl Messina {
    /// The question of the decision the game waits for, saying what it is for.
    pub(crate) fn ask(&self) -> Msg {
        let Some(seat) = self.to_act() else { return Msg::new("error.game-over") };
        let Some(now) = self.now() else { return Msg::new("error.game-over") };
        let key = match (&self.phase, now) {
            (Phase::Turn(t), Now::Rescue) if matches!(t.step, Step::Rescue { quarantine: true, .. }) => {
                "rescue-quarantine"
            }
            (Phase::Turn(t), Now::Actions) if t.hex_use == HexUse::Open => "actions",
            (Phase::Turn(_), Now::Actions) => "actions-done",
            (Phase::Production { work, .. }, Now::Production) if work.produced => "after-production",
            _ => now.key(),
        };
        let mut m = Msg::new(format!("messina.ask.{key}"))
            .key("colour", colour_key(seat))
            .num("round", self.order.round())
            .num("cost", self.round_info().fire_cost)
            .num("advance", self.advance_cost(seat));
        if let Phase::Turn(t) = &self.phase {
            if let Some(at) = t.at {
                m = m.msg("place", place_msg(at));
            }
            if let Some(Place::Hex(h)) = t.at {
                m = m.num("cubes", self.city.hex(h).cubes);
            }
            if let Some(expr) = self.hex_options(t.at) {
                m = m.msg("action", expr_msg(&ActionExpr { options: expr.clone() }));
            }
            match &t.step {
                Step::Rescue { queue, .. } => {
                    if let Some(c) = queue.first() {
                        m = m.key("class", class_key(*c)).num("more", queue.len() - 1);
                    }
                }
                Step::Destination { lt } => m = m.msg("from", from_msg(self.lieutenant_from(seat, *lt))),
                Step::ShipFight { ship } => m = m.msg("ship", ship_msg(*ship)),
                _ => {}
            }
        }
        if let Phase::Quarantine { queue, .. } = &self.phase {
            if let Some((_, c)) = queue.first() {
                m = m.key("class", class_key(c.class));
            }
        }
        if let Some(sub) = self.sub() {
            m = self.sub_ask_args(seat, sub, m);
        }
        m
    }

    fn sub_ask_args(&self, seat: Seat, sub: &Sub, m: Msg) -> Msg {
        let p = &self.people[seat];
        match sub {
            Sub::Overseer { term } => m.msg("term", term_msg(*term)),
            Sub::Branch { class, .. } | Sub::Steps { class } => m.key("class", class_key(*class)),
            Sub::Activate { buckets, .. } => {
                let left: u32 = buckets.iter().map(|(_, n)| *n as u32).sum();
                m.num("left", left)
            }
            Sub::RotatePay { huts } => m.key("row", if *huts { "messina.row.huts" } else { "messina.row.workshops" }),
            Sub::HutOn { tile } => m.msg("tile", hut_upgrade_msg(*tile)),
            Sub::Repop { hex, needs, .. } => {
                let m = m.msg("place", place_msg(Place::Hex(*hex)));
                match needs.first() {
                    Some(&(class, up)) => {
                        let key = if up { "messina.upgraded-class" } else { "messina.plain-class" };
                        m.msg("citizen", Msg::new(key).key("class", class_key(class)))
                    }
                    None => m,
                }
            }
            Sub::Staff { square } => {
                let class = p.estate.square(*square).map(|c| c.class).unwrap_or(Class::Craftsman);
                m.key("class", class_key(class)).msg("square", square_msg(*square))
            }
            _ => m,
        }
    }

    /// A legal choice with its label and detail: what it does and costs.
    pub(crate) fn choice(&self, a: Action) -> Choice {
        let seat = self.to_act().unwrap_or(0);
        let (label, detail) = self.label(seat, a);
        let c = Choice::new(a.to_string(), label);
        match detail {
            Some(d) => c.with_detail(d),
            None => c,
        }
    }

    fn label(&self, seat: Seat, a: Action) -> (Msg, Option<Msg>) {
        let d = data();
        let p = &self.people[seat];
        let coins = |n: u32| term_msg(Term::Coin(n.min(255) as u8));
        let have = |n: u32| Msg::new("messina.have").num("n", n);
        match a {
            Action::From(From::Estate) => (msg("from-estate"), Some(msg("from-estate-detail"))),
            Action::From(f) => (from_msg(f), Some(msg("from-lying-detail"))),
            Action::Go(place) => (place_msg(place), Some(self.destination_detail(seat, place))),
            Action::Ship(s) => {
                let dock = self.city.dock_of(s).unwrap_or(0);
                let cost = self.current_from(seat).and_then(|f| self.move_cost(f, Place::Dock(dock))).unwrap_or(0);
                let cube = self.city.docks()[dock].iter().flatten().any(|x| x.ship == s && x.cube);
                let mut parts = vec![self.cost_word(cost), place_msg(Place::Dock(dock))];
                if cube {
                    parts.push(msg("ship-cube"));
                }
                (msg("ship").msg("ship", ship_msg(s)), dotted(parts))
            }
            Action::Recall => (msg("recall"), Some(msg("recall-detail"))),
            Action::PlaceCitizen(s) => (square_msg(s), Some(self.square_detail(seat, s))),
            Action::Hut(h) => (msg("hut").num("hut", h + 1), Some(self.hut_detail(seat, h))),
            Action::Discard => (msg("discard"), None),
            Action::Staff(s) => {
                let class = p.estate.square(s).map(|c| c.class).unwrap_or(Class::Craftsman);
                let label = msg("staff").key("class", class_key(class)).msg("square", square_msg(s));
                let into = match self.empty_workshops(seat, class).as_slice() {
                    [only] => Some(workshop_msg(p.estate.workshops()[*only].tile)),
                    _ => None,
                };
                (label, into)
            }
            Action::Fire => {
                let cost = self.round_info().fire_cost as u32;
                (msg("fire").num("n", cost), Some(have(p.held(Resource::Fire)).key("what", "messina.res.fire")))
            }
            Action::BigFire => {
                (msg("bigfire"), Some(have(p.held(Resource::BigFire)).key("what", "messina.res.bigfire")))
            }
            Action::BigFireDouble => {
                (msg("bigfire-double"), Some(have(p.held(Resource::BigFire)).key("what", "messina.res.bigfire")))
            }
            Action::BigFireNext(x) => {
                let n = if self.round_info().fire_cost == 1 { 1 } else { 2 };
                (msg("bigfire-next").num("n", n).msg("place", place_msg(Place::Hex(x))), None)
            }
            Action::Stop if matches!(self.sub(), Some(Sub::Activate { .. })) => (msg("stop-activating"), None),
            Action::Stop => {
                let rats = match self.turn_at() {
                    Some(Place::Hex(h)) => self.city.hex(h).cubes,
                    _ => 0,
                };
                (msg("stop-fighting").num("rats", rats), None)
            }
            Action::Rat => (msg("rat"), None),
            Action::Hex => {
                let expr = self.hex_options(self.turn_at()).map(|o| ActionExpr { options: o.clone() });
                (
                    msg("hex").msg("action", expr.map(|e| expr_msg(&e)).unwrap_or_else(|| Msg::new("messina.nothing"))),
                    None,
                )
            }
            Action::Option(n) => {
                let options: Vec<Vec<Term>> = match self.sub() {
                    Some(Sub::Option { options }) => options.clone(),
                    _ => self.hex_options(self.turn_at()).cloned().unwrap_or_default(),
                };
                let words =
                    options.get(n as usize - 1).map(|o| option_msg(o)).unwrap_or_else(|| Msg::new("messina.nothing"));
                match self.sub() {
                    Some(_) => (words, None),
                    None => (msg("hex").msg("action", words), None),
                }
            }
            Action::Repopulate => (msg("repopulate"), self.repop_detail()),
            Action::Buy(b) => {
                let next = p.book(b) + 1;
                let gives = d.book_space(b, next).and_then(|sp| sp.action.as_ref()).map(expr_msg);
                let label = msg("buy").msg("book", book_msg(b)).msg("cost", coins(self.advance_cost(seat)));
                let space = msg("space").num("space", next);
                (label, dotted([Some(space), gives].into_iter().flatten().collect()))
            }
            Action::Do(t) => (msg("do").msg("term", term_msg(t)), None),
            Action::Into(w) => {
                let tile = p.estate.workshops().get(w).map(|x| x.tile).unwrap_or(0);
                (workshop_msg(tile), Some(workshop_gives(tile)))
            }
            Action::End => (self.end_label(), self.forfeits(seat)),
            Action::Overseer(c) => {
                let o = p.retinue.overseer(c);
                let pos = o.pos;
                // an upgrade alone turns the disc where it stands (issue 27: it said "space 1 → 2")
                let detail = match self.sub() {
                    Some(Sub::Overseer { term: Term::UpgradeOverseer }) => {
                        msg("overseer-upgrade-detail").num("pos", pos)
                    }
                    Some(Sub::Overseer { term: Term::UpgradeAdvance }) if !o.upgraded => {
                        msg("overseer-upgrade-advance-detail").num("from", pos).num("to", pos + 1)
                    }
                    _ => msg("overseer-detail").num("from", pos).num("to", pos + 1),
                };
                (msg("overseer").key("class", class_key(c)), Some(detail))
            }
            Action::Branch(b) => {
                let br = &d.estate.branches[b];
                (msg("branch").key("towards", format!("messina.classes.{}", br.towards.code().to_lowercase())), None)
            }
            Action::Steps(1) => (msg("one-step"), None),
            Action::Steps(_) => (msg("two-steps"), None),
            Action::Activate(s) => (square_msg(s), Some(expr_msg(d.square_action(p.estate.board_b(), s)))),
            Action::Rotate { huts } => {
                let row = if huts { "messina.row.huts" } else { "messina.row.workshops" };
                (msg("rotate").key("row", row), Some(msg("rotate-detail")))
            }
            Action::Pay(pay) => {
                let (what, n) = match pay {
                    Payment::Coin => ("coin", p.held(Resource::Coins)),
                    Payment::Wood => ("wood", p.held(Resource::Wood)),
                    Payment::Fire => ("fire", p.held(Resource::Fire)),
                    Payment::BigFire => ("bigfire", p.held(Resource::BigFire)),
                    Payment::Point => ("point", p.points().max(0) as u32),
                };
                (
                    msg("pay").key("what", format!("messina.res.{what}")),
                    Some(have(n).key("what", format!("messina.res.{what}"))),
                )
            }
            Action::BuildHut(t) => {
                let h = &d.tiles.hut_upgrades[t];
                let gives = Msg::new("messina.produces").msg("output", expr_msg(&h.production));
                (msg("build-hut").text("id", h.id.clone()), dotted(vec![cost_msg(h.cost), gives]))
            }
            Action::BuildWorkshop(t) => {
                (workshop_msg(t), dotted(vec![cost_msg(d.tiles.workshops[t].cost), workshop_gives(t)]))
            }
            Action::BuildWagon(t) => {
                let w = &d.tiles.wagons[t];
                (
                    msg("wagon").text("id", w.id.clone()),
                    dotted(vec![cost_msg(w.cost), term_msg(Term::Points(w.points))]),
                )
            }
            Action::On(h) => (msg("hut").num("hut", h + 1), Some(self.hut_detail(seat, h))),
            Action::Skip => (msg("skip"), None),
            Action::Give(at) | Action::Upgrade(at) => {
                let c = self.citizen_at(seat, at);
                let class = c.map(|c| c.class).unwrap_or(Class::Craftsman);
                let key = if c.is_some_and(|c| c.upgraded) { "messina.upgraded-class" } else { "messina.plain-class" };
                let label = msg("citizen").msg("citizen", Msg::new(key).key("class", class_key(class)));
                (label.msg("at", citizen_at_msg(self, seat, at)), None)
            }
            Action::Sacrifice(f) => (from_msg(f), None),
            Action::Scroll(t) => {
                let i = self.tracks(seat).iter().position(|&x| x == t).unwrap_or(0);
                let level = p.retinue.scroll().get(i).copied().unwrap_or(0);
                (track_msg(t), Some(msg("level").num("from", level).num("to", level + 1)))
            }
            Action::Book(b) => {
                let next = p.book(b) + 1;
                let gives = d.book_space(b, next).and_then(|sp| sp.action.as_ref()).map(expr_msg);
                (book_msg(b), dotted([Some(msg("space").num("space", next)), gives].into_iter().flatten().collect()))
            }
            Action::Copy(place) => {
                let expr = self.hex_options(Some(place)).map(|o| expr_msg(&ActionExpr { options: o.clone() }));
                (place_msg(place), expr)
            }
            Action::Produce => (msg("produce"), None),
        }
    }

    fn turn_at(&self) -> Option<Place> {
        match &self.phase {
            Phase::Turn(t) => t.at,
            _ => None,
        }
    }

    fn current_from(&self, seat: Seat) -> Option<From> {
        match &self.phase {
            Phase::Turn(Turn { step: Step::Destination { lt }, .. }) => Some(self.lieutenant_from(seat, *lt)),
            _ => None,
        }
    }

    fn cost_word(&self, cost: u32) -> Msg {
        if cost == 0 {
            Msg::new("messina.free")
        } else {
            term_msg(Term::Coin(cost.min(255) as u8))
        }
    }

    /// What a hex or port offers a lieutenant: the cost, what is there, and its action.
    fn destination_detail(&self, seat: Seat, place: Place) -> Msg {
        let cost = self.current_from(seat).and_then(|f| self.move_cost(f, place)).unwrap_or(0);
        let mut parts = vec![self.cost_word(cost)];
        if let Place::Hex(h) = place {
            let hs = &self.city.hex(h);
            if hs.cubes > 0 {
                parts.push(msg("cubes").num("n", hs.cubes));
            }
            if !hs.citizens.is_empty() {
                let who: Vec<Msg> = hs.citizens.iter().map(|&c| Msg::new(class_key(c))).collect();
                parts.push(msg("citizens").list("citizens", who));
            }
            if let Some(owner) = hs.repop {
                parts.push(msg("visit").key("colour", colour_key(owner)));
            }
        }
        if let Some(o) = self.hex_options(Some(place)) {
            parts.push(expr_msg(&ActionExpr { options: o.clone() }));
        }
        dotted(parts).unwrap_or_else(|| Msg::new("messina.free"))
    }

    fn square_detail(&self, seat: Seat, s: usize) -> Msg {
        let p = &self.people[seat];
        Msg::new("messina.activates").msg("action", expr_msg(data().square_action(p.estate.board_b(), s)))
    }

    fn hut_detail(&self, seat: Seat, h: usize) -> Msg {
        let hut = &self.people[seat].estate.huts()[h];
        let upgrade = match hut.upgrade {
            Some(u) => {
                let up = &data().tiles.hut_upgrades[u];
                msg("hut-upgrade").text("id", up.id.clone()).msg("output", expr_msg(&up.production))
            }
            None => msg("hut-plain"),
        };
        match hut.citizen {
            Some(c) => Msg::new("messina.dot")
                .msg("a", upgrade)
                .msg("b", msg("hut-holds").key("a_class", a_class_key(c.class))),
            None => upgrade,
        }
    }

    fn repop_detail(&self) -> Option<Msg> {
        let Some(Place::Hex(h)) = self.turn_at() else { return None };
        let hex = &data().city.hexes[h];
        let req = &hex.repop;
        let mut parts = vec![cost_msg(Cost { coins: req.tokens.coins, wood: req.tokens.wood })];
        let citizens: Vec<Msg> = req
            .citizens
            .iter()
            .map(|r| {
                let key = if r.upgraded > 0 { "messina.choice.need-upgraded" } else { "messina.choice.need" };
                Msg::new(key).num("n", r.count).num("up", r.upgraded).key("class", class_key(r.class))
            })
            .collect();
        parts.push(Msg::new("messina.terms").list("terms", citizens));
        if req.lieutenant {
            parts.push(msg("need-lieutenant"));
        }
        parts.push(msg("hex-points").num("n", hex.vp));
        dotted(parts)
    }

    fn end_label(&self) -> Msg {
        match self.phase {
            Phase::Production { .. } => msg("end-production"),
            _ => msg("end"),
        }
    }

    /// What ending now leaves unused.
    fn forfeits(&self, seat: Seat) -> Option<Msg> {
        let mut lost: Vec<Msg> = Vec::new();
        if let Phase::Turn(t) = &self.phase {
            if t.hex_use == HexUse::Open && t.at.is_some_and(|p| !matches!(p, Place::Dock(_))) {
                lost.push(msg("the-hex-action"));
            }
        }
        match self.sub() {
            Some(Sub::Overseer { term }) => lost.push(term_msg(*term)),
            Some(Sub::Build { .. }) => lost.push(term_msg(Term::Build)),
            Some(Sub::Scroll) => lost.push(term_msg(Term::Scroll)),
            Some(Sub::BookChoice) => lost.push(term_msg(Term::Book)),
            Some(Sub::HexCopy) => lost.push(term_msg(Term::HexAction)),
            Some(Sub::UpgradeCitizen) => lost.push(term_msg(Term::UpgradeCitizen)),
            Some(Sub::Activate { .. }) => lost.push(msg("activations")),
            Some(sub @ Sub::Option { .. }) => lost.push(Now::msg(sub_now(sub))),
            _ => {}
        }
        let mut seen: Vec<Term> = Vec::new();
        for &t in self.pending() {
            if !seen.contains(&t) && self.term_possible(seat, t) {
                seen.push(t);
                lost.push(term_msg(t));
            }
        }
        (!lost.is_empty()).then(|| msg("forfeits").list("lost", lost))
    }
}
