//! Tiles of the double-six set, and sets of tiles as a 28-bit mask.

use std::fmt;
use std::str::FromStr;

/// The highest number on a double-six tile.
pub const MAX_PIPS: u8 = 6;

/// One of the 28 tiles `a-b` with `0 <= a <= b <= 6`.
///
/// A tile is stored as its index in the canonical order `0-0, 0-1, ..., 0-6,
/// 1-1, ..., 6-6`, so that a [`TileSet`] is a plain bit mask.
///
/// ```
/// use dominoes_rules::Tile;
/// let tile: Tile = "6-3".parse().unwrap();
/// assert_eq!(tile.to_string(), "3-6");
/// assert_eq!(tile.weight(), 9);
/// assert!(!tile.is_double());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tile(u8);

/// Low and high number of every tile index, built once at compile time.
const HALVES: [(u8, u8); 28] = {
    let mut halves = [(0, 0); 28];
    let mut index = 0;
    let mut low = 0;
    while low <= MAX_PIPS {
        let mut high = low;
        while high <= MAX_PIPS {
            halves[index] = (low, high);
            index += 1;
            high += 1;
        }
        low += 1;
    }
    halves
};

impl Tile {
    /// Every tile, in canonical order.
    pub const ALL: [Tile; 28] = {
        let mut all = [Tile(0); 28];
        let mut i = 0;
        while i < 28 {
            all[i] = Tile(i as u8);
            i += 1;
        }
        all
    };

    /// The tile showing `a` and `b` (in either order), or `None` if a number is above 6.
    pub const fn new(a: u8, b: u8) -> Option<Tile> {
        if a > MAX_PIPS || b > MAX_PIPS {
            return None;
        }
        let (low, high) = if a <= b { (a, b) } else { (b, a) };
        // Tiles with a smaller low number come first: row `l` holds 7 - l tiles.
        let row_start = low * 7 - low * (low.saturating_sub(1)) / 2;
        Some(Tile(row_start + (high - low)))
    }

    /// The double `n-n`, or `None` if `n` is above 6.
    pub const fn double(n: u8) -> Option<Tile> {
        Tile::new(n, n)
    }

    /// The tile with this canonical index (`0..28`).
    pub const fn from_index(index: u8) -> Option<Tile> {
        if index < 28 { Some(Tile(index)) } else { None }
    }

    /// The canonical index of this tile, `0..28`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The smaller number.
    pub const fn low(self) -> u8 {
        HALVES[self.0 as usize].0
    }

    /// The larger number.
    pub const fn high(self) -> u8 {
        HALVES[self.0 as usize].1
    }

    /// The pip total.
    pub const fn weight(self) -> u8 {
        self.low() + self.high()
    }

    /// Whether both halves show the same number.
    pub const fn is_double(self) -> bool {
        self.low() == self.high()
    }

    /// Whether either half shows `n`.
    pub const fn has(self, n: u8) -> bool {
        self.low() == n || self.high() == n
    }

    /// The number on the other half from `n`. For a tile without `n` the
    /// result is meaningless; callers check [`Tile::has`] first.
    pub const fn other(self, n: u8) -> u8 {
        self.low() + self.high() - n
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.low(), self.high())
    }
}

impl fmt::Debug for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

/// Text that is not a tile `a-b` with two digits 0..6.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad tile {0:?}: expected two numbers 0..6 joined by '-', like \"3-6\"")]
pub struct ParseTileError(pub String);

/// Parses `a-b` into its two numbers in the order written.
pub(crate) fn parse_halves(text: &str) -> Result<(u8, u8), ParseTileError> {
    let bad = || ParseTileError(text.to_owned());
    match text.as_bytes() {
        &[a @ b'0'..=b'6', b'-', b @ b'0'..=b'6'] => Ok((a - b'0', b - b'0')),
        _ => Err(bad()),
    }
}

impl FromStr for Tile {
    type Err = ParseTileError;

    fn from_str(text: &str) -> Result<Tile, ParseTileError> {
        let (a, b) = parse_halves(text)?;
        Tile::new(a, b).ok_or_else(|| ParseTileError(text.to_owned()))
    }
}

/// `SUITS` indexed by any byte, so the hot loop needs neither a mask nor a
/// bounds check (a masked vector load of the ends stalled on store forwarding).
const SUITS_BY_BYTE: [TileSet; 256] = {
    let mut suits = [TileSet(0); 256];
    let mut n = 0;
    while n < 8 {
        suits[n] = SUITS[n];
        n += 1;
    }
    suits
};

/// The index of each double `n-n`.
const DOUBLES: [u8; 7] = {
    let mut doubles = [0; 7];
    let mut i = 0;
    while i < 28 {
        if HALVES[i].0 == HALVES[i].1 {
            doubles[HALVES[i].0 as usize] = i as u8;
        }
        i += 1;
    }
    doubles
};

/// A set of tiles: bit `i` is the tile with canonical index `i`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct TileSet(u32);

/// The tiles that show each number (`SUITS[n]`), built at compile time;
/// `SUITS[7]` is empty (no tile shows 7: the layout's mark of a closed end).
const SUITS: [TileSet; 8] = {
    let mut suits = [TileSet(0); 8];
    let mut i = 0;
    while i < 28 {
        let (low, high) = HALVES[i];
        suits[low as usize].0 |= 1 << i;
        suits[high as usize].0 |= 1 << i;
        i += 1;
    }
    suits
};

impl TileSet {
    /// No tiles.
    pub const EMPTY: TileSet = TileSet(0);
    /// All 28 tiles.
    pub const FULL: TileSet = TileSet((1 << 28) - 1);

    /// The tiles showing `n` (seven tiles for every `n` in 0..=6).
    ///
    /// # Panics
    /// If `n` is above 6.
    pub const fn suit(n: u8) -> TileSet {
        assert!(n <= MAX_PIPS, "a tile's numbers are 0..=6");
        SUITS[n as usize]
    }

    /// [`TileSet::suit`], and the empty set above 6 (a closed end).
    #[inline]
    pub(crate) const fn suit_or_none(n: u8) -> TileSet {
        SUITS_BY_BYTE[n as usize]
    }

    /// The set with exactly these bits; `None` if a bit above 27 is set.
    pub const fn from_bits(bits: u32) -> Option<TileSet> {
        if bits & !TileSet::FULL.0 == 0 {
            Some(TileSet(bits))
        } else {
            None
        }
    }

    /// The set of the bits below 28.
    pub const fn from_bits_truncate(bits: u32) -> TileSet {
        TileSet(bits & TileSet::FULL.0)
    }

    /// The raw mask.
    pub const fn bits(self) -> u32 {
        self.0
    }

    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn contains(self, tile: Tile) -> bool {
        self.0 & (1 << tile.0) != 0
    }

    pub fn insert(&mut self, tile: Tile) {
        self.0 |= 1 << tile.0;
    }

    pub fn remove(&mut self, tile: Tile) {
        self.0 &= !(1 << tile.0);
    }

    #[must_use]
    pub const fn with(self, tile: Tile) -> TileSet {
        TileSet(self.0 | 1 << tile.0)
    }

    #[must_use]
    pub const fn union(self, other: TileSet) -> TileSet {
        TileSet(self.0 | other.0)
    }

    #[must_use]
    pub const fn intersection(self, other: TileSet) -> TileSet {
        TileSet(self.0 & other.0)
    }

    #[must_use]
    pub const fn difference(self, other: TileSet) -> TileSet {
        TileSet(self.0 & !other.0)
    }

    /// The tiles of the set not in `self`'s complement within the double-six set.
    #[must_use]
    pub const fn complement(self) -> TileSet {
        TileSet(!self.0 & TileSet::FULL.0)
    }

    /// The `n`-th tile of the set in canonical order (0-based).
    pub fn nth(self, n: usize) -> Option<Tile> {
        let mut bits = self.0;
        for _ in 0..n {
            bits &= bits.checked_sub(1)?;
        }
        (bits != 0).then(|| Tile(bits.trailing_zeros() as u8))
    }

    /// The total of the pips of every tile in the set.
    pub fn pips(self) -> u16 {
        // Each number n counts once per tile of its suit, and once more per double n-n.
        let mut pips = 0;
        for n in 1..=MAX_PIPS {
            let suit = self.intersection(TileSet::suit(n)).len() as u16;
            let double = u16::from(self.contains(Tile(DOUBLES[n as usize])));
            pips += u16::from(n) * (suit + double);
        }
        pips
    }

    /// The tiles in canonical order.
    pub fn iter(self) -> Tiles {
        Tiles(self.0)
    }
}

impl fmt::Debug for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl FromIterator<Tile> for TileSet {
    fn from_iter<I: IntoIterator<Item = Tile>>(iter: I) -> TileSet {
        let mut set = TileSet::EMPTY;
        for tile in iter {
            set.insert(tile);
        }
        set
    }
}

impl IntoIterator for TileSet {
    type Item = Tile;
    type IntoIter = Tiles;

    fn into_iter(self) -> Tiles {
        self.iter()
    }
}

/// Iterator over a [`TileSet`] in canonical order.
#[derive(Debug, Clone)]
pub struct Tiles(u32);

impl Iterator for Tiles {
    type Item = Tile;

    fn next(&mut self) -> Option<Tile> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Tile(index))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Tiles {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_set_has_28_tiles_and_168_pips() {
        assert_eq!(TileSet::FULL.len(), 28);
        assert_eq!(TileSet::FULL.pips(), 168);
        for (i, tile) in Tile::ALL.into_iter().enumerate() {
            assert_eq!(tile.index(), i);
            assert_eq!(Tile::new(tile.high(), tile.low()), Some(tile));
        }
    }

    #[test]
    fn every_suit_has_seven_tiles() {
        for n in 0..=6 {
            let suit = TileSet::suit(n);
            assert_eq!(suit.len(), 7);
            assert!(suit.iter().all(|t| t.has(n)));
        }
    }

    #[test]
    fn tiles_parse_in_either_order_and_print_smaller_first() {
        assert_eq!("6-3".parse::<Tile>().unwrap().to_string(), "3-6");
        assert_eq!("0-0".parse::<Tile>().unwrap(), Tile::double(0).unwrap());
        for bad in [
            "", "7-1", "1-", "1 -2", "12", "1-2 ", "a-b", "1--2", "-1-2", "1–2",
        ] {
            assert!(bad.parse::<Tile>().is_err(), "{bad:?} parsed");
        }
    }

    #[test]
    fn nth_walks_the_set_in_order() {
        let set: TileSet = ["0-1", "2-5", "6-6"]
            .iter()
            .map(|t| t.parse().unwrap())
            .collect();
        assert_eq!(set.nth(0).unwrap().to_string(), "0-1");
        assert_eq!(set.nth(2).unwrap().to_string(), "6-6");
        assert_eq!(set.nth(3), None);
    }
}
