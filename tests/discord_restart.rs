//! The real `lazaretto bot` process: killed mid-game and started again, an old button still
//! works and an outdated one is answered clearly. Without a token it exits and names the
//! variable; the token never appears in its log.

mod fake_discord;

use fake_discord::payload::Person;
use fake_discord::script::{BotProcess, Table, TempDb, Turn};
use fake_discord::{FakeDiscord, Via, TOKEN};
use serde_json::json;

const CHANNEL: u64 = 700_000_000_000_000_003;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_keep_working_after_the_bot_process_restarts() {
    for db in TempDb::all("restart").await {
        buttons_keep_working_after_the_bot_process_restarts_on(&db).await;
    }
}

async fn buttons_keep_working_after_the_bot_process_restarts_on(db: &TempDb) {
    let fake = FakeDiscord::start().await;
    let trace = [("RUST_LOG", "trace".to_string())];
    let mut bot = BotProcess::connected(&fake, db, &trace).await;
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
    let _bot = BotProcess::connected(&fake, db, &[]).await;
    let store = db.store().await;
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

/// The process is killed between a turn-ending commit and its post (the fake holds the post
/// back and never answers it); after a restart the turn post and the ping arrive, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_post_owed_at_a_crash_arrives_once_after_the_restart() {
    for db in TempDb::all("owed").await {
        owed_on(&db).await;
    }
}

async fn owed_on(db: &TempDb) {
    let channel = CHANNEL + 1;
    let fake = FakeDiscord::start().await;
    let quick = [("OUTBOX_LEASE_SECS", "1".to_string()), ("REMIND_CHECK_SECS", "1".to_string())];
    let mut bot = BotProcess::connected(&fake, db, &quick).await;
    let people = vec![Person::new(311, "Ann"), Person::new(312, "Bob"), Person::new(313, "Cid")];
    let table = Table { fake: &fake, channel, people };
    // the first decision is a setup placement, which hands the turn on (R-S10)
    let turn = table.open_rattus(3).await;
    let store = db.store().await;
    let before = store.latest_game(&channel.to_string()).await.unwrap().unwrap();
    fake.lock().hold_followups = true;
    let token = fake.click(&turn.person, turn.post.message_id, &turn.post.picks()[0]);
    fake.answer(&token).await;
    let after = store.latest_game(&channel.to_string()).await.unwrap().unwrap();
    assert_eq!(after.version, before.version + 1, "the move is stored");
    assert_ne!(after.turn_user_id, before.turn_user_id, "the turn passed");
    fake.wait("the turn post to be sent (and held)", 20, |s| (s.held >= 1).then_some(())).await;
    bot.kill();
    assert_eq!(store.owed_notices().await.unwrap(), 1, "{}: the post is owed", db.label());
    fake.lock().hold_followups = false;
    let restarted = std::time::Instant::now();
    let _bot = BotProcess::connected(&fake, db, &quick).await;
    let next = after.turn_user_id.clone().unwrap().parse::<u64>().unwrap();
    let owed = |s: &fake_discord::State| -> Vec<fake_discord::Post> {
        s.posts.iter().filter(|p| p.at > restarted && !p.ephemeral && p.pings == [next]).cloned().collect()
    };
    let post = fake.wait("the owed turn post", 20, |s| owed(s).into_iter().next()).await;
    assert!(post.files.len() == 1 && !post.picks().is_empty(), "the board and the next player's choices");
    assert!(post.content().contains(&format!("<@{next}>")), "{}", post.content());
    // its buttons work
    assert!(post.picks().iter().all(|p| p.0.contains(&format!(":{}:", after.version)) || p.1.is_some()));
    tokio::time::sleep(std::time::Duration::from_secs(3)).await;
    assert_eq!(owed(&fake.lock()).len(), 1, "{}: exactly once", db.label());
    assert_eq!(store.owed_notices().await.unwrap(), 0);
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
}

/// Three bot processes (shards 0, 1 and 2 of 3) on one database with 100 reminders due: each
/// is sent exactly once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_processes_send_each_of_100_due_reminders_once() {
    for db in TempDb::all("shards").await {
        shards_on(&db).await;
    }
}

async fn shards_on(db: &TempDb) {
    use lazaretto::table::{Ctx, Request, StartOptions, User};
    let mut tables = db.tables().await;
    tables.images = false;
    let base = 760_000_000_000_000_000u64;
    for g in 0..100u64 {
        let channel = (base + g).to_string();
        let who = |u: u64| Ctx {
            channel: channel.clone(),
            user: User::new((900 + u).to_string(), format!("p{u}")),
            admin: false,
        };
        tables.handle(&who(0), Request::New { kind: "rattus".into(), options: vec![] }).await.unwrap();
        tables.handle(&who(1), Request::Join).await.unwrap();
        tables.start(&who(0), StartOptions { seed: Some(g), ..Default::default() }).await.unwrap();
    }
    // every reminder due a second ago, the next one a day later
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() as i64;
    for id in tables.store.game_ids().await.unwrap() {
        tables.store.set_reminders(id, 86_400, None, false, Some(now - 1)).await.unwrap();
    }
    let fake = FakeDiscord::start().await;
    let env = |shard: u32| {
        vec![
            ("DISCORD_TOKEN", TOKEN.to_string()),
            ("DISCORD_PROXY", fake.proxy()),
            ("DEV_GUILD_ID", fake_discord::GUILD_ID.to_string()),
            ("DATABASE_URL", db.url.clone()),
            ("REMIND_CHECK_SECS", "1".to_string()),
            ("SHARDS", "3".to_string()),
            ("SHARD_RANGE", shard.to_string()),
        ]
    };
    let bots: Vec<BotProcess> = (0..3).map(|s| BotProcess::spawn(db, &env(s))).collect();
    fake.wait("three shards to connect", 30, |s| (s.shards.len() >= 3).then_some(())).await;
    let mut shards = fake.lock().shards.clone();
    shards.sort();
    assert_eq!(shards, [(0, 3), (1, 3), (2, 3)]);
    let reminders = |s: &fake_discord::State| s.posts.iter().filter(|p| p.via == fake_discord::Via::Channel).count();
    fake.wait("100 reminders", 60, |s| (reminders(s) >= 100).then_some(())).await;
    // three more rounds of every process looking for due work
    tokio::time::sleep(std::time::Duration::from_secs(3)).await;
    let posts: Vec<fake_discord::Post> =
        fake.posts().into_iter().filter(|p| p.via == fake_discord::Via::Channel).collect();
    let mut channels: Vec<u64> = posts.iter().map(|p| p.channel).collect();
    channels.sort();
    channels.dedup();
    assert_eq!((posts.len(), channels.len()), (100, 100), "{}: each reminder exactly once", db.label());
    assert!(posts.iter().all(|p| p.pings.len() == 1 && p.content().contains("reminder")));
    // only the process of shard 0 registered the commands
    let registered = fake.calls().iter().filter(|c| c.method == "PUT" && c.path.ends_with("/commands")).count();
    assert_eq!(registered, 1);
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    drop(bots);
}

/// Ctrl-C stops the bot even while Discord's gateway cannot be reached.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigint_stops_the_bot_while_the_gateway_is_unreachable() {
    let fake = FakeDiscord::start().await;
    // a gateway address where nothing listens
    let dead = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = dead.local_addr().unwrap().port();
    drop(dead);
    fake.lock().gateway_url = Some(format!("ws://127.0.0.1:{port}"));
    let db = TempDb::new("sigint");
    let env = [("DISCORD_TOKEN", TOKEN.to_string()), ("DISCORD_PROXY", fake.proxy()), ("DATABASE_URL", db.url.clone())];
    let mut p = BotProcess::spawn(&db, &env);
    fake.wait("the bot to ask for the gateway", 20, |s| {
        s.calls.iter().any(|c| c.path.starts_with("gateway")).then_some(())
    })
    .await;
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    assert!(p.child.try_wait().unwrap().is_none(), "still trying to connect");
    interrupt(&mut p).await;
}

/// An empty, unknown or read-only database is refused at start with a clear message.
#[test]
fn unusable_databases_stop_the_bot_at_start() {
    let db = TempDb::new("badurl");
    // a database that exists, to be opened read-only
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async { drop(db.store().await) });
    for (url, expected) in [
        (String::new(), "DATABASE_URL is empty"),
        ("mysql://root@127.0.0.1/games".to_string(), "unknown database"),
        (format!("{}?mode=ro", db.url), "does not take writes"),
    ] {
        let mut p = BotProcess::spawn(&db, &[("DISCORD_TOKEN", TOKEN.to_string()), ("DATABASE_URL", url.clone())]);
        let status = p.child.wait().unwrap();
        std::thread::sleep(std::time::Duration::from_millis(100));
        assert!(!status.success(), "{url:?} accepted");
        assert!(p.log().contains(expected), "{url:?}: {}", p.log());
    }
}

const BOT_CHANNEL: u64 = 700_000_000_000_000_013;

/// The process stops while a bot is to act (its pause not yet over); started again, it plays
/// the bot's turn at once, through the log like any move, and posts it with the board and the
/// ping of the person now to act.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_to_act_when_the_process_stopped_plays_on_start() {
    for db in TempDb::all("restart-bot").await {
        a_bot_to_act_when_the_process_stopped_plays_on_start_on(&db).await;
    }
}

async fn a_bot_to_act_when_the_process_stopped_plays_on_start_on(db: &TempDb) {
    let fake = FakeDiscord::start().await;
    let env = [("BOT_DELAY_SECS", "2".to_string()), ("OUTBOX_LEASE_SECS", "1".to_string())];
    let mut bot = BotProcess::connected(&fake, db, &env).await;
    let ann = Person::new(311, "Ann");
    let table = Table { fake: &fake, channel: BOT_CHANNEL, people: vec![ann.clone()] };
    let (token, _) = table.command(&ann, "new", json!([{"name": "game", "type": 3, "value": "rattus"}])).await;
    fake.followup(&token, |p| p.content().contains("opened a table")).await;
    let add = json!([{"name": "add", "type": 1, "options": [{"name": "level", "type": 3, "value": "easy"}]}]);
    let (token, _) = table.command(&ann, "bot", add).await;
    fake.followup(&token, |p| p.content().contains("Bot 1 (easy) joins")).await;
    let (token, _) = table.command(&ann, "start", json!([])).await;
    let started = fake.followup(&token, |p| p.content().contains("game begins")).await;
    let store = db.store().await;
    let channel = BOT_CHANNEL.to_string();
    if started.pings == vec![ann.id] {
        // Ann places first; her move hands the turn to the bot
        let first = started.picks()[0].clone();
        let (_, answer) = table.click(&Turn { person: ann.clone(), post: started }, &first).await;
        assert!(answer.picks().is_empty(), "{}", answer.content());
    }
    let row = store.latest_game(&channel).await.unwrap().unwrap();
    bot.kill();
    assert_eq!(row.turn_user_id.as_deref(), Some("bot:1"), "the bot is to act");
    let posts_before = fake.posts().len();
    // its pause is over by the time the process is back
    tokio::time::sleep(std::time::Duration::from_millis(2500)).await;
    assert_eq!(store.latest_game(&channel).await.unwrap().unwrap().version, row.version, "nobody played meanwhile");

    let _bot = BotProcess::connected(&fake, db, &env).await;
    let post = fake
        .wait("the bot's turn post after the restart", 60, |st| {
            st.posts[posts_before..]
                .iter()
                .find(|p| p.channel == BOT_CHANNEL && p.via == Via::Channel && p.pings == vec![ann.id])
                .cloned()
        })
        .await;
    assert!(!post.picks().is_empty() && post.files.len() == 1, "{}", post.content());
    let after = store.latest_game(&channel).await.unwrap().unwrap();
    assert!(after.version > row.version);
    assert_eq!(after.turn_user_id.as_deref(), Some("311"));
    let log = store.actions(after.id).await.unwrap();
    assert!(log.iter().any(|a| a.user_id == "bot:1"), "the bot's move is in the log");
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
}

const SHARD_CHANNELS: [u64; 2] = [700_000_000_000_000_021, 700_000_000_000_000_022];

/// Two `lazaretto bot` processes on one PostgreSQL database, `SHARDS=2` with `SHARD_RANGE=0-0`
/// and `1-1`, each reaching the fake through a REST door of its own; a channel in a guild of
/// each shard (Discord sends a guild's events to shard `(guild_id >> 22) % 2`). Returns the
/// processes and the channel of each shard.
async fn two_shards(fake: &FakeDiscord, db: &TempDb, extra: &[(&str, String)]) -> (Vec<BotProcess>, [u64; 2]) {
    let mut bots = Vec::new();
    for shard in 0..2u64 {
        let proxy = if shard == 0 { fake.proxy() } else { fake.door(1).await };
        let mut env = vec![
            ("DISCORD_TOKEN", TOKEN.to_string()),
            ("DISCORD_PROXY", proxy),
            ("DEV_GUILD_ID", fake_discord::GUILD_ID.to_string()),
            ("DATABASE_URL", db.url.clone()),
            ("SHARDS", "2".to_string()),
            ("SHARD_RANGE", format!("{shard}-{shard}")),
        ];
        env.extend(extra.iter().cloned());
        bots.push(BotProcess::spawn(db, &env));
    }
    fake.wait("two shards to connect and the commands to be registered", 30, |s| {
        let registered = s.calls.iter().any(|c| c.method == "PUT" && c.path.ends_with("/commands"));
        (s.sessions.len() == 2 && registered).then_some(())
    })
    .await;
    // the test guild is on one shard, a guild one step further on the other
    let home = fake_discord::State::shard_of(fake_discord::GUILD_ID, 2);
    let mut channels = [0; 2];
    channels[home as usize] = SHARD_CHANNELS[0];
    channels[1 - home as usize] = SHARD_CHANNELS[1];
    fake.lock().guilds.insert(SHARD_CHANNELS[1], fake_discord::GUILD_ID + (1 << 22));
    (bots, channels)
}

/// Sends SIGINT and waits (15 s at most) for a clean exit.
async fn interrupt(p: &mut BotProcess) {
    let sent = std::process::Command::new("kill").args(["-INT", &p.child.id().to_string()]).status().unwrap();
    assert!(sent.success());
    let end = std::time::Instant::now() + std::time::Duration::from_secs(15);
    let status = loop {
        if let Some(s) = p.child.try_wait().unwrap() {
            break s;
        }
        assert!(std::time::Instant::now() < end, "the bot did not stop on SIGINT: {}", p.log());
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    assert!(status.success(), "a clean stop: {status:?} {}", p.log());
}

/// Each process runs exactly the shard its `SHARD_RANGE` names (`0-0` is shard 0 alone): every
/// interaction is answered once, by the process of its guild's shard, and both stop on SIGINT.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_answer_each_interaction_once_by_the_process_of_its_shard() {
    let Some(db) = TempDb::postgres("two-shards").await else { return };
    let fake = FakeDiscord::start().await;
    let started = std::time::Instant::now();
    let (mut bots, channels) = two_shards(&fake, &db, &[]).await;
    for (shard, &channel) in channels.iter().enumerate() {
        let base = 400 + 10 * shard as u64;
        let people = vec![Person::new(base + 1, "Ann"), Person::new(base + 2, "Bob"), Person::new(base + 3, "Cid")];
        let table = Table { fake: &fake, channel, people };
        let mut turn = table.open_rattus(3).await;
        for _ in 0..3 {
            let (token, answer) = table.click(&turn, &turn.post.picks()[0]).await;
            turn = table.after(&token, &answer).await.expect("the game goes on");
        }
    }
    fake.settle().await;
    // serenity boots a process's shards 5 s apart: by 7 s every shard either process would run
    // has identified (and a second later nothing more was answered, by either process)
    let boots = started + std::time::Duration::from_secs(7);
    tokio::time::sleep_until(boots.max(std::time::Instant::now() + std::time::Duration::from_secs(1)).into()).await;
    {
        let st = fake.lock();
        let mut shards = st.shards.clone();
        shards.sort();
        assert_eq!(shards, [(0, 2), (1, 2)], "each process identified as its own shard only");
        let sent: Vec<_> = st.sent.values().cloned().collect();
        assert!(sent.len() >= 2 * 6, "{} interactions", sent.len());
        for s in &sent {
            assert!(s.callback.is_some(), "interaction {} in channel {} is answered", s.id, s.channel);
            let shard = channels.iter().position(|&c| c == s.channel).unwrap();
            assert_eq!(st.answered_at.get(&s.token), Some(&shard), "answered by the process of shard {shard}");
            let callbacks =
                st.calls.iter().filter(|c| c.path.contains(&s.token) && c.path.ends_with("callback")).count();
            assert_eq!(callbacks, 1, "interaction {} answered once", s.id);
        }
        assert!(st.problems.is_empty(), "{:#?}", st.problems);
    }
    for bot in &mut bots {
        interrupt(bot).await;
    }
}

/// A turn post whose follow-up Discord answers only after the claim's lease (3 s) ran out is
/// still posted once, with one ping: its process renews the claim while posting, so neither the
/// other process nor itself posts it again in the channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_post_slower_than_the_lease_is_posted_once_by_two_processes() {
    let Some(db) = TempDb::postgres("slow-post").await else { return };
    let fake = FakeDiscord::start().await;
    let quick = [("OUTBOX_LEASE_SECS", "3".to_string()), ("REMIND_CHECK_SECS", "1".to_string())];
    let (_bots, channels) = two_shards(&fake, &db, &quick).await;
    for &channel in &channels {
        let people = vec![Person::new(511, "Ann"), Person::new(512, "Bob"), Person::new(513, "Cid")];
        let table = Table { fake: &fake, channel, people };
        // the first decision is a setup placement, which hands the turn on (R-S10)
        let turn = table.open_rattus(3).await;
        fake.lock().followup_delay = Some(std::time::Duration::from_secs(5));
        let clicked = std::time::Instant::now();
        let (token, answer) = table.click(&turn, &turn.post.picks()[0]).await;
        let next = table.after(&token, &answer).await.expect("the game goes on");
        assert_ne!(next.person.id, turn.person.id);
        assert!(fake_discord::script::ms(clicked, next.post.at) > 5000.0, "the follow-up was slow");
        fake.lock().followup_delay = None;
        // three more rounds of both processes looking for owed posts
        tokio::time::sleep(std::time::Duration::from_secs(3)).await;
        let posts: Vec<_> = fake
            .posts()
            .into_iter()
            .filter(|p| p.channel == channel && p.at > clicked && !p.ephemeral && !p.pings.is_empty())
            .collect();
        assert_eq!(
            posts.len(),
            1,
            "one turn post: {:?}",
            posts.iter().map(|p| (p.via, p.content())).collect::<Vec<_>>()
        );
        assert_eq!(posts[0].pings, [next.person.id], "one ping");
        assert_eq!(db.store().await.owed_notices().await.unwrap(), 0);
    }
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
}
