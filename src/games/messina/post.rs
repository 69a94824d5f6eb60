//! The public post of a Messina turn: the turn's events told in at most 15 lines. Steps that
//! repeat are told once (the cubes removed in a fight, the spaces a disc moved, the gains of the
//! turn, the citizens rescued, the ships docking, each player's production); the full detail
//! stays in the log.

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
fn rescue_item(m: &Msg) -> Msg {
    let item = Msg::new(match m.key.as_str() {
        "messina.event.rescued" => "messina.post.rescue-rescued",
        "messina.event.quarantined" => "messina.post.rescue-quarantined",
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

const RESCUE: [&str; 3] = ["messina.event.rescued", "messina.event.quarantined", "messina.event.discarded"];

/// The turn's public lines, condensed to at most [`MAX_LINES`].
pub fn condense(lines: Vec<Msg>) -> Vec<Msg> {
    let mut out: Vec<Msg> = Vec::new();
    for (i, m) in lines.iter().enumerate() {
        let later = &lines[i + 1..];
        let same_player = |o: &Msg| colour(o) == colour(m);
        match m.key.as_str() {
            // a disc's moves: only where it ends up, at the last move
            "messina.event.book"
                if later.iter().any(|o| o.key == m.key && same_player(o) && o.arg("book") == m.arg("book")) => {}
            // a fight: all cubes removed, at the last removal
            "messina.event.fought" => {
                if later.iter().any(|o| o.key == m.key && same_player(o)) {
                    continue;
                }
                let removed: i64 =
                    lines[..=i].iter().filter(|o| o.key == m.key && same_player(o)).map(|o| arg_num(o, "cubes")).sum();
                let mut merged = m.clone();
                merged.args.retain(|(n, _)| n != "cubes");
                out.push(merged.num("cubes", removed));
            }
            // payments for book advances: one line
            "messina.event.bought" => {
                if later.iter().any(|o| o.key == m.key && same_player(o)) {
                    continue;
                }
                let count = lines[..=i].iter().filter(|o| o.key == m.key && same_player(o)).count();
                let coins: i64 =
                    lines[..=i].iter().filter(|o| o.key == m.key && same_player(o)).map(|o| arg_num(o, "coins")).sum();
                let mut line = Msg::new("messina.post.bought").num("coins", coins).num("count", count as i64);
                if let Some(c) = colour(m) {
                    line.args.insert(0, ("colour".into(), c.clone()));
                }
                out.push(line);
            }
            // production and what it gave, then several players' productions on one line
            "messina.event.production" | "messina.event.no-production" => {
                let gains = match (m.key.as_str(), later.first()) {
                    ("messina.event.production", Some(g)) if g.key == "messina.event.gains" && same_player(g) => {
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
            "messina.event.gains"
                if i > 0 && lines[i - 1].key == "messina.event.production" && colour(&lines[i - 1]) == colour(m) => {}
            // the turn's other gains: one line for each player, at the last
            "messina.event.gains" => {
                let is_gain = |j: usize, o: &Msg| {
                    o.key == m.key
                        && colour(o) == colour(m)
                        && !(j > 0
                            && lines[j - 1].key == "messina.event.production"
                            && colour(&lines[j - 1]) == colour(o))
                };
                if later.iter().enumerate().any(|(k, o)| is_gain(i + 1 + k, o)) {
                    continue;
                }
                let all: Vec<Msg> = lines[..=i]
                    .iter()
                    .enumerate()
                    .filter(|(j, o)| is_gain(*j, o))
                    .flat_map(|(_, o)| list(o, "gains"))
                    .collect();
                let mut merged = m.clone();
                merged.args.retain(|(n, _)| n != "gains");
                out.push(merged.list("gains", sum_terms(all)));
            }
            // rescued citizens, activations, docking ships, citizens leaving quarantine: a run is one line
            k if RESCUE.contains(&k) => {
                let item = rescue_item(m);
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
            "messina.event.activated" | "messina.event.ship-arrives" | "messina.event.released" => {
                let run = format!("messina.post.{}", m.key.trim_start_matches("messina.event."));
                let item = Msg {
                    key: format!("{run}-item"),
                    args: m.args.iter().filter(|(n, _)| n != "colour").cloned().collect(),
                };
                match out.last_mut() {
                    Some(last) if last.key == run && colour(last) == colour(m) => push_item(last, "items", item),
                    _ => out.push(with_colour(Msg::new(run).list("items", vec![item]), m)),
                }
            }
            _ => out.push(m.clone()),
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
