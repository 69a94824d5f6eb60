//! Live pages: `/g/{token}/events` is a stream of server-sent events, each carrying the game's
//! version as its data and id. The first event is sent at once, so a browser that reconnects
//! (after a sleep, or a server restart) compares it with the page it shows and catches up.
//!
//! One watcher per watched game per process asks the database for the version every
//! [`POLL`] and tells every open stream of that game when it changed, so a move made by any
//! process on the same database (several bot shards on PostgreSQL) reaches every page; it stops
//! when its last stream closes.

use super::{lang, plain, Web};
use crate::table::Tables;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::Mutex;
use std::time::Duration;
use tokio::sync::watch;

/// How often a watched game's version is asked for (at most twice a second per game and process).
pub const POLL: Duration = Duration::from_millis(500);

pub struct Live {
    tables: Tables,
    games: Mutex<HashMap<i64, watch::Sender<i64>>>,
}

impl Live {
    pub fn new(tables: Tables) -> Live {
        Live { tables, games: Mutex::new(HashMap::new()) }
    }

    /// A receiver of the game's version, starting its watcher if none runs.
    fn watch(self: &std::sync::Arc<Self>, game_id: i64, version: i64) -> watch::Receiver<i64> {
        let mut games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(tx) = games.get(&game_id) {
            tx.send_if_modified(|v| std::mem::replace(v, (*v).max(version)) < version);
            return tx.subscribe();
        }
        let (tx, rx) = watch::channel(version);
        games.insert(game_id, tx.clone());
        let live = self.clone();
        tokio::spawn(async move { live.poll(game_id, tx).await });
        rx
    }

    async fn poll(&self, game_id: i64, tx: watch::Sender<i64>) {
        loop {
            tokio::time::sleep(POLL).await;
            {
                let mut games = self.games.lock().unwrap_or_else(|e| e.into_inner());
                if tx.receiver_count() == 0 {
                    games.remove(&game_id);
                    return;
                }
            }
            match self.tables.game_version(game_id).await {
                Ok(Some(version)) => {
                    tx.send_if_modified(|v| std::mem::replace(v, version) != version);
                }
                Ok(None) => {}
                Err(e) => tracing::warn!("web: the version of game {game_id} could not be read: {:?}", e.msg),
            }
        }
    }
}

/// `/g/{token}/events`: the game's version now, then at every change.
pub async fn events(State(web): State<Web>, Path(token): Path<String>, headers: HeaderMap) -> Response {
    let lang = lang::viewer(&headers, None, None);
    let (game_id, version) = match web.tables.web_version(&token).await {
        Ok(Some(found)) => found,
        Ok(None) => return plain(StatusCode::NOT_FOUND, lang, "web.not-found"),
        Err(e) => return super::failed(e, lang),
    };
    let rx = web.live.watch(game_id, version);
    let stream = futures_util::stream::unfold((rx, true), |(mut rx, first)| async move {
        if !first {
            rx.changed().await.ok()?;
        }
        let v = *rx.borrow_and_update();
        Some((Ok::<_, Infallible>(Event::default().id(v.to_string()).data(v.to_string())), (rx, false)))
    });
    Sse::new(stream).keep_alive(KeepAlive::default()).into_response()
}
