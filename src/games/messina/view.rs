//! What viewers see (everything but the order of face-down stacks) in types of its own, and
//! facts for scenarios. The view is the boundary the images are drawn from: it shares only plain
//! values ([`Place`], [`Citizen`], [`Side`]) and component data with the engine's state.

use super::action::place_name;
use super::data::{data, Book, Class, Term};
use super::names::book_key;
use super::state::{Docked, Estate, HexUse, Lieutenant, Messina, Phase, Pile, Player, Retinue, Step, Sub, TileKind};
use crate::games::{Seat, Standing};
use serde::Serialize;
use std::collections::BTreeMap;

pub use super::pieces::{Citizen, Place, Side};
pub use super::purse::{Purse, Resource};

/// One tile of the city.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SiteView {
    /// Layout spot id (`s03`, `P1`, `X2`).
    pub spot: String,
    pub place: Option<Place>,
    pub cubes: u8,
    pub citizens: Vec<Class>,
    pub repop: Option<Seat>,
    /// Lieutenants here: (seat, standing).
    pub lieutenants: Vec<(Seat, bool)>,
}

/// The public view: the whole state except the order of face-down stacks (only their sizes and
/// face-up tiles), in parts: the round, the city, the tiles on offer, the players. Its JSON is
/// one flat object (the parts are flattened into it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct View {
    pub players: usize,
    #[serde(flatten)]
    pub round: RoundView,
    #[serde(flatten)]
    pub city: CityView,
    #[serde(flatten)]
    pub supply: SupplyView,
    pub people: Vec<PlayerView>,
    /// The acting player's open decisions (shared with everyone: nothing here is secret).
    pub pending: Vec<String>,
    /// Final standings with their breakdowns, once the game is over (M-E1 to M-E9).
    pub standings: Option<Vec<Standing>>,
    /// The automa of a solo game (M-P1 to M-P15).
    pub automa: Option<AutomaView>,
}

/// Where the game stands: the round, who acts and in what order, and the sides the game is
/// played with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RoundView {
    /// The round, I–VI as 1–6.
    #[serde(rename = "round")]
    pub number: u8,
    pub stage: Stage,
    pub to_act: Option<Seat>,
    pub turn_order: Vec<Seat>,
    /// The book-priority tile covers the round table's priority column (M-S16).
    pub priority_tile: bool,
    /// Player boards and scroll boards: side a or b (M-A1, M-A2; a mix is allowed, untested).
    pub boards: Side,
    pub scrolls: Side,
}

/// The city: its tiles, the docks and their ships, the wheel and what is left to draw.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CityView {
    /// Index into the data's layouts.
    pub layout: usize,
    pub sites: Vec<SiteView>,
    pub docks: Vec<Vec<Option<ShipView>>>,
    /// Lieutenants on docks: (dock, seat, standing).
    pub dock_lieutenants: Vec<(usize, Seat, bool)>,
    /// The expansion location the next hex will fill is decided by the next docking tile; the
    /// number of hexes left in the expansion stack.
    pub expansion_left: usize,
    /// Docking tiles still in the draw pile, sorted: which ones is public (drawn tiles are seen),
    /// their order is not. Empty: all four are reshuffled before the next draw (M-R14).
    pub docking_left: Vec<usize>,
    /// The wheel's position (index into the data's wheel).
    pub wheel: usize,
    /// Plague cubes left in the supply.
    pub cubes: u8,
    pub ships_left: usize,
}

/// The tiles on offer: face up, and the sizes of the stacks left (hut upgrades, workshops,
/// wagons).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SupplyView {
    pub huts_face_up: Vec<usize>,
    pub huts_left: Vec<usize>,
    pub workshops_face_up: Vec<usize>,
    pub workshops_left: Vec<usize>,
    pub late_workshops_left: Vec<usize>,
    pub wagons_face_up: Vec<usize>,
    pub wagons_left: Vec<usize>,
}

/// What the game waits for: a step of a turn, a decision inside the action step, production,
/// quarantine, or nothing once the game is over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Stage {
    Lieutenant,
    Destination,
    Rescue,
    Fight,
    ShipFight,
    Actions,
    Option,
    Overseer,
    Activate,
    Build,
    Repopulate,
    Upgrade,
    Scroll,
    Book,
    Copy,
    Staff,
    Production,
    Quarantine,
    Over,
}

impl Stage {
    /// The stage's name in scenario facts and catalogue keys (`ship-fight`, `build`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Stage::Lieutenant => "lieutenant",
            Stage::Destination => "destination",
            Stage::Rescue => "rescue",
            Stage::Fight => "fight",
            Stage::ShipFight => "ship-fight",
            Stage::Actions => "actions",
            Stage::Option => "option",
            Stage::Overseer => "overseer",
            Stage::Activate => "activate",
            Stage::Build => "build",
            Stage::Repopulate => "repopulate",
            Stage::Upgrade => "upgrade",
            Stage::Scroll => "scroll",
            Stage::Book => "book",
            Stage::Copy => "copy",
            Stage::Staff => "staff",
            Stage::Production => "production",
            Stage::Quarantine => "quarantine",
            Stage::Over => "over",
        }
    }
}

/// A ship at a dock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ShipView {
    /// Index into the data's ships.
    pub ship: usize,
    /// A plague cube on board.
    pub cube: bool,
}

impl ShipView {
    fn of(d: Docked) -> ShipView {
        ShipView { ship: d.ship, cube: d.cube }
    }
}

/// Where one of a player's lieutenants is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum LieutenantView {
    /// In the general supply, gained only through the city book (M-S18).
    Supply,
    /// In the estate; `used` once recalled this round (M-T35).
    Estate { used: bool },
    /// In Messina: standing (used this round, blocks) or lying (M-T6, M-T8).
    Messina { at: Place, standing: bool },
    /// Sacrificed in a repopulation: out for good, still owned (M-T59).
    Boxed,
}

/// A quarantine hut: its upgrade tile and the citizen on slot I or II (M-T15).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct HutView {
    pub upgrade: Option<usize>,
    pub citizen: Option<Citizen>,
    /// 1 or 2 while a citizen is there.
    pub slot: u8,
}

/// A workshop a player built.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WorkshopView {
    pub tile: usize,
    pub citizen: Option<Citizen>,
    /// A late workshop gave its one-time reward and lies face down (M-T66).
    pub rewarded: bool,
}

/// A wagon a player built; `used` when turned face down for a repopulation this round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WagonView {
    pub tile: usize,
    pub used: bool,
}

/// An overseer on its path: position 0 is the start space, 6 the centre.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct OverseerView {
    pub pos: u8,
    /// The branch (index into the data's branches) once chosen (M-T44).
    pub branch: Option<usize>,
    pub upgraded: bool,
}

/// A player's discs on the score track and the books, with their stacking order (M-R11).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DiscsView {
    /// Points on the score track (unbounded, M-E10).
    pub points: i32,
    /// Stacking order on the score track: higher is on top (M-R11).
    pub score_seq: u32,
    /// Disc spaces on the popularity, city and church books, and their stacking order.
    pub books: [u8; 3],
    pub book_seq: [u32; 3],
}

/// One player's estate and holdings, as everyone sees them, in parts: the purse, the discs, the
/// estate and the retinue. Its JSON is one flat object (the parts are flattened into it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// Index into the data's player colours.
    pub colour: usize,
    /// Coins, wood, fire, big fire and rats, saved as five flat keys.
    #[serde(flatten)]
    pub purse: Purse<u32>,
    /// The discs on the score track and the books.
    #[serde(flatten)]
    pub discs: DiscsView,
    /// The squares, huts, workshops, wagons and ships, and the board's side b.
    #[serde(flatten)]
    pub estate: EstateView,
    /// The scroll cubes, overseers, lieutenants, repopulation tiles and waiting actions.
    #[serde(flatten)]
    pub retinue: RetinueView,
}

/// A player's estate: the citizens on the squares, the huts, and what lies beside the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EstateView {
    /// Citizens on the 18 sector squares, by square index.
    pub squares: Vec<Option<Citizen>>,
    pub huts: Vec<HutView>,
    pub workshops: Vec<WorkshopView>,
    pub wagons: Vec<WagonView>,
    /// Ships taken, by index into the data's ships.
    pub ships: Vec<usize>,
    /// Player board side b, by index into the data's b boards (M-A1).
    pub board_b: Option<usize>,
    /// One-time squares already used (M-A5).
    pub once_used: Vec<usize>,
}

impl EstateView {
    fn of(e: &Estate) -> EstateView {
        EstateView {
            squares: e.squares().to_vec(),
            huts: e.huts().iter().map(|h| HutView { upgrade: h.upgrade, citizen: h.citizen, slot: h.slot }).collect(),
            workshops: e
                .workshops()
                .iter()
                .map(|w| WorkshopView { tile: w.tile, citizen: w.citizen, rewarded: w.rewarded })
                .collect(),
            wagons: e.wagons().iter().map(|w| WagonView { tile: w.tile, used: w.used }).collect(),
            ships: e.ships().to_vec(),
            board_b: e.board_b(),
            once_used: e.once_used().to_vec(),
        }
    }
}

/// A player's retinue: the scroll cubes, the overseers, the lieutenants, the repopulation tiles
/// left and the actions waiting for the next turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RetinueView {
    /// Scroll cube levels, one per track.
    pub scroll: Vec<u8>,
    /// Overseers by class index (CR, AR, NU).
    pub overseers: Vec<OverseerView>,
    pub lieutenants: Vec<LieutenantView>,
    pub repop_left: u8,
    /// Book-space actions gained during production, usable next turn (M-T75).
    pub deferred: Vec<Term>,
    /// Scroll board side b, by index into the data's b scroll boards (M-A2).
    pub scroll_b: Option<usize>,
}

impl RetinueView {
    fn of(r: &Retinue) -> RetinueView {
        RetinueView {
            scroll: r.scroll().to_vec(),
            overseers: r
                .overseers()
                .iter()
                .map(|o| OverseerView { pos: o.pos, branch: o.branch, upgraded: o.upgraded })
                .collect(),
            lieutenants: r
                .lieutenants()
                .iter()
                .map(|l| match *l {
                    Lieutenant::Supply => LieutenantView::Supply,
                    Lieutenant::Estate { used } => LieutenantView::Estate { used },
                    Lieutenant::Messina { at, standing } => LieutenantView::Messina { at, standing },
                    Lieutenant::Boxed => LieutenantView::Boxed,
                })
                .collect(),
            repop_left: r.repop_left(),
            deferred: r.deferred().to_vec(),
            scroll_b: r.scroll_b(),
        }
    }

    /// Lieutenants owned: every figure not still in the general supply (M-T69).
    pub fn lieutenants_owned(&self) -> u32 {
        self.lieutenants.iter().filter(|l| !matches!(l, LieutenantView::Supply)).count() as u32
    }

    /// Lieutenants that may still take a turn this round: in the estate unused, or lying.
    pub fn unused_lieutenants(&self) -> usize {
        self.lieutenants
            .iter()
            .filter(|l| {
                matches!(l, LieutenantView::Estate { used: false } | LieutenantView::Messina { standing: false, .. })
            })
            .count()
    }
}

impl PlayerView {
    fn of(p: &Player) -> PlayerView {
        PlayerView {
            colour: p.colour,
            purse: *p.purse(),
            discs: DiscsView {
                points: p.points(),
                score_seq: p.discs.score_seq(),
                books: p.discs.books(),
                book_seq: p.discs.book_seqs(),
            },
            estate: EstateView::of(&p.estate),
            retinue: RetinueView::of(&p.retinue),
        }
    }

    /// The disc's space on a book.
    pub fn book(&self, b: Book) -> u8 {
        self.discs.books[b.index()]
    }
}

/// What everyone sees of the automa: its pile's size (not its order), the tiles turned this
/// round, its lieutenants and its popularity disc.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AutomaView {
    pub pile_left: usize,
    /// Tiles that placed a lieutenant this round, in order.
    pub used: Vec<usize>,
    /// Tiles turned this round whose hex was not available (M-P7).
    pub skipped: Vec<usize>,
    /// Lieutenants still to place this round (M-P4).
    pub left: u8,
    /// Where its lieutenants stand (they block like any standing lieutenant).
    pub standing: Vec<Place>,
    /// Its disc on the popularity book and the disc's stacking order (M-P2, M-P9).
    pub pop: u8,
    pub pop_seq: u32,
    /// The solo "good result" the player's score is measured against (130, advanced 140).
    pub good_result: u32,
}

impl Messina {
    pub fn view_for(&self) -> View {
        let layout = self.city.layout();
        let mut sites = Vec::new();
        for spot in layout.spots() {
            let place = self.city.place_at(spot);
            let (cubes, citizens, repop) = match place {
                Some(Place::Hex(h)) => {
                    (self.city.hex(h).cubes, self.city.hex(h).citizens.clone(), self.city.hex(h).repop)
                }
                _ => (0, Vec::new(), None),
            };
            let lieutenants = place.map(|p| self.lieutenants_at(p)).unwrap_or_default();
            sites.push(SiteView { spot: layout.spot_id(spot).to_string(), place, cubes, citizens, repop, lieutenants });
        }
        let mut dock_lieutenants = Vec::new();
        for k in 0..self.city.docks().len() {
            for (s, standing) in self.lieutenants_at(Place::Dock(k)) {
                dock_lieutenants.push((k, s, standing));
            }
        }
        View {
            players: self.players,
            round: RoundView {
                number: self.order.round(),
                stage: self.stage(),
                to_act: self.to_act(),
                turn_order: self.order.seats().to_vec(),
                priority_tile: self.options.priority_tile,
                boards: self.options.boards,
                scrolls: self.options.scrolls,
            },
            city: CityView {
                layout: self.city.layout_index(),
                sites,
                docks: self.city.docks().iter().map(|d| d.iter().map(|s| s.map(ShipView::of)).collect()).collect(),
                dock_lieutenants,
                expansion_left: self.city.pile(Pile::Expansions).len(),
                docking_left: {
                    let mut left = self.city.pile(Pile::Docking).to_vec();
                    left.sort_unstable();
                    left
                },
                wheel: self.city.wheel(),
                cubes: self.city.supply(),
                ships_left: self.city.pile(Pile::Ships).len(),
            },
            supply: SupplyView {
                huts_face_up: self.tiles.face_up(TileKind::Huts),
                huts_left: self.tiles.sizes(TileKind::Huts),
                workshops_face_up: self.tiles.face_up(TileKind::Workshops),
                workshops_left: self.tiles.sizes(TileKind::Workshops),
                late_workshops_left: self.tiles.late().iter().map(Vec::len).collect(),
                wagons_face_up: self.tiles.face_up(TileKind::Wagons),
                wagons_left: self.tiles.sizes(TileKind::Wagons),
            },
            people: self.people.iter().map(PlayerView::of).collect(),
            pending: self.pending().iter().map(|t| t.to_string()).collect(),
            standings: matches!(self.phase, Phase::Over).then(|| self.final_standings()),
            automa: self.automa.as_ref().map(|a| AutomaView {
                pile_left: a.pile.len(),
                used: a.used.clone(),
                skipped: a.skipped.clone(),
                left: a.left,
                standing: a.standing.clone(),
                pop: a.pop,
                pop_seq: a.pop_seq,
                good_result: self.good_result(),
            }),
        }
    }

    /// (seat, standing) of every lieutenant at a place.
    pub fn lieutenants_at(&self, p: Place) -> Vec<(Seat, bool)> {
        let mut v = Vec::new();
        for (s, pl) in self.people.iter().enumerate() {
            for l in pl.retinue.lieutenants() {
                if let Lieutenant::Messina { at, standing } = l {
                    if *at == p {
                        v.push((s, *standing));
                    }
                }
            }
        }
        v
    }

    /// What the game waits for, as the images name it.
    pub fn stage(&self) -> Stage {
        match &self.phase {
            Phase::Turn(t) => match (&t.step, &t.sub) {
                (Step::Lieutenant, _) => Stage::Lieutenant,
                (Step::Destination { .. }, _) => Stage::Destination,
                (Step::Rescue { .. }, _) => Stage::Rescue,
                (Step::Fight, _) => Stage::Fight,
                (Step::ShipFight { .. }, _) => Stage::ShipFight,
                (Step::Actions, None) => Stage::Actions,
                (Step::Actions, Some(sub)) => sub_stage(sub),
            },
            Phase::Production { work, .. } => work.sub.as_ref().map_or(Stage::Production, sub_stage),
            Phase::Quarantine { .. } => Stage::Quarantine,
            Phase::Over => Stage::Over,
        }
    }

    /// The stage's name in scenario facts (`fight`, `build`, ...).
    pub fn stage_name(&self) -> &'static str {
        self.stage().name()
    }

    /// Named facts for scenario files and tests.
    pub fn fact_map(&self) -> BTreeMap<String, String> {
        let d = data();
        let mut f = BTreeMap::new();
        let colour = |s: Seat| format!("{:?}", d.player_colours[s]).to_lowercase();
        let mut put = |k: String, v: String| {
            f.insert(k, v);
        };
        put("round".into(), self.order.round().to_string());
        put("stage".into(), self.stage_name().into());
        put("to_act".into(), self.to_act().map(colour).unwrap_or_else(|| "none".into()));
        put("turn_order".into(), self.order.seats().iter().map(|&s| colour(s)).collect::<Vec<_>>().join(","));
        put("cubes".into(), self.city.supply().to_string());
        put("wheel".into(), d.rounds.wheel[self.city.wheel()].id.clone());
        put("docking_left".into(), self.city.pile(Pile::Docking).len().to_string());
        put("ships_left".into(), self.city.pile(Pile::Ships).len().to_string());
        put("expansion_left".into(), self.city.pile(Pile::Expansions).len().to_string());
        put("pending".into(), self.pending().iter().map(|t| t.to_string()).collect::<Vec<_>>().join(","));
        let ids =
            |tiles: Vec<usize>, f: &dyn Fn(usize) -> String| tiles.into_iter().map(f).collect::<Vec<_>>().join(",");
        put("face_up.huts".into(), ids(self.tiles.face_up(TileKind::Huts), &|t| d.tiles.hut_upgrades[t].id.clone()));
        put(
            "face_up.workshops".into(),
            ids(self.tiles.face_up(TileKind::Workshops), &|t| d.tiles.workshops[t].id.clone()),
        );
        let eras: Vec<&str> = self
            .tiles
            .face_up(TileKind::Workshops)
            .into_iter()
            .map(|t| if d.tiles.workshops[t].era == super::data::Era::Late { "late" } else { "early" })
            .collect();
        put("face_up.workshop_eras".into(), eras.join(","));
        put("face_up.wagons".into(), ids(self.tiles.face_up(TileKind::Wagons), &|t| d.tiles.wagons[t].id.clone()));
        let stacks = |st: &[Vec<usize>], f: &dyn Fn(usize) -> String| {
            st.iter()
                .map(|s| s.iter().rev().map(|&t| f(t)).collect::<Vec<_>>().join(" "))
                .collect::<Vec<_>>()
                .join(" | ")
        };
        // hidden stack order, top first: for tests only (views never show it)
        put(
            "stacks.huts".into(),
            stacks(self.tiles.stacks_of(TileKind::Huts), &|t| d.tiles.hut_upgrades[t].id.clone()),
        );
        put(
            "stacks.workshops".into(),
            stacks(self.tiles.stacks_of(TileKind::Workshops), &|t| d.tiles.workshops[t].id.clone()),
        );
        put("late_left".into(), self.tiles.late().iter().map(Vec::len).sum::<usize>().to_string());
        let board_cubes: u32 = self.city.hexes().iter().map(|h| h.cubes as u32).sum();
        let ship_cubes = self.city.docks().iter().flatten().flatten().filter(|s| s.cube).count();
        put("cubes_on_board".into(), board_cubes.to_string());
        put("cubes_on_ships".into(), ship_cubes.to_string());
        if let Phase::Turn(t) = &self.phase {
            put("at".into(), t.at.map(place_name).unwrap_or_else(|| "none".into()));
            put("hex_used".into(), (t.hex_use != HexUse::Open).to_string());
        }
        for (h, hs) in self.city.hexes().iter().enumerate() {
            let id = d.city.hexes[h].id.to_lowercase();
            put(format!("{id}.in_play"), self.city.in_play(Place::Hex(h)).to_string());
            put(format!("{id}.cubes"), hs.cubes.to_string());
            put(format!("{id}.citizens"), hs.citizens.iter().map(|c| c.code()).collect::<Vec<_>>().join(","));
            put(format!("{id}.repop"), hs.repop.map(colour).unwrap_or_else(|| "none".into()));
        }
        for (x, e) in self.city.expansions().iter().enumerate() {
            let id = d.city.layouts[self.city.layout_index()].expansions[x].id.to_lowercase();
            put(format!("{id}.hex"), e.map(|h| d.city.hexes[h].id.clone()).unwrap_or_else(|| "empty".into()));
        }
        for (k, dock) in self.city.docks().iter().enumerate() {
            let ships: Vec<String> = dock
                .iter()
                .flatten()
                .map(|s| format!("{}{}", d.tiles.ships[s.ship].id, if s.cube { "+cube" } else { "" }))
                .collect();
            put(format!("{}.ships", d.city.docks[k].id.to_lowercase()), ships.join(","));
        }
        for (s, p) in self.people.iter().enumerate() {
            let c = colour(s);
            for (r, n) in p.purse().iter() {
                put(format!("{c}.{}", r.key()), n.to_string());
            }
            for (k, v) in [
                ("points", p.points() as i64),
                ("pop", p.book(Book::Pop) as i64),
                ("city", p.book(Book::City) as i64),
                ("church", p.book(Book::Church) as i64),
                ("repop_left", p.retinue.repop_left() as i64),
                ("ships", p.estate.ships().len() as i64),
                ("workshops", p.estate.workshops().len() as i64),
                ("wagons", p.estate.wagons().len() as i64),
                ("wagons_used", p.estate.wagons().iter().filter(|w| w.used).count() as i64),
                ("owned", p.retinue.lieutenants_owned() as i64),
                ("advance_cost", p.retinue.lieutenants_owned() as i64),
            ] {
                put(format!("{c}.{k}"), v.to_string());
            }
            let count =
                |pred: fn(&Lieutenant) -> bool| p.retinue.lieutenants().iter().filter(|l| pred(l)).count().to_string();
            put(format!("{c}.lt.estate"), count(|l| matches!(l, Lieutenant::Estate { .. })));
            put(format!("{c}.lt.standing"), count(|l| matches!(l, Lieutenant::Messina { standing: true, .. })));
            put(format!("{c}.lt.lying"), count(|l| matches!(l, Lieutenant::Messina { standing: false, .. })));
            put(format!("{c}.lt.boxed"), count(|l| matches!(l, Lieutenant::Boxed)));
            put(format!("{c}.lt.supply"), count(|l| matches!(l, Lieutenant::Supply)));
            for (sq, cit) in p.estate.squares().iter().enumerate() {
                put(format!("{c}.{}", d.estate.squares[sq].id.to_lowercase()), citizen_text(*cit));
            }
            for (h, hut) in p.estate.huts().iter().enumerate() {
                let up = hut.upgrade.map(|u| d.tiles.hut_upgrades[u].id.clone()).unwrap_or_else(|| "-".into());
                put(format!("{c}.q{}", h + 1), format!("{up}:{}:{}", citizen_text(hut.citizen), hut.slot));
            }
            for (w, ws) in p.estate.workshops().iter().enumerate() {
                let flipped = if ws.rewarded { ":used" } else { "" };
                put(
                    format!("{c}.ws{}", w + 1),
                    format!("{}:{}{flipped}", d.tiles.workshops[ws.tile].id, citizen_text(ws.citizen)),
                );
            }
            let tracks = self.tracks(s);
            for (t, level) in p.retinue.scroll().iter().enumerate() {
                put(format!("{c}.scroll.{}", Messina::track_ref_name(tracks[t])), level.to_string());
            }
            put(
                format!("{c}.once_used"),
                p.estate.once_used().iter().map(|&q| d.estate.squares[q].id.clone()).collect::<Vec<_>>().join(","),
            );
            for class in Class::ALL {
                let o = p.retinue.overseer(class);
                let branch = o.branch.map(|b| d.estate.branches[b].id.clone()).unwrap_or_else(|| "-".into());
                let up = if o.upgraded { "*" } else { "" };
                put(format!("{c}.overseer.{}", class.code().to_lowercase()), format!("{}{up}:{branch}", o.pos));
            }
            put(
                format!("{c}.deferred"),
                p.retinue.deferred().iter().map(|t| t.to_string()).collect::<Vec<_>>().join(","),
            );
        }
        if let Some(a) = &self.automa {
            let tiles = |v: &[usize]| v.iter().map(|&t| d.tiles.solo_tiles[t].id.clone()).collect::<Vec<_>>().join(",");
            put("automa.pop".into(), a.pop.to_string());
            put("automa.left".into(), a.left.to_string());
            put("automa.standing".into(), a.standing.iter().map(|&p| place_name(p)).collect::<Vec<_>>().join(","));
            put("automa.used".into(), tiles(&a.used));
            put("automa.skipped".into(), tiles(&a.skipped));
            put("automa.pile_left".into(), a.pile.len().to_string());
            put("automa.next".into(), a.next.to_string());
            put("automa.good_result".into(), self.good_result().to_string());
            // hidden pile order, top first: for tests only
            put("automa.pile".into(), tiles(&a.pile.iter().rev().copied().collect::<Vec<_>>()));
        }
        if matches!(self.phase, Phase::Over) {
            for b in self.breakdowns() {
                let c = colour(b.seat);
                for (k, v) in &b.parts {
                    put(format!("{c}.final.{k}"), v.to_string());
                }
                put(format!("{c}.score"), b.total.to_string());
            }
            let st = self.final_standings();
            put("winner".into(), colour(st[0].seat));
        }
        f
    }
}

pub(crate) fn citizen_text(c: Option<Citizen>) -> String {
    match c {
        Some(c) if c.upgraded => format!("{}*", c.class.code()),
        Some(c) => c.class.code().to_string(),
        None => "-".into(),
    }
}

fn sub_stage(sub: &Sub) -> Stage {
    match sub {
        Sub::Option { .. } => Stage::Option,
        Sub::Overseer { .. } | Sub::Branch { .. } | Sub::Steps { .. } => Stage::Overseer,
        Sub::Activate { .. } => Stage::Activate,
        Sub::Build { .. } | Sub::RotatePay { .. } | Sub::HutOn { .. } => Stage::Build,
        Sub::Repop { .. } => Stage::Repopulate,
        Sub::UpgradeCitizen => Stage::Upgrade,
        Sub::Scroll => Stage::Scroll,
        Sub::BookChoice => Stage::Book,
        Sub::HexCopy => Stage::Copy,
        Sub::Staff { .. } => Stage::Staff,
    }
}

pub fn book_name_key(b: Book) -> String {
    book_key(b)
}
