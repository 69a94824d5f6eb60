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
    let fake = FakeDiscord::start().await;
    let db = TempDb::new("perm");
    let bot = script::start_bot(&fake, &db, |_| {}).await;
    let people = vec![Person::new(201, "Ann"), Person::new(202, "Bob"), Person::new(203, "Cid")];
    let dave = Person::new(204, "Dave");
    let moderator = Person::moderator(205, "Mo");
    let mut all = people.clone();
    all.extend([dave.clone(), moderator.clone()]);
    let table = Table { fake: &fake, channel: CHANNEL, people: all };
    let store = Store::open(&db.url).await.unwrap();

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
    let (t, _) = table.command(&moderator, "abandon", json!([])).await;
    let post = fake.followup(&t, is_public).await;
    assert!(post.content().contains("ended the game"), "{}", post.content());
    let (_, _, status, _) = snapshot(&store).await;
    assert_eq!(status, lazaretto::store::Status::Abandoned);
    // an old button now gets a clear answer
    let t = fake.click(&turn.person, turn.post.message_id, &pick);
    let a = fake.answer(&t).await;
    assert!(a.ephemeral && a.content().contains("abandoned"), "{}", a.content());
    assert!(fake.problems().is_empty(), "{:#?}", fake.problems());
    bot.shutdown().await;
}
