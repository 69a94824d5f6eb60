//! The scoring-board panel: score track, turn order, the three books with every disc stack,
//! the round overview table with the round marker, and the tile supply. Discs the last turn
//! moved are ringed with how far they went; holdings that changed carry signed badges.
//!
//! The score track's cells, the books' spaces and the legend are drawn once into a layer.

use super::icons::{self, CHURCH_BOOK, CITY_BOOK, POP_BOOK};
use super::{header, roman, style, who, word, AUTOMA, HEADER, MAX_WIDTH};
use crate::games::messina::changes::Changes;
use crate::games::messina::data::{data, Book, Era, OverseerKind, Priority, Term, WheelStep};
use crate::games::messina::view::{AutomaView, LieutenantView, Resource, View};
use crate::games::{Msg, Seat};
use crate::render::canvas::{rgb, Canvas, Colour, Frame, Text};
use crate::render::layers;
use crate::render::marks::{self, MARK};
use crate::render::palette::{marker, INK, MUTED, PAPER, WHITE};
use crate::render::words::Words;

pub const WIDTH: u32 = MAX_WIDTH;
/// The drawing below the header.
const BODY: f32 = 1176.0;
pub const HEIGHT: u32 = (BODY + HEADER) as u32;
const BOX: Colour = rgb(0xf4eee2);
const BORDER: Colour = rgb(0xb9a98f);
const NOW: Colour = rgb(0xffe9a8);
const TRACK_Y: f32 = 12.0;
const BOOKS_Y: f32 = 422.0;
const BOOK_H: f32 = 134.0;

pub fn draw(words: Words, v: &View, names: &[String], last: Option<&Changes>) -> Canvas {
    let solo = v.automa.is_some();
    let layer = layers::layer(&format!("messina-scoring-{solo}"), words, |words| background(words, solo));
    let mut c = Canvas::from_layer(&layer);
    header(&mut c, WIDTH as f32, &word(words, "scoring.title"), v, names, last);
    score_track(&mut c, v, last);
    turn_order(&mut c, v, names, Frame::new(16.0, 156.0, 760.0, 254.0), last);
    round_table(&mut c, v, Frame::new(792.0, 156.0, WIDTH as f32 - 808.0, 254.0));
    for (i, b) in Book::ALL.into_iter().enumerate() {
        book_discs(&mut c, v, b, BOOKS_Y + i as f32 * BOOK_H, last);
    }
    supply(&mut c, v, Frame::new(16.0, BOOKS_Y + 3.0 * BOOK_H + 2.0, WIDTH as f32 - 32.0, 184.0), last);
    c
}

fn background(words: Words, solo: bool) -> Canvas {
    let mut c = Canvas::new(WIDTH, HEIGHT, PAPER, words);
    c.set_origin(0.0, HEADER);
    let y = TRACK_Y;
    let tw = c.word(16.0, y + 12.0, Text::new(19.0, INK).bold(), "scoring.track");
    c.word_fit(tw + 32.0, y + 12.0, Text::new(15.0, MUTED), 900.0, 11.0, "scoring.track-note");
    let cell = (WIDTH as f32 - 32.0) / 50.0;
    let base = y + 108.0;
    for i in 0..50 {
        let x = 16.0 + i as f32 * cell;
        let fill = if i % 10 == 0 { rgb(0xe2d3b5) } else { rgb(0xf6efe1) };
        c.rect(x, base, cell - 1.0, 24.0, fill);
        c.text(x + cell / 2.0, base + 12.0, Text::new(15.0, INK).centre(), &i.to_string());
    }
    for (i, b) in Book::ALL.into_iter().enumerate() {
        book_track(&mut c, b, BOOKS_Y + i as f32 * BOOK_H);
    }
    let y = BOOKS_Y + 3.0 * BOOK_H + 2.0 + 196.0;
    legend(&mut c, Frame::new(16.0, y, WIDTH as f32 - 32.0, BODY - y - 12.0), solo);
    c
}

fn legend(c: &mut Canvas, f: Frame, solo: bool) {
    c.panel(f, 10.0, BOX, BORDER, 2.0);
    let lw = c.word(f.x + 14.0, f.y + 18.0, Text::new(19.0, INK).bold(), "legend.title");
    c.word_fit(f.x + 30.0 + lw, f.y + 18.0, Text::new(15.0, MUTED), f.w - lw - 50.0, 11.0, "legend.glyphs");
    let mut entries = icons::RESOURCES.to_vec();
    entries.extend([
        (Term::Scroll, "image.messina.legend.scroll"),
        (Term::City, "image.messina.legend.city"),
        (Term::Church, "image.messina.legend.church"),
        (Term::Book, "image.messina.legend.either-book"),
        (Term::Build, "image.messina.legend.build"),
        (Term::Overseer(OverseerKind::Any), "image.messina.legend.advance-overseer"),
        (Term::Overseer(OverseerKind::Skip), "image.messina.legend.skip-overseer"),
        (Term::UpgradeAdvance, "image.messina.legend.upgrade-advance"),
        (Term::UpgradeCitizen, "image.messina.legend.upgrade-citizen"),
        (Term::Lieutenant, "image.messina.legend.lieutenant"),
        (Term::HexAction, "image.messina.legend.hex-action"),
        (Term::Activate(2), "image.messina.legend.activate"),
    ]);
    let col_w = (f.w - 28.0) / 6.0;
    icons::legend_terms(c, (f.x + 14.0, f.y + 46.0), (col_w, 30.0), 6, &entries);
    let (x, y) = (f.x + 14.0 + 5.0 * col_w, f.y + 46.0 + 2.0 * 30.0);
    if solo {
        marker(c, x + 11.0, y, 19.0, AUTOMA);
        c.word_fit(x + 28.0, y, Text::new(15.0, INK), col_w - 32.0, 10.0, "legend.automa-disc");
    } else {
        c.rounded_outline(Frame::new(x, y - 11.0, 26.0, 22.0), 6.0, 4.0, MARK);
        c.text_fit(x + 34.0, y, Text::new(15.0, INK), col_w - 38.0, 10.0, &c.w("image.legend.changed"));
    }
}

/// Discs bottom to top for a stack ordered by `seq` (higher is on top).
fn stack<T: Copy + Ord>(mut seats: Vec<(T, u32)>) -> Vec<T> {
    seats.sort_by_key(|&(s, q)| (q, s));
    seats.into_iter().map(|(s, _)| s).collect()
}

fn score_track(c: &mut Canvas, v: &View, last: Option<&Changes>) {
    let cell = (WIDTH as f32 - 32.0) / 50.0;
    let base = TRACK_Y + 108.0;
    for i in 0..50 {
        let here: Vec<(Seat, u32)> = v
            .people
            .iter()
            .enumerate()
            .filter(|(_, p)| p.discs.points.rem_euclid(50) == i)
            .map(|(s, p)| (s, p.discs.score_seq))
            .collect();
        for (k, s) in stack(here).into_iter().enumerate() {
            let x = 16.0 + i as f32 * cell + cell / 2.0;
            let yy = base - 14.0 - k as f32 * 22.0;
            let moved = last.and_then(|l| l.player(s)).map_or(0, |p| p.points);
            if moved != 0 {
                marks::ring(c, x, yy, 11.0);
            }
            marker(c, x, yy, 20.0, style(v, s));
            let laps = v.people[s].discs.points.div_euclid(50);
            if laps > 0 {
                c.text(x + 12.0, yy - 8.0, Text::new(15.0, rgb(0xc0392b)).bold(), &format!("+{}", laps * 50));
            }
            if moved != 0 {
                marks::delta(c, x - 28.0, yy - 10.0, marks::SMALL_BADGE, moved as i64);
            }
        }
    }
}

fn turn_order(c: &mut Canvas, v: &View, names: &[String], f: Frame, last: Option<&Changes>) {
    c.panel(f, 10.0, BOX, BORDER, 2.0);
    if let Some(st) = &v.standings {
        return finals(c, v, names, st, f);
    }
    let title = Msg::new("image.messina.scoring.turn-order").text("round", roman(v.round.number));
    c.text_fit(f.x + 14.0, f.y + 18.0, Text::new(19.0, INK).bold(), 300.0, 14.0, &c.m(&title));
    let mut ranked: Vec<Seat> = (0..v.players).collect();
    ranked.sort_by_key(|&s| {
        (std::cmp::Reverse(v.people[s].discs.points), std::cmp::Reverse(v.people[s].discs.score_seq))
    });
    let rank_head = if v.automa.is_some() { "scoring.vs-automa" } else { "scoring.rank" };
    let heads = [("scoring.points", 330.0), (rank_head, 400.0), ("scoring.to-use", 470.0)];
    for (h, x) in heads {
        c.word_fit(f.x + x, f.y + 40.0, Text::new(15.0, MUTED).centre(), 68.0, 10.0, h);
    }
    c.word_fit(f.x + 520.0, f.y + 40.0, Text::new(15.0, MUTED), f.w - 530.0, 10.0, "scoring.holdings");
    for (i, &s) in v.round.turn_order.iter().enumerate() {
        let y = f.y + 70.0 + i as f32 * 42.0;
        if v.round.to_act == Some(s) {
            c.rounded_rect(f.x + 6.0, y - 19.0, f.w - 12.0, 38.0, 8.0, NOW);
        }
        let p = &v.people[s];
        let ch = last.and_then(|l| l.player(s));
        c.text(f.x + 22.0, y, Text::new(20.0, INK).bold().centre(), &format!("{}", i + 1));
        marker(c, f.x + 52.0, y, 26.0, style(v, s));
        c.text(f.x + 72.0, y, Text::new(19.0, INK).bold(), &who(c, v, names, s, 19.0, 220.0));
        c.text(f.x + 330.0, y, Text::new(22.0, INK).bold().centre(), &p.discs.points.to_string());
        if let Some(ch) = ch {
            let badge = marks::delta_width(marks::BADGE, ch.points as i64);
            marks::delta(c, f.x + 348.0 + badge / 2.0, y, marks::BADGE, ch.points as i64);
        }
        let rank = match &v.automa {
            // M-P12: level with or ahead of the automa's popularity disc
            Some(a) => word(
                c.words(),
                match p.book(Book::Pop).cmp(&a.pop) {
                    std::cmp::Ordering::Less => "scoring.behind",
                    std::cmp::Ordering::Equal => "scoring.level",
                    std::cmp::Ordering::Greater => "scoring.ahead",
                },
            ),
            None => format!("#{}", ranked.iter().position(|&x| x == s).unwrap_or(0) + 1),
        };
        c.text_fit(f.x + 400.0, y, Text::new(17.0, INK).centre(), 66.0, 11.0, &rank);
        let left = p.retinue.unused_lieutenants();
        let lt = Msg::new("image.messina.scoring.lieutenants-left").num("count", left as i64);
        c.text_fit(f.x + 470.0, y, Text::new(17.0, if left > 0 { INK } else { MUTED }).centre(), 66.0, 11.0, &c.m(&lt));
        let mut x = f.x + 512.0;
        for r in Resource::ALL {
            let (n, delta) = (p.purse.get(r), ch.map_or(0, |c| c.purse.get(r)));
            // the glyph's width: a term's, or a rat's (rats are no term)
            let glyph = match r.term(0) {
                Some(t) => {
                    icons::term(c, x, y, 20.0, t);
                    22.0
                }
                None => {
                    icons::rat(c, x + 10.0, y, 10.0, crate::games::messina::data::Rat::Right);
                    23.0
                }
            };
            let tw = c.text(x + glyph, y, Text::new(17.0, INK).bold(), &n.to_string());
            marks::delta(c, x + (glyph + 2.0) + tw / 2.0, y - 15.0, marks::SMALL_BADGE, delta as i64);
            x += glyph + tw + 10.0;
        }
    }
    if let Some(a) = &v.automa {
        automa_box(c, a, f, f.y + 70.0 + v.round.turn_order.len() as f32 * 42.0);
    }
    let y = f.y + f.h - 16.0;
    let lts: usize = v
        .people
        .iter()
        .map(|p| p.retinue.lieutenants.iter().filter(|l| matches!(l, LieutenantView::Supply)).count())
        .sum();
    let note = Msg::new("image.messina.scoring.lt-note").num("count", lts as i64);
    c.text_fit(f.x + 14.0, y, Text::new(15.0, MUTED), f.w - 28.0, 10.0, &c.m(&note));
}

/// The solo automa under the turn order: its popularity, lieutenants still to place, the size
/// of its pile, and the tiles turned this round (used, or skipped because the hex was taken).
fn automa_box(c: &mut Canvas, a: &AutomaView, f: Frame, y: f32) {
    c.text(f.x + 22.0, y, Text::new(20.0, INK).bold().centre(), "–");
    marker(c, f.x + 52.0, y, 26.0, AUTOMA);
    let aw = c.word(f.x + 72.0, y, Text::new(19.0, INK).bold(), "scoring.automa");
    c.word_fit(f.x + 80.0 + aw, y, Text::new(15.0, MUTED), 300.0 - aw - 90.0, 10.0, "scoring.automa-note");
    c.text(f.x + 330.0, y, Text::new(20.0, MUTED).centre(), "–");
    let pop = Msg::new("image.messina.scoring.automa-pop").num("pop", a.pop);
    c.text_fit(f.x + 400.0, y, Text::new(17.0, INK).centre(), 66.0, 10.0, &c.m(&pop));
    let left = Text::new(17.0, if a.left > 0 { INK } else { MUTED }).centre();
    let lt = Msg::new("image.messina.scoring.lieutenants-left").num("count", a.left);
    c.text_fit(f.x + 470.0, y, left, 66.0, 10.0, &c.m(&lt));
    let pile = Msg::new("image.messina.scoring.automa-pile").num("left", a.pile_left as i64);
    c.text_fit(f.x + 512.0, y, Text::new(16.0, INK), f.w - 522.0, 10.0, &c.m(&pile));
    let d = data();
    let rows = [("scoring.automa-used", &a.used, false), ("scoring.automa-skipped", &a.skipped, true)];
    for (i, (label, tiles, skipped)) in rows.into_iter().enumerate() {
        let y = y + 38.0 + i as f32 * 34.0;
        let lw = c.word(f.x + 14.0, y, Text::new(15.0, MUTED), label);
        let mut x = f.x + 24.0 + lw;
        if tiles.is_empty() {
            c.word(x, y, Text::new(15.0, MUTED), "scoring.none");
        }
        for (k, &t) in tiles.iter().enumerate() {
            let tile = &d.tiles.solo_tiles[t];
            let what = tile
                .action
                .options
                .first()
                .and_then(|o| o.first())
                .map(|&t| auto_words(c.words(), t))
                .unwrap_or_default();
            let text = format!("{} {}", tile.id, tile.hex.to_lowercase());
            let (tw, ww) = (Canvas::text_width(15.0, true, &text), Canvas::text_width(15.0, false, &what));
            let bw = tw + ww + 22.0;
            if x + bw > f.x + f.w - 14.0 {
                let more = Msg::new("image.messina.scoring.more").num("count", (tiles.len() - k) as i64);
                c.text(x, y, Text::new(15.0, INK), &c.m(&more));
                break;
            }
            let (fill, border) = if skipped { (rgb(0xe4e0d8), rgb(0x9a948a)) } else { (WHITE, AUTOMA.fill) };
            c.panel(Frame::new(x, y - 13.0, bw, 26.0), 5.0, fill, border, 2.0);
            c.text(x + 7.0, y, Text::new(15.0, INK).bold(), &text);
            c.text(x + 15.0 + tw, y, Text::new(15.0, if skipped { MUTED } else { INK }), &what);
            x += bw + 8.0;
        }
    }
}

/// An automa action in words, for the tile chips.
fn auto_words(words: Words, t: Term) -> String {
    match t {
        Term::AutoShip | Term::AutoWagon | Term::AutoHuts | Term::AutoWorkshop(_) => icons::auto_words(words, t),
        other => other.to_string(),
    }
}

/// Final standings in place of the turn order once the game is over.
fn finals(c: &mut Canvas, v: &View, names: &[String], st: &[crate::games::Standing], f: Frame) {
    c.word(f.x + 14.0, f.y + 18.0, Text::new(19.0, INK).bold(), "scoring.final");
    let cats: Vec<&str> = st.first().map(|s| s.breakdown.iter().map(|(k, _)| k.as_str()).collect()).unwrap_or_default();
    let (x0, cw) = (f.x + 300.0, (f.w - 300.0 - 70.0) / cats.len().max(1) as f32);
    for (i, k) in cats.iter().enumerate() {
        let head = c.w(&format!("image.messina.category.{k}"));
        c.text_fit(x0 + i as f32 * cw + cw / 2.0, f.y + 42.0, Text::new(15.0, MUTED).centre(), cw - 4.0, 9.0, &head);
    }
    c.word_fit(f.x + f.w - 40.0, f.y + 42.0, Text::new(15.0, MUTED).centre(), 64.0, 9.0, "scoring.total");
    for (i, s) in st.iter().enumerate() {
        let y = f.y + 70.0 + i as f32 * 42.0;
        if s.place == 1 {
            c.rounded_rect(f.x + 6.0, y - 19.0, f.w - 12.0, 38.0, 8.0, NOW);
        }
        c.text(f.x + 22.0, y, Text::new(20.0, INK).bold().centre(), &s.place.to_string());
        marker(c, f.x + 52.0, y, 26.0, style(v, s.seat));
        c.text(f.x + 72.0, y, Text::new(19.0, INK).bold(), &who(c, v, names, s.seat, 19.0, 220.0));
        for (j, (_, val)) in s.breakdown.iter().enumerate() {
            c.text(x0 + j as f32 * cw + cw / 2.0, y, Text::new(17.0, INK).centre(), &val.to_string());
        }
        c.text(f.x + f.w - 40.0, y, Text::new(22.0, INK).bold().centre(), &s.score.to_string());
    }
    if let (Some(a), Some(s)) = (&v.automa, st.first()) {
        return good_result(c, v, a, s.score, f, f.y + 70.0 + st.len() as f32 * 42.0);
    }
    c.word_fit(f.x + 14.0, f.y + f.h - 16.0, Text::new(15.0, MUTED), f.w - 28.0, 10.0, "scoring.final-note");
}

/// Solo: the final score against the rulebook's good result (M-P15), as a bar with the mark.
fn good_result(c: &mut Canvas, v: &View, a: &AutomaView, score: i64, f: Frame, y: f32) {
    let short = a.good_result as i64 - score;
    let verdict = if short > 0 {
        Msg::new("image.messina.scoring.short").num("short", short)
    } else {
        Msg::new("image.messina.scoring.reached")
    };
    let head = Msg::new("image.messina.scoring.good-result")
        .num("score", score)
        .num("good", a.good_result)
        .msg("verdict", verdict);
    c.text_fit(f.x + 14.0, y + 4.0, Text::new(18.0, INK).bold(), f.w - 28.0, 12.0, &c.m(&head));
    let (x0, bw) = (f.x + 14.0, f.w - 28.0);
    let top = (a.good_result as f32 * 1.25).max(score as f32 + 10.0);
    let bar_y = y + 40.0;
    c.rounded_rect(x0, bar_y - 10.0, bw, 20.0, 5.0, rgb(0xe4dccb));
    let filled = (score.max(0) as f32 / top * bw).min(bw);
    let reached = score >= a.good_result as i64;
    let fill = if reached { rgb(0x2e7d4f) } else { rgb(0x7a1f1f) };
    c.rounded_rect(x0, bar_y - 10.0, filled.max(10.0), 20.0, 5.0, fill);
    let gx = x0 + a.good_result as f32 / top * bw;
    c.rect(gx - 2.0, bar_y - 16.0, 4.0, 32.0, INK);
    let mark = Msg::new("image.messina.scoring.good-mark").num("good", a.good_result);
    c.text(gx, bar_y + 28.0, Text::new(15.0, INK).bold().centre(), &c.m(&mark));
    c.text(x0, bar_y + 28.0, Text::new(15.0, MUTED), "0");
    if (x0 + filled - gx).abs() > 110.0 && filled > 30.0 {
        c.text(x0 + filled, bar_y + 28.0, Text::new(15.0, INK).centre(), &score.to_string());
    }
    let you = v.people.first().map(|p| p.book(Book::Pop)).unwrap_or(1);
    let pop = Msg::new("image.messina.scoring.solo-pop").num("you", you).num("automa", a.pop);
    c.text_fit(f.x + 14.0, f.y + f.h - 40.0, Text::new(15.0, INK), f.w - 28.0, 10.0, &c.m(&pop));
    c.word_fit(f.x + 14.0, f.y + f.h - 16.0, Text::new(15.0, MUTED), f.w - 28.0, 10.0, "scoring.solo-note");
}

fn priority_key(p: Priority) -> &'static str {
    match p {
        Priority::Random => "scoring.by-random",
        Priority::Popularity => "scoring.by-popularity",
        Priority::City => "scoring.by-city",
        Priority::Church => "scoring.by-church",
        Priority::Score => "scoring.by-score",
    }
}

fn round_table(c: &mut Canvas, v: &View, f: Frame) {
    let d = data();
    c.panel(f, 10.0, BOX, BORDER, 2.0);
    let Some(table) = d.rounds_for(v.players as u8) else { return };
    let title = if v.round.priority_tile { "scoring.rounds-tile" } else { "scoring.rounds" };
    c.word_fit(f.x + 14.0, f.y + 18.0, Text::new(19.0, INK).bold(), f.w - 28.0, 13.0, title);
    let solo = v.automa.is_some();
    let cols = [
        ("scoring.round", 40.0, 70.0),
        (if solo { "scoring.first" } else { "scoring.order-by" }, 150.0, 130.0),
        ("scoring.ships", 262.0, 80.0),
        ("scoring.fire-cube", 345.0, 84.0),
        ("scoring.wheel", 440.0, 100.0),
        ("scoring.workshops", 550.0, 110.0),
    ];
    for (h, x, room) in cols {
        c.word_fit(f.x + x, f.y + 42.0, Text::new(15.0, MUTED).centre(), room, 10.0, h);
    }
    for r in &table.rounds {
        let y = f.y + 40.0 + r.round as f32 * 28.0;
        if r.round == v.round.number {
            c.rounded_rect(f.x + 6.0, y - 13.0, f.w - 12.0, 26.0, 6.0, NOW);
            c.rounded_rect(f.x + 14.0, y - 9.0, 18.0, 18.0, 3.0, rgb(0x7a1f1f));
        }
        let t = Text::new(16.0, INK).weight(r.round == v.round.number).centre();
        let priority = d.priority(v.players as u8, r.round, v.round.priority_tile).unwrap_or(r.priority);
        let wheel = match r.wheel {
            WheelStep::Setup => "scoring.wheel-setup",
            WheelStep::Single => "scoring.wheel-one",
            WheelStep::Double => "scoring.wheel-two",
            WheelStep::None => "scoring.wheel-none",
        };
        let era = if r.workshops == Era::Early { "scoring.early" } else { "scoring.late" };
        let cells = [
            roman(r.round).to_string(),
            // M-P6: you start in rounds I, III and V, the automa in II, IV and VI
            match (solo, r.round % 2) {
                (true, 1) => word(c.words(), "scoring.you"),
                (true, _) => word(c.words(), "scoring.automa-first"),
                _ => word(c.words(), priority_key(priority)),
            },
            r.ships.to_string(),
            r.fire_cost.to_string(),
            word(c.words(), wheel),
            word(c.words(), era),
        ];
        for ((_, x, room), text) in cols.iter().zip(cells) {
            c.text_fit(f.x + x + if *x < 50.0 { 10.0 } else { 0.0 }, y, t, *room, 10.0, &text);
        }
    }
    let y = f.y + f.h - 16.0;
    c.word_fit(f.x + 14.0, y, Text::new(15.0, MUTED), f.w - 28.0, 10.0, "scoring.rounds-note");
}

fn book_style(b: Book) -> (Colour, &'static str, &'static str) {
    match b {
        Book::Pop => (POP_BOOK, "scoring.pop", "scoring.pop-note"),
        Book::City => (CITY_BOOK, "scoring.city", "scoring.advance-note"),
        Book::Church => (CHURCH_BOOK, "scoring.church", "scoring.advance-note"),
    }
}

fn book_cell() -> (f32, f32) {
    let x0 = 156.0;
    (x0, (WIDTH as f32 - 16.0 - x0) / 16.0)
}

/// A book's spaces, actions and bars (never change).
fn book_track(c: &mut Canvas, b: Book, y: f32) {
    let d = data();
    let track = d.book(b);
    let (colour, title, note) = book_style(b);
    c.rounded_rect(16.0, y, 132.0, 126.0, 8.0, colour);
    c.word_fit(26.0, y + 20.0, Text::new(19.0, WHITE).bold(), 116.0, 12.0, title);
    c.word_fit(26.0, y + 46.0, Text::new(15.0, WHITE), 116.0, 10.0, note);
    let lines = crate::render::fit::wrap(&word(c.words(), "scoring.stack-note"), 15.0, false, 116.0);
    for (i, line) in lines.iter().take(3).enumerate() {
        c.text(26.0, y + 72.0 + i as f32 * 18.0, Text::new(15.0, WHITE), line);
    }
    let (x0, cell) = book_cell();
    for sp in &track.spaces {
        let x = x0 + (sp.space - 1) as f32 * cell;
        let fill = if track.past_double(sp.space) {
            rgb(0xe9dcc4)
        } else if track.past_single(sp.space) {
            rgb(0xf1e8d8)
        } else {
            rgb(0xfbf6ec)
        };
        c.panel(Frame::new(x + 2.0, y, cell - 4.0, 126.0), 6.0, fill, colour, 2.0);
        c.text(x + 9.0, y + 15.0, Text::new(17.0, INK).bold(), &sp.space.to_string());
        if sp.vp > 0 {
            let vp = c.m(&Msg::new("image.messina.city.vp").num("vp", sp.vp));
            c.text(x + cell - 8.0, y + 15.0, Text::new(15.0, rgb(0x2e7d4f)).bold().right(), &vp);
        }
        if let Some(a) = &sp.action {
            icons::action_centred(c, x + cell / 2.0, y + 44.0, 22.0, a);
        }
        let bar = |c: &mut Canvas, dx: f32| c.rect(x + cell + dx - 2.0, y - 4.0, 4.0, 134.0, INK);
        if sp.space == track.single_bar_after {
            bar(c, 0.0);
        }
        if sp.space == track.double_bar_after {
            bar(c, -4.0);
            bar(c, 4.0);
        }
    }
}

/// The discs on a book, with the moves of the last turn.
fn book_discs(c: &mut Canvas, v: &View, b: Book, y: f32, last: Option<&Changes>) {
    let d = data();
    let track = d.book(b);
    let (x0, cell) = book_cell();
    let space_x = |space: u8| x0 + (space as f32 - 1.0) * cell + cell / 2.0;
    for sp in &track.spaces {
        let x = space_x(sp.space);
        let mut here: Vec<(Option<Seat>, u32)> = v
            .people
            .iter()
            .enumerate()
            .filter(|(_, p)| p.book(b) == sp.space)
            .map(|(s, p)| (Some(s), p.discs.book_seq[b.index()]))
            .collect();
        // the automa's disc (solo) is on the popularity book only (M-P2), `None` in the stack
        if let Some(a) = v.automa.as_ref().filter(|a| b == Book::Pop && a.pop == sp.space) {
            here.push((None, a.pop_seq));
        }
        for (k, s) in stack(here).into_iter().enumerate() {
            let look = s.map_or(AUTOMA, |s| style(v, s));
            let dy = y + 106.0 - k as f32 * 18.0;
            let moved = match (s, last) {
                (Some(s), Some(l)) => l.player(s).map_or(0, |p| p.books[b.index()]),
                (None, Some(l)) if b == Book::Pop => l.automa_pop,
                _ => 0,
            };
            if moved != 0 {
                marks::ring(c, x, dy, 10.0);
                marks::delta(c, x + 24.0, dy - 10.0, marks::SMALL_BADGE, moved as i64);
            }
            marker(c, x, dy, 18.0, look);
        }
    }
}

fn card(c: &mut Canvas, f: Frame, id: &str, head: &str, changed: bool) {
    c.panel(f, 8.0, WHITE, rgb(0x8a7a62), 2.0);
    if changed {
        c.rounded_outline(f, 8.0, 4.0, MARK);
    }
    let iw = c.text(f.x + 8.0, f.y + 15.0, Text::new(18.0, INK).bold(), id);
    c.text_fit(f.x + f.w - 8.0, f.y + 15.0, Text::new(15.0, MUTED).right(), f.w - iw - 22.0, 10.0, head);
}

fn supply(c: &mut Canvas, v: &View, f: Frame, last: Option<&Changes>) {
    let d = data();
    c.panel(f, 10.0, BOX, BORDER, 2.0);
    let t = Text::new(15.0, INK);
    let tw = c.word(f.x + 14.0, f.y + 18.0, Text::new(19.0, INK).bold(), "scoring.offer");
    let counts = Msg::new("image.messina.scoring.supply")
        .num("ships", v.city.ships_left as i64)
        .num("cubes", v.city.cubes)
        .num("hexes", v.city.expansion_left as i64);
    c.text_fit(f.x + tw + 30.0, f.y + 18.0, Text::new(15.0, MUTED), f.w - tw - 50.0, 10.0, &c.m(&counts));
    let (cw, ch, top) = (178.0, 112.0, f.y + 40.0);
    let mut x = f.x + 12.0;
    let stacks = |key: &str, sizes: &[usize]| {
        Msg::new(format!("image.messina.scoring.{key}"))
            .text("stacks", sizes.iter().map(|n| n.to_string()).collect::<Vec<_>>().join("/"))
    };
    c.text_fit(x, top + ch + 16.0, t, 3.0 * cw - 10.0, 10.0, &c.m(&stacks("hut-stacks", &v.supply.huts_left)));
    let changed = |offer: Option<&Vec<usize>>, i: usize| offer.is_some_and(|o| o.contains(&i));
    for (i, &h) in v.supply.huts_face_up.iter().enumerate() {
        let hu = &d.tiles.hut_upgrades[h];
        let cf = Frame::new(x, top, cw - 8.0, ch);
        card(c, cf, &hu.id, &word(c.words(), "scoring.hut"), changed(last.map(|l| &l.huts_offer), i));
        icons::cost(c, cf.x + 8.0, cf.y + 44.0, 22.0, hu.cost);
        c.word_fit(cf.x + 8.0, cf.y + 76.0, Text::new(15.0, MUTED), cf.w - 16.0, 10.0, "scoring.each-round");
        icons::action(c, cf.x + 8.0, cf.y + 98.0, 22.0, &hu.production);
        x += cw;
    }
    x = x.max(f.x + 12.0 + 3.0 * cw) + 14.0;
    let ws_x = x;
    for (i, &wk_i) in v.supply.workshops_face_up.iter().enumerate() {
        let wk = &d.tiles.workshops[wk_i];
        let era = if wk.era == Era::Early { "scoring.early-tile" } else { "scoring.late-tile" };
        let cf = Frame::new(x, top, cw + 12.0, ch);
        card(c, cf, &wk.id, &word(c.words(), era), changed(last.map(|l| &l.workshops_offer), i));
        icons::citizen(c, cf.x + 20.0, cf.y + 44.0, 13.0, wk.class, wk.needs_upgraded);
        icons::cost(c, cf.x + 44.0, cf.y + 44.0, 22.0, wk.cost);
        let label = if wk.era == Era::Early { "scoring.each-round" } else { "scoring.once" };
        c.word_fit(cf.x + 8.0, cf.y + 76.0, Text::new(15.0, MUTED), cf.w - 16.0, 10.0, label);
        let w1 = icons::action(c, cf.x + 8.0, cf.y + 98.0, 22.0, &wk.output);
        if let Some(u) = &wk.upgraded {
            c.text(cf.x + 16.0 + w1, cf.y + 98.0, Text::new(15.0, INK).bold(), "★");
            icons::action(c, cf.x + 32.0 + w1, cf.y + 98.0, 22.0, u);
        }
        x += cw + 16.0;
    }
    let late: usize = v.supply.late_workshops_left.iter().sum();
    let ws = stacks("workshop-stacks", &v.supply.workshops_left).num("late", late as i64);
    c.text_fit(ws_x, top + ch + 16.0, t, 3.0 * (cw + 16.0) - 10.0, 10.0, &c.m(&ws));
    x = x.max(ws_x + 3.0 * (cw + 16.0)) + 10.0;
    let wg_x = x;
    for (i, &wg_i) in v.supply.wagons_face_up.iter().enumerate() {
        let wg = &d.tiles.wagons[wg_i];
        let cf = Frame::new(x, top, 120.0, ch);
        card(c, cf, &wg.id, &word(c.words(), "scoring.wagon"), changed(last.map(|l| &l.wagons_offer), i));
        icons::cost(c, cf.x + 8.0, cf.y + 44.0, 22.0, wg.cost);
        c.word_fit(cf.x + 8.0, cf.y + 76.0, Text::new(15.0, MUTED), cf.w - 16.0, 10.0, "scoring.when-built");
        if wg.points == 0 {
            c.word_fit(cf.x + 8.0, cf.y + 98.0, t, cf.w - 16.0, 10.0, "scoring.no-points");
        } else {
            icons::term(c, cf.x + 8.0, cf.y + 98.0, 22.0, Term::Points(wg.points));
        }
        x += 128.0;
    }
    c.text_fit(
        wg_x,
        top + ch + 16.0,
        t,
        f.x + f.w - wg_x - 10.0,
        10.0,
        &c.m(&stacks("wagon-stacks", &v.supply.wagons_left)),
    );
}
