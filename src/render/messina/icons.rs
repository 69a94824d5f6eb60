//! Small glyphs shared by the Messina images: the action terms of the components file (§1),
//! costs, citizens, lieutenants, plague cubes, rat symbols and hex colours. Every glyph that
//! carries a number prints it at 14 px or more; the legend names every glyph.

use crate::games::messina::data::{ActionExpr, Class, Colour as HexColour, Cost, OverseerKind, Rat, Term};
use crate::games::Msg;
use crate::render::canvas::{rgb, Canvas, Colour, Text};
use crate::render::palette::{PlayerStyle, INK, WHITE};
use crate::render::words::Words;

pub const GOLD: Colour = rgb(0xe9b929);
pub const GOLD_DARK: Colour = rgb(0x8a6508);
pub const CUBE: Colour = rgb(0x1c1c1c);
const COIN: Colour = rgb(0xf2c94c);
const COIN_RIM: Colour = rgb(0x9c7412);
const WOOD: Colour = rgb(0x9b6a3c);
const WOOD_DARK: Colour = rgb(0x5e3d1d);
const FIRE: Colour = rgb(0xf39c33);
const BIGFIRE: Colour = rgb(0xc8341f);
const POINTS: Colour = rgb(0x2e7d4f);
pub const CITY_BOOK: Colour = rgb(0x2f6fb0);
pub const CHURCH_BOOK: Colour = rgb(0x8e44ad);
pub const POP_BOOK: Colour = rgb(0xb03a48);
const PARCHMENT: Colour = rgb(0xf3deb0);

/// The colour of a citizen class (and of its estate sector).
pub fn class_colour(c: Class) -> Colour {
    match c {
        Class::Craftsman => rgb(0x8c5a2b),
        Class::Aristocrat => rgb(0x7b4fa0),
        Class::Nun => rgb(0x5f6b78),
    }
}

/// A pale tint of a class colour, for estate areas.
pub fn class_tint(c: Class) -> Colour {
    match c {
        Class::Craftsman => rgb(0xf1e1cd),
        Class::Aristocrat => rgb(0xeadff4),
        Class::Nun => rgb(0xe3e7ec),
    }
}

/// Strong and pale shades of a hex colour, and its name.
pub fn hex_colour(c: HexColour) -> (Colour, Colour, &'static str) {
    match c {
        HexColour::Orange => (rgb(0xe69f00), rgb(0xfbe3b0), "image.messina.hex-colour.orange"),
        HexColour::White => (rgb(0xf7f4ec), rgb(0xfdfcf8), "image.messina.hex-colour.white"),
        HexColour::Blue => (rgb(0x56b4e9), rgb(0xd3ebf8), "image.messina.hex-colour.blue"),
        HexColour::Red => (rgb(0xb2222f), rgb(0xf3cfd1), "image.messina.hex-colour.red"),
    }
}

/// Text on a hex colour's strong shade.
pub fn hex_colour_text(c: HexColour) -> Colour {
    match c {
        HexColour::Red => WHITE,
        _ => INK,
    }
}

pub fn circle_ring(c: &mut Canvas, cx: f32, cy: f32, r: f32, fill: Colour, ring: Colour, w: f32) {
    c.circle(cx, cy, r, ring);
    c.circle(cx, cy, r - w, fill);
}

/// The count inside a glyph; 0 draws the bare glyph (for labels such as "coins: 3").
fn num(c: &mut Canvas, cx: f32, cy: f32, s: f32, n: u8, col: Colour) {
    if n == 0 {
        return;
    }
    c.text(cx, cy, Text::new((s * 0.62).max(14.0), col).bold().centre(), &n.to_string());
}

fn flame(c: &mut Canvas, cx: f32, cy: f32, h: f32, col: Colour) {
    let w = h * 0.42;
    let pts = [
        (cx, cy - h * 0.55),
        (cx + w * 0.45, cy - h * 0.2),
        (cx + w * 0.95, cy + h * 0.1),
        (cx + w * 0.8, cy + h * 0.38),
        (cx + w * 0.3, cy + h * 0.52),
        (cx - w * 0.3, cy + h * 0.52),
        (cx - w * 0.8, cy + h * 0.38),
        (cx - w * 0.95, cy + h * 0.1),
        (cx - w * 0.55, cy - h * 0.25),
        (cx - w * 0.2, cy - h * 0.05),
    ];
    c.polygon(&pts, col);
}

/// A book glyph: a coloured cover with a spine and a letter.
fn book_glyph(c: &mut Canvas, x: f32, cy: f32, s: f32, left: Colour, right: Colour, letter: &str) {
    let (w, h) = (s * 0.85, s);
    c.rounded_rect(x, cy - h / 2.0, w, h, 3.0, INK);
    c.rect(x + 1.5, cy - h / 2.0 + 1.5, w / 2.0 - 1.5, h - 3.0, left);
    c.rect(x + w / 2.0, cy - h / 2.0 + 1.5, w / 2.0 - 1.5, h - 3.0, right);
    c.rect(x + 1.5, cy - h / 2.0 + 1.5, 3.0, h - 3.0, rgb(0x1d2b3a));
    c.text(x + w / 2.0 + 1.5, cy, Text::new(14.0, WHITE).bold().centre(), letter);
}

/// A person silhouette (citizen / lieutenant) of height `h`, centred at (cx, cy).
pub fn person(c: &mut Canvas, cx: f32, cy: f32, h: f32, col: Colour) {
    c.circle(cx, cy - h * 0.28, h * 0.2, col);
    c.polygon(
        &[
            (cx - h * 0.3, cy + h * 0.45),
            (cx - h * 0.2, cy - h * 0.02),
            (cx + h * 0.2, cy - h * 0.02),
            (cx + h * 0.3, cy + h * 0.45),
        ],
        col,
    );
}

/// An overseer disc: a ring of `ring` colour around `fill`.
pub fn disc(c: &mut Canvas, cx: f32, cy: f32, r: f32, fill: Colour, ring: Colour) {
    c.circle(cx, cy + r * 0.15, r, rgb(0x555555));
    circle_ring(c, cx, cy, r, fill, ring, (r * 0.22).max(2.0));
}

/// Width of one term's glyph at height `s`.
pub fn term_width(words: Words, s: f32, t: Term) -> f32 {
    match t {
        Term::City | Term::Church | Term::Book => s * 0.85,
        Term::Scroll => s * 1.15,
        Term::Overseer(OverseerKind::Class(_)) => s * 1.15,
        Term::Overseer(OverseerKind::Skip) | Term::UpgradeAdvance => s + 13.0,
        Term::Activate(n) => s * 0.5 * n as f32 + s * 0.5,
        Term::AutoShip | Term::AutoWagon | Term::AutoHuts | Term::AutoWorkshop(_) => {
            Canvas::text_width(14.0, true, &auto_words(words, t)) + 8.0
        }
        _ => s,
    }
}

/// Draws one term with its left edge at `x` and its vertical centre at `cy`.
pub fn term(c: &mut Canvas, x: f32, cy: f32, s: f32, t: Term) {
    let cx = x + term_width(c.words(), s, t) / 2.0;
    let r = s / 2.0;
    match t {
        Term::Coin(n) => {
            circle_ring(c, cx, cy, r, COIN, COIN_RIM, 2.0);
            num(c, cx, cy, s, n, INK);
        }
        Term::Wood(n) => {
            c.rounded_rect(x, cy - r * 0.8, s, s * 0.8, 4.0, WOOD_DARK);
            c.rounded_rect(x + 1.5, cy - r * 0.8 + 1.5, s - 3.0, s * 0.8 - 3.0, 3.0, WOOD);
            num(c, cx, cy, s, n, WHITE);
        }
        Term::Fire(n) => {
            flame(c, cx, cy, s * 1.05, rgb(0xa85a00));
            flame(c, cx, cy + 0.5, s * 0.92, FIRE);
            num(c, cx, cy + s * 0.1, s, n, INK);
        }
        Term::BigFire(n) => {
            c.circle(cx, cy, r, rgb(0x5a1208));
            flame(c, cx, cy, s * 0.98, BIGFIRE);
            num(c, cx, cy + s * 0.1, s, n, WHITE);
        }
        Term::Points(n) => {
            let (w, h) = (s * 0.5, s * 0.5);
            let pts = [
                (cx - w, cy - h),
                (cx + w, cy - h),
                (cx + w, cy + h * 0.25),
                (cx, cy + h * 1.05),
                (cx - w, cy + h * 0.25),
            ];
            c.polygon(&pts, POINTS);
            num(c, cx, cy - s * 0.06, s, n, WHITE);
        }
        Term::City => book_glyph(c, x, cy, s, CITY_BOOK, CITY_BOOK, "C"),
        Term::Church => book_glyph(c, x, cy, s, CHURCH_BOOK, CHURCH_BOOK, "✝"),
        Term::Book => book_glyph(c, x, cy, s, CITY_BOOK, CHURCH_BOOK, "?"),
        Term::Scroll => {
            let w = s * 1.15;
            c.rounded_rect(x + 3.0, cy - r * 0.75, w - 6.0, s * 0.75, 2.0, rgb(0x8a6a3a));
            c.rect(x + 4.5, cy - r * 0.75 + 1.5, w - 9.0, s * 0.75 - 3.0, PARCHMENT);
            circle_ring(c, x + 4.0, cy, r * 0.55, PARCHMENT, rgb(0x8a6a3a), 1.5);
            circle_ring(c, x + w - 4.0, cy, r * 0.55, PARCHMENT, rgb(0x8a6a3a), 1.5);
            for k in [-0.3f32, 0.0, 0.3] {
                c.line((x + 9.0, cy + k * r), (x + w - 9.0, cy + k * r), 1.2, rgb(0x8a6a3a));
            }
        }
        Term::Overseer(kind) => {
            let ox = x + r.max(term_width(c.words(), s, Term::Overseer(OverseerKind::Any)) / 2.0);
            match kind {
                OverseerKind::Class(cl) => {
                    disc(c, cx, cy - 1.0, s * 0.575, WHITE, class_colour(cl));
                    c.text(cx, cy - 1.0, Text::new(14.0, class_colour(cl)).bold().centre(), cl.code());
                }
                OverseerKind::Any => {
                    disc(c, cx, cy - 1.0, r, WHITE, INK);
                }
                OverseerKind::Skip => {
                    disc(c, ox, cy - 1.0, r, WHITE, INK);
                    c.text(x + s + 6.5, cy - 1.0, Text::new(16.0, INK).bold().centre(), "»");
                }
            }
        }
        Term::UpgradeOverseer | Term::UpgradeAdvance => {
            disc(c, x + r, cy - 1.0, r, GOLD, GOLD_DARK);
            c.text(x + r, cy - 1.0, Text::new(14.0, INK).centre(), "★");
            if t == Term::UpgradeAdvance {
                c.text(x + s + 6.5, cy - 1.0, Text::new(16.0, INK).bold().centre(), "»");
            }
        }
        Term::UpgradeCitizen => {
            circle_ring(c, cx, cy, r, GOLD, GOLD_DARK, 2.0);
            person(c, cx, cy + 1.0, s * 0.78, INK);
        }
        Term::Build => {
            c.line((cx - r * 0.55, cy + r * 0.8), (cx + r * 0.35, cy - r * 0.25), s * 0.16, WOOD_DARK);
            let head = [(-0.75f32, -0.55f32), (0.15, -0.95), (0.55, -0.1), (-0.35, 0.3)];
            c.polygon(&head.map(|(a, b)| (cx + a * r + r * 0.25, cy + b * r)), rgb(0x4d5560));
        }
        Term::Lieutenant => {
            person(c, cx, cy, s * 1.05, rgb(0x444444));
            c.text(cx + r * 0.7, cy - r * 0.55, Text::new(14.0, INK).bold().centre(), "+");
        }
        Term::HexAction => {
            hexagon(c, cx, cy, r * 1.05, INK);
            hexagon(c, cx, cy, r * 0.85, rgb(0xfff6dc));
            c.text(cx, cy, Text::new(14.0, INK).bold().centre(), "?");
        }
        Term::Activate(n) => {
            for i in 0..n {
                let px = x + s * 0.5 + i as f32 * s * 0.5;
                person(c, px, cy, s * 0.95, rgb(0x555555));
            }
        }
        Term::AutoShip | Term::AutoWagon | Term::AutoHuts | Term::AutoWorkshop(_) => {
            let w = term_width(c.words(), s, t);
            c.rounded_rect(x, cy - 10.0, w, 20.0, 4.0, rgb(0xc0392b));
            c.text(x + 4.0, cy, Text::new(14.0, WHITE).bold(), &auto_words(c.words(), t));
        }
    }
}

/// A pointy-top hexagon of circumradius `r`.
pub fn hexagon(c: &mut Canvas, cx: f32, cy: f32, r: f32, col: Colour) {
    c.polygon(&hex_points(cx, cy, r), col);
}

pub fn hex_points(cx: f32, cy: f32, r: f32) -> [(f32, f32); 6] {
    let h = r * 3f32.sqrt() / 2.0;
    [
        (cx, cy - r),
        (cx + h, cy - r / 2.0),
        (cx + h, cy + r / 2.0),
        (cx, cy + r),
        (cx - h, cy + r / 2.0),
        (cx - h, cy - r / 2.0),
    ]
}

const GAP: f32 = 3.0;
const SLASH: f32 = 14.0;

/// Width of a whole action (options separated by a slash).
pub fn action_width(words: Words, s: f32, a: &ActionExpr) -> f32 {
    let mut w = 0.0;
    for (i, o) in a.options.iter().enumerate() {
        if i > 0 {
            w += SLASH;
        }
        w += o.iter().map(|&t| term_width(words, s, t)).sum::<f32>() + GAP * (o.len() as f32 - 1.0);
    }
    w
}

/// Draws an action from `x`; returns its width.
pub fn action(c: &mut Canvas, x: f32, cy: f32, s: f32, a: &ActionExpr) -> f32 {
    let mut px = x;
    for (i, o) in a.options.iter().enumerate() {
        if i > 0 {
            c.text(px + SLASH / 2.0, cy, Text::new(20.0, INK).bold().centre(), "/");
            px += SLASH;
        }
        for (j, &t) in o.iter().enumerate() {
            if j > 0 {
                px += GAP;
            }
            term(c, px, cy, s, t);
            px += term_width(c.words(), s, t);
        }
    }
    px - x
}

pub fn action_centred(c: &mut Canvas, cx: f32, cy: f32, s: f32, a: &ActionExpr) {
    let w = action_width(c.words(), s, a);
    action(c, cx - w / 2.0, cy, s, a);
}

pub fn cost_width(words: Words, s: f32, cost: Cost) -> f32 {
    match (cost.wood, cost.coins) {
        (0, 0) => Canvas::text_width(14.0, false, &words.w("image.messina.cost-free")),
        (0, _) | (_, 0) => s,
        _ => 2.0 * s + GAP,
    }
}

/// A price: wood then coins, as on the tiles.
pub fn cost(c: &mut Canvas, x: f32, cy: f32, s: f32, cost: Cost) -> f32 {
    let mut px = x;
    if cost.wood > 0 {
        term(c, px, cy, s, Term::Wood(cost.wood));
        px += s + GAP;
    }
    if cost.coins > 0 {
        term(c, px, cy, s, Term::Coin(cost.coins));
        px += s + GAP;
    }
    if px == x {
        return c.text(x, cy, Text::new(14.0, INK), &c.w("image.messina.cost-free"));
    }
    px - x - GAP
}

/// A citizen token: class colour with its code, or gold when upgraded.
pub fn citizen(c: &mut Canvas, cx: f32, cy: f32, r: f32, class: Class, upgraded: bool) {
    let col = class_colour(class);
    if upgraded {
        circle_ring(c, cx, cy, r, GOLD, col, (r * 0.2).max(2.5));
        c.text(cx, cy, Text::new((r * 0.95).max(14.0), INK).bold().centre(), class.code());
    } else {
        circle_ring(c, cx, cy, r, col, WHITE, 1.5);
        c.text(cx, cy, Text::new((r * 0.95).max(14.0), WHITE).bold().centre(), class.code());
    }
}

/// A plague cube of side `s` centred at (cx, cy).
pub fn cube(c: &mut Canvas, cx: f32, cy: f32, s: f32) {
    c.rounded_rect(cx - s / 2.0, cy - s / 2.0, s, s, 2.0, CUBE);
    c.rect(cx - s / 2.0 + 2.0, cy - s / 2.0 + 2.0, s * 0.35, s * 0.2, rgb(0x6b6b6b));
}

/// A rat symbol in a light badge of radius `r`: facing left, facing right or standing (head up).
pub fn rat(c: &mut Canvas, cx: f32, cy: f32, r: f32, kind: Rat) {
    circle_ring(c, cx, cy, r, rgb(0xf4efe6), rgb(0x3a2e26), (r * 0.12).max(1.5));
    let body = rgb(0x3a2e26);
    // designed facing right in a unit box, then mirrored or turned upright
    let map = |(a, b): (f32, f32)| -> (f32, f32) {
        match kind {
            Rat::Right => (cx + a * r, cy + b * r),
            Rat::Left => (cx - a * r, cy + b * r),
            Rat::Standing => (cx - b * r, cy - a * r),
        }
    };
    let mut outline = Vec::new();
    for i in 0..16 {
        let t = i as f32 / 16.0 * std::f32::consts::TAU;
        outline.push((-0.12 + 0.4 * t.cos(), 0.12 + 0.27 * t.sin()));
    }
    c.polygon(&outline.into_iter().map(map).collect::<Vec<_>>(), body);
    c.polygon(&[(0.12, -0.1), (0.72, 0.1), (0.16, 0.33)].map(map), body);
    let ear = map((0.2, -0.16));
    c.circle(ear.0, ear.1, r * 0.16, body);
    let eye = map((0.38, 0.05));
    c.circle(eye.0, eye.1, (r * 0.07).max(1.0), rgb(0xf4efe6));
    let (t0, t1, t2) = (map((-0.5, 0.18)), map((-0.72, -0.02)), map((-0.7, -0.3)));
    c.line(t0, t1, (r * 0.09).max(1.2), body);
    c.line(t1, t2, (r * 0.09).max(1.2), body);
}

/// The catalogue key naming a rat symbol.
pub fn rat_key(r: Rat) -> &'static str {
    match r {
        Rat::Left => "image.messina.rat.left",
        Rat::Right => "image.messina.rat.right",
        Rat::Standing => "image.messina.rat.standing",
    }
}

/// A lieutenant: a pawn in the player's colour with their letter; lying ones are drawn on
/// their side with a dashed look (they do not block).
pub fn lieutenant(c: &mut Canvas, cx: f32, cy: f32, h: f32, st: PlayerStyle, standing: bool) {
    let (fill, text, letter) = (st.fill, st.text, st.letter);
    let t = |a: f32, b: f32| if standing { (cx + a * h, cy + b * h) } else { (cx - b * h, cy + a * h * 0.9) };
    let body = [(-0.36f32, 0.5f32), (-0.2, -0.05), (0.2, -0.05), (0.36, 0.5)];
    let outline = [(-0.44f32, 0.56f32), (-0.26, -0.1), (0.26, -0.1), (0.44, 0.56)];
    c.polygon(&outline.map(|(a, b)| t(a, b)), INK);
    let (hx, hy) = t(0.0, -0.26);
    c.circle(hx, hy, h * 0.25, INK);
    c.circle(hx, hy, h * 0.2, fill);
    c.polygon(&body.map(|(a, b)| t(a, b)), fill);
    let (lx, ly) = t(0.0, 0.24);
    c.text(lx, ly, Text::new((h * 0.42).max(14.0), text).bold().centre(), &letter.to_string());
}

/// An automa lieutenant (solo): a near-black pawn with a square head and the letter A, ringed in
/// white, so that neither its colour nor its shape matches a player's figure. It always stands.
pub fn automa_lieutenant(c: &mut Canvas, cx: f32, cy: f32, h: f32) {
    let fill = super::AUTOMA.fill;
    let t = |a: f32, b: f32| (cx + a * h, cy + b * h);
    let halo = [(-0.5f32, 0.6f32), (-0.32, -0.12), (0.32, -0.12), (0.5, 0.6)];
    let outline = [(-0.44f32, 0.55f32), (-0.27, -0.08), (0.27, -0.08), (0.44, 0.55)];
    c.polygon(&halo.map(|(a, b)| t(a, b)), WHITE);
    c.rounded_rect(cx - h * 0.3, cy - h * 0.56, h * 0.6, h * 0.52, 2.0, WHITE);
    c.polygon(&outline.map(|(a, b)| t(a, b)), INK);
    c.rounded_rect(cx - h * 0.25, cy - h * 0.51, h * 0.5, h * 0.42, 2.0, INK);
    c.rounded_rect(cx - h * 0.2, cy - h * 0.46, h * 0.4, h * 0.32, 1.5, fill);
    c.polygon(&[(-0.37f32, 0.5f32), (-0.22, -0.03), (0.22, -0.03), (0.37, 0.5)].map(|(a, b)| t(a, b)), fill);
    c.text(cx, cy + 0.24 * h, Text::new((h * 0.42).max(14.0), WHITE).bold().centre(), "A");
}

/// An automa action in words (M-P8).
pub fn auto_words(words: Words, t: Term) -> String {
    match t {
        Term::AutoShip => words.w("image.messina.auto.ship"),
        Term::AutoWagon => words.w("image.messina.auto.wagon"),
        Term::AutoHuts => words.w("image.messina.auto.huts"),
        Term::AutoWorkshop(cl) => words.m(&Msg::new("image.messina.auto.workshop").text("class", cl.code())),
        _ => String::new(),
    }
}

/// A legend grid of term glyphs with their meaning (catalogue keys); returns the height used.
pub fn legend_terms(
    c: &mut Canvas,
    (x, y): (f32, f32),
    (col_w, row_h): (f32, f32),
    cols: usize,
    entries: &[(Term, &str)],
) -> f32 {
    for (i, (t, key)) in entries.iter().enumerate() {
        let (px, py) = (x + (i % cols) as f32 * col_w, y + (i / cols) as f32 * row_h);
        term(c, px, py, 22.0, *t);
        let tx = px + term_width(c.words(), 22.0, *t) + 6.0;
        c.text_fit(tx, py, Text::new(15.0, INK), col_w - (tx - px) - 6.0, 11.0, &c.w(key));
    }
    entries.len().div_ceil(cols) as f32 * row_h
}

/// The resources every legend starts with.
pub const RESOURCES: [(Term, &str); 5] = [
    (Term::Coin(1), "image.messina.legend.coins"),
    (Term::Wood(1), "image.messina.legend.wood"),
    (Term::Fire(1), "image.messina.legend.fire"),
    (Term::BigFire(1), "image.messina.legend.bigfire"),
    (Term::Points(1), "image.messina.legend.points"),
];
