//! The two seats at the table.

use std::fmt;

/// One of the two seats. Seat 0 is dealt first (RULES.md section 8).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Seat {
    Zero,
    One,
}

impl Seat {
    pub const BOTH: [Seat; 2] = [Seat::Zero, Seat::One];

    /// The seat with this index, `None` unless it is 0 or 1.
    pub const fn from_index(index: usize) -> Option<Seat> {
        match index {
            0 => Some(Seat::Zero),
            1 => Some(Seat::One),
            _ => None,
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The opponent's seat.
    #[must_use]
    pub const fn other(self) -> Seat {
        match self {
            Seat::Zero => Seat::One,
            Seat::One => Seat::Zero,
        }
    }
}

impl fmt::Debug for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Seat({})", self.index())
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.index())
    }
}
