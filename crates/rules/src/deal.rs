//! Table settings, deals, and the shuffle that fixes who gets which tile.

use rand_chacha::ChaCha20Rng;
use rand_core::{Rng, SeedableRng};

use crate::seat::{AtFour, AtTwo, Seating};
use crate::{Position, Seat, Seats, Tile, TileSet};

/// How many tiles each player draws at the start of a hand: 7 or 9 at a
/// table of two, 5 at a table of four (RULES.md sections 1 and 9). The
/// size fixes the seating, as a record's `draw` does.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DealSize {
    Seven,
    Nine,
    /// The partnership game: four hands of 5.
    Five,
}

impl DealSize {
    /// 5, 7 or 9; anything else is `None`.
    pub const fn new(tiles: u64) -> Option<DealSize> {
        match tiles {
            5 => Some(DealSize::Five),
            7 => Some(DealSize::Seven),
            9 => Some(DealSize::Nine),
            _ => None,
        }
    }

    pub const fn tiles(self) -> usize {
        match self {
            DealSize::Five => 5,
            DealSize::Seven => 7,
            DealSize::Nine => 9,
        }
    }

    /// Who sits at a table dealt this size.
    pub const fn seats(self) -> Seats {
        match self {
            DealSize::Five => Seats::Four,
            DealSize::Seven | DealSize::Nine => Seats::Two,
        }
    }
}

/// The final score: a multiple of 5 from 50 to 1000.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Target(u16);

impl Target {
    /// The product's default for two players.
    pub const DEFAULT: Target = Target(150);

    /// `None` unless `points` is a multiple of 5 from 50 to 1000.
    pub const fn new(points: u64) -> Option<Target> {
        if points >= 50 && points <= 1000 && points.is_multiple_of(5) {
            Some(Target(points as u16))
        } else {
            None
        }
    }

    pub const fn points(self) -> u16 {
        self.0
    }
}

/// What a table fixes before the game: the draw (and with it the seating)
/// and the final score.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Settings {
    pub deal_size: DealSize,
    pub target: Target,
}

impl Settings {
    pub const fn seats(self) -> Seats {
        self.deal_size.seats()
    }
}

/// The starting hands of a hand, one per seat; the boneyard is every tile
/// not dealt.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Deal {
    /// Seats past the seating's count hold nothing.
    hands: [TileSet; 4],
    size: DealSize,
}

/// Hands that cannot start a hand of this size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum InvalidDeal {
    #[error("{got} hands are dealt, not {expected}")]
    Hands { got: usize, expected: usize },
    #[error("seat {seat} is dealt {got} tiles, not {expected}")]
    Size {
        seat: Seat,
        got: usize,
        expected: usize,
    },
    #[error("{0} is dealt twice")]
    Twice(Tile),
}

impl Deal {
    /// One hand per seat of the seating `size` fixes.
    ///
    /// # Errors
    /// If there are not as many hands as seats, a hand is not `size` tiles,
    /// or two hands share a tile.
    pub fn new(hands: &[TileSet], size: DealSize) -> Result<Deal, InvalidDeal> {
        let seats = size.seats();
        if hands.len() != seats.count() {
            return Err(InvalidDeal::Hands {
                got: hands.len(),
                expected: seats.count(),
            });
        }
        let mut all = [TileSet::EMPTY; 4];
        let mut dealt = TileSet::EMPTY;
        for (&seat, &hand) in seats.all().iter().zip(hands) {
            let got = hand.len();
            if got != size.tiles() {
                return Err(InvalidDeal::Size {
                    seat,
                    got,
                    expected: size.tiles(),
                });
            }
            if let Some(tile) = dealt.intersection(hand).iter().next() {
                return Err(InvalidDeal::Twice(tile));
            }
            dealt = dealt.union(hand);
            all[seat.index()] = hand;
        }
        Ok(Deal { hands: all, size })
    }

    /// The deal of a shuffled order (at least as many tiles as are dealt,
    /// each once): seat 0 the first `size` tiles, seat 1 the next, and so
    /// on round the table. No check is needed: the order's tiles are
    /// distinct.
    #[inline]
    pub(crate) fn from_order(order: &[Tile], size: DealSize) -> Deal {
        match size.seats() {
            Seats::Two => Deal::from_order_seated::<AtTwo>(order, size),
            Seats::Four => Deal::from_order_seated::<AtFour>(order, size),
        }
    }

    /// [`Deal::from_order`] for a size of the seating `S`.
    #[inline]
    pub(crate) fn from_order_seated<S: Seating>(order: &[Tile], size: DealSize) -> Deal {
        debug_assert_eq!(size.seats(), S::SEATS);
        let n = size.tiles();
        let mut hands = [TileSet::EMPTY; 4];
        for (i, hand) in hands.iter_mut().take(S::COUNT).enumerate() {
            for &tile in &order[i * n..(i + 1) * n] {
                hand.insert(tile);
            }
        }
        Deal { hands, size }
    }

    pub const fn hand(&self, seat: Seat) -> TileSet {
        self.hands[seat.index()]
    }

    /// The hands in four slots, the seats past the seating's count empty.
    pub(crate) const fn slots(&self) -> [TileSet; 4] {
        self.hands
    }

    /// The hands, one per seat.
    pub fn hands(&self) -> &[TileSet] {
        &self.hands[..self.size.seats().count()]
    }

    pub fn boneyard(&self) -> TileSet {
        self.dealt().complement()
    }

    /// Every tile dealt.
    pub fn dealt(&self) -> TileSet {
        self.hands.iter().fold(TileSet::EMPTY, |a, &h| a.union(h))
    }

    pub const fn size(&self) -> DealSize {
        self.size
    }

    pub const fn seats(&self) -> Seats {
        self.size.seats()
    }
}

/// A shuffled order of the 28 tiles. Seat 0 is dealt the first 7 (or 9, or
/// 5), seat 1 the next ones, and so on round the table; every draw takes
/// the next tile (RULES.md sections 8 and 9).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Shuffle {
    order: [Tile; 28],
}

impl Shuffle {
    /// The order given by a 32-byte key: a `ChaCha20` stream keyed by it drives
    /// [`Shuffle::fisher_yates`].
    ///
    /// ```
    /// use dominoes_rules::{DealSize, Seat, Shuffle};
    /// let shuffle = Shuffle::from_key([7; 32]);
    /// let deal = shuffle.deal(DealSize::Seven);
    /// assert_eq!(deal.hand(Seat::Zero).len(), 7);
    /// assert_eq!(Shuffle::from_key([7; 32]), shuffle); // the key fixes the deal
    /// ```
    pub fn from_key(key: [u8; 32]) -> Shuffle {
        Shuffle::fisher_yates(&mut ChaCha20Rng::from_seed(key))
    }

    /// Shuffles the canonical order `0-0, 0-1, ..., 6-6` with Fisher-Yates:
    /// for `i` from 27 down to 1, swap position `i` with a uniform `j` in
    /// `0..=i`. Each `j` comes from [`uniform_below`], so the order is unbiased.
    pub fn fisher_yates(rng: &mut impl Rng) -> Shuffle {
        let mut order = Tile::ALL;
        for i in (1..order.len()).rev() {
            let j = uniform_below(rng, i as u32 + 1) as usize;
            order.swap(i, j);
        }
        Shuffle { order }
    }

    /// The shuffled order.
    pub const fn order(&self) -> &[Tile; 28] {
        &self.order
    }

    /// The starting hands.
    pub fn deal(&self, size: DealSize) -> Deal {
        Deal::from_order(&self.order, size)
    }

    /// The tile the next draw in `position` yields: the boneyard is the tail
    /// of the order, drawn from its front. `None` if the boneyard is empty.
    pub fn next_draw(&self, position: &Position) -> Option<Tile> {
        let left = position.boneyard().len();
        (left > 0).then(|| self.order[28 - left])
    }
}

/// A uniform integer in `0..n` from 32-bit words, without modulo bias:
/// words at or above the largest multiple of `n` that fits are rejected and
/// redrawn.
///
/// # Panics
/// If `n` is 0.
pub fn uniform_below(rng: &mut impl Rng, n: u32) -> u32 {
    assert!(n > 0, "uniform_below(0)");
    // 2^32 - (2^32 mod n): the words below it split evenly among 0..n.
    let zone = u64::from(u32::MAX) + 1 - (u64::from(u32::MAX) + 1) % u64::from(n);
    loop {
        let word = rng.next_u32();
        if u64::from(word) < zone {
            return word % n;
        }
    }
}
