//! The five languages the catalogue speaks, and how Discord locales map onto them.

use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    De,
    Ru,
    Pl,
    Cs,
}

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::En, Lang::De, Lang::Ru, Lang::Pl, Lang::Cs];

    /// The code stored with a table and used as the catalogue directory's name (`de` → `assets/i18n/de/`).
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Ru => "ru",
            Lang::Pl => "pl",
            Lang::Cs => "cs",
        }
    }

    /// The language of a Discord locale (`de`, `ru`, `pl`, `cs`, `en-US`, `en-GB`; also `de-AT`
    /// or `pt_BR` style tags by their first part); `None` for a language the catalogue lacks.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let primary = locale.trim().split(['-', '_']).next().unwrap_or_default().to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.name() == primary)
    }

    /// The catalogue key of the language's name, written in that language (`language.de`: Deutsch).
    pub fn name_key(self) -> String {
        format!("language.{}", self.name())
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Lang {
    type Err = String;

    /// A language code or a Discord locale of one of the five languages.
    fn from_str(s: &str) -> Result<Lang, String> {
        Lang::from_locale(s).ok_or_else(|| format!("unknown language {s:?} (en, de, ru, pl, cs)"))
    }
}

#[cfg(test)]
mod tests {
    use super::Lang;

    #[test]
    fn discord_locales_map_to_the_five_languages() {
        assert_eq!(Lang::from_locale("de"), Some(Lang::De));
        assert_eq!(Lang::from_locale("ru"), Some(Lang::Ru));
        assert_eq!(Lang::from_locale("pl"), Some(Lang::Pl));
        assert_eq!(Lang::from_locale("cs"), Some(Lang::Cs));
        assert_eq!(Lang::from_locale("en-US"), Some(Lang::En));
        assert_eq!(Lang::from_locale("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_locale("fr"), None);
        assert_eq!(Lang::from_locale("pt-BR"), None);
        assert_eq!(Lang::from_locale(""), None);
        for l in Lang::ALL {
            assert_eq!(l.name().parse::<Lang>(), Ok(l));
        }
        assert!("klingon".parse::<Lang>().is_err());
    }
}
