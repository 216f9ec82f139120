//! A hand in play: the game, its shuffle, each seat's clock, and the pick
//! phase that starts it. Pure: every method that needs the time is given
//! it, so clocks and picks are tested with fixed instants.

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
    /// Remaining clock per seat for this hand (two or four).
    pub(super) clocks: Vec<Duration>,
    /// When the seat on turn started thinking.
    pub(super) turn_started: Instant,
    /// Actions stored so far over the whole game.
    pub(super) stored: usize,
    /// Seats that asked for the next hand.
    pub(super) ready: Vec<bool>,
    pub(super) hand_over_at: Option<Instant>,
    /// Tiles each seat has picked from the face-down set at the start of the
    /// hand; play starts when every seat has its 5, 7 or 9.
    pub(super) picked: Vec<usize>,
    /// When the pick phase started, while it lasts.
    pub(super) picking_since: Option<Instant>,
}

impl Live {
    pub(super) fn new(
        game: Game,
        shuffle: Shuffle,
        clock: Duration,
        bot_seats: &[Seat],
        now: Instant,
    ) -> Live {
        let count = game.settings().deal_size.seats().count();
        let mut live = Live {
            game,
            shuffle,
            seeds: None,
            clocks: vec![clock; count],
            turn_started: now,
            stored: 0,
            ready: vec![false; count],
            hand_over_at: None,
            picked: vec![0; count],
            picking_since: None,
        };
        live.start_picking(bot_seats, now);
        live
    }

    /// A new hand starts with every tile face down; the bots pick at once.
    pub(super) fn start_picking(&mut self, bot_seats: &[Seat], now: Instant) {
        self.picked.fill(0);
        for seat in bot_seats {
            self.picked[seat.index()] = self.deal_size();
        }
        self.picking_since = Some(now);
    }

    pub(super) fn deal_size(&self) -> usize {
        self.game.settings().deal_size.tiles()
    }

    /// Picks `count` more face-down tiles for `seat`; the pick phase ends,
    /// and the clock of the leader starts, once both seats hold their hand.
    pub(super) fn pick(&mut self, seat: Seat, count: usize, now: Instant) {
        let n = self.deal_size();
        self.picked[seat.index()] = self.picked[seat.index()].saturating_add(count).min(n);
        if self.picked.iter().all(|&p| p == n) {
            self.picking_since = None;
            self.turn_started = now;
        }
    }

    /// Each seat's time left at `now`, the `running` seat's clock counting
    /// down since its turn started.
    pub(super) fn clocks_at(&self, running: Option<Seat>, now: Instant) -> Vec<Duration> {
        self.clocks
            .iter()
            .enumerate()
            .map(|(index, &left)| {
                if running.map(Seat::index) == Some(index) {
                    left.saturating_sub(now.saturating_duration_since(self.turn_started))
                } else {
                    left
                }
            })
            .collect()
    }

    /// [`Live::clocks_at`] in whole milliseconds, as updates show them.
    pub(super) fn clocks_ms_at(&self, running: Option<Seat>, now: Instant) -> Vec<u64> {
        self.clocks_at(running, now)
            .iter()
            .map(|left| left.as_millis() as u64)
            .collect()
    }

    /// What `seat`'s clock holds after a move at `now`: `None` if it ran
    /// out before the move.
    pub(super) fn left_after_move(&self, seat: Seat, now: Instant) -> Option<Duration> {
        let spent = now.saturating_duration_since(self.turn_started);
        self.clocks[seat.index()]
            .checked_sub(spent)
            .filter(|left| !left.is_zero())
    }
}

#[cfg(test)]
mod tests {
    use dominoes_rules::{DealSize, Settings, Target};

    use super::*;

    const MINUTE: Duration = Duration::from_mins(1);

    fn live(start: Instant) -> Live {
        let settings = Settings {
            deal_size: DealSize::Seven,
            target: Target::DEFAULT,
        };
        let shuffle = Shuffle::from_key([7; 32]);
        let game = Game::new(settings, shuffle.deal(DealSize::Seven)).expect("a deal");
        Live::new(game, shuffle, MINUTE, &[], start)
    }

    #[test]
    fn the_pick_phase_ends_when_both_hands_are_full_and_only_then_a_clock_starts() {
        let t0 = Instant::now();
        let mut live = live(t0);
        assert_eq!(live.picking_since, Some(t0));
        live.pick(Seat::Zero, 3, t0 + Duration::from_secs(5));
        live.pick(Seat::One, usize::MAX, t0 + Duration::from_secs(6));
        assert_eq!(live.picked, [3, 7]);
        assert!(live.picking_since.is_some(), "seat 0 still picks");
        let started = t0 + Duration::from_secs(20);
        live.pick(Seat::Zero, 99, started);
        assert_eq!((&live.picked[..], live.picking_since), (&[7, 7][..], None));
        // The twenty seconds of picking cost nobody any clock.
        let turn = live.game.turn();
        assert_eq!(live.clocks_at(Some(turn), started), [MINUTE; 2]);
        let later = started + Duration::from_secs(25);
        let mut expected = [MINUTE; 2];
        expected[turn.index()] = Duration::from_secs(35);
        assert_eq!(live.clocks_at(Some(turn), later), expected);
        assert_eq!(live.clocks_at(None, later), [MINUTE; 2], "no clock runs");
    }

    #[test]
    fn a_move_after_the_clock_ran_out_finds_it_empty() {
        let t0 = Instant::now();
        let mut live = live(t0);
        live.pick(Seat::Zero, 7, t0);
        live.pick(Seat::One, 7, t0);
        let turn = live.game.turn();
        assert_eq!(
            live.left_after_move(turn, t0 + Duration::from_secs(59)),
            Some(Duration::from_secs(1))
        );
        assert_eq!(live.left_after_move(turn, t0 + MINUTE), None);
        assert_eq!(live.left_after_move(turn, t0 + 2 * MINUTE), None);
        // A bot's seat picks at once when the hand starts.
        let mut with_bot = Live::new(live.game.clone(), live.shuffle, MINUTE, &[Seat::One], t0);
        with_bot.start_picking(&[Seat::One], t0);
        assert_eq!(with_bot.picked, [0, 7]);
    }
}
