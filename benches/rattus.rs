//! Rattus benchmarks: `cargo bench --bench rattus [-- SECTION...]` (sections `playouts`,
//! `strong`, `images`, `table`; all by default). Prints medians and ratios from one run.
//! - random playouts per second on one core: the engine's loop with every event in words (as the
//!   table applies actions), and the quiet loop search runs (`AiGame::play`: the same game
//!   without the words);
//! - the `strong` AI's decisions per second: 200 simulations per decision, no time limit, at fixed
//!   positions of seeded 3-player games, with a hash of the choices (two builds play the same);
//! - the board image (with the last turn marked): draw and encode time, PNG size, and the ratio
//!   to PNG-encoding an already drawn canvas of the same size with the same encoder;
//! - one move through the table service (load, check, apply, save, render) with 1,000 games
//!   stored in the SQLite file, and the ratio to a bare single-row commit in the same database.

mod common;

use common::{measure, measure_pair, ratio, report};
use lazaretto::games::ai::AiGame;
use lazaretto::games::rattus::changes::Changes;
use lazaretto::games::rattus::{Action, Rattus};
use lazaretto::games::{Game, GameRng, Seat};
use lazaretto::render;
use lazaretto::store::Store;
use lazaretto::table::{Ctx, Request, StartOptions, Tables, User};
use std::time::{Duration, Instant};

/// One random game to the end, as the engine's own loop runs it: legal actions, and `step`
/// applies the chosen one (no prompt words).
fn playout(players: usize, seed: u64, step: impl Fn(&mut Rattus, Seat, &Action)) -> usize {
    let mut g = Rattus::new(&Default::default(), players, seed).unwrap();
    let mut rng = GameRng::new(seed);
    let mut n = 0;
    while let Some(seat) = g.to_act() {
        let legal = g.legal_actions();
        step(&mut g, seat, &legal[rng.below(legal.len())]);
        n += 1;
    }
    n
}

/// As the table applies an action: every event in words.
fn told(players: usize, seed: u64) -> usize {
    playout(players, seed, |g, seat, a| {
        g.apply(seat, a).unwrap();
    })
}

/// As search applies an action (`AiGame::play`): the same rules, without the events' words.
fn quiet(players: usize, seed: u64) -> usize {
    playout(players, seed, |g, seat, a| g.play(seat, a))
}

fn playouts() {
    for (what, run) in [("playouts", told as fn(usize, u64) -> usize), ("quiet playouts", quiet)] {
        for players in Rattus::MIN_PLAYERS..=Rattus::MAX_PLAYERS {
            let start = Instant::now();
            let (mut games, mut actions) = (0u64, 0usize);
            while start.elapsed() < Duration::from_secs(3) {
                actions += run(players, games);
                games += 1;
            }
            let secs = start.elapsed().as_secs_f64();
            println!(
                "{what}, {players} players{:<w$} {:>8.0} games/s  {:>9.0} actions/s  ({games} games)",
                "",
                games as f64 / secs,
                actions as f64 / secs,
                w = 30 - what.len()
            );
        }
    }
}

/// The strong AI deciding at fixed positions of seeded 3-player games: decisions per second,
/// and a hash of the choices so that two builds can be seen to play the same.
fn strong() {
    use lazaretto::ai::{decide, Budget, Level};
    use std::hash::{Hash, Hasher};
    let level = Level::Strong(Budget { iterations: 200, time: None });
    let (mut times, mut hasher) = (Vec::new(), std::collections::hash_map::DefaultHasher::new());
    let mut seed = 0;
    while times.len() < 60 {
        let mut g = Rattus::new(&Default::default(), 3, seed).unwrap();
        let mut rng = GameRng::new(seed);
        let mut n = 0u64;
        while let Some(seat) = g.to_act() {
            if n % 15 == 7 {
                let t = Instant::now();
                let a = decide(&g, seat, level, seed * 1000 + n).unwrap();
                times.push(t.elapsed());
                a.to_string().hash(&mut hasher);
            }
            let legal = g.legal_actions();
            let a = legal[rng.below(legal.len())];
            g.play(seat, &a);
            n += 1;
        }
        seed += 1;
    }
    let total: Duration = times.iter().sum();
    let count = times.len();
    let stats = common::Stats::of(times);
    println!(
        "strong AI (200 simulations), 3 players: {:.1} decisions/s over {count} decisions; choices hash {:016x}",
        count as f64 / total.as_secs_f64(),
        hasher.finish()
    );
    report("  one strong decision", &stats);
}

/// A 4-player game after 120 seeded choices, and the changes of its last completed turn.
fn mid_game(players: usize) -> (Rattus, Option<Changes>) {
    position(players, 3, 120)
}

/// A game after `steps` choices of seed `seed`, and the changes of its last completed turn.
fn position(players: usize, seed: u64, steps: usize) -> (Rattus, Option<Changes>) {
    let mut g = Rattus::new(&Default::default(), players, seed).unwrap();
    let mut rng = GameRng::new(seed);
    let (mut start, mut last) = (g.clone(), None);
    for _ in 0..steps {
        let Some(p) = g.prompt() else { break };
        let c = p.choices[rng.below(p.choices.len())].notation.clone();
        let applied = g.apply_text(p.seat, &c).unwrap();
        if applied.turn_over || g.prompt().is_none_or(|n| n.seat != p.seat) {
            let before = std::mem::replace(&mut start, g.clone());
            last = Some(Changes::between(&before.view(None), &g.view(None), p.seat));
        }
    }
    (g, last)
}

fn images() {
    let (g, last) = mid_game(4);
    let names: Vec<String> = ["Alice", "Bartłomiej", "Čeněk", "Дмитрий"].iter().map(|s| s.to_string()).collect();
    let view = g.view(None);
    let png = render::rattus::board(&view, &names, last.as_ref());
    let drawn = render::rattus::draw(&view, &names, last.as_ref());
    // the whole image and the encoding alone in turn, so that their ratio is of one moment
    let (full, encode) = measure_pair(
        Duration::from_secs(6),
        20,
        || {
            std::hint::black_box(render::rattus::board(&view, &names, last.as_ref()));
        },
        || {
            std::hint::black_box(drawn.png(render::rattus::ENCODING));
        },
    );
    let draw_only = measure(Duration::from_secs(2), 20, || {
        std::hint::black_box(render::rattus::draw(&view, &names, last.as_ref()));
    });
    report("board image: draw + encode", &full);
    report("board image: PNG encoding only", &encode);
    report("board image: drawing only (the map's layer kept)", &draw_only);
    println!(
        "board image: {}x{} px, {} KiB PNG; render/encode ratio {:.2}",
        render::rattus::WIDTH,
        render::rattus::HEIGHT,
        png.len() / 1024,
        ratio(&full, &encode)
    );
    println!(
        "board image: memory kept for drawing: {} KiB of layers, {} KiB of pooled buffers",
        render::layers::held() / 1024,
        render::pool::held() / 1024
    );
    // the board drawn and encoded as now and as before (RGB PNG), in turn
    let before = lazaretto::render::png::Encoding::Fast;
    let (now, old) = measure_pair(
        Duration::from_secs(6),
        20,
        || {
            std::hint::black_box(render::rattus::board(&view, &names, last.as_ref()));
        },
        || {
            std::hint::black_box(render::rattus::draw(&view, &names, last.as_ref()).png(before));
        },
    );
    report("board image: draw + palette PNG (in turn with the next)", &now);
    report("board image: draw + RGB PNG as before", &old);
    // twenty positions of seeded 2-, 3- and 4-player games: bytes before and now
    let (mut old_bytes, mut new_bytes, mut worst) = (0usize, 0usize, 0u8);
    for i in 0..20u64 {
        let players = [4, 3, 2][i as usize % 3];
        let (g, last) = position(players, 300 + i, 20 + i as usize * 9);
        let drawn = render::rattus::draw(&g.view(None), &names[..players], last.as_ref());
        old_bytes += drawn.png(before).len();
        let png = drawn.png(render::rattus::ENCODING);
        new_bytes += png.len();
        let decoded = image::load_from_memory_with_format(&png, image::ImageFormat::Png).unwrap().to_rgba8();
        let diff = decoded.as_raw().iter().zip(drawn.rgba()).map(|(a, b)| a.abs_diff(*b)).max().unwrap_or(0);
        worst = worst.max(diff);
    }
    println!(
        "board images over 20 positions: RGB PNG {} KiB, palette PNG {} KiB per board ({:.2} of before); \
         largest channel difference {worst}",
        old_bytes / 20 / 1024,
        new_bytes / 20 / 1024,
        new_bytes as f64 / old_bytes as f64
    );
}

fn ctx(channel: &str, user: &str) -> Ctx {
    Ctx { channel: channel.into(), user: User::new(user, user), admin: false }
}

async fn new_game(tables: &Tables, channel: &str, seed: u64) -> lazaretto::table::PromptOut {
    tables.handle(&ctx(channel, "a"), Request::New { kind: "rattus".into(), options: vec![] }).await.unwrap();
    tables.handle(&ctx(channel, "b"), Request::Join).await.unwrap();
    tables.handle(&ctx(channel, "c"), Request::Join).await.unwrap();
    let opts = StartOptions { seed: Some(seed), ..Default::default() };
    tables.start(&ctx(channel, "a"), opts).await.unwrap().prompt.unwrap()
}

fn table_moves() {
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let dir = std::env::temp_dir().join(format!("lazaretto-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}", dir.join("bench.db").display());
    rt.block_on(async {
        let store = Store::open(&url).await.unwrap();
        let mut tables = Tables::new(store.clone(), lazaretto::table::system_clock());
        tables.images = false;
        // 1,000 stored games, each with a few moves
        for i in 0..1000u64 {
            let channel = format!("c{i}");
            let mut p = new_game(&tables, &channel, i).await;
            for _ in 0..6 {
                let r = tables
                    .handle(
                        &ctx(&channel, &p.user_id),
                        Request::Play { action: p.choices[0].notation.clone(), version: None },
                    )
                    .await
                    .unwrap();
                p = r.prompt.unwrap();
            }
        }
        tables.images = true;
        let mut channel = 0;
        let mut prompt = new_game(&tables, "bench-0", 7).await;
        let mut rng = GameRng::new(1);
        // moves that complete a turn render the board; steps within a turn do not
        let (mut rendered, mut plain) = (Vec::new(), Vec::new());
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(10) || rendered.len() < 50 {
            let choice = prompt.choices[rng.below(prompt.choices.len())].notation.clone();
            let name = format!("bench-{channel}");
            let t = Instant::now();
            let r = tables.handle(&ctx(&name, &prompt.user_id), Request::Play { action: choice, version: None }).await;
            let elapsed = t.elapsed();
            let r = r.unwrap();
            if r.images.is_empty() {
                plain.push(elapsed);
            } else {
                rendered.push(elapsed);
            }
            prompt = match r.prompt {
                Some(p) => p,
                None => {
                    channel += 1;
                    new_game(&tables, &format!("bench-{channel}"), 7 + channel).await
                }
            };
        }
        let moves = common::Stats::of(rendered);
        let steps = common::Stats::of(plain);
        let game = store.active_game("c0").await.unwrap().unwrap();
        let mut bare_times = Vec::new();
        for i in 0..400 {
            let t = Instant::now();
            store.touch(game.id, i).await.unwrap();
            bare_times.push(t.elapsed());
        }
        let bare = common::Stats::of(bare_times);
        println!("table service with {} stored games:", store.count_games().await.unwrap());
        report("  turn-ending move (load, check, apply, save, render)", &moves);
        report("  step within a turn (load, check, apply, save)", &steps);
        report("  bare single-row commit", &bare);
        println!("  move/commit ratio {:.1}, step/commit ratio {:.1}", ratio(&moves, &bare), ratio(&steps, &bare));
    });
    let _ = std::fs::remove_dir_all(&dir);
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    // the sections named after `--` (all without any)
    let wanted: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with('-')).collect();
    let run = |section: &str| wanted.is_empty() || wanted.iter().any(|w| w == section);
    if run("playouts") {
        playouts();
    }
    if run("strong") {
        strong();
    }
    if run("images") {
        images();
    }
    if run("table") {
        table_moves();
    }
}
