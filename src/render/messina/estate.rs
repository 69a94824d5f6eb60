//! One player's estate: the hexagonal board with its three sectors, 18 squares and the overseer
//! paths (§10), the quarantine huts on the left, the workshops below, and the holdings, the
//! lieutenants, the overseers' next spaces and the scroll board on the right.

use super::icons::{self, class_colour, class_tint, disc, GOLD, GOLD_DARK};
use super::{header, player, word, HEADER, MAX_WIDTH};
use crate::games::messina::changes::Changes;
use crate::games::messina::changes::PlayerChange;
use crate::games::messina::data::{data, Class, Era, Pattern, Reach};
use crate::games::messina::view::PlayerView as Player;
use crate::games::messina::View;
use crate::games::Msg;
use crate::games::Seat;
use crate::render::canvas::{rgb, Canvas, Colour, Frame, Text};
use crate::render::layers;
use crate::render::marks::{self, MARK};
use crate::render::palette::{INK, MUTED, PAPER, WHITE};
use crate::render::words::Words;

mod panel;

pub const WIDTH: u32 = MAX_WIDTH;
/// The drawing below the header.
const BODY: f32 = 1188.0;
pub const HEIGHT: u32 = (BODY + HEADER) as u32;
/// Board circumradius and centre.
const RB: f32 = 372.0;
const BX: f32 = 652.0;
const BY: f32 = 450.0;
const SQ_W: f32 = 80.0;
const SQ_H: f32 = 64.0;
const SPACE_R: f32 = 17.0;
pub(super) const BOX: Colour = rgb(0xf4eee2);
pub(super) const BORDER: Colour = rgb(0xb9a98f);

type Pt = (f32, f32);

fn at(v: Pt, k: f32) -> Pt {
    (BX + v.0 * k, BY + v.1 * k)
}

/// Unit vector from the centre to a class's trunk vertex.
fn trunk(c: Class) -> Pt {
    match c {
        Class::Craftsman => (0.0, -1.0),
        Class::Aristocrat => (-0.866, 0.5),
        Class::Nun => (0.866, 0.5),
    }
}

/// Unit vector to the corner where two sectors meet.
fn corner(a: Class, b: Class) -> Pt {
    let (u, w) = (trunk(a), trunk(b));
    let (x, y) = (u.0 + w.0, u.1 + w.1);
    let l = (x * x + y * y).sqrt();
    (x / l, y / l)
}

fn class_of(code: &str) -> Option<Class> {
    match code {
        "CR" | "C" => Some(Class::Craftsman),
        "AR" | "A" => Some(Class::Aristocrat),
        "NU" | "N" => Some(Class::Nun),
        _ => None,
    }
}

/// The corner named by a two-letter code (`CA`, `CN`, `AN`).
fn corner_code(code: &str) -> Pt {
    let mut ch = code.chars().map(|c| class_of(&c.to_string()).unwrap_or(Class::Craftsman));
    let (a, b) = (ch.next().unwrap_or(Class::Craftsman), ch.next().unwrap_or(Class::Nun));
    corner(a, b)
}

/// The edge of an area: from its sector's trunk vertex to the corner with the neighbour.
fn area_edge(area: usize) -> (Pt, Pt) {
    let a = &data().estate.areas[area];
    (trunk(a.sector), corner(a.sector, a.towards))
}

/// Screen position of a square (its box centre).
pub(super) fn square_pos(sq: usize) -> Pt {
    let d = data();
    let s = &d.estate.squares[sq];
    let (u, k) = area_edge(s.area_idx);
    let t = [0.23, 0.52, 0.8][(s.number as usize).clamp(1, 3) - 1];
    let e = (u.0 + (k.0 - u.0) * t, u.1 + (k.1 - u.1) * t);
    let (mx, my) = ((u.0 + k.0) / 2.0, (u.1 + k.1) / 2.0);
    let l = (mx * mx + my * my).sqrt();
    (BX + e.0 * RB - mx / l * 50.0, BY + e.1 * RB - my / l * 50.0)
}

/// Screen position of an overseer path space.
pub(super) fn space_pos(space: usize) -> Pt {
    let id = data().estate.path_spaces[space].id.as_str();
    let parts: Vec<&str> = id.split('.').collect();
    match parts.as_slice() {
        ["S", c] => at(trunk(class_of(c).unwrap_or(Class::Craftsman)), 0.3 * RB),
        ["T", c] => at(trunk(class_of(c).unwrap_or(Class::Craftsman)), RB + 26.0),
        ["K", k] => at(corner_code(k), RB + 26.0),
        ["B", k, "4"] => at(corner_code(k), 0.6 * RB),
        ["B", k, _] => at(corner_code(k), 0.3 * RB),
        ["E", c, n] => {
            let cl = class_of(c).unwrap_or(Class::Craftsman);
            let towards = match *n {
                "a" => Class::Aristocrat,
                "n" => Class::Nun,
                _ => Class::Craftsman,
            };
            let (u, k) = (trunk(cl), corner(cl, towards));
            let (mx, my) = ((u.0 + k.0) / 2.0, (u.1 + k.1) / 2.0);
            let l = (mx * mx + my * my).sqrt();
            (BX + mx * RB + mx / l * 36.0, BY + my * RB + my / l * 36.0)
        }
        _ => (BX, BY),
    }
}

/// The board's layer: everything on the estate that depends only on the board's side.
fn background(words: Words, board_b: Option<usize>) -> Canvas {
    let mut c = Canvas::new(WIDTH, HEIGHT, PAPER, words);
    c.set_origin(0.0, HEADER);
    board_static(&mut c, board_b);
    panel::legend(&mut c, Frame::new(16.0, 1058.0, WIDTH as f32 - 32.0, 118.0));
    c
}

pub fn draw(words: Words, v: &View, seat: Seat, names: &[String], last: Option<&Changes>) -> Canvas {
    let seat = seat.min(v.people.len().saturating_sub(1));
    let board_b = v.people.get(seat).and_then(|p| p.estate.board_b);
    let layer = layers::layer(&format!("messina-estate-{board_b:?}"), words, |words| background(words, board_b));
    let mut c = Canvas::from_layer(&layer);
    let title = Msg::new("image.messina.estate.title").msg("player", player(v, names, seat, 26.0, 300.0));
    let title = c.m(&title);
    header(&mut c, WIDTH as f32, &title, v, names, last);
    let Some(p) = v.people.get(seat) else { return c };
    let ch = last.and_then(|l| l.player(seat));
    board(&mut c, p, ch);
    board_title(&mut c, p);
    huts(&mut c, p, Frame::new(16.0, 18.0, 214.0, 860.0), ch);
    workshops(&mut c, p, Frame::new(16.0, 896.0, WIDTH as f32 - 32.0, 150.0), ch);
    panel::draw(&mut c, v, seat, p, Frame::new(1096.0, 12.0, WIDTH as f32 - 1112.0, 874.0), ch);
    c
}

/// What never changes on a player board (side a, or one of the b boards): the sectors, every
/// branch and path space, and the squares with their actions.
fn board_static(c: &mut Canvas, board_b: Option<usize>) {
    let d = data();
    let hex = icons::hex_points(BX, BY, RB + 6.0);
    c.polygon(&hex, rgb(0x6d5c48));
    // sectors: rhombi from the centre to the trunk vertex and both corners
    for cl in Class::ALL {
        let others: Vec<Class> = Class::ALL.into_iter().filter(|&o| o != cl).collect();
        let pts = [(BX, BY), at(corner(cl, others[0]), RB), at(trunk(cl), RB), at(corner(cl, others[1]), RB)];
        c.polygon(&pts, class_tint(cl));
    }
    for cl in Class::ALL {
        c.line((BX, BY), at(corner(cl, next_class(cl)), RB), 3.0, rgb(0x6d5c48));
    }
    // every branch, thin
    for b in &d.estate.branches {
        let mut prev = space_pos(d.start_space(b.class));
        for &s in &b.spaces {
            let q = space_pos(s);
            c.line(prev, q, 3.0, rgb(0xb7aa94));
            prev = q;
        }
    }
    for i in 0..d.estate.path_spaces.len() {
        space(c, i);
    }
    for sq in 0..d.estate.squares.len() {
        square_base(c, board_b, sq, false);
    }
}

/// One overseer path space with its pattern and, on a branch's first space, the branch's name.
fn space(c: &mut Canvas, i: usize) {
    let d = data();
    let s = &d.estate.path_spaces[i];
    let (x, y) = space_pos(i);
    let r = if s.pattern == Some(Pattern::P4) { 30.0 } else { SPACE_R };
    let fill = match s.pattern {
        None => rgb(0xffffff),
        Some(Pattern::P1) => rgb(0xf3ead7),
        Some(Pattern::P2) => rgb(0xe6f0e0),
        Some(Pattern::P3) => rgb(0xdfe8f4),
        Some(Pattern::P4) => rgb(0xfff3c4),
    };
    icons::circle_ring(c, x, y, r, fill, rgb(0x6d5c48), 2.0);
    let label = match s.pattern {
        None => "S",
        Some(Pattern::P1) => "P1",
        Some(Pattern::P2) => "P2",
        Some(Pattern::P3) => "P3",
        Some(Pattern::P4) => "P4",
    };
    c.text(x, y, Text::new(14.0, MUTED).centre(), label);
    if s.id.starts_with("E.") {
        // the branch taken by entering this space, as players type it
        if let Some(b) = d.estate.branches.iter().find(|b| b.spaces[1] == i) {
            let (dx, dy) = (x - BX, y - BY);
            let l = (dx * dx + dy * dy).sqrt();
            let (lx, ly) = (x + dx / l * 46.0, y + dy / l * 34.0);
            c.text(lx, ly, Text::new(16.0, class_colour(b.class)).bold().centre(), &b.id.to_lowercase());
        }
    }
}

/// The player's pieces on the board: taken branches, next spaces, citizens, used one-time
/// squares and overseers, with the last turn's changes.
fn board(c: &mut Canvas, p: &Player, ch: Option<&PlayerChange>) {
    let d = data();
    // taken branches thick in the overseer's class colour, their spaces drawn again on top
    for cl in Class::ALL {
        let o = &p.retinue.overseers[cl.index()];
        let Some(b) = o.branch else { continue };
        let start = d.start_space(cl);
        let mut prev = space_pos(start);
        let taken: Vec<usize> = d.estate.branches[b].spaces.iter().take(o.pos as usize).copied().collect();
        for &s in &taken {
            let q = space_pos(s);
            c.line(prev, q, 7.0, class_colour(cl));
            prev = q;
        }
        space(c, start);
        for s in taken {
            space(c, s);
        }
    }
    next_spaces(c, p);
    for sq in 0..d.estate.squares.len() {
        square(c, p, sq, ch.is_some_and(|ch| ch.estate.squares.contains(&sq)));
    }
    overseers(c, p, ch);
}

fn next_class(c: Class) -> Class {
    match c {
        Class::Craftsman => Class::Aristocrat,
        Class::Aristocrat => Class::Nun,
        Class::Nun => Class::Craftsman,
    }
}

/// The path spaces each overseer may enter next (two while its branch is still open).
pub(super) fn next_of(p: &Player, cl: Class) -> Vec<usize> {
    let d = data();
    let o = &p.retinue.overseers[cl.index()];
    match (o.pos, o.branch) {
        (6.., _) => Vec::new(),
        (pos, Some(b)) => vec![d.estate.branches[b].spaces[pos as usize]],
        (pos, None) => {
            let mut v: Vec<usize> =
                d.branches_of(cl).into_iter().map(|b| d.estate.branches[b].spaces[pos as usize]).collect();
            v.dedup();
            v
        }
    }
}

/// The path space an overseer stands on.
pub(super) fn space_of(p: &Player, cl: Class) -> usize {
    let d = data();
    let o = &p.retinue.overseers[cl.index()];
    match (o.pos, o.branch) {
        (0, _) => d.start_space(cl),
        (pos, Some(b)) => d.estate.branches[b].spaces[(pos as usize - 1).min(5)],
        (pos, None) => d.estate.branches[d.branches_of(cl)[0]].spaces[(pos as usize - 1).min(5)],
    }
}

fn next_spaces(c: &mut Canvas, p: &Player) {
    for cl in Class::ALL {
        for s in next_of(p, cl) {
            let (x, y) = space_pos(s);
            let r = if data().estate.path_spaces[s].pattern == Some(Pattern::P4) { 36.0 } else { SPACE_R + 6.0 };
            let col = class_colour(cl);
            for k in 0..12 {
                let a0 = k as f32 * std::f32::consts::PI / 6.0;
                let a1 = a0 + 0.3;
                c.line((x + r * a0.cos(), y + r * a0.sin()), (x + r * a1.cos(), y + r * a1.sin()), 3.0, col);
            }
        }
    }
}

fn overseers(c: &mut Canvas, p: &Player, ch: Option<&PlayerChange>) {
    let mut placed: Vec<(usize, usize)> = Vec::new();
    for cl in Class::ALL {
        let s = space_of(p, cl);
        let n = placed.iter().filter(|e| e.0 == s).count();
        placed.push((s, n));
        let (x, y) = space_pos(s);
        let (x, y) = (x + n as f32 * 22.0 - if n > 0 { 8.0 } else { 0.0 }, y - n as f32 * 10.0);
        let o = &p.retinue.overseers[cl.index()];
        let (fill, ring) = if o.upgraded { (GOLD, GOLD_DARK) } else { (WHITE, class_colour(cl)) };
        let moved = ch.and_then(|ch| ch.overseers.iter().find(|o| o.0 == cl.index())).map_or(0, |o| o.1);
        if moved != 0 || ch.is_some_and(|ch| ch.upgraded_overseers.contains(&cl.index())) {
            marks::ring(c, x, y - 4.0, 21.0);
            marks::delta(c, x - 26.0, y - 26.0, marks::SMALL_BADGE, moved as i64);
        }
        disc(c, x, y - 4.0, 19.0, fill, ring);
        c.text(x, y - 4.0, Text::new(14.0, class_colour(cl)).bold().centre(), cl.code());
        if o.upgraded {
            c.text(x + 15.0, y - 20.0, Text::new(15.0, GOLD_DARK).bold().centre(), "★");
        }
    }
}

/// The mark of one-time squares (M-A5), red as on the board; the word says it too.
pub(super) const ONCE: Colour = rgb(0xc0392b);
/// A used one-time square's cover (a spare marker lies on it).
pub(super) const COVER: Colour = rgb(0xcfc9bf);

/// A square's box, id and action, and the tab of a one-time square.
fn square_base(c: &mut Canvas, board_b: Option<usize>, sq: usize, used: bool) {
    let d = data();
    let (x, y) = square_pos(sq);
    let s = &d.estate.squares[sq];
    let f = Frame::new(x - SQ_W / 2.0, y - SQ_H / 2.0, SQ_W, SQ_H);
    let once = board_b.is_some_and(|b| d.estate.boards_b[b].squares[sq].once);
    c.panel(f, 6.0, WHITE, class_colour(s.class), 2.0);
    c.text(f.x + 5.0, f.y + 12.0, Text::new(15.0, INK).bold(), &s.id.to_lowercase());
    icons::action_centred(c, x, f.y + 44.0, 21.0, d.square_action(board_b, sq));
    if used {
        used_cover(c, Frame::new(f.x + 3.0, f.y + 24.0, f.w - 6.0, 30.0));
    }
    if once {
        once_tab(c, x, f.y + f.h, used);
    }
}

fn square(c: &mut Canvas, p: &Player, sq: usize, changed: bool) {
    let (x, y) = square_pos(sq);
    let f = Frame::new(x - SQ_W / 2.0, y - SQ_H / 2.0, SQ_W, SQ_H);
    if p.estate.once_used.contains(&sq) && p.estate.board_b.is_some() {
        square_base(c, p.estate.board_b, sq, true);
    }
    if let Some(cit) = p.estate.squares[sq] {
        icons::citizen(c, f.x + f.w - 12.0, f.y + 8.0, 14.0, cit.class, cit.upgraded);
    }
    if changed {
        c.rounded_outline(Frame::new(f.x - 4.0, f.y - 4.0, f.w + 8.0, f.h + 8.0), 9.0, 4.0, MARK);
    }
}

/// The cover over a used one-time square's action: a grey marker, crossed out.
pub(super) fn used_cover(c: &mut Canvas, f: Frame) {
    c.rounded_rect(f.x, f.y, f.w, f.h, 4.0, COVER);
    let cross = rgb(0x8f887c);
    c.line((f.x + 5.0, f.y + 4.0), (f.x + f.w - 5.0, f.y + f.h - 4.0), 2.5, cross);
    c.line((f.x + 5.0, f.y + f.h - 4.0), (f.x + f.w - 5.0, f.y + 4.0), 2.5, cross);
}

/// The tab on the lower edge of a one-time square: "⚡ once", or "⚡ used" once it was used.
pub(super) fn once_tab(c: &mut Canvas, cx: f32, cy: f32, used: bool) {
    let label = word(c.words(), if used { "estate.once-used" } else { "estate.once" });
    let tw = Canvas::text_width(14.0, true, &label) + 12.0;
    let (fill, border) = if used { (rgb(0x8f887c), rgb(0x5e5850)) } else { (ONCE, rgb(0x7a1f1f)) };
    c.rounded_rect(cx - tw / 2.0 - 1.5, cy - 11.5, tw + 3.0, 23.0, 6.0, border);
    c.rounded_rect(cx - tw / 2.0, cy - 10.0, tw, 20.0, 5.0, fill);
    c.text(cx, cy, Text::new(14.0, WHITE).bold().centre(), &label);
}

/// The width of a once tab.
pub(super) fn once_tab_width(words: Words, used: bool) -> f32 {
    Canvas::text_width(14.0, true, &word(words, if used { "estate.once-used" } else { "estate.once" })) + 12.0
}

/// The side-b board's name and theme, above the board on the left (M-A1).
fn board_title(c: &mut Canvas, p: &Player) {
    let d = data();
    let (x, y) = (244.0, 24.0);
    match p.estate.board_b {
        Some(b) => {
            let board = &d.estate.boards_b[b];
            let bw = c.text(x, y, Text::new(20.0, INK).bold(), &board.name);
            let side = Msg::new("image.messina.estate.side-b").text("id", board.id.clone());
            c.text_fit(x + bw + 8.0, y, Text::new(15.0, MUTED), 300.0 - bw, 10.0, &c.m(&side));
            // the theme in the table's language (the data's English words are for the code)
            let theme_key = format!("image.messina.estate.theme-{}", board.id.to_lowercase());
            let theme = Msg::new("image.messina.estate.theme").key("theme", theme_key);
            c.text_fit(x, y + 24.0, Text::new(15.0, INK), 300.0, 10.0, &c.m(&theme));
            let once = Msg::new("image.messina.estate.once-count")
                .num("used", p.estate.once_used.len() as i64)
                .num("once", board.once_squares().len() as i64);
            c.text_fit(x, y + 46.0, Text::new(15.0, INK), 300.0, 10.0, &c.m(&once));
        }
        None => {
            c.word_fit(x, y, Text::new(15.0, MUTED), 300.0, 10.0, "estate.side-a");
        }
    }
}

fn huts(c: &mut Canvas, p: &Player, f: Frame, ch: Option<&PlayerChange>) {
    let d = data();
    c.word_fit(f.x + 4.0, f.y + 8.0, Text::new(19.0, INK).bold(), f.w - 8.0, 13.0, "estate.huts");
    let h = 196.0;
    for (i, hut) in p.estate.huts.iter().enumerate() {
        let hf = Frame::new(f.x, f.y + 26.0 + i as f32 * (h + 10.0), f.w, h);
        c.panel(hf, 10.0, BOX, BORDER, 2.0);
        if ch.is_some_and(|ch| ch.estate.huts.contains(&i)) {
            marks::outline(c, hf, 10.0);
        }
        c.text(hf.x + 10.0, hf.y + 18.0, Text::new(20.0, INK).bold(), &format!("q{}", i + 1));
        match hut.upgrade {
            Some(u) => {
                let hu = &d.tiles.hut_upgrades[u];
                c.text(hf.x + 48.0, hf.y + 18.0, Text::new(16.0, INK).bold(), &hu.id);
                c.word_fit(hf.x + 10.0, hf.y + 44.0, Text::new(15.0, MUTED), hf.w - 20.0, 10.0, "estate.each-round");
                icons::action(c, hf.x + 10.0, hf.y + 70.0, 22.0, &hu.production);
            }
            None => {
                c.word_fit(hf.x + 48.0, hf.y + 18.0, Text::new(15.0, MUTED), hf.w - 56.0, 10.0, "estate.no-upgrade");
                c.word_fit(
                    hf.x + 10.0,
                    hf.y + 50.0,
                    Text::new(15.0, MUTED),
                    hf.w - 20.0,
                    10.0,
                    "estate.produces-nothing",
                );
            }
        }
        for slot in 1..=2u8 {
            let sx = hf.x + 10.0 + (slot - 1) as f32 * ((hf.w - 26.0) / 2.0 + 6.0);
            let sf = Frame::new(sx, hf.y + 96.0, (hf.w - 26.0) / 2.0, 88.0);
            c.panel(sf, 8.0, WHITE, rgb(0xc9bba3), 1.5);
            let label = if slot == 1 { "estate.slot-1" } else { "estate.slot-2" };
            c.word_fit(sf.x + 8.0, sf.y + 14.0, Text::new(15.0, MUTED), sf.w - 12.0, 10.0, label);
            if hut.slot == slot {
                if let Some(cit) = hut.citizen {
                    icons::citizen(c, sf.x + sf.w / 2.0, sf.y + 52.0, 20.0, cit.class, cit.upgraded);
                }
            }
        }
    }
    c.word_fit(f.x + 4.0, f.y + 26.0 + 4.0 * (h + 10.0) + 4.0, Text::new(15.0, MUTED), f.w, 10.0, "estate.slot-note");
}

fn workshops(c: &mut Canvas, p: &Player, f: Frame, ch: Option<&PlayerChange>) {
    let d = data();
    let tw = c.word(f.x + 4.0, f.y + 10.0, Text::new(19.0, INK).bold(), "estate.workshops");
    c.word_fit(f.x + tw + 20.0, f.y + 10.0, Text::new(15.0, MUTED), f.w - tw - 30.0, 10.0, "estate.workshops-note");
    if p.estate.workshops.is_empty() {
        c.word(f.x + 4.0, f.y + 50.0, Text::new(16.0, MUTED), "estate.no-workshops");
        return;
    }
    let n = p.estate.workshops.len().max(6) as f32;
    let w = ((f.w + 10.0) / n - 10.0).min(250.0);
    for (i, ws) in p.estate.workshops.iter().enumerate() {
        let wk = &d.tiles.workshops[ws.tile];
        let wf = Frame::new(f.x + i as f32 * (w + 10.0), f.y + 26.0, w, f.h - 28.0);
        let flipped = ws.rewarded;
        c.panel(wf, 8.0, if flipped { rgb(0xd9d4cb) } else { WHITE }, class_colour(wk.class), 2.5);
        if ch.is_some_and(|ch| ch.estate.workshops.contains(&i)) {
            marks::outline(c, wf, 8.0);
        }
        c.text(wf.x + 8.0, wf.y + 14.0, Text::new(18.0, INK).bold(), &format!("ws{}", i + 1));
        c.text(wf.x + 54.0, wf.y + 14.0, Text::new(15.0, INK), &wk.id);
        let era = if wk.era == Era::Early { "∞" } else { "⚡" };
        c.text(wf.x + wf.w - 8.0, wf.y + 14.0, Text::new(15.0, INK).bold().right(), era);
        if flipped {
            c.word_fit(wf.x + 8.0, wf.y + 44.0, Text::new(15.0, INK).bold(), wf.w - 16.0, 10.0, "estate.face-down");
        } else {
            let key = match (wk.era == Era::Early, wk.needs_upgraded) {
                (true, false) => "estate.each-round-plain",
                (true, true) => "estate.each-round-star",
                (false, false) => "estate.once-plain",
                (false, true) => "estate.once-star",
            };
            c.word_fit(wf.x + 8.0, wf.y + 40.0, Text::new(15.0, MUTED), wf.w - 16.0, 10.0, key);
            let x = wf.x + 8.0;
            let w1 = icons::action(c, x, wf.y + 68.0, 22.0, &wk.output);
            if let Some(u) = &wk.upgraded {
                c.text(x + w1 + 10.0, wf.y + 68.0, Text::new(15.0, GOLD_DARK).bold(), "★");
                icons::action(c, x + w1 + 26.0, wf.y + 68.0, 22.0, u);
            }
        }
        match ws.citizen {
            Some(cit) => icons::citizen(c, wf.x + wf.w - 24.0, wf.y + wf.h - 24.0, 17.0, cit.class, cit.upgraded),
            None => {
                let empty = Msg::new("image.messina.estate.empty-workshop").text("class", wk.class.code());
                c.text_fit(wf.x + 8.0, wf.y + wf.h - 18.0, Text::new(15.0, MUTED), wf.w - 16.0, 10.0, &c.m(&empty));
            }
        }
    }
}

/// What an overseer arriving on `space` may activate, with the occupied squares it reaches.
pub(super) fn reach_text(c: &Canvas, p: &Player, cl: Class, space: usize) -> String {
    let d = data();
    let s = &d.estate.path_spaces[space];
    let up = p.retinue.overseers[cl.index()].upgraded;
    let occupied = |sqs: &[usize]| -> String {
        let v: Vec<String> = sqs
            .iter()
            .filter(|&&q| p.estate.squares[q].is_some())
            .map(|&q| d.estate.squares[q].id.to_lowercase())
            .collect();
        if v.is_empty() {
            word(c.words(), "estate.none-there")
        } else {
            v.join(", ")
        }
    };
    let Some(pattern) = s.pattern else { return word(c.words(), "estate.start") };
    let n = pattern.max_activations(up);
    let msg = match (&s.reach, pattern) {
        (Reach::Squares(sq), _) => Msg::new("image.messina.estate.reach-squares")
            .num("n", n)
            .text("squares", sq.iter().map(|&q| d.estate.squares[q].id.to_lowercase()).collect::<Vec<_>>().join("/"))
            .text("occupied", occupied(sq)),
        (Reach::Areas(a), Pattern::P3) => {
            let own = s.matching_area(cl).unwrap_or(a[0]);
            let other = a.iter().copied().find(|&x| x != own).unwrap_or(a[0]);
            let (n_own, n_other) = if up { (2, 1) } else { (1, 1) };
            Msg::new("image.messina.estate.reach-two-areas")
                .num("own", n_own)
                .text("own_area", d.estate.areas[own].id.to_lowercase())
                .num("other", n_other)
                .text("other_area", d.estate.areas[other].id.to_lowercase())
                .text(
                    "occupied",
                    occupied(&a.iter().flat_map(|&x| d.estate.areas[x].squares.clone()).collect::<Vec<_>>()),
                )
        }
        (Reach::Areas(a), _) => {
            let sq: Vec<usize> = a.iter().flat_map(|&x| d.estate.areas[x].squares.clone()).collect();
            Msg::new("image.messina.estate.reach-area")
                .num("n", n)
                .text("area", d.estate.areas[a[0]].id.to_lowercase())
                .text("occupied", occupied(&sq))
        }
        _ => Msg::new("image.messina.estate.reach-anywhere").num("n", n),
    };
    c.m(&msg)
}
