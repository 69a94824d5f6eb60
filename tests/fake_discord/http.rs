//! The REST side: the routes the bot uses, each payload checked against serenity's types.

use super::{payload, Call, FakeDiscord, Post, State, Via, APP_ID, TOKEN};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use poise::serenity_prelude as serenity;
use serde_json::{json, Value};
use std::convert::Infallible;
use std::time::Instant;
use tokio::net::TcpListener;

type Files = Vec<(String, Vec<u8>)>;

pub(super) async fn serve(fake: FakeDiscord, listener: TcpListener, door: usize) {
    while let Ok((stream, _)) = listener.accept().await {
        let fake = fake.clone();
        tokio::spawn(async move {
            let svc = hyper::service::service_fn(move |req| {
                let fake = fake.clone();
                async move { Ok::<_, Infallible>(handle(fake, req, door).await) }
            });
            let _ = hyper::server::conn::http1::Builder::new().serve_connection(TokioIo::new(stream), svc).await;
        });
    }
}

fn reply(status: StatusCode, body: Option<Value>) -> Response<Full<Bytes>> {
    let text = body.map(|b| b.to_string()).unwrap_or_default();
    Response::builder()
        .status(status)
        .header("content-type", "application/json")
        .body(Full::new(Bytes::from(text)))
        .unwrap()
}

fn ok(body: Value) -> Response<Full<Bytes>> {
    reply(StatusCode::OK, Some(body))
}

fn bad(st: &mut State, why: String) -> Response<Full<Bytes>> {
    st.problems.push(why.clone());
    reply(StatusCode::BAD_REQUEST, Some(json!({"message": why, "code": 50035})))
}

async fn handle(fake: FakeDiscord, req: Request<Incoming>, door: usize) -> Response<Full<Bytes>> {
    let mut at = Instant::now();
    let method = req.method().to_string();
    let full_path = req.uri().path().to_string();
    let query = req.uri().query().unwrap_or_default().to_string();
    let header = |name: &str| req.headers().get(name).and_then(|v| v.to_str().ok()).unwrap_or_default().to_string();
    let (auth, ctype) = (header("authorization"), header("content-type"));
    let body = req.into_body().collect().await.map(|b| b.to_bytes()).unwrap_or_default();
    if let Some(answer) = super::oauth::handle(&fake, &method, &full_path, &query, &auth, &body) {
        return answer;
    }
    let (json, files) = parse_body(&ctype, &body);
    let held = method == "POST" && full_path.split('/').filter(|p| !p.is_empty()).count() == 5 && {
        let mut st = fake.lock();
        st.hold_followups && full_path.starts_with("/api/v10/webhooks/") && {
            st.held += 1;
            true
        }
    };
    if held {
        // never answered: the caller is killed while it waits
        std::future::pending::<()>().await;
    }
    let is_followup = method == "POST" && full_path.starts_with("/api/v10/webhooks/");
    let delay = fake.lock().followup_delay.filter(|_| is_followup);
    if let Some(delay) = delay {
        tokio::time::sleep(delay).await;
        at = Instant::now();
    }
    let mut st = fake.lock();
    let Some(path) = full_path.strip_prefix("/api/v10/") else {
        return bad(&mut st, format!("not an API v10 path: {method} {full_path}"));
    };
    let path = path.to_string();
    let authorized = auth == format!("Bot {TOKEN}");
    st.calls.push(Call {
        at,
        door,
        method: method.clone(),
        path: path.clone(),
        body: json.clone(),
        files: files.clone(),
        authorized,
    });
    let parts: Vec<&str> = path.split('/').collect();
    if !authorized && parts[0] != "webhooks" && parts[0] != "interactions" {
        st.problems.push(format!("{method} {path} without the bot token"));
    }
    let ws = st.gateway_url.clone().unwrap_or_else(|| format!("ws://127.0.0.1:{}", fake.ws_port));
    match (method.as_str(), parts.as_slice()) {
        ("GET", ["gateway"]) => ok(json!({"url": ws})),
        ("GET", ["gateway", "bot"]) => ok(json!({"url": ws, "shards": 1,
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}})),
        ("GET", ["oauth2", "applications", "@me"]) => ok(payload::app_info()),
        ("GET", ["users", "@me"]) => ok(payload::bot_user()),
        ("PUT", ["applications", _, "commands"]) => register(&mut st, json, None),
        ("PUT", ["applications", _, "guilds", guild, "commands"]) => {
            let guild = guild.to_string();
            register(&mut st, json, Some(guild))
        }
        ("POST", ["interactions", id, token, "callback"]) => {
            st.answered_at.entry(token.to_string()).or_insert(door);
            callback(&mut st, id, token, json, files, at)
        }
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => edit(&mut st, token, json, files, at),
        ("DELETE", ["webhooks", _, _, "messages", "@original"]) => reply(StatusCode::NO_CONTENT, None),
        ("POST", ["webhooks", _, token]) => {
            let token = token.to_string();
            let Some(sent) = st.sent.get(&token).cloned() else {
                return bad(&mut st, "follow-up to an unknown token".into());
            };
            if sent.callback.as_ref().is_some_and(|c| c.1 == 5)
                && !st.posts.iter().any(|p| p.token.as_deref() == Some(&token))
            {
                // Discord would turn this follow-up into the deferred answer itself
                st.problems.push("a follow-up before the deferred answer was edited".into());
            }
            create(&mut st, sent.channel, Some(token), Via::Followup, json, files, at)
        }
        ("POST", ["users", "@me", "channels"]) => {
            let Some(user) = json["recipient_id"].as_str().and_then(|u| u.parse::<u64>().ok()) else {
                return bad(&mut st, format!("a DM channel without a recipient: {json}"));
            };
            // one channel per user, as Discord keeps it
            let id = match st.dm_channels.iter().find(|(_, u)| **u == user) {
                Some((id, _)) => *id,
                None => {
                    let id = st.id();
                    st.dm_channels.insert(id, user);
                    id
                }
            };
            ok(payload::dm_channel(id, user))
        }
        ("POST", ["channels", channel, "messages"]) => {
            let channel = channel.parse().unwrap_or(0);
            if st.dm_channels.get(&channel).is_some_and(|u| st.closed_dms.contains(u)) {
                let body = json!({"message": "Cannot send messages to this user", "code": 50007});
                return reply(StatusCode::FORBIDDEN, Some(body));
            }
            // Discord shows a message whose nonce it enforces only once (within a few minutes)
            if json["enforce_nonce"] == true && !json["nonce"].is_null() {
                let channel_id = channel.to_string();
                let same = |m: &&Value| m["channel_id"].as_str() == Some(&channel_id) && m["nonce"] == json["nonce"];
                if let Some(m) = st.messages.values().find(same).cloned() {
                    return ok(m);
                }
            }
            let nonce = json["nonce"].clone();
            let resp = create(&mut st, channel, None, Via::Channel, json, files, at);
            if !nonce.is_null() {
                let id = st.posts.last().map(|p| p.message_id).unwrap_or(0);
                if let Some(m) = st.messages.get_mut(&id) {
                    m["nonce"] = nonce;
                }
            }
            resp
        }
        ("POST", ["channels", parent, "threads"]) => {
            let id = st.id();
            let name = json["name"].as_str().unwrap_or_default().to_string();
            if json["type"] != 11 {
                st.problems.push(format!("thread of type {} (expected a public thread)", json["type"]));
            }
            ok(payload::thread(id, parent.parse().unwrap_or(0), &name))
        }
        ("GET", ["channels", channel]) => {
            let id = channel.parse().unwrap_or(0);
            let value = match st.dm_channels.get(&id) {
                Some(user) => payload::dm_channel(id, *user),
                None => payload::text_channel(id, st.guilds.get(&id).copied().unwrap_or(super::GUILD_ID)),
            };
            if let Err(e) = serde_json::from_value::<serenity::Channel>(value.clone()) {
                return bad(&mut st, format!("channel {id} does not deserialise: {e}"));
            }
            ok(value)
        }
        ("DELETE", ["channels", channel]) => ok(payload::thread(channel.parse().unwrap_or(0), 0, "deleted")),
        _ => {
            let why = format!("unknown route {method} {path}");
            st.problems.push(why);
            reply(StatusCode::NOT_FOUND, Some(json!({"message": "404: Not Found", "code": 0})))
        }
    }
}

fn register(st: &mut State, json: Value, guild: Option<String>) -> Response<Full<Bytes>> {
    let Some(list) = json.as_array() else { return bad(st, "commands are not a list".into()) };
    let mut out = Vec::new();
    for c in list {
        let name = c["name"].as_str().unwrap_or_default().to_string();
        let id = match st.commands.iter().find(|o| o["name"] == name.as_str()) {
            Some(o) => o["id"].clone(),
            None => json!(st.id().to_string()),
        };
        let mut c = c.clone();
        let obj = c.as_object_mut().unwrap();
        obj.insert("id".into(), id);
        obj.insert("application_id".into(), json!(APP_ID.to_string()));
        obj.insert("version".into(), json!("1"));
        obj.entry("type").or_insert(json!(1));
        obj.entry("default_member_permissions").or_insert(Value::Null);
        if let Some(g) = &guild {
            obj.insert("guild_id".into(), json!(g));
        }
        if let Err(e) = serde_json::from_value::<serenity::Command>(c.clone()) {
            return bad(st, format!("command {name} does not deserialise: {e}"));
        }
        out.push(c);
    }
    st.commands = out.clone();
    ok(Value::Array(out))
}

fn callback(st: &mut State, id: &str, token: &str, json: Value, files: Files, at: Instant) -> Response<Full<Bytes>> {
    let Some(sent) = st.sent.get(token).cloned() else { return bad(st, "callback for an unknown token".into()) };
    if sent.id.to_string() != id {
        return bad(st, "callback with a wrong interaction id".into());
    }
    if sent.callback.is_some() {
        return bad(st, "the interaction was answered twice".into());
    }
    let kind = json["type"].as_u64().unwrap_or(0);
    let data = json.get("data").cloned().unwrap_or(Value::Null);
    let clicked = st.sent_clicked(token);
    let original = match kind {
        4 | 5 => {
            let mid = st.id();
            let mut msg = payload::message(mid, sent.channel, &data, &files, true);
            if kind == 5 {
                msg["content"] = json!("");
            }
            if let Err(e) = serde_json::from_value::<serenity::Message>(msg.clone()) {
                return bad(st, format!("callback message does not deserialise: {e}"));
            }
            st.messages.insert(mid, msg.clone());
            if kind == 4 {
                let post = post_of(&msg, Via::Callback, Some(token.into()), &data, files, at, true);
                st.posts.push(post);
            }
            Some(mid)
        }
        6 => clicked,
        7 => {
            let Some(mid) = clicked else { return bad(st, "update of no message".into()) };
            let merged = merge(st.messages[&mid].clone(), &data, &files);
            st.messages.insert(mid, merged.clone());
            st.posts.push(post_of(&merged, Via::Callback, Some(token.into()), &data, files, at, false));
            Some(mid)
        }
        8 => {
            if let Err(e) = serde_json::from_value::<Vec<serenity::CommandOptionChoice>>(data["choices"].clone()) {
                return bad(st, format!("autocomplete choices do not deserialise: {e}"));
            }
            None
        }
        other => return bad(st, format!("unexpected callback type {other}")),
    };
    let s = st.sent.get_mut(token).unwrap();
    s.callback = Some((at, kind, data));
    s.original = original;
    reply(StatusCode::NO_CONTENT, None)
}

impl State {
    /// The message a component interaction was clicked on.
    fn sent_clicked(&self, token: &str) -> Option<u64> {
        self.clicked.get(token).copied()
    }
}

fn edit(st: &mut State, token: &str, json: Value, files: Files, at: Instant) -> Response<Full<Bytes>> {
    let Some(sent) = st.sent.get(token).cloned() else { return bad(st, "edit for an unknown token".into()) };
    let Some(mid) = sent.original else { return bad(st, "edit of an interaction that was not answered".into()) };
    let merged = merge(st.messages[&mid].clone(), &json, &files);
    if let Err(e) = serde_json::from_value::<serenity::Message>(merged.clone()) {
        return bad(st, format!("edited message does not deserialise: {e}"));
    }
    st.messages.insert(mid, merged.clone());
    st.posts.push(post_of(&merged, Via::Edit, Some(token.into()), &json, files, at, false));
    ok(merged)
}

fn create(
    st: &mut State,
    channel: u64,
    token: Option<String>,
    via: Via,
    json: Value,
    files: Files,
    at: Instant,
) -> Response<Full<Bytes>> {
    let mid = st.id();
    let msg = payload::message(mid, channel, &json, &files, via == Via::Followup);
    if let Err(e) = serde_json::from_value::<serenity::Message>(msg.clone()) {
        return bad(st, format!("message does not deserialise: {e}\n{json:#}"));
    }
    st.messages.insert(mid, msg.clone());
    st.posts.push(post_of(&msg, via, token, &json, files, at, true));
    ok(msg)
}

/// An edit: fields the payload names replace the stored ones; new files replace the attachments.
fn merge(mut msg: Value, payload: &Value, files: &Files) -> Value {
    for key in ["content", "components", "embeds"] {
        if let Some(v) = payload.get(key) {
            msg[key] = v.clone();
        }
    }
    if !files.is_empty() {
        let id: u64 = msg["id"].as_str().unwrap().parse().unwrap();
        let channel: u64 = msg["channel_id"].as_str().unwrap().parse().unwrap();
        msg["attachments"] = payload::message(id, channel, &json!({}), files, false)["attachments"].clone();
    }
    msg["edited_timestamp"] = json!(payload::TIME);
    msg
}

fn post_of(
    msg: &Value,
    via: Via,
    token: Option<String>,
    payload: &Value,
    files: Files,
    at: Instant,
    can_ping: bool,
) -> Post {
    let message: serenity::Message = serde_json::from_value(msg.clone()).expect("checked before");
    let allowed = payload.get("allowed_mentions").cloned();
    let mentioned: Vec<u64> = message
        .content
        .split("<@")
        .skip(1)
        .filter_map(|s| s.trim_start_matches('!').split('>').next()?.parse().ok())
        .collect();
    let pings = if !can_ping {
        Vec::new()
    } else {
        match &allowed {
            None => mentioned,
            Some(a) => {
                let parse_users = a["parse"].as_array().is_some_and(|p| p.iter().any(|x| x == "users"));
                let users: Vec<u64> =
                    a["users"].as_array().into_iter().flatten().filter_map(|u| u.as_str()?.parse().ok()).collect();
                mentioned.into_iter().filter(|m| parse_users || users.contains(m)).collect()
            }
        }
    };
    let ephemeral = msg["flags"].as_u64().unwrap_or(0) & 64 != 0;
    let (message_id, channel) = (message.id.get(), message.channel_id.get());
    Post { at, via, token, message_id, channel, ephemeral, message, files, pings, allowed_mentions: allowed }
}

/// JSON, or multipart with `payload_json` and `files[n]`.
fn parse_body(ctype: &str, body: &[u8]) -> (Value, Files) {
    if let Some(b) = ctype.split("boundary=").nth(1) {
        return multipart(body, b.trim_matches('"'));
    }
    (serde_json::from_slice(body).unwrap_or(Value::Null), Vec::new())
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    hay.get(from..)?.windows(needle.len()).position(|w| w == needle).map(|p| p + from)
}

fn multipart(body: &[u8], boundary: &str) -> (Value, Files) {
    let delim = format!("--{boundary}");
    let (mut json, mut files) = (Value::Null, Vec::new());
    let mut pos = find(body, delim.as_bytes(), 0).map(|p| p + delim.len());
    while let Some(start) = pos {
        let Some(end) = find(body, delim.as_bytes(), start) else { break };
        let part = &body[start..end];
        pos = Some(end + delim.len());
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let Some(split) = find(part, b"\r\n\r\n", 0) else { continue };
        let head = String::from_utf8_lossy(&part[..split]).to_string();
        let content = &part[split + 4..];
        let content = content.strip_suffix(b"\r\n").unwrap_or(content);
        let field =
            |key: &str| head.split(&format!("{key}=\"")).nth(1).and_then(|r| r.split('"').next()).map(str::to_string);
        match (field("name"), field("filename")) {
            (Some(n), _) if n == "payload_json" => json = serde_json::from_slice(content).unwrap_or(Value::Null),
            (Some(_), Some(filename)) => files.push((filename, content.to_vec())),
            _ => {}
        }
    }
    (json, files)
}
