//! Actions in the notation of NOTATION.md section 1: leads, plays, draws, passes.

use std::fmt;
use std::str::FromStr;

use crate::tile::{ParseTileError, parse_halves};
use crate::{End, Tile};

/// Something that happens on a turn, with everything known: a draw names its tile.
///
/// This is what the referee applies and what a game record stores. A player
/// chooses a [`Move`] instead, in which a draw is blind.
///
/// ```
/// use dominoes_rules::{Action, End};
/// let action: Action = "6-2 L".parse().unwrap();
/// assert!(matches!(action, Action::Play { end: End::Left, .. }));
/// assert_eq!(action.to_string(), "2-6 L");
/// assert_eq!("6-3".parse::<Action>().unwrap().to_string(), "6-3"); // a lead keeps its order
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// The hand's first tile; `left` is the number it shows on the left arm.
    Lead { tile: Tile, left: u8 },
    /// A tile joined to an open end.
    Play { tile: Tile, end: End },
    /// The next tile from the boneyard, which turned out to be `Tile`.
    Draw(Tile),
    /// No play possible and the boneyard empty.
    Pass,
}

/// What a seat chooses on its turn, knowing only its own view: like an
/// [`Action`], but a draw does not (and cannot) choose its tile.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    Lead { tile: Tile, left: u8 },
    Play { tile: Tile, end: End },
    Draw,
    Pass,
}

impl Action {
    /// The move a player made to cause this action.
    pub const fn to_move(self) -> Move {
        match self {
            Action::Lead { tile, left } => Move::Lead { tile, left },
            Action::Play { tile, end } => Move::Play { tile, end },
            Action::Draw(_) => Move::Draw,
            Action::Pass => Move::Pass,
        }
    }

    /// The tile a lead or play puts on the table.
    pub const fn placed_tile(self) -> Option<Tile> {
        match self {
            Action::Lead { tile, .. } | Action::Play { tile, .. } => Some(tile),
            Action::Draw(_) | Action::Pass => None,
        }
    }
}

fn write_lead(f: &mut fmt::Formatter<'_>, tile: Tile, left: u8) -> fmt::Result {
    write!(f, "{}-{}", left, tile.other(left))
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Lead { tile, left } => write_lead(f, tile, left),
            Action::Play { tile, end } => write!(f, "{tile} {end}"),
            Action::Draw(tile) => write!(f, "draw {tile}"),
            Action::Pass => f.write_str("pass"),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Lead { tile, left } => write_lead(f, tile, left),
            Move::Play { tile, end } => write!(f, "{tile} {end}"),
            Move::Draw => f.write_str("draw"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// Text that is not an action of NOTATION.md section 1.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseActionError {
    #[error(
        "bad action {0:?}: expected \"a-b\", \"a-b L|R|U|D\", \"draw\", \"draw a-b\" or \"pass\""
    )]
    Shape(String),
    #[error(transparent)]
    Tile(#[from] ParseTileError),
    #[error("bad action {0:?}: a draw here must not name its tile")]
    DrawNamesTile(String),
    #[error("bad action {0:?}: a draw in a record names the tile drawn")]
    DrawWithoutTile(String),
}

/// The forms shared by actions and moves, split on single ASCII spaces.
enum Parsed {
    Lead { tile: Tile, left: u8 },
    Play { tile: Tile, end: End },
    Draw(Option<Tile>),
    Pass,
}

fn parse(text: &str) -> Result<Parsed, ParseActionError> {
    let shape = || ParseActionError::Shape(text.to_owned());
    let tile = |t: &str| -> Result<(Tile, u8), ParseActionError> {
        let (a, b) = parse_halves(t)?;
        let tile = Tile::new(a, b).ok_or_else(|| ParseTileError(t.to_owned()))?;
        Ok((tile, a))
    };
    let mut words = text.split(' ');
    let first = words.next().unwrap_or_default();
    let second = words.next();
    if words.next().is_some() {
        return Err(shape());
    }
    match (first, second) {
        ("pass", None) => Ok(Parsed::Pass),
        ("draw", None) => Ok(Parsed::Draw(None)),
        ("draw", Some(t)) => Ok(Parsed::Draw(Some(tile(t)?.0))),
        (t, None) => {
            let (tile, left) = tile(t)?;
            Ok(Parsed::Lead { tile, left })
        }
        (t, Some(end)) => {
            let end = end.parse().map_err(|_| shape())?;
            Ok(Parsed::Play {
                tile: tile(t)?.0,
                end,
            })
        }
    }
}

impl FromStr for Action {
    type Err = ParseActionError;

    /// Parses the record form: a draw names its tile (`draw 3-4`).
    fn from_str(text: &str) -> Result<Action, ParseActionError> {
        Ok(match parse(text)? {
            Parsed::Lead { tile, left } => Action::Lead { tile, left },
            Parsed::Play { tile, end } => Action::Play { tile, end },
            Parsed::Draw(Some(tile)) => Action::Draw(tile),
            Parsed::Draw(None) => return Err(ParseActionError::DrawWithoutTile(text.to_owned())),
            Parsed::Pass => Action::Pass,
        })
    }
}

impl FromStr for Move {
    type Err = ParseActionError;

    /// Parses a player's answer: a draw is the bare word `draw`.
    fn from_str(text: &str) -> Result<Move, ParseActionError> {
        Ok(match parse(text)? {
            Parsed::Lead { tile, left } => Move::Lead { tile, left },
            Parsed::Play { tile, end } => Move::Play { tile, end },
            Parsed::Draw(None) => Move::Draw,
            Parsed::Draw(Some(_)) => return Err(ParseActionError::DrawNamesTile(text.to_owned())),
            Parsed::Pass => Move::Pass,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_round_trip_through_text() {
        for text in [
            "6-6", "3-6", "6-3", "2-6 L", "0-5 U", "1-1 D", "draw 3-4", "pass",
        ] {
            assert_eq!(text.parse::<Action>().unwrap().to_string(), text);
        }
        assert_eq!("6-2 R".parse::<Action>().unwrap().to_string(), "2-6 R");
    }

    #[test]
    fn malformed_actions_are_rejected() {
        for bad in [
            "",
            " ",
            "6-6 ",
            " 6-6",
            "6-6  L",
            "6-6 X",
            "6-6 l",
            "draw",
            "draw  1-2",
            "pass 1-2",
            "7-1",
            "6-6 L R",
            "Pass",
            "draw 1-9",
        ] {
            assert!(bad.parse::<Action>().is_err(), "{bad:?} parsed");
        }
    }

    #[test]
    fn a_move_draws_blind() {
        assert_eq!("draw".parse::<Move>(), Ok(Move::Draw));
        assert!(matches!(
            "draw 1-2".parse::<Move>(),
            Err(ParseActionError::DrawNamesTile(_))
        ));
    }
}
