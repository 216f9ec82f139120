//! The line of play: the lead, its two arms, the spinner and its up/down arms, and the count.

use crate::{End, Tile, TileSet};

/// The tiles on the table, reduced to what the rules need: which ends are
/// open, the number each exposes, and whether a double lies across it.
///
/// Which tiles lie where along each arm is not kept here (the hot loop of
/// every bot does not need it); the hand's history has it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Layout {
    /// The number exposed at each end (meaningful only where open).
    ends: [u8; 4],
    /// Tiles on each arm, not counting the lead.
    arms: [u8; 4],
    /// Bit per open end.
    open: u8,
    /// Bit per end whose outermost tile is a double (it counts both halves).
    doubled: u8,
    /// The first double played, with where it lies.
    spinner: Option<Spinner>,
    lead: Option<Tile>,
    /// Every tile on the table.
    played: TileSet,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Spinner {
    tile: Tile,
    /// `None` for a lead spinner; else the arm it was played on and how many
    /// tiles that arm held once it was placed.
    on_arm: Option<(End, u8)>,
}

impl Layout {
    /// The empty table.
    pub const EMPTY: Layout =
        Layout {
        ends: [0; 4],
        arms: [0; 4],
        open: 0,
        doubled: 0,
        spinner: None,
        lead: None,
        played: TileSet::EMPTY,
    };

    /// The lead tile, if any.
    pub const fn lead(&self) -> Option<Tile> {
        self.lead
    }

    /// Every tile on the table.
    pub const fn played(&self) -> TileSet {
        self.played
    }

    /// The spinner (the first double played), if any.
    pub fn spinner(&self) -> Option<Tile> {
        self.spinner.map(|s| s.tile)
    }

    /// Whether nothing has been played yet.
    pub const fn is_empty(&self) -> bool {
        self.lead.is_none()
    }

    /// The number exposed at `end`, or `None` if that end is not open.
    pub const fn end(&self, end: End) -> Option<u8> {
        if self.open & end.bit() != 0 { Some(self.ends[end.index()]) } else { None }
    }

    /// The open ends with the number each exposes, in the order L, R, U, D.
    pub fn open_ends(&self) -> impl Iterator<Item = (End, u8)> + '_ {
        End::ALL.into_iter().filter_map(|end| Some((end, self.end(end)?)))
    }

    /// How many tiles lie on `end`'s arm, the lead not counted.
    pub const fn arm_len(&self, end: End) -> u8 {
        self.arms[end.index()]
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
    /// ```
    pub fn count(&self) -> u8 {
        let Some(lead) = self.lead else { return 0 };
        if self.arms == [0; 4] {
            return lead.weight();
        }
        let mut count = 0;
        for end in End::ALL {
            let bit = end.bit();
            // An up or down end with nothing on it counts nothing.
            if self.open & bit == 0 || (end.is_spinner_end() && self.arms[end.index()] == 0) {
                continue;
            }
            let n = self.ends[end.index()];
            count += if self.doubled & bit != 0 { 2 * n } else { n };
        }
        count
    }

    /// Places the lead, showing `left` on the left arm. The caller has
    /// checked that the table is empty and that `left` is on the tile.
    pub fn place_lead(&mut self, tile: Tile, left: u8) {
        debug_assert!(self.is_empty() && tile.has(left));
        self.lead = Some(tile);
        self.played.insert(tile);
        self.ends = [left, tile.other(left), 0, 0];
        self.open = End::Left.bit() | End::Right.bit();
        if tile.is_double() {
            self.doubled = self.open;
            self.spinner = Some(Spinner { tile, on_arm: None });
        }
    }

    /// The tiles of `hand` that fit some open end.
    #[inline]
    pub fn playable(&self, hand: TileSet) -> TileSet {
        let mut suits = 0;
        let mut open = self.open;
        while open != 0 {
            let i = open.trailing_zeros() as usize;
            open &= open - 1;
            suits |= TileSet::suit(self.ends[i]).bits();
        }
        hand.intersection(TileSet::from_bits_truncate(suits))
    }

    /// Whether `tile` can be joined to `end`.
    pub const fn fits(&self, tile: Tile, end: End) -> bool {
        match self.end(end) {
            Some(n) => tile.has(n),
            None => false,
        }
    }

    /// Joins `tile` to `end`. The caller has checked [`Layout::fits`].
    pub fn place(&mut self, tile: Tile, end: End) {
        debug_assert!(self.fits(tile, end));
        let i = end.index();
        self.played.insert(tile);
        self.ends[i] = tile.other(self.ends[i]);
        self.arms[i] += 1;
        if tile.is_double() {
            self.doubled |= end.bit();
        } else {
            self.doubled &= !end.bit();
        }
        match self.spinner {
            None if tile.is_double() => {
                self.spinner = Some(Spinner { tile, on_arm: Some((end, self.arms[i])) });
            }
            Some(Spinner { tile: spinner, on_arm }) if self.open & End::Up.bit() == 0 => {
                let both_sides_covered = match on_arm {
                    None => self.arms[End::Left.index()] > 0 && self.arms[End::Right.index()] > 0,
                    Some((arm, depth)) => self.arms[arm.index()] > depth,
                };
                if both_sides_covered {
                    let n = spinner.low();
                    self.ends[End::Up.index()] = n;
                    self.ends[End::Down.index()] = n;
                    self.open |= End::Up.bit() | End::Down.bit();
                }
            }
            _ => {}
        }
    }
}
