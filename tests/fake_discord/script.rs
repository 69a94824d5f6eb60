//! Running the bot against the fake (in this process, or as the real `lazaretto bot` process)
//! and playing through it the way people do: slash commands and clicks.

use super::payload::Person;
use super::{FakeDiscord, Post, Via, GUILD_ID, TOKEN};
use lazaretto::discord::{Bot, Settings};
use lazaretto::table::Tables;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::sync::{Arc, Mutex};
use std::time::Instant;

pub use super::db::TempDb;

/// Starts the bot in this process against the fake and waits until it is ready.
pub async fn start_bot(fake: &FakeDiscord, db: &TempDb, tune: impl FnOnce(&mut Settings)) -> Bot {
    start_bot_with(fake, db.tables().await, tune).await
}

/// [`start_bot`] with a table service of the test's own (another clock).
pub async fn start_bot_with(fake: &FakeDiscord, tables: Tables, tune: impl FnOnce(&mut Settings)) -> Bot {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "warn".into());
    let _ = tracing_subscriber::fmt().with_env_filter(filter).with_test_writer().try_init();
    let before = fake.lock().identified;
    let mut s = Settings::new(TOKEN);
    s.proxy = Some(fake.proxy());
    s.dev_guild = Some(GUILD_ID);
    tune(&mut s);
    let mut tables = tables;
    // bots play at once (their natural pause is for people reading a channel)
    tables.bot_delay = 0;
    // the AI stands in for a player whose clock ran out at its quick level
    tables.clock_level = lazaretto::ai::Level::Easy;
    let bot = lazaretto::discord::start(s, tables).await.expect("the bot starts");
    fake.wait_ready(before + 1).await;
    bot
}

/// The real `lazaretto bot` process.
pub struct BotProcess {
    pub child: std::process::Child,
    pub log: Arc<Mutex<String>>,
}

impl BotProcess {
    /// Spawns the binary with the given environment, in the database's folder (so no `.env` is read).
    pub fn spawn(db: &TempDb, env: &[(&str, String)]) -> BotProcess {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_lazaretto"));
        cmd.arg("bot").current_dir(&db.dir).stdout(std::process::Stdio::null()).stderr(std::process::Stdio::piped());
        for var in [
            "DISCORD_TOKEN",
            "DISCORD_PROXY",
            "DEV_GUILD_ID",
            "DATABASE_URL",
            "REMIND_CHECK_SECS",
            "REMIND_MIN_SECS",
            "SHARDS",
            "SHARD_RANGE",
            "OUTBOX_LEASE_SECS",
            "BOT_DELAY_SECS",
        ] {
            cmd.env_remove(var);
        }
        cmd.env("RUST_LOG", "warn");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let mut child = cmd.spawn().expect("the bot binary runs");
        let log = Arc::new(Mutex::new(String::new()));
        let stderr = child.stderr.take().unwrap();
        let sink = log.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                let mut l = sink.lock().unwrap();
                l.push_str(&line);
                l.push('\n');
            }
        });
        BotProcess { child, log }
    }

    /// The bot connected to the fake, with the database given.
    pub async fn connected(fake: &FakeDiscord, db: &TempDb, extra: &[(&str, String)]) -> BotProcess {
        let before = fake.lock().identified;
        let mut env = vec![
            ("DISCORD_TOKEN", TOKEN.to_string()),
            ("DISCORD_PROXY", fake.proxy()),
            ("DEV_GUILD_ID", GUILD_ID.to_string()),
            ("DATABASE_URL", db.url.clone()),
        ];
        env.extend(extra.iter().cloned());
        let p = BotProcess::spawn(db, &env);
        fake.wait_ready(before + 1).await;
        p
    }

    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    pub fn log(&self) -> String {
        self.log.lock().unwrap().clone()
    }

    /// Resident memory in KiB (Linux).
    pub fn rss_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap_or_default();
        status
            .lines()
            .find(|l| l.starts_with("VmRSS:"))
            .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
            .unwrap_or(0)
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        self.kill();
    }
}

/// The decision the game waits for, as the players see it: who is to act, and the message
/// whose components offer the choices (a public turn post or the player's private panel).
#[derive(Debug, Clone)]
pub struct Turn {
    pub person: Person,
    pub post: Post,
}

/// A channel with people in it.
pub struct Table<'a> {
    pub fake: &'a FakeDiscord,
    pub channel: u64,
    pub people: Vec<Person>,
}

impl Table<'_> {
    pub fn person(&self, id: u64) -> Person {
        self.people.iter().find(|p| p.id == id).cloned().expect("a person at the table")
    }

    /// Runs a slash command and returns its token and private answer.
    pub async fn command(&self, who: &Person, name: &str, options: Value) -> (String, Post) {
        let token = self.fake.slash(who, self.channel, name, options);
        let answer = self.fake.answer(&token).await;
        (token, answer)
    }

    /// `/new game:rattus`, the next `players - 1` people `/join`, the creator `/start`s. Returns the first turn.
    pub async fn open_rattus(&self, players: usize) -> Turn {
        self.open("rattus", players, json!([])).await
    }

    /// `/new game:<name>` with more options, the next `players - 1` people `/join`, the creator
    /// `/start`s. Returns the first turn.
    pub async fn open(&self, game: &str, players: usize, more: Value) -> Turn {
        let creator = &self.people[0];
        let mut options = vec![json!({"name": "game", "type": 3, "value": game})];
        options.extend(more.as_array().into_iter().flatten().cloned());
        let (token, _) = self.command(creator, "new", Value::Array(options)).await;
        self.fake.followup(&token, |p| p.content().contains("opened a table")).await;
        for p in &self.people[1..players] {
            let (token, _) = self.command(p, "join", json!([])).await;
            self.fake.followup(&token, |p| p.content().contains("joins the table")).await;
        }
        let (token, answer) = self.command(creator, "start", json!([])).await;
        self.after(&token, &answer).await.expect("the game runs")
    }

    /// What follows an accepted action: the player's panel if they decide again, else the public
    /// turn post that pings the next player (None once the game is over).
    pub async fn after(&self, token: &str, answer: &Post) -> Option<Turn> {
        let sent = self.fake.sent(token);
        if !answer.picks().is_empty() {
            return Some(Turn { person: self.person(sent.user), post: answer.clone() });
        }
        let post = self.fake.followup(token, |p| !p.ephemeral && !p.files.is_empty()).await;
        if post.picks().is_empty() {
            return None;
        }
        assert_eq!(post.pings.len(), 1, "a turn post pings the next player: {}", post.content());
        Some(Turn { person: self.person(post.pings[0]), post })
    }

    /// Plays one pick of a turn by a click.
    pub async fn click(&self, turn: &Turn, pick: &(String, Option<String>)) -> (String, Post) {
        let token = self.fake.click(&turn.person, turn.post.message_id, pick);
        let answer = self.fake.answer(&token).await;
        (token, answer)
    }

    /// Plays a choice with `/play action:` picked from autocomplete's list of legal choices
    /// (its value carries the state version; typed by hand when the list is cut at 25).
    pub async fn play_command(&self, who: &Person, choice: &str) -> (String, Post, Vec<String>) {
        let t = self.fake.autocomplete(who, self.channel, "play", "action", "");
        let answer = self.fake.autocomplete_answer(&t).await;
        let listed = answer.iter().map(|(_, v)| super::notation_of(v).to_string()).collect();
        let picked = answer.iter().find(|(_, v)| super::notation_of(v) == choice);
        let value = picked.map_or(choice.to_string(), |(_, v)| v.clone());
        let (token, answer) = self.command(who, "play", json!([{"name": "action", "type": 3, "value": value}])).await;
        (token, answer, listed)
    }
}

/// Picks a choice: the Witch whenever possible (so hidden information is exercised), never
/// `cancel` unless nothing else is offered, never the take-back button, otherwise at random.
pub fn pick(picks: &[(String, Option<String>)], rng: &mut lazaretto::games::GameRng) -> (String, Option<String>) {
    let choice = |p: &(String, Option<String>)| Post::choice_of(p).unwrap_or_default();
    for wanted in ["witch", "swap yes", "take witch"] {
        if let Some(p) = picks.iter().find(|p| choice(p) == wanted) {
            return p.clone();
        }
    }
    for prefix in ["look ", "token "] {
        let options: Vec<_> = picks.iter().filter(|p| choice(p).starts_with(prefix)).collect();
        if !options.is_empty() {
            return options[rng.below(options.len())].clone();
        }
    }
    let picks: Vec<_> = picks.iter().filter(|p| choice(p) != "undo").cloned().collect();
    let options: Vec<_> = picks.iter().filter(|p| choice(p) != "cancel").collect();
    if options.is_empty() {
        return picks[0].clone();
    }
    options[rng.below(options.len())].clone()
}

/// Milliseconds between two instants.
pub fn ms(from: Instant, to: Instant) -> f64 {
    to.saturating_duration_since(from).as_secs_f64() * 1000.0
}

/// Median and 99th percentile.
pub fn median_p99(mut xs: Vec<f64>) -> (f64, f64) {
    xs.sort_by(|a, b| a.partial_cmp(b).unwrap());
    if xs.is_empty() {
        return (0.0, 0.0);
    }
    let at = |q: f64| xs[((xs.len() as f64 - 1.0) * q).round() as usize];
    (at(0.5), at(0.99))
}

/// Whether everyone in the channel sees a post.
pub fn is_public(p: &Post) -> bool {
    !p.ephemeral
}

/// For every interaction answered by a deferral: milliseconds from sending it to the deferral,
/// and to its first follow-up carrying an image.
pub fn latencies(fake: &FakeDiscord) -> (Vec<f64>, Vec<f64>) {
    let posts = fake.posts();
    let (mut defer, mut image) = (Vec::new(), Vec::new());
    for s in fake.all_sent() {
        let Some((at, kind, _)) = &s.callback else { continue };
        if *kind != 5 && *kind != 6 {
            continue;
        }
        defer.push(ms(s.at, *at));
        let with_image =
            |p: &&Post| p.token.as_deref() == Some(&s.token) && p.via == Via::Followup && !p.files.is_empty();
        if let Some(p) = posts.iter().find(with_image) {
            image.push(ms(s.at, p.at));
        }
    }
    (defer, image)
}
