//! `lazaretto arena`: the command line of the AI arena (`lazaretto::ai::arena`): players and
//! `/new` options from the arguments, one line per player on standard output.

use lazaretto::ai::{arena, Level};
use lazaretto::games::messina::Messina;
use lazaretto::games::rattus::Rattus;
use lazaretto::table::Kind;

pub fn run(
    game: &str,
    players: usize,
    games: usize,
    threads: Option<usize>,
    seed: u64,
    entries: &[String],
) -> Result<(), String> {
    let kind = Kind::parse(game).ok_or_else(|| format!("unknown game {game:?}: rattus or messina"))?;
    let (options, levels): (Vec<&String>, Vec<&String>) = entries.iter().partition(|e| e.contains('='));
    let pairs: Vec<(String, String)> =
        options.iter().filter_map(|o| o.split_once('=')).map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let json = kind.options(&pairs).map_err(|m| lazaretto::i18n::t(&m))?;
    let players_given: Vec<Level> = levels.iter().map(|l| l.parse()).collect::<Result<_, _>>()?;
    if players_given.len() != players {
        return Err(format!("--players {players} needs {players} players, {} given", players_given.len()));
    }
    let threads = threads.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1));
    let progress = |done: usize, total: usize| eprint!("\r{done}/{total} games");
    let report = match kind {
        Kind::Rattus => {
            let setup = arena::Setup { options: Default::default(), players: players_given, games, threads, seed };
            arena::run::<Rattus>(&setup, progress)
        }
        Kind::Messina => {
            let options = serde_json::from_str(&json).map_err(|e| e.to_string())?;
            let setup = arena::Setup { options, players: players_given, games, threads, seed };
            arena::run::<Messina>(&setup, progress)
        }
    }?;
    eprintln!();
    for line in report.text() {
        println!("{line}");
    }
    Ok(())
}
