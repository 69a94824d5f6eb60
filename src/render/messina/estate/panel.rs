//! The estate's right-hand panel (holdings, lieutenants, overseers, scroll board, ships and
//! wagons) and its legend.

use super::{next_of, reach_text, space_of, BORDER, BOX};
use crate::games::messina::data::{data, Class, Rat, Term};
use crate::games::messina::state::{Lieutenant, Place, Player};
use crate::games::messina::View;
use crate::games::Seat;
use crate::render::canvas::{rgb, Canvas, Frame, Text};
use crate::render::messina::city::goods_name;
use crate::render::messina::icons::{self, class_colour, disc, GOLD, GOLD_DARK};
use crate::render::messina::style;
use crate::render::palette::{marker, PlayerStyle, INK, MUTED, WHITE};

fn place_id(p: Place) -> String {
    let d = data();
    match p {
        Place::Hex(h) => d.hexes[h].id.clone(),
        Place::Port(i) => d.ports[i].id.clone(),
        Place::Dock(i) => d.docks[i].id.clone(),
    }
}

pub fn draw(c: &mut Canvas, v: &View, seat: Seat, p: &Player, f: Frame) {
    let d = data();
    c.panel(f, 10.0, BOX, BORDER, 2.0);
    let (x0, w) = (f.x + 14.0, f.w - 28.0);
    let mut y = f.y + 20.0;
    c.text(x0, y, Text::new(17.0, INK).bold(), "Holdings");
    y += 32.0;
    let items: [(Option<Term>, u32, &str); 6] = [
        (Some(Term::Coin(0)), p.coins, "coins"),
        (Some(Term::Wood(0)), p.wood, "wood"),
        (Some(Term::Fire(0)), p.fire, "fire"),
        (Some(Term::BigFire(0)), p.bigfire, "big fire"),
        (None, p.rats, "rats"),
        (Some(Term::Points(0)), p.points.max(0) as u32, "points"),
    ];
    for (i, (t, n, label)) in items.iter().enumerate() {
        let (x, yy) = (x0 + (i % 3) as f32 * (w / 3.0), y + (i / 3) as f32 * 34.0);
        match t {
            Some(t) => icons::term(c, x, yy, 24.0, *t),
            None => icons::rat(c, x + 12.0, yy, 12.0, Rat::Right),
        }
        let shown = if *label == "points" { p.points.to_string() } else { n.to_string() };
        let nw = c.text(x + 30.0, yy, Text::new(19.0, INK).bold(), &shown);
        c.text(x + 36.0 + nw, yy, Text::new(14.0, MUTED), label);
    }
    y += 70.0;
    // lieutenants
    c.text(x0, y, Text::new(17.0, INK).bold(), "Lieutenants");
    let owned = p.lieutenants_owned();
    c.text(x0 + 110.0, y, Text::new(14.0, MUTED), &format!("{owned} owned: a book advance costs {owned} coins"));
    y += 30.0;
    let st = style(v, seat);
    let mut x = x0;
    for l in &p.lieutenants {
        let (standing, label, dim) = match l {
            Lieutenant::Estate { used: false } => (true, "estate".to_string(), false),
            Lieutenant::Estate { used: true } => (true, "estate, used".to_string(), true),
            Lieutenant::Messina { at, standing } => {
                (*standing, format!("{} {}", place_id(*at), if *standing { "stands" } else { "lies" }), false)
            }
            Lieutenant::Supply => (true, "supply".into(), true),
            Lieutenant::Boxed => (false, "box".into(), true),
        };
        let fill = if dim { rgb(0xcfcac0) } else { st.fill };
        let look = if dim { PlayerStyle { fill, text: INK, ..st } } else { st };
        icons::lieutenant(c, x + 14.0, y, 28.0, look, standing);
        c.text(x + 14.0, y + 26.0, Text::new(14.0, INK).centre(), &label);
        x += w / 5.0;
    }
    y += 52.0;
    let mine: Vec<String> = v
        .sites
        .iter()
        .filter(|s| s.repop == Some(seat))
        .filter_map(|s| match s.place {
            Some(Place::Hex(h)) => Some(d.hexes[h].id.clone()),
            _ => None,
        })
        .collect();
    c.rounded_rect(x0, y - 12.0, 24.0, 24.0, 4.0, st.fill);
    marker(c, x0 + 12.0, y, 16.0, st);
    let placed = if mine.is_empty() { "none placed".into() } else { format!("placed on {}", mine.join(", ")) };
    c.text(x0 + 32.0, y, Text::new(15.0, INK), &format!("repopulation tiles: {} left · {placed}", p.repop_left));
    y += 34.0;
    // overseers
    c.text(x0, y, Text::new(17.0, INK).bold(), "Overseers");
    c.text(x0 + 96.0, y, Text::new(14.0, MUTED), "dashed ring = next space; ★ gold = upgraded");
    y += 28.0;
    for cl in Class::ALL {
        let o = &p.overseers[cl.index()];
        let (fill, ring) = if o.upgraded { (GOLD, GOLD_DARK) } else { (WHITE, class_colour(cl)) };
        disc(c, x0 + 16.0, y + 8.0, 16.0, fill, ring);
        c.text(x0 + 16.0, y + 8.0, Text::new(14.0, class_colour(cl)).bold().centre(), cl.code());
        let here = &d.path_spaces[space_of(p, cl)].id;
        let branch = o.branch.map(|b| d.branches[b].id.to_lowercase()).unwrap_or_else(|| "not chosen".into());
        let up = if o.upgraded { " ★" } else { "" };
        let head = format!("{}{up}: space {}/6 ({here}) · branch {branch}", cl.code().to_lowercase(), o.pos);
        c.text(x0 + 40.0, y, Text::new(15.0, INK).bold(), &head);
        let next = next_of(p, cl);
        let line = if next.is_empty() {
            "in the centre: no more advances".to_string()
        } else if next.len() == 2 {
            "next: choose a branch (see labels on the board)".to_string()
        } else {
            format!("next {}: {}", d.path_spaces[next[0]].id, reach_text(p, cl, next[0]))
        };
        c.text(x0 + 40.0, y + 19.0, Text::new(14.0, INK), &super::super::fit_cut(&line, 14.0, false, w - 40.0));
        y += 48.0;
    }
    y += 6.0;
    y += match p.scroll_b {
        Some(b) => scroll_b(c, p, b, x0, y, w),
        None => {
            scroll(c, p, x0, y, w);
            150.0
        }
    };
    // ships and wagons
    c.text(x0, y, Text::new(17.0, INK).bold(), "Ships");
    let ships: Vec<String> =
        p.ships.iter().map(|&s| format!("{} {}", d.ships[s].id, goods_name(d.ships[s].goods))).collect();
    let line = if ships.is_empty() { "none".to_string() } else { ships.join(" · ") };
    c.text(x0 + 64.0, y, Text::new(15.0, INK), &super::super::fit_cut(&line, 15.0, false, w - 64.0));
    y += 30.0;
    c.text(x0, y, Text::new(17.0, INK).bold(), "Wagons");
    let mut x = x0 + 74.0;
    if p.wagons.is_empty() {
        c.text(x, y, Text::new(15.0, INK), "none (a wagon is needed to repopulate)");
    }
    for wg in &p.wagons {
        let id = &d.wagons[wg.tile].id;
        let (fill, tc, label) = if wg.used { (rgb(0x9a948a), WHITE, "used") } else { (rgb(0x7b5b3a), WHITE, "ready") };
        let tw = Canvas::text_width(14.0, true, &format!("{id} {label}")) + 14.0;
        c.rounded_rect(x, y - 12.0, tw, 24.0, 5.0, fill);
        c.text(x + 7.0, y, Text::new(14.0, tc).bold(), &format!("{id} {label}"));
        x += tw + 8.0;
    }
    if !p.deferred.is_empty() {
        y += 30.0;
        c.text(x0, y, Text::new(15.0, INK).bold(), "Waiting for next turn:");
        let mut x = x0 + 176.0;
        for &t in &p.deferred {
            icons::term(c, x, y, 22.0, t);
            x += icons::term_width(22.0, t) + 4.0;
        }
    }
}

fn scroll(c: &mut Canvas, p: &Player, x0: f32, y: f32, w: f32) {
    let d = data();
    c.text(x0, y, Text::new(17.0, INK).bold(), "Scroll board");
    c.text(x0 + 120.0, y, Text::new(14.0, MUTED), "points per unit at game end; ■ = cube");
    let col_w = w / 3.0;
    for (t, track) in d.scroll_side_a.iter().enumerate() {
        let x = x0 + t as f32 * col_w;
        let name = track.id.rsplit('.').next().unwrap_or(&track.id);
        c.text(x, y + 24.0, Text::new(14.0, INK).bold(), name);
        c.text(x + 4.0 + Canvas::text_width(14.0, true, name), y + 24.0, Text::new(14.0, MUTED), track.unit_short());
        let level = p.scroll.get(t).copied().unwrap_or(0) as usize;
        let cell = (col_w - 12.0) / track.values.len() as f32;
        for (i, val) in track.values.iter().enumerate() {
            let cx = x + i as f32 * cell;
            let fill = if i == level { rgb(0x7a1f1f) } else { WHITE };
            c.panel(Frame::new(cx, y + 40.0, cell - 3.0, 30.0), 4.0, fill, rgb(0x8a7a62), 1.5);
            let tc = if i == level { WHITE } else { INK };
            c.text(cx + (cell - 3.0) / 2.0, y + 55.0, Text::new(14.0, tc).bold().centre(), &val.to_string());
        }
        c.text(x, y + 86.0, Text::new(14.0, MUTED), &format!("level {level} of {}", track.values.len() - 1));
    }
}

/// A side-b scroll board (M-A7 to M-A12): one row per track with its name, the cube's level,
/// the points of every level (the cube's level filled) and what it counts. Returns its height.
fn scroll_b(c: &mut Canvas, p: &Player, board: usize, x0: f32, y: f32, w: f32) -> f32 {
    use crate::games::messina::data::{TrackKind, TrackValues};
    let d = data();
    let sb = &d.scroll_boards_b[board];
    let tw = c.text(x0, y, Text::new(17.0, INK).bold(), "Scroll board");
    let sub = format!("{} {} · side b · points at game end", sb.id, sb.name);
    c.text(x0 + tw + 10.0, y, Text::new(14.0, MUTED), &super::super::fit_cut(&sub, 14.0, false, w - tw - 10.0));
    let label_w = 132.0;
    let cell = (w - label_w) / 6.0;
    for (t, track) in sb.tracks.iter().enumerate() {
        let Some(tt) = d.track_type(track.kind) else { continue };
        let ry = y + 34.0 + t as f32 * 64.0;
        let level = p.scroll.get(t).copied().unwrap_or(0) as usize;
        let name = match (track.kind, track.book) {
            (TrackKind::Book, Some(b)) => format!("{} bars", book_word(b)),
            (TrackKind::GoodsType, _) => "goods of a type".into(),
            (TrackKind::Huts, _) => "hut upgrades".into(),
            (TrackKind::OverseerEnd, _) => "overseers' end".into(),
            (k, _) => k.name().into(),
        };
        c.text(x0, ry, Text::new(15.0, INK).bold(), &name);
        c.text(x0, ry + 20.0, Text::new(14.0, MUTED), &format!("level {level} of {}", tt.values.levels() - 1));
        let cap = tt.cap.filter(|_| tt.cap_printed).map(|n| format!(", at most {n}")).unwrap_or_default();
        let (values, hint): (Vec<String>, String) = match &tt.values {
            TrackValues::PerUnit(v) => {
                let unit = match track.kind {
                    TrackKind::GoodsType => "ship of your most common goods",
                    TrackKind::Workshops => "workshop",
                    TrackKind::Wood => "wood held at the end",
                    TrackKind::Huts => "hut upgrade",
                    TrackKind::Coins => "coin (by value) held at the end",
                    _ => "unit",
                };
                (v.iter().map(|x| x.to_string()).collect(), format!("per {unit}{cap}"))
            }
            TrackValues::Book(v) => (
                v.iter().map(|[a, b]| format!("{a}|{b}")).collect(),
                "flat: left past the single bar, right past the double".into(),
            ),
            TrackValues::OverseerEnd(v) => (
                v.iter().map(|[a, b, c]| format!("{a}·{b}·{c}")).collect(),
                "per overseer on space 4·5·centre; best 2 count".into(),
            ),
        };
        for (i, val) in values.iter().enumerate() {
            let cx = x0 + label_w + i as f32 * cell;
            let here = i == level;
            let fill = if here { rgb(0x7a1f1f) } else { WHITE };
            c.panel(Frame::new(cx, ry - 7.0, cell - 4.0, 30.0), 4.0, fill, rgb(0x8a7a62), 1.5);
            let tc = if here { WHITE } else { INK };
            c.text(cx + (cell - 4.0) / 2.0, ry + 8.0, Text::new(14.0, tc).bold().centre(), val);
        }
        let hint = super::super::fit_cut(&hint, 14.0, false, w - label_w);
        c.text(x0 + label_w, ry + 38.0, Text::new(14.0, MUTED), &hint);
    }
    34.0 + 3.0 * 64.0 + 8.0
}

fn book_word(b: crate::games::messina::data::Book) -> &'static str {
    use crate::games::messina::data::Book;
    match b {
        Book::Pop => "popularity",
        Book::City => "city book",
        Book::Church => "church book",
    }
}

trait UnitShort {
    fn unit_short(&self) -> &'static str;
}

impl UnitShort for crate::games::messina::data::ScrollTrack {
    fn unit_short(&self) -> &'static str {
        use crate::games::messina::data::TrackKind;
        match self.kind {
            TrackKind::Buildings => "/building",
            TrackKind::Goods => "/ship",
            TrackKind::Repop => "/tile",
            _ => "",
        }
    }
}

pub fn legend(c: &mut Canvas, f: Frame) {
    c.panel(f, 10.0, BOX, BORDER, 2.0);
    let t = Text::new(14.0, INK);
    c.text(f.x + 14.0, f.y + 18.0, Text::new(17.0, INK).bold(), "Legend");
    let mut entries = icons::RESOURCES.to_vec();
    entries.extend([
        (Term::City, "city book"),
        (Term::Church, "church book"),
        (Term::Book, "either book"),
        (Term::Scroll, "scroll track"),
        (Term::Build, "build"),
        (Term::UpgradeCitizen, "upgrade citizen"),
        (Term::UpgradeOverseer, "upgrade overseer"),
    ]);
    let col_w = (f.w - 28.0) / 6.0;
    icons::legend_terms(c, (f.x + 14.0, f.y + 44.0), (col_w, 28.0), 6, &entries);
    let y = f.y + 100.0;
    let mut x = f.x + 14.0;
    icons::citizen(c, x + 12.0, y, 12.0, Class::Craftsman, false);
    x += 30.0 + c.text(x + 30.0, y, t, "craftsman") + 16.0;
    icons::citizen(c, x + 12.0, y, 12.0, Class::Aristocrat, true);
    x += 30.0 + c.text(x + 30.0, y, t, "upgraded (gold)") + 16.0;
    for (label, txt) in [("P1", "2 squares"), ("P2", "1 area"), ("P3", "2 areas"), ("P4", "anywhere")] {
        icons::circle_ring(c, x + 14.0, y, 14.0, WHITE, rgb(0x6d5c48), 2.0);
        c.text(x + 14.0, y, Text::new(14.0, MUTED).centre(), label);
        x += 34.0 + c.text(x + 34.0, y, t, txt) + 14.0;
    }
    // one-time squares of side b (M-A5)
    let tab = Canvas::text_width(14.0, true, "⚡ once") + 12.0;
    super::once_tab(c, x + tab / 2.0, y, false);
    x += tab + 8.0 + c.text(x + tab + 8.0, y, t, "one-time square (side b)") + 18.0;
    super::used_cover(c, Frame::new(x, y - 12.0, 44.0, 24.0));
    let used = Canvas::text_width(14.0, true, "⚡ used") + 12.0;
    super::once_tab(c, x + 50.0 + used / 2.0, y, true);
    c.text(x + 58.0 + used, y, t, "used: covered for good");
}
