//! `lazaretto arena`: the command line of the AI arena (`lazaretto::ai::arena`): players and
//! `/new` options from the arguments, one line per player on standard output.

use lazaretto::ai::{arena, AiGame, Level};
use lazaretto::table::{Kind, WithGame};

/// One arena run, for whichever game the kind names.
struct Run {
    /// The `/new` options given, read by the game.
    options: Vec<(String, String)>,
    players: Vec<Level>,
    games: usize,
    threads: usize,
    seed: u64,
}

impl WithGame for Run {
    type Output = Result<arena::Report, String>;

    fn run<G: AiGame>(self) -> Self::Output {
        let (options, fixed) = G::read_options(&self.options).map_err(|m| lazaretto::i18n::t(&m))?;
        if let Some(n) = fixed.filter(|&n| n != self.players.len()) {
            return Err(format!("the options fix {n} players, {} given", self.players.len()));
        }
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
    let players_given: Vec<Level> = levels.iter().map(|l| l.parse()).collect::<Result<_, _>>()?;
    if players_given.len() != players {
        return Err(format!("--players {players} needs {players} players, {} given", players_given.len()));
    }
    let threads = threads.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1));
    let report = kind.with(Run { options: pairs, players: players_given, games, threads, seed })?;
    eprintln!();
    for line in report.text() {
        println!("{line}");
    }
    Ok(())
}

/// Replays a game the arena stopped (its record), to see where it stood.
struct Replay(arena::Record);

impl WithGame for Replay {
    type Output = Result<Vec<String>, String>;

    fn run<G: AiGame>(self) -> Self::Output {
        let g: G = arena::replay(&self.0)?;
        let mut out = vec![format!(
            "replayed {} actions of the {} game with seed {}",
            self.0.actions.len(),
            G::KIND,
            self.0.seed
        )];
        let last = self.0.actions.len().saturating_sub(12);
        out.extend(
            self.0.actions[last..]
                .iter()
                .enumerate()
                .map(|(i, (seat, a))| format!("  {:>5}. seat {seat}: {a}", last + i + 1)),
        );
        match g.actor() {
            Some(seat) => {
                let legal: Vec<String> = g.legal().iter().map(|a| a.to_string()).collect();
                out.push(format!("seat {seat} to act; its choices: {}", legal.join(", ")));
            }
            None => out.push("the game is over".to_string()),
        }
        Ok(out)
    }
}

/// `lazaretto arena-replay FILE`: replays a stopped game's record and prints where it stands.
pub fn replay(file: &std::path::Path) -> Result<(), String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let record: arena::Record = serde_json::from_str(&text).map_err(|e| format!("{}: {e}", file.display()))?;
    let kind = Kind::parse(&record.game).ok_or_else(|| format!("unknown game {:?}", record.game))?;
    for line in kind.with(Replay(record))? {
        println!("{line}");
    }
    Ok(())
}
