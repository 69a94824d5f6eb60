//! Laying a prompt's choices out as message components: buttons and select menus within
//! Discord's limits (5 action rows, 5 buttons a row, 25 options a menu, ids of 100 characters).
//!
//! A few choices become buttons. More are grouped by their first word (`place`, `take`, `move`):
//! a group of one is a button, a larger group a select menu. When that needs more than five rows,
//! the rows are paged with stateless previous/next buttons.

use super::ids::{button_id, page_id, select_id};
use crate::games::{Choice, Msg};
use crate::i18n::{render, Lang};
use crate::table::UNDO;
use poise::serenity_prelude as serenity;

pub const MAX_ROWS: usize = 5;
pub const MAX_BUTTONS: usize = 5;
pub const MAX_OPTIONS: usize = 25;
/// Up to this many choices are all shown as buttons.
const ALL_BUTTONS: usize = 10;
const MAX_LABEL: usize = 80;
/// Select options: label, value and description of at most 100 characters each.
const MAX_OPTION: usize = 100;

/// One action row, before it becomes a serenity builder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Row {
    /// (custom id, label, enabled)
    Buttons(Vec<(String, String, bool)>),
    /// A select menu: custom id, placeholder, options as (label, value, description).
    Select { id: String, placeholder: String, options: Vec<(String, String, Option<String>)> },
}

/// A choice in words within `max` characters: its label, and its detail when that fits too.
pub fn choice_text(c: &Choice, max: usize, lang: Lang) -> String {
    let t = |m: &Msg| render(lang, m);
    let label = t(&c.label);
    match &c.detail {
        Some(d) => {
            let both = t(&Msg::new("choice.label-detail").text("label", label.clone()).text("detail", t(d)));
            if both.chars().count() <= max {
                both
            } else {
                cut(&label, max)
            }
        }
        None => cut(&label, max),
    }
}

/// The choices by the first word of their notation, in order of first appearance.
fn groups(choices: &[Choice]) -> Vec<(String, Vec<usize>)> {
    let mut out: Vec<(String, Vec<usize>)> = Vec::new();
    for (i, c) in choices.iter().enumerate() {
        let word = c.notation.split_whitespace().next().unwrap_or_default().to_string();
        match out.iter_mut().find(|(w, _)| *w == word) {
            Some((_, members)) => members.push(i),
            None => out.push((word, vec![i])),
        }
    }
    out
}

fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let cut: String = text.chars().take(max - 1).collect();
        format!("{cut}…")
    }
}

/// Every row of a prompt, before paging.
pub fn rows(lang: Lang, game: i64, version: i64, choices: &[Choice]) -> Vec<Row> {
    let t = |m: &Msg| render(lang, m);
    let button =
        |i: usize| (button_id(game, version, &choices[i].notation, i), choice_text(&choices[i], MAX_LABEL, lang), true);
    if choices.len() <= ALL_BUTTONS {
        let all: Vec<usize> = groups(choices).into_iter().flat_map(|(_, m)| m).collect();
        return all.chunks(MAX_BUTTONS).map(|c| Row::Buttons(c.iter().map(|&i| button(i)).collect())).collect();
    }
    let mut out = Vec::new();
    let mut singles = Vec::new();
    for (_, members) in groups(choices) {
        if members.len() == 1 {
            singles.push(members[0]);
            continue;
        }
        let parts = members.len().div_ceil(MAX_OPTIONS);
        for (p, part) in members.chunks(MAX_OPTIONS).enumerate() {
            // the placeholder names the first choices of the menu, in words
            let mut start = Msg::new("discord.group-start").msg("a", choices[part[0]].label.clone());
            if let Some(&second) = part.get(1) {
                start = start.msg("b", choices[second].label.clone());
            }
            let first = t(&start);
            let placeholder = if parts == 1 {
                first
            } else {
                t(&Msg::new("discord.group-part").text("first", first).num("part", p + 1).num("parts", parts))
            };
            let options = part
                .iter()
                .map(|&i| {
                    let c = &choices[i];
                    let value = if c.notation.len() <= MAX_OPTION { c.notation.clone() } else { format!("#{i}") };
                    let description = c.detail.as_ref().map(|d| cut(&t(d), MAX_OPTION));
                    (cut(&t(&c.label), MAX_OPTION), value, description)
                })
                .collect();
            out.push(Row::Select {
                id: select_id(game, version, out.len()),
                placeholder: cut(&placeholder, 150),
                options,
            });
        }
    }
    out.extend(singles.chunks(MAX_BUTTONS).map(|c| Row::Buttons(c.iter().map(|&i| button(i)).collect())));
    out
}

/// Adds the take-back button to the last row of buttons when it has room, else in a row of its own.
fn with_undo(lang: Lang, game: i64, version: i64, mut rows: Vec<Row>) -> Vec<Row> {
    let undo = (button_id(game, version, UNDO, 0), render(lang, &Msg::new("discord.undo")), true);
    match rows.last_mut() {
        Some(Row::Buttons(b)) if b.len() < MAX_BUTTONS => b.push(undo),
        _ => rows.push(Row::Buttons(vec![undo])),
    }
    rows
}

/// One page of a prompt's rows, and the number of pages: all rows (and, when `undo`, the
/// take-back button) when they fit, else four rows and a navigation row, which has room for the
/// take-back button beside at most three page buttons.
pub fn layout(lang: Lang, game: i64, version: i64, choices: &[Choice], undo: bool, page: usize) -> (Vec<Row>, usize) {
    let t = |m: &Msg| render(lang, m);
    let all = rows(lang, game, version, choices);
    let whole = if undo { with_undo(lang, game, version, all.clone()) } else { all.clone() };
    if whole.len() <= MAX_ROWS {
        return (whole, 1);
    }
    let n = all.len().div_ceil(MAX_ROWS - 1);
    let page = page.min(n - 1);
    let mut out: Vec<Row> = all.into_iter().skip(page * (MAX_ROWS - 1)).take(MAX_ROWS - 1).collect();
    let mut nav = Vec::new();
    if page > 0 {
        nav.push((page_id(game, version, page - 1), t(&Msg::new("discord.previous")), true));
    }
    let here = t(&Msg::new("discord.page").num("page", page + 1).num("pages", n));
    nav.push((page_id(game, version, usize::MAX), here, false));
    if page + 1 < n {
        nav.push((page_id(game, version, page + 1), t(&Msg::new("discord.next")), true));
    }
    out.push(Row::Buttons(nav));
    if undo {
        out = with_undo(lang, game, version, out);
    }
    (out, n)
}

/// The components for a prompt's choices in `lang`, one page of them, with the take-back button
/// when `undo`.
pub fn components(
    lang: Lang,
    game: i64,
    version: i64,
    choices: &[Choice],
    undo: bool,
    page_no: usize,
) -> Vec<serenity::CreateActionRow> {
    layout(lang, game, version, choices, undo, page_no).0.into_iter().map(build).collect()
}

fn build(row: Row) -> serenity::CreateActionRow {
    match row {
        Row::Buttons(buttons) => serenity::CreateActionRow::Buttons(
            buttons
                .into_iter()
                .map(|(id, label, enabled)| {
                    let style = if enabled && !id.ends_with(&format!(":{UNDO}")) {
                        serenity::ButtonStyle::Primary
                    } else {
                        serenity::ButtonStyle::Secondary
                    };
                    serenity::CreateButton::new(id).label(label).style(style).disabled(!enabled)
                })
                .collect(),
        ),
        Row::Select { id, placeholder, options } => {
            let options = options
                .into_iter()
                .map(|(l, v, d)| {
                    let o = serenity::CreateSelectMenuOption::new(l, v);
                    match d {
                        Some(d) => o.description(d),
                        None => o,
                    }
                })
                .collect();
            serenity::CreateActionRow::SelectMenu(
                serenity::CreateSelectMenu::new(id, serenity::CreateSelectMenuKind::String { options })
                    .placeholder(placeholder),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    fn check(choices: &[Choice]) {
        check_with(choices, false);
        check_with(choices, true);
    }

    fn check_with(choices: &[Choice], undo: bool) {
        let n = layout(Lang::En, 12345, 67890, choices, undo, 0).1;
        let mut reachable = HashSet::new();
        for p in 0..n {
            let shown = layout(Lang::En, 12345, 67890, choices, undo, p).0;
            assert!(shown.len() <= MAX_ROWS, "{} rows on page {p}", shown.len());
            let mut ids = HashSet::new();
            for row in &shown {
                match row {
                    Row::Buttons(b) => {
                        assert!(!b.is_empty() && b.len() <= MAX_BUTTONS);
                        for (id, label, enabled) in b {
                            assert!(id.len() <= 100 && label.chars().count() <= MAX_LABEL);
                            assert!(ids.insert(id.clone()), "duplicate id {id}");
                            if *enabled && id.starts_with("lz:") {
                                reachable.insert(id.splitn(4, ':').nth(3).unwrap().to_string());
                            }
                        }
                    }
                    Row::Select { id, options, .. } => {
                        assert!(id.len() <= 100 && !options.is_empty() && options.len() <= MAX_OPTIONS);
                        assert!(ids.insert(id.clone()));
                        for (l, v, d) in options {
                            assert!(l.chars().count() <= MAX_OPTION && v.len() <= MAX_OPTION);
                            assert!(d.as_ref().is_none_or(|d| d.chars().count() <= MAX_OPTION));
                        }
                        reachable.extend(options.iter().map(|(_, v, _)| v.clone()));
                    }
                }
            }
            // the take-back button is on every page
            assert_eq!(ids.iter().any(|id| id.ends_with(":undo")), undo, "page {p} of {n}");
        }
        for (i, c) in choices.iter().enumerate() {
            let n = &c.notation;
            assert!(reachable.contains(n) || reachable.contains(&format!("#{i}")), "{n} cannot be chosen");
        }
    }

    fn choice(notation: String) -> Choice {
        let label = Msg::new("rattus.choice.place").key("region", "rattus.region.gallia").num("count", 2);
        Choice::new(notation, label).with_detail(Msg::new("rattus.choice.tokens").num("n", 2))
    }

    fn list(spec: &[(&str, usize)]) -> Vec<Choice> {
        spec.iter().flat_map(|(w, n)| (0..*n).map(move |i| choice(format!("{w} region{i} {i}")))).collect()
    }

    #[test]
    fn every_choice_is_reachable_within_the_limits() {
        check(&[]);
        check(&list(&[("swap", 2)]));
        check(&list(&[("token", 3), ("cancel", 1)]));
        check(&list(&[("take", 5), ("place", 12), ("monk", 1), ("witch", 1), ("move", 4)]));
        check(&list(&[("place", 60)]));
        check(&list(&[("a", 1), ("b", 1), ("c", 1), ("d", 1), ("e", 1), ("f", 1), ("g", 1), ("h", 1), ("i", 1)]));
        let many: Vec<(String, usize)> = (0..30).map(|i| (format!("w{i}"), 1 + i % 4)).collect();
        let spec: Vec<(&str, usize)> = many.iter().map(|(w, n)| (w.as_str(), *n)).collect();
        check(&list(&spec));
        check(&[choice(format!("place {}", "x".repeat(120)))]);
        // five full rows of buttons: the take-back button needs a second page
        let singles: Vec<Choice> = (0..25).map(|i| choice(format!("w{i} x"))).collect();
        check(&singles);
        assert_eq!(layout(Lang::En, 1, 2, &singles, false, 0).1, 1);
        assert_eq!(layout(Lang::En, 1, 2, &singles, true, 0).1, 2);
    }

    #[test]
    fn a_rattus_turn_fits_one_page() {
        let choices = list(&[("take", 5), ("place", 12), ("king", 2), ("monk", 1), ("witch", 1), ("move", 4)]);
        let (all, n) = layout(Lang::En, 1, 2, &choices, false, 0);
        assert_eq!(n, 1);
        assert_eq!(all.len(), 5, "{all:?}");
    }
}
