//! Issue 25 against the fake Discord, on SQLite and PostgreSQL: a player's own `/settings` (a
//! direct-message ping, and the mention when Discord refuses it; quiet hours in
//! `America/New_York` across the March change, the ping waiting for their end; "tell me when I
//! am next" exactly once per turn; private answers in the user's chosen language at a table in
//! another language) and `/rematch` with a bot seat.

mod fake_discord;

use fake_discord::payload::Person;
use fake_discord::script::{self, Table, TempDb};
use fake_discord::{FakeDiscord, Post, Via};
use lazaretto::store::Store;
use serde_json::{json, Value};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;

fn text(name: &str, value: &str) -> Value {
    json!({"name": name, "type": 3, "value": value})
}

/// `/settings` with options: its private answer.
async fn settings(table: &Table<'_>, who: &Person, options: Value) -> Post {
    let (_, answer) = table.command(who, "settings", options).await;
    assert!(answer.ephemeral, "{}", answer.content());
    answer
}

/// `/new game:rattus [more]`, the other people `/join`, the creator `/start`s: the start's
/// public post.
async fn open(table: &Table<'_>, more: Vec<Value>) -> Post {
    let creator = &table.people[0];
    let mut options = vec![text("game", "rattus")];
    options.extend(more);
    let (token, _) = table.command(creator, "new", Value::Array(options)).await;
    table.fake.followup(&token, |p| !p.ephemeral).await;
    for p in &table.people[1..] {
        let (token, _) = table.command(p, "join", json!([])).await;
        table.fake.followup(&token, |p| !p.ephemeral).await;
    }
    let (token, _) = table.command(creator, "start", json!([])).await;
    table.fake.followup(&token, |p| !p.ephemeral && !p.files.is_empty()).await
}

/// Who is to act at the channel's game (a person of the table).
async fn to_act(table: &Table<'_>, store: &Store) -> Option<Person> {
    let row = store.latest_game(&table.channel.to_string()).await.unwrap()?;
    let user: u64 = row.turn_user_id?.parse().ok()?;
    Some(table.person(user))
}

/// The player to act plays their first legal choice (never backing out of a power) with
/// `/play`; the public post when their turn passed with it.
async fn play_first(table: &Table<'_>, store: &Store) -> Option<Post> {
    let who = to_act(table, store).await?;
    let t = table.fake.autocomplete(&who, table.channel, "play", "action", "");
    let values = table.fake.autocomplete_answer(&t).await;
    let (_, value) = values.iter().find(|(_, v)| !fake_discord::notation_of(v).starts_with("cancel"))?.clone();
    let (token, answer) = table.command(&who, "play", json!([text("action", &value)])).await;
    let row = store.latest_game(&table.channel.to_string()).await.unwrap().unwrap();
    let last = store.actions(row.id).await.unwrap().pop().unwrap();
    assert_eq!(last.notation, fake_discord::notation_of(&value), "{}", answer.content());
    match last.turn_end {
        true => Some(table.fake.followup(&token, |p| !p.ephemeral && !p.files.is_empty()).await),
        false => None,
    }
}

/// The turn posts of the first `passes` turn changes, each with the user it gave the turn to.
async fn passes(table: &Table<'_>, store: &Store, start: Post, passes: usize) -> Vec<(u64, Post)> {
    let mut out = vec![(to_act(table, store).await.unwrap().id, start)];
    while out.len() <= passes {
        if let Some(post) = play_first(table, store).await {
            out.push((to_act(table, store).await.unwrap().id, post));
        }
    }
    out
}

/// Whether the turn of pass `i` came from another player (a player acting twice in a row is
/// not told again).
fn handed_over(seq: &[(u64, Post)], i: usize) -> bool {
    i == 0 || seq[i].0 != seq[i - 1].0
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_direct_message_pings_and_closed_dms_fall_back_to_the_mention_once() {
    for db in TempDb::all("players-dm").await {
        direct_message_on(&db).await;
    }
}

async fn direct_message_on(db: &TempDb) {
    const CHANNEL: u64 = 700_000_000_000_000_251;
    let fake = FakeDiscord::start().await;
    let bot = script::start_bot(&fake, db, |_| {}).await;
    let people = vec![Person::new(611, "Ann"), Person::new(612, "Bob"), Person::new(613, "Cid")];
    let (ann, bob, cid) = (people[0].clone(), people[1].clone(), people[2].clone());
    let table = Table { fake: &fake, channel: CHANNEL, people: people.clone() };
    let store = db.store().await;
    let shown = settings(&table, &bob, json!([text("notify", "dm")])).await;
    assert!(shown.content().contains("a direct message only"), "{}", shown.content());
    settings(&table, &cid, json!([text("notify", "dm")])).await;
    fake.close_dms(cid.id);
    // Rattus setup: every placement hands the turn on (R-S10, R-S11)
    let start = open(&table, vec![]).await;
    let seq = passes(&table, &store, start, 6).await;
    let told = |user: u64| (0..seq.len()).filter(|&i| seq[i].0 == user && handed_over(&seq, i)).count();
    for (i, (user, post)) in seq.iter().enumerate() {
        if *user == ann.id && handed_over(&seq, i) {
            assert_eq!(post.pings, [ann.id], "a mention, as before: {}", post.content());
        } else {
            assert!(post.pings.is_empty(), "only a mention pings: {}", post.content());
        }
        if *user == bob.id && handed_over(&seq, i) {
            // named in the post, with the buttons, but not pinged there
            assert!(post.content().contains("Bob, your turn") && !post.picks().is_empty(), "{}", post.content());
        }
    }
    // Bob: one direct message per turn handed to him, saying where
    assert!(told(bob.id) >= 1);
    let mut dms = fake.dms_to(bob.id);
    for _ in 0..100 {
        if dms.len() >= told(bob.id) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        dms = fake.dms_to(bob.id);
    }
    assert_eq!(dms.len(), told(bob.id), "{:?}", dms.iter().map(Post::content).collect::<Vec<_>>());
    let tables = lazaretto::table::Tables::new(db.store().await, Arc::new(|| chrono::Utc::now().timestamp()));
    for dm in &dms {
        assert!(dm.content().contains("Your turn in Rattus") && dm.content().contains(&format!("<#{CHANNEL}>")));
        // link buttons: the table's channel in its guild, and Bob's own view on the web
        let links = links_of(dm);
        let channel = format!("https://discord.com/channels/{}/{CHANNEL}", fake_discord::GUILD_ID);
        assert_eq!(links.first(), Some(&("Open the table".to_string(), channel)), "{links:?}");
        let (label, web) = links.get(1).expect("a link to the web page");
        assert_eq!(label, "My view on the web");
        let (token, pass) = web
            .strip_prefix(&format!("{}/g/", lazaretto::table::DEFAULT_WEB_URL))
            .and_then(|rest| rest.split_once("/p/"))
            .unwrap_or_else(|| panic!("a personal link: {web}"));
        let checked = tables.check_pass(token, pass).await.unwrap().expect("a valid signed link");
        assert_eq!(checked.user_id, bob.id.to_string(), "the link is Bob's own view, no one else's");
    }
    // Cid's direct messages are refused: a mention in the channel instead, which says why once
    assert!(told(cid.id) >= 1);
    let fallbacks = fake
        .wait("Cid's mentions", 10, |s| {
            let f: Vec<Post> =
                s.posts.iter().filter(|p| p.via == Via::Channel && p.pings == [cid.id]).cloned().collect();
            (f.len() == told(cid.id)).then_some(f)
        })
        .await;
    assert!(fake.dms_to(cid.id).is_empty());
    let notes = fallbacks.iter().filter(|p| p.content().contains("only once")).count();
    assert_eq!(notes, 1, "{:?}", fallbacks.iter().map(Post::content).collect::<Vec<_>>());
    assert!(fallbacks[0].content().contains("only once") && fallbacks[0].content().contains("Rattus"));
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}

/// The link buttons of a message: (label, url).
fn links_of(post: &Post) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for row in &post.message.components {
        for c in &row.components {
            if let poise::serenity_prelude::ActionRowComponent::Button(b) = c {
                if let poise::serenity_prelude::ButtonKind::Link { url } = &b.data {
                    out.push((b.label.clone().unwrap_or_default(), url.clone()));
                }
            }
        }
    }
    out
}

fn utc(y: i32, m: u32, d: u32, h: u32, min: u32) -> i64 {
    use chrono::TimeZone;
    chrono::Utc.with_ymd_and_hms(y, m, d, h, min, 0).unwrap().timestamp()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quiet_hours_in_new_york_hold_the_ping_until_they_end_across_the_march_change() {
    for db in TempDb::all("players-quiet").await {
        quiet_hours_on(&db).await;
    }
}

async fn quiet_hours_on(db: &TempDb) {
    const CHANNEL: u64 = 700_000_000_000_000_252;
    let fake = FakeDiscord::start().await;
    // 22:30 EST on 7 March 2026; at 02:00 on the 8th New York's clocks go forward to 03:00 EDT
    let now = Arc::new(AtomicI64::new(utc(2026, 3, 8, 3, 30)));
    let clock = now.clone();
    let tables = lazaretto::table::Tables::new(db.store().await, Arc::new(move || clock.load(Ordering::SeqCst)));
    let tune = |s: &mut lazaretto::discord::Settings| {
        s.remind_check = Duration::from_millis(100);
        s.remind_min = 1;
    };
    let bot = script::start_bot_with(&fake, tables, tune).await;
    let people = vec![Person::new(621, "Ann"), Person::new(622, "Bob")];
    let bob = people[1].clone();
    let table = Table { fake: &fake, channel: CHANNEL, people: people.clone() };
    let store = db.store().await;
    let shown = settings(&table, &bob, json!([text("zone", "america/new_york"), text("quiet", "22-7")])).await;
    assert!(shown.content().contains("America/New_York"), "{}", shown.content());
    assert!(shown.content().contains("22:00–7:00 on your clock"), "{}", shown.content());

    // play on until the turn is handed to Bob (at the start, or after Ann's first placement)
    let mut post = open(&table, vec![]).await;
    while to_act(&table, &store).await.unwrap().id != bob.id {
        post = play_first(&table, &store).await.unwrap_or(post);
    }
    assert!(post.pings.is_empty(), "no ping in Bob's quiet hours: {}", post.content());
    // the ping is due when his quiet hours end: 07:00 EDT, 11:00 UTC (not 12:00 as in EST)
    let row = store.latest_game(&CHANNEL.to_string()).await.unwrap().unwrap();
    let end = utc(2026, 3, 8, 11, 0);
    assert_eq!(row.remind_at, Some(end));
    let pinged =
        |fake: &FakeDiscord| fake.posts().into_iter().filter(|p| p.via == Via::Channel && p.pings == [bob.id]).count();
    // a minute before: nothing
    now.store(end - 60, Ordering::SeqCst);
    tokio::time::sleep(Duration::from_millis(1200)).await;
    assert_eq!(pinged(&fake), 0, "a ping in quiet hours");
    // at 07:00 EDT the ping comes, once
    now.store(end, Ordering::SeqCst);
    let ping = fake
        .wait("the ping after the quiet hours", 10, |s| {
            s.posts.iter().find(|p| p.via == Via::Channel && p.pings == [bob.id]).cloned()
        })
        .await;
    assert!(ping.content().contains("<@622>") && !ping.picks().is_empty(), "{}", ping.content());
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(pinged(&fake), 1, "pinged once");
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}

/// `/away` until a moment on the player's own clock (`/settings` zone America/New_York), the
/// day before the March change (2026-03-08, 02:00 EST → 03:00 EDT): 18:00 on the 8th is EDT,
/// 22:00 UTC; a time alone is the next one; 02:30 on the 8th does not exist and is refused; a
/// moment past or more than 30 days ahead is refused; a refusal changes nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn away_until_a_moment_is_read_on_the_players_clock_across_the_march_change() {
    for db in TempDb::all("players-away").await {
        away_until_on(&db).await;
    }
}

async fn away_until_on(db: &TempDb) {
    const CHANNEL: u64 = 700_000_000_000_000_256;
    let fake = FakeDiscord::start().await;
    // 07:00 EST on 7 March 2026
    let now = utc(2026, 3, 7, 12, 0);
    let tables = lazaretto::table::Tables::new(db.store().await, Arc::new(move || now));
    let bot = script::start_bot_with(&fake, tables, |_| {}).await;
    let ann = Person::new(661, "Ann");
    let table = Table { fake: &fake, channel: CHANNEL, people: vec![ann.clone()] };
    let store = db.store().await;
    settings(&table, &ann, json!([text("zone", "America/New_York")])).await;
    let away = |time: &str| {
        let options = json!([text("time", time)]);
        let table = &table;
        let ann = &ann;
        async move {
            let (_, answer) = table.command(ann, "away", options).await;
            assert!(answer.ephemeral, "{}", answer.content());
            answer.content().to_string()
        }
    };
    for (time, why) in [
        ("2026-03-08 02:30", "2026-03-08 02:30 does not exist in America/New_York"),
        ("2026-03-01 10:00", "2026-03-01 10:00 EST (America/New_York) has already passed"),
        ("2026-05-01 10:00", "at most 720 h"),
        ("tomorrow", "a time on your clock such as 18:00"),
    ] {
        let refused = away(time).await;
        assert!(refused.contains(why), "{time}: {refused}");
        assert_eq!(store.away_until(&ann.id.to_string(), now).await.unwrap(), None, "{time} changed nothing");
    }
    let set = away("2026-03-08 18:00").await;
    assert!(set.contains("You are away until 2026-03-08 18:00 EDT (America/New_York)"), "{set}");
    assert_eq!(store.away_until(&ann.id.to_string(), now).await.unwrap(), Some(utc(2026, 3, 8, 22, 0)));
    let (_, shown) = table.command(&ann, "away", json!([])).await;
    assert!(shown.content().contains("until 2026-03-08 18:00 EDT (America/New_York)"), "{}", shown.content());
    // a time alone: the next 09:00 on her clock, today's
    let set = away("09:00").await;
    assert!(set.contains("until 2026-03-07 09:00 EST (America/New_York)"), "{set}");
    assert_eq!(store.away_until(&ann.id.to_string(), now).await.unwrap(), Some(utc(2026, 3, 7, 14, 0)));
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tell_me_when_i_am_next_comes_exactly_once_per_turn() {
    for db in TempDb::all("players-next").await {
        next_notice_on(&db).await;
    }
}

async fn next_notice_on(db: &TempDb) {
    const CHANNEL: u64 = 700_000_000_000_000_253;
    let fake = FakeDiscord::start().await;
    let bot = script::start_bot(&fake, db, |_| {}).await;
    let people = vec![Person::new(631, "Ann"), Person::new(632, "Bob"), Person::new(633, "Cid")];
    let cid = people[2].clone();
    let table = Table { fake: &fake, channel: CHANNEL, people: people.clone() };
    let store = db.store().await;
    let shown = settings(&table, &cid, json!([{"name": "next", "type": 5, "value": true}])).await;
    assert!(shown.content().contains("tell me when I am next: on"), "{}", shown.content());
    let start = open(&table, vec![]).await;
    // the setup's six placements in snake order (R-S10, R-S11), then turns clockwise (R-S13, R-T31)
    let seq = passes(&table, &store, start, 10).await;
    let mut told = 0;
    for i in 0..seq.len() - 1 {
        let (user, post) = &seq[i];
        // the next other player to take a turn (the one placing twice in the snake is one turn)
        let Some(next) = seq[i + 1..].iter().map(|(u, _)| *u).find(|u| u != user) else { continue };
        let notices = post.content().matches("You are next").count();
        let expected = handed_over(&seq, i) && *user != cid.id && next == cid.id;
        assert_eq!(notices, usize::from(expected), "pass {i}: {}", post.content());
        if expected {
            assert!(post.pings.contains(&cid.id) && post.content().contains("<@633>"), "{}", post.content());
            told += 1;
        }
    }
    assert!(told >= 2, "Cid was next at least twice in {} turns", seq.len());
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn private_answers_follow_the_language_a_user_chose_at_a_table_in_another() {
    for db in TempDb::all("players-lang").await {
        own_language_on(&db).await;
    }
}

async fn own_language_on(db: &TempDb) {
    const CHANNEL: u64 = 700_000_000_000_000_254;
    let fake = FakeDiscord::start().await;
    let bot = script::start_bot(&fake, db, |_| {}).await;
    let people = vec![Person::new(641, "Ann"), Person::new(642, "Bob")];
    let (ann, bob) = (people[0].clone(), people[1].clone());
    let table = Table { fake: &fake, channel: CHANNEL, people: people.clone() };
    // Ann's Discord speaks English; she chooses Russian for what only she sees
    let saved = settings(&table, &ann, json!([text("language", "ru")])).await;
    assert!(saved.content().contains("Сохранено"), "{}", saved.content());
    // a German table
    let start = open(&table, vec![text("language", "de")]).await;
    assert!(start.content().contains("am Zug"), "the public post is the table's: {}", start.content());
    let (_, status) = table.command(&ann, "status", json!([])).await;
    assert!(status.ephemeral);
    let cyrillic = |s: &str| s.chars().any(|c| ('а'..='я').contains(&c));
    assert!(cyrillic(status.content()), "Ann's /status in Russian: {}", status.content());
    // a refusal is hers too
    let (_, refused) = table.command(&ann, "join", json!([])).await;
    assert!(cyrillic(refused.content()), "{}", refused.content());
    // Bob, who chose nothing, reads his client's language (English) in private
    let (_, his) = table.command(&bob, "status", json!([])).await;
    assert!(!cyrillic(his.content()), "{}", his.content());
    // back to her Discord language
    let back = settings(&table, &ann, json!([text("language", "auto")])).await;
    assert!(back.content().contains("Saved"), "{}", back.content());
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_reopens_the_table_with_its_bot_and_invites_each_person_once() {
    for db in TempDb::all("players-rematch").await {
        rematch_on(&db).await;
    }
}

async fn rematch_on(db: &TempDb) {
    const CHANNEL: u64 = 700_000_000_000_000_255;
    let fake = FakeDiscord::start().await;
    let bot = script::start_bot(&fake, db, |_| {}).await;
    let people = [Person::new(651, "Ann"), Person::new(652, "Bob"), Person::new(653, "Dee")];
    let (ann, bob, dee) = (people[0].clone(), people[1].clone(), people[2].clone());
    let table = Table { fake: &fake, channel: CHANNEL, people: people[..2].to_vec() };
    let store = db.store().await;
    // Ann and Bob, and an easy bot, on a Rattus table with options
    let (token, _) = table.command(&ann, "new", json!([text("game", "rattus")])).await;
    fake.followup(&token, |p| !p.ephemeral).await;
    let (token, _) = table.command(&bob, "join", json!([])).await;
    fake.followup(&token, |p| !p.ephemeral).await;
    let (token, _) =
        table.command(&ann, "bot", json!([{"name": "add", "type": 1, "options": [text("level", "easy")]}])).await;
    fake.followup(&token, |p| !p.ephemeral).await;
    let (token, _) = table.command(&ann, "language", json!([text("language", "pl")])).await;
    fake.followup(&token, |p| !p.ephemeral).await;
    let (token, _) = table.command(&ann, "start", json!([])).await;
    fake.followup(&token, |p| !p.ephemeral && !p.files.is_empty()).await;
    let first = store.latest_game(&CHANNEL.to_string()).await.unwrap().unwrap();

    // no rematch while it runs, nor for someone who did not play
    let (_, busy) = table.command(&bob, "rematch", json!([])).await;
    assert!(busy.content().contains("already"), "{}", busy.content());
    let (token, _) = table.command(&ann, "abandon", json!([text("confirm", "yes")])).await;
    fake.followup(&token, |p| !p.ephemeral).await;
    let (_, stranger) = table.command(&dee, "rematch", json!([])).await;
    // (told in Dee's own language, English, at a Polish table)
    assert!(stranger.ephemeral && stranger.content().contains("Only the players"), "{}", stranger.content());
    assert_eq!(store.latest_game(&CHANNEL.to_string()).await.unwrap().unwrap().id, first.id, "nothing changed");

    // Bob calls it: the same game, options and language, the bot seated, Ann invited once
    let (token, _) = table.command(&bob, "rematch", json!([])).await;
    let invite = fake.followup(&token, |p| !p.ephemeral).await;
    assert_eq!(invite.pings, [ann.id], "{}", invite.content());
    assert!(invite.content().contains("rewanż") && invite.content().contains("<@651>"), "{}", invite.content());
    let lobby = store.latest_game(&CHANNEL.to_string()).await.unwrap().unwrap();
    assert!(lobby.id != first.id && lobby.status == lazaretto::store::Status::Lobby);
    assert_eq!((lobby.kind, &lobby.options, lobby.language), (first.kind, &first.options, first.language));
    assert_eq!(lobby.creator_id, bob.id.to_string());
    let seats = store.seats(lobby.id).await.unwrap();
    let bots: Vec<_> = seats.iter().filter_map(|s| s.bot.clone()).collect();
    assert_eq!(bots, ["easy"], "{seats:?}");
    assert_eq!(seats.len(), 2);
    // one click: Ann joins; a second click is refused; Dee's click too once it started
    let join = invite.picks();
    assert_eq!(join.len(), 1);
    let token = fake.click(&ann, invite.message_id, &join[0]);
    fake.followup(&token, |p| !p.ephemeral && p.content().contains("Ann")).await;
    let token = fake.click(&ann, invite.message_id, &join[0]);
    assert!(!fake.answer(&token).await.content().is_empty());
    assert_eq!(store.seats(lobby.id).await.unwrap().len(), 3);
    // /start as usual
    let (token, _) = table.command(&bob, "start", json!([])).await;
    fake.followup(&token, |p| !p.ephemeral && !p.files.is_empty()).await;
    let running = store.latest_game(&CHANNEL.to_string()).await.unwrap().unwrap();
    assert_eq!((running.id, running.status), (lobby.id, lazaretto::store::Status::Active));
    let token = fake.click(&dee, invite.message_id, &join[0]);
    let late = fake.answer(&token).await;
    assert!(late.ephemeral && store.seats(lobby.id).await.unwrap().len() == 3, "{}", late.content());
    assert_eq!(fake.posts().iter().filter(|p| p.pings.contains(&ann.id) && p.content().contains("rewanż")).count(), 1);
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}
