//! Renders the Messina images (city, scoring panel, every estate) after N seeded
//! choices, with the choice policy of the image tests:
//! `cargo run --release --example render_messina -- PLAYERS SEED STEPS OUT_DIR [OPTION ...]`
//! (STEPS `all` plays to the end; `4 41 401` is the crowded position of the samples). The
//! options are those of `/new`, e.g. `variant=advanced priority_tile=on`; 1 player is solo;
//! `lang=de` (or ru, pl, cs) draws the words in that language.
#[path = "../tests/support/messina_positions.rs"]
mod positions;

use lazaretto::games::Game;
use lazaretto::i18n::t;
use lazaretto::i18n::t as t_msg;
use lazaretto::render::words::Words;
use lazaretto::table::{GameOptions, Kind};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let players: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(4);
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(positions::CROWDED.0);
    let steps: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(usize::MAX);
    let out = std::path::PathBuf::from(args.get(4).cloned().unwrap_or_else(|| ".".into()));
    let lang: lazaretto::i18n::Lang = args
        .iter()
        .find_map(|a| a.strip_prefix("lang="))
        .map(|l| l.parse().unwrap_or_else(|_| panic!("unknown language {l}")))
        .unwrap_or_default();
    let given: Vec<(String, String)> = args
        .iter()
        .skip(5)
        .filter(|a| !a.starts_with("lang="))
        .map(|a| a.split_once('=').map(|(k, v)| (k.to_string(), v.to_string())))
        .collect::<Option<_>>()
        .unwrap_or_else(|| panic!("options are key=value pairs, e.g. variant=advanced"));
    let options = match Kind::Messina.options(&given).unwrap_or_else(|e| panic!("{}", t(&e))).game {
        GameOptions::Messina(o) => o,
        GameOptions::Rattus(_) => unreachable!("Messina's options are Messina's"),
    };
    let (g, last) = positions::play_turns(&options, players, seed, steps);
    let changes = positions::last_changes(&last);
    let last = changes.as_ref();
    let names: Vec<String> = ["Alice", "Bartłomiej", "Čeněk", "Дмитрий"].iter().map(|s| s.to_string()).collect();
    let v = g.view(None);
    let names = &names[..players];
    std::fs::create_dir_all(&out).unwrap();
    draw(Words::new(lang), &v, names, last, &out);
}

fn draw(
    words: Words,
    v: &lazaretto::games::messina::View,
    names: &[String],
    last: Option<&lazaretto::games::messina::changes::Changes>,
    out: &std::path::Path,
) {
    let (v, players) = (v, names.len());
    let t = std::time::Instant::now();
    std::fs::write(out.join("city.png"), lazaretto::render::messina::city_in(words, v, names, last)).unwrap();
    std::fs::write(out.join("scoring.png"), lazaretto::render::messina::scoring_in(words, v, names, last)).unwrap();
    for seat in 0..players {
        let png = lazaretto::render::messina::estate_in(words, v, seat, names, last);
        std::fs::write(out.join(format!("estate{seat}.png")), png).unwrap();
    }
    eprintln!(
        "round {} stage {} to act {:?}: rendered in {:?}",
        v.round.number,
        v.round.stage.name(),
        v.round.to_act,
        t.elapsed()
    );
    if let Some(c) = last {
        let who = lazaretto::games::Msg::new("image.player").text("name", names[c.seat].clone()).text("seat", "");
        eprintln!("last turn: {}", t_msg(&c.caption(who)));
    }
}
