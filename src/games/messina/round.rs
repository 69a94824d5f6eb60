//! The end of a round: production, quarantine and the preparation of the next round
//! (M-R1 to M-R27), and the pieces setup shares with it (M-S27 to M-S29).

use super::action::{Action, Candidates};
use super::data::{data, Book, Class, Era, Priority, Term};
use super::judged::Out;
use super::names::colour_key;
use super::state::{Citizen, EndWork, Messina, Phase, Place, Sub};

use super::events::PostEvent;
use super::names::{a_class_key, class_key};
use super::purse::Resource;
use super::why::Why;
use crate::games::{Msg, Seat};

impl Messina {
    /// M-R1: the round ends; production follows in turn order.
    pub(crate) fn end_round(&mut self, out: &mut Out) {
        out.public(|| Msg::new("messina.event.round-end").num("round", self.order.round()));
        let seat = self.order.first();
        self.phase =
            Phase::Production { index: 0, work: EndWork { seat, produced: false, pending: Vec::new(), sub: None } };
    }

    /// Produces without asking when the player has nothing to decide first; moves to the next
    /// producer when done. Returns whether anything happened.
    pub(crate) fn advance_production_if_idle(&mut self, out: &mut Out) -> bool {
        let Phase::Production { work, .. } = &self.phase else { return false };
        let seat = work.seat;
        if !work.produced && self.staff_options(seat).is_empty() {
            self.produce(seat, out);
            return true;
        }
        false
    }

    /// M-R2, M-R3: upgraded huts with a citizen and occupied early workshops produce; every
    /// upgraded citizen in a workshop also scores 1 point.
    pub(crate) fn produce(&mut self, seat: Seat, out: &mut Out) {
        let d = data();
        if let Phase::Production { work, .. } = &mut self.phase {
            work.produced = true;
        }
        let mut terms: Vec<Term> = Vec::new();
        let p = &self.people[seat];
        for hut in p.estate.huts() {
            if let (Some(u), Some(_)) = (hut.upgrade, hut.citizen) {
                terms.extend(d.tiles.hut_upgrades[u].production.terms());
            }
        }
        let mut points = 0;
        for w in p.estate.workshops() {
            let Some(c) = w.citizen else { continue };
            let tile = &d.tiles.workshops[w.tile];
            if tile.era == Era::Early {
                if let Some(out) = tile.production(c.upgraded) {
                    terms.extend(out.terms());
                }
            }
            if c.upgraded {
                points += 1;
            }
        }
        if terms.is_empty() && points == 0 {
            out.public(|| PostEvent::NoProduction.msg().key("colour", colour_key(seat)));
        } else {
            out.public(|| PostEvent::Production.msg().key("colour", colour_key(seat)));
        }
        if points > 0 {
            terms.push(Term::Points(points as u8));
        }
        self.resolve(seat, &terms, out);
    }

    /// The next player in turn order produces; after the last one, quarantine (M-R5) or the
    /// end of the game after round VI (M-R6, M-E1).
    pub(crate) fn next_producer(&mut self, out: &mut Out) {
        let Phase::Production { index, .. } = &self.phase else { unreachable!() };
        let index = index + 1;
        if let Some(seat) = self.order.get(index) {
            self.phase =
                Phase::Production { index, work: EndWork { seat, produced: false, pending: Vec::new(), sub: None } };
            return;
        }
        if self.order.last_round() {
            self.finish(out);
            return;
        }
        // M-R5: slot I moves to slot II; slot II leaves quarantine
        let mut queue = Vec::new();
        for seat in self.order.seats().to_vec() {
            queue.extend(self.people[seat].estate.advance_quarantine().into_iter().map(|c| (seat, c)));
        }
        self.phase = Phase::Quarantine { queue, sub: None };
    }

    /// Where a citizen leaving quarantine may go: the squares of its sector, the workshops,
    /// making room by moving a citizen of its class into a workshop first, or the supply (M-R5,
    /// M-T68).
    pub(crate) fn release_candidates(&self, v: &mut Candidates) {
        let Phase::Quarantine { queue, .. } = &self.phase else { return };
        let Some(&(seat, c)) = queue.first() else { return };
        let p = &self.people[seat];
        let squares = 0..data().estate.squares.len();
        v.extend(squares.clone().filter(|&s| data().estate.squares[s].class == c.class).map(Action::PlaceCitizen));
        v.extend((0..p.estate.workshops().len()).map(Action::Into));
        v.extend(squares.filter(|&s| p.estate.square(s).is_some_and(|x| x.class == c.class)).map(Action::Staff));
        v.push(Action::Discard);
    }

    /// A citizen leaving quarantine goes onto a free square of its sector or into an empty
    /// workshop of its class; a citizen of its class may first move into a workshop to make room;
    /// with no room at all it returns to the supply (M-R5, M-T68).
    pub(crate) fn release_verdict(&self, a: Action) -> Result<(), Why> {
        let Phase::Quarantine { queue, sub } = &self.phase else { return Err(self.off_topic(a)) };
        let Some(&(seat, c)) = queue.first() else { return Err(self.off_topic(a)) };
        if let Some(sub) = sub {
            return self.sub_verdict(seat, sub, a);
        }
        let room = || self.has_free_square(seat, c.class) || self.has_empty_workshop(seat, c.class);
        match a {
            Action::PlaceCitizen(s) if data().estate.squares[s].class != c.class => {
                Err(Why::WrongSector(c.class, "M-R5"))
            }
            Action::PlaceCitizen(s) if self.people[seat].estate.square(s).is_some() => Err(Why::SquareTaken(s, "M-R5")),
            Action::PlaceCitizen(_) => Ok(()),
            Action::Into(w) => self.workshop_verdict(seat, w, c.class),
            Action::Staff(s) => self.staff_verdict(seat, s, Some(c.class)),
            Action::Discard if room() => Err(Why::DiscardRoom("M-R5")),
            Action::Discard => Ok(()),
            _ => Err(self.off_topic(a)),
        }
    }

    pub(crate) fn release(&mut self, action: Action, out: &mut Out) {
        let Phase::Quarantine { queue, sub } = &mut self.phase else { unreachable!() };
        let (seat, c) = queue[0];
        match (sub.take(), action) {
            (Some(Sub::Staff { square }), Action::Into(w)) => return self.staff(seat, square, Some(w), out),
            (_, Action::Staff(square)) => return self.staff(seat, square, None, out),
            _ => {}
        }
        queue.remove(0);
        match action {
            Action::PlaceCitizen(s) => {
                self.people[seat].estate.place(s, c);
                out.public(|| {
                    PostEvent::Released
                        .msg()
                        .key("colour", colour_key(seat))
                        .key("class", class_key(c.class))
                        .key("a_class", a_class_key(c.class))
                        .msg("to", super::names::square_msg(s))
                });
            }
            Action::Into(w) => self.put_in_workshop(seat, w, c, out),
            _ => out.public(|| {
                PostEvent::Discarded
                    .msg()
                    .key("colour", colour_key(seat))
                    .key("class", class_key(c.class))
                    .key("a_class", a_class_key(c.class))
            }),
        }
    }

    /// Takes a release with a single possible outcome; prepares the next round when the
    /// quarantine is done. Returns whether anything happened.
    pub(crate) fn release_if_forced(&mut self, out: &mut Out) -> bool {
        let Phase::Quarantine { queue, .. } = &self.phase else { return false };
        if queue.is_empty() {
            self.prepare_round(out);
            return true;
        }
        match self.only_legal(out) {
            Some(only) => self.release(only, out),
            None => return false,
        }
        true
    }

    /// M-R7 to M-R27: the next round's preparation, in order.
    pub(crate) fn prepare_round(&mut self, out: &mut Out) {
        let d = data();
        out.applied.irreversible = true;
        // a new round is shown to everyone, also when the same player decides next
        out.applied.turn_over = true;
        // (I) the round marker
        self.order.next_round();
        out.public(|| Msg::new("messina.event.round").num("round", self.order.round()));
        // (II) lieutenants in Messina lie down; recalled ones are ready again
        for p in &mut self.people {
            p.retinue.new_round();
        }
        // (III) citizens on hexes with plague return to the supply
        for h in self.city.hexes_in_play() {
            if self.city.hex(h).cubes > 0 && !self.city.hex(h).citizens.is_empty() {
                let gone = self.city.take_citizens(h).len();
                out.public(|| {
                    Msg::new("messina.event.plague-takes")
                        .num("count", gone as i64)
                        .msg("place", super::names::place_msg(Place::Hex(h)))
                });
            }
        }
        // (IV) turn order by the round's priority
        let priority =
            d.priority(self.players as u8, self.order.round(), self.options.priority_tile).expect("priority per round");
        self.set_turn_order(priority);
        // (V) ships, and (VI) the new hex from the docking tile's port
        let ships = self.round_info().ships;
        let port = self.arrive_ships(ships, out);
        if let Some(hex) = self.city.expand(port) {
            out.public(|| Msg::new("messina.event.new-hex").msg("place", super::names::place_msg(Place::Hex(hex))));
        }
        // M-R18: late workshops replace the early ones at round V
        if self.round_info().workshops == Era::Late && self.tiles.start_late_era() {
            out.public(|| Msg::new("messina.event.late-workshops"));
        }
        // (VII), (VIII): wheel and citizens, except in round VI (M-R23)
        let turns = self.round_info().wheel.turns();
        for _ in 0..turns {
            self.turn_wheel_and_place(out);
        }
        if turns > 0 {
            self.place_citizens();
        }
        // M-R25: wagons face up again
        for p in &mut self.people {
            p.estate.turn_wagons_up();
        }
        // M-R26, M-P4 to M-P6: the automa's new round
        self.automa_new_round();
        self.order.restart();
        if !self.start_turn(out) {
            self.end_round(out);
        }
    }

    /// M-R10, M-R11: furthest ahead first; ties to the disc on top (the later arrival).
    fn set_turn_order(&mut self, priority: Priority) {
        let key = |p: &super::state::Player| -> (i64, u32) {
            match priority {
                Priority::Popularity => (p.book(Book::Pop) as i64, p.discs.book_seq(Book::Pop)),
                Priority::City => (p.book(Book::City) as i64, p.discs.book_seq(Book::City)),
                Priority::Church => (p.book(Book::Church) as i64, p.discs.book_seq(Book::Church)),
                Priority::Score | Priority::Random => (p.points() as i64, p.discs.score_seq()),
            }
        };
        let mut order: Vec<Seat> = (0..self.players).collect();
        order.sort_by_key(|&s| std::cmp::Reverse(key(&self.people[s])));
        self.order.set(order);
    }

    /// M-R12 to M-R16 (and M-S27): a docking tile names the dock; ships go there or to the next
    /// dock clockwise with room, each with a cube if the supply has one. Returns the tile's port.
    pub(crate) fn arrive_ships(&mut self, count: u8, out: &mut Out) -> usize {
        let d = data();
        // M-R14: when the pile is used up, all four tiles make a new pile
        let tile = self.city.draw_docking_tile(&mut self.rng);
        let docks = d.docks_from(d.city.docking_tiles[tile].dock_idx);
        for _ in 0..count {
            let Some((ship, k)) = self.city.arrive_ship(&docks) else { break };
            out.public(|| {
                PostEvent::ShipArrives
                    .msg()
                    .msg("ship", super::names::ship_msg(ship))
                    .msg("dock", super::names::place_msg(Place::Dock(k)))
            });
        }
        d.city.docking_tiles[tile].port_idx
    }

    /// M-R19, M-R22, M-R24: the wheel turns; every hex with its rat symbol gets a cube, or none
    /// at all if the supply cannot cover them all; owners of repopulated hexes take a rat each.
    pub(crate) fn turn_wheel_and_place(&mut self, out: &mut Out) {
        let d = data();
        let rat = d.rounds.wheel[self.city.turn_wheel()].rat;
        let targets: Vec<usize> =
            self.city.hexes_in_play().into_iter().filter(|&h| d.city.hexes[h].rat == rat).collect();
        if !self.city.plague(&targets) {
            out.public(|| {
                Msg::new("messina.event.plague-short")
                    .num("needed", targets.len() as i64)
                    .num("left", self.city.supply())
            });
            return;
        }
        for h in &targets {
            if let Some(owner) = self.city.hex(*h).repop {
                self.people[owner].gain(Resource::Rats, 1);
            }
        }
        out.public(|| Msg::new("messina.event.plague").num("hexes", targets.len() as i64));
    }

    /// M-R21, M-S29: one citizen of each class on every hex of the colour the window shows for it.
    pub(crate) fn place_citizens(&mut self) {
        let d = data();
        let pos = &d.rounds.wheel[self.city.wheel()];
        for class in Class::ALL {
            let colour = pos.colour_of(class);
            for h in self.city.hexes_in_play() {
                if d.city.hexes[h].colour == colour {
                    self.city.add_citizen(h, class);
                }
            }
        }
    }

    /// A fresh plain citizen (used by scenarios).
    pub fn new_citizen(class: Class) -> Citizen {
        Citizen::plain(class)
    }
}
