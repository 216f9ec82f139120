//! A hand in play: the game, its shuffle, each seat's clock, and the pick
//! phase that starts it.

use std::time::Duration;

use dominoes_rules::fairness::HandSeeds;
use dominoes_rules::{Game, Seat, Shuffle};
use tokio::time::Instant;

pub(super) struct Live {
    pub(super) game: Game,
    pub(super) shuffle: Shuffle,
    /// What this hand was dealt from; `None` for a hand dealt from a bare
    /// key before seeds existed.
    pub(super) seeds: Option<HandSeeds>,
    /// Remaining clock per seat for this hand.
    pub(super) clocks: [Duration; 2],
    /// When the seat on turn started thinking.
    pub(super) turn_started: Instant,
    /// Actions stored so far over the whole game.
    pub(super) stored: usize,
    /// Seats that asked for the next hand.
    pub(super) ready: [bool; 2],
    pub(super) hand_over_at: Option<Instant>,
    /// Tiles each seat has picked from the face-down set at the start of the
    /// hand; play starts when both have their 7 or 9.
    pub(super) picked: [usize; 2],
    /// When the pick phase started, while it lasts.
    pub(super) picking_since: Option<Instant>,
}

impl Live {
    pub(super) fn new(
        game: Game,
        shuffle: Shuffle,
        clock: Duration,
        bot_seat: Option<Seat>,
    ) -> Live {
        let mut live = Live {
            game,
            shuffle,
            seeds: None,
            clocks: [clock; 2],
            turn_started: Instant::now(),
            stored: 0,
            ready: [false; 2],
            hand_over_at: None,
            picked: [0; 2],
            picking_since: None,
        };
        live.start_picking(bot_seat);
        live
    }

    /// A new hand starts with every tile face down; the bot picks at once.
    pub(super) fn start_picking(&mut self, bot_seat: Option<Seat>) {
        self.picked = [0; 2];
        if let Some(seat) = bot_seat {
            self.picked[seat.index()] = self.deal_size();
        }
        self.picking_since = Some(Instant::now());
    }

    pub(super) fn deal_size(&self) -> usize {
        self.game.settings().deal_size.tiles()
    }

    /// Picks `count` more face-down tiles for `seat`; the pick phase ends,
    /// and the clock of the leader starts, once both seats hold their hand.
    pub(super) fn pick(&mut self, seat: Seat, count: usize) {
        let n = self.deal_size();
        self.picked[seat.index()] = self.picked[seat.index()].saturating_add(count).min(n);
        if self.picked.iter().all(|&p| p == n) {
            self.picking_since = None;
            self.turn_started = Instant::now();
        }
    }
}
