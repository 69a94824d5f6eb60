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
