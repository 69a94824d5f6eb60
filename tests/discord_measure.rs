//! Figures, not checks (run with `--ignored --nocapture`, preferably `--release`): the time from
//! an interaction to its deferral and to the follow-up with the images over scripted games
//! (Rattus: one board image; Messina: city, scoring panel and estate), and the resident memory
//! of the bot process with 1,000 stored games.

mod fake_discord;

use fake_discord::payload::Person;
use fake_discord::script::{self, pick, BotProcess, Table, TempDb};
use fake_discord::{FakeDiscord, Post};
use lazaretto::games::GameRng;
use lazaretto::table::{Ctx, Request, StartOptions, User};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement; run with --ignored --nocapture"]
async fn latency_over_scripted_games() {
    let fake = FakeDiscord::start().await;
    let db = TempDb::new("measure");
    let bot = script::start_bot(&fake, &db, |_| {}).await;
    let people = vec![Person::new(501, "Ann"), Person::new(502, "Bob"), Person::new(503, "Cid")];
    let mut moves = 0;
    for game in 0..3u64 {
        let table = Table { fake: &fake, channel: 710_000_000_000_000_000 + game, people: people.clone() };
        let mut turn = table.open_rattus(3).await;
        let mut rng = GameRng::new(game);
        loop {
            moves += 1;
            let (token, answer) = table.click(&turn, &pick(&turn.post.picks(), &mut rng)).await;
            match table.after(&token, &answer).await {
                Some(next) => turn = next,
                None => break,
            }
        }
    }
    fake.settle().await;
    let (defer, image) = script::latencies(&fake);
    let ((d50, d99), (i50, i99)) = (script::median_p99(defer.clone()), script::median_p99(image.clone()));
    println!("{moves} moves in 3 games");
    println!("interaction -> deferral:          median {d50:.2} ms, p99 {d99:.2} ms (n = {})", defer.len());
    println!("interaction -> follow-up + image: median {i50:.2} ms, p99 {i99:.2} ms (n = {})", image.len());
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement; run with --ignored --nocapture"]
async fn latency_over_scripted_messina_rounds() {
    let fake = FakeDiscord::start().await;
    let db = TempDb::new("measure-messina");
    let bot = script::start_bot(&fake, &db, |_| {}).await;
    let people = vec![Person::new(511, "Ann"), Person::new(512, "Bob"), Person::new(513, "Cid")];
    let store = lazaretto::store::Store::open(&db.url).await.unwrap();
    let (mut moves, mut turns) = (0, 0);
    for game in 0..2u64 {
        let channel = 730_000_000_000_000_000 + game;
        let table = Table { fake: &fake, channel, people: people.clone() };
        let mut turn = table.open("messina", 3, json!([{"name": "players", "type": 4, "value": 3}])).await;
        // two rounds: `end` whenever offered, else the first choice
        loop {
            moves += 1;
            let picks = turn.post.picks();
            let pick = picks.iter().find(|p| Post::choice_of(p).as_deref() == Some("end")).unwrap_or(&picks[0]).clone();
            let (token, answer) = table.click(&turn, &pick).await;
            let next = table.after(&token, &answer).await.expect("the game goes on");
            turns += (next.person.id != turn.person.id) as usize;
            turn = next;
            let row = store.latest_game(&channel.to_string()).await.unwrap().unwrap();
            let state: serde_json::Value = serde_json::from_str(row.state.as_deref().unwrap()).unwrap();
            if state["round"].as_u64() >= Some(3) {
                break;
            }
        }
    }
    fake.settle().await;
    let (defer, image) = script::latencies(&fake);
    let ((d50, d99), (i50, i99)) = (script::median_p99(defer.clone()), script::median_p99(image.clone()));
    println!("{moves} clicks, {turns} changes of the player to act in 2 Messina games (rounds I and II)");
    println!("interaction -> deferral:           median {d50:.2} ms, p99 {d99:.2} ms (n = {})", defer.len());
    println!("interaction -> follow-up + images: median {i50:.2} ms, p99 {i99:.2} ms (n = {})", image.len());
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement; run with --ignored --nocapture"]
async fn memory_with_1000_stored_games() {
    let db = TempDb::new("memory");
    let mut tables = db.tables().await;
    tables.images = false;
    let mut rng = GameRng::new(1);
    for g in 0..1000u64 {
        let channel = (720_000_000_000_000_000 + g).to_string();
        let who = |u: u64| Ctx {
            channel: channel.clone(),
            user: User::new((600 + u).to_string(), format!("p{u}")),
            admin: false,
        };
        let kind = if g % 2 == 0 { "rattus" } else { "messina" };
        tables.handle(&who(0), Request::New { kind: kind.into(), options: vec![] }).await.unwrap();
        for u in 1..3 {
            tables.handle(&who(u), Request::Join).await.unwrap();
        }
        let start = tables.start(&who(0), StartOptions { seed: Some(g), ..Default::default() }).await.unwrap();
        let mut prompt = start.prompt;
        for _ in 0..(g % 40) {
            let Some(p) = prompt else { break };
            let c = p.choices[rng.below(p.choices.len())].notation.clone();
            let u: u64 = p.user_id.parse::<u64>().unwrap() - 600;
            prompt = tables.handle(&who(u), Request::Play { action: c, version: None }).await.unwrap().prompt;
        }
    }
    // the seeding played through the table service with no front-end, so every move still owes
    // its turn post; those are marked delivered (as a bot that was running would have) so the
    // figure is of a bot with stored games, not of one catching up on thousands of posts
    let store = db.store().await;
    let owed = store.owed_notices().await.unwrap();
    // (each is claimed by the table that recorded it, for its own delivery: mark them by id; the
    // outbox of this fresh file holds exactly these, numbered from 1)
    for id in 1..=owed {
        store.notice_delivered(id, 0).await.unwrap();
    }
    assert_eq!(store.owed_notices().await.unwrap(), 0);
    let fake = FakeDiscord::start().await;
    let bot = BotProcess::connected(&fake, &db, &[]).await;
    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
    let idle = bot.rss_kib();
    // touch 100 games: status and board of each
    for g in 0..100u64 {
        // every other one a Messina game
        let channel = 720_000_000_000_000_000 + g * 10 + g % 2;
        let p = Person::new(600, "p0");
        let t = fake.slash(&p, channel, "status", json!([]));
        fake.answer(&t).await;
        let t = fake.slash(&p, channel, "board", json!([]));
        fake.answer(&t).await;
    }
    let busy = bot.rss_kib();
    println!("{owed} turn posts owed by the seeding, marked delivered before the bot started");
    println!(
        "1,000 stored games (500 Rattus, 500 Messina): resident memory {:.1} MiB after start, {:.1} MiB after /status and /board in 100 of them",
        idle as f64 / 1024.0,
        busy as f64 / 1024.0
    );
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
}
