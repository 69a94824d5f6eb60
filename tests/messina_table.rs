//! Messina through the table service: complete games on a SQLite file replay exactly from their
//! logs, undo stays within a turn, and piped transcripts through `lazaretto play` (3 players,
//! solo, advanced 4 players) end with the final scores (M-E1, M-E9).

use lazaretto::games::GameRng;
use lazaretto::store::Store;
use lazaretto::table::{Ctx, Request, StartOptions, Tables, User};
use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::Arc;

const SEED: u64 = 1347;

fn local(name: &str) -> Ctx {
    Ctx { channel: "terminal".into(), user: User::new(format!("local:{name}"), name), admin: false }
}

/// A choice a newcomer might make: mostly the actions offered, sometimes ending early.
fn pick(choices: &[String], rng: &mut GameRng) -> String {
    let mut i = rng.below(choices.len());
    if choices[i] == "end" && choices.len() > 1 && rng.below(4) > 0 {
        i = rng.below(choices.len());
    }
    choices[i].clone()
}

#[tokio::test]
async fn games_replay_and_undo_within_a_turn() {
    let dir = std::env::temp_dir().join(format!("lazaretto-messina-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}", dir.join("m.db").display());
    let mut tables = Tables::new(Store::open(&url).await.unwrap(), Arc::new(|| 1_800_000_000));
    tables.images = false;
    for (g, players) in [(0u64, 2usize), (1, 3), (2, 4)] {
        let channel = format!("c{g}");
        let ctx = |u: usize| Ctx {
            channel: channel.clone(),
            user: User::new(format!("u{u}"), format!("p{u}")),
            admin: false,
        };
        tables.handle(&ctx(0), Request::New { kind: "messina".into(), options: vec![] }).await.unwrap();
        for u in 1..players {
            tables.handle(&ctx(u), Request::Join).await.unwrap();
        }
        let mut prompt =
            tables.start(&ctx(0), StartOptions { seed: Some(g), ..Default::default() }).await.unwrap().prompt;
        let mut rng = GameRng::new(g);
        let mut undos = 0;
        while let Some(p) = prompt {
            let u: usize = p.user_id[1..].parse().unwrap();
            let choice = pick(&p.choices, &mut rng);
            let r = tables.handle(&ctx(u), Request::Play { action: choice.clone(), version: Some(p.version) }).await;
            let r = r.unwrap_or_else(|e| panic!("{choice}: {:?}", e.msg));
            // now and then take a step back and play again: undo never crosses a turn or a reveal
            if rng.below(10) == 0 && r.prompt.as_ref().is_some_and(|n| n.user_id == p.user_id) {
                if let Ok(back) = tables.handle(&ctx(u), Request::Undo).await {
                    undos += 1;
                    prompt = back.prompt;
                    continue;
                }
            }
            prompt = r.prompt;
        }
        assert!(undos > 0);
        tables.verify_replay(&channel).await.unwrap();
        let row = tables.store.latest_game(&channel).await.unwrap().unwrap();
        assert_eq!(row.status, "finished");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A transcript to generate and replay: the players, the `/new` options and its file.
struct Transcript {
    file: &'static str,
    title: &'static str,
    names: &'static [&'static str],
    options: &'static [(&'static str, &'static str)],
    images: bool,
}

const THREE: Transcript = Transcript {
    file: "tests/transcripts/messina-3p.txt",
    title: "A complete 3-player game of Messina 1347",
    names: &["alice", "bob", "carol"],
    options: &[],
    images: true,
};

/// M-P1 to M-P15 through the terminal: a whole solo game against the automa.
const SOLO: Transcript = Transcript {
    file: "tests/transcripts/messina-solo.txt",
    title: "A complete solo game of Messina 1347 against the automa",
    names: &["alice"],
    options: &[("players", "1")],
    images: false,
};

/// M-A1 to M-A12 through the terminal: a whole advanced 4-player game with the book-priority tile.
const ADVANCED: Transcript = Transcript {
    file: "tests/transcripts/messina-advanced-4p.txt",
    title: "A complete advanced 4-player game of Messina 1347 (b sides, book-priority tile)",
    names: &["alice", "bob", "carol", "dave"],
    options: &[("variant", "advanced"), ("priority_tile", "on")],
    images: false,
};

async fn generate(t: &Transcript) -> String {
    let mut tables = Tables::new(Store::memory().await.unwrap(), Arc::new(|| 0));
    tables.images = false;
    let options: Vec<(String, String)> = t.options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let new_line = std::iter::once("/new messina".to_string())
        .chain(options.iter().map(|(k, v)| format!("{k}={v}")))
        .collect::<Vec<_>>()
        .join(" ");
    let mut out = format!(
        "# {}, piped into `lazaretto play --seed {SEED}`.\n\
         # Regenerate with LAZARETTO_REGENERATE=1 cargo test --test messina_table\n{new_line}\n",
        t.title
    );
    let first = t.names[0];
    tables.handle(&local(first), Request::New { kind: "messina".into(), options }).await.unwrap();
    for name in &t.names[1..] {
        out += &format!("/as {name}\n/join\n");
        tables.handle(&local(name), Request::Join).await.unwrap();
    }
    if t.names.len() > 1 {
        out += &format!("/as {first}\n");
    }
    out += "/start\n";
    let r = tables.start(&local(first), StartOptions { seed: Some(SEED), ..Default::default() }).await.unwrap();
    let mut prompt = r.prompt;
    let mut current = first.to_string();
    let mut rng = GameRng::new(SEED);
    while let Some(p) = prompt {
        if p.user_name != current {
            current = p.user_name.clone();
            out += &format!("/as {current}\n");
        }
        let choice = pick(&p.choices, &mut rng);
        out += &format!("/play {choice}\n");
        let r = tables.handle(&local(&current), Request::Play { action: choice, version: None }).await.unwrap();
        prompt = r.prompt;
    }
    out += "/status\n";
    out
}

/// Checks the committed transcript is what the game produces now, pipes it into the terminal
/// front-end and returns what the terminal printed.
async fn replay(t: &Transcript) -> String {
    let generated = generate(t).await;
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(t.file);
    if std::env::var_os("LAZARETTO_REGENERATE").is_some() {
        std::fs::write(&path, &generated).unwrap();
    }
    let transcript = std::fs::read_to_string(&path).expect("the committed transcript");
    assert_eq!(transcript, generated, "the transcript is out of date: regenerate it (see the file header)");
    let dir = std::env::temp_dir().join(format!("lazaretto-mtranscript-{}-{}", std::process::id(), t.names.len()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_lazaretto"));
    cmd.args(["play", "--seed", &SEED.to_string()]);
    if t.images {
        cmd.arg("--images").arg(dir.join("images"));
    } else {
        cmd.arg("--no-images");
    }
    let mut child = cmd
        .env("DATABASE_URL", format!("sqlite://{}", dir.join("t.db").display()))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(transcript.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(!text.contains('✗'), "a transcript command was refused");
    assert!(text.contains("The game is over. Final standings:"));
    // the terminal shows the position in words whenever the turn passes
    assert!(text.contains("| Round 6; turn order"));
    let _ = std::fs::remove_dir_all(&dir);
    text
}

fn standings(text: &str) -> Vec<&str> {
    text.lines().filter(|l| ["1. ", "2. ", "3. ", "4. "].iter().any(|p| l.starts_with(p))).collect()
}

#[tokio::test]
async fn piped_transcript_ends_with_the_final_scores() {
    let text = replay(&THREE).await;
    let standings = standings(&text);
    assert!(standings.len() >= 3, "{standings:?}");
    assert!(standings.iter().any(|l| l.contains("in play") && l.contains("scroll") && l.contains("resources")));
}

/// M-P6, M-P7, M-P12, M-P13: the automa's turns are printed with the player's, and the solo
/// score has the automa comparison and the repopulation bonus.
#[tokio::test]
async fn piped_solo_game_ends_with_the_solo_score() {
    let text = replay(&SOLO).await;
    assert!(text.contains("The automa turns ST"), "the automa's turns are shown");
    assert!(text.contains("Automa: "), "the summary shows the automa");
    let detailed: Vec<&str> = standings(&text).into_iter().filter(|l| l.contains("repopulation bonus")).collect();
    assert_eq!(detailed.len(), 1, "{detailed:?}");
}

/// M-A5, M-A6: a whole advanced 4-player game: b boards, majority bonus in the scores.
#[tokio::test]
async fn piped_advanced_game_ends_with_the_majority_bonus() {
    let text = replay(&ADVANCED).await;
    let detailed: Vec<&str> = standings(&text).into_iter().filter(|l| l.contains("repopulation bonus")).collect();
    assert_eq!(detailed.len(), 4, "{detailed:?}");
}
