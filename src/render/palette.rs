//! Colours and player markers. Player colours come from the Okabe–Ito palette, which stays
//! distinguishable under the common colour-vision deficiencies; every player piece also
//! carries a letter and a shape, so colour is never the only cue.

use super::canvas::{rgb, Canvas, Colour, Frame, Text};
use super::layers::stamp;

pub const INK: Colour = rgb(0x222222);
pub const MUTED: Colour = rgb(0x6b6b6b);
pub const PAPER: Colour = rgb(0xfbf7ef);
pub const WHITE: Colour = rgb(0xffffff);
pub const LINE: Colour = rgb(0x8a7a62);
pub const SEA: Colour = rgb(0x3b7fb6);
pub const GREY_FILL: Colour = rgb(0xdedbd5);
pub const HIGHLIGHT: Colour = rgb(0xc0392b);

/// A player's look: colour, letter and shape.
#[derive(Debug, Clone, Copy)]
pub struct PlayerStyle {
    pub fill: Colour,
    pub text: Colour,
    pub letter: char,
    pub shape: Shape,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    Square,
    Circle,
    Triangle,
    Diamond,
    /// Not a player colour: the solo automa's pieces.
    Hexagon,
}

/// Styles for the colour names the games use.
pub fn player_style(colour: &str) -> PlayerStyle {
    match colour {
        "red" => PlayerStyle { fill: rgb(0xd55e00), text: WHITE, letter: 'R', shape: Shape::Square },
        "yellow" => PlayerStyle { fill: rgb(0xf0e442), text: INK, letter: 'Y', shape: Shape::Circle },
        "green" => PlayerStyle { fill: rgb(0x009e73), text: WHITE, letter: 'G', shape: Shape::Triangle },
        "blue" => PlayerStyle { fill: rgb(0x0072b2), text: WHITE, letter: 'B', shape: Shape::Diamond },
        _ => PlayerStyle { fill: rgb(0x999999), text: INK, letter: '?', shape: Shape::Circle },
    }
}

/// Draws a player marker of size `s` centred at (cx, cy): outlined shape with the letter inside.
/// Drawn once per look and size, then copied (see [`stamp`]).
pub fn marker(c: &mut Canvas, cx: f32, cy: f32, s: f32, style: PlayerStyle) {
    let half = (s * 0.7 + 3.0).ceil();
    let key = format!("marker-{:?}-{:?}-{}-{:?}-{s}", style.fill.0, style.text.0, style.letter, style.shape);
    stamp(c, &key, Frame::new(cx - half, cy - half, 2.0 * half, 2.0 * half), |c| paint_marker(c, half, half, s, style));
}

fn paint_marker(c: &mut Canvas, cx: f32, cy: f32, s: f32, style: PlayerStyle) {
    let h = s / 2.0;
    let o = (s * 0.08).max(1.5);
    let draw = |c: &mut Canvas, h: f32, col: Colour| match style.shape {
        Shape::Square => c.rounded_rect(cx - h, cy - h, 2.0 * h, 2.0 * h, h * 0.2, col),
        Shape::Circle => c.circle(cx, cy, h, col),
        Shape::Triangle => {
            c.polygon(&[(cx, cy - h * 1.1), (cx + h * 1.15, cy + h * 0.9), (cx - h * 1.15, cy + h * 0.9)], col)
        }
        Shape::Diamond => {
            c.polygon(&[(cx, cy - h * 1.2), (cx + h * 1.2, cy), (cx, cy + h * 1.2), (cx - h * 1.2, cy)], col)
        }
        Shape::Hexagon => {
            let (a, b) = (h * 1.12, h * 0.56);
            c.polygon(
                &[(cx - a, cy), (cx - b, cy - h), (cx + b, cy - h), (cx + a, cy), (cx + b, cy + h), (cx - b, cy + h)],
                col,
            )
        }
    };
    draw(c, h + o, INK);
    draw(c, h, style.fill);
    let ty = if style.shape == Shape::Triangle { cy + h * 0.25 } else { cy };
    c.text(cx, ty, Text::new(s * 0.62, style.text).bold().centre(), &style.letter.to_string());
}
