//! The public post of a Messina turn: the turn's events told in at most 15 lines. Steps that
//! repeat are told once (the cubes removed in a fight, the spaces a disc moved, the gains of the
//! turn, the citizens rescued, the ships docking, each player's production); the full detail
//! stays in the log.

use super::events::PostEvent;
use crate::games::{Arg, Msg};

/// The most lines a turn post has.
pub const MAX_LINES: usize = 15;

fn arg_num(m: &Msg, name: &str) -> i64 {
    match m.arg(name) {
        Some(Arg::Num(n)) => *n,
        _ => 0,
    }
}

fn colour(m: &Msg) -> Option<&Arg> {
    m.arg("colour")
}

fn list(m: &Msg, name: &str) -> Vec<Msg> {
    match m.arg(name) {
        Some(Arg::List(items)) => items.clone(),
        _ => Vec::new(),
    }
}

/// Adds up term messages of the same kind ("1 coin" + "2 coins" = "3 coins").
fn sum_terms(items: Vec<Msg>) -> Vec<Msg> {
    let mut out: Vec<Msg> = Vec::new();
    for item in items {
        match out.iter_mut().find(|o| o.key == item.key && o.arg("n").is_some() && item.arg("n").is_some()) {
            Some(o) => {
                let n = arg_num(o, "n") + arg_num(&item, "n");
                *o = Msg::new(o.key.clone()).num("n", n);
            }
            None => out.push(item),
        }
    }
    out
}

/// The item a rescue event contributes to the rescue line.
fn rescue_item(e: PostEvent, m: &Msg) -> Msg {
    let item = Msg::new(match e {
        PostEvent::Rescued => "messina.post.rescue-rescued",
        PostEvent::Quarantined => "messina.post.rescue-quarantined",
        _ => "messina.post.rescue-discarded",
    });
    // a stored key reads back as a message without arguments (see `Arg`): either is the class
    let mut item = item;
    if let Some(class) = m.arg("a_class") {
        item.args.push(("a_class".into(), class.clone()));
    }
    match (m.arg("square"), m.arg("hut")) {
        (Some(Arg::Msg(sq)), _) => item.msg("square", (**sq).clone()),
        (_, Some(Arg::Num(h))) => item.num("hut", *h),
        _ => item,
    }
}

/// The line a run of these events makes, one item each.
fn run_key(e: PostEvent) -> &'static str {
    match e {
        PostEvent::Activated => "messina.post.activated",
        PostEvent::ShipArrives => "messina.post.ship-arrives",
        _ => "messina.post.released",
    }
}

/// The turn's public lines, condensed to at most [`MAX_LINES`].
pub fn condense(lines: Vec<Msg>) -> Vec<Msg> {
    let mut out: Vec<Msg> = Vec::new();
    let kinds: Vec<Option<PostEvent>> = lines.iter().map(PostEvent::of).collect();
    for (i, m) in lines.iter().enumerate() {
        let later = &lines[i + 1..];
        let same_player = |o: &Msg| colour(o) == colour(m);
        let Some(kind) = kinds[i] else {
            out.push(m.clone());
            continue;
        };
        // the events of this kind (by index), and of the kind of the one before
        let like = |j: usize| kinds[j] == Some(kind);
        let later_like = |o: (usize, &Msg)| like(i + 1 + o.0) && same_player(o.1);
        match kind {
            // a disc's moves: only where it ends up, at the last move
            PostEvent::Book if later.iter().enumerate().any(|o| later_like(o) && o.1.arg("book") == m.arg("book")) => {}
            // a fight: all cubes removed, at the last removal
            PostEvent::Fought => {
                if later.iter().enumerate().any(later_like) {
                    continue;
                }
                let removed: i64 =
                    (0..=i).filter(|&j| like(j) && same_player(&lines[j])).map(|j| arg_num(&lines[j], "cubes")).sum();
                let mut merged = m.clone();
                merged.args.retain(|(n, _)| n != "cubes");
                out.push(merged.num("cubes", removed));
            }
            // payments for book advances: one line
            PostEvent::Bought => {
                if later.iter().enumerate().any(later_like) {
                    continue;
                }
                let count = (0..=i).filter(|&j| like(j) && same_player(&lines[j])).count();
                let coins: i64 =
                    (0..=i).filter(|&j| like(j) && same_player(&lines[j])).map(|j| arg_num(&lines[j], "coins")).sum();
                let mut line = Msg::new("messina.post.bought").num("coins", coins).num("count", count as i64);
                if let Some(c) = colour(m) {
                    line.args.insert(0, ("colour".into(), c.clone()));
                }
                out.push(line);
            }
            // production and what it gave, then several players' productions on one line
            PostEvent::Production | PostEvent::NoProduction => {
                let gains = match (kind, later.first()) {
                    (PostEvent::Production, Some(g)) if kinds[i + 1] == Some(PostEvent::Gains) && same_player(g) => {
                        list(g, "gains")
                    }
                    _ => Vec::new(),
                };
                let item = match gains.is_empty() {
                    true => Msg::new("messina.post.produced-nothing"),
                    false => Msg::new("messina.post.produced").list("gains", gains),
                };
                let item = match colour(m) {
                    Some(c) => Msg { args: [vec![("colour".to_string(), c.clone())], item.args].concat(), ..item },
                    None => item,
                };
                match out.last_mut() {
                    Some(last) if last.key == "messina.post.production" => {
                        if let Some((_, Arg::List(items))) = last.args.iter_mut().find(|(n, _)| n == "players") {
                            items.push(item);
                        }
                    }
                    _ => out.push(Msg::new("messina.post.production").list("players", vec![item])),
                }
            }
            PostEvent::Gains
                if i > 0 && kinds[i - 1] == Some(PostEvent::Production) && colour(&lines[i - 1]) == colour(m) => {}
            // the turn's other gains: one line for each player, at the last
            PostEvent::Gains => {
                let is_gain = |j: usize| {
                    like(j)
                        && colour(&lines[j]) == colour(m)
                        && !(j > 0
                            && kinds[j - 1] == Some(PostEvent::Production)
                            && colour(&lines[j - 1]) == colour(&lines[j]))
                };
                if (i + 1..lines.len()).any(is_gain) {
                    continue;
                }
                let all: Vec<Msg> = (0..=i).filter(|&j| is_gain(j)).flat_map(|j| list(&lines[j], "gains")).collect();
                let mut merged = m.clone();
                merged.args.retain(|(n, _)| n != "gains");
                out.push(merged.list("gains", sum_terms(all)));
            }
            // rescued citizens, activations, docking ships, citizens leaving quarantine: a run is one line
            PostEvent::Rescued | PostEvent::Quarantined | PostEvent::Discarded => {
                let item = rescue_item(kind, m);
                match out.last_mut() {
                    Some(last) if last.key == "messina.post.rescue" && colour(last) == colour(m) => {
                        push_item(last, "items", item)
                    }
                    _ => {
                        let line = Msg::new("messina.post.rescue").list("items", vec![item]);
                        out.push(with_colour(line, m));
                    }
                }
            }
            PostEvent::Activated | PostEvent::ShipArrives | PostEvent::Released => {
                let run = run_key(kind);
                let item = Msg {
                    key: format!("{run}-item"),
                    args: m.args.iter().filter(|(n, _)| n != "colour").cloned().collect(),
                };
                match out.last_mut() {
                    Some(last) if last.key == run && colour(last) == colour(m) => push_item(last, "items", item),
                    _ => out.push(with_colour(Msg::new(run).list("items", vec![item]), m)),
                }
            }
            PostEvent::Book => out.push(m.clone()),
        }
    }
    if out.len() > MAX_LINES {
        let more = out.len() - (MAX_LINES - 1);
        out.truncate(MAX_LINES - 1);
        out.push(Msg::new("messina.post.more").num("n", more));
    }
    out
}

fn push_item(line: &mut Msg, name: &str, item: Msg) {
    if let Some((_, Arg::List(items))) = line.args.iter_mut().find(|(n, _)| n == name) {
        items.push(item);
    }
}

fn with_colour(line: Msg, from: &Msg) -> Msg {
    match colour(from) {
        Some(c) => Msg { args: [vec![("colour".to_string(), c.clone())], line.args].concat(), ..line },
        None => line,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::messina::{Messina, Options, Side};
    use crate::games::{Audience, Game, GameRng};
    use crate::i18n::t;

    /// The public post of every turn of random games fits 15 lines, every line renders whole,
    /// and what the turn did is still there (each player's gains added up, the last disc moves).
    #[test]
    fn turn_posts_fit_fifteen_lines() {
        let mut longest = 0;
        for seed in 0..40u64 {
            let options = Options { boards: Side::B, scrolls: Side::B, priority_tile: false };
            let mut g = Messina::new(&options, 1 + (seed % 4) as usize, seed).unwrap();
            let mut rng = GameRng::new(seed);
            let mut turn: Vec<Msg> = Vec::new();
            while let Some(p) = g.prompt() {
                let pick = p.choices[rng.below(p.choices.len())].notation.clone();
                let applied = g.apply_text(p.seat, &pick).unwrap();
                turn.extend(applied.events.into_iter().filter(|e| e.audience == Audience::All).map(|e| e.msg));
                if applied.turn_over || g.prompt().is_none_or(|n| n.seat != p.seat) {
                    let post = condense(std::mem::take(&mut turn));
                    assert!(post.len() <= MAX_LINES, "{} lines", post.len());
                    for line in &post {
                        let text = t(line);
                        assert!(!text.contains('⟦') && !text.contains('{'), "{text}");
                        longest = longest.max(text.chars().count());
                    }
                }
            }
        }
        assert!(longest < 400, "a line of {longest} characters");
    }

    #[test]
    fn repeated_steps_are_told_once() {
        let red = |k: &str| Msg::new(k).key("colour", "messina.colour.red");
        let lines = vec![
            red("messina.event.book").key("book", "messina.book.pop").num("space", 2),
            red("messina.event.fought").num("cubes", 1).num("left", 2),
            red("messina.event.book").key("book", "messina.book.pop").num("space", 3),
            red("messina.event.fought").num("cubes", 2).num("left", 0),
            red("messina.event.gains").list("gains", vec![Msg::new("messina.term.coin").num("n", 1)]),
            red("messina.event.gains").list("gains", vec![Msg::new("messina.term.coin").num("n", 2)]),
        ];
        let post: Vec<String> = condense(lines).iter().map(t).collect();
        assert_eq!(post.len(), 3, "{post:?}");
        assert!(post[0].contains("space 3") && post[1].contains("3 cubes") && post[2].contains("3 coins"), "{post:?}");
    }

    /// Issue 27: the public post read "Blue rescues  to craftsman square A1." because the stored
    /// events (which the post is made of) read the class key back as a message; every rescue
    /// line names the class, with its article ("an aristocrat").
    #[test]
    fn stored_rescues_name_the_citizens_class() {
        let blue = |k: &str| Msg::new(k).key("colour", "messina.colour.blue");
        let square = Msg::new("messina.square").key("class", "messina.class.cr").text("id", "A1");
        let events = vec![
            blue("messina.event.rescued")
                .key("class", "messina.class.cr")
                .key("a_class", "messina.a-class.cr")
                .msg("square", square),
            blue("messina.event.quarantined")
                .key("class", "messina.class.ar")
                .key("a_class", "messina.a-class.ar")
                .num("hut", 2),
        ];
        let stored: Vec<Msg> = serde_json::from_str(&serde_json::to_string(&events).unwrap()).unwrap();
        let post: Vec<String> = condense(stored).iter().map(t).collect();
        assert_eq!(post.len(), 1, "{post:?}");
        assert!(
            post[0].contains("a craftsman to") && post[0].contains("an aristocrat to quarantine hut 2"),
            "{post:?}"
        );
        assert!(!post[0].contains("  "), "{post:?}");
    }
}
