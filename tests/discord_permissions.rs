//! Out-of-turn, non-player and non-admin attempts are answered privately and change nothing;
//! the creator or a member with Manage Channels may replace a player and end the game.

mod fake_discord;

use fake_discord::payload::{user_option, Person};
use fake_discord::script::{self, is_public, Table, TempDb};
use fake_discord::FakeDiscord;
use lazaretto::store::Store;
use serde_json::json;

const CHANNEL: u64 = 700_000_000_000_000_002;

async fn snapshot(store: &Store) -> (i64, Option<String>, lazaretto::store::Status, Option<String>) {
    let g = store.latest_game(&CHANNEL.to_string()).await.unwrap().unwrap();
    (g.version, g.state, g.status, g.turn_user_id)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_attempts_are_private_and_change_nothing() {
    for db in TempDb::all("perm").await {
        refused_attempts_are_private_and_change_nothing_on(&db).await;
    }
}

async fn refused_attempts_are_private_and_change_nothing_on(db: &TempDb) {
    let fake = FakeDiscord::start().await;
    let bot = script::start_bot(&fake, db, |_| {}).await;
    let people = vec![Person::new(201, "Ann"), Person::new(202, "Bob"), Person::new(203, "Cid")];
    let dave = Person::new(204, "Dave");
    let moderator = Person::moderator(205, "Mo");
    let mut all = people.clone();
    all.extend([dave.clone(), moderator.clone()]);
    let table = Table { fake: &fake, channel: CHANNEL, people: all };
    let store = db.store().await;

    let turn = table.open_rattus(3).await;
    let before = snapshot(&store).await;
    let waiting = people.iter().find(|p| p.id != turn.person.id).unwrap().clone();
    let not_creator = people[1..].iter().find(|p| p.id != turn.person.id).unwrap_or(&people[1]).clone();
    let pick = turn.post.picks()[0].clone();
    let choice = fake_discord::Post::choice_of(&pick).unwrap();
    let play = json!([{"name": "action", "type": 3, "value": choice}]);

    let mut tokens = Vec::new();
    let mut refused = |token: String, answer: fake_discord::Post, expected: &str| {
        assert!(answer.ephemeral, "refusals are private: {}", answer.content());
        assert!(answer.content().contains(expected), "expected {expected:?}, got {:?}", answer.content());
        tokens.push(token);
    };
    // out of turn: a button of the turn post, and /play
    let t = fake.click(&waiting, turn.post.message_id, &pick);
    refused(t.clone(), fake.answer(&t).await, "It is not your turn");
    let (t, a) = table.command(&waiting, "play", play.clone()).await;
    refused(t, a, "It is not your turn");
    let (t, a) = table.command(&waiting, "undo", json!([])).await;
    refused(t, a, "It is not your turn");
    // not a player
    let t = fake.click(&dave, turn.post.message_id, &pick);
    refused(t.clone(), fake.answer(&t).await, "You are not playing in this game");
    let (t, a) = table.command(&dave, "play", play.clone()).await;
    refused(t, a, "You are not playing in this game");
    let (t, a) = table.command(&dave, "join", json!([])).await;
    refused(t, a, "already started");
    // not the creator, no Manage Channels
    let admin_only = "Only the game's creator or a channel moderator";
    for (name, options) in [
        ("abandon", json!([])),
        ("kick", json!([user_option("player", &people[2])])),
        ("replace", json!([user_option("old", &people[2]), user_option("new", &dave)])),
        ("start", json!([])),
    ] {
        let (t, a) = table.command(&not_creator, name, options).await;
        let expected = if name == "start" { "already started" } else { admin_only };
        refused(t, a, expected);
    }
    // a malformed action from the player to act is refused too, with the rule that says why
    let (t, a) = table.command(&turn.person, "play", json!([{"name": "action", "type": 3, "value": "fly home"}])).await;
    refused(t, a, "I don't understand");
    // autocomplete offers nothing to those who cannot act
    let t = fake.autocomplete(&waiting, CHANNEL, "play", "action", "");
    assert!(fake.autocomplete_choices(&t).await.is_empty());

    fake.settle().await;
    for t in &tokens {
        assert!(fake.posts_for(t).iter().all(|p| !is_public(p)), "nothing public for a refused attempt");
    }
    assert_eq!(snapshot(&store).await, before, "the game is unchanged");

    // a member with Manage Channels hands the waiting player's seat over and ends the game
    let (t, _) =
        table.command(&moderator, "replace", json!([user_option("old", &waiting), user_option("new", &dave)])).await;
    let post = fake.followup(&t, is_public).await;
    assert!(post.content().contains("takes over the seat"), "{}", post.content());
    assert!(post.pings.is_empty(), "Dave is not to act, so nobody is pinged");
    // issue 27: `/abandon` alone only asks (privately), and changes nothing
    let (t, a) = table.command(&moderator, "abandon", json!([])).await;
    assert!(a.ephemeral && a.content().contains("repeat /abandon with yes"), "{}", a.content());
    fake.settle().await;
    assert!(fake.posts_for(&t).iter().all(|p| !is_public(p)), "the question is private");
    assert_eq!(snapshot(&store).await.2, lazaretto::store::Status::Active);
    let yes = json!([{"name": "confirm", "type": 3, "value": "yes"}]);
    let (t, _) = table.command(&moderator, "abandon", yes).await;
    let post = fake.followup(&t, is_public).await;
    assert!(post.content().contains("ended the game"), "{}", post.content());
    let (_, _, status, _) = snapshot(&store).await;
    assert_eq!(status, lazaretto::store::Status::Abandoned);
    // an old button now gets a clear answer
    let t = fake.click(&turn.person, turn.post.message_id, &pick);
    let a = fake.answer(&t).await;
    assert!(a.ephemeral && a.content().contains("abandoned"), "{}", a.content());
    // issue 25: the records say what happened, privately, and the game is not rated
    let (_, a) = table.command(&turn.person, "stats", json!([])).await;
    assert!(a.ephemeral, "a record is shown only to the one asking");
    assert!(a.content().contains("Record of") && a.content().contains("1 abandoned"), "{}", a.content());
    assert!(a.content().contains("1 of these games is not rated"), "{}", a.content());
    let (_, a) = table.command(&dave, "stats", json!([user_option("user", &waiting)])).await;
    assert!(a.content().contains("1 handed over") && a.content().contains("not rated"), "{}", a.content());
    let (_, a) = table.command(&dave, "leaderboard", json!([{"name": "game", "type": 3, "value": "rattus"}])).await;
    assert!(a.ephemeral && a.content().contains("No Rattus game has been rated here yet"), "{}", a.content());
    assert!(a.content().contains("Abandoned games and games with a seat handed over are not rated"), "{}", a.content());
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}

/// The bad-interaction table: every interaction gets an answer, ephemeral and within Discord's
/// limits, and changes nothing — unknown and unreadable custom ids, a 4,000-character id, an
/// empty select menu, an unknown command, an over-long `/play` (quoted, cut), direct messages.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_bad_interaction_is_answered_within_limits() {
    for db in TempDb::all("badint").await {
        bad_interactions_on(&db).await;
    }
}

async fn bad_interactions_on(db: &TempDb) {
    let channel = CHANNEL + 10;
    let fake = FakeDiscord::start().await;
    let bot = script::start_bot(&fake, db, |_| {}).await;
    let people = vec![Person::new(211, "Ann"), Person::new(212, "Bob")];
    let table = Table { fake: &fake, channel, people: people.clone() };
    let store = db.store().await;
    let turn = table.open_rattus(2).await;
    let row = store.latest_game(&channel.to_string()).await.unwrap().unwrap();
    let (game, version) = (row.id, row.version);
    let me = &turn.person;
    let long_play = format!("place {}", "gallia ".repeat(280));
    let cases: Vec<(&str, String, &str)> = vec![
        ("unknown custom id", fake.forged_click(me, channel, "foo:bar", None, false), "don't know this button"),
        ("empty custom id", fake.forged_click(me, channel, "", None, false), "don't know this button"),
        (
            "version too big to read",
            fake.forged_click(me, channel, "lz:1:99999999999999999999999:x", None, false),
            "earlier position",
        ),
        (
            "page too big to read",
            fake.forged_click(me, channel, &format!("lzp:{game}:{version}:999999999999999999999"), None, true),
            "earlier position",
        ),
        (
            "a 4,000-character custom id",
            fake.forged_click(me, channel, &format!("lz:{game}:{version}:{}", "x".repeat(4000)), None, false),
            "far too long",
        ),
        // issue 27: a button of this position with a choice it does not have
        (
            "a button with an index out of range",
            fake.forged_click(me, channel, &format!("lz:{game}:{version}:#99"), None, false),
            "offers no choice of this position",
        ),
        (
            "a select menu with no values",
            fake.forged_click(me, channel, &format!("lzs:{game}:{version}:0"), Some(vec![]), false),
            "Nothing was selected",
        ),
        ("an unknown command", fake.unknown_slash(me, channel, "dance"), "don't know the command /dance"),
        (
            "a /play of 1,960 characters",
            fake.slash(me, channel, "play", json!([{"name": "action", "type": 3, "value": long_play}])),
            "far too long",
        ),
        ("a command in a direct message", fake.dm_slash(me, 990, "status", json!([])), "not in direct messages"),
        ("a click in a direct message", fake.dm_click(me, 990, &format!("lz:{game}:{version}:take king")), "no game"),
    ];
    for (what, token, expected) in &cases {
        let answer = fake.answer(token).await;
        let content = answer.content();
        assert!(answer.ephemeral, "{}: {what}: the answer is private", db.label());
        assert!(content.chars().count() <= 2000, "{}: {what}: {} characters", db.label(), content.chars().count());
        assert!(content.contains(expected), "{}: {what}: {content:?}", db.label());
    }
    fake.settle().await;
    for (what, token, _) in &cases {
        assert!(fake.posts_for(token).iter().all(|p| !is_public(p)), "{what}: nothing public");
    }
    let after = store.latest_game(&channel.to_string()).await.unwrap().unwrap();
    assert_eq!((after.version, after.state), (version, row.state), "{}: nothing changed", db.label());
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}

/// The same `/play` picked from autocomplete and sent twice at once is applied once, the other
/// refused as outdated (R-D6: a move is applied once); a double click on the private panel
/// leaves the panel showing the position as it now is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn duplicates_are_refused_and_the_panel_shows_the_current_position() {
    for db in TempDb::all("dup").await {
        duplicates_on(&db).await;
    }
}

async fn duplicates_on(db: &TempDb) {
    let channel = CHANNEL + 20;
    let fake = FakeDiscord::start().await;
    let bot = script::start_bot(&fake, db, |_| {}).await;
    let people = vec![Person::new(221, "Ann"), Person::new(222, "Bob"), Person::new(223, "Cid")];
    let table = Table { fake: &fake, channel, people: people.clone() };
    let store = db.store().await;
    let version =
        |store: Store| async move { store.latest_game(&(CHANNEL + 20).to_string()).await.unwrap().unwrap().version };
    let mut turn = table.open_rattus(3).await;
    let mut duplicates = 0;
    let mut panels = 0;
    for _ in 0..40 {
        let before = version(store.clone()).await;
        let t = fake.autocomplete(&turn.person, channel, "play", "action", "");
        let listed = fake.autocomplete_answer(&t).await;
        let (_, value) = listed.first().cloned().expect("the player to act has choices");
        assert!(value.ends_with(&format!(" @v{before}")), "{value}");
        let play = json!([{"name": "action", "type": 3, "value": value}]);
        // the same command twice at once
        let (t1, t2) =
            (fake.slash(&turn.person, channel, "play", play.clone()), fake.slash(&turn.person, channel, "play", play));
        let (a1, a2) = (fake.answer(&t1).await, fake.answer(&t2).await);
        assert_eq!(version(store.clone()).await, before + 1, "applied exactly once");
        let refused: Vec<&fake_discord::Post> = [&a1, &a2]
            .into_iter()
            .filter(|a| a.content().contains("earlier position") || a.content().contains("same moment"))
            .collect();
        assert_eq!(refused.len(), 1, "one refused: {:?} / {:?}", a1.content(), a2.content());
        duplicates += 1;
        let accepted = if refused[0].token == a1.token { (&t2, &a2) } else { (&t1, &a1) };
        let Some(next) = table.after(accepted.0, accepted.1).await else { break };
        turn = next;
        if turn.post.ephemeral && !turn.post.picks().is_empty() {
            // a double click on the private panel: the panel ends on the current position
            let pick = turn.post.picks().into_iter().find(|p| p.0.starts_with("lz:") && !p.0.ends_with(":undo"));
            let Some(pick) = pick else { continue };
            let before = version(store.clone()).await;
            let (c1, c2) = (
                fake.click(&turn.person, turn.post.message_id, &pick),
                fake.click(&turn.person, turn.post.message_id, &pick),
            );
            let (b1, b2) = (fake.answer(&c1).await, fake.answer(&c2).await);
            fake.settle().await;
            let now = version(store.clone()).await;
            assert_eq!(now, before + 1, "one click applied");
            let lost = |a: &fake_discord::Post| {
                a.content().contains("earlier position") || a.content().contains("same moment")
            };
            let refused = if lost(&b1) { &b1 } else { &b2 };
            assert!(lost(refused), "one click refused: {:?} / {:?}", b1.content(), b2.content());
            // the refusal shows the position now: the choices to their player, else who decides
            let shows_now = refused.picks().iter().any(|p| p.0.contains(&format!(":{now}:")));
            assert!(shows_now || refused.content().contains("Waiting for"), "{}", refused.content());
            let panel = fake.lock().messages[&turn.post.message_id].clone();
            let still_deciding = store.latest_game(&channel.to_string()).await.unwrap().unwrap().turn_user_id
                == Some(turn.person.id.to_string());
            if still_deciding && panel["flags"].as_u64().unwrap_or(0) & 64 != 0 {
                let text = panel.to_string();
                assert!(text.contains(&format!(":{now}:")), "the panel ends on the current position: {text}");
            }
            panels += 1;
            let accepted = if lost(&b1) { (&c2, &b2) } else { (&c1, &b1) };
            match table.after(accepted.0, accepted.1).await {
                Some(next) => turn = next,
                None => break,
            }
        }
    }
    assert!(duplicates >= 10 && panels >= 1, "{duplicates} duplicates, {panels} panels");
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}
