//! Messina through the table service: complete games on a SQLite file replay exactly from their
//! logs, undo stays within a turn, and piped transcripts through `lazaretto play` (3 players,
//! solo, advanced 4 players) end with the final scores (M-E1, M-E9).

#[path = "support/transcript.rs"]
mod transcript;

use lazaretto::games::GameRng;
use lazaretto::store::Store;
use lazaretto::table::{Ctx, Request, StartOptions, Tables, User};
use std::sync::Arc;
use transcript::Transcript;

const SEED: u64 = 1347;

/// A choice a newcomer might make: mostly the actions offered, sometimes ending early.
fn pick(choices: &[String], rng: &mut GameRng) -> String {
    let mut i = rng.below(choices.len());
    if choices[i] == "end" && choices.len() > 1 && rng.below(4) > 0 {
        i = rng.below(choices.len());
    }
    choices[i].clone()
}

/// A table service on a fresh SQLite file in a directory of its own (`name`), without images.
async fn tables_in(name: &str) -> (Tables, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("lazaretto-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}", dir.join("m.db").display());
    let mut tables = Tables::new(Store::open(&url).await.unwrap(), Arc::new(|| 1_800_000_000));
    tables.images = false;
    (tables, dir)
}

#[tokio::test]
async fn games_replay_and_undo_within_a_turn() {
    let (tables, dir) = tables_in("messina").await;
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
            let notations = p.notations();
            let choice = pick(&notations, &mut rng);
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
        assert_eq!(row.status, lazaretto::store::Status::Finished);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

const fn messina(
    file: &'static str,
    title: &'static str,
    names: &'static [&'static str],
    options: &'static [(&'static str, &'static str)],
    images: bool,
) -> Transcript {
    Transcript {
        test: "messina_table",
        game: "messina",
        file,
        title,
        seed: SEED,
        names,
        bots: &[],
        options,
        images,
        look_every: None,
        last: "/status",
        pick,
    }
}

const THREE: Transcript = messina(
    "tests/transcripts/messina-3p.txt",
    "A complete 3-player game of Messina 1347",
    &["alice", "bob", "carol"],
    &[],
    true,
);

/// M-P1 to M-P15 through the terminal: a whole solo game against the automa.
const SOLO: Transcript = messina(
    "tests/transcripts/messina-solo.txt",
    "A complete solo game of Messina 1347 against the automa",
    &["alice"],
    &[("players", "1")],
    false,
);

/// M-A1 to M-A12 through the terminal: a whole advanced 4-player game with the book-priority tile.
const ADVANCED: Transcript = messina(
    "tests/transcripts/messina-advanced-4p.txt",
    "A complete advanced 4-player game of Messina 1347 (b sides, book-priority tile)",
    &["alice", "bob", "carol", "dave"],
    &[("variant", "advanced"), ("priority_tile", "on")],
    false,
);

/// The transcript piped into the terminal, which shows the position in words whenever the turn
/// passes.
async fn replay(t: &Transcript) -> String {
    let replayed = transcript::replay(t).await;
    assert!(replayed.text.contains("| Round 6 of 6; turn order"));
    replayed.text.clone()
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

/// Issue 13: the Messina transcripts replay in every language to the same final state.
#[tokio::test]
async fn the_messina_transcripts_replay_in_every_language() {
    for t in [&THREE, &SOLO, &ADVANCED] {
        transcript::same_game_in_every_language(t).await;
    }
}

/// One step of a game played through the table service: who acted, who decides after it,
/// whether a turn began with it, who was told they are next, whether a round began.
struct Step {
    actor: String,
    after: Option<String>,
    passed: bool,
    told: Vec<String>,
    round: bool,
}

/// Issue 25's "tell me when I am next" in Messina (M-T2, M-R10, M-R27): every player asked to
/// be told. Each turn's beginning tells at most one player; no step within a turn tells anyone;
/// and every new round's first turn tells the second player of its order just set, the next
/// other player to decide — also when the player who acted last (their
/// production or quarantine choice) begins the round themselves, which told nobody before.
#[tokio::test]
async fn the_next_player_is_told_once_per_turn_also_when_a_round_begins() {
    let (tables, dir) = tables_in("messina-next").await;
    let (mut rounds, mut same_player_rounds) = (0, 0);
    for g in 0..3u64 {
        let channel = format!("next{g}");
        let ctx = |u: usize| Ctx {
            channel: channel.clone(),
            user: User::new(format!("n{u}"), format!("p{u}")),
            admin: false,
        };
        let next_on = lazaretto::table::settings::SettingsChange { next: Some(true), ..Default::default() };
        tables.handle(&ctx(0), Request::New { kind: "messina".into(), options: vec![] }).await.unwrap();
        for u in 0..3 {
            tables.handle(&ctx(u), Request::Settings { change: next_on.clone() }).await.unwrap();
            if u > 0 {
                tables.handle(&ctx(u), Request::Join).await.unwrap();
            }
        }
        let mut prompt =
            tables.start(&ctx(0), StartOptions { seed: Some(g), ..Default::default() }).await.unwrap().prompt;
        let mut rng = GameRng::new(g);
        let mut steps = Vec::new();
        while let Some(p) = prompt {
            let u: usize = p.user_id[1..].parse().unwrap();
            let choice = pick(&p.notations(), &mut rng);
            let r = tables.handle(&ctx(u), Request::Play { action: choice.clone(), version: Some(p.version) }).await;
            let r = r.unwrap_or_else(|e| panic!("{choice}: {:?}", e.msg));
            steps.push(Step {
                actor: p.user_id.clone(),
                after: r.prompt.as_ref().map(|n| n.user_id.clone()),
                passed: !r.in_turn,
                told: r.next_up.iter().map(|(u, _)| u.clone()).collect(),
                round: r.public.iter().any(|m| m.key == "messina.event.round"),
            });
            prompt = r.prompt;
        }
        for (i, s) in steps.iter().enumerate() {
            assert!(s.told.len() <= 1 && (s.passed || s.told.is_empty()), "game {g}, step {i}: {:?}", s.told);
            if s.round && s.after.is_some() {
                rounds += 1;
                assert_eq!(s.told.len(), 1, "game {g}, step {i}: a new round's second player is told");
                // the next other player to decide (elsewhere a turn with a single choice, a
                // recall, may be played for its player without a decision: M-T35)
                let now = s.after.as_ref();
                let next = steps[i + 1..].iter().filter_map(|n| n.after.as_ref()).find(|a| Some(*a) != now);
                assert_eq!(next, s.told.first(), "game {g}, step {i}: the told player is not the next");
                same_player_rounds += usize::from(s.after.as_ref() == Some(&s.actor));
            }
        }
    }
    // the case this covers: a round begun by the player who acted last
    assert!(rounds >= 15 && same_player_rounds >= 1, "{rounds} rounds, {same_player_rounds} begun by the last actor");
    let _ = std::fs::remove_dir_all(&dir);
}
