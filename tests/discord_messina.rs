//! Messina 1347 through the real serenity/poise client against the fake Discord: refused `/new`
//! options, a 3-player game created with `/new game:messina players:3`, joined, started, and its
//! whole first round played through the acting player's panel (buttons and select menus). Every
//! turn-passing public post carries the city, the scoring panel and the next player's estate as
//! PNGs and pings exactly once per change of the player to act; the steps within a turn stay in
//! the player's ephemeral panel, whose take-back button undoes a step. `/estate` answers
//! privately with a PNG.

mod fake_discord;

use fake_discord::payload::{user_option, Person};
use fake_discord::script::{self, is_public, Table, TempDb, Turn};
use fake_discord::{FakeDiscord, Post, Via};
use serde_json::{json, Value};
use std::time::Instant;

const CHANNEL: u64 = 700_000_000_000_000_021;
const MESSINA: &str = "messina";

fn is_png(bytes: &[u8]) -> bool {
    bytes.starts_with(b"\x89PNG\r\n\x1a\n")
}

/// The pick that makes a turn progress: `end` when offered, else the first offered choice
/// (never an undo).
fn progress(turn: &Turn) -> (String, Option<String>) {
    let picks = turn.post.picks();
    let choice = |p: &(String, Option<String>)| Post::choice_of(p).unwrap_or_default();
    if let Some(end) = picks.iter().find(|p| choice(p) == "end") {
        return end.clone();
    }
    picks.iter().find(|p| !choice(p).is_empty() && choice(p) != "undo").cloned().expect("a choice is offered")
}

/// The stored game state of the channel's latest game.
async fn state(store: &lazaretto::store::Store) -> (i64, Value) {
    let row = store.latest_game(&CHANNEL.to_string()).await.unwrap().expect("a game");
    let state = row.state.as_deref().map(|s| serde_json::from_str(s).unwrap()).unwrap_or(Value::Null);
    (row.version, state)
}

/// At most 5 rows, 5 buttons a row, 25 options a menu.
fn within_limits(post: &Post) {
    let rows = &post.message.components;
    assert!(rows.len() <= 5, "{} rows", rows.len());
    for row in rows {
        assert!(!row.components.is_empty() && row.components.len() <= 5);
        for c in &row.components {
            if let poise::serenity_prelude::ActionRowComponent::SelectMenu(m) = c {
                assert!(!m.options.is_empty() && m.options.len() <= 25);
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_messina_round_through_the_panel() {
    for db in TempDb::all("messina").await {
        a_messina_round_through_the_panel_on(&db).await;
    }
}

async fn a_messina_round_through_the_panel_on(db: &TempDb) {
    let started = Instant::now();
    let fake = FakeDiscord::start().await;
    let bot = script::start_bot(&fake, db, |_| {}).await;
    assert!(fake.command_names().iter().any(|n| n == "estate"), "/estate is registered");
    let people = vec![Person::new(201, "Ann"), Person::new(202, "Bob"), Person::new(203, "Cid")];
    let table = Table { fake: &fake, channel: CHANNEL, people: people.clone() };
    let store = db.store().await;

    // bad options: a clear private answer, and no table
    let game = json!({"name": "game", "type": 3, "value": MESSINA});
    for (options, expected) in [
        (json!([game, {"name": "players", "type": 4, "value": 7}]), "1 to 4 players"),
        // each game reads its own options: a bad one is refused, never replaced by a default
        (json!([game, {"name": "options", "type": 3, "value": "variant=weird"}]), "Unknown option \"variant=weird\""),
        (json!([game, {"name": "options", "type": 3, "value": "solo players=3"}]), "contradicts"),
        (json!([{"name": "game", "type": 3, "value": "chess"}]), "no game called \"chess\""),
        // a client with an older registration sends the game as the index of a choice
        (json!([{"name": "game", "type": 4, "value": 1}]), "could not read the command's options"),
    ] {
        let (t, answer) = table.command(&people[0], "new", options).await;
        assert!(answer.ephemeral && answer.content().contains(expected), "{}", answer.content());
        fake.settle().await;
        assert!(fake.posts_for(&t).iter().all(|p| !is_public(p)), "nothing public for a refused /new");
    }
    assert!(store.latest_game(&CHANNEL.to_string()).await.unwrap().is_none(), "no table was opened");
    let (_, answer) = table.command(&people[0], "estate", json!([])).await;
    assert!(answer.ephemeral && answer.content().contains("no game"), "{}", answer.content());

    // /new game:messina players:3, two /join, /start
    let mut turn = table.open(MESSINA, 3, json!([{"name": "players", "type": 4, "value": 3}])).await;
    let (_, first) = state(&store).await;
    assert_eq!(first["round"], 1);
    let mut changes = 1;
    let mut steps = 0;
    let mut panels = 0;
    let mut took_back = false;
    loop {
        steps += 1;
        assert!(steps < 400, "the first round ends");
        within_limits(&turn.post);
        let (before, before_state) = state(&store).await;
        let pick = progress(&turn);
        let choice = Post::choice_of(&pick).unwrap();
        let (token, answer) = table.click(&turn, &pick).await;
        assert!(answer.ephemeral, "the acting player's answer is private: {}", answer.content());
        assert_eq!(state(&store).await.0, before + 1, "{choice} was accepted: {}", answer.content());
        let next = table.after(&token, &answer).await.expect("the game goes on");
        if next.person.id == turn.person.id {
            // the turn goes on in the player's panel: the clicked panel is updated in place
            panels += 1;
            assert!(next.post.ephemeral && !next.post.picks().is_empty());
            if turn.post.ephemeral {
                assert_eq!(answer.via, Via::Edit);
                assert_eq!(
                    fake.sent(&token).callback.as_ref().map(|c| c.1),
                    Some(6),
                    "a panel click updates the panel"
                );
            }
            let undo = next.post.picks().into_iter().find(|p| Post::choice_of(p).as_deref() == Some("undo"));
            if let (Some(undo), false) = (undo, took_back) {
                // the panel's take-back button: the step is undone and the same decision is back
                took_back = true;
                let (token, answer) = table.click(&next, &undo).await;
                assert!(answer.ephemeral && answer.content().contains("takes back"), "{}", answer.content());
                assert_eq!(state(&store).await.1, before_state, "{choice} was taken back");
                let back = table.after(&token, &answer).await.expect("the panel again");
                assert_eq!(back.person.id, turn.person.id);
                let offered = |p: &Post| p.choices().into_iter().filter(|c| c != "undo").collect::<Vec<_>>();
                assert_eq!(offered(&back.post), offered(&turn.post), "the same decision again");
                let (_, stale) = table.click(&next, &next.post.picks()[0]).await;
                assert!(stale.ephemeral && stale.content().contains("earlier position"), "{}", stale.content());
                assert_eq!(state(&store).await.1, before_state, "an outdated click changes nothing");
                turn = back;
                continue;
            }
            turn = next;
            continue;
        }
        changes += 1;
        turn = next;
        // the turn post after round II began has been told (the round may end and begin with the same player)
        if state(&store).await.1["round"] == 2 {
            break;
        }
    }
    fake.settle().await;
    assert!(panels > 0, "some turns took several decisions in the panel");
    assert!(took_back, "the panel offered the take-back button, and it worked");

    if std::env::var("DUMP").is_ok() {
        for p in fake.posts() {
            let files: Vec<&String> = p.files.iter().map(|f| &f.0).collect();
            let picks: Vec<String> = p.picks().iter().filter_map(Post::choice_of).collect();
            eprintln!("{:?} eph={} pings={:?} files={files:?} picks={picks:?}", p.via, p.ephemeral, p.pings);
            eprintln!("   {}", p.content().replace('\n', "\n   "));
        }
    }

    // every public message of the game passes the turn: the whole turn in words, three PNGs, one ping
    let posts = fake.posts();
    let start = posts.iter().position(|p| p.content().contains("game begins")).expect("the start post");
    let public: Vec<&Post> = posts[start..].iter().filter(|p| is_public(p)).collect();
    // one public post per finished turn: every change of the player to act, and the turns a player
    // plays twice in a row (the others have no lieutenant left), which ping nobody
    assert!(public.len() >= changes, "a public post per change of the player to act");
    assert_eq!(public.iter().filter(|p| p.pings.len() == 1).count(), changes, "one ping per change of player");
    for p in &public {
        assert!(p.pings.len() <= 1, "at most one ping: {}", p.content());
        assert!(matches!(p.via, Via::Followup));
        let names: Vec<&str> = p.files.iter().map(|f| f.0.as_str()).collect();
        assert_eq!(p.files.len(), 3, "city, scoring panel and estate: {names:?}");
        assert!(p.files.iter().all(|f| is_png(&f.1)), "{names:?}");
        assert!(names[0].ends_with("-city.png") && names[1].ends_with("-scoring.png"), "{names:?}");
        assert!(names[2].contains("-estate-"), "{names:?}");
        // the next player's choices come with the ping; a player who goes on decides in the panel
        assert_eq!(!p.picks().is_empty(), p.pings.len() == 1, "the next player's choices: {}", p.content());
        within_limits(p);
    }
    let pinged: usize = posts.iter().map(|p| p.pings.len()).sum();
    assert_eq!(pinged, changes, "nobody else was pinged");
    for p in &posts {
        let am = p.allowed_mentions.as_ref().expect("every message limits its mentions");
        assert_eq!(am["parse"], json!([]));
    }
    let told = public.iter().filter(|p| p.content().contains("Round 2 begins")).count();
    assert_eq!(told, 1, "the round's end is told once");

    // the round number advanced to II
    let (_, now) = state(&store).await;
    assert_eq!(now["round"], 2);
    let (_, status) = table.command(&people[1], "status", json!([])).await;
    assert!(status.ephemeral && status.content().contains("Round 2"), "{}", status.content());

    // /estate: the asker's own, another player's, and a stranger's refused
    for (who, options) in [(&people[0], json!([])), (&people[2], json!([user_option("player", &people[1])]))] {
        let (_, estate) = table.command(who, "estate", options).await;
        assert!(estate.ephemeral && estate.content().contains("estate of"), "{}", estate.content());
        assert!(estate.files.len() == 1 && is_png(&estate.files[0].1) && estate.files[0].0.contains("-estate-"));
        assert!(estate.pings.is_empty());
    }
    let stranger = Person::new(299, "Eve");
    let (_, estate) = table.command(&people[0], "estate", json!([user_option("player", &stranger)])).await;
    assert!(estate.ephemeral && estate.content().contains("no seat"), "{}", estate.content());
    assert!(estate.files.is_empty());

    let (defer, image) = script::latencies(&fake);
    let ((d50, d99), (i50, i99)) = (script::median_p99(defer.clone()), script::median_p99(image));
    eprintln!(
        "{steps} clicks, {changes} changes of the player to act, {panels} panel steps in {:.1} s; \
         deferral median {d50:.1} ms p99 {d99:.1} ms; follow-up with images median {i50:.1} ms p99 {i99:.1} ms",
        started.elapsed().as_secs_f64()
    );
    assert!(d99 < 3000.0, "every deferral within Discord's 3 seconds");
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}

const CLOCK_CHANNEL: u64 = 700_000_000_000_000_023;

/// `/clock` with the `ai` policy: the player to act lets a (shortened) clock run out, and the
/// AI plays that one turn for them — through the log like any move, marked as the AI's in the
/// turn post and the log — and the next player is pinged.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_run_out_clock_hands_the_turn_to_the_ai() {
    let db = TempDb::new("clock");
    let fake = FakeDiscord::start().await;
    let bot = script::start_bot(&fake, &db, |s| s.remind_check = std::time::Duration::from_millis(200)).await;
    let people = vec![Person::new(601, "Ann"), Person::new(602, "Bob")];
    let table = Table { fake: &fake, channel: CLOCK_CHANNEL, people: people.clone() };
    let first = table.open("messina", 2, json!([])).await;
    let other = people.iter().find(|p| p.id != first.person.id).unwrap().clone();
    // a bad policy is refused
    let bad = json!([{"name": "time", "type": 3, "value": "1s"}, {"name": "policy", "type": 3, "value": "kick"}]);
    let (_, refused) = table.command(&people[0], "clock", bad).await;
    assert!(refused.content().contains("no clock policy"), "{}", refused.content());
    let posts_before = fake.posts().len();
    let (token, _) = table.command(&people[0], "clock", json!([{"name": "time", "type": 3, "value": "1s"}])).await;
    let set = fake.followup(&token, |p| !p.ephemeral).await;
    assert!(
        set.content().contains("turn clock of 1 s") || set.content().contains("turn clock of"),
        "{}",
        set.content()
    );

    // nobody acts: the clock runs out and the AI plays the first player's turn
    let post = fake
        .wait("the AI's turn post", 60, |st| {
            st.posts[posts_before..]
                .iter()
                .find(|p| p.channel == CLOCK_CHANNEL && p.via == Via::Channel && !p.pings.is_empty())
                .cloned()
        })
        .await;
    assert!(post.content().contains("ran out of time; the AI plays for them"), "{}", post.content());
    assert!(post.content().contains(&first.person.name), "{}", post.content());
    assert_eq!(post.pings, vec![other.id], "the next player is pinged once");
    assert!(post.files.len() >= 2, "the turn post carries the images");
    let store = db.store().await;
    let row = store.latest_game(&CLOCK_CHANNEL.to_string()).await.unwrap().unwrap();
    let log = store.actions(row.id).await.unwrap();
    let by_ai: Vec<_> = log.iter().filter(|a| a.events.contains("table.clock.ai-step")).collect();
    assert!(!by_ai.is_empty(), "the log marks the AI's steps");
    assert!(by_ai.iter().all(|a| a.user_id == first.person.id.to_string()), "in the player's seat");
    let (token, _) = table.command(&people[0], "clock", json!([{"name": "time", "type": 3, "value": "off"}])).await;
    fake.followup(&token, |p| p.content().contains("turn clock off")).await;
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}

/// Everything a post shows in words: its text, button labels, menu placeholders and options.
fn words(post: &Post) -> String {
    let mut out = vec![post.content().to_string()];
    for row in &post.message.components {
        for c in &row.components {
            match c {
                poise::serenity_prelude::ActionRowComponent::Button(b) => out.extend(b.label.clone()),
                poise::serenity_prelude::ActionRowComponent::SelectMenu(m) => {
                    out.extend(m.placeholder.clone());
                    out.extend(m.options.iter().map(|o| o.label.clone()));
                }
                _ => {}
            }
        }
    }
    out.join("\n")
}

fn cyrillic(text: &str) -> bool {
    text.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c))
}

/// A catalogue message in a language, up to its first argument (the part a post starts with).
fn opening(lang: lazaretto::i18n::Lang, key: &str) -> String {
    let msg = lazaretto::games::Msg::new(key).text("mention", "\u{1}").text("ask", "\u{1}");
    let text = lazaretto::i18n::render(lang, &msg);
    let text = text.split('\u{1}').find(|part| !part.trim().is_empty()).unwrap_or_default();
    text.trim().to_string()
}

/// Issue 13: a Russian player in a German table. What everyone sees — the lobby, the turn
/// posts, their buttons — is German (the table's language); what only she sees — her answers,
/// her panel and its buttons, a refusal — is Russian (her Discord locale); a player whose
/// client speaks none of the five gets the table's language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_russian_player_in_a_german_table() {
    use lazaretto::i18n::Lang;
    let db = TempDb::new("messina-languages");
    let fake = FakeDiscord::start().await;
    let _bot = script::start_bot(&fake, &db, |_| {}).await;
    let ann = Person::new(211, "Anja").speaking("ru");
    let bob = Person::new(212, "Bernd").speaking("fr");
    let table = Table { fake: &fake, channel: CHANNEL + 1, people: vec![ann.clone(), bob.clone()] };
    let (de_turn, ru_decide) = (opening(Lang::De, "discord.your-turn"), opening(Lang::Ru, "discord.decide"));
    assert!(!de_turn.is_empty() && cyrillic(&ru_decide), "{de_turn:?} {ru_decide:?}");

    let options = json!([{"name": "game", "type": 3, "value": MESSINA}, {"name": "players", "type": 4, "value": 2},
                         {"name": "language", "type": 3, "value": "de"}]);
    let (token, answer) = table.command(&ann, "new", options).await;
    assert!(cyrillic(answer.content()), "Anja's own answer is Russian: {}", answer.content());
    let lobby = fake.followup(&token, |p| !p.ephemeral).await;
    assert!(!cyrillic(lobby.content()) && !lobby.content().contains("opened a table"), "{}", lobby.content());
    let (token, answer) = table.command(&bob, "join", json!([])).await;
    assert!(!cyrillic(answer.content()), "Bernd's client speaks French: the table's German: {}", answer.content());
    fake.followup(&token, |p| !p.ephemeral).await;
    let (token, answer) = table.command(&ann, "start", json!([])).await;
    let mut turn = table.after(&token, &answer).await.expect("the game runs");
    if turn.person.id == bob.id {
        // Bernd plays his turn to its end first
        loop {
            let (token, answer) = table.click(&turn, &progress(&turn)).await;
            turn = table.after(&token, &answer).await.expect("the game goes on");
            if turn.person.id == ann.id {
                break;
            }
        }
    }
    // the public post that hands Anja the turn: German words, German buttons
    assert!(!turn.post.ephemeral);
    let public = words(&turn.post);
    assert!(public.contains(&de_turn) && !cyrillic(&public), "the turn post is German: {public}");
    let stale = turn.post.clone();

    // her panel: Russian words and buttons
    let mut panels = 0;
    loop {
        let pick = progress(&turn);
        let (token, answer) = table.click(&turn, &pick).await;
        let next = table.after(&token, &answer).await.expect("the game goes on");
        if next.person.id != ann.id {
            let public = words(&next.post);
            assert!(!next.post.ephemeral && !cyrillic(&public), "the post of her finished turn is German: {public}");
            assert!(public.contains(&de_turn), "{public}");
            break;
        }
        panels += 1;
        let private = words(&next.post);
        assert!(next.post.ephemeral && private.contains(&ru_decide), "her panel is Russian: {private}");
        assert!(
            next.post.picks().len() < 2 || cyrillic(&private.replace(next.post.content(), "")),
            "its buttons are Russian: {private}"
        );
        turn = next;
    }
    assert!(panels > 0, "Anja's turn had steps in her panel");
    // a click on a stale button: refused in Russian
    let first = stale.picks().into_iter().next().expect("a choice");
    let token = fake.click(&ann, stale.message_id, &first);
    let refused = fake.answer(&token).await;
    assert!(refused.ephemeral && cyrillic(refused.content()), "the refusal is Russian: {}", refused.content());
}
