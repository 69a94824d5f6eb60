//! A piped transcript of a complete 3-player Rattus game through `lazaretto play` ends with the
//! winner announced (R-E12, R-E13). Regenerate the transcript after a rules change with
//! `LAZARETTO_REGENERATE=1 cargo test --test play_transcript`.

#[path = "support/transcript.rs"]
mod transcript;

use transcript::{any, replay, Transcript};

const RATTUS: Transcript = Transcript {
    test: "play_transcript",
    game: "rattus",
    file: "tests/transcripts/rattus-3p.txt",
    title: "A complete 3-player Rattus game",
    seed: 2024,
    names: &["alice", "bob", "carol"],
    bots: &[],
    options: &[],
    images: true,
    look_every: Some(50),
    last: "/board",
    pick: any,
};

#[tokio::test]
async fn piped_transcript_plays_to_the_winner() {
    let replayed = replay(&RATTUS).await;
    let text = &replayed.text;
    let winner = text.lines().find(|l| l.contains(" wins with ")).expect("the winner is announced");
    assert!(text.contains("1. "), "{winner}");
    // every board image the session printed exists and is a PNG
    let images: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("[image] ")).collect();
    assert!(images.len() > 20);
    assert!(images.iter().all(|i| i.starts_with(&*replayed.dir.to_string_lossy())));
    // the names are zero-padded: listed by name, the images are in the order they were posted
    let mut sorted = images.clone();
    sorted.sort();
    assert_eq!(sorted, images, "image names sort in posting order");
    let last = std::fs::read(images.last().unwrap()).unwrap();
    assert_eq!(&last[..4], b"\x89PNG");
}

const WITH_BOTS: Transcript = Transcript {
    test: "play_transcript",
    game: "rattus",
    file: "tests/transcripts/rattus-bots.txt",
    title: "A 3-player Rattus game of one person and two bots",
    seed: 7,
    names: &["alice"],
    bots: &["easy", "random"],
    options: &[],
    images: false,
    look_every: None,
    last: "/log 6",
    pick: any,
};

/// `/bot add` in a lobby, then the person's piped moves alone finish the game: every bot turn
/// is played at once after the move that hands it the turn, so every prompt printed is alice's.
#[tokio::test]
async fn bots_play_their_turns_at_once_in_a_piped_session() {
    let replayed = replay(&WITH_BOTS).await;
    let text = &replayed.text;
    let transcript = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/transcripts/rattus-bots.txt"));
    let transcript = transcript.unwrap();
    assert!(transcript.lines().filter(|l| l.starts_with("/play ")).count() > 5);
    assert!(!transcript.contains("/as "), "alice alone sends every move:\n{transcript}");
    assert!(text.contains("Bot 1 (easy) joins the table") && text.contains("Bot 2 (random) joins the table"));
    let prompts: Vec<&str> = text.lines().filter(|l| l.starts_with("→ ")).collect();
    assert!(prompts.len() > 5 && prompts.iter().all(|l| l.starts_with("→ alice: ")), "{prompts:?}");
    // the bots played to the end beside her: both are in the final standings
    let standings: Vec<&str> = text.lines().skip_while(|l| !l.contains("Final standings")).collect();
    for bot in ["Bot 1 (easy)", "Bot 2 (random)", "alice"] {
        assert!(standings.iter().any(|l| l.contains(bot)), "{bot} is ranked: {standings:?}");
    }
}

/// A line that is not UTF-8 is refused as a line; the piped session goes on with the next one.
#[test]
fn an_invalid_utf8_line_is_refused_and_the_session_goes_on() {
    let text = pipe("utf8", &["--no-images"], b"/new rattus\n/as \xff\xfe\xfd bob\n/status\n");
    assert!(text.contains("not valid UTF-8"), "{text}");
    // the line after it still ran, as alice (the bad line changed nothing)
    assert!(text.contains("alice> /status") && text.contains("Lobby for Rattus"), "{text}");
}

/// Issue 13: the piped transcripts replay in every language (`--lang de|ru|pl|cs`) to the same
/// game — the same final state as in English — with every message found in the language's
/// catalogue (no `⟦key⟧`) and no English sentence left where a translation exists.
#[tokio::test]
async fn the_rattus_transcripts_replay_in_every_language() {
    for t in [&RATTUS, &WITH_BOTS] {
        transcript::same_game_in_every_language(t).await;
    }
}

/// The terminal's `/clock` and `/away`: `/clock` alone shows the setting, a bad time is refused,
/// and while alice is away at a table whose clock policy is `ai`, her turns are played by the AI
/// at once (marked as such), so bob's piped moves alone carry the game on; `/away off` ends it.
#[test]
fn terminal_clock_and_away() {
    let input = "/new rattus\n/as bob\n/join\n/as alice\n/start\n/clock\n/clock soon\n/clock 1h ai\n/clock\n\
                 /away\n/away 2h\n/away\n/as bob\n/play 1\n/play 1\n/play 1\n/as alice\n/away off\n/away\n";
    let text = pipe("away", &["--no-images", "--no-summaries", "--seed", "7"], input.as_bytes());
    for said in [
        "This table has no turn clock.",
        "\"soon\" is not a time per turn",
        "This table's turn clock: 1 h per turn; when a player's time runs out, the AI plays that turn for them.",
        "You are not away.",
        "You are away for 2 h, until",
        "You are away until",
        "is away; the AI plays for them",
        "Welcome back",
    ] {
        assert!(text.contains(said), "{said:?} in:\n{text}");
    }
    assert!(text.trim_end().ends_with("You are not away."), "{text}");
}

/// Issue 25 at the terminal: `/stats` (yours, or a NAME's for a GAME) and `/leaderboard GAME
/// [PLAYERS]`; an abandoned game is recorded and not rated; a bad count or a missing game is
/// refused with how to ask.
#[test]
fn terminal_stats_and_leaderboard() {
    let input = "/new rattus\n/as bob\n/join\n/as alice\n/start\n/abandon yes\n/stats\n/stats bob rattus\n\
                 /stats carol\n/leaderboard rattus\n/leaderboard rattus 9\n/leaderboard\n/leaderboard rattus three\n/help\n";
    let text = pipe("record", &["--no-images", "--no-summaries", "--seed", "7"], input.as_bytes());
    for said in [
        "Record of alice",
        "Rattus, 2 players: 1 played, 0 won, 1 abandoned, 0 handed over",
        "1 of these games is not rated",
        "Record of bob",
        "carol has no finished or abandoned game yet.",
        "No Rattus game has been rated here yet.",
        "A Rattus leaderboard is for 2 to 4 players, not 9.",
        "Name the game, and a player count if you like",
        "/leaderboard GAME [PLAYERS]",
    ] {
        assert!(text.contains(said), "{said:?} in:\n{text}");
    }
    assert_eq!(text.matches("Name the game, and a player count").count(), 2, "{text}");
}

/// Runs `lazaretto play ARGS` on a database of its own with `input` piped in; its output, after
/// checking that it ended well.
fn pipe(name: &str, args: &[&str], input: &[u8]) -> String {
    use std::io::Write as _;
    let dir = std::env::temp_dir().join(format!("lazaretto-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_lazaretto"))
        .arg("play")
        .args(args)
        .env("DATABASE_URL", format!("sqlite://{}", dir.join("t.db").display()))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// Issue 27 (the newcomer list) at the terminal: a name cut to fit (`…`) is typed back with
/// `/as` as shown (and the hot seat follows it); unreadable or empty text says how many choices
/// there are; `/undo` at the start of a turn says there is nothing of yours to take back;
/// `/away 31d` names the limit; `/abandon` asks first and `/status` then says the game was
/// abandoned; after a lobby closes `/status` says so.
#[test]
fn terminal_newcomer_items() {
    let long = "Bartholomew-Fitzgerald-von-Hohenzollern";
    let shown = format!("{}…", &long[..31]);
    let input = format!(
        "/as {long}\n/new rattus\n/as bob\n/join\n/as {shown}\n/start\n/play 99\n/play xyzzy\n/play\n/play 1\n/undo\n/away 31d\n\
         /as {shown}\n/abandon\n/status\n/as {shown}\n/abandon yes\n/status\n/new rattus\n/leave\n/status\n"
    );
    let text = pipe("newcomer", &["--no-images", "--no-summaries", "--hotseat", "--seed", "7"], input.as_bytes());
    for said in [
        "The Rattus game begins",
        "is not the number of a choice: the choices are numbered 1 to",
        "choices: type a number from 1 to",
        "Nothing was typed.",
        "There is nothing of yours to take back in this turn",
        "\"31d\" is too long: at most 30 days.",
        "To end it, repeat /abandon with yes.",
        "ended the game; it is abandoned.",
        "was abandoned; nobody is waiting for a move",
        "closed before its game started",
    ] {
        assert!(text.contains(said), "{said:?} in:\n{text}");
    }
    assert!(!text.contains("Only the game's creator"), "the shown name is the creator:\n{text}");
    let asked = text.find("To end it, repeat").unwrap();
    let ended = text.find("ended the game").unwrap();
    assert!(text[asked..ended].contains("Waiting for"), "asking ended nothing:\n{text}");
}

/// Issue 27: the position told at the terminal whenever the turn passes is short (it was the
/// whole `/status`, 33–39 lines with lines of up to 789 characters): at most 12 lines, none over
/// 100 characters, through a whole 3-player Messina game.
#[test]
fn the_terminal_turn_summary_is_short() {
    let input =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/transcripts/messina-3p.txt")).unwrap();
    let text = pipe("brief", &["--no-images", "--seed", "1347"], format!("{input}\n/status\n").as_bytes());
    let mut blocks: Vec<Vec<&str>> = Vec::new();
    let mut in_block = false;
    for line in text.lines() {
        match (line.starts_with("  | "), in_block) {
            (true, true) => blocks.last_mut().unwrap().push(line),
            (true, false) => blocks.push(vec![line]),
            _ => {}
        }
        in_block = line.starts_with("  | ");
    }
    let longest_block = blocks.iter().map(Vec::len).max().unwrap_or(0);
    let widest = blocks.iter().flatten().map(|l| l.chars().count()).max().unwrap_or(0);
    // the whole position, as /status tells it at the end (what the turn summary used to be)
    let status: Vec<&str> = text.rsplit("> /status").next().unwrap().lines().skip(1).collect();
    let status_widest = status.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    eprintln!(
        "{} turn summaries: at most {longest_block} lines, {widest} characters wide; /status: {} lines, {status_widest} wide",
        blocks.len(),
        status.len()
    );
    assert!(blocks.len() > 20, "{} summaries", blocks.len());
    assert!(longest_block <= 12 && widest <= 100, "{longest_block} lines, {widest} characters");
}

/// Issue 25 at the terminal: after the piped game of alice and two bots ends, someone who did
/// not play cannot call a rematch; alice can, and the new lobby has the same game and both bots
/// at their levels; a second `/rematch` meets the open lobby; `/start` starts it as usual.
/// `/settings` shows and keeps a local user's settings, and a bad one is refused.
#[test]
fn terminal_rematch_with_the_bots_and_settings() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/transcripts/rattus-bots.txt");
    let mut input = std::fs::read_to_string(path).unwrap();
    input.push_str(
        "/as zed\n/rematch\n/as alice\n/rematch\n/rematch\n/start\n/settings\n/settings zone Mars/Olympus\n\
         /settings zone europe/warsaw quiet 22-7 notify dm next on every 12h\n/settings\n",
    );
    let text = pipe("rematch", &["--no-images", "--no-summaries", "--seed", "7"], input.as_bytes());
    let after: &str = text.split("alice> /log 6").nth(1).expect("the game was played");
    assert!(text.contains("The game is over. Final standings:"), "{text}");
    for said in [
        "zed> /rematch\n✗ Only the players of the last game here, or its creator, can call a rematch.",
        "alice opens a rematch of Rattus (3 of 4 seats taken): alice, ",
        "✗ This channel already has a game.",
        "The Rattus game begins.",
        "✗ \"Mars/Olympus\" is not a time zone",
        "time zone: Europe/Warsaw",
        "quiet hours: 22:00–7:00 on your clock",
        "your turn is told by: a direct message only",
        "tell me when I am next: on",
        "reminders: 12 h",
    ] {
        assert!(after.contains(said), "{said:?} in:\n{after}");
    }
    let opened = after.lines().find(|l| l.contains("opens a rematch")).unwrap();
    assert!(opened.contains("Bot 1 (easy)") && opened.contains("Bot 2 (random)"), "{opened}");
    let begins = after.lines().find(|l| l.contains("The Rattus game begins.")).unwrap();
    assert!(begins.contains("Bot 1 (easy)") && begins.contains("Bot 2 (random)") && begins.contains("alice"));
}
