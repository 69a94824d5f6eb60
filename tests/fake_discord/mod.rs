//! A fake Discord on 127.0.0.1 for end-to-end tests of the real serenity/poise client: a REST
//! server (reached through `DISCORD_PROXY`, the way a rate-limit proxy is) and a websocket
//! gateway. It records every REST call, checks every payload by deserialising it into serenity's
//! own types, lets a test inject slash commands, autocomplete requests and clicks, and exposes
//! what the bot sent.
#![allow(dead_code)]

#[path = "../support/db.rs"]
pub mod db;
mod gateway;
mod http;
pub mod oauth;
pub mod payload;
pub mod script;

use payload::Person;
use poise::serenity_prelude as serenity;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub const APP_ID: u64 = 900_000_000_000_000_001;
pub const GUILD_ID: u64 = 800_000_000_000_000_001;
pub const TOKEN: &str = "fake.bot-token.never-to-be-logged-0123456789";

/// How a message reached Discord.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Via {
    /// An interaction callback that carries a message (type 4 or 7).
    Callback,
    /// `PATCH .../messages/@original`.
    Edit,
    /// `POST /webhooks/{app}/{token}`.
    Followup,
    /// `POST /channels/{id}/messages`.
    Channel,
}

/// A message as the bot created or edited it.
#[derive(Debug, Clone)]
pub struct Post {
    pub at: Instant,
    pub via: Via,
    /// The interaction token it answers, if any.
    pub token: Option<String>,
    pub message_id: u64,
    pub channel: u64,
    pub ephemeral: bool,
    /// The message as Discord would store it, checked by deserialising into serenity's type.
    pub message: serenity::Message,
    pub files: Vec<(String, Vec<u8>)>,
    /// Users this message notified: mentioned in the text and allowed by `allowed_mentions`
    /// (edits notify nobody).
    pub pings: Vec<u64>,
    pub allowed_mentions: Option<Value>,
}

impl Post {
    pub fn content(&self) -> &str {
        &self.message.content
    }

    /// Every (custom id, value) a user can pick: buttons (value = None) and select options.
    pub fn picks(&self) -> Vec<(String, Option<String>)> {
        let mut out = Vec::new();
        for row in &self.message.components {
            for c in &row.components {
                match c {
                    serenity::ActionRowComponent::Button(b) => {
                        if let (serenity::ButtonKind::NonLink { custom_id, .. }, false) = (&b.data, b.disabled) {
                            out.push((custom_id.clone(), None));
                        }
                    }
                    serenity::ActionRowComponent::SelectMenu(m) => {
                        if let Some(id) = &m.custom_id {
                            out.extend(m.options.iter().map(|o| (id.clone(), Some(o.value.clone()))));
                        }
                    }
                    _ => {}
                }
            }
        }
        out
    }

    /// The choice a pick stands for (the button id's tail or the selected value).
    pub fn choice_of(pick: &(String, Option<String>)) -> Option<String> {
        match pick {
            (_, Some(v)) => Some(v.clone()),
            (id, None) if id.starts_with("lz:") => id.splitn(4, ':').nth(3).map(str::to_string),
            _ => None,
        }
    }

    /// The choices offered by this message's components.
    pub fn choices(&self) -> Vec<String> {
        self.picks().iter().filter_map(Post::choice_of).collect()
    }
}

/// The notation an autocomplete value stands for: `place gallia 2 @v42` → `place gallia 2`.
pub fn notation_of(value: &str) -> &str {
    value.rsplit_once(" @v").map_or(value, |(n, _)| n)
}

/// One REST call.
#[derive(Debug, Clone)]
pub struct Call {
    pub at: Instant,
    /// The REST door it came through: 0 is [`FakeDiscord::proxy`], others [`FakeDiscord::door`].
    pub door: usize,
    pub method: String,
    pub path: String,
    pub body: Value,
    pub files: Vec<(String, Vec<u8>)>,
    pub authorized: bool,
}

/// An interaction the fake sent, and the bot's answer to it.
#[derive(Debug, Clone)]
pub struct Sent {
    pub id: u64,
    pub token: String,
    pub user: u64,
    pub channel: u64,
    pub at: Instant,
    /// The callback: when, its type and data.
    pub callback: Option<(Instant, u64, Value)>,
    /// The message answering it (the deferred one, or the clicked one for type 6).
    pub original: Option<u64>,
}

#[derive(Default)]
pub(crate) struct State {
    pub calls: Vec<Call>,
    pub posts: Vec<Post>,
    /// The latest JSON of every message, by id (for building component interactions).
    pub messages: HashMap<u64, Value>,
    pub sent: HashMap<String, Sent>,
    /// The message each component interaction was clicked on, by token.
    pub clicked: HashMap<String, u64>,
    pub commands: Vec<Value>,
    pub identified: usize,
    /// The intents of every IDENTIFY.
    pub intents: Vec<u64>,
    pub gateway: Option<tokio::sync::mpsc::UnboundedSender<String>>,
    pub seq: u64,
    /// The open gateway connection of every shard by id (the bot's processes may run several):
    /// an interaction goes to the shard of its guild, `(guild_id >> 22) % total`, the way
    /// Discord routes it; `gateway` is the one of shard 0.
    pub sessions: HashMap<u64, Session>,
    /// The guild of a channel, where not the test guild (`GUILD_ID`).
    pub guilds: HashMap<u64, u64>,
    /// Which REST door (see [`FakeDiscord::door`]) each interaction was answered through, by
    /// token.
    pub answered_at: HashMap<String, usize>,
    /// Follow-ups are answered this much later (a slow Discord); they count as sent when the
    /// answer goes out.
    pub followup_delay: Option<Duration>,
    pub next_id: u64,
    /// Payloads that did not deserialise, unknown routes, wrong tokens.
    pub problems: Vec<String>,
    /// Follow-ups are received but never answered nor shown (a process killed meanwhile: the
    /// post never happened); how many were held.
    pub hold_followups: bool,
    pub held: usize,
    /// The gateway URL handed out instead of the fake's own (a gateway that cannot be reached).
    pub gateway_url: Option<String>,
    /// The shard of every IDENTIFY: (id, total).
    pub shards: Vec<(u64, u64)>,
    /// Direct-message channels the bot opened: channel id → the user's id.
    pub dm_channels: HashMap<u64, u64>,
    /// Users whose direct messages are closed: a message to them is refused (code 50007).
    pub closed_dms: std::collections::HashSet<u64>,
    /// Web sign-in (see `oauth`): whom the authorize page signs in (id, name), the codes it
    /// gave (with their redirect address) and the tokens those were exchanged for.
    pub oauth_user: Option<(String, String)>,
    pub oauth_codes: HashMap<String, ((String, String), String)>,
    pub oauth_tokens: HashMap<String, (String, String)>,
}

/// One shard's gateway connection.
#[derive(Clone)]
pub struct Session {
    pub tx: tokio::sync::mpsc::UnboundedSender<String>,
    pub total: u64,
    pub seq: u64,
}

/// What the gateway writer turns into a close frame with this code instead of sending it.
pub(crate) const CLOSE: &str = "\u{0}close:";

impl State {
    /// The shard that receives a guild's events, given the bot's total.
    pub fn shard_of(guild: u64, total: u64) -> u64 {
        (guild >> 22) % total.max(1)
    }

    pub fn id(&mut self) -> u64 {
        self.next_id += 1;
        1_100_000_000_000_000_000 + self.next_id
    }
}

/// The fake Discord; dropping it stops nothing, the test process ends it.
#[derive(Clone)]
pub struct FakeDiscord {
    pub(crate) state: Arc<Mutex<State>>,
    pub http_port: u16,
    pub ws_port: u16,
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        let state = Arc::new(Mutex::new(State::default()));
        let ws = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let ws_port = ws.local_addr().unwrap().port();
        let rest = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let http_port = rest.local_addr().unwrap().port();
        let fake = FakeDiscord { state, http_port, ws_port };
        tokio::spawn(gateway::serve(fake.clone(), ws));
        tokio::spawn(http::serve(fake.clone(), rest, 0));
        fake
    }

    /// Another REST door, for a second bot process: calls through it are told apart by their
    /// [`Call::door`] (number `n`, from 1). Returns its `DISCORD_PROXY` value.
    pub async fn door(&self, n: usize) -> String {
        let rest = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = rest.local_addr().unwrap().port();
        tokio::spawn(http::serve(self.clone(), rest, n));
        format!("http://127.0.0.1:{port}")
    }

    /// The `DISCORD_PROXY` value for the bot.
    pub fn proxy(&self) -> String {
        format!("http://127.0.0.1:{}", self.http_port)
    }

    pub(crate) fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Waits until `f` returns something (polling), or panics after `secs` seconds.
    pub async fn wait<T>(&self, what: &str, secs: u64, mut f: impl FnMut(&State) -> Option<T>) -> T {
        let end = Instant::now() + Duration::from_secs(secs);
        loop {
            if let Some(v) = f(&self.lock()) {
                return v;
            }
            if Instant::now() > end {
                let st = self.lock();
                let last: Vec<String> =
                    st.calls.iter().rev().take(8).map(|c| format!("{} {}", c.method, c.path)).collect();
                panic!("timed out waiting for {what}; problems: {:?}; last calls: {last:?}", st.problems);
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Waits for the `n`-th IDENTIFY (counting from 1) and the command registration after it.
    pub async fn wait_ready(&self, n: usize) {
        self.wait("the bot to connect and register its commands", 30, |s| {
            let registered = s.calls.iter().filter(|c| c.method == "PUT" && c.path.ends_with("/commands")).count();
            (s.identified >= n && registered >= n && s.gateway.is_some()).then_some(())
        })
        .await;
    }

    /// Sends a gateway dispatch (op 0) with the next sequence number: to the shard of its guild
    /// when the bot runs several, else to shard 0.
    pub fn dispatch(&self, event: &str, data: Value) {
        let mut st = self.lock();
        let guild = data["guild_id"].as_str().and_then(|g| g.parse::<u64>().ok());
        let total = st.sessions.values().map(|s| s.total).max();
        if let (Some(guild), Some(total)) = (guild, total.filter(|&t| t > 1)) {
            let shard = State::shard_of(guild, total);
            let session = st.sessions.get_mut(&shard).unwrap_or_else(|| panic!("no connection runs shard {shard}"));
            session.seq += 1;
            let frame = json!({"op": 0, "t": event, "s": session.seq, "d": data}).to_string();
            session.tx.send(frame).expect("gateway connection open");
            return;
        }
        st.seq += 1;
        let frame = json!({"op": 0, "t": event, "s": st.seq, "d": data}).to_string();
        let tx = st.gateway.clone().expect("the bot is connected to the gateway");
        tx.send(frame).expect("gateway connection open");
    }

    /// The direct messages the bot delivered to a user.
    pub fn dms_to(&self, user: u64) -> Vec<Post> {
        let st = self.lock();
        st.posts.iter().filter(|p| st.dm_channels.get(&p.channel) == Some(&user)).cloned().collect()
    }

    /// Closes a user's direct messages: Discord refuses the bot's messages to them.
    pub fn close_dms(&self, user: u64) {
        self.lock().closed_dms.insert(user);
    }

    pub fn posts(&self) -> Vec<Post> {
        self.lock().posts.clone()
    }

    pub fn calls(&self) -> Vec<Call> {
        self.lock().calls.clone()
    }

    pub fn problems(&self) -> Vec<String> {
        self.lock().problems.clone()
    }

    pub fn sent(&self, token: &str) -> Sent {
        self.lock().sent.get(token).cloned().expect("an interaction the fake sent")
    }

    pub fn all_sent(&self) -> Vec<Sent> {
        self.lock().sent.values().cloned().collect()
    }

    /// Registered command names.
    pub fn command_names(&self) -> Vec<String> {
        let st = self.lock();
        st.commands.iter().filter_map(|c| c["name"].as_str().map(str::to_string)).collect()
    }

    /// The registered commands as the bot sent them (names, descriptions, localizations, options).
    pub fn commands(&self) -> Vec<Value> {
        self.lock().commands.clone()
    }

    /// A slash command; returns the interaction token.
    pub fn slash(&self, who: &Person, channel: u64, name: &str, options: Value) -> String {
        let (id, token) = self.new_ids();
        let cmd_id = self.command_id(name);
        let body = payload::command(id, &token, 2, cmd_id, who, channel, name, options);
        self.send_interaction(id, token, who, channel, body)
    }

    /// An autocomplete request for a focused string option.
    pub fn autocomplete(&self, who: &Person, channel: u64, name: &str, option: &str, partial: &str) -> String {
        let (id, token) = self.new_ids();
        let options = json!([{"name": option, "type": 3, "value": partial, "focused": true}]);
        let body = payload::command(id, &token, 4, self.command_id(name), who, channel, name, options);
        self.send_interaction(id, token, who, channel, body)
    }

    /// A click on a button (value None) or a choice in a select menu of a message the bot sent.
    pub fn click(&self, who: &Person, message_id: u64, pick: &(String, Option<String>)) -> String {
        let (id, token) = self.new_ids();
        let (message, channel) = {
            let st = self.lock();
            let m = st.messages.get(&message_id).cloned().expect("a message the bot sent");
            let channel = m["channel_id"].as_str().unwrap().parse().unwrap();
            (m, channel)
        };
        let body = payload::component(id, &token, who, channel, message, &pick.0, pick.1.as_deref());
        self.lock().clicked.insert(token.clone(), message_id);
        self.send_interaction(id, token, who, channel, body)
    }

    /// A click on a component of a message the bot never sent (forged, or from another bot
    /// version): any custom id, any selected values.
    pub fn forged_click(
        &self,
        who: &Person,
        channel: u64,
        custom_id: &str,
        values: Option<Vec<String>>,
        ephemeral: bool,
    ) -> String {
        let (id, token) = self.new_ids();
        let mid = self.lock().id();
        let shown = json!({"content": "an old message", "flags": if ephemeral { 64 } else { 0 }, "components": []});
        let message = payload::message(mid, channel, &shown, &[], true);
        self.lock().messages.insert(mid, message.clone());
        let body = payload::component_values(id, &token, who, channel, message, custom_id, values);
        self.lock().clicked.insert(token.clone(), mid);
        self.send_interaction(id, token, who, channel, body)
    }

    /// A slash command the bot never registered (Discord may still list an old one).
    pub fn unknown_slash(&self, who: &Person, channel: u64, name: &str) -> String {
        let (id, token) = self.new_ids();
        let cmd_id = self.lock().id();
        let body = payload::command(id, &token, 2, cmd_id, who, channel, name, json!([]));
        self.send_interaction(id, token, who, channel, body)
    }

    /// A registered slash command sent in a direct message with the bot.
    pub fn dm_slash(&self, who: &Person, channel: u64, name: &str, options: Value) -> String {
        let (id, token) = self.new_ids();
        let cmd_id = self.command_id(name);
        let body = payload::in_dm(payload::command(id, &token, 2, cmd_id, who, channel, name, options), who);
        self.send_interaction(id, token, who, channel, body)
    }

    /// A click forged in a direct message.
    pub fn dm_click(&self, who: &Person, channel: u64, custom_id: &str) -> String {
        let (id, token) = self.new_ids();
        let mid = self.lock().id();
        let message = payload::message(mid, channel, &json!({"content": "x", "components": []}), &[], true);
        self.lock().messages.insert(mid, message.clone());
        let body = payload::component_values(id, &token, who, channel, message, custom_id, None);
        let body = payload::in_dm(body, who);
        self.lock().clicked.insert(token.clone(), mid);
        self.send_interaction(id, token, who, channel, body)
    }

    fn new_ids(&self) -> (u64, String) {
        let mut st = self.lock();
        let id = st.id();
        (id, format!("interaction-token-{id}"))
    }

    fn command_id(&self, name: &str) -> u64 {
        let st = self.lock();
        st.commands
            .iter()
            .find(|c| c["name"] == name)
            .and_then(|c| c["id"].as_str()?.parse().ok())
            .unwrap_or_else(|| panic!("command /{name} is registered"))
    }

    fn send_interaction(&self, id: u64, token: String, who: &Person, channel: u64, mut body: Value) -> String {
        // a channel of another guild: the interaction comes from there
        if let Some(&guild) = self.lock().guilds.get(&channel) {
            if body.get("guild_id").is_some() {
                body["guild_id"] = json!(guild.to_string());
                body["authorizing_integration_owners"] = json!({"0": guild.to_string()});
            }
        }
        // a realistic payload: serenity itself must accept it
        if let Err(e) = serde_json::from_value::<serenity::Interaction>(body.clone()) {
            panic!("the fake built an interaction serenity rejects: {e}\n{body:#}");
        }
        let sent = Sent {
            id,
            token: token.clone(),
            user: who.id,
            channel,
            at: Instant::now(),
            callback: None,
            original: None,
        };
        self.lock().sent.insert(token.clone(), sent);
        self.dispatch("INTERACTION_CREATE", body);
        token
    }

    /// The bot's answer to an autocomplete request: the notations offered (the values without
    /// the state version they carry).
    pub async fn autocomplete_choices(&self, token: &str) -> Vec<String> {
        let answer = self.autocomplete_answer(token).await;
        answer.into_iter().map(|(_, value)| notation_of(&value).to_string()).collect()
    }

    /// The bot's answer to an autocomplete request: (name shown, value sent when picked).
    pub async fn autocomplete_answer(&self, token: &str) -> Vec<(String, String)> {
        let data = self
            .wait("the autocomplete answer", 10, |s| match &s.sent.get(token)?.callback {
                Some((_, 8, data)) => Some(data.clone()),
                _ => None,
            })
            .await;
        let choices: Vec<serenity::CommandOptionChoice> = serde_json::from_value(data["choices"].clone()).unwrap();
        for c in &choices {
            assert!(c.name.chars().count() <= 100, "an autocomplete name over 100 characters");
            assert!(c.value.as_str().is_some_and(|v| v.chars().count() <= 100), "a value over 100 characters");
        }
        choices.into_iter().map(|c| (c.name, c.value.as_str().unwrap_or_default().to_string())).collect()
    }

    /// The first answer to an interaction that shows content: an immediate message (type 4) or
    /// the edit of the deferred answer.
    pub async fn answer(&self, token: &str) -> Post {
        self.wait("the answer to an interaction", 20, |s| {
            s.posts
                .iter()
                .find(|p| p.token.as_deref() == Some(token) && matches!(p.via, Via::Edit | Via::Callback))
                .cloned()
        })
        .await
    }

    /// The first follow-up to an interaction that `f` accepts.
    pub async fn followup(&self, token: &str, f: impl Fn(&Post) -> bool) -> Post {
        self.wait("a follow-up", 20, |s| {
            s.posts.iter().find(|p| p.token.as_deref() == Some(token) && p.via == Via::Followup && f(p)).cloned()
        })
        .await
    }

    /// Everything sent for an interaction so far.
    pub fn posts_for(&self, token: &str) -> Vec<Post> {
        self.lock().posts.iter().filter(|p| p.token.as_deref() == Some(token)).cloned().collect()
    }

    /// Lets in-flight answers arrive.
    pub async fn settle(&self) {
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
}
