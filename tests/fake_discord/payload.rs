//! The JSON the fake sends and answers with, shaped like Discord's.

use super::{APP_ID, GUILD_ID};
use serde_json::{json, Value};

/// A member of the test guild.
#[derive(Debug, Clone)]
pub struct Person {
    pub id: u64,
    pub name: String,
    /// Has Manage Channels.
    pub moderator: bool,
    /// The language of their Discord client, sent with every interaction.
    pub locale: &'static str,
}

impl Person {
    pub fn new(id: u64, name: &str) -> Person {
        Person { id, name: name.into(), moderator: false, locale: "en-US" }
    }

    pub fn moderator(id: u64, name: &str) -> Person {
        Person { id, name: name.into(), moderator: true, locale: "en-US" }
    }

    /// The same person with their Discord client in another language (`ru`, `de`, `fr`…).
    pub fn speaking(self, locale: &'static str) -> Person {
        Person { locale, ..self }
    }

    /// View Channel, Send Messages, Use Application Commands (and Manage Channels for moderators).
    pub fn permissions(&self) -> u64 {
        let base = (1 << 10) | (1 << 11) | (1u64 << 31);
        if self.moderator {
            base | (1 << 4)
        } else {
            base
        }
    }
}

pub const TIME: &str = "2024-05-01T12:00:00.000000+00:00";

pub fn user(id: u64, name: &str, bot: bool) -> Value {
    json!({"id": id.to_string(), "username": name, "discriminator": "0", "global_name": name, "avatar": null, "bot": bot})
}

/// A direct-message channel with a user (`POST /users/@me/channels`).
pub fn dm_channel(id: u64, user_id: u64) -> Value {
    json!({"id": id.to_string(), "type": 1, "last_message_id": null,
        "recipients": [user(user_id, &format!("user{user_id}"), false)]})
}

pub fn bot_user() -> Value {
    user(APP_ID, "Lazaretto", true)
}

pub fn member(p: &Person) -> Value {
    json!({
        "user": user(p.id, &p.name, false), "nick": null, "roles": [], "joined_at": TIME, "deaf": false,
        "mute": false, "flags": 0, "pending": false, "permissions": p.permissions().to_string(),
    })
}

fn common(id: u64, token: &str, kind: u64, who: &Person, channel: u64) -> Value {
    json!({
        "id": id.to_string(), "application_id": APP_ID.to_string(), "type": kind, "token": token, "version": 1,
        "guild_id": GUILD_ID.to_string(), "channel_id": channel.to_string(),
        "channel": {"id": channel.to_string(), "type": 0, "name": "games", "permissions": who.permissions().to_string()},
        "member": member(who), "app_permissions": "2251799813685247", "locale": who.locale, "guild_locale": "en-US",
        "entitlements": [], "attachment_size_limit": 10485760, "authorizing_integration_owners": {"0": GUILD_ID.to_string()}, "context": 0,
    })
}

/// A slash command (type 2) or autocomplete request (type 4). User options (type 6) are resolved
/// from `people` ids found in the options.
#[allow(clippy::too_many_arguments)]
pub fn command(
    id: u64,
    token: &str,
    kind: u64,
    cmd: u64,
    who: &Person,
    channel: u64,
    name: &str,
    options: Value,
) -> Value {
    let mut body = common(id, token, kind, who, channel);
    let mut users = serde_json::Map::new();
    let mut members = serde_json::Map::new();
    for o in options.as_array().into_iter().flatten() {
        if o["type"] == 6 {
            let uid: u64 = o["value"].as_str().unwrap().parse().unwrap();
            let name = o.get("_name").and_then(Value::as_str).unwrap_or("someone").to_string();
            let p = Person::new(uid, &name);
            users.insert(uid.to_string(), user(uid, &name, false));
            let mut m = member(&p);
            m.as_object_mut().unwrap().remove("user");
            members.insert(uid.to_string(), m);
        }
    }
    let options: Vec<Value> = options
        .as_array()
        .into_iter()
        .flatten()
        .map(|o| {
            let mut o = o.clone();
            o.as_object_mut().unwrap().remove("_name");
            o
        })
        .collect();
    body["data"] = json!({
        "id": cmd.to_string(), "name": name, "type": 1, "guild_id": GUILD_ID.to_string(), "options": options,
        "resolved": {"users": users, "members": members},
    });
    body
}

/// A user option for [`command`] (carries the name for the resolved data).
pub fn user_option(name: &str, p: &Person) -> Value {
    json!({"name": name, "type": 6, "value": p.id.to_string(), "_name": p.name})
}

/// A click on a button or a pick in a string select menu.
pub fn component(
    id: u64,
    token: &str,
    who: &Person,
    channel: u64,
    message: Value,
    custom_id: &str,
    value: Option<&str>,
) -> Value {
    component_values(id, token, who, channel, message, custom_id, value.map(|v| vec![v.to_string()]))
}

/// A component interaction with any list of selected values (`None`: a button).
pub fn component_values(
    id: u64,
    token: &str,
    who: &Person,
    channel: u64,
    message: Value,
    custom_id: &str,
    values: Option<Vec<String>>,
) -> Value {
    let mut body = common(id, token, 3, who, channel);
    body["message"] = message;
    body["data"] = match values {
        None => json!({"custom_id": custom_id, "component_type": 2}),
        Some(v) => json!({"custom_id": custom_id, "component_type": 3, "values": v}),
    };
    body
}

/// The same interaction sent from a direct message with the bot: no guild, no member.
pub fn in_dm(mut body: Value, who: &Person) -> Value {
    let o = body.as_object_mut().unwrap();
    o.remove("guild_id");
    o.remove("member");
    o.remove("guild_locale");
    o.insert("user".into(), user(who.id, &who.name, false));
    o.insert("context".into(), json!(1));
    o.insert("authorizing_integration_owners".into(), json!({"0": who.id.to_string()}));
    let channel = o["channel_id"].clone();
    o.insert("channel".into(), json!({"id": channel, "type": 1}));
    if let Some(d) = o.get_mut("data").and_then(Value::as_object_mut) {
        d.remove("guild_id");
    }
    body
}

/// A stored message built from what the bot sent.
pub fn message(id: u64, channel: u64, payload: &Value, files: &[(String, Vec<u8>)], webhook: bool) -> Value {
    let attachments: Vec<Value> = files
        .iter()
        .enumerate()
        .map(|(i, (name, bytes))| {
            let url = format!("https://cdn.discordapp.com/attachments/{channel}/{}/{name}", id + i as u64);
            json!({"id": (id + 1 + i as u64).to_string(), "filename": name, "size": bytes.len(), "url": url,
                   "proxy_url": url, "content_type": "image/png"})
        })
        .collect();
    let mut m = json!({
        "id": id.to_string(), "channel_id": channel.to_string(), "guild_id": GUILD_ID.to_string(),
        "author": bot_user(), "content": payload.get("content").cloned().unwrap_or(json!("")), "timestamp": TIME,
        "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": attachments, "embeds": payload.get("embeds").cloned().unwrap_or(json!([])), "pinned": false,
        "type": 0, "flags": payload.get("flags").cloned().unwrap_or(json!(0)),
        "components": payload.get("components").cloned().unwrap_or(json!([])),
    });
    if webhook {
        m["webhook_id"] = json!(APP_ID.to_string());
        m["application_id"] = json!(APP_ID.to_string());
    }
    m
}

pub fn app_info() -> Value {
    json!({
        "id": APP_ID.to_string(), "name": "Lazaretto", "icon": null, "description": "", "bot_public": true,
        "bot_require_code_grant": false, "owner": user(1, "owner", false), "verify_key": "00", "team": null,
        "flags": 0, "summary": "",
    })
}

pub fn ready(ws_url: &str) -> Value {
    json!({
        "v": 10, "user": bot_user(), "guilds": [{"id": GUILD_ID.to_string(), "unavailable": true}],
        "session_id": "fake-session", "resume_gateway_url": ws_url, "shard": [0, 1],
        "application": {"id": APP_ID.to_string(), "flags": 0}, "private_channels": [],
    })
}

pub fn thread(id: u64, parent: u64, name: &str) -> Value {
    json!({
        "id": id.to_string(), "type": 11, "guild_id": GUILD_ID.to_string(), "name": name, "parent_id": parent.to_string(),
        "owner_id": APP_ID.to_string(), "message_count": 0, "member_count": 1, "rate_limit_per_user": 0,
        "thread_metadata": {"archived": false, "auto_archive_duration": 1440, "archive_timestamp": TIME, "locked": false},
        "flags": 0, "permission_overwrites": [], "position": 0, "nsfw": false,
    })
}

/// A text channel of a guild, as `GET /channels/{id}` answers.
pub fn text_channel(id: u64, guild: u64) -> Value {
    json!({
        "id": id.to_string(), "type": 0, "guild_id": guild.to_string(), "name": "games", "position": 0,
        "permission_overwrites": [], "nsfw": false, "rate_limit_per_user": 0, "flags": 0,
    })
}
