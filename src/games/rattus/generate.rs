//! The legal choices of a decision, generated directly: the same set, in the same order, as the
//! candidates of [`super::legal`] judged allowed by its verdict, without judging the candidates
//! one by one (search asks for them at every step). `legal::tests` compares the two over many
//! random positions, and checks that `check` accepts exactly these.

use super::action::Action;
use super::data::{data, Class, RegionId, Regions, MAX_TOKENS_PER_REGION, REGIONS};
use super::state::{Pending, Phase, Rattus, Spot, Turn};
use crate::games::Seat;
use std::mem::MaybeUninit;
use std::ops::Deref;

/// The most legal actions a decision can have: the main decision offers at most 6 cards, 2
/// placements and a King's move per region (12), 3 powers and 12 plague moves (57).
const MAX_LEGAL: usize = 64;

/// The legal actions of one decision, kept in place (search asks for them at every step, so no
/// allocation); reads as a slice. The slots past `len` are left unwritten: filling all 64 for a
/// decision of a handful of choices was a quarter of the generator's time.
#[derive(Clone, Copy)]
pub struct Legal {
    actions: [MaybeUninit<Action>; MAX_LEGAL],
    len: usize,
}

impl Legal {
    fn new() -> Self {
        Legal { actions: [MaybeUninit::uninit(); MAX_LEGAL], len: 0 }
    }

    fn push(&mut self, a: Action) {
        self.actions[self.len] = MaybeUninit::new(a); // more than MAX_LEGAL panics: a rule change must raise it
        self.len += 1;
    }
}

impl Deref for Legal {
    type Target = [Action];

    fn deref(&self) -> &[Action] {
        let written = &self.actions[..self.len];
        // SAFETY: `push` is the only writer and wrote each of the first `len` slots, and
        // `MaybeUninit<Action>` has the layout of `Action`.
        unsafe { &*(written as *const [MaybeUninit<Action>] as *const [Action]) }
    }
}

impl std::fmt::Debug for Legal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Rattus {
    /// Every legal action for the decision the game waits for, in a stable order.
    #[inline] // lets the caller's own `Legal` be filled in place instead of copied out
    pub fn legal_actions(&self) -> Legal {
        let mut out = Legal::new();
        self.each_legal(|a| {
            out.push(a);
            true
        });
        out
    }

    /// The legal action when there is exactly one.
    pub(super) fn only_legal(&self) -> Option<Action> {
        // asked after every action (forced choices are taken by themselves): most decisions
        // plainly have several choices, seen without generating any
        if self.surely_several() {
            return None;
        }
        let (mut first, mut count) = (None, 0);
        self.each_legal(|a| {
            first = Some(a);
            count += 1;
            count < 2
        });
        first.filter(|_| count == 1)
    }

    /// A quick sufficient sign that the decision has at least two legal choices, read from the
    /// facts by which [`Rattus::each_legal`] offers them (`false` means "not known"): setup with
    /// two regions; a turn's main decision with two cards to take, two regions to place in, or
    /// (no placement owed) two regions for the plague; the Knight's and the Witch's yes or no.
    fn surely_several(&self) -> bool {
        let used = data().used_mask[self.players];
        let t = match self.phase() {
            Phase::Setup { .. } => return used.count_ones() >= 2,
            Phase::Turn(t) => t,
            Phase::Final { .. } | Phase::Over { .. } => return false,
        };
        match t.pending {
            Pending::None => {
                if !t.took_card {
                    return self.cards.holders().iter().filter(|&&c| c == Some(t.seat)).count() <= 4;
                }
                if !t.placed {
                    let reserve = self.board.reserve()[t.seat] as usize;
                    let owed = Regions(used).filter(|&r| (1..=reserve).contains(&self.board.tokens(r).len())).count();
                    if owed > 0 {
                        return owed >= 2;
                    }
                }
                self.plague_mask(self.can_use(t, Class::Knight)).count_ones() >= 2
            }
            Pending::Neutral | Pending::WitchSwap { .. } => true,
            _ => false,
        }
    }

    /// Regions (as a bit set) that can take another rat token (R-L1).
    pub(super) fn room_mask(&self) -> u16 {
        Regions(data().used_mask[self.players])
            .filter(|&r| self.board.region(r).tokens.len() < MAX_TOKENS_PER_REGION)
            .fold(0, |m, r| m | 1 << r)
    }

    /// Where the plague may move, as a bit set: adjacent regions, and with the Knight also two
    /// steps away, never back to the start (R-T12, R-C8, R-E7).
    pub(super) fn plague_mask(&self, knight: bool) -> u16 {
        let near = data().neighbour_mask[self.players];
        let one = near[self.plague];
        if !knight {
            return one;
        }
        Regions(one).fold(one, |m, n| m | near[n]) & !(1 << self.plague)
    }

    /// Phase B is still owed: a legal placement without the Peasant exists (R-T10, R-D9).
    pub fn placement_owed(&self, t: &Turn) -> bool {
        let reserve = self.board.reserve()[t.seat] as usize;
        !t.placed && self.used_regions().any(|r| (1..=reserve).contains(&self.board.tokens(r).len()))
    }

    /// Calls `f` with each legal action in order until it returns `false`: one generator per
    /// kind of decision, in the order the verdicts' candidates come (`legal.rs`).
    fn each_legal(&self, mut f: impl FnMut(Action) -> bool) {
        let f = &mut f;
        let (t, last_round) = match self.phase() {
            Phase::Setup { .. } => {
                let _ = self.offer_setup(f);
                return;
            }
            Phase::Turn(t) => (t, false),
            Phase::Final { turn, .. } => (turn, true),
            Phase::Over { .. } => return,
        };
        let seat = t.seat;
        let offered = match &t.pending {
            Pending::None => {
                let _ = self.offer_main(t, last_round, f);
                return; // no calling off outside a power
            }
            Pending::MonkFrom => self.offer_monk_sources(f),
            Pending::MerchantFrom => self.offer_merchant_sources(seat, f),
            Pending::MonkSlot { from: r } | Pending::WitchFirstSlot { region: r } => self.offer_slots(*r, None, f),
            Pending::WitchSecondSlot { first, region } => self.offer_slots(*region, Some(*first), f),
            Pending::MonkTo { from } => self.offer_monk_destinations(from.0, f),
            Pending::MerchantTo { from } => self.offer_merchant_destinations(seat, *from, f),
            Pending::WitchFirst => self.offer_witch_looks(None, f),
            Pending::WitchSecond { first } => self.offer_witch_looks(Some(*first), f),
            Pending::WitchSwap { .. } => {
                let _ = offer(f, Action::Swap(true)).and_then(|()| offer(f, Action::Swap(false)));
                return;
            }
            Pending::Spread { .. } => {
                let _ = self.offer_spreads(f);
                return;
            }
            Pending::Neutral => {
                let _ = offer(f, Action::Neutral(true)).and_then(|()| offer(f, Action::Neutral(false)));
                return;
            }
        };
        // a power under way can be called off (R-D11)
        if offered.is_some() {
            f(Action::Cancel);
        }
    }

    /// The used regions, and each region's used neighbours as bit sets.
    #[inline]
    fn map(&self) -> (Regions, &[u16; REGIONS]) {
        let d = data();
        (Regions(d.used_mask[self.players]), &d.neighbour_mask[self.players])
    }

    /// Setup: two cubes into any used region (R-S10 to R-S12).
    fn offer_setup(&self, f: &mut impl FnMut(Action) -> bool) -> Option<()> {
        for region in self.map().0 {
            offer(f, Action::Place { region, count: 2 })?;
        }
        Some(())
    }

    /// A turn's main decision: a card, a placement, a power, the plague's move, and in the final
    /// round the end of the step.
    fn offer_main(&self, t: &Turn, last_round: bool, f: &mut impl FnMut(Action) -> bool) -> Option<()> {
        if !last_round && !t.took_card {
            for c in Class::ALL {
                if !self.holds(t.seat, c) {
                    offer(f, Action::Take(c))?;
                }
            }
        }
        // each region's tokens, read once for the whole decision
        let mut n_of = [0u8; REGIONS];
        for (n, r) in n_of.iter_mut().zip(self.board.regions()) {
            *n = r.tokens.len() as u8;
        }
        if !last_round && !t.placed {
            self.offer_placements(t, &n_of, f)?;
        }
        self.offer_powers(t, last_round, &n_of, f)?;
        for r in Regions(self.plague_moves_now(t, last_round, &n_of)) {
            offer(f, Action::Move(r))?;
        }
        if last_round {
            offer(f, Action::End)?;
        }
        Some(())
    }

    /// Phase B: as many cubes as the region holds tokens, or one more with the Peasant (R-T7 to
    /// R-T9, R-C10).
    fn offer_placements(&self, t: &Turn, n_of: &[u8; REGIONS], f: &mut impl FnMut(Action) -> bool) -> Option<()> {
        let reserve = self.board.reserve()[t.seat];
        let peasant = self.can_use(t, Class::Peasant);
        for region in self.map().0 {
            let n = n_of[region];
            if n >= 1 && reserve >= n {
                offer(f, Action::Place { region, count: n })?;
            }
            if peasant && reserve > n {
                offer(f, Action::Place { region, count: n + 1 })?;
            }
        }
        Some(())
    }

    /// The powers that can do something: the King's moves, the Monk, the Merchant, the Witch, and
    /// in the final round the Peasant's cube (R-C5 to R-C12, R-E6).
    fn offer_powers(
        &self,
        t: &Turn,
        last_round: bool,
        n_of: &[u8; REGIONS],
        f: &mut impl FnMut(Action) -> bool,
    ) -> Option<()> {
        let (used, near) = self.map();
        let seat = t.seat;
        if self.can_use(t, Class::King) {
            for r in used {
                if n_of[r] == 0 && self.board.cubes(r, seat) > 0 {
                    offer(f, Action::King(r))?;
                }
            }
        }
        if self.can_use(t, Class::Monk) {
            let room = used.filter(|&r| (n_of[r] as usize) < MAX_TOKENS_PER_REGION).fold(0, |m, r| m | 1 << r);
            if used.clone().any(|r| n_of[r] > 0 && near[r] & room != 0) {
                offer(f, Action::Monk)?;
            }
        }
        if self.can_use(t, Class::Merchant) && used.clone().any(|r| self.board.cubes(r, seat) > 0 && near[r] != 0) {
            offer(f, Action::Merchant)?;
        }
        if self.can_use(t, Class::Witch) && n_of.iter().map(|&n| n as usize).sum::<usize>() >= 2 {
            offer(f, Action::Witch)?;
        }
        if last_round && self.can_use(t, Class::Peasant) && self.board.reserve()[seat] >= 1 {
            for r in used {
                offer(f, Action::Peasant(r))?;
            }
        }
        Some(())
    }

    /// Where the plague may move now, as a bit set: in the final round only with the Knight
    /// (R-E5, R-E7); before, once the placement is made (R-T10).
    fn plague_moves_now(&self, t: &Turn, last_round: bool, n_of: &[u8; REGIONS]) -> u16 {
        let knight = self.can_use(t, Class::Knight);
        let reserve = self.board.reserve()[t.seat];
        if last_round {
            if knight {
                self.plague_mask(true)
            } else {
                0
            }
        } else if !t.placed && self.map().0.any(|r| (1..=reserve).contains(&n_of[r])) {
            0 // as `placement_owed`
        } else {
            self.plague_mask(knight)
        }
    }

    /// The Monk's token comes from a region with a neighbour that has room (R-C7, R-L2).
    fn offer_monk_sources(&self, f: &mut impl FnMut(Action) -> bool) -> Option<()> {
        let (used, near) = self.map();
        let room = self.room_mask();
        for r in used {
            if !self.board.tokens(r).is_empty() && near[r] & room != 0 {
                offer(f, Action::From(r))?;
            }
        }
        Some(())
    }

    /// The Merchant's cubes come from a region where the seat has some (R-C11).
    fn offer_merchant_sources(&self, seat: Seat, f: &mut impl FnMut(Action) -> bool) -> Option<()> {
        let (used, near) = self.map();
        for r in used {
            if self.board.cubes(r, seat) > 0 && near[r] != 0 {
                offer(f, Action::From(r))?;
            }
        }
        Some(())
    }

    /// A token of region `r` by its slot, other than the one already chosen (R-C7, R-C12).
    fn offer_slots(&self, r: RegionId, first: Option<Spot>, f: &mut impl FnMut(Action) -> bool) -> Option<()> {
        for n in 1..=self.board.tokens(r).len() as u8 {
            if first != Some((r, n as usize - 1)) {
                offer(f, Action::Token(n))?;
            }
        }
        Some(())
    }

    /// The Monk's token goes to a neighbour with room (R-C7, R-L1).
    fn offer_monk_destinations(&self, from: RegionId, f: &mut impl FnMut(Action) -> bool) -> Option<()> {
        let (used, near) = self.map();
        for region in used {
            if near[from] & 1 << region != 0 && self.board.tokens(region).len() < MAX_TOKENS_PER_REGION {
                offer(f, Action::To { region, count: None })?;
            }
        }
        Some(())
    }

    /// The Merchant moves 1 to 3 of the seat's cubes to a neighbour (R-C11).
    fn offer_merchant_destinations(
        &self,
        seat: Seat,
        from: RegionId,
        f: &mut impl FnMut(Action) -> bool,
    ) -> Option<()> {
        let (used, near) = self.map();
        let have = self.board.cubes(from, seat);
        for region in used {
            if near[from] & 1 << region != 0 {
                for n in 1..=have.min(3) {
                    offer(f, Action::To { region, count: Some(n) })?;
                }
            }
        }
        Some(())
    }

    /// The Witch looks into a region with a token, other than the one she already chose (R-C12).
    fn offer_witch_looks(&self, first: Option<Spot>, f: &mut impl FnMut(Action) -> bool) -> Option<()> {
        for r in self.map().0 {
            let n = self.board.tokens(r).len();
            // the Witch needs a token other than the first she chose
            if n > 0 && !(n == 1 && first == Some((r, 0))) {
                offer(f, Action::Look(r))?;
            }
        }
        Some(())
    }

    /// A spread token goes to a neighbour of the plague region with room (R-T16, R-T18, R-L1).
    fn offer_spreads(&self, f: &mut impl FnMut(Action) -> bool) -> Option<()> {
        let (used, near) = self.map();
        for r in used {
            if near[self.plague] & 1 << r != 0 && self.board.tokens(r).len() < MAX_TOKENS_PER_REGION {
                offer(f, Action::Spread(r))?;
            }
        }
        Some(())
    }
}

/// Offers `a`; `None` when `f` wants no more.
#[inline(always)]
fn offer(f: &mut impl FnMut(Action) -> bool, a: Action) -> Option<()> {
    f(a).then_some(())
}

#[cfg(test)]
mod tests {
    use super::super::data::{Class, Regions, REGIONS};
    use super::super::state::{Pending, Phase, Rattus};
    use super::Action;
    use crate::games::GameRng;

    /// Every action there is, legal or not, in any region, with any count or slot.
    fn universe() -> Vec<Action> {
        let mut all = vec![Action::Monk, Action::Merchant, Action::Witch, Action::Cancel, Action::End];
        all.extend(Class::ALL.map(Action::Take));
        all.extend([Action::Swap(true), Action::Swap(false), Action::Neutral(true), Action::Neutral(false)]);
        all.extend((0..=4).map(Action::Token));
        for r in 0..REGIONS {
            all.extend((0..=4).map(|count| Action::Place { region: r, count }));
            all.extend((0..=4).map(|n| Action::To { region: r, count: Some(n) }));
            all.extend([Action::King(r), Action::From(r), Action::To { region: r, count: None }, Action::Look(r)]);
            all.extend([Action::Move(r), Action::Spread(r), Action::Peasant(r)]);
        }
        all
    }

    /// A position changed at random where it matters to legality: cards, powers used, what the
    /// turn has done, reserves, cubes, tokens, and the step under way.
    fn shaken(g: &Rattus, rng: &mut GameRng) -> Rattus {
        let mut g = g.clone();
        let used: Vec<usize> = g.used_regions().collect();
        for c in Class::ALL {
            if rng.below(3) == 0 {
                g.cards.set(c, [None, Some(rng.below(g.players))][rng.below(2)]);
            }
        }
        let (regions, reserve) = g.board.unchecked_mut();
        for r in reserve.iter_mut() {
            if rng.below(3) == 0 {
                *r = rng.below(5) as u8;
            }
        }
        for &r in &used {
            if rng.below(4) == 0 {
                let s = rng.below(g.players);
                regions[r].cubes[s] = rng.below(4) as u8;
            }
            if rng.below(4) == 0 {
                let n = rng.below(4);
                regions[r].tokens.truncate(n);
                while regions[r].tokens.len() < n {
                    regions[r].tokens.push(rng.below(49) as u8);
                }
            }
        }
        if rng.below(3) == 0 {
            g.plague = rng.pick(&used);
        }
        let with_tokens: Vec<usize> = used.iter().copied().filter(|&r| !g.board.tokens(r).is_empty()).collect();
        let spot = |rng: &mut GameRng| {
            let r = rng.pick(&with_tokens);
            (r, rng.below(g.board.tokens(r).len()))
        };
        let pending = match rng.below(14) {
            0 => Pending::MonkFrom,
            1 if !with_tokens.is_empty() => Pending::MonkSlot { from: rng.pick(&with_tokens) },
            2 if !with_tokens.is_empty() => Pending::MonkTo { from: spot(rng) },
            3 => Pending::MerchantFrom,
            4 => Pending::MerchantTo { from: rng.pick(&used) },
            5 => Pending::WitchFirst,
            6 if !with_tokens.is_empty() => Pending::WitchFirstSlot { region: rng.pick(&with_tokens) },
            7 if !with_tokens.is_empty() => Pending::WitchSecond { first: spot(rng) },
            8 if !with_tokens.is_empty() => {
                Pending::WitchSecondSlot { first: spot(rng), region: rng.pick(&with_tokens) }
            }
            9 if !with_tokens.is_empty() => Pending::WitchSwap { a: spot(rng), b: spot(rng) },
            10 => Pending::Spread { left: 1 + rng.below(2) as u8 },
            11 => Pending::Neutral,
            _ => Pending::None,
        };
        if let Phase::Turn(t) | Phase::Final { turn: t, .. } = g.progress.phase_mut() {
            t.took_card = rng.below(2) == 0;
            t.placed = rng.below(2) == 0;
            for u in &mut t.used {
                *u = rng.below(3) == 0;
            }
            t.pending = pending;
        }
        g
    }

    /// The legal actions are exactly the candidates the verdict allows, in the same order, and
    /// `check` accepts exactly them (from the seat to act only), in random playouts and in
    /// positions shaken at random around them (R-D11: one source of legality).
    #[test]
    fn generated_legal_actions_are_the_verdicts() {
        let all = universe();
        let mut positions = 0;
        for seed in 0..150u64 {
            let players = 2 + (seed % 3) as usize;
            let mut g = Rattus::setup(players, seed).unwrap();
            let mut rng = GameRng::new(seed ^ 0xfa57);
            while let Some(seat) = g.to_act() {
                for p in std::iter::once(g.clone()).chain((0..3).map(|_| shaken(&g, &mut rng))) {
                    let legal = p.legal_actions();
                    assert_eq!(legal.to_vec(), p.legal_by_verdict(), "seed {seed} in {:?}", p.phase());
                    let only = p.only_legal();
                    assert_eq!(only, if legal.len() == 1 { Some(legal[0]) } else { None });
                    if let Phase::Turn(t) | Phase::Final { turn: t, .. } = p.phase() {
                        assert_eq!(p.placement_owed(t), !t.placed && !p.placements(t.seat, false).is_empty());
                    }
                    for knight in [false, true] {
                        assert_eq!(Regions(p.plague_mask(knight)).collect::<Vec<_>>(), p.plague_moves(knight));
                    }
                    let seat = p.to_act().unwrap();
                    for &a in &all {
                        assert_eq!(
                            p.check(seat, a).is_ok(),
                            legal.contains(&a),
                            "seed {seed}: {a:?} in {:?}",
                            p.phase()
                        );
                    }
                    if let Some(&a) = legal.first() {
                        assert!(p.check((seat + 1) % players, a).is_err(), "only the seat to act acts");
                    }
                    positions += 1;
                }
                let legal = g.legal_actions();
                let a = legal[rng.below(legal.len())];
                g.act(seat, a).unwrap();
            }
            assert!(g.legal_actions().is_empty() && g.legal_by_verdict().is_empty());
        }
        assert!(positions > 20_000, "{positions} positions");
    }

    /// Quiet application (search) plays the very game the told one does (R-D6), and so does
    /// search's trusted play (`AiGame::play`), which does not judge its action again.
    #[test]
    fn quiet_games_are_the_told_games() {
        use crate::games::ai::AiGame;
        for seed in 0..60u64 {
            let players = 2 + (seed % 3) as usize;
            let (mut told, mut quiet) = (Rattus::setup(players, seed).unwrap(), Rattus::setup(players, seed).unwrap());
            let mut trusted = quiet.clone();
            let mut rng = GameRng::new(seed);
            while let Some(seat) = told.to_act() {
                let legal = told.legal_actions();
                let a = legal[rng.below(legal.len())];
                told.act(seat, a).unwrap();
                quiet.act_quietly(seat, a).unwrap();
                trusted.play(seat, &a);
                assert_eq!(told, quiet, "seed {seed} after {a}");
                assert_eq!(told, trusted, "seed {seed} after {a}: trusted play");
            }
        }
    }
}
