//! A player's page (`/p/USER`) and the leaderboards (`/leaderboard`, `/leaderboard/GAME`), the
//! same data as `/stats` and `/leaderboard` on Discord ([`Tables::player_page`],
//! [`Tables::leaderboard_of`]). A player's latest games link to their table's page only for a
//! signed-in viewer who sat in that game too (see `table/player.rs`).

use super::{auth, lang, page, plain, Ask, Web};
use crate::games::Msg;
use crate::i18n::{render, Lang};
use crate::table::{Board, Kind, PlayerPage};
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use maud::{html, Markup};

/// `?players=N&lang=xx` on a leaderboard.
#[derive(serde::Deserialize, Default)]
pub struct BoardAsk {
    players: Option<String>,
    lang: Option<String>,
}

/// A path to a player's page.
fn player_href(user_id: &str, lang: Lang) -> String {
    format!("/p/{}?lang={}", auth::enc(user_id), lang.name())
}

fn answer(status: StatusCode, private: bool, page: Markup) -> Response {
    // a page that depends on who is signed in is kept by nobody on the way
    let cache = if private { "private, no-store" } else { "no-cache" };
    (status, [(header::CACHE_CONTROL, cache), (header::VARY, "Accept-Language, Cookie")], Html(page.into_string()))
        .into_response()
}

/// `/p/USER`: a player's record, ratings and latest games.
pub async fn player(
    State(web): State<Web>,
    Path(user): Path<String>,
    Query(ask): Query<Ask>,
    h: HeaderMap,
) -> Response {
    let lang = lang::viewer(&h, ask.lang.as_deref(), None);
    let viewer = auth::user(&web.tables, &h).await;
    match web.tables.player_page(&user, viewer.as_ref().map(|v| v.id.as_str())).await {
        Ok(Some(p)) => answer(StatusCode::OK, viewer.is_some(), player_page(lang, &p)),
        Ok(None) => plain(StatusCode::NOT_FOUND, lang, "web.player.none"),
        Err(e) => super::failed(e, lang),
    }
}

fn player_page(lang: Lang, p: &PlayerPage) -> Markup {
    let t = |key: &str| render(lang, &Msg::new(key));
    let title = render(lang, &Msg::new("web.player.title").text("name", p.name.clone()));
    let body = html! {
        main {
            h1 { (title) }
            section.ratings {
                h2 { (t("web.player.ratings")) }
                @if p.ratings.is_empty() { p { (t("web.player.unrated")) } }
                div.lines { (page::lines(lang, &p.ratings)) }
                p { a href={ "/leaderboard?lang=" (lang.name()) } { (t("web.board.all")) } }
            }
            section.record {
                h2 { (t("web.player.record")) }
                div.lines { (page::lines(lang, &p.record)) }
            }
            section.games {
                h2 { (t("web.player.games")) }
                ol.log.linked {
                    @for g in &p.games {
                        li {
                            @if let Some(token) = &g.token {
                                a href={ "/g/" (token) } { (render(lang, &g.line)) }
                            } @else {
                                (render(lang, &g.line))
                            }
                        }
                    }
                }
                p { (t("web.player.links")) }
            }
        }
    };
    page::frame(lang, &title, page::switcher(lang), body)
}

/// `/leaderboard`: the games, each to its leaderboard.
pub async fn boards(Query(ask): Query<Ask>, h: HeaderMap) -> Response {
    let lang = lang::viewer(&h, ask.lang.as_deref(), None);
    let title = render(lang, &Msg::new("web.board.all"));
    let body = html! {
        main {
            h1 { (title) }
            ul {
                @for k in Kind::ALL {
                    li { a href={ "/leaderboard/" (k.name()) "?lang=" (lang.name()) } { (render(lang, &Msg::new(format!("game.{}", k.name())))) } }
                }
            }
        }
    };
    answer(StatusCode::OK, false, page::frame(lang, &title, page::switcher(lang), body))
}

/// `/leaderboard/GAME?players=N`: one game's ratings, as `/leaderboard` on Discord; a person's
/// line links to their page, and a signed-in viewer not among the best is told their place.
pub async fn board(
    State(web): State<Web>,
    Path(game): Path<String>,
    Query(ask): Query<BoardAsk>,
    h: HeaderMap,
) -> Response {
    let lang = lang::viewer(&h, ask.lang.as_deref(), None);
    let players = match ask.players.as_deref().map(str::trim).filter(|p| !p.is_empty()) {
        None => None,
        Some(p) => match p.parse::<i64>() {
            Ok(n) => Some(n),
            Err(_) => return refused(lang, StatusCode::BAD_REQUEST, &Msg::new("web.board.bad-players")),
        },
    };
    let viewer = auth::user(&web.tables, &h).await;
    match web.tables.leaderboard_of(&game, players, viewer.as_ref().map(|v| v.id.as_str())).await {
        Ok(b) => answer(StatusCode::OK, viewer.is_some(), board_page(lang, &b, players)),
        Err(e) if e.in_storage() => super::failed(e, lang),
        Err(e) if Kind::parse(&game).is_none() => refused(lang, StatusCode::NOT_FOUND, &e.msg),
        Err(e) => refused(lang, StatusCode::BAD_REQUEST, &e.msg),
    }
}

/// A page of one refusal, in the words the bot uses.
fn refused(lang: Lang, status: StatusCode, msg: &Msg) -> Response {
    let text = render(lang, msg);
    answer(status, false, page::frame(lang, &text, page::switcher(lang), html! { main { p { (text) } } }))
}

fn board_page(lang: Lang, b: &Board, players: Option<i64>) -> Markup {
    let title = render(lang, &b.title);
    let max = b.kind.seats().max;
    let base = format!("/leaderboard/{}?lang={}", b.kind.name(), lang.name());
    let body = html! {
        main {
            h1 { (title) }
            nav.moves {
                @if players.is_none() { strong { (render(lang, &Msg::new("web.board.counts-all"))) } }
                @else { a href=(base) { (render(lang, &Msg::new("web.board.counts-all"))) } }
                @for n in crate::rating::RATED_FROM_PLAYERS..=max as i64 {
                    @if players == Some(n) { strong { (render(lang, &Msg::new("web.board.count").num("players", n))) } }
                    @else { a href={ (base) "&players=" (n) } { (render(lang, &Msg::new("web.board.count").num("players", n))) } }
                }
            }
            @if let Some(empty) = &b.empty { p { (render(lang, empty)) } }
            ol.log.linked.board {
                @for l in &b.lines {
                    li {
                        @if let Some(id) = &l.person {
                            a href=(player_href(id, lang)) { (render(lang, &l.line)) }
                        } @else {
                            (render(lang, &l.line))
                        }
                    }
                }
            }
            @if let Some(you) = &b.you { p.you { strong { (render(lang, you)) } } }
            p { (render(lang, &b.note)) }
            p { a href={ "/leaderboard?lang=" (lang.name()) } { (render(lang, &Msg::new("web.board.all"))) } }
        }
    };
    page::frame(lang, &title, page::switcher(lang), body)
}
