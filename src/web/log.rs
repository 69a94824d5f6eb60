//! `/g/{token}/log/{k}`: a game's whole log, a page of entries at a time, oldest first, each
//! entry linking to the position after it (`/g/{token}/log` is the first page). Public words
//! only; a page past the end is a plain 404 saying how many pages there are.

use super::page::{frame, lines, switcher};
use super::{failed, lang, plain, plain_msg, position, Ask, Web};
use crate::games::Msg;
use crate::i18n::{render, Lang};
use crate::table::web_log::LogPage;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use maud::{html, Markup};

pub async fn first(s: State<Web>, Path(token): Path<String>, q: Query<Ask>, h: HeaderMap) -> Response {
    show(s, token, Some(1), q, h).await
}

pub async fn page(s: State<Web>, Path((token, k)): Path<(String, String)>, q: Query<Ask>, h: HeaderMap) -> Response {
    show(s, token, position(&k), q, h).await
}

async fn show(
    State(web): State<Web>,
    token: String,
    k: Option<usize>,
    Query(ask): Query<Ask>,
    headers: HeaderMap,
) -> Response {
    let guess = lang::viewer(&headers, ask.lang.as_deref(), None);
    let Some(k) = k else { return plain(StatusCode::NOT_FOUND, guess, "web.not-found") };
    let log = match web.tables.web_log(&token, k).await {
        Ok(Some(log)) => log,
        Ok(None) => return plain(StatusCode::NOT_FOUND, guess, "web.not-found"),
        Err(e) => return failed(e, guess),
    };
    let lang = lang::viewer(&headers, ask.lang.as_deref(), Some(log.lang));
    if log.past_end() {
        let msg = Msg::new("web.log-past-end").num("page", k as i64).num("pages", log.pages as i64);
        return plain_msg(StatusCode::NOT_FOUND, lang, &msg);
    }
    let q = if ask.lang.is_some() { format!("?lang={}", lang.name()) } else { String::new() };
    let html = render_log(&log, lang, &token, &q);
    ([(header::CACHE_CONTROL, "no-cache"), (header::VARY, "Accept-Language")], Html(html.into_string())).into_response()
}

fn render_log(log: &LogPage, lang: Lang, token: &str, q: &str) -> Markup {
    let title = render(lang, &log.title);
    let page_link = |k: usize| format!("/g/{token}/log/{k}{q}");
    let heading = Msg::new("web.log-page").num("page", log.page as i64).num("pages", log.pages as i64);
    let body = html! {
        main {
            h1 { (title) }
            h2 { (render(lang, &heading)) }
            nav.moves {
                @if log.page > 1 { a rel="prev" href=(page_link(log.page - 1)) { (render(lang, &Msg::new("web.prev"))) } }
                @for k in 1..=log.pages {
                    @if k == log.page { strong aria-current="page" { (k) } } @else { a href=(page_link(k)) { (k) } }
                }
                @if log.page < log.pages { a rel="next" href=(page_link(log.page + 1)) { (render(lang, &Msg::new("web.next"))) } }
                a href={ "/g/" (token) (q) } { (render(lang, &Msg::new("web.latest"))) }
            }
            @if log.rows.is_empty() { p { (render(lang, &Msg::new("web.log-empty"))) } }
            ol.log {
                @for row in &log.rows {
                    li id={ "at-" (row.at) } {
                        a href={ "/g/" (token) "/at/" (row.at) (q) } { div.lines { (lines(lang, &row.lines)) } }
                    }
                }
            }
        }
    };
    frame(lang, &title, switcher(lang), body)
}
