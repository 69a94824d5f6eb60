//! The city image: every district hex, port and empty expansion location on a clean hex grid
//! (axial coordinates of §2), the four docks with their ships, the population wheel's window and
//! a legend. The last turn's changes are outlined, with signed badges for cubes and citizens and
//! arrows for lieutenants that moved.
//!
//! The sea, the docks' frames and piers, the bottom panels' frames and the legend depend only on
//! the layout: they are drawn once into a layer.

use super::icons::{self, cube, hex_colour, hex_colour_text, hex_points, hexagon};
use super::{header, roman, short_name, style, word, HEADER, MAX_WIDTH};
use crate::games::messina::changes::Changes;
use crate::games::messina::data::{data, Axial, Class, Corner, OverseerKind, Spot, Term};
use crate::games::messina::view::{Place, SiteView, View};
use crate::games::{Msg, Seat};
use crate::render::canvas::{rgb, Canvas, Colour, Frame, Text};
use crate::render::fit::{cut, fit_lines};
use crate::render::layers;
use crate::render::marks::{self, MARK};
use crate::render::palette::{marker, INK, MUTED, PAPER, WHITE};
use crate::render::words::Words;

pub const WIDTH: u32 = MAX_WIDTH;
/// The drawing below the header.
const BODY: f32 = 1058.0;
/// The band under the header with every player's score.
const SCORES: f32 = 58.0;
/// Where the map starts.
const TOP: f32 = HEADER + SCORES;
pub const HEIGHT: u32 = (BODY + TOP) as u32;
const SCORES_BG: Colour = rgb(0xe9dfcc);
/// Hex circumradius in pixels.
const R: f32 = 100.0;
const MAP_CY: f32 = 414.0;
const SEA: Colour = rgb(0xcfe3ef);
const PORT_CAP: Colour = rgb(0x44607a);
const PORT_FILL: Colour = rgb(0xe4e9ee);
const DOCK_W: f32 = 318.0;
const DOCK_H: f32 = 146.0;
const PANEL: Colour = rgb(0xf4eee2);
const PANEL_BORDER: Colour = rgb(0xb9a98f);
const BOTTOM: f32 = 844.0;

fn centre(a: Axial) -> (f32, f32) {
    let (x, y) = a.screen();
    (WIDTH as f32 / 2.0 + x as f32 * R, MAP_CY + y as f32 * R)
}

/// The screen centre of a place (a dock: its panel's centre).
fn place_centre(v: &View, p: Place) -> Option<(f32, f32)> {
    let d = data();
    let layout = &d.city.layouts[v.city.layout];
    match p {
        Place::Dock(k) => {
            let f = dock_frame(d.city.ports[d.city.docks[k].port_idx].corner);
            Some((f.x + f.w / 2.0, f.y + f.h / 2.0))
        }
        _ => {
            let i = v.city.sites.iter().position(|s| s.place == Some(p))?;
            let spot = layout.spots().nth(i)?;
            Some(centre(layout.coord(spot)))
        }
    }
}

/// Where the centre of the `i`-th site of the view lies on the city image, in pixels.
pub fn site_centre(v: &View, i: usize) -> Option<(f32, f32)> {
    let layout = &data().city.layouts[v.city.layout];
    let (x, y) = centre(layout.coord(layout.spots().nth(i)?));
    Some((x * crate::render::canvas::SCALE, (y + TOP) * crate::render::canvas::SCALE))
}

pub fn draw(words: Words, v: &View, names: &[String], last: Option<&Changes>) -> Canvas {
    let d = data();
    let solo = v.automa.is_some();
    let layer = layers::layer(&format!("messina-city-{}-{solo}", v.city.layout), words, |words| {
        background(words, v.city.layout, solo)
    });
    let mut c = Canvas::from_layer(&layer);
    header(&mut c, WIDTH as f32, &word(words, "city.title"), v, names, last);
    scores(&mut c, v, names, last);
    c.set_origin(0.0, TOP);
    let layout = &d.city.layouts[v.city.layout];
    for k in 0..d.city.docks.len() {
        dock_panel(&mut c, v, k, dock_frame(d.city.ports[d.city.docks[k].port_idx].corner), last);
    }
    for (i, site) in v.city.sites.iter().enumerate() {
        let spot = layout.spots().nth(i).expect("one site per spot");
        let (cx, cy) = centre(layout.coord(spot));
        let change = last.and_then(|l| l.site(i));
        match (spot, site.place) {
            (_, Some(Place::Hex(h))) => district(&mut c, v, site, h, (cx, cy), change),
            (Spot::Port(p), _) => port(&mut c, v, site, p, (cx, cy)),
            (Spot::Expansion(x), None) => empty_location(&mut c, v, x, cx, cy),
            _ => {}
        }
        if change.is_some() {
            c.polygon_outline(&hex_points(cx, cy, R - 3.0), 6.0, MARK);
        }
    }
    if let Some(l) = last {
        for mv in &l.moves {
            let (Some(from), Some(to)) = (mv.from, mv.to) else { continue };
            if let (Some(a), Some(b)) = (place_centre(v, from), place_centre(v, to)) {
                let (dx, dy) = (b.0 - a.0, b.1 - a.1);
                let len = (dx * dx + dy * dy).sqrt().max(1.0);
                let pull = 0.45 * R;
                let (a, b) =
                    ((a.0 + dx / len * pull, a.1 + dy / len * pull), (b.0 - dx / len * pull, b.1 - dy / len * pull));
                marks::arrow(&mut c, a, b, 6.0);
            }
        }
    }
    bottom(&mut c, v, last);
    c
}

/// Every player's score in a band under the header (below the header's origin), large enough to
/// read at a phone's chat width, with what the last turn changed in a signed badge.
fn scores(c: &mut Canvas, v: &View, names: &[String], last: Option<&Changes>) {
    let n = v.people.len().max(1);
    let slot = (WIDTH as f32 - 36.0) / n as f32;
    let y = SCORES / 2.0;
    for (s, p) in v.people.iter().enumerate() {
        let x = 18.0 + s as f32 * slot;
        marker(c, x + 18.0, y, 30.0, style(v, s));
        let gained = last.and_then(|l| l.player(s)).map_or(0, |ch| ch.points as i64);
        let badge = marks::delta_width(24.0, gained);
        let room = slot - 48.0 - badge - 16.0;
        let name = cut(names.get(s).map(String::as_str).unwrap_or("?"), 28.0, true, room * 0.55);
        let text = c.m(&Msg::new("image.messina.city.score").text("name", name).num("points", p.discs.points));
        let tw = c.text_fit(x + 44.0, y, Text::new(28.0, INK).bold(), room, 20.0, &text);
        marks::delta(c, x + 44.0 + tw + 8.0 + badge / 2.0, y, 24.0, gained);
    }
}

/// What depends only on the layout (and on a solo game's legend line).
fn background(words: Words, layout: usize, solo: bool) -> Canvas {
    let d = data();
    let mut c = Canvas::new(WIDTH, HEIGHT, PAPER, words);
    c.rect(0.0, HEADER, WIDTH as f32, SCORES, SCORES_BG);
    c.set_origin(0.0, TOP);
    c.rect(0.0, 0.0, WIDTH as f32, BOTTOM - 8.0, SEA);
    let lay = &d.city.layouts[layout];
    // docks first: their piers run under the port hexes
    for dock in &d.city.docks {
        let port = dock.port_idx;
        let (px, py) = centre(lay.coord(Spot::Port(port)));
        let f = dock_frame(d.city.ports[port].corner);
        let (tx, ty) = (f.x + f.w / 2.0, if f.y < py { f.y + f.h } else { f.y });
        c.line((px, py), (tx, ty), 16.0, rgb(0x7b5b3a));
        c.line((px, py), (tx, ty), 10.0, rgb(0xb08a5e));
        c.panel(f, 10.0, rgb(0xf6efe3), rgb(0x7b5b3a), 3.0);
        c.text(f.x + 12.0, f.y + 18.0, Text::new(19.0, INK).bold(), &dock.id);
        let of = Msg::new("image.messina.city.dock-of").text("port", d.city.ports[dock.port_idx].id.clone());
        c.text_fit(f.x + 46.0, f.y + 18.0, Text::new(15.0, MUTED), 130.0, 11.0, &c.m(&of));
    }
    c.panel(Frame::new(16.0, BOTTOM, 560.0, BODY - BOTTOM - 14.0), 10.0, PANEL, PANEL_BORDER, 2.0);
    c.word_fit(30.0, BOTTOM + 20.0, Text::new(19.0, INK).bold(), 250.0, 14.0, "city.wheel");
    c.word_fit(30.0, BODY - 30.0, Text::new(15.0, MUTED), 530.0, 11.0, "city.wheel-note");
    legend(&mut c, solo, Frame::new(590.0, BOTTOM, WIDTH as f32 - 606.0, BODY - BOTTOM - 14.0));
    c
}

fn dock_frame(corner: Corner) -> Frame {
    let (l, r) = (16.0, WIDTH as f32 - 16.0 - DOCK_W);
    let (t, b) = (8.0, BOTTOM - 18.0 - DOCK_H);
    match corner {
        Corner::NorthWest => Frame::new(l, t, DOCK_W, DOCK_H),
        Corner::NorthEast => Frame::new(r, t, DOCK_W, DOCK_H),
        Corner::SouthEast => Frame::new(r, b, DOCK_W, DOCK_H),
        Corner::SouthWest => Frame::new(l, b, DOCK_W, DOCK_H),
    }
}

/// The tile outline and fill with its coloured cap.
fn tile(c: &mut Canvas, cx: f32, cy: f32, border: Colour, fill: Colour, cap: Colour) {
    hexagon(c, cx, cy, R - 1.0, border);
    hexagon(c, cx, cy, R - 4.0, fill);
    let p = hex_points(cx, cy, R - 4.0);
    c.polygon(&[p[5], p[0], p[1]], cap);
}

/// Half the width of the hex `dy` below (or above) its centre.
fn half_width(dy: f32) -> f32 {
    let h = (R - 6.0) * 3f32.sqrt() / 2.0;
    if dy.abs() <= (R - 6.0) / 2.0 {
        h
    } else {
        h * ((R - 6.0) - dy.abs()) / ((R - 6.0) / 2.0)
    }
}

/// How many automa lieutenants stand at a place (solo).
fn automa_at(v: &View, place: Place) -> usize {
    v.automa.as_ref().map_or(0, |a| a.standing.iter().filter(|&&p| p == place).count())
}

/// A row of lieutenants centred at (cx, cy) within `room` pixels (they overlap when many).
fn lieutenants(c: &mut Canvas, v: &View, list: &[(Seat, bool)], automa: usize, (cx, cy): (f32, f32), room: f32) {
    let n = list.len() + automa;
    if n == 0 {
        return;
    }
    let h = 28.0;
    // standing figures first: they are the ones that block (the automa's always stand)
    let mut list = list.to_vec();
    list.sort_by_key(|&(s, standing)| (!standing, s));
    let step = if n > 1 { ((room - h * 0.9) / (n as f32 - 1.0)).min(30.0) } else { 0.0 };
    let x0 = cx - step * (n as f32 - 1.0) / 2.0;
    for i in 0..automa {
        icons::automa_lieutenant(c, x0 + i as f32 * step, cy, h);
    }
    for (i, &(s, standing)) in list.iter().enumerate() {
        icons::lieutenant(c, x0 + (automa + i) as f32 * step, cy, h, style(v, s), standing);
    }
}

/// The hex's name: on one line at 20 px if it fits, else on two lines (shortened step by step,
/// "S." for "San") at the largest size from 20 px down that fits.
fn hex_name(c: &mut Canvas, name: &str, cx: f32, cy: f32) {
    let max = 2.0 * half_width(0.0) - 16.0;
    let style = Text::new(20.0, INK).bold();
    let name = short_name(name, 20.0, true, max);
    let mut f = fit_lines(style, &name, max, 19.5, 2);
    if f.lines.len() > 2 || f.lines.iter().any(|l| Canvas::text_width(f.size, true, l) > max) {
        f = fit_lines(style.size(18.0), &name, max, 13.0, 2);
    }
    c.text_lines(cx, cy, style.centre(), &f, 1.0);
}

/// What never changes on a district hex: the tile, its id, rat, colour, name and action.
fn district_sprite(words: Words, h: usize) -> Canvas {
    let d = data();
    let hex = &d.city.hexes[h];
    let mut c = Canvas::transparent(2 * R as u32, 2 * R as u32, words);
    let (cx, cy) = (R, R);
    let (strong, pale, colour_key) = hex_colour(hex.colour);
    tile(&mut c, cx, cy, rgb(0x6d5c48), pale, strong);
    let cap_text = hex_colour_text(hex.colour);
    c.text(cx - 13.0, cy - 72.0, Text::new(27.0, cap_text).bold().centre(), &hex.id);
    icons::rat(&mut c, cx + 32.0, cy - 70.0, 13.0, hex.rat);
    c.text_fit(cx, cy - 55.0, Text::new(13.0, cap_text).centre(), 110.0, 9.0, &c.w(colour_key));
    hex_name(&mut c, &hex.name, cx, cy - 22.0);
    icons::action_centred(&mut c, cx, cy + 8.0, 24.0, &hex.action);
    c
}

/// A standing lieutenant blocks the hex: its border turns dark.
fn blocked_border(c: &mut Canvas, cx: f32, cy: f32) {
    c.polygon_outline(&hex_points(cx, cy, R - 2.5), 3.0, INK);
}

fn district(
    c: &mut Canvas,
    v: &View,
    site: &SiteView,
    h: usize,
    (cx, cy): (f32, f32),
    change: Option<&crate::games::messina::changes::SiteChange>,
) {
    let d = data();
    let hex = &d.city.hexes[h];
    let sprite = layers::layer(&format!("messina-hex-{h}"), c.words(), |words| district_sprite(words, h));
    c.sprite(&sprite, cx - R, cy - R);
    let automa = automa_at(v, Place::Hex(h));
    if automa > 0 || site.lieutenants.iter().any(|l| l.1) {
        blocked_border(c, cx, cy);
    }
    pieces(c, site, cx, cy + 34.0, change);
    match site.repop {
        Some(owner) => {
            let st = style(v, owner);
            c.rounded_rect(cx - 72.0, cy + 47.0, 144.0, 24.0, 5.0, st.fill);
            marker(c, cx - 58.0, cy + 59.0, 18.0, st);
            let badge = Msg::new("image.messina.city.repop-badge").num("vp", hex.vp);
            c.text_fit(cx - 45.0, cy + 59.0, Text::new(15.0, st.text).bold(), 112.0, 10.0, &c.m(&badge));
        }
        None => requirements(c, h, cx, cy + 59.0),
    }
    let ly = cy + 80.0;
    lieutenants(c, v, &site.lieutenants, automa, (cx, ly), 2.0 * half_width(ly - cy + 12.0) - 4.0);
}

/// Plague cubes on the left, waiting citizens (grouped by class) on the right; what the last
/// turn added or removed as badges above them.
fn pieces(
    c: &mut Canvas,
    site: &SiteView,
    cx: f32,
    cy: f32,
    change: Option<&crate::games::messina::changes::SiteChange>,
) {
    let mut groups: Vec<(Class, usize)> = Vec::new();
    for cl in Class::ALL {
        let n = site.citizens.iter().filter(|&&x| x == cl).count();
        if n > 0 {
            groups.push((cl, n));
        }
    }
    let (dc, dz) = change.map_or((0, 0), |ch| (ch.cubes as i64, ch.citizens as i64));
    let badge = |n: i64| if n == 0 { 0.0 } else { marks::delta_width(18.0, n) + 2.0 };
    // cubes removed down to none: an empty cube's place keeps the badge readable
    let cube_w = match site.cubes {
        0 if dc != 0 => 18.0,
        0 => 0.0,
        1..=3 => site.cubes as f32 * 18.0,
        _ => 44.0,
    } + badge(dc);
    let group_w: f32 = groups.iter().map(|&(_, n)| if n > 1 { 50.0 } else { 30.0 }).sum::<f32>()
        + if groups.is_empty() && dz != 0 { 20.0 } else { 0.0 }
        + badge(dz);
    let total = cube_w + group_w + if cube_w > 0.0 && group_w > 0.0 { 8.0 } else { 0.0 };
    let mut x = cx - total.min(2.0 * half_width(0.0) - 8.0) / 2.0;
    if site.cubes > 3 {
        cube(c, x + 8.0, cy, 16.0);
        x += 19.0 + c.text(x + 19.0, cy, Text::new(17.0, INK).bold(), &format!("×{}", site.cubes)) + 4.0;
    } else if site.cubes > 0 {
        for i in 0..site.cubes {
            cube(c, x + 8.0 + i as f32 * 18.0, cy, 16.0);
        }
        x += site.cubes as f32 * 18.0;
    } else if dc != 0 {
        c.rounded_outline(Frame::new(x, cy - 8.0, 16.0, 16.0), 2.0, 1.5, MUTED);
        x += 18.0;
    }
    if dc != 0 {
        x += marks::delta(c, x + badge(dc) / 2.0, cy, 18.0, dc) + 2.0;
    }
    if cube_w > 0.0 {
        x += 8.0;
    }
    for (cl, n) in groups.iter().copied() {
        icons::citizen(c, x + 14.0, cy, 13.5, cl, false);
        if n > 1 {
            c.text(x + 29.0, cy, Text::new(17.0, INK).bold(), &format!("×{n}"));
            x += 50.0;
        } else {
            x += 30.0;
        }
    }
    if dz != 0 {
        if groups.is_empty() {
            icons::person(c, x + 8.0, cy, 18.0, MUTED);
            x += 20.0;
        }
        marks::delta(c, x + badge(dz) / 2.0, cy, 18.0, dz);
    }
}

/// The repopulation box of an open hex: tokens, citizens (gold = must be upgraded), lieutenant, vp.
fn requirements(c: &mut Canvas, h: usize, cx: f32, cy: f32) {
    let d = data();
    let req = &d.city.hexes[h].repop;
    let mut tokens: Vec<(Class, bool)> = Vec::new();
    for r in &req.citizens {
        for i in 0..r.count {
            tokens.push((r.class, i < r.upgraded));
        }
    }
    let vp = c.m(&Msg::new("image.messina.city.vp").num("vp", d.city.hexes[h].vp));
    let vp_w = Canvas::text_width(15.0, true, &vp);
    let cost_w = icons::cost_width(c.words(), 20.0, req.tokens);
    let w = cost_w + 4.0 + tokens.len() as f32 * 21.0 + if req.lieutenant { 20.0 } else { 0.0 } + 4.0 + vp_w + 10.0;
    let x0 = cx - w / 2.0;
    c.rounded_rect(x0 - 3.0, cy - 12.0, w + 6.0, 24.0, 5.0, WHITE);
    let mut x = x0 + 2.0 + icons::cost(c, x0 + 2.0, cy, 20.0, req.tokens) + 4.0;
    for (cl, up) in tokens {
        icons::citizen(c, x + 10.0, cy, 10.5, cl, up);
        x += 21.0;
    }
    if req.lieutenant {
        icons::person(c, x + 9.0, cy, 20.0, rgb(0x444444));
        x += 20.0;
    }
    c.text(x + 4.0, cy, Text::new(15.0, rgb(0x2e7d4f)).bold(), &vp);
}

/// What never changes on a port: the tile, its id, name, action and dock.
fn port_sprite(words: Words, p: usize) -> Canvas {
    let d = data();
    let port = &d.city.ports[p];
    let mut c = Canvas::transparent(2 * R as u32, 2 * R as u32, words);
    let (cx, cy) = (R, R);
    tile(&mut c, cx, cy, rgb(0x44607a), PORT_FILL, PORT_CAP);
    c.text(cx, cy - 72.0, Text::new(27.0, WHITE).bold().centre(), &port.id);
    c.word_fit(cx, cy - 55.0, Text::new(13.0, WHITE).centre(), 110.0, 9.0, "city.port");
    hex_name(&mut c, &port.name, cx, cy - 22.0);
    icons::action_centred(&mut c, cx, cy + 8.0, 24.0, &port.action);
    let dock = Msg::new("image.messina.city.port-dock").text("dock", d.city.docks[port.dock_idx].id.clone());
    c.text_fit(cx, cy + 36.0, Text::new(15.0, MUTED).centre(), 140.0, 11.0, &c.m(&dock));
    c
}

fn port(c: &mut Canvas, v: &View, site: &SiteView, p: usize, (cx, cy): (f32, f32)) {
    let sprite = layers::layer(&format!("messina-port-{p}"), c.words(), |words| port_sprite(words, p));
    c.sprite(&sprite, cx - R, cy - R);
    let automa = automa_at(v, Place::Port(p));
    if automa > 0 || site.lieutenants.iter().any(|l| l.1) {
        blocked_border(c, cx, cy);
    }
    let ly = cy + 66.0;
    lieutenants(c, v, &site.lieutenants, automa, (cx, ly), 2.0 * half_width(ly - cy + 12.0) - 4.0);
}

/// Which empty locations the next hex may fill: one per port whose docking tile may be drawn.
fn next_locations(v: &View) -> Vec<(usize, Vec<usize>)> {
    let d = data();
    if v.city.expansion_left == 0 {
        return Vec::new();
    }
    let filled: Vec<usize> = (0..6)
        .filter(|&x| {
            let slots = d.city.layouts[v.city.layout].slots.len();
            v.city.sites.get(slots + d.city.ports.len() + x).is_some_and(|s| s.place.is_some())
        })
        .collect();
    let tiles: Vec<usize> = if v.city.docking_left.is_empty() {
        (0..d.city.docking_tiles.len()).collect()
    } else {
        v.city.docking_left.clone()
    };
    let mut out: Vec<(usize, Vec<usize>)> = Vec::new();
    for t in tiles {
        let port = d.city.docking_tiles[t].port_idx;
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
    let id = &d.city.layouts[v.city.layout].expansions[x].id;
    c.text(cx, cy - 44.0, Text::new(26.0, col).bold().centre(), id);
    let room = 2.0 * half_width(0.0) - 20.0;
    c.word_fit(cx, cy - 16.0, Text::new(16.0, INK).centre(), room, 11.0, "city.empty");
    match candidate {
        Some(_) if next.len() == 1 => {
            c.word_fit(cx, cy + 12.0, Text::new(17.0, col).bold().centre(), room, 11.0, "city.next-here");
        }
        Some((_, ports)) => {
            let names: Vec<&str> = ports.iter().map(|&p| d.city.ports[p].id.as_str()).collect();
            c.word_fit(cx, cy + 10.0, Text::new(17.0, col).bold().centre(), room, 11.0, "city.next-maybe");
            let cond = Msg::new("image.messina.city.if-tile").text("ports", names.join("/"));
            c.text_fit(cx, cy + 32.0, Text::new(15.0, INK).centre(), room, 11.0, &c.m(&cond));
        }
        None => {}
    }
}

fn dock_panel(c: &mut Canvas, v: &View, k: usize, f: Frame, last: Option<&Changes>) {
    let d = data();
    let lts: Vec<(Seat, bool)> = v.city.dock_lieutenants.iter().filter(|l| l.0 == k).map(|l| (l.1, l.2)).collect();
    lieutenants(c, v, &lts, automa_at(v, Place::Dock(k)), (f.x + f.w - 70.0, f.y + 20.0), 110.0);
    if last.is_some_and(|l| l.moves.iter().any(|mv| mv.to == Some(Place::Dock(k)))) {
        marks::outline(c, f, 10.0);
    }
    let slot_w = (f.w - 24.0) / 3.0;
    for (i, slot) in v.city.docks[k].iter().enumerate().take(3) {
        let sf = Frame::new(f.x + 8.0 + i as f32 * (slot_w + 4.0), f.y + 36.0, slot_w, f.h - 44.0);
        match slot {
            None => {
                c.panel(sf, 8.0, rgb(0xebe3d5), rgb(0xc9bba3), 1.5);
                c.word_fit(
                    sf.x + sf.w / 2.0,
                    sf.y + sf.h / 2.0,
                    Text::new(15.0, MUTED).centre(),
                    sf.w - 8.0,
                    10.0,
                    "city.free",
                );
            }
            Some(s) => {
                let ship = &d.tiles.ships[s.ship];
                c.panel(sf, 8.0, WHITE, rgb(0x7b5b3a), 2.0);
                let mx = sf.x + sf.w / 2.0;
                c.text(mx, sf.y + 16.0, Text::new(19.0, INK).bold().centre(), &ship.id);
                c.text_fit(
                    mx,
                    sf.y + 36.0,
                    Text::new(15.0, INK).centre(),
                    sf.w - 8.0,
                    10.0,
                    &c.w(goods_key(ship.goods)),
                );
                icons::action_centred(c, mx - if s.cube { 14.0 } else { 0.0 }, sf.y + 68.0, 26.0, &ship.reward);
                if s.cube {
                    cube(c, mx + 20.0, sf.y + 68.0, 18.0);
                }
            }
        }
        if last.is_some_and(|l| l.docks.contains(&(k, i))) {
            c.rounded_outline(sf, 8.0, 4.0, MARK);
        }
    }
}

/// The catalogue key of a ship's goods.
pub fn goods_key(g: crate::games::messina::data::Goods) -> &'static str {
    use crate::games::messina::data::Goods;
    match g {
        Goods::Gems => "image.messina.goods.gems",
        Goods::Spices => "image.messina.goods.spices",
        Goods::Silk => "image.messina.goods.silk",
    }
}

/// The wheel window (now and after the next turn), and the supplies.
fn bottom(c: &mut Canvas, v: &View, last: Option<&Changes>) {
    let d = data();
    let y0 = BOTTOM;
    let turns = d
        .rounds_for(v.players as u8)
        .and_then(|t| t.round(v.round.number + 1))
        .map(|r| Msg::new("image.messina.city.next-round").text("round", roman(r.round)).num("turns", r.wheel.turns()))
        .unwrap_or_else(|| Msg::new("image.messina.city.no-more-turns"));
    c.text_fit(250.0, y0 + 20.0, Text::new(15.0, MUTED), 316.0, 11.0, &c.m(&turns));
    for (i, (pos, label)) in
        [(v.city.wheel, "city.window-now"), ((v.city.wheel + 1) % d.rounds.wheel.len(), "city.window-next")]
            .into_iter()
            .enumerate()
    {
        let x = 30.0 + i as f32 * 276.0;
        let wp = &d.rounds.wheel[pos];
        if i == 0 && last.is_some_and(|l| l.wheel) {
            c.rounded_outline(Frame::new(x - 8.0, y0 + 32.0, 262.0, 150.0), 8.0, 4.0, MARK);
        }
        let head =
            Msg::new("image.messina.city.window").text("id", wp.id.clone()).text("label", word(c.words(), label));
        c.text_fit(x, y0 + 48.0, Text::new(15.0, MUTED), 250.0, 11.0, &c.m(&head));
        icons::rat(c, x + 18.0, y0 + 80.0, 17.0, wp.rat);
        c.text_fit(x + 42.0, y0 + 80.0, Text::new(16.0, INK), 200.0, 11.0, &c.w(icons::rat_key(wp.rat)));
        let rows = [
            (Some(Class::Craftsman), wp.craftsman),
            (Some(Class::Aristocrat), wp.aristocrat),
            (Some(Class::Nun), wp.nun),
            (None, wp.nothing),
        ];
        for (j, (cl, col)) in rows.into_iter().enumerate() {
            let (cx, cy) = (x + (j % 2) as f32 * 128.0, y0 + 116.0 + (j / 2) as f32 * 32.0);
            let (strong, _, key) = hex_colour(col);
            c.rounded_rect(cx, cy - 12.0, 70.0, 24.0, 5.0, INK);
            c.rounded_rect(cx + 1.5, cy - 10.5, 67.0, 21.0, 4.0, strong);
            c.text_fit(cx + 35.0, cy, Text::new(15.0, hex_colour_text(col)).bold().centre(), 62.0, 10.0, &c.w(key));
            match cl {
                Some(cl) => icons::citizen(c, cx + 90.0, cy, 12.0, cl, false),
                None => {
                    c.word_fit(cx + 78.0, cy, Text::new(15.0, MUTED), 46.0, 10.0, "city.none");
                }
            }
        }
    }
    let supply = Msg::new("image.messina.city.supply")
        .num("cubes", v.city.cubes)
        .num("hexes", v.city.expansion_left as i64)
        .num("ships", v.city.ships_left as i64);
    let f = Frame::new(590.0, y0, WIDTH as f32 - 606.0, 0.0);
    let lw = Canvas::text_width(19.0, true, &word(c.words(), "city.legend"));
    c.text_fit(f.x + 26.0 + lw, f.y + 20.0, Text::new(15.0, MUTED), f.w - lw - 40.0, 11.0, &c.m(&supply));
}

fn legend(c: &mut Canvas, solo: bool, f: Frame) {
    c.panel(f, 10.0, PANEL, PANEL_BORDER, 2.0);
    let t = Text::new(15.0, INK);
    c.word(f.x + 14.0, f.y + 20.0, Text::new(19.0, INK).bold(), "city.legend");
    let col_w = (f.w - 20.0) / 4.0;
    let mut entries = icons::RESOURCES.to_vec();
    entries.extend([
        (Term::Book, "image.messina.legend.either-book"),
        (Term::City, "image.messina.legend.city"),
        (Term::Church, "image.messina.legend.church"),
        (Term::Scroll, "image.messina.legend.scroll"),
        (Term::Overseer(OverseerKind::Any), "image.messina.legend.any-overseer"),
        (Term::Overseer(OverseerKind::Skip), "image.messina.legend.skip-overseer"),
        (Term::UpgradeOverseer, "image.messina.legend.upgrade-overseer"),
        (Term::UpgradeCitizen, "image.messina.legend.upgrade-citizen"),
        (Term::Build, "image.messina.legend.build"),
    ]);
    icons::legend_terms(c, (f.x + 14.0, f.y + 48.0), (col_w, 30.0), 4, &entries);
    let y = f.y + 48.0 + 3.0 * 30.0;
    let x = f.x + 14.0 + 2.0 * col_w;
    cube(c, x + 8.0, y, 15.0);
    c.word_fit(x + 22.0, y, t, col_w - 26.0, 11.0, "legend.cube");
    let y = y + 30.0;
    let mut x = f.x + 14.0;
    let st = crate::render::palette::player_style("red");
    icons::lieutenant(c, x + 10.0, y, 26.0, st, true);
    x += 26.0 + c.word(x + 26.0, y, t, "legend.standing");
    icons::lieutenant(c, x + 22.0, y, 26.0, st, false);
    x += 40.0 + c.word(x + 40.0, y, t, "legend.lying");
    icons::citizen(c, x + 26.0, y, 11.0, Class::Nun, true);
    x += 42.0 + c.word(x + 42.0, y, t, "legend.must-upgrade");
    let vp = c.m(&Msg::new("image.messina.city.vp").num("vp", 2));
    let vw = c.text(x + 20.0, y, Text::new(15.0, rgb(0x2e7d4f)).bold(), &vp);
    x += 28.0 + vw;
    x += c.word_fit(x, y, t, f.x + f.w - x - 150.0, 10.0, "legend.repop") + 14.0;
    c.rounded_outline(Frame::new(x, y - 11.0, 26.0, 22.0), 6.0, 4.0, MARK);
    c.text_fit(x + 34.0, y, t, f.x + f.w - x - 40.0, 10.0, &c.w("image.legend.changed"));
    if solo {
        let (x, y) = (f.x + 14.0 + 3.0 * col_w, f.y + 48.0 + 3.0 * 30.0);
        icons::automa_lieutenant(c, x + 10.0, y, 26.0);
        c.word_fit(x + 26.0, y, t, col_w - 30.0, 10.0, "legend.automa");
    }
}
