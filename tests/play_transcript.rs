//! A piped transcript of a complete 3-player Rattus game through `lazaretto play` ends with the
//! winner announced (R-E12, R-E13). Regenerate the transcript after a rules change with
//! `LAZARETTO_REGENERATE=1 cargo test --test play_transcript`.

use lazaretto::games::GameRng;
use lazaretto::store::Store;
use lazaretto::table::{Ctx, Request, StartOptions, Tables, User};
use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::Arc;

const SEED: u64 = 2024;
const TRANSCRIPT: &str = "tests/transcripts/rattus-3p.txt";

fn local(name: &str) -> Ctx {
    Ctx { channel: "terminal".into(), user: User::new(format!("local:{name}"), name), admin: false }
}

/// Plays a game on an in-memory table with the terminal's conventions and writes its commands.
async fn generate() -> String {
    let mut tables = Tables::new(Store::memory().await.unwrap(), Arc::new(|| 0));
    tables.images = false;
    let mut out = String::from(
        "# A complete 3-player Rattus game, piped into `lazaretto play --seed 2024`.\n\
         # Regenerate with LAZARETTO_REGENERATE=1 cargo test --test play_transcript\n/new rattus\n",
    );
    tables.handle(&local("alice"), Request::New { kind: "rattus".into(), options: vec![] }).await.unwrap();
    for name in ["bob", "carol"] {
        out += &format!("/as {name}\n/join\n");
        tables.handle(&local(name), Request::Join).await.unwrap();
    }
    out += "/as alice\n/start\n";
    let r = tables.start(&local("alice"), StartOptions { seed: Some(SEED), ..Default::default() }).await.unwrap();
    let mut prompt = r.prompt;
    let mut current = "alice".to_string();
    let mut rng = GameRng::new(SEED);
    let mut n = 0;
    while let Some(p) = prompt {
        if p.user_name != current {
            current = p.user_name.clone();
            out += &format!("/as {current}\n");
        }
        let choice = p.choices[rng.below(p.choices.len())].clone();
        out += &format!("/play {choice}\n");
        n += 1;
        if n % 50 == 0 {
            out += "/status\n/log 5\n";
        }
        let r = tables.handle(&local(&current), Request::Play { action: choice, version: None }).await.unwrap();
        prompt = r.prompt;
    }
    out += "/board\n";
    out
}

#[tokio::test]
async fn piped_transcript_plays_to_the_winner() {
    let generated = generate().await;
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(TRANSCRIPT);
    if std::env::var_os("LAZARETTO_REGENERATE").is_some() {
        std::fs::write(&path, &generated).unwrap();
    }
    let transcript = std::fs::read_to_string(&path).expect("the committed transcript");
    assert_eq!(transcript, generated, "the transcript is out of date: regenerate it (see the file header)");

    let dir = std::env::temp_dir().join(format!("lazaretto-transcript-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_lazaretto"))
        .args(["play", "--seed", &SEED.to_string(), "--images"])
        .arg(dir.join("images"))
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
    assert!(!text.contains('✗'), "a transcript command was refused:\n{text}");
    assert!(text.contains("The game is over. Final standings:"), "{text}");
    let winner = text.lines().find(|l| l.contains(" wins with ")).expect("the winner is announced");
    assert!(text.contains("1. "), "{winner}");
    // every board image the session printed exists and is a PNG
    let images: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("[image] ")).collect();
    assert!(images.len() > 20);
    let last = std::fs::read(images.last().unwrap()).unwrap();
    assert_eq!(&last[..4], b"\x89PNG");
    let _ = std::fs::remove_dir_all(&dir);
}
