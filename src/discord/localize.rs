//! Slash command names and descriptions from the catalogue: English as the default, and
//! `name_localizations` / `description_localizations` for every present translation that has the
//! message (Discord locales `de`, `ru`, `pl`, `cs`). Keys: `command.NAME.name`,
//! `command.NAME.description`, `command.NAME.option.OPTION.name` and `….description`.

use crate::games::Msg;
use crate::i18n::{self, Catalogue, Lang};
use std::collections::HashMap;

/// Discord's limit for a description.
const DESCRIPTION_MAX: usize = 100;

/// Fills the commands from the catalogue: English texts, and the translations of `langs`.
pub fn apply<U, E>(commands: &mut [poise::Command<U, E>], langs: &[Lang]) {
    let cats: Vec<&Catalogue> = langs.iter().filter(|l| **l != Lang::En).filter_map(|l| i18n::catalogue(*l)).collect();
    apply_with(commands, &cats);
}

/// [`apply`] with given translation catalogues.
pub fn apply_with<U, E>(commands: &mut [poise::Command<U, E>], translations: &[&Catalogue]) {
    for c in commands {
        fill_command(c, &format!("command.{}", c.name), translations);
    }
}

/// One command, its options and its subcommands (`command.bot.add.…`).
fn fill_command<U, E>(c: &mut poise::Command<U, E>, key: &str, translations: &[&Catalogue]) {
    {
        let key = key.to_string();
        let texts = Texts {
            description: &mut c.description,
            names: &mut c.name_localizations,
            descriptions: &mut c.description_localizations,
        };
        texts.fill(&key, translations);
        for p in &mut c.parameters {
            let texts = Texts {
                description: &mut p.description,
                names: &mut p.name_localizations,
                descriptions: &mut p.description_localizations,
            };
            texts.fill(&format!("{key}.option.{}", p.name), translations);
        }
    }
    for sub in &mut c.subcommands {
        let sub_key = format!("{key}.{}", sub.name);
        fill_command(sub, &sub_key, translations);
    }
}

/// The catalogue-filled fields of a command or an option.
struct Texts<'a> {
    description: &'a mut Option<String>,
    names: &'a mut HashMap<String, String>,
    descriptions: &'a mut HashMap<String, String>,
}

impl Texts<'_> {
    /// The English description of `key`, and each translation's name and description it has.
    fn fill(self, key: &str, translations: &[&Catalogue]) {
        *self.description = Some(description(&i18n::t(&Msg::new(format!("{key}.description")))));
        for cat in translations {
            let locale = cat.lang.name().to_string();
            if let Some(name) = own(cat, &format!("{key}.name")).filter(|n| valid_name(n)) {
                self.names.insert(locale.clone(), name);
            }
            if let Some(d) = own(cat, &format!("{key}.description")) {
                self.descriptions.insert(locale, description(&d));
            }
        }
    }
}

/// A message the catalogue itself has (not filled in from English).
fn own(cat: &Catalogue, key: &str) -> Option<String> {
    cat.check(&Msg::new(key)).ok()
}

fn description(text: &str) -> String {
    text.chars().take(DESCRIPTION_MAX).collect()
}

/// Discord's rule for command and option names: 1–32 lowercase letters, digits, `-` or `_`.
/// A translated name that breaks it is left out (Discord would refuse every command).
pub fn valid_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name.chars().all(|c| (c.is_alphanumeric() && !c.is_uppercase()) || c == '-' || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_and_option_has_a_catalogue_name_and_description() {
        let commands = crate::discord::commands::all();
        for c in &commands {
            let key = format!("command.{}", c.name);
            assert_eq!(i18n::t(&Msg::new(format!("{key}.name"))), c.name);
            assert!(i18n::check(Lang::En, &Msg::new(format!("{key}.description"))).is_ok(), "{key}");
            assert!(c.description.as_deref().is_some_and(|d| !d.is_empty() && d.chars().count() <= 100));
            for p in &c.parameters {
                let key = format!("{key}.option.{}", p.name);
                assert_eq!(i18n::t(&Msg::new(format!("{key}.name"))), p.name, "{key}");
                assert!(i18n::check(Lang::En, &Msg::new(format!("{key}.description"))).is_ok(), "{key}");
            }
            // a present translation localizes every command and option
            for lang in i18n::present().into_iter().filter(|l| *l != Lang::En) {
                assert!(c.name_localizations.contains_key(lang.name()), "{} in {lang}", c.name);
                assert!(c.description_localizations.contains_key(lang.name()), "{} in {lang}", c.name);
                for p in &c.parameters {
                    assert!(p.description_localizations.contains_key(lang.name()), "{}.{} in {lang}", c.name, p.name);
                }
            }
        }
    }

    #[test]
    fn translations_fill_the_localizations_they_have() {
        let de = Catalogue::parse(
            Lang::De,
            "command-log-name = protokoll\ncommand-log-description = Die letzten Ereignisse\n\
             command-log-option-count-description = Wie viele\ncommand-kick-name = Spieler Entfernen\n",
        )
        .unwrap();
        let mut commands = crate::discord::commands::all();
        // start from no localizations (`all()` already applied the translations present)
        for c in &mut commands {
            c.name_localizations.clear();
            c.description_localizations.clear();
            for p in &mut c.parameters {
                p.name_localizations.clear();
                p.description_localizations.clear();
            }
        }
        apply_with(&mut commands, &[&de]);
        let log = commands.iter().find(|c| c.name == "log").unwrap();
        assert_eq!(log.name_localizations.get("de").map(String::as_str), Some("protokoll"));
        assert_eq!(log.description_localizations.get("de").map(String::as_str), Some("Die letzten Ereignisse"));
        assert_eq!(log.parameters[0].description_localizations.get("de").map(String::as_str), Some("Wie viele"));
        assert!(!log.parameters[0].name_localizations.contains_key("de"), "not translated: no localization");
        assert_eq!(log.description.as_deref(), Some("The last events of the game (only you see them)"));
        // an invalid name (spaces, capitals) is left out rather than breaking the registration
        let kick = commands.iter().find(|c| c.name == "kick").unwrap();
        assert!(kick.name_localizations.is_empty());
        assert!(valid_name("spielen") && valid_name("język") && !valid_name("Spielen") && !valid_name(""));
    }
}
