//! Messina image benchmarks: `cargo bench --bench messina_render`. For the crowded mid-game
//! 4-player position of `tests/render_messina.rs` (`tests/support/messina_positions.rs`), prints for the
//! city image, the scoring panel and the acting player's estate: the median time to draw and
//! encode, the PNG size, and the ratio to PNG-encoding the same already drawn canvas. Then the
//! three images of a turn post (city, scoring panel, next player's estate) drawn one after
//! another against all at once on threads, as the table does on its blocking pool.

mod common;

use common::{measure, ratio, report};
use lazaretto::games::Game;
use lazaretto::render::canvas::{encode_png_compact, Canvas};
use lazaretto::render::messina;
use lazaretto::table::Picture;
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

    let loaded = lazaretto::table::Loaded::Messina(Box::new(g.clone()));
    let post = [Picture::City, Picture::Scoring, Picture::Estate(seat)];
    let one_by_one = measure(Duration::from_secs(6), 10, || {
        for p in post {
            std::hint::black_box(loaded.picture(p, &names));
        }
    });
    let at_once = measure(Duration::from_secs(6), 10, || {
        let (loaded, names) = (&loaded, &names);
        std::thread::scope(|s| {
            let jobs: Vec<_> = post.iter().map(|&p| s.spawn(move || loaded.picture(p, names))).collect();
            for j in jobs {
                std::hint::black_box(j.join().unwrap());
            }
        });
    });
    report("turn post, 3 images one after another", &one_by_one);
    report("turn post, 3 images at once", &at_once);
    println!(
        "turn post: at once takes {:.2} of one after another ({} cores)",
        ratio(&at_once, &one_by_one),
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
}
