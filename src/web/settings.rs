//! `/me/settings` (issue 25): the signed-in user's own settings, the same as `/settings` on
//! Discord, read and changed through the same table service call ([`crate::table::Tables::handle`] with
//! [`Request::Settings`]), so the checks and the words are the bot's. The form carries a token
//! derived from the session's secret (CSRF): a POST without it, or with another, changes nothing.
//! Without a session: the way to sign in (401), never anyone's settings.

use super::{auth, lang, page, Ask, Web};
use crate::games::Msg;
use crate::i18n::{render, Lang};
use crate::store::{Notify, UserSettings};
use crate::table::hours::zone_names;
use crate::table::remind::{read_own_interval, read_quiet};
use crate::table::settings::SettingsChange;
use crate::table::{Ctx, Request, TableError, User};
use axum::extract::{Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::Form;
use maud::{html, Markup};
use sha2::{Digest, Sha256};

/// The form as posted: every field is the whole setting (an empty one turns it off).
#[derive(serde::Deserialize, Default)]
pub struct Posted {
    csrf: Option<String>,
    zone: Option<String>,
    quiet: Option<String>,
    notify: Option<String>,
    next: Option<String>,
    interval: Option<String>,
    language: Option<String>,
}

/// The shortest reminder interval a player may choose: `REMIND_MIN_SECS`, as for the bot.
fn remind_min() -> i64 {
    std::env::var("REMIND_MIN_SECS").ok().and_then(|v| v.trim().parse::<i64>().ok()).map_or(3600, |s| s.max(1))
}

/// The form's token for a session: only a page served to that session's browser has it.
fn csrf_of(session: &str) -> String {
    let digest = Sha256::digest(format!("lazaretto-csrf\0{session}").as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

fn same(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

/// The signed-in user and their session's secret.
async fn signed_in(web: &Web, headers: &HeaderMap) -> Option<(User, String)> {
    let user = auth::user(&web.tables, headers).await?;
    Some((user, auth::cookie(headers, auth::SESSION_COOKIE)?))
}

/// The page's language: the switcher's, else the one the user chose, else their browser's.
fn page_lang(headers: &HeaderMap, ask: &Ask, own: Option<Lang>) -> Lang {
    ask.lang.as_deref().and_then(Lang::from_locale).or(own).unwrap_or_else(|| lang::viewer(headers, None, None))
}

/// Not signed in: the way to sign in, with nothing of anyone's settings.
fn sign_in_first(web: &Web, lang: Lang) -> Response {
    if web.oauth.is_none() {
        return super::plain(StatusCode::NOT_FOUND, lang, "web.not-found");
    }
    let headers = [(header::CACHE_CONTROL, "no-store")];
    (StatusCode::UNAUTHORIZED, headers, Html(page::sign_in(lang).into_string())).into_response()
}

/// `GET /me/settings`: the form with the user's settings.
pub async fn show(State(web): State<Web>, Query(ask): Query<Ask>, headers: HeaderMap) -> Response {
    let Some((user, session)) = signed_in(&web, &headers).await else {
        return sign_in_first(&web, page_lang(&headers, &ask, None));
    };
    let s = match web.tables.settings_of(&user.id).await {
        Ok(s) => s,
        Err(e) => return super::failed(e, page_lang(&headers, &ask, None)),
    };
    let lang = page_lang(&headers, &ask, s.language);
    answer(StatusCode::OK, form(lang, &user, &s, &csrf_of(&session), None))
}

/// `POST /me/settings`: checks the form's token, then changes the settings as `/settings`
/// does (a bad value changes nothing and is told as the bot tells it).
pub async fn save(
    State(web): State<Web>,
    Query(ask): Query<Ask>,
    headers: HeaderMap,
    Form(posted): Form<Posted>,
) -> Response {
    let Some((user, session)) = signed_in(&web, &headers).await else {
        return sign_in_first(&web, page_lang(&headers, &ask, None));
    };
    let guess = page_lang(&headers, &ask, None);
    if !posted.csrf.as_deref().is_some_and(|c| same(c, &csrf_of(&session))) {
        return super::plain(StatusCode::FORBIDDEN, guess, "web.settings.csrf");
    }
    let outcome = match change_of(&posted, remind_min()) {
        Ok(change) => {
            let ctx = Ctx { channel: String::new(), user: user.clone(), admin: false };
            web.tables.handle(&ctx, Request::Settings { change }).await
        }
        Err(msg) => Err(TableError::msg(msg)),
    };
    let s = match web.tables.settings_of(&user.id).await {
        Ok(s) => s,
        Err(e) => return super::failed(e, guess),
    };
    let lang = page_lang(&headers, &ask, s.language);
    let token = csrf_of(&session);
    match outcome {
        Ok(reply) => {
            let said = reply.private.first().cloned().map(|m| (false, m));
            answer(StatusCode::OK, form(lang, &user, &s, &token, said))
        }
        Err(e) if e.in_storage() => super::failed(e, lang),
        Err(e) => answer(StatusCode::BAD_REQUEST, form(lang, &user, &s, &token, Some((true, e.msg)))),
    }
}

fn answer(status: StatusCode, page: Markup) -> Response {
    (status, [(header::CACHE_CONTROL, "private, no-store")], Html(page.into_string())).into_response()
}

/// The change a posted form asks for: every setting as given, an empty field meaning off (UTC,
/// no quiet hours, the table's interval, the Discord client's language).
fn change_of(p: &Posted, min: i64) -> Result<SettingsChange, Msg> {
    let filled = |v: &Option<String>, empty: &str| {
        v.as_deref().map(|t| if t.trim().is_empty() { empty.to_string() } else { t.trim().to_string() })
    };
    let next = match p.next.as_deref().map(str::trim) {
        None => None,
        Some("on") => Some(true),
        Some("off") => Some(false),
        Some(_) => return Err(Msg::new("web.settings.error.next")),
    };
    Ok(SettingsChange {
        zone: filled(&p.zone, "utc"),
        quiet: filled(&p.quiet, "off").map(|q| read_quiet(&q)).transpose()?.unwrap_or_default(),
        notify: filled(&p.notify, ""),
        next,
        every: filled(&p.interval, "off").map(|i| read_own_interval(&i, min)).transpose()?.unwrap_or_default(),
        language: filled(&p.language, "auto"),
    })
}

/// An interval as the form shows it: `12h`, `90m`, `45s`.
fn interval_text(secs: i64) -> String {
    match secs {
        s if s % 3600 == 0 => format!("{}h", s / 3600),
        s if s % 60 == 0 => format!("{}m", s / 60),
        s => format!("{s}s"),
    }
}

/// The settings page: what was said about the last change (`true`: a refusal), and the form.
fn form(lang: Lang, user: &User, s: &UserSettings, csrf: &str, said: Option<(bool, Msg)>) -> Markup {
    let t = |key: &str| render(lang, &Msg::new(key));
    let title = t("web.settings.title");
    let quiet = s.quiet_from.zip(s.quiet_to).map(|(f, to)| format!("{f}-{to}")).unwrap_or_default();
    let interval = s.remind_every.map(interval_text).unwrap_or_default();
    let q = format!("?lang={}", lang.name());
    let body = html! {
        main {
            h1 { (title) }
            p { (render(lang, &Msg::new("web.signed-in").text("name", user.name.clone()))) " " a href={ "/me" (q) } { (t("web.me")) } }
            p { (t("web.settings.intro")) }
            @if let Some((refused, msg)) = &said {
                @if *refused {
                    div.private role="alert" { p { (render(lang, msg)) } }
                } @else {
                    div.private role="status" { p { (render(lang, msg)) } }
                }
            }
            form.settings method="post" action={ "/me/settings" (q) } {
                input type="hidden" name="csrf" value=(csrf);
                label for="zone" { (t("web.settings.zone")) }
                input #zone name="zone" value=[s.zone.as_deref()] list="zones" placeholder="Europe/Warsaw" autocomplete="off";
                datalist #zones { @for z in zone_names("", usize::MAX) { option value=(z) {} } }
                label for="quiet" { (t("web.settings.quiet")) }
                input #quiet name="quiet" value=(quiet) placeholder="22-7";
                label for="notify" { (t("web.settings.notify")) }
                select #notify name="notify" {
                    @for n in Notify::ALL {
                        option value=(n.name()) selected[n == s.notify] { (t(&format!("table.settings.notify-{}", n.name()))) }
                    }
                }
                label for="next" { (t("web.settings.next")) }
                select #next name="next" {
                    option value="on" selected[s.next_notice] { (t("table.settings.next-on")) }
                    option value="off" selected[!s.next_notice] { (t("table.settings.next-off")) }
                }
                label for="interval" { (t("web.settings.interval")) }
                input #interval name="interval" value=(interval) placeholder="12h";
                label for="language" { (t("web.settings.language")) }
                select #language name="language" {
                    option value="auto" selected[s.language.is_none()] { (t("table.settings.language-client")) }
                    @for l in Lang::ALL {
                        option value=(l.name()) selected[s.language == Some(l)] { (render(l, &Msg::new(l.name_key()))) }
                    }
                }
                button type="submit" { (t("web.settings.save")) }
            }
        }
    };
    page::frame(lang, &title, page::switcher(lang), body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::change::Change;

    #[test]
    fn a_posted_form_reads_as_the_bot_reads_the_command() {
        let p = Posted {
            zone: Some(" Europe/Warsaw ".into()),
            quiet: Some("".into()),
            notify: Some("dm".into()),
            next: Some("on".into()),
            interval: Some("12h".into()),
            language: Some("".into()),
            ..Posted::default()
        };
        let c = change_of(&p, 3600).unwrap();
        assert_eq!(c.zone.as_deref(), Some("Europe/Warsaw"));
        assert_eq!((c.quiet, c.next, c.every), (Change::Off, Some(true), Change::Set(43_200)));
        assert_eq!(c.language.as_deref(), Some("auto"));
        let bad = Posted { quiet: Some("25-3".into()), ..Posted::default() };
        assert_eq!(change_of(&bad, 3600).unwrap_err(), Msg::new("discord.error.quiet"));
        let short = Posted { interval: Some("5m".into()), ..Posted::default() };
        assert_eq!(change_of(&short, 3600).unwrap_err().key, "discord.error.interval");
        assert_eq!(interval_text(5400), "90m");
        assert_ne!(csrf_of("a"), csrf_of("b"));
    }
}
