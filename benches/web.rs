//! Web benchmarks (issue 23): `cargo bench --bench web`, on SQLite and (where a server can be
//! started, see tests/support/db.rs) PostgreSQL. Prints
//! - the game page served warm (the site on 127.0.0.1, one request a connection): median, p99;
//!   and a seat's private view of it, rendered for each request (public pages are kept);
//! - the images of the position after entry N of the log, drawn cold (a fresh table service, so
//!   nothing replayed or drawn before) at the end of a finished 4-player Messina game, for
//!   several N: replay + draw of all the position's images;
//! - 1,000 open live connections (server-sent events) on one game: from a move to each being
//!   told (median, p99, last) and the process's extra resident memory for them (the clients'
//!   sockets and buffers live in the same process and are counted too).

#[path = "../tests/support/db.rs"]
mod db;
#[path = "../tests/web/game.rs"]
mod game;
#[path = "../tests/web/http.rs"]
mod http;

use db::TempDb;
use game::{play, site, started};
use lazaretto::games::GameRng;
use lazaretto::table::{system_clock, Tables};
use std::time::{Duration, Instant};

const SSE: usize = 1000;

fn stats(mut v: Vec<Duration>) -> String {
    v.sort();
    let at = |q: f64| v[((v.len() as f64 * q) as usize).min(v.len() - 1)];
    format!("median {:>9.3?}  p99 {:>9.3?}  max {:>9.3?}  ({} runs)", at(0.5), at(0.99), v[v.len() - 1], v.len())
}

/// The process's resident memory in KiB (Linux).
fn rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap_or("VmRSS: 0 kB");
    line.split_whitespace().nth(1).and_then(|n| n.parse().ok()).unwrap_or(0)
}

fn main() {
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    rt.block_on(async {
        for db in TempDb::all("web-bench").await {
            bench(&db).await;
        }
    });
}

/// A page asked for 50 times to warm up, then timed over 500 requests (one a connection).
async fn served(addr: std::net::SocketAddr, path: &str) -> Vec<Duration> {
    for _ in 0..50 {
        assert_eq!(http::get(addr, path, &[]).await.status, 200);
    }
    let mut times = Vec::new();
    for _ in 0..500 {
        let t = Instant::now();
        let r = http::get(addr, path, &[]).await;
        times.push(t.elapsed());
        assert_eq!(r.status, 200);
    }
    times
}

async fn bench(db: &TempDb) {
    let label = db.label();
    let tables = db.tables().await;
    let addr = site(tables.clone()).await;
    let mut rng = GameRng::new(1347);
    let (messina, token) = started(&tables, "m", "messina", &["ann", "bob", "cid", "dan"], 1347).await;
    play(&tables, "m", 1_000_000, &mut rng).await;
    let total = tables.store.actions(messina).await.unwrap().len();

    let page = served(addr, &format!("/g/{token}")).await;
    println!("{label}: Messina 4p page (finished, {total} log entries) served warm: {}", stats(page));
    // a seat's private view is rendered for each request (never kept): the page's own cost
    let pass = tables.sign_pass(&token, "u:ann").await.unwrap();
    let private = served(addr, &format!("/g/{token}/p/{pass}")).await;
    println!("{label}: Messina 4p private view (rendered each time) served warm: {}", stats(private));

    for n in [total / 4, total / 2, 3 * total / 4, total] {
        let mut times = Vec::new();
        for _ in 0..5 {
            let cold = Tables::new(db.store().await, system_clock());
            let pictures = cold.web_page(&token, Some(n), None).await.unwrap().unwrap().pictures;
            let t = Instant::now();
            for i in 0..pictures {
                assert!(cold.web_image(&token, Some(n), i).await.unwrap().is_some());
            }
            times.push(t.elapsed());
        }
        println!(
            "{label}: Messina 4p images after entry {n:>4} of {total}, cold (replay + draw all): {}",
            stats(times)
        );
    }

    let (_, live) = started(&tables, "r", "rattus", &["ann", "bob", "cid"], 5).await;
    let before = rss_kib();
    let mut streams = Vec::new();
    for _ in 0..SSE {
        let mut s = http::EventStream::open(addr, &format!("/g/{live}/events")).await.unwrap();
        s.next().await;
        streams.push(s);
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let extra = rss_kib().saturating_sub(before);
    let moved = Instant::now();
    let waits: Vec<_> = streams
        .into_iter()
        .map(|mut s| {
            tokio::spawn(async move {
                s.next().await;
                (moved.elapsed(), s)
            })
        })
        .collect();
    play(&tables, "r", 1, &mut rng).await;
    let mut told = Vec::new();
    let mut open = Vec::new();
    for w in waits {
        let (t, s) = w.await.unwrap();
        told.push(t);
        open.push(s);
    }
    println!("{label}: {SSE} live connections, move to told: {}", stats(told));
    println!("{label}: {SSE} live connections, extra resident memory {:.1} MiB", extra as f64 / 1024.0);
}
