//! The arena: many games between AI players, seats rotated, spread over threads, and each
//! player's win rate with its 95 % confidence interval and its median time per decision
//! (`lazaretto arena`).

use super::{decide, AiGame, Level, MAX_GAME_DECISIONS, MAX_TURN_DECISIONS};
use crate::games::Seat;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What to play.
#[derive(Debug, Clone)]
pub struct Setup<O> {
    pub options: O,
    /// Seats per game; as many players as seats (in solo, one against the automa).
    pub players: Vec<Level>,
    pub games: usize,
    /// Worker threads (at least 1).
    pub threads: usize,
    /// Game `k` is dealt from seed `seed + k`.
    pub seed: u64,
}

/// One game's outcome for one player.
#[derive(Debug, Clone)]
struct Outcome {
    player: usize,
    /// Share of the win (ties split it); in solo, 1 when the good result was reached.
    win: f64,
    score: f64,
    /// Time of every decision with more than one legal choice.
    times: Vec<Duration>,
    /// Decisions of each of the player's turns.
    turns: Vec<usize>,
}

/// One player's figures over all games.
#[derive(Debug, Clone)]
pub struct Line {
    /// The level's name, numbered when it plays more than one seat (`easy #2`).
    pub name: String,
    pub games: usize,
    pub wins: f64,
    pub mean_score: f64,
    pub decisions: usize,
    pub median_decision: Duration,
    /// Decisions per turn (every decision, forced ones too): median, 90th percentile, most.
    pub turn_decisions: [usize; 3],
}

impl Line {
    pub fn win_rate(&self) -> f64 {
        self.wins / self.games.max(1) as f64
    }

    /// The Wilson score interval of the win rate at 95 %.
    pub fn interval(&self) -> (f64, f64) {
        wilson(self.wins, self.games)
    }
}

/// The arena's result.
#[derive(Debug, Clone)]
pub struct Report {
    pub lines: Vec<Line>,
    /// In solo: the score counted as a win (the good result).
    pub good_result: Option<u32>,
}

impl Report {
    /// One line per player, beginning with its name.
    pub fn text(&self) -> Vec<String> {
        let width = self.lines.iter().map(|l| l.name.len()).max().unwrap_or(0);
        self.lines
            .iter()
            .map(|l| {
                let (lo, hi) = l.interval();
                let what = match self.good_result {
                    Some(g) => format!("reached the good result ({g}) in"),
                    None => "won".to_string(),
                };
                let [median, p90, most] = l.turn_decisions;
                format!(
                    "{:<width$}  {what} {:.1} % (95 % CI {:.1}–{:.1} %) of {} games, mean score {:.1}, median {} per decision ({} decisions), decisions per turn: median {median}, p90 {p90}, max {most}",
                    l.name,
                    100.0 * l.win_rate(),
                    100.0 * lo,
                    100.0 * hi,
                    l.games,
                    l.mean_score,
                    millis(l.median_decision),
                    l.decisions
                )
            })
            .collect()
    }
}

fn millis(d: Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    if ms < 10.0 {
        format!("{ms:.2} ms")
    } else {
        format!("{ms:.0} ms")
    }
}

/// The Wilson score interval for `wins` out of `n` at 95 %.
pub fn wilson(wins: f64, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let n = n as f64;
    let p = wins / n;
    let z2 = 1.96f64 * 1.96;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = (z2 * (p * (1.0 - p) / n + z2 / (4.0 * n * n))).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The median, the 90th percentile and the largest of some counts.
fn spread(mut counts: Vec<usize>) -> [usize; 3] {
    counts.sort_unstable();
    let at = |q: usize| counts.get((counts.len() * q / 100).min(counts.len().saturating_sub(1))).copied().unwrap_or(0);
    [at(50), at(90), counts.last().copied().unwrap_or(0)]
}

/// The format name of a stopped game's record.
pub const RECORD_FORMAT: &str = "lazaretto-arena-game/1";

/// A game the arena stopped, written so it can be replayed: its setup and every action.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Record {
    pub format: String,
    pub game: String,
    /// The level of each player, in seat order of game 0 (the arena rotates seats per game).
    pub players: Vec<String>,
    pub options: serde_json::Value,
    pub seed: u64,
    /// Every action in order: the seat that took it and its notation.
    pub actions: Vec<(Seat, String)>,
}

/// Replays a record: the game after its last action, with the count of actions played.
pub fn replay<G: AiGame>(record: &Record) -> Result<G, String> {
    if record.format != RECORD_FORMAT || record.game != G::KIND {
        return Err(format!("not a {} arena record ({} {})", G::KIND, record.format, record.game));
    }
    let options: G::Options = serde_json::from_value(record.options.clone()).map_err(|e| e.to_string())?;
    let mut g = G::new(&options, record.players.len(), record.seed).map_err(|e| e.to_string())?;
    for (i, (seat, notation)) in record.actions.iter().enumerate() {
        g.apply_text(*seat, notation).map_err(|e| format!("action {} ({notation}) is refused: {e}", i + 1))?;
    }
    Ok(g)
}

/// Names for the players: a level playing several seats is numbered.
fn names(players: &[Level]) -> Vec<String> {
    players
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let n = players[..i].iter().filter(|o| o.to_string() == l.to_string()).count();
            if n == 0 {
                l.to_string()
            } else {
                format!("{l} #{}", n + 1)
            }
        })
        .collect()
}

/// Plays the games of `setup` and reports every player's figures; `progress` hears of every
/// finished game (finished, total).
pub fn run<G: AiGame>(setup: &Setup<G::Options>, progress: impl Fn(usize, usize) + Sync) -> Result<Report, String>
where
    G::Options: Sync,
{
    let n = setup.players.len();
    if !(G::MIN_PLAYERS..=G::MAX_PLAYERS).contains(&n) {
        return Err(format!("{} takes {} to {} players, not {n}", G::KIND, G::MIN_PLAYERS, G::MAX_PLAYERS));
    }
    // a game that cannot be set up is reported before any thread starts
    G::new(&setup.options, n, setup.seed).map_err(|e| e.to_string())?;
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, Vec<Outcome>)>> = Mutex::new(Vec::new());
    let failure: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..setup.threads.max(1) {
            scope.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                if k >= setup.games || failure.lock().expect("no panics holding the lock").is_some() {
                    return;
                }
                match play_one::<G>(setup, k) {
                    Ok(outcomes) => {
                        let mut r = results.lock().expect("no panics holding the lock");
                        r.push((k, outcomes));
                        progress(r.len(), setup.games);
                    }
                    Err(e) => *failure.lock().expect("no panics holding the lock") = Some(e),
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().expect("threads are done") {
        return Err(e);
    }
    let mut results = results.into_inner().expect("threads are done");
    results.sort_by_key(|(k, _)| *k);
    let names = names(&setup.players);
    let lines = (0..n)
        .map(|p| {
            let mine: Vec<&Outcome> = results.iter().flat_map(|(_, o)| o.iter()).filter(|o| o.player == p).collect();
            let mut times: Vec<Duration> = mine.iter().flat_map(|o| o.times.iter().copied()).collect();
            times.sort_unstable();
            Line {
                name: names[p].clone(),
                games: mine.len(),
                wins: mine.iter().map(|o| o.win).sum(),
                mean_score: mine.iter().map(|o| o.score).sum::<f64>() / mine.len().max(1) as f64,
                decisions: times.len(),
                median_decision: times.get(times.len() / 2).copied().unwrap_or_default(),
                turn_decisions: spread(mine.iter().flat_map(|o| o.turns.iter().copied()).collect()),
            }
        })
        .collect();
    let solo = G::new(&setup.options, n, setup.seed).ok().and_then(|g| g.solo_target());
    Ok(Report { lines, good_result: solo })
}

/// Why a game was stopped before its end: a bound was passed or a position came back.
fn stuck<G: AiGame>(setup: &Setup<G::Options>, seed: u64, log: &[(Seat, String)], why: String) -> String {
    let record = Record {
        format: RECORD_FORMAT.to_string(),
        game: G::KIND.to_string(),
        players: setup.players.iter().map(Level::to_string).collect(),
        options: serde_json::to_value(&setup.options).unwrap_or_default(),
        seed,
        actions: log.to_vec(),
    };
    let path = std::env::temp_dir().join(format!("lazaretto-arena-{}-seed{seed}.json", G::KIND));
    let written = serde_json::to_string_pretty(&record)
        .map_err(|e| e.to_string())
        .and_then(|json| std::fs::write(&path, json).map_err(|e| e.to_string()));
    match written {
        Ok(()) => format!(
            "{} game with seed {seed} stopped: {why}; its {} actions are in {} (`lazaretto arena-replay FILE`)",
            G::KIND,
            log.len(),
            path.display()
        ),
        Err(e) => format!("{} game with seed {seed} stopped: {why}; its action log could not be written: {e}", G::KIND),
    }
}

/// Game `k`: seat `s` is played by player `(s + k) % n`. A turn longer than
/// [`MAX_TURN_DECISIONS`], a game longer than [`MAX_GAME_DECISIONS`], or a position reached twice
/// within one turn stops the game with an error naming its seed, its action log written.
fn play_one<G: AiGame>(setup: &Setup<G::Options>, k: usize) -> Result<Vec<Outcome>, String> {
    let n = setup.players.len();
    let seed = setup.seed.wrapping_add(k as u64);
    let mut g = G::new(&setup.options, n, seed).map_err(|e| e.to_string())?;
    let player_of = |seat: Seat| (seat + k) % n;
    let mut times: Vec<Vec<Duration>> = vec![Vec::new(); n];
    let mut turns: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut log: Vec<(Seat, String)> = Vec::new();
    // the positions of the turn so far, and its decisions
    let mut this_turn: Vec<G> = vec![g.clone()];
    let mut decision = 0u64;
    while let Some(seat) = g.actor() {
        if log.len() >= MAX_GAME_DECISIONS {
            return Err(stuck::<G>(setup, seed, &log, format!("no end after {MAX_GAME_DECISIONS} decisions")));
        }
        let choices = g.legal().len();
        let level = setup.players[player_of(seat)];
        let ai_seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(decision);
        let start = Instant::now();
        let action = decide(&g, seat, level, ai_seed).ok_or("the AI found no action")?;
        if choices > 1 {
            times[player_of(seat)].push(start.elapsed());
        }
        let applied = g.apply(seat, &action).map_err(|e| {
            format!("{} game with seed {seed}: {level} chose {action}, which the game refused: {e}", G::KIND)
        })?;
        log.push((seat, action.to_string()));
        decision += 1;
        let turn_over = applied.turn_over || g.actor() != Some(seat);
        if turn_over {
            turns[player_of(seat)].push(this_turn.len());
            this_turn.clear();
            this_turn.push(g.clone());
            continue;
        }
        if this_turn.contains(&g) {
            return Err(stuck::<G>(
                setup,
                seed,
                &log,
                format!("{level} came back to a position of its turn with {action}"),
            ));
        }
        if this_turn.len() >= MAX_TURN_DECISIONS {
            return Err(stuck::<G>(
                setup,
                seed,
                &log,
                format!("{level}'s turn has not ended after {MAX_TURN_DECISIONS} decisions"),
            ));
        }
        this_turn.push(g.clone());
    }
    let standings = g.standings().ok_or("a finished game has standings")?;
    let good = g.solo_target();
    let first = standings.iter().filter(|s| s.place == 1).count().max(1) as f64;
    Ok(standings
        .iter()
        .map(|st| {
            let win = match good {
                Some(good) => (st.score >= good as i64) as u8 as f64,
                None if st.place == 1 => 1.0 / first,
                None => 0.0,
            };
            Outcome {
                player: player_of(st.seat),
                win,
                score: st.score as f64,
                times: std::mem::take(&mut times[player_of(st.seat)]),
                turns: std::mem::take(&mut turns[player_of(st.seat)]),
            }
        })
        .collect())
}
