//! The four ends of the layout: left and right arms of the lead, up and down off the spinner.

use std::fmt;
use std::str::FromStr;

/// An open end of the layout (NOTATION.md section 1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum End {
    Left,
    Right,
    Up,
    Down,
}

impl End {
    pub const ALL: [End; 4] = [End::Left, End::Right, End::Up, End::Down];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter of the notation: `L`, `R`, `U` or `D`.
    pub const fn letter(self) -> char {
        match self {
            End::Left => 'L',
            End::Right => 'R',
            End::Up => 'U',
            End::Down => 'D',
        }
    }

    /// Whether this end hangs off the spinner (up or down).
    pub const fn is_spinner_end(self) -> bool {
        matches!(self, End::Up | End::Down)
    }

    pub(crate) const fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl fmt::Debug for End {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl fmt::Display for End {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// Text that is not one of `L`, `R`, `U`, `D`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad end {0:?}: expected L, R, U or D")]
pub struct ParseEndError(pub String);

impl FromStr for End {
    type Err = ParseEndError;

    fn from_str(text: &str) -> Result<End, ParseEndError> {
        match text {
            "L" => Ok(End::Left),
            "R" => Ok(End::Right),
            "U" => Ok(End::Up),
            "D" => Ok(End::Down),
            _ => Err(ParseEndError(text.to_owned())),
        }
    }
}
