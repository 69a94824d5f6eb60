//! Messina image benchmarks: `cargo bench --bench messina_render`. For the crowded mid-game
//! 4-player position of `tests/render_messina.rs` (`tests/support/messina_positions.rs`), with
//! its last turn marked, prints for the city image, the scoring panel and the acting player's
//! estate: the median time to draw and encode, the PNG size, and the ratio to PNG-encoding the
//! same already drawn canvas. Then the three images of a turn post (city, scoring panel, next
//! player's estate) drawn one after another against all at once on the drawing pool, as the
//! table does (and on a thread each, as it did before), and the same three images encoded as
//! before (RGB PNG) and now (palette PNG), measured in turn; the PNG encoder's settings compared on the city image; and the bytes
//! of a turn post over twenty positions of seeded games, before and now, with the largest colour
//! difference the palette makes.

mod common;

use common::{measure, measure_pair, ratio, report};
use lazaretto::games::Game;
use lazaretto::render::canvas::Canvas;
use lazaretto::render::messina;
use lazaretto::render::png::Encoding;
use lazaretto::render::words::Words;
use lazaretto::table::{Marks, Picture};
use std::time::Duration;

#[path = "../tests/support/messina_positions.rs"]
mod positions;

/// What turn posts are encoded with now, and before.
const NOW: Encoding = messina::ENCODING;
const BEFORE: Encoding = Encoding::Compact;

fn bench(label: &str, draw: &dyn Fn() -> Canvas) {
    let full = measure(Duration::from_secs(4), 15, || {
        std::hint::black_box(draw().png(NOW));
    });
    let drawn = draw();
    let (w, h) = (drawn.width(), drawn.height());
    let png = drawn.png(NOW);
    let encode = measure(Duration::from_secs(3), 15, || {
        std::hint::black_box(drawn.png(NOW));
    });
    report(&format!("{label}: draw + encode"), &full);
    report(&format!("{label}: PNG encoding only"), &encode);
    println!("{label}: {w}x{h} px, {} KiB PNG; render/encode ratio {:.2}", png.len() / 1024, ratio(&full, &encode));
}

/// The city image under the PNG filters and deflate levels worth trying: time and size; the
/// palette's quantizing alone, and libdeflate's levels on its rows alone.
fn encoders(drawn: &Canvas) {
    use lazaretto::render::png::{encode_palette, palette_png, RowsDeflate};
    use lazaretto::render::quantize::{Indexed, Shades};
    let img = drawn.rgba();
    let (w, h) = (drawn.width(), drawn.height());
    let t = measure(Duration::from_secs(2), 10, || {
        let ix = Indexed::rows(img, w as usize, Shades::SHIPPED);
        lazaretto::render::pool::give(std::hint::black_box(ix).pixels);
    });
    println!("PNG encoder {:<30} median {:>10.3?}", "palette: quantizing only", t.median);
    let ix = Indexed::rows(img, w as usize, Shades::SHIPPED);
    // the shipped matcher and libdeflate measured in turn, then libdeflate's other levels
    let shipped = || std::hint::black_box(palette_png(&ix.palette, &ix.pixels, w, h, RowsDeflate::Matched));
    let level3 = || std::hint::black_box(palette_png(&ix.palette, &ix.pixels, w, h, RowsDeflate::Libdeflate(3)));
    let (matched, three) = measure_pair(Duration::from_secs(3), 10, || drop(shipped()), || drop(level3()));
    let (bytes, bytes3) = (shipped().len() / 1024, level3().len() / 1024);
    println!("PNG encoder {:<30} median {:>10.3?}  {bytes:>4} KiB", "palette rows, matched (shipped)", matched.median);
    println!("PNG encoder {:<30} median {:>10.3?}  {bytes3:>4} KiB", "palette rows, libdeflate 3", three.median);
    println!("PNG encoder palette rows: matched takes {:.2} of libdeflate 3", ratio(&matched, &three));
    for level in [1, 6, 9, 10, 12] {
        let bytes = palette_png(&ix.palette, &ix.pixels, w, h, RowsDeflate::Libdeflate(level));
        let t = measure(Duration::from_secs(1), 5, || {
            std::hint::black_box(palette_png(&ix.palette, &ix.pixels, w, h, RowsDeflate::Libdeflate(level)));
        });
        println!(
            "PNG encoder {:<30} median {:>10.3?}  {:>4} KiB",
            format!("palette rows, libdeflate {level}"),
            t.median,
            bytes.len() / 1024
        );
    }
    let t = measure(Duration::from_secs(2), 10, || {
        std::hint::black_box(encode_palette(img, w, h, Shades::SHIPPED, RowsDeflate::Matched));
    });
    println!("PNG encoder {:<30} median {:>10.3?}", "palette, quantized and matched (shipped)", t.median);
    for (name, filter, deflate) in [
        ("palette, None, zlib 1", png::Filter::NoFilter, png::DeflateCompression::Level(1)),
        ("palette, None, fdeflate", png::Filter::NoFilter, png::DeflateCompression::FdeflateUltraFast),
        ("palette, Sub, zlib 1", png::Filter::Sub, png::DeflateCompression::Level(1)),
        ("palette, Up, zlib 1", png::Filter::Up, png::DeflateCompression::Level(1)),
        ("palette, Adaptive, zlib 1", png::Filter::Adaptive, png::DeflateCompression::Level(1)),
        ("palette, None, zlib 2", png::Filter::NoFilter, png::DeflateCompression::Level(2)),
        ("palette, None, zlib 3 (before)", png::Filter::NoFilter, png::DeflateCompression::Level(3)),
        ("palette, None, zlib 4", png::Filter::NoFilter, png::DeflateCompression::Level(4)),
        ("palette, None, zlib 6", png::Filter::NoFilter, png::DeflateCompression::Level(6)),
    ] {
        let bytes = lazaretto::render::png::encode_indexed_with(img, w, h, filter, deflate);
        let t = measure(Duration::from_secs(1), 5, || {
            std::hint::black_box(lazaretto::render::png::encode_indexed_with(img, w, h, filter, deflate));
        });
        println!("PNG encoder {name:<30} median {:>10.3?}  {:>4} KiB", t.median, bytes.len() / 1024);
    }
    for (name, filter, deflate) in [
        ("RGB, Up, zlib level 1 (before)", png::Filter::Up, png::DeflateCompression::Level(1)),
        ("Paeth, fdeflate (Rattus)", png::Filter::Paeth, png::DeflateCompression::FdeflateUltraFast),
        ("Adaptive, fdeflate", png::Filter::Adaptive, png::DeflateCompression::FdeflateUltraFast),
        ("Up, zlib level 2", png::Filter::Up, png::DeflateCompression::Level(2)),
        ("None, zlib level 6 (before)", png::Filter::NoFilter, png::DeflateCompression::Level(6)),
    ] {
        let bytes = lazaretto::render::png::encode_rgba_with(img, w, h, filter, deflate);
        let t = measure(Duration::from_secs(1), 5, || {
            std::hint::black_box(lazaretto::render::png::encode_rgba_with(img, w, h, filter, deflate));
        });
        println!("PNG encoder {name:<30} median {:>10.3?}  {:>4} KiB", t.median, bytes.len() / 1024);
    }
}

/// Whether a section was asked for (`cargo bench --bench messina_render -- SECTION...`; all but
/// `trials` when none is named).
fn run(section: &str) -> bool {
    const SECTIONS: [&str; 6] = ["images", "post", "encoders", "posts", "trials", "languages"];
    let asked: Vec<String> = std::env::args().skip(1).filter(|a| SECTIONS.contains(&a.as_str())).collect();
    if asked.is_empty() {
        section != "trials"
    } else {
        asked.iter().any(|a| a == section)
    }
}

fn main() {
    let names: Vec<String> = ["Alice", "Bartłomiej", "Čeněk", "Дмитрий"].iter().map(|s| s.to_string()).collect();
    let (seed, steps) = positions::CROWDED;
    let (g, last) = positions::play_turns(&Default::default(), 4, seed, steps);
    let changes = positions::last_changes(&last);
    let v = g.view(None);
    let seat = v.round.to_act.unwrap_or(0);
    let m = changes.as_ref();
    println!("crowded position: seed {seed}, {steps} choices, round {}, {} to act", v.round.number, seat);
    if run("images") {
        bench("city image", &|| messina::draw_city(&v, &names, m));
        bench("scoring panel", &|| messina::draw_scoring(&v, &names, m));
        bench("estate", &|| messina::draw_estate(&v, seat, &names, m));
    }
    if run("post") {
        post(&g, seat, &names, m);
    }
    if run("encoders") {
        encoders(&messina::draw_city(&v, &names, m));
    }
    if run("posts") {
        posts(&names);
    }
    if run("trials") {
        trials(&names);
    }
    if run("languages") {
        languages(&v, seat, &names, m);
    }
}

/// The three images of a turn post (city, scoring panel, the acting player's estate) drawn and
/// encoded one after another, at once as the table does (on the drawing pool, `render/par.rs`)
/// and at once on a thread each (as the table did before the pool); then at once with today's
/// and the former encoding (RGB PNG), measured in turn. The bot has glibc map every block of
/// 512 KiB or more afresh (`render::pool::return_freed_buffers`); run with
/// `GLIBC_TUNABLES=glibc.malloc.mmap_threshold=524288` to measure with that allocator setting.
fn post(
    g: &lazaretto::games::messina::Messina,
    seat: usize,
    names: &[String],
    m: Option<&lazaretto::games::messina::changes::Changes>,
) {
    let v = g.view(None);
    let loaded = lazaretto::table::Loaded::Messina(Box::new(g.clone()));
    let marks = m.cloned().map(Marks::Messina);
    let post: Vec<Picture> = loaded.pictures().into_iter().chain(loaded.seat_picture(seat)).collect();
    let one_by_one = measure(Duration::from_secs(6), 10, || {
        for &p in &post {
            std::hint::black_box(loaded.picture(p, names, marks.as_ref(), Words::EN));
        }
    });
    // at once as the table draws them: on the drawing pool, one worker a core
    let at_once = measure(Duration::from_secs(6), 10, || {
        let draw = |p| loaded.drawing(p, names, marks.as_ref(), Words::EN);
        let drawn = lazaretto::render::par::all(post.clone(), draw, |d| d.map(|d| d.png()));
        std::hint::black_box(drawn);
    });
    // as the table drew them before the pool: each image on a thread of its own
    let threads = measure(Duration::from_secs(6), 10, || {
        let (loaded, marks) = (&loaded, &marks);
        std::thread::scope(|s| {
            let jobs: Vec<_> =
                post.iter().map(|&p| s.spawn(move || loaded.picture(p, names, marks.as_ref(), Words::EN))).collect();
            for j in jobs {
                std::hint::black_box(j.join().unwrap());
            }
        });
    });
    // the same three images drawn and encoded at once, with today's and the former encoding in turn
    let draws = |enc: Encoding| {
        let draw = |i| match i {
            0 => messina::draw_city(&v, names, m),
            1 => messina::draw_scoring(&v, names, m),
            _ => messina::draw_estate(&v, seat, names, m),
        };
        let drawn = lazaretto::render::par::all(vec![0, 1, 2], draw, |c| c.png(enc));
        std::hint::black_box(drawn);
    };
    let (now, before) = measure_pair(Duration::from_secs(8), 10, || draws(NOW), || draws(BEFORE));
    report("turn post, 3 images one after another", &one_by_one);
    report("turn post, 3 images at once", &at_once);
    report("turn post, 3 images on a thread each (before the pool)", &threads);
    report("turn post at once, palette PNG (in turn with the next)", &now);
    report("turn post at once, RGB PNG as before", &before);
    println!("turn post at once: palette PNG takes {:.2} of RGB PNG", ratio(&now, &before));
    println!(
        "turn post: at once takes {:.2} of one after another ({} cores)",
        ratio(&at_once, &one_by_one),
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    let sizes: Vec<String> = post
        .iter()
        .filter_map(|&p| loaded.picture(p, names, marks.as_ref(), Words::EN))
        .map(|(name, png)| format!("{name} {} KiB", png.len() / 1024))
        .collect();
    println!("turn post PNG sizes: {}", sizes.join(", "));
    println!(
        "memory kept for drawing: {} KiB of layers, {} KiB of pooled buffers",
        lazaretto::render::layers::held() / 1024,
        lazaretto::render::pool::held() / 1024
    );
}

/// Twenty positions of seeded 2-, 3- and 4-player games, each with its last turn marked: the
/// bytes of the turn post (city, scoring panel, the next player's estate) as RGB PNG before and
/// palette PNG now, and the largest difference of a colour channel between the drawing and the
/// palette PNG's pixels.
fn posts(names: &[String]) {
    let (mut before, mut now, mut worst, mut colours) = (0usize, 0usize, 0u8, 0usize);
    // FNV-1a 64 of every palette PNG's bytes: a change to the encoder that should write the same
    // files (a faster quantizer or deflater) shows the same digest
    let mut digest: u64 = 0xcbf2_9ce4_8422_2325;
    let drawn = twenty_posts(names);
    for c in &drawn {
        before += c.png(BEFORE).len();
        let png = c.png(NOW);
        for &b in &png {
            digest = (digest ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
        now += png.len();
        let (diff, count) = largest_difference(c.rgba(), &png);
        worst = worst.max(diff);
        colours = colours.max(count);
    }
    let seen = drawn.len() / 3;
    println!(
        "turn posts over {seen} positions: RGB PNG {} KiB, palette PNG {} KiB per post ({:.2} of before); \
         largest channel difference {worst}; at most {colours} colours drawn",
        before / seen / 1024,
        now / seen / 1024,
        now as f64 / before as f64
    );
    println!("turn posts over {seen} positions: palette PNG bytes digest {digest:016x}");
}

/// The three images of a turn post (city, scoring panel, the next player's estate) drawn at
/// twenty positions of seeded 2-, 3- and 4-player games, each with its last turn marked.
fn twenty_posts(names: &[String]) -> Vec<Canvas> {
    let mut drawn = Vec::new();
    for i in 0..20u64 {
        let players = [4, 3, 2][i as usize % 3];
        let (g, last) = positions::play_turns(&Default::default(), players, 200 + i, 40 + i as usize * 23);
        let changes = positions::last_changes(&last);
        let v = g.view(None);
        let n = &names[..players];
        let m = changes.as_ref();
        drawn.push(messina::draw_city(&v, n, m));
        drawn.push(messina::draw_scoring(&v, n, m));
        drawn.push(messina::draw_estate(&v, v.round.to_act.unwrap_or(0), n, m));
    }
    drawn
}

/// The largest difference of one colour channel between a drawing and a PNG's decoded pixels,
/// and the number of colours the drawing has.
fn largest_difference(rgba: &[u8], png: &[u8]) -> (u8, usize) {
    let img = image::load_from_memory_with_format(png, image::ImageFormat::Png).unwrap().to_rgba8();
    let diff = img.as_raw().iter().zip(rgba).map(|(a, b)| a.abs_diff(*b)).max().unwrap_or(0);
    let colours: std::collections::HashSet<&[u8]> = rgba.chunks_exact(4).collect();
    (diff, colours.len())
}

/// The three images of a turn post drawn (not encoded) in English and in each translation, in
/// one run: each language measured twice, in two rounds (English first and last), so a busy
/// moment of the machine does not fall on one language only; medians and the ratio to English.
fn languages(
    v: &lazaretto::games::messina::View,
    seat: usize,
    names: &[String],
    m: Option<&lazaretto::games::messina::changes::Changes>,
) {
    use lazaretto::i18n::Lang;
    let draw = |lang: Lang| {
        let words = Words::new(lang);
        measure(Duration::from_secs(2), 10, || {
            std::hint::black_box(messina::draw_city_in(words, v, names, m));
            std::hint::black_box(messina::draw_scoring_in(words, v, names, m));
            std::hint::black_box(messina::draw_estate_in(words, v, seat, names, m));
        })
    };
    let mut order = Lang::ALL.to_vec();
    order.extend(Lang::ALL.iter().rev());
    let mut medians: Vec<(Lang, Duration)> = Vec::new();
    for lang in order {
        medians.push((lang, draw(lang).median));
    }
    let median_of = |lang: Lang| {
        let mut t: Vec<Duration> = medians.iter().filter(|(l, _)| *l == lang).map(|(_, d)| *d).collect();
        t.sort();
        t[0] + (t[t.len() - 1] - t[0]) / 2
    };
    let en = median_of(Lang::En);
    for lang in Lang::ALL {
        let t = median_of(lang);
        println!(
            "turn post images drawn in {lang}: median {t:>10.3?} (mean of two rounds), {:.2} of en",
            t.as_secs_f64() / en.as_secs_f64()
        );
    }
}

/// The palette encodings tried, over the same twenty positions as [`posts`]
/// (`cargo bench --bench messina_render -- trials`): edge shades on levels between flat colours
/// at several steps and flat thresholds, by the deflaters (zlib-rs level 3 through the `png`
/// crate as before, the shipped matcher, libdeflate levels 3, 6 and 9; 10–12 take 6 to 35 times
/// level 9's time): bytes per post, the time to quantize and encode the sixty images one after
/// another, and the largest channel difference.
fn trials(names: &[String]) {
    use lazaretto::render::png::RowsDeflate;
    use lazaretto::render::quantize::{Indexed, Shades};
    let drawn = twenty_posts(names);
    let before: usize = drawn.iter().map(|c| c.png(BEFORE).len()).sum();
    let quantizers: Vec<(String, Shades)> = [(32.0, 100), (48.0, 100), (32.0, 200), (48.0, 200)]
        .into_iter()
        .map(|(step, flat)| {
            let shipped = step == Shades::SHIPPED.step && flat == Shades::SHIPPED.flat;
            (
                format!("shades step {step}, flat {flat}{}", if shipped { " (shipped)" } else { "" }),
                Shades { step, flat },
            )
        })
        .collect();
    for (name, shades) in &quantizers {
        let deflaters =
            [None, Some(RowsDeflate::Matched), Some(RowsDeflate::Libdeflate(3)), Some(RowsDeflate::Libdeflate(6))];
        for deflater in deflaters {
            let encode = |c: &Canvas| match deflater {
                None => {
                    let ix = Indexed::with_shades(c.rgba(), c.width() as usize, *shades);
                    zlib_palette_png(&ix, c.width(), c.height())
                }
                Some(d) => lazaretto::render::png::encode_palette(c.rgba(), c.width(), c.height(), *shades, d),
            };
            let t = std::time::Instant::now();
            let pngs: Vec<Vec<u8>> = drawn.iter().map(encode).collect();
            let time = t.elapsed();
            let bytes: usize = pngs.iter().map(|p| p.len()).sum();
            let worst = drawn.iter().zip(&pngs).map(|(c, p)| largest_difference(c.rgba(), p).0).max().unwrap_or(0);
            let deflate = match deflater {
                None => "zlib-rs 3".to_string(),
                Some(RowsDeflate::Matched) => "matched".to_string(),
                Some(RowsDeflate::Libdeflate(level)) => format!("libdeflate {level}"),
            };
            println!(
                "trial: {name:<32} {deflate:<12}: {:>4} KiB per post, {:.3} of RGB; {:>8.1?} for 60 images; \
                 largest channel difference {worst}",
                bytes / 20 / 1024,
                bytes as f64 / before as f64,
                time
            );
        }
    }
}

/// A palette PNG as turn posts were encoded before: no filter, zlib-rs level 3 through the `png` crate.
fn zlib_palette_png(ix: &lazaretto::render::quantize::Indexed, width: u32, height: u32) -> Vec<u8> {
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, width, height);
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_filter(png::Filter::NoFilter);
    enc.set_deflate_compression(png::DeflateCompression::Level(3));
    enc.set_palette(ix.palette.concat());
    let mut w = enc.write_header().unwrap();
    w.write_image_data(&ix.pixels).unwrap();
    w.finish().unwrap();
    out
}
