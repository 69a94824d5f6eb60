//! The Messina 1347 images, drawn from the public [`View`] only: the city (hexes, ports, docks,
//! expansion locations and the population wheel), the scoring-board panel (score track, turn
//! order, books, round table and the tile supply) and one estate per player. Each marks what the
//! last turn changed ([`Changes`]) and tells it in its header.
//!
//! Each image has a `draw_*` function returning the finished [`Canvas`] (for benchmarks and
//! tests) and a function returning PNG bytes. Every image is at most [`MAX_WIDTH`] pixels wide;
//! every word on it comes from the message catalogue.

pub(crate) mod city;
mod estate;
pub mod icons;
mod scoring;

use crate::games::messina::changes::Changes;
use crate::games::messina::data::data;
use crate::games::messina::view::Stage;
use crate::games::messina::View;
use crate::games::{Msg, Seat};
use crate::render::canvas::{rgb, Canvas, Frame, Text};
use crate::render::fit::cut;
use crate::render::palette::{marker, player_style, PlayerStyle, Shape, WHITE};
use crate::render::words::Words;

pub use city::{draw as draw_city_in, site_centre};
pub use estate::draw as draw_estate_in;
pub use scoring::draw as draw_scoring_in;

/// How the images are encoded: palette PNGs, a quarter of the bytes of RGB ones
/// (`cargo bench --bench messina_render`).
pub const ENCODING: crate::render::png::Encoding = crate::render::png::Encoding::Palette;

/// The widest image drawn.
pub const MAX_WIDTH: u32 = 1600;
/// The height of the title bar with the last turn's caption.
pub const HEADER: f32 = 54.0 + crate::render::marks::CAPTION_H + 4.0;

/// The city image as PNG in `words`; `names` are the players' display names by seat, `last`
/// the last turn.
pub fn city_in(words: Words, v: &View, names: &[String], last: Option<&Changes>) -> Vec<u8> {
    draw_city_in(words, v, names, last).png(ENCODING)
}

/// The scoring-board panel as PNG in `words`.
pub fn scoring_in(words: Words, v: &View, names: &[String], last: Option<&Changes>) -> Vec<u8> {
    draw_scoring_in(words, v, names, last).png(ENCODING)
}

/// One player's estate as PNG in `words`.
pub fn estate_in(words: Words, v: &View, seat: Seat, names: &[String], last: Option<&Changes>) -> Vec<u8> {
    draw_estate_in(words, v, seat, names, last).png(ENCODING)
}

/// The city image in English (tests and benchmarks; the table draws in its language).
pub fn draw_city(v: &View, names: &[String], last: Option<&Changes>) -> Canvas {
    draw_city_in(Words::EN, v, names, last)
}

/// The scoring-board panel in English.
pub fn draw_scoring(v: &View, names: &[String], last: Option<&Changes>) -> Canvas {
    draw_scoring_in(Words::EN, v, names, last)
}

/// One player's estate in English.
pub fn draw_estate(v: &View, seat: Seat, names: &[String], last: Option<&Changes>) -> Canvas {
    draw_estate_in(Words::EN, v, seat, names, last)
}

/// The city image as PNG in English.
pub fn city(v: &View, names: &[String], last: Option<&Changes>) -> Vec<u8> {
    city_in(Words::EN, v, names, last)
}

/// The scoring-board panel as PNG in English.
pub fn scoring(v: &View, names: &[String], last: Option<&Changes>) -> Vec<u8> {
    scoring_in(Words::EN, v, names, last)
}

/// One player's estate as PNG in English.
pub fn estate(v: &View, seat: Seat, names: &[String], last: Option<&Changes>) -> Vec<u8> {
    estate_in(Words::EN, v, seat, names, last)
}

/// The solo automa's look: neutral near-black, the letter A and a hexagon, a shape and letter no
/// player colour uses (its lieutenants are drawn by [`icons::automa_lieutenant`]).
pub const AUTOMA: PlayerStyle = PlayerStyle { fill: rgb(0x3a3a3a), text: WHITE, letter: 'A', shape: Shape::Hexagon };

/// The palette style of a seat's colour.
pub(crate) fn style(v: &View, seat: Seat) -> PlayerStyle {
    let colour = v.people.get(seat).map(|p| p.colour).unwrap_or(seat);
    player_style(colour_name(colour))
}

/// The palette name of a player colour index (`red`, `yellow`, `blue`, `green`).
pub fn colour_name(colour: usize) -> &'static str {
    use crate::games::messina::data::PlayerColour;
    match data().player_colours.get(colour) {
        Some(PlayerColour::Red) => "red",
        Some(PlayerColour::Yellow) => "yellow",
        Some(PlayerColour::Blue) => "blue",
        Some(PlayerColour::Green) => "green",
        None => "?",
    }
}

/// "Alice (Red)" as a message, the name cut to `max` pixels at `size` (bold).
pub(crate) fn player(v: &View, names: &[String], seat: Seat, size: f32, max: f32) -> Msg {
    let colour = v.people.get(seat).map(|p| p.colour).unwrap_or(seat);
    let name = names.get(seat).map(String::as_str).unwrap_or("?");
    let colour_key = format!("messina.colour.{}", colour_name(colour));
    Msg::new("image.player").text("name", cut(name, size, true, max)).key("seat", colour_key)
}

/// "Alice (Red)", the name cut to fit.
pub(crate) fn who(c: &Canvas, v: &View, names: &[String], seat: Seat, size: f32, max: f32) -> String {
    c.m(&player(v, names, seat, size, max * 0.7))
}

/// A place name shortened step by step (saints, "di", "della"...) until it fits.
pub(crate) fn short_name(name: &str, size: f32, bold: bool, max: f32) -> String {
    const STEPS: [(&str, &str); 9] = [
        ("Santissima ", "SS. "),
        ("Santa ", "S. "),
        ("San ", "S. "),
        (" della ", " d. "),
        (" dei ", " d. "),
        (" di ", " d. "),
        ("Monastero", "Mon."),
        ("Castello", "Cast."),
        ("Palazzo", "Pal."),
    ];
    let mut s = name.to_string();
    for (from, to) in STEPS {
        if Canvas::text_width(size, bold, &s) <= max {
            return s;
        }
        s = s.replace(from, to);
    }
    s
}

pub(crate) fn roman(n: u8) -> &'static str {
    ["0", "I", "II", "III", "IV", "V", "VI"].get(n as usize).copied().unwrap_or("?")
}

pub(crate) const HEADER_BG: crate::render::canvas::Colour = rgb(0x3d3128);

/// The dark title bar shared by the images: the title, whose turn it is and what they decide,
/// and the last turn's caption. Later drawing is moved below it.
pub(crate) fn header(c: &mut Canvas, width: f32, title: &str, v: &View, names: &[String], last: Option<&Changes>) {
    c.rect(0.0, 0.0, width, HEADER, HEADER_BG);
    let tw = c.text_fit(18.0, 30.0, Text::new(28.0, WHITE).bold(), width * 0.45, 18.0, title);
    let who = |s: Seat| player(v, names, s, 22.0, 320.0);
    let status = match (v.round.to_act, &v.automa) {
        (None, Some(a)) => match v.standings.as_ref().and_then(|s| s.first()) {
            Some(st) => {
                let verdict = if st.score >= a.good_result as i64 {
                    Msg::new("image.messina.status.good-reached").num("good", a.good_result)
                } else {
                    Msg::new("image.messina.status.good-short")
                        .num("short", a.good_result as i64 - st.score)
                        .num("good", a.good_result)
                };
                Msg::new("image.messina.status.solo-over")
                    .msg("player", who(st.seat))
                    .num("score", st.score)
                    .msg("verdict", verdict)
            }
            None => Msg::new("image.messina.status.automa").text("round", roman(v.round.number)),
        },
        (None, None) => match v.standings.as_ref().and_then(|s| s.first()) {
            Some(st) => Msg::new("image.messina.status.over").msg("player", who(st.seat)).num("score", st.score),
            None => Msg::new("image.messina.status.ended").text("round", roman(v.round.number)),
        },
        (Some(s), automa) => {
            let mut msg = Msg::new("image.messina.status.turn")
                .text("round", roman(v.round.number))
                .msg("player", who(s))
                .key("stage", stage_key(v.round.stage));
            if let Some(a) = automa {
                let solo = Msg::new("image.messina.status.solo-score")
                    .num("score", v.people[s].discs.points)
                    .num("good", a.good_result);
                msg = Msg::new("image.messina.status.with").msg("status", msg).msg("extra", solo);
            }
            msg
        }
    };
    let room = width - tw - 100.0;
    c.text_fit(tw + 36.0, 30.0, Text::new(28.0, WHITE), room, 18.0, &c.m(&status));
    if let Some(s) = v.round.to_act {
        marker(c, width - 32.0, 30.0, 34.0, style(v, s));
    }
    let caption = match last {
        Some(l) => Msg::new("image.last-turn").msg("turn", l.caption(player(v, names, l.seat, 20.0, 220.0))),
        None => Msg::new("image.no-last-turn"),
    };
    crate::render::marks::caption(
        c,
        &c.m(&caption),
        Frame::new(18.0, 54.0, width - 36.0, crate::render::marks::CAPTION_H),
    );
    c.set_origin(0.0, HEADER);
}

/// The catalogue key naming a stage (what the player decides now).
fn stage_key(stage: Stage) -> String {
    format!("image.messina.stage.{}", stage.name())
}

/// A word of the images' Messina vocabulary.
pub(crate) fn word(words: Words, key: &str) -> String {
    words.w(&format!("image.messina.{key}"))
}

/// Drawing a word of the images' Messina vocabulary by its key (`city.wheel` for
/// `image.messina.city.wheel`), for the Messina images only.
impl Canvas {
    /// Draws the word `key` on one line ([`Canvas::text`]); returns its width.
    fn word(&mut self, x: f32, y: f32, style: Text, key: &str) -> f32 {
        let s = word(self.words(), key);
        self.text(x, y, style, &s)
    }

    /// Draws the word `key` on one line, shrunk from `style.size` down to `min` to fit `max`
    /// pixels ([`Canvas::text_fit`]); returns its width.
    fn word_fit(&mut self, x: f32, y: f32, style: Text, max: f32, min: f32, key: &str) -> f32 {
        let s = word(self.words(), key);
        self.text_fit(x, y, style, max, min, &s)
    }
}
