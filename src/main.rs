//! The `lazaretto` command line: the Discord bot, the terminal front-end, scenario runner and replay check.

mod arena;

use clap::{Parser, Subcommand};
use lazaretto::store::{Store, Waits};
use lazaretto::table::{scenario, system_clock, Tables};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "lazaretto", version, about = "Play-by-post Messina 1347 and Rattus")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot: DISCORD_TOKEN, DATABASE_URL, DEV_GUILD_ID, DISCORD_PROXY from the
    /// environment or .env (see .env.example); with WEB_ADDR set it serves the web pages too.
    Bot,
    /// Serve the games' web pages alone on WEB_ADDR (default 127.0.0.1:8080), links from
    /// WEB_URL (default http://WEB_ADDR), on the same DATABASE_URL.
    Web,
    /// Play at the terminal: the bot's commands, one per line (works when piped).
    Play {
        /// The channel to play in (one active game per channel).
        #[arg(long, default_value = "terminal")]
        channel: String,
        /// Act as this local user first (switch with /as NAME).
        #[arg(long = "as", default_value = "alice")]
        user: String,
        /// Folder for the board images.
        #[arg(long, default_value = "images")]
        images: PathBuf,
        /// Do not write images.
        #[arg(long)]
        no_images: bool,
        /// Fix the seed of games started in this session.
        #[arg(long)]
        seed: Option<u64>,
        /// Switch to whoever must decide after every move.
        #[arg(long)]
        hotseat: bool,
        /// Do not print the position in words when the turn passes.
        #[arg(long)]
        no_summaries: bool,
        /// The language: en, de, ru, pl or cs (of the text and of the tables opened).
        #[arg(long, default_value = "en")]
        lang: lazaretto::i18n::Lang,
    },
    /// Run scenario files; exits non-zero and lists the differing facts when one fails.
    Scenario {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Replays a channel's latest game from its log and compares it with the stored state.
    Replay { channel: String },
    /// Replays a complete game record (`/export` of a finished game) into DATABASE_URL, to look
    /// at it (`lazaretto play --channel C`, then /board, /log) or to play a copy on (`--at N`).
    /// A record that does not replay to its own result is refused and nothing is stored.
    Import {
        /// The record (`*.lazaretto.json`).
        file: PathBuf,
        /// The channel to store the game in (it must have no open table).
        #[arg(long, default_value = "terminal")]
        channel: String,
        /// Store the copy as it stood after this many logged actions, to be played on.
        #[arg(long)]
        at: Option<usize>,
        /// The language of what is printed: en, de, ru, pl or cs.
        #[arg(long, default_value = "en")]
        lang: lazaretto::i18n::Lang,
    },
    /// Re-rates every finished game on DATABASE_URL from the stored results (after a rules fix
    /// or a change of the rating's parameters): the ratings are replaced in one transaction.
    Rerate,
    /// Random moves through the table service on DATABASE_URL, each sent with the version it
    /// was chosen at (a third of them twice at once): moves per second, and races between
    /// processes. Prints `accepted N raced N finished N seconds S`.
    Bench {
        /// Open the games first (once, before starting the racing processes), then stop.
        #[arg(long)]
        setup: bool,
        /// Names this load's games (channels `load-TAG-N`).
        #[arg(long, default_value = "bench")]
        tag: String,
        #[arg(long, default_value_t = 20)]
        games: usize,
        /// Stop after this many accepted moves…
        #[arg(long, default_value_t = 1_000_000)]
        moves: usize,
        /// …or after this many seconds.
        #[arg(long, default_value_t = 10.0)]
        seconds: f64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Also print every accepted move as `move GAME VERSION`.
        #[arg(long)]
        list: bool,
    },
    /// Plays AI players against each other (seats rotated, in parallel) and prints each one's
    /// win rate with its 95 % confidence interval and its median time per decision.
    Arena {
        /// rattus or messina.
        #[arg(long)]
        game: String,
        /// Seats per game (Messina 1: solo against the automa, a win is reaching the good result).
        #[arg(long)]
        players: usize,
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// Worker threads (default: one per core).
        #[arg(long)]
        threads: Option<usize>,
        /// Game k is dealt from seed SEED + k.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// One player per seat (random, easy, strong, strong:100ms, strong:2s, strong:800) and
        /// game options as for /new (variant=advanced priority_tile=on).
        #[arg(required = true)]
        entries: Vec<String>,
    },
    /// Replays a game the arena stopped (a turn or game past its bound, or a position reached
    /// twice in one turn) from the record it wrote, and prints where it stands.
    ArenaReplay {
        /// The record (`lazaretto-arena-…-seedN.json` in the temporary folder).
        file: PathBuf,
    },
}

/// `DATABASE_URL`: `sqlite://FILE` (default `sqlite://lazaretto.db`) or `postgres://…`. Set but
/// empty is refused (by the store) rather than taken for some file.
fn database_url() -> Result<String, String> {
    match std::env::var("DATABASE_URL") {
        Ok(url) => Ok(url),
        Err(std::env::VarError::NotPresent) => Ok("sqlite://lazaretto.db".to_string()),
        Err(std::env::VarError::NotUnicode(_)) => Err("DATABASE_URL is not valid UTF-8".into()),
    }
}

/// A database URL as it may be printed: without its password.
fn shown(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(s), Some(at)) if at > s => {
            let user = &url[s + 3..at];
            let user = user.split_once(':').map_or(user.to_string(), |(u, _)| format!("{u}:…"));
            format!("{}{user}{}", &url[..s + 3], &url[at..])
        }
        _ => url.to_string(),
    }
}

/// How long the store waits for the database: `DB_CONNECT_SECS`, `DB_LOCK_SECS`,
/// `DB_STATEMENT_SECS` (see [`Waits`]).
fn waits() -> Result<Waits, String> {
    let mut waits = Waits::default();
    for (var, wait) in [
        ("DB_CONNECT_SECS", &mut waits.connect),
        ("DB_LOCK_SECS", &mut waits.lock),
        ("DB_STATEMENT_SECS", &mut waits.statement),
    ] {
        if let Ok(v) = std::env::var(var) {
            let secs: f64 = v
                .trim()
                .parse()
                .ok()
                .filter(|s: &f64| s.is_finite() && *s > 0.0)
                .ok_or_else(|| format!("{var} must be a number of seconds above 0, not {v:?}"))?;
            *wait = std::time::Duration::from_secs_f64(secs);
        }
    }
    Ok(waits)
}

/// The table service on the configured database, checked and migrated. `OUTBOX_LEASE_SECS`
/// sets how long a claimed owed post is left to its process before another may post it;
/// `BOT_DELAY_SECS` how long a bot waits before it plays its turn (3 s).
async fn tables() -> Result<Tables, String> {
    let url = database_url()?;
    let store = Store::open_with(&url, waits()?).await;
    let mut store = store.map_err(|e| format!("cannot use the database {}: {e}", shown(&url)))?;
    if let Ok(v) = std::env::var("OUTBOX_LEASE_SECS") {
        let secs = v.trim().parse().map_err(|_| format!("OUTBOX_LEASE_SECS must be a whole number, not {v:?}"))?;
        store.set_lease(secs);
    }
    let mut tables = Tables::new(store, system_clock());
    tables.web_url = web_url();
    if let Ok(v) = std::env::var("BOT_DELAY_SECS") {
        tables.bot_delay =
            v.trim().parse().map_err(|_| format!("BOT_DELAY_SECS must be a whole number of seconds, not {v:?}"))?;
    }
    Ok(tables)
}

/// `WEB_ADDR`: where the web pages listen (`None`: not set).
fn web_addr() -> Option<String> {
    std::env::var("WEB_ADDR").ok().map(|a| a.trim().to_string()).filter(|a| !a.is_empty())
}

/// `WEB_URL`: the public base of the pages' links (default `http://WEB_ADDR`).
fn web_url() -> String {
    match std::env::var("WEB_URL").ok().map(|u| u.trim().trim_end_matches('/').to_string()) {
        Some(url) if !url.is_empty() => url,
        _ => format!("http://{}", web_addr().as_deref().unwrap_or(lazaretto::web::DEFAULT_ADDR)),
    }
}

async fn run(cli: Cli) -> Result<ExitCode, String> {
    match cli.command {
        Command::Bot => {
            // a missing token is reported before anything else happens
            let settings = lazaretto::discord::Settings::from_env()?;
            lazaretto::render::pool::return_freed_buffers();
            let tables = tables().await?;
            if let Some(addr) = web_addr() {
                // bound before the bot starts, so a taken address is told at once
                let listener = lazaretto::web::bind(&addr).await?;
                let site = tables.clone();
                tokio::spawn(async move {
                    if let Err(e) = lazaretto::web::run(listener, site, lazaretto::web::OAuth::from_env()).await {
                        tracing::error!("{e}");
                    }
                });
            }
            lazaretto::discord::run(settings, tables).await?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Web => {
            let tables = tables().await?;
            lazaretto::render::pool::return_freed_buffers();
            let listener = lazaretto::web::bind(web_addr().as_deref().unwrap_or(lazaretto::web::DEFAULT_ADDR)).await?;
            lazaretto::web::run(listener, tables, lazaretto::web::OAuth::from_env()).await?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Play { channel, user, images, no_images, seed, hotseat, no_summaries, lang } => {
            let mut tables = tables().await?;
            tables.images = !no_images;
            let images = (!no_images).then_some(images);
            let opts =
                lazaretto::play::Options { channel, images, seed, user, hotseat, summaries: !no_summaries, lang };
            lazaretto::play::run(&tables, opts).await.map_err(|e| e.to_string())?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Scenario { files } => {
            let mut failed = 0;
            for f in &files {
                let text = std::fs::read_to_string(f).map_err(|e| format!("{}: {e}", f.display()))?;
                let sc = scenario::parse(&text).map_err(|e| format!("{}: {e}", f.display()))?;
                let report = scenario::run(&sc).await.map_err(|e| format!("{}: {e}", f.display()))?;
                if report.passed() {
                    println!("ok   {} — {} ({} steps)", f.display(), report.name, report.steps);
                } else {
                    failed += 1;
                    println!("FAIL {} — {}", f.display(), report.name);
                    for line in &report.failures {
                        println!("     {line}");
                    }
                }
            }
            Ok(if failed == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE })
        }
        Command::Bench { setup, tag, games, moves, seconds, seed, list } => {
            let mut tables = tables().await?;
            tables.images = false;
            if setup {
                tables.load_setup(&tag, games).await.map_err(|e| lazaretto::i18n::t(&e.msg))?;
                return Ok(ExitCode::SUCCESS);
            }
            let started = std::time::Instant::now();
            let time = std::time::Duration::from_secs_f64(seconds.max(0.0));
            let load = tables.load_run(&tag, games, moves, time, seed).await;
            let secs = started.elapsed().as_secs_f64();
            if list {
                for (game, version) in &load.accepted {
                    println!("move {game} {version}");
                }
            }
            println!(
                "accepted {} raced {} finished {} seconds {secs:.3}",
                load.accepted.len(),
                load.raced,
                load.finished
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::Arena { game, players, games, threads, seed, entries } => {
            tokio::task::block_in_place(|| arena::run(&game, players, games, threads, seed, &entries))?;
            Ok(ExitCode::SUCCESS)
        }
        Command::ArenaReplay { file } => {
            arena::replay(&file)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Import { file, channel, at, lang } => {
            let say = |msg: &lazaretto::games::Msg| lazaretto::i18n::render(lang, msg);
            let text = std::fs::read_to_string(&file).map_err(|e| {
                let msg = lazaretto::games::Msg::new("table.import.error.file")
                    .text("path", file.display().to_string())
                    .text("error", e.to_string());
                say(&msg)
            })?;
            let tables = tables().await?;
            let done = tables.import(&channel, &text, at).await.map_err(|e| say(&e.msg))?;
            println!("{}", say(&lazaretto::table::import::told(&done, &channel)));
            Ok(ExitCode::SUCCESS)
        }
        Command::Replay { channel } => {
            // it only reads: a read-only file or server will do
            let url = database_url()?;
            let store = Store::open_read_only(&url).await;
            let store = store.map_err(|e| format!("cannot read the database {}: {e}", shown(&url)))?;
            let tables = Tables::new(store, system_clock());
            tables.verify_replay(&channel).await?;
            println!("the stored game of {channel} replays exactly from its log");
            Ok(ExitCode::SUCCESS)
        }
        Command::Rerate => {
            let url = database_url()?;
            let store =
                Store::open(&url).await.map_err(|e| format!("cannot open the database {}: {e}", shown(&url)))?;
            let start = std::time::Instant::now();
            let games = store.rerate().await.map_err(|e| format!("re-rating failed: {e}"))?;
            println!("re-rated {games} games in {:.2} s", start.elapsed().as_secs_f64());
            Ok(ExitCode::SUCCESS)
        }
    }
}

#[tokio::main]
async fn main() -> ExitCode {
    let _ = dotenvy::dotenv();
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "warn".into()))
        .with_writer(std::io::stderr)
        .init();
    match run(Cli::parse()).await {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn passwords_are_not_shown() {
        assert_eq!(super::shown("postgres://bot:secret@db.local/games"), "postgres://bot:…@db.local/games");
        assert_eq!(super::shown("postgres://bot@db.local/games"), "postgres://bot@db.local/games");
        assert_eq!(super::shown("sqlite://x.db"), "sqlite://x.db");
    }
}
