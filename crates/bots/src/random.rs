//! The Random bot: a uniformly random legal move.

use dominoes_rules::playout::FastRng;
use dominoes_rules::{Move, SeatView};

use crate::Bot;

#[derive(Debug, Clone)]
pub struct RandomBot {
    rng: FastRng,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: FastRng::new(seed),
        }
    }
}

impl Bot for RandomBot {
    fn choose(&mut self, view: &SeatView) -> Move {
        view.legal[self.rng.below(view.legal.len())]
    }
}
