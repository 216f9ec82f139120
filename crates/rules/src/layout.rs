//! The line of play: the lead, its two arms, the spinner and its up/down arms, and the count.

use crate::{End, Tile, TileSet};

/// Marks an end that is not open: no tile has this number.
const CLOSED: u8 = 7;

/// The tiles on the table, reduced to what the rules need: the number each
/// open end shows and what it adds to the count.
///
/// Which tiles lie where along each arm is not kept here (the hot loop of
/// every bot does not need it); the hand's history has it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Layout {
    /// The number shown at each end, or `CLOSED`.
    ends: [u8; 4],
    /// What each end adds to the count (RULES.md section 4). Kept up to date
    /// on every placement so that the count is a plain sum.
    values: [u8; 4],
    /// The sum of `values`, kept beside them: summing bytes just written
    /// stalls on store forwarding in the hot loop.
    count: u8,
    /// Tiles on each arm, not counting the lead.
    arms: [u8; 4],
    /// Arms whose next tile covers a side of the spinner; when the last one
    /// is covered, up and down open.
    uncovered: u8,
    /// The first double played.
    spinner: Option<Tile>,
    lead: Option<Tile>,
    /// Every tile on the table.
    played: TileSet,
}

impl Default for Layout {
    fn default() -> Layout {
        Layout::EMPTY
    }
}

impl Layout {
    /// The empty table.
    pub const EMPTY: Layout = Layout {
        ends: [CLOSED; 4],
        values: [0; 4],
        count: 0,
        arms: [0; 4],
        uncovered: 0,
        spinner: None,
        lead: None,
        played: TileSet::EMPTY,
    };

    /// The lead tile, if any.
    pub const fn lead(&self) -> Option<Tile> {
        self.lead
    }

    /// The spinner (the first double played), if any.
    pub const fn spinner(&self) -> Option<Tile> {
        self.spinner
    }

    /// Every tile on the table.
    pub const fn played(&self) -> TileSet {
        self.played
    }

    /// Whether nothing has been played yet.
    pub const fn is_empty(&self) -> bool {
        self.lead.is_none()
    }

    /// The number shown at `end`, or `None` if that end is not open.
    pub const fn end(&self, end: End) -> Option<u8> {
        match self.ends[end.index()] {
            CLOSED => None,
            n => Some(n),
        }
    }

    /// The open ends with the number each shows, in the order L, R, U, D.
    #[inline]
    pub fn open_ends(&self) -> impl Iterator<Item = (End, u8)> {
        let ends = self.ends;
        End::ALL
            .into_iter()
            .filter(move |e| ends[e.index()] != CLOSED)
            .map(move |e| (e, ends[e.index()]))
    }

    /// How many tiles lie on `end`'s arm, the lead not counted.
    pub const fn arm_len(&self, end: End) -> u8 {
        self.arms[end.index()]
    }

    /// The tiles of `hand` that fit each end (none for a closed end), in the order L, R, U, D.
    #[inline]
    pub const fn fitting(&self, hand: TileSet) -> [TileSet; 4] {
        let e = self.ends;
        [
            hand.intersection(TileSet::suit_or_none(e[0])),
            hand.intersection(TileSet::suit_or_none(e[1])),
            hand.intersection(TileSet::suit_or_none(e[2])),
            hand.intersection(TileSet::suit_or_none(e[3])),
        ]
    }

    /// The tiles of `hand` that fit some open end.
    #[inline]
    pub const fn playable(&self, hand: TileSet) -> TileSet {
        let [l, r, u, d] = self.fitting(hand);
        l.union(r).union(u).union(d)
    }

    /// The count: the sum of the ends (RULES.md section 4).
    ///
    /// ```
    /// use dominoes_rules::{End, Layout, Tile};
    /// let t = |s: &str| s.parse::<Tile>().unwrap();
    /// let mut layout = Layout::EMPTY;
    /// layout.place_lead(t("5-5"), 5);
    /// assert_eq!(layout.count(), 10);
    /// layout.place(t("5-2"), End::Left);
    /// assert_eq!(layout.count(), 12);
    /// layout.place(t("5-3"), End::Right);
    /// assert_eq!(layout.count(), 5);
    /// layout.place(t("5-6"), End::Up);
    /// assert_eq!(layout.count(), 11);
    /// layout.place(t("5-4"), End::Down);
    /// assert_eq!(layout.count(), 15);
    /// ```
    #[inline]
    pub const fn count(&self) -> u8 {
        self.count
    }

    /// Places the lead, showing `left` on the left arm, and returns the
    /// count. The caller has checked that the table is empty and that `left`
    /// is on the tile.
    #[inline]
    pub fn place_lead(&mut self, tile: Tile, left: u8) -> u8 {
        debug_assert!(self.is_empty() && tile.has(left));
        let right = tile.other(left);
        self.lead = Some(tile);
        self.played.insert(tile);
        self.ends = [left, right, CLOSED, CLOSED];
        if tile.is_double() {
            // A lone spinner counts both halves once; see `place` for when
            // its count moves to its other side.
            self.values = [2 * left, 0, 0, 0];
            self.spinner = Some(tile);
            self.uncovered = End::Left.bit() | End::Right.bit();
        } else {
            self.values = [left, right, 0, 0];
        }
        self.count = self.values[0] + self.values[1];
        self.count
    }

    /// Whether `tile` can be joined to `end`.
    #[inline]
    pub const fn fits(&self, tile: Tile, end: End) -> bool {
        tile.has(self.ends[end.index()])
    }

    /// Joins `tile` to `end` and returns the count. The caller has checked
    /// [`Layout::fits`].
    #[allow(clippy::inline_always, reason = "the hot loop of random playouts")]
    #[inline(always)]
    pub fn place(&mut self, tile: Tile, end: End) -> u8 {
        debug_assert!(self.fits(tile, end));
        let i = end.index();
        let first_after_lead = u32::from_ne_bytes(self.arms) == 0;
        let out = tile.other(self.ends[i]);
        self.ends[i] = out;
        self.arms[i] += 1;
        self.played.insert(tile);
        let value = if tile.is_double() { 2 * out } else { out };
        // The count goes back to the caller in a register: reading it back
        // from memory right after the byte store would stall.
        let mut count = self.count - self.values[i] + value;
        self.values[i] = value;
        if first_after_lead && self.uncovered != 0 {
            // A lead spinner with one side covered counts both halves at the other.
            // (The lone lead's value sat on the left: replace, don't add.)
            let other = End::Left.index() + End::Right.index() - i;
            let spinner = 2 * self.ends[other];
            count = count - self.values[other] + spinner;
            self.values[other] = spinner;
        }
        self.count = count;
        if self.uncovered & end.bit() != 0 {
            self.uncovered &= !end.bit();
            if self.uncovered == 0 {
                let n = self.spinner.map_or(CLOSED, Tile::low);
                self.ends[End::Up.index()] = n;
                self.ends[End::Down.index()] = n;
            }
        }
        if self.spinner.is_none() && tile.is_double() {
            self.spinner = Some(tile);
            self.uncovered = end.bit();
        }
        count
    }
}
