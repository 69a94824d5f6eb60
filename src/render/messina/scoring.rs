//! The scoring-board panel: score track, turn order, the three books with every disc stack,
//! the round overview table with the round marker, and the tile supply.

use super::icons::{self, CHURCH_BOOK, CITY_BOOK, POP_BOOK};
use super::{header, roman, style, who, AUTOMA, MAX_WIDTH};
use crate::games::messina::data::{data, Book, Era, Priority, Term, WheelStep};
use crate::games::messina::state::{Lieutenant, Player};
use crate::games::messina::view::AutomaView;
use crate::games::messina::View;
use crate::games::Seat;
use crate::render::canvas::{rgb, Canvas, Colour, Frame, Text};
use crate::render::palette::{marker, INK, MUTED, PAPER, WHITE};

pub const WIDTH: u32 = MAX_WIDTH;
pub const HEIGHT: u32 = 1228;
const BOX: Colour = rgb(0xf4eee2);
const BORDER: Colour = rgb(0xb9a98f);
const NOW: Colour = rgb(0xffe9a8);

pub fn draw(v: &View, names: &[String]) -> Canvas {
    let mut c = Canvas::new(WIDTH, HEIGHT, PAPER);
    header(&mut c, WIDTH as f32, "Messina 1347 · scoring board", v, names);
    score_track(&mut c, v, 64.0);
    turn_order(&mut c, v, names, Frame::new(16.0, 208.0, 760.0, 254.0));
    round_table(&mut c, v, Frame::new(792.0, 208.0, WIDTH as f32 - 808.0, 254.0));
    let mut y = 474.0;
    for b in Book::ALL {
        book(&mut c, v, b, y);
        y += 134.0;
    }
    supply(&mut c, v, Frame::new(16.0, y + 2.0, WIDTH as f32 - 32.0, 184.0));
    legend(&mut c, Frame::new(16.0, y + 198.0, WIDTH as f32 - 32.0, HEIGHT as f32 - y - 210.0), v.automa.is_some());
    c
}

fn legend(c: &mut Canvas, f: Frame, solo: bool) {
    use crate::games::messina::data::OverseerKind;
    c.panel(f, 10.0, BOX, BORDER, 2.0);
    c.text(f.x + 14.0, f.y + 18.0, Text::new(17.0, INK).bold(), "Legend");
    c.text(
        f.x + 90.0,
        f.y + 18.0,
        Text::new(14.0, MUTED),
        "a number on a glyph is the amount; glyphs side by side: all of them; a / b: one of them",
    );
    let mut entries = icons::RESOURCES.to_vec();
    entries.extend([
        (Term::Scroll, "scroll track"),
        (Term::City, "city book"),
        (Term::Church, "church book"),
        (Term::Book, "either book"),
        (Term::Build, "build"),
        (Term::Overseer(OverseerKind::Any), "advance an overseer"),
        (Term::Overseer(OverseerKind::Skip), "advance, may skip 1"),
        (Term::UpgradeAdvance, "upgrade + advance"),
        (Term::UpgradeCitizen, "upgrade a citizen"),
        (Term::Lieutenant, "take a lieutenant"),
        (Term::HexAction, "any hex's action"),
        (Term::Activate(2), "activate citizens"),
    ]);
    let col_w = (f.w - 28.0) / 6.0;
    icons::legend_terms(c, (f.x + 14.0, f.y + 46.0), (col_w, 30.0), 6, &entries);
    if solo {
        let (x, y) = (f.x + 14.0 + 5.0 * col_w, f.y + 46.0 + 2.0 * 30.0);
        marker(c, x + 11.0, y, 19.0, AUTOMA);
        c.text(x + 28.0, y, Text::new(14.0, INK), "the automa's disc (solo)");
    }
}

/// Discs bottom to top for a stack ordered by `seq` (higher is on top).
fn stack<T: Copy + Ord>(mut seats: Vec<(T, u32)>) -> Vec<T> {
    seats.sort_by_key(|&(s, q)| (q, s));
    seats.into_iter().map(|(s, _)| s).collect()
}

fn score_track(c: &mut Canvas, v: &View, y: f32) {
    c.text(16.0, y + 12.0, Text::new(17.0, INK).bold(), "Score track");
    c.text(130.0, y + 12.0, Text::new(14.0, MUTED), "discs stack: the top disc arrived last and wins ties");
    let cell = (WIDTH as f32 - 32.0) / 50.0;
    let base = y + 118.0;
    for i in 0..50 {
        let x = 16.0 + i as f32 * cell;
        let fill = if i % 10 == 0 { rgb(0xe2d3b5) } else { rgb(0xf6efe1) };
        c.rect(x, base, cell - 1.0, 22.0, fill);
        c.text(x + cell / 2.0, base + 11.0, Text::new(14.0, INK).centre(), &i.to_string());
    }
    for i in 0..50 {
        let here: Vec<(Seat, u32)> = v
            .people
            .iter()
            .enumerate()
            .filter(|(_, p)| p.points.rem_euclid(50) == i)
            .map(|(s, p)| (s, p.score_seq))
            .collect();
        for (k, s) in stack(here).into_iter().enumerate() {
            let x = 16.0 + i as f32 * cell + cell / 2.0;
            let yy = base - 14.0 - k as f32 * 22.0;
            marker(c, x, yy, 19.0, style(v, s));
            let laps = v.people[s].points.div_euclid(50);
            if laps > 0 {
                c.text(x + 12.0, yy - 6.0, Text::new(14.0, rgb(0xc0392b)).bold(), &format!("+{}", laps * 50));
            }
        }
    }
}

fn unused(p: &Player) -> usize {
    p.unused().count()
}

fn turn_order(c: &mut Canvas, v: &View, names: &[String], f: Frame) {
    c.panel(f, 10.0, BOX, BORDER, 2.0);
    if let Some(st) = &v.standings {
        return finals(c, v, names, st, f);
    }
    c.text(f.x + 14.0, f.y + 18.0, Text::new(17.0, INK).bold(), &format!("Turn order, round {}", roman(v.round)));
    let mut ranked: Vec<Seat> = (0..v.players).collect();
    ranked.sort_by_key(|&s| (std::cmp::Reverse(v.people[s].points), std::cmp::Reverse(v.people[s].score_seq)));
    let rank_head = if v.automa.is_some() { "pop. vs A" } else { "rank" };
    let heads = [("points", 330.0), (rank_head, 400.0), ("to use", 470.0), ("", 540.0)];
    for (h, x) in heads {
        c.text(f.x + x, f.y + 40.0, Text::new(14.0, MUTED).centre(), h);
    }
    c.text(f.x + 540.0, f.y + 40.0, Text::new(14.0, MUTED), "coins · wood · fire · big fire · rats");
    for (i, &s) in v.turn_order.iter().enumerate() {
        let y = f.y + 70.0 + i as f32 * 42.0;
        if v.to_act == Some(s) {
            c.rounded_rect(f.x + 6.0, y - 19.0, f.w - 12.0, 38.0, 8.0, NOW);
        }
        let p = &v.people[s];
        c.text(f.x + 22.0, y, Text::new(18.0, INK).bold().centre(), &format!("{}", i + 1));
        marker(c, f.x + 52.0, y, 24.0, style(v, s));
        c.text(f.x + 72.0, y, Text::new(16.0, INK).bold(), &who(v, names, s, 16.0, 220.0));
        c.text(f.x + 330.0, y, Text::new(18.0, INK).bold().centre(), &p.points.to_string());
        let rank = match &v.automa {
            // M-P12: level with or ahead of the automa's popularity disc
            Some(a) => match p.book(Book::Pop).cmp(&a.pop) {
                std::cmp::Ordering::Less => "behind".to_string(),
                std::cmp::Ordering::Equal => "level".into(),
                std::cmp::Ordering::Greater => "ahead".into(),
            },
            None => format!("#{}", ranked.iter().position(|&x| x == s).unwrap_or(0) + 1),
        };
        c.text(f.x + 400.0, y, Text::new(16.0, INK).centre(), &rank);
        let left = unused(p);
        c.text(f.x + 470.0, y, Text::new(16.0, if left > 0 { INK } else { MUTED }).centre(), &format!("{left} lt"));
        let mut x = f.x + 540.0;
        for t in [Term::Coin(0), Term::Wood(0), Term::Fire(0), Term::BigFire(0)] {
            let n = match t {
                Term::Coin(_) => p.coins,
                Term::Wood(_) => p.wood,
                Term::Fire(_) => p.fire,
                _ => p.bigfire,
            };
            icons::term(c, x, y, 20.0, t);
            x += 22.0 + c.text(x + 22.0, y, Text::new(15.0, INK).bold(), &n.to_string()) + 8.0;
        }
        icons::rat(c, x + 10.0, y, 10.0, crate::games::messina::data::Rat::Right);
        c.text(x + 23.0, y, Text::new(15.0, INK).bold(), &p.rats.to_string());
    }
    if let Some(a) = &v.automa {
        automa_box(c, a, f, f.y + 70.0 + v.turn_order.len() as f32 * 42.0);
    }
    let y = f.y + f.h - 16.0;
    let lts: usize =
        v.people.iter().map(|p| p.lieutenants.iter().filter(|l| matches!(l, Lieutenant::Supply)).count()).sum();
    c.text(
        f.x + 14.0,
        y,
        Text::new(14.0, MUTED),
        &format!("\"lt\" = lieutenants still to use this round · {lts} lieutenants wait in the supply (city book)"),
    );
}

/// The solo automa under the turn order: its popularity, lieutenants still to place, the size
/// of its pile, and the tiles turned this round (used, or skipped because the hex was taken).
fn automa_box(c: &mut Canvas, a: &AutomaView, f: Frame, y: f32) {
    c.text(f.x + 22.0, y, Text::new(18.0, INK).bold().centre(), "–");
    marker(c, f.x + 52.0, y, 24.0, AUTOMA);
    c.text(f.x + 72.0, y, Text::new(16.0, INK).bold(), "Automa");
    c.text(f.x + 72.0 + 76.0, y, Text::new(14.0, MUTED), "solo opponent, no score");
    c.text(f.x + 330.0, y, Text::new(18.0, MUTED).centre(), "–");
    c.text(f.x + 400.0, y, Text::new(16.0, INK).centre(), &format!("pop {}", a.pop));
    let left = Text::new(16.0, if a.left > 0 { INK } else { MUTED }).centre();
    c.text(f.x + 470.0, y, left, &format!("{} lt", a.left));
    c.text(f.x + 540.0, y, Text::new(15.0, INK), &format!("pile: {} of 14 solo tiles left", a.pile_left));
    let d = data();
    let rows = [("used this round", &a.used, false), ("skipped (hex taken)", &a.skipped, true)];
    for (i, (label, tiles, skipped)) in rows.into_iter().enumerate() {
        let y = y + 38.0 + i as f32 * 34.0;
        let lw = c.text(f.x + 14.0, y, Text::new(14.0, MUTED), label);
        let mut x = f.x + 24.0 + lw;
        if tiles.is_empty() {
            c.text(x, y, Text::new(14.0, MUTED), "none");
        }
        for (k, &t) in tiles.iter().enumerate() {
            let tile = &d.solo_tiles[t];
            let what = tile.action.options.first().and_then(|o| o.first()).map(|&t| auto_words(t)).unwrap_or_default();
            let text = format!("{} {}", tile.id, tile.hex.to_lowercase());
            let (tw, ww) = (Canvas::text_width(14.0, true, &text), Canvas::text_width(14.0, false, &what));
            let w = tw + ww + 22.0;
            if x + w > f.x + f.w - 14.0 {
                c.text(x, y, Text::new(14.0, INK), &format!("+{} more", tiles.len() - k));
                break;
            }
            let (fill, border) = if skipped { (rgb(0xe4e0d8), rgb(0x9a948a)) } else { (WHITE, AUTOMA.fill) };
            c.panel(Frame::new(x, y - 13.0, w, 26.0), 5.0, fill, border, 2.0);
            c.text(x + 7.0, y, Text::new(14.0, INK).bold(), &text);
            c.text(x + 15.0 + tw, y, Text::new(14.0, if skipped { MUTED } else { INK }), &what);
            x += w + 8.0;
        }
    }
}

/// An automa action in words, for the tile chips.
fn auto_words(t: Term) -> String {
    match t {
        Term::AutoShip => "ship".into(),
        Term::AutoWagon => "wagon".into(),
        Term::AutoHuts => "hut upgrades".into(),
        Term::AutoWorkshop(cl) => format!("workshop {}", cl.code()),
        other => other.to_string(),
    }
}

/// Final standings in place of the turn order once the game is over.
fn finals(c: &mut Canvas, v: &View, names: &[String], st: &[crate::games::Standing], f: Frame) {
    c.text(f.x + 14.0, f.y + 18.0, Text::new(17.0, INK).bold(), "Final scores");
    let cats: Vec<&str> = st.first().map(|s| s.breakdown.iter().map(|(k, _)| k.as_str()).collect()).unwrap_or_default();
    let (x0, cw) = (f.x + 300.0, (f.w - 300.0 - 70.0) / cats.len().max(1) as f32);
    for (i, k) in cats.iter().enumerate() {
        c.text(x0 + i as f32 * cw + cw / 2.0, f.y + 42.0, Text::new(14.0, MUTED).centre(), &short_cat(k));
    }
    c.text(f.x + f.w - 40.0, f.y + 42.0, Text::new(14.0, MUTED).centre(), "total");
    for (i, s) in st.iter().enumerate() {
        let y = f.y + 70.0 + i as f32 * 42.0;
        if s.place == 1 {
            c.rounded_rect(f.x + 6.0, y - 19.0, f.w - 12.0, 38.0, 8.0, NOW);
        }
        c.text(f.x + 22.0, y, Text::new(18.0, INK).bold().centre(), &s.place.to_string());
        marker(c, f.x + 52.0, y, 24.0, style(v, s.seat));
        c.text(f.x + 72.0, y, Text::new(16.0, INK).bold(), &who(v, names, s.seat, 16.0, 220.0));
        for (j, (_, val)) in s.breakdown.iter().enumerate() {
            c.text(x0 + j as f32 * cw + cw / 2.0, y, Text::new(15.0, INK).centre(), &val.to_string());
        }
        c.text(f.x + f.w - 40.0, y, Text::new(18.0, INK).bold().centre(), &s.score.to_string());
    }
    if let (Some(a), Some(s)) = (&v.automa, st.first()) {
        return good_result(c, v, a, s.score, f, f.y + 70.0 + st.len() as f32 * 42.0);
    }
    let note = "play = score track; ties: more repopulated hexes, then the best one";
    c.text(f.x + 14.0, f.y + f.h - 16.0, Text::new(14.0, MUTED), note);
}

/// Solo: the final score against the rulebook's good result (M-P15), as a bar with the mark.
fn good_result(c: &mut Canvas, v: &View, a: &AutomaView, score: i64, f: Frame, y: f32) {
    let short = a.good_result as i64 - score;
    let verdict = if short > 0 { format!("{short} points short") } else { "reached".into() };
    let head = format!("Score {score} / good result {} · {verdict}", a.good_result);
    c.text(f.x + 14.0, y + 4.0, Text::new(16.0, INK).bold(), &head);
    let (x0, w) = (f.x + 14.0, f.w - 28.0);
    let top = (a.good_result as f32 * 1.25).max(score as f32 + 10.0);
    let bar_y = y + 40.0;
    c.rounded_rect(x0, bar_y - 10.0, w, 20.0, 5.0, rgb(0xe4dccb));
    let filled = (score.max(0) as f32 / top * w).min(w);
    let reached = score >= a.good_result as i64;
    c.rounded_rect(x0, bar_y - 10.0, filled.max(10.0), 20.0, 5.0, if reached { rgb(0x2e7d4f) } else { rgb(0x7a1f1f) });
    let gx = x0 + a.good_result as f32 / top * w;
    c.rect(gx - 2.0, bar_y - 16.0, 4.0, 32.0, INK);
    c.text(gx, bar_y + 28.0, Text::new(14.0, INK).bold().centre(), &format!("good result {}", a.good_result));
    c.text(x0, bar_y + 28.0, Text::new(14.0, MUTED), "0");
    if (x0 + filled - gx).abs() > 110.0 && filled > 30.0 {
        c.text(x0 + filled, bar_y + 28.0, Text::new(14.0, INK).centre(), &score.to_string());
    }
    let you = v.people.first().map(|p| p.book(Book::Pop)).unwrap_or(1);
    let pop =
        format!("popularity: your disc on {you}, the automa's on {} (5 points if level or ahead, after rats)", a.pop);
    c.text(f.x + 14.0, f.y + f.h - 40.0, Text::new(14.0, INK), &pop);
    let note = "solo: repopulation bonus 3 / 7 / 10 for 2 / 3 / 4+ hexes; good result 130, advanced 140";
    c.text(f.x + 14.0, f.y + f.h - 16.0, Text::new(14.0, MUTED), note);
}

fn short_cat(k: &str) -> String {
    match k {
        "popularity" => "rank".into(),
        "resources" => "tokens".into(),
        other => other.into(),
    }
}

fn priority_word(p: Priority) -> &'static str {
    match p {
        Priority::Random => "random",
        Priority::Popularity => "popularity",
        Priority::City => "city book",
        Priority::Church => "church book",
        Priority::Score => "score track",
    }
}

fn round_table(c: &mut Canvas, v: &View, f: Frame) {
    let d = data();
    c.panel(f, 10.0, BOX, BORDER, 2.0);
    let Some(table) = d.rounds_for(v.players as u8) else { return };
    let title = if v.priority_tile { "Round overview (book-priority tile in use)" } else { "Round overview" };
    c.text(f.x + 14.0, f.y + 18.0, Text::new(17.0, INK).bold(), title);
    let solo = v.automa.is_some();
    let cols = [
        ("round", 40.0),
        (if solo { "first to play" } else { "turn order by" }, 150.0),
        ("ships", 262.0),
        ("fire / cube", 345.0),
        ("wheel", 440.0),
        ("workshops", 550.0),
    ];
    for (h, x) in cols {
        c.text(f.x + x, f.y + 42.0, Text::new(14.0, MUTED).centre(), h);
    }
    for r in &table.rounds {
        let y = f.y + 40.0 + r.round as f32 * 28.0;
        if r.round == v.round {
            c.rounded_rect(f.x + 6.0, y - 13.0, f.w - 12.0, 26.0, 6.0, NOW);
            c.rounded_rect(f.x + 14.0, y - 9.0, 18.0, 18.0, 3.0, rgb(0x7a1f1f));
        }
        let t = Text::new(15.0, INK).weight(r.round == v.round).centre();
        let priority = d.priority(v.players as u8, r.round, v.priority_tile).unwrap_or(r.priority);
        let wheel = match r.wheel {
            WheelStep::Setup => "1 (setup)",
            WheelStep::Single => "1 turn",
            WheelStep::Double => "2 turns",
            WheelStep::None => "none",
        };
        let era = if r.workshops == Era::Early { "early (∞)" } else { "late (⚡)" };
        let cells = [
            roman(r.round).to_string(),
            // M-P6: you start in rounds I, III and V, the automa in II, IV and VI
            match (solo, r.round % 2) {
                (true, 1) => "you".into(),
                (true, _) => "automa".into(),
                _ => priority_word(priority).into(),
            },
            r.ships.to_string(),
            r.fire_cost.to_string(),
            wheel.into(),
            era.into(),
        ];
        for ((_, x), text) in cols.iter().zip(cells) {
            c.text(f.x + x + if *x < 50.0 { 10.0 } else { 0.0 }, y, t, &text);
        }
    }
    let y = f.y + f.h - 16.0;
    c.text(f.x + 14.0, y, Text::new(14.0, MUTED), "■ round marker · round VI: no new cubes or citizens in the city");
}

fn book(c: &mut Canvas, v: &View, b: Book, y: f32) {
    let d = data();
    let track = d.book(b);
    let (colour, title, note) = match b {
        Book::Pop => (POP_BOOK, "Popularity", "+1 per cube"),
        Book::City => (CITY_BOOK, "City book", "1 coin per lt"),
        Book::Church => (CHURCH_BOOK, "Church book", "1 coin per lt"),
    };
    c.rounded_rect(16.0, y, 132.0, 126.0, 8.0, colour);
    c.text(26.0, y + 20.0, Text::new(17.0, WHITE).bold(), title);
    c.text(26.0, y + 44.0, Text::new(14.0, WHITE), note);
    c.text(26.0, y + 68.0, Text::new(14.0, WHITE), "stack: last to");
    c.text(26.0, y + 86.0, Text::new(14.0, WHITE), "arrive on top");
    let x0 = 156.0;
    let cell = (WIDTH as f32 - 16.0 - x0) / 16.0;
    for sp in &track.spaces {
        let x = x0 + (sp.space - 1) as f32 * cell;
        let past_double = track.past_double(sp.space);
        let past_single = track.past_single(sp.space);
        let fill = if past_double {
            rgb(0xe9dcc4)
        } else if past_single {
            rgb(0xf1e8d8)
        } else {
            rgb(0xfbf6ec)
        };
        c.panel(Frame::new(x + 2.0, y, cell - 4.0, 126.0), 6.0, fill, colour, 2.0);
        c.text(x + 9.0, y + 14.0, Text::new(15.0, INK).bold(), &sp.space.to_string());
        if sp.vp > 0 {
            c.text(x + cell - 8.0, y + 14.0, Text::new(14.0, rgb(0x2e7d4f)).bold().right(), &format!("{}vp", sp.vp));
        }
        if let Some(a) = &sp.action {
            icons::action_centred(c, x + cell / 2.0, y + 42.0, 22.0, a);
        }
        let mut here: Vec<(Option<Seat>, u32)> = v
            .people
            .iter()
            .enumerate()
            .filter(|(_, p)| p.book(b) == sp.space)
            .map(|(s, p)| (Some(s), p.book_seq[b.index()]))
            .collect();
        // the automa's disc (solo) is on the popularity book only (M-P2), `None` in the stack
        if let Some(a) = v.automa.as_ref().filter(|a| b == Book::Pop && a.pop == sp.space) {
            here.push((None, a.pop_seq));
        }
        for (k, s) in stack(here).into_iter().enumerate() {
            let look = s.map_or(AUTOMA, |s| style(v, s));
            marker(c, x + cell / 2.0, y + 108.0 - k as f32 * 17.0, 17.0, look);
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

fn card(c: &mut Canvas, f: Frame, id: &str, head: &str) {
    c.panel(f, 8.0, WHITE, rgb(0x8a7a62), 2.0);
    c.text(f.x + 8.0, f.y + 14.0, Text::new(16.0, INK).bold(), id);
    c.text(f.x + f.w - 8.0, f.y + 14.0, Text::new(14.0, MUTED).right(), head);
}

fn supply(c: &mut Canvas, v: &View, f: Frame) {
    let d = data();
    c.panel(f, 10.0, BOX, BORDER, 2.0);
    let t = Text::new(14.0, INK);
    c.text(f.x + 14.0, f.y + 18.0, Text::new(17.0, INK).bold(), "Tiles on offer");
    let counts = format!(
        "build: hut hu05 · workshop wk03 · wagon wg2a    supply: {} ships · {} plague cubes · {} expansion hexes",
        v.ships_left, v.cubes, v.expansion_left
    );
    c.text(f.x + 150.0, f.y + 18.0, Text::new(14.0, MUTED), &counts);
    let (cw, ch, top) = (178.0, 112.0, f.y + 40.0);
    let mut x = f.x + 12.0;
    c.text(x, top + ch + 16.0, t, &format!("hut upgrades · stacks {}", sizes(&v.huts_left)));
    for &h in &v.huts_face_up {
        let hu = &d.hut_upgrades[h];
        let cf = Frame::new(x, top, cw - 8.0, ch);
        card(c, cf, &hu.id, "hut");
        icons::cost(c, cf.x + 8.0, cf.y + 44.0, 22.0, hu.cost);
        c.text(cf.x + 8.0, cf.y + 76.0, Text::new(14.0, MUTED), "each round:");
        icons::action(c, cf.x + 8.0, cf.y + 98.0, 22.0, &hu.production);
        x += cw;
    }
    x = x.max(f.x + 12.0 + 3.0 * cw) + 14.0;
    let ws_x = x;
    for &w in &v.workshops_face_up {
        let wk = &d.workshops[w];
        let era = if wk.era == Era::Early { "∞ early" } else { "⚡ late" };
        let cf = Frame::new(x, top, cw + 12.0, ch);
        card(c, cf, &wk.id, era);
        icons::citizen(c, cf.x + 20.0, cf.y + 44.0, 13.0, wk.class, wk.needs_upgraded);
        icons::cost(c, cf.x + 44.0, cf.y + 44.0, 22.0, wk.cost);
        let label = if wk.era == Era::Early { "each round:" } else { "once:" };
        c.text(cf.x + 8.0, cf.y + 76.0, Text::new(14.0, MUTED), label);
        let w1 = icons::action(c, cf.x + 8.0, cf.y + 98.0, 22.0, &wk.output);
        if let Some(u) = &wk.upgraded {
            c.text(cf.x + 16.0 + w1, cf.y + 98.0, Text::new(14.0, INK).bold(), "★");
            icons::action(c, cf.x + 32.0 + w1, cf.y + 98.0, 22.0, u);
        }
        x += cw + 16.0;
    }
    let late: usize = v.late_workshops_left.iter().sum();
    c.text(ws_x, top + ch + 16.0, t, &format!("workshops · stacks {} · late {late}", sizes(&v.workshops_left)));
    x = x.max(ws_x + 3.0 * (cw + 16.0)) + 10.0;
    let wg_x = x;
    for &w in &v.wagons_face_up {
        let wg = &d.wagons[w];
        let cf = Frame::new(x, top, 120.0, ch);
        card(c, cf, &wg.id, "wagon");
        icons::cost(c, cf.x + 8.0, cf.y + 44.0, 22.0, wg.cost);
        c.text(cf.x + 8.0, cf.y + 76.0, Text::new(14.0, MUTED), "when built:");
        icons::term(c, cf.x + 8.0, cf.y + 98.0, 22.0, Term::Points(wg.points.max(1)));
        if wg.points == 0 {
            c.rect(cf.x + 6.0, cf.y + 86.0, 26.0, 24.0, WHITE);
            c.text(cf.x + 8.0, cf.y + 98.0, t, "no points");
        }
        x += 128.0;
    }
    c.text(wg_x, top + ch + 16.0, t, &format!("wagons · stacks {}", sizes(&v.wagons_left)));
}

fn sizes(v: &[usize]) -> String {
    v.iter().map(|n| n.to_string()).collect::<Vec<_>>().join("/")
}
