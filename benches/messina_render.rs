//! Messina image benchmarks: `cargo bench --bench messina_render`. For the crowded mid-game
//! 4-player position of `tests/render_messina.rs` (`tests/support/messina_positions.rs`), prints for the
//! city image, the scoring panel and the acting player's estate: the median time to draw and
//! encode, the PNG size, and the ratio to PNG-encoding the same already drawn canvas.

mod common;

use common::{measure, ratio, report};
use lazaretto::games::Game;
use lazaretto::render::canvas::{encode_png_compact, Canvas};
use lazaretto::render::messina;
use std::time::Duration;

#[path = "../tests/support/messina_positions.rs"]
mod positions;

fn bench(label: &str, draw: &dyn Fn() -> Canvas) {
    let full = measure(Duration::from_secs(4), 15, || {
        std::hint::black_box(draw().png_compact());
    });
    let drawn = draw().finish();
    let (w, h) = drawn.dimensions();
    let png = encode_png_compact(&drawn);
    let encode = measure(Duration::from_secs(3), 15, || {
        std::hint::black_box(encode_png_compact(&drawn));
    });
    report(&format!("{label}: draw + encode"), &full);
    report(&format!("{label}: PNG encoding only"), &encode);
    println!("{label}: {w}x{h} px, {} KiB PNG; render/encode ratio {:.2}", png.len() / 1024, ratio(&full, &encode));
}

fn main() {
    let (seed, steps) = positions::CROWDED;
    let g = positions::play(4, seed, steps);
    let names: Vec<String> = ["Alice", "Bartłomiej", "Čeněk", "Дмитрий"].iter().map(|s| s.to_string()).collect();
    let v = g.view(None);
    let seat = v.to_act.unwrap_or(0);
    println!("crowded position: seed {seed}, {steps} choices, round {}, {} to act", v.round, seat);
    bench("city image", &|| messina::draw_city(&v, &names));
    bench("scoring panel", &|| messina::draw_scoring(&v, &names));
    bench("estate", &|| messina::draw_estate(&v, seat, &names));
}
