//! The `lazaretto` command line: the Discord bot, the terminal front-end, scenario runner and replay check.

mod arena;

use clap::{Parser, Subcommand};
use lazaretto::store::Store;
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
    /// environment or .env (see .env.example).
    Bot,
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
    },
    /// Run scenario files; exits non-zero and lists the differing facts when one fails.
    Scenario {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Replays a channel's latest game from its log and compares it with the stored state.
    Replay { channel: String },
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
}

fn database_url() -> String {
    std::env::var("DATABASE_URL").unwrap_or_else(|_| "sqlite://lazaretto.db".to_string())
}

async fn tables() -> Result<Tables, String> {
    let url = database_url();
    let store = Store::open(&url).await.map_err(|e| format!("cannot open the database {url}: {e}"))?;
    Ok(Tables::new(store, system_clock()))
}

async fn run(cli: Cli) -> Result<ExitCode, String> {
    match cli.command {
        Command::Bot => {
            // a missing token is reported before anything else happens
            let settings = lazaretto::discord::Settings::from_env()?;
            let tables = tables().await?;
            lazaretto::discord::run(settings, tables).await?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Play { channel, user, images, no_images, seed, hotseat, no_summaries } => {
            let mut tables = tables().await?;
            tables.images = !no_images;
            let images = (!no_images).then_some(images);
            let opts = lazaretto::play::Options { channel, images, seed, user, hotseat, summaries: !no_summaries };
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
        Command::Arena { game, players, games, threads, seed, entries } => {
            tokio::task::block_in_place(|| arena::run(&game, players, games, threads, seed, &entries))?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Replay { channel } => {
            let tables = tables().await?;
            tables.verify_replay(&channel).await?;
            println!("the stored game of {channel} replays exactly from its log");
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
