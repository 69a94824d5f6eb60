//! Rules of thumb for AI players: a score for every legal action of the seat to act, in cubes
//! (what it gains on the board and what it makes the plague cost each seat), and an estimate of
//! the final standing. They read only what the acting seat knows: a face its Witch saw counts as
//! that face, every other face-down token as the average of the tokens it has not seen.

use super::action::Action;
use super::data::{data, Class, RegionId, TokenId, REGIONS, TOKENS};
use super::state::{Pending, Phase, Rattus, Spot};
use crate::games::Seat;
use std::cell::Cell;
use std::sync::OnceLock;

/// Thresholds run from 1 to 6: a total of 6 cubes or more meets every one.
const MAX_T: usize = 6;

/// The chance that a token breaks out at a given total and carries each symbol.
#[derive(Debug, Clone, Copy, Default)]
struct Odds {
    majority: f64,
    all: f64,
    class: [f64; 6],
}

impl Odds {
    fn add(&mut self, other: &Odds, k: f64) {
        self.majority += other.majority * k;
        self.all += other.all * k;
        for c in 0..6 {
            self.class[c] += other.class[c] * k;
        }
    }
}

/// What the acting seat knows of the faces.
struct Sight<'a> {
    known: &'a [TokenId],
    /// The average unseen token, by total cubes (0..=6).
    unseen: [Odds; MAX_T + 1],
}

/// Every token's odds by total (0 or 1 each: the face is known), and their sum.
struct Table {
    faces: Vec<[Odds; MAX_T + 1]>,
    sum: [Odds; MAX_T + 1],
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| {
        let faces: Vec<[Odds; MAX_T + 1]> = data()
            .tokens
            .iter()
            .map(|f| {
                let mut by_total = [Odds::default(); MAX_T + 1];
                for o in by_total.iter_mut().skip(f.threshold as usize) {
                    o.majority = f.majority as u8 as f64;
                    o.all = f.all as u8 as f64;
                    for c in &f.classes {
                        o.class[c.index()] = 1.0;
                    }
                }
                by_total
            })
            .collect();
        let mut sum = [Odds::default(); MAX_T + 1];
        for f in &faces {
            for (s, o) in sum.iter_mut().zip(f) {
                s.add(o, 1.0);
            }
        }
        Table { faces, sum }
    })
}

fn face_odds(token: TokenId, total: usize) -> Odds {
    table().faces[token as usize][total]
}

/// A region's cubes in a fixed array (at most 4 seats).
fn cubes_of(cubes: &[u8]) -> [u8; 4] {
    let mut out = [0; 4];
    out[..cubes.len()].copy_from_slice(cubes);
    out
}

/// A region's tokens and one more (at most 3 + 1), without allocating.
fn with(tokens: &[TokenId], extra: TokenId) -> ([TokenId; 4], usize) {
    let mut out = [0; 4];
    out[..tokens.len()].copy_from_slice(tokens);
    out[tokens.len()] = extra;
    (out, tokens.len() + 1)
}

/// A region's tokens but the one in `slot`.
fn without(tokens: &[TokenId], slot: usize) -> ([TokenId; 4], usize) {
    let mut out = [0; 4];
    let mut n = 0;
    for (_, &t) in tokens.iter().enumerate().filter(|(i, _)| *i != slot) {
        out[n] = t;
        n += 1;
    }
    (out, n)
}

/// The position's scoring context for one acting seat.
struct Judge<'a> {
    g: &'a Rattus,
    me: Seat,
    sight: Sight<'a>,
    /// How much each opponent's losses are worth to me (summing to 1).
    weight: Vec<f64>,
    /// The chance that each region is devastated before anyone can react.
    risk: [f64; REGIONS],
    final_round: bool,
    now: [Cell<f64>; REGIONS],
}

impl<'a> Judge<'a> {
    fn new(g: &'a Rattus, me: Seat) -> Judge<'a> {
        let known = g.knowledge.seen(me);
        // the unseen tokens' sum: all tokens but the revealed and the known ones
        let t = table();
        let mut unseen = t.sum;
        for &token in g.board.revealed().iter().chain(known) {
            for (u, o) in unseen.iter_mut().zip(&t.faces[token as usize]) {
                u.add(o, -1.0);
            }
        }
        let count = TOKENS - g.board.revealed().len() - known.len();
        if count > 0 {
            for u in &mut unseen {
                let mut avg = Odds::default();
                avg.add(u, 1.0 / count as f64);
                *u = avg;
            }
        }
        let on_board: Vec<u32> = (0..g.players).map(|s| g.cubes_on_board(s)).collect();
        let best_other = (0..g.players).filter(|&s| s != me).map(|s| on_board[s]).max().unwrap_or(0);
        // the leader among the others counts double
        let raw: Vec<f64> = (0..g.players)
            .map(|s| match s {
                s if s == me => 0.0,
                s if on_board[s] == best_other => 2.0,
                _ => 1.0,
            })
            .collect();
        let sum: f64 = raw.iter().sum();
        let weight = raw.iter().map(|w| w / sum.max(1.0)).collect();
        let final_round = matches!(g.phase(), Phase::Final { .. });
        let dist = g.distances(g.plague);
        let mut risk = [0.0; REGIONS];
        for r in 0..REGIONS {
            // every token on the board is revealed at the end (R-E9): the risk never falls to 0
            risk[r] = if final_round {
                1.0
            } else {
                match dist[r] {
                    1 => 0.9,
                    2 => 0.6,
                    _ => 0.4,
                }
            };
        }
        Judge {
            g,
            me,
            sight: Sight { known, unseen },
            weight,
            risk,
            final_round,
            now: std::array::from_fn(|_| Cell::new(f64::NAN)),
        }
    }

    fn odds(&self, token: TokenId, total: usize) -> Odds {
        let total = total.min(MAX_T);
        if self.sight.known.contains(&token) {
            face_odds(token, total)
        } else {
            self.sight.unseen[total]
        }
    }

    /// Expected cubes each seat loses if a region holding `cubes` and `tokens` is devastated
    /// with the class cards as `cards` (each seat loses at most what it has there).
    fn harm(&self, cubes: &[u8], tokens: &[TokenId], cards: &[Option<Seat>; 6], neutral: bool) -> [f64; 4] {
        let mut out = [0.0; 4];
        let real: usize = cubes.iter().map(|&c| c as usize).sum();
        if real == 0 || tokens.is_empty() {
            return out;
        }
        let total = real + if neutral { 2 } else { 0 };
        let most = *cubes.iter().max().unwrap_or(&0);
        let mut sum = Odds::default();
        for &t in tokens {
            sum.add(&self.odds(t, total), 1.0);
        }
        for (s, &c) in cubes.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let mut e = sum.all;
            if c == most {
                e += sum.majority;
            }
            for (class, holder) in cards.iter().enumerate() {
                if *holder == Some(s) {
                    e += sum.class[class];
                }
            }
            out[s] = e.min(c as f64);
        }
        out
    }

    /// What losses `h` are worth to me: the others' losses (weighted) minus mine.
    fn gain(&self, h: &[f64; 4]) -> f64 {
        (0..self.g.players).map(|s| if s == self.me { -h[s] } else { self.weight[s] * h[s] }).sum()
    }

    /// The expected value to me of region `r` being devastated some time, as it stands.
    fn region_gain(&self, r: RegionId, cubes: &[u8], tokens: &[TokenId], cards: &[Option<Seat>; 6]) -> f64 {
        let neutral = self.final_round && r == self.g.plague;
        self.risk[r] * self.gain(&self.harm(cubes, tokens, cards, neutral))
    }

    /// `region_gain` of the region as it stands (computed once).
    fn region_now(&self, r: RegionId) -> f64 {
        let cached = self.now[r].get();
        if !cached.is_nan() {
            return cached;
        }
        let rs = self.g.board.region(r);
        let v = self.region_gain(r, &rs.cubes, &rs.tokens, self.g.cards.holders());
        self.now[r].set(v);
        v
    }

    /// Cubes placed by `seat` in `r`: the cubes themselves, and what they change in `r`'s risk.
    fn place(&self, r: RegionId, count: u8) -> f64 {
        let rs = self.g.board.region(r);
        let mut cubes = cubes_of(&rs.cubes);
        cubes[self.me] += count;
        count as f64 + self.region_gain(r, &cubes, &rs.tokens, self.g.cards.holders()) - self.region_now(r)
    }

    /// Taking a card: its power, minus the extra risk of its symbols on my cubes.
    fn take(&self, class: Class) -> f64 {
        let mut cards = *self.g.cards.holders();
        cards[class.index()] = Some(self.me);
        let risk: f64 = self
            .g
            .used_regions()
            .map(|r| {
                let rs = self.g.board.region(r);
                self.region_gain(r, &rs.cubes, &rs.tokens, &cards) - self.region_now(r)
            })
            .sum();
        self.power(class) + risk
    }

    /// A rough worth of holding a power for the rest of this turn and the next ones.
    fn power(&self, class: Class) -> f64 {
        let g = self.g;
        let placed = match g.phase() {
            Phase::Turn(t) => t.placed,
            _ => true,
        };
        match class {
            Class::King => {
                let usable = g
                    .used_regions()
                    .any(|r| g.board.region(r).tokens.is_empty() && g.board.region(r).cubes[self.me] > 0);
                if usable {
                    1.0
                } else {
                    0.4
                }
            }
            Class::Peasant if !placed => 0.8,
            Class::Peasant => 0.3,
            Class::Knight => 0.4,
            Class::Monk | Class::Merchant => 0.3,
            Class::Witch => 0.1,
        }
    }

    /// Moving one token from spot `from` to region `to`.
    fn monk(&self, from: Spot, to: RegionId) -> f64 {
        let (a, slot) = from;
        let ra = self.g.board.region(a);
        let rb = self.g.board.region(to);
        let token = ra.tokens[slot];
        let (ta, na) = without(&ra.tokens, slot);
        let (tb, nb) = with(&rb.tokens, token);
        self.region_gain(a, &ra.cubes, &ta[..na], self.g.cards.holders())
            + self.region_gain(to, &rb.cubes, &tb[..nb], self.g.cards.holders())
            - self.region_now(a)
            - self.region_now(to)
    }

    fn best_monk(&self, from: Option<RegionId>, slot: Option<usize>) -> f64 {
        let mut best = f64::NEG_INFINITY;
        for a in self.g.used_regions().filter(|&a| from.is_none_or(|f| f == a)) {
            let tokens = self.g.board.tokens(a);
            for s in 0..tokens.len() {
                // unseen tokens of one region are alike: try the first of them only
                let alike =
                    !self.sight.known.contains(&tokens[s]) && tokens[..s].iter().any(|t| !self.sight.known.contains(t));
                if slot.is_some_and(|x| x != s) || (slot.is_none() && alike) {
                    continue;
                }
                for b in self.g.token_room(a) {
                    best = best.max(self.monk((a, s), b));
                }
            }
        }
        best
    }

    /// The Merchant moving `n` of my cubes from `a` to `b`.
    fn merchant(&self, a: RegionId, b: RegionId, n: u8) -> f64 {
        let (ra, rb) = (self.g.board.region(a), self.g.board.region(b));
        let mut ca = cubes_of(&ra.cubes);
        ca[self.me] -= n;
        let mut cb = cubes_of(&rb.cubes);
        cb[self.me] += n;
        self.region_gain(a, &ca, &ra.tokens, self.g.cards.holders())
            + self.region_gain(b, &cb, &rb.tokens, self.g.cards.holders())
            - self.region_now(a)
            - self.region_now(b)
    }

    fn best_merchant(&self, from: Option<RegionId>) -> f64 {
        let mut best = f64::NEG_INFINITY;
        for a in self.g.used_regions().filter(|&a| from.is_none_or(|f| f == a)) {
            let most = self.g.board.region(a).cubes[self.me].min(3);
            for b in self.g.neighbours(a) {
                for n in 1..=most {
                    best = best.max(self.merchant(a, b, n));
                }
            }
        }
        best
    }

    /// The plague moves to `r` and devastates it now (spread tokens go elsewhere).
    fn plague_to(&self, r: RegionId, neutral: bool) -> f64 {
        let rs = self.g.board.region(r);
        if self.final_round {
            // no devastation now; the piece's neutral cubes count where it ends (R-E11)
            let here = |x: RegionId, n: bool| {
                let s = self.g.board.region(x);
                self.gain(&self.harm(&s.cubes, &s.tokens, self.g.cards.holders(), n))
            };
            return here(r, true) - here(r, false) + here(self.g.plague, false) - here(self.g.plague, true);
        }
        self.gain(&self.harm(&rs.cubes, &rs.tokens, self.g.cards.holders(), neutral))
    }

    /// One more unseen token in `r`.
    fn spread(&self, r: RegionId) -> f64 {
        let rs = self.g.board.region(r);
        let (tokens, n) = with(&rs.tokens, TokenId::MAX); // never a known token: counts as an unseen one
        self.region_gain(r, &rs.cubes, &tokens[..n], self.g.cards.holders()) - self.region_now(r)
    }

    fn swap(&self, a: Spot, b: Spot) -> f64 {
        let (ra, rb) = (self.g.board.region(a.0), self.g.board.region(b.0));
        let (mut ta, na) = with(&ra.tokens, 0);
        let (mut tb, nb) = with(&rb.tokens, 0);
        std::mem::swap(&mut ta[a.1], &mut tb[b.1]);
        self.region_gain(a.0, &ra.cubes, &ta[..na - 1], self.g.cards.holders())
            + self.region_gain(b.0, &rb.cubes, &tb[..nb - 1], self.g.cards.holders())
            - self.region_now(a.0)
            - self.region_now(b.0)
    }
}

impl Rattus {
    /// Steps from `from` to every region over the used map (`u32::MAX` where unreachable).
    fn distances(&self, from: RegionId) -> [u32; REGIONS] {
        let mut dist = [u32::MAX; REGIONS];
        dist[from] = 0;
        let mut queue = vec![from];
        let mut i = 0;
        while i < queue.len() {
            let r = queue[i];
            i += 1;
            for n in self.neighbours(r) {
                if dist[n] == u32::MAX {
                    dist[n] = dist[r] + 1;
                    queue.push(n);
                }
            }
        }
        dist
    }

    /// A score for each of `legal` (the legal actions of the seat to act), higher is better,
    /// in cubes. Powers, cards and placements that gain something come before the plague moves
    /// (which end the turn), so a plague move scores below every action that gains.
    pub fn heuristic_scores(&self, legal: &[Action]) -> Vec<f64> {
        self.scores_with(legal, true)
    }

    /// The same rules of thumb without weighing the Monk's and the Merchant's moves before they
    /// start (they score as not worth it): the quicker policy of simulated playouts.
    pub fn playout_scores(&self, legal: &[Action]) -> Vec<f64> {
        self.scores_with(legal, false)
    }

    fn scores_with(&self, legal: &[Action], weigh_moves: bool) -> Vec<f64> {
        let Some(me) = self.to_act() else { return vec![0.0; legal.len()] };
        let j = Judge::new(self, me);
        let pending = match self.phase() {
            Phase::Turn(t) | Phase::Final { turn: t, .. } => t.pending.clone(),
            _ => Pending::None,
        };
        let mut scores: Vec<f64> = legal
            .iter()
            .map(|&a| match (&pending, a) {
                (_, Action::Place { region, count }) => j.place(region, count),
                (_, Action::Peasant(region)) => j.place(region, 1),
                (_, Action::Take(c)) => j.take(c),
                (_, Action::King(_)) => 1.0,
                (_, Action::Monk) if weigh_moves => j.best_monk(None, None) - 0.05,
                (_, Action::Merchant) if weigh_moves => j.best_merchant(None) - 0.05,
                (_, Action::Monk | Action::Merchant) => -0.05,
                (_, Action::Witch) => -0.05,
                (_, Action::Cancel) => -10.0,
                (_, Action::End) => 0.0,
                (Pending::MonkFrom, Action::From(r)) => j.best_monk(Some(r), None),
                (Pending::MonkSlot { from }, Action::Token(n)) => j.best_monk(Some(*from), Some(n as usize - 1)),
                (Pending::MonkTo { from }, Action::To { region, .. }) => j.monk(*from, region),
                (Pending::MerchantFrom, Action::From(r)) => j.best_merchant(Some(r)),
                (Pending::MerchantTo { from }, Action::To { region, count: Some(n) }) => j.merchant(*from, region, n),
                (_, Action::Look(r)) => self.board.region(r).cubes[me] as f64,
                (_, Action::Token(_)) => 0.0,
                (Pending::WitchSwap { a, b }, Action::Swap(true)) => j.swap(*a, *b),
                (_, Action::Swap(_)) => 0.0,
                (_, Action::Move(r)) => j.plague_to(r, false),
                (_, Action::Spread(r)) => j.spread(r),
                (_, Action::Neutral(yes)) => j.plague_to(self.plague, yes),
                _ => 0.0,
            })
            .collect();
        let gains_first = legal.iter().zip(&scores).any(|(a, &s)| !matches!(a, Action::Move(_)) && s > 0.0);
        if gains_first && !j.final_round {
            for (a, s) in legal.iter().zip(scores.iter_mut()) {
                if matches!(a, Action::Move(_)) {
                    *s -= 1000.0;
                }
            }
        }
        scores
    }

    /// Each seat's expected cubes at the end if every region were devastated now, as `viewer`
    /// judges the faces (the game's result once it is over).
    pub fn expected_cubes(&self, viewer: Seat) -> Vec<f64> {
        if matches!(self.phase(), Phase::Over { .. }) {
            return (0..self.players).map(|s| self.cubes_on_board(s) as f64).collect();
        }
        let j = Judge::new(self, viewer);
        let mut out: Vec<f64> = (0..self.players).map(|s| self.cubes_on_board(s) as f64).collect();
        for r in self.used_regions() {
            let rs = self.board.region(r);
            let h = j.harm(&rs.cubes, &rs.tokens, self.cards.holders(), r == self.plague);
            for (s, v) in out.iter_mut().enumerate() {
                *v -= h[s];
            }
        }
        out
    }
}
