//! The one message catalogue, in Fluent: `assets/i18n/<lang>/`, a directory per language with
//! `common.ftl` and one file per game (`messina.ftl`, `rattus.ftl`: every key names its game) (English
//! complete; German, Russian, Polish and Czech when present). Code names a message by its dotted
//! key (`rattus.choice.place`), the file by the same key with dashes (`rattus-choice-place`).
//! Numbers reach Fluent as numbers, so `{ $count -> [one] … [few] … *[many] … }` follows each
//! language's plural rules; a nested key, message or list renders in the same language. A message
//! missing from a translation falls back to English; one missing everywhere shows as `⟦key⟧`.

mod catalogue;
mod lang;

pub use catalogue::{catalogue, english, fluent_id, present, Catalogue};
pub use lang::Lang;

use crate::games::{Arg, Msg};
use fluent_bundle::{FluentArgs, FluentValue};

/// Renders a message in English.
pub fn t(msg: &Msg) -> String {
    render(Lang::En, msg)
}

/// Renders a message in a language (message by message falling back to English).
pub fn render(lang: Lang, msg: &Msg) -> String {
    render_in(&chain(lang), msg, &mut Vec::new())
}

/// Renders a message and reports every gap: a key missing in `lang` (even where English fills
/// it), a key missing everywhere, or a variable the text wants but the message lacks (rendered
/// as empty text by [`render`]; an optional part left out is passed as empty text instead).
pub fn check(lang: Lang, msg: &Msg) -> Result<String, Vec<String>> {
    let chain = chain(lang);
    let mut errors = Vec::new();
    if chain[0].lang != lang {
        errors.push(format!("no catalogue for {lang}"));
    }
    let text = render_in(&chain, msg, &mut errors);
    if errors.is_empty() {
        Ok(text)
    } else {
        Err(errors)
    }
}

/// The catalogues a language reads from, in order: its own (when present), then English.
fn chain(lang: Lang) -> [&'static Catalogue; 2] {
    [catalogue(lang).unwrap_or(english()), english()]
}

impl Catalogue {
    /// Renders a message with this catalogue, falling back to English, and reports gaps as
    /// [`check`] does.
    pub fn check(&self, msg: &Msg) -> Result<String, Vec<String>> {
        let mut errors = Vec::new();
        let text = render_in(&[self, english()], msg, &mut errors);
        if errors.is_empty() {
            Ok(text)
        } else {
            Err(errors)
        }
    }
}

/// Renders with the first catalogue of `chain` that has the message; a message missing from the
/// first is reported in `errors`.
fn render_in(chain: &[&Catalogue], msg: &Msg, errors: &mut Vec<String>) -> String {
    let id = fluent_id(&msg.key);
    if !chain[0].has(&msg.key) {
        errors.push(format!("{}: no message {id} in {}", msg.key, chain[0].lang));
    }
    let Some((cat, pattern)) = chain.iter().find_map(|c| Some((c, c.bundle.get_message(&id).and_then(|m| m.value())?)))
    else {
        return format!("⟦{}⟧", msg.key);
    };
    let mut args = FluentArgs::with_capacity(msg.args.len() + 1);
    for (name, arg) in &msg.args {
        args.set(name.as_str(), arg_value(chain, arg, errors));
    }
    // a variable the message lacks reads as empty text (as an optional suffix left out would),
    // and is reported
    for var in cat.variables(&id).into_iter().flatten() {
        if msg.arg(var).is_none() {
            errors.push(format!("{} ({}): no argument {var}", msg.key, cat.lang));
            args.set(var.as_str(), "");
        }
    }
    let mut fluent_errors = Vec::new();
    let text = cat.bundle.format_pattern(pattern, Some(&args), &mut fluent_errors).into_owned();
    errors.extend(fluent_errors.iter().map(|e| format!("{} ({}): {e}", msg.key, cat.lang)));
    text
}

fn arg_value<'a>(chain: &[&Catalogue], arg: &'a Arg, errors: &mut Vec<String>) -> FluentValue<'a> {
    match arg {
        Arg::Num(n) => FluentValue::from(*n),
        Arg::Text(s) => FluentValue::from(s.as_str()),
        Arg::Key { key } => render_in(chain, &Msg::new(key.as_str()), errors).into(),
        Arg::Msg(m) => render_in(chain, m, errors).into(),
        Arg::List(items) if items.is_empty() => render_in(chain, &Msg::new("list.empty"), errors).into(),
        Arg::List(items) => items.iter().map(|m| render_in(chain, m, errors)).collect::<Vec<_>>().join(", ").into(),
        Arg::Time { time, zone } => {
            let Some(at) = chrono::DateTime::from_timestamp(*time, 0) else { return "".into() };
            match zone.as_deref().and_then(|z| z.parse::<chrono_tz::Tz>().ok()) {
                Some(tz) => at.with_timezone(&tz).format("%Y-%m-%d %H:%M %Z").to_string().into(),
                None => at.format("%Y-%m-%d %H:%M UTC").to_string().into(),
            }
        }
    }
}

#[cfg(test)]
mod tests;
