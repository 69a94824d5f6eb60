//! A turn's first steps: which lieutenant, where it goes, rescue and fighting
//! (M-T2 to M-T22, M-T35 to M-T42).

use super::action::{Action, Candidates, From};
use super::data::{data, Book, Class, Term};
use super::events::PostEvent;
use super::judged::Out;
use super::names::colour_key;
use super::names::{a_class_key, class_key, place_msg};
use super::purse::Resource;
use super::state::{Citizen, HexSpots, HexUse, Lieutenant, Messina, Phase, Place, Step, Turn};
use super::why::Why;
use crate::games::{Msg, Seat};

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
        match self.people[seat].retinue.lieutenants()[lt] {
            Lieutenant::Messina { at, .. } => From::At(at),
            _ => From::Estate,
        }
    }

    /// The coins a move costs: estate lieutenants go anywhere for free; lying ones pay 1 coin for
    /// every step beyond the first (M-T7, M-T8).
    pub fn move_cost(&self, from: From, to: Place) -> Option<u32> {
        self.reach(from).cost(self, to)
    }

    /// Where a lieutenant starts and the steps from there, for the cost of many moves.
    fn reach(&self, from: From) -> Reach {
        let steps = match from {
            From::Estate => None,
            From::At(at) => self.city.steps_from(at),
        };
        Reach { from, steps }
    }

    /// Every hex and port of the city, then every docked ship, then recall: what a lieutenant
    /// may be sent to (M-T4).
    pub(crate) fn destination_candidates(&self, spots: &HexSpots, out: &mut Candidates) {
        out.extend(spots.hexes().map(|h| Action::Go(Place::Hex(h))));
        out.extend((0..data().city.ports.len()).map(|p| Action::Go(Place::Port(p))));
        let mut ships: smallvec::SmallVec<[usize; 8]> =
            self.city.docks().iter().flatten().flatten().map(|d| d.ship).collect();
        ships.sort_unstable();
        out.extend(ships.into_iter().map(Action::Ship));
        out.push(Action::Recall);
    }

    /// The dock a ship lies at, if it is docked in Messina.
    pub fn dock_of(&self, ship: usize) -> Option<usize> {
        self.city.docks().iter().position(|d| d.iter().flatten().any(|s| s.ship == ship))
    }

    /// What the verdict on each destination of lieutenant `lt` needs, gathered once for the
    /// decision.
    pub(crate) fn moves(&self, seat: Seat, lt: usize) -> Moves {
        let reach = self.reach(self.lieutenant_from(seat, lt));
        Moves {
            reach,
            coins: self.people[seat].held(Resource::Coins),
            standing: self.standing(),
            spots: self.city.hex_spots(),
        }
    }

    /// Where lieutenant `lt` may go and what it costs (M-T4, M-T6 to M-T11, M-T35 to M-T38).
    pub(crate) fn destination_verdict(&self, seat: Seat, lt: usize, a: Action) -> Result<(), Why> {
        self.move_verdict(seat, &self.moves(seat, lt), a)
    }

    /// [`Self::destination_verdict`] with what it needs gathered.
    pub(crate) fn move_verdict(&self, seat: Seat, m: &Moves, a: Action) -> Result<(), Why> {
        let coins = m.coins;
        match a {
            Action::Go(Place::Dock(_)) => Err(Why::UseShip),
            Action::Go(p) => {
                // a hex or port (docks are answered above): in the city when it has a spot
                let index = match p {
                    Place::Hex(h) => m.spots.index(h),
                    other => self.city.spot_of(other).map(|s| super::geometry::spot_index(self.city.layout(), s)),
                };
                let Some(index) = index else { return Err(Why::NotInCity(p, "M-T4")) };
                if m.standing.blocks(p) {
                    return Err(Why::Blocked(p));
                }
                let cost = m.reach.cost_at(p, index, 0).ok_or(Why::NotInCity(p, "M-T4"))?;
                if cost > coins {
                    return Err(Why::MoveCost { cost, coins });
                }
                Ok(())
            }
            Action::Ship(s) => {
                let dock = self.city.dock_of(s).ok_or(Why::ShipNotDocked)?;
                let cost = m.reach.cost(self, Place::Dock(dock)).ok_or(Why::ShipNotDocked)?;
                if cost > coins {
                    return Err(Why::ShipCost { dock, cost, coins });
                }
                Ok(())
            }
            Action::Recall => Ok(()),
            Action::From(f) => {
                self.lieutenant_verdict(seat, f)?;
                Err(Why::LieutenantChosen(m.reach.from))
            }
            _ => Err(self.off_topic(a)),
        }
    }

    pub(crate) fn apply_turn_step(&mut self, seat: Seat, action: Action, out: &mut Out) {
        match (&self.turn().step, action) {
            (Step::Lieutenant, Action::From(f)) => {
                let lt = self.people[seat]
                    .retinue
                    .unused()
                    .map(|(i, _)| i)
                    .find(|&i| self.lieutenant_from(seat, i) == f)
                    .expect("offered places have a lieutenant");
                self.turn_mut().step = Step::Destination { lt };
            }
            (&Step::Destination { lt }, Action::Recall) => self.recall(seat, lt, out),
            (&Step::Destination { lt }, Action::Go(p)) => self.go(seat, lt, p, out),
            (&Step::Destination { lt }, Action::Ship(s)) => self.sail(seat, lt, s, out),
            (Step::Rescue { .. }, Action::Into(w)) => {
                // a citizen moved into a workshop to make room: the workshop is chosen
                let Some(super::state::Sub::Staff { square }) = self.turn_mut().sub.take() else { unreachable!() };
                self.staff(seat, square, Some(w), out);
                self.continue_rescue(seat, out);
            }
            (Step::Rescue { .. }, a) => self.rescue(seat, a, out),
            (Step::Fight, a) => self.fight(seat, a, out),
            (&Step::ShipFight { ship }, a) => self.ship_fight(seat, ship, a, out),
            (step, a) => unreachable!("{a:?} offered in {step:?}"),
        }
    }

    /// M-T35: the lieutenant returns to the estate for 1 coin; the turn ends.
    fn recall(&mut self, seat: Seat, lt: usize, out: &mut Out) {
        let p = &mut self.people[seat];
        p.retinue.recall(lt);
        p.gain(Resource::Coins, 1);
        out.public(|| Msg::new("messina.event.recall").key("colour", colour_key(seat)));
        self.end_turn(out);
    }

    fn pay_move(&mut self, seat: Seat, lt: usize, to: Place, out: &mut Out) {
        let from = self.lieutenant_from(seat, lt);
        let cost = self.move_cost(from, to).expect("offered places are reachable");
        self.people[seat].pay(Resource::Coins, cost);
        self.people[seat].retinue.send(lt, to);
        self.turn_mut().at = Some(to);
        out.public(|| {
            let m = Msg::new("messina.event.go").key("colour", colour_key(seat)).msg("place", place_msg(to));
            // the payment is an optional part of the sentence: empty when the move was free
            if cost > 0 {
                m.msg("paid", Msg::new("messina.event.paid").num("cost", cost))
            } else {
                m.text("paid", "")
            }
        });
    }

    /// A hex turn: stand on the hex, score the visit bonus, then rescue (M-T11 to M-T13).
    fn go(&mut self, seat: Seat, lt: usize, to: Place, out: &mut Out) {
        self.pay_move(seat, lt, to, out);
        if let Place::Hex(h) = to {
            if let Some(owner) = self.city.hex(h).repop {
                // M-T12: 2 points to the tile's owner at every visit
                let bonus = data().scoring.visit_bonus as i32;
                self.add_points(owner, bonus);
                out.public(|| Msg::new("messina.event.visit").key("colour", colour_key(owner)).num("points", bonus));
            }
            let queue = self.city.take_citizens(h);
            let quarantine = self.city.hex(h).cubes > 0;
            self.turn_mut().step = Step::Rescue { queue, quarantine };
            self.continue_rescue(seat, out);
        } else {
            self.enter_actions(seat, out);
        }
    }

    /// A ship turn: to the ship's dock, then its cube (M-T36 to M-T39).
    fn sail(&mut self, seat: Seat, lt: usize, ship: usize, out: &mut Out) {
        let dock = self.city.dock_of(ship).expect("docked");
        self.pay_move(seat, lt, Place::Dock(dock), out);
        let t = self.turn_mut();
        t.hex_use = HexUse::None;
        t.step = Step::ShipFight { ship };
        if !self.city.ship_has_cube(ship) {
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
            .flat_map(|&a| data().estate.areas[a].squares.iter().copied())
            .filter(|&s| p.estate.square(s).is_none())
            .collect()
    }

    /// Whether a class's sector has a free square (what [`Self::free_squares`] is not empty says).
    pub fn has_free_square(&self, seat: Seat, class: Class) -> bool {
        let p = &self.people[seat];
        let d = data();
        d.sector(class)
            .area_idx
            .iter()
            .any(|&a| d.estate.areas[a].squares.iter().any(|&s| p.estate.square(s).is_none()))
    }

    pub fn empty_huts(&self, seat: Seat) -> Vec<usize> {
        (0..self.people[seat].estate.huts().len())
            .filter(|&h| self.people[seat].estate.huts()[h].citizen.is_none())
            .collect()
    }

    /// The citizen to place now and whether it goes into quarantine.
    fn rescuing(&self) -> Option<(Class, bool)> {
        match &self.turn().step {
            Step::Rescue { queue, quarantine } => queue.first().map(|&c| (c, *quarantine)),
            _ => None,
        }
    }

    /// Where the citizen being rescued might go: with plague on the hex the huts, else the
    /// squares of its sector and those whose citizen of its class could make room; the supply.
    pub(crate) fn rescue_candidates(&self, seat: Seat, out: &mut Candidates) {
        let p = &self.people[seat];
        match self.rescuing() {
            Some((_, true)) => out.extend((0..p.estate.huts().len()).map(Action::Hut)),
            Some((class, false)) => {
                let squares = 0..data().estate.squares.len();
                out.extend(
                    squares.clone().filter(|&s| data().estate.squares[s].class == class).map(Action::PlaceCitizen),
                );
                out.extend(
                    squares.filter(|&s| p.estate.square(s).is_some_and(|c| c.class == class)).map(Action::Staff),
                );
            }
            None => {}
        }
        out.push(Action::Discard);
    }

    /// Where a rescued citizen may go: a free square of its sector, or with plague on the hex an
    /// empty quarantine hut; a citizen may first move into a workshop to make room; with no room
    /// at all it returns to the supply (M-T13 to M-T16, M-T68).
    pub(crate) fn rescue_verdict(&self, seat: Seat, a: Action) -> Result<(), Why> {
        let Some((class, quarantine)) = self.rescuing() else { return Err(self.off_topic(a)) };
        let p = &self.people[seat];
        let full = || !self.has_free_square(seat, class);
        match a {
            Action::Hut(_) if !quarantine => Err(Why::NoQuarantine),
            Action::Hut(h) => match p.estate.huts().get(h) {
                None => Err(Why::NoSuchHut),
                Some(hut) if hut.citizen.is_some() => Err(Why::HutTaken(h)),
                Some(_) => Ok(()),
            },
            Action::PlaceCitizen(_) if quarantine => Err(Why::MustQuarantine),
            Action::PlaceCitizen(s) if data().estate.squares[s].class != class => Err(Why::WrongSector(class, "M-T14")),
            Action::PlaceCitizen(s) if p.estate.square(s).is_some() => Err(Why::SquareTaken(s, "M-T14")),
            Action::PlaceCitizen(_) => Ok(()),
            Action::Staff(_) if quarantine => Err(Why::MustQuarantine),
            Action::Staff(_) if !full() => Err(Why::StaffInActionStep),
            Action::Staff(s) => self.staff_verdict(seat, s, Some(class)),
            Action::Discard if quarantine && p.estate.huts().iter().any(|h| h.citizen.is_none()) => {
                Err(Why::DiscardRoom("M-T15"))
            }
            Action::Discard if !quarantine && !full() => Err(Why::DiscardRoom("M-T14")),
            Action::Discard => Ok(()),
            _ => Err(self.off_topic(a)),
        }
    }

    fn rescue(&mut self, seat: Seat, a: Action, out: &mut Out) {
        let Step::Rescue { queue, .. } = &mut self.turn_mut().step else { unreachable!() };
        let class = queue[0];
        match a {
            Action::PlaceCitizen(s) => {
                queue.remove(0);
                self.people[seat].estate.place(s, Citizen::plain(class));
                out.public(|| {
                    PostEvent::Rescued
                        .msg()
                        .key("colour", colour_key(seat))
                        .key("class", class_key(class))
                        .key("a_class", a_class_key(class))
                        .msg("square", super::names::square_msg(s))
                });
            }
            Action::Hut(h) => {
                queue.remove(0);
                self.people[seat].estate.quarantine(h, Citizen::plain(class));
                out.public(|| {
                    PostEvent::Quarantined
                        .msg()
                        .key("colour", colour_key(seat))
                        .key("class", class_key(class))
                        .key("a_class", a_class_key(class))
                        .num("hut", h as i64 + 1)
                });
            }
            Action::Discard => {
                queue.remove(0);
                out.public(|| discarded(seat, class));
            }
            Action::Staff(s) => self.staff(seat, s, None, out),
            other => unreachable!("{other:?} in rescue"),
        }
        self.continue_rescue(seat, out);
    }

    /// Places a citizen that has a single place, then moves on to fighting once all are placed.
    fn continue_rescue(&mut self, seat: Seat, out: &mut Out) {
        let Step::Rescue { queue, .. } = &self.turn().step else { return };
        if !queue.is_empty() {
            if let Some(only) = self.only_legal(out) {
                self.rescue(seat, only, out);
            }
            return;
        }
        let Some(Place::Hex(h)) = self.turn().at else { unreachable!() };
        self.turn_mut().step = Step::Fight;
        if self.city.hex(h).cubes == 0 || self.only_legal(out) == Some(Action::Stop) {
            self.fight(seat, Action::Stop, out);
        }
    }

    pub(crate) fn fight_candidates(&self, out: &mut Candidates) {
        let Some(Place::Hex(h)) = self.turn().at else { return };
        out.extend([Action::Fire, Action::BigFire, Action::BigFireDouble]);
        out.extend(self.city.adjacent_hexes(h).into_iter().map(Action::BigFireNext));
        out.push(Action::Stop);
    }

    /// Fighting on the chosen hex by the fire table: tokens are spent whole (M-T17 to M-T19).
    pub(crate) fn fight_verdict(&self, seat: Seat, a: Action) -> Result<(), Why> {
        let Some(Place::Hex(h)) = self.turn().at else { return Err(self.off_topic(a)) };
        let p = &self.people[seat];
        let cost = || self.round_info().fire_cost as u32;
        let cubes = self.city.hex(h).cubes;
        let big = |need: u32| {
            if p.held(Resource::BigFire) >= need {
                Ok(())
            } else {
                Err(Why::NoBigFire { need, have: p.held(Resource::BigFire) })
            }
        };
        match a {
            Action::Stop => Ok(()),
            Action::Fire | Action::BigFire | Action::BigFireDouble | Action::BigFireNext(_) if cubes == 0 => {
                Err(Why::NoCubes)
            }
            Action::Fire if p.held(Resource::Fire) < cost() => {
                Err(Why::NoFire { need: cost(), have: p.held(Resource::Fire) })
            }
            Action::Fire => Ok(()),
            Action::BigFire => big(1),
            Action::BigFireDouble if cost() != 1 => Err(Why::BigFireDoubleLate),
            Action::BigFireDouble if cubes < 2 => Err(Why::BigFireDoubleCubes),
            Action::BigFireDouble => big(1),
            Action::BigFireNext(x) => {
                big(if cost() == 1 { 1 } else { 2 })?;
                if !self.city.adjacent_hexes(h).contains(&x) {
                    Err(Why::NotAdjacentHex(x))
                } else if self.city.hex(x).cubes == 0 {
                    Err(Why::NoCubesThere(x))
                } else {
                    Ok(())
                }
            }
            _ => Err(self.off_topic(a)),
        }
    }

    /// Removes one cube: back to the supply, popularity +1, and 2 points in rounds V–VI (M-T20, M-T21).
    fn remove_cube(&mut self, seat: Seat, from: Option<usize>, out: &mut Out) {
        // a ship's cube (`from` None) went back to the supply in `ship_fight`
        if let Some(h) = from {
            let removed = self.city.cube_to_supply(h);
            debug_assert!(removed, "a cube to remove (M-T17)");
        }
        self.turn_mut().removed += 1;
        if self.round_info().fire_cost == 2 {
            self.add_points(seat, 2);
        }
        self.advance_book(seat, Book::Pop, out);
    }

    fn fight(&mut self, seat: Seat, a: Action, out: &mut Out) {
        let Some(Place::Hex(h)) = self.turn().at else { unreachable!() };
        let cost = self.round_info().fire_cost as u32;
        let before = self.turn().removed;
        match a {
            Action::Fire => {
                self.people[seat].pay(Resource::Fire, cost);
                self.remove_cube(seat, Some(h), out);
            }
            Action::BigFire => {
                self.people[seat].pay(Resource::BigFire, 1);
                self.remove_cube(seat, Some(h), out);
            }
            Action::BigFireDouble => {
                self.people[seat].pay(Resource::BigFire, 1);
                self.remove_cube(seat, Some(h), out);
                self.remove_cube(seat, Some(h), out);
            }
            Action::BigFireNext(x) => {
                self.people[seat].pay(Resource::BigFire, if cost == 1 { 1 } else { 2 });
                self.remove_cube(seat, Some(h), out);
                self.remove_cube(seat, Some(x), out);
            }
            Action::Stop => {
                // M-T22: a rat for every cube left on the chosen hex
                let rats = self.city.hex(h).cubes as u32;
                self.people[seat].gain(Resource::Rats, rats);
                if rats > 0 {
                    out.public(|| {
                        Msg::new("messina.event.rats").key("colour", colour_key(seat)).num("rats", rats as i64)
                    });
                }
                self.enter_actions(seat, out);
                return;
            }
            other => unreachable!("{other:?} while fighting"),
        }
        let removed = self.turn().removed - before;
        out.public(|| {
            PostEvent::Fought
                .msg()
                .key("colour", colour_key(seat))
                .num("cubes", removed as i64)
                .num("left", self.city.hex(h).cubes as i64)
        });
        if self.only_legal(out) == Some(Action::Stop) {
            self.fight(seat, Action::Stop, out);
        }
    }

    /// Fighting a ship's cube or declining with a rat (M-T39); no adjacent removal (M-T19).
    pub(crate) fn ship_fight_verdict(&self, seat: Seat, a: Action) -> Result<(), Why> {
        let p = &self.people[seat];
        let cost = self.round_info().fire_cost as u32;
        match a {
            Action::Rat => Ok(()),
            Action::Fire if p.held(Resource::Fire) < cost => {
                Err(Why::NoFire { need: cost, have: p.held(Resource::Fire) })
            }
            Action::BigFire if p.held(Resource::BigFire) < 1 => {
                Err(Why::NoBigFire { need: 1, have: p.held(Resource::BigFire) })
            }
            Action::Fire | Action::BigFire => Ok(()),
            Action::BigFireDouble | Action::BigFireNext(_) => Err(Why::ShipNoAdjacent),
            Action::Stop => Err(Why::ShipDecline),
            _ => Err(self.off_topic(a)),
        }
    }

    /// M-T39: fight the ship's cube or take a rat; the cube leaves either way.
    fn ship_fight(&mut self, seat: Seat, ship: usize, a: Action, out: &mut Out) {
        let had = self.city.ship_cube_to_supply(ship);
        debug_assert!(had, "a ship's cube to fight (M-T39)");
        match a {
            Action::Rat => {
                self.people[seat].gain(Resource::Rats, 1);
                out.public(|| Msg::new("messina.event.rats").key("colour", colour_key(seat)).num("rats", 1));
            }
            Action::Fire | Action::BigFire => {
                if a == Action::Fire {
                    let cost = self.round_info().fire_cost as u32;
                    self.people[seat].pay(Resource::Fire, cost);
                } else {
                    self.people[seat].pay(Resource::BigFire, 1);
                }
                self.remove_cube(seat, None, out);
                out.public(|| Msg::new("messina.event.fought-ship").key("colour", colour_key(seat)));
            }
            other => unreachable!("{other:?} on a ship"),
        }
        self.take_ship(seat, ship, out);
    }

    /// M-T40: the ship goes to the estate with its reward; an even number of ships gives an
    /// overseer advance.
    fn take_ship(&mut self, seat: Seat, ship: usize, out: &mut Out) {
        let docked = self.city.take_ship(ship);
        debug_assert!(docked.is_some_and(|s| !s.cube), "a docked ship without its cube (M-T40)");
        let ships = self.people[seat].estate.take_ship(ship);
        out.public(|| {
            Msg::new("messina.event.ship").key("colour", colour_key(seat)).msg("ship", super::names::ship_msg(ship))
        });
        let reward: Vec<Term> = data().tiles.ships[ship].reward.terms().collect();
        self.enter_actions(seat, out);
        self.resolve(seat, &reward, out);
        if ships % 2 == 0 {
            self.push_pending(vec![Term::Overseer(super::data::OverseerKind::Any)]);
        }
    }

    /// The action step begins; actions deferred from production become available (M-T75).
    fn enter_actions(&mut self, seat: Seat, out: &mut Out) {
        let mut arriving = self.people[seat].retinue.take_deferred();
        arriving.extend(std::mem::take(&mut self.turn_mut().held));
        self.turn_mut().step = Step::Actions;
        if !arriving.is_empty() {
            self.resolve(seat, &arriving, out);
        }
    }

    /// Ends the turn: what was not used is lost (M-T25); the next player's turn, or the round end.
    pub(crate) fn end_turn(&mut self, out: &mut Out) {
        out.applied.irreversible = true;
        out.applied.turn_over = true;
        if !self.start_turn(out) {
            self.end_round(out);
        }
    }
}

/// Where a lieutenant starts and the steps from there (see [`Messina::move_cost`]).
struct Reach {
    from: From,
    steps: Option<super::state::StepsFrom>,
}

impl Reach {
    /// What moving to `to` costs: nothing from the estate, else a coin a step beyond the first.
    fn cost(&self, g: &Messina, to: Place) -> Option<u32> {
        if self.from == From::Estate {
            return Some(0);
        }
        let (spot, extra) = g.city.spot_and_extra(to)?;
        self.cost_at(to, super::geometry::spot_index(g.city.layout(), spot), extra)
    }

    /// [`Self::cost`] of a place found at the spot of index `index` and `extra` steps beyond it.
    fn cost_at(&self, to: Place, index: usize, extra: u32) -> Option<u32> {
        match (&self.from, &self.steps) {
            (From::Estate, _) => Some(0),
            (From::At(_), Some(steps)) => steps.to_index(to, index, extra).map(|d| d.saturating_sub(1)),
            (From::At(_), None) => None,
        }
    }
}

/// What the verdict on each destination needs: where the lieutenant starts and the steps from
/// there, its owner's coins, the blocked places (see [`Messina::moves`]).
pub(crate) struct Moves {
    reach: Reach,
    coins: u32,
    standing: super::state::Standing,
    pub(crate) spots: HexSpots,
}

/// A rescued citizen goes back to the supply (M-T14, M-T15).
fn discarded(seat: Seat, class: Class) -> Msg {
    PostEvent::Discarded
        .msg()
        .key("colour", colour_key(seat))
        .key("class", class_key(class))
        .key("a_class", a_class_key(class))
}
