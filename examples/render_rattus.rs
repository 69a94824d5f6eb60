//! Renders a Rattus position after N random actions: `cargo run --example render_rattus -- PLAYERS SEED STEPS OUT.png`
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
    for _ in 0..steps {
        let Some(p) = g.prompt() else { break };
        let c = p.choices[rng.below(p.choices.len())].notation.clone();
        g.apply_text(p.seat, &c).unwrap();
    }
    let names: Vec<String> = ["Alice", "Bartłomiej", "Čeněk", "Дмитрий"].iter().map(|s| s.to_string()).collect();
    let t = std::time::Instant::now();
    let canvas = lazaretto::render::rattus::draw(&g.view(None), &names[..players]);
    let t1 = t.elapsed();
    let img = canvas.finish();
    let t2 = t.elapsed();
    let png = lazaretto::render::canvas::encode_png(&img);
    let t3 = t.elapsed();
    eprintln!("{} bytes: draw {:?}, downsample {:?}, encode {:?}", png.len(), t1, t2 - t1, t3 - t2);
    std::fs::write(out, png).unwrap();
}
