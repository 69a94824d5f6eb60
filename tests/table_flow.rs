//! A complete game through the table service on a real SQLite file: pings exactly when the
//! decision passes to someone else, images after each turn, the game survives reopening the
//! database, and the stored state replays exactly from the log (R-D6, R-E1, R-E12).

#[path = "support/db.rs"]
mod db;

use db::TempDb;
use lazaretto::games::GameRng;
use lazaretto::store::Store;
use lazaretto::table::{AwayFor, Change, Ctx, Request, StartOptions, Tables, User};
use std::sync::Arc;

fn ctx(user: &str) -> Ctx {
    Ctx { channel: "flow".into(), user: User::new(format!("u:{user}"), user), admin: false }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn full_game_on_each_backend() {
    for db in TempDb::all("flow").await {
        full_game_on(&db).await;
    }
}

async fn full_game_on(db: &TempDb) {
    let url = db.url.clone();
    let store = Store::open(&url).await.unwrap();
    let tables = Tables::new(store, Arc::new(|| 1_800_000_000));
    let users = ["ann", "bob", "cid"];
    tables.handle(&ctx("ann"), Request::New { kind: "rattus".into(), options: vec![] }).await.unwrap();
    for u in &users[1..] {
        tables.handle(&ctx(u), Request::Join).await.unwrap();
    }
    let start = tables.start(&ctx("ann"), StartOptions { seed: Some(99), ..Default::default() }).await.unwrap();
    assert_eq!(start.mentions.len(), 1, "the first player is pinged");
    assert_eq!(start.images.len(), 1);
    let mut prompt = start.prompt.unwrap();
    let mut rng = GameRng::new(3);
    let (mut moves, mut pings) = (0, 1);
    loop {
        let choice = prompt.choices[rng.below(prompt.choices.len())].notation.clone();
        let user = prompt.user_id.trim_start_matches("u:").to_string();
        let reply = tables
            .handle(&ctx(&user), Request::Play { action: choice.clone(), version: Some(prompt.version) })
            .await
            .unwrap_or_else(|e| panic!("{choice}: {:?}", e.msg));
        moves += 1;
        if moves % 40 == 0 {
            // a restart: reopen the database and carry on
            let again = Tables::new(Store::open(&url).await.unwrap(), Arc::new(|| 1_800_000_000));
            again.verify_replay("flow").await.unwrap();
        }
        match reply.prompt {
            None => {
                assert!(reply.finished);
                assert!(reply.mentions.is_empty());
                assert!(!reply.images.is_empty(), "the final board is shown");
                let text: Vec<String> = reply.public.iter().map(lazaretto::i18n::t).collect();
                assert!(text.iter().any(|l| l.contains("wins with")), "{text:?}");
                assert!(text.iter().any(|l| l.starts_with("1. ")), "{text:?}");
                break;
            }
            Some(next) => {
                let passed = next.user_id != prompt.user_id;
                assert_eq!(reply.mentions, if passed { vec![next.user_id.clone()] } else { vec![] }, "after {choice}");
                assert_eq!(!reply.images.is_empty(), passed, "images after a completed turn");
                pings += passed as usize;
                assert_eq!(next.version, prompt.version + 1);
                prompt = next;
            }
        }
        assert!(moves < 5000);
    }
    assert!(pings > 10);
    tables.verify_replay("flow").await.unwrap();
    let row = tables.store.latest_game("flow").await.unwrap().unwrap();
    assert_eq!(row.status, lazaretto::store::Status::Finished);
    assert_eq!(row.remind_at, None, "no reminders for a finished game");
    let log = tables.store.actions(row.id).await.unwrap();
    assert_eq!(log.len(), moves);
    // a new game may now be opened in the same channel
    tables.handle(&ctx("bob"), Request::New { kind: "rattus".into(), options: vec![] }).await.unwrap();
}

/// The take-back button: after every step the prompt says whether its player may take back their
/// last choice (their own, within their turn, revealing nothing: R-D9 and the table's undo rule),
/// and that is exactly when the button's choice `undo` at the current version is accepted. It
/// restores the stored state of before the step; at an older version it is refused as outdated.
#[tokio::test]
async fn the_take_back_button_is_offered_exactly_when_undo_works() {
    for (kind, players, seed) in [("messina", 2, 5), ("rattus", 2, 6)] {
        let store = Store::memory().await.unwrap();
        let mut tables = Tables::new(store, Arc::new(|| 1_800_000_000));
        tables.images = false;
        let new = Request::New { kind: kind.into(), options: vec![("players".into(), players.to_string())] };
        tables.handle(&ctx("ann"), new).await.unwrap();
        tables.handle(&ctx("bob"), Request::Join).await.unwrap();
        let start = tables.start(&ctx("ann"), StartOptions { seed: Some(seed), ..Default::default() }).await;
        let mut prompt = start.unwrap().prompt.unwrap();
        let mut rng = GameRng::new(seed);
        let (mut offered, mut refused) = (0, 0);
        for _ in 0..300 {
            let user = prompt.user_id.trim_start_matches("u:").to_string();
            let before = tables.store.active_game("flow").await.unwrap().unwrap();
            let choice = prompt.choices[rng.below(prompt.choices.len())].notation.clone();
            let play = Request::Play { action: choice.clone(), version: Some(prompt.version) };
            let reply = tables.handle(&ctx(&user), play).await.unwrap();
            let Some(next) = reply.prompt else { break };
            let status = tables.handle(&ctx(&next.user_id[2..]), Request::Status).await.unwrap();
            assert_eq!(status.prompt.as_ref().map(|p| p.undo), Some(next.undo), "{kind}: status agrees after {choice}");
            let button = |version| Request::Choose { game_id: next.game_id, version, action: "undo".into() };
            let stale = tables.handle(&ctx(&user), button(next.version - 1)).await.unwrap_err();
            assert_eq!(stale.msg.key, "table.error.outdated", "{kind}: an old take-back button");
            if next.undo {
                assert_eq!(next.user_id, format!("u:{user}"), "only the same player takes back");
                offered += 1;
                let undone = tables.handle(&ctx(&user), button(next.version)).await.unwrap();
                let after = tables.store.active_game("flow").await.unwrap().unwrap();
                assert_eq!(after.state, before.state, "{kind}: {choice} taken back");
                let again = undone.prompt.unwrap();
                assert_eq!(again.choices, prompt.choices, "{kind}: the same decision again");
                // play the step again and go on
                let play = Request::Play { action: choice, version: Some(again.version) };
                prompt = tables.handle(&ctx(&user), play).await.unwrap().prompt.unwrap();
            } else {
                let err = tables.handle(&ctx(&next.user_id[2..]), button(next.version)).await.unwrap_err();
                // issue 27: a turn just begun has nothing of the player's own to take back
                let key = if reply.in_turn { "table.error.cannot-undo" } else { "table.error.nothing-this-turn" };
                assert_eq!(err.msg.key, key, "{kind}: after {choice}");
                refused += 1;
                prompt = next;
            }
        }
        assert!(offered > 10 && refused > 0, "{kind}: {offered} take-backs offered, {refused} refused");
    }
}

/// A creator who kicks themselves out of a lobby they are alone in closes it, as leaving does,
/// and the channel is free for a new table.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_last_one_kicked_closes_the_lobby() {
    for db in TempDb::all("selfkick").await {
        let tables = Tables::new(db.store().await, Arc::new(|| 1_800_000_000));
        tables.handle(&ctx("ann"), Request::New { kind: "rattus".into(), options: vec![] }).await.unwrap();
        let kicked = tables.handle(&ctx("ann"), Request::Kick { user_id: "u:ann".into() }).await.unwrap();
        let said: Vec<String> = kicked.public.iter().map(lazaretto::i18n::t).collect();
        assert!(said.iter().any(|l| l.contains("closes")), "{}: {said:?}", db.label());
        let row = tables.store.latest_game("flow").await.unwrap().unwrap();
        assert_eq!(row.status, lazaretto::store::Status::Abandoned, "{}", db.label());
        tables.handle(&ctx("bob"), Request::New { kind: "rattus".into(), options: vec![] }).await.unwrap();
    }
}

/// A name of any length is cut to 32 characters when seated, so starting a Messina game (its
/// scoring panel fits every name into the image) stays quick.
#[tokio::test]
async fn long_names_are_cut_when_seated() {
    let tables = Tables::new(Store::memory().await.unwrap(), Arc::new(|| 1_800_000_000));
    let long = "Ж".repeat(100_000);
    let who =
        |name: &str| Ctx { channel: "names".into(), user: User::new(format!("u:{}", name.len()), name), admin: false };
    let new = Request::New { kind: "messina".into(), options: vec![("players".into(), "2".into())] };
    tables.handle(&who("ann"), new).await.unwrap();
    tables.handle(&who(&long), Request::Join).await.unwrap();
    let start = tables.start(&who("ann"), StartOptions { seed: Some(1), ..Default::default() }).await.unwrap();
    assert_eq!(start.images.len(), 3, "city, scoring panel and estate are drawn");
    let row = tables.store.latest_game("names").await.unwrap().unwrap();
    let seats = tables.store.seats(row.id).await.unwrap();
    let cut = seats.iter().find(|s| s.user_id == format!("u:{}", long.len())).unwrap();
    assert_eq!(cut.display_name.chars().count(), lazaretto::table::MAX_NAME);
    assert!(cut.display_name.ends_with('…'));
}

/// Bots in the lobby and in a running game: `/bot add` refuses an unknown level and a full
/// table, `/bot remove` takes the last bot out (and refuses when there is none), only the
/// creator may do either, and `/replace` hands a departed player's seat to a bot, which then
/// plays that seat's turns (never pinged) while the game waits for a person again.
#[tokio::test]
async fn bots_take_seats_and_a_departed_players_turns() {
    let tables = Tables::new(Store::memory().await.unwrap(), Arc::new(|| 1_800_000_000));
    let ask = |who: &'static str, req: Request| {
        let tables = tables.clone();
        async move { tables.handle(&ctx(who), req).await }
    };
    let add = |level: &str| Request::BotAdd { level: Some(level.into()) };
    ask("ann", Request::New { kind: "rattus".into(), options: vec![] }).await.unwrap();
    let e = ask("ann", add("godlike")).await.unwrap_err();
    assert_eq!(e.msg.key, "table.bot.error.level");
    assert_eq!(ask("bob", add("easy")).await.unwrap_err().msg.key, "table.error.creator-only");
    assert_eq!(ask("ann", Request::BotRemove).await.unwrap_err().msg.key, "table.bot.error.none");
    for level in ["easy", "random", "easy"] {
        ask("ann", add(level)).await.unwrap();
    }
    assert_eq!(ask("ann", add("easy")).await.unwrap_err().msg.key, "table.error.full");
    let removed = ask("ann", Request::BotRemove).await.unwrap();
    assert_eq!(lazaretto::i18n::t(&removed.public[0]), "Bot 3 (easy) leaves the table.");
    ask("ann", Request::BotRemove).await.unwrap();
    ask("ann", Request::BotRemove).await.unwrap();
    ask("bob", Request::Join).await.unwrap();

    // a two-person game; bob leaves and his seat goes to a bot
    let start = tables.start(&ctx("ann"), StartOptions { seed: Some(5), ..Default::default() }).await.unwrap();
    assert!(start.prompt.is_some());
    let replace = Request::ReplaceBot { old_user_id: "u:bob".into(), level: Some("easy".into()) };
    assert_eq!(ask("bob", replace.clone()).await.unwrap_err().msg.key, "table.error.creator-only");
    let replaced = ask("ann", replace).await.unwrap();
    assert!(replaced.mentions.is_empty(), "a bot is never pinged");
    let text = lazaretto::i18n::t(&replaced.public[0]);
    assert_eq!(text, "Bot 1 (easy) takes over the seat of bob.");
    // the seat changed hands: the decision is offered anew
    let mut prompt = replaced.prompt.clone().unwrap();
    let mut rng = GameRng::new(8);
    for _ in 0..400 {
        // the bot plays whenever the seat is to act; ann never waits for it
        let bots = tables.bot_turns_in("flow").await.unwrap();
        assert!(bots.iter().all(|r| r.mentions.iter().all(|m| m == "u:ann")), "only ann is pinged");
        if let Some(last) = bots.last() {
            match &last.prompt {
                Some(p) => prompt = p.clone(),
                None => break,
            }
        }
        assert_eq!(prompt.user_id, "u:ann", "a person is asked, never a bot");
        let choice = prompt.choices[rng.below(prompt.choices.len())].notation.clone();
        let reply = ask("ann", Request::Play { action: choice, version: Some(prompt.version) }).await.unwrap();
        match reply.prompt {
            Some(p) => prompt = p,
            None => break,
        }
    }
    let row = tables.store.latest_game("flow").await.unwrap().unwrap();
    assert_eq!(row.status, lazaretto::store::Status::Finished);
    let log = tables.store.actions(row.id).await.unwrap();
    assert!(log.iter().any(|a| a.user_id == "bot:1"), "the bot played bob's seat");
    tables.verify_replay("flow").await.unwrap();
}

/// A table's language: given at `/new` (`language=`), stored on both backends, changed by its
/// creator only; an unknown language is refused with the known ones and nothing changes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_table_language_is_stored_and_changed_by_its_creator() {
    use lazaretto::i18n::Lang;
    for db in TempDb::all("lang").await {
        let store = Store::open(&db.url).await.unwrap();
        let tables = Tables::new(store, Arc::new(|| 1_800_000_000));
        let at = |channel: &str, user: &str| Ctx {
            channel: channel.into(),
            user: User::new(format!("u:{user}"), user),
            admin: false,
        };
        let new = |language: &str| Request::New {
            kind: "rattus".into(),
            options: vec![("language".into(), language.into())],
        };
        let language = |code: &str| Request::Language { language: code.into() };
        let err = tables.handle(&at("other", "ann"), new("xx")).await.unwrap_err();
        assert_eq!(err.msg.key, "table.error.unknown-language");
        assert!(lazaretto::i18n::t(&err.msg).contains("Deutsch (de)"), "{}", lazaretto::i18n::t(&err.msg));
        assert!(tables.store.latest_game("other").await.unwrap().is_none(), "no table was opened");

        tables.handle(&at("lang", "ann"), new("de")).await.unwrap();
        let lang = || async { tables.store.latest_game("lang").await.unwrap().unwrap().language };
        assert_eq!(lang().await, Lang::De);
        tables.handle(&at("lang", "bob"), Request::Join).await.unwrap();
        let err = tables.handle(&at("lang", "bob"), language("ru")).await.unwrap_err();
        assert_eq!(err.msg.key, "table.error.creator-only");
        let err = tables.handle(&at("lang", "ann"), language("klingon")).await.unwrap_err();
        assert_eq!(err.msg.key, "table.error.unknown-language");
        assert_eq!(lang().await, Lang::De, "refusals change nothing");
        let set = tables.handle(&at("lang", "ann"), language("ru")).await.unwrap();
        assert_eq!(set.public[0].key, "table.language-set");
        assert_eq!(lazaretto::i18n::t(&set.public[0]), "ann set the table's language to Русский.");
        assert_eq!(lang().await, Lang::Ru);
        // a Discord locale names a language too
        tables.handle(&at("lang", "ann"), language("en-GB")).await.unwrap();
        assert_eq!(lang().await, Lang::En);
        // replies carry the table's language (a front-end tells its public part in it), and a
        // bot joining a Russian table is named in Russian
        tables.handle(&at("lang", "ann"), language("ru")).await.unwrap();
        let status = tables.handle(&at("lang", "bob"), Request::Status).await.unwrap();
        assert_eq!(status.lang, Lang::Ru);
        let bot = tables.handle(&at("lang", "ann"), Request::BotAdd { level: Some("easy".into()) }).await.unwrap();
        let told = lazaretto::i18n::render(Lang::Ru, &bot.public[0]);
        assert!(told.contains("Бот 1 (easy)"), "{told}");
    }
}

/// A table service on a clock the test moves by hand (no sleeping), bots without delay.
fn tables_at(store: Store) -> (Tables, Arc<std::sync::atomic::AtomicI64>) {
    let now = Arc::new(std::sync::atomic::AtomicI64::new(1_800_000_000));
    let clock = now.clone();
    let mut tables = Tables::new(store, Arc::new(move || clock.load(std::sync::atomic::Ordering::SeqCst)));
    (tables.images, tables.bot_delay) = (false, 0);
    (tables, now)
}

fn later(now: &std::sync::atomic::AtomicI64, secs: i64) {
    now.fetch_add(secs, std::sync::atomic::Ordering::SeqCst);
}

/// A two-person Rattus table of ann and bob, started, with the turn clock `clock` set by ann;
/// returns who acts first and the other.
async fn clocked_table(tables: &Tables, clock: &str) -> (&'static str, &'static str) {
    tables.handle(&ctx("ann"), Request::New { kind: "rattus".into(), options: vec![] }).await.unwrap();
    tables.handle(&ctx("bob"), Request::Join).await.unwrap();
    let started = tables.start(&ctx("ann"), StartOptions { seed: Some(3), ..Default::default() }).await.unwrap();
    let (secs, policy) = clock.split_once(' ').unwrap();
    let secs = lazaretto::table::remind::parse_duration(secs).map_or(Change::Off, Change::Set);
    tables.handle(&ctx("ann"), Request::Clock { secs, policy: Some(policy.into()) }).await.unwrap();
    match started.prompt.unwrap().user_id.as_str() {
        "u:ann" => ("ann", "bob"),
        _ => ("bob", "ann"),
    }
}

/// Plays `who`'s whole turn with the first choice offered each time; who was pinged.
async fn play_turn(tables: &Tables, who: &str) -> Vec<String> {
    let mut pinged = Vec::new();
    while let Some(p) = tables.decision(&ctx(who)).await {
        let action = p.choices[0].notation.clone();
        let reply = tables.handle(&ctx(who), Request::Play { action, version: Some(p.version) }).await.unwrap();
        pinged.extend(reply.mentions);
    }
    pinged
}

fn private(reply: &lazaretto::table::Reply) -> String {
    reply.private.iter().map(lazaretto::i18n::t).collect::<Vec<_>>().join("\n")
}

/// `/away` at a table whose clock policy is `ai`: the turn of the player away (the one to act
/// now, and their next one) is played by the AI at once through the clocks' due path, marked
/// as played because they are away, and claimed once; `/away off` gives them their clock back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn away_hands_turns_to_the_ai_where_the_clock_says_ai() {
    for db in TempDb::all("away-ai").await {
        let (tables, now) = tables_at(db.store().await);
        let (first, other) = clocked_table(&tables, "24h ai").await;
        assert!(tables.due_clocks().await.unwrap().is_empty(), "{}: the clock runs", db.label());
        let e = tables
            .handle(&ctx(first), Request::Away { until: Change::Set(AwayFor::Secs(31 * 86_400)) })
            .await
            .unwrap_err();
        assert_eq!(e.msg.key, "table.away.error.time");
        let not = tables.handle(&ctx(first), Request::Away { until: Change::Keep }).await.unwrap();
        assert_eq!(private(&not), "You are not away.");
        let set =
            tables.handle(&ctx(first), Request::Away { until: Change::Set(AwayFor::Secs(2 * 86_400)) }).await.unwrap();
        assert!(private(&set).starts_with("You are away for 48 h, until "), "{}", private(&set));
        assert!(set.public.is_empty(), "told only to them");
        let is = tables.handle(&ctx(first), Request::Away { until: Change::Keep }).await.unwrap();
        assert!(private(&is).starts_with("You are away until "), "{}", private(&is));

        // their turn now: due at once (bot delay 0), claimed by exactly one of two callers
        let due = tables.due_clocks().await.unwrap();
        assert_eq!(due.len(), 1, "{}", db.label());
        let (a, b) = tokio::join!(tables.play_due_clock(&due[0]), tables.play_due_clock(&due[0]));
        let (a, b) = (a.unwrap(), b.unwrap());
        assert!(a.is_empty() != b.is_empty(), "{}: claimed once", db.label());
        let row = tables.store.latest_game("flow").await.unwrap().unwrap();
        assert_eq!(row.turn_user_id.as_deref(), Some(format!("u:{other}").as_str()), "the turn passed");
        let log = tables.store.actions(row.id).await.unwrap();
        let marked = log.iter().filter(|a| a.events.contains("table.away.ai-step")).count();
        assert!(marked >= 1 && log.iter().all(|a| a.user_id == format!("u:{first}")), "{}", db.label());

        // their next turn, while still away: the AI again, and (issue 27) nobody is pinged for
        // a turn the AI plays a moment later
        let pinged = play_turn(&tables, other).await;
        assert!(pinged.is_empty(), "{}: {pinged:?} pinged though away at an ai table", db.label());
        let due = tables.due_clocks().await.unwrap();
        assert_eq!(due.len(), 1, "{}: the next turn of the player away", db.label());
        assert!(!tables.play_due_clock(&due[0]).await.unwrap().is_empty());
        let pinged = play_turn(&tables, other).await;
        assert!(pinged.is_empty(), "{}: {pinged:?}", db.label());
        let due = tables.due_clocks().await.unwrap();
        assert!(!tables.play_due_clock(&due[0]).await.unwrap().is_empty());

        // back: their clock runs as usual again, and they are pinged when their turn comes
        let back = tables.handle(&ctx(first), Request::Away { until: Change::Off }).await.unwrap();
        assert_eq!(private(&back), "Welcome back: reminders and turn clocks run for you again.");
        let pinged = play_turn(&tables, other).await;
        assert_eq!(pinged, vec![format!("u:{first}")], "{}: pinged again once back", db.label());
        assert!(tables.due_clocks().await.unwrap().is_empty(), "{}: not played for them", db.label());
        later(&now, 86_400 - 1);
        assert!(tables.due_clocks().await.unwrap().is_empty());
        later(&now, 1);
        assert_eq!(tables.due_clocks().await.unwrap().len(), 1, "{}: the clock runs out", db.label());
        tables.verify_replay("flow").await.unwrap();
    }
}

/// `/away` at a table whose clock policy is `remind`: the clock does not run out for the player
/// away and they are not reminded, nor played for; back (`/away off`), their turn gets a whole
/// turn's time again, and when it runs out they are reminded. `/clock` without a time shows the
/// setting to anyone; a policy without a time is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn away_pauses_reminders_and_remind_clocks() {
    for db in TempDb::all("away-remind").await {
        let (tables, now) = tables_at(db.store().await);
        tables.handle(&ctx("ann"), Request::New { kind: "rattus".into(), options: vec![] }).await.unwrap();
        let none = tables.handle(&ctx("ann"), Request::Clock { secs: Change::Keep, policy: None }).await.unwrap();
        assert_eq!(private(&none), "This table has no turn clock.");
        tables.handle(&ctx("ann"), Request::Abandon { confirm: true }).await.unwrap();
        let (first, other) = clocked_table(&tables, "1h remind").await;
        let shown = tables.handle(&ctx(other), Request::Clock { secs: Change::Keep, policy: None }).await.unwrap();
        assert_eq!(
            private(&shown),
            "This table's turn clock: 1 h per turn; when a player's time runs out, they are reminded."
        );
        let alone = Request::Clock { secs: Change::Keep, policy: Some("ai".into()) };
        assert_eq!(tables.handle(&ctx("ann"), alone).await.unwrap_err().msg.key, "table.clock.error.policy-alone");

        tables.handle(&ctx(first), Request::Away { until: Change::Set(AwayFor::Secs(86_400)) }).await.unwrap();
        assert!(tables.due_clocks().await.unwrap().is_empty(), "{}: nothing at once", db.label());
        later(&now, 3600);
        let due = tables.due_clocks().await.unwrap();
        assert_eq!(due.len(), 1);
        assert!(tables.play_due_clock(&due[0]).await.unwrap().is_empty(), "no AI move");
        assert!(tables.due_clocks().await.unwrap().is_empty(), "{}: the clock waits", db.label());
        // the day's reminder falls in the time away: not sent
        later(&now, 86_400 - 3600 - 10);
        assert!(tables.due_reminders().await.unwrap().is_empty());
        let row = tables.store.latest_game("flow").await.unwrap().unwrap();
        assert!(row.remind_at.unwrap() > now.load(std::sync::atomic::Ordering::SeqCst), "{}", db.label());
        assert!(tables.due_reminders().await.unwrap().is_empty(), "{}: not reminded while away", db.label());

        tables.handle(&ctx(first), Request::Away { until: Change::Off }).await.unwrap();
        later(&now, 3599);
        assert!(tables.due_clocks().await.unwrap().is_empty(), "{}: a whole turn's time again", db.label());
        later(&now, 1);
        let due = tables.due_clocks().await.unwrap();
        assert_eq!(due.len(), 1);
        assert!(tables.play_due_clock(&due[0]).await.unwrap().is_empty(), "no AI move");
        let reminders = tables.due_reminders().await.unwrap();
        assert_eq!(reminders.len(), 1, "{}: reminded when the clock runs out", db.label());
        assert_eq!(reminders[0].user_id, format!("u:{first}"));
        let row = tables.store.latest_game("flow").await.unwrap().unwrap();
        assert!(tables.store.actions(row.id).await.unwrap().is_empty(), "nobody played for them");
    }
}

/// A lobby whose last person leaves, or is kicked, while bots alone are seated is closed, and
/// the reply says so; with a person left it stays open.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lobby_of_bots_alone_is_closed() {
    for db in TempDb::all("botlobby").await {
        let tables = Tables::new(db.store().await, Arc::new(|| 1_800_000_000));
        for kick in [false, true] {
            tables.handle(&ctx("ann"), Request::New { kind: "rattus".into(), options: vec![] }).await.unwrap();
            tables.handle(&ctx("ann"), Request::BotAdd { level: Some("easy".into()) }).await.unwrap();
            tables.handle(&ctx("bob"), Request::Join).await.unwrap();
            let left = tables.handle(&ctx("bob"), Request::Leave).await.unwrap();
            assert_eq!(left.public.len(), 1, "{}: ann is still seated", db.label());
            let req = if kick { Request::Kick { user_id: "u:ann".into() } } else { Request::Leave };
            let out = tables.handle(&ctx("ann"), req).await.unwrap();
            let said: Vec<String> = out.public.iter().map(lazaretto::i18n::t).collect();
            assert_eq!(said[1], "Only bots are left at the table, so it closes.", "{}", db.label());
            let row = tables.store.latest_game("flow").await.unwrap().unwrap();
            assert_eq!(row.status, lazaretto::store::Status::Abandoned, "{}", db.label());
        }
    }
}

/// Issue 27 (R-C12, R-D11): a `strong` bot holding the Witch ends its turn. Calling the Witch off
/// before her second look returns to the position before her, and a strong bot went `witch`,
/// `look`, `cancel`, `witch`, … for ever; now it finishes a power it began.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_strong_bot_holding_the_witch_ends_its_turn() {
    let mut witch_used = 0;
    for seed in 1..=4u64 {
        let mut tables = Tables::new(Store::memory().await.unwrap(), Arc::new(|| 1_800_000_000));
        tables.images = false;
        let ask = |who: &'static str, req: Request| {
            let tables = tables.clone();
            async move { tables.handle(&ctx(who), req).await }
        };
        ask("ann", Request::New { kind: "rattus".into(), options: vec![] }).await.unwrap();
        ask("ann", Request::BotAdd { level: Some("strong:40ms".into()) }).await.unwrap();
        let position: toml::Table = toml::from_str("to_act = \"yellow\"\ncards = { witch = \"yellow\" }").unwrap();
        let opts = StartOptions { seed: Some(seed), joined_order: true, position: Some(position) };
        tables.start(&ctx("ann"), opts).await.unwrap();
        let replies = tables.bot_turns_in("flow").await.unwrap();
        assert!(!replies.is_empty(), "seed {seed}: the bot did not play");
        let last = replies.last().unwrap();
        assert!(last.prompt.as_ref().is_none_or(|p| p.user_id == "u:ann"), "seed {seed}: the bot's turn did not end");
        let row = tables.store.latest_game("flow").await.unwrap().unwrap();
        let log = tables.store.actions(row.id).await.unwrap();
        let bot: Vec<&str> = log.iter().filter(|a| a.user_id == "bot:1").map(|a| a.notation.as_str()).collect();
        assert!(!bot.contains(&"cancel"), "seed {seed}: the bot called a power off: {bot:?}");
        assert!(bot.len() < 40, "seed {seed}: {} decisions in one turn: {bot:?}", bot.len());
        witch_used += bot.contains(&"witch") as usize;
        tables.verify_replay("flow").await.unwrap();
    }
    println!("the bot used the Witch in {witch_used} of 4 games");
}

/// Issue 27 (the newcomer list) at the table: a closed lobby's `/status` says it closed;
/// `/log` reaches every line a page at a time, saying which page of how many; text the game
/// cannot read says how many choices there are (keeping the rule, R-D11); `/abandon` asks once
/// and changes nothing until confirmed, and `/status` then says the game was abandoned instead
/// of waiting for a move.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abandon_asks_first_status_tells_and_the_log_pages() {
    for db in TempDb::all("newcomer").await {
        let (tables, _) = tables_at(db.store().await);
        tables.handle(&ctx("ann"), Request::New { kind: "rattus".into(), options: vec![] }).await.unwrap();
        tables.handle(&ctx("ann"), Request::Leave).await.unwrap();
        let closed = tables.handle(&ctx("bob"), Request::Status).await.unwrap();
        assert!(private(&closed).contains("closed before its game started"), "{}", private(&closed));

        tables.handle(&ctx("ann"), Request::New { kind: "rattus".into(), options: vec![] }).await.unwrap();
        tables.handle(&ctx("bob"), Request::Join).await.unwrap();
        tables.start(&ctx("ann"), StartOptions { seed: Some(5), ..Default::default() }).await.unwrap();
        for _ in 0..4 {
            for who in ["ann", "bob"] {
                play_turn(&tables, who).await;
            }
        }
        // the whole log, then the same lines a page of 7 at a time
        let all = tables.handle(&ctx("cid"), Request::Log { count: 200, page: None }).await.unwrap();
        let total = all.private.len() - 1;
        assert!(total > 20 && total <= 200, "{total} lines");
        assert_eq!(
            lazaretto::i18n::t(&all.private[0]),
            format!("Log page 1 of 1 (lines 1–{total} of {total}); /log page:N shows another.")
        );
        let pages = total.div_ceil(7);
        let mut paged = Vec::new();
        for page in 1..=pages {
            let r = tables.handle(&ctx("cid"), Request::Log { count: 7, page: Some(page) }).await.unwrap();
            let header = lazaretto::i18n::t(&r.private[0]);
            assert!(header.starts_with(&format!("Log page {page} of {pages} (lines ")), "{header}");
            paged.extend(r.private[1..].iter().cloned());
        }
        assert_eq!(paged, all.private[1..].to_vec(), "{}: every line once, in order", db.label());
        let last = tables.handle(&ctx("cid"), Request::Log { count: 7, page: None }).await.unwrap();
        assert_eq!(last.private[1..], all.private[total + 1 - 7..], "without a page: the last lines");
        let past = tables.handle(&ctx("cid"), Request::Log { count: 7, page: Some(pages + 1) }).await.unwrap_err();
        assert_eq!(past.msg.key, "table.error.log-page");

        // unreadable text: how many choices there are, and the game's rule
        let who = tables.handle(&ctx("ann"), Request::Status).await.unwrap().prompt.unwrap();
        let (user, n) = (who.user_id[2..].to_string(), who.choices.len());
        let e = tables.handle(&ctx(&user), Request::Play { action: "99".into(), version: None }).await.unwrap_err();
        assert_eq!(e.msg.key, "table.error.no-such-number");
        let said = lazaretto::i18n::t(&e.msg);
        assert!(said.contains(&format!("numbered 1 to {n}")), "{said}");
        let e = tables.handle(&ctx(&user), Request::Play { action: "xyzzy".into(), version: None }).await.unwrap_err();
        assert_eq!((e.rule, e.msg.key.as_str()), (Some("R-D11"), "table.error.unreadable"));
        let said = lazaretto::i18n::t(&e.msg);
        let counted = if n == 1 {
            "There is 1 choice: type 1".to_string()
        } else {
            format!("There are {n} choices: type a number from 1 to {n}")
        };
        assert!(said.contains(&counted), "{said}");
        let e = tables.handle(&ctx(&user), Request::Play { action: " ".into(), version: None }).await.unwrap_err();
        assert_eq!(e.msg.key, "table.error.nothing-typed");

        // /abandon asks first, and only the creator is asked
        let before = tables.store.latest_game("flow").await.unwrap().unwrap();
        let e = tables.handle(&ctx("bob"), Request::Abandon { confirm: false }).await.unwrap_err();
        assert_eq!(e.msg.key, "table.error.creator-only");
        let asked = tables.handle(&ctx("ann"), Request::Abandon { confirm: false }).await.unwrap();
        assert!(asked.public.is_empty() && private(&asked).contains("repeat /abandon with yes"), "{}", private(&asked));
        assert!(asked.notice.is_none());
        let after = tables.store.latest_game("flow").await.unwrap().unwrap();
        assert_eq!(
            (after.version, after.status),
            (before.version, before.status),
            "{}: asking changes nothing",
            db.label()
        );
        let ended = tables.handle(&ctx("ann"), Request::Abandon { confirm: true }).await.unwrap();
        assert!(ended.public.iter().map(lazaretto::i18n::t).any(|l| l.contains("ended the game")));
        let status = tables.handle(&ctx("bob"), Request::Status).await.unwrap();
        let said = private(&status);
        assert!(said.contains("was abandoned; nobody is waiting for a move"), "{said}");
        assert!(!said.contains("Waiting for") && status.prompt.is_none(), "{said}");
    }
}

/// M-P1, R-S1: lobbies stored by earlier versions (their options as the `games.options` column
/// held them: the game's options with `players` beside them when fixed, or `{}`) seat, start
/// and play on: a fixed count fills the table and refuses one more, an open one takes the game's
/// range.
#[tokio::test]
async fn lobbies_stored_by_earlier_versions_start_and_play_on() {
    use lazaretto::i18n::Lang;
    use lazaretto::store::Kind;
    let mut tables = Tables::new(Store::memory().await.unwrap(), Arc::new(|| 1_800_000_000));
    tables.images = false;
    let stored = [
        (Kind::Messina, r#"{"boards":"b","players":2,"priority_tile":true,"scrolls":"b"}"#, 2),
        (Kind::Messina, r#"{"boards":"a","players":1,"priority_tile":false,"scrolls":"a"}"#, 1),
        (Kind::Rattus, r#"{"players":3}"#, 3),
        (Kind::Rattus, "{}", 4),
    ];
    for (n, (kind, options, seats)) in stored.into_iter().enumerate() {
        let channel = format!("old-{n}");
        let at =
            |user: &str| Ctx { channel: channel.clone(), user: User::new(format!("u:{user}"), user), admin: false };
        tables.store.create_game(&channel, kind, options, Lang::En, ("u:p0", "p0"), 1_800_000_000).await.unwrap();
        for p in 1..seats {
            tables.handle(&at(&format!("p{p}")), Request::Join).await.unwrap();
        }
        let full = tables.handle(&at("extra"), Request::Join).await.unwrap_err();
        assert_eq!(full.msg.key, "table.error.full", "{options}");
        let start = tables.start(&at("p0"), StartOptions { seed: Some(5), ..Default::default() }).await.unwrap();
        let mut prompt = start.prompt.unwrap_or_else(|| panic!("{options}: a decision after the start"));
        let mut rng = GameRng::new(n as u64);
        for _ in 0..30 {
            let action = prompt.choices[rng.below(prompt.choices.len())].notation.clone();
            let user = prompt.user_id.trim_start_matches("u:").to_string();
            let reply = tables
                .handle(&at(&user), Request::Play { action: action.clone(), version: Some(prompt.version) })
                .await
                .unwrap_or_else(|e| panic!("{options}: {action}: {:?}", e.msg));
            let Some(next) = reply.prompt else { break };
            prompt = next;
        }
        let row = tables.store.latest_game(&channel).await.unwrap().unwrap();
        assert_eq!(row.options, options, "the stored options are kept as they were");
        assert_eq!(tables.store.seats(row.id).await.unwrap().len(), seats, "{options}");
        tables.verify_replay(&channel).await.unwrap();
    }
}
