//! What the last turn changed: a pure diff of two public views (at the start of the turn and
//! now), for the marks on the images and their one-line caption.

use super::data::{data, Book, Class};

use super::names::{class_key, place_msg};
use super::view::{LieutenantView, Place, PlayerView, Purse, Resource, View};
use crate::games::{Msg, Seat};

/// The change on one tile of the city (by index into the view's sites).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteChange {
    pub site: usize,
    pub place: Option<Place>,
    /// Plague cubes added (+) or removed (−).
    pub cubes: i32,
    /// Waiting citizens added (+) or rescued (−).
    pub citizens: i32,
    /// A repopulation tile was placed here.
    pub repopulated: bool,
    /// A new hex filled this expansion location.
    pub new_hex: bool,
    /// Lieutenants arrived or left.
    pub lieutenants: bool,
    /// A lieutenant of the turn's player stands here now and did not before (it went here, or
    /// stood up where it lay): where that player rescues.
    pub stood: bool,
}

/// A lieutenant that moved: `from` `None` is the estate or the supply; `to` `None` is a recall.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    /// `None` for the solo automa.
    pub seat: Option<Seat>,
    pub from: Option<Place>,
    pub to: Option<Place>,
}

/// What changed on one player's board: squares, huts, workshops, wagons, ships.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EstateChange {
    /// Squares whose citizen changed.
    pub squares: Vec<usize>,
    /// Huts whose upgrade or citizen changed.
    pub huts: Vec<usize>,
    /// Workshops built or whose citizen changed (by position in the estate).
    pub workshops: Vec<usize>,
    pub new_workshops: Vec<usize>,
    /// Wagons built or turned (by position), and ships taken (ship indices).
    pub wagons: Vec<usize>,
    pub new_wagons: Vec<usize>,
    pub new_ships: Vec<usize>,
    /// Hut upgrades built (tile indices).
    pub new_huts: Vec<usize>,
}

/// What changed in one player's estate and holdings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayerChange {
    /// Coins, wood, fire, big fire and rats gained (+) or paid (−).
    pub purse: Purse<i32>,
    pub points: i32,
    /// Spaces moved on the popularity, city and church books.
    pub books: [i32; 3],
    /// The squares, huts, workshops, wagons and ships that changed.
    pub estate: EstateChange,
    /// Scroll tracks whose cube moved, and by how much.
    pub scroll: Vec<(usize, i32)>,
    /// Overseers that advanced (by class index) and how far, and those upgraded.
    pub overseers: Vec<(usize, i32)>,
    pub upgraded_overseers: Vec<usize>,
    /// Lieutenants gained from the supply or lost to the box.
    pub lieutenants: bool,
    pub repop_left: i32,
    /// Citizens upgraded (squares, workshops, huts).
    pub upgraded: u32,
}

impl PlayerChange {
    fn between(b: &PlayerView, a: &PlayerView) -> PlayerChange {
        let changed = |n: usize, f: &dyn Fn(usize) -> bool| (0..n).filter(|&i| f(i)).collect::<Vec<_>>();
        let upgraded = |c: &[Option<super::view::Citizen>]| c.iter().flatten().filter(|c| c.upgraded).count() as u32;
        let ups = |p: &PlayerView| {
            upgraded(&p.estate.squares)
                + upgraded(&p.estate.workshops.iter().map(|w| w.citizen).collect::<Vec<_>>())
                + upgraded(&p.estate.huts.iter().map(|h| h.citizen).collect::<Vec<_>>())
        };
        PlayerChange {
            purse: a.purse.since(&b.purse),
            points: a.discs.points - b.discs.points,
            books: [0, 1, 2].map(|i| a.discs.books[i] as i32 - b.discs.books[i] as i32),
            estate: EstateChange {
                squares: changed(a.estate.squares.len(), &|i| b.estate.squares.get(i) != a.estate.squares.get(i)),
                huts: changed(a.estate.huts.len(), &|i| b.estate.huts.get(i) != a.estate.huts.get(i)),
                workshops: changed(a.estate.workshops.len(), &|i| {
                    b.estate.workshops.get(i) != a.estate.workshops.get(i)
                }),
                new_workshops: a.estate.workshops.iter().skip(b.estate.workshops.len()).map(|w| w.tile).collect(),
                wagons: changed(a.estate.wagons.len(), &|i| b.estate.wagons.get(i) != a.estate.wagons.get(i)),
                new_wagons: a.estate.wagons.iter().skip(b.estate.wagons.len()).map(|w| w.tile).collect(),
                new_ships: a.estate.ships.iter().filter(|s| !b.estate.ships.contains(s)).copied().collect(),
                new_huts: a
                    .estate
                    .huts
                    .iter()
                    .zip(&b.estate.huts)
                    .filter_map(|(x, y)| (x.upgrade != y.upgrade).then_some(x.upgrade).flatten())
                    .collect(),
            },
            scroll: (0..a.retinue.scroll.len())
                .filter_map(|t| {
                    let delta = a.retinue.scroll[t] as i32 - b.retinue.scroll.get(t).copied().unwrap_or(0) as i32;
                    (delta != 0).then_some((t, delta))
                })
                .collect(),
            overseers: (0..a.retinue.overseers.len())
                .filter_map(|o| {
                    let delta =
                        a.retinue.overseers[o].pos as i32 - b.retinue.overseers.get(o).map_or(0, |x| x.pos) as i32;
                    (delta != 0).then_some((o, delta))
                })
                .collect(),
            upgraded_overseers: (0..a.retinue.overseers.len())
                .filter(|&o| a.retinue.overseers[o].upgraded && !b.retinue.overseers.get(o).is_some_and(|x| x.upgraded))
                .collect(),
            lieutenants: a.retinue.lieutenants_owned() != b.retinue.lieutenants_owned()
                || a.retinue.lieutenants.iter().filter(|l| matches!(l, LieutenantView::Boxed)).count()
                    != b.retinue.lieutenants.iter().filter(|l| matches!(l, LieutenantView::Boxed)).count(),
            repop_left: a.retinue.repop_left as i32 - b.retinue.repop_left as i32,
            upgraded: ups(a).saturating_sub(ups(b)),
        }
    }

    pub fn is_empty(&self) -> bool {
        *self == PlayerChange::default()
    }
}

/// Everything the last turn changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Changes {
    /// Whose turn it was.
    pub seat: Seat,
    pub sites: Vec<SiteChange>,
    pub moves: Vec<Move>,
    /// Dock slots whose ship came, left or lost its cube: (dock, slot).
    pub docks: Vec<(usize, usize)>,
    /// By seat.
    pub players: Vec<PlayerChange>,
    /// The population wheel turned.
    pub wheel: bool,
    /// A new round began.
    pub round: Option<u8>,
    /// Face-up tiles of the supply that changed, by position: huts, workshops, wagons.
    pub huts_offer: Vec<usize>,
    pub workshops_offer: Vec<usize>,
    pub wagons_offer: Vec<usize>,
    /// The automa's popularity disc moved (solo).
    pub automa_pop: i32,
}

fn places(p: &PlayerView) -> Vec<Option<Place>> {
    p.retinue
        .lieutenants
        .iter()
        .map(|l| match l {
            LieutenantView::Messina { at, .. } => Some(*at),
            _ => None,
        })
        .collect()
}

fn offer(b: &[usize], a: &[usize]) -> Vec<usize> {
    (0..a.len().max(b.len())).filter(|&i| b.get(i) != a.get(i)).collect()
}

impl Changes {
    /// The changes from `before` to `after`, the turn of `seat`.
    pub fn between(before: &View, after: &View, seat: Seat) -> Changes {
        let sites = after
            .city
            .sites
            .iter()
            .enumerate()
            .filter_map(|(i, a)| {
                let b = before.city.sites.get(i)?;
                let ch = SiteChange {
                    site: i,
                    place: a.place,
                    cubes: a.cubes as i32 - b.cubes as i32,
                    citizens: a.citizens.len() as i32 - b.citizens.len() as i32,
                    repopulated: a.repop.is_some() && b.repop.is_none(),
                    new_hex: a.place.is_some() && b.place.is_none(),
                    lieutenants: a.lieutenants != b.lieutenants,
                    stood: a.lieutenants.contains(&(seat, true)) && !b.lieutenants.contains(&(seat, true)),
                };
                let any = ch.cubes != 0 || ch.citizens != 0 || ch.repopulated || ch.new_hex || ch.lieutenants;
                any.then_some(ch)
            })
            .collect();
        let mut moves = Vec::new();
        for (s, (a, b)) in after.people.iter().zip(&before.people).enumerate() {
            for (to, from) in places(a).into_iter().zip(places(b)) {
                if to != from {
                    moves.push(Move { seat: Some(s), from, to });
                }
            }
        }
        if let (Some(a), Some(b)) = (&after.automa, &before.automa) {
            for &p in a.standing.iter().filter(|p| !b.standing.contains(p)) {
                moves.push(Move { seat: None, from: None, to: Some(p) });
            }
        }
        let mut docks = Vec::new();
        for (k, (a, b)) in after.city.docks.iter().zip(&before.city.docks).enumerate() {
            for slot in 0..a.len() {
                if a.get(slot) != b.get(slot) {
                    docks.push((k, slot));
                }
            }
        }
        Changes {
            seat,
            sites,
            moves,
            docks,
            players: after.people.iter().zip(&before.people).map(|(a, b)| PlayerChange::between(b, a)).collect(),
            wheel: after.city.wheel != before.city.wheel,
            round: (after.round.number != before.round.number).then_some(after.round.number),
            huts_offer: offer(&before.supply.huts_face_up, &after.supply.huts_face_up),
            workshops_offer: offer(&before.supply.workshops_face_up, &after.supply.workshops_face_up),
            wagons_offer: offer(&before.supply.wagons_face_up, &after.supply.wagons_face_up),
            automa_pop: match (&after.automa, &before.automa) {
                (Some(a), Some(b)) => a.pop as i32 - b.pop as i32,
                _ => 0,
            },
        }
    }

    pub fn site(&self, i: usize) -> Option<&SiteChange> {
        self.sites.iter().find(|s| s.site == i)
    }

    pub fn player(&self, seat: Seat) -> Option<&PlayerChange> {
        self.players.get(seat).filter(|p| !p.is_empty())
    }

    /// The turn in one line: "Alice (Red): lieutenant to H05 Terranova, 2 plague cubes removed, …";
    /// `player` names the seat whose turn it was.
    pub fn caption(&self, player: Msg) -> Msg {
        Msg::new("messina.last.caption").msg("player", player).list("parts", self.parts())
    }

    /// The parts of the caption, in the order of a turn.
    pub fn parts(&self) -> Vec<Msg> {
        let d = data();
        let mut out = Vec::new();
        for mv in self.moves.iter().filter(|m| m.seat == Some(self.seat)) {
            out.push(match (mv.from, mv.to) {
                (_, Some(to)) => Msg::new("messina.last.went").msg("place", place_msg(to)),
                (_, None) => Msg::new("messina.last.recalled"),
            });
        }
        // citizens leave a hex rescued by the player who went there, or removed: by the plague at
        // the round's end (M-R9) or by the solo automa (M-P8) (issue 27: all read "rescued")
        let went =
            |p: Option<Place>| self.moves.iter().any(|m| m.seat == Some(self.seat) && m.to.is_some() && m.to == p);
        let gone = self.sites.iter().filter(|s| s.citizens < 0 && !s.new_hex);
        let (rescued, removed): (i32, i32) = gone.fold((0, 0), |(r, x), s| match s.stood || went(s.place) {
            true => (r - s.citizens, x),
            false => (r, x - s.citizens),
        });
        if rescued > 0 {
            out.push(Msg::new("messina.last.rescued").num("count", rescued));
        }
        if removed > 0 {
            out.push(Msg::new("messina.last.citizens-removed").num("count", removed));
        }
        let removed: Vec<&SiteChange> = self.sites.iter().filter(|s| s.cubes < 0).collect();
        if !removed.is_empty() {
            let total: i32 = removed.iter().map(|s| -s.cubes).sum();
            let hexes: Vec<Msg> = removed.iter().filter_map(|s| s.place.map(place_msg)).collect();
            out.push(Msg::new("messina.last.removed").num("count", total).list("hexes", hexes));
        }
        for s in self.sites.iter().filter(|s| s.repopulated) {
            if let Some(p) = s.place {
                out.push(Msg::new("messina.last.repopulated").msg("place", place_msg(p)));
            }
        }
        if let Some(p) = self.players.get(self.seat) {
            for &t in &p.estate.new_ships {
                out.push(Msg::new("messina.last.ship").text("ship", d.tiles.ships[t].id.clone()));
            }
            for &t in &p.estate.new_workshops {
                let w = &d.tiles.workshops[t];
                out.push(Msg::new("messina.last.workshop").text("id", w.id.clone()).key("class", class_key(w.class)));
            }
            for &t in &p.estate.new_huts {
                out.push(Msg::new("messina.last.hut").text("id", d.tiles.hut_upgrades[t].id.clone()));
            }
            for &t in &p.estate.new_wagons {
                out.push(Msg::new("messina.last.wagon").text("id", d.tiles.wagons[t].id.clone()));
            }
            if p.upgraded > 0 {
                out.push(Msg::new("messina.last.upgraded").num("count", p.upgraded));
            }
            for (i, &n) in p.books.iter().enumerate() {
                if n != 0 {
                    out.push(
                        Msg::new("messina.last.book")
                            .key("book", super::names::book_key(Book::ALL[i]))
                            .text("n", signed(n)),
                    );
                }
            }
            for &(o, n) in &p.overseers {
                out.push(Msg::new("messina.last.overseer").key("class", class_key(Class::ALL[o])).text("n", signed(n)));
            }
            for &o in &p.upgraded_overseers {
                out.push(Msg::new("messina.last.overseer-upgraded").key("class", class_key(Class::ALL[o])));
            }
            let scroll: i32 = p.scroll.iter().map(|s| s.1).sum();
            if scroll != 0 {
                out.push(Msg::new("messina.last.scroll").text("n", signed(scroll)));
            }
            // the tokens, then the points, then the rats (the caption's order)
            let count = |r: Resource| (format!("messina.last.{}", r.key()), p.purse.get(r));
            let tokens: Vec<Msg> = Resource::ALL
                .into_iter()
                .filter(|&r| r != Resource::Rats)
                .map(count)
                .chain([("messina.last.points".to_string(), p.points), count(Resource::Rats)])
                .filter(|(_, n)| *n != 0)
                .map(|(k, n)| Msg::new(k).text("n", signed(n)).num("count", n.abs()))
                .collect();
            if !tokens.is_empty() {
                out.push(Msg::new("messina.last.tokens").list("tokens", tokens));
            }
        }
        let added: Vec<&SiteChange> = self.sites.iter().filter(|s| s.cubes > 0).collect();
        if !added.is_empty() {
            out.push(Msg::new("messina.last.plague").num("hexes", added.len() as i64));
        }
        for s in self.sites.iter().filter(|s| s.new_hex) {
            if let Some(p) = s.place {
                out.push(Msg::new("messina.last.new-hex").msg("place", place_msg(p)));
            }
        }
        if let Some(r) = self.round {
            out.push(Msg::new("messina.last.round").text("round", roman(r)));
        }
        if out.is_empty() {
            out.push(Msg::new("messina.last.nothing"));
        }
        out
    }
}

/// "+2", "−3" (a true minus sign).
fn signed(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        format!("−{}", -n)
    }
}

fn roman(n: u8) -> &'static str {
    ["0", "I", "II", "III", "IV", "V", "VI"].get(n as usize).copied().unwrap_or("?")
}
