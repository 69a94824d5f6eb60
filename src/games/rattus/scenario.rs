//! Scenario positions for Rattus: a readable description of a position applied on top of a
//! seeded setup (see `docs/scenarios.md`). Test tooling only; the rules never call it.

use super::data::{data, Class, RegionId, TokenId};
use super::state::{Phase, Rattus, Turn, COLOURS};
use crate::games::Seat;
use toml::{Table, Value};

pub fn seat_by_colour(name: &str, players: usize) -> Result<Seat, String> {
    COLOURS[..players].iter().position(|c| *c == name).ok_or_else(|| format!("no seat with colour {name}"))
}

/// Finds a token by id (`R05`) or by face (`"2 M merchant monk"`, or just `"3"` for any face
/// with threshold 3), skipping tokens in `taken`.
pub fn find_token(spec: &str, candidates: &[TokenId], taken: &[TokenId]) -> Result<TokenId, String> {
    let d = data();
    let free = |t: &&TokenId| !taken.contains(t);
    if let Some(t) = candidates.iter().filter(free).find(|&&t| d.tokens[t as usize].id.eq_ignore_ascii_case(spec)) {
        return Ok(*t);
    }
    let mut words = spec.split_whitespace();
    let threshold: u8 = words.next().and_then(|w| w.parse().ok()).ok_or_else(|| format!("bad token spec {spec:?}"))?;
    let rest: Vec<&str> = words.collect();
    let any = rest.is_empty();
    let (mut m, mut a, mut classes) = (false, false, Vec::new());
    for w in &rest {
        match *w {
            "M" | "m" => m = true,
            "A" | "a" => a = true,
            c => classes.push(Class::from_name(c).ok_or_else(|| format!("unknown symbol {c} in {spec:?}"))?),
        }
    }
    classes.sort();
    candidates
        .iter()
        .filter(free)
        .find(|&&t| {
            let f = &d.tokens[t as usize];
            let mut fc = f.classes.clone();
            fc.sort();
            f.threshold == threshold && (any || (f.majority == m && f.all == a && fc == classes))
        })
        .copied()
        .ok_or_else(|| format!("no free token matches {spec:?}"))
}

fn region(name: &str) -> Result<RegionId, String> {
    data().region_by_id(name).ok_or_else(|| format!("unknown region {name}"))
}

fn strings(v: &Value, what: &str) -> Result<Vec<String>, String> {
    v.as_array()
        .ok_or_else(|| format!("{what} must be a list"))?
        .iter()
        .map(|x| x.as_str().map(str::to_string).ok_or_else(|| format!("{what} must list strings")))
        .collect()
}

fn count(v: &Value, what: &str) -> Result<u8, String> {
    v.as_integer().and_then(|n| u8::try_from(n).ok()).ok_or_else(|| format!("{what} must be a small number"))
}

/// Face-down tokens, preferring the supply so a position disturbs the rest of the board least.
fn all_face_down(g: &Rattus) -> Vec<TokenId> {
    let mut v: Vec<TokenId> = g.board.supply().iter().rev().copied().collect();
    v.extend(g.board.set_aside());
    v.extend(g.board.regions().iter().flat_map(|r| r.tokens.iter().copied()));
    v
}

/// Applies a `[position]` table. Keys: `to_act`, `start`, `turn`, `plague`, `placed`,
/// `took_card`, `cards`, `palace`, `regions` (`tokens`, `reveal_listed`, cubes by colour),
/// `supply_top`, `supply_size`, `final_last`.
pub fn apply_position(g: &mut Rattus, p: &Table) -> Result<(), String> {
    let n = g.players;
    let colour = |v: &Value| v.as_str().ok_or("colours are strings".to_string()).and_then(|c| seat_by_colour(c, n));
    if let Some(v) = p.get("start") {
        g.progress.set_start_seat(colour(v)?);
    }
    if let Some(v) = p.get("plague") {
        g.plague = region(v.as_str().ok_or("plague must name a region")?)?;
    }
    if let Some(cards) = p.get("cards").and_then(Value::as_table) {
        for (name, holder) in cards {
            let class = Class::from_name(name).ok_or_else(|| format!("unknown card {name}"))?;
            g.cards.set(class, if holder.as_str() == Some("open") { None } else { Some(colour(holder)?) });
        }
    }
    let mut placed: Vec<TokenId> = Vec::new();
    if let Some(regions) = p.get("regions").and_then(Value::as_table) {
        for (name, spec) in regions {
            let r = region(name)?;
            if !g.used(r) {
                return Err(format!("{name} is not used with {n} players"));
            }
            let spec = spec.as_table().ok_or_else(|| format!("regions.{name} must be a table"))?;
            if let Some(tokens) = spec.get("tokens") {
                g.board.clear_tokens(r); // displaced tokens go back to the supply
                for s in strings(tokens, "tokens")? {
                    let t = find_token(&s, &all_face_down(g), &placed)?;
                    if !g.board.place_token(r, t) {
                        return Err(format!("{name} would hold more than 3 tokens"));
                    }
                    placed.push(t);
                }
                if spec.get("reveal_listed").and_then(Value::as_bool).unwrap_or(false) {
                    g.forced_reveal.extend(g.board.tokens(r).iter().copied());
                }
            }
            for (s, c) in COLOURS[..n].iter().enumerate() {
                if let Some(v) = spec.get(*c) {
                    set_cubes(g, s, Some(r), count(v, c)?)?;
                }
            }
        }
    }
    if let Some(palace) = p.get("palace").and_then(Value::as_table) {
        for (c, v) in palace {
            set_cubes(g, seat_by_colour(c, n)?, None, count(v, c)?)?;
        }
    }
    if let Some(top) = p.get("supply_top") {
        let specs = strings(top, "supply_top")?;
        for s in specs.iter().rev() {
            let t = find_token(s, g.board.supply(), &placed)?;
            let on_top = g.board.to_supply_top(t); // the top of the supply is the end of the list
            debug_assert!(on_top, "found in the supply");
            placed.push(t);
        }
    }
    if let Some(v) = p.get("supply_size") {
        // the rest of the supply counts as already revealed and removed
        let keep = v.as_integer().and_then(|n| usize::try_from(n).ok()).ok_or("supply_size must be a number")?;
        g.board.shrink_supply(keep);
    }
    if let Some(v) = p.get("to_act") {
        let seat = colour(v)?;
        let mut t = Turn::new(seat);
        t.placed = p.get("placed").and_then(Value::as_bool).unwrap_or(false);
        t.took_card = p.get("took_card").and_then(Value::as_bool).unwrap_or(false);
        g.progress.set_turn(t, p.get("turn").and_then(Value::as_integer).unwrap_or(1) as u32);
    }
    if let Some(v) = p.get("final_last") {
        let last = colour(v)?;
        let order: Vec<Seat> = (1..n).map(|i| (last + n - i) % n).collect();
        let first = order[0];
        *g.progress.phase_mut() = Phase::Final { last, order, index: 0, turn: Turn::new(first) };
    }
    Ok(())
}

/// Sets a seat's cubes in a region (or the palace) to `to`, through the reserve.
fn set_cubes(g: &mut Rattus, seat: Seat, r: Option<RegionId>, to: u8) -> Result<(), String> {
    g.board.set_cubes(seat, r, to).map_err(|available| format!("{} has only {available} cubes for that", COLOURS[seat]))
}
