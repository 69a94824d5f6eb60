//! The real `lazaretto bot` process: killed mid-game and started again, an old button still
//! works and an outdated one is answered clearly. Without a token it exits and names the
//! variable; the token never appears in its log.

mod fake_discord;

use fake_discord::payload::Person;
use fake_discord::script::{BotProcess, Table, TempDb};
use fake_discord::{FakeDiscord, TOKEN};
use lazaretto::store::Store;

const CHANNEL: u64 = 700_000_000_000_000_003;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_keep_working_after_the_bot_process_restarts() {
    let fake = FakeDiscord::start().await;
    let db = TempDb::new("restart");
    let trace = [("RUST_LOG", "trace".to_string())];
    let mut bot = BotProcess::connected(&fake, &db, &trace).await;
    let people = vec![Person::new(301, "Ann"), Person::new(302, "Bob"), Person::new(303, "Cid")];
    let table = Table { fake: &fake, channel: CHANNEL, people };
    let first = table.open_rattus(3).await;
    let (token, answer) = table.click(&first, &first.post.picks()[0]).await;
    let second = table.after(&token, &answer).await.expect("the game goes on");
    assert_ne!(second.person.id, first.person.id);

    bot.kill();
    let log = bot.log();
    assert!(log.contains("TRACE") || log.contains("DEBUG"), "the log was verbose");
    assert!(!log.contains(TOKEN), "the token appears in the log");
    let _bot = BotProcess::connected(&fake, &db, &[]).await;
    let store = Store::open(&db.url).await.unwrap();
    let version = store.latest_game(&CHANNEL.to_string()).await.unwrap().unwrap().version;

    // a button of an earlier turn post, clicked by the player now to act
    let stale = first.post.picks()[1].clone();
    let t = fake.click(&second.person, first.post.message_id, &stale);
    let answer = fake.answer(&t).await;
    assert!(answer.ephemeral);
    assert!(answer.content().contains("earlier position"), "{}", answer.content());
    let (mut shown, mut current) = (answer.choices(), second.post.choices());
    shown.sort();
    current.sort();
    assert_eq!(shown, current, "the answer offers the current choices");
    assert_eq!(store.latest_game(&CHANNEL.to_string()).await.unwrap().unwrap().version, version);

    // the current turn post, sent before the restart, still works
    let (token, answer) = table.click(&second, &second.post.picks()[0]).await;
    let third = table.after(&token, &answer).await.expect("the game goes on");
    assert_ne!(third.person.id, second.person.id);
    assert_eq!(store.latest_game(&CHANNEL.to_string()).await.unwrap().unwrap().version, version + 1);
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
}

#[test]
fn without_a_token_the_bot_exits_and_names_the_variable() {
    let db = TempDb::new("notoken");
    let mut p = BotProcess::spawn(&db, &[("DATABASE_URL", db.url.clone())]);
    let status = p.child.wait().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(100));
    assert!(!status.success());
    assert!(p.log().contains("DISCORD_TOKEN"), "{}", p.log());
}
