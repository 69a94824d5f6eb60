//! Why an answer is refused: the verdicts of [`super::legal`], turned into the rule that blocks
//! and a message a player understands. A `Why` is a small value, so judging every candidate of a
//! decision costs nothing until a refusal is actually explained.

use super::data::{Class, RegionId};
use super::rules::region_key;
use super::state::Pending;
use crate::games::{Msg, RuleError};

/// The reason an action is not allowed now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    GameOver,
    NotYourTurn,
    RegionUnused(RegionId),
    SetupTwo,
    SetupOnlyPlace,
    TookAlready,
    HoldAlready(Class),
    PlacedAlready,
    FinalForbidden,
    PlaceNoRats(RegionId),
    /// A region without rat tokens, for a player who may still use the Peasant: 1 cube only.
    PlaceNoRatsPeasant(RegionId),
    /// A count other than the region's rat tokens (or one more with the Peasant, when usable).
    PlaceCount {
        region: RegionId,
        tokens: u8,
        peasant: bool,
    },
    PeasantExtra {
        tokens: u8,
    },
    NoCard(Class),
    PowerUsed(Class),
    Reserve {
        count: u8,
        reserve: u8,
    },
    ReserveEmpty,
    KingRats(RegionId),
    KingNoCube(RegionId),
    MonkImpossible,
    MerchantImpossible,
    WitchImpossible,
    PeasantFinalOnly,
    MustPlace,
    /// The plague must leave its region: in phase C (R-T12), or moved by the Knight in the final
    /// round (R-E7).
    MustMove {
        rule: &'static str,
    },
    /// The plague moves to a neighbour; with the Knight (usable now) also two steps.
    PlagueReach {
        region: RegionId,
        plague: RegionId,
        knight: bool,
    },
    TwoStepsKnight,
    KnightReachFinal(RegionId),
    EndByMoving,
    NothingToCancel,
    /// An answer to a power's step while no power is under way.
    NoPowerStarted,
    SpreadNotNow,
    NeutralNotNow,
    /// Phase C has begun (the plague moved): phases A and B (`power` false) or a card's power
    /// (`power` true) came before it (R-T2, R-C3).
    PhaseCBegun {
        power: bool,
    },
    /// The plague has already moved this turn (R-T2: phase C once, last).
    PlagueMoved,
    /// The player is in the middle of a step and must finish it first.
    FinishStep(Step),
    MonkNoToken(RegionId),
    MonkNoRoom(RegionId),
    TokenRange {
        region: RegionId,
        tokens: u8,
        rule: &'static str,
    },
    NotNeighbour {
        region: RegionId,
        from: RegionId,
        rule: &'static str,
    },
    RegionFull {
        region: RegionId,
        rule: &'static str,
    },
    MonkCount,
    MerchantNoCubes(RegionId),
    MerchantHowMany(RegionId),
    MerchantCount {
        have: u8,
    },
    WitchNoToken(RegionId),
    WitchSameToken,
    CannotCancelWitch,
    CannotCancelSpread,
}

/// The step a player is in the middle of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Monk,
    Merchant,
    WitchLook,
    WitchSwap,
    Spread(RegionId),
    Neutral,
}

impl Step {
    pub fn of(p: &Pending, plague: RegionId) -> Option<Step> {
        Some(match p {
            Pending::None => return None,
            Pending::MonkFrom | Pending::MonkSlot { .. } | Pending::MonkTo { .. } => Step::Monk,
            Pending::MerchantFrom | Pending::MerchantTo { .. } => Step::Merchant,
            Pending::WitchFirst
            | Pending::WitchFirstSlot { .. }
            | Pending::WitchSecond { .. }
            | Pending::WitchSecondSlot { .. } => Step::WitchLook,
            Pending::WitchSwap { .. } => Step::WitchSwap,
            Pending::Spread { .. } => Step::Spread(plague),
            Pending::Neutral => Step::Neutral,
        })
    }
}

fn region(m: Msg, name: &str, r: RegionId) -> Msg {
    m.key(name, region_key(r))
}

impl Why {
    /// The rule that blocks, and the message.
    pub fn error(self) -> RuleError {
        let e = |rule: &'static str, key: &str| RuleError::new(rule, Msg::new(format!("rattus.error.{key}")));
        let with = |rule: &'static str, m: Msg| RuleError::new(rule, m);
        let m = |key: &str| Msg::new(format!("rattus.error.{key}"));
        match self {
            Why::GameOver => RuleError::new("R-E12", Msg::new("error.game-over")),
            Why::NotYourTurn => RuleError::new("R-C1", Msg::new("error.not-your-turn")),
            Why::RegionUnused(r) => with("R-S3", region(m("region-unused"), "region", r)),
            Why::SetupTwo => e("R-S10", "setup-two"),
            Why::SetupOnlyPlace => e("R-S10", "setup-only-place"),
            Why::TookAlready => e("R-T3", "took-already"),
            Why::HoldAlready(c) => with("R-T6", m("hold-already").key("card", c.key())),
            Why::PlacedAlready => e("R-T3", "placed-already"),
            Why::FinalForbidden => e("R-E5", "final-forbidden"),
            Why::PlaceNoRats(r) => with("R-T8", region(m("place-no-rats"), "region", r)),
            Why::PlaceNoRatsPeasant(r) => with("R-C10", region(m("place-no-rats-peasant"), "region", r)),
            Why::PlaceCount { region: r, tokens, peasant } => {
                let key = if peasant { "place-count-peasant" } else { "place-count" };
                let rule = if peasant { "R-C10" } else { "R-T8" };
                with(rule, region(m(key), "region", r).num("tokens", tokens).num("more", tokens + 1))
            }
            Why::PeasantExtra { tokens } => with("R-T8", m("peasant-extra").num("tokens", tokens)),
            Why::NoCard(c) => with("R-C1", m("no-card").key("card", c.key())),
            Why::PowerUsed(c) => with("R-C2", m("power-used").key("card", c.key())),
            Why::Reserve { count, reserve } => with("R-T9", m("reserve").num("count", count).num("reserve", reserve)),
            Why::ReserveEmpty => e("R-T9", "reserve-empty"),
            Why::KingRats(r) => with("R-C5", region(m("king-rats"), "region", r)),
            Why::KingNoCube(r) => with("R-C5", region(m("king-no-cube"), "region", r)),
            Why::MonkImpossible => e("R-C7", "monk-impossible"),
            Why::MerchantImpossible => e("R-C11", "merchant-impossible"),
            Why::WitchImpossible => e("R-C12", "witch-impossible"),
            Why::PeasantFinalOnly => e("R-E6", "peasant-final-only"),
            Why::MustPlace => e("R-T10", "must-place"),
            Why::MustMove { rule } => e(rule, "must-move"),
            Why::PlagueReach { region: r, plague, knight } => {
                let (rule, key) = if knight { ("R-C8", "plague-reach-knight") } else { ("R-T12", "plague-reach") };
                with(rule, region(region(m(key), "region", r), "plague", plague))
            }
            Why::TwoStepsKnight => e("R-C8", "two-steps-knight"),
            Why::KnightReachFinal(r) => with("R-E7", region(m("knight-reach"), "region", r)),
            Why::EndByMoving => e("R-T12", "end-by-moving"),
            Why::NothingToCancel => e("R-D11", "nothing-to-cancel"),
            Why::NoPowerStarted => e("R-D11", "no-power-started"),
            Why::SpreadNotNow => e("R-T16", "spread-not-now"),
            Why::NeutralNotNow => e("R-C9", "neutral-not-now"),
            Why::PhaseCBegun { power: false } => e("R-T2", "phase-c-begun"),
            Why::PhaseCBegun { power: true } => e("R-C3", "phase-c-begun-power"),
            Why::PlagueMoved => e("R-T2", "plague-moved"),
            Why::FinishStep(step) => match step {
                Step::Monk => e("R-C7", "finish-monk"),
                Step::Merchant => e("R-C11", "finish-merchant"),
                Step::WitchLook => e("R-C12", "finish-witch"),
                Step::WitchSwap => e("R-C12", "finish-swap"),
                Step::Spread(p) => with("R-D9", region(m("finish-spread"), "plague", p)),
                Step::Neutral => e("R-C9", "finish-neutral"),
            },
            Why::MonkNoToken(r) => with("R-C7", region(m("monk-no-token"), "region", r)),
            Why::MonkNoRoom(r) => with("R-L2", region(m("monk-no-room"), "region", r)),
            Why::TokenRange { region: r, tokens, rule } => {
                with(rule, region(m("token-range"), "region", r).num("tokens", tokens))
            }
            Why::NotNeighbour { region: r, from, rule } => {
                with(rule, region(region(m("not-adjacent"), "region", r), "from", from))
            }
            Why::RegionFull { region: r, rule } => with(rule, region(m("region-full"), "region", r)),
            Why::MonkCount => e("R-C7", "monk-count"),
            Why::MerchantNoCubes(r) => with("R-C11", region(m("merchant-no-cubes"), "region", r)),
            Why::MerchantHowMany(r) => with("R-C11", region(m("merchant-how-many"), "region", r)),
            Why::MerchantCount { have } => with("R-C11", m("merchant-count").num("have", have)),
            Why::WitchNoToken(r) => with("R-C12", region(m("witch-no-token"), "region", r)),
            Why::WitchSameToken => e("R-C12", "witch-same-token"),
            Why::CannotCancelWitch => e("R-C12", "cannot-cancel-witch"),
            Why::CannotCancelSpread => e("R-D9", "cannot-cancel-spread"),
        }
    }
}

/// The kinds of decision a Rattus game waits for, each with the rules a refusal there may cite.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Decision {
    /// Initial placement, 2 cubes at a time (R-S10, R-S11).
    Setup,
    /// A normal turn before the plague moves: phases A and B, the powers, phase C's move.
    Turn,
    /// A final step: the powers once more, then `end` (R-E4 to R-E8).
    Final,
    /// The Monk's move under way: the source region, the token, the destination (R-C7).
    Monk,
    /// The Merchant's move under way: the source region, then destination and count (R-C11).
    Merchant,
    /// The Witch choosing the two tokens to look at (R-C12).
    WitchLook,
    /// The Witch deciding whether to swap them (R-C12).
    WitchSwap,
    /// Phase C: placing the spreading rat tokens (R-T16, R-T17, R-L3).
    Spread,
    /// Phase C: the Knight's neutral cubes (R-C9).
    Neutral,
}

impl Decision {
    pub const ALL: [Decision; 9] = [
        Decision::Setup,
        Decision::Turn,
        Decision::Final,
        Decision::Monk,
        Decision::Merchant,
        Decision::WitchLook,
        Decision::WitchSwap,
        Decision::Spread,
        Decision::Neutral,
    ];

    /// Every rule a refusal of the acting player's answer may cite in this decision: what
    /// [`Why::error`] gives for the verdicts `legal.rs` can reach here. R-S3 (a region not in
    /// play) may answer any answer naming a region.
    pub fn refusal_rules(self) -> &'static [&'static str] {
        match self {
            Decision::Setup => &["R-S3", "R-S10"],
            // R-T3/R-T6: phase A; R-T3/R-T8/R-T9/R-C10: phase B; R-C1/R-C2 and each card's own
            // rule: the powers; R-E6: `peasant` outside the final round; R-T10/R-T12/R-C8:
            // phase C's move; R-T16/R-C9: phase C's answers before it; R-D11: a power's step
            // answered, or `cancel`, with no power under way
            Decision::Turn => &[
                "R-S3", "R-T3", "R-T6", "R-T8", "R-T9", "R-C10", "R-C1", "R-C2", "R-C5", "R-C7", "R-C11", "R-C12",
                "R-E6", "R-T10", "R-T12", "R-C8", "R-T16", "R-C9", "R-D11",
            ],
            // R-E5: no card, placement, move (without the Knight) or phase C; R-E7: the Knight's
            // reach; R-T9: the Peasant's cube from an empty reserve
            Decision::Final => {
                &["R-S3", "R-E5", "R-E7", "R-T9", "R-C1", "R-C2", "R-C5", "R-C7", "R-C11", "R-C12", "R-D11"]
            }
            Decision::Monk => &["R-S3", "R-C7", "R-L2"],
            Decision::Merchant => &["R-S3", "R-C11"],
            Decision::WitchLook | Decision::WitchSwap => &["R-S3", "R-C12"],
            // R-T2/R-C3: what comes before phase C; R-D9: the spread is owed and cannot be called off
            Decision::Spread => &["R-S3", "R-T2", "R-C3", "R-T16", "R-L3", "R-D9"],
            Decision::Neutral => &["R-S3", "R-T2", "R-C3", "R-C9"],
        }
    }
}

impl super::state::Rattus {
    /// The kind of decision the game waits for (`None` once it is over).
    pub fn decision(&self) -> Option<Decision> {
        use super::state::Phase;
        let (t, last_round) = match self.phase() {
            Phase::Setup { .. } => return Some(Decision::Setup),
            Phase::Turn(t) => (t, false),
            Phase::Final { turn, .. } => (turn, true),
            Phase::Over { .. } => return None,
        };
        Some(match t.pending {
            Pending::None if last_round => Decision::Final,
            Pending::None => Decision::Turn,
            Pending::MonkFrom | Pending::MonkSlot { .. } | Pending::MonkTo { .. } => Decision::Monk,
            Pending::MerchantFrom | Pending::MerchantTo { .. } => Decision::Merchant,
            Pending::WitchFirst
            | Pending::WitchFirstSlot { .. }
            | Pending::WitchSecond { .. }
            | Pending::WitchSecondSlot { .. } => Decision::WitchLook,
            Pending::WitchSwap { .. } => Decision::WitchSwap,
            Pending::Spread { .. } => Decision::Spread,
            Pending::Neutral => Decision::Neutral,
        })
    }
}
