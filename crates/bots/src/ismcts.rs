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

/// One play sequence's statistics, from the side (the team, at a table of
/// four) of the seat that made its last play.
struct Node {
    action: Action,
    mover: usize,
    visits: u32,
    available: u32,
    total: f64,
    children: Vec<u32>,
}

/// A tree search's budget and settings, for the side `me` (a team index;
/// at a table of two, the seat's).
pub(crate) struct TreeSearch {
    pub me: usize,
    /// Walks from the root.
    pub iterations: usize,
    /// The UCB exploration constant (values lie between 0 and 1).
    pub exploration: f64,
    /// Seats (bit i for seat i) whose plays inside the tree are the greedy
    /// policy's in the world walked, not the tree's best for their side.
    pub scripted: u8,
}

impl TreeSearch {
    /// The index in `actions` (the root's legal plays) of the action to play,
    /// after walks from worlds picked from `worlds` in proportion to their
    /// weights. `judge` scores a finished hand for `me` between 0 and 1;
    /// `roll` plays one step of the playout policy.
    pub fn choose(
        &self,
        worlds: &[(Position, f64)],
        actions: &[Action],
        judge: impl Fn(&Position) -> f64,
        mut roll: impl FnMut(&mut Position, &mut Actions, &mut FastRng),
        rng: &mut FastRng,
    ) -> usize {
        let total_weight: f64 = worlds.iter().map(|(_, w)| w).sum();
        if worlds.is_empty() || total_weight <= 0.0 {
            return 0;
        }
        let mut tree = vec![Node {
            action: Action::Pass,
            mover: 1 - self.me,
            visits: 0,
            available: 0,
            total: 0.0,
            children: Vec::new(),
        }];
        let mut legal = Actions::new();
        let mut path: Vec<u32> = Vec::with_capacity(32);
        for _ in 0..self.iterations {
            let mut position = pick(worlds, total_weight, rng);
            path.clear();
            path.push(0);
            // Down the tree, until a new node is added or the hand ends.
            loop {
                position.legal_actions(&mut legal);
                while !position.is_over() && matches!(legal[0], Action::Draw(_) | Action::Pass) {
                    position.apply_unchecked(legal[rng.below(legal.len())]);
                    position.legal_actions(&mut legal);
                }
                if position.is_over() {
                    break;
                }
                let node = *path.last().expect("the root is on the path") as usize;
                let mover = position.turn();
                let (child, added) = if self.scripted & (1 << mover.index()) != 0 {
                    let action = crate::search::greedy_action(&position, &legal, rng);
                    (follow(&mut tree, node, action, mover.team().index()), false)
                } else {
                    self.step(&mut tree, node, &legal, mover.team().index(), rng)
                };
                position.apply_unchecked(tree[child as usize].action);
                path.push(child);
                if added {
                    break;
                }
            }
            while !position.is_over() {
                roll(&mut position, &mut legal, rng);
            }
            let value = judge(&position);
            for &n in &path[1..] {
                let n = &mut tree[n as usize];
                n.visits += 1;
                n.total += if n.mover == self.me {
                    value
                } else {
                    1.0 - value
                };
            }
        }
        let best = tree[0]
            .children
            .iter()
            .max_by_key(|&&c| tree[c as usize].visits)
            .map(|&c| tree[c as usize].action);
        best.and_then(|a| actions.iter().position(|&x| x == a))
            .unwrap_or(0)
    }

    /// The child of `node` to follow in a world where `legal` are the plays:
    /// a new one for a play not tried yet (at random), else the best by UCB
    /// among the legal ones. Counts the legal children as available. Returns
    /// the child and whether it was added.
    fn step(
        &self,
        tree: &mut Vec<Node>,
        node: usize,
        legal: &[Action],
        mover: usize,
        rng: &mut FastRng,
    ) -> (u32, bool) {
        let tried = |tree: &[Node], a: Action| {
            tree[node]
                .children
                .iter()
                .any(|&c| tree[c as usize].action == a)
        };
        let untried = legal.iter().filter(|&&a| !tried(tree, a)).count();
        for i in 0..tree[node].children.len() {
            let c = tree[node].children[i] as usize;
            if legal.contains(&tree[c].action) {
                tree[c].available += 1;
            }
        }
        if untried > 0 {
            let k = rng.below(untried);
            let action = legal
                .iter()
                .copied()
                .filter(|&a| !tried(tree, a))
                .nth(k)
                .expect("an untried play");
            return (add_child(tree, node, action, mover), true);
        }
        let mut best = (0, f64::NEG_INFINITY);
        for &c in &tree[node].children {
            let child = &tree[c as usize];
            if !legal.contains(&child.action) {
                continue;
            }
            let visits = f64::from(child.visits.max(1));
            let score = child.total / visits
                + self.exploration * (f64::from(child.available).ln() / visits).sqrt();
            if score > best.1 {
                best = (c, score);
            }
        }
        (best.0, false)
    }
}

/// The child of `node` for `action`, added if it is new: a scripted seat's
/// play, chosen by the script, so availability (which only UCB reads) is
/// not counted here. Where a searched seat moves from the same node in
/// another world (after passes that differ), [`TreeSearch::step`] counts
/// it as usual.
fn follow(tree: &mut Vec<Node>, node: usize, action: Action, mover: usize) -> u32 {
    match tree[node]
        .children
        .iter()
        .find(|&&c| tree[c as usize].action == action)
    {
        Some(&c) => c,
        None => add_child(tree, node, action, mover),
    }
}

/// A new child of `node`: `action`, played by the side `mover`.
fn add_child(tree: &mut Vec<Node>, node: usize, action: Action, mover: usize) -> u32 {
    let child = u32::try_from(tree.len()).expect("fewer than 2^32 nodes");
    tree.push(Node {
        action,
        mover,
        visits: 0,
        available: 1,
        total: 0.0,
        children: Vec::new(),
    });
    tree[node].children.push(child);
    child
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

#[cfg(test)]
mod tests {
    use dominoes_rules::playout::{FastRng, random_deal};
    use dominoes_rules::{Action, Actions, DealSize, Position, Seat};

    use crate::search::{greedy_step, score_difference};

    /// A random endgame: the boneyard empty, at most `tiles` in each hand,
    /// the hand still on and more than one play to choose from.
    fn endgame(rng: &mut FastRng, tiles: usize) -> Option<Position> {
        let deal = random_deal(rng, DealSize::Seven);
        let mut position = Position::start(deal.hands(), [0, 0], 500, Seat::BOTH[0], None).ok()?;
        let mut legal = Actions::new();
        while !position.is_over() {
            let small = position.boneyard().is_empty()
                && (0..2).all(|s| position.hand(Seat::BOTH[s]).len() <= tiles);
            position.legal_actions(&mut legal);
            if small && legal.len() > 1 && matches!(legal[0], Action::Play { .. }) {
                return Some(position);
            }
            position.play_random(|n| rng.below(n));
        }
        None
    }

    /// The root's legal actions, and the index of the one the tree picks
    /// after 20,000 walks in `root` (the one world: every hand known),
    /// with the seats in `scripted` playing greedily inside it.
    fn tree_choice(root: &Position, scripted: u8, rng: &mut FastRng) -> (Vec<Action>, usize) {
        let me = root.turn().index();
        let start = root.scores();
        let mut legal = Actions::new();
        root.legal_actions(&mut legal);
        let actions: Vec<Action> = legal.to_vec();
        let judge = |p: &Position| (0.5 + points(p, me, start) / 200.0).clamp(0.0, 1.0);
        let search = super::TreeSearch {
            me,
            iterations: 20_000,
            exploration: 0.7,
            scripted,
        };
        let chosen = search.choose(&[(*root, 1.0)], &actions, judge, greedy_step, rng);
        (actions, chosen)
    }

    /// `value` of the position after each of `actions` from `root`.
    fn after_each<T>(
        root: &Position,
        actions: &[Action],
        value: impl Fn(&Position) -> T,
    ) -> Vec<T> {
        actions
            .iter()
            .map(|&a| {
                let mut child = *root;
                child.apply_unchecked(a);
                value(&child)
            })
            .collect()
    }

    /// Whether `values[i]` is the best of `values` (whole points, exact in
    /// a float).
    fn is_best(values: &[f64], i: usize) -> bool {
        let best = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        (values[i] - best).abs() < 0.5
    }

    /// With the hands known and no boneyard, the tree search's choice is
    /// worth as much as the exact solver's: it converges on the best play
    /// for both sides (a wrong sign in the backup, or a child judged from
    /// the wrong side, fails this).
    #[test]
    fn with_everything_known_the_tree_finds_the_exact_best_play() {
        let mut rng = FastRng::new(7);
        let mut checked = 0;
        while checked < 40 {
            let Some(root) = endgame(&mut rng, 3) else {
                continue;
            };
            let (me, start) = (root.turn().index(), root.scores());
            let (actions, chosen) = tree_choice(&root, 0, &mut rng);
            // The exact value of every root action: solve the hand after it.
            let exact = after_each(&root, &actions, |p| exact_value(p, me, start));
            assert!(
                is_best(&exact, chosen),
                "chose {} worth {}, the values are {exact:?}",
                actions[chosen],
                exact[chosen]
            );
            checked += 1;
        }
    }

    /// With the opponent scripted to play greedily inside the tree, the
    /// tree's choice is the best reply to a greedy opponent, found exactly.
    /// The endgames are those where no best play against a perfect
    /// opponent is a best reply to a greedy one (and the greedy play is
    /// never a tie, so that it is one play): a tree that ignored the script
    /// would choose wrong in every one of them.
    #[test]
    fn a_scripted_opponent_is_expected_to_play_greedily() {
        let mut deals = FastRng::new(11);
        let mut rng = FastRng::new(12);
        let mut checked = 0;
        for _ in 0..200_000 {
            if checked == 5 {
                break;
            }
            let Some(root) = endgame(&mut deals, 4) else {
                continue;
            };
            let (me, start) = (root.turn().index(), root.scores());
            let mut legal = Actions::new();
            root.legal_actions(&mut legal);
            let against_greedy = after_each(&root, &legal, |p| value_against_greedy(p, me, start));
            let Some(greedy) = against_greedy.into_iter().collect::<Option<Vec<f64>>>() else {
                continue;
            };
            let perfect = after_each(&root, &legal, |p| exact_value(p, me, start));
            if (0..legal.len()).any(|i| is_best(&greedy, i) && is_best(&perfect, i)) {
                continue;
            }
            let (actions, chosen) = tree_choice(&root, 1 << (1 - me), &mut rng);
            assert!(
                is_best(&greedy, chosen),
                "chose {} worth {} against a greedy opponent, the values are {greedy:?}",
                actions[chosen],
                greedy[chosen]
            );
            checked += 1;
        }
        assert_eq!(
            checked, 5,
            "too few endgames tell a greedy opponent from a perfect one"
        );
    }

    /// The hand's score difference for `me` since `start` (no game ends:
    /// the final score is out of reach).
    fn points(position: &Position, me: usize, start: [u16; 2]) -> f64 {
        score_difference(position, me, start, 0.0)
    }

    /// The exact value for `me` of `position`, `me` playing perfectly and
    /// the other seat greedily; `None` if the greedy play is ever a tie.
    fn value_against_greedy(position: &Position, me: usize, start: [u16; 2]) -> Option<f64> {
        if position.is_over() {
            return Some(points(position, me, start));
        }
        let mut legal = Actions::new();
        position.legal_actions(&mut legal);
        let after = |a: Action| {
            let mut child = *position;
            child.apply_unchecked(a);
            value_against_greedy(&child, me, start)
        };
        if position.turn().index() == me {
            return legal
                .iter()
                .map(|&a| after(a))
                .try_fold(f64::NEG_INFINITY, |best, v| Some(best.max(v?)));
        }
        let key = |a: Action| {
            let points = crate::greedy::points_now(position.layout(), a.to_move());
            (
                points,
                a.placed_tile().map_or(0, dominoes_rules::Tile::weight),
            )
        };
        let top = legal.iter().map(|&a| key(a)).max()?;
        let mut greedy = legal.iter().copied().filter(|&a| key(a) == top);
        let play = greedy.next()?;
        if greedy.next().is_some() {
            return None;
        }
        after(play)
    }

    /// The exact value for `me` of `position`, both sides playing
    /// perfectly: plain minimax, small endgames only.
    fn exact_value(position: &Position, me: usize, start: [u16; 2]) -> f64 {
        if position.is_over() {
            return points(position, me, start);
        }
        let mut legal = Actions::new();
        position.legal_actions(&mut legal);
        let values = legal.iter().map(|&a| {
            let mut child = *position;
            child.apply_unchecked(a);
            exact_value(&child, me, start)
        });
        if position.turn().index() == me {
            values.fold(f64::NEG_INFINITY, f64::max)
        } else {
            values.fold(f64::INFINITY, f64::min)
        }
    }
}
