//! The position in words, for the terminal and `/status`: every place with its name beside its
//! id, actions and costs in words, and only what is there (no empty lists).

use super::data::{data, ActionExpr, Book, Class};

use super::labels::{cost_msg, hut_upgrade_msg, wagon_msg, workshop_gives, workshop_msg};
use super::state::{Lieutenant, Messina, Place, TileKind};

use super::names::{class_key, colour_key, expr_msg, place_msg, ship_msg, term_msg};
use crate::games::{Msg, Seat};

fn m(key: &str) -> Msg {
    Msg::new(format!("messina.summary.{key}"))
}

/// "a · b · c", or nothing.
fn parts(items: Vec<Msg>) -> Option<Msg> {
    super::labels::dotted(items)
}

impl Messina {
    /// Lines describing the position, for the terminal and `/status`.
    pub fn summary_lines(&self, viewer: Option<Seat>) -> Vec<Msg> {
        let d = data();
        let mut out = Vec::new();
        let order: Vec<Msg> = self.order.seats().iter().map(|&s| Msg::new(colour_key(s))).collect();
        out.push(m("round").num("round", self.order.round()).list("order", order).num("cubes", self.city.supply()));
        if let Some(a) = &self.automa {
            let good = if self.options.advanced() { 140 } else { 130 };
            out.push(m("automa").num("left", a.left).num("pop", a.pop).num("pile", a.pile.len()).num("good", good));
        }
        let layout = self.city.layout();
        for spot in layout.spots() {
            let Some(place) = self.city.place_at(spot) else { continue };
            let mut here: Vec<Msg> = Vec::new();
            if let Place::Hex(h) = place {
                let hs = &self.city.hex(h);
                if hs.cubes > 0 {
                    here.push(m("cubes").num("n", hs.cubes));
                }
                if !hs.citizens.is_empty() {
                    let cs: Vec<Msg> = hs.citizens.iter().map(|c| Msg::new(class_key(*c))).collect();
                    here.push(m("citizens").list("citizens", cs));
                }
                if let Some(o) = hs.repop {
                    here.push(m("repop").key("colour", colour_key(o)));
                }
            }
            for (s, standing) in self.lieutenants_at(place) {
                here.push(m(if standing { "standing" } else { "lying" }).key("colour", colour_key(s)));
            }
            if self.automa.as_ref().is_some_and(|a| a.standing.contains(&place)) {
                here.push(m("automa-standing"));
            }
            let action = self.hex_options(Some(place)).map(|o| expr_msg(&ActionExpr { options: o.clone() }));
            let line = m("site")
                .msg("place", place_msg(place))
                .msg("action", action.unwrap_or_else(|| Msg::new("messina.nothing")));
            out.push(match parts(here) {
                Some(p) => m("site-with").msg("site", line).msg("here", p),
                None => line,
            });
        }
        let docked: Vec<Msg> = (0..self.city.docks().len())
            .flat_map(|k| {
                self.city.docks()[k].iter().flatten().map(move |s| {
                    let item = m("ship").msg("ship", ship_msg(s.ship)).msg("dock", place_msg(Place::Dock(k)));
                    if s.cube {
                        m("ship-cube").msg("ship", item)
                    } else {
                        item
                    }
                })
            })
            .collect();
        if !docked.is_empty() {
            out.push(m("docked").list("ships", docked));
        }
        let huts: Vec<Msg> = self
            .tiles
            .face_up(TileKind::Huts)
            .into_iter()
            .map(|t| m("for-sale").msg("tile", hut_upgrade_msg(t)).msg("cost", cost_msg(d.tiles.hut_upgrades[t].cost)))
            .collect();
        let workshops: Vec<Msg> = self
            .tiles
            .face_up(TileKind::Workshops)
            .into_iter()
            .map(|t| {
                let tile = m("workshop").msg("tile", workshop_msg(t)).msg("gives", workshop_gives(t));
                m("for-sale").msg("tile", tile).msg("cost", cost_msg(d.tiles.workshops[t].cost))
            })
            .collect();
        let wagons: Vec<Msg> = self
            .tiles
            .face_up(TileKind::Wagons)
            .into_iter()
            .map(|t| m("for-sale").msg("tile", wagon_msg(t)).msg("cost", cost_msg(d.tiles.wagons[t].cost)))
            .collect();
        for (key, tiles) in [("sale-huts", huts), ("sale-workshops", workshops), ("sale-wagons", wagons)] {
            if !tiles.is_empty() {
                out.push(m(key).list("tiles", tiles));
            }
        }
        for s in 0..self.players {
            out.push(self.player_line(s));
        }
        if let Some(s) = viewer.or(self.to_act()) {
            out.extend(self.estate_lines(s));
        }
        out
    }

    /// The position in a few lines (the terminal's turn summary): the round, each player's
    /// holdings and the hexes with plague cubes or citizens to rescue, by id.
    pub fn brief_lines(&self) -> Vec<Msg> {
        let d = data();
        let order: Vec<Msg> = self.order.seats().iter().map(|&s| Msg::new(colour_key(s))).collect();
        let mut out =
            vec![m("round").num("round", self.order.round()).list("order", order).num("cubes", self.city.supply())];
        if let Some(a) = &self.automa {
            let good = if self.options.advanced() { 140 } else { 130 };
            out.push(m("automa").num("left", a.left).num("pop", a.pop).num("pile", a.pile.len()).num("good", good));
        }
        out.extend((0..self.players).map(|s| self.player_line(s)));
        let hexes: Vec<Msg> = self
            .city
            .hexes_in_play()
            .into_iter()
            .filter(|&h| self.city.hex(h).cubes > 0 || !self.city.hex(h).citizens.is_empty())
            .map(|h| {
                m("brief-hex")
                    .text("id", d.city.hexes[h].id.clone())
                    .num("cubes", self.city.hex(h).cubes)
                    .num("citizens", self.city.hex(h).citizens.len())
            })
            .collect();
        out.push(m("brief-hexes").list("hexes", hexes));
        out
    }

    fn player_line(&self, s: Seat) -> Msg {
        let p = &self.people[s];
        let line = m("player").key("colour", colour_key(s)).num("points", p.points());
        // each resource as the argument named by its key
        p.purse()
            .iter()
            .fold(line, |line, (r, n)| line.num(r.key(), n))
            .num("pop", p.book(Book::Pop))
            .num("city", p.book(Book::City))
            .num("church", p.book(Book::Church))
    }

    /// One player's estate in words: only what is there.
    pub fn estate_lines(&self, s: Seat) -> Vec<Msg> {
        let d = data();
        let p = &self.people[s];
        let mut out = vec![m("estate").key("colour", colour_key(s))];
        for class in Class::ALL {
            let squares: Vec<Msg> = d
                .sector(class)
                .area_idx
                .iter()
                .flat_map(|&a| d.estate.areas[a].squares.iter().copied())
                .map(|sq| {
                    let id = d.estate.squares[sq].id.split('.').nth(1).unwrap_or_default().to_uppercase();
                    let key = match p.estate.square(sq) {
                        Some(c) if c.upgraded => "square-upgraded",
                        Some(_) => "square-taken",
                        None => "square-free",
                    };
                    m(key).text("id", id).msg("action", expr_msg(d.square_action(p.estate.board_b(), sq)))
                })
                .collect();
            let classes = format!("messina.classes.{}", class.code().to_lowercase());
            out.push(m("sector").key("classes", classes).list("squares", squares));
        }
        let overseers: Vec<Msg> = Class::ALL
            .iter()
            .map(|&c| {
                let o = p.retinue.overseer(c);
                let key = if o.upgraded { "overseer-upgraded" } else { "overseer" };
                let at = match (o.pos, o.branch) {
                    (0, _) => m("overseer-start"),
                    (pos, Some(b)) => m("overseer-branch").num("pos", pos).key(
                        "towards",
                        format!("messina.classes.{}", d.estate.branches[b].towards.code().to_lowercase()),
                    ),
                    (pos, None) => m("overseer-at").num("pos", pos),
                };
                m(key).key("class", class_key(c)).msg("at", at)
            })
            .collect();
        out.push(m("overseers").list("overseers", overseers));
        let huts: Vec<Msg> = p
            .estate
            .huts()
            .iter()
            .enumerate()
            .filter(|(_, h)| h.upgrade.is_some() || h.citizen.is_some())
            .map(|(i, h)| {
                let mut bits = Vec::new();
                if let Some(u) = h.upgrade {
                    bits.push(hut_upgrade_msg(u));
                }
                if let Some(c) = h.citizen {
                    bits.push(m("hut-citizen").key("class", class_key(c.class)).num("slot", h.slot));
                }
                m("hut").num("hut", i + 1).msg("what", parts(bits).unwrap_or_else(|| Msg::new("messina.nothing")))
            })
            .collect();
        if !huts.is_empty() {
            out.push(m("estate-huts").list("huts", huts));
        }
        let mut holdings: Vec<Msg> = Vec::new();
        if !p.estate.workshops().is_empty() {
            let ws: Vec<Msg> = p
                .estate
                .workshops()
                .iter()
                .enumerate()
                .map(|(i, w)| {
                    let who = match w.citizen {
                        Some(c) if c.upgraded => m("workshop-upgraded").key("class", class_key(c.class)),
                        Some(c) => m("workshop-citizen").key("class", class_key(c.class)),
                        None => m("workshop-empty"),
                    };
                    m("owned-workshop").num("n", i + 1).msg("tile", workshop_msg(w.tile)).msg("who", who)
                })
                .collect();
            holdings.push(m("estate-workshops").list("workshops", ws));
        }
        if !p.estate.wagons().is_empty() {
            let wagons: Vec<Msg> = p
                .estate
                .wagons()
                .iter()
                .map(|w| m(if w.used { "wagon-used" } else { "wagon" }).msg("tile", wagon_msg(w.tile)))
                .collect();
            holdings.push(m("estate-wagons").list("wagons", wagons));
        }
        if !p.estate.ships().is_empty() {
            holdings.push(m("ships").list("ships", p.estate.ships().iter().map(|&sh| ship_msg(sh)).collect()));
        }
        out.extend(holdings);
        let tracks = self.tracks(s);
        let scroll: Vec<Msg> = (0..tracks.len())
            .map(|t| {
                m("track").msg("track", super::labels::track_name_msg(tracks[t])).num("level", p.retinue.scroll()[t])
            })
            .collect();
        out.push(m("scroll").list("tracks", scroll));
        out.push(self.lieutenant_line(s));
        let waiting: Vec<Msg> =
            self.pending_here(s).into_iter().chain(p.retinue.deferred().iter().copied()).map(term_msg).collect();
        if !waiting.is_empty() {
            out.push(m("pending").list("pending", waiting));
        }
        out
    }

    /// The gains waiting in this player's action step.
    fn pending_here(&self, s: Seat) -> Vec<super::data::Term> {
        if self.to_act() == Some(s) {
            self.pending().to_vec()
        } else {
            Vec::new()
        }
    }

    /// "Lieutenants: 2 in the estate (1 used), 1 lying on Giudecca (H04), 2 in the supply; 4
    /// repopulation tiles left."
    fn lieutenant_line(&self, s: Seat) -> Msg {
        let p = &self.people[s];
        let count = |f: &dyn Fn(&Lieutenant) -> bool| p.retinue.lieutenants().iter().filter(|l| f(l)).count();
        let mut where_: Vec<Msg> = Vec::new();
        let estate = count(&|l| matches!(l, Lieutenant::Estate { used: false }));
        let used = count(&|l| matches!(l, Lieutenant::Estate { used: true }));
        if estate > 0 {
            where_.push(m("lt-estate").num("n", estate));
        }
        if used > 0 {
            where_.push(m("lt-recalled").num("n", used));
        }
        for l in p.retinue.lieutenants() {
            if let Lieutenant::Messina { at, standing } = l {
                where_.push(m(if *standing { "lt-standing" } else { "lt-lying" }).msg("place", place_msg(*at)));
            }
        }
        for (key, n) in [
            ("lt-supply", count(&|l| matches!(l, Lieutenant::Supply))),
            ("lt-box", count(&|l| matches!(l, Lieutenant::Boxed))),
        ] {
            if n > 0 {
                where_.push(m(key).num("n", n));
            }
        }
        m("lieutenants").list("where", where_).num("repop", p.retinue.repop_left())
    }
}
