//! Text fitted into boxes: measured, so a longer translation shrinks (down to a floor) or wraps
//! instead of running over its box, and players' names cut with an ellipsis. What still does
//! not fit is recorded ([`overflows`](super::words::overflows)).

use super::canvas::{Canvas, Text};
use super::words::overflowed;

/// Records `s` when it is wider than `max` at `size`.
fn check_width(s: &str, size: f32, bold: bool, max: f32) {
    let width = Canvas::text_width(size, bold, s);
    if width > max + 0.5 {
        overflowed(|| format!("{s:?} is {width:.0} wide at size {size} in a box of {max:.0}"));
    }
}

/// The largest size from `style.size` down to `min` at which `s` fits `max` pixels (`min` if none).
pub fn fit_size(style: Text, s: &str, max: f32, min: f32) -> f32 {
    let mut size = style.size;
    while size > min && Canvas::text_width(size, style.bold, s) > max {
        size = (size - 0.5).max(min);
    }
    size
}

/// The size for a text still wider than `max` at `size` (the smallest its box allows): a longer
/// translation shrinks on, in proportion, down to four fifths of that size.
fn last_resort(style: Text, s: &str, size: f32, max: f32) -> f32 {
    let width = Canvas::text_width(size, style.bold, s);
    if width <= max {
        return size;
    }
    (size * max / width * 0.99).max(size * 0.8)
}

/// `s` cut with an ellipsis to fit `max` pixels (for names players choose, never for our words): the longest prefix (trailing spaces trimmed)
/// that fits with the ellipsis. Linear in the length of `s`: the widths of all prefixes come from
/// one pass, and only a few cuts around the one found are measured again.
pub fn cut(s: &str, size: f32, bold: bool, max: f32) -> String {
    if Canvas::text_width(size, bold, s) <= max {
        return s.to_string();
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

/// Lines of `s` broken at spaces to fit `max` pixels at `size`; a single word longer than the
/// line stays whole on its own line (and is recorded by [`overflows`]).
pub fn wrap(s: &str, size: f32, bold: bool, max: f32) -> Vec<String> {
    let lines = wrap_quietly(s, size, bold, max);
    for l in &lines {
        check_width(l, size, bold, max);
    }
    lines
}

fn wrap_quietly(s: &str, size: f32, bold: bool, max: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in s.split(' ') {
        let candidate = if line.is_empty() { word.to_string() } else { format!("{line} {word}") };
        if line.is_empty() || Canvas::text_width(size, bold, &candidate) <= max {
            line = candidate;
        } else {
            lines.push(std::mem::take(&mut line));
            line = word.to_string();
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Whether `s` wraps into at most `lines` lines of `max` pixels at `size` (records nothing).
pub fn wraps_within(s: &str, size: f32, bold: bool, max: f32, lines: usize) -> bool {
    let wrapped = wrap_quietly(s, size, bold, max);
    wrapped.len() <= lines && wrapped.iter().all(|l| Canvas::text_width(size, bold, l) <= max)
}

/// How a text was fitted into a box: its size and lines.
#[derive(Debug, Clone, PartialEq)]
pub struct Fitted {
    pub size: f32,
    pub lines: Vec<String>,
}

/// Fits `s` into `lines` lines of `max` pixels: one line at the largest size from `style.size`
/// down to `min`, else wrapped at the largest size that needs at most `lines` lines.
pub fn fit_lines(style: Text, s: &str, max: f32, min: f32, lines: usize) -> Fitted {
    let one = fit_size(style, s, max, min);
    if Canvas::text_width(one, style.bold, s) <= max || lines <= 1 {
        let size = last_resort(style, s, one, max);
        check_width(s, size, style.bold, max);
        return Fitted { size, lines: vec![s.to_string()] };
    }
    let mut size = style.size;
    loop {
        let wrapped = wrap_quietly(s, size, style.bold, max);
        let fits = wrapped.len() <= lines && wrapped.iter().all(|l| Canvas::text_width(size, style.bold, l) <= max);
        if fits || size <= min {
            if !fits {
                let n = wrapped.len();
                overflowed(|| format!("{s:?} needs {n} lines of {max:.0} at size {size}, its box has {lines}"));
            }
            return Fitted { size, lines: wrapped };
        }
        size = (size - 0.5).max(min);
    }
}

impl Canvas {
    /// Draws `s` on one line, shrunk from `style.size` down to `min` to fit `max` pixels.
    pub fn text_fit(&mut self, x: f32, y: f32, style: Text, max: f32, min: f32, s: &str) -> f32 {
        let size = last_resort(style, s, fit_size(style, s, max, min), max);
        check_width(s, size, style.bold, max);
        self.text(x, y, style.size(size), s)
    }

    /// Draws fitted lines centred on `y` as a block, `gap` times the size apart.
    pub fn text_lines(&mut self, x: f32, y: f32, style: Text, f: &Fitted, gap: f32) {
        let step = f.size * gap;
        let top = y - step * (f.lines.len() as f32 - 1.0) / 2.0;
        for (i, line) in f.lines.iter().enumerate() {
            self.text(x, top + i as f32 * step, style.size(f.size), line);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_any_length_are_cut_in_one_pass() {
        let long = "Name ".repeat(40_000);
        let c = cut(&long, 19.0, false, 300.0);
        assert!(c.ends_with('…') && c.chars().count() < 100, "{c}");
        assert!(Canvas::text_width(19.0, false, &c) <= 300.0);
        // the longest cut that fits: one more character would not
        let kept = c.trim_end_matches('…');
        let more = format!("{}…", &long[..kept.len() + 1].trim_end());
        assert!(more.len() == c.len() || Canvas::text_width(19.0, false, &more) > 300.0, "{c}");
        assert_eq!(cut("Ann", 19.0, false, 300.0), "Ann");
        assert_eq!(cut("Ann", 19.0, false, 1.0), "…");
    }
}
