//! The two seats at the table.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

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

/// On the wire a seat is its index, 0 or 1 (NOTATION.md sections 3 and 4).
impl Serialize for Seat {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u64(self.index() as u64)
    }
}

impl<'de> Deserialize<'de> for Seat {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Seat, D::Error> {
        let index = u64::deserialize(deserializer)?;
        usize::try_from(index)
            .ok()
            .and_then(Seat::from_index)
            .ok_or_else(|| serde::de::Error::custom(format!("a seat is 0 or 1, not {index}")))
    }
}
