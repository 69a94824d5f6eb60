//! Game records (`lazaretto-game/1`): the committed finished games under `tests/records/` replay
//! to their results (so a rule change that would break stored games fails here first), export →
//! import → export gives the same record, an import that is refused leaves the database as it
//! was (SQLite file and PostgreSQL), and no record of a running Rattus game holds anything hidden.
//!
//! `cargo test --test records -- --ignored generate_records` writes the committed records anew
//! (AI playouts through the table service on a fixed clock).

#[path = "support/db.rs"]
mod db;

use db::TempDb;
use lazaretto::ai::Level;
use lazaretto::games::rattus::data::data as rattus_data;
use lazaretto::games::{GameRng, Msg};
use lazaretto::record::{Record, FORMAT};
use lazaretto::store::{Status, Store};
use lazaretto::table::{Ctx, Loaded, Request, StartOptions, TableError, Tables, User};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

/// The committed records: one per game, player count and variant.
const RECORDS: &[(&str, &str, &[&str], usize, usize)] = &[
    // (file, game, options, people, bots)
    ("rattus-2p", "rattus", &["players=2"], 2, 0),
    ("rattus-3p", "rattus", &["players=3"], 2, 1),
    ("rattus-4p", "rattus", &["players=4"], 3, 1),
    ("messina-solo", "messina", &["players=1"], 1, 0),
    ("messina-2p", "messina", &["players=2"], 2, 0),
    ("messina-3p", "messina", &["players=3"], 2, 1),
    ("messina-4p", "messina", &["players=4"], 2, 2),
    ("messina-advanced-3p", "messina", &["players=3", "variant=advanced"], 3, 0),
    ("messina-priority-tile-2p", "messina", &["players=2", "priority_tile=on"], 1, 1),
    ("messina-advanced-solo", "messina", &["players=1", "variant=advanced"], 1, 0),
];

const PEOPLE: [&str; 4] = ["ann", "bob", "cid", "dee"];

fn records_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records")
}

fn ctx(channel: &str, name: &str) -> Ctx {
    Ctx { channel: channel.into(), user: User::new(format!("u:{name}"), name), admin: false }
}

/// A table service on a clock that moves 37 s at every look, images off, bots without delay.
fn tables_on(store: Store) -> Tables {
    let now = Arc::new(AtomicI64::new(1_800_000_000));
    let mut tables = Tables::new(store, Arc::new(move || now.fetch_add(37, Ordering::SeqCst)));
    (tables.images, tables.bot_delay) = (false, 0);
    tables
}

fn options(words: &[&str]) -> Vec<(String, String)> {
    words
        .iter()
        .map(|w| w.split_once('=').map(|(k, v)| (k.into(), v.into())).unwrap_or((w.to_string(), String::new())))
        .collect()
}

/// Opens and starts a table in `channel`: `people` persons (ann first) and `bots` easy bots.
async fn open(tables: &Tables, channel: &str, game: &str, words: &[&str], people: usize, bots: usize, seed: u64) {
    let new = Request::New { kind: game.into(), options: options(words) };
    tables.handle(&ctx(channel, "ann"), new).await.unwrap();
    for name in &PEOPLE[1..people] {
        tables.handle(&ctx(channel, name), Request::Join).await.unwrap();
    }
    for _ in 0..bots {
        tables.handle(&ctx(channel, "ann"), Request::BotAdd { level: Some("easy".into()) }).await.unwrap();
    }
    let start = StartOptions { seed: Some(seed), ..StartOptions::default() };
    tables.start(&ctx(channel, "ann"), start).await.unwrap();
}

/// The stored state of the channel's latest game.
async fn state(tables: &Tables, channel: &str) -> (Loaded, lazaretto::store::GameRow) {
    let row = tables.store.latest_game(channel).await.unwrap().unwrap();
    (Loaded::from_json(row.kind, row.state.as_deref().unwrap()).unwrap(), row)
}

/// Plays the channel's game to its end: people choose with `pick`, now and then take a choice
/// back (`/undo`), bots play their own turns. `after` looks at every position reached.
async fn play_out<F, A>(tables: &Tables, channel: &str, rng: &mut GameRng, mut pick: F, mut after: A)
where
    F: FnMut(&Loaded, usize, &mut GameRng) -> String,
    A: FnMut(&Loaded),
{
    for _ in 0..30_000 {
        tables.bot_turns_in(channel).await.unwrap();
        let (g, row) = state(tables, channel).await;
        after(&g);
        let Some(p) = g.prompt() else { return };
        assert_eq!(row.status, Status::Active);
        let seats = tables.store.seats(row.id).await.unwrap();
        let who = seats.iter().find(|s| s.seat == Some(p.seat as i64)).unwrap();
        let me = ctx(channel, &who.display_name);
        let reply = tables.handle(&me, Request::Play { action: pick(&g, p.seat, rng), version: None }).await.unwrap();
        if reply.prompt.is_some_and(|p| p.undo && p.user_id == me.user.id) && rng.below(6) == 0 {
            tables.handle(&me, Request::Undo).await.unwrap();
        }
    }
    panic!("the game in {channel} did not end");
}

fn easy(g: &Loaded, seat: usize, rng: &mut GameRng) -> String {
    g.decide(seat, "easy".parse::<Level>().unwrap(), rng.below(1 << 30) as u64).unwrap()
}

/// Writes the committed records anew (run by hand when the set changes).
#[tokio::test(flavor = "multi_thread")]
#[ignore]
async fn generate_records() {
    std::fs::create_dir_all(records_dir()).unwrap();
    for (n, (file, game, words, people, bots)) in RECORDS.iter().enumerate() {
        let tables = tables_on(Store::memory().await.unwrap());
        let seed = 1347 + n as u64;
        open(&tables, file, game, words, *people, *bots, seed).await;
        play_out(&tables, file, &mut GameRng::new(seed), easy, |_| {}).await;
        let (id, record) = tables.export_channel(&ctx(file, "ann")).await.unwrap();
        assert!(record.complete(), "{file}");
        std::fs::write(records_dir().join(format!("{file}.lazaretto.json")), record.to_json()).unwrap();
        println!("{file}: game {id}, {} actions", record.actions.len());
    }
}

fn committed() -> Vec<(String, String)> {
    RECORDS
        .iter()
        .map(|(file, ..)| {
            let path = records_dir().join(format!("{file}.lazaretto.json"));
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            (file.to_string(), text)
        })
        .collect()
}

/// Every committed record replays to its own result through `lazaretto import`'s checks, and
/// the imported game exports as the very same file (the log, the seats, the times, the result).
#[tokio::test(flavor = "multi_thread")]
async fn every_committed_record_replays() {
    let db = TempDb::new("records");
    let tables = tables_on(db.store().await);
    let files: Vec<_> = std::fs::read_dir(records_dir()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(files.len(), RECORDS.len(), "every file under tests/records/ is in RECORDS: {files:?}");
    let mut undos = 0;
    for (file, text) in committed() {
        let record = Record::read(&text).unwrap();
        assert!(record.complete(), "{file}");
        let done = tables
            .import(&file, &text, None)
            .await
            .unwrap_or_else(|e| panic!("{file}: {}", lazaretto::i18n::t(&e.msg)));
        assert_eq!(done.status, Status::Finished, "{file}");
        tables.verify_replay(&file).await.unwrap();
        let again = tables.export(done.game_id).await.unwrap();
        assert_eq!(again, record, "{file}");
        assert_eq!(again.to_json(), text, "{file}: export → import → export gives the same file");
        undos += record.actions.iter().filter(|a| a.undoes.is_some()).count();
    }
    assert!(undos > 0, "the records take choices back too");
}

/// The set covers each game, player count and variant, with bots among the seats.
#[test]
fn the_records_cover_every_game_count_and_variant() {
    let mut seen = Vec::new();
    for (file, text) in committed() {
        let r = Record::read(&text).unwrap();
        let opt = |k: &str| r.options.get(k).map(|v| v.to_string()).unwrap_or_default();
        seen.push(format!("{} {} boards={} priority={}", r.game, r.seats.len(), opt("boards"), opt("priority_tile")));
        assert_eq!(r.format, FORMAT, "{file}");
        assert!(text.len() < 80 * 1024, "{file} is {} bytes", text.len());
    }
    for want in ["rattus 2", "rattus 3", "rattus 4", "messina 1", "messina 2", "messina 3", "messina 4"] {
        assert!(seen.iter().any(|s| s.starts_with(&format!("{want} "))), "no record of {want}: {seen:?}");
    }
    assert!(seen.iter().any(|s| s.starts_with("messina 3") && s.contains("boards=\"b\"")), "{seen:?}");
    assert!(seen.iter().any(|s| s.starts_with("messina 1") && s.contains("boards=\"b\"")), "{seen:?}");
    assert!(seen.iter().any(|s| s.starts_with("messina") && s.ends_with("priority=true")), "{seen:?}");
    let bots =
        committed().iter().filter(|(_, t)| Record::read(t).unwrap().seats.iter().any(|s| s.bot.is_some())).count();
    assert!(bots >= 3, "bots sit in several records");
}

/// Everything stored: each game's row, seats and log.
async fn snapshot(store: &Store) -> Vec<String> {
    let mut out = Vec::new();
    for id in store.game_ids().await.unwrap() {
        let row = store.game(id).await.unwrap();
        out.push(format!("{row:?} {:?} {:?}", store.seats(id).await.unwrap(), store.actions(id).await.unwrap()));
    }
    out
}

/// A record changed by `edit`, as JSON.
fn edited(record: &Record, edit: impl FnOnce(&mut Record)) -> String {
    let mut r = record.clone();
    edit(&mut r);
    r.to_json()
}

/// Records that must be refused, each with the message it is refused with.
fn tampered(r: &Record, text: &str) -> Vec<(&'static str, String)> {
    let last = r.actions.len() - 1;
    vec![
        ("table.import.error.unreadable", "{\"format\": \"lazaretto-game/1\"".into()),
        ("table.import.error.format", text.replace(FORMAT, "lazaretto-game/2")),
        ("table.import.error.format", "{\"kind\": \"pgn\"}".into()),
        ("table.import.error.engine", text.replace(lazaretto::record::ENGINE, "lazaretto 0.0.1")),
        ("table.import.error.unreadable", text.replacen("\"game\":", "\"cheat\": true, \"game\":", 1)),
        ("table.import.error.game", edited(r, |r| r.game = "chess".into())),
        ("table.import.error.language", edited(r, |r| r.language = "fr".into())),
        ("table.import.error.no-seed", edited(r, |r| r.seed = None)),
        ("table.import.error.no-result", edited(r, |r| r.result = None)),
        ("table.import.error.seats", edited(r, |r| drop(r.seats.pop()))),
        ("table.import.error.seat-order", edited(r, |r| r.seats.swap(0, 1))),
        ("table.bot.error.level", edited(r, |r| r.seats[0].bot = Some("godlike".into()))),
        ("table.error.nul", edited(r, |r| r.seats[1].name = "b\0b".into())),
        ("table.import.error.seq", edited(r, |r| r.actions[3].seq = 99)),
        ("table.import.error.seat", edited(r, |r| r.actions[4].seat = 7)),
        // a tampered action: an action the rules refuse, and another player's
        ("table.import.error.action", edited(r, |r| r.actions[5].action = "place atlantis 9".into())),
        ("table.import.error.not-their-turn", edited(r, |r| r.actions[6].seat = (r.actions[6].seat + 1) % 3)),
        // a setup placement ends its turn: it cannot be taken back
        (
            "table.import.error.undo",
            edited(r, |r| {
                let seat = r.actions[1].seat;
                let at = r.actions[1].at;
                r.actions.insert(
                    1,
                    lazaretto::record::ActionRecord { seq: 2, seat, action: "undo".into(), undoes: Some(1), at },
                );
                for (i, a) in r.actions.iter_mut().enumerate() {
                    a.seq = i as i64 + 1;
                }
            }),
        ),
        ("table.import.error.unfinished", edited(r, |r| drop(r.actions.pop()))),
        (
            "table.import.error.after-end",
            edited(r, |r| {
                let mut again = r.actions[last].clone();
                again.seq += 1;
                r.actions.push(again);
            }),
        ),
        ("table.import.error.result", edited(r, |r| r.result.as_mut().unwrap()[0].score += 1)),
        ("table.import.error.result", edited(r, |r| r.result.as_mut().unwrap().reverse())),
    ]
}

/// Issue 23: a record that does not replay to the same result is refused with a clear message,
/// and nothing is stored (SQLite file and PostgreSQL). Also refused: a channel with an open
/// table, a position past the record's end.
#[tokio::test(flavor = "multi_thread")]
async fn refused_imports_change_nothing() {
    let (_, good) = committed().into_iter().find(|(f, _)| f == "rattus-3p").unwrap();
    let record = Record::read(&good).unwrap();
    for db in TempDb::all("refusals").await {
        let tables = tables_on(db.store().await);
        tables.import("kept", &good, None).await.unwrap();
        tables.handle(&ctx("busy", "ann"), Request::New { kind: "rattus".into(), options: vec![] }).await.unwrap();
        let before = snapshot(&tables.store).await;
        let mut refusals: Vec<(&str, Result<_, TableError>)> = Vec::new();
        for (key, text) in tampered(&record, &good) {
            refusals.push((key, tables.import("target", &text, None).await));
        }
        refusals.push(("table.error.channel-busy", tables.import("busy", &good, None).await));
        refusals.push(("table.error.channel-busy", tables.import("busy", &good, Some(10)).await));
        let past = record.actions.len() + 1;
        refusals.push(("table.import.error.at", tables.import("target", &good, Some(past)).await));
        for (key, result) in refusals {
            let e = result.expect_err(key);
            assert_eq!(e.msg.key, key, "{}: {}", db.label(), lazaretto::i18n::t(&e.msg));
            for lang in lazaretto::i18n::Lang::ALL {
                lazaretto::i18n::check(lang, &e.msg).unwrap_or_else(|gaps| panic!("{key} in {lang}: {gaps:?}"));
            }
        }
        assert_eq!(snapshot(&tables.store).await, before, "{}: a refused import stored something", db.label());
        // the same record goes in where nothing is open, on either backend, and replays there
        let copy = tables.import("target", &good, Some(40)).await.unwrap();
        assert_eq!(copy.status, Status::Active);
        tables.verify_replay("target").await.unwrap();
        let round = tables.import("round", &good, None).await.unwrap();
        assert_eq!(tables.export(round.game_id).await.unwrap().to_json(), good, "{}", db.label());
    }
}

/// What a record must not hold while the game runs, found in `text`: the face of any
/// face-down token (its id, or a message describing a face), what a Witch saw in words, the
/// seed. Returns what was found.
fn leaks(text: &str, g: &lazaretto::games::rattus::Rattus, seed: i64) -> Vec<String> {
    let mut found = Vec::new();
    let faces =
        g.board.regions().iter().flat_map(|r| r.tokens.iter()).chain(g.board.supply()).chain(g.board.set_aside());
    for &t in faces {
        let id = &rattus_data().tokens[t as usize].id;
        if text.contains(id.as_str()) {
            found.push(format!("the face-down token {id}"));
        }
    }
    for key in ["rattus.face", "rattus.summary.known", "rattus.note"] {
        if text.contains(key) {
            found.push(format!("a message {key}"));
        }
    }
    for seat in 0..g.players {
        for note in lazaretto::games::Game::private_notes(g, seat) {
            if text.contains(&lazaretto::i18n::t(&note)) {
                found.push(format!("what seat {seat} saw"));
            }
        }
    }
    if text.contains(&seed.to_string()) || text.contains("\"seed\"") {
        found.push("the seed".into());
    }
    found
}

/// Issue 23, "Nothing leaks" (R-D4: what a Witch saw is shown to her player only; R-S6: the
/// tokens set aside stay unseen): over random Rattus games with Witch looks, checked against
/// the hidden state itself after every move, no record of the running game holds a hidden
/// token, a Witch's look or the seed. The same check finds the Witch's looks in the log's stored
/// events and the seed in the finished game's record, so it can fail.
#[tokio::test(flavor = "multi_thread")]
async fn running_rattus_records_hold_nothing_hidden() {
    let tables = tables_on(Store::memory().await.unwrap());
    let (mut looks, mut checked, mut caught) = (0, 0, 0);
    for n in 0..9u64 {
        let channel = format!("leak-{n}");
        let players = 2 + n as usize % 3;
        open(&tables, &channel, "rattus", &[&format!("players={players}")], players, 0, 500 + n).await;
        let mut rng = GameRng::new(n);
        loop {
            let (g, row) = state(&tables, &channel).await;
            let Loaded::Rattus(r) = &g else { unreachable!() };
            let seed = row.seed.unwrap();
            let (_, record) = tables.export_channel(&ctx(&channel, "ann")).await.unwrap();
            let text = record.to_json();
            let Some(p) = g.prompt() else {
                assert!(!leaks(&text, r, seed).is_empty(), "a finished game's record has its seed");
                let events: String =
                    tables.store.actions(row.id).await.unwrap().iter().map(|a| a.events.clone()).collect();
                let notes = (0..r.players).map(|s| r.knowledge.notes(s).len());
                let witch = notes.clone().any(|n| n > 0);
                looks += notes.sum::<usize>();
                if witch {
                    caught += usize::from(!leaks(&events, r, seed).is_empty());
                }
                break;
            };
            assert_eq!(leaks(&text, r, seed), Vec::<String>::new(), "{channel}, action {}", record.actions.len());
            assert!(record.seed.is_none() && record.result.is_none());
            checked += 1;
            // random choices, the Witch's power taken whenever it is offered
            let witch = p.choices.iter().find(|c| c.notation == "witch").filter(|_| rng.below(3) > 0);
            let action = witch.unwrap_or(&p.choices[rng.below(p.choices.len())]).notation.clone();
            let who =
                tables.store.seats(row.id).await.unwrap().into_iter().find(|s| s.seat == Some(p.seat as i64)).unwrap();
            tables.handle(&ctx(&channel, &who.display_name), Request::Play { action, version: None }).await.unwrap();
        }
    }
    assert!(looks >= 9, "the games had Witch looks: {looks}");
    assert!(caught >= 3, "the check finds the looks in the stored events: {caught}");
    println!("{checked} running positions checked, {looks} Witch looks");
}

/// The command line as a player uses it: `lazaretto import` of a committed record, `/export`
/// at the terminal (to a file, and printed: a copy to play on is exported without its seed),
/// and a refused import that says why and exits with failure.
#[test]
fn import_and_export_at_the_terminal() {
    use std::io::Write as _;
    use std::process::{Command, Stdio};
    let db = TempDb::new("cli");
    let bin = env!("CARGO_BIN_EXE_lazaretto");
    let file = records_dir().join("messina-2p.lazaretto.json");
    let run = |args: &[&str], input: &str| {
        let mut child = Command::new(bin)
            .args(args)
            .env("DATABASE_URL", &db.url)
            .current_dir(&db.dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
        (out.status.success(), text)
    };
    let (ok, said) = run(&["import", file.to_str().unwrap(), "--channel", "copy"], "");
    assert!(ok && said.contains("is imported as game 1 in the channel copy"), "{said}");
    let (ok, said) = run(&["play", "--channel", "copy", "--no-images"], "/export\n/export again.json\n");
    assert!(ok && said.contains("It is complete"), "{said}");
    let original = std::fs::read_to_string(&file).unwrap();
    assert_eq!(std::fs::read_to_string(db.dir.join("messina-1.lazaretto.json")).unwrap(), original);
    assert_eq!(std::fs::read_to_string(db.dir.join("again.json")).unwrap(), original);
    // a copy to play on, as it stood after 30 actions
    let (ok, said) = run(&["import", file.to_str().unwrap(), "--channel", "branch", "--at", "30", "--lang", "de"], "");
    assert!(ok && said.contains("wie sie nach Aktion 30 stand"), "{said}");
    let (ok, said) = run(&["play", "--channel", "branch", "--no-images", "--hotseat"], "/status\n/play 1\n/export -\n");
    assert!(ok && said.contains("The record of this Messina 1347 game so far: 31 logged actions"), "{said}");
    assert!(!said.contains("\"seed\""), "{said}");
    // tampered: refused, nothing stored
    let broken = db.dir.join("broken.json");
    std::fs::write(&broken, original.replace("\"score\":", "\"score\":1")).unwrap();
    let (ok, said) = run(&["import", broken.to_str().unwrap(), "--channel", "third"], "");
    assert!(!ok && said.contains("other standings than the record's result"), "{said}");
    let (ok, said) = run(&["play", "--channel", "third", "--no-images"], "/status\n");
    assert!(ok && said.contains(&lazaretto::i18n::t(&Msg::new("table.error.no-game"))), "{said}");
}

/// A lobby has nothing to record; an abandoned game is recorded like a running one (no seed, no
/// result: nobody plays on, but its hidden parts stay hidden); a game id that does not exist is
/// refused.
#[tokio::test(flavor = "multi_thread")]
async fn lobbies_and_abandoned_games() {
    let tables = tables_on(Store::memory().await.unwrap());
    let new = Request::New { kind: "rattus".into(), options: vec![] };
    tables.handle(&ctx("t", "ann"), new).await.unwrap();
    let e = tables.export_channel(&ctx("t", "ann")).await.unwrap_err();
    assert_eq!(e.msg.key, "table.error.not-started");
    tables.handle(&ctx("t", "bob"), Request::Join).await.unwrap();
    tables.start(&ctx("t", "ann"), StartOptions { seed: Some(9), ..StartOptions::default() }).await.unwrap();
    let (id, running) = tables.export_channel(&ctx("t", "eve")).await.unwrap();
    assert_eq!(
        (running.status, running.seed, running.actions.len()),
        (lazaretto::record::RecordStatus::Active, None, 0)
    );
    tables.handle(&ctx("t", "ann"), Request::Abandon { confirm: true }).await.unwrap();
    let abandoned = tables.export(id).await.unwrap();
    assert_eq!(abandoned.status, lazaretto::record::RecordStatus::Abandoned);
    assert!(abandoned.seed.is_none() && abandoned.result.is_none() && !abandoned.to_json().contains("\"seed\""));
    assert_eq!(tables.export(id + 1).await.unwrap_err().msg.key, "table.error.no-game");
    let e = tables.import("t2", &abandoned.to_json(), None).await.unwrap_err();
    assert_eq!(e.msg.key, "table.import.error.no-seed");
}

/// How long an import and an export take for the largest committed record (a 4-player Messina
/// game of 837 logged actions), on a SQLite file and on PostgreSQL: median and slowest of 15.
/// `LAZARETTO_REQUIRE_POSTGRES=1 cargo test --test records -- --ignored --nocapture import_and_export_times`
#[tokio::test(flavor = "multi_thread")]
#[ignore = "a measurement; run with --ignored --nocapture"]
async fn import_and_export_times() {
    let (_, text) = committed().into_iter().find(|(f, _)| f == "messina-4p").unwrap();
    for db in TempDb::all("times").await {
        let tables = tables_on(db.store().await);
        let (mut import, mut export) = (Vec::new(), Vec::new());
        for n in 0..15 {
            let started = std::time::Instant::now();
            let done = tables.import(&format!("m{n}"), &text, None).await.unwrap();
            import.push(started.elapsed().as_secs_f64() * 1000.0);
            let started = std::time::Instant::now();
            let json = tables.export(done.game_id).await.unwrap().to_json();
            export.push(started.elapsed().as_secs_f64() * 1000.0);
            assert_eq!(json, text);
        }
        for (what, mut ms) in [("import", import), ("export", export)] {
            ms.sort_by(f64::total_cmp);
            println!("{} {what}: median {:.1} ms, slowest {:.1} ms", db.label(), ms[ms.len() / 2], ms[ms.len() - 1]);
        }
    }
}
