//! The pages' style sheet and script, served as files named by a hash of their content (kept by
//! browsers for a year, renamed when the binary changes them), and the headers every answer
//! carries: a Content-Security-Policy under which a page loads only these files, its own
//! images and its own event stream (no inline script or style, nothing from elsewhere, never
//! framed), no referrer (the links carry their tokens), no sniffing of types.

use super::{lang, plain};
use axum::extract::Path;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Router;
use sha2::{Digest, Sha256};
use std::sync::LazyLock;
use tower_http::set_header::SetResponseHeaderLayer;

/// What a page may load: its own script, style sheet, images and event stream, nothing else.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; \
                       connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/// A file served under a name with its content's hash.
pub struct Asset {
    /// `/static/site-0123456789ab.css`
    pub path: String,
    body: &'static str,
    kind: &'static str,
}

fn asset(name: &str, ext: &str, body: &'static str, kind: &'static str) -> Asset {
    let hash = format!("{:x}", Sha256::digest(body.as_bytes()));
    Asset { path: format!("/static/{name}-{}.{ext}", &hash[..12]), body, kind }
}

pub static STYLE: LazyLock<Asset> =
    LazyLock::new(|| asset("site", "css", include_str!("../../assets/web/site.css"), "text/css; charset=utf-8"));

pub static SCRIPT: LazyLock<Asset> =
    LazyLock::new(|| asset("site", "js", include_str!("../../assets/web/site.js"), "text/javascript; charset=utf-8"));

/// `/static/{file}`: the style sheet or the script by its hashed name.
pub async fn file(Path(file): Path<String>, headers: HeaderMap) -> Response {
    let path = format!("/static/{file}");
    match [&*STYLE, &*SCRIPT].into_iter().find(|a| a.path == path) {
        Some(a) => {
            let headers =
                [(header::CONTENT_TYPE, a.kind), (header::CACHE_CONTROL, "public, max-age=31536000, immutable")];
            (headers, a.body).into_response()
        }
        None => plain(StatusCode::NOT_FOUND, lang::viewer(&headers, None, None), "web.not-found"),
    }
}

/// The headers every answer of the site carries.
pub fn secured<S: Clone + Send + Sync + 'static>(router: Router<S>) -> Router<S> {
    let set = |name, value| SetResponseHeaderLayer::overriding(name, HeaderValue::from_static(value));
    router
        .layer(set(header::CONTENT_SECURITY_POLICY, CSP))
        // the links carry their tokens: never hand them on to another site
        .layer(set(header::REFERRER_POLICY, "no-referrer"))
        .layer(set(header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .layer(set(header::X_FRAME_OPTIONS, "DENY"))
}
