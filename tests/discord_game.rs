//! A complete Rattus game through the real serenity/poise client against the fake Discord:
//! created, joined by 3 users, started and played to the end with slash commands and clicks.
//! Every turn post carries a PNG, every change of the player to act pings exactly once, no public
//! message or attachment name gives away a face-down token, and `/peek` shows the Witch's player
//! what they saw.

mod fake_discord;

use fake_discord::payload::Person;
use fake_discord::script::{self, is_public, pick, Table, TempDb};
use fake_discord::{FakeDiscord, Post, Via};
use lazaretto::games::GameRng;
use serde_json::json;

const CHANNEL: u64 = 700_000_000_000_000_001;

fn is_png(bytes: &[u8]) -> bool {
    bytes.starts_with(b"\x89PNG\r\n\x1a\n")
}

/// `rattus-<game>-v<version>-board.png`: the name says nothing about the position.
fn neutral_name(name: &str) -> bool {
    let Some(rest) = name.strip_prefix("rattus-").and_then(|r| r.strip_suffix("-board.png")) else { return false };
    let mut parts = rest.split("-v");
    let ok = |p: Option<&str>| p.is_some_and(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()));
    ok(parts.next()) && ok(parts.next()) && parts.next().is_none()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_complete_rattus_game_by_slash_commands_and_buttons() {
    for db in TempDb::all("game").await {
        a_complete_rattus_game_by_slash_commands_and_buttons_on(&db).await;
    }
}

async fn a_complete_rattus_game_by_slash_commands_and_buttons_on(db: &TempDb) {
    let fake = FakeDiscord::start().await;
    let bot = script::start_bot(&fake, db, |_| {}).await;
    let names = fake.command_names();
    for c in ["new", "join", "leave", "start", "play", "undo", "board", "status", "log", "peek", "remind", "abandon"] {
        assert!(names.iter().any(|n| n == c), "/{c} is registered: {names:?}");
    }
    for c in ["kick", "replace", "help", "language", "export", "web"] {
        assert!(names.iter().any(|n| n == c), "/{c} is registered");
    }
    registered_commands_are_described_and_localized(&fake.commands());
    assert_eq!(fake.lock().intents, vec![1], "the GUILDS intent only, nothing privileged");

    let people = vec![Person::new(101, "Ann"), Person::new(102, "Bob"), Person::new(103, "Cid")];
    let table = Table { fake: &fake, channel: CHANNEL, people: people.clone() };
    let store = db.store().await;
    let version = |store: lazaretto::store::Store| async move {
        store.latest_game(&CHANNEL.to_string()).await.unwrap().map(|g| g.version).unwrap_or(-1)
    };

    let mut turn = table.open_rattus(3).await;
    let mut rng = GameRng::new(2024);
    let (mut changes, mut steps, mut commands) = (1, 0, 0);
    let mut witch: Option<Person> = None;
    loop {
        steps += 1;
        assert!(steps < 3000, "the game ends");
        let before = version(store.clone()).await;
        let p = pick(&turn.post.picks(), &mut rng);
        let choice = Post::choice_of(&p).unwrap();
        let (token, answer) = if steps % 5 == 0 {
            commands += 1;
            let (token, answer, listed) = table.play_command(&turn.person, &choice).await;
            // the take-back button is not a game action: `/undo` is its command
            let mut offered: Vec<String> = turn.post.choices().into_iter().filter(|c| c != "undo").collect();
            if offered.len() <= 25 {
                let (mut a, b) = (listed.clone(), &mut offered);
                a.sort();
                b.sort();
                assert_eq!(&a, b, "autocomplete lists exactly the legal choices");
            }
            (token, answer)
        } else {
            table.click(&turn, &p).await
        };
        assert!(answer.ephemeral, "the acting player's answer is private");
        if steps == 60 {
            // the running game's record: only to the one who asked, without seed or result
            let (_, export) = table.command(&people[2], "export", json!([])).await;
            let record = exported(&export);
            assert!(export.content().contains("so far"), "{}", export.content());
            assert!(record.seed.is_none() && record.result.is_none() && !record.complete());
            assert_eq!(record.seats.len(), 3);
        }
        assert_eq!(version(store.clone()).await, before + 1, "{choice} was accepted: {}", answer.content());
        if answer.content().contains("You saw:") {
            witch = Some(turn.person.clone());
        }
        match table.after(&token, &answer).await {
            None => break,
            Some(next) => {
                changes += (next.person.id != turn.person.id) as usize;
                turn = next;
            }
        }
    }
    fake.settle().await;
    let posts = fake.posts();
    if std::env::var("DUMP").is_ok() {
        for p in posts.iter().take(40) {
            eprintln!(
                "{:?} eph={} pings={:?} files={:?} picks={:?}\n   {}",
                p.via,
                p.ephemeral,
                p.pings,
                p.files.iter().map(|f| &f.0).collect::<Vec<_>>(),
                p.picks().iter().map(|x| x.0.clone() + "=" + &x.1.clone().unwrap_or_default()).collect::<Vec<_>>(),
                p.content().replace('\n', "\n   ")
            );
        }
        for c in fake.calls().iter().take(12) {
            eprintln!("{} {} {}", c.method, c.path, c.body.to_string().chars().take(300).collect::<String>());
        }
    }

    // every change of the player to act pinged exactly once, in a new public turn post with a PNG
    let pinging: Vec<&Post> = posts.iter().filter(|p| !p.pings.is_empty()).collect();
    assert_eq!(pinging.len(), changes, "one ping per change of the player to act");
    for p in &pinging {
        assert_eq!(p.pings.len(), 1);
        assert!(matches!(p.via, Via::Followup) && !p.ephemeral);
        assert!(p.files.len() == 1 && is_png(&p.files[0].1), "a turn post carries the board: {}", p.content());
        assert!(!p.picks().is_empty(), "and the next player's choices");
    }
    for p in &posts {
        let am = p.allowed_mentions.as_ref().expect("every message limits its mentions");
        assert_eq!(am["parse"], json!([]), "no @everyone, roles or free user mentions");
        if p.via == Via::Edit {
            assert!(am["users"].as_array().is_none_or(|u| u.is_empty()), "edits never ping");
        }
    }
    let last = posts.iter().rev().find(|p| is_public(p)).unwrap();
    // a long final turn is split over several messages; the last carries the board
    let told: Vec<&str> = posts.iter().rev().filter(|p| is_public(p)).take(3).map(|p| p.content()).collect();
    assert!(told.iter().any(|c| c.contains("wins with")), "{told:?}");
    assert!(last.files.len() == 1 && is_png(&last.files[0].1) && last.picks().is_empty());
    let row = store.latest_game(&CHANNEL.to_string()).await.unwrap().unwrap();
    assert_eq!((row.status, row.remind_at), (lazaretto::store::Status::Finished, None));
    assert!(commands > 5, "some moves were made with /play");

    // hidden information: no face-down token in public, the Witch's look only to its player
    let witch = witch.expect("the Witch was used");
    let mut faces = 0;
    for p in posts.iter().filter(|p| is_public(p)) {
        for line in p.content().lines() {
            assert!(!line.contains("You saw") && !line.contains("you saw"), "a private look in public: {line}");
            if line.contains("threshold") {
                assert!(line.contains(": revealed threshold"), "a token face in public: {line}");
                faces += 1;
            }
        }
        for (name, _) in &p.files {
            assert!(neutral_name(name), "attachment name {name}");
        }
    }
    assert!(faces > 0, "revealed tokens are announced");
    let (_, peek) = table.command(&witch, "peek", json!([])).await;
    assert!(peek.ephemeral && peek.content().contains("you saw"), "{}", peek.content());
    let stranger = Person::new(199, "Eve");
    let (_, peek) = table.command(&stranger, "peek", json!([])).await;
    assert!(peek.ephemeral && peek.content().contains("not playing"), "{}", peek.content());

    // /web: the table's link for anyone, and the witch's own view for her only (issue 23)
    let (_, web) = table.command(&witch, "web", json!([])).await;
    let links: Vec<&str> = web.content().lines().filter(|l| l.starts_with("http://127.0.0.1:8080/g/")).collect();
    assert!(web.ephemeral && links.len() == 2 && links[1].contains("/p/"), "{}", web.content());
    let (_, web) = table.command(&stranger, "web", json!([])).await;
    assert!(web.ephemeral && web.content().contains(links[0]) && !web.content().contains("/p/"), "{}", web.content());
    let lobby_post = posts.iter().find(|p| p.content().contains(links[0]));
    assert!(lobby_post.is_some(), "the lobby and final posts carry the table's link");

    // reading commands answer privately; the board comes as an image
    let (_, board) = table.command(&people[0], "board", json!([])).await;
    assert!(board.ephemeral && board.files.len() == 1 && is_png(&board.files[0].1));
    let (_, log) = table.command(&people[1], "log", json!([{"name": "count", "type": 4, "value": 5}])).await;
    assert!(log.ephemeral && log.content().lines().count() >= 5, "{}", log.content());
    // the finished game's record is complete, and imports elsewhere to the same result
    let (_, export) = table.command(&people[1], "export", json!([])).await;
    let record = exported(&export);
    assert!(record.complete() && export.content().contains("It is complete"), "{}", export.content());
    let copy = lazaretto::table::Tables::new(
        lazaretto::store::Store::memory().await.unwrap(),
        lazaretto::table::system_clock(),
    );
    let text = String::from_utf8(export.files[0].1.clone()).unwrap();
    let done = copy.import("copy", &text, None).await.unwrap();
    assert_eq!(copy.export(done.game_id).await.unwrap(), record, "export → import → export");
    let (_, status) = table.command(&people[2], "status", json!([])).await;
    assert!(status.ephemeral && status.content().contains("game #"), "{}", status.content());

    let (defer, image) = script::latencies(&fake);
    let ((d50, d99), (i50, i99)) = (script::median_p99(defer.clone()), script::median_p99(image.clone()));
    eprintln!(
        "{steps} moves, {changes} turn changes; deferral median {d50:.1} ms p99 {d99:.1} ms ({} interactions); \
         follow-up with image median {i50:.1} ms p99 {i99:.1} ms ({} posts)",
        defer.len(),
        image.len()
    );
    assert!(d99 < 3000.0, "every deferral within Discord's 3 seconds");
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}

/// The record `/export` attached: an answer only the asker sees, one JSON file.
fn exported(answer: &Post) -> lazaretto::record::Record {
    assert!(answer.ephemeral && answer.files.len() == 1, "{}", answer.content());
    let (name, bytes) = &answer.files[0];
    assert!(name.starts_with("rattus-") && name.ends_with(".lazaretto.json"), "{name}");
    lazaretto::record::Record::read(std::str::from_utf8(bytes).unwrap()).unwrap()
}

const BOTS_CHANNEL: u64 = 700_000_000_000_000_011;

/// `/bot add` with a level, as Discord sends a subcommand.
fn bot_add(level: &str) -> serde_json::Value {
    json!([{"name": "add", "type": 1, "options": [{"name": "level", "type": 3, "value": level}]}])
}

/// The first public post from `from` on that pings `who` with choices, or tells the winner.
async fn turn_or_end(fake: &FakeDiscord, who: &Person, from: usize) -> (usize, Post) {
    fake.wait("the person's turn or the end", 120, |st| {
        let found = st.posts.iter().enumerate().skip(from).find(|(_, p)| {
            is_public(p) && ((p.pings.contains(&who.id) && !p.picks().is_empty()) || p.content().contains("wins with"))
        });
        found.map(|(i, p)| (i, p.clone()))
    })
    .await
}

/// One person and two bots play Rattus to the end: each bot's turn is played in the background
/// and posted in the channel like a person's (the board, the turn in words); the person is
/// pinged once whenever the turn comes back to them; the bots are never pinged or reminded.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rattus_game_of_one_person_and_two_bots() {
    for db in TempDb::all("bots").await {
        a_rattus_game_of_one_person_and_two_bots_on(&db).await;
    }
}

async fn a_rattus_game_of_one_person_and_two_bots_on(db: &TempDb) {
    let fake = FakeDiscord::start().await;
    let bot = script::start_bot(&fake, db, |_| {}).await;
    assert!(fake.command_names().iter().any(|n| n == "bot"), "/bot is registered");
    let ann = Person::new(111, "Ann");
    let table = Table { fake: &fake, channel: BOTS_CHANNEL, people: vec![ann.clone()] };
    let (token, _) = table.command(&ann, "new", json!([{"name": "game", "type": 3, "value": "rattus"}])).await;
    fake.followup(&token, |p| p.content().contains("opened a table")).await;
    for level in ["easy", "random"] {
        let (token, _) = table.command(&ann, "bot", bot_add(level)).await;
        let post = fake.followup(&token, |p| p.content().contains("joins the table")).await;
        assert!(post.content().contains(&format!("({level}) joins")), "the seat says it is a bot: {}", post.content());
    }
    // a level that does not exist is refused and seats nobody
    let (_, refused) = table.command(&ann, "bot", bot_add("godlike")).await;
    assert!(refused.ephemeral && refused.content().contains("no bot level"), "{}", refused.content());
    let store = db.store().await;
    let game = store.latest_game(&BOTS_CHANNEL.to_string()).await.unwrap().unwrap();
    let seats = store.seats(game.id).await.unwrap();
    let levels: Vec<Option<&str>> = seats.iter().map(|s| s.bot.as_deref()).collect();
    assert_eq!(levels, [None, Some("easy"), Some("random")]);

    let (token, _) = table.command(&ann, "start", json!([])).await;
    fake.followup(&token, |p| p.content().contains("game begins")).await;
    let mut rng = GameRng::new(11);
    let (mut from, mut turns, mut moves) = (0, 0, 0);
    loop {
        let (i, post) = turn_or_end(&fake, &ann, from).await;
        from = i + 1;
        if post.picks().is_empty() {
            break;
        }
        turns += 1;
        assert!(turns < 200, "the game ends");
        let mut turn = script::Turn { person: ann.clone(), post };
        loop {
            let (_, answer) = table.click(&turn, &pick(&turn.post.picks(), &mut rng)).await;
            assert!(answer.ephemeral && !answer.content().contains("earlier position"), "{}", answer.content());
            moves += 1;
            if answer.picks().is_empty() {
                break;
            }
            turn = script::Turn { person: ann.clone(), post: answer };
        }
    }
    fake.settle().await;
    let row = store.latest_game(&BOTS_CHANNEL.to_string()).await.unwrap().unwrap();
    assert_eq!((row.status, row.remind_at), (lazaretto::store::Status::Finished, None));
    // the bots played through the log like anyone
    let log = store.actions(row.id).await.unwrap();
    for b in ["bot:1", "bot:2"] {
        assert!(log.iter().filter(|a| a.user_id == b).count() > 3, "{b} played");
    }
    let posts: Vec<Post> = fake.posts().into_iter().filter(|p| p.channel == BOTS_CHANNEL).collect();
    // only the person is ever pinged, and only in a post that gives her the choices
    for p in posts.iter().filter(|p| !p.pings.is_empty()) {
        assert_eq!(p.pings, vec![ann.id]);
        assert!(!p.picks().is_empty());
        assert!(!p.content().contains("reminder"), "nobody was reminded: {}", p.content());
    }
    assert!(posts.iter().filter(|p| !p.pings.is_empty()).count() >= turns.min(2));
    // the bots' turns are posted in the channel with the board, like any player's
    let bot_posts: Vec<&Post> = posts.iter().filter(|p| p.via == Via::Channel && !p.files.is_empty()).collect();
    assert!(bot_posts.len() > 5, "{} bot turn posts", bot_posts.len());
    assert!(bot_posts.iter().all(|p| p.files.len() == 1 && is_png(&p.files[0].1)));
    assert!(posts.iter().any(|p| p.content().contains("wins with")));
    eprintln!("{}: {moves} moves by Ann in {turns} turns, {} bot turn posts", db.label(), bot_posts.len());
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}

/// Every registered command and option carries its catalogue description (Discord: 1–100
/// characters), and for every translation present (de, ru, pl, cs) a localized name and
/// description.
fn registered_commands_are_described_and_localized(commands: &[serde_json::Value]) {
    use lazaretto::i18n::{self, Lang};
    let translations: Vec<Lang> = i18n::present().into_iter().filter(|l| *l != Lang::En).collect();
    let described =
        |v: &serde_json::Value| v["description"].as_str().is_some_and(|d| (1..=100).contains(&d.chars().count()));
    for c in commands {
        let name = c["name"].as_str().unwrap();
        assert!(described(c), "/{name}: {c}");
        let want = i18n::t(&lazaretto::games::Msg::new(format!("command.{name}.description")));
        assert_eq!(c["description"].as_str(), Some(want.as_str()), "/{name} is described by the catalogue");
        let options = c["options"].as_array().cloned().unwrap_or_default();
        for o in &options {
            assert!(described(o), "/{name} {o}");
        }
        for lang in &translations {
            for (what, v) in std::iter::once(("command", c)).chain(options.iter().map(|o| ("option", o))) {
                assert!(v["name_localizations"][lang.name()].is_string(), "{what} {v} has a {lang} name");
                assert!(v["description_localizations"][lang.name()].is_string(), "{what} {v} has a {lang} description");
            }
        }
    }
}
