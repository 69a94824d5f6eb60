//! The Rattus board: a schematic map of Europe with every region's rat tokens, cubes and the
//! plague, and a side panel with players, cards, palace and supply. Drawn from the public view.

use super::canvas::{rgb, Canvas, Colour, Frame, Text};
use super::palette::{self, marker, player_style, INK, LINE, MUTED, PAPER, SEA, WHITE};
use crate::games::rattus::data::{data, Class};
use crate::games::rattus::view::{Stage, View};
use crate::games::rattus::COLOURS;

pub const WIDTH: u32 = 1400;
pub const HEIGHT: u32 = 900;
const BOX_W: f32 = 184.0;
const BOX_H: f32 = 124.0;
const PANEL_X: f32 = 1010.0;

fn tier_fill(tier_players: usize) -> Colour {
    match tier_players {
        2 => rgb(0xf3e6c8),
        3 => rgb(0xe2c79a),
        _ => rgb(0xc9a677),
    }
}

fn centre(pos: [u32; 2]) -> (f32, f32) {
    (30.0 + pos[0] as f32 * 0.95, 75.0 + pos[1] as f32 * 0.84)
}

/// Where the segment from the box centre `a` towards `b` leaves the box.
fn box_exit(a: (f32, f32), b: (f32, f32), pad: f32) -> (f32, f32) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let tx = if dx.abs() > 0.0 { (BOX_W / 2.0 + pad) / dx.abs() } else { f32::MAX };
    let ty = if dy.abs() > 0.0 { (BOX_H / 2.0 + pad) / dy.abs() } else { f32::MAX };
    let t = tx.min(ty).min(1.0);
    (a.0 + dx * t, a.1 + dy * t)
}

fn card_name(c: Class) -> &'static str {
    match c {
        Class::Peasant => "Peasant",
        Class::Merchant => "Merchant",
        Class::Monk => "Monk",
        Class::Knight => "Knight",
        Class::Witch => "Witch",
        Class::King => "King",
    }
}

fn short(name: &str, max: usize) -> String {
    if name.chars().count() <= max {
        name.to_string()
    } else {
        name.chars().take(max - 1).collect::<String>() + "…"
    }
}

/// Renders the board as PNG; `names` are the players' display names by seat.
pub fn board(v: &View, names: &[String]) -> Vec<u8> {
    draw(v, names).png()
}

pub fn draw(v: &View, names: &[String]) -> Canvas {
    let d = data();
    let mut c = Canvas::new(WIDTH, HEIGHT, PAPER);
    header(&mut c, v, names);
    // links first, so the region boxes cover their ends
    for &(a, b, sea) in &d.links {
        let (pa, pb) = (centre(d.regions[a].pos), centre(d.regions[b].pos));
        let in_play = v.regions[a].used && v.regions[b].used;
        if !in_play {
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
    for (r, rv) in v.regions.iter().enumerate() {
        region(&mut c, v, r, rv);
    }
    panel(&mut c, v, names);
    c
}

fn header(c: &mut Canvas, v: &View, names: &[String]) {
    c.rect(0.0, 0.0, WIDTH as f32, 52.0, rgb(0x3d3128));
    c.text(20.0, 26.0, Text::new(24.0, WHITE).bold(), "Rattus");
    let who =
        |s: usize| format!("{} ({})", short(names.get(s).map(String::as_str).unwrap_or("?"), 18), capital(COLOURS[s]));
    let status = match (&v.stage, v.to_act) {
        (Stage::Over, _) => {
            let winner = v.ranking.as_ref().map(|r| r[0]).unwrap_or(0);
            format!("Game over — {} wins with {} cubes", who(winner), v.on_board[winner])
        }
        (Stage::Setup, Some(s)) => format!("Setup — {} places 2 cubes", who(s)),
        (Stage::FinalRound, Some(s)) => format!("Final round — {} uses their cards", who(s)),
        (Stage::Turn, Some(s)) => format!("Turn {} — {} to act", v.turn_number, who(s)),
        _ => String::new(),
    };
    c.text(130.0, 26.0, Text::new(20.0, WHITE), &status);
    if let Some(s) = v.to_act {
        marker(c, 1375.0, 26.0, 26.0, player_style(COLOURS[s]));
    }
}

fn capital(s: &str) -> String {
    let mut ch = s.chars();
    ch.next().map(|f| f.to_uppercase().collect::<String>() + ch.as_str()).unwrap_or_default()
}

fn region(c: &mut Canvas, v: &View, r: usize, rv: &crate::games::rattus::view::RegionView) {
    let d = data();
    let (cx, cy) = centre(d.regions[r].pos);
    let (x0, y0) = (cx - BOX_W / 2.0, cy - BOX_H / 2.0);
    if !rv.used {
        c.panel(Frame::new(x0, y0, BOX_W, BOX_H), 16.0, palette::GREY_FILL, rgb(0xb5b0a8), 2.0);
        c.text(cx, y0 + 22.0, Text::new(17.0, MUTED).bold().centre(), rv.name);
        c.text(cx, cy + 12.0, Text::new(15.0, MUTED).centre(), "not in play");
        return;
    }
    let plague = v.plague == r;
    let border = if plague { rgb(0x111111) } else { rgb(0x7d6a50) };
    c.panel(
        Frame::new(x0, y0, BOX_W, BOX_H),
        16.0,
        tier_fill(d.regions[r].tier.min_players()),
        border,
        if plague { 5.0 } else { 2.5 },
    );
    c.text(cx, y0 + 21.0, Text::new(18.0, INK).bold().centre(), rv.name);
    // face-down rat tokens
    let ty = y0 + 52.0;
    if rv.tokens == 0 {
        c.text(cx, ty, Text::new(15.0, MUTED).centre(), "no rats");
    } else {
        let start = cx - (rv.tokens as f32 - 1.0) * 15.0;
        for i in 0..rv.tokens {
            let x = start + i as f32 * 30.0;
            c.circle(x, ty, 13.0, rgb(0x2b1d14));
            c.circle(x, ty, 10.5, rgb(0x5a4333));
            c.text(x, ty, Text::new(15.0, WHITE).bold().centre(), "?");
        }
    }
    // cubes
    let seats: Vec<usize> = (0..v.players).filter(|&s| rv.cubes[s] > 0).collect();
    let slot = 44.0;
    let start = cx - (seats.len() as f32 * slot) / 2.0;
    for (i, &s) in seats.iter().enumerate() {
        let x = start + i as f32 * slot + 12.0;
        marker(c, x, y0 + 92.0, 19.0, player_style(COLOURS[s]));
        c.text(x + 13.0, y0 + 92.0, Text::new(16.0, INK).bold(), &rv.cubes[s].to_string());
    }
    if plague {
        let (px, py) = (x0 + BOX_W - 8.0, y0 + 6.0);
        c.circle(px, py, 19.0, WHITE);
        c.circle(px, py, 17.0, rgb(0x111111));
        c.text(px, py + 1.0, Text::new(22.0, WHITE).centre(), "☠");
    }
}

fn panel(c: &mut Canvas, v: &View, names: &[String]) {
    let x = PANEL_X;
    let w = WIDTH as f32 - x - 12.0;
    c.panel(Frame::new(x, 64.0, w, HEIGHT as f32 - 76.0), 14.0, rgb(0xf4eee2), rgb(0xb9a98f), 2.0);
    let mut y = 90.0;
    c.text(x + 16.0, y, Text::new(19.0, INK).bold(), "Players");
    y += 30.0;
    for (s, colour) in COLOURS.iter().enumerate().take(v.players) {
        if v.to_act == Some(s) {
            c.rounded_rect(x + 6.0, y - 17.0, w - 12.0, 56.0, 8.0, rgb(0xffe9a8));
        }
        marker(c, x + 26.0, y, 24.0, player_style(colour));
        let name = short(names.get(s).map(String::as_str).unwrap_or("?"), 16);
        c.text(x + 46.0, y, Text::new(17.0, INK).bold(), &format!("{name} ({})", capital(colour)));
        let held: Vec<&str> =
            Class::ALL.iter().filter(|cl| v.cards[cl.index()] == Some(s)).map(|&cl| card_name(cl)).collect();
        let line = format!("reserve {} · palace {} · on board {}", v.reserve[s], v.palace[s], v.on_board[s]);
        c.text(x + 46.0, y + 21.0, Text::new(14.0, INK), &line);
        if !held.is_empty() {
            c.text(x + w - 12.0, y, Text::new(13.0, MUTED).right(), &held.join(", "));
        }
        y += 62.0;
    }
    y += 6.0;
    c.text(x + 16.0, y, Text::new(19.0, INK).bold(), "Class cards");
    y += 28.0;
    for (i, cl) in Class::ALL.iter().enumerate() {
        let (col, row) = (i % 2, i / 2);
        let (cxl, cyl) = (x + 16.0 + col as f32 * (w / 2.0 - 4.0), y + row as f32 * 30.0);
        c.text(cxl, cyl, Text::new(16.0, INK), card_name(*cl));
        match v.cards[cl.index()] {
            Some(s) => marker(c, cxl + 118.0, cyl, 20.0, player_style(COLOURS[s])),
            None => {
                c.text(cxl + 118.0, cyl, Text::new(14.0, MUTED).centre(), "open");
            }
        }
    }
    y += 3.0 * 30.0 + 8.0;
    c.text(x + 16.0, y, Text::new(19.0, INK).bold(), "Palace");
    y += 30.0;
    c.panel(Frame::new(x + 14.0, y - 18.0, w - 28.0, 40.0), 8.0, rgb(0xfff8e6), rgb(0xc8a24a), 2.0);
    let mut px = x + 32.0;
    for (s, colour) in COLOURS.iter().enumerate().take(v.players) {
        marker(c, px, y + 2.0, 20.0, player_style(colour));
        c.text(px + 14.0, y + 2.0, Text::new(16.0, INK).bold(), &v.palace[s].to_string());
        px += 80.0;
    }
    y += 44.0;
    c.text(x + 16.0, y, Text::new(19.0, INK).bold(), "Rats");
    y += 28.0;
    for line in [
        format!("{} face down in the supply", v.supply),
        format!("{} revealed and removed", v.revealed.len()),
        format!("{} set aside unseen at setup", v.set_aside),
    ] {
        c.text(x + 16.0, y, Text::new(15.0, INK), &line);
        y += 24.0;
    }
    if let Some(rank) = &v.ranking {
        y += 8.0;
        c.text(x + 16.0, y, Text::new(19.0, INK).bold(), "Final standings");
        y += 28.0;
        for (i, &s) in rank.iter().enumerate() {
            marker(c, x + 28.0, y, 18.0, player_style(COLOURS[s]));
            let name = short(names.get(s).map(String::as_str).unwrap_or("?"), 18);
            c.text(
                x + 44.0,
                y,
                Text::new(15.0, INK).weight(i == 0),
                &format!("{}. {name}: {} cubes", i + 1, v.on_board[s]),
            );
            y += 24.0;
        }
    }
    // legend
    let ly = HEIGHT as f32 - 60.0;
    c.circle(x + 26.0, ly, 11.0, rgb(0x2b1d14));
    c.circle(x + 26.0, ly, 9.0, rgb(0x5a4333));
    c.text(x + 26.0, ly, Text::new(13.0, WHITE).bold().centre(), "?");
    c.text(x + 44.0, ly, Text::new(13.0, INK), "face-down rat token");
    c.circle(x + 210.0, ly, 11.0, rgb(0x111111));
    c.text(x + 210.0, ly + 1.0, Text::new(15.0, WHITE).centre(), "☠");
    c.text(x + 226.0, ly, Text::new(13.0, INK), "plague");
    c.dashed_line((x + 16.0, ly + 26.0), (x + 56.0, ly + 26.0), 3.0, 8.0, 5.0, SEA);
    c.text(x + 64.0, ly + 26.0, Text::new(13.0, INK), "sea route (arrows)");
    c.line((x + 200.0, ly + 26.0), (x + 236.0, ly + 26.0), 4.0, LINE);
    c.text(x + 244.0, ly + 26.0, Text::new(13.0, INK), "border");
}
