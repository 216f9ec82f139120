//! The Omniscient yardstick: a fixed player that sees the other seats'
//! hands, to measure Expert against, and the one way an experiment shows a
//! search some hands. Never offered to players.

use dominoes_rules::playout::FastRng;
use dominoes_rules::{Move, Position, SeatView};

use crate::search::{FourSeats, Hidden, SearchConfig, search, search_shown, seats_of};

/// Determinized search shown every other seat's true hand (the boneyard's
/// order is still sampled), with a frozen budget of its own. It is not a
/// [`Bot`](crate::Bot): only the arena and the tune example hand it the
/// hands, through the separately named [`Omniscient::choose_seeing`] (and
/// [`Omniscient::choose_seeing_seats`], some hands only).
///
/// It is frozen so that it can measure Expert: a yardstick that ran
/// Expert's own search would gain from every improvement to it (the tree
/// search shown the hand beat the tree Expert 83.7%; docs/strength.md).
#[derive(Clone, Debug)]
pub struct Omniscient {
    rng: FastRng,
    config: SearchConfig,
}

impl Omniscient {
    /// The yardstick's budget: the determinized search over 300 sampled
    /// boneyard orders, judged by the chance of winning the game, the hand
    /// solved exactly up to 400,000 nodes once the boneyard is empty. Its
    /// own constants, shared with no level: tuning Hard or Expert never
    /// moves the yardstick.
    pub const CONFIG: SearchConfig = SearchConfig {
        samples: 300,
        // The hand is known: nothing to infer.
        inference: false,
        play_for_the_game: true,
        solve_nodes: 400_000,
        // Unused without inference.
        temperature: 4.0,
        spread: 12.0,
        // No tree: the determinized search.
        iterations: 0,
        // Unused without a tree.
        exploration: 0.7,
        // At four, the same search: the hands are known, so the worlds
        // differ only in the boneyard's order, and an empty boneyard is
        // solved exactly as at two.
        four: FourSeats::AS_TWO,
    };

    /// The yardstick, deterministic for `seed`.
    pub fn new(seed: u64) -> Omniscient {
        Omniscient::with_config(seed, Omniscient::CONFIG)
    }

    /// Another search shown the true hand, for experiments (the tune and
    /// `fit_model` examples); the arena's yardstick is [`Omniscient::new`].
    pub fn with_config(seed: u64, config: SearchConfig) -> Omniscient {
        Omniscient {
            rng: FastRng::new(seed),
            config,
        }
    }

    /// The move to play in `view`, shown the hands of `truth` (the game's
    /// true position at that moment: every other seat's hand is read from
    /// it; the boneyard's order is not).
    pub fn choose_seeing(&mut self, view: &SeatView, truth: &Position) -> Move {
        let hands = hands_in(view, truth, seats_of(view, 0b11));
        search(&self.config, view, Some(hands), &mut self.rng)
    }

    /// The move to play in `view`, shown only the hands `which` names as
    /// they are in `truth` (bit 0: the opponents', bit 1: the partner's);
    /// the other hidden hands are sampled, and weighed by the inference,
    /// as the search's settings say. With Expert's settings
    /// ([`Omniscient::with_config`]) this measures what knowing those
    /// hands would be worth to Expert (docs/strength.md, "A fifth round").
    pub fn choose_seeing_seats(&mut self, view: &SeatView, truth: &Position, which: u8) -> Move {
        let shown = hands_in(view, truth, seats_of(view, which));
        search_shown(&self.config, view, None, shown, &mut self.rng)
    }
}

/// The hands of `seats` (bit i for seat i, the viewer's own left out) as
/// they are in `truth`, by seat index; the others empty.
fn hands_in(view: &SeatView, truth: &Position, seats: u8) -> Hidden {
    let mut hands = [dominoes_rules::TileSet::EMPTY; 4];
    for &seat in view.seats().all() {
        if seat != view.seat && seats & (1 << seat.index()) != 0 {
            hands[seat.index()] = truth.hand(seat);
        }
    }
    hands
}
