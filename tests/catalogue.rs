//! The one message catalogue (`assets/i18n/<lang>/*.ftl`): every key the code names exists in English,
//! every present translation has every English message with the same variables, and every
//! message a real game produces renders without gaps in every present language.

use lazaretto::games::messina::{self, Messina};
use lazaretto::games::rattus::{self, Rattus};
use lazaretto::games::{Game, GameRng, Msg};
use lazaretto::i18n::{self, english, Lang};
use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn every_key_in_the_code_exists() {
    let cat = english();
    let mut files = Vec::new();
    rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    let namespaces = [
        "error.",
        "table.",
        "rattus.",
        "messina.",
        "game.",
        "list.",
        "discord.",
        "options.",
        "help.",
        "play.",
        "choice.",
        "image.",
        "language.",
        "record.",
    ];
    let mut missing = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for piece in text.split('"').skip(1).step_by(2) {
            let is_key = namespaces.iter().any(|n| piece.starts_with(n))
                && piece.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '.' || c == '-')
                && !piece.ends_with('.');
            if is_key && !cat.has(piece) {
                missing.push(format!("{piece} ({})", f.display()));
            }
        }
        // the Messina images name their words `word("city.title")` for `image.messina.city.title`
        for piece in text.split("word(\"").skip(1) {
            let Some(key) = piece.split('"').next() else { continue };
            let full = format!("image.messina.{key}");
            if !cat.has(&full) {
                missing.push(format!("{full} ({})", f.display()));
            }
        }
    }
    assert!(missing.is_empty(), "keys missing from assets/i18n/en/: {missing:#?}");
}

#[test]
fn rattus_games_render_every_message() {
    for seed in 0..40u64 {
        let mut g = Rattus::new(&Default::default(), 2 + (seed % 3) as usize, seed).unwrap();
        let mut rng = GameRng::new(seed);
        while let Some(p) = g.prompt() {
            let text = t(&p.ask);
            assert!(!text.contains('⟦'), "{text}");
            for c in &p.choices {
                t(&c.label);
                if let Some(d) = &c.detail {
                    t(d);
                }
            }
            // a refused action explains itself too
            if let Err(e) = g.clone().apply_text(p.seat, "move nowhere") {
                assert!(!t(&e.msg).contains('⟦'));
            }
            let c = p.choices[rng.below(p.choices.len())].notation.clone();
            let before = g.view(None);
            let applied = g.apply_text(p.seat, &c).unwrap();
            // the images' caption of what the action changed names everything in words
            let caption =
                rattus::changes::Changes::between(&before, &g.view(None), p.seat).caption(Msg::new("list.empty"));
            assert!(words_only(&t(&caption)), "{}", t(&caption));
            for e in applied.events {
                let text = t(&e.msg);
                assert!(!text.contains('⟦') && !text.contains('{'), "{text}");
            }
        }
        for s in 0..g.players {
            for m in g.summary(Some(s)).iter().chain(g.private_notes(s).iter()) {
                assert!(!t(m).contains('⟦'), "{}", t(m));
            }
        }
    }
}

#[test]
fn messina_games_render_every_message_and_captions_name_everything() {
    for seed in 0..6u64 {
        let mut g = Messina::new(&Default::default(), 1 + (seed % 4) as usize, seed).unwrap();
        let mut rng = GameRng::new(seed);
        let mut start = g.view(None);
        while let Some(p) = g.prompt() {
            assert!(!t(&p.ask).contains('⟦'));
            for c in &p.choices {
                assert!(!t(&c.label).contains('⟦'));
                if let Some(d) = &c.detail {
                    assert!(!t(d).contains('⟦'));
                }
            }
            let c = p.choices[rng.below(p.choices.len())].notation.clone();
            let applied = g.apply_text(p.seat, &c).unwrap();
            for e in &applied.events {
                let text = t(&e.msg);
                assert!(!text.contains('⟦') && !text.contains('{'), "{text}");
            }
            if applied.turn_over || g.prompt().is_none_or(|n| n.seat != p.seat) {
                let after = g.view(None);
                let caption =
                    messina::changes::Changes::between(&start, &after, p.seat).caption(Msg::new("list.empty"));
                assert!(words_only(&t(&caption)), "{}", t(&caption));
                start = after;
            }
        }
    }
}

/// Renders a message in every present language, each without a gap (a missing message or a
/// variable the text wants); the English text.
fn t(msg: &Msg) -> String {
    for lang in i18n::present() {
        if let Err(e) = i18n::check(lang, msg) {
            panic!("{msg:?} in {lang}: {e:?}");
        }
    }
    i18n::t(msg)
}

/// No gap and no catalogue key passed through as text.
fn words_only(text: &str) -> bool {
    !text.contains('⟦') && !["rattus.", "messina.", "image.", "game."].iter().any(|k| text.contains(k))
}

#[test]
fn every_present_translation_has_every_message_with_the_same_variables() {
    let en = english();
    for lang in i18n::present().into_iter().filter(|l| *l != Lang::En) {
        let cat = i18n::catalogue(lang).unwrap();
        let missing: Vec<&String> = en.ids().filter(|id| cat.variables(id).is_none()).collect();
        let extra: Vec<&String> = cat.ids().filter(|id| en.variables(id).is_none()).collect();
        let differ: Vec<String> = en
            .ids()
            .filter_map(|id| {
                let (want, got) = (en.variables(id)?, cat.variables(id)?);
                (want != got).then(|| format!("{id}: {want:?} in en, {got:?} in {lang}"))
            })
            .collect();
        assert!(
            missing.is_empty() && extra.is_empty() && differ.is_empty(),
            "assets/i18n/{lang}/: missing {missing:#?}, not in English {extra:#?}, variables differ {differ:#?}"
        );
    }
}

/// A real count message (`rattus.choice.place`) in a present Russian, Polish or Czech file, at
/// 1, 2, 5, 21, 22 and 25, with the numbers taken out: which counts share a word form.
#[test]
fn present_slavic_translations_follow_their_plural_rules() {
    let form = |lang: Lang, n: i64| {
        let msg = Msg::new("rattus.choice.place").num("count", n).key("region", "rattus.region.gallia");
        i18n::check(lang, &msg).unwrap().replace(&n.to_string(), "#")
    };
    for lang in [Lang::Ru, Lang::Pl, Lang::Cs] {
        if i18n::catalogue(lang).is_none() {
            continue;
        }
        let [f1, f2, f5, f21, f22, f25] = [1, 2, 5, 21, 22, 25].map(|n| form(lang, n));
        assert!(f1 != f2 && f2 != f5 && f1 != f5, "{lang}: one, few and many/other differ: {f1} / {f2} / {f5}");
        assert_eq!(f25, f5, "{lang}: 25 like 5");
        match lang {
            // Russian: 21 like 1 ("21 кубик"), 22 like 2 ("22 кубика")
            Lang::Ru => assert_eq!((f21, f22), (f1, f2.clone()), "{lang}: 21 like 1, 22 like 2"),
            // Polish: 21 like 5 ("21 kostek"), 22 like 2 ("22 kostki")
            Lang::Pl => assert_eq!((f21, f22), (f5.clone(), f2.clone()), "{lang}: 21 like 5, 22 like 2"),
            // Czech (CLDR: few is 2–4 only): 21 and 22 like 5 ("21 kostek", "22 kostek")
            _ => assert_eq!((f21, f22), (f5.clone(), f5.clone()), "{lang}: 21 and 22 like 5"),
        }
    }
}

/// A game's words live in its own file of each language (`assets/i18n/<lang>/<game>.ftl`), so a
/// new game adds files and touches none: every key there names the game (`NAME-…`, `help-NAME-…`,
/// `options-NAME-…`, `image-NAME-…`, `game-NAME`), and `common.ftl` names none.
#[test]
fn each_game_keeps_its_words_in_its_own_file() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n");
    let games: Vec<&str> = lazaretto::games::Kind::ALL.iter().map(|k| k.name()).collect();
    let names_game = |id: &str, game: &str| {
        let mut parts = id.split('-');
        let first = parts.next().unwrap_or("");
        first == game || (["help", "options", "image", "game"].contains(&first) && parts.next() == Some(game))
    };
    let mut wrong = Vec::new();
    for lang in std::fs::read_dir(&root).unwrap() {
        let lang = lang.unwrap().path();
        for file in std::fs::read_dir(&lang).unwrap() {
            let file = file.unwrap().path();
            let stem = file.file_stem().unwrap().to_string_lossy().to_string();
            assert!(
                stem == "common" || games.contains(&stem.as_str()),
                "{} is neither common nor a game's",
                file.display()
            );
            for line in std::fs::read_to_string(&file).unwrap().lines() {
                let Some((id, _)) = line.split_once('=') else { continue };
                let id = id.trim();
                if line.starts_with([' ', '#']) || id.is_empty() || id.contains(' ') {
                    continue;
                }
                let ok =
                    if stem == "common" { !games.iter().any(|g| names_game(id, g)) } else { names_game(id, &stem) };
                if !ok {
                    wrong.push(format!("{id} in {}", file.display()));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "keys in the wrong file: {wrong:#?}");
}

/// Issue 27 (the newcomer list), over seeded Messina games of both sides:
/// - the scroll tracks read in each language's words, never the notation's English ("buildings",
///   "goods-type", "huts") in the German, Russian, Polish or Czech summary;
/// - an "upgrade an overseer" choice (H15) says the disc stays on its space, and it does;
/// - the caption counts as rescued no more citizens than the turn's rescues told: those the
///   plague took at the round's end (M-R9) or the automa removed (M-P8) are told as removed, and
///   the round's events say so.
#[test]
fn messina_newcomer_words() {
    use lazaretto::games::messina::{Options, Side};
    let english_tracks = ["buildings", "goods", "repop", "goods-type", "workshops", "huts", "coins", "overseer-end"];
    let (mut upgrades, mut removals) = (0, 0);
    for seed in 0..24u64 {
        let side = if seed % 2 == 0 { Side::A } else { Side::B };
        let options = Options { boards: side, scrolls: side, priority_tile: false };
        let mut g = Messina::new(&options, 1 + (seed % 4) as usize, seed).unwrap();
        let mut rng = GameRng::new(seed);
        let mut start = g.view(None);
        let mut told: Vec<Msg> = Vec::new();
        while let Some(p) = g.prompt() {
            let upgrade = p.ask.arg("term").is_some_and(
                |a| matches!(a, lazaretto::games::Arg::Msg(m) if m.key == "messina.term.upgrade-overseer"),
            );
            let c = p.choices[rng.below(p.choices.len())].clone();
            if upgrade {
                for o in p.choices.iter().filter(|o| o.notation.starts_with("overseer ")) {
                    upgrades += 1;
                    let detail = t(o.detail.as_ref().expect("the overseer's space"));
                    assert!(detail.contains("stays on space"), "{detail}");
                }
            }
            let applied = g.apply_text(p.seat, &c.notation).unwrap();
            if upgrade && c.notation.starts_with("overseer ") {
                assert!(applied.events.iter().any(|e| e.msg.key == "messina.event.overseer-flipped"));
                assert!(
                    !applied.events.iter().any(|e| e.msg.key == "messina.event.overseer"),
                    "the disc does not move"
                );
            }
            told.extend(
                applied.events.iter().filter(|e| e.audience == lazaretto::games::Audience::All).map(|e| e.msg.clone()),
            );
            if applied.turn_over || g.prompt().is_none_or(|n| n.seat != p.seat) {
                let after = g.view(None);
                let parts = messina::changes::Changes::between(&start, &after, p.seat).parts();
                let count = |key: &str| -> i64 {
                    parts
                        .iter()
                        .filter(|m| m.key == key)
                        .map(|m| match m.arg("count") {
                            Some(lazaretto::games::Arg::Num(n)) => *n,
                            _ => 0,
                        })
                        .sum()
                };
                let rescues = told
                    .iter()
                    .filter(|m| {
                        ["messina.event.rescued", "messina.event.quarantined", "messina.event.discarded"]
                            .contains(&m.key.as_str())
                    })
                    .count() as i64;
                assert!(count("messina.last.rescued") <= rescues, "seed {seed}: {parts:?} with {rescues} rescues told");
                if count("messina.last.citizens-removed") > 0 {
                    removals += 1;
                    assert!(
                        told.iter()
                            .any(|m| ["messina.event.plague-takes", "messina.automa.rescue"].contains(&m.key.as_str())),
                        "seed {seed}: a removal the events do not tell"
                    );
                }
                start = after;
                told.clear();
            }
        }
        for lang in
            [lazaretto::i18n::Lang::De, lazaretto::i18n::Lang::Ru, lazaretto::i18n::Lang::Pl, lazaretto::i18n::Lang::Cs]
        {
            for line in g.summary(Some(0)).iter().filter(|m| m.key == "messina.summary.scroll") {
                let text = i18n::render(lang, line);
                let words: Vec<&str> = text.split(|c: char| !(c.is_alphanumeric() || c == '-')).collect();
                assert!(!english_tracks.iter().any(|w| words.contains(w)), "{lang}: {text}");
            }
        }
    }
    assert!(upgrades > 0 && removals > 0, "{upgrades} overseer upgrades, {removals} removals seen");
}
