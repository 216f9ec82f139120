//! Easy (greedy: the most points now) and Beginner (a learner: most of the
//! time a random move, otherwise greedy).

use dominoes_rules::playout::FastRng;
use dominoes_rules::{Layout, Move, SeatView};

use crate::Bot;

/// What a move scores at once on `layout` (0 for a draw or a pass).
pub(crate) fn points_now(layout: &Layout, mv: Move) -> u8 {
    let mut after = *layout;
    let count = match mv {
        Move::Lead { tile, left } => after.place_lead(tile, left),
        Move::Play { tile, end } => after.place(tile, end),
        Move::Draw | Move::Pass => return 0,
    };
    dominoes_rules::points_for(count)
}

/// The weight of the tile a move puts down (0 for a draw or a pass).
pub(crate) fn weight_of(mv: Move) -> u8 {
    match mv {
        Move::Lead { tile, .. } | Move::Play { tile, .. } => tile.weight(),
        Move::Draw | Move::Pass => 0,
    }
}

/// The greedy choice: most points now, then the heaviest tile, then the
/// first listed (so the choice is deterministic).
pub(crate) fn greedy(view: &SeatView) -> Move {
    let mut best = view.legal[0];
    let mut best_key = (points_now(&view.layout, best), weight_of(best));
    for &mv in &view.legal[1..] {
        let key = (points_now(&view.layout, mv), weight_of(mv));
        if key > best_key {
            best = mv;
            best_key = key;
        }
    }
    best
}

/// Greedy: the most points now; ties shed the heaviest tile.
#[derive(Debug, Clone, Copy, Default)]
pub struct Easy;

impl Bot for Easy {
    fn choose(&mut self, view: &SeatView) -> Move {
        greedy(view)
    }
}

/// A learner: misses scores and sheds tiles at the wrong time, because most
/// of its moves (65%) are random.
#[derive(Debug, Clone)]
pub struct Beginner {
    rng: FastRng,
}

impl Beginner {
    /// How often (in percent) a beginner plays a random move.
    pub const RANDOM_PERCENT: usize = 65;

    pub fn new(seed: u64) -> Beginner {
        Beginner {
            rng: FastRng::new(seed),
        }
    }
}

impl Bot for Beginner {
    fn choose(&mut self, view: &SeatView) -> Move {
        if self.rng.below(100) < Beginner::RANDOM_PERCENT {
            view.legal[self.rng.below(view.legal.len())]
        } else {
            greedy(view)
        }
    }
}
