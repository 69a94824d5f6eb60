//! `/stats` and `/leaderboard` at 100,000 finished games, and a full re-rating of them, on both
//! backends (issue 25): `cargo bench --bench ratings` (`RATINGS_GAMES=N` for another count).
//!
//! The games: 2,000 people and the three AI levels, Rattus and Messina, 2–4 seats, about one game
//! in ten with a bot; one regular (`u0`) sits at one game in twenty. Requests go through the
//! table service as a front-end sends them (the channel's language looked up as usual).

#[path = "../tests/support/db.rs"]
mod db;

use lazaretto::games::{GameRng, Kind};
use lazaretto::store::{Ended, Outcome, SeatResult, Store};
use lazaretto::table::{Ctx, Request, Tables, User};
use std::time::{Duration, Instant};

const PEOPLE: usize = 2_000;
const LEVELS: [&str; 3] = ["strong", "easy", "random"];

fn game(rng: &mut GameRng, k: usize) -> (String, Ended, i64) {
    let kind = if k % 2 == 0 { Kind::Rattus } else { Kind::Messina };
    let n = 2 + rng.below(3);
    let mut seats: Vec<(String, Option<String>)> = Vec::new();
    if k % 20 == 0 {
        seats.push(("u0".into(), None));
    }
    if k % 10 == 3 {
        let level = LEVELS[rng.below(3)];
        seats.push((format!("bot:{}", seats.len() + 1), Some(level.into())));
    }
    while seats.len() < n {
        let id = format!("u{}", 1 + rng.below(PEOPLE - 1));
        if !seats.iter().any(|(s, _)| *s == id) {
            seats.push((id, None));
        }
    }
    let scores: Vec<i64> = seats.iter().map(|_| rng.below(60) as i64).collect();
    let seats = seats
        .into_iter()
        .enumerate()
        .map(|(i, (user_id, bot))| SeatResult {
            seat: i as i64,
            display_name: user_id.clone(),
            place: Some(1 + scores.iter().filter(|o| **o > scores[i]).count() as i64),
            score: Some(scores[i]),
            turn_secs: (0..3).map(|_| 30 + rng.below(86_400) as i64).collect(),
            outcome: Outcome::Finished,
            user_id,
            bot,
        })
        .collect();
    (format!("bench-{k}"), Ended { kind, players: n as i64, rated: true, seats }, 1_700_000_000 + k as i64 * 60)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Median and p99 of timings, in milliseconds.
fn median_p99(mut times: Vec<Duration>) -> (f64, f64) {
    times.sort();
    let at = |q: f64| ms(times[((times.len() - 1) as f64 * q).round() as usize]);
    (at(0.5), at(0.99))
}

async fn timed(tables: &Tables, runs: usize, mut req: impl FnMut(usize) -> (Ctx, Request)) -> (f64, f64) {
    let mut times = Vec::with_capacity(runs);
    for i in 0..runs {
        let (ctx, r) = req(i);
        let t = Instant::now();
        let reply = tables.handle(&ctx, r).await.expect("answered");
        times.push(t.elapsed());
        assert!(!reply.private.is_empty());
    }
    median_p99(times)
}

async fn bench(label: &str, store: Store, games: usize) {
    let mut rng = GameRng::new(25);
    let t = Instant::now();
    let mut batch = Vec::new();
    for k in 0..games {
        batch.push(game(&mut rng, k));
        if batch.len() == 5_000 || k + 1 == games {
            store.import_finished(&batch).await.expect("stored");
            batch.clear();
        }
    }
    println!("{label}: {games} finished games stored in {:.1} s", t.elapsed().as_secs_f64());
    let mut rerates = Vec::new();
    for _ in 0..3 {
        let t = Instant::now();
        let rated = store.rerate().await.expect("re-rated");
        rerates.push(t.elapsed());
        assert_eq!(rated, games);
    }
    let (median, _) = median_p99(rerates.clone());
    let most = rerates.iter().max().copied().map_or(0.0, ms);
    println!("{label}: full re-rating of {games} games: median {median:.0} ms, slowest {most:.0} ms (3 runs)");
    let tables = Tables::new(store, lazaretto::table::system_clock());
    let ctx = |user: String| Ctx { channel: "bench-stats".into(), user: User::new(user.clone(), user), admin: false };
    let mut pick = GameRng::new(7);
    let mut users: Vec<String> = (0..400).map(|_| format!("u{}", 1 + pick.below(PEOPLE - 1))).collect();
    let (m, p) =
        timed(&tables, users.len(), |i| (ctx(users[i].clone()), Request::Stats { user: None, game: None })).await;
    println!("{label}: /stats of a player (about 150 games), 400 players: median {m:.2} ms, p99 {p:.2} ms");
    let (m, p) = timed(&tables, 200, |i| {
        let game = Some(if i % 2 == 0 { "rattus" } else { "messina" }.to_string());
        (ctx("u0".into()), Request::Stats { user: None, game })
    })
    .await;
    println!("{label}: /stats game:… of the regular (2,500 games of each), 200 runs: median {m:.2} ms, p99 {p:.2} ms");
    let (m, p) = timed(&tables, 200, |_| (ctx("u0".into()), Request::Stats { user: None, game: None })).await;
    println!("{label}: /stats of the regular (5,000 games), 200 runs: median {m:.2} ms, p99 {p:.2} ms");
    users.truncate(200);
    let (m, p) = timed(&tables, users.len(), |i| {
        let players = if i % 2 == 0 { None } else { Some(2 + (i % 3) as i64) };
        let game = if i % 4 < 2 { "rattus" } else { "messina" }.to_string();
        (ctx(users[i].clone()), Request::Leaderboard { game, players })
    })
    .await;
    println!("{label}: /leaderboard (top 10 and the asker's place), 200 runs: median {m:.2} ms, p99 {p:.2} ms");
}

#[tokio::main]
async fn main() {
    let games: usize = std::env::var("RATINGS_GAMES").ok().and_then(|n| n.parse().ok()).unwrap_or(100_000);
    for db in db::TempDb::all("bench-ratings").await {
        let store = db.store().await;
        bench(db.label(), store, games).await;
    }
}
