//! Information-set Monte Carlo tree search (single observer): one tree of
//! play sequences for the whole information set, each iteration walking it
//! in one sampled world (Cowling, Powley and Whitehouse, 2012).
//!
//! Unlike the determinized search, which plays every candidate out greedily
//! in each world, the tree learns both sides' later plays across worlds, so
//! a plan never counts on a hand it cannot see. Draws and passes are not
//! nodes: they happen as the sampled world dictates, and a node is the
//! sequence of plays that led to it. A child that is legal in only some
//! worlds is judged by how often it was available (UCB with availability).

use dominoes_rules::playout::FastRng;
use dominoes_rules::{Action, Actions, Position};

/// One play sequence's statistics, from the side of the seat that made its
/// last play.
struct Node {
    action: Action,
    mover: usize,
    visits: u32,
    available: u32,
    total: f64,
    children: Vec<u32>,
}

/// The index of the root action to play after `iterations` walks from
/// worlds picked from `worlds` in proportion to their weights. `judge`
/// scores a finished hand for `me` between 0 and 1; `roll` plays one step
/// of the playout policy.
pub(crate) fn choose(
    worlds: &[(Position, f64)],
    actions: &[Action],
    me: usize,
    iterations: usize,
    exploration: f64,
    judge: impl Fn(&Position) -> f64,
    mut roll: impl FnMut(&mut Position, &mut Actions, &mut FastRng),
    rng: &mut FastRng,
) -> usize {
    let total_weight: f64 = worlds.iter().map(|(_, w)| w).sum();
    if worlds.is_empty() || total_weight <= 0.0 {
        return 0;
    }
    let mut nodes = vec![Node {
        action: Action::Pass,
        mover: 1 - me,
        visits: 0,
        available: 0,
        total: 0.0,
        children: Vec::new(),
    }];
    let mut legal = Actions::new();
    let mut path: Vec<u32> = Vec::with_capacity(32);
    for _ in 0..iterations {
        let mut position = pick(worlds, total_weight, rng);
        path.clear();
        path.push(0);
        let mut node = 0usize;
        // Selection and expansion.
        loop {
            position.legal_actions(&mut legal);
            while !position.is_over() && matches!(legal[0], Action::Draw(_) | Action::Pass) {
                position.apply_unchecked(legal[rng.below(legal.len())]);
                position.legal_actions(&mut legal);
            }
            if position.is_over() {
                break;
            }
            let mover = position.turn().index();
            let untried = legal
                .iter()
                .filter(|&&a| !nodes[node].children.iter().any(|&c| nodes[c as usize].action == a))
                .count();
            if untried > 0 {
                let mut k = rng.below(untried);
                let action = *legal
                    .iter()
                    .find(|&&a| {
                        let fresh =
                            !nodes[node].children.iter().any(|&c| nodes[c as usize].action == a);
                        if fresh {
                            if k == 0 {
                                return true;
                            }
                            k -= 1;
                        }
                        false
                    })
                    .expect("an untried action");
                let child = nodes.len() as u32;
                nodes.push(Node {
                    action,
                    mover,
                    visits: 0,
                    available: 0,
                    total: 0.0,
                    children: Vec::new(),
                });
                // The siblings legal in this world were available too.
                for i in 0..nodes[node].children.len() {
                    let c = nodes[node].children[i] as usize;
                    if legal.contains(&nodes[c].action) {
                        nodes[c].available += 1;
                    }
                }
                nodes[child as usize].available += 1;
                nodes[node].children.push(child);
                position.apply_unchecked(action);
                path.push(child);
                break;
            }
            let mut best = None;
            let mut best_score = f64::NEG_INFINITY;
            for i in 0..nodes[node].children.len() {
                let c = nodes[node].children[i];
                let child = &mut nodes[c as usize];
                if !legal.contains(&child.action) {
                    continue;
                }
                child.available += 1;
                let visits = f64::from(child.visits.max(1));
                let score = child.total / visits
                    + exploration * (f64::from(child.available).ln() / visits).sqrt();
                if score > best_score {
                    best_score = score;
                    best = Some(c);
                }
            }
            let chosen = best.expect("every legal action has a child");
            position.apply_unchecked(nodes[chosen as usize].action);
            path.push(chosen);
            node = chosen as usize;
        }
        // Playout and backup.
        while !position.is_over() {
            roll(&mut position, &mut legal, rng);
        }
        let value = judge(&position);
        for &n in &path[1..] {
            let n = &mut nodes[n as usize];
            n.visits += 1;
            n.total += if n.mover == me { value } else { 1.0 - value };
        }
    }
    let root = &nodes[0];
    let best = root
        .children
        .iter()
        .max_by_key(|&&c| nodes[c as usize].visits)
        .map(|&c| nodes[c as usize].action);
    best.and_then(|a| actions.iter().position(|&x| x == a))
        .unwrap_or(0)
}

/// A world, picked in proportion to its weight.
fn pick(worlds: &[(Position, f64)], total_weight: f64, rng: &mut FastRng) -> Position {
    let mut target = total_weight * (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
    for (position, weight) in worlds {
        if target < *weight {
            return *position;
        }
        target -= weight;
    }
    worlds[worlds.len() - 1].0
}
