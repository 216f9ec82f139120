//! Hard: determinized search (perfect-information Monte Carlo). It deals the
//! unseen tiles into many possible opponent hands and boneyards that agree
//! with everything public (the opponent's known voids included), plays each
//! candidate move out to the end of the hand in every one of them with a
//! greedy policy, and picks the move with the best average result.

use dominoes_rules::playout::FastRng;
use dominoes_rules::{Action, Actions, Move, Position, SeatView, Setup, TileSet};

use crate::{Bot, Knowledge};

#[derive(Clone, Debug)]
pub struct Hard {
    rng: FastRng,
    /// Sampled deals of the unseen tiles per decision: the bot's budget.
    pub samples: usize,
}

impl Hard {
    pub const DEFAULT_SAMPLES: usize = 120;

    pub fn new(seed: u64) -> Hard {
        Hard {
            rng: FastRng::new(seed),
            samples: Hard::DEFAULT_SAMPLES,
        }
    }
}

/// `k` tiles drawn uniformly from `from`.
fn sample_tiles(rng: &mut FastRng, from: TileSet, k: usize) -> TileSet {
    let mut left = from;
    let mut chosen = TileSet::EMPTY;
    for _ in 0..k.min(from.len()) {
        let tile = left
            .nth(rng.below(left.len()))
            .expect("an index below the set size");
        left.remove(tile);
        chosen.insert(tile);
    }
    chosen
}

/// One possible full position behind the view: the opponent's hand drawn
/// from the tiles they may hold, the rest of the unseen tiles the boneyard.
fn determinize(view: &SeatView, knowledge: &Knowledge, rng: &mut FastRng) -> Option<Position> {
    let k = knowledge.opponent_tiles;
    let pool = if knowledge.opponent_may_hold.len() >= k {
        knowledge.opponent_may_hold
    } else {
        knowledge.unseen
    };
    let opponent = sample_tiles(rng, pool, k);
    let mut hands = [TileSet::EMPTY; 2];
    hands[view.seat.index()] = view.hand;
    hands[view.seat.other().index()] = opponent;
    Position::from_setup(Setup {
        hands,
        boneyard: knowledge.unseen.difference(opponent),
        layout: view.layout,
        scores: view.scores,
        target: view.target,
        turn: view.seat,
        leader: view.leader,
        forced_lead: None,
    })
    .ok()
}

/// The greedy playout policy: the play that scores most now, shedding the
/// heavier tile on a tie (remaining ties broken by a random starting point
/// in the list), else a random draw or a pass.
fn greedy_step(position: &mut Position, legal: &mut Actions, rng: &mut FastRng) {
    position.legal_actions(legal);
    let start = rng.below(legal.len());
    let mut best = legal[start];
    let mut best_points = -1i16;
    if matches!(best, Action::Play { .. } | Action::Lead { .. }) {
        for i in 0..legal.len() {
            let action = legal[(start + i) % legal.len()];
            let mut layout = *position.layout();
            let count = match action {
                Action::Play { tile, end } => layout.place(tile, end),
                Action::Lead { tile, left } => layout.place_lead(tile, left),
                Action::Draw(_) | Action::Pass => continue,
            };
            let points = if count.is_multiple_of(5) {
                i16::from(count)
            } else {
                0
            };
            // Points first, then the heavier tile.
            let points = points * 16
                + i16::from(action.placed_tile().map_or(0, dominoes_rules::Tile::weight));
            if points > best_points {
                best_points = points;
                best = action;
            }
        }
    }
    position.apply_unchecked(best);
}

/// The value of a finished (or game-ending) playout for `me`: the hand's
/// score difference, and a large bonus or penalty if the game was decided.
fn value(position: &Position, start: [u16; 2], me: usize) -> f64 {
    let scores = position.scores();
    let gained = |s: usize| f64::from(scores[s] - start[s]);
    let mut value = gained(me) - gained(1 - me);
    if scores[me] >= position.target() {
        value += 200.0;
    } else if scores[1 - me] >= position.target() {
        value -= 200.0;
    }
    value
}

impl Bot for Hard {
    fn choose(&mut self, view: &SeatView) -> Move {
        if view.legal.len() == 1 {
            return view.legal[0];
        }
        let knowledge = Knowledge::from_view(view);
        let me = view.seat.index();
        let mut totals = vec![0.0; view.legal.len()];
        let mut legal = Actions::new();
        for _ in 0..self.samples {
            let Some(root) = determinize(view, &knowledge, &mut self.rng) else {
                continue;
            };
            for (i, &mv) in view.legal.iter().enumerate() {
                let action = match mv {
                    Move::Lead { tile, left } => Action::Lead { tile, left },
                    Move::Play { tile, end } => Action::Play { tile, end },
                    // A draw or pass is never one of several choices.
                    Move::Draw | Move::Pass => continue,
                };
                let mut position = root;
                position.apply_unchecked(action);
                while !position.is_over() {
                    greedy_step(&mut position, &mut legal, &mut self.rng);
                }
                totals[i] += value(&position, view.scores, me);
            }
        }
        let best = (0..view.legal.len())
            .max_by(|&a, &b| totals[a].total_cmp(&totals[b]))
            .unwrap_or(0);
        view.legal[best]
    }
}
