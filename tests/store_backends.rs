//! The store on both backends (SQLite and a throwaway PostgreSQL server): typed columns, one
//! active game per channel, the version check, the outbox and reminders claimed by exactly one
//! of several claimers, and databases that cannot be used refused at start.

#[path = "support/db.rs"]
mod db;

use db::TempDb;
use lazaretto::store::{ActionKind, GameChange, GameStart, Kind, NewAction, NewNotice, Status, Store, StoreError};

fn change(state: &str, status: Status) -> GameChange {
    GameChange {
        state: state.into(),
        status,
        turn_user_id: Some("u1".into()),
        turn_since: Some(10),
        remind_at: Some(100),
        pings_paused: false,
    }
}

fn action(n: i64) -> NewAction {
    NewAction {
        kind: ActionKind::Act,
        user_id: "u1".into(),
        seat: 0,
        notation: format!("step {n}"),
        undoes: None,
        barrier: n % 2 == 0,
        events: "[]".into(),
        turn_end: n % 3 == 0,
    }
}

/// A started game in `channel` at version 2 (created, started).
async fn started(store: &Store, channel: &str) -> i64 {
    let id = store.create_game(channel, Kind::Rattus, "{}", ("u1", "Ann"), 1).await.unwrap();
    store.join(id, 0, ("u2", "Bob"), 2).await.unwrap();
    let start = GameStart { seed: 7, seats: vec![("u2".into(), 0), ("u1".into(), 1)], initial_state: "{}".into() };
    store.start(id, 1, &start, &change("{}", Status::Active), None, 3).await.unwrap();
    id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_seats_and_the_log_on_both_backends() {
    for db in TempDb::all("basics").await {
        let store = db.store().await;
        let label = db.label();
        assert_eq!(store.count_games().await.unwrap(), 0);
        let id = store.create_game("c1", Kind::Messina, "{}", ("u1", "Ann"), 1).await.unwrap();
        let busy = store.create_game("c1", Kind::Rattus, "{}", ("u9", "Eve"), 1).await;
        assert!(matches!(busy, Err(StoreError::ChannelBusy)), "{label}: {busy:?}");
        for (i, u) in ["u3", "u2", "u4"].iter().enumerate() {
            store.join(id, i as i64, (u, u), 5).await.unwrap();
        }
        let lobby: Vec<String> = store.seats(id).await.unwrap().into_iter().map(|s| s.user_id).collect();
        assert_eq!(lobby, ["u1", "u3", "u2", "u4"], "{label}: the lobby in joining order");
        // a stale version changes nothing
        assert!(matches!(store.join(id, 0, ("u5", "u5"), 6).await, Err(StoreError::Conflict)), "{label}");
        let row = store.active_game("c1").await.unwrap().unwrap();
        assert_eq!((row.kind, row.status, row.version), (Kind::Messina, Status::Lobby, 3), "{label}");
        let seats = vec![("u4".into(), 0), ("u3".into(), 1), ("u2".into(), 2), ("u1".into(), 3)];
        let start = GameStart { seed: i64::MAX, seats, initial_state: "{\"s\":0}".into() };
        let notice = NewNotice { notice: "{}".into(), state: Some("{\"s\":0}".into()) };
        let owed = store.start(id, 3, &start, &change("{\"s\":0}", Status::Active), Some(&notice), 7).await.unwrap();
        assert!(owed.is_some(), "{label}: the start owes a post");
        let order: Vec<String> = store.seats(id).await.unwrap().into_iter().map(|s| s.user_id).collect();
        assert_eq!(order, ["u4", "u3", "u2", "u1"], "{label}: seats in seat order");
        for n in 1..=4 {
            store.record(id, 3 + n, &change(&format!("{{\"s\":{n}}}"), Status::Active), &action(n), None, 8).await.unwrap();
        }
        let log = store.actions(id).await.unwrap();
        assert_eq!(log.iter().map(|a| a.seq).collect::<Vec<_>>(), [1, 2, 3, 4], "{label}");
        assert_eq!((log[1].barrier, log[2].turn_end, log[0].kind), (true, true, ActionKind::Act), "{label}");
        let row = store.game(id).await.unwrap().unwrap();
        assert_eq!((row.seed, row.version, row.state.as_deref()), (Some(i64::MAX), 8, Some("{\"s\":4}")), "{label}");
        store.set_status(id, 8, Status::Finished, None, 9).await.unwrap();
        assert!(store.active_game("c1").await.unwrap().is_none(), "{label}");
        let latest = store.latest_game("c1").await.unwrap().unwrap();
        assert_eq!((latest.status, latest.remind_at), (Status::Finished, None), "{label}");
        // the channel is free again; the latest game is the new one
        let again = store.create_game("c1", Kind::Rattus, "{}", ("u1", "Ann"), 10).await.unwrap();
        assert_eq!(store.latest_game("c1").await.unwrap().unwrap().id, again, "{label}");
        // the last one out of a lobby closes it in the same change
        store.leave(again, 0, "u1", true, 11).await.unwrap();
        assert_eq!(store.game(again).await.unwrap().unwrap().status, Status::Abandoned, "{label}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn owed_notices_and_reminders_are_claimed_once() {
    for db in TempDb::all("claims").await {
        let label = db.label();
        let mut store = db.store().await;
        store.set_lease(30);
        let games: Vec<i64> = futures_util::future::join_all((0..10).map(|g| {
            let store = store.clone();
            async move { started(&store, &format!("ch{g}")).await }
        }))
        .await;
        let now = 1000;
        // every game owes two notices, written by moves at t = 1000 (claimed by their writer)
        for (g, id) in games.iter().enumerate() {
            for n in 0..2 {
                let notice = NewNotice { notice: format!("{{\"g\":{g},\"n\":{n}}}"), state: None };
                store.record(*id, 2 + n, &change("{}", Status::Active), &action(n), Some(&notice), now).await.unwrap();
            }
        }
        assert_eq!(store.owed_notices().await.unwrap(), 20, "{label}");
        assert!(store.claim_notices(now + 29, 100).await.unwrap().is_empty(), "{label}: their writers hold them");
        // the writers died: once the claims run out, 8 claimers race for them
        let claims = futures_util::future::join_all((0..8).map(|_| {
            let store = store.clone();
            async move {
                let mut mine = Vec::new();
                loop {
                    let got = store.claim_notices(now + 31, 3).await.unwrap();
                    if got.is_empty() {
                        return mine;
                    }
                    for n in got {
                        assert_eq!(n.attempts, 2);
                        assert!(store.notice_delivered(n.id, now + 31).await.unwrap());
                        mine.push(n.id);
                    }
                }
            }
        }))
        .await;
        let mut all: Vec<i64> = claims.into_iter().flatten().collect();
        all.sort();
        let n = all.len();
        all.dedup();
        assert_eq!((n, all.len()), (20, 20), "{label}: every notice claimed exactly once");
        assert_eq!(store.owed_notices().await.unwrap(), 0, "{label}");
        assert!(!store.notice_delivered(all[0], now + 40).await.unwrap(), "{label}: delivered once");

        // reminders: every game's is due; 8 claimers, each game's reminder claimed once
        let due = store.due_reminders(now).await.unwrap();
        assert_eq!(due.len(), 10, "{label}");
        let wins = futures_util::future::join_all((0..8).map(|_| {
            let (store, due) = (store.clone(), due.clone());
            async move {
                let mut won = Vec::new();
                for g in &due {
                    let at = g.remind_at.unwrap();
                    if store.reschedule_reminder(g.id, g.version, at, Some(now + 500)).await.unwrap() {
                        won.push(g.id);
                    }
                }
                won
            }
        }))
        .await;
        let mut won: Vec<i64> = wins.into_iter().flatten().collect();
        won.sort();
        let mut games = games.clone();
        games.sort();
        assert_eq!(won, games, "{label}: each reminder claimed exactly once");
        assert!(store.due_reminders(now).await.unwrap().is_empty(), "{label}");
    }
}

#[tokio::test]
async fn unusable_databases_are_refused_at_start() {
    for url in ["", "  ", "mysql://root@localhost/games"] {
        let e = Store::open(url).await.err().expect("refused").to_string();
        assert!(e.contains("DATABASE_URL"), "{url:?}: {e}");
    }
    // a read-only SQLite file: refused at once, not at the first move
    let db = TempDb::new("readonly");
    drop(db.store().await);
    let ro = format!("{}?mode=ro", db.url);
    let e = Store::open(&ro).await.err().expect("a read-only database is refused").to_string();
    assert!(e.contains("does not take writes") || e.contains("readonly"), "{e}");
}
