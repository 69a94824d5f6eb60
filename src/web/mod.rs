//! The web front-end (issue 23): a page per table at an unguessable link, live through
//! server-sent events, every position of the log at its own address, and a seat's private view
//! behind a personal signed link. Thin: every answer comes from the table service
//! ([`Tables::web_page`], [`Tables::web_image`]); no game knowledge and no SQL here, and no HTTP
//! type below this module.

mod assets;
mod auth;
mod cache;
mod lang;
mod live;
mod log;
mod page;
mod player;
mod settings;

use crate::i18n::Lang;
use crate::table::{TableError, Tables};
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::sync::Arc;

/// Where the site listens when `WEB_ADDR` is not set.
pub const DEFAULT_ADDR: &str = "127.0.0.1:8080";

pub use auth::OAuth;

/// What every request handler shares.
#[derive(Clone)]
pub struct Web {
    tables: Tables,
    live: Arc<live::Live>,
    /// Signing in with Discord, when configured.
    oauth: Option<OAuth>,
    /// Public pages as rendered.
    pages: Arc<cache::Pages>,
}

/// `?lang=xx`: the language switcher's choice.
#[derive(serde::Deserialize, Default)]
struct Ask {
    lang: Option<String>,
}

/// The site's routes on the table service; `oauth` adds signing in with Discord and `/me`.
pub fn router(tables: Tables, oauth: Option<OAuth>) -> Router {
    let web = Web { live: Arc::new(live::Live::new(tables.clone())), tables, oauth, pages: Arc::default() };
    let site = Router::new()
        .route("/login", get(auth::login))
        .route("/auth/discord", get(auth::back))
        .route("/logout", axum::routing::post(auth::logout))
        .route("/me", get(auth::me))
        .route("/me/settings", get(settings::show).post(settings::save))
        .route("/p/{user}", get(player::player))
        .route("/leaderboard", get(player::boards))
        .route("/leaderboard/{game}", get(player::board))
        .route("/g/{token}", get(game_now))
        .route("/g/{token}/at/{at}", get(game_at))
        .route("/g/{token}/p/{pass}", get(private_now))
        .route("/g/{token}/p/{pass}/at/{at}", get(private_at))
        .route("/g/{token}/at/{at}/img/{file}", get(image))
        .route("/g/{token}/events", get(live::events))
        .route("/g/{token}/export.json", get(export))
        .route("/g/{token}/log", get(log::first))
        .route("/g/{token}/log/{page}", get(log::page))
        .route("/static/{file}", get(assets::file))
        .fallback(not_found_page)
        .with_state(web);
    assets::secured(site)
}

/// Listens on `addr` (`WEB_ADDR`), saying clearly when it cannot.
pub async fn bind(addr: &str) -> Result<tokio::net::TcpListener, String> {
    tokio::net::TcpListener::bind(addr).await.map_err(|e| format!("the web site cannot listen on {addr}: {e}"))
}

/// Serves the site on a listener until the process ends.
pub async fn run(listener: tokio::net::TcpListener, tables: Tables, oauth: Option<OAuth>) -> Result<(), String> {
    if let Ok(addr) = listener.local_addr() {
        tracing::info!("web pages on http://{addr}, links from {}, sign-in {oauth:?}", tables.web_url);
    }
    axum::serve(listener, router(tables, oauth)).await.map_err(|e| format!("the web site stopped: {e}"))
}

/// A plain page with one line, in the viewer's language.
fn plain(status: StatusCode, lang: Lang, key: &str) -> Response {
    plain_msg(status, lang, &crate::games::Msg::new(key))
}

fn plain_msg(status: StatusCode, lang: Lang, msg: &crate::games::Msg) -> Response {
    let headers = [(header::CACHE_CONTROL, "no-store")];
    (status, headers, Html(page::plain(lang, msg).into_string())).into_response()
}

async fn not_found_page(headers: HeaderMap) -> Response {
    plain(StatusCode::NOT_FOUND, lang::viewer(&headers, None, None), "web.not-found")
}

/// A failure of the table service (the database): logged, and a plain 503.
fn failed(e: TableError, lang: Lang) -> Response {
    tracing::error!("web: {}", crate::i18n::t(&e.msg));
    let text = crate::i18n::render(lang, &e.msg);
    (StatusCode::SERVICE_UNAVAILABLE, [(header::CACHE_CONTROL, "no-store")], text).into_response()
}

/// The game's record (`lazaretto-game/1`, the same as `/export`): complete once the game is
/// finished, without its seed and anything hidden while it runs.
async fn export(State(web): State<Web>, Path(token): Path<String>, h: HeaderMap) -> Response {
    let lang = lang::viewer(&h, None, None);
    match web.tables.web_export(&token).await {
        Ok(Some((id, record))) => {
            let file = format!("attachment; filename=\"{}\"", record.file_name(id));
            let headers = [
                (header::CONTENT_TYPE, "application/json".to_string()),
                (header::CONTENT_DISPOSITION, file),
                (header::CACHE_CONTROL, "no-store".to_string()),
            ];
            (headers, record.to_json()).into_response()
        }
        Ok(None) => plain(StatusCode::NOT_FOUND, lang, "web.not-found"),
        Err(e) => failed(e, lang),
    }
}

/// A position in a path: digits only.
fn position(at: &str) -> Option<usize> {
    at.bytes().all(|b| b.is_ascii_digit()).then(|| at.parse().ok()).flatten()
}

async fn game_now(s: State<Web>, Path(token): Path<String>, q: Query<Ask>, h: HeaderMap) -> Response {
    show(s, token, None, None, q, h).await
}

async fn game_at(s: State<Web>, Path((token, at)): Path<(String, String)>, q: Query<Ask>, h: HeaderMap) -> Response {
    match position(&at) {
        Some(at) => show(s, token, None, Some(at), q, h).await,
        None => no_position(&q, &h),
    }
}

/// A position that cannot be read from the address: nothing of the game (404).
fn no_position(Query(ask): &Query<Ask>, headers: &HeaderMap) -> Response {
    plain(StatusCode::NOT_FOUND, lang::viewer(headers, ask.lang.as_deref(), None), "web.not-found")
}

async fn private_now(
    s: State<Web>,
    Path((token, pass)): Path<(String, String)>,
    q: Query<Ask>,
    h: HeaderMap,
) -> Response {
    show(s, token, Some(pass), None, q, h).await
}

async fn private_at(
    s: State<Web>,
    Path((token, pass, at)): Path<(String, String, String)>,
    q: Query<Ask>,
    h: HeaderMap,
) -> Response {
    match position(&at) {
        Some(at) => show(s, token, Some(pass), Some(at), q, h).await,
        None => no_position(&q, &h),
    }
}

/// A game's page: `at` is `None` for now, `Some(n)` for the position after `n` rows of the log
/// (an unreadable position is refused before: [`no_position`]). With `pass`, the private view of the
/// seat the checked link names; a pass that fails its check is refused (403) with nothing of
/// the game.
async fn show(
    State(web): State<Web>,
    token: String,
    pass: Option<String>,
    at: Option<usize>,
    Query(ask): Query<Ask>,
    headers: HeaderMap,
) -> Response {
    let guess = lang::viewer(&headers, ask.lang.as_deref(), None);
    let viewer = match &pass {
        // a signed-in player sees their own seat's view on the table's page
        None => auth::user(&web.tables, &headers).await.map(|u| u.id),
        Some(pass) => match web.tables.check_pass(&token, pass).await {
            Ok(Some(p)) => Some(p.user_id),
            Ok(None) => return plain(StatusCode::FORBIDDEN, guess, "web.forbidden"),
            Err(e) => return failed(e, guess),
        },
    };
    // a public page: rendered once per version, position and language
    let key = match viewer {
        Some(_) => None,
        None => match web.tables.web_stamp(&token).await {
            Ok(Some(stamp)) => {
                let lang = lang::viewer(&headers, ask.lang.as_deref(), Some(stamp.lang));
                Some(cache::Key { stamp, at, lang, chosen: ask.lang.is_some() })
            }
            Ok(None) => return plain(StatusCode::NOT_FOUND, guess, "web.not-found"),
            Err(e) => return failed(e, guess),
        },
    };
    if let Some(html) = key.as_ref().and_then(|k| web.pages.get(k)) {
        return html_page(html, false);
    }
    let page = match web.tables.web_page(&token, at, viewer.as_deref()).await {
        Ok(Some(page)) => page,
        Ok(None) => return plain(StatusCode::NOT_FOUND, guess, "web.not-found"),
        Err(e) => return failed(e, guess),
    };
    let private = page.seat.is_some();
    if pass.is_some() && !private {
        // a link signed for someone no longer seated at this table
        return plain(StatusCode::FORBIDDEN, guess, "web.forbidden");
    }
    let lang = lang::viewer(&headers, ask.lang.as_deref(), Some(page.lang));
    let base = match &pass {
        Some(pass) => format!("/g/{token}/p/{pass}"),
        None => format!("/g/{token}"),
    };
    let live = at.is_none();
    let html =
        page::game(&page::Shown { page: &page, lang, token: &token, base: &base, live, chosen: ask.lang.is_some() });
    let html = axum::body::Bytes::from(html.into_string());
    if let Some(key) = key.filter(|k| !private && k.stamp.version == page.version) {
        web.pages.put(key, html.clone());
    }
    html_page(html, private)
}

/// A game's page as sent: a private view is kept by nobody on the way; a public one is asked
/// for afresh each time.
fn html_page(html: axum::body::Bytes, private: bool) -> Response {
    let cache = if private { "private, no-store" } else { "no-cache" };
    ([(header::CACHE_CONTROL, cache), (header::VARY, "Accept-Language, Cookie")], Html(html)).into_response()
}

/// A public image of a position: `/g/{token}/at/{n}/img/{i}.png`.
async fn image(
    State(web): State<Web>,
    Path((token, at, file)): Path<(String, String, String)>,
    h: HeaderMap,
) -> Response {
    let lang = lang::viewer(&h, None, None);
    let index = file.strip_suffix(".png").and_then(position);
    let (Some(at), Some(index)) = (position(&at), index) else {
        return plain(StatusCode::NOT_FOUND, lang, "web.not-found");
    };
    match web.tables.web_image(&token, Some(at), index).await {
        Ok(Some(img)) => {
            // a position's image changes only with the names or the language, and the page
            // asks for it with the game's version
            let headers = [(header::CONTENT_TYPE, "image/png"), (header::CACHE_CONTROL, "public, max-age=86400")];
            (headers, img.png).into_response()
        }
        Ok(None) => plain(StatusCode::NOT_FOUND, lang, "web.not-found"),
        Err(e) => failed(e, lang),
    }
}
