//! The Messina 1347 images, drawn from the public [`View`] only: the city (hexes, ports, docks,
//! expansion locations and the population wheel), the scoring-board panel (score track, turn
//! order, books, round table and the tile supply) and one estate per player.
//!
//! Each image has a `draw_*` function returning the finished [`Canvas`] (for benchmarks) and a
//! function returning PNG bytes (compact encoding: the city image is large). Every image is at most [`MAX_WIDTH`] pixels wide and prints no
//! text under 14 px.

pub(crate) mod city;
mod estate;
pub mod icons;
mod scoring;

use crate::games::messina::data::data;
use crate::games::messina::View;
use crate::games::Seat;
use crate::render::canvas::{rgb, Canvas, Text};
use crate::render::palette::{marker, player_style, PlayerStyle, Shape, WHITE};

pub use city::draw as draw_city;
pub use estate::draw as draw_estate;
pub use scoring::draw as draw_scoring;

/// The widest image drawn.
pub const MAX_WIDTH: u32 = 1600;

/// The city image as PNG; `names` are the players' display names by seat.
pub fn city(v: &View, names: &[String]) -> Vec<u8> {
    draw_city(v, names).png_compact()
}

/// The scoring-board panel as PNG.
pub fn scoring(v: &View, names: &[String]) -> Vec<u8> {
    draw_scoring(v, names).png_compact()
}

/// One player's estate as PNG.
pub fn estate(v: &View, seat: Seat, names: &[String]) -> Vec<u8> {
    draw_estate(v, seat, names).png_compact()
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

pub(crate) fn capital(s: &str) -> String {
    let mut ch = s.chars();
    ch.next().map(|f| f.to_uppercase().collect::<String>() + ch.as_str()).unwrap_or_default()
}

/// "Alice (Red)", with the name cut to fit `max` pixels at `size`.
pub(crate) fn who(v: &View, names: &[String], seat: Seat, size: f32, max: f32) -> String {
    let colour = capital(colour_name(v.people.get(seat).map(|p| p.colour).unwrap_or(seat)));
    let suffix = format!(" ({colour})");
    let name = names.get(seat).map(String::as_str).unwrap_or("?");
    fit(&format!("{name}{suffix}"), size, false, max).unwrap_or_else(|| {
        let room = max - Canvas::text_width(size, false, &suffix);
        fit_cut(name, size, false, room) + &suffix
    })
}

pub(crate) fn fit(s: &str, size: f32, bold: bool, max: f32) -> Option<String> {
    (Canvas::text_width(size, bold, s) <= max).then(|| s.to_string())
}

/// `s` cut with an ellipsis to fit `max` pixels: the longest prefix (trailing spaces trimmed)
/// that fits with the ellipsis. Linear in the length of `s`: the widths of all prefixes come from
/// one pass, and only a few cuts around the one found are measured again.
pub(crate) fn fit_cut(s: &str, size: f32, bold: bool, max: f32) -> String {
    if let Some(f) = fit(s, size, bold, max) {
        return f;
    }
    let room = max - Canvas::text_width(size, bold, "…");
    // byte ends of the prefixes, up to a few past the last that fits without the ellipsis
    let mut ends = vec![0];
    let (mut width, mut prev, mut past) = (0.0, None, 0);
    for (i, ch) in s.char_indices() {
        // one more character: its advance and its kerning against the previous one
        let (from, end) = (prev.unwrap_or(i), i + ch.len_utf8());
        width += Canvas::text_width(size, bold, &s[from..end]) - Canvas::text_width(size, bold, &s[from..i]);
        prev = Some(i);
        ends.push(end);
        // trailing spaces are trimmed, so only a visible character can make a cut too wide
        if width > room && !ch.is_whitespace() {
            past += 1;
            if past > 2 {
                break;
            }
        }
    }
    // the estimate leaves out the ellipsis' kerning: measure the cuts around it, longest first
    let mut tried = 0;
    for &end in ends.iter().rev().filter(|&&e| e > 0) {
        let t = format!("{}…", s[..end].trim_end());
        if Canvas::text_width(size, bold, &t) <= max {
            return t;
        }
        tried += 1;
        if tried > 16 {
            break;
        }
    }
    "…".into()
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
    if let Some(f) = fit(&s, size, bold, max) {
        return f;
    }
    for (from, to) in STEPS {
        s = s.replace(from, to);
        if let Some(f) = fit(&s, size, bold, max) {
            return f;
        }
    }
    fit_cut(&s, size, bold, max)
}

pub(crate) fn roman(n: u8) -> &'static str {
    ["0", "I", "II", "III", "IV", "V", "VI"].get(n as usize).copied().unwrap_or("?")
}

pub(crate) const HEADER_BG: crate::render::canvas::Colour = rgb(0x3d3128);

/// The dark title bar shared by the images.
pub(crate) fn header(c: &mut Canvas, width: f32, title: &str, v: &View, names: &[String]) {
    c.rect(0.0, 0.0, width, 52.0, HEADER_BG);
    let tw = c.text(18.0, 26.0, Text::new(23.0, WHITE).bold(), title);
    let status = match (v.to_act, &v.automa) {
        (None, Some(a)) => match v.standings.as_ref().and_then(|s| s.first()) {
            Some(w) => {
                let who = who(v, names, w.seat, 19.0, 300.0);
                format!("Game over · {who} scored {} · {}", w.score, good_result_words(w.score, a.good_result))
            }
            None => format!("Round {} · the automa's turn", roman(v.round)),
        },
        (None, None) => match v.standings.as_ref().and_then(|s| s.first()) {
            Some(w) => format!("Game over · {} wins with {}", who(v, names, w.seat, 19.0, 300.0), w.score),
            None => format!("Round {} · game over", roman(v.round)),
        },
        (Some(s), automa) => {
            let solo = automa
                .as_ref()
                .map(|a| format!(" · score {} / good result {}", v.people[s].points, a.good_result))
                .unwrap_or_default();
            let who = who(v, names, s, 19.0, 300.0);
            format!("Round {} · {who} to act: {}{solo}", roman(v.round), stage_words(v.stage))
        }
    };
    let room = width - tw - 90.0;
    c.text(tw + 40.0, 26.0, Text::new(19.0, WHITE), &fit_cut(&status, 19.0, false, room));
    if let Some(s) = v.to_act {
        marker(c, width - 28.0, 26.0, 26.0, style(v, s));
    }
}

/// "good result reached" or "12 short of the good result" (M-P15).
fn good_result_words(score: i64, good: u32) -> String {
    let short = good as i64 - score;
    if short <= 0 {
        format!("good result {good} reached")
    } else {
        format!("{short} short of the good result {good}")
    }
}

fn stage_words(stage: &str) -> &str {
    match stage {
        "lieutenant" => "which lieutenant",
        "destination" => "where to go",
        "rescue" => "rescue citizens",
        "fight" => "fight the plague",
        "ship-fight" => "ship's plague cube",
        "actions" => "action step",
        "production" => "production",
        "quarantine" => "leaving quarantine",
        "repopulate" => "repopulation",
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_any_length_are_cut_in_one_pass() {
        let long = "Name ".repeat(40_000);
        let cut = fit_cut(&long, 19.0, false, 300.0);
        assert!(cut.ends_with('…') && cut.chars().count() < 100, "{cut}");
        assert!(Canvas::text_width(19.0, false, &cut) <= 300.0);
        // the longest cut that fits: one more character would not
        let kept = cut.trim_end_matches('…');
        let more = format!("{}…", &long[..kept.len() + 1].trim_end());
        assert!(more.len() == cut.len() || Canvas::text_width(19.0, false, &more) > 300.0, "{cut}");
        assert_eq!(fit_cut("Ann", 19.0, false, 300.0), "Ann");
        assert_eq!(fit_cut("Ann", 19.0, false, 1.0), "…");
    }
}
