//! The position in words, for the terminal and `/status`.

use super::action::{citizen_at_name, place_name};
use super::data::{data, Book, Class, Spot};
use super::effects::colour_key;
use super::state::{Lieutenant, Messina, Phase, Place};
use super::view::citizen_text;
use crate::games::{Msg, Seat};

impl Messina {
    /// Lines describing the position, for the terminal and `/status`.
    pub fn summary_lines(&self, viewer: Option<Seat>) -> Vec<Msg> {
        let d = data();
        let mut out = Vec::new();
        let order: Vec<Msg> = self.turn_order.iter().map(|&s| Msg::new(colour_key(s))).collect();
        out.push(
            Msg::new("messina.summary.round").num("round", self.round).list("order", order).num("cubes", self.cubes),
        );
        if let Some(a) = &self.automa {
            let good = if self.options.advanced() { 140 } else { 130 };
            out.push(
                Msg::new("messina.summary.automa")
                    .num("left", a.left)
                    .num("pop", a.pop)
                    .num("pile", a.pile.len())
                    .num("good", good),
            );
        }
        let layout = self.layout();
        for spot in layout.spots() {
            let Some(place) = self.place_at(spot) else { continue };
            let mut parts: Vec<Msg> = Vec::new();
            if let Place::Hex(h) = place {
                let hs = &self.hexes[h];
                if hs.cubes > 0 {
                    parts.push(Msg::new("messina.summary.cubes").num("n", hs.cubes));
                }
                if !hs.citizens.is_empty() {
                    let cs: Vec<Msg> = hs.citizens.iter().map(|c| Msg::new(super::turn::class_key(*c))).collect();
                    parts.push(Msg::new("messina.summary.citizens").list("citizens", cs));
                }
                if let Some(o) = hs.repop {
                    parts.push(Msg::new("messina.summary.repop").key("colour", colour_key(o)));
                }
            }
            for (s, standing) in self.lieutenants_at(place) {
                let key = if standing { "messina.summary.standing" } else { "messina.summary.lying" };
                parts.push(Msg::new(key).key("colour", colour_key(s)));
            }
            if self.automa.as_ref().is_some_and(|a| a.standing.contains(&place)) {
                parts.push(Msg::new("messina.summary.automa-standing"));
            }
            let action = match place {
                Place::Hex(h) => d.hexes[h].action.to_string(),
                Place::Port(p) => d.ports[p].action.to_string(),
                Place::Dock(_) => String::new(),
            };
            out.push(
                Msg::new("messina.summary.site")
                    .msg("place", super::turn::place_msg(place))
                    .text("spot", layout.spot_id(spot).to_string())
                    .text("action", action)
                    .list("parts", parts),
            );
            if let Spot::Port(p) = spot {
                let k = d.ports[p].dock_idx;
                let ships: Vec<Msg> = self.docks[k]
                    .iter()
                    .flatten()
                    .map(|s| {
                        Msg::new("messina.summary.ship")
                            .text("ship", d.ships[s.ship].id.to_lowercase())
                            .text("reward", d.ships[s.ship].reward.to_string())
                            .text("cube", if s.cube { " +☐" } else { "" })
                    })
                    .collect();
                if !ships.is_empty() {
                    out.push(Msg::new("messina.summary.dock").text("dock", d.docks[k].id.clone()).list("ships", ships));
                }
            }
        }
        let tiles = |ids: Vec<String>| ids.join(", ");
        out.push(
            Msg::new("messina.summary.supply")
                .text(
                    "huts",
                    tiles(
                        self.hut_stacks
                            .iter()
                            .filter_map(|s| s.last())
                            .map(|&t| {
                                format!(
                                    "{} ({} → {})",
                                    d.hut_upgrades[t].id, d.hut_upgrades[t].cost, d.hut_upgrades[t].production
                                )
                            })
                            .collect(),
                    ),
                )
                .text(
                    "workshops",
                    tiles(
                        self.workshop_stacks
                            .iter()
                            .filter_map(|s| s.last())
                            .map(|&t| {
                                format!("{} {} ({})", d.workshops[t].id, d.workshops[t].class, d.workshops[t].cost)
                            })
                            .collect(),
                    ),
                )
                .text(
                    "wagons",
                    tiles(
                        self.wagon_stacks
                            .iter()
                            .filter_map(|s| s.last())
                            .map(|&t| format!("{} ({}, {} vp)", d.wagons[t].id, d.wagons[t].cost, d.wagons[t].points))
                            .collect(),
                    ),
                ),
        );
        for s in 0..self.players {
            out.push(self.player_line(s));
        }
        if let Some(s) = viewer.or(self.to_act()) {
            out.extend(self.estate_lines(s));
        }
        out
    }

    fn player_line(&self, s: Seat) -> Msg {
        let p = &self.people[s];
        Msg::new("messina.summary.player")
            .key("colour", colour_key(s))
            .num("points", p.points)
            .num("coins", p.coins)
            .num("wood", p.wood)
            .num("fire", p.fire)
            .num("bigfire", p.bigfire)
            .num("rats", p.rats)
            .num("pop", p.book(Book::Pop))
            .num("city", p.book(Book::City))
            .num("church", p.book(Book::Church))
    }

    /// One player's estate in words.
    pub fn estate_lines(&self, s: Seat) -> Vec<Msg> {
        let d = data();
        let p = &self.people[s];
        let mut out = vec![Msg::new("messina.summary.estate").key("colour", colour_key(s))];
        for class in Class::ALL {
            let squares: Vec<Msg> = d
                .sector(class)
                .area_idx
                .iter()
                .flat_map(|&a| d.areas[a].squares.iter().copied())
                .map(|sq| {
                    Msg::new("messina.summary.square")
                        .text("square", d.squares[sq].id.to_lowercase())
                        .text("action", d.square_action(p.board_b, sq).to_string())
                        .text("citizen", citizen_text(p.squares[sq]))
                })
                .collect();
            out.push(
                Msg::new("messina.summary.sector")
                    .key("classes", format!("messina.classes.{}", class.code().to_lowercase()))
                    .list("squares", squares),
            );
        }
        let overseers: Vec<Msg> = Class::ALL
            .iter()
            .map(|&c| {
                let o = &p.overseers[c.index()];
                Msg::new("messina.summary.overseer")
                    .key("class", super::turn::class_key(c))
                    .num("pos", o.pos)
                    .text("branch", o.branch.map(|b| d.branches[b].id.clone()).unwrap_or_else(|| "-".into()))
                    .text("up", if o.upgraded { " ★" } else { "" })
            })
            .collect();
        out.push(Msg::new("messina.summary.overseers").list("overseers", overseers));
        let huts: Vec<Msg> = p
            .huts
            .iter()
            .enumerate()
            .map(|(i, h)| {
                Msg::new("messina.summary.hut")
                    .num("hut", i as i64 + 1)
                    .text(
                        "upgrade",
                        h.upgrade
                            .map(|u| format!("{} → {}", d.hut_upgrades[u].id, d.hut_upgrades[u].production))
                            .unwrap_or_else(|| "-".into()),
                    )
                    .text(
                        "citizen",
                        if h.citizen.is_some() {
                            format!("{} (slot {})", citizen_text(h.citizen), h.slot)
                        } else {
                            "-".into()
                        },
                    )
            })
            .collect();
        out.push(Msg::new("messina.summary.huts").list("huts", huts));
        let workshops: Vec<Msg> = p
            .workshops
            .iter()
            .enumerate()
            .map(|(i, w)| {
                Msg::new("messina.summary.workshop")
                    .text("at", citizen_at_name(super::state::CitizenAt::Workshop(i)))
                    .text("tile", d.workshops[w.tile].id.clone())
                    .text("citizen", citizen_text(w.citizen))
            })
            .collect();
        let wagons = p
            .wagons
            .iter()
            .map(|w| format!("{}{}", d.wagons[w.tile].id, if w.used { " (used)" } else { "" }))
            .collect::<Vec<_>>()
            .join(", ");
        let ships = p.ships.iter().map(|&sh| d.ships[sh].id.clone()).collect::<Vec<_>>().join(", ");
        let tracks = self.tracks(s);
        let scroll = (0..3)
            .map(|t| format!("{} {}", Messina::track_ref_name(tracks[t]), p.scroll[t]))
            .collect::<Vec<_>>()
            .join(", ");
        let lts = p
            .lieutenants
            .iter()
            .map(|l| match l {
                Lieutenant::Supply => "supply".to_string(),
                Lieutenant::Estate { used } => {
                    if *used {
                        "estate (used)".into()
                    } else {
                        "estate".into()
                    }
                }
                Lieutenant::Messina { at, standing } => {
                    format!("{} ({})", place_name(*at), if *standing { "standing" } else { "lying" })
                }
                Lieutenant::Boxed => "box".into(),
            })
            .collect::<Vec<_>>()
            .join(", ");
        out.push(
            Msg::new("messina.summary.holdings")
                .list("workshops", workshops)
                .text("wagons", wagons)
                .text("ships", ships)
                .text("scroll", scroll)
                .text("lieutenants", lts)
                .num("repop", p.repop_left),
        );
        if let Some(Phase::Turn(_)) = Some(&self.phase) {
            if !self.pending().is_empty() {
                out.push(
                    Msg::new("messina.summary.pending")
                        .text("pending", self.pending().iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ")),
                );
            }
        }
        out
    }
}
