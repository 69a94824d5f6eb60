//! The images (Messina and the Rattus board): golden hashes for fixed positions with their last
//! turn marked, the marks of typical turns (a Rattus devastation, a Messina fight and build),
//! every Messina component face drawn at least once without panicking, the size limits
//! (≤ 1600 px wide, ≤ 400 KB), and the palette PNGs that turn posts carry against the drawings
//! (every pixel within [`LARGEST_DIFFERENCE`] per channel, every colour covering [`EXACT`]
//! pixels or more exact).
//!
//! Golden hashes live in `tests/golden/messina-render.txt` (one `name hash` line per image; the
//! hash is FNV-1a 64 of the raw RGB pixels, so a PNG encoder change does not matter but any
//! drawing change does). After an intended change, regenerate them with
//! `LAZARETTO_REGENERATE=1 cargo test --test render_messina golden`, look at the images it writes
//! to `target/messina-golden/`, and commit the new file. The samples in `docs/images/` are
//! rewritten by the same run (`marked_turns` writes the marked-turn samples).

use lazaretto::games::messina::changes::Changes;
use lazaretto::games::messina::data::{data, Class};
use lazaretto::games::messina::view::{
    Citizen, HutView, LieutenantView, Place, ShipView, Side, WagonView, WorkshopView,
};
use lazaretto::games::messina::{Messina, Options, View};
use lazaretto::games::Game;
use lazaretto::render::canvas::{Canvas, SCALE};
use lazaretto::render::marks::MARK;
use lazaretto::render::messina;
use lazaretto::render::png::Encoding;
use std::path::PathBuf;

#[path = "support/messina_positions.rs"]
mod positions;

use positions::{advanced_position, last_changes, play, play_turns, play_with, solo_mid_round, solo_over, CROWDED};

/// The solo positions: (seed, choices, automa lieutenants placed) of the mid-round one (round IV),
/// and the seed played to the end.
const SOLO: (u64, usize, usize) = (36, 70, 3);
const SOLO_END: u64 = 6;

fn names() -> Vec<String> {
    ["Alice", "Bartłomiej", "Čeněk", "Дмитрий"].iter().map(|s| s.to_string()).collect()
}

fn fnv(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

fn pixel_hash(c: &Canvas, encoding: Encoding) -> (u64, Vec<u8>, (u32, u32)) {
    let rgb: Vec<u8> = c.rgba().chunks_exact(4).flat_map(|p| [p[0], p[1], p[2]]).collect();
    (fnv(&rgb), c.png(encoding), (c.width(), c.height()))
}

/// The largest difference of one colour channel between a drawing and its palette PNG's pixels
/// that the tests accept: an anti-aliased edge pixel whose exact colour did not get a palette
/// entry takes the nearest one (56 is the largest over these images, on about 5 % of pixels).
const LARGEST_DIFFERENCE: u8 = 64;
/// A colour covering this many pixels or more comes back exactly (the games' colours, fills and
/// text ink cover thousands; the most frequent colour not kept exactly covers about a hundred).
const EXACT: u32 = 200;

/// The encoding an image is posted with.
fn shipped(kind: &str) -> Encoding {
    if kind == "board" {
        lazaretto::render::rattus::ENCODING
    } else {
        messina::ENCODING
    }
}

/// Decodes a palette PNG and compares it with the drawing: every pixel within
/// [`LARGEST_DIFFERENCE`] in each channel, and every colour that covers [`EXACT`] pixels or more of the
/// drawing (the games' colours, fills, text) exactly as drawn. Returns the largest difference.
fn check_palette_png(label: &str, c: &Canvas, png: &[u8]) -> u8 {
    let decoder = png::Decoder::new(std::io::Cursor::new(png));
    let reader = decoder.read_info().unwrap();
    assert_eq!(reader.info().color_type, png::ColorType::Indexed, "{label}: a palette PNG");
    let palette = reader.info().palette.as_ref().expect("a palette").len() / 3;
    assert!(palette <= 256, "{label}: {palette} colours");
    let decoded = image::load_from_memory_with_format(png, image::ImageFormat::Png).unwrap().to_rgba8();
    assert_eq!((decoded.width(), decoded.height()), (c.width(), c.height()), "{label}");
    let mut counts: std::collections::HashMap<[u8; 4], u32> = std::collections::HashMap::new();
    for p in c.rgba().chunks_exact(4) {
        *counts.entry([p[0], p[1], p[2], p[3]]).or_default() += 1;
    }
    let mut worst = 0;
    for (d, p) in decoded.as_raw().chunks_exact(4).zip(c.rgba().chunks_exact(4)) {
        let diff = d.iter().zip(p).map(|(a, b)| a.abs_diff(*b)).max().unwrap();
        worst = worst.max(diff);
        if diff > 0 {
            let n = counts[&[p[0], p[1], p[2], p[3]]];
            assert!(n < EXACT, "{label}: colour {p:?} of {n} pixels is not exact (came back as {d:?})");
        }
    }
    assert!(worst <= LARGEST_DIFFERENCE, "{label}: a pixel differs by {worst} in a channel");
    worst
}

/// A PNG as a phone shows it in a chat: scaled to 480 px wide.
fn phone_width(png: &[u8]) -> Vec<u8> {
    let img = image::load_from_memory_with_format(png, image::ImageFormat::Png).unwrap().to_rgb8();
    let h = (img.height() as f32 * 480.0 / img.width() as f32).round() as u32;
    let small = image::imageops::resize(&img, 480, h, image::imageops::FilterType::Lanczos3);
    let mut out = std::io::Cursor::new(Vec::new());
    small.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

fn png_size(png: &[u8]) -> (u32, u32) {
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let w = u32::from_be_bytes(png[16..20].try_into().unwrap());
    let h = u32::from_be_bytes(png[20..24].try_into().unwrap());
    (w, h)
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A seeded game with its last completed turn marked.
fn marked(players: usize, seed: u64, steps: usize) -> (Messina, Option<Changes>) {
    let (g, last) = play_turns(&Options::default(), players, seed, steps);
    (g, last_changes(&last))
}

fn positions() -> Vec<(&'static str, Messina, Option<Changes>)> {
    let (crowded, crowded_last) = marked(4, CROWDED.0, CROWDED.1);
    let (end, end_last) = marked(4, 5, usize::MAX);
    let (three, three_last) = marked(3, 8, 600);
    let (two, two_last) = marked(2, 9, 500);
    vec![
        ("round1-start", play(4, 5, 0), None),
        ("crowded", crowded, crowded_last),
        ("game-end", end, end_last),
        ("three-players", three, three_last),
        ("two-players", two, two_last),
        ("advanced", advanced_position(), None),
        ("solo", solo_mid_round(SOLO.0, SOLO.1, SOLO.2), None),
        ("solo-end", solo_over(SOLO_END), None),
    ]
}

/// The seat with the most on its estate (the sample shows a full one).
fn busiest(g: &lazaretto::games::messina::Messina) -> usize {
    let size = |s: usize| {
        let p = &g.people[s];
        let e = &p.estate;
        e.workshops().len() * 2
            + e.huts().iter().filter(|h| h.upgrade.is_some() || h.citizen.is_some()).count()
            + e.ships().len()
            + e.wagons().len()
            + e.squares().iter().flatten().count()
    };
    (0..g.players).max_by_key(|&s| (size(s), std::cmp::Reverse(s))).unwrap_or(0)
}

#[test]
fn golden_images() {
    let regenerate = std::env::var_os("LAZARETTO_REGENERATE").is_some();
    let golden_path = root().join("tests/golden/messina-render.txt");
    let mut lines = Vec::new();
    let names = names();
    let out_dir = root().join("target/messina-golden");
    let mut all = Vec::new();
    for (label, g, last) in positions() {
        let v = g.view(None);
        let n = &names[..g.players];
        let last = last.as_ref();
        let mut images = vec![
            ("city".to_string(), messina::draw_city(&v, n, last)),
            ("scoring".to_string(), messina::draw_scoring(&v, n, last)),
        ];
        for s in 0..g.players {
            images.push((format!("estate{s}"), messina::draw_estate(&v, s, n, last)));
        }
        all.push((label, Some(g), images));
    }
    all.extend(marked_turns());
    let mut worst = 0;
    for (label, g, images) in all {
        for (kind, canvas) in images {
            let (hash, png, (w, _)) = pixel_hash(&canvas, shipped(&kind));
            assert!(w <= messina::MAX_WIDTH, "{label} {kind} is {w} px wide");
            assert!(png.len() < 400 * 1024, "{label} {kind}: {} bytes", png.len());
            worst = worst.max(check_palette_png(&format!("{label} {kind}"), &canvas, &png));
            lines.push(format!("{label}.{kind} {hash:016x}"));
            if regenerate {
                std::fs::create_dir_all(&out_dir).unwrap();
                std::fs::write(out_dir.join(format!("{label}-{kind}.png")), &png).unwrap();
                let docs = root().join("docs/images");
                std::fs::create_dir_all(&docs).unwrap();
                let busiest = g.as_ref().map(|g| format!("estate{}", busiest(g))).unwrap_or_default();
                let sample = match (label, kind.as_str()) {
                    ("crowded", "city") => Some("messina-city.png"),
                    ("crowded", "scoring") => Some("messina-scoring.png"),
                    ("crowded", k) if k == busiest => Some("messina-estate.png"),
                    ("advanced", "estate1") => Some("messina-estate-advanced.png"),
                    ("solo", "city") => Some("messina-solo-city.png"),
                    ("solo", "scoring") => Some("messina-solo-scoring.png"),
                    ("solo-end", "scoring") => Some("messina-solo-final.png"),
                    ("rattus-devastation", "board") => Some("rattus-board.png"),
                    ("messina-fight", "city") => Some("messina-fight-city.png"),
                    ("messina-build", k) if k.starts_with("estate") => Some("messina-build-estate.png"),
                    ("messina-build", "scoring") => Some("messina-build-scoring.png"),
                    _ => None,
                };
                if let Some(file) = sample {
                    std::fs::write(docs.join(file), &png).unwrap();
                }
                // after a busy turn, as a phone shows them: 480 px wide
                let phone = match (label, kind.as_str()) {
                    ("messina-build", "city") => Some("messina-city.png"),
                    ("messina-build", "scoring") => Some("messina-scoring.png"),
                    ("messina-build", k) if k.starts_with("estate") => Some("messina-estate.png"),
                    ("rattus-devastation", "board") => Some("rattus-board.png"),
                    _ => None,
                };
                if let Some(file) = phone {
                    std::fs::create_dir_all(docs.join("phone")).unwrap();
                    std::fs::write(docs.join("phone").join(file), phone_width(&png)).unwrap();
                }
            }
        }
    }
    eprintln!("largest channel difference of a palette PNG from its drawing: {worst}");
    let generated = lines.join("\n") + "\n";
    if regenerate {
        std::fs::create_dir_all(golden_path.parent().unwrap()).unwrap();
        std::fs::write(&golden_path, &generated).unwrap();
    }
    let committed = std::fs::read_to_string(&golden_path).expect("tests/golden/messina-render.txt");
    let diff: Vec<String> = generated
        .lines()
        .zip(committed.lines())
        .filter(|(a, b)| a != b)
        .map(|(a, b)| format!("now {a}, committed {b}"))
        .collect();
    assert!(
        diff.is_empty() && generated.lines().count() == committed.lines().count(),
        "rendered images changed (regenerate with LAZARETTO_REGENERATE=1 if intended):\n{}",
        diff.join("\n")
    );
}

#[test]
fn committed_samples_are_small_pngs() {
    for f in [
        "messina-city.png",
        "messina-scoring.png",
        "messina-estate.png",
        "messina-estate-advanced.png",
        "messina-solo-city.png",
        "messina-solo-scoring.png",
        "messina-solo-final.png",
        "rattus-board.png",
        "messina-fight-city.png",
        "messina-build-estate.png",
        "messina-build-scoring.png",
    ] {
        let png = std::fs::read(root().join("docs/images").join(f)).unwrap();
        let (w, h) = png_size(&png);
        assert!(w <= 1600 && h > 0, "{f}");
        assert!(png.len() < 400 * 1024, "{f}: {} bytes", png.len());
    }
    for f in ["messina-city.png", "messina-scoring.png", "messina-estate.png", "rattus-board.png"] {
        let png = std::fs::read(root().join("docs/images/phone").join(f)).unwrap();
        assert_eq!(png_size(&png).0, 480, "phone/{f} is a phone's chat width");
    }
}

/// Draws every image for a view, checking the size limit of each.
fn render_all(v: &View) {
    let names = names();
    let n = &names[..v.players];
    for png in [messina::city(v, n, None), messina::scoring(v, n, None)] {
        assert!(png_size(&png).0 <= messina::MAX_WIDTH);
    }
    for s in 0..v.players {
        assert!(png_size(&messina::estate(v, s, n, None)).0 <= messina::MAX_WIDTH);
    }
}

#[test]
fn every_component_face_renders() {
    let d = data();
    let base = play(4, 3, 0);
    let slots = base.city.layout().slots.len();
    let ports = d.city.ports.len();
    // every district hex, on start slots and expansion locations, with pieces on some of them
    for chunk in 0..(d.city.hexes.len().div_ceil(slots)) {
        let mut v = base.view(None);
        for (i, site) in v.city.sites.iter_mut().enumerate().take(slots) {
            let h = (chunk * slots + i) % d.city.hexes.len();
            site.place = Some(Place::Hex(h));
            site.cubes = (i % 6) as u8;
            site.citizens = Class::ALL.iter().copied().cycle().skip(i).take(i % 5).collect();
            site.repop = (i % 3 == 0).then_some(i % 4);
            site.lieutenants = (0..(i % 6)).map(|k| (k % 4, k == 0)).collect();
        }
        for x in 0..6 {
            v.city.sites[slots + ports + x].place = ((x + chunk) % 2 == 0).then_some(Place::Hex((x * 3 + chunk) % 20));
        }
        v.city.docking_left = vec![chunk % 4];
        v.city.wheel = chunk;
        render_all(&v);
    }
    // every wheel position, every ship (with and without a cube) at every dock, lieutenants on docks
    for w in 0..d.rounds.wheel.len() {
        let mut v = base.view(None);
        v.city.wheel = w;
        v.round.number = (w % 6) as u8 + 1;
        v.city.docks = (0..4)
            .map(|k| {
                (0..3)
                    .map(|s| (k * 3 + s + w) % 12)
                    .map(|i| (i < 9).then_some(ShipView { ship: i, cube: (i + w) % 2 == 0 }))
                    .collect()
            })
            .collect();
        v.city.dock_lieutenants = (0..(w % 5)).map(|k| (k % 4, k % 4, k == 1)).collect();
        v.city.expansion_left = w % 3;
        v.round.to_act = (w % 2 == 0).then_some(w % 4);
        render_all(&v);
    }
    // every hut upgrade, workshop (both eras, flipped or not, every citizen) and wagon, on side a
    // and on every side-b board with used one-time squares
    for k in 0..d.tiles.workshops.len().max(d.tiles.hut_upgrades.len()) {
        let mut v = base.view(None);
        v.supply.huts_face_up = (0..3).map(|i| (k + i) % d.tiles.hut_upgrades.len()).collect();
        v.supply.workshops_face_up = (0..3).map(|i| (k + i * 11) % d.tiles.workshops.len()).collect();
        v.supply.wagons_face_up = (0..2).map(|i| (k + i * 5) % d.tiles.wagons.len()).collect();
        for (s, p) in v.people.iter_mut().enumerate() {
            let up = (k + s) % 2 == 0;
            p.estate.workshops = (0..(k % 9))
                .map(|i| {
                    let tile = (k + i + s) % d.tiles.workshops.len();
                    let citizen =
                        (i % 3 != 2).then_some(Citizen { class: d.tiles.workshops[tile].class, upgraded: up });
                    WorkshopView { tile, citizen, rewarded: i % 2 == 1 }
                })
                .collect();
            p.estate.huts = (0..4)
                .map(|i| HutView {
                    upgrade: ((i + k) % 3 != 0).then_some((k + i + s) % d.tiles.hut_upgrades.len()),
                    citizen: (i % 2 == 0).then_some(Citizen { class: Class::ALL[i % 3], upgraded: i == 2 }),
                    slot: if i % 2 == 0 { 1 + (k % 2) as u8 } else { 0 },
                })
                .collect();
            p.estate.wagons =
                (0..(k % 4)).map(|i| WagonView { tile: (k + i) % d.tiles.wagons.len(), used: i % 2 == 0 }).collect();
            p.estate.ships = (0..(k % 6)).map(|i| (k + i) % d.tiles.ships.len()).collect();
            p.estate.board_b = (k % 5 < 4).then_some((k + s) % 4);
            p.estate.once_used =
                d.estate.squares.iter().enumerate().filter(|(i, _)| (i + k) % 4 == 0).map(|(i, _)| i).collect();
            p.estate.squares = (0..d.estate.squares.len())
                .map(|q| {
                    ((q + k) % 3 != 0)
                        .then_some(Citizen { class: d.estate.squares[q].class, upgraded: (q + s) % 4 == 0 })
                })
                .collect();
            for (c, o) in p.retinue.overseers.iter_mut().enumerate() {
                o.pos = ((k + c + s) % 7) as u8;
                o.upgraded = (k + c) % 2 == 0;
                let branches = d.branches_of(Class::ALL[c]);
                o.branch = (o.pos >= 2).then_some(branches[(k + s) % 2]);
            }
            p.retinue.lieutenants = vec![
                LieutenantView::Estate { used: k % 2 == 0 },
                LieutenantView::Messina { at: Place::Dock(k % 4), standing: k % 3 == 0 },
                LieutenantView::Messina { at: Place::Port(k % 4), standing: false },
                LieutenantView::Boxed,
                LieutenantView::Supply,
            ];
            p.discs.points = (k as i32 * 7 - 20) * (s as i32 + 1);
            p.discs.books = [(k % 16 + 1) as u8, (k % 12 + 1) as u8, ((k + s) % 12 + 1) as u8];
            p.retinue.scroll = vec![(k % 6) as u8, ((k + 2) % 6) as u8, ((k + 4) % 6) as u8];
            p.retinue.deferred =
                if k % 4 == 0 { vec![lazaretto::games::messina::data::Term::City] } else { Vec::new() };
        }
        render_all(&v);
    }
    // the advanced variant and both mixes of sides (M-A3), with used one-time squares
    for (boards, scrolls, seed) in [(Side::B, Side::B, 4), (Side::A, Side::B, 5), (Side::B, Side::A, 6)] {
        let options = Options { boards, scrolls, ..Default::default() };
        let mut v = play_with(&options, 4, seed, 300).view(None);
        for p in &mut v.people {
            p.estate.once_used = p.estate.board_b.map(|b| d.estate.boards_b[b].once_squares()).unwrap_or_default();
        }
        render_all(&v);
        for (b, p) in v.people.iter_mut().enumerate() {
            p.retinue.scroll_b = Some(b);
            p.retinue.scroll = p.retinue.scroll.iter().enumerate().map(|(t, _)| (b + t) as u8 % 4).collect();
        }
        render_all(&v);
    }
    // solo: automa figures on hexes, ports and docks, every solo tile used or skipped, the automa
    // disc on every popularity space, the automa's turn, and the end
    let solo = solo_mid_round(SOLO.0, SOLO.1, SOLO.2).view(None);
    for k in 0..d.tiles.solo_tiles.len() {
        let mut v = solo.clone();
        let a = v.automa.as_mut().unwrap();
        a.used = (0..k.min(6)).map(|i| (k + i) % d.tiles.solo_tiles.len()).collect();
        a.skipped = (0..(k % 4)).map(|i| (k + 7 + i) % d.tiles.solo_tiles.len()).collect();
        a.pile_left = d.tiles.solo_tiles.len() - k;
        a.left = (k % 6) as u8;
        a.pop = (k % 16) as u8 + 1;
        a.standing = vec![Place::Port(k % 4), Place::Dock((k + 1) % 4), Place::Hex(d.tiles.solo_tiles.len() % 20)];
        v.round.to_act = (k % 3 != 0).then_some(0);
        render_all(&v);
    }
    let mut v = solo_over(SOLO_END).view(None);
    for score in [0, 129, 130, 200] {
        v.standings.as_mut().unwrap()[0].score = score;
        render_all(&v);
    }
    // two- and three-player layouts, the book-priority tile, and a view with no one to act
    for (players, seed) in [(2, 1), (3, 2)] {
        let mut v = play(players, seed, 200).view(None);
        v.round.priority_tile = true;
        render_all(&v);
        v.round.to_act = None;
        v.city.docking_left.clear();
        render_all(&v);
    }
}

#[test]
fn names_in_every_script_fit() {
    let g = play(4, 5, 30);
    let v = g.view(None);
    let long: Vec<String> =
        ["Bartłomiej Żółtowski-Wężyk", "Čeněk Šťastný z Dlouhé Vsi", "Дмитрий Александрович", "Ünal"]
            .iter()
            .map(|s| s.to_string())
            .collect();
    for s in 0..4 {
        assert!(png_size(&messina::estate(&v, s, &long, None)).0 <= 1600);
    }
    assert!(png_size(&messina::city(&v, &long, None)).0 <= 1600);
    assert!(png_size(&messina::scoring(&v, &long, None)).0 <= 1600);
}

/// Images with the last turn marked, by label: (label, game, [(kind, canvas)]).
type Drawn = Vec<(&'static str, Option<Messina>, Vec<(String, Canvas)>)>;

/// Pixels of the mark colour in a square of `r` pixels around (x, y).
fn marks_near(c: &Canvas, (x, y): (f32, f32), r: f32) -> usize {
    let (w, h) = (c.width() as i64, c.height() as i64);
    let mut n = 0;
    for py in (y - r) as i64..=(y + r) as i64 {
        for px in (x - r) as i64..=(x + r) as i64 {
            if px < 0 || py < 0 || px >= w || py >= h {
                continue;
            }
            let i = ((py * w + px) * 4) as usize;
            if c.rgba()[i..i + 3] == MARK.0[..3] {
                n += 1;
            }
        }
    }
    n
}

/// A Rattus game played with seeded choices until a turn whose devastation struck cubes.
fn rattus_devastation() -> (lazaretto::games::rattus::Rattus, lazaretto::games::rattus::changes::Changes) {
    use lazaretto::games::rattus::changes::Changes as RattusChanges;
    use lazaretto::games::rattus::Rattus;
    use lazaretto::games::GameRng;
    for seed in 0..50u64 {
        let mut g = Rattus::new(&Default::default(), 4, seed).unwrap();
        let mut rng = GameRng::new(seed);
        let mut start = g.clone();
        while let Some(p) = g.prompt() {
            let c = p.choices[rng.below(p.choices.len())].notation.clone();
            let applied = g.apply_text(p.seat, &c).unwrap();
            if applied.turn_over || g.prompt().is_none_or(|n| n.seat != p.seat) {
                let before = std::mem::replace(&mut start, g.clone());
                let ch = RattusChanges::between(&before.view(None), &g.view(None), p.seat);
                if ch.revealed > 0 && ch.plague.is_some() && ch.regions.iter().any(|r| r.lost() > 0) {
                    return (g, ch);
                }
            }
        }
    }
    panic!("no seeded Rattus game had a devastation that struck cubes");
}

/// The marked turns of the samples: a Rattus devastation, a Messina fight and a Messina build.
fn marked_turns() -> Drawn {
    let names = names();
    let mut out: Drawn = Vec::new();
    let (g, ch) = rattus_devastation();
    let board = lazaretto::render::rattus::draw(&g.view(None), &names[..g.players], Some(&ch));
    out.push(("rattus-devastation", None, vec![("board".into(), board)]));
    for (label, turn) in [("messina-fight", fight()), ("messina-build", build())] {
        let (g, ch) = turn;
        let v = g.view(None);
        let n = &names[..g.players];
        let mut images = vec![
            ("city".to_string(), messina::draw_city(&v, n, Some(&ch))),
            ("scoring".to_string(), messina::draw_scoring(&v, n, Some(&ch))),
        ];
        images.push((format!("estate{}", ch.seat), messina::draw_estate(&v, ch.seat, n, Some(&ch))));
        out.push((label, Some(g), images));
    }
    out
}

/// A 3-player game played until a turn whose player removed plague cubes from a hex (M-T17).
fn fight() -> (Messina, Changes) {
    let fought = |ch: &Changes| {
        ch.moves.iter().any(|m| {
            m.seat == Some(ch.seat) && ch.sites.iter().any(|s| s.cubes < 0 && s.place.is_some() && s.place == m.to)
        })
    };
    first_turn(fought).expect("a seeded game has a fight")
}

/// The first seeded 3-player game with a turn whose changes satisfy `wanted`, stopped after it.
fn first_turn(wanted: impl Fn(&Changes) -> bool) -> Option<(Messina, Changes)> {
    (10..40u64).find_map(|seed| {
        let (g, last) = positions::play_until(&Options::default(), 3, seed, usize::MAX, &wanted);
        let ch = last_changes(&last)?;
        wanted(&ch).then_some((g, ch))
    })
}

/// A 3-player game played until a turn whose player built a workshop (M-T51).
fn build() -> (Messina, Changes) {
    first_turn(|ch: &Changes| ch.players[ch.seat].estate.new_workshops.len() == 1).expect("a seeded game has a build")
}

/// R-T19 to R-T22: the devastation's region is outlined, the plague's move and the struck cubes
/// are told in the caption.
#[test]
fn a_rattus_devastation_is_marked_and_told() {
    let (g, ch) = rattus_devastation();
    let (from, to) = ch.plague.unwrap();
    let struck = ch.region(to).expect("the plague region changed");
    assert!(struck.lost() > 0 && struck.tokens.1 < struck.tokens.0, "{struck:?}");
    let names = names();
    let who = lazaretto::games::Msg::new("image.player").text("name", "Ann").text("seat", "Red");
    let caption = lazaretto::i18n::t(&ch.caption(who));
    let d = lazaretto::games::rattus::data::data();
    assert!(caption.contains(&d.regions[to].name) && caption.contains(&d.regions[from].name), "{caption}");
    assert!(caption.contains("devastation") && caption.contains("revealed"), "{caption}");
    let v = g.view(None);
    let marked = lazaretto::render::rattus::draw(&v, &names[..g.players], Some(&ch));
    let plain = lazaretto::render::rattus::draw(&v, &names[..g.players], None);
    let f = lazaretto::render::rattus::region_frame(to);
    // the outline runs just outside the region's box
    let left_edge = ((f.x - 2.5) * SCALE, (f.y + f.h / 2.0) * SCALE);
    assert!(marks_near(&marked, left_edge, 3.0) > 0, "the struck region is outlined");
    assert_eq!(marks_near(&plain, left_edge, 3.0), 0, "no outline without a last turn");
}

/// M-T17 to M-T20: the hex fought on is outlined on the city, with the cubes removed told.
#[test]
fn a_messina_fight_is_marked_and_told() {
    let (g, ch) = fight();
    let v = g.view(None);
    let site = ch.sites.iter().find(|s| s.cubes < 0).unwrap();
    let hex = match site.place {
        Some(Place::Hex(h)) => h,
        other => panic!("cubes are removed from hexes, not {other:?}"),
    };
    let who = lazaretto::games::Msg::new("image.player").text("name", "Ann").text("seat", "Red");
    let caption = lazaretto::i18n::t(&ch.caption(who));
    let d = data();
    assert!(caption.contains("plague cube") && caption.contains(&d.city.hexes[hex].id), "{caption}");
    let names = names();
    let city = messina::draw_city(&v, &names[..3], Some(&ch));
    let (x, y) = messina::site_centre(&v, site.site).unwrap();
    // the outline follows the hex's border: its left edge is R·√3/2 from the centre
    let left = (x - 86.6 * SCALE, y);
    assert!(marks_near(&city, left, 4.0) > 0, "the fought hex is outlined");
}

/// M-T51: a new workshop is outlined on the builder's estate and told in the caption; the tile
/// that replaced it in the supply is outlined on the scoring board.
#[test]
fn a_messina_build_is_marked_and_told() {
    let (g, ch) = build();
    let p = &ch.players[ch.seat];
    let tile = p.estate.new_workshops[0];
    let who = lazaretto::games::Msg::new("image.player").text("name", "Ann").text("seat", "Red");
    let caption = lazaretto::i18n::t(&ch.caption(who));
    assert!(caption.contains("built workshop") && caption.contains(&data().tiles.workshops[tile].id), "{caption}");
    assert!(!ch.workshops_offer.is_empty(), "the built tile left the offer: {ch:?}");
    let v = g.view(None);
    let names = names();
    let marked = messina::draw_estate(&v, ch.seat, &names[..3], Some(&ch));
    let plain = messina::draw_estate(&v, ch.seat, &names[..3], None);
    let count = |c: &Canvas| marks_near(c, (c.width() as f32 / 2.0, c.height() as f32 / 2.0), c.width() as f32);
    assert!(count(&marked) > count(&plain), "the estate marks the build");
}

/// Every image stays within the upload limits with its last turn marked.
#[test]
fn marked_images_are_small() {
    for (label, _, images) in marked_turns() {
        for (kind, c) in images {
            let png = c.png(shipped(&kind));
            assert!(png_size(&png).0 <= 1600, "{label} {kind}");
            assert!(png.len() <= 400 * 1024, "{label} {kind}: {} bytes", png.len());
        }
    }
}

/// Issue 13: every image in every language, and no text box overflows — a word too long for its
/// box shrinks or wraps (names players chose are cut with an ellipsis), none is wider than its
/// box at the smallest size allowed, has more lines than its box, or runs off the image. The
/// recorder (`render::words::overflows`) sees every fitted text and every text drawn.
#[test]
fn no_text_overflows_in_any_language() {
    use lazaretto::games::rattus::Rattus;
    use lazaretto::render::words::{overflows, Words};
    let names = names();
    let mut messina_games = positions();
    for (label, (g, ch)) in [("messina-fight", fight()), ("messina-build", build())] {
        messina_games.push((label, g, Some(ch)));
    }
    let (devastated, ch) = rattus_devastation();
    let mut rattus_games = vec![(devastated, Some(ch))];
    for players in 2..=4 {
        // the start and the end of a seeded game
        let mut g = Rattus::new(&Default::default(), players, players as u64).unwrap();
        rattus_games.push((g.clone(), None));
        let mut rng = lazaretto::games::GameRng::new(players as u64);
        while let Some(p) = g.prompt() {
            let c = p.choices[rng.below(p.choices.len())].notation.clone();
            g.apply_text(p.seat, &c).unwrap();
        }
        rattus_games.push((g, None));
    }
    let languages = lazaretto::i18n::present();
    assert_eq!(languages.len(), 5, "all five catalogues are present");
    let mut found = Vec::new();
    let mut drawn = 0;
    for lang in languages {
        let words = Words::new(lang);
        let ((), over) = overflows(|| {
            for (_, g, last) in &messina_games {
                let v = g.view(None);
                let n = &names[..g.players];
                let last = last.as_ref();
                let _ = (messina::draw_city_in(words, &v, n, last), messina::draw_scoring_in(words, &v, n, last));
                for s in 0..g.players {
                    let _ = messina::draw_estate_in(words, &v, s, n, last);
                }
                drawn += 2 + g.players;
            }
            for (g, ch) in &rattus_games {
                let _ = lazaretto::render::rattus::draw_in(words, &g.view(None), &names[..g.players], ch.as_ref());
                drawn += 1;
            }
        });
        found.extend(over.into_iter().map(|o| format!("{lang}: {o}")));
    }
    assert!(drawn > 200, "{drawn} images drawn");
    assert!(found.is_empty(), "texts that do not fit: {found:#?}");
}

/// Issue 27: the Rattus board names its regions as the text of the table's language does
/// (Russian "Галлия", not the Latin "Gallia"): the name strip of a region's box differs between
/// an English and a Russian board of the same position, and the rest of the box does not.
#[test]
fn the_rattus_board_names_regions_in_the_tables_language() {
    use lazaretto::games::rattus::data::data as rattus_data;
    use lazaretto::games::rattus::Rattus;
    use lazaretto::i18n::Lang;
    use lazaretto::render::words::Words;
    let g = Rattus::new(&Default::default(), 2, 3).unwrap();
    let v = g.view(None);
    let draw = |lang| lazaretto::render::rattus::draw_in(Words::new(lang), &v, &names()[..2], None);
    let (en, ru) = (draw(Lang::En), draw(Lang::Ru));
    let strip = |c: &Canvas, region: &str, (top, bottom): (f32, f32)| {
        let f = lazaretto::render::rattus::region_frame(rattus_data().region_by_id(region).unwrap());
        let (w, rgba) = (c.width() as usize, c.rgba());
        let rows = ((f.y + top) * SCALE) as usize..((f.y + bottom) * SCALE) as usize;
        let cols = ((f.x + 22.0) * SCALE) as usize * 4..((f.x + f.w - 22.0) * SCALE) as usize * 4;
        rows.flat_map(|y| rgba[y * w * 4..][cols.clone()].to_vec()).collect::<Vec<u8>>()
    };
    for region in ["gallia", "germania", "russia"] {
        assert_ne!(strip(&en, region, (6.0, 34.0)), strip(&ru, region, (6.0, 34.0)), "{region}: the name");
    }
    assert_eq!(draw(Lang::En).rgba(), en.rgba(), "the same language draws the same board");
}
