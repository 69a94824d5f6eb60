//! Piped terminal transcripts: a game is played on an in-memory table with the terminal's
//! conventions, its commands are written as a transcript (committed under `tests/transcripts/`,
//! regenerated with `LAZARETTO_REGENERATE=1`), and the transcript is piped into the real
//! `lazaretto play` binary, whose output the tests read.
#![allow(dead_code)]

use lazaretto::games::GameRng;
use lazaretto::store::Store;
use lazaretto::table::{Ctx, Request, StartOptions, Tables, User};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::Arc;

/// A transcript to generate and replay.
pub struct Transcript {
    /// The test target that checks it (named in the regeneration hint).
    pub test: &'static str,
    pub game: &'static str,
    pub file: &'static str,
    pub title: &'static str,
    pub seed: u64,
    /// The players in joining order; the first opens the table.
    pub names: &'static [&'static str],
    /// Bots seated in the lobby with `/bot add LEVEL`, after the players join.
    pub bots: &'static [&'static str],
    /// The `/new` options.
    pub options: &'static [(&'static str, &'static str)],
    /// Write the images (`--images`) or not (`--no-images`).
    pub images: bool,
    /// Also ask `/status` and `/log 5` after every this many moves.
    pub look_every: Option<usize>,
    /// The last command, after the game ended.
    pub last: &'static str,
    /// How a player picks among the choices.
    pub pick: fn(&[String], &mut GameRng) -> String,
}

/// Any choice, uniformly.
pub fn any(choices: &[String], rng: &mut GameRng) -> String {
    choices[rng.below(choices.len())].clone()
}

fn local(name: &str) -> Ctx {
    Ctx { channel: "terminal".into(), user: User::new(format!("local:{name}"), name), admin: false }
}

/// Plays the game on an in-memory table and returns its commands.
pub async fn generate(t: &Transcript) -> String {
    let mut tables = Tables::new(Store::memory().await.unwrap(), Arc::new(|| 0));
    tables.images = false;
    let options: Vec<(String, String)> = t.options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let new_line = std::iter::once(format!("/new {}", t.game))
        .chain(options.iter().map(|(k, v)| format!("{k}={v}")))
        .collect::<Vec<_>>()
        .join(" ");
    let mut out = format!(
        "# {}, piped into `lazaretto play --seed {}`.\n\
         # Regenerate with LAZARETTO_REGENERATE=1 cargo test --test {}\n{new_line}\n",
        t.title, t.seed, t.test
    );
    let first = t.names[0];
    tables.handle(&local(first), Request::New { kind: t.game.into(), options }).await.unwrap();
    for name in &t.names[1..] {
        out += &format!("/as {name}\n/join\n");
        tables.handle(&local(name), Request::Join).await.unwrap();
    }
    if t.names.len() > 1 {
        out += &format!("/as {first}\n");
    }
    for level in t.bots {
        out += &format!("/bot add {level}\n");
        let add = Request::BotAdd { level: Some(level.to_string()) };
        tables.handle(&local(first), add).await.unwrap();
    }
    out += "/start\n";
    let r = tables.start(&local(first), StartOptions { seed: Some(t.seed), ..Default::default() }).await.unwrap();
    // bots play at once after the move that hands them the turn, as in the terminal
    let bots = tables.bot_turns_in("terminal").await.unwrap();
    let mut prompt = bots.last().map_or(r.prompt, |b| b.prompt.clone());
    let mut current = first.to_string();
    let mut rng = GameRng::new(t.seed);
    let mut moves = 0;
    while let Some(p) = prompt {
        if p.user_name != current {
            current = p.user_name.clone();
            out += &format!("/as {current}\n");
        }
        let notations = p.notations();
        let choice = (t.pick)(&notations, &mut rng);
        out += &format!("/play {choice}\n");
        moves += 1;
        if t.look_every.is_some_and(|n| moves % n == 0) {
            out += "/status\n/log 5\n";
        }
        let r = tables.handle(&local(&current), Request::Play { action: choice, version: None }).await.unwrap();
        let bots = tables.bot_turns_in("terminal").await.unwrap();
        prompt = bots.last().map_or(r.prompt, |b| b.prompt.clone());
    }
    out += &format!("{}\n", t.last);
    out
}

/// What the terminal printed for a transcript, and the folder of its database and images
/// (removed when this is dropped).
pub struct Replayed {
    pub text: String,
    pub dir: PathBuf,
}

impl Drop for Replayed {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Checks the committed transcript is what the game produces now, pipes it into the terminal
/// front-end and returns what the terminal printed. No command may be refused, and the game
/// must end with the final standings.
pub async fn replay(t: &Transcript) -> Replayed {
    let generated = generate(t).await;
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(t.file);
    if std::env::var_os("LAZARETTO_REGENERATE").is_some() {
        std::fs::write(&path, &generated).unwrap();
    }
    let transcript = std::fs::read_to_string(&path).expect("the committed transcript");
    assert_eq!(transcript, generated, "{} is out of date: regenerate it (see the file header)", t.file);
    let stem = std::path::Path::new(t.file).file_stem().unwrap().to_string_lossy().to_string();
    let dir = std::env::temp_dir().join(format!("lazaretto-transcript-{}-{stem}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let images = dir.join("images");
    let args: Vec<&std::ffi::OsStr> =
        if t.images { vec!["--images".as_ref(), images.as_os_str()] } else { vec!["--no-images".as_ref()] };
    let text = pipe(t, &transcript, &dir, &args);
    assert!(text.contains("The game is over. Final standings:"), "{text}");
    Replayed { text, dir }
}

/// Pipes `transcript` into `lazaretto play --seed SEED ARGS…` on a SQLite file in `dir` and
/// returns what it printed; the session must succeed and no command may be refused.
fn pipe(t: &Transcript, transcript: &str, dir: &std::path::Path, args: &[&std::ffi::OsStr]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_lazaretto"))
        .args(["play", "--seed", &t.seed.to_string()])
        .args(args)
        .env("DATABASE_URL", format!("sqlite://{}", dir.join("t.db").display()))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(transcript.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}: {}", t.file, String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(!text.contains('✗'), "{}: a transcript command was refused:\n{text}", t.file);
    text
}

/// Pipes a committed transcript into the terminal in `lang` (`--lang`, no images) and returns
/// what it printed and the final stored state of its game, so a test can check that the game
/// ends the same in every language. No command may be refused.
pub async fn replay_in(t: &Transcript, lang: &str) -> (String, String) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(t.file);
    let transcript = std::fs::read_to_string(&path).expect("the committed transcript");
    let stem = std::path::Path::new(t.file).file_stem().unwrap().to_string_lossy().to_string();
    let dir = std::env::temp_dir().join(format!("lazaretto-transcript-{}-{stem}-{lang}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = pipe(t, &transcript, &dir, &["--no-images".as_ref(), "--lang".as_ref(), lang.as_ref()]);
    let url = format!("sqlite://{}", dir.join("t.db").display());
    let store = lazaretto::store::Store::open(&url).await.unwrap();
    let row = store.latest_game("terminal").await.unwrap().expect("the transcript's game");
    assert_eq!(row.language.name(), lang, "the table speaks the session's language");
    let state = row.state.expect("a started game");
    let _ = std::fs::remove_dir_all(&dir);
    (text, state)
}

/// The transcript replayed in English and in each translation ends in the same state; no
/// message is missing and the ending is not told in English.
pub async fn same_game_in_every_language(t: &Transcript) {
    let (english, state) = replay_in(t, "en").await;
    for lang in ["de", "ru", "pl", "cs"] {
        let (text, other) = replay_in(t, lang).await;
        assert!(other == state, "{}: the game ends differently in {lang}", t.file);
        assert!(!text.contains('⟦'), "{}: a message is missing in {lang}:\n{text}", t.file);
        let over = english.lines().find(|l| l.contains("The game is over")).expect("the English ending");
        assert!(!text.contains(over.trim()), "{}: the ending is English in {lang}", t.file);
    }
}
