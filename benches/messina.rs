//! Messina benchmarks: `cargo bench --bench messina` (`-- playouts` or `-- table_decisions` runs
//! one part). Prints medians and ratios from one run.
//! - random 4-player playouts per second on one core, and decisions per game: as the table
//!   applies actions (checked, told in words), and as search does (quiet, each application
//!   listing the next position's legal actions, as `ai::Searched` asks it);
//! - one decision through the table service (load, check, apply, save) late in a 4-player game,
//!   and the ratio to a bare single-row commit in the same database;
//! - the `strong` AI's decisions per second (`-- strong`): 200 simulations per decision, no time
//!   cap, at every 25th position of seeded random 4-player games, and a hash of its choices (the
//!   same choices from the same seeds on any build that keeps the rules and the search).

mod common;

use common::{ratio, report, Stats};
use lazaretto::games::messina::{Action, Messina};
use lazaretto::games::{Game, GameRng};
use lazaretto::store::Store;
use lazaretto::table::{Ctx, Request, StartOptions, Tables, User};
use std::time::{Duration, Instant};

fn choose(choices: &[Action], rng: &mut GameRng) -> Action {
    let mut i = rng.below(choices.len());
    if choices[i] == Action::End && choices.len() > 1 && rng.below(3) > 0 {
        i = rng.below(choices.len());
    }
    choices[i]
}

/// One random 4-player game by the engine's own loop: legal actions and apply, no prompt words.
/// Returns the number of decisions.
fn playout(seed: u64, step: impl Fn(&mut Messina, usize, &Action)) -> usize {
    let mut g = Messina::new(&Default::default(), 4, seed).unwrap();
    let mut rng = GameRng::new(seed);
    let mut decisions = 0;
    while let Some(seat) = g.to_act() {
        let c = choose(&g.legal_actions(), &mut rng);
        step(&mut g, seat, &c);
        decisions += 1;
    }
    decisions
}

/// As the table applies an action: checked, every event in words.
fn told(seed: u64) -> usize {
    playout(seed, |g, seat, a| {
        g.apply(seat, a).unwrap();
    })
}

/// As search applies an action: the same rules without the events' words, each application
/// listing the legal actions of the position it reaches (the same games as `told`).
fn quiet(seed: u64) -> usize {
    let mut g = Messina::new(&Default::default(), 4, seed).unwrap();
    let mut rng = GameRng::new(seed);
    let (mut legal, mut decisions) = (g.legal_actions(), 0);
    while let Some(seat) = g.to_act() {
        let c = choose(&legal, &mut rng);
        g.play_unchecked_listing(seat, c, &mut legal);
        decisions += 1;
    }
    decisions
}

fn playouts() {
    for (what, run) in [("playouts", told as fn(u64) -> usize), ("quiet playouts", quiet)] {
        let start = Instant::now();
        let (mut games, mut decisions) = (0u64, 0usize);
        while start.elapsed() < Duration::from_secs(5) {
            decisions += run(games);
            games += 1;
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{what}, 4 players: {:.0} games/s, {:.0} decisions per game on average ({games} games)",
            games as f64 / secs,
            decisions as f64 / games as f64
        );
    }
}

fn ctx(channel: &str, user: &str) -> Ctx {
    Ctx { channel: channel.into(), user: User::new(user, user), admin: false }
}

fn table_decisions() {
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let dir = std::env::temp_dir().join(format!("lazaretto-mbench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}", dir.join("bench.db").display());
    rt.block_on(async {
        let store = Store::open(&url).await.unwrap();
        let mut tables = Tables::new(store.clone(), lazaretto::table::system_clock());
        tables.images = false;
        let mut late = Vec::new();
        let mut seed = 0;
        while late.len() < 400 {
            let ch = format!("m{seed}");
            tables.handle(&ctx(&ch, "a"), Request::New { kind: "messina".into(), options: vec![] }).await.unwrap();
            for u in ["b", "c", "d"] {
                tables.handle(&ctx(&ch, u), Request::Join).await.unwrap();
            }
            let opts = StartOptions { seed: Some(seed), ..Default::default() };
            let mut prompt = tables.start(&ctx(&ch, "a"), opts).await.unwrap().prompt;
            let mut rng = GameRng::new(seed);
            while let Some(p) = prompt {
                let round = {
                    let row = store.active_game(&ch).await.unwrap().unwrap();
                    let g: Messina = serde_json::from_str(row.state.as_deref().unwrap()).unwrap();
                    g.order.round()
                };
                let legal: Vec<Action> = p.notations().iter().map(|n| n.parse().unwrap()).collect();
                let c = choose(&legal, &mut rng).to_string();
                let t = Instant::now();
                let r = tables.handle(&ctx(&ch, &p.user_id), Request::Play { action: c, version: None }).await.unwrap();
                if round >= 5 {
                    late.push(t.elapsed());
                }
                prompt = r.prompt;
            }
            seed += 1;
        }
        let game = store.latest_game("m0").await.unwrap().unwrap();
        let mut bare = Vec::new();
        for i in 0..400 {
            let t = Instant::now();
            store.touch(game.id, i).await.unwrap();
            bare.push(t.elapsed());
        }
        let (late, bare) = (Stats::of(late), Stats::of(bare));
        let state = store.latest_game("m0").await.unwrap().unwrap().state.unwrap_or_default();
        println!(
            "table service, 4-player games ({} stored; state JSON {} KiB):",
            store.count_games().await.unwrap(),
            state.len() / 1024
        );
        report("  one decision in rounds V–VI (load, check, apply, save)", &late);
        report("  bare single-row commit", &bare);
        println!("  decision/commit ratio {:.1}", ratio(&late, &bare));
    });
    let _ = std::fs::remove_dir_all(&dir);
}

/// The strong AI deciding at fixed positions of seeded 4-player games: decisions per second,
/// and a hash of the choices so that two builds can be seen to play the same.
fn strong() {
    use lazaretto::ai::{decide, Budget, Level};
    use std::hash::{Hash, Hasher};
    let level = Level::Strong(Budget { iterations: 200, time: None });
    let (mut times, mut hasher) = (Vec::new(), std::collections::hash_map::DefaultHasher::new());
    let mut seed = 0;
    while times.len() < 60 {
        let mut g = Messina::new(&Default::default(), 4, seed).unwrap();
        let mut rng = GameRng::new(seed);
        let mut n = 0u64;
        while let Some(seat) = g.to_act() {
            if n % 25 == 12 {
                let t = Instant::now();
                let a = decide(&g, seat, level, seed * 1000 + n).unwrap();
                times.push(t.elapsed());
                a.to_string().hash(&mut hasher);
            }
            let c = choose(&g.legal_actions(), &mut rng);
            g.play_unchecked(seat, c);
            n += 1;
        }
        seed += 1;
    }
    let total: Duration = times.iter().sum();
    let count = times.len();
    let stats = Stats::of(times);
    println!(
        "strong AI (200 simulations), 4 players: {:.1} decisions/s over {count} decisions; choices hash {:016x}",
        count as f64 / total.as_secs_f64(),
        hasher.finish()
    );
    report("  one strong decision", &stats);
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    // `cargo bench --bench messina -- playouts` runs only the parts named (all by default)
    let names: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    let run = |part: &str| names.is_empty() || names.iter().any(|n| part.contains(n.as_str()));
    if run("playouts") {
        playouts();
    }
    if run("strong") {
        strong();
    }
    if run("table_decisions") {
        table_decisions();
    }
}
