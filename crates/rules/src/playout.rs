//! Uniformly random playouts: the engine's speed benchmark, and the plainest
//! policy a search can roll out with. Their randomness is a fast
//! non-cryptographic generator; real deals never use it.

use crate::position::first_lead;
use crate::seat::{AtFour, AtTwo, Seating};
use crate::{
    Deal, DealSize, Game, GameError, Move, Position, SeatView, Seats, Settings, Shuffle, Tile,
};

/// wyrand: a tiny, fast generator with a 64-bit state, good enough for
/// playouts and sampling, never for deals between people.
#[derive(Clone, Debug)]
pub struct FastRng(u64);

impl FastRng {
    pub const fn new(seed: u64) -> FastRng {
        FastRng(seed)
    }

    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0xa076_1d64_78bd_642f);
        let t = u128::from(self.0) * u128::from(self.0 ^ 0xe703_7ed1_a0b4_28db);
        (t >> 64) as u64 ^ t as u64
    }

    /// 32 bytes, e.g. a shuffle key for tests and simulations (never for
    /// deals between people, whose keys come from a CSPRNG).
    pub fn key(&mut self) -> [u8; 32] {
        let mut key = [0; 32];
        for chunk in key.chunks_exact_mut(8) {
            chunk.copy_from_slice(&self.next_u64().to_le_bytes());
        }
        key
    }

    /// A number in `0..n` by multiply-shift (Lemire), with a bias below
    /// 2^-32 that playouts can ignore.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        ((u64::from(self.next_u64() as u32) * n as u64) >> 32) as usize
    }
}

/// A uniformly random deal.
pub fn random_deal(rng: &mut FastRng, size: DealSize) -> Deal {
    match size.seats() {
        Seats::Two => random_deal_seated::<AtTwo>(rng, size),
        Seats::Four => random_deal_seated::<AtFour>(rng, size),
    }
}

/// [`random_deal`] for a size of the seating `S`.
#[inline]
fn random_deal_seated<S: Seating>(rng: &mut FastRng, size: DealSize) -> Deal {
    // Only the dealt prefix of the order matters: the boneyard is a set, and
    // playouts draw from it uniformly.
    let mut order = Tile::ALL;
    let n = size.tiles();
    for i in 0..S::COUNT * n {
        let j = i + rng.below(28 - i);
        order.swap(i, j);
    }
    Deal::from_order_seated::<S>(&order, size)
}

/// Plays `position` to the end of its hand, choosing uniformly among the
/// legal actions at every step (a forced draw is then a uniform boneyard
/// tile). Returns the number of actions played.
#[inline]
pub fn play_out(position: &mut Position, rng: &mut FastRng) -> u32 {
    position.play_out(|n| rng.below(n))
}

/// Deals a first hand of a game (0 to 0, final score `target`) and plays it
/// out at random. Returns the final position and the number of actions.
pub fn random_hand(rng: &mut FastRng, size: DealSize, target: u16) -> (Position, u32) {
    // The seating is looked up once: dealing, starting and playing the hand
    // are compiled for it.
    match size.seats() {
        Seats::Two => random_hand_seated::<AtTwo>(rng, size, target),
        Seats::Four => random_hand_seated::<AtFour>(rng, size, target),
    }
}

/// [`random_hand`] for a size of the seating `S`.
#[inline]
fn random_hand_seated<S: Seating>(
    rng: &mut FastRng,
    size: DealSize,
    target: u16,
) -> (Position, u32) {
    let deal = random_deal_seated::<S>(rng, size);
    // Four slots, the empty ones holding no tile: no slice to copy.
    let slots = deal.slots();
    let (leader, tile) = first_lead(&slots[..S::COUNT]);
    let mut position = Position::start_seated::<S>(slots, [0, 0], target, leader, Some(tile))
        .expect("a fresh deal is a valid start");
    let actions = position.play_out_seated::<S>(|n| rng.below(n));
    (position, actions)
}

/// A whole game whose hands are dealt from a seeded stream of shuffle keys
/// (one key per hand, in order): for simulations, tuning and tests, so the
/// same seed deals the same game. Never for deals between people.
///
/// ```
/// use dominoes_rules::playout::SeededGame;
/// use dominoes_rules::{DealSize, Settings, Target};
/// let settings = Settings { deal_size: DealSize::Seven, target: Target::DEFAULT };
/// let play = |seed| {
///     let mut seeded = SeededGame::new(settings, seed);
///     while let Some(view) = seeded.next_view() {
///         seeded.play(view.legal[0]).expect("a listed move is legal");
///     }
///     seeded.game.to_record().to_json()
/// };
/// assert_eq!(play(7), play(7));
/// assert_ne!(play(7), play(8));
/// ```
#[derive(Clone, Debug)]
pub struct SeededGame {
    pub game: Game,
    shuffle: Shuffle,
    keys: FastRng,
}

impl SeededGame {
    pub fn new(settings: Settings, seed: u64) -> SeededGame {
        let mut keys = FastRng::new(seed);
        let shuffle = Shuffle::from_key(keys.key());
        let game = Game::new(settings, shuffle.deal(settings.deal_size))
            .expect("a shuffle deals a valid hand of the set size");
        SeededGame {
            game,
            shuffle,
            keys,
        }
    }

    /// The view of the seat on turn, after dealing the next hand if the
    /// game awaits one; `None` once the game is over.
    pub fn next_view(&mut self) -> Option<SeatView> {
        if self.game.outcome().is_some() {
            return None;
        }
        if self.game.awaits_next_hand() {
            self.shuffle = Shuffle::from_key(self.keys.key());
            self.game
                .next_hand(self.shuffle.deal(self.game.settings().deal_size))
                .expect("a shuffle deals a valid hand of the set size");
        }
        Some(self.game.view(self.game.turn()))
    }

    /// Plays `mv` for the seat on turn (a draw takes the hand's next tile).
    ///
    /// # Errors
    /// If the move is not legal.
    pub fn play(&mut self, mv: Move) -> Result<(), GameError> {
        self.game.play(mv, &self.shuffle).map(|_| ())
    }
}
