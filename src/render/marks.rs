//! How the last turn's changes are marked on an image, the same way on every image: a magenta
//! outline around what changed, small signed badges for what was gained or lost, and arrows for
//! what moved (magenta is no player's colour).

use super::canvas::{rgb, Canvas, Colour, Frame, Text};
use super::fit::{fit_lines, fit_size, wraps_within, Fitted};
use super::layers::stamp;
use super::palette::WHITE;

/// The colour of every mark.
pub const MARK: Colour = rgb(0xd4007f);
/// Gains and losses in badges.
pub const GAIN: Colour = rgb(0x1b7a3d);
pub const LOSS: Colour = rgb(0xa3161b);

/// An outline around a changed box (drawn once per size, then copied).
pub fn outline(c: &mut Canvas, f: Frame, r: f32) {
    let around = Frame::new(f.x - 5.0, f.y - 5.0, f.w + 10.0, f.h + 10.0);
    let key = format!("mark-outline-{}x{}-{r}", around.w, around.h);
    stamp(c, &key, around, |c| c.rounded_outline(Frame::new(0.0, 0.0, around.w, around.h), r + 5.0, 5.0, MARK));
}

/// The size of a badge where there is room: its digits about 7 px high with the image at a
/// phone's chat width (480 px).
pub const BADGE: f32 = 19.0;
/// The smallest badge, in rows with no room for [`BADGE`].
pub const SMALL_BADGE: f32 = 15.0;

/// "+2" or "−3" in a small pill centred at (x, y); nothing for 0. Returns its width.
pub fn delta(c: &mut Canvas, x: f32, y: f32, size: f32, n: i64) -> f32 {
    if n == 0 {
        return 0.0;
    }
    let text = signed(n);
    let w = Canvas::text_width(size, true, &text) + size * 0.6;
    let h = size * 1.25;
    let fill = if n > 0 { GAIN } else { LOSS };
    let f = Frame::new(x - w / 2.0 - 3.0, y - h / 2.0 - 3.0, w + 6.0, h + 6.0);
    stamp(c, &format!("mark-delta-{n}-{size}"), f, |c| {
        let (x, y) = (w / 2.0 + 3.0, h / 2.0 + 3.0);
        c.rounded_rect(x - w / 2.0 - 1.5, y - h / 2.0 - 1.5, w + 3.0, h + 3.0, h / 2.0 + 1.5, WHITE);
        c.rounded_rect(x - w / 2.0, y - h / 2.0, w, h, h / 2.0, fill);
        c.text(x, y, Text::new(size, WHITE).bold().centre(), &text);
    });
    w + 3.0
}

/// The width of a [`delta`] badge.
pub fn delta_width(size: f32, n: i64) -> f32 {
    if n == 0 {
        0.0
    } else {
        Canvas::text_width(size, true, &signed(n)) + size * 0.6 + 3.0
    }
}

/// "+2", "−3" (a true minus sign).
pub fn signed(n: i64) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        format!("−{}", -n)
    }
}

/// A ring around a changed round piece.
pub fn ring(c: &mut Canvas, x: f32, y: f32, r: f32) {
    let half = (r + 7.0).ceil();
    stamp(c, &format!("mark-ring-{r}"), Frame::new(x - half, y - half, 2.0 * half, 2.0 * half), |c| {
        c.ring(half, half, r + 3.0, 4.0, MARK)
    });
}

/// An arrow for something that moved, from `a` to `b`, outlined in white to stand out.
pub fn arrow(c: &mut Canvas, a: (f32, f32), b: (f32, f32), width: f32) {
    c.arrow(a, b, width + 4.0, WHITE);
    c.arrow(a, b, width, MARK);
}

/// The room a header gives the last turn's caption, from 54 px below the header's top.
pub const CAPTION_H: f32 = 96.0;

/// The caption of the last turn in an image's header, large enough to read with the image at a
/// phone's chat width (480 px, under a third of the layout's size): one line at 34 px down to
/// 30 px if it fits, else two lines from 34 px down to 27 px, else three lines down to 22 px (a
/// turn that changed many things).
pub fn caption(c: &mut Canvas, text: &str, f: Frame) {
    let style = Text::new(34.0, rgb(0xffe3f1));
    let one = fit_size(style, text, f.w, 30.0);
    let fitted = if Canvas::text_width(one, false, text) <= f.w {
        Fitted { size: one, lines: vec![text.to_string()] }
    } else if wraps_within(text, 27.0, false, f.w, 2) {
        fit_lines(style, text, f.w, 27.0, 2)
    } else {
        fit_lines(style.size(27.0), text, f.w, 22.0, 3)
    };
    c.text_lines(f.x, f.y + f.h / 2.0, style, &fitted, 1.1);
}
