//! Which of the five languages a page is told in: the switcher's choice (`?lang=`), else the
//! first of the viewer's `Accept-Language` the catalogue speaks, else the table's.

use crate::i18n::Lang;
use axum::http::{header, HeaderMap};

/// The language of a page for this viewer; `table` is the table's language (English without one).
pub fn viewer(headers: &HeaderMap, chosen: Option<&str>, table: Option<Lang>) -> Lang {
    if let Some(lang) = chosen.and_then(Lang::from_locale) {
        return lang;
    }
    let accept = headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()).unwrap_or_default();
    accepted(accept).or(table).unwrap_or_default()
}

/// The most wanted language of an `Accept-Language` header that the catalogue speaks (by
/// quality, then order; `q=0` means not wanted).
pub fn accepted(header: &str) -> Option<Lang> {
    let mut wanted: Vec<(f32, usize, Lang)> = header
        .split(',')
        .enumerate()
        .filter_map(|(i, part)| {
            let mut bits = part.split(';');
            let tag = bits.next()?.trim();
            let q =
                bits.find_map(|b| b.trim().strip_prefix("q=")).map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            let lang = Lang::from_locale(tag)?;
            (q > 0.0).then_some((q, i, lang))
        })
        .collect();
    wanted.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    wanted.first().map(|w| w.2)
}

#[cfg(test)]
mod tests {
    use super::accepted;
    use crate::i18n::Lang;

    #[test]
    fn accept_language_picks_the_most_wanted_known_language() {
        assert_eq!(accepted("de-AT,de;q=0.9,en;q=0.8"), Some(Lang::De));
        assert_eq!(accepted("fr-FR,fr;q=0.9,pl;q=0.5,ru;q=0.7"), Some(Lang::Ru));
        assert_eq!(accepted("fr, cs;q=0"), None);
        assert_eq!(accepted(""), None);
        assert_eq!(accepted("en;q=0.1, cs"), Some(Lang::Cs));
    }
}
