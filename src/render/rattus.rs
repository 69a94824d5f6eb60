//! The Rattus board: a schematic map of Europe with every region's rat tokens, cubes and the
//! plague, and a side panel with players, cards, palace and supply. Drawn from the public view,
//! with the last turn's changes marked and told in the header.
//!
//! The map's frames, names and links, the panel's headings and the legend never change for a
//! number of players: they are drawn once into a layer and copied under every board.

use super::canvas::{rgb, Canvas, Colour, Frame, Text};
use super::fit::cut;
use super::layers::{self, stamp};
use super::marks::{self, MARK};
use super::palette::{self, marker, player_style, INK, LINE, MUTED, PAPER, SEA, WHITE};
use super::words::Words;
use crate::games::rattus::changes::Changes;
use crate::games::rattus::data::{data, Class, RegionId};
use crate::games::rattus::view::{RegionView, Stage, View};
use crate::games::rattus::COLOURS;
use crate::games::{Msg, Seat};

/// How the board is encoded: a palette PNG (`cargo bench --bench rattus -- images`).
pub const ENCODING: super::png::Encoding = super::png::Encoding::Palette;
pub const WIDTH: u32 = 1400;
pub const HEIGHT: u32 = 900 + (HEADER - 100.0) as u32;
/// The title bar: the status line and the last turn's caption (up to three lines).
const HEADER: f32 = 54.0 + marks::CAPTION_H + 4.0;
const BOX_W: f32 = 184.0;
const BOX_H: f32 = 124.0;
const PANEL_X: f32 = 1010.0;
const HEADER_BG: Colour = rgb(0x3d3128);
const TOKEN: Colour = rgb(0x5a4333);
const TOKEN_RIM: Colour = rgb(0x2b1d14);
const PLAGUE: Colour = rgb(0x111111);

fn tier_fill(tier_players: usize) -> Colour {
    match tier_players {
        2 => rgb(0xf3e6c8),
        3 => rgb(0xe2c79a),
        _ => rgb(0xc9a677),
    }
}

fn centre(r: RegionId) -> (f32, f32) {
    let pos = data().regions[r].pos;
    (30.0 + pos[0] as f32 * 0.95, HEADER + 50.0 + pos[1] as f32 * 0.74)
}

/// A region's box on the board, in logical pixels.
pub fn region_frame(r: RegionId) -> Frame {
    let (cx, cy) = centre(r);
    Frame::new(cx - BOX_W / 2.0, cy - BOX_H / 2.0, BOX_W, BOX_H)
}

/// Where the segment from the box centre `a` towards `b` leaves the box.
fn box_exit(a: (f32, f32), b: (f32, f32), pad: f32) -> (f32, f32) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let tx = if dx.abs() > 0.0 { (BOX_W / 2.0 + pad) / dx.abs() } else { f32::MAX };
    let ty = if dy.abs() > 0.0 { (BOX_H / 2.0 + pad) / dy.abs() } else { f32::MAX };
    let t = tx.min(ty).min(1.0);
    (a.0 + dx * t, a.1 + dy * t)
}

/// "Alice (Red)".
fn player(names: &[String], s: Seat) -> Msg {
    let name = names.get(s).map(String::as_str).unwrap_or("?");
    Msg::new("image.player").text("name", cut(name, 20.0, true, 220.0)).key("seat", colour_key(s))
}

fn colour_key(s: Seat) -> String {
    format!("rattus.colour.{}", COLOURS[s])
}

/// The board as PNG in English (tests, benchmarks); `names` are the players' display names by
/// seat, `last` the last turn.
pub fn board(v: &View, names: &[String], last: Option<&Changes>) -> Vec<u8> {
    board_in(Words::EN, v, names, last)
}

/// The board as PNG in `words`.
pub fn board_in(words: Words, v: &View, names: &[String], last: Option<&Changes>) -> Vec<u8> {
    draw_in(words, v, names, last).png(ENCODING)
}

/// The board in English (tests, benchmarks).
pub fn draw(v: &View, names: &[String], last: Option<&Changes>) -> Canvas {
    draw_in(Words::EN, v, names, last)
}

/// The board in `words`.
pub fn draw_in(words: Words, v: &View, names: &[String], last: Option<&Changes>) -> Canvas {
    let used: Vec<bool> = v.regions.iter().map(|r| r.used).collect();
    let layer = layers::layer(&format!("rattus-{}", v.players), words, |words| background(words, v.players, &used));
    let mut c = Canvas::from_layer(&layer);
    header(&mut c, v, names, last);
    if let Some((from, to)) = last.and_then(|l| l.plague) {
        let (a, b) = (centre(from), centre(to));
        marks::arrow(&mut c, box_exit(a, b, 6.0), box_exit(b, a, 10.0), 7.0);
    }
    for (r, rv) in v.regions.iter().enumerate().filter(|(_, rv)| rv.used) {
        region(&mut c, v, r, rv, last);
    }
    panel(&mut c, v, names, last);
    c
}

/// Everything that depends only on the number of players.
fn background(words: Words, players: usize, used: &[bool]) -> Canvas {
    let d = data();
    let mut c = Canvas::new(WIDTH, HEIGHT, PAPER, words);
    c.rect(0.0, 0.0, WIDTH as f32, HEADER, HEADER_BG);
    c.text(20.0, 30.0, Text::new(28.0, WHITE).bold(), &c.w("image.rattus.title"));
    // links first, so the region boxes cover their ends
    for &(a, b, sea) in &d.links {
        let (pa, pb) = (centre(a), centre(b));
        if !(used[a] && used[b]) {
            c.dashed_line(pa, pb, 2.0, 6.0, 6.0, rgb(0xcfcac0));
        } else if sea {
            let (ea, eb) = (box_exit(pa, pb, 4.0), box_exit(pb, pa, 4.0));
            c.dashed_line(ea, eb, 3.0, 10.0, 7.0, SEA);
            c.arrow_head(ea, eb, 14.0, SEA);
            c.arrow_head(eb, ea, 14.0, SEA);
        } else {
            c.line(pa, pb, 5.0, LINE);
        }
    }
    for (r, region) in d.regions.iter().enumerate() {
        let f = region_frame(r);
        let cx = f.x + f.w / 2.0;
        // the region's name as the text of this language says it (issue 27)
        let name = c.w(&crate::games::rattus::region_key(r));
        if !used[r] {
            c.panel(f, 16.0, palette::GREY_FILL, rgb(0xb5b0a8), 2.0);
            c.text_fit(cx, f.y + 24.0, Text::new(22.0, MUTED).bold().centre(), f.w - 16.0, 16.0, &name);
            let note = c.w("image.rattus.not-in-play");
            c.text_fit(cx, f.y + 70.0, Text::new(17.0, MUTED).centre(), f.w - 16.0, 13.0, &note);
            continue;
        }
        c.panel(f, 16.0, tier_fill(region.tier.min_players()), rgb(0x7d6a50), 2.5);
        c.text_fit(cx, f.y + 20.0, Text::new(24.0, INK).bold().centre(), f.w - 44.0, 16.0, &name);
    }
    panel_frame(&mut c, players);
    c
}

fn header(c: &mut Canvas, v: &View, names: &[String], last: Option<&Changes>) {
    let who = |s: Seat| player(names, s);
    let status = match (&v.course.stage, v.course.to_act) {
        (Stage::Over, _) => {
            let winner = v.ranking.as_ref().map(|r| r[0]).unwrap_or(0);
            Msg::new("image.rattus.status.over").msg("player", who(winner)).num("cubes", v.on_board[winner])
        }
        (Stage::Setup, Some(s)) => Msg::new("image.rattus.status.setup").msg("player", who(s)),
        (Stage::FinalRound, Some(s)) => Msg::new("image.rattus.status.final").msg("player", who(s)),
        (Stage::Turn, Some(s)) => {
            Msg::new("image.rattus.status.turn").num("turn", v.course.turn_number).msg("player", who(s))
        }
        _ => Msg::new("image.rattus.status.none"),
    };
    let x = 40.0 + Canvas::text_width(28.0, true, &c.w("image.rattus.title"));
    let room = WIDTH as f32 - x - 70.0;
    c.text_fit(x, 30.0, Text::new(28.0, WHITE), room, 18.0, &c.m(&status));
    if let Some(s) = v.course.to_act {
        marker(c, WIDTH as f32 - 32.0, 30.0, 30.0, player_style(COLOURS[s]));
    }
    let caption = match last {
        Some(l) => Msg::new("image.last-turn").msg("turn", l.caption(who(l.seat))),
        None => Msg::new("image.no-last-turn"),
    };
    marks::caption(c, &c.m(&caption), Frame::new(20.0, 54.0, WIDTH as f32 - 40.0, marks::CAPTION_H));
}

fn token(c: &mut Canvas, x: f32, y: f32) {
    stamp(c, "rattus-token", Frame::new(x - 17.0, y - 17.0, 34.0, 34.0), |c| {
        c.circle(17.0, 17.0, 15.0, TOKEN_RIM);
        c.circle(17.0, 17.0, 12.5, TOKEN);
        c.text(17.0, 17.0, Text::new(18.0, WHITE).bold().centre(), "?");
    });
}

/// Where a token was: a dashed ghost.
fn ghost(c: &mut Canvas, x: f32, y: f32) {
    stamp(c, "rattus-ghost", Frame::new(x - 17.0, y - 17.0, 34.0, 34.0), |c| {
        for k in 0..8 {
            let a0 = k as f32 * std::f32::consts::TAU / 8.0;
            let p = |a: f32| (17.0 + 14.0 * a.cos(), 17.0 + 14.0 * a.sin());
            c.line(p(a0), p(a0 + 0.45), 3.0, MARK);
        }
    });
}

fn region(c: &mut Canvas, v: &View, r: RegionId, rv: &RegionView, last: Option<&Changes>) {
    let f = region_frame(r);
    let (cx, cy) = (f.x + f.w / 2.0, f.y + f.h / 2.0);
    let change = last.and_then(|l| l.region(r));
    if change.is_some() || last.is_some_and(|l| l.plague.is_some_and(|p| p.1 == r)) {
        marks::outline(c, f, 16.0);
    }
    // face-down rat tokens: new ones ringed, revealed or moved ones left as dashed ghosts
    let ty = f.y + 50.0;
    let (before, now) = change.map_or((rv.tokens, rv.tokens), |ch| ch.tokens);
    let slots = now.max(before);
    if slots == 0 {
        c.text_fit(cx, ty, Text::new(17.0, MUTED).centre(), f.w - 20.0, 12.0, &c.w("image.rattus.no-rats"));
    }
    let start = cx - (slots as f32 - 1.0) * 17.0;
    for i in 0..slots {
        let x = start + i as f32 * 34.0;
        if i < now {
            token(c, x, ty);
            if i >= before {
                marks::ring(c, x, ty, 15.0);
            }
        } else {
            ghost(c, x, ty);
        }
    }
    // cubes, with what each seat gained or lost this turn
    let delta = |s: usize| change.map_or(0, |ch| ch.cubes[s]);
    let seats: Vec<usize> = (0..v.players).filter(|&s| rv.cubes[s] > 0 || delta(s) != 0).collect();
    let slot = (f.w - 16.0) / seats.len().max(1) as f32;
    let slot = slot.min(56.0);
    let y = f.y + 101.0;
    let x0 = cx - slot * seats.len() as f32 / 2.0;
    for (i, &s) in seats.iter().enumerate() {
        let x = x0 + i as f32 * slot + 13.0;
        let st = player_style(COLOURS[s]);
        if rv.cubes[s] == 0 {
            c.circle(x, y, 12.0, rgb(0xe9e3d8));
            c.text(x, y, Text::new(16.0, MUTED).bold().centre(), &st.letter.to_string());
        } else {
            marker(c, x, y, 24.0, st);
        }
        c.text(x + 15.0, y, Text::new(21.0, INK).bold(), &rv.cubes[s].to_string());
        marks::delta(c, x + 8.0, y - 25.0, marks::SMALL_BADGE, delta(s) as i64);
    }
    if v.plague == r {
        // the plague's frame and badge, drawn once
        let around = Frame::new(f.x, f.y - 14.0, f.w + 14.0, f.h + 14.0);
        stamp(c, &format!("rattus-plague-{}x{}", f.w, f.h), around, |c| {
            c.rounded_outline(Frame::new(0.0, 14.0, f.w, f.h), 16.0, 5.0, PLAGUE);
            let (px, py) = (f.w - 10.0, 22.0);
            c.circle(px, py, 21.0, WHITE);
            c.circle(px, py, 19.0, PLAGUE);
            c.text(px, py + 1.0, Text::new(25.0, WHITE).centre(), "☠");
        });
    }
    let _ = cy;
}

const ROW: f32 = 76.0;

fn panel_frame(c: &mut Canvas, players: usize) {
    let x = PANEL_X;
    let pw = WIDTH as f32 - x - 12.0;
    c.panel(Frame::new(x, HEADER + 10.0, pw, HEIGHT as f32 - HEADER - 22.0), 14.0, rgb(0xf4eee2), rgb(0xb9a98f), 2.0);
    let head = Text::new(22.0, INK).bold();
    let mut y = HEADER + 34.0;
    c.text(x + 16.0, y, head, &c.w("image.rattus.players"));
    y += 26.0 + players as f32 * ROW + 8.0;
    c.text(x + 16.0, y, head, &c.w("image.rattus.cards"));
    y += 30.0;
    for (i, cl) in Class::ALL.iter().enumerate() {
        let (cxl, cyl) = card_cell(x, pw, y, i);
        c.text_fit(cxl, cyl, Text::new(19.0, INK), 112.0, 14.0, &c.w(&cl.key()));
    }
    y += 3.0 * 32.0 + 14.0;
    c.text(x + 16.0, y, head, &c.w("image.rattus.palace"));
    y += 34.0;
    c.panel(Frame::new(x + 14.0, y - 20.0, pw - 28.0, 42.0), 8.0, rgb(0xfff8e6), rgb(0xc8a24a), 2.0);
    y += 42.0;
    c.text(x + 16.0, y, head, &c.w("image.rattus.rats"));
    // legend
    let ly = HEIGHT as f32 - 64.0;
    let t = Text::new(15.0, INK);
    c.circle(x + 26.0, ly, 12.0, TOKEN_RIM);
    c.circle(x + 26.0, ly, 10.0, TOKEN);
    c.text(x + 26.0, ly, Text::new(14.0, WHITE).bold().centre(), "?");
    c.text_fit(x + 44.0, ly, t, 150.0, 11.0, &c.w("image.rattus.legend.token"));
    c.circle(x + 214.0, ly, 12.0, PLAGUE);
    c.text(x + 214.0, ly + 1.0, Text::new(16.0, WHITE).centre(), "☠");
    c.text_fit(x + 232.0, ly, t, pw - 236.0, 11.0, &c.w("image.rattus.legend.plague"));
    let ly = ly + 28.0;
    c.dashed_line((x + 16.0, ly), (x + 52.0, ly), 3.0, 8.0, 5.0, SEA);
    c.text_fit(x + 60.0, ly, t, 130.0, 11.0, &c.w("image.rattus.legend.sea"));
    c.rounded_outline(Frame::new(x + 200.0, ly - 10.0, 28.0, 20.0), 6.0, 4.0, MARK);
    c.text_fit(x + 236.0, ly, t, pw - 240.0, 11.0, &c.w("image.legend.changed"));
}

fn card_cell(x: f32, pw: f32, y: f32, i: usize) -> (f32, f32) {
    let (col, row) = (i % 2, i / 2);
    (x + 16.0 + col as f32 * (pw / 2.0 - 4.0), y + row as f32 * 32.0)
}

fn panel(c: &mut Canvas, v: &View, names: &[String], last: Option<&Changes>) {
    let x = PANEL_X;
    let pw = WIDTH as f32 - x - 12.0;
    let mut y = HEADER + 34.0 + 30.0;
    let order: Vec<Seat> = match &v.ranking {
        Some(rank) => rank.clone(),
        None => (0..v.players).collect(),
    };
    for (i, &s) in order.iter().enumerate() {
        if v.course.to_act == Some(s) || (v.ranking.is_some() && i == 0) {
            let f = Frame::new(x + 6.0, y - 20.0, pw - 12.0, ROW - 8.0);
            stamp(c, &format!("rattus-row-{}", f.w), f, |c| c.rounded_rect(0.0, 0.0, f.w, f.h, 8.0, rgb(0xffe9a8)));
        }
        marker(c, x + 28.0, y, 28.0, player_style(COLOURS[s]));
        let mut who = c.m(&player(names, s));
        if v.ranking.is_some() {
            who = format!("{}. {who}", i + 1);
        }
        c.text_fit(x + 50.0, y, Text::new(21.0, INK).bold(), pw - 150.0, 15.0, &who);
        let regions = v.on_board[s] as i64 - v.cubes.palace[s] as i64;
        let line = Msg::new("image.rattus.holdings")
            .num("regions", regions)
            .num("palace", v.cubes.palace[s])
            .num("reserve", v.cubes.reserve[s]);
        c.text_fit(x + 50.0, y + 26.0, Text::new(17.0, INK), pw - 150.0, 12.0, &c.m(&line));
        let total_x = x + pw - 50.0;
        c.text(total_x, y - 2.0, Text::new(30.0, INK).bold().centre(), &v.on_board[s].to_string());
        c.text_fit(total_x, y + 24.0, Text::new(14.0, MUTED).centre(), 84.0, 10.0, &c.w("image.rattus.on-board"));
        if let Some(l) = last {
            let gained: i64 = l.regions.iter().map(|ch| ch.cubes[s] as i64).sum::<i64>() + l.palace[s] as i64;
            marks::delta(c, total_x + 27.0, y - 20.0, marks::BADGE, gained);
        }
        y += ROW;
    }
    y += 8.0 + 30.0;
    for (i, cl) in Class::ALL.iter().enumerate() {
        let (cxl, cyl) = card_cell(x, pw, y, i);
        let taken = last.is_some_and(|l| l.cards.iter().any(|(c, _)| c == cl));
        if taken {
            let f = Frame::new(cxl - 8.0, cyl - 15.0, pw / 2.0 - 14.0, 30.0);
            stamp(c, &format!("rattus-card-outline-{}", f.w), f, |c| {
                c.rounded_outline(Frame::new(0.0, 0.0, f.w, f.h), 8.0, 4.0, MARK)
            });
        }
        match v.cards[cl.index()] {
            Some(s) => marker(c, cxl + 136.0, cyl, 22.0, player_style(COLOURS[s])),
            None => {
                c.text_fit(cxl + 136.0, cyl, Text::new(16.0, MUTED).centre(), 50.0, 11.0, &c.w("image.rattus.open"));
            }
        }
    }
    y += 3.0 * 32.0 + 14.0 + 34.0;
    let mut px = x + 34.0;
    for (s, colour) in COLOURS.iter().enumerate().take(v.players) {
        marker(c, px, y + 1.0, 22.0, player_style(colour));
        c.text(px + 15.0, y + 1.0, Text::new(20.0, INK).bold(), &v.cubes.palace[s].to_string());
        if let Some(l) = last {
            marks::delta(c, px + 52.0, y - 8.0, marks::BADGE, l.palace[s] as i64);
        }
        px += 84.0;
    }
    y += 42.0 + 30.0;
    let lines = [
        Msg::new("image.rattus.supply").num("count", v.tokens.supply as i64),
        Msg::new("image.rattus.revealed").num("count", v.tokens.revealed.len() as i64),
        Msg::new("image.rattus.set-aside").num("count", v.tokens.set_aside as i64),
    ];
    for (i, line) in lines.iter().enumerate() {
        c.text_fit(x + 16.0, y, Text::new(17.0, INK), pw - 30.0, 12.0, &c.m(line));
        if i == 1 {
            if let Some(l) = last {
                let tw = Canvas::text_width(17.0, false, &c.m(line));
                marks::delta(c, x + 16.0 + tw + 28.0, y, marks::BADGE, l.revealed as i64);
            }
        }
        y += 25.0;
    }
}
