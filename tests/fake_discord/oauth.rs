//! Discord's OAuth2 for the web sign-in (issue 23), as the fake serves it: the authorize page
//! consents at once for the user a test names (`FakeDiscord::sign_in_as`) and sends the browser
//! back with a code and the `state` it was given; the token endpoint takes that code once with
//! the client's id and secret; `users/@me` with the token's Bearer answers who it is.

use super::{FakeDiscord, State};
use http_body_util::Full;
use hyper::body::Bytes;
use hyper::{Response, StatusCode};
use serde_json::json;

pub const CLIENT_ID: &str = "700000000000000001";
pub const CLIENT_SECRET: &str = "fake-oauth-secret-never-to-be-logged";

/// The query's or form's value of `key` (percent-decoded).
fn field(text: &str, key: &str) -> Option<String> {
    text.split('&').find_map(|kv| {
        let (k, v) = kv.split_once('=')?;
        (k == key).then(|| decode(v))
    })
}

fn decode(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'%' if i + 2 < b.len() => {
                let hex = std::str::from_utf8(&b[i + 1..i + 3]).unwrap_or("");
                out.push(u8::from_str_radix(hex, 16).unwrap_or(b'?'));
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn answer(status: StatusCode, body: serde_json::Value) -> Response<Full<Bytes>> {
    Response::builder()
        .status(status)
        .header("content-type", "application/json")
        .body(Full::new(Bytes::from(body.to_string())))
        .unwrap()
}

/// The OAuth routes; `None` for any other request.
pub(super) fn handle(
    fake: &FakeDiscord,
    method: &str,
    path: &str,
    query: &str,
    auth: &str,
    body: &[u8],
) -> Option<Response<Full<Bytes>>> {
    let mut st = fake.lock();
    match (method, path) {
        ("GET", "/oauth2/authorize") => {
            let ok = field(query, "client_id").as_deref() == Some(CLIENT_ID)
                && field(query, "scope").as_deref() == Some("identify")
                && field(query, "response_type").as_deref() == Some("code");
            let (Some(redirect), Some(state), Some(user), true) =
                (field(query, "redirect_uri"), field(query, "state"), st.oauth_user.clone(), ok)
            else {
                st.problems.push(format!("an authorize request that Discord would refuse: {query}"));
                return Some(answer(StatusCode::BAD_REQUEST, json!({"error": "invalid_request"})));
            };
            let code = format!("code{}", st.id());
            st.oauth_codes.insert(code.clone(), (user, redirect.clone()));
            let to = format!("{redirect}?code={code}&state={state}");
            Some(
                Response::builder()
                    .status(StatusCode::FOUND)
                    .header("location", to)
                    .body(Full::new(Bytes::new()))
                    .unwrap(),
            )
        }
        ("POST", "/api/v10/oauth2/token") => {
            let form = String::from_utf8_lossy(body).into_owned();
            let client = field(&form, "client_id").as_deref() == Some(CLIENT_ID)
                && field(&form, "client_secret").as_deref() == Some(CLIENT_SECRET)
                && field(&form, "grant_type").as_deref() == Some("authorization_code");
            let code = field(&form, "code").unwrap_or_default();
            match st.oauth_codes.remove(&code) {
                Some((user, redirect))
                    if client && field(&form, "redirect_uri").as_deref() == Some(redirect.as_str()) =>
                {
                    let token = format!("token{}", st.id());
                    st.oauth_tokens.insert(token.clone(), user);
                    Some(answer(
                        StatusCode::OK,
                        json!({"access_token": token, "token_type": "Bearer", "expires_in": 604800, "scope": "identify"}),
                    ))
                }
                _ => Some(answer(StatusCode::BAD_REQUEST, json!({"error": "invalid_grant"}))),
            }
        }
        ("GET", "/api/v10/users/@me") if auth.starts_with("Bearer ") => {
            let user = st.oauth_tokens.get(&auth["Bearer ".len()..]).cloned();
            Some(match user {
                Some((id, name)) => answer(
                    StatusCode::OK,
                    json!({"id": id, "username": name.to_lowercase(), "global_name": name, "discriminator": "0", "avatar": null}),
                ),
                None => answer(StatusCode::UNAUTHORIZED, json!({"message": "401: Unauthorized", "code": 0})),
            })
        }
        _ => None,
    }
}

impl State {
    /// Whom the authorize page signs in.
    pub fn sign_in_as(&mut self, id: &str, name: &str) {
        self.oauth_user = Some((id.to_string(), name.to_string()));
    }
}
