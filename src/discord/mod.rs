//! The Discord front-end (`lazaretto bot`): poise slash commands, stateless buttons and select
//! menus handled in the global event handler, pings in new messages, and the reminder task.
//! Every command is a thin call into [`Tables::handle`]; no Discord type leaves this module.

mod commands;
mod components;
mod direct;
mod due;
mod ids;
mod layout;
mod localize;
mod post;
mod render;
mod respond;

use crate::i18n::t;
use crate::table::{TableError, Tables};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// How the bot runs; read from the environment (or `.env`) by [`Settings::from_env`].
#[derive(Clone)]
pub struct Settings {
    pub token: String,
    /// An HTTP proxy in front of Discord's REST API (`http://host:port`); the gateway URL is
    /// looked up through it too. Discord's own rate limits are then the proxy's business.
    pub proxy: Option<String>,
    /// Register the commands in this guild only (instant, for development) instead of globally.
    pub dev_guild: Option<u64>,
    /// How often the reminder task looks for due reminders.
    pub remind_check: Duration,
    /// The shortest reminder interval `/remind` accepts, in seconds.
    pub remind_min: i64,
    /// Discord shards: how many in all and which this process runs (`None`: one shard, all
    /// of the bot).
    pub shards: Option<Shards>,
}

/// The shards of one process: `first` to `last` (inclusive) of `total` (serenity's shard
/// manager runs them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shards {
    pub total: u32,
    pub first: u32,
    pub last: u32,
}

impl Shards {
    /// `SHARDS` (the total) and `SHARD_RANGE` (`FIRST-LAST`, inclusive, or one number; default:
    /// all of them).
    pub fn parse(total: Option<&str>, range: Option<&str>) -> Result<Option<Shards>, String> {
        let Some(total) = total else {
            return match range {
                Some(_) => Err("SHARD_RANGE needs SHARDS, the total number of shards".into()),
                None => Ok(None),
            };
        };
        let total: u32 = total
            .parse()
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| format!("SHARDS must be a whole number of at least 1, not {total:?}"))?;
        let (first, last) = match range {
            None => (0, total - 1),
            Some(r) => {
                let bad = || format!("SHARD_RANGE must be FIRST-LAST within 0-{}, not {r:?}", total - 1);
                let (a, b) = r.split_once('-').unwrap_or((r, r));
                let (a, b): (u32, u32) = (a.trim().parse().map_err(|_| bad())?, b.trim().parse().map_err(|_| bad())?);
                if a > b || b >= total {
                    return Err(bad());
                }
                (a, b)
            }
        };
        Ok(Some(Shards { total, first, last }))
    }

    /// Whether this process runs shard `id`.
    pub fn runs(&self, id: u32) -> bool {
        (self.first..=self.last).contains(&id)
    }
}

impl std::fmt::Debug for Settings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // never print the token
        f.debug_struct("Settings")
            .field("token", &"<hidden>")
            .field("proxy", &self.proxy)
            .field("dev_guild", &self.dev_guild)
            .field("remind_check", &self.remind_check)
            .field("remind_min", &self.remind_min)
            .field("shards", &self.shards)
            .finish()
    }
}

impl Settings {
    /// Default settings for a token.
    pub fn new(token: impl Into<String>) -> Settings {
        Settings {
            token: token.into(),
            proxy: None,
            dev_guild: None,
            remind_check: Duration::from_secs(60),
            remind_min: 3600,
            shards: None,
        }
    }

    /// Whether this process registers the slash commands: the one that runs shard 0 (they
    /// belong to the application, not to a shard).
    pub fn registers_commands(&self) -> bool {
        self.shards.as_ref().is_none_or(|s| s.runs(0))
    }

    /// `DISCORD_TOKEN` (required), `DISCORD_PROXY`, `DEV_GUILD_ID`, `REMIND_CHECK_SECS`,
    /// `REMIND_MIN_SECS`, `SHARDS`, `SHARD_RANGE`.
    pub fn from_env() -> Result<Settings, String> {
        let var = |k: &str| std::env::var(k).ok().map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
        let number = |k: &str| -> Result<Option<u64>, String> {
            var(k).map(|v| v.parse::<u64>().map_err(|_| format!("{k} must be a whole number, not {v:?}"))).transpose()
        };
        let token = var("DISCORD_TOKEN")
            .ok_or("DISCORD_TOKEN is not set: put the bot token in the environment or in .env (see .env.example)")?;
        let mut s = Settings::new(token);
        s.proxy = var("DISCORD_PROXY");
        if let Some(p) = &s.proxy {
            if !(p.starts_with("http://") || p.starts_with("https://")) {
                return Err(format!("DISCORD_PROXY must be an http:// or https:// URL, not {p:?}"));
            }
        }
        s.dev_guild = number("DEV_GUILD_ID")?;
        if let Some(secs) = number("REMIND_CHECK_SECS")? {
            s.remind_check = Duration::from_secs(secs.max(1));
        }
        if let Some(secs) = number("REMIND_MIN_SECS")? {
            s.remind_min = secs.max(1) as i64;
        }
        s.shards = Shards::parse(var("SHARDS").as_deref(), var("SHARD_RANGE").as_deref())?;
        Ok(s)
    }
}

/// What every command and handler can reach.
pub struct Data {
    pub tables: Tables,
    pub settings: Arc<Settings>,
}

/// A command's failure: a refusal of the table service, or Discord not taking an answer.
#[derive(Debug)]
pub enum BotError {
    Table(TableError),
    Discord(serenity::Error),
}

impl std::fmt::Display for BotError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BotError::Table(e) => write!(f, "{}", t(&e.msg)),
            BotError::Discord(e) => write!(f, "Discord: {e}"),
        }
    }
}

impl std::error::Error for BotError {}

impl From<TableError> for BotError {
    fn from(e: TableError) -> Self {
        BotError::Table(e)
    }
}

impl From<serenity::Error> for BotError {
    fn from(e: serenity::Error) -> Self {
        BotError::Discord(e)
    }
}

pub(crate) type Context<'a> = poise::Context<'a, Data, BotError>;

/// A running bot: the gateway client and the task that does due work (reminders, owed posts).
pub struct Bot {
    shard_manager: Arc<serenity::ShardManager>,
    client: tokio::task::JoinHandle<Result<(), serenity::Error>>,
    due: tokio::task::JoinHandle<()>,
}

impl Bot {
    /// Disconnects from Discord and stops the due-work task; gives up waiting after a few
    /// seconds (a gateway that does not answer must not keep the process alive).
    pub async fn shutdown(mut self) {
        self.due.abort();
        let wait = Duration::from_secs(5);
        if tokio::time::timeout(wait, self.shard_manager.shutdown_all()).await.is_err() {
            tracing::warn!("the shards did not stop in time");
        }
        if tokio::time::timeout(wait, &mut self.client).await.is_err() {
            self.client.abort();
        }
    }
}

/// Connects to Discord (or the proxy) and starts serving; returns once the client runs.
pub async fn start(settings: Settings, tables: Tables) -> Result<Bot, serenity::Error> {
    let settings = Arc::new(settings);
    let mut http = serenity::HttpBuilder::new(&settings.token);
    if let Some(proxy) = &settings.proxy {
        // the client's own rate limiter would bypass the proxy, which does the limiting anyway
        http = http.proxy(proxy.as_str()).ratelimiter_disabled(true);
    }
    let data = Data { tables: tables.clone(), settings: settings.clone() };
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |e| Box::pin(respond::on_error(e)),
            event_handler: |ctx, event, _framework, data| Box::pin(components::on_event(ctx, event, data)),
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                match data.settings.dev_guild {
                    _ if !data.settings.registers_commands() => {}
                    Some(guild) => {
                        poise::builtins::register_in_guild(ctx, commands, serenity::GuildId::new(guild)).await?;
                        tracing::info!("commands registered in guild {guild}");
                    }
                    None => {
                        poise::builtins::register_globally(ctx, commands).await?;
                        tracing::info!("commands registered globally");
                    }
                }
                tracing::info!("connected to Discord as {}", ready.user.name);
                Ok(data)
            })
        })
        .build();
    let mut client = serenity::ClientBuilder::new_with_http(http.build(), serenity::GatewayIntents::GUILDS)
        .framework(framework)
        .await?;
    let shard_manager = client.shard_manager.clone();
    let due = tokio::spawn(due::run(client.http.clone(), tables, settings.clone()));
    let shards = settings.shards.clone();
    let client = tokio::spawn(async move {
        match shards {
            None => client.start().await,
            Some(s) if (s.first, s.last) == (0, s.total - 1) => client.start_shards(s.total).await,
            // serenity 0.12 takes the range's end as the last shard (inclusive):
            // `start_connection(start, end, total)` boots `end - start + 1` shards from `start`
            Some(s) => client.start_shard_range(s.first..s.last, s.total).await,
        }
    });
    Ok(Bot { shard_manager, client, due })
}

/// Resolves on Ctrl-C (SIGINT) or SIGTERM.
async fn stop_signal() {
    let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).ok();
    let term = async {
        match term.as_mut() {
            Some(t) => {
                t.recv().await;
            }
            None => std::future::pending().await,
        }
    };
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        _ = term => {}
    }
}

/// `lazaretto bot`: runs until Ctrl-C (or SIGTERM) or until the connection ends for good. The
/// signal is heard from the first moment, also while Discord cannot be reached.
pub async fn run(settings: Settings, tables: Tables) -> Result<(), String> {
    tracing::info!("starting the bot with {settings:?}");
    let stop = stop_signal();
    tokio::pin!(stop);
    let mut bot = tokio::select! {
        bot = start(settings, tables) => bot.map_err(|e| format!("cannot start the bot: {e}"))?,
        _ = &mut stop => return Ok(()),
    };
    tokio::select! {
        ended = &mut bot.client => {
            bot.due.abort();
            match ended {
                Ok(Ok(())) => Err("the connection to Discord ended".into()),
                Ok(Err(e)) => Err(format!("the connection to Discord failed: {e}")),
                Err(e) => Err(format!("the Discord client stopped: {e}")),
            }
        }
        _ = &mut stop => {
            tracing::info!("shutting down");
            bot.shutdown().await;
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shard_settings_parse() {
        assert_eq!(Shards::parse(None, None), Ok(None));
        assert_eq!(Shards::parse(Some("4"), None), Ok(Some(Shards { total: 4, first: 0, last: 3 })));
        assert_eq!(Shards::parse(Some("4"), Some("2-3")), Ok(Some(Shards { total: 4, first: 2, last: 3 })));
        let one = Shards::parse(Some("4"), Some("1")).unwrap().unwrap();
        assert_eq!(one, Shards { total: 4, first: 1, last: 1 });
        assert!(one.runs(1) && !one.runs(0) && !one.runs(2));
        for (total, range) in [("0", None), ("x", None), ("4", Some("3-2")), ("4", Some("0-4")), ("4", Some("a"))] {
            let e = Shards::parse(Some(total), range).unwrap_err();
            assert!(e.contains("SHARD"), "{e}");
        }
        assert!(Shards::parse(None, Some("0-1")).unwrap_err().contains("SHARDS"));
        let mut s = Settings::new("t");
        assert!(s.registers_commands());
        s.shards = Shards::parse(Some("4"), Some("2-3")).unwrap();
        assert!(!s.registers_commands());
    }
}
