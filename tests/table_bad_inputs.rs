//! Bad input gets a clear error and nothing changes: a table of refused requests, each checked
//! against a snapshot of the whole stored database. Rules: R-C1, R-D9, R-D11 and the table's own.

#[path = "support/db.rs"]
mod db;

use db::TempDb;
use lazaretto::i18n::t;
use lazaretto::table::{Ctx, Request, StartOptions, Tables, User};
use std::sync::Arc;

struct Env {
    tables: Tables,
}

fn ctx(channel: &str, user: &str) -> Ctx {
    Ctx { channel: channel.into(), user: User::new(format!("u:{user}"), user), admin: false }
}

impl Env {
    async fn new(db: &TempDb) -> Env {
        let store = db.store().await;
        let mut tables = Tables::new(store, Arc::new(|| 1_800_000_000));
        tables.images = false;
        Env { tables }
    }

    async fn ok(&self, channel: &str, user: &str, req: Request) {
        if let Err(e) = self.tables.handle(&ctx(channel, user), req.clone()).await {
            panic!("{req:?} by {user} refused: {}", t(&e.msg));
        }
    }

    /// Every stored row of every table, as text.
    async fn snapshot(&self) -> Vec<String> {
        let mut out = Vec::new();
        for id in self.tables.store.game_ids().await.unwrap() {
            out.push(format!("{:?}", self.tables.store.game(id).await.unwrap()));
            out.push(format!("{:?}", self.tables.store.seats(id).await.unwrap()));
            out.push(format!("{:?}", self.tables.store.actions(id).await.unwrap()));
        }
        out.push(format!("owed: {}", self.tables.store.owed_notices().await.unwrap()));
        out
    }
}

/// One refused request: who, what, and the rule id or message key of the refusal.
struct Bad {
    what: &'static str,
    channel: &'static str,
    user: &'static str,
    req: Request,
    expect: &'static str,
}

fn play(action: &str) -> Request {
    Request::Play { action: action.into(), version: None }
}

fn bad(what: &'static str, channel: &'static str, user: &'static str, req: Request, expect: &'static str) -> Bad {
    Bad { what, channel, user, req, expect }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_inputs_are_refused_and_change_nothing() {
    for db in TempDb::all("bad").await {
        bad_inputs_on(&db).await;
    }
}

async fn bad_inputs_on(db: &TempDb) {
    let env = Env::new(db).await;
    // #main: a running 3-player game, in the first normal turn
    env.ok("main", "ann", Request::New { kind: "rattus".into(), options: vec![] }).await;
    env.ok("main", "bob", Request::Join).await;
    env.ok("main", "cid", Request::Join).await;
    let opts = StartOptions { seed: Some(42), joined_order: true, position: None };
    env.tables.start(&ctx("main", "ann"), opts).await.unwrap();
    // setup: 6 placements of 2 cubes, driven by the prompts
    for _ in 0..6 {
        let choices = env.tables.choices(&ctx("main", "ann")).await;
        let (user, choice) = if !choices.is_empty() {
            ("ann", choices[0].notation.clone())
        } else {
            let b = env.tables.choices(&ctx("main", "bob")).await;
            if !b.is_empty() {
                ("bob", b[0].notation.clone())
            } else {
                ("cid", env.tables.choices(&ctx("main", "cid")).await[0].notation.clone())
            }
        };
        env.ok("main", user, play(&choice)).await;
    }
    let mut decider = "";
    for u in ["ann", "bob", "cid"] {
        if !env.tables.choices(&ctx("main", u)).await.is_empty() {
            decider = u;
        }
    }
    assert!(!decider.is_empty(), "someone must act");
    let other = ["ann", "bob", "cid"].into_iter().find(|u| *u != decider).unwrap();
    let row = env.tables.store.active_game("main").await.unwrap().unwrap();
    let holder_free = "monk"; // nobody holds a card yet
                              // #full: a full lobby; #few: a lobby of one; #done: a finished game; #gone: an abandoned game
    env.ok("full", "ann", Request::New { kind: "rattus".into(), options: vec![] }).await;
    for u in ["bob", "cid", "dan"] {
        env.ok("full", u, Request::Join).await;
    }
    env.ok("few", "ann", Request::New { kind: "rattus".into(), options: vec![] }).await;
    env.ok("gone", "ann", Request::New { kind: "rattus".into(), options: vec![] }).await;
    env.ok("gone", "ann", Request::Abandon { confirm: true }).await;
    finish_a_game(&env, "done").await;

    let d: &'static str = Box::leak(decider.to_string().into_boxed_str());
    let o: &'static str = Box::leak(other.to_string().into_boxed_str());
    let cases = vec![
        bad("wrong player acts", "main", o, play("take king"), "table.error.not-your-turn"),
        bad("spectator acts", "main", "eve", play("take king"), "table.error.not-seated"),
        bad("gibberish", "main", d, play("dance a jig"), "R-D11"),
        bad("empty action", "main", d, play(""), "R-D11"),
        bad("words that fit several choices", "main", d, play("cube"), "table.error.ambiguous"),
        // a verb of the notation is notation, never label words: the game says what it lacks
        bad("a verb alone", "main", d, play("place"), "R-D11"),
        bad("a signed count", "main", d, play("place gallia -1"), "R-D11"),
        bad("a count with a plus", "main", d, play("place gallia +2"), "R-D11"),
        bad("no choice's number", "main", d, play("0"), "table.error.no-such-number"),
        bad("a negative number", "main", d, play("-1"), "table.error.no-such-number"),
        bad("a fraction", "main", d, play("1.5"), "table.error.no-such-number"),
        bad("a number past the list", "main", d, play("99"), "table.error.no-such-number"),
        bad("count not a number", "main", d, play("place gallia many"), "R-D11"),
        bad("unknown region", "main", d, play("place atlantis 1"), "R-K1"),
        bad("unused region (3 players)", "main", d, play("place russia 1"), "R-S3"),
        bad("wrong cube count", "main", d, play("place gallia 7"), "R-T8"),
        bad("unknown card", "main", d, play("take dragon"), "R-K7"),
        bad("power without the card", "main", d, play(holder_free), "R-C1"),
        bad("King without the card", "main", d, play("king gallia"), "R-C1"),
        bad("Witch step out of the blue", "main", d, play("swap yes"), "R-D11"),
        bad("spread without a plague move", "main", d, play("spread gallia"), "R-T16"),
        bad("neutral cubes out of phase C", "main", d, play("neutral yes"), "R-C9"),
        bad("end outside the final round", "main", d, play("end"), "R-T12"),
        bad("final-round Peasant in a normal turn", "main", d, play("peasant gallia"), "R-E6"),
        bad("move before placing", "main", d, play("move gallia"), "R-T10"),
        bad("a power's step with no power started", "main", d, play("token 9"), "R-D11"),
        bad("long garbage", "main", d, play(&"x".repeat(5000)), "table.error.too-long"),
        bad(
            "long but legal-looking",
            "main",
            d,
            play(&format!("place gallia 2{}", " ".repeat(300))),
            "table.error.too-long",
        ),
        bad(
            "stale button",
            "main",
            d,
            Request::Play { action: "take king".into(), version: Some(row.version - 1) },
            "table.error.outdated",
        ),
        bad("join a running game", "main", "eve", Request::Join, "table.error.already-started"),
        bad("start a running game", "main", "ann", Request::Start, "table.error.already-started"),
        bad("leave a running game", "main", "bob", Request::Leave, "table.error.leave-running"),
        bad("abandon by a non-creator", "main", "bob", Request::Abandon { confirm: true }, "table.error.creator-only"),
        bad(
            "abandon asked, not confirmed, by a non-creator",
            "main",
            "bob",
            Request::Abandon { confirm: false },
            "table.error.creator-only",
        ),
        bad(
            "kick by a non-creator",
            "main",
            "bob",
            Request::Kick { user_id: "u:cid".into() },
            "table.error.creator-only",
        ),
        bad(
            "kick in a running game",
            "main",
            "ann",
            Request::Kick { user_id: "u:cid".into() },
            "table.error.kick-running",
        ),
        bad(
            "replace by a non-creator",
            "main",
            "bob",
            Request::Replace { old_user_id: "u:cid".into(), new: User::new("u:eve", "eve") },
            "table.error.creator-only",
        ),
        bad(
            "replace with a seated player",
            "main",
            "ann",
            Request::Replace { old_user_id: "u:cid".into(), new: User::new("u:bob", "bob") },
            "table.error.already-joined",
        ),
        bad(
            "replace an unknown user",
            "main",
            "ann",
            Request::Replace { old_user_id: "u:zed".into(), new: User::new("u:eve", "eve") },
            "table.error.user-not-seated",
        ),
        bad("undo by the wrong player", "main", o, Request::Undo, "table.error.not-your-turn"),
        // the setup's last placement revealed random information (the turn that follows is the
        // same player's), so the refusal says that; issue 27's "nothing of yours this turn" is
        // for a turn handed over (table_flow, play_transcript)
        bad("undo with nothing to undo", "main", d, Request::Undo, "table.error.cannot-undo"),
        bad(
            "take-back button with nothing to take back",
            "main",
            d,
            Request::Choose { game_id: row.id, version: row.version, action: "undo".into() },
            "table.error.cannot-undo",
        ),
        bad(
            "stale take-back button",
            "main",
            d,
            Request::Choose { game_id: row.id, version: row.version - 1, action: "undo".into() },
            "table.error.outdated",
        ),
        bad(
            "take-back button of another game",
            "main",
            d,
            Request::Choose { game_id: row.id + 100, version: row.version, action: "undo".into() },
            "table.error.outdated",
        ),
        bad("peek by a spectator", "main", "eve", Request::Peek, "table.error.not-seated"),
        bad(
            "second game in a channel",
            "main",
            "eve",
            Request::New { kind: "rattus".into(), options: vec![] },
            "table.error.channel-busy",
        ),
        bad(
            "unknown game",
            "elsewhere",
            "eve",
            Request::New { kind: "chess".into(), options: vec![] },
            "table.error.unknown-game",
        ),
        bad(
            "unknown option",
            "elsewhere",
            "eve",
            Request::New { kind: "rattus".into(), options: vec![("speed".into(), "fast".into())] },
            "options.unknown",
        ),
        bad("join a full table", "full", "eve", Request::Join, "table.error.full"),
        bad("join twice", "full", "bob", Request::Join, "table.error.already-joined"),
        bad("start with too few", "few", "ann", Request::Start, "table.error.too-few"),
        bad("start by a non-creator", "full", "bob", Request::Start, "table.error.creator-only"),
        bad("act in a lobby", "full", "ann", play("take king"), "table.error.not-started"),
        bad("act in a finished game", "done", "ann", play("take king"), "table.error.finished"),
        bad("act in an abandoned game", "gone", "ann", play("take king"), "table.error.abandoned"),
        bad("act where no game exists", "nowhere", "ann", play("take king"), "table.error.no-game"),
        bad("board where no game exists", "nowhere", "ann", Request::Board, "table.error.no-game"),
        bad("leave without a seat", "few", "bob", Request::Leave, "table.error.not-seated"),
        // a NUL is stored by SQLite but refused by PostgreSQL: refused on both, before the store
        bad("a NUL in a name joining", "few", "e\0ve", Request::Join, "table.error.nul"),
        bad("a NUL in an action", "main", d, play("take\0king"), "table.error.nul"),
        bad(
            "a NUL in a new table's option",
            "elsewhere",
            "eve",
            Request::New { kind: "rattus".into(), options: vec![("language".into(), "de\0".into())] },
            "table.error.nul",
        ),
        bad(
            "a NUL in a replacement's name",
            "main",
            "ann",
            Request::Replace { old_user_id: "u:cid".into(), new: User::new("u:eve", "e\0ve") },
            "table.error.nul",
        ),
    ];
    assert!(cases.len() >= 30);
    for case in cases {
        let before = env.snapshot().await;
        let err = match env.tables.handle(&ctx(case.channel, case.user), case.req.clone()).await {
            Ok(_) => panic!("{}: accepted", case.what),
            Err(e) => e,
        };
        let got = err.rule.unwrap_or(err.msg.key.as_str());
        assert_eq!(got, case.expect, "{}: refused with {got}: {}", case.what, t(&err.msg));
        let text = t(&err.msg);
        assert!(!text.contains('⟦') && text.len() > 10, "{}: unclear message {text:?}", case.what);
        assert!(text.chars().count() < 400, "{}: a refusal of {} characters", case.what, text.chars().count());
        assert_eq!(before, env.snapshot().await, "{}: the stored data changed", case.what);
    }
}

/// Plays a 2-player game in `channel` to its end, always taking the first choice.
async fn finish_a_game(env: &Env, channel: &str) {
    env.ok(channel, "ann", Request::New { kind: "rattus".into(), options: vec![] }).await;
    env.ok(channel, "bob", Request::Join).await;
    let opts = StartOptions { seed: Some(7), joined_order: true, position: None };
    env.tables.start(&ctx(channel, "ann"), opts).await.unwrap();
    for _ in 0..5000 {
        let mut acted = false;
        for u in ["ann", "bob"] {
            let c = env.tables.choices(&ctx(channel, u)).await;
            if let Some(first) = c.first() {
                env.ok(channel, u, play(&first.notation)).await;
                acted = true;
                break;
            }
        }
        if !acted {
            return;
        }
    }
    panic!("the game did not end");
}

#[path = "bad_inputs/typed.rs"]
mod typed;

/// A game the typed-line fuzz plays: kind, options, players, table language.
type TypedCase = (&'static str, Vec<(String, String)>, usize, lazaretto::i18n::Lang);

fn typed_cases() -> Vec<TypedCase> {
    use lazaretto::i18n::Lang;
    let opt = |k: &str, v: &str| vec![(k.to_string(), v.to_string())];
    vec![
        ("rattus", vec![], 2, Lang::En),
        ("rattus", vec![], 4, Lang::Ru),
        ("messina", vec![], 2, Lang::En),
        ("messina", opt("variant", "advanced"), 3, Lang::De),
        ("messina", vec![], 1, Lang::Pl),
    ]
}

/// Plays games of every case until each case was sent `lines_per_case` bad lines (at most
/// `max_games` games per case).
async fn typed_fuzz(db: &TempDb, lines_per_case: usize, max_games: u64) -> typed::Fuzz {
    let mut tables = db.tables().await;
    tables.images = false;
    let mut total = typed::Fuzz::default();
    for (i, (kind, options, players, lang)) in typed_cases().into_iter().enumerate() {
        let (mut sent, mut g) = (0, 0);
        while sent < lines_per_case && g < max_games {
            let channel = format!("typed-{i}-{g}");
            let left = lines_per_case - sent;
            let f = typed::fuzz_game(&tables, &channel, kind, options.clone(), players, lang, 11 + g, left).await;
            sent += f.sent;
            total.add(f);
            g += 1;
        }
    }
    total.examples.truncate(12);
    total
}

/// Issue 27: numbers that are no choice's (`0`, `-1`, `+2`, `1.5`, out of range), signed counts
/// in notations, single words of details and lines copied from earlier positions are refused and
/// change nothing (R-D11, M-T4), on both backends.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn typed_lines_that_name_no_choice_change_nothing() {
    for db in TempDb::all("typed").await {
        let f = typed_fuzz(&db, if db.label() == "sqlite" { 600 } else { 200 }, 3).await;
        assert!(f.sent >= 1000 || db.label() != "sqlite", "{}: only {} lines sent", db.label(), f.sent);
        assert_eq!(f.changed, 0, "{}: of {} bad lines these changed a game: {:?}", db.label(), f.sent, f.examples);
    }
}

/// The measurement of issue 27: at least 10,000 bad lines per kind of game (two Rattus, three
/// Messina), the share that changed a game.
/// `cargo test --release --test table_bad_inputs -- --ignored --nocapture typed_fuzz_share`
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore]
async fn typed_fuzz_share() {
    let db = TempDb::new("typed-measure");
    let f = typed_fuzz(&db, 10_000, 200).await;
    println!(
        "bad typed lines: {} sent over {} kinds of game, {} changed a game ({:.3} %); first: {:?}",
        f.sent,
        typed_cases().len(),
        f.changed,
        100.0 * f.changed as f64 / f.sent.max(1) as f64,
        f.examples
    );
}

/// The prompts of random games of `G`, each with a language to read it in.
fn random_prompts<G: lazaretto::games::Game>(
    options: &G::Options,
    players: usize,
    seeds: std::ops::Range<u64>,
) -> Vec<(Vec<lazaretto::games::Choice>, lazaretto::i18n::Lang)> {
    use lazaretto::games::GameRng;
    use lazaretto::i18n::Lang;
    let mut out = Vec::new();
    for seed in seeds {
        let mut g = G::new(options, players, seed).unwrap();
        let mut rng = GameRng::new(seed);
        let mut n = 0;
        while let Some(p) = g.prompt() {
            let pick = p.choices[rng.below(p.choices.len())].notation.clone();
            if n % 3 == 0 {
                out.push((p.choices, Lang::ALL[n % Lang::ALL.len()]));
            }
            g.apply_text(p.seat, &pick).unwrap();
            n += 1;
        }
    }
    out
}

/// Issue 27: every single word of every detail text (costs, consequences, what a choice
/// forfeits), sent alone, selects nothing unless it is also a word of exactly one label.
#[test]
fn detail_words_select_nothing_but_their_one_label() {
    use lazaretto::games::{messina::Messina, rattus::Rattus};
    let mut prompts = random_prompts::<Rattus>(&Default::default(), 3, 0..6);
    prompts.extend(random_prompts::<Messina>(&Default::default(), 2, 0..3));
    let checked = typed::detail_words_name_nothing(&prompts);
    assert!(checked > 1000, "only {checked} detail words");
}
