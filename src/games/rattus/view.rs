//! What each viewer may see (R-D1 to R-D4), facts for scenarios, and text summaries.

use super::data::{data, Class, RegionId, TokenId, REGIONS};
use super::state::{Pending, Phase, Rattus, COLOURS};
use crate::games::{Msg, Seat};
use serde::Serialize;
use std::collections::BTreeMap;

/// A token face as shown to someone entitled to see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FaceView {
    pub threshold: u8,
    pub classes: Vec<Class>,
    pub majority: bool,
    pub all: bool,
}

impl FaceView {
    fn of(token: TokenId) -> FaceView {
        let f = &data().tokens[token as usize];
        FaceView { threshold: f.threshold, classes: f.classes.clone(), majority: f.majority, all: f.all }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RegionView {
    pub id: &'static str,
    pub name: &'static str,
    pub used: bool,
    /// Face-down tokens: their number only.
    pub tokens: usize,
    /// Per slot, the face if this viewer's Witch saw it (always `None` in the public view).
    pub known: Vec<Option<FaceView>>,
    pub cubes: Vec<u8>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum Stage {
    Setup,
    Turn,
    FinalRound,
    Over,
}

/// Where the game stands: the stage, the turn and who acts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CourseView {
    pub stage: Stage,
    pub turn_number: u32,
    pub to_act: Option<Seat>,
}

/// Each seat's cubes off the regions.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CubesView {
    pub reserve: Vec<u8>,
    pub palace: Vec<u8>,
}

/// The rat tokens off the board: the supply's and the set-aside's counts, the revealed faces.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TokensView {
    pub supply: usize,
    pub set_aside: usize,
    pub revealed: Vec<FaceView>,
}

/// Everything one viewer may see. The groups are flattened: the JSON has the fields it had
/// before they were grouped (the public view's JSON is what `public_view_hides_face_down_tokens`
/// in `tests/rattus_rules.rs` searches for leaks).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct View {
    pub viewer: Option<Seat>,
    pub players: usize,
    #[serde(flatten)]
    pub course: CourseView,
    pub regions: Vec<RegionView>,
    pub plague: RegionId,
    #[serde(flatten)]
    pub cubes: CubesView,
    /// Holder of each card, in [`Class::ALL`] order.
    pub cards: Vec<Option<Seat>>,
    #[serde(flatten)]
    pub tokens: TokensView,
    /// Seats by final place, once the game is over.
    pub ranking: Option<Vec<Seat>>,
    pub on_board: Vec<u32>,
}

/// A face in words: "threshold 2: M, Merchant, Monk".
pub fn face_msg(token: TokenId) -> Msg {
    let f = &data().tokens[token as usize];
    let mut symbols: Vec<Msg> = Vec::new();
    if f.majority {
        symbols.push(Msg::new("rattus.symbol.majority"));
    }
    symbols.extend(f.classes.iter().map(|c| Msg::new(c.key())));
    if f.all {
        symbols.push(Msg::new("rattus.symbol.all"));
    }
    Msg::new("rattus.face").num("threshold", f.threshold).list("symbols", symbols)
}

impl Rattus {
    pub fn view_for(&self, viewer: Option<Seat>) -> View {
        let d = data();
        let seen: &[TokenId] = viewer.map(|s| self.knowledge.seen(s)).unwrap_or(&[]);
        let regions = (0..REGIONS)
            .map(|r| {
                let rs = self.board.region(r);
                RegionView {
                    id: &d.regions[r].id,
                    name: &d.regions[r].name,
                    used: self.used(r),
                    tokens: rs.tokens.len(),
                    known: rs.tokens.iter().map(|t| seen.contains(t).then(|| FaceView::of(*t))).collect(),
                    cubes: rs.cubes.clone(),
                }
            })
            .collect();
        View {
            viewer,
            players: self.players,
            course: CourseView {
                stage: match self.phase() {
                    Phase::Setup { .. } => Stage::Setup,
                    Phase::Turn(_) => Stage::Turn,
                    Phase::Final { .. } => Stage::FinalRound,
                    Phase::Over { .. } => Stage::Over,
                },
                turn_number: self.progress.turn_number(),
                to_act: self.to_act(),
            },
            regions,
            plague: self.plague,
            cubes: CubesView { reserve: self.board.reserve().to_vec(), palace: self.board.palace().to_vec() },
            cards: self.cards.holders().to_vec(),
            tokens: TokensView {
                supply: self.board.supply().len(),
                set_aside: self.board.set_aside().len(),
                revealed: self.board.revealed().iter().map(|&t| FaceView::of(t)).collect(),
            },
            ranking: matches!(self.phase(), Phase::Over { .. }).then(|| self.ranking()),
            on_board: (0..self.players).map(|s| self.cubes_on_board(s)).collect(),
        }
    }

    /// Named facts (including hidden ones) for scenario files and tests.
    pub fn fact_map(&self) -> BTreeMap<String, String> {
        let d = data();
        let mut f = BTreeMap::new();
        let colour = |s: Seat| COLOURS[s].to_string();
        f.insert("supply".into(), self.board.supply().len().to_string());
        f.insert("revealed".into(), self.board.revealed().len().to_string());
        f.insert("set_aside".into(), self.board.set_aside().len().to_string());
        f.insert("plague".into(), d.regions[self.plague].id.clone());
        f.insert("start".into(), colour(self.progress.start_seat()));
        f.insert("to_act".into(), self.to_act().map(colour).unwrap_or_else(|| "none".into()));
        f.insert("turn".into(), self.progress.turn_number().to_string());
        f.insert("tokens_on_board".into(), self.tokens_on_board().to_string());
        f.insert("regions_used".into(), self.used_regions().count().to_string());
        let stage = match self.phase() {
            Phase::Setup { .. } => "setup".to_string(),
            Phase::Turn(_) => "turn".to_string(),
            Phase::Final { order, .. } => {
                f.insert("final.order".into(), order.iter().map(|&s| colour(s)).collect::<Vec<_>>().join(","));
                "final".to_string()
            }
            Phase::Over { .. } => {
                let rank = self.ranking();
                f.insert("winner".into(), colour(rank[0]));
                f.insert("ranking".into(), rank.iter().map(|&s| colour(s)).collect::<Vec<_>>().join(","));
                "over".to_string()
            }
        };
        f.insert("phase".into(), stage);
        if let Phase::Turn(t) | Phase::Final { turn: t, .. } = self.phase() {
            f.insert("step".into(), pending_name(&t.pending).into());
            f.insert("placed".into(), t.placed.to_string());
            f.insert("took_card".into(), t.took_card.to_string());
        }
        for r in 0..REGIONS {
            let id = &d.regions[r].id;
            let rs = self.board.region(r);
            f.insert(format!("{id}.tokens"), rs.tokens.len().to_string());
            f.insert(format!("{id}.cubes"), rs.total_cubes().to_string());
            let faces: Vec<&str> = rs.tokens.iter().map(|&t| d.tokens[t as usize].id.as_str()).collect();
            f.insert(format!("{id}.faces"), faces.join(","));
            for s in 0..self.players {
                f.insert(format!("{id}.{}", colour(s)), rs.cubes[s].to_string());
            }
        }
        for s in 0..self.players {
            let c = colour(s);
            f.insert(format!("reserve.{c}"), self.board.reserve()[s].to_string());
            f.insert(format!("palace.{c}"), self.board.palace()[s].to_string());
            f.insert(format!("board.{c}"), self.cubes_on_board(s).to_string());
            let seen: Vec<&str> = self.knowledge.seen(s).iter().map(|&t| d.tokens[t as usize].id.as_str()).collect();
            f.insert(format!("seen.{c}"), seen.join(","));
        }
        for class in Class::ALL {
            f.insert(format!("card.{}", class.name()), self.holder(class).map(colour).unwrap_or_else(|| "open".into()));
        }
        f
    }
}

fn pending_name(p: &Pending) -> &'static str {
    match p {
        Pending::None => "main",
        Pending::MonkFrom | Pending::MonkSlot { .. } | Pending::MonkTo { .. } => "monk",
        Pending::MerchantFrom | Pending::MerchantTo { .. } => "merchant",
        Pending::WitchFirst
        | Pending::WitchFirstSlot { .. }
        | Pending::WitchSecond { .. }
        | Pending::WitchSecondSlot { .. }
        | Pending::WitchSwap { .. } => "witch",
        Pending::Spread { .. } => "spread",
        Pending::Neutral => "neutral",
    }
}
