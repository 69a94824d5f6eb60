//! Why an answer is refused: the verdicts of [`super::legal`], turned into the rule that blocks
//! and a message a player understands. A `Why` is a small value, so judging every candidate of a
//! decision costs nothing until a refusal is actually explained.

use super::action::{citizen_at_name, From};
use super::data::{Class, Term};

use super::names::square_msg;
use super::state::{CitizenAt, Place};

use super::names::{class_key, from_msg, place_msg, term_msg};
use crate::games::{Msg, RuleError};

/// The decision the game waits for, named for a player ("fighting the plague").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Now {
    Lieutenant,
    Destination,
    Rescue,
    Fight,
    ShipFight,
    Actions,
    Production,
    Release,
    Option,
    Book,
    Scroll,
    Copy,
    Upgrade,
    Staff,
    Overseer,
    Branch,
    Steps,
    Activate,
    Build,
    RotatePay,
    HutOn,
    Give,
    Sacrifice,
}

impl Now {
    pub const ALL: [Now; 23] = [
        Now::Lieutenant,
        Now::Destination,
        Now::Rescue,
        Now::Fight,
        Now::ShipFight,
        Now::Actions,
        Now::Production,
        Now::Release,
        Now::Option,
        Now::Book,
        Now::Scroll,
        Now::Copy,
        Now::Upgrade,
        Now::Staff,
        Now::Overseer,
        Now::Branch,
        Now::Steps,
        Now::Activate,
        Now::Build,
        Now::RotatePay,
        Now::HutOn,
        Now::Give,
        Now::Sacrifice,
    ];

    /// Every rule a refusal of the acting player's answer may cite in this decision: what
    /// [`Why::error`] gives for the verdicts `legal.rs` and the steps' verdicts can reach here.
    /// Each decision's own rule ([`Now::rule`]) answers an answer meant for another moment.
    pub fn refusal_rules(self) -> Vec<&'static str> {
        let own: &[&str] = match self {
            // M-T8: no unused lieutenant there; M-T10: lying ones first; M-T11: used already
            Now::Lieutenant => &["M-T10", "M-T8", "M-T11"],
            // M-T4: not in the city; M-T6: blocked; M-T8: the cost; M-T36: ships; M-T2: this
            // turn's lieutenant is chosen (after the verdict on the one named, M-T8 to M-T11)
            Now::Destination => &["M-T4", "M-T2", "M-T6", "M-T8", "M-T10", "M-T11", "M-T36"],
            // M-T14: squares; M-T15: huts; M-T16: quarantine, whatever the fight does;
            // M-T68: a citizen moved to make room
            Now::Rescue => &["M-T13", "M-T14", "M-T15", "M-T16", "M-T68"],
            Now::Fight => &["M-T17", "M-T18", "M-T19"],
            Now::ShipFight => &["M-T39", "M-T18", "M-T19"],
            // M-T28: the hex action's options; M-T40: none on a ship; M-T55 to M-T60:
            // repopulation; M-T25: gains; M-T69: book advances; M-T68: workshops
            Now::Actions => &[
                "M-T23", "M-T25", "M-T28", "M-T40", "M-T55", "M-T56", "M-T57", "M-T58", "M-T59", "M-T60", "M-T68",
                "M-T69",
            ],
            // M-R1: produce before ending; M-R4: workshops before producing; M-T69: books are
            // bought in turns only; M-T25: gains; M-T68: workshops
            Now::Production => &["M-R1", "M-R4", "M-T25", "M-T68", "M-T69"],
            // M-R5: where the citizen goes; M-T63: which workshop; M-T68: making room
            Now::Release => &["M-R5", "M-T63", "M-T68"],
            Now::Option => &["M-T28"],
            Now::Book => &["M-T29"],
            Now::Scroll => &["M-T30"],
            Now::Copy => &["M-T73"],
            Now::Upgrade => &["M-T32"],
            Now::Staff => &["M-T68", "M-T63"],
            // M-T44: the centre; M-T50: upgraded once
            Now::Overseer => &["M-T31", "M-T44", "M-T50"],
            Now::Branch => &["M-T44"],
            Now::Steps => &["M-T31"],
            // M-T46: never twice; M-T47 / M-T49: the plain / upgraded pattern; M-T48: sector
            // citizens only; M-A5: one-time squares
            Now::Activate => &["M-T46", "M-T47", "M-T48", "M-T49", "M-A5"],
            // M-T52: rotation; M-T53: hut upgrades; M-T54: workshops and wagons
            Now::Build => &["M-T51", "M-T52", "M-T53", "M-T54"],
            Now::RotatePay => &["M-T52"],
            Now::HutOn => &["M-T53"],
            Now::Give => &["M-T58"],
            Now::Sacrifice => &["M-T59"],
        };
        // a decision inside the action step leaves its moment's other answers to their own
        // verdicts: the hex action or repopulation (M-T23, M-T40, M-T55 to M-T60), another gain
        // (M-T25), a book advance (M-T69)
        let action_step: &[&str] = match self {
            Now::Lieutenant
            | Now::Destination
            | Now::Rescue
            | Now::Fight
            | Now::ShipFight
            | Now::Actions
            | Now::Production
            | Now::Release => &[],
            _ => &["M-T23", "M-T25", "M-T40", "M-T55", "M-T56", "M-T57", "M-T58", "M-T59", "M-T60", "M-T69"],
        };
        let mut rules: Vec<&'static str> = own.iter().chain(action_step).copied().collect();
        rules.dedup();
        rules
    }

    /// The rule that says what this decision allows.
    fn rule(self) -> &'static str {
        match self {
            Now::Lieutenant => "M-T10",
            Now::Destination => "M-T4",
            Now::Rescue => "M-T13",
            Now::Fight => "M-T17",
            Now::ShipFight => "M-T39",
            Now::Actions => "M-T23",
            Now::Production => "M-R1",
            Now::Release => "M-R5",
            Now::Option => "M-T28",
            Now::Book => "M-T29",
            Now::Scroll => "M-T30",
            Now::Copy => "M-T73",
            Now::Upgrade => "M-T32",
            Now::Staff => "M-T68",
            Now::Overseer | Now::Steps => "M-T31",
            Now::Branch => "M-T44",
            Now::Activate => "M-T46",
            Now::Build => "M-T51",
            Now::HutOn => "M-T53",
            Now::RotatePay => "M-T52",
            Now::Give => "M-T58",
            Now::Sacrifice => "M-T59",
        }
    }

    pub(super) fn key(self) -> &'static str {
        match self {
            Now::Lieutenant => "lieutenant",
            Now::Destination => "destination",
            Now::Rescue => "rescue",
            Now::Fight => "fight",
            Now::ShipFight => "ship-fight",
            Now::Actions => "actions",
            Now::Production => "production",
            Now::Release => "release",
            Now::Option => "option",
            Now::Book => "book",
            Now::Scroll => "scroll",
            Now::Copy => "copy",
            Now::Upgrade => "upgrade",
            Now::Staff => "staff",
            Now::Overseer => "overseer",
            Now::Branch => "branch",
            Now::Steps => "steps",
            Now::Activate => "activate",
            Now::Build => "build",
            Now::RotatePay => "rotate-pay",
            Now::HutOn => "hut-on",
            Now::Give => "give",
            Now::Sacrifice => "sacrifice",
        }
    }

    /// "fighting the plague", for refusals.
    pub fn msg(self) -> Msg {
        Msg::new(format!("messina.decision.{}", self.key()))
    }
}

/// When an action's kind is used, for an answer given at the wrong moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    TurnStart,
    Rescue,
    Fight,
    Ship,
    ActionStep,
    Gain,
    Build,
    Repopulation,
    Release,
    Production,
    Anytime,
}

impl When {
    pub fn of(a: super::action::Action) -> When {
        use super::action::Action as A;
        match a {
            A::From(_) | A::Go(_) | A::Ship(_) | A::Recall => When::TurnStart,
            A::PlaceCitizen(_) | A::Hut(_) | A::Discard => When::Rescue,
            A::Fire | A::BigFire | A::BigFireDouble | A::BigFireNext(_) => When::Fight,
            A::Rat => When::Ship,
            A::Hex | A::Repopulate | A::Buy(_) | A::Do(_) | A::End => When::ActionStep,
            A::Option(_)
            | A::Overseer(_)
            | A::Branch(_)
            | A::Steps(_)
            | A::Activate(_)
            | A::Stop
            | A::Upgrade(_)
            | A::Scroll(_)
            | A::Book(_)
            | A::Copy(_) => When::Gain,
            A::Rotate { .. } | A::Pay(_) | A::BuildHut(_) | A::BuildWorkshop(_) | A::BuildWagon(_) | A::On(_) => {
                When::Build
            }
            A::Skip => When::Build,
            A::Give(_) | A::Sacrifice(_) => When::Repopulation,
            A::Into(_) => When::Release,
            A::Produce => When::Production,
            A::Staff(_) => When::Anytime,
        }
    }

    fn key(self) -> &'static str {
        match self {
            When::TurnStart => "turn-start",
            When::Rescue => "rescue",
            When::Fight => "fight",
            When::Ship => "ship",
            When::ActionStep => "action-step",
            When::Gain => "gain",
            When::Build => "build",
            When::Repopulation => "repopulation",
            When::Release => "release",
            When::Production => "production",
            When::Anytime => "anytime",
        }
    }
}

/// The reason an action is not allowed now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    GameOver,
    NotYourTurn,
    /// The action does not answer the decision the game waits for.
    OffTopic {
        now: Now,
        when: When,
    },
    /// A decision that must be finished before anything else (a tile to place, a branch to take).
    FinishFirst(Now),
    LyingFirst,
    NoLieutenantThere(From),
    LieutenantUsed,
    LieutenantChosen(From),
    /// A place not in the city, for a destination (M-T4) or a hex action to take (M-T73).
    NotInCity(Place, &'static str),
    Blocked(Place),
    MoveCost {
        cost: u32,
        coins: u32,
    },
    UseShip,
    ShipNotDocked,
    ShipCost {
        dock: usize,
        cost: u32,
        coins: u32,
    },
    MustQuarantine,
    NoQuarantine,
    NoSuchHut,
    HutTaken(usize),
    /// A citizen's square: rescued (M-T14) or leaving quarantine (M-R5).
    WrongSector(Class, &'static str),
    SquareTaken(usize, &'static str),
    /// Discarding a citizen while there is room: on a square (M-T14), in a hut (M-T15), on
    /// leaving quarantine (M-R5).
    DiscardRoom(&'static str),
    StaffInActionStep,
    StaffAfterProduction,
    StaffWrongClass(Class),
    /// No citizen there to move into a workshop (M-T68), to activate (M-T48) or to upgrade (M-T32).
    NoCitizenThere(CitizenAt, &'static str),
    NoWorkshop(Class),
    NoCubes,
    NoCubesThere(usize),
    NoFire {
        need: u32,
        have: u32,
    },
    NoBigFire {
        need: u32,
        have: u32,
    },
    BigFireDoubleLate,
    BigFireDoubleCubes,
    NotAdjacentHex(usize),
    ShipNoAdjacent,
    ShipDecline,
    HexUsed,
    ShipNoHex,
    HexOptions(u8),
    HexNoOptions,
    OptionRange(u8),
    RepopPort,
    RepopDone,
    RepopTiles,
    RepopCost,
    RepopWagon,
    RepopLieutenant,
    RepopCitizens,
    BuyPopularity,
    BuyOnlyInTurn,
    AdvanceCost {
        cost: u32,
        coins: u32,
    },
    NotPending(Term),
    TermUseless(Term),
    ProduceFirst,
    Produced,
    BookPopularity,
    NoSuchTrack,
    ScrollTop,
    CopyDock,
    AlreadyUpgraded(CitizenAt),
    NoSuchWorkshop,
    WorkshopTaken(usize),
    WorkshopClass(Class),
    OverseerCentre(Class),
    OverseerUpgraded(Class),
    OverseerClass(Class),
    BranchOther(Class),
    StepsRange,
    OnceUsed(usize),
    ActivatedAlready(usize),
    /// The overseer's pattern does not reach the square, or has no activation left there: a
    /// plain overseer's (M-T47) or an upgraded one's (M-T49).
    NotReachable {
        square: usize,
        upgraded: bool,
    },
    RotateOnce,
    RotateNoPay,
    NotFaceUp,
    NoFreeHut,
    /// A tile the player cannot pay for: a hut upgrade (M-T53), a workshop or a wagon (M-T54).
    Cost {
        coins: u32,
        wood: u32,
        rule: &'static str,
    },
    MustBuild,
    NoPayment,
    HutUpgraded(usize),
    GiveWrong,
    SacrificeWrong,
}

impl Why {
    /// The rule that blocks, and the message.
    pub fn error(self) -> RuleError {
        let m = |key: &str| Msg::new(format!("messina.error.{key}"));
        let (rule, msg): (&'static str, Msg) = match self {
            Why::GameOver => ("M-E1", Msg::new("error.game-over")),
            Why::NotYourTurn => ("M-T2", Msg::new("error.not-your-turn")),
            Why::OffTopic { now, when } => {
                (now.rule(), m("off-topic").msg("now", now.msg()).key("when", format!("messina.when.{}", when.key())))
            }
            Why::FinishFirst(now) => (now.rule(), m("finish-first").msg("now", now.msg())),
            Why::LyingFirst => ("M-T10", m("lying-first")),
            Why::NoLieutenantThere(f) => ("M-T8", m("no-lieutenant-there").msg("from", from_msg(f))),
            Why::LieutenantUsed => ("M-T11", m("lieutenant-used")),
            Why::LieutenantChosen(f) => ("M-T2", m("lieutenant-chosen").msg("from", from_msg(f))),
            Why::NotInCity(p, rule) => (rule, m("not-in-city").msg("place", place_msg(p))),
            Why::Blocked(p) => ("M-T6", m("blocked").msg("place", place_msg(p))),
            Why::MoveCost { cost, coins } => ("M-T8", m("move-cost").num("cost", cost).num("coins", coins)),
            Why::UseShip => ("M-T36", m("use-ship")),
            Why::ShipNotDocked => ("M-T36", m("ship-not-docked")),
            Why::ShipCost { dock, cost, coins } => {
                ("M-T8", m("ship-cost").msg("dock", place_msg(Place::Dock(dock))).num("cost", cost).num("coins", coins))
            }
            Why::MustQuarantine => ("M-T16", m("must-quarantine")),
            Why::NoQuarantine => ("M-T14", m("no-quarantine")),
            Why::NoSuchHut => ("M-T15", m("no-such-hut")),
            Why::HutTaken(h) => ("M-T15", m("hut-taken").num("hut", h + 1)),
            Why::WrongSector(c, rule) => (rule, m("wrong-sector").key("class", class_key(c))),
            Why::SquareTaken(s, rule) => (rule, m("square-taken").msg("square", super::names::square_msg(s))),
            Why::DiscardRoom(rule) => (rule, m("discard-room")),
            Why::StaffInActionStep => ("M-T68", m("staff-action-step")),
            Why::StaffAfterProduction => ("M-R4", m("staff-after-production")),
            Why::StaffWrongClass(c) => ("M-T68", m("staff-wrong-class").key("class", class_key(c))),
            Why::NoCitizenThere(at, rule) => (rule, m("no-citizen-there").msg("at", at_msg(at))),
            Why::NoWorkshop(c) => ("M-T68", m("no-workshop").key("class", class_key(c))),
            Why::NoCubes => ("M-T17", m("no-cubes")),
            Why::NoCubesThere(h) => ("M-T19", m("no-cubes-there").msg("place", place_msg(Place::Hex(h)))),
            Why::NoFire { need, have } => ("M-T18", m("no-fire").num("need", need).num("have", have)),
            Why::NoBigFire { need, have } => ("M-T18", m("no-big-fire").num("need", need).num("have", have)),
            Why::BigFireDoubleLate => ("M-T18", m("big-fire-double-late")),
            Why::BigFireDoubleCubes => ("M-T18", m("big-fire-double-cubes")),
            Why::NotAdjacentHex(h) => ("M-T19", m("not-adjacent-hex").msg("place", place_msg(Place::Hex(h)))),
            Why::ShipNoAdjacent => ("M-T19", m("ship-no-adjacent")),
            Why::ShipDecline => ("M-T39", m("ship-decline")),
            Why::HexUsed => ("M-T23", m("hex-used")),
            Why::ShipNoHex => ("M-T40", m("ship-no-hex")),
            Why::HexOptions(n) => ("M-T28", m("hex-options").num("n", n)),
            Why::HexNoOptions => ("M-T28", m("hex-no-options")),
            Why::OptionRange(n) => ("M-T28", m("option-range").num("n", n)),
            Why::RepopPort => ("M-T55", m("repop-port")),
            Why::RepopDone => ("M-T55", m("repop-done")),
            Why::RepopTiles => ("M-T60", m("repop-tiles")),
            Why::RepopCost => ("M-T56", m("repop-cost")),
            Why::RepopWagon => ("M-T57", m("repop-wagon")),
            Why::RepopLieutenant => ("M-T59", m("repop-lieutenant")),
            Why::RepopCitizens => ("M-T58", m("repop-citizens")),
            Why::BuyPopularity => ("M-T69", m("buy-popularity")),
            Why::BuyOnlyInTurn => ("M-T69", m("buy-only-in-turn")),
            Why::AdvanceCost { cost, coins } => ("M-T69", m("advance-cost").num("cost", cost).num("coins", coins)),
            Why::NotPending(t) => ("M-T25", m("not-pending").msg("term", term_msg(t))),
            Why::TermUseless(t) => ("M-T25", m("term-useless").msg("term", term_msg(t))),
            Why::ProduceFirst => ("M-R1", m("produce-first")),
            Why::Produced => ("M-R1", m("produced")),
            Why::BookPopularity => ("M-T29", m("book-popularity")),
            Why::NoSuchTrack => ("M-T30", m("no-such-track")),
            Why::ScrollTop => ("M-T30", m("scroll-top")),
            Why::CopyDock => ("M-T73", m("copy-dock")),
            Why::AlreadyUpgraded(at) => ("M-T32", m("already-upgraded").msg("at", at_msg(at))),
            Why::NoSuchWorkshop => ("M-T63", m("no-such-workshop")),
            Why::WorkshopTaken(w) => ("M-T63", m("workshop-taken").num("n", w + 1)),
            Why::WorkshopClass(c) => ("M-T63", m("workshop-class").key("class", class_key(c))),
            Why::OverseerCentre(c) => ("M-T44", m("overseer-centre").key("class", class_key(c))),
            Why::OverseerUpgraded(c) => ("M-T50", m("overseer-upgraded").key("class", class_key(c))),
            Why::OverseerClass(c) => ("M-T31", m("overseer-class").key("class", class_key(c))),
            Why::BranchOther(c) => ("M-T44", m("branch-other").key("class", class_key(c))),
            Why::StepsRange => ("M-T31", m("steps-range")),
            Why::OnceUsed(s) => ("M-A5", m("once-used").msg("square", super::names::square_msg(s))),
            Why::ActivatedAlready(s) => ("M-T46", m("activated-already").msg("square", super::names::square_msg(s))),
            Why::NotReachable { square, upgraded } => {
                let rule = if upgraded { "M-T49" } else { "M-T47" };
                (rule, m("not-reachable").msg("square", super::names::square_msg(square)))
            }
            Why::RotateOnce => ("M-T52", m("rotate-once")),
            Why::RotateNoPay => ("M-T52", m("rotate-no-pay")),
            Why::NotFaceUp => ("M-T51", m("not-face-up")),
            Why::NoFreeHut => ("M-T53", m("no-free-hut")),
            Why::Cost { coins, wood, rule } => (rule, m("cost").num("coins", coins).num("wood", wood)),
            Why::MustBuild => ("M-T52", m("must-build")),
            Why::NoPayment => ("M-T52", m("no-payment")),
            Why::HutUpgraded(h) => ("M-T53", m("hut-upgraded").num("hut", h + 1)),
            Why::GiveWrong => ("M-T58", m("give")),
            Why::SacrificeWrong => ("M-T59", m("sacrifice")),
        };
        RuleError::new(rule, msg)
    }
}

/// Where a citizen is, in words: "on craftsman square A1", "in workshop ws2", "in quarantine hut 2".
fn at_msg(at: CitizenAt) -> Msg {
    match at {
        CitizenAt::Square(s) => Msg::new("messina.at.square").msg("square", square_msg(s)),
        CitizenAt::Workshop(_) => Msg::new("messina.at.workshop").text("id", citizen_at_name(at)),
        CitizenAt::Hut(h) => Msg::new("messina.at.hut").num("hut", h + 1),
    }
}
