//! Renders a Rattus position after N random actions, with the last turn marked:
//! `cargo run --release --example render_rattus -- PLAYERS SEED STEPS OUT.png`
use lazaretto::games::rattus::changes::Changes;
use lazaretto::games::rattus::Rattus;
use lazaretto::games::{Game, GameRng};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let players: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(4);
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let steps: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(60);
    let out = args.get(4).cloned().unwrap_or_else(|| "rattus.png".into());
    let mut g = Rattus::new(&Default::default(), players, seed).unwrap();
    let mut rng = GameRng::new(seed);
    // the last completed turn: the states when it began and ended, and whose turn it was
    let mut start = g.clone();
    let mut last = None;
    for _ in 0..steps {
        let Some(p) = g.prompt() else { break };
        let c = p.choices[rng.below(p.choices.len())].notation.clone();
        let applied = g.apply_text(p.seat, &c).unwrap();
        if applied.turn_over || g.prompt().is_none_or(|n| n.seat != p.seat) {
            last = Some((std::mem::replace(&mut start, g.clone()), g.clone(), p.seat));
        }
    }
    let names: Vec<String> = ["Alice", "Bartłomiej", "Čeněk", "Дмитрий"].iter().map(|s| s.to_string()).collect();
    let changes = last.map(|(before, after, s)| Changes::between(&before.view(None), &after.view(None), s));
    let t = std::time::Instant::now();
    let canvas = lazaretto::render::rattus::draw(&g.view(None), &names[..players], changes.as_ref());
    let t1 = t.elapsed();
    let png = canvas.png(lazaretto::render::rattus::ENCODING);
    let t2 = t.elapsed();
    eprintln!("{} bytes: draw {:?}, encode {:?}", png.len(), t1, t2 - t1);
    std::fs::write(out, png).unwrap();
}
