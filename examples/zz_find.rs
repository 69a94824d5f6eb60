#[path = "../tests/support/messina_positions.rs"]
mod positions;
use lazaretto::games::messina::state::Lieutenant;
use lazaretto::games::messina::Messina;
use lazaretto::games::{Game, GameRng};
fn main() {
    for seed in 0..60u64 {
        let mut g = Messina::new(&Default::default(), 4, seed).unwrap();
        let mut rng = GameRng::new(seed);
        let mut best = (0i64, 0usize, String::new());
        for step in 0..20000 {
            let Some(p) = g.prompt() else { break };
            let c = p.choices[positions::pick(&p.choices, &mut rng)].clone();
            g.apply_text(p.seat, &c).unwrap();
            if step % 10 != 0 {
                continue;
            }
            let cubes: u32 = g.hexes.iter().map(|h| h.cubes as u32).sum();
            let cit: usize = g.hexes.iter().map(|h| h.citizens.len()).sum();
            let repop = g.hexes.iter().filter(|h| h.repop.is_some()).count();
            let ships = g.docks.iter().flatten().flatten().count();
            let ws: usize = g.people.iter().map(|p| p.workshops.len()).sum();
            let upc: usize = g.people.iter().map(|p| p.squares.iter().flatten().filter(|c| c.upgraded).count()).sum();
            let upo: usize = g.people.iter().map(|p| p.overseers.iter().filter(|o| o.upgraded).count()).sum();
            let lying: usize = g
                .people
                .iter()
                .map(|p| {
                    p.lieutenants.iter().filter(|l| matches!(l, Lieutenant::Messina { standing: false, .. })).count()
                })
                .sum();
            let standing: usize = g
                .people
                .iter()
                .map(|p| {
                    p.lieutenants.iter().filter(|l| matches!(l, Lieutenant::Messina { standing: true, .. })).count()
                })
                .sum();
            let sq: usize = g.people.iter().map(|p| p.squares.iter().flatten().count()).sum();
            let huts: usize = g.people.iter().map(|p| p.huts.iter().filter(|h| h.upgrade.is_some()).count()).sum();
            let ok = cubes >= 4
                && cit >= 3
                && repop >= 2
                && ships >= 2
                && ws >= 3
                && upc >= 2
                && upo >= 1
                && lying >= 3
                && standing >= 3
                && g.round >= 3
                && g.round <= 5
                && g.stage_name() == "actions";
            let score = cubes as i64
                + cit as i64
                + 3 * repop as i64
                + 2 * ships as i64
                + ws as i64
                + 2 * upc as i64
                + 2 * upo as i64
                + lying as i64
                + standing as i64
                + sq as i64 / 3
                + huts as i64;
            if ok && score > best.0 {
                best = (score, step+1, format!("r{} cubes{cubes} cit{cit} repop{repop} ships{ships} ws{ws} huts{huts} upc{upc} upo{upo} lying{lying} stand{standing} sq{sq}", g.round));
            }
        }
        if best.0 > 0 {
            println!("seed {seed} steps {} score {} {}", best.1, best.0, best.2);
        }
    }
}
