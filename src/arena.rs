//! `lazaretto arena`: the command line of the AI arena (`lazaretto::ai::arena`): players and
//! `/new` options from the arguments, one line per player on standard output.

use lazaretto::ai::{arena, AiGame, Level};
use lazaretto::table::{Kind, WithGame};

/// One arena run, for whichever game the kind names.
struct Run {
    options: String,
    players: Vec<Level>,
    games: usize,
    threads: usize,
    seed: u64,
}

impl WithGame for Run {
    type Output = Result<arena::Report, String>;

    fn run<G: AiGame>(self) -> Self::Output {
        let options: G::Options = serde_json::from_str(&self.options).map_err(|e| e.to_string())?;
        let setup =
            arena::Setup { options, players: self.players, games: self.games, threads: self.threads, seed: self.seed };
        arena::run::<G>(&setup, |done, total| eprint!("\r{done}/{total} games"))
    }
}

pub fn run(
    game: &str,
    players: usize,
    games: usize,
    threads: Option<usize>,
    seed: u64,
    entries: &[String],
) -> Result<(), String> {
    let kind = Kind::parse(game).ok_or_else(|| {
        let names: Vec<&str> = Kind::ALL.iter().map(|k| k.name()).collect();
        format!("unknown game {game:?}: {}", names.join(" or "))
    })?;
    let (options, levels): (Vec<&String>, Vec<&String>) = entries.iter().partition(|e| e.contains('='));
    let pairs: Vec<(String, String)> =
        options.iter().filter_map(|o| o.split_once('=')).map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let options = kind.options(&pairs).map_err(|m| lazaretto::i18n::t(&m))?;
    let players_given: Vec<Level> = levels.iter().map(|l| l.parse()).collect::<Result<_, _>>()?;
    if players_given.len() != players {
        return Err(format!("--players {players} needs {players} players, {} given", players_given.len()));
    }
    let threads = threads.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1));
    let report = kind.with(Run { options, players: players_given, games, threads, seed })?;
    eprintln!();
    for line in report.text() {
        println!("{line}");
    }
    Ok(())
}
