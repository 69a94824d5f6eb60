//! The Discord front-end (`lazaretto bot`): poise slash commands, stateless buttons and select
//! menus handled in the global event handler, pings in new messages, and the reminder task.
//! Every command is a thin call into [`Tables::handle`]; no Discord type leaves this module.

mod commands;
mod components;
mod layout;
mod remind;
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
        }
    }

    /// `DISCORD_TOKEN` (required), `DISCORD_PROXY`, `DEV_GUILD_ID`, `REMIND_CHECK_SECS`, `REMIND_MIN_SECS`.
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

/// A running bot: the gateway client and the reminder task.
pub struct Bot {
    shard_manager: Arc<serenity::ShardManager>,
    client: tokio::task::JoinHandle<Result<(), serenity::Error>>,
    reminders: tokio::task::JoinHandle<()>,
}

impl Bot {
    /// Disconnects from Discord and stops the reminder task.
    pub async fn shutdown(self) {
        self.reminders.abort();
        self.shard_manager.shutdown_all().await;
        let _ = self.client.await;
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
    let reminders = tokio::spawn(remind::run(client.http.clone(), tables, settings));
    let client = tokio::spawn(async move { client.start().await });
    Ok(Bot { shard_manager, client, reminders })
}

/// `lazaretto bot`: runs until Ctrl-C or until the connection ends for good.
pub async fn run(settings: Settings, tables: Tables) -> Result<(), String> {
    tracing::info!("starting the bot with {settings:?}");
    let mut bot = start(settings, tables).await.map_err(|e| format!("cannot start the bot: {e}"))?;
    tokio::select! {
        ended = &mut bot.client => {
            bot.reminders.abort();
            match ended {
                Ok(Ok(())) => Err("the connection to Discord ended".into()),
                Ok(Err(e)) => Err(format!("the connection to Discord failed: {e}")),
                Err(e) => Err(format!("the Discord client stopped: {e}")),
            }
        }
        _ = tokio::signal::ctrl_c() => {
            tracing::info!("shutting down");
            bot.shutdown().await;
            Ok(())
        }
    }
}
