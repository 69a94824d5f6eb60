//! Runs random 4-player Messina playouts (for profiling): `cargo run --release --example messina_profile -- N`.
use lazaretto::games::messina::Messina;
use lazaretto::games::{Game, GameRng};
fn main() {
    let n: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(50);
    let mut decisions = 0;
    for seed in 0..n {
        let mut g = Messina::new(&Default::default(), 4, seed).unwrap();
        let mut rng = GameRng::new(seed);
        while let Some(p) = g.prompt() {
            let c = p.choices[rng.below(p.choices.len())].notation.clone();
            g.apply_text(p.seat, &c).unwrap();
            decisions += 1;
        }
    }
    println!("{decisions} decisions");
}
