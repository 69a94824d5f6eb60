//! The estate's right-hand panel (holdings, lieutenants, overseers, scroll board, ships and
//! wagons) and its legend.

use super::{next_of, reach_text, BORDER, BOX};
use crate::games::messina::changes::PlayerChange;
use crate::games::messina::data::{data, Class, Rat, Term};
use crate::games::messina::view::{LieutenantView as Lieutenant, Place, PlayerView as Player, Resource};
use crate::games::messina::View;
use crate::games::Msg;
use crate::games::Seat;
use crate::render::canvas::{rgb, Canvas, Frame, Text};
use crate::render::fit::cut;
use crate::render::marks::{self, MARK};
use crate::render::messina::city::goods_key;
use crate::render::messina::icons::{self, class_colour, disc, GOLD, GOLD_DARK};
use crate::render::messina::style;
use crate::render::messina::word;
use crate::render::palette::{marker, PlayerStyle, INK, MUTED, WHITE};

fn place_id(p: Place) -> String {
    let d = data();
    match p {
        Place::Hex(h) => d.city.hexes[h].id.clone(),
        Place::Port(i) => d.city.ports[i].id.clone(),
        Place::Dock(i) => d.city.docks[i].id.clone(),
    }
}

pub fn draw(c: &mut Canvas, v: &View, seat: Seat, p: &Player, f: Frame, ch: Option<&PlayerChange>) {
    let d = data();
    c.panel(f, 10.0, BOX, BORDER, 2.0);
    let (x0, w) = (f.x + 14.0, f.w - 28.0);
    let mut y = f.y + 20.0;
    c.word(x0, y, Text::new(19.0, INK).bold(), "estate.holdings");
    y += 32.0;
    // each resource (rats have no term: drawn as a rat), then the points
    let items: Vec<(Option<Term>, i64, String, i64)> = Resource::ALL
        .into_iter()
        .map(|r| {
            (r.term(0), p.purse.get(r) as i64, format!("estate.{}", r.key()), ch.map_or(0, |c| c.purse.get(r)) as i64)
        })
        .chain([(
            Some(Term::Points(0)),
            p.discs.points as i64,
            "estate.points".into(),
            ch.map_or(0, |c| c.points) as i64,
        )])
        .collect();
    for (i, (t, n, label, dn)) in items.iter().enumerate() {
        let (x, yy) = (x0 + (i % 3) as f32 * (w / 3.0), y + (i / 3) as f32 * 36.0);
        match t {
            Some(t) => icons::term(c, x, yy, 24.0, *t),
            None => icons::rat(c, x + 12.0, yy, 12.0, Rat::Right),
        }
        let nw = c.text(x + 30.0, yy, Text::new(21.0, INK).bold(), &n.to_string());
        // "3 coins +3": the change beside its count, the label shrinking to leave it room
        let badge = marks::delta_width(marks::SMALL_BADGE, *dn);
        let room = w / 3.0 - 40.0 - nw - badge;
        let lw = c.word_fit(x + 36.0 + nw, yy, Text::new(15.0, MUTED), room, 10.0, label);
        marks::delta(c, x + 38.0 + nw + lw + badge / 2.0, yy, marks::SMALL_BADGE, *dn);
    }
    y += 72.0;
    // lieutenants
    let lw = c.word(x0, y, Text::new(19.0, INK).bold(), "estate.lieutenants");
    let owned = p.retinue.lieutenants_owned();
    let note = Msg::new("image.messina.estate.owned").num("owned", owned);
    c.text_fit(x0 + lw + 12.0, y, Text::new(15.0, MUTED), w - lw - 12.0, 10.0, &c.m(&note));
    if ch.is_some_and(|ch| ch.lieutenants) {
        c.rounded_outline(Frame::new(x0 - 8.0, y + 12.0, w + 16.0, 52.0), 8.0, 4.0, MARK);
    }
    y += 30.0;
    let st = style(v, seat);
    let mut x = x0;
    for l in &p.retinue.lieutenants {
        let (standing, label, dim) = match l {
            Lieutenant::Estate { used: false } => (true, word(c.words(), "estate.lt-estate"), false),
            Lieutenant::Estate { used: true } => (true, word(c.words(), "estate.lt-used"), true),
            Lieutenant::Messina { at, standing } => {
                let key = if *standing { "image.messina.estate.lt-stands" } else { "image.messina.estate.lt-lies" };
                (*standing, c.m(&Msg::new(key).text("place", place_id(*at))), false)
            }
            Lieutenant::Supply => (true, word(c.words(), "estate.lt-supply"), true),
            Lieutenant::Boxed => (false, word(c.words(), "estate.lt-box"), true),
        };
        let fill = if dim { rgb(0xcfcac0) } else { st.fill };
        let look = if dim { PlayerStyle { fill, text: INK, ..st } } else { st };
        icons::lieutenant(c, x + 14.0, y, 28.0, look, standing);
        c.text_fit(x + 14.0, y + 27.0, Text::new(15.0, INK).centre(), w / 5.0 - 2.0, 9.0, &label);
        x += w / 5.0;
    }
    y += 52.0;
    let mine: Vec<String> = v
        .city
        .sites
        .iter()
        .filter(|s| s.repop == Some(seat))
        .filter_map(|s| match s.place {
            Some(Place::Hex(h)) => Some(d.city.hexes[h].id.clone()),
            _ => None,
        })
        .collect();
    c.rounded_rect(x0, y - 12.0, 24.0, 24.0, 4.0, st.fill);
    marker(c, x0 + 12.0, y, 16.0, st);
    let placed = if mine.is_empty() {
        Msg::new("image.messina.estate.repop-none").num("left", p.retinue.repop_left)
    } else {
        Msg::new("image.messina.estate.repop-placed").num("left", p.retinue.repop_left).text("hexes", mine.join(", "))
    };
    c.text_fit(x0 + 32.0, y, Text::new(16.0, INK), w - 32.0, 10.0, &c.m(&placed));
    y += 34.0;
    // overseers
    let ow = c.word(x0, y, Text::new(19.0, INK).bold(), "estate.overseers");
    c.word_fit(x0 + ow + 12.0, y, Text::new(15.0, MUTED), w - ow - 12.0, 10.0, "estate.overseers-note");
    y += 28.0;
    for cl in Class::ALL {
        let o = &p.retinue.overseers[cl.index()];
        let (fill, ring) = if o.upgraded { (GOLD, GOLD_DARK) } else { (WHITE, class_colour(cl)) };
        disc(c, x0 + 16.0, y + 8.0, 16.0, fill, ring);
        c.text(x0 + 16.0, y + 8.0, Text::new(14.0, class_colour(cl)).bold().centre(), cl.code());
        // the branch by the name drawn beside its first space, and the sector it leads to
        let branch = match o.branch {
            Some(b) => Msg::new("image.messina.estate.branch")
                .text("branch", d.estate.branches[b].id.to_lowercase())
                .key("towards", format!("messina.classes.{}", d.estate.branches[b].towards.code().to_lowercase())),
            None => Msg::new("image.messina.estate.no-branch"),
        };
        let head =
            Msg::new(if o.upgraded { "image.messina.estate.overseer-up" } else { "image.messina.estate.overseer" })
                .key("class", format!("messina.classes.{}", cl.code().to_lowercase()))
                .num("pos", o.pos)
                .msg("branch", branch);
        c.text_fit(x0 + 40.0, y, Text::new(16.0, INK).bold(), w - 40.0, 10.0, &c.m(&head));
        let next = next_of(p, cl);
        let line = if next.is_empty() {
            Msg::new("image.messina.estate.centre")
        } else if next.len() == 2 {
            Msg::new("image.messina.estate.choose-branch")
        } else {
            // the next space is the dashed ring on the board
            Msg::new("image.messina.estate.next").text("reach", reach_text(c, p, cl, next[0]))
        };
        c.text_fit(x0 + 40.0, y + 20.0, Text::new(15.0, INK), w - 40.0, 9.0, &c.m(&line));
        y += 48.0;
    }
    y += 6.0;
    let scroll_changed: Vec<usize> = ch.map(|ch| ch.scroll.iter().map(|s| s.0).collect()).unwrap_or_default();
    y += match p.retinue.scroll_b {
        Some(b) => scroll_b(c, p, b, (x0, y, w), &scroll_changed),
        None => {
            scroll(c, p, (x0, y, w), &scroll_changed);
            150.0
        }
    };
    // ships and wagons
    let sw = c.word(x0, y, Text::new(19.0, INK).bold(), "estate.ships");
    let ships: Vec<String> = p
        .estate
        .ships
        .iter()
        .map(|&s| {
            c.m(&Msg::new("image.messina.estate.ship")
                .text("id", d.tiles.ships[s].id.clone())
                .key("goods", goods_key(d.tiles.ships[s].goods)))
        })
        .collect();
    let line = if ships.is_empty() { word(c.words(), "estate.none") } else { ships.join(" · ") };
    c.text_fit(x0 + sw + 14.0, y, Text::new(16.0, INK), w - sw - 14.0, 10.0, &cut(&line, 10.0, false, w - sw - 14.0));
    if ch.is_some_and(|ch| !ch.estate.new_ships.is_empty()) {
        c.rounded_outline(Frame::new(x0 - 8.0, y - 15.0, w + 16.0, 30.0), 8.0, 4.0, MARK);
    }
    y += 32.0;
    let ww = c.word(x0, y, Text::new(19.0, INK).bold(), "estate.wagons");
    let mut x = x0 + ww + 14.0;
    if p.estate.wagons.is_empty() {
        c.word_fit(x, y, Text::new(16.0, INK), w - ww - 14.0, 10.0, "estate.no-wagons");
    }
    for (i, wg) in p.estate.wagons.iter().enumerate() {
        let id = &d.tiles.wagons[wg.tile].id;
        let key = if wg.used { "image.messina.estate.wagon-used" } else { "image.messina.estate.wagon-ready" };
        let fill = if wg.used { rgb(0x9a948a) } else { rgb(0x7b5b3a) };
        let label = c.m(&Msg::new(key).text("id", id.clone()));
        let tw = Canvas::text_width(15.0, true, &label) + 14.0;
        c.rounded_rect(x, y - 13.0, tw, 26.0, 5.0, fill);
        c.text(x + 7.0, y, Text::new(15.0, WHITE).bold(), &label);
        if ch.is_some_and(|ch| ch.estate.wagons.contains(&i)) {
            c.rounded_outline(Frame::new(x - 4.0, y - 17.0, tw + 8.0, 34.0), 7.0, 4.0, MARK);
        }
        x += tw + 8.0;
    }
    if !p.retinue.deferred.is_empty() {
        y += 30.0;
        let dw = c.word(x0, y, Text::new(16.0, INK).bold(), "estate.deferred");
        let mut x = x0 + dw + 12.0;
        for &t in &p.retinue.deferred {
            icons::term(c, x, y, 22.0, t);
            x += icons::term_width(c.words(), 22.0, t) + 4.0;
        }
    }
}

fn scroll(c: &mut Canvas, p: &Player, (x0, y, w): (f32, f32, f32), changed: &[usize]) {
    let d = data();
    let tw = c.word(x0, y, Text::new(19.0, INK).bold(), "estate.scroll");
    c.word_fit(x0 + tw + 12.0, y, Text::new(15.0, MUTED), w - tw - 12.0, 10.0, "estate.scroll-note");
    let col_w = w / 3.0;
    for (t, track) in d.scrolls.side_a.iter().enumerate() {
        let x = x0 + t as f32 * col_w;
        let kind = track.id.rsplit('.').next().unwrap_or(&track.id);
        let name = c.w(&format!("image.messina.estate.track-kind.{kind}"));
        let nw = c.text_fit(x, y + 24.0, Text::new(15.0, INK).bold(), col_w * 0.6, 10.0, &name);
        c.text_fit(x + 4.0 + nw, y + 24.0, Text::new(15.0, MUTED), col_w - nw - 10.0, 9.0, &c.w(track.unit_key()));
        let level = p.retinue.scroll.get(t).copied().unwrap_or(0) as usize;
        if changed.contains(&t) {
            c.rounded_outline(Frame::new(x - 6.0, y + 34.0, col_w - 4.0, 42.0), 6.0, 4.0, MARK);
        }
        let cell = (col_w - 12.0) / track.values.len() as f32;
        for (i, val) in track.values.iter().enumerate() {
            let cx = x + i as f32 * cell;
            let fill = if i == level { rgb(0x7a1f1f) } else { WHITE };
            c.panel(Frame::new(cx, y + 40.0, cell - 3.0, 30.0), 4.0, fill, rgb(0x8a7a62), 1.5);
            let tc = if i == level { WHITE } else { INK };
            c.text(cx + (cell - 3.0) / 2.0, y + 55.0, Text::new(15.0, tc).bold().centre(), &val.to_string());
        }
        let lv =
            Msg::new("image.messina.estate.level").num("level", level as i64).num("of", track.values.len() as i64 - 1);
        c.text_fit(x, y + 88.0, Text::new(15.0, MUTED), col_w - 8.0, 9.0, &c.m(&lv));
    }
}

/// A side-b scroll board (M-A7 to M-A12): one row per track with its name, the cube's level,
/// the points of every level (the cube's level filled) and what it counts. Returns its height.
fn scroll_b(c: &mut Canvas, p: &Player, board: usize, (x0, y, w): (f32, f32, f32), changed: &[usize]) -> f32 {
    use crate::games::messina::data::{TrackKind, TrackValues};
    let d = data();
    let sb = &d.scrolls.boards_b[board];
    let tw = c.word(x0, y, Text::new(19.0, INK).bold(), "estate.scroll");
    let sub = Msg::new("image.messina.estate.scroll-b").text("id", sb.id.clone()).text("name", sb.name.clone());
    c.text_fit(x0 + tw + 10.0, y, Text::new(15.0, MUTED), w - tw - 10.0, 9.0, &c.m(&sub));
    let label_w = 132.0;
    let cell = (w - label_w) / 6.0;
    for (t, track) in sb.tracks.iter().enumerate() {
        let Some(tt) = d.track_type(track.kind) else { continue };
        let ry = y + 34.0 + t as f32 * 64.0;
        let level = p.retinue.scroll.get(t).copied().unwrap_or(0) as usize;
        if changed.contains(&t) {
            c.rounded_outline(Frame::new(x0 - 8.0, ry - 14.0, w + 16.0, 62.0), 8.0, 4.0, MARK);
        }
        let name = match (track.kind, track.book) {
            (TrackKind::Book, Some(b)) => c.m(&Msg::new("image.messina.estate.track-book").key("book", book_key(b))),
            (TrackKind::GoodsType, _) => word(c.words(), "estate.track-goods-type"),
            (TrackKind::Huts, _) => word(c.words(), "estate.track-huts"),
            (TrackKind::OverseerEnd, _) => word(c.words(), "estate.track-overseers"),
            (k, _) => c.w(&format!("image.messina.estate.track-kind.{}", k.name())),
        };
        c.text_fit(x0, ry, Text::new(16.0, INK).bold(), label_w - 6.0, 9.0, &name);
        let lv =
            Msg::new("image.messina.estate.level").num("level", level as i64).num("of", tt.values.levels() as i64 - 1);
        c.text_fit(x0, ry + 20.0, Text::new(15.0, MUTED), label_w - 6.0, 9.0, &c.m(&lv));
        let cap = tt.cap.filter(|_| tt.cap_printed);
        let (values, hint): (Vec<String>, String) = match &tt.values {
            TrackValues::PerUnit(v) => {
                let unit = match track.kind {
                    TrackKind::GoodsType => "estate.unit-goods-type",
                    TrackKind::Workshops => "estate.unit-workshop",
                    TrackKind::Wood => "estate.unit-wood",
                    TrackKind::Huts => "estate.unit-hut",
                    TrackKind::Coins => "estate.unit-coin",
                    _ => "estate.unit-other",
                };
                let hint = match cap {
                    Some(n) => {
                        Msg::new("image.messina.estate.per-unit-cap").text("unit", word(c.words(), unit)).num("cap", n)
                    }
                    None => Msg::new("image.messina.estate.per-unit").text("unit", word(c.words(), unit)),
                };
                (v.iter().map(|x| x.to_string()).collect(), c.m(&hint))
            }
            TrackValues::Book(v) => {
                (v.iter().map(|[a, b]| format!("{a}|{b}")).collect(), word(c.words(), "estate.book-values"))
            }
            TrackValues::OverseerEnd(v) => {
                (v.iter().map(|[a, b, c]| format!("{a}·{b}·{c}")).collect(), word(c.words(), "estate.overseer-values"))
            }
        };
        for (i, val) in values.iter().enumerate() {
            let cx = x0 + label_w + i as f32 * cell;
            let here = i == level;
            let fill = if here { rgb(0x7a1f1f) } else { WHITE };
            c.panel(Frame::new(cx, ry - 7.0, cell - 4.0, 30.0), 4.0, fill, rgb(0x8a7a62), 1.5);
            let tc = if here { WHITE } else { INK };
            c.text(cx + (cell - 4.0) / 2.0, ry + 8.0, Text::new(14.0, tc).bold().centre(), val);
        }
        c.text_fit(x0 + label_w, ry + 38.0, Text::new(15.0, MUTED), w - label_w, 9.0, &hint);
    }
    34.0 + 3.0 * 64.0 + 8.0
}

fn book_key(b: crate::games::messina::data::Book) -> &'static str {
    use crate::games::messina::data::Book;
    match b {
        Book::Pop => "image.messina.estate.book-pop",
        Book::City => "image.messina.estate.book-city",
        Book::Church => "image.messina.estate.book-church",
    }
}

trait UnitKey {
    fn unit_key(&self) -> &'static str;
}

impl UnitKey for crate::games::messina::data::ScrollTrack {
    /// The catalogue key of what a side-a track counts ("/building").
    fn unit_key(&self) -> &'static str {
        use crate::games::messina::data::TrackKind;
        match self.kind {
            TrackKind::Buildings => "image.messina.estate.per-building",
            TrackKind::Goods => "image.messina.estate.per-ship",
            TrackKind::Repop => "image.messina.estate.per-tile",
            _ => "image.messina.estate.per-nothing",
        }
    }
}

pub fn legend(c: &mut Canvas, f: Frame) {
    c.panel(f, 10.0, BOX, BORDER, 2.0);
    c.word(f.x + 14.0, f.y + 18.0, Text::new(19.0, INK).bold(), "legend.title");
    let mut entries = icons::RESOURCES.to_vec();
    entries.extend([
        (Term::City, "image.messina.legend.city"),
        (Term::Church, "image.messina.legend.church"),
        (Term::Book, "image.messina.legend.either-book"),
        (Term::Scroll, "image.messina.legend.scroll"),
        (Term::Build, "image.messina.legend.build"),
        (Term::UpgradeCitizen, "image.messina.legend.upgrade-citizen"),
        (Term::UpgradeOverseer, "image.messina.legend.upgrade-overseer"),
    ]);
    let col_w = (f.w - 28.0) / 6.0;
    icons::legend_terms(c, (f.x + 14.0, f.y + 44.0), (col_w, 28.0), 6, &entries);
    let y = f.y + 100.0;
    let mut x = f.x + 14.0;
    // the last row's words at the largest size (15 px down to 10) at which the row fits
    let (tab, used) = (super::once_tab_width(c.words(), false), super::once_tab_width(c.words(), true));
    let words: Vec<String> =
        ["legend.craftsman", "legend.upgraded", "legend.p1", "legend.p2", "legend.p3", "legend.p4"]
            .iter()
            .map(|k| word(c.words(), k))
            .chain(["legend.once", "legend.used"].iter().map(|k| word(c.words(), k)))
            .chain([c.w("image.legend.changed")])
            .collect();
    let fixed = 2.0 * 46.0 + 4.0 * 48.0 + tab + 26.0 + used + 76.0 + 34.0;
    let mut size = 15.0;
    while size > 10.0 && fixed + words.iter().map(|s| Canvas::text_width(size, false, s)).sum::<f32>() > f.w - 28.0 {
        size -= 0.5;
    }
    let t = Text::new(size, INK);
    icons::citizen(c, x + 12.0, y, 12.0, Class::Craftsman, false);
    x += 30.0 + c.word(x + 30.0, y, t, "legend.craftsman") + 16.0;
    icons::citizen(c, x + 12.0, y, 12.0, Class::Aristocrat, true);
    x += 30.0 + c.word(x + 30.0, y, t, "legend.upgraded") + 16.0;
    for (label, key) in [("P1", "legend.p1"), ("P2", "legend.p2"), ("P3", "legend.p3"), ("P4", "legend.p4")] {
        icons::circle_ring(c, x + 14.0, y, 14.0, WHITE, rgb(0x6d5c48), 2.0);
        c.text(x + 14.0, y, Text::new(14.0, MUTED).centre(), label);
        x += 34.0 + c.word(x + 34.0, y, t, key) + 14.0;
    }
    // one-time squares of side b (M-A5)
    super::once_tab(c, x + tab / 2.0, y, false);
    x += tab + 8.0 + c.word(x + tab + 8.0, y, t, "legend.once") + 18.0;
    super::used_cover(c, Frame::new(x, y - 12.0, 44.0, 24.0));
    super::once_tab(c, x + 50.0 + used / 2.0, y, true);
    x += 58.0 + used + c.word(x + 58.0 + used, y, t, "legend.used") + 18.0;
    c.rounded_outline(Frame::new(x, y - 11.0, 26.0, 22.0), 6.0, 4.0, MARK);
    c.text_fit(x + 34.0, y, t, f.x + f.w - x - 40.0, 9.0, &c.w("image.legend.changed"));
}
