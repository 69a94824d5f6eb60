//! Signing in with Discord (OAuth2 authorization code, `identify` scope only) and `/me`, the
//! signed-in user's tables. The `state` of each sign-in is a random value also kept in a
//! short-lived cookie and compared on return; a session is a random cookie value whose hash is
//! stored in the database (so any process knows it). Cookies are HttpOnly, SameSite=Lax, and
//! Secure when the site's public address is https.

use super::{lang, page, plain, Ask, Web};
use crate::table::Tables;
use axum::extract::{Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{Html, IntoResponse, Redirect, Response};

/// `DISCORD_CLIENT_ID`, `DISCORD_CLIENT_SECRET`, and where Discord is (`DISCORD_OAUTH_URL`,
/// `https://discord.com` unless a test points it at a fake).
#[derive(Clone)]
pub struct OAuth {
    pub client_id: String,
    pub client_secret: String,
    pub base: String,
}

impl std::fmt::Debug for OAuth {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // the secret is never printed
        f.debug_struct("OAuth").field("client_id", &self.client_id).field("base", &self.base).finish()
    }
}

impl OAuth {
    /// From the environment: `None` unless both the client id and secret are set.
    pub fn from_env() -> Option<OAuth> {
        let var = |k: &str| std::env::var(k).ok().map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
        Some(OAuth {
            client_id: var("DISCORD_CLIENT_ID")?,
            client_secret: var("DISCORD_CLIENT_SECRET")?,
            base: var("DISCORD_OAUTH_URL").unwrap_or_else(|| "https://discord.com".into()).trim_end_matches('/').into(),
        })
    }
}

const STATE_COOKIE: &str = "lz_state";
pub(super) const SESSION_COOKIE: &str = "lz_session";
/// How long a session lasts: 30 days.
const SESSION_SECS: i64 = 30 * 24 * 3600;

/// A cookie's value from the request.
pub fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    headers.get_all(header::COOKIE).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(';')).find_map(|c| {
        let (k, v) = c.trim().split_once('=')?;
        (k == name && !v.is_empty()).then(|| v.to_string())
    })
}

fn set_cookie(tables: &Tables, name: &str, value: &str, max_age: i64) -> HeaderValue {
    let secure = if tables.web_url.starts_with("https://") { "; Secure" } else { "" };
    let text = format!("{name}={value}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age}{secure}");
    HeaderValue::from_str(&text).expect("cookie values are hex")
}

/// The signed-in user, if the request carries a live session.
pub async fn user(tables: &Tables, headers: &HeaderMap) -> Option<crate::table::User> {
    let secret = cookie(headers, SESSION_COOKIE)?;
    if secret.len() != 64 || !secret.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    tables.session_user(&secret).await.ok().flatten()
}

fn redirect_uri(tables: &Tables) -> String {
    format!("{}/auth/discord", tables.web_url)
}

/// `/login`: off to Discord with a fresh `state`.
pub async fn login(State(web): State<Web>, headers: HeaderMap) -> Response {
    let Some(oauth) = &web.oauth else {
        return plain(StatusCode::NOT_FOUND, lang::viewer(&headers, None, None), "web.not-found");
    };
    let state = Tables::fresh_secret();
    let url = format!(
        "{}/oauth2/authorize?response_type=code&client_id={}&scope=identify&state={state}&redirect_uri={}",
        oauth.base,
        enc(&oauth.client_id),
        enc(&redirect_uri(&web.tables))
    );
    let mut r = Redirect::to(&url).into_response();
    r.headers_mut().insert(header::SET_COOKIE, set_cookie(&web.tables, STATE_COOKIE, &state, 600));
    r
}

/// Percent-encoding for a query value.
pub(super) fn enc(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[derive(serde::Deserialize)]
pub struct Back {
    code: Option<String>,
    state: Option<String>,
}

/// `/auth/discord`: Discord sends the user back with a code and the `state`; the state must be
/// the one this browser was given, then the code is exchanged and the user asked for.
pub async fn back(State(web): State<Web>, Query(back): Query<Back>, headers: HeaderMap) -> Response {
    let lang = lang::viewer(&headers, None, None);
    let Some(oauth) = &web.oauth else { return plain(StatusCode::NOT_FOUND, lang, "web.not-found") };
    let expected = cookie(&headers, STATE_COOKIE);
    let same = match (&expected, &back.state) {
        (Some(a), Some(b)) => a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0,
        _ => false,
    };
    let (true, Some(code)) = (same, back.code) else {
        return plain(StatusCode::FORBIDDEN, lang, "web.sign-in-failed");
    };
    let who = match identify(oauth, &redirect_uri(&web.tables), &code).await {
        Ok(who) => who,
        Err(e) => {
            tracing::warn!("web: signing in with Discord failed: {e}");
            return plain(StatusCode::FORBIDDEN, lang, "web.sign-in-failed");
        }
    };
    let secret = Tables::fresh_secret();
    if let Err(e) = web.tables.start_session(&secret, &who.0, &who.1, SESSION_SECS).await {
        return super::failed(e, lang);
    }
    let mut r = Redirect::to("/me").into_response();
    let h = r.headers_mut();
    h.append(header::SET_COOKIE, set_cookie(&web.tables, SESSION_COOKIE, &secret, SESSION_SECS));
    h.append(header::SET_COOKIE, set_cookie(&web.tables, STATE_COOKIE, "gone", 0));
    r
}

/// Exchanges the code for a token and asks Discord who it is: (user id, shown name).
async fn identify(oauth: &OAuth, redirect: &str, code: &str) -> Result<(String, String), String> {
    let client =
        reqwest::Client::builder().timeout(std::time::Duration::from_secs(10)).build().map_err(|e| e.to_string())?;
    let form = format!(
        "grant_type=authorization_code&code={}&redirect_uri={}&client_id={}&client_secret={}",
        enc(code),
        enc(redirect),
        enc(&oauth.client_id),
        enc(&oauth.client_secret)
    );
    let token = client
        .post(format!("{}/api/v10/oauth2/token", oauth.base))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(form)
        .send()
        .await
        .map_err(|e| format!("token request: {e}"))?;
    if !token.status().is_success() {
        return Err(format!("token request answered {}", token.status()));
    }
    let token: serde_json::Value =
        serde_json::from_str(&token.text().await.map_err(|e| e.to_string())?).map_err(|e| e.to_string())?;
    let access = token["access_token"].as_str().ok_or("no access token")?;
    let me = client
        .get(format!("{}/api/v10/users/@me", oauth.base))
        .header("authorization", format!("Bearer {access}"))
        .send()
        .await
        .map_err(|e| format!("user request: {e}"))?;
    if !me.status().is_success() {
        return Err(format!("user request answered {}", me.status()));
    }
    let me: serde_json::Value =
        serde_json::from_str(&me.text().await.map_err(|e| e.to_string())?).map_err(|e| e.to_string())?;
    let id = me["id"].as_str().filter(|id| !id.is_empty()).ok_or("no user id")?.to_string();
    let name = me["global_name"].as_str().or(me["username"].as_str()).unwrap_or(&id).to_string();
    Ok((id, name))
}

/// `/logout` (a form's POST): the session ends.
pub async fn logout(State(web): State<Web>, headers: HeaderMap) -> Response {
    if let Some(secret) = cookie(&headers, SESSION_COOKIE) {
        let _ = web.tables.end_session(&secret).await;
    }
    let mut r = Redirect::to("/me").into_response();
    r.headers_mut().insert(header::SET_COOKIE, set_cookie(&web.tables, SESSION_COOKIE, "gone", 0));
    r
}

/// `/me`: the signed-in user's tables, those waiting for them first; without a session, the
/// way to sign in.
pub async fn me(State(web): State<Web>, Query(ask): Query<Ask>, headers: HeaderMap) -> Response {
    let lang = lang::viewer(&headers, ask.lang.as_deref(), None);
    if web.oauth.is_none() {
        return plain(StatusCode::NOT_FOUND, lang, "web.not-found");
    }
    let Some(user) = user(&web.tables, &headers).await else {
        return ([(header::CACHE_CONTROL, "no-store")], Html(page::sign_in(lang).into_string())).into_response();
    };
    let tables = match web.tables.tables_of(&user.id).await {
        Ok(t) => t,
        Err(e) => return super::failed(e, lang),
    };
    let html = page::mine(lang, &user.name, &tables);
    ([(header::CACHE_CONTROL, "private, no-store")], Html(html.into_string())).into_response()
}
