//! The game page kept cheap (its last entries, the whole log a page at a time, public pages
//! rendered once per version), the security headers of every route, and `/me`'s time left on
//! a turn by the table's clock. Both backends.

use super::fake_discord::db::TempDb;
use super::fake_discord::FakeDiscord;
use super::game::{ctx, play, site, site_with, started};
use super::http::get;
use super::{oauth, page, sign_in, NO_GAME};
use lazaretto::games::GameRng;
use lazaretto::table::web::RECENT;
use lazaretto::table::web_log::LOG_PAGE;
use lazaretto::table::{Request, Tables};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

/// The entries a page lists (`<li id="at-N">`) that link to their position, in page order.
fn entry_links(html: &str, token: &str) -> Vec<usize> {
    html.split("<li id=\"at-")
        .skip(1)
        .filter_map(|li| li.split('"').next()?.parse().ok())
        .filter(|n| html.contains(&format!("href=\"/g/{token}/at/{n}\"")))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_lists_the_last_entries_and_the_log_is_paged_on_both_backends() {
    for db in TempDb::all("web-log").await {
        let tables = db.tables().await;
        let addr = site(tables.clone()).await;
        let (game_id, token) = started(&tables, "log", "rattus", &["ann", "bob", "cid"], 9).await;
        let mut rng = GameRng::new(9);
        assert_eq!(play(&tables, "log", 2 * LOG_PAGE + 10, &mut rng).await, 2 * LOG_PAGE + 10, "{}", db.label());
        let total = tables.store.actions(game_id).await.unwrap().len();
        let pages = total.div_ceil(LOG_PAGE);
        assert!(pages >= 3, "a first, a middle and a last page: {total} entries");

        // the game's page: only the last entries, newest first, and the way to the rest
        let now = page(addr, &format!("/g/{token}"), 200).await;
        let listed = entry_links(&now, &token);
        assert!(!listed.is_empty() && listed.len() <= RECENT, "{listed:?}");
        assert!(listed.iter().all(|n| *n > total - RECENT), "only the last {RECENT}: {listed:?}");
        assert_eq!(listed.first(), Some(&total), "the newest first");
        assert!(now.contains(&format!("href=\"/g/{token}/log\"")), "the whole log is a link away");
        let earlier = format!("href=\"/g/{token}/log/{}\"", (total - RECENT).div_ceil(LOG_PAGE));
        assert!(now.contains(&earlier), "the page of the entries before: {earlier}");
        // a history page lists the entries before its own position
        let older = page(addr, &format!("/g/{token}/at/40"), 200).await;
        let listed = entry_links(&older, &token);
        assert!(listed.iter().all(|n| (16..=40).contains(n)) && listed.contains(&40), "{listed:?}");

        // the whole log, a page at a time, oldest first: each entry on exactly one page
        let mut seen = Vec::new();
        for k in 1..=pages {
            let text = page(addr, &format!("/g/{token}/log/{k}"), 200).await;
            assert!(text.contains(&format!("Log, page {k} of {pages}")), "{text}");
            let on = entry_links(&text, &token);
            assert!(!on.is_empty(), "page {k}");
            assert!(on.windows(2).all(|w| w[0] < w[1]), "oldest first: {on:?}");
            assert!(on.iter().all(|n| (k - 1) * LOG_PAGE < *n && *n <= k * LOG_PAGE), "page {k}: {on:?}");
            assert_eq!(text.contains("rel=\"prev\""), k > 1, "page {k}");
            assert_eq!(text.contains(&format!("rel=\"next\" href=\"/g/{token}/log/{}\"", k + 1)), k < pages);
            seen.extend(on);
        }
        assert!(seen.windows(2).all(|w| w[0] < w[1]), "no entry twice, none out of order: {seen:?}");
        assert!(seen.len() * 10 >= total * 9, "nearly every entry has public words: {} of {total}", seen.len());
        assert_eq!(
            page(addr, &format!("/g/{token}/log"), 200).await,
            page(addr, &format!("/g/{token}/log/1"), 200).await
        );
        // in the viewer's language, links keeping the choice
        let de = page(addr, &format!("/g/{token}/log/2?lang=de"), 200).await;
        assert!(de.contains(&format!("Protokoll, Seite 2 von {pages}")), "{de}");
        assert!(de.contains(&format!("href=\"/g/{token}/log/3?lang=de\"")), "{de}");
        // past the end, page 0, not a number, another token: a plain 404 with nothing of the game
        let past = get(addr, &format!("/g/{token}/log/{}", pages + 1), &[]).await;
        assert_eq!(past.status, 404);
        let said = format!("This game's log ends on page {pages}: there is no page {}.", pages + 1);
        assert!(past.text().contains(&said), "{}", past.text());
        for bad in [
            format!("/g/{token}/log/0"),
            format!("/g/{token}/log/x"),
            format!("/g/{token}/log/-1"),
            format!("/g/{NO_GAME}/log"),
            format!("/g/{NO_GAME}/log/1"),
            format!("/g/{}/log/1", &token[..39]),
        ] {
            let r = get(addr, &bad, &[]).await;
            assert_eq!(r.status, 404, "{bad}: {}", r.text());
            assert!(!r.text().contains("Rattus game #") && !r.text().contains("ann"), "{bad}");
        }

        // a public page is rendered once per version: the same bytes again, a new page after a move
        let again = page(addr, &format!("/g/{token}"), 200).await;
        assert_eq!(again, now);
        let de_now = get(addr, &format!("/g/{token}"), &[("Accept-Language", "de")]).await.text();
        assert!(de_now.contains("<html lang=\"de\""), "each language its own page");
        assert_eq!(play(&tables, "log", 1, &mut rng).await, 1);
        let moved = page(addr, &format!("/g/{token}"), 200).await;
        assert!(moved.contains(&format!("Position after entry {} of {}", total + 1, total + 1)), "{moved}");
        // setting the clock does not bump the version, and still shows at once
        tables
            .handle(&ctx("log", "ann"), Request::Clock { secs: lazaretto::table::Change::Set(7200), policy: None })
            .await
            .unwrap();
        let clocked = page(addr, &format!("/g/{token}"), 200).await;
        assert!(clocked.contains("2 h per turn") && !moved.contains("2 h per turn"), "{}", db.label());
    }
}

/// Every route answers with a Content-Security-Policy that allows only the site's own script,
/// style sheet, images and event stream (no inline script or style on any page), never framed,
/// no referrer, no sniffing; the script and style sheet are served under it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_route_carries_the_security_headers() {
    let db = TempDb::new("web-headers");
    let tables = db.tables().await;
    let fake = FakeDiscord::start().await;
    let addr = site_with(tables.clone(), Some(oauth(&fake))).await;
    let (_, token) = started(&tables, "h", "rattus", &["ann", "bob"], 3).await;
    play(&tables, "h", 3, &mut GameRng::new(3)).await;
    let pass = tables.sign_pass(&token, "u:ann").await.unwrap();
    let live = page(addr, &format!("/g/{token}"), 200).await;
    let asset = |ext: &str| {
        let at = live.find(&format!(".{ext}\"")).unwrap();
        let start = live[..at].rfind("\"/static/").unwrap() + 1;
        live[start..at + ext.len() + 1].to_string()
    };
    let (css, js) = (asset("css"), asset("js"));
    let routes = [
        (format!("/g/{token}"), 200),
        (format!("/g/{token}/at/1"), 200),
        (format!("/g/{token}/at/1/img/0.png"), 200),
        (format!("/g/{token}/p/{pass}"), 200),
        (format!("/g/{token}/p/{pass}/at/1"), 200),
        (format!("/g/{token}/p/x"), 403),
        (format!("/g/{token}/log"), 200),
        (format!("/g/{token}/log/1"), 200),
        (format!("/g/{token}/log/9"), 404),
        (format!("/g/{token}/export.json"), 200),
        (format!("/g/{NO_GAME}"), 404),
        ("/me".to_string(), 200),
        ("/me/settings".to_string(), 401),
        ("/p/ann".to_string(), 404),
        ("/leaderboard".to_string(), 200),
        ("/leaderboard/rattus".to_string(), 200),
        ("/leaderboard/rattus?players=9".to_string(), 400),
        ("/leaderboard/chess".to_string(), 404),
        ("/login".to_string(), 303),
        ("/auth/discord?code=x&state=y".to_string(), 403),
        ("/nowhere".to_string(), 404),
        (css.clone(), 200),
        (js.clone(), 200),
        ("/static/site-000000000000.js".to_string(), 404),
    ];
    for (path, status) in routes {
        let r = get(addr, &path, &[]).await;
        assert_eq!(r.status, status, "{path}");
        let csp = r.header("content-security-policy").unwrap_or_default();
        for part in
            ["default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self'", "frame-ancestors 'none'"]
        {
            assert!(csp.contains(part), "{path}: {csp}");
        }
        assert!(!csp.contains("unsafe-inline") && !csp.contains("unsafe-eval"), "{path}: {csp}");
        assert_eq!(r.header("x-content-type-options").as_deref(), Some("nosniff"), "{path}");
        assert_eq!(r.header("referrer-policy").as_deref(), Some("no-referrer"), "{path}");
        if r.header("content-type").is_some_and(|t| t.starts_with("text/html")) {
            let html = r.text();
            assert!(
                !html.contains("<script>") && !html.contains("<style") && !html.contains("style="),
                "{path}: inline"
            );
        }
    }
    // the live events too
    let head = super::http::events_head(addr, &format!("/g/{token}/events")).await.to_ascii_lowercase();
    assert!(head.contains("content-security-policy: default-src 'none'") && head.contains("nosniff"), "{head}");
    assert!(head.contains("referrer-policy: no-referrer"), "{head}");
    let r = get(addr, &css, &[]).await;
    assert_eq!(r.header("content-type").as_deref(), Some("text/css; charset=utf-8"));
    assert!(r.header("cache-control").unwrap().contains("immutable") && r.text().contains("prefers-color-scheme"));
    let r = get(addr, &js, &[]).await;
    assert_eq!(r.header("content-type").as_deref(), Some("text/javascript; charset=utf-8"));
    assert!(r.text().contains("EventSource"));
}

/// `/me` tells the signed-in player how long they have left on each turn waiting for them, by
/// the table's clock (the due time the clock acts on), and for the others whose turn it is and
/// since when; time moved on, the time left shrinks and then says it ran out.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn my_tables_show_the_time_left_on_my_turn_on_both_backends() {
    for db in TempDb::all("web-me-clock").await {
        let now = Arc::new(AtomicI64::new(1_800_000_000));
        let clock = now.clone();
        let mut tables = Tables::new(db.store().await, Arc::new(move || clock.load(Ordering::SeqCst)));
        let fake = FakeDiscord::start().await;
        let listener = lazaretto::web::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tables.web_url = format!("http://{addr}");
        tokio::spawn(lazaretto::web::run(listener, tables.clone(), Some(oauth(&fake))));
        let (_, a) = started(&tables, "ma", "rattus", &["ann", "bob"], 1).await;
        let (_, b) = started(&tables, "mb", "rattus", &["bob", "ann"], 1).await;
        for (channel, creator) in [("ma", "ann"), ("mb", "bob")] {
            let set = Request::Clock { secs: lazaretto::table::Change::Set(24 * 3600), policy: Some("remind".into()) };
            tables.handle(&ctx(channel, creator), set).await.unwrap();
        }
        fake.lock().sign_in_as("u:ann", "Ann");
        let signed = sign_in(addr).await;
        let me = |lang: &'static str| {
            let signed = signed.clone();
            async move { get(addr, "/me", &[("Cookie", &signed), ("Accept-Language", lang)]).await.text() }
        };
        let text = me("en").await;
        let (pa, pb) = (text.find(&format!("/g/{a}")).unwrap(), text.find(&format!("/g/{b}")).unwrap());
        assert!(pa < pb, "her turn first: {text}");
        let due = "(until 2027-01-16 08:00 UTC)";
        assert!(text[pa..pb].contains(&format!("You have 24 h left on this turn {due}.")), "{text}");
        assert!(!text[pb..].contains("left on this turn"), "not her turn at b: {text}");
        assert!(text[pb..].contains("bob") && text[pb..].contains("is to decide, since"), "whose turn, since when");
        // five hours and a half later
        now.fetch_add(5 * 3600 + 1800, Ordering::SeqCst);
        let text = me("en").await;
        assert!(text.contains(&format!("You have 18 h left on this turn {due}.")), "{text}");
        let de = me("de").await;
        assert!(de.contains("Du hast für diesen Zug noch 18 Std. (bis"), "{de}");
        let ru = me("ru").await;
        assert!(ru.contains("На этот ход у вас осталось 18 ч (до"), "{ru}");
        now.fetch_add(18 * 3600 + 1800 - 90, Ordering::SeqCst);
        assert!(me("en").await.contains(&format!("You have 90 s left on this turn {due}.")));
        now.fetch_add(91, Ordering::SeqCst);
        let text = me("en").await;
        assert!(text.contains("Your time on this turn ran out at 2027-01-16 08:00 UTC."), "{text}");
        // her turn played, the clock moves on to bob's: nothing left shown to her at a
        let mut rng = GameRng::new(1);
        assert_eq!(play(&tables, "ma", 1, &mut rng).await, 1);
        let waiting = super::game::decision(&tables, "ma").await.unwrap().user_id;
        if waiting != "u:ann" {
            let text = me("en").await;
            let pa = text.find(&format!("/g/{a}")).unwrap();
            assert!(!text[pa..].contains("left on this turn") && !text[pa..].contains("ran out"), "{text}");
        }
    }
}
