//! Setup (M-S1 to M-S30).

use super::data::{data, Book, Class, Era, HexClass};
use super::state::{
    Automa, City, HexUse, Lieutenant, Messina, Options, Order, Phase, Player, Resource, Side, Step, Tiles, Turn,
};
use crate::games::{GameRng, RuleError, Seat};

impl Messina {
    /// A new game for 1–4 players (one player plays solo against the automa), ready for the
    /// first turn of round I.
    pub fn setup(players: usize, options: Options, seed: u64) -> Result<Messina, RuleError> {
        crate::games::check_players::<Messina>(players, "M-S1")?;
        let d = data();
        let mut rng = GameRng::new(seed);
        let layout =
            d.city.layouts.iter().position(|l| l.players.contains(&(players as u8))).expect("a layout per count");
        // M-S3, M-S4: the A hexes for this count and one random B hex, shuffled into the start slots
        let mut bs = d.hexes_of_class(HexClass::B);
        rng.shuffle(&mut bs);
        let mut slots = d.start_a_hexes(players as u8);
        slots.push(bs.pop().expect("two B hexes"));
        rng.shuffle(&mut slots);
        assert_eq!(slots.len(), d.city.layouts[layout].slots.len(), "start hexes fill the layout");
        // M-S5: the expansion stack: shuffled C hexes with the other B hex on top
        let mut expansion_stack = d.hexes_of_class(HexClass::C);
        rng.shuffle(&mut expansion_stack);
        expansion_stack.push(bs.pop().expect("two B hexes"));
        // M-S8: the wheel at a random position
        let wheel = rng.below(d.rounds.wheel.len());
        // M-S9: the docking pile
        let mut docking_pile: Vec<usize> = (0..d.city.docking_tiles.len()).collect();
        rng.shuffle(&mut docking_pile);
        // M-S10: ships by tier, tier 1 on top (the top is the end of the list)
        let mut ship_stack = Vec::new();
        for tier in (1..=3).rev() {
            let mut t: Vec<usize> =
                d.ships_for(players as u8).into_iter().filter(|&s| d.tiles.ships[s].tier == tier).collect();
            rng.shuffle(&mut t);
            ship_stack.extend(t);
        }
        // M-S11: hut upgrades dealt into 3 stacks of 5
        let mut huts: Vec<usize> = (0..d.tiles.hut_upgrades.len()).collect();
        rng.shuffle(&mut huts);
        let hut_stacks: Vec<Vec<usize>> = huts.chunks(5).map(|c| c.to_vec()).collect();
        // M-S12: wagons: each pair split at random, 1 on top and 5 at the bottom
        let mut wagon_stacks = vec![Vec::new(), Vec::new()];
        for back in (1..=5).rev() {
            let mut pair: Vec<usize> = (0..d.tiles.wagons.len()).filter(|&w| d.tiles.wagons[w].back == back).collect();
            rng.shuffle(&mut pair);
            wagon_stacks[0].push(pair[0]);
            wagon_stacks[1].push(pair[1]);
        }
        // M-S12, M-P2: one stack with 2 players and in solo
        if players <= 2 {
            let drop = rng.below(2);
            wagon_stacks.remove(drop);
        }
        // M-S13: workshops by era and class
        let stacks = |era: Era, rng: &mut GameRng| -> Vec<Vec<usize>> {
            Class::ALL
                .iter()
                .map(|&c| {
                    let mut s = d.workshop_stack(era, c);
                    rng.shuffle(&mut s);
                    s
                })
                .collect()
        };
        let workshop_stacks = stacks(Era::Early, &mut rng);
        let late_stacks = stacks(Era::Late, &mut rng);
        // M-S23: random turn order
        let mut turn_order: Vec<usize> = (0..players).collect();
        rng.shuffle(&mut turn_order);
        let people: Vec<Player> = (0..players).map(|seat| Player::new(seat, d)).collect();
        // M-A2: side-b scroll boards dealt at random
        let mut scroll_boards: Vec<usize> = (0..d.scrolls.boards_b.len()).collect();
        rng.shuffle(&mut scroll_boards);
        // M-P3: the automa's shuffled solo tiles
        let automa = (players == 1).then(|| {
            let mut pile: Vec<usize> = (0..d.tiles.solo_tiles.len()).collect();
            rng.shuffle(&mut pile);
            Automa {
                pile,
                skipped: Vec::new(),
                used: Vec::new(),
                left: d.rounds.automa_lieutenants[0],
                standing: Vec::new(),
                pop: 1,
                pop_seq: 0,
                next: false,
                taken: Default::default(),
            }
        });
        let mut people = people;
        if options.boards == Side::B {
            // M-A1: the four b boards dealt at random (a colour's board fits any player)
            let mut boards: Vec<usize> = (0..d.estate.boards_b.len()).collect();
            rng.shuffle(&mut boards);
            for (seat, p) in people.iter_mut().enumerate() {
                p.estate.deal_board_b(boards[seat]);
            }
        }
        if options.scrolls == Side::B {
            for (seat, p) in people.iter_mut().enumerate() {
                p.retinue.deal_scroll_b(scroll_boards[seat]);
            }
        }
        let mut g = Messina {
            players,
            options,
            city: City::new(
                layout,
                slots,
                expansion_stack,
                d.cubes_for(players as u8).expect("cube supply per count"),
                wheel,
                docking_pile,
                ship_stack,
            ),
            tiles: Tiles::new(hut_stacks, workshop_stacks, late_stacks, wagon_stacks),
            order: Order::new(turn_order.clone()),
            people,
            phase: Phase::Over,
            rng,
            automa,
        };
        // M-S24: every disc on space 1 of each book, the first player at the bottom
        for &seat in &turn_order {
            for b in Book::ALL {
                let s = g.order.next_seq();
                g.people[seat].discs.stack_book(b, s);
            }
        }
        // M-S25, M-S26: score-track positions and compensation by turn-order position
        for pos in &d.scoring.start_positions {
            let Some(&seat) = turn_order.get(pos.player as usize - 1) else { continue };
            g.people[seat].discs.set_points(pos.score as i32, 0);
            g.people[seat].gain(Resource::Coins, pos.coins as u32);
        }
        for &seat in &turn_order {
            let s = g.order.next_seq(); // later players lie on top of earlier ones on the same space
            g.people[seat].discs.put_on_top(s);
        }
        if let Some(a) = g.automa.as_mut() {
            a.pop_seq = g.order.next_seq();
        }
        // M-S27 to M-S29: round I gets one ship, one wheel turn, and citizens
        let mut log = super::judged::Out::quiet();
        g.arrive_ships(1, &mut log);
        g.turn_wheel_and_place(&mut log);
        g.place_citizens();
        g.start_turn(&mut log);
        g.take_forced(&mut log);
        Ok(g)
    }

    /// Begins the next player's turn in turn order, or ends the round when nobody has an
    /// unused lieutenant (M-T2).
    pub(crate) fn start_turn(&mut self, out: &mut super::judged::Out) -> bool {
        if self.solo() && !self.solo_turns(out) {
            return false;
        }
        let Some(seat) = self.order.from_next().find(|&seat| self.people[seat].retinue.has_unused()) else {
            return false;
        };
        self.begin_turn(seat);
        true
    }

    /// `seat`'s turn begins: the next turn's place moves past it (M-T2), and the automa plays
    /// after it in solo play (M-P6).
    fn begin_turn(&mut self, seat: Seat) {
        self.order.took_turn(seat);
        if let Some(a) = self.automa.as_mut() {
            a.next = true; // M-P6: the automa plays after this turn
        }
        let step = self.first_step(seat);
        self.phase = Phase::Turn(Turn {
            seat,
            step,
            at: None,
            hex_use: HexUse::Open,
            pending: Vec::new(),
            sub: None,
            removed: 0,
            held: Vec::new(),
        });
    }

    /// Whether `seat`'s turn, begun now, would ask them anything: on a copy of the game, with
    /// every forced choice taken, that turn still waits on them. A turn with only a recall left
    /// (M-T35) asks nothing and passes by itself.
    pub(crate) fn turn_would_ask(&self, seat: Seat) -> bool {
        let mut trial = self.clone();
        trial.begin_turn(seat);
        trial.take_forced(&mut super::judged::Out::quiet());
        matches!(&trial.phase, Phase::Turn(t) if t.seat == seat)
    }

    /// Which lieutenant goes: lying ones first (M-T10); ask only when the choice matters.
    pub(crate) fn first_step(&self, seat: usize) -> Step {
        let candidates = self.candidate_lieutenants(seat);
        if candidates.len() == 1 {
            Step::Destination { lt: candidates[0] }
        } else {
            Step::Lieutenant
        }
    }

    /// The unused lieutenants the player may send now, one per distinct starting place.
    pub fn candidate_lieutenants(&self, seat: usize) -> smallvec::SmallVec<[usize; 8]> {
        let p = &self.people[seat];
        let any_lying = p.retinue.unused().any(|(_, l)| matches!(l, Lieutenant::Messina { .. }));
        let pool =
            p.retinue.unused().filter(|(_, l)| !any_lying || matches!(l, Lieutenant::Messina { .. })).map(|(i, _)| i);
        let mut out = smallvec::SmallVec::<[usize; 8]>::new();
        for i in pool {
            if !out.iter().any(|&j| p.retinue.lieutenants()[j] == p.retinue.lieutenants()[i]) {
                out.push(i);
            }
        }
        out
    }
}
