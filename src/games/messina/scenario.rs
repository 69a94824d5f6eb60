//! Scenario positions for Messina (see `docs/scenarios.md`). Test tooling only: the rules never
//! call it. Pieces are taken from (and returned to) their supplies so every count stays right.

use super::data::{data, Book, Class};
use super::state::{
    Citizen, Hut, Lieutenant, Messina, Overseer, OwnedWagon, OwnedWorkshop, Pile, Place, Player, Resource, TileKind,
};
use crate::games::Seat;
use toml::{Table, Value};

pub fn seat_by_colour(name: &str, players: usize) -> Result<Seat, String> {
    (0..players)
        .find(|&s| format!("{:?}", data().player_colours[s]).eq_ignore_ascii_case(name))
        .ok_or_else(|| format!("no seat with colour {name}"))
}

fn colour(v: &Value, players: usize) -> Result<Seat, String> {
    seat_by_colour(v.as_str().ok_or("colours are strings")?, players)
}

fn num(v: &Value, what: &str) -> Result<i64, String> {
    v.as_integer().ok_or_else(|| format!("{what} must be a number"))
}

fn text<'a>(v: &'a Value, what: &str) -> Result<&'a str, String> {
    v.as_str().ok_or_else(|| format!("{what} must be text"))
}

fn list<'a>(v: &'a Value, what: &str) -> Result<&'a Vec<Value>, String> {
    v.as_array().ok_or_else(|| format!("{what} must be a list"))
}

fn index(ids: impl Iterator<Item = String>, id: &str, what: &str) -> Result<usize, String> {
    ids.into_iter().position(|x| x.eq_ignore_ascii_case(id)).ok_or_else(|| format!("unknown {what} {id}"))
}

fn place(id: &str) -> Result<Place, String> {
    let d = data();
    if let Ok(h) = index(d.city.hexes.iter().map(|h| h.id.clone()), id, "hex") {
        return Ok(Place::Hex(h));
    }
    if let Ok(p) = index(d.city.ports.iter().map(|p| p.id.clone()), id, "port") {
        return Ok(Place::Port(p));
    }
    index(d.city.docks.iter().map(|k| k.id.clone()), id, "place").map(Place::Dock)
}

/// `CR`, `AR*` (upgraded), `NU`.
fn citizen(s: &str) -> Result<Citizen, String> {
    let up = s.ends_with('*');
    let class: Class = s.trim_end_matches('*').to_uppercase().parse()?;
    Ok(Citizen { class, upgraded: up })
}

/// Applies a `[position]` table; see docs/scenarios.md for the keys.
pub fn apply_position(g: &mut Messina, p: &Table) -> Result<(), String> {
    let d = data();
    let n = g.players;
    if let Some(v) = p.get("round") {
        g.order.set_round(num(v, "round")? as u8)?;
    }
    if let Some(v) = p.get("wheel") {
        g.city.set_wheel(index(d.rounds.wheel.iter().map(|w| w.id.clone()), text(v, "wheel")?, "wheel position")?)?;
    }
    if let Some(v) = p.get("turn_order") {
        g.order.set_checked(list(v, "turn_order")?.iter().map(|c| colour(c, n)).collect::<Result<_, _>>()?)?;
    }
    if let Some(v) = p.get("expansions") {
        for (x, hex) in v.as_table().ok_or("expansions must be a table")? {
            let x = index(g.city.layout().expansions.iter().map(|e| e.id.clone()), x, "expansion location")?;
            let h = index(d.city.hexes.iter().map(|h| h.id.clone()), text(hex, "hex")?, "hex")?;
            g.city.set_expansion(x, h)?;
        }
    }
    if let Some(v) = p.get("expansion_next") {
        let h = index(d.city.hexes.iter().map(|h| h.id.clone()), text(v, "hex")?, "hex")?;
        g.city.to_top(Pile::Expansions, h)?;
    }
    if let Some(v) = p.get("hexes") {
        for (id, spec) in v.as_table().ok_or("hexes must be a table")? {
            let h = index(d.city.hexes.iter().map(|h| h.id.clone()), id, "hex")?;
            let spec = spec.as_table().ok_or("a hex is a table")?;
            if let Some(c) = spec.get("cubes") {
                g.city.set_cubes(h, num(c, "cubes")? as u8)?;
            }
            if let Some(c) = spec.get("citizens") {
                let citizens = list(c, "citizens")?.iter().map(|x| citizen(text(x, "citizen")?).map(|c| c.class));
                g.city.set_citizens(h, citizens.collect::<Result<_, _>>()?);
            }
            if let Some(o) = spec.get("repop") {
                let seat = colour(o, n)?;
                if !g.city.repopulate(h, seat) {
                    return Err(format!("{} already has a repopulation tile", d.city.hexes[h].id));
                }
                if g.people[seat].retinue.repop_left() == 0 {
                    return Err("no repopulation tile left (M-T60)".into());
                }
                g.people[seat].retinue.place_repop_tile();
            }
        }
    }
    if let Some(v) = p.get("docks") {
        let docks = v.as_table().ok_or("docks must be a table")?;
        // first every listed dock's ships go back to the stack, then the listed ships dock
        for id in docks.keys() {
            let k = index(d.city.docks.iter().map(|k| k.id.clone()), id, "dock")?;
            g.city.clear_dock(k);
        }
        for (id, ships) in docks {
            let k = index(d.city.docks.iter().map(|k| k.id.clone()), id, "dock")?;
            for (i, s) in list(ships, "ships")?.iter().enumerate() {
                let s = text(s, "ship")?;
                let cube = s.ends_with("+cube");
                let ship = index(d.tiles.ships.iter().map(|x| x.id.clone()), s.trim_end_matches("+cube"), "ship")?;
                g.city.dock_from_stack(k, i, ship, cube)?;
            }
        }
    }
    if let Some(v) = p.get("ship_next") {
        for s in list(v, "ship_next")?.iter().rev() {
            let ship = index(d.tiles.ships.iter().map(|x| x.id.clone()), text(s, "ship")?, "ship")?;
            g.city.to_top(Pile::Ships, ship)?;
        }
    }
    if p.get("docking_empty").and_then(Value::as_bool) == Some(true) {
        g.city.empty_docking_pile();
    }
    if let Some(v) = p.get("docking_next") {
        let t = index(d.city.docking_tiles.iter().map(|x| x.id.clone()), text(v, "docking tile")?, "docking tile")?;
        g.city.to_top(Pile::Docking, t)?;
    }
    if let Some(v) = p.get("stacks") {
        // whole stacks, top first; together they must hold exactly the tiles of the stacks now
        for (kind, stacks) in v.as_table().ok_or("stacks must be a table")? {
            let (target, ids): (TileKind, Vec<String>) = match kind.as_str() {
                "huts" => (TileKind::Huts, d.tiles.hut_upgrades.iter().map(|x| x.id.clone()).collect()),
                "workshops" => (TileKind::Workshops, d.tiles.workshops.iter().map(|x| x.id.clone()).collect()),
                other => return Err(format!("unknown stack kind {other}")),
            };
            let mut new: Vec<Vec<usize>> = Vec::new();
            for st in list(stacks, "stacks")? {
                let mut one = Vec::new();
                for id in list(st, "stack")?.iter().rev() {
                    one.push(index(ids.iter().cloned(), text(id, "tile")?, "tile")?);
                }
                new.push(one);
            }
            g.tiles
                .restack(target, new)
                .map_err(|_| format!("the {kind} stacks must hold exactly the tiles they hold now"))?;
        }
    }
    if let Some(v) = p.get("face_up") {
        let t = v.as_table().ok_or("face_up must be a table")?;
        for (kind, tiles) in t {
            for id in list(tiles, "face_up")? {
                let id = text(id, "tile")?;
                match kind.as_str() {
                    "huts" => g.tiles.to_top(
                        TileKind::Huts,
                        index(d.tiles.hut_upgrades.iter().map(|x| x.id.clone()), id, "hut upgrade")?,
                    )?,
                    "workshops" => {
                        let w = index(d.tiles.workshops.iter().map(|x| x.id.clone()), id, "workshop")?;
                        g.tiles.to_top(TileKind::Workshops, w)?
                    }
                    "wagons" => g
                        .tiles
                        .to_top(TileKind::Wagons, index(d.tiles.wagons.iter().map(|x| x.id.clone()), id, "wagon")?)?,
                    other => return Err(format!("unknown face_up kind {other}")),
                }
            }
        }
    }
    for s in 0..n {
        let name = format!("{:?}", d.player_colours[s]).to_lowercase();
        if let Some(spec) = p.get(&name) {
            player(g, s, spec.as_table().ok_or("a player is a table")?)?;
        }
    }
    if let Some(a) = g.automa.as_mut() {
        a.next = false; // the player's turn comes first unless the position says otherwise
    }
    if let Some(v) = p.get("automa") {
        automa(g, v.as_table().ok_or("automa must be a table")?)?;
    }
    if let Some(v) = p.get("late_workshops") {
        if v.as_bool() == Some(true) {
            g.tiles.start_late_era();
        }
    }
    // the turn is set up anew for the position: `to_act`, or the first in turn order
    match p.get("to_act") {
        Some(v) => g.order.set_next(colour(v, n)?)?,
        None => g.order.restart(),
    }
    if !g.start_turn(&mut super::judged::Out::quiet()) {
        return Err("nobody has an unused lieutenant in this position".into());
    }
    Ok(())
}

/// The automa of a solo game: `pile` (top first; the tiles not listed follow in their seeded
/// order), `pop`, `left`, `standing`, `used`, `skipped`, `next`.
fn automa(g: &mut Messina, spec: &Table) -> Result<(), String> {
    let d = data();
    let tile = |v: &Value| index(d.tiles.solo_tiles.iter().map(|t| t.id.clone()), text(v, "solo tile")?, "solo tile");
    let tiles = |v: &Value, what: &str| list(v, what)?.iter().map(tile).collect::<Result<Vec<usize>, String>>();
    let a = g.automa.as_mut().ok_or("only a solo game has an automa")?;
    for key in ["used", "skipped"] {
        if let Some(v) = spec.get(key) {
            let listed = tiles(v, key)?;
            a.pile.retain(|t| !listed.contains(t));
            *(if key == "used" { &mut a.used } else { &mut a.skipped }) = listed;
        }
    }
    if let Some(v) = spec.get("pile") {
        let top = tiles(v, "pile")?;
        a.pile.retain(|t| !top.contains(t));
        a.pile.extend(top.iter().rev());
    }
    if let Some(v) = spec.get("pop") {
        a.pop = num(v, "pop")? as u8;
    }
    if let Some(v) = spec.get("left") {
        a.left = num(v, "left")? as u8;
    }
    if let Some(v) = spec.get("next") {
        a.next = v.as_bool().ok_or("next is true or false")?;
    }
    if let Some(v) = spec.get("standing") {
        a.standing = list(v, "standing")?.iter().map(|x| place(text(x, "place")?)).collect::<Result<_, _>>()?;
    }
    Ok(())
}

fn player(g: &mut Messina, s: Seat, spec: &Table) -> Result<(), String> {
    let d = data();
    for (k, v) in spec {
        let p: &mut Player = &mut g.people[s];
        // the tokens held (M-S0), by their saved names: "coins", "wood", "fire", "bigfire", "rats"
        if let Some(r) = Resource::from_key(k) {
            p.set_held(r, num(v, k)? as u32);
            continue;
        }
        match k.as_str() {
            // the advanced variant's boards (M-A1, M-A2) and used one-time squares (M-A5)
            "board" => p.estate.set_board_b(Some(index(
                d.estate.boards_b.iter().map(|b| b.id.clone()),
                text(v, k)?,
                "b board",
            )?)),
            "scroll_board" => p.retinue.set_scroll_b(Some(index(
                d.scrolls.boards_b.iter().map(|b| b.id.clone()),
                text(v, k)?,
                "scroll board",
            )?)),
            "once_used" => p.estate.set_once_used(
                list(v, k)?
                    .iter()
                    .map(|q| index(d.estate.squares.iter().map(|x| x.id.clone()), text(q, "square")?, "square"))
                    .collect::<Result<_, _>>()?,
            ),
            "points" => {
                let points = num(v, k)? as i32;
                // a disc put on the track by the position lands on top of those set before it
                let seq = g.order.next_seq();
                g.people[s].discs.set_points(points, seq);
            }
            "books" => {
                for (b, pos) in v.as_table().ok_or("books must be a table")? {
                    let book = match b.as_str() {
                        "pop" => Book::Pop,
                        "city" => Book::City,
                        "church" => Book::Church,
                        other => return Err(format!("unknown book {other}")),
                    };
                    let space = num(pos, "book space")? as u8;
                    let seq = g.order.next_seq();
                    g.people[s].discs.set_book(book, space, seq);
                }
            }
            "squares" => {
                for (sq, c) in v.as_table().ok_or("squares must be a table")? {
                    let i = index(d.estate.squares.iter().map(|x| x.id.clone()), sq, "square")?;
                    let c = citizen(text(c, "citizen")?)?;
                    if c.class != d.estate.squares[i].class {
                        return Err(format!("{sq} takes a citizen of its own sector"));
                    }
                    p.estate.set_square(i, Some(c));
                }
            }
            "huts" => {
                for (q, spec) in v.as_table().ok_or("huts must be a table")? {
                    let h: usize = q.trim_start_matches('q').parse::<usize>().map_err(|_| format!("bad hut {q}"))? - 1;
                    let parts: Vec<&str> = text(spec, "hut")?.split(':').collect();
                    let mut hut = Hut::default();
                    if !parts[0].is_empty() && parts[0] != "-" {
                        let t = index(d.tiles.hut_upgrades.iter().map(|x| x.id.clone()), parts[0], "hut upgrade")?;
                        if !g.tiles.remove(TileKind::Huts, t) {
                            return Err(format!("{} is not in a stack", parts[0]));
                        }
                        hut.upgrade = Some(t);
                    }
                    if let Some(c) = parts.get(1).filter(|c| !c.is_empty() && **c != "-") {
                        hut.citizen = Some(citizen(c)?);
                        hut.slot = parts.get(2).and_then(|x| x.parse().ok()).unwrap_or(1);
                    }
                    g.people[s].estate.set_hut(h, hut);
                }
            }
            _ => {}
        }
    }
    player_rest(g, s, spec)
}

/// The keys that take tiles out of stacks, and lieutenants, overseers, scroll.
fn player_rest(g: &mut Messina, s: Seat, spec: &Table) -> Result<(), String> {
    let d = data();
    if let Some(v) = spec.get("workshops") {
        let mut workshops = Vec::new();
        for w in list(v, "workshops")? {
            let parts: Vec<&str> = text(w, "workshop")?.split(':').collect();
            let tile = index(d.tiles.workshops.iter().map(|x| x.id.clone()), parts[0], "workshop")?;
            if !g.tiles.remove(TileKind::Workshops, tile) {
                return Err(format!("{} is not in a stack", parts[0]));
            }
            let citizen = match parts.get(1) {
                Some(c) if !c.is_empty() && *c != "-" => Some(citizen(c)?),
                _ => None,
            };
            let rewarded = parts.get(2) == Some(&"used");
            workshops.push(OwnedWorkshop { tile, citizen, rewarded });
        }
        g.people[s].estate.set_workshops(workshops);
    }
    if let Some(v) = spec.get("wagons") {
        let mut wagons = Vec::new();
        for w in list(v, "wagons")? {
            let parts: Vec<&str> = text(w, "wagon")?.split(':').collect();
            let tile = index(d.tiles.wagons.iter().map(|x| x.id.clone()), parts[0], "wagon")?;
            g.tiles.remove(TileKind::Wagons, tile);
            wagons.push(OwnedWagon { tile, used: parts.get(1) == Some(&"used") });
        }
        g.people[s].estate.set_wagons(wagons);
    }
    if let Some(v) = spec.get("ships") {
        for sh in list(v, "ships")? {
            let ship = index(d.tiles.ships.iter().map(|x| x.id.clone()), text(sh, "ship")?, "ship")?;
            g.city.remove_from_stack(ship);
            g.people[s].estate.take_ship(ship);
        }
    }
    if let Some(v) = spec.get("scroll") {
        for (t, level) in v.as_table().ok_or("scroll must be a table")? {
            let tracks = g.tracks(s);
            let i = (0..3).find(|&i| Messina::track_ref_name(tracks[i]) == *t).ok_or(format!("unknown track {t}"))?;
            g.people[s].retinue.set_scroll(i, num(level, "level")? as u8)?;
        }
    }
    if let Some(v) = spec.get("overseers") {
        for (c, spec) in v.as_table().ok_or("overseers must be a table")? {
            let class: Class = c.to_uppercase().parse()?;
            let spec = match spec {
                Value::Integer(i) => i.to_string(),
                other => text(other, "overseer")?.to_string(),
            };
            let (pos, branch) = spec.split_once(':').map(|(a, b)| (a, Some(b))).unwrap_or((spec.as_str(), None));
            let branch = match branch {
                Some(b) => Some(index(d.estate.branches.iter().map(|x| x.id.clone()), b, "branch")?),
                None => None,
            };
            let upgraded = pos.ends_with('*');
            let pos = pos.trim_end_matches('*').parse().map_err(|_| format!("bad overseer position {pos}"))?;
            g.people[s].retinue.set_overseer(class, Overseer { pos, branch, upgraded });
        }
    }
    if let Some(v) = spec.get("lieutenants") {
        let mut lts = Vec::new();
        for l in list(v, "lieutenants")? {
            let l = text(l, "lieutenant")?;
            let words: Vec<&str> = l.split_whitespace().collect();
            lts.push(match words.as_slice() {
                ["estate"] => Lieutenant::Estate { used: false },
                ["estate", "used"] => Lieutenant::Estate { used: true },
                ["supply"] => Lieutenant::Supply,
                ["box"] => Lieutenant::Boxed,
                [at, "lying"] => Lieutenant::Messina { at: place(at)?, standing: false },
                [at, "standing"] => Lieutenant::Messina { at: place(at)?, standing: true },
                _ => return Err(format!("bad lieutenant {l:?}")),
            });
        }
        g.people[s].retinue.set_lieutenants(lts)?;
    }
    Ok(())
}
