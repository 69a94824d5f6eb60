//! Reminders with a test-shortened interval: one fires after the interval and pings the player to
//! act in a new message; none fires for a turn already taken, while paused, or in quiet hours;
//! the due time is kept in the database and fires after a restart of the bot.

mod fake_discord;

use fake_discord::payload::Person;
use fake_discord::script::{self, is_public, Table, TempDb};
use fake_discord::{FakeDiscord, Post, Via};
use serde_json::json;
use std::time::{Duration, Instant};

const CHANNEL: u64 = 700_000_000_000_000_004;

fn reminders_in(posts: &[Post], user: u64, after: Instant) -> Vec<Post> {
    posts.iter().filter(|p| p.via == Via::Channel && p.pings == [user] && p.at > after).cloned().collect()
}

fn reminders(fake: &FakeDiscord, user: u64, after: Instant) -> Vec<Post> {
    reminders_in(&fake.posts(), user, after)
}

async fn remind(table: &Table<'_>, who: &Person, name: &str, value: serde_json::Value) -> Post {
    let kind = if value.is_boolean() { 5 } else { 3 };
    let (token, answer) = table.command(who, "remind", json!([{"name": name, "type": kind, "value": value}])).await;
    assert!(answer.ephemeral);
    table.fake.followup(&token, is_public).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminders_fire_after_the_interval_and_never_for_a_turn_taken() {
    for db in TempDb::all("remind").await {
        reminders_fire_after_the_interval_and_never_for_a_turn_taken_on(&db).await;
    }
}

async fn reminders_fire_after_the_interval_and_never_for_a_turn_taken_on(db: &TempDb) {
    let fake = FakeDiscord::start().await;
    let tune = |s: &mut lazaretto::discord::Settings| {
        s.remind_check = Duration::from_millis(100);
        s.remind_min = 1;
    };
    let bot = script::start_bot(&fake, db, tune).await;
    let people = vec![Person::new(401, "Ann"), Person::new(402, "Bob"), Person::new(403, "Cid")];
    let table = Table { fake: &fake, channel: CHANNEL, people: people.clone() };
    let store = db.store().await;
    let turn = table.open_rattus(3).await;

    // the interval is changed by a seated player and announced
    let (token, answer) =
        table.command(&people[0], "remind", json!([{"name": "interval", "type": 3, "value": "soon"}])).await;
    assert!(answer.ephemeral && answer.content().contains("at least 1 s"), "{}", answer.content());
    assert!(fake.posts_for(&token).iter().all(|p| !is_public(p)));
    let set = Instant::now();
    let post = remind(&table, &people[0], "interval", json!("2s")).await;
    assert!(post.content().contains("every 2 s"), "{}", post.content());

    // it fires after the interval, pings the player to act in a new message, with the choices
    let first = fake.wait("a reminder", 10, |s| reminders_in(&s.posts, turn.person.id, set).into_iter().next()).await;
    let waited = first.at - set;
    assert!(waited >= Duration::from_millis(900) && waited < Duration::from_secs(5), "after {waited:?}");
    assert!(first.content().contains("reminder") && !first.picks().is_empty(), "{}", first.content());
    let row = store.latest_game(&CHANNEL.to_string()).await.unwrap().unwrap();
    assert!(row.remind_at.unwrap() > first_secs(), "the next due time is stored");

    // the turn is taken at once: the next reminder goes to the next player, never to this one
    let (token, answer) = table.click(&turn, &turn.post.picks()[0]).await;
    let next = table.after(&token, &answer).await.unwrap();
    let taken = Instant::now();
    let second = fake
        .wait("the next player's reminder", 10, |s| reminders_in(&s.posts, next.person.id, taken).into_iter().next())
        .await;
    tokio::time::sleep(Duration::from_millis(1200)).await;
    assert!(reminders(&fake, turn.person.id, taken).is_empty(), "a reminder for a turn already taken");
    // a reminder's buttons work like the turn post's
    assert_eq!(second.choices().len(), next.post.choices().len());

    // paused for this turn: nothing
    remind(&table, &next.person, "pause", json!(true)).await;
    let paused = Instant::now();
    tokio::time::sleep(Duration::from_millis(3000)).await;
    assert!(reminders(&fake, next.person.id, paused).is_empty(), "a reminder while paused");

    // quiet hours around now: nothing, and the due time moves to their end
    let hour = (std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() / 3600) % 24;
    let (from, to) = (hour, (hour + 1) % 24);
    let (token, _) = table
        .command(
            &next.person,
            "remind",
            json!([{"name": "pause", "type": 5, "value": false}, {"name": "quiet", "type": 3, "value": format!("{from}-{to}")}]),
        )
        .await;
    fake.followup(&token, is_public).await;
    let quiet = Instant::now();
    tokio::time::sleep(Duration::from_millis(3000)).await;
    if (std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() / 3600) % 24 == hour {
        assert!(reminders(&fake, next.person.id, quiet).is_empty(), "a reminder in quiet hours");
        let row = store.latest_game(&CHANNEL.to_string()).await.unwrap().unwrap();
        assert_eq!(row.remind_at.unwrap() % 3600, 0, "due when the quiet hours end");
    }

    // quiet hours off, then a restart: the stored due time fires in the new process
    remind(&table, &next.person, "quiet", json!("off")).await;
    bot.shutdown().await;
    let restarted = Instant::now();
    let bot = script::start_bot(&fake, db, tune).await;
    fake.wait("a reminder after the restart", 10, |s| {
        reminders_in(&s.posts, next.person.id, restarted).into_iter().next()
    })
    .await;
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}

fn first_secs() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() as i64
}

const CLOCK_CHANNEL: u64 = 700_000_000_000_000_024;

/// `/clock` with the `remind` policy against the fake Discord: `/clock` alone shows the setting
/// privately; when the (shortened) clock runs out the player to act is pinged with a reminder
/// in a new message and no move is made for them. `/away` answers privately with what was set.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_run_out_remind_clock_reminds_and_plays_nothing() {
    let db = TempDb::new("remind-clock");
    let fake = FakeDiscord::start().await;
    let bot = script::start_bot(&fake, &db, |s| s.remind_check = Duration::from_millis(200)).await;
    assert!(fake.command_names().iter().any(|n| n == "away"), "/away is registered");
    let people = vec![Person::new(611, "Ann"), Person::new(612, "Bob")];
    let table = Table { fake: &fake, channel: CLOCK_CHANNEL, people: people.clone() };
    let first = table.open_rattus(2).await;
    let other = people.iter().find(|p| p.id != first.person.id).unwrap().clone();
    let (_, none) = table.command(&other, "clock", json!([])).await;
    assert!(none.content().contains("no turn clock"), "{}", none.content());

    let set = Instant::now();
    let options = json!([{"name": "time", "type": 3, "value": "1s"}, {"name": "policy", "type": 3, "value": "remind"}]);
    let (token, _) = table.command(&people[0], "clock", options).await;
    let said = fake.followup(&token, is_public).await;
    assert!(said.content().contains("turn clock of 1 s") && said.content().contains("reminded"), "{}", said.content());
    let reminder =
        fake.wait("the reminder", 20, |s| reminders_in(&s.posts, first.person.id, set).into_iter().next()).await;
    assert!(reminder.content().contains("reminder"), "{}", reminder.content());
    let store = db.store().await;
    let row = store.latest_game(&CLOCK_CHANNEL.to_string()).await.unwrap().unwrap();
    assert!(store.actions(row.id).await.unwrap().is_empty(), "nobody played for them");
    assert_eq!(row.turn_user_id, Some(first.person.id.to_string()), "still their turn");

    let (_, shown) = table.command(&other, "clock", json!([])).await;
    assert!(shown.content().contains("1 s per turn") && shown.content().contains("reminded"), "{}", shown.content());
    let (_, away) = table.command(&first.person, "away", json!([{"name": "time", "type": 3, "value": "1d"}])).await;
    assert!(away.ephemeral && away.content().contains("You are away for 24 h"), "{}", away.content());
    let (_, bad) = table.command(&first.person, "away", json!([{"name": "time", "type": 3, "value": "soon"}])).await;
    assert!(bad.content().contains("is not a time away"), "{}", bad.content());
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}

const AWAY_CHANNEL: u64 = 700_000_000_000_000_025;

/// `/away` at a table whose clock policy is `ai`: the player to act marks themselves away and
/// the AI plays their turn (after the bot delay, not when their clock runs out), marked as such
/// in the turn post and the log, and the next player is pinged once; `/away off` ends it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn away_at_an_ai_table_hands_the_turn_to_the_ai() {
    let db = TempDb::new("away-ai");
    let fake = FakeDiscord::start().await;
    let bot = script::start_bot(&fake, &db, |s| s.remind_check = Duration::from_millis(200)).await;
    let people = vec![Person::new(621, "Ann"), Person::new(622, "Bob")];
    let table = Table { fake: &fake, channel: AWAY_CHANNEL, people: people.clone() };
    let first = table.open_rattus(2).await;
    let other = people.iter().find(|p| p.id != first.person.id).unwrap().clone();
    // a day per turn: the clock itself does not run out during the test
    let options = json!([{"name": "time", "type": 3, "value": "1d"}, {"name": "policy", "type": 3, "value": "ai"}]);
    let (token, _) = table.command(&people[0], "clock", options).await;
    let said = fake.followup(&token, is_public).await;
    assert!(said.content().contains("turn clock of 24 h"), "{}", said.content());

    let posts_before = fake.posts().len();
    let (_, away) = table.command(&first.person, "away", json!([{"name": "time", "type": 3, "value": "1d"}])).await;
    assert!(away.ephemeral && away.content().contains("the AI plays your turns"), "{}", away.content());
    let post = fake
        .wait("the AI's turn post for the player away", 60, |st| {
            st.posts[posts_before..]
                .iter()
                .find(|p| p.channel == AWAY_CHANNEL && p.via == Via::Channel && !p.pings.is_empty())
                .cloned()
        })
        .await;
    assert!(post.content().contains("is away; the AI plays for them"), "{}", post.content());
    assert!(post.content().contains(&first.person.name), "{}", post.content());
    assert_eq!(post.pings, vec![other.id], "the next player is pinged once");
    assert!(!post.files.is_empty(), "the turn post carries the board");
    let store = db.store().await;
    let row = store.latest_game(&AWAY_CHANNEL.to_string()).await.unwrap().unwrap();
    let log = store.actions(row.id).await.unwrap();
    assert!(!log.is_empty());
    assert!(log.iter().all(|a| a.events.contains("table.away.ai-step")), "the log marks the AI's steps");
    assert!(log.iter().all(|a| a.user_id == first.person.id.to_string()), "in the player's seat");
    assert_eq!(row.turn_user_id, Some(other.id.to_string()), "the turn passed to the other player");

    let (_, back) = table.command(&first.person, "away", json!([{"name": "time", "type": 3, "value": "off"}])).await;
    assert!(back.ephemeral && back.content().contains("Welcome back"), "{}", back.content());
    let (_, shown) = table.command(&first.person, "away", json!([])).await;
    assert!(shown.content().contains("You are not away"), "{}", shown.content());
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}
