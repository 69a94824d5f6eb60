//! Reading what a player typed against the choices offered: the canonical notation, the number
//! of a listed choice, or words of one choice's label (`build` at a prompt whose choices are
//! "build" and "1 big fire"). A notation of the game that is not offered is the game's to judge,
//! so its refusal names the rule.

use crate::games::{Choice, Prompt};
use crate::i18n::{render, Lang};

/// What typed input names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// One offered choice, by its notation.
    Choice(String),
    /// Several choices fit the words (by their index in the prompt).
    Ambiguous(Vec<usize>),
    /// None fits: the game itself reads the text (and explains why it cannot be done).
    Text(String),
}

fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '.' || c == '>'))
        .filter(|w| !w.is_empty())
        .map(|w| w.to_lowercase())
        .collect()
}

/// Every word a choice is known by: its notation and the words of its label and detail, in the
/// table's language and in English.
fn known_words(c: &Choice, lang: Lang) -> Vec<String> {
    let mut all = words(&c.notation);
    for l in [lang, Lang::En] {
        all.extend(words(&render(l, &c.label)));
        if let Some(d) = &c.detail {
            all.extend(words(&render(l, d)));
        }
    }
    all
}

/// Reads `text` against the prompt's choices, whose labels are known in `lang` (the table's) and
/// English; `notation` tells whether a text is an action of the game in its notation.
pub fn read(prompt: &Prompt, text: &str, lang: Lang, notation: impl Fn(&str) -> bool) -> Input {
    let norm = text.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase();
    if let Some(c) = prompt.choices.iter().find(|c| c.notation == norm) {
        return Input::Choice(c.notation.clone());
    }
    if let Ok(n) = norm.parse::<usize>() {
        if (1..=prompt.choices.len()).contains(&n) {
            return Input::Choice(prompt.choices[n - 1].notation.clone());
        }
    }
    let asked = words(&norm);
    if asked.is_empty() || notation(&norm) {
        return Input::Text(norm);
    }
    let fits = |c: &Choice| {
        let known = known_words(c, lang);
        asked.iter().all(|w| known.iter().any(|k| k == w || (w.chars().count() >= 4 && k.starts_with(w.as_str()))))
    };
    let hits: Vec<usize> = (0..prompt.choices.len()).filter(|&i| fits(&prompt.choices[i])).collect();
    match hits.as_slice() {
        [one] => Input::Choice(prompt.choices[*one].notation.clone()),
        [] => Input::Text(norm),
        many => Input::Ambiguous(many.to_vec()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Msg;

    fn prompt() -> Prompt {
        let c = |n: &str, key: &str| Choice::new(n, Msg::new(key));
        Prompt {
            seat: 0,
            ask: Msg::new("x"),
            choices: vec![
                c("option 1", "messina.term.build"),
                Choice::new("option 2", Msg::new("messina.term.bigfire").num("n", 1)),
                c("end", "messina.choice.end"),
            ],
        }
    }

    #[test]
    fn notation_number_or_a_word_of_the_label() {
        let p = prompt();
        let read = |text: &str| read(&p, text, Lang::En, |t| t.starts_with("option ") || t == "fire");
        assert_eq!(read("option 2"), Input::Choice("option 2".into()));
        assert_eq!(read("  Option   2 "), Input::Choice("option 2".into()));
        assert_eq!(read("1"), Input::Choice("option 1".into()));
        assert_eq!(read("build"), Input::Choice("option 1".into()));
        assert_eq!(read("big fire"), Input::Choice("option 2".into()));
        assert_eq!(read("option"), Input::Ambiguous(vec![0, 1]));
        assert_eq!(read("9"), Input::Text("9".into()));
        assert_eq!(read("fly away"), Input::Text("fly away".into()));
        // a notation of the game that is not offered goes to the game, which says why
        assert_eq!(read("fire"), Input::Text("fire".into()));
        assert_eq!(read("option 3"), Input::Text("option 3".into()));
    }

    #[test]
    fn words_of_the_label_in_the_tables_language() {
        let p = prompt();
        let german = render(Lang::De, &p.choices[0].label).to_lowercase();
        let word = german.split_whitespace().max_by_key(|w| w.chars().count()).unwrap().to_string();
        assert_eq!(read(&p, &word, Lang::De, |_| false), Input::Choice("option 1".into()), "{german}");
        // English words are understood at any table
        assert_eq!(read(&p, "build", Lang::De, |_| false), Input::Choice("option 1".into()));
    }
}
