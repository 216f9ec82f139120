//! Hard and Expert: search over sampled deals of the unseen tiles (see
//! [`crate::search`]), with different budgets, search and judgement.

use dominoes_rules::playout::FastRng;
use dominoes_rules::{Move, SeatView};

use crate::Bot;
use crate::search::{FourSeats, SearchConfig, search};

/// Hard: determinized search over 600 sampled deals per decision, each
/// legal move played out greedily in each, judged on the hand's points; the
/// hand solved exactly once the boneyard is empty.
#[derive(Clone, Debug)]
pub struct Hard {
    rng: FastRng,
    pub config: SearchConfig,
}

impl Hard {
    pub const CONFIG: SearchConfig = SearchConfig {
        samples: 600,
        inference: false,
        play_for_the_game: false,
        solve_nodes: 200_000,
        temperature: 4.0,
        spread: 12.0,
        iterations: 0,
        exploration: 0.7,
        four: FourSeats::AS_TWO,
    };

    pub fn new(seed: u64) -> Hard {
        Hard {
            rng: FastRng::new(seed),
            config: Hard::CONFIG,
        }
    }
}

impl Bot for Hard {
    fn choose(&mut self, view: &SeatView) -> Move {
        search(&self.config, view, None, &mut self.rng)
    }
}

/// Expert: an information-set tree search ([`crate::ismcts`], 3,000 walks)
/// over 300 sampled deals, each weighed by how well it explains the
/// opponent's plays and free leads (soft inference), judged by the chance
/// of winning the game rather than by points; the hand solved exactly once
/// the boneyard is empty. The tree is its stronger playout: later plays of
/// both sides are learnt, not greedy. (docs/strength.md has what it
/// measured, and what other settings did.) At a table of four it walks
/// 8,000 times over 500 deals, and once the boneyard is empty solves 64
/// sampled deals exactly (up to 10,000 nodes each) instead.
#[derive(Clone, Debug)]
pub struct Expert {
    rng: FastRng,
    pub config: SearchConfig,
}

impl Expert {
    pub const CONFIG: SearchConfig = SearchConfig {
        samples: 300,
        inference: true,
        play_for_the_game: true,
        solve_nodes: 400_000,
        temperature: 4.0,
        spread: 12.0,
        iterations: 3000,
        exploration: 0.7,
        four: FourSeats {
            samples: 500,
            iterations: 8000,
            solve_worlds: 64,
            solve_nodes: 10_000,
            reply_playout: false,
            greedy_in_tree: 0,
            opponent_temperature: 0.0,
            opponent_heavy: 0.0,
        },
    };

    pub fn new(seed: u64) -> Expert {
        Expert {
            rng: FastRng::new(seed),
            config: Expert::CONFIG,
        }
    }
}

impl Bot for Expert {
    fn choose(&mut self, view: &SeatView) -> Move {
        search(&self.config, view, None, &mut self.rng)
    }
}
