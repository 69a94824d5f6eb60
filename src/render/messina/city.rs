//! The city image: every district hex, port and empty expansion location on a clean hex grid
//! (axial coordinates of §2), the four docks with their ships, the population wheel's window and
//! a legend.

use super::icons::{self, cube, hex_colour, hex_colour_text, hex_points, hexagon};
use super::{header, roman, short_name, style, MAX_WIDTH};
use crate::games::messina::data::{data, Axial, Class, Corner, Rat, Spot, Term};
use crate::games::messina::state::Place;
use crate::games::messina::view::{SiteView, View};
use crate::games::Seat;
use crate::render::canvas::{rgb, Canvas, Frame, Text};
use crate::render::palette::{marker, INK, MUTED, PAPER, WHITE};

pub const WIDTH: u32 = MAX_WIDTH;
pub const HEIGHT: u32 = 1110;
/// Hex circumradius in pixels.
const R: f32 = 100.0;
const MAP_CY: f32 = 466.0;
const SEA: crate::render::canvas::Colour = rgb(0xcfe3ef);
const PORT_CAP: crate::render::canvas::Colour = rgb(0x44607a);
const PORT_FILL: crate::render::canvas::Colour = rgb(0xe4e9ee);
const DOCK_W: f32 = 318.0;
const DOCK_H: f32 = 146.0;

fn centre(a: Axial) -> (f32, f32) {
    let (x, y) = a.screen();
    (WIDTH as f32 / 2.0 + x as f32 * R, MAP_CY + y as f32 * R)
}

pub fn draw(v: &View, names: &[String]) -> Canvas {
    let d = data();
    let mut c = Canvas::new(WIDTH, HEIGHT, PAPER);
    c.rect(0.0, 52.0, WIDTH as f32, 836.0, SEA);
    header(&mut c, WIDTH as f32, "Messina 1347 · the city", v, names);
    let layout = &d.layouts[v.layout];
    // docks first: their piers run under the port hexes
    for (k, dock) in d.docks.iter().enumerate() {
        let port = dock.port_idx;
        let (px, py) = centre(layout.coord(Spot::Port(port)));
        let f = dock_frame(d.ports[port].corner);
        let (tx, ty) = (f.x + f.w / 2.0, if f.y < py { f.y + f.h } else { f.y });
        c.line((px, py), (tx, ty), 16.0, rgb(0x7b5b3a));
        c.line((px, py), (tx, ty), 10.0, rgb(0xb08a5e));
        dock_panel(&mut c, v, k, f);
    }
    for (i, site) in v.sites.iter().enumerate() {
        let spot = layout.spots().nth(i).expect("one site per spot");
        let (cx, cy) = centre(layout.coord(spot));
        match (spot, site.place) {
            (_, Some(Place::Hex(h))) => district(&mut c, v, site, h, cx, cy),
            (Spot::Port(p), _) => port(&mut c, v, site, p, cx, cy),
            (Spot::Expansion(x), None) => empty_location(&mut c, v, x, cx, cy),
            _ => {}
        }
    }
    bottom(&mut c, v);
    c
}

fn dock_frame(corner: Corner) -> Frame {
    let (l, r) = (16.0, WIDTH as f32 - 16.0 - DOCK_W);
    let (t, b) = (60.0, 880.0 - DOCK_H);
    match corner {
        Corner::NorthWest => Frame::new(l, t, DOCK_W, DOCK_H),
        Corner::NorthEast => Frame::new(r, t, DOCK_W, DOCK_H),
        Corner::SouthEast => Frame::new(r, b, DOCK_W, DOCK_H),
        Corner::SouthWest => Frame::new(l, b, DOCK_W, DOCK_H),
    }
}

/// The tile outline and fill; returns nothing, the caller draws the contents.
fn tile(
    c: &mut Canvas,
    cx: f32,
    cy: f32,
    border: crate::render::canvas::Colour,
    fill: crate::render::canvas::Colour,
    cap: crate::render::canvas::Colour,
) {
    hexagon(c, cx, cy, R - 1.0, border);
    hexagon(c, cx, cy, R - 4.0, fill);
    let p = hex_points(cx, cy, R - 4.0);
    c.polygon(&[p[5], p[0], p[1]], cap);
}

/// How many automa lieutenants stand at a place (solo).
fn automa_at(v: &View, place: Place) -> usize {
    v.automa.as_ref().map_or(0, |a| a.standing.iter().filter(|&&p| p == place).count())
}

fn lieutenants(c: &mut Canvas, v: &View, list: &[(Seat, bool)], automa: usize, cx: f32, cy: f32, room: f32) {
    let n = list.len() + automa;
    if n == 0 {
        return;
    }
    // standing figures first: they are the ones that block (the automa's always stand)
    let mut list = list.to_vec();
    list.sort_by_key(|&(s, standing)| (!standing, s));
    let step = (room / n as f32).min(30.0);
    let x0 = cx - step * (n as f32 - 1.0) / 2.0;
    for i in 0..automa {
        icons::automa_lieutenant(c, x0 + i as f32 * step, cy, 28.0);
    }
    for (i, &(s, standing)) in list.iter().enumerate() {
        let st = style(v, s);
        icons::lieutenant(c, x0 + (automa + i) as f32 * step, cy, 28.0, st, standing);
    }
}

fn district(c: &mut Canvas, v: &View, site: &SiteView, h: usize, cx: f32, cy: f32) {
    let d = data();
    let hex = &d.hexes[h];
    let (strong, pale, colour_word) = hex_colour(hex.colour);
    let automa = automa_at(v, Place::Hex(h));
    let standing = automa > 0 || site.lieutenants.iter().any(|l| l.1);
    tile(c, cx, cy, if standing { INK } else { rgb(0x6d5c48) }, pale, strong);
    let cap_text = hex_colour_text(hex.colour);
    c.text(cx - 13.0, cy - 73.0, Text::new(22.0, cap_text).bold().centre(), &hex.id);
    icons::rat(c, cx + 29.0, cy - 72.0, 12.5, hex.rat);
    c.text(cx, cy - 55.0, Text::new(14.0, cap_text).centre(), colour_word);
    let name = short_name(&hex.name, 14.0, true, 2.0 * R * 0.84);
    c.text(cx, cy - 37.0, Text::new(14.0, INK).bold().centre(), &name);
    icons::action_centred(c, cx, cy - 12.0, 24.0, &hex.action);
    pieces(c, site, cx, cy + 15.0);
    match site.repop {
        Some(owner) => {
            let st = style(v, owner);
            c.rounded_rect(cx - 72.0, cy + 27.0, 144.0, 24.0, 5.0, st.fill);
            marker(c, cx - 58.0, cy + 39.0, 18.0, st);
            let t = Text::new(14.0, st.text).bold();
            c.text(cx - 45.0, cy + 39.0, t, &format!("+2/visit · {}vp", hex.vp));
        }
        None => requirements(c, h, cx, cy + 39.0),
    }
    lieutenants(c, v, &site.lieutenants, automa, cx, cy + 68.0, 96.0);
}

/// Plague cubes on the left, waiting citizens (grouped by class) on the right.
fn pieces(c: &mut Canvas, site: &SiteView, cx: f32, cy: f32) {
    let mut groups: Vec<(Class, usize)> = Vec::new();
    for cl in Class::ALL {
        let n = site.citizens.iter().filter(|&&x| x == cl).count();
        if n > 0 {
            groups.push((cl, n));
        }
    }
    let cube_w = match site.cubes {
        0 => 0.0,
        1..=3 => site.cubes as f32 * 17.0,
        _ => 40.0,
    };
    let group_w: f32 = groups.iter().map(|&(_, n)| if n > 1 { 48.0 } else { 28.0 }).sum();
    let total = cube_w + group_w + if cube_w > 0.0 && group_w > 0.0 { 8.0 } else { 0.0 };
    let mut x = cx - total / 2.0;
    if site.cubes > 3 {
        cube(c, x + 8.0, cy, 15.0);
        c.text(x + 18.0, cy, Text::new(15.0, INK).bold(), &format!("×{}", site.cubes));
        x += cube_w + 8.0;
    } else if site.cubes > 0 {
        for i in 0..site.cubes {
            cube(c, x + 8.0 + i as f32 * 17.0, cy, 15.0);
        }
        x += cube_w + 8.0;
    }
    for (cl, n) in groups {
        icons::citizen(c, x + 13.0, cy, 13.0, cl, false);
        if n > 1 {
            c.text(x + 27.0, cy, Text::new(15.0, INK).bold(), &format!("×{n}"));
            x += 48.0;
        } else {
            x += 28.0;
        }
    }
}

/// The repopulation box of an open hex: tokens, citizens (gold = must be upgraded), lieutenant, vp.
fn requirements(c: &mut Canvas, h: usize, cx: f32, cy: f32) {
    let d = data();
    let req = &d.hexes[h].repop;
    let mut tokens: Vec<(Class, bool)> = Vec::new();
    for r in &req.citizens {
        for i in 0..r.count {
            tokens.push((r.class, i < r.upgraded));
        }
    }
    let vp = format!("{}vp", d.hexes[h].vp);
    let vp_w = Canvas::text_width(14.0, true, &vp);
    let cost_w = icons::cost_width(20.0, req.tokens);
    let w = cost_w + 4.0 + tokens.len() as f32 * 21.0 + if req.lieutenant { 20.0 } else { 0.0 } + 4.0 + vp_w + 10.0;
    let x0 = cx - w / 2.0;
    c.rounded_rect(x0 - 3.0, cy - 12.0, w + 6.0, 24.0, 5.0, rgb(0xffffff));
    let mut x = x0 + 2.0 + icons::cost(c, x0 + 2.0, cy, 20.0, req.tokens) + 4.0;
    for (cl, up) in tokens {
        icons::citizen(c, x + 10.0, cy, 10.5, cl, up);
        x += 21.0;
    }
    if req.lieutenant {
        icons::person(c, x + 9.0, cy, 20.0, rgb(0x444444));
        x += 20.0;
    }
    c.text(x + 4.0, cy, Text::new(14.0, rgb(0x2e7d4f)).bold(), &vp);
}

fn port(c: &mut Canvas, v: &View, site: &SiteView, p: usize, cx: f32, cy: f32) {
    let d = data();
    let port = &d.ports[p];
    let automa = automa_at(v, Place::Port(p));
    let standing = automa > 0 || site.lieutenants.iter().any(|l| l.1);
    tile(c, cx, cy, if standing { INK } else { rgb(0x44607a) }, PORT_FILL, PORT_CAP);
    c.text(cx, cy - 70.0, Text::new(22.0, WHITE).bold().centre(), &port.id);
    c.text(cx, cy - 54.0, Text::new(14.0, WHITE).centre(), "port");
    c.text(cx, cy - 37.0, Text::new(14.0, INK).bold().centre(), &short_name(&port.name, 14.0, true, 2.0 * R * 0.84));
    icons::action_centred(c, cx, cy - 10.0, 24.0, &port.action);
    c.text(cx, cy + 20.0, Text::new(14.0, MUTED).centre(), &format!("dock {}", d.docks[port.dock_idx].id));
    lieutenants(c, v, &site.lieutenants, automa, cx, cy + 56.0, 120.0);
}

/// Which empty locations the next hex may fill: one per port whose docking tile may be drawn.
fn next_locations(v: &View) -> Vec<(usize, Vec<usize>)> {
    let d = data();
    if v.expansion_left == 0 {
        return Vec::new();
    }
    let filled: Vec<usize> = (0..6)
        .filter(|&x| {
            let slots = d.layouts[v.layout].slots.len();
            v.sites.get(slots + d.ports.len() + x).is_some_and(|s| s.place.is_some())
        })
        .collect();
    let tiles: Vec<usize> =
        if v.docking_left.is_empty() { (0..d.docking_tiles.len()).collect() } else { v.docking_left.clone() };
    let mut out: Vec<(usize, Vec<usize>)> = Vec::new();
    for t in tiles {
        let port = d.docking_tiles[t].port_idx;
        if let Some(x) = d.next_expansion(port, &filled) {
            match out.iter_mut().find(|e| e.0 == x) {
                Some(e) => e.1.push(port),
                None => out.push((x, vec![port])),
            }
        }
    }
    out
}

fn empty_location(c: &mut Canvas, v: &View, x: usize, cx: f32, cy: f32) {
    let d = data();
    let next = next_locations(v);
    let candidate = next.iter().find(|e| e.0 == x);
    let pts = hex_points(cx, cy, R - 6.0);
    let col = if candidate.is_some() { rgb(0xc0392b) } else { rgb(0x7d93a6) };
    for i in 0..6 {
        c.dashed_line(pts[i], pts[(i + 1) % 6], 3.0, 9.0, 7.0, col);
    }
    let id = &d.layouts[v.layout].expansions[x].id;
    c.text(cx, cy - 40.0, Text::new(20.0, col).bold().centre(), id);
    c.text(cx, cy - 16.0, Text::new(14.0, INK).centre(), "empty location");
    match candidate {
        Some(_) if next.len() == 1 => {
            c.text(cx, cy + 12.0, Text::new(15.0, col).bold().centre(), "next hex goes here");
        }
        Some((_, ports)) => {
            let names: Vec<&str> = ports.iter().map(|&p| d.ports[p].id.as_str()).collect();
            c.text(cx, cy + 10.0, Text::new(15.0, col).bold().centre(), "next hex here");
            c.text(cx, cy + 30.0, Text::new(14.0, INK).centre(), &format!("if tile names {}", names.join("/")));
        }
        None => {}
    }
}

fn dock_panel(c: &mut Canvas, v: &View, k: usize, f: Frame) {
    let d = data();
    c.panel(f, 10.0, rgb(0xf6efe3), rgb(0x7b5b3a), 3.0);
    let dock = &d.docks[k];
    c.text(f.x + 12.0, f.y + 18.0, Text::new(17.0, INK).bold(), &dock.id);
    c.text(f.x + 42.0, f.y + 18.0, Text::new(14.0, MUTED), &format!("dock of {}", d.ports[dock.port_idx].id));
    let lts: Vec<(Seat, bool)> = v.dock_lieutenants.iter().filter(|l| l.0 == k).map(|l| (l.1, l.2)).collect();
    lieutenants(c, v, &lts, automa_at(v, Place::Dock(k)), f.x + f.w - 70.0, f.y + 20.0, 110.0);
    let slot_w = (f.w - 24.0) / 3.0;
    for (i, slot) in v.docks[k].iter().enumerate().take(3) {
        let sf = Frame::new(f.x + 8.0 + i as f32 * (slot_w + 4.0), f.y + 36.0, slot_w, f.h - 44.0);
        match slot {
            None => {
                c.panel(sf, 8.0, rgb(0xebe3d5), rgb(0xc9bba3), 1.5);
                c.text(sf.x + sf.w / 2.0, sf.y + sf.h / 2.0, Text::new(14.0, MUTED).centre(), "free");
            }
            Some(s) => {
                let ship = &d.ships[s.ship];
                c.panel(sf, 8.0, WHITE, rgb(0x7b5b3a), 2.0);
                let mx = sf.x + sf.w / 2.0;
                c.text(mx, sf.y + 15.0, Text::new(16.0, INK).bold().centre(), &ship.id);
                c.text(mx, sf.y + 35.0, Text::new(14.0, INK).centre(), goods_name(ship.goods));
                icons::action_centred(c, mx - if s.cube { 14.0 } else { 0.0 }, sf.y + 66.0, 26.0, &ship.reward);
                if s.cube {
                    cube(c, mx + 20.0, sf.y + 66.0, 18.0);
                }
            }
        }
    }
}

pub fn goods_name(g: crate::games::messina::data::Goods) -> &'static str {
    use crate::games::messina::data::Goods;
    match g {
        Goods::Gems => "gems",
        Goods::Spices => "spices",
        Goods::Silk => "silk",
    }
}

/// The wheel window (now and after the next turn), the supplies, and the legend.
fn bottom(c: &mut Canvas, v: &View) {
    let d = data();
    let y0 = 896.0;
    c.panel(Frame::new(16.0, y0, 560.0, 200.0), 10.0, rgb(0xf4eee2), rgb(0xb9a98f), 2.0);
    c.text(30.0, y0 + 20.0, Text::new(17.0, INK).bold(), "Population wheel");
    for (i, (pos, label)) in
        [(v.wheel, "window now"), ((v.wheel + 1) % d.wheel.len(), "after next turn")].into_iter().enumerate()
    {
        let x = 30.0 + i as f32 * 276.0;
        let w = &d.wheel[pos];
        c.text(x, y0 + 46.0, Text::new(14.0, MUTED), &format!("{} · {label}", w.id));
        icons::rat(c, x + 18.0, y0 + 78.0, 17.0, w.rat);
        c.text(x + 42.0, y0 + 78.0, Text::new(14.0, INK), short_rat(w.rat));
        let rows = [
            (Some(Class::Craftsman), w.craftsman),
            (Some(Class::Aristocrat), w.aristocrat),
            (Some(Class::Nun), w.nun),
            (None, w.nothing),
        ];
        for (j, (cl, col)) in rows.into_iter().enumerate() {
            let (cx, cy) = (x + (j % 2) as f32 * 128.0, y0 + 112.0 + (j / 2) as f32 * 32.0);
            let (strong, _, word) = hex_colour(col);
            c.rounded_rect(cx, cy - 12.0, 66.0, 24.0, 5.0, INK);
            c.rounded_rect(cx + 1.5, cy - 10.5, 63.0, 21.0, 4.0, strong);
            c.text(cx + 33.0, cy, Text::new(14.0, hex_colour_text(col)).bold().centre(), word);
            match cl {
                Some(cl) => icons::citizen(c, cx + 86.0, cy, 12.0, cl, false),
                None => {
                    c.text(cx + 74.0, cy, Text::new(14.0, MUTED), "none");
                }
            }
        }
    }
    c.text(30.0, y0 + 182.0, Text::new(14.0, MUTED), "a turn puts 1 cube on each hex with the window's rat");
    let turns = d
        .rounds_for(v.players as u8)
        .and_then(|t| t.round(v.round + 1))
        .map(|r| format!("next round ({}): {} turn(s)", roman(r.round), r.wheel.turns()))
        .unwrap_or_else(|| "no more turns".into());
    c.text(200.0, y0 + 20.0, Text::new(14.0, MUTED), &turns);
    legend(c, v, Frame::new(590.0, y0, WIDTH as f32 - 606.0, 200.0));
}

fn short_rat(r: Rat) -> &'static str {
    match r {
        Rat::Left => "rat facing left",
        Rat::Right => "rat facing right",
        Rat::Standing => "standing rat",
    }
}

fn legend(c: &mut Canvas, v: &View, f: Frame) {
    c.panel(f, 10.0, rgb(0xf4eee2), rgb(0xb9a98f), 2.0);
    let t = Text::new(14.0, INK);
    c.text(f.x + 14.0, f.y + 20.0, Text::new(17.0, INK).bold(), "Legend");
    c.text(
        f.x + 90.0,
        f.y + 20.0,
        Text::new(14.0, MUTED),
        &format!("supply: {} plague cubes · {} expansion hexes · {} ships", v.cubes, v.expansion_left, v.ships_left),
    );
    let col_w = (f.w - 20.0) / 4.0;
    let mut entries = icons::RESOURCES.to_vec();
    entries.extend([
        (Term::Book, "city or church book"),
        (Term::City, "city book"),
        (Term::Church, "church book"),
        (Term::Scroll, "scroll track"),
        (Term::Overseer(crate::games::messina::data::OverseerKind::Any), "any overseer"),
        (Term::Overseer(crate::games::messina::data::OverseerKind::Skip), "overseer, may skip"),
        (Term::UpgradeOverseer, "upgrade overseer"),
        (Term::UpgradeCitizen, "upgrade citizen"),
        (Term::Build, "build"),
    ]);
    icons::legend_terms(c, (f.x + 14.0, f.y + 48.0), (col_w, 30.0), 4, &entries);
    let y = f.y + 48.0 + 3.0 * 30.0;
    let x = f.x + 14.0 + 2.0 * col_w;
    cube(c, x + 8.0, y, 15.0);
    c.text(x + 22.0, y, t, "plague cube");
    let y = y + 30.0;
    let mut x = f.x + 14.0;
    let st = super::style(v, 0);
    icons::lieutenant(c, x + 10.0, y, 26.0, st, true);
    x += 26.0 + c.text(x + 26.0, y, t, "standing (blocks)");
    icons::lieutenant(c, x + 22.0, y, 26.0, st, false);
    x += 40.0 + c.text(x + 40.0, y, t, "lying");
    icons::citizen(c, x + 26.0, y, 11.0, Class::Nun, true);
    x += 42.0 + c.text(x + 42.0, y, t, "must be upgraded");
    c.text(x + 20.0, y, Text::new(14.0, rgb(0x2e7d4f)).bold(), "vp");
    c.text(x + 42.0, y, t, "repop. points (box: needs)");
    if v.automa.is_some() {
        let (x, y) = (f.x + 14.0 + 3.0 * col_w, f.y + 48.0 + 3.0 * 30.0);
        icons::automa_lieutenant(c, x + 10.0, y, 26.0);
        c.text(x + 26.0, y, t, "automa (stands)");
    }
}
