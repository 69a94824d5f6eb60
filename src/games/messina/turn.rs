//! A turn's first steps: which lieutenant, where it goes, rescue and fighting
//! (M-T2 to M-T22, M-T35 to M-T42).

use super::action::{Action, From};
use super::data::{data, Book, Class, Term};
use super::effects::colour_key;
use super::state::{Citizen, HexUse, Lieutenant, Messina, Phase, Place, Step, Turn};
use crate::games::{Applied, Msg, Seat};

pub fn place_msg(p: Place) -> Msg {
    let d = data();
    match p {
        Place::Hex(h) => {
            Msg::new("messina.place.hex").text("id", d.hexes[h].id.clone()).text("name", d.hexes[h].name.clone())
        }
        Place::Port(i) => {
            Msg::new("messina.place.hex").text("id", d.ports[i].id.clone()).text("name", d.ports[i].name.clone())
        }
        Place::Dock(i) => Msg::new("messina.place.dock").text("id", d.docks[i].id.clone()),
    }
}

impl Messina {
    pub(crate) fn turn(&self) -> &Turn {
        match &self.phase {
            Phase::Turn(t) => t,
            _ => unreachable!("no turn outside the turn phase"),
        }
    }

    pub(crate) fn turn_mut(&mut self) -> &mut Turn {
        match &mut self.phase {
            Phase::Turn(t) => t,
            _ => unreachable!("no turn outside the turn phase"),
        }
    }

    /// Where lieutenant `lt` starts from.
    pub fn lieutenant_from(&self, seat: Seat, lt: usize) -> From {
        match self.people[seat].lieutenants[lt] {
            Lieutenant::Messina { at, .. } => From::At(at),
            _ => From::Estate,
        }
    }

    /// The coins a move costs: estate lieutenants go anywhere for free; lying ones pay 1 coin for
    /// every step beyond the first (M-T7, M-T8).
    pub fn move_cost(&self, from: From, to: Place) -> Option<u32> {
        match from {
            From::Estate => Some(0),
            From::At(at) => self.distance(at, to).map(|d| d.saturating_sub(1)),
        }
    }

    /// Hexes and ports lieutenant `lt` may go to, with their cost (M-T6 to M-T11).
    pub fn destinations(&self, seat: Seat, lt: usize) -> Vec<(Place, u32)> {
        let from = self.lieutenant_from(seat, lt);
        let coins = self.people[seat].coins;
        let mut places: Vec<Place> = self.hexes_in_play().into_iter().map(Place::Hex).collect();
        places.sort_by_key(|p| match p {
            Place::Hex(h) => *h,
            _ => 0,
        });
        places.extend((0..data().ports.len()).map(Place::Port));
        places
            .into_iter()
            .filter(|&p| !self.blocked(p))
            .filter_map(|p| self.move_cost(from, p).map(|c| (p, c)))
            .filter(|&(_, c)| c <= coins)
            .collect()
    }

    /// Docked ships lieutenant `lt` may sail for, with their cost (M-T36, M-T38).
    pub fn ship_choices(&self, seat: Seat, lt: usize) -> Vec<(usize, u32)> {
        let from = self.lieutenant_from(seat, lt);
        let coins = self.people[seat].coins;
        let mut out = Vec::new();
        for (k, dock) in self.docks.iter().enumerate() {
            let Some(c) = self.move_cost(from, Place::Dock(k)) else { continue };
            if c <= coins {
                out.extend(dock.iter().flatten().map(|s| (s.ship, c)));
            }
        }
        out.sort_unstable();
        out
    }

    pub(crate) fn apply_turn_step(&mut self, seat: Seat, action: Action, out: &mut Applied) {
        match (self.turn().step.clone(), action) {
            (Step::Lieutenant, Action::From(f)) => {
                let lt = self.people[seat]
                    .unused()
                    .map(|(i, _)| i)
                    .find(|&i| self.lieutenant_from(seat, i) == f)
                    .expect("offered places have a lieutenant");
                self.turn_mut().step = Step::Destination { lt };
            }
            (Step::Destination { lt }, Action::Recall) => self.recall(seat, lt, out),
            (Step::Destination { lt }, Action::Go(p)) => self.go(seat, lt, p, out),
            (Step::Destination { lt }, Action::Ship(s)) => self.sail(seat, lt, s, out),
            (Step::Rescue { .. }, a) => self.rescue(seat, a, out),
            (Step::Fight, a) => self.fight(seat, a, out),
            (Step::ShipFight { ship }, a) => self.ship_fight(seat, ship, a, out),
            (step, a) => unreachable!("{a:?} offered in {step:?}"),
        }
    }

    /// M-T35: the lieutenant returns to the estate for 1 coin; the turn ends.
    fn recall(&mut self, seat: Seat, lt: usize, out: &mut Applied) {
        let p = &mut self.people[seat];
        p.lieutenants[lt] = Lieutenant::Estate { used: true };
        p.coins += 1;
        out.public(Msg::new("messina.event.recall").key("colour", colour_key(seat)));
        self.end_turn(out);
    }

    fn pay_move(&mut self, seat: Seat, lt: usize, to: Place, out: &mut Applied) {
        let from = self.lieutenant_from(seat, lt);
        let cost = self.move_cost(from, to).expect("offered places are reachable");
        self.people[seat].coins -= cost;
        self.people[seat].lieutenants[lt] = Lieutenant::Messina { at: to, standing: true };
        self.turn_mut().at = Some(to);
        let mut m = Msg::new("messina.event.go").key("colour", colour_key(seat)).msg("place", place_msg(to));
        if cost > 0 {
            m = m.msg("paid", Msg::new("messina.event.paid").num("cost", cost));
        }
        out.public(m);
    }

    /// A hex turn: stand on the hex, score the visit bonus, then rescue (M-T11 to M-T13).
    fn go(&mut self, seat: Seat, lt: usize, to: Place, out: &mut Applied) {
        self.pay_move(seat, lt, to, out);
        if let Place::Hex(h) = to {
            if let Some(owner) = self.hexes[h].repop {
                // M-T12: 2 points to the tile's owner at every visit
                let bonus = data().scoring.visit_bonus as i32;
                self.add_points(owner, bonus);
                out.public(Msg::new("messina.event.visit").key("colour", colour_key(owner)).num("points", bonus));
            }
            let queue = std::mem::take(&mut self.hexes[h].citizens);
            let quarantine = self.hexes[h].cubes > 0;
            self.turn_mut().step = Step::Rescue { queue, quarantine };
            self.continue_rescue(seat, out);
        } else {
            self.enter_actions(seat, out);
        }
    }

    /// A ship turn: to the ship's dock, then its cube (M-T36 to M-T39).
    fn sail(&mut self, seat: Seat, lt: usize, ship: usize, out: &mut Applied) {
        let dock = self.docks.iter().position(|d| d.iter().flatten().any(|s| s.ship == ship)).expect("docked");
        self.pay_move(seat, lt, Place::Dock(dock), out);
        let t = self.turn_mut();
        t.hex_use = HexUse::None;
        t.step = Step::ShipFight { ship };
        let has_cube = self.docks[dock].iter().flatten().any(|s| s.ship == ship && s.cube);
        if !has_cube {
            self.take_ship(seat, ship, out);
        }
    }

    /// Free squares of a class's sector.
    pub fn free_squares(&self, seat: Seat, class: Class) -> Vec<usize> {
        let p = &self.people[seat];
        data()
            .sector(class)
            .area_idx
            .iter()
            .flat_map(|&a| data().areas[a].squares.iter().copied())
            .filter(|&s| p.squares[s].is_none())
            .collect()
    }

    pub fn empty_huts(&self, seat: Seat) -> Vec<usize> {
        (0..self.people[seat].huts.len()).filter(|&h| self.people[seat].huts[h].citizen.is_none()).collect()
    }

    /// Rescue decisions: a square (no plague) or a hut (plague), or discarding when full.
    pub fn rescue_choices(&self, seat: Seat) -> Vec<Action> {
        let Step::Rescue { queue, quarantine } = &self.turn().step else { return Vec::new() };
        let Some(&class) = queue.first() else { return Vec::new() };
        if *quarantine {
            return self.empty_huts(seat).into_iter().map(Action::Hut).collect();
        }
        let free = self.free_squares(seat, class);
        if !free.is_empty() {
            return free.into_iter().map(Action::PlaceCitizen).collect();
        }
        // M-T14: the sector is full; a citizen may first move into a workshop to make room
        let mut out: Vec<Action> = self
            .staff_options(seat)
            .into_iter()
            .filter(|&s| data().squares[s].class == class)
            .map(Action::Staff)
            .collect();
        if !out.is_empty() {
            out.push(Action::Discard);
        }
        out
    }

    fn rescue(&mut self, seat: Seat, a: Action, out: &mut Applied) {
        let Step::Rescue { queue, .. } = &mut self.turn_mut().step else { unreachable!() };
        let class = queue[0];
        match a {
            Action::PlaceCitizen(s) => {
                queue.remove(0);
                self.people[seat].squares[s] = Some(Citizen::plain(class));
                out.public(
                    Msg::new("messina.event.rescued")
                        .key("colour", colour_key(seat))
                        .key("class", class_key(class))
                        .key("a_class", a_class_key(class))
                        .text("square", data().squares[s].id.clone()),
                );
            }
            Action::Hut(h) => {
                queue.remove(0);
                let hut = &mut self.people[seat].huts[h];
                hut.citizen = Some(Citizen::plain(class));
                hut.slot = 1;
                out.public(
                    Msg::new("messina.event.quarantined")
                        .key("colour", colour_key(seat))
                        .key("class", class_key(class))
                        .key("a_class", a_class_key(class))
                        .num("hut", h as i64 + 1),
                );
            }
            Action::Discard => {
                queue.remove(0);
                out.public(discarded(seat, class));
            }
            Action::Staff(s) => self.staff(seat, s, None, out),
            other => unreachable!("{other:?} in rescue"),
        }
        self.continue_rescue(seat, out);
    }

    /// Places citizens that have a single place (or none), then moves on to fighting.
    fn continue_rescue(&mut self, seat: Seat, out: &mut Applied) {
        loop {
            let Step::Rescue { queue, .. } = &self.turn().step else { return };
            let Some(&class) = queue.first() else { break };
            let choices = self.rescue_choices(seat);
            match choices.as_slice() {
                [] => {
                    // nowhere to go: back to the supply (M-T14, M-T15)
                    let Step::Rescue { queue, .. } = &mut self.turn_mut().step else { unreachable!() };
                    queue.remove(0);
                    out.public(discarded(seat, class));
                }
                [only @ (Action::PlaceCitizen(_) | Action::Hut(_))] => {
                    let only = *only;
                    self.rescue(seat, only, out);
                    return;
                }
                _ => return,
            }
        }
        let Some(Place::Hex(h)) = self.turn().at else { unreachable!() };
        self.turn_mut().step = Step::Fight;
        if self.hexes[h].cubes == 0 || self.fight_choices(seat) == [Action::Stop] {
            self.fight(seat, Action::Stop, out);
        }
    }

    /// Fighting choices on the chosen hex, by the fire table (M-T17 to M-T19).
    pub fn fight_choices(&self, seat: Seat) -> Vec<Action> {
        let Some(Place::Hex(h)) = self.turn().at else { return Vec::new() };
        let p = &self.people[seat];
        let cost = self.round_info().fire_cost as u32;
        let cubes = self.hexes[h].cubes;
        let mut out = Vec::new();
        if cubes > 0 {
            if p.fire >= cost {
                out.push(Action::Fire);
            }
            if p.bigfire >= 1 {
                out.push(Action::BigFire);
            }
            let big_for_pair = if cost == 1 { 1 } else { 2 };
            if cost == 1 && p.bigfire >= 1 && cubes >= 2 {
                out.push(Action::BigFireDouble);
            }
            if p.bigfire >= big_for_pair {
                out.extend(
                    self.adjacent_hexes(h).into_iter().filter(|&x| self.hexes[x].cubes > 0).map(Action::BigFireNext),
                );
            }
        }
        out.push(Action::Stop);
        out
    }

    /// Removes one cube: back to the supply, popularity +1, and 2 points in rounds V–VI (M-T20, M-T21).
    fn remove_cube(&mut self, seat: Seat, from: Option<usize>, out: &mut Applied) {
        if let Some(h) = from {
            self.hexes[h].cubes -= 1;
        }
        self.cubes += 1;
        self.turn_mut().removed += 1;
        if self.round_info().fire_cost == 2 {
            self.add_points(seat, 2);
        }
        self.advance_book(seat, Book::Pop, out);
    }

    fn fight(&mut self, seat: Seat, a: Action, out: &mut Applied) {
        let Some(Place::Hex(h)) = self.turn().at else { unreachable!() };
        let cost = self.round_info().fire_cost as u32;
        let before = self.turn().removed;
        match a {
            Action::Fire => {
                self.people[seat].fire -= cost;
                self.remove_cube(seat, Some(h), out);
            }
            Action::BigFire => {
                self.people[seat].bigfire -= 1;
                self.remove_cube(seat, Some(h), out);
            }
            Action::BigFireDouble => {
                self.people[seat].bigfire -= 1;
                self.remove_cube(seat, Some(h), out);
                self.remove_cube(seat, Some(h), out);
            }
            Action::BigFireNext(x) => {
                self.people[seat].bigfire -= if cost == 1 { 1 } else { 2 };
                self.remove_cube(seat, Some(h), out);
                self.remove_cube(seat, Some(x), out);
            }
            Action::Stop => {
                // M-T22: a rat for every cube left on the chosen hex
                let rats = self.hexes[h].cubes as u32;
                self.people[seat].rats += rats;
                if rats > 0 {
                    out.public(Msg::new("messina.event.rats").key("colour", colour_key(seat)).num("rats", rats as i64));
                }
                self.enter_actions(seat, out);
                return;
            }
            other => unreachable!("{other:?} while fighting"),
        }
        let removed = self.turn().removed - before;
        out.public(
            Msg::new("messina.event.fought")
                .key("colour", colour_key(seat))
                .num("cubes", removed as i64)
                .num("left", self.hexes[h].cubes as i64),
        );
        if self.fight_choices(seat) == [Action::Stop] {
            self.fight(seat, Action::Stop, out);
        }
    }

    pub fn ship_fight_choices(&self, seat: Seat) -> Vec<Action> {
        let p = &self.people[seat];
        let mut out = Vec::new();
        if p.fire >= self.round_info().fire_cost as u32 {
            out.push(Action::Fire);
        }
        if p.bigfire >= 1 {
            out.push(Action::BigFire);
        }
        out.push(Action::Rat);
        out
    }

    /// M-T39: fight the ship's cube or take a rat; the cube leaves either way.
    fn ship_fight(&mut self, seat: Seat, ship: usize, a: Action, out: &mut Applied) {
        for dock in &mut self.docks {
            for s in dock.iter_mut().flatten() {
                if s.ship == ship {
                    s.cube = false;
                }
            }
        }
        match a {
            Action::Rat => {
                self.cubes += 1;
                self.people[seat].rats += 1;
                out.public(Msg::new("messina.event.rats").key("colour", colour_key(seat)).num("rats", 1));
            }
            Action::Fire | Action::BigFire => {
                if a == Action::Fire {
                    self.people[seat].fire -= self.round_info().fire_cost as u32;
                } else {
                    self.people[seat].bigfire -= 1;
                }
                self.remove_cube(seat, None, out);
                out.public(Msg::new("messina.event.fought-ship").key("colour", colour_key(seat)));
            }
            other => unreachable!("{other:?} on a ship"),
        }
        self.take_ship(seat, ship, out);
    }

    /// M-T40: the ship goes to the estate with its reward; an even number of ships gives an
    /// overseer advance.
    fn take_ship(&mut self, seat: Seat, ship: usize, out: &mut Applied) {
        for dock in &mut self.docks {
            for slot in dock.iter_mut() {
                if slot.is_some_and(|s| s.ship == ship) {
                    *slot = None;
                }
            }
        }
        self.people[seat].ships.push(ship);
        out.public(
            Msg::new("messina.event.ship").key("colour", colour_key(seat)).text("ship", data().ships[ship].id.clone()),
        );
        let reward: Vec<Term> = data().ships[ship].reward.terms().collect();
        self.enter_actions(seat, out);
        self.resolve(seat, &reward, out);
        if self.people[seat].ships.len() % 2 == 0 {
            self.push_pending(vec![Term::Overseer(super::data::OverseerKind::Any)]);
        }
    }

    /// The action step begins; actions deferred from production become available (M-T75).
    fn enter_actions(&mut self, seat: Seat, out: &mut Applied) {
        let deferred = std::mem::take(&mut self.people[seat].deferred);
        self.turn_mut().step = Step::Actions;
        if !deferred.is_empty() {
            self.resolve(seat, &deferred, out);
        }
    }

    /// Ends the turn: what was not used is lost (M-T25); the next player's turn, or the round end.
    pub(crate) fn end_turn(&mut self, out: &mut Applied) {
        out.irreversible = true;
        out.turn_over = true;
        if !self.start_turn(out) {
            self.end_round(out);
        }
    }
}

/// A rescued citizen goes back to the supply (M-T14, M-T15).
fn discarded(seat: Seat, class: Class) -> Msg {
    Msg::new("messina.event.discarded")
        .key("colour", colour_key(seat))
        .key("class", class_key(class))
        .key("a_class", a_class_key(class))
}

pub fn class_key(c: Class) -> String {
    format!("messina.class.{}", c.code().to_lowercase())
}

/// "a craftsman", "an aristocrat".
pub fn a_class_key(c: Class) -> String {
    format!("messina.a-class.{}", c.code().to_lowercase())
}
