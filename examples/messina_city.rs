//! Prints a Messina start city for planning scenario files:
//! `cargo run --example messina_city -- PLAYERS SEED`.
use lazaretto::games::messina::data::data;
use lazaretto::games::messina::state::{Pile, Place, TileKind};
use lazaretto::games::messina::Messina;
use lazaretto::games::Game;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let players: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(2);
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let g = Messina::new(&Default::default(), players, seed).unwrap();
    let d = data();
    let name = |p: Place| lazaretto::games::messina::action::place_name(p);
    for spot in g.city.layout().spots() {
        let Some(p) = g.city.place_at(spot) else { continue };
        let adj: Vec<String> =
            g.city.layout().neighbours(spot).into_iter().filter_map(|s| g.city.place_at(s)).map(name).collect();
        let info = match p {
            Place::Hex(h) => format!(
                "{} rat={:?} colour={:?} action={} cubes={} citizens={:?}",
                d.city.hexes[h].name,
                d.city.hexes[h].rat,
                d.city.hexes[h].colour,
                d.city.hexes[h].action,
                g.city.hex(h).cubes,
                g.city.hex(h).citizens
            ),
            Place::Port(i) => format!("{} action={}", d.city.ports[i].name, d.city.ports[i].action),
            Place::Dock(_) => String::new(),
        };
        println!("{:<4} {:<4} adj [{}] {}", g.city.layout().spot_id(spot), name(p), adj.join(" "), info);
    }
    println!(
        "turn order {:?}, wheel {}, cubes {}",
        g.order.seats(),
        d.rounds.wheel[g.city.wheel()].id,
        g.city.supply()
    );
    println!(
        "expansion stack (top last): {:?}",
        g.city.pile(Pile::Expansions).iter().map(|&h| d.city.hexes[h].id.clone()).collect::<Vec<_>>()
    );
    println!(
        "huts face up: {:?}",
        g.tiles.face_up(TileKind::Huts).iter().map(|&t| d.tiles.hut_upgrades[t].id.clone()).collect::<Vec<_>>()
    );
    println!(
        "wagon stacks (top last): {:?}",
        g.tiles
            .stacks_of(TileKind::Wagons)
            .iter()
            .map(|s| s.iter().map(|&t| d.tiles.wagons[t].id.clone()).collect::<Vec<_>>())
            .collect::<Vec<_>>()
    );
}
