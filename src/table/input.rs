//! Reading what a player typed against the choices offered. Only what names a choice is read:
//! the canonical notation; the number of a listed choice (a positive whole number in range); a
//! line as the lists print it, `N. notation — label`, read by its notation alone; a label typed
//! exactly as shown; or words of one choice's label (never of its detail: costs, consequences,
//! what it forfeits), every word fitting and one choice only. A text that begins with a verb of
//! the game's notation is notation and goes to the game, which says why it cannot be done.

use crate::games::{Choice, Msg, Prompt};
use crate::i18n::{render, Lang};

/// What typed input names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// One offered choice, by its notation.
    Choice(String),
    /// Several choices fit the words (by their index in the prompt).
    Ambiguous(Vec<usize>),
    /// A number that is no listed choice's: zero, out of range, signed or not whole.
    Number(String),
    /// Label words that fit one choice only, but a choice that ends the turn or cannot be taken
    /// back: it is chosen only by its notation, its number or its whole label (its index).
    Decisive(usize),
    /// None fits: the game itself reads the text (and explains why it cannot be done).
    Text(String),
}

/// What the reader needs to know of the game besides its prompt.
pub struct Game<'a> {
    /// The table's language: labels are known in it and in English.
    pub lang: Lang,
    /// The first words of the game's notation.
    pub verbs: &'a [&'a str],
    /// Whether a choice (by notation) ends the turn or cannot be taken back.
    pub decisive: &'a dyn Fn(&str) -> bool,
}

/// The words of a text as labels are matched: letters and digits (with `.` and `>`), lower case.
pub fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '.' || c == '>'))
        .filter(|w| !w.is_empty())
        .map(|w| w.to_lowercase())
        .collect()
}

/// A typed text with its spaces folded, lower case: how every reading starts.
pub fn normal(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// The words of a choice's label in the table's language and in English.
fn label_words(c: &Choice, lang: Lang) -> Vec<String> {
    let mut all = words(&render(lang, &c.label));
    all.extend(words(&render(Lang::En, &c.label)));
    all
}

/// A choice as the front-ends show it, in any language: its label, and its label with its
/// detail as autocomplete shows them.
fn shown(c: &Choice) -> Vec<String> {
    let mut out = Vec::new();
    for lang in Lang::ALL {
        let label = render(lang, &c.label);
        if let Some(d) = &c.detail {
            let both = Msg::new("choice.label-detail").text("label", label.clone()).text("detail", render(lang, d));
            out.push(normal(&render(lang, &both)));
        }
        out.push(normal(&label));
    }
    out
}

/// Whether a text is written as a number: digits with signs, points or commas and nothing else.
fn numeric(text: &str) -> bool {
    text.chars().any(|c| c.is_ascii_digit()) && text.chars().all(|c| c.is_ascii_digit() || "+-.,".contains(c))
}

/// The notation of a line as the lists print it: `notation — label`, maybe numbered `N. `.
fn printed_notation(text: &str) -> Option<&str> {
    let (notation, _) = text.split_once('—')?;
    let notation = notation.trim();
    let notation = match notation.split_once(". ") {
        Some((n, rest)) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => rest.trim(),
        _ => notation,
    };
    Some(notation)
}

/// Reads `text` against the prompt's choices.
pub fn read(prompt: &Prompt, text: &str, game: &Game) -> Input {
    let norm = normal(text);
    let offered = |n: &str| prompt.choices.iter().find(|c| c.notation == n).map(|c| Input::Choice(c.notation.clone()));
    if let Some(c) = offered(&norm) {
        return c;
    }
    if let Some(notation) = printed_notation(&norm) {
        return offered(notation).unwrap_or_else(|| Input::Text(notation.to_string()));
    }
    let exact: Vec<usize> = (0..prompt.choices.len()).filter(|&i| shown(&prompt.choices[i]).contains(&norm)).collect();
    match exact.as_slice() {
        [one] => return Input::Choice(prompt.choices[*one].notation.clone()),
        [] => {}
        many => return Input::Ambiguous(many.to_vec()),
    }
    if numeric(&norm) {
        let n = (norm.bytes().all(|b| b.is_ascii_digit()) && !norm.starts_with('0'))
            .then(|| norm.parse::<usize>().ok())
            .flatten()
            .filter(|n| (1..=prompt.choices.len()).contains(n));
        return match n {
            Some(n) => Input::Choice(prompt.choices[n - 1].notation.clone()),
            None => Input::Number(norm),
        };
    }
    let asked = words(&norm);
    let first = norm.split_whitespace().next().unwrap_or_default();
    if asked.is_empty() || game.verbs.contains(&first) {
        return Input::Text(norm);
    }
    let hits: Vec<usize> = (0..prompt.choices.len())
        .filter(|&i| {
            let known = label_words(&prompt.choices[i], game.lang);
            asked.iter().all(|w| known.contains(w))
        })
        .collect();
    match hits.as_slice() {
        [one] if (game.decisive)(&prompt.choices[*one].notation) => Input::Decisive(*one),
        [one] => Input::Choice(prompt.choices[*one].notation.clone()),
        [] => Input::Text(norm),
        many => Input::Ambiguous(many.to_vec()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prompt() -> Prompt {
        let c = |n: &str, key: &str| Choice::new(n, Msg::new(key));
        Prompt {
            seat: 0,
            ask: Msg::new("x"),
            choices: vec![
                c("option 1", "messina.term.build"),
                Choice::new("option 2", Msg::new("messina.term.bigfire").num("n", 1))
                    .with_detail(Msg::new("messina.choice.recall-detail")),
                c("end", "messina.choice.end"),
            ],
        }
    }

    fn game(lang: Lang) -> Game<'static> {
        Game { lang, verbs: &["option", "fire", "end"], decisive: &|n: &str| n == "end" }
    }

    #[test]
    fn notation_number_or_words_of_the_label() {
        let p = prompt();
        let read = |text: &str| read(&p, text, &game(Lang::En));
        assert_eq!(read("option 2"), Input::Choice("option 2".into()));
        assert_eq!(read("  Option   2 "), Input::Choice("option 2".into()));
        assert_eq!(read("1"), Input::Choice("option 1".into()));
        assert_eq!(read("build"), Input::Choice("option 1".into()));
        assert_eq!(read("big fire"), Input::Choice("option 2".into()));
        assert_eq!(read("fly away"), Input::Text("fly away".into()));
        // a notation of the game that is not offered goes to the game, which says why
        assert_eq!(read("fire"), Input::Text("fire".into()));
        assert_eq!(read("option 3"), Input::Text("option 3".into()));
        // a text beginning with a verb of the notation is never read as label words
        assert_eq!(read("option"), Input::Text("option".into()));
    }

    #[test]
    fn only_positive_whole_numbers_in_range_name_a_choice() {
        let p = prompt();
        let read = |text: &str| read(&p, text, &game(Lang::En));
        assert_eq!(read("3"), Input::Choice("end".into()));
        for bad in ["0", "-1", "+2", "1.5", "1,5", "4", "99", "01", "--"] {
            let expected = if bad == "--" { Input::Text(bad.into()) } else { Input::Number(bad.into()) };
            assert_eq!(read(bad), expected, "{bad}");
        }
    }

    #[test]
    fn the_detail_is_never_read() {
        let p = prompt();
        // "ends your turn" is the detail of option 2: none of its words names it ("turn" is a
        // word of the label "end your turn", which ends the turn: it must be named exactly)
        for w in ["ends", "ends your turn"] {
            assert_eq!(read(&p, w, &game(Lang::En)), Input::Text(w.into()), "{w}");
        }
        assert_eq!(read(&p, "turn", &game(Lang::En)), Input::Decisive(2));
    }

    #[test]
    fn a_printed_line_is_read_by_its_notation() {
        let p = prompt();
        let read = |text: &str| read(&p, text, &game(Lang::En));
        assert_eq!(read("option 1 — build"), Input::Choice("option 1".into()));
        assert_eq!(read("  2. option 2 — 1 big fire"), Input::Choice("option 2".into()));
        // a line of an earlier position: its notation goes to the game, its label is not read
        assert_eq!(read("hex — hex action: 3 coins"), Input::Text("hex".into()));
        assert_eq!(read("option 7 — build"), Input::Text("option 7".into()));
    }

    #[test]
    fn a_whole_label_names_its_choice_and_a_decisive_one_needs_it() {
        let p = prompt();
        let label = render(Lang::En, &p.choices[2].label);
        let g = game(Lang::En);
        assert_eq!(read(&p, &label, &g), Input::Choice("end".into()), "{label}");
        // one word of the decisive choice's label is not enough
        let word = words(&label).into_iter().find(|w| w.len() > 3 && w != "your").unwrap();
        assert_eq!(read(&p, &word, &g), Input::Decisive(2), "{word}");
        // the label and its detail as autocomplete shows them
        let both = render(
            Lang::En,
            &Msg::new("choice.label-detail")
                .text("label", render(Lang::En, &p.choices[1].label))
                .text("detail", render(Lang::En, p.choices[1].detail.as_ref().unwrap())),
        );
        assert_eq!(read(&p, &both, &g), Input::Choice("option 2".into()), "{both}");
    }

    #[test]
    fn words_of_the_label_in_the_tables_language() {
        let p = prompt();
        let german = render(Lang::De, &p.choices[0].label).to_lowercase();
        let word = german.split_whitespace().max_by_key(|w| w.chars().count()).unwrap().to_string();
        assert_eq!(read(&p, &word, &game(Lang::De)), Input::Choice("option 1".into()), "{german}");
        // English words are understood at any table
        assert_eq!(read(&p, "build", &game(Lang::De)), Input::Choice("option 1".into()));
    }
}
