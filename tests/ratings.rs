//! Issue 25: records and ratings on both backends. The Weng–Lin leaderboard finds a known order
//! in a synthetic set and orders AI levels from arena games strong > easy > random; games played
//! through the table leave their results and ratings when they end (the same ratings a full
//! re-rating gives); abandoned games and games with a seat handed over are recorded, not rated;
//! bad requests are refused and change nothing.

#[path = "support/db.rs"]
mod db;

use db::TempDb;
use lazaretto::ai::{decide, AiGame, Budget, Level};
use lazaretto::games::rattus::Rattus;
use lazaretto::games::{GameRng, Kind};
use lazaretto::rating::{Entry, ALL_COUNTS};
use lazaretto::store::{BoardRow, Ended, Outcome, SeatResult, Store};
use lazaretto::table::{Ctx, Reply, Request, StartOptions, Tables, User};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

fn ctx(channel: &str, user: &str) -> Ctx {
    Ctx { channel: channel.into(), user: User::new(format!("u:{user}"), user), admin: false }
}

fn private(reply: &Reply) -> String {
    reply.private.iter().map(lazaretto::i18n::t).collect::<Vec<_>>().join("\n")
}

fn names(board: &[BoardRow]) -> Vec<String> {
    board.iter().map(|r| r.name.clone()).collect()
}

/// A finished game's result for the store: seats in order with their places and scores.
fn finished(kind: Kind, seats: Vec<(String, Option<String>, i64, i64)>) -> Ended {
    let players = seats.len() as i64;
    let seats = seats
        .into_iter()
        .enumerate()
        .map(|(i, (user_id, bot, place, score))| SeatResult {
            seat: i as i64,
            display_name: bot.clone().unwrap_or_else(|| user_id.clone()),
            user_id,
            bot,
            outcome: Outcome::Finished,
            place: Some(place),
            score: Some(score),
            turn_secs: vec![3600; 4],
        })
        .collect();
    Ended { kind, players, rated: true, seats }
}

/// Places from scores, higher first; equal scores share a place (as the games rank).
fn places(scores: &[i64]) -> Vec<i64> {
    scores.iter().map(|s| 1 + scores.iter().filter(|o| *o > s).count() as i64).collect()
}

/// Six people of known strength (p0 strongest) in 3- and 4-player games whose scores are their
/// strength plus luck: upsets and ties happen, and the leaderboard still finds the order.
fn synthetic_games() -> Vec<(String, Ended, i64)> {
    let mut rng = GameRng::new(2025);
    let mut out = Vec::new();
    for g in 0..240 {
        let n = 3 + g % 2;
        let mut who: Vec<usize> = (0..6).collect();
        for i in (1..who.len()).rev() {
            who.swap(i, rng.below(i + 1));
        }
        who.truncate(n);
        let scores: Vec<i64> = who.iter().map(|p| (6 - *p as i64) * 4 + rng.below(12) as i64).collect();
        let seats = who
            .iter()
            .zip(places(&scores))
            .zip(&scores)
            .map(|((p, place), score)| (format!("p{p}"), None, place, *score));
        out.push((format!("synthetic-{g}"), finished(Kind::Rattus, seats.collect()), 1_000 + g as i64));
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_synthetic_set_comes_out_in_its_known_order_on_both_backends() {
    let games = synthetic_games();
    let tied = |e: &Ended| {
        let mut p: Vec<i64> = e.seats.iter().map(|s| s.place.unwrap()).collect();
        p.sort();
        p.windows(2).any(|w| w[0] == w[1])
    };
    let ties = games.iter().filter(|(_, e, _)| tied(e));
    assert!(ties.count() > 10, "the set has ties");
    for db in TempDb::all("ratings-synthetic").await {
        let store = db.store().await;
        store.import_finished(&games).await.unwrap();
        assert_eq!(store.rerate().await.unwrap(), games.len());
        let board = store.leaderboard(Kind::Rattus, ALL_COUNTS, 10).await.unwrap();
        assert_eq!(names(&board), ["p0", "p1", "p2", "p3", "p4", "p5"], "{}", db.label());
        assert!(board.iter().all(|r| !r.rating.provisional()), "{}: everyone has 5 games or more", db.label());
        let four = store.leaderboard(Kind::Rattus, 4, 10).await.unwrap();
        assert_eq!(four.len(), 6);
        assert_eq!(four[0].name, "p0", "{}", db.label());
        assert!(four.iter().all(|r| r.rating.games < board[0].rating.games + 1));
        // a re-rating gives the same ratings again
        store.rerate().await.unwrap();
        let again = store.leaderboard(Kind::Rattus, ALL_COUNTS, 10).await.unwrap();
        assert_eq!(again, board, "{}", db.label());
        // the standing of one entry: place and rating
        let (rank, row) = store.standing(Kind::Rattus, ALL_COUNTS, &Entry::Person("p3".into())).await.unwrap().unwrap();
        assert_eq!((rank, row.name.as_str()), (4, "p3"));
        assert!(store.leaderboard(Kind::Messina, ALL_COUNTS, 10).await.unwrap().is_empty());
    }
}

/// Rattus games between AI levels, seats rotated, as the arena plays them: each level's seat
/// acts through `ai::decide` on the engine's legal actions until the game ends (R-E1 to R-E3:
/// the standings rank the players, ties sharing a place).
fn arena_games(levels: &[Level], games: usize) -> Vec<(String, Ended, i64)> {
    let mut out = Vec::new();
    for k in 0..games {
        let seed = 7_000 + k as u64;
        let mut g = <Rattus as lazaretto::games::Game>::new(&Default::default(), levels.len(), seed).unwrap();
        let level_at = |seat: usize| levels[(seat + k) % levels.len()];
        let mut n = 0u64;
        while let Some(seat) = g.actor() {
            let action = decide(&g, seat, level_at(seat), seed * 1000 + n).expect("the seat to act decides");
            g.play(seat, &action);
            n += 1;
            assert!(n < 20_000, "game {seed} does not end");
        }
        let standings = lazaretto::games::Game::standings(&g).expect("a finished game has standings");
        let mut seats: Vec<(String, Option<String>, i64, i64)> = standings
            .iter()
            .map(|s| (format!("bot:{}", s.seat + 1), Some(level_at(s.seat).to_string()), s.place as i64, s.score))
            .collect();
        seats.sort_by_key(|s| s.0.clone());
        out.push((format!("arena-{k}"), finished(Kind::Rattus, seats), 5_000 + k as i64));
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn arena_games_order_the_ai_levels_strong_easy_random() {
    // a strong player with fewer simulations than the bot's default, so CI stays quick
    let strong = Level::Strong(Budget { iterations: 600, time: None });
    let levels = [strong, Level::Easy, Level::Random];
    let games = arena_games(&levels, 18);
    for db in TempDb::all("ratings-arena").await {
        let store = db.store().await;
        store.import_finished(&games).await.unwrap();
        store.rerate().await.unwrap();
        for pool in [3, ALL_COUNTS] {
            let board = store.leaderboard(Kind::Rattus, pool, 10).await.unwrap();
            let entries: Vec<Entry> = board.iter().map(|r| r.entry.clone()).collect();
            let expected: Vec<Entry> = levels.iter().map(|l| Entry::Ai(l.to_string())).collect();
            assert_eq!(entries, expected, "{}: {board:#?}", db.label());
        }
        // the leaderboard names the levels as AI players
        let tables = Tables::new(store, lazaretto::table::system_clock());
        let reply = tables
            .handle(&ctx("arena", "ann"), Request::Leaderboard { game: "rattus".into(), players: Some(3) })
            .await
            .unwrap();
        let text = private(&reply);
        assert!(text.contains("1. AI (strong:600)") && text.contains("3. AI (random)"), "{text}");
        assert!(text.contains("You have no rating here yet"), "{text}");
    }
}

/// A table service on a clock the test moves by hand, without images or bot pauses.
fn tables_at(store: Store) -> (Tables, Arc<AtomicI64>) {
    let now = Arc::new(AtomicI64::new(1_800_000_000));
    let clock = now.clone();
    let mut tables = Tables::new(store, Arc::new(move || clock.load(Ordering::SeqCst)));
    (tables.images, tables.bot_delay) = (false, 0);
    (tables, now)
}

/// Opens and starts a Rattus table of `users` in `channel` (the first creates it).
async fn open(tables: &Tables, channel: &str, users: &[&str], seed: u64) {
    tables.handle(&ctx(channel, users[0]), Request::New { kind: "rattus".into(), options: vec![] }).await.unwrap();
    for u in &users[1..] {
        tables.handle(&ctx(channel, u), Request::Join).await.unwrap();
    }
    tables.start(&ctx(channel, users[0]), StartOptions { seed: Some(seed), ..Default::default() }).await.unwrap();
}

/// Plays random legal choices, each player's turn taking `step` seconds, for at most
/// `moves` decisions or to the end; returns whether the game ended.
async fn play(tables: &Tables, now: &AtomicI64, channel: &str, seed: u64, moves: usize, step: i64) -> bool {
    let mut rng = GameRng::new(seed);
    let mut last = None;
    for _ in 0..moves {
        let row = tables.store.active_game(channel).await.unwrap();
        let Some(user) = row.and_then(|r| r.turn_user_id) else { return true };
        let who = ctx(channel, user.trim_start_matches("u:"));
        let p = tables.decision(&who).await.expect("the player to act has a decision");
        let choice = p.choices[rng.below(p.choices.len())].notation.clone();
        // the time passes when the decision comes to someone else: each turn takes `step`
        if last.as_ref() != Some(&user) {
            now.fetch_add(step, Ordering::SeqCst);
        }
        last = Some(user);
        let reply = tables.handle(&who, Request::Play { action: choice, version: Some(p.version) }).await.unwrap();
        if reply.finished {
            return true;
        }
    }
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_that_end_at_the_table_are_recorded_and_rated_as_a_rerating_would() {
    for db in TempDb::all("ratings-table").await {
        let (tables, now) = tables_at(db.store().await);
        for (i, channel) in ["t1", "t2", "t3"].into_iter().enumerate() {
            open(&tables, channel, &["ann", "bob", "cid"], 40 + i as u64).await;
            assert!(play(&tables, &now, channel, i as u64, 5000, 600).await, "{}: game {channel} ends", db.label());
        }
        let board = tables.store.leaderboard(Kind::Rattus, 3, 10).await.unwrap();
        assert_eq!(board.len(), 3, "{}", db.label());
        assert!(board.iter().all(|r| r.rating.games == 3 && r.rating.provisional()), "{board:#?}");
        let wins: i64 = board.iter().map(|r| r.rating.wins).sum();
        assert!(wins >= 3, "every game has a winner");
        // the ratings written as each game ended are what a full re-rating computes
        let all = tables.store.leaderboard(Kind::Rattus, ALL_COUNTS, 10).await.unwrap();
        tables.store.clear_ratings().await.unwrap();
        assert!(tables.store.leaderboard(Kind::Rattus, 3, 10).await.unwrap().is_empty());
        tables.store.rerate().await.unwrap();
        let rerated = tables.store.leaderboard(Kind::Rattus, ALL_COUNTS, 10).await.unwrap();
        assert_eq!(names(&rerated), names(&all), "{}", db.label());
        for (a, b) in all.iter().zip(&rerated) {
            assert!((a.rating.mu - b.rating.mu).abs() < 1e-9 && (a.rating.sigma - b.rating.sigma).abs() < 1e-9);
            assert_eq!((a.rating.games, a.rating.wins), (b.rating.games, b.rating.wins));
        }
        // ann's record: three games of three players, every turn taking 10 minutes
        let stats = tables.handle(&ctx("t1", "ann"), Request::Stats { user: None, game: None }).await.unwrap();
        let text = private(&stats);
        let ann = board.iter().find(|r| r.name == "ann").unwrap().rating;
        let line = format!("Rattus, 3 players: 3 played, {} won, 0 abandoned, 0 handed over", ann.wins);
        assert!(text.contains(&line), "{}: {text}", db.label());
        assert!(text.contains("average score") && text.contains("best"), "{text}");
        assert!(text.contains("Median time to move: about 10 min"), "{text}");
        assert!(text.contains("Winning streak:") && !text.contains("not rated"), "{text}");
        // the streaks read ann's wins in the order her games ended
        let rec = tables.store.record_of("u:ann", None).await.unwrap();
        let played = tables.store.played("u:ann", None, 10).await.unwrap();
        let in_order: Vec<bool> = played.iter().rev().map(|g| g.place == Some(1)).collect();
        assert_eq!((rec.won.len(), &rec.won), (3, &in_order), "{}", db.label());
        assert_eq!(rec.won.iter().filter(|&&w| w).count() as i64, ann.wins, "{}", db.label());
        // the leaderboard as a player sees it: provisional under 5 games
        let reply =
            tables.handle(&ctx("t1", "dan"), Request::Leaderboard { game: "Rattus".into(), players: None }).await;
        let text = private(&reply.unwrap());
        assert!(text.contains("Rattus leaderboard, all player counts") && text.contains("provisional"), "{text}");
        assert!(text.contains("1. ") && text.contains("3 games"), "{text}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abandoned_and_handed_over_games_are_recorded_but_not_rated() {
    for db in TempDb::all("ratings-unrated").await {
        let (tables, now) = tables_at(db.store().await);
        // abandoned midway
        open(&tables, "a1", &["ann", "bob", "cid"], 1).await;
        assert!(!play(&tables, &now, "a1", 1, 30, 60).await);
        tables.handle(&ctx("a1", "ann"), Request::Abandon { confirm: true }).await.unwrap();
        // bob hands his seat to dan, and the game is played to the end
        open(&tables, "a2", &["ann", "bob"], 2).await;
        assert!(!play(&tables, &now, "a2", 2, 20, 60).await);
        let new = User::new("u:dan", "dan");
        tables.handle(&ctx("a2", "ann"), Request::Replace { old_user_id: "u:bob".into(), new }).await.unwrap();
        assert!(play(&tables, &now, "a2", 3, 5000, 60).await, "the game ends");
        for pool in [ALL_COUNTS, 2, 3] {
            let board = tables.store.leaderboard(Kind::Rattus, pool, 10).await.unwrap();
            assert!(board.is_empty(), "{}: nothing is rated: {board:#?}", db.label());
        }
        let stats = |who: &str| {
            let tables = tables.clone();
            let who = who.to_string();
            async move { private(&tables.handle(&ctx("x", &who), Request::Stats { user: None, game: None }).await.unwrap()) }
        };
        let ann = stats("ann").await;
        assert!(
            ann.contains("Rattus, 2 players: 1 played")
                && ann.contains("Rattus, 3 players: 1 played, 0 won, 1 abandoned"),
            "{ann}"
        );
        assert!(ann.contains("2 of these games are not rated"), "{}: {ann}", db.label());
        let bob = stats("bob").await;
        assert!(bob.contains("Rattus, 2 players: 1 played, 0 won, 0 abandoned, 1 handed over"), "{bob}");
        assert!(bob.contains("Rattus, 3 players: 1 played, 0 won, 1 abandoned, 0 handed over"), "{bob}");
        let dan = stats("dan").await;
        assert!(dan.contains("Rattus, 2 players: 1 played") && dan.contains("1 of these games is not rated"), "{dan}");
        let eve = stats("eve").await;
        assert!(eve.contains("eve has no finished or abandoned game yet"), "{eve}");
        // someone else's record, one game only
        let req = Request::Stats { user: Some(User::new("u:bob", "bob")), game: Some("messina".into()) };
        let text = private(&tables.handle(&ctx("x", "ann"), req).await.unwrap());
        assert!(text.contains("bob has no finished or abandoned game yet"), "{text}");
        let leader = Request::Leaderboard { game: "rattus".into(), players: None };
        let text = private(&tables.handle(&ctx("x", "ann"), leader).await.unwrap());
        assert!(text.contains("No Rattus game has been rated here yet"), "{text}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_requests_are_refused_and_change_nothing() {
    for db in TempDb::all("ratings-bad").await {
        let (tables, _) = tables_at(db.store().await);
        tables.store.import_finished(&synthetic_games()[..20]).await.unwrap();
        tables.store.rerate().await.unwrap();
        let before = tables.store.leaderboard(Kind::Rattus, ALL_COUNTS, 10).await.unwrap();
        let who = ctx("x", "ann");
        for (req, expected) in [
            (Request::Leaderboard { game: "chess".into(), players: None }, "There is no game called \"chess\""),
            (Request::Leaderboard { game: "rattus".into(), players: Some(5) }, "for 2 to 4 players, not 5"),
            (Request::Leaderboard { game: "messina".into(), players: Some(1) }, "for 2 to 4 players, not 1"),
            (Request::Stats { user: None, game: Some("go".into()) }, "There is no game called \"go\""),
            (Request::Stats { user: None, game: Some("rattus\0".into()) }, ""),
        ] {
            let e = tables.handle(&who, req.clone()).await.expect_err("refused");
            let text = lazaretto::i18n::t(&e.msg);
            assert!(text.contains(expected), "{req:?}: {text}");
        }
        assert_eq!(tables.store.leaderboard(Kind::Rattus, ALL_COUNTS, 10).await.unwrap(), before, "{}", db.label());
    }
}
