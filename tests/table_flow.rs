//! A complete game through the table service on a real SQLite file: pings exactly when the
//! decision passes to someone else, images after each turn, the game survives reopening the
//! database, and the stored state replays exactly from the log (R-D6, R-E1, R-E12).

use lazaretto::games::GameRng;
use lazaretto::store::Store;
use lazaretto::table::{Ctx, Request, StartOptions, Tables, User};
use std::sync::Arc;

fn ctx(user: &str) -> Ctx {
    Ctx { channel: "flow".into(), user: User::new(format!("u:{user}"), user), admin: false }
}

#[tokio::test]
async fn full_game_on_a_sqlite_file() {
    let dir = std::env::temp_dir().join(format!("lazaretto-flow-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}", dir.join("flow.db").display());
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
    assert_eq!(row.status, "finished");
    assert_eq!(row.remind_at, None, "no reminders for a finished game");
    let log = tables.store.actions(row.id).await.unwrap();
    assert_eq!(log.len(), moves);
    // a new game may now be opened in the same channel
    tables.handle(&ctx("bob"), Request::New { kind: "rattus".into(), options: vec![] }).await.unwrap();
    let _ = std::fs::remove_dir_all(&dir);
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
                assert_eq!(err.msg.key, "table.error.cannot-undo", "{kind}: after {choice}");
                refused += 1;
                prompt = next;
            }
        }
        assert!(offered > 10 && refused > 0, "{kind}: {offered} take-backs offered, {refused} refused");
    }
}
