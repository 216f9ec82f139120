//! Table settings, deals, and the shuffle that fixes who gets which tile.

use rand_chacha::ChaCha20Rng;
use rand_core::{Rng, SeedableRng};

use crate::{Position, Seat, Tile, TileSet};

/// How many tiles each player draws at the start of a hand.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DealSize {
    Seven,
    Nine,
}

impl DealSize {
    /// 7 or 9; anything else is `None`.
    pub const fn new(tiles: u64) -> Option<DealSize> {
        match tiles {
            7 => Some(DealSize::Seven),
            9 => Some(DealSize::Nine),
            _ => None,
        }
    }

    pub const fn tiles(self) -> usize {
        match self {
            DealSize::Seven => 7,
            DealSize::Nine => 9,
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

/// What a table fixes before the game: the draw and the final score.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Settings {
    pub deal_size: DealSize,
    pub target: Target,
}

/// The two starting hands of a hand; the boneyard is every tile not dealt.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Deal {
    hands: [TileSet; 2],
}

/// Two hands that cannot start a hand of this size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum InvalidDeal {
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
    /// # Errors
    /// If a hand is not `size` tiles or the hands share a tile.
    pub fn new(hands: [TileSet; 2], size: DealSize) -> Result<Deal, InvalidDeal> {
        for seat in Seat::BOTH {
            let got = hands[seat.index()].len();
            if got != size.tiles() {
                return Err(InvalidDeal::Size {
                    seat,
                    got,
                    expected: size.tiles(),
                });
            }
        }
        if let Some(tile) = hands[0].intersection(hands[1]).iter().next() {
            return Err(InvalidDeal::Twice(tile));
        }
        Ok(Deal { hands })
    }

    pub const fn hand(&self, seat: Seat) -> TileSet {
        self.hands[seat.index()]
    }

    pub const fn hands(&self) -> [TileSet; 2] {
        self.hands
    }

    pub fn boneyard(&self) -> TileSet {
        self.hands[0].union(self.hands[1]).complement()
    }

    pub(crate) fn size(self) -> usize {
        self.hands[0].len()
    }
}

/// A shuffled order of the 28 tiles. Seat 0 is dealt the first 7 (or 9),
/// seat 1 the next 7 (or 9), and every draw takes the next tile (RULES.md
/// section 8).
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
        let n = size.tiles();
        let hand = |range: std::ops::Range<usize>| self.order[range].iter().copied().collect();
        Deal {
            hands: [hand(0..n), hand(n..2 * n)],
        }
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
