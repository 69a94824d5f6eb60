//! The web front-end (issue 23) on a real server on 127.0.0.1, over plain HTTP, on both backends:
//! the game page, its history, its live stream across processes, the personal signed links, and
//! what must never be shown (wrong tokens, altered or expired links, another seat's view, hidden
//! Rattus tokens: R-WITCH looks). The browser test (`browser_*`) drives Chromium through
//! chromedriver; see `browser` below.

#[path = "web/browser.rs"]
mod browser;
#[path = "fake_discord/mod.rs"]
mod fake_discord;
#[path = "web/game.rs"]
mod game;
#[path = "web/http.rs"]
mod http;
#[path = "web/pages.rs"]
mod pages;

use fake_discord::db::TempDb;
use fake_discord::FakeDiscord;
use game::{ctx, play, site, site_with, started};
use http::{events_first, get};
use lazaretto::games::GameRng;
use lazaretto::table::{Request, Tables};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

/// The HTML text of a page, asserting its status.
async fn page(addr: SocketAddr, path: &str, status: u16) -> String {
    let r = get(addr, path, &[]).await;
    assert_eq!(r.status, status, "GET {path}: {}", r.text());
    r.text()
}

/// A token of the right shape that no game has.
const NO_GAME: &str = "0123456789abcdef0123456789abcdef01234567";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_page_history_images_and_languages_on_both_backends() {
    for db in TempDb::all("web-page").await {
        let tables = db.tables().await;
        let addr = site(tables.clone()).await;
        // the lobby's page is there before the game starts, and tells who sits at it
        let new = tables.handle(&ctx("lobby", "ann"), Request::New { kind: "rattus".into(), options: vec![] }).await;
        let new = new.unwrap();
        let link = lazaretto::i18n::t(new.public.last().unwrap());
        let url = link.lines().last().unwrap().trim().to_string();
        assert!(url.starts_with("http://127.0.0.1:8080/g/"), "the lobby post carries the link: {link}");
        let lobby = page(addr, url.trim_start_matches("http://127.0.0.1:8080"), 200).await;
        assert!(lobby.contains("Lobby for") && lobby.contains("ann"), "{}: {lobby}", db.label());
        // a lobby has a page but no record yet
        let record = format!("{}/export.json", url.trim_start_matches("http://127.0.0.1:8080"));
        assert_eq!(get(addr, &record, &[]).await.status, 404, "{record}");

        let (_, token) = started(&tables, "page", "rattus", &["ann", "bob", "cid"], 7).await;
        let mut rng = GameRng::new(5);
        assert_eq!(play(&tables, "page", 12, &mut rng).await, 12);
        let now = page(addr, &format!("/g/{token}"), 200).await;
        let total = tables.store.actions(tables.web_page(&token, None, None).await.unwrap().unwrap().game_id);
        let total = total.await.unwrap().len();
        assert!(now.contains(&format!("Position after entry {total} of {total} of the log.")), "{now}");
        assert!(now.contains("is to decide, since"), "whose turn and since when: {now}");
        assert!(now.contains(&format!("data-events=\"/g/{token}/events\"")), "the live page listens");
        assert!(now.contains(&format!("rel=\"prev\" href=\"/g/{token}/at/{}\"", total - 1)));
        for n in 1..=total {
            assert!(now.contains(&format!("href=\"/g/{token}/at/{n}\"")) || !now.contains(&format!("id=\"at-{n}\"")));
        }
        // its image is a PNG of the position
        let img = format!("/g/{token}/at/{total}/img/0.png");
        assert!(now.contains(&img), "{now}");
        let png = get(addr, &img, &[]).await;
        assert_eq!(png.status, 200);
        assert_eq!(png.header("content-type").as_deref(), Some("image/png"));
        assert_eq!(&png.body[..4], b"\x89PNG");
        // every position has its own address, with the one before and after
        let start = page(addr, &format!("/g/{token}/at/0"), 200).await;
        assert!(start.contains("Position at the start, before any move."), "{start}");
        assert!(!start.contains("rel=\"prev\"") && start.contains(&format!("rel=\"next\" href=\"/g/{token}/at/1\"")));
        assert!(!start.contains("data-events"), "a history page stays where it is");
        let third = page(addr, &format!("/g/{token}/at/3"), 200).await;
        assert!(third.contains(&format!("Position after entry 3 of {total} of the log.")), "{third}");
        assert_eq!(get(addr, &format!("/g/{token}/at/3/img/0.png"), &[]).await.status, 200);
        assert_ne!(get(addr, &format!("/g/{token}/at/3/img/0.png"), &[]).await.body, png.body);
        for bad in [format!("/g/{token}/at/{}", total + 1), format!("/g/{token}/at/-1"), format!("/g/{token}/at/x")] {
            page(addr, &bad, 404).await;
        }
        page(addr, &format!("/g/{token}/at/{}/img/9.png", total), 404).await;
        // the language: the switcher's, else the viewer's, else the table's
        let de = get(addr, &format!("/g/{token}"), &[("Accept-Language", "de-DE,de;q=0.9")]).await.text();
        assert!(de.contains("<html lang=\"de\"") && de.contains("Protokoll"), "{de}");
        let ru = get(addr, &format!("/g/{token}?lang=ru"), &[("Accept-Language", "de")]).await.text();
        assert!(ru.contains("<html lang=\"ru\"") && ru.contains("Журнал"), "{ru}");
        assert!(ru.contains(&format!("href=\"/g/{token}/at/{}?lang=ru\"", total - 1)), "links keep the choice");
        assert!(now.contains("<html lang=\"en\""));
        // a finished game stays with its final standings
        play(&tables, "page", 100_000, &mut rng).await;
        let end = page(addr, &format!("/g/{token}"), 200).await;
        assert!(end.contains("1. ") && end.contains("Standings"), "{end}");
        assert!(!end.contains("is to decide"), "{end}");
    }
}

/// Wrong or missing tokens and every kind of bad personal link get a plain 404 or 403 with
/// nothing of the game; another seat's link never opens your view.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_tokens_and_links_are_refused_on_both_backends() {
    for db in TempDb::all("web-refuse").await {
        let now = Arc::new(AtomicI64::new(1_800_000_000));
        let clock = now.clone();
        let tables = Tables::new(db.store().await, Arc::new(move || clock.load(Ordering::SeqCst)));
        let addr = site(tables.clone()).await;
        let (_, token) = started(&tables, "a", "rattus", &["ann", "bob"], 3).await;
        let (_, other) = started(&tables, "b", "rattus", &["cid", "dan"], 4).await;
        let title = "Rattus game #";
        assert!(page(addr, &format!("/g/{token}"), 200).await.contains(title));
        for path in [
            format!("/g/{NO_GAME}"),
            format!("/g/{}", &token[..39]),
            format!("/g/{}", token.to_uppercase()),
            format!("/g/{token}x"),
            "/g/".to_string(),
            "/g".to_string(),
            "/".to_string(),
            format!("/g/{NO_GAME}/at/0"),
            format!("/g/{NO_GAME}/events"),
            format!("/g/{NO_GAME}/at/0/img/0.png"),
            format!("/g/{NO_GAME}/export.json"),
            format!("/g/{}/export.json", &token[..39]),
            format!("/g/{token}/../{other}"),
        ] {
            let r = get(addr, &path, &[]).await;
            assert_eq!(r.status, 404, "{path}: {}", r.text());
            assert!(!r.text().contains(title) && !r.text().contains("ann"), "{path}");
        }
        // the record of a running game: the route's own, without the seed that deals what is hidden
        let record = get(addr, &format!("/g/{token}/export.json"), &[]).await;
        assert_eq!(record.status, 200);
        assert_eq!(record.header("content-type").as_deref(), Some("application/json"));
        let json: serde_json::Value = serde_json::from_str(&record.text()).unwrap();
        assert_eq!(json["format"], "lazaretto-game/1");
        assert!(json["seed"].is_null() && json["result"].is_null(), "{json}");
        // /web gives the seated player their own link, and a stranger only the table's
        let web = tables.handle(&ctx("a", "ann"), Request::Web).await.unwrap();
        let said: Vec<String> = web.private.iter().map(lazaretto::i18n::t).collect();
        assert_eq!(said.len(), 2, "{said:?}");
        let pass_url = said[1].lines().last().unwrap().trim().to_string();
        let pass_path = pass_url.trim_start_matches("http://127.0.0.1:8080").to_string();
        assert!(pass_path.starts_with(&format!("/g/{token}/p/")), "{pass_path}");
        let stranger = tables.handle(&ctx("a", "eve"), Request::Web).await.unwrap();
        assert_eq!(stranger.private.len(), 1, "nobody's view for someone not seated");
        let own = get(addr, &pass_path, &[]).await;
        assert_eq!(own.status, 200);
        assert!(own.text().contains("Only you see this: ann"), "{}", own.text());
        assert_eq!(own.header("cache-control").as_deref(), Some("private, no-store"));
        assert_eq!(own.header("referrer-policy").as_deref(), Some("no-referrer"));
        let pass = pass_path.rsplit('/').next().unwrap().to_string();
        let (user, rest) = pass.split_once('.').unwrap();
        let (expires, sig) = rest.split_once('.').unwrap();
        let flipped = |s: &str, i: usize| {
            let mut b = s.as_bytes().to_vec();
            b[i] = if b[i] == b'0' { b'1' } else { b'0' };
            String::from_utf8(b).unwrap()
        };
        let bob = "u:bob".bytes().map(|b| format!("{b:02x}")).collect::<String>();
        for forged in [
            format!("{user}.{expires}.{}", flipped(sig, 0)),
            format!("{user}.{expires}.{}", flipped(sig, 63)),
            format!("{bob}.{expires}.{sig}"),
            format!("{user}.{}.{sig}", expires.parse::<i64>().unwrap() + 86_400),
            format!("{user}.{expires}"),
            format!("{user}.{expires}.{sig}.{sig}"),
            "x".to_string(),
        ] {
            for path in [format!("/g/{token}/p/{forged}"), format!("/g/{token}/p/{forged}/at/1")] {
                let r = get(addr, &path, &[]).await;
                assert_eq!(r.status, 403, "{path}: {}", r.text());
                assert!(!r.text().contains(title) && !r.text().contains("Only you see"), "{path}");
            }
        }
        // another table's token with this link: refused
        let r = get(addr, &format!("/g/{other}/p/{pass}"), &[]).await;
        assert_eq!(r.status, 403, "a link opens only the table it was made for");
        // seven days and it is gone
        now.fetch_add(lazaretto::table::web::PASS_SECS - 60, Ordering::SeqCst);
        assert_eq!(get(addr, &pass_path, &[]).await.status, 200, "valid for 7 days");
        now.fetch_add(120, Ordering::SeqCst);
        let r = get(addr, &pass_path, &[]).await;
        assert_eq!(r.status, 403, "expired");
        assert!(!r.text().contains(title));
    }
}

/// R-WITCH: what a Witch saw is told to its seat only. Over random Rattus games, no public page
/// (live or history) and no event holds a look, while the looker's own view does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hidden_rattus_tokens_never_reach_a_public_page_on_both_backends() {
    for db in TempDb::all("web-hidden").await {
        let tables = db.tables().await;
        let addr = site(tables.clone()).await;
        let mut seen_private = 0;
        for seed in 1..=6u64 {
            let channel = format!("hidden-{seed}");
            let users = ["ann", "bob", "cid", "dan"];
            let (game_id, token) = started(&tables, &channel, "rattus", &users[..2 + (seed as usize % 3)], seed).await;
            let mut rng = GameRng::new(seed * 31);
            loop {
                let made = play(&tables, &channel, 4, &mut rng).await;
                let total = tables.store.actions(game_id).await.unwrap().len();
                let mut secrets = Vec::new();
                for u in users {
                    let view = tables.web_page(&token, None, Some(&format!("u:{u}"))).await.unwrap().unwrap();
                    secrets.extend(view.private.iter().map(lazaretto::i18n::t));
                }
                let mut public = vec![
                    page(addr, &format!("/g/{token}"), 200).await,
                    page(addr, &format!("/g/{token}/at/{total}"), 200).await,
                    page(addr, &format!("/g/{token}/at/{}", total / 2), 200).await,
                    events_first(addr, &format!("/g/{token}/events")).await,
                    page(addr, &format!("/g/{token}/export.json"), 200).await,
                ];
                public.push(get(addr, &format!("/g/{token}?lang=de"), &[]).await.text());
                for text in &public {
                    assert!(!text.contains("You saw") && !text.contains("Du hast gesehen"), "seed {seed}: {text}");
                    for s in &secrets {
                        assert!(!text.contains(&http::escaped(s)), "seed {seed}: {s} in a public page");
                    }
                }
                if !secrets.is_empty() {
                    seen_private += 1;
                    let pass = tables.sign_pass(&token, "u:ann").await.unwrap();
                    let own = page(addr, &format!("/g/{token}/p/{pass}"), 200).await;
                    let ann = tables.web_page(&token, None, Some("u:ann")).await.unwrap().unwrap();
                    for m in &ann.private {
                        assert!(own.contains(&http::escaped(&lazaretto::i18n::t(m))), "ann's own view shows her looks");
                    }
                }
                if made < 4 {
                    break;
                }
            }
        }
        assert!(seen_private > 0, "{}: no Witch looked in these games, the test proves nothing", db.label());
    }
}

/// A move made through one process reaches a page watching another: the `lazaretto web` binary
/// serves the page, the test process moves.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn live_events_cross_processes_on_both_backends() {
    for db in TempDb::all("web-live").await {
        let tables = db.tables().await;
        let (_, token) = started(&tables, "live", "rattus", &["ann", "bob"], 11).await;
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_lazaretto"))
            .arg("web")
            .env("DATABASE_URL", &db.url)
            .env("WEB_ADDR", format!("127.0.0.1:{port}"))
            .stdout(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
        let mut stream = None;
        for _ in 0..100 {
            if let Ok(s) = http::EventStream::open(addr, &format!("/g/{token}/events")).await {
                stream = Some(s);
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        let mut stream = stream.expect("the other process serves the page");
        let first: i64 = stream.next().await.parse().unwrap();
        let mut rng = GameRng::new(1);
        let moved = std::time::Instant::now();
        play(&tables, "live", 1, &mut rng).await;
        let told: i64 = stream.next().await.parse().unwrap();
        let took = moved.elapsed();
        let _ = child.kill();
        let _ = child.wait();
        assert_eq!(told, first + 1, "{}", db.label());
        assert!(took < std::time::Duration::from_secs(2), "{}: told after {took:?}", db.label());
    }
}

/// The terminal's `/web` prints the table's link on a line of its own.
#[test]
fn terminal_web_prints_the_link_on_its_own_line() {
    let db = TempDb::new("web-terminal");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_lazaretto"))
        .args(["play", "--no-images"])
        .env("DATABASE_URL", &db.url)
        .env("WEB_URL", "http://127.0.0.1:9/")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write as _;
            child.stdin.take().unwrap().write_all(b"/new rattus\n/as bob\n/join\n/as alice\n/start\n/web\n")?;
            child.wait_with_output()
        })
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let links: Vec<&str> = text.lines().filter(|l| l.trim().starts_with("http://127.0.0.1:9/g/")).collect();
    assert!(links.len() >= 2, "{text}");
    let table = links.iter().find(|l| l.trim().len() == "http://127.0.0.1:9/g/".len() + 40);
    assert!(table.is_some(), "the table's link alone on its line: {text}");
    assert!(links.iter().any(|l| l.contains("/p/")), "alice's own link: {text}");
}

/// In Chromium, on both backends: the board image loads; a move made through the table service changes the page
/// within 2 s without a reload; ← three times goes back three positions; at 390 px nothing
/// scrolls sideways. Screenshots of a Rattus and a Messina page at 390 and 1280 px go to
/// docs/images/web/ with `LAZARETTO_WEB_SCREENSHOTS=1` (else to a temporary folder).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn browser_sees_the_board_live_history_and_phone_width() {
    let Some(b) = browser::open(1280, 1000).await else { return };
    for db in TempDb::all("web-browser").await {
        b.client.set_window_size(1280, 1000).await.unwrap();
        let tables = db.tables().await;
        let fake = FakeDiscord::start().await;
        let addr = site_with(tables.clone(), Some(oauth(&fake))).await;
        let (game_id, token) = started(&tables, "e2e", "rattus", &["ann", "bob", "cid"], 21).await;
        let mut rng = GameRng::new(2);
        play(&tables, "e2e", 10, &mut rng).await;
        let live = format!("http://{addr}/g/{token}");
        b.client.goto(&live).await.unwrap();
        assert!(b.images_loaded().await, "the board image loads");
        let total = tables.store.actions(game_id).await.unwrap().len();
        let main = "return document.querySelector('main').innerText";
        assert!(b.js(main).await.as_str().unwrap().contains(&format!("Position after entry {total} of {total}")));
        // the live update: the page's main part changes, the page itself is not loaded again
        b.js("window.stillHere = 42; return true").await;
        let version = b.js("return document.querySelector('main').dataset.version").await;
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        let moved = std::time::Instant::now();
        assert_eq!(play(&tables, "e2e", 1, &mut rng).await, 1);
        let changed = format!("return document.querySelector('main').dataset.version !== {version}");
        let took = b.until(&changed, std::time::Duration::from_secs(2)).await;
        assert!(took.is_some(), "the page changed within 2 s of the move ({:?})", moved.elapsed());
        assert_eq!(b.js("return window.stillHere").await, 42, "without a reload");
        let total = total + 1;
        assert!(b.js(main).await.as_str().unwrap().contains(&format!("Position after entry {total} of {total}")));
        assert!(b.images_loaded().await);
        // ← three times: three positions back, each at its own address
        for back in 1..=3 {
            let body = b.client.find(fantoccini::Locator::Css("body")).await.unwrap();
            body.send_keys(&String::from(char::from(fantoccini::key::Key::Left))).await.unwrap();
            let url = format!("return location.pathname === '/g/{token}/at/{}'", total - back);
            assert!(b.until(&url, std::time::Duration::from_secs(10)).await.is_some(), "← {back}");
        }
        assert!(b.images_loaded().await);
        let text = b.js(main).await;
        assert!(text.as_str().unwrap().contains(&format!("Position after entry {} of {total}", total - 3)), "{text}");
        // signed in through the fake Discord, the player to act finds the game on /me, waiting for them
        let waiting = game::decision(&tables, "e2e").await.unwrap().user_id;
        fake.lock().sign_in_as(&waiting, "Player");
        b.client.goto(&format!("http://{addr}/login")).await.unwrap();
        let at_me = b.until("return location.pathname === '/me'", std::time::Duration::from_secs(10)).await;
        assert!(at_me.is_some(), "signed in: {:?}", b.client.current_url().await);
        let mine = "var a = document.querySelector('li[data-waiting=true] a'); return a && a.getAttribute('href')";
        assert_eq!(b.js(mine).await, format!("/g/{token}"), "the game waits for them on /me");
        b.js("document.querySelector('form[action=\"/logout\"]').submit(); return true").await;
        let out = "return !!document.querySelector('a[href=\"/login\"]')";
        assert!(b.until(out, std::time::Duration::from_secs(10)).await.is_some(), "signed out");
        let shots = screenshots_dir();
        b.client.goto(&live).await.unwrap();
        assert!(b.images_loaded().await);
        std::fs::write(shots.join("rattus-1280.png"), b.client.screenshot().await.unwrap()).unwrap();
        // a phone: 390 px wide, and nothing wider than the screen
        b.client.set_window_size(390, 1400).await.unwrap();
        for path in [live.clone(), format!("{live}/at/3")] {
            b.client.goto(&path).await.unwrap();
            assert!(b.images_loaded().await);
            let widths = b.js("return [document.documentElement.scrollWidth, window.innerWidth]").await;
            let (scroll, inner) = (widths[0].as_i64().unwrap(), widths[1].as_i64().unwrap());
            assert!(inner <= 400, "the window is a phone's: {widths}");
            assert!(scroll <= inner, "{path}: no sideways scroll at 390 px ({widths})");
        }
        b.client.goto(&live).await.unwrap();
        assert!(b.images_loaded().await);
        std::fs::write(shots.join("rattus-390.png"), b.client.screenshot().await.unwrap()).unwrap();
        // Messina, four players some turns in
        let (_, messina) = started(&tables, "e2e-m", "messina", &["ann", "bob", "cid", "dan"], 1347).await;
        play(&tables, "e2e-m", 40, &mut rng).await;
        let page = format!("http://{addr}/g/{messina}");
        b.client.goto(&page).await.unwrap();
        assert!(b.images_loaded().await);
        let widths = b.js("return [document.documentElement.scrollWidth, window.innerWidth]").await;
        assert!(widths[0].as_i64() <= widths[1].as_i64(), "Messina at 390 px: {widths}");
        std::fs::write(shots.join("messina-390.png"), b.client.screenshot().await.unwrap()).unwrap();
        b.client.set_window_size(1280, 1000).await.unwrap();
        b.client.goto(&page).await.unwrap();
        assert!(b.images_loaded().await);
        std::fs::write(shots.join("messina-1280.png"), b.client.screenshot().await.unwrap()).unwrap();
    }
    b.close().await;
}

fn screenshots_dir() -> std::path::PathBuf {
    let dir = if std::env::var("LAZARETTO_WEB_SCREENSHOTS").as_deref() == Ok("1") {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/images/web")
    } else {
        std::env::temp_dir().join(format!("lazaretto-web-shots-{}", std::process::id()))
    };
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn oauth(fake: &FakeDiscord) -> lazaretto::web::OAuth {
    lazaretto::web::OAuth {
        client_id: fake_discord::oauth::CLIENT_ID.into(),
        client_secret: fake_discord::oauth::CLIENT_SECRET.into(),
        base: fake.proxy(),
    }
}

/// The `name=value` a response sets for a cookie.
fn set_cookie(r: &http::Got, name: &str) -> Option<String> {
    r.head.lines().filter_map(|l| l.split_once(':')).find_map(|(k, v)| {
        let pair = v.trim().split(';').next()?;
        (k.eq_ignore_ascii_case("set-cookie") && pair.starts_with(&format!("{name}="))).then(|| pair.to_string())
    })
}

/// A path and query of an absolute address on 127.0.0.1, with its port.
fn split_url(url: &str) -> (SocketAddr, String) {
    let rest = url.strip_prefix("http://").unwrap();
    let (host, path) = rest.split_at(rest.find('/').unwrap());
    (host.parse().unwrap(), path.to_string())
}

/// Signing in with Discord through the fake's OAuth endpoints: `state` checked, a session on the
/// database, cookies HttpOnly and SameSite=Lax, and `/me` lists the tables waiting for you
/// first; a mismatched or missing `state`, a code used twice, a forged session get nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sign_in_with_discord_and_my_tables_on_both_backends() {
    for db in TempDb::all("web-oauth").await {
        let fake = FakeDiscord::start().await;
        let tables = db.tables().await;
        let addr = site_with(tables.clone(), Some(oauth(&fake))).await;
        // ann waits at "a" (her turn since earlier), and at "b" someone else is to decide
        let (_, a) = started(&tables, "oa", "rattus", &["ann", "bob"], 1).await;
        let (_, b) = started(&tables, "ob", "rattus", &["bob", "ann"], 1).await;
        let first_a = game::decision(&tables, "oa").await.unwrap().user_id;
        let first_b = game::decision(&tables, "ob").await.unwrap().user_id;
        assert_eq!((first_a.as_str(), first_b.as_str()), ("u:ann", "u:bob"), "joined order, the first decides");
        let (_, c) = started(&tables, "oc", "rattus", &["cid", "dan"], 1).await;
        fake.lock().sign_in_as("u:ann", "Ann");

        let signed = sign_in(addr).await;
        let me = get(addr, "/me", &[("Cookie", &signed)]).await;
        assert_eq!(me.status, 200, "{}", me.text());
        let text = me.text();
        assert!(text.contains("Signed in as Ann"), "{text}");
        let (pa, pb) = (text.find(&format!("/g/{a}")).unwrap(), text.find(&format!("/g/{b}")).unwrap());
        assert!(pa < pb, "the table waiting for her first");
        assert!(text[pa..pb].contains("Waiting for you") && !text[pb..].contains("Waiting for you"), "{text}");
        assert!(!text.contains(&format!("/g/{c}")), "not her table");
        // on a table's page, her own view
        let page = get(addr, &format!("/g/{a}"), &[("Cookie", &signed)]).await;
        assert!(page.text().contains("Only you see this: ann"), "{}", page.text());
        assert_eq!(page.header("cache-control").as_deref(), Some("private, no-store"));
        let stranger = get(addr, &format!("/g/{c}"), &[("Cookie", &signed)]).await;
        assert!(!stranger.text().contains("Only you see this"), "not seated there: the public view");

        // refusals: nothing of anyone's tables, no session
        let login = get(addr, "/login", &[]).await;
        let state_cookie = set_cookie(&login, "lz_state").unwrap();
        let (fake_addr, authorize) = split_url(&login.header("location").unwrap());
        let back = get(fake_addr, &authorize, &[]).await;
        let (_, back) = split_url(&back.header("location").unwrap());
        for cookie in ["lz_state=00112233".to_string(), String::new()] {
            let r = get(addr, &back, &[("Cookie", &cookie)]).await;
            assert_eq!(r.status, 403, "state {cookie:?}: {}", r.text());
            assert!(set_cookie(&r, "lz_session").is_none());
        }
        let r = get(addr, &back, &[("Cookie", &state_cookie)]).await;
        assert_eq!(r.status, 303, "the right state: {}", r.text());
        let r = get(addr, &back, &[("Cookie", &state_cookie)]).await;
        assert_eq!(r.status, 403, "a code is taken once");
        let forged = format!("lz_session={}", "ab".repeat(32));
        for cookie in [forged.as_str(), "lz_session=x", ""] {
            let r = get(addr, "/me", &[("Cookie", cookie)]).await;
            assert!(r.text().contains("Sign in with Discord") && !r.text().contains(&a), "{cookie}");
        }
        // signing out ends the session on the database
        let out = http::post(addr, "/logout", &[("Cookie", &signed)]).await;
        assert_eq!(out.status, 303);
        assert!(get(addr, "/me", &[("Cookie", &signed)]).await.text().contains("Sign in with Discord"));
        assert!(fake.lock().problems.is_empty(), "{:?}", fake.lock().problems);
    }
}

/// Goes through `/login`, the fake's authorize page and back; the session cookie (`name=value`).
async fn sign_in(addr: SocketAddr) -> String {
    let login = get(addr, "/login", &[]).await;
    assert_eq!(login.status, 303, "{}", login.text());
    let state = set_cookie(&login, "lz_state").expect("a state cookie");
    let head = login.head.to_ascii_lowercase();
    assert!(head.contains("httponly") && head.contains("samesite=lax"), "{}", login.head);
    let (fake_addr, authorize) = split_url(&login.header("location").unwrap());
    assert!(authorize.starts_with("/oauth2/authorize?") && authorize.contains("scope=identify"));
    let back = get(fake_addr, &authorize, &[]).await;
    assert_eq!(back.status, 302);
    let (site, back) = split_url(&back.header("location").unwrap());
    assert_eq!(site, addr);
    let signed = get(addr, &back, &[("Cookie", &state)]).await;
    assert_eq!(signed.status, 303, "{}", signed.text());
    assert_eq!(signed.header("location").as_deref(), Some("/me"));
    set_cookie(&signed, "lz_session").expect("a session")
}

/// A session for `user` (`u:NAME`) straight on the database, lasting `secs`: the cookie.
async fn session_for(tables: &Tables, user: &str, secs: i64) -> String {
    let secret = Tables::fresh_secret();
    tables.start_session(&secret, &format!("u:{user}"), user, secs).await.unwrap();
    format!("lz_session={secret}")
}

/// The form's CSRF token on a settings page.
fn csrf_in(page: &str) -> String {
    let at = page.find("name=\"csrf\" value=\"").expect("a csrf field") + "name=\"csrf\" value=\"".len();
    page[at..at + 64].to_string()
}

/// Issue 25, point 5: `/me/settings`, behind the sign-in, reads and writes the same settings as
/// `/settings` through the same table call: a good form saves them all (told in the language
/// just chosen); a bad zone or bad hours is refused with the bot's words and changes nothing; a
/// missing, wrong or another session's CSRF token changes nothing (403); no session, a forged
/// or an expired one gets the way to sign in (401) and nobody's settings; each user sees only
/// their own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn settings_form_behind_sign_in_with_csrf_on_both_backends() {
    use lazaretto::i18n::{render, Lang};
    for db in TempDb::all("web-settings").await {
        let fake = FakeDiscord::start().await;
        let now = Arc::new(AtomicI64::new(1_800_000_000));
        let clock = now.clone();
        let tables = Tables::new(db.store().await, Arc::new(move || clock.load(Ordering::SeqCst)));
        let addr = site_with(tables.clone(), Some(oauth(&fake))).await;
        let ann = session_for(&tables, "ann", 3600).await;
        let bob = session_for(&tables, "bob", 3600).await;
        let stored = || async { tables.store.user_settings("u:ann").await.unwrap() };
        let before = stored().await;

        // not signed in, a forged session: the way to sign in, no form
        let forged = format!("lz_session={}", "cd".repeat(32));
        for cookie in ["", forged.as_str(), "lz_session=zz"] {
            let r = get(addr, "/me/settings", &[("Cookie", cookie)]).await;
            assert_eq!(r.status, 401, "{cookie}: {}", r.text());
            assert!(r.text().contains("Sign in with Discord") && !r.text().contains("name=\"csrf\""), "{cookie}");
            let p = http::post_form(addr, "/me/settings", &[("Cookie", cookie)], "zone=Europe/Warsaw").await;
            assert_eq!(p.status, 401, "{cookie}");
        }
        // ann's form: her settings (the defaults), a token of her session
        let page_ann = get(addr, "/me/settings", &[("Cookie", &ann)]).await;
        assert_eq!(page_ann.status, 200, "{}", page_ann.text());
        assert_eq!(page_ann.header("cache-control").as_deref(), Some("private, no-store"));
        let text = page_ann.text();
        assert!(text.contains("Your settings") && text.contains("Signed in as ann"), "{text}");
        assert!(text.contains("<option value=\"Europe/Warsaw\">"), "zones offered");
        let token = csrf_in(&text);
        let bob_token = csrf_in(&get(addr, "/me/settings", &[("Cookie", &bob)]).await.text());
        assert_ne!(token, bob_token);

        let good = "zone=europe%2Fwarsaw&quiet=22-7&notify=dm&next=on&interval=12h&language=de";
        // CSRF: missing, wrong, bob's with ann's cookie: refused, nothing changed
        for csrf in [String::new(), "ab".repeat(32), bob_token.clone()] {
            let form = if csrf.is_empty() { good.to_string() } else { format!("csrf={csrf}&{good}") };
            let r = http::post_form(addr, "/me/settings", &[("Cookie", &ann)], &form).await;
            assert_eq!(r.status, 403, "csrf {csrf:?}: {}", r.text());
            assert!(r.text().contains("nothing was changed"), "{}", r.text());
            assert_eq!(stored().await, before, "csrf {csrf:?} changed nothing");
        }
        // the right token: saved, told in German (the language just chosen)
        let r = http::post_form(addr, "/me/settings", &[("Cookie", &ann)], &format!("csrf={token}&{good}")).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let saved = stored().await;
        assert_eq!(saved.zone.as_deref(), Some("Europe/Warsaw"));
        assert_eq!((saved.quiet_from, saved.quiet_to), (Some(22), Some(7)));
        assert_eq!(saved.notify, lazaretto::store::Notify::Dm);
        assert!(saved.next_notice);
        assert_eq!((saved.remind_every, saved.language), (Some(43_200), Some(Lang::De)));
        let said = r.text();
        assert!(said.contains("<html lang=\"de\"") && said.contains("role=\"status\""), "{said}");
        // the same words as the bot's `/settings` alone
        let shown = tables.handle(&ctx("", "ann"), Request::Settings { change: Default::default() }).await.unwrap();
        let shown = maud::html! { (render(Lang::De, &shown.private[0])) }.into_string();
        assert!(said.contains(&shown), "{said}\n{shown}");
        assert!(said.contains("value=\"22-7\"") && said.contains("value=\"12h\""), "the form shows them");

        // bad input: the bot's words, nothing changed
        let bad_zone = format!("csrf={token}&zone=Mars%2FOlympus&quiet=&notify=mention&next=off&interval=&language=en");
        let r = http::post_form(addr, "/me/settings", &[("Cookie", &ann)], &bad_zone).await;
        assert_eq!(r.status, 400, "{}", r.text());
        let zone_error = lazaretto::games::Msg::new("table.settings.error.zone").text("zone", "Mars/Olympus");
        let words = maud::html! { (render(Lang::De, &zone_error)) }.into_string();
        assert!(r.text().contains(&words) && r.text().contains("role=\"alert\""), "{}\n{words}", r.text());
        assert_eq!(stored().await, saved, "a bad zone changes nothing, not even the good fields");
        for (form, key) in [
            ("quiet=25-3", "discord.error.quiet"),
            ("quiet=22-7&interval=soon", "discord.error.interval"),
            ("notify=pigeon", "table.settings.error.notify"),
            ("language=xx", "table.error.language"),
        ] {
            let r = http::post_form(addr, "/me/settings", &[("Cookie", &ann)], &format!("csrf={token}&{form}")).await;
            assert_eq!(r.status, 400, "{form}: {}", r.text());
            assert!(r.text().contains("role=\"alert\""), "{form}");
            assert_eq!(stored().await, saved, "{form} changed nothing ({key})");
        }
        // bob sees his own settings, never ann's; his token saves only his
        let page_bob = get(addr, "/me/settings", &[("Cookie", &bob)]).await.text();
        assert!(!page_bob.contains("value=\"22-7\"") && !page_bob.contains("Europe/Warsaw\" selected"), "{page_bob}");
        assert!(page_bob.contains("Signed in as bob") && !page_bob.contains("Signed in as ann"));
        let r =
            http::post_form(addr, "/me/settings", &[("Cookie", &bob)], &format!("csrf={bob_token}&quiet=1-5")).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(tables.store.user_settings("u:bob").await.unwrap().quiet_from, Some(1));
        assert_eq!(stored().await, saved, "bob's form is his");
        // an expired session: signed out, nothing changed
        now.fetch_add(3601, Ordering::SeqCst);
        let r = get(addr, "/me/settings", &[("Cookie", &ann)]).await;
        assert_eq!(r.status, 401, "expired: {}", r.text());
        let r = http::post_form(addr, "/me/settings", &[("Cookie", &ann)], &format!("csrf={token}&quiet=off")).await;
        assert_eq!(r.status, 401);
        assert_eq!(stored().await, saved);
    }
}

/// Issue 25, point 5: a player's page (`/p/USER`) with their record as `/stats` tells it, their
/// rating with its provisional mark and their latest games; a game links to its page only for a
/// signed-in co-player (nobody else sees its token); and the leaderboards with the same lines
/// as `/leaderboard`, each person linked to their page; bad games and counts refused; all five
/// languages.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn player_page_and_leaderboards_on_both_backends() {
    use lazaretto::i18n::{render, Lang};
    for db in TempDb::all("web-player").await {
        let fake = FakeDiscord::start().await;
        let tables = db.tables().await;
        let addr = site_with(tables.clone(), Some(oauth(&fake))).await;
        let mut rng = GameRng::new(11);
        let (_, first) = started(&tables, "pa", "rattus", &["ann", "bob"], 5).await;
        play(&tables, "pa", 100_000, &mut rng).await;
        let (_, second) = started(&tables, "pb", "rattus", &["ann", "cid"], 6).await;
        play(&tables, "pb", 100_000, &mut rng).await;
        let (ann, bob) = (session_for(&tables, "ann", 3600).await, session_for(&tables, "bob", 3600).await);

        let path = "/p/u%3Aann";
        let public = page(addr, path, 200).await;
        assert!(public.contains("Record of ann") && public.contains("Latest games"), "{public}");
        let ann_user = Some(lazaretto::table::User::new("u:ann", "ann"));
        let stats = tables.handle(&ctx("", "x"), Request::Stats { user: ann_user, game: None }).await;
        for line in stats.unwrap().private {
            let words = maud::html! { (render(Lang::En, &line)) }.into_string();
            assert!(public.contains(&words), "the record as /stats tells it: {words}");
        }
        assert!(public.contains("Rattus: ") && public.contains("provisional, place"), "{public}");
        assert!(
            !public.contains(&first) && !public.contains(&second) && !public.contains("/g/"),
            "no token for a stranger"
        );
        // ann sees links to both her games; bob only to the one he played
        let own = get(addr, path, &[("Cookie", &ann)]).await;
        assert_eq!(own.header("cache-control").as_deref(), Some("private, no-store"));
        let own = own.text();
        assert!(
            own.contains(&format!("href=\"/g/{first}\"")) && own.contains(&format!("href=\"/g/{second}\"")),
            "{own}"
        );
        let seen = get(addr, path, &[("Cookie", &bob)]).await.text();
        assert!(seen.contains(&format!("href=\"/g/{first}\"")) && !seen.contains(&second), "{seen}");
        let forged = format!("lz_session={}", "ef".repeat(32));
        assert!(!get(addr, path, &[("Cookie", &forged)]).await.text().contains("/g/"), "a forged session is nobody");
        page(addr, "/p/u%3Anobody", 404).await;
        page(addr, "/p/ai%3Astrong", 404).await;

        // the leaderboards: the same lines as /leaderboard, people linked to their pages
        let index = page(addr, "/leaderboard", 200).await;
        assert!(index.contains("href=\"/leaderboard/rattus?lang=en\"") && index.contains("/leaderboard/messina"));
        for (q, players) in [("", None), ("?players=2", Some(2))] {
            let board = page(addr, &format!("/leaderboard/rattus{q}"), 200).await;
            let req = Request::Leaderboard { game: "rattus".into(), players };
            let lines = tables.handle(&ctx("", "nobody"), req).await.unwrap().private;
            for line in lines.iter().filter(|l| !l.key.starts_with("record.board.you")) {
                let words = maud::html! { (render(Lang::En, line)) }.into_string();
                assert!(board.contains(&words), "{q}: {words} in {board}");
            }
            assert!(board.contains("href=\"/p/u%3Aann?lang=en\""), "{board}");
            assert!(!board.contains("You have no rating"), "nobody signed in: no place told");
        }
        let dan = session_for(&tables, "dan", 3600).await;
        assert!(get(addr, "/leaderboard/rattus", &[("Cookie", &dan)])
            .await
            .text()
            .contains("You have no rating here yet"));
        let empty = page(addr, "/leaderboard/messina", 200).await;
        assert!(empty.contains("No Messina 1347 game has been rated here yet"), "{empty}");
        let r = page(addr, "/leaderboard/rattus?players=9", 400).await;
        assert!(r.contains("for 2 to 4 players, not 9"), "{r}");
        page(addr, "/leaderboard/rattus?players=x", 400).await;
        assert!(page(addr, "/leaderboard/chess", 404).await.contains("chess"));
        // five languages, no key left as text
        for lang in Lang::ALL {
            for p in [format!("{path}?lang={}", lang.name()), format!("/leaderboard/rattus?lang={}", lang.name())] {
                let text = page(addr, &p, 200).await;
                assert!(text.contains(&format!("<html lang=\"{}\"", lang.name())), "{p}");
                assert!(!text.contains("web.") && !text.contains("record."), "{p}: {text}");
            }
            let p = format!("/me/settings?lang={}", lang.name());
            let text = get(addr, &p, &[("Cookie", &ann)]).await.text();
            assert!(text.contains(&format!("<html lang=\"{}\"", lang.name())) && !text.contains("web."), "{p}");
        }
    }
}

/// Issue 25, point 5, in Chromium without a script of ours: signed in through the fake Discord,
/// the settings form is filled and saved (the saved settings are on the database); the settings,
/// a player's page and a leaderboard fit 390 px without sideways scrolling. Screenshots of each at
/// 390 and 1280 px go to docs/images/web/ with `LAZARETTO_WEB_SCREENSHOTS=1`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn browser_saves_settings_and_shows_players_and_leaderboards() {
    let Some(b) = browser::open(1280, 1000).await else { return };
    let db = TempDb::new("web-browser-players");
    let tables = db.tables().await;
    let fake = FakeDiscord::start().await;
    let addr = site_with(tables.clone(), Some(oauth(&fake))).await;
    let mut rng = GameRng::new(4);
    for (i, users) in [["ann", "bob", "cid"], ["bob", "ann", "cid"], ["cid", "bob", "ann"]].iter().enumerate() {
        let channel = format!("bp{i}");
        started(&tables, &channel, "rattus", users, 30 + i as u64).await;
        play(&tables, &channel, 100_000, &mut rng).await;
    }
    fake.lock().sign_in_as("u:ann", "Ann");
    b.client.goto(&format!("http://{addr}/login")).await.unwrap();
    let at_me = b.until("return location.pathname === '/me'", std::time::Duration::from_secs(10)).await;
    assert!(at_me.is_some(), "signed in: {:?}", b.client.current_url().await);
    b.client.goto(&format!("http://{addr}/me/settings")).await.unwrap();
    let zone = b.client.find(fantoccini::Locator::Css("#zone")).await.unwrap();
    zone.send_keys("America/New_York").await.unwrap();
    let quiet = b.client.find(fantoccini::Locator::Css("#quiet")).await.unwrap();
    quiet.send_keys("22-7").await.unwrap();
    let notify = b.client.find(fantoccini::Locator::Css("#notify")).await.unwrap();
    notify.select_by_value("both").await.unwrap();
    b.client.find(fantoccini::Locator::Css("form.settings button")).await.unwrap().click().await.unwrap();
    let saved = "return !!document.querySelector('[role=status]')";
    assert!(b.until(saved, std::time::Duration::from_secs(10)).await.is_some(), "saved");
    let s = tables.store.user_settings("u:ann").await.unwrap();
    assert_eq!((s.zone.as_deref(), s.quiet_from, s.quiet_to), (Some("America/New_York"), Some(22), Some(7)));
    assert_eq!(s.notify, lazaretto::store::Notify::Both);
    let shots = screenshots_dir();
    let pages = [
        ("settings", format!("http://{addr}/me/settings")),
        ("player", format!("http://{addr}/p/u%3Aann")),
        ("leaderboard", format!("http://{addr}/leaderboard/rattus")),
    ];
    for (width, height) in [(1280, 1000), (390, 1400)] {
        b.client.set_window_size(width, height).await.unwrap();
        for (name, url) in &pages {
            b.client.goto(url).await.unwrap();
            let widths = b.js("return [document.documentElement.scrollWidth, window.innerWidth]").await;
            assert!(widths[0].as_i64() <= widths[1].as_i64(), "{name} at {width} px: {widths}");
            std::fs::write(shots.join(format!("{name}-{width}.png")), b.client.screenshot().await.unwrap()).unwrap();
            if *name == "player" {
                let own = b.js("return document.querySelectorAll('main a[href^=\"/g/\"]').length").await;
                assert_eq!(own.as_i64(), Some(3), "ann's games link to their pages for her: {own}");
            }
        }
    }
    b.close().await;
}
