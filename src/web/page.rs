//! The pages' HTML, as maud templates: compiled with the binary, every value escaped. Every word
//! comes from the catalogue through [`crate::i18n::render`]. Works without JavaScript; the few
//! lines of script only refresh the page's main part when the game's version changes and follow
//! the ← → keys to the previous and next positions.

use crate::games::Msg;
use crate::i18n::{render, Lang};
use crate::store::Status;
use crate::table::web::Page;
use maud::{html, Markup, PreEscaped, DOCTYPE};

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

const STYLE: &str = r#"
:root{color-scheme:light dark;--bg:#faf7f0;--fg:#1d1a16;--muted:#6b6358;--line:#d8cfbf;--link:#8a3f10;--box:#f1eadc}
@media (prefers-color-scheme:dark){:root{--bg:#17140f;--fg:#ece4d6;--muted:#a89d8c;--line:#3a332a;--link:#eda66e;--box:#221d16}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;overflow-wrap:anywhere}
header,main{max-width:1200px;margin:0 auto;padding:0 12px}
header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 12px;padding-top:8px;font-size:.9em;color:var(--muted)}
h1{font-size:1.3em;margin:.4em 0}
h2{font-size:1.05em;margin:1em 0 .3em;color:var(--muted)}
a{color:var(--link)}
img{display:block;max-width:100%;height:auto;margin:0 0 10px;border-radius:4px}
.lines p{margin:.15em 0;white-space:pre-line}
.turn{font-weight:600}
nav.moves{display:flex;flex-wrap:wrap;gap:6px 16px;align-items:baseline;margin:.6em 0;padding:6px 0;border-block:1px solid var(--line)}
nav.langs{display:flex;flex-wrap:wrap;gap:4px 10px}
nav.langs [aria-current]{font-weight:700;color:var(--fg);text-decoration:none}
ol.log{list-style:none;padding:0;margin:0}
ol.log li{border-top:1px solid var(--line);padding:3px 0}
ol.log a{color:inherit;text-decoration:none;display:block}
ol.log a:hover,ol.log a:focus{background:var(--box)}
ol.log [aria-current] a{background:var(--box);font-weight:600}
.private{background:var(--box);border-left:4px solid var(--link);padding:6px 10px;margin:.6em 0}
ol.log.linked a{text-decoration:underline}
form.settings label{display:block;margin:.7em 0 .2em}form.settings input,form.settings select{display:block;width:100%;max-width:30em;font:inherit;padding:4px}form.settings button{margin-top:1em;font:inherit;padding:6px 18px}
@media (min-width:900px){.cols{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:20px}}
"#;

/// The live refresh (when the game's version differs from the page's, the main part is fetched
/// anew and swapped in) and the ← → keys.
const SCRIPT: &str = r#"
(function(){
  var main=document.querySelector('main');
  if(main.dataset.events&&window.EventSource){
    var es=new EventSource(main.dataset.events),busy=false;
    es.onmessage=function(e){
      var m=document.querySelector('main');
      if(busy||e.data===m.dataset.version)return;
      busy=true;
      fetch(location.href,{cache:'no-store'}).then(function(r){return r.text()}).then(function(t){
        var fresh=new DOMParser().parseFromString(t,'text/html').querySelector('main');
        if(fresh)m.replaceWith(fresh);
      }).finally(function(){busy=false});
    };
  }
  document.addEventListener('keydown',function(e){
    if(e.altKey||e.ctrlKey||e.metaKey||e.shiftKey)return;
    var rel={ArrowLeft:'prev',ArrowRight:'next'}[e.key];
    var a=rel&&document.querySelector('main a[rel='+rel+']');
    if(a)location.href=a.href;
  });
})();
"#;

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
                style { (PreEscaped(STYLE)) }
            }
            body {
                header {
                    span { (render(lang, &Msg::new("web.site"))) }
                    (langs)
                }
                (body)
                script { (PreEscaped(SCRIPT)) }
            }
        }
    }
}

/// A page of one line (not found, refused).
pub fn plain(lang: Lang, key: &str) -> Markup {
    let text = render(lang, &Msg::new(key));
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
                form method="post" action="/logout" style="display:inline" {
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
                            }
                        }
                    }
                }
            }
        }
    };
    frame(lang, &title, switcher(lang), body)
}
