//! Typed lines read only what names a choice (issue 27, R-D11 and M-T4: a malformed or unnamed
//! action is refused and changes nothing). Random games are played through the table service;
//! at every position, lines that name no offered choice are sent as the player to act would
//! type them: numbers (zero, signed, out of range, not whole), notations with signs, single words
//! of the choices' details, and lines copied from the lists of earlier positions. Each must be
//! refused and leave the game's version where it was.

use lazaretto::games::{Choice, GameRng, Msg};
use lazaretto::i18n::{render, Lang};
use lazaretto::table::input::words;
use lazaretto::table::{Ctx, Request, StartOptions, Tables, User};

/// What a fuzz run sent and what changed a game.
#[derive(Debug, Default)]
pub struct Fuzz {
    pub sent: usize,
    pub changed: usize,
    /// The first lines that changed a game, with the position's choices.
    pub examples: Vec<String>,
}

impl Fuzz {
    pub fn add(&mut self, other: Fuzz) {
        self.sent += other.sent;
        self.changed += other.changed;
        self.examples.extend(other.examples);
    }
}

fn ctx(channel: &str, user: &str) -> Ctx {
    Ctx { channel: channel.into(), user: User::new(format!("u:{user}"), user), admin: false }
}

/// A choice's line as the terminal lists it.
fn printed(c: &Choice, lang: Lang) -> String {
    format!("{} — {}", c.notation, render(lang, &c.label))
}

/// The bad lines of one position: none names an offered choice.
fn bad_lines(choices: &[Choice], lang: Lang, stale: &[String], rng: &mut GameRng) -> Vec<String> {
    let n = choices.len();
    let offered = |text: &str| choices.iter().any(|c| c.notation == text);
    let mut out: Vec<String> =
        ["0", "-1", "+1", "+2", "1.5", "1,0", "-0", "99"].iter().map(|s| s.to_string()).collect();
    out.push((n + 1).to_string());
    // a notation's number with a sign, or as a fraction
    for c in choices {
        let parts: Vec<&str> = c.notation.split(' ').collect();
        if let Some(i) = parts.iter().rposition(|p| p.parse::<u32>().is_ok()) {
            for signed in [format!("-{}", parts[i]), format!("+{}", parts[i]), format!("{}.5", parts[i])] {
                let mut p: Vec<String> = parts.iter().map(|s| s.to_string()).collect();
                p[i] = signed;
                out.push(p.join(" "));
            }
        }
    }
    // single words of the details that are no word of exactly one label
    let mut label_count: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for c in choices {
        let mut ws: Vec<String> = words(&render(lang, &c.label));
        ws.extend(words(&render(Lang::En, &c.label)));
        ws.sort();
        ws.dedup();
        for w in ws {
            *label_count.entry(w).or_default() += 1;
        }
    }
    for c in choices {
        for l in [lang, Lang::En] {
            for w in c.detail.iter().flat_map(|d| words(&render(l, d))) {
                let index = w.parse::<usize>().is_ok_and(|k| (1..=n).contains(&k)) && !w.starts_with('0');
                if label_count.get(&w) != Some(&1) && !index && !offered(&w) {
                    out.push(w);
                }
            }
        }
    }
    // lines of earlier positions whose notation is not offered here
    for _ in 0..stale.len().min(12) {
        let line = &stale[rng.below(stale.len())];
        let notation = line.split(" — ").next().unwrap_or_default();
        if !offered(notation) {
            out.push(line.clone());
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Plays one random game of `kind` through `tables` in `channel`, sending about `per_position`
/// bad lines at each position, until `lines` were sent or the game ended.
#[allow(clippy::too_many_arguments)]
pub async fn fuzz_game(
    tables: &Tables,
    channel: &str,
    kind: &str,
    options: Vec<(String, String)>,
    players: usize,
    lang: Lang,
    seed: u64,
    lines: usize,
) -> Fuzz {
    let users = ["ann", "bob", "cid", "dan"];
    let ok = |r: Result<_, lazaretto::table::TableError>, what: &str| {
        if let Err(e) = r {
            panic!("{what}: {}", lazaretto::i18n::t(&e.msg));
        }
    };
    ok(tables.handle(&ctx(channel, users[0]), Request::New { kind: kind.into(), options }).await, "new");
    if lang != Lang::En {
        let req = Request::Language { language: lang.name().into() };
        ok(tables.handle(&ctx(channel, users[0]), req).await, "language");
    }
    for u in &users[1..players] {
        ok(tables.handle(&ctx(channel, u), Request::Join).await, "join");
    }
    let opts = StartOptions { seed: Some(seed), joined_order: true, position: None };
    tables.start(&ctx(channel, users[0]), opts).await.expect("start");
    let mut rng = GameRng::new(seed ^ 0x5eed);
    let mut stale: Vec<String> = Vec::new();
    let mut out = Fuzz::default();
    while out.sent < lines {
        let mut decision = None;
        for u in &users[..players] {
            if let Some(p) = tables.decision(&ctx(channel, u)).await {
                decision = Some((*u, p));
                break;
            }
        }
        let Some((user, p)) = decision else { break };
        let who = ctx(channel, user);
        let mut bad = bad_lines(&p.choices, lang, &stale, &mut rng);
        // a sample, so long games are spread over many positions
        while bad.len() > 6 {
            bad.swap_remove(rng.below(bad.len()));
        }
        for line in bad {
            out.sent += 1;
            let result = tables.handle(&who, Request::Play { action: line.clone(), version: None }).await;
            let now = tables.decision(&who).await.map(|q| q.version);
            if result.is_ok() || now != Some(p.version) {
                out.changed += 1;
                if out.examples.len() < 10 {
                    out.examples.push(format!("{line:?} at {:?}", p.notations()));
                }
                break;
            }
        }
        // the game goes on from wherever it is: a random choice, by its number or its notation
        let Some(p) = tables.decision(&who).await else { continue };
        for c in &p.choices {
            for l in [lang, Lang::En] {
                stale.push(printed(c, l));
            }
        }
        if stale.len() > 400 {
            stale.drain(..200);
        }
        let i = rng.below(p.choices.len());
        let action = if rng.below(2) == 0 { (i + 1).to_string() } else { p.choices[i].notation.clone() };
        let played = tables.handle(&who, Request::Play { action: action.clone(), version: Some(p.version) }).await;
        if let Err(e) = played {
            panic!("{kind} seed {seed}: the offered {action:?} was refused: {}", lazaretto::i18n::t(&e.msg));
        }
    }
    out
}

/// Each single word of a detail either names nothing or is a word of exactly one label: the
/// reading itself, on every prompt of random games (no table needed).
pub fn detail_words_name_nothing(prompts: &[(Vec<Choice>, Lang)]) -> usize {
    use lazaretto::table::input::{read, Game, Input};
    let mut checked = 0;
    for (choices, lang) in prompts {
        let prompt = lazaretto::games::Prompt { seat: 0, ask: Msg::new("x"), choices: choices.clone() };
        let game = Game { lang: *lang, verbs: &[], decisive: &|_: &str| false };
        for c in choices {
            for l in [*lang, Lang::En] {
                for w in c.detail.iter().flat_map(|d| words(&render(l, d))) {
                    if w.chars().all(|ch| ch.is_ascii_digit()) {
                        continue; // a number is a choice's number
                    }
                    checked += 1;
                    let fits: Vec<usize> = (0..choices.len())
                        .filter(|&i| {
                            words(&render(*lang, &choices[i].label)).contains(&w)
                                || words(&render(Lang::En, &choices[i].label)).contains(&w)
                        })
                        .collect();
                    match read(&prompt, &w, &game) {
                        Input::Choice(n) => assert!(
                            fits.len() == 1 && choices[fits[0]].notation == n
                                || choices.iter().any(|c| c.notation == w),
                            "the detail word {w:?} chose {n} at {:?}",
                            prompt.notations()
                        ),
                        Input::Decisive(i) => assert_eq!(fits, vec![i], "{w:?}"),
                        _ => {}
                    }
                }
            }
        }
    }
    checked
}
