//! The pages' HTML, as maud templates: compiled with the binary, every value escaped. Every word
//! comes from the catalogue through [`crate::i18n::render`]. Works without JavaScript; the few
//! lines of script only refresh the page's main part when the game's version changes and follow
//! the ← → keys to the previous and next positions.

use crate::games::Msg;
use crate::i18n::{render, Lang};
use crate::store::Status;
use crate::table::web::Page;
use crate::table::web_log::LogPage;
use maud::{html, Markup, DOCTYPE};

/// A page as one viewer is shown it.
pub struct Shown<'a> {
    pub page: &'a Page,
    pub lang: Lang,
    pub token: &'a str,
    /// `/g/TOKEN`, or `/g/TOKEN/p/PASS` for a private view.
    pub base: &'a str,
    /// The current position (watched live), not a history address.
    pub live: bool,
    /// The viewer chose the language with the switcher (links keep it).
    pub chosen: bool,
}

pub(super) fn lines(lang: Lang, msgs: &[Msg]) -> Markup {
    html! { @for m in msgs { p { (render(lang, m)) } } }
}

pub(super) fn frame(lang: Lang, title: &str, langs: Markup, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(lang.name()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="color-scheme" content="light dark";
                meta name="referrer" content="no-referrer";
                title { (title) }
                link rel="stylesheet" href=(super::assets::STYLE.path);
            }
            body {
                header {
                    span { (render(lang, &Msg::new("web.site"))) }
                    (langs)
                }
                (body)
                script src=(super::assets::SCRIPT.path) {}
            }
        }
    }
}

/// A page of one line (not found, refused).
pub fn plain(lang: Lang, msg: &Msg) -> Markup {
    let text = render(lang, msg);
    frame(lang, &text, html! {}, html! { main { p { (text) } } })
}

/// The language switcher: the five languages, each named in itself.
pub(super) fn switcher(lang: Lang) -> Markup {
    html! {
        nav.langs aria-label=(render(lang, &Msg::new("web.language"))) {
            @for l in Lang::ALL {
                @if l == lang {
                    a href={ "?lang=" (l.name()) } aria-current="true" hreflang=(l.name()) { (render(l, &Msg::new(l.name_key()))) }
                } @else {
                    a href={ "?lang=" (l.name()) } hreflang=(l.name()) { (render(l, &Msg::new(l.name_key()))) }
                }
            }
        }
    }
}

/// A game's page.
pub fn game(s: &Shown) -> Markup {
    let (p, lang) = (s.page, s.lang);
    let q = if s.chosen { format!("?lang={}", lang.name()) } else { String::new() };
    let at_link = |n: usize| format!("{}/at/{n}{q}", s.base);
    let title = render(lang, &p.title);
    let where_ = if p.at == 0 {
        Msg::new("web.position-start")
    } else {
        Msg::new("web.position").num("at", p.at as i64).num("total", p.total as i64)
    };
    let prev = (p.at > 0 && p.status != Status::Lobby).then(|| at_link(p.at - 1));
    let next = (!s.live && p.at < p.total).then(|| at_link(p.at + 1));
    let events = s.live.then(|| format!("/g/{}/events", s.token));
    let body = html! {
        main data-version=(p.version) data-events=[events] {
            h1 { (title) }
            div.lines.turn { (lines(lang, &p.turn)) }
            @if let Some(clock) = &p.clock { div.lines { p { (render(lang, clock)) } } }
            @if p.status != Status::Lobby {
                nav.moves {
                    @if let Some(prev) = prev { a rel="prev" href=(prev) { (render(lang, &Msg::new("web.prev"))) } }
                    span { (render(lang, &where_)) }
                    @if let Some(next) = next { a rel="next" href=(next) { (render(lang, &Msg::new("web.next"))) } }
                    @if s.live {
                        strong { (render(lang, &Msg::new("web.live"))) }
                    } @else {
                        a href={ (s.base) (q) } { (render(lang, &Msg::new("web.latest"))) }
                    }
                }
            }
            @if let Some(seat) = &p.seat {
                section.private {
                    h2 { (render(lang, &Msg::new("web.private").msg("player", seat.clone()))) }
                    div.lines { (lines(lang, &p.private)) }
                }
            }
            div.cols {
                section.images {
                    @for i in 0..p.pictures {
                        img src={ "/g/" (s.token) "/at/" (p.at) "/img/" (i) ".png?v=" (p.version) }
                            alt=(render(lang, &Msg::new("web.image").num("n", i as i64 + 1)));
                    }
                }
                div {
                    @if !p.standings.is_empty() {
                        section.standings { h2 { (render(lang, &Msg::new("web.standings"))) } div.lines { (lines(lang, &p.standings)) } }
                    }
                    @if !p.summary.is_empty() {
                        section.summary { h2 { (render(lang, &Msg::new("web.summary"))) } div.lines { (lines(lang, &p.summary)) } }
                    }
                    @if p.status != Status::Lobby {
                        section {
                            h2 { (render(lang, &Msg::new("web.log"))) }
                            p { a href={ "/g/" (s.token) "/export.json" } download { (render(lang, &Msg::new("web.export"))) } }
                            @if p.log.is_empty() {
                                p { (render(lang, &Msg::new("web.log-empty"))) }
                            }
                            p {
                                a href={ "/g/" (s.token) "/log" (q) } { (render(lang, &Msg::new("web.log-whole"))) }
                                @if let Some(k) = LogPage::before_recent(p.at) {
                                    " · "
                                    a href={ "/g/" (s.token) "/log/" (k) (q) } { (render(lang, &Msg::new("web.log-earlier"))) }
                                }
                            }
                            ol.log reversed {
                                @for row in p.log.iter().rev() {
                                    li id={ "at-" (row.at) } aria-current=[(row.at == p.at).then_some("step")] {
                                        a href=(at_link(row.at)) { div.lines { (lines(lang, &row.lines)) } }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    };
    frame(lang, &title, switcher(lang), body)
}

/// `/me` without a session: the way to sign in.
pub fn sign_in(lang: Lang) -> Markup {
    let title = render(lang, &Msg::new("web.me"));
    let body = html! {
        main {
            h1 { (title) }
            p { a href="/login" { (render(lang, &Msg::new("web.sign-in"))) } }
        }
    };
    frame(lang, &title, switcher(lang), body)
}

/// `/me`: a signed-in user's tables, those waiting for them first.
pub fn mine(lang: Lang, name: &str, tables: &[crate::table::web::Mine]) -> Markup {
    let title = render(lang, &Msg::new("web.me"));
    let body = html! {
        main {
            h1 { (title) }
            p {
                (render(lang, &Msg::new("web.signed-in").text("name", name)))
                " "
                form.inline method="post" action="/logout" {
                    button type="submit" { (render(lang, &Msg::new("web.sign-out"))) }
                }
            }
            p { a href="/me/settings" { (render(lang, &Msg::new("web.settings.title"))) } " · " a href="/leaderboard" { (render(lang, &Msg::new("web.board.all"))) } }
            @if tables.is_empty() { p { (render(lang, &Msg::new("web.me-none"))) } }
            ol.log.mine {
                @for m in tables {
                    li data-waiting=(m.waiting) {
                        a href={ "/g/" (m.token) } {
                            @if m.waiting { strong.waiting { (render(lang, &Msg::new("web.me-waiting"))) } }
                            div.lines {
                                p { (render(lang, &m.page.title)) }
                                (lines(lang, &m.page.turn[..m.page.turn.len().min(1)]))
                                @if let Some(clock) = &m.page.clock { p { (render(lang, clock)) } }
                                @if let Some(left) = &m.left { p.left { strong { (render(lang, left)) } } }
                            }
                        }
                    }
                }
            }
        }
    };
    frame(lang, &title, switcher(lang), body)
}
