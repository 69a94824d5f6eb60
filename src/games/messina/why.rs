//! Why an answer is refused: the verdicts of [`super::legal`], turned into the rule that blocks
//! and a message a player understands. A `Why` is a small value, so judging every candidate of a
//! decision costs nothing until a refusal is actually explained.

use super::action::{citizen_at_name, From};
use super::data::{Book, Class, Term};
use super::effects::{book_key, term_msg};
use super::labels::square_msg;
use super::state::{CitizenAt, Place};
use super::turn::{class_key, place_msg};
use crate::games::{Msg, RuleError};

/// The decision the game waits for, named for a player ("fighting the plague").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
    /// The rule that says what this decision allows.
    fn rule(self) -> &'static str {
        match self {
            Now::Lieutenant => "M-T10",
            Now::Destination => "M-T4",
            Now::Rescue => "M-T13",
            Now::Fight => "M-T17",
            Now::ShipFight => "M-T39",
            Now::Actions => "M-T23",
            Now::Production => "M-R2",
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
            Now::Build | Now::HutOn => "M-T51",
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
    NotInCity(Place),
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
    WrongSector(Class),
    SquareTaken(usize),
    DiscardRoom,
    StaffInActionStep,
    StaffAfterProduction,
    StaffWrongClass(Class),
    NoCitizenThere(CitizenAt),
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
    NotReachable(usize),
    RotateOnce,
    RotateNoPay,
    NotFaceUp,
    NoFreeHut,
    Cost {
        coins: u32,
        wood: u32,
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
            Why::LieutenantChosen(f) => ("M-T10", m("lieutenant-chosen").msg("from", from_msg(f))),
            Why::NotInCity(p) => ("M-T4", m("not-in-city").msg("place", place_msg(p))),
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
            Why::WrongSector(c) => ("M-T14", m("wrong-sector").key("class", class_key(c))),
            Why::SquareTaken(s) => ("M-T14", m("square-taken").msg("square", super::labels::square_msg(s))),
            Why::DiscardRoom => ("M-T14", m("discard-room")),
            Why::StaffInActionStep => ("M-T68", m("staff-action-step")),
            Why::StaffAfterProduction => ("M-R4", m("staff-after-production")),
            Why::StaffWrongClass(c) => ("M-T68", m("staff-wrong-class").key("class", class_key(c))),
            Why::NoCitizenThere(at) => ("M-T67", m("no-citizen-there").msg("at", at_msg(at))),
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
            Why::ProduceFirst => ("M-R2", m("produce-first")),
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
            Why::OnceUsed(s) => ("M-A5", m("once-used").msg("square", super::labels::square_msg(s))),
            Why::ActivatedAlready(s) => ("M-T46", m("activated-already").msg("square", super::labels::square_msg(s))),
            Why::NotReachable(s) => ("M-T47", m("not-reachable").msg("square", super::labels::square_msg(s))),
            Why::RotateOnce => ("M-T52", m("rotate-once")),
            Why::RotateNoPay => ("M-T52", m("rotate-no-pay")),
            Why::NotFaceUp => ("M-T51", m("not-face-up")),
            Why::NoFreeHut => ("M-T53", m("no-free-hut")),
            Why::Cost { coins, wood } => ("M-T53", m("cost").num("coins", coins).num("wood", wood)),
            Why::MustBuild => ("M-T52", m("must-build")),
            Why::NoPayment => ("M-T52", m("no-payment")),
            Why::HutUpgraded(h) => ("M-T53", m("hut-upgraded").num("hut", h + 1)),
            Why::GiveWrong => ("M-T58", m("give")),
            Why::SacrificeWrong => ("M-T59", m("sacrifice")),
        };
        RuleError::new(rule, msg)
    }
}

/// Where a lieutenant starts, in words.
pub fn from_msg(f: From) -> Msg {
    match f {
        From::Estate => Msg::new("messina.from.estate"),
        From::At(p) => Msg::new("messina.from.at").msg("place", place_msg(p)),
    }
}

pub fn book_msg(b: Book) -> Msg {
    Msg::new(book_key(b))
}

/// Where a citizen is, in words: "on craftsman square A1", "in workshop ws2", "in quarantine hut 2".
fn at_msg(at: CitizenAt) -> Msg {
    match at {
        CitizenAt::Square(s) => Msg::new("messina.at.square").msg("square", square_msg(s)),
        CitizenAt::Workshop(_) => Msg::new("messina.at.workshop").text("id", citizen_at_name(at)),
        CitizenAt::Hut(h) => Msg::new("messina.at.hut").num("hut", h + 1),
    }
}
