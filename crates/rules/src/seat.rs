//! The seats at the table, how many there are, and the two sides.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One seat. Seats sit clockwise from 0 and seat 0 is dealt first (RULES.md
/// sections 8 and 9); a two-player game uses seats 0 and 1 only.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Seat {
    Zero,
    One,
    Two,
    Three,
}

impl Seat {
    /// The seats of a two-player game.
    pub const BOTH: [Seat; 2] = [Seat::Zero, Seat::One];
    /// The seats of a four-player game, in playing order.
    pub const ALL: [Seat; 4] = [Seat::Zero, Seat::One, Seat::Two, Seat::Three];

    /// The seat with this index, `None` unless it is 0 to 3.
    pub const fn from_index(index: usize) -> Option<Seat> {
        match index {
            0 => Some(Seat::Zero),
            1 => Some(Seat::One),
            2 => Some(Seat::Two),
            3 => Some(Seat::Three),
            _ => None,
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The opponent's seat in a two-player game (seat 0 and seat 1 face each
    /// other). At a table of four, use [`Seats::next`] and [`Seat::team`].
    #[must_use]
    pub const fn other(self) -> Seat {
        match self {
            Seat::Zero => Seat::One,
            Seat::One => Seat::Zero,
            Seat::Two => Seat::Three,
            Seat::Three => Seat::Two,
        }
    }

    /// The side this seat plays for: seats 0 and 2 are team 0, seats 1 and 3
    /// team 1. At a table of two each seat is its own side, so a two-player
    /// game's seat and team have the same number.
    #[inline]
    pub const fn team(self) -> Team {
        if self.index() & 1 == 0 {
            Team::Zero
        } else {
            Team::One
        }
    }

    /// The partner across the table at a table of four.
    #[must_use]
    pub const fn partner(self) -> Seat {
        match self {
            Seat::Zero => Seat::Two,
            Seat::One => Seat::Three,
            Seat::Two => Seat::Zero,
            Seat::Three => Seat::One,
        }
    }
}

/// How many sit at the table: two players each for themselves, or four in
/// two partnerships (RULES.md section 9). The rules differ only where the
/// count of seats shows: whose turn is next, and whose pips a hand's end
/// scores.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[repr(u8)]
pub enum Seats {
    // Each is the mask that wraps a seat index round the table (the count
    // less one), so passing the turn is an add and an and.
    #[default]
    Two = 1,
    Four = 3,
}

impl Seats {
    /// How many seats.
    pub const fn count(self) -> usize {
        self as usize + 1
    }

    /// 2 or 4; anything else is `None`.
    pub const fn new(count: usize) -> Option<Seats> {
        match count {
            2 => Some(Seats::Two),
            4 => Some(Seats::Four),
            _ => None,
        }
    }

    /// The seats, in playing order from seat 0.
    pub const fn all(self) -> &'static [Seat] {
        match self {
            Seats::Two => &Seat::BOTH,
            Seats::Four => &Seat::ALL,
        }
    }

    /// The seat after `seat`, clockwise: who plays next.
    #[inline]
    pub const fn next(self, seat: Seat) -> Seat {
        // The hot loop of every search passes the turn: the match maps each
        // index to the seat of that number, so it compiles to nothing.
        match (seat as u8 + 1) & self as u8 {
            0 => Seat::Zero,
            1 => Seat::One,
            2 => Seat::Two,
            _ => Seat::Three,
        }
    }

    /// How many, in a word, as the records' error messages say it.
    pub const fn word(self) -> &'static str {
        match self {
            Seats::Two => "two",
            Seats::Four => "four",
        }
    }

    /// Whether this is the partnership game.
    pub const fn partners(self) -> bool {
        matches!(self, Seats::Four)
    }
}

/// A seating fixed when the code is compiled: the engine's hot paths (a
/// random playout, placing a tile, a hand's end) are generic over it and
/// compiled once for two seats and once for four, from the same source. A
/// `Position` keeps its [`Seats`] and picks the instance once per call (once
/// per hand in a playout), so the two-seat loop pays nothing for the four
/// seats it does not have: the turn passes with one instruction, a seat is
/// its own side, and only the seats that sit are looked at.
pub(crate) trait Seating {
    const SEATS: Seats;

    /// How many seats.
    const COUNT: usize = Self::SEATS.count();

    /// The seat after `seat`, clockwise, as [`Seats::next`].
    #[inline]
    fn next(seat: Seat) -> Seat {
        if Self::SEATS.partners() {
            Self::SEATS.next(seat)
        } else {
            // Seat 0 or 1: the other one.
            seat.other()
        }
    }

    /// The index of `seat`'s side, as [`Seat::team`]: at a table of two the
    /// seat (0 or 1) is its own side.
    #[inline]
    fn side(seat: Seat) -> usize {
        if Self::SEATS.partners() {
            seat.team().index()
        } else {
            seat.index()
        }
    }
}

/// Two seats, each its own side.
#[derive(Debug)]
pub(crate) enum AtTwo {}

impl Seating for AtTwo {
    const SEATS: Seats = Seats::Two;
}

/// Four seats in two partnerships.
#[derive(Debug)]
pub(crate) enum AtFour {}

impl Seating for AtFour {
    const SEATS: Seats = Seats::Four;
}

/// One of the two sides: a player at a table of two, a partnership at a
/// table of four. Scores are kept per side; a game is won by a side.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Team {
    Zero,
    One,
}

impl Team {
    pub const BOTH: [Team; 2] = [Team::Zero, Team::One];

    /// The side with this index, `None` unless it is 0 or 1.
    pub const fn from_index(index: usize) -> Option<Team> {
        match index {
            0 => Some(Team::Zero),
            1 => Some(Team::One),
            _ => None,
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other side.
    #[must_use]
    pub const fn other(self) -> Team {
        match self {
            Team::Zero => Team::One,
            Team::One => Team::Zero,
        }
    }

    /// The side's first seat: at a table of two, its only one.
    pub const fn first_seat(self) -> Seat {
        match self {
            Team::Zero => Seat::Zero,
            Team::One => Seat::One,
        }
    }

    /// Whether `seat` plays for this side.
    pub const fn has(self, seat: Seat) -> bool {
        seat.index() % 2 == self.index()
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

impl fmt::Debug for Team {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Team({})", self.index())
    }
}

impl fmt::Display for Team {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.index())
    }
}

/// On the wire a seat is its index, 0 to 3 (NOTATION.md sections 3, 4 and 6).
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
            .ok_or_else(|| serde::de::Error::custom(format!("a seat is 0 to 3, not {index}")))
    }
}

/// On the wire a side is its index, 0 or 1.
impl Serialize for Team {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u64(self.index() as u64)
    }
}

impl<'de> Deserialize<'de> for Team {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Team, D::Error> {
        let index = u64::deserialize(deserializer)?;
        usize::try_from(index)
            .ok()
            .and_then(Team::from_index)
            .ok_or_else(|| serde::de::Error::custom(format!("a team is 0 or 1, not {index}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn play_goes_clockwise_and_partners_sit_across() {
        assert_eq!(Seats::Two.next(Seat::Zero), Seat::One);
        assert_eq!(Seats::Two.next(Seat::One), Seat::Zero);
        let order: Vec<Seat> = Seat::ALL.map(|s| Seats::Four.next(s)).to_vec();
        assert_eq!(order, [Seat::One, Seat::Two, Seat::Three, Seat::Zero]);
        for seat in Seat::ALL {
            assert_eq!(seat.partner().team(), seat.team());
            assert_ne!(Seats::Four.next(seat).team(), seat.team());
            assert!(seat.team().has(seat) && !seat.team().other().has(seat));
        }
        for team in Team::BOTH {
            assert_eq!(team.first_seat().team(), team);
        }
    }

    /// The seatings the hot paths are compiled for agree with `Seats` and
    /// `Seat::team` at every seat that sits.
    #[test]
    fn compiled_seatings_agree_with_the_seats() {
        fn check<S: Seating>() {
            assert_eq!(S::COUNT, S::SEATS.count());
            for &seat in S::SEATS.all() {
                assert_eq!(S::next(seat), S::SEATS.next(seat), "{seat:?}");
                assert_eq!(S::side(seat), seat.team().index(), "{seat:?}");
            }
        }
        check::<AtTwo>();
        check::<AtFour>();
    }
}
