//! The strong player: single-observer information-set Monte-Carlo tree search (ISMCTS).
//!
//! Every simulation deals a fresh determinization of the hidden parts from the searching seat's
//! point of view, walks the one tree of action sequences (choosing by UCB among the actions legal
//! in this determinization, counting how often each was available), adds one node, plays on
//! with the game's rules of thumb (mostly greedy, sometimes random) until the game ends or the
//! game says the playout may be judged, and credits every node with the value for the seat that
//! chose it.

use super::{best, AiGame, Budget, Searched};
use crate::games::{GameRng, Seat};
use std::time::Instant;

/// The share of playout decisions taken at random instead of by the rules of thumb.
const PLAYOUT_NOISE: usize = 10; // percent

struct Node<A> {
    action: A,
    /// The seat that chose `action`.
    mover: Seat,
    visits: u32,
    /// How often `action` was legal when its parent was visited.
    available: u32,
    total: f64,
    children: Vec<usize>,
}

/// Searches from `root` (already a determinization for `seat`) and returns the index in `legal`
/// of the action tried most often.
pub(super) fn search<G: AiGame>(root: &G, seat: Seat, legal: &[G::Action], budget: Budget, rng: &mut GameRng) -> usize {
    let start = Instant::now();
    let mut nodes: Vec<Node<G::Action>> = Vec::new();
    let mut root_children: Vec<usize> = Vec::new();
    let mut done = 0u32;
    while done < budget.iterations {
        if budget.time.is_some_and(|t| start.elapsed() >= t) {
            break;
        }
        simulate(root, seat, &mut nodes, &mut root_children, rng);
        done += 1;
    }
    let visits = |a: &G::Action| {
        root_children.iter().find(|&&c| nodes[c].action == *a).map(|&c| nodes[c].visits as f64).unwrap_or(-1.0)
    };
    best(&legal.iter().map(visits).collect::<Vec<_>>())
}

fn simulate<G: AiGame>(
    root: &G,
    seat: Seat,
    nodes: &mut Vec<Node<G::Action>>,
    root_children: &mut Vec<usize>,
    rng: &mut GameRng,
) {
    let mut g = Searched::new(root.determinize(seat, rng));
    let explore = root.exploration();
    let mut path: Vec<usize> = Vec::new();
    // selection and expansion
    while let Some(actor) = g.game().actor() {
        let legal = g.legal();
        if legal.len() == 1 {
            let only = legal[0].clone();
            g.play(actor, &only);
            continue;
        }
        let children: &[usize] = match path.last() {
            Some(&n) => &nodes[n].children,
            None => root_children,
        };
        let mut known: Vec<Option<usize>> = vec![None; legal.len()];
        for &c in children {
            if let Some(i) = legal.iter().position(|a| *a == nodes[c].action) {
                known[i] = Some(c);
            }
        }
        for c in known.iter().flatten() {
            nodes[*c].available += 1;
        }
        if known.iter().any(Option::is_none) {
            // expand the untried action the rules of thumb like best
            let scores = g.game().scores(legal);
            let untried: Vec<f64> =
                scores.iter().zip(&known).map(|(&s, k)| if k.is_none() { s } else { f64::NEG_INFINITY }).collect();
            let i = best(&untried);
            let id = nodes.len();
            let action = legal[i].clone();
            nodes.push(Node {
                action: action.clone(),
                mover: actor,
                visits: 0,
                available: 1,
                total: 0.0,
                children: vec![],
            });
            match path.last() {
                Some(&n) => nodes[n].children.push(id),
                None => root_children.push(id),
            }
            g.play(actor, &action);
            path.push(id);
            break;
        }
        let pick = known
            .iter()
            .flatten()
            .copied()
            .max_by(|&a, &b| ucb(&nodes[a], explore).total_cmp(&ucb(&nodes[b], explore)))
            .expect("some child is legal");
        let action = nodes[pick].action.clone();
        g.play(actor, &action);
        path.push(pick);
    }
    // playout
    let mut steps = 0;
    while let Some(actor) = g.game().actor() {
        if g.game().rollout_done(steps) {
            break;
        }
        let legal = g.legal();
        let i = if legal.len() == 1 {
            0
        } else if rng.below(100) < PLAYOUT_NOISE {
            rng.below(legal.len())
        } else {
            best(&g.game().playout_scores(legal))
        };
        let action = legal[i].clone();
        g.play(actor, &action);
        steps += 1;
    }
    let values = g.game().values(seat);
    for &n in &path {
        let node = &mut nodes[n];
        node.visits += 1;
        node.total += values[node.mover];
    }
}

fn ucb<A>(n: &Node<A>, explore: f64) -> f64 {
    if n.visits == 0 {
        return f64::INFINITY;
    }
    let v = n.visits as f64;
    n.total / v + explore * ((n.available.max(1) as f64).ln() / v).sqrt()
}
