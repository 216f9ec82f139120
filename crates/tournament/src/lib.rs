//! Tournaments as pure rules: the three formats, who meets whom each
//! round, the standings and their tie-breaks, and how the prize is split.
//!
//! Nothing here knows a clock, a socket or a database: the room
//! (`crates/server`) stores a tournament's entrants and results and asks
//! this crate what follows from them, so the same results always give the
//! same pairings, standings and payouts (after a restart, on any node).
//! docs/tournaments.md states every rule in words; this crate is the rule.
//!
//! ```text
//! swiss.rs      a round's pairs and bye, for Swiss and duplicate events
//! duplicate.rs  a duplicate board's games: each deal from both seats
//! knockout.rs   the bracket: seeding, byes, who meets whom, places
//! standings.rs  points, Buchholz, points for minus against; the order
//! prize.rs      the entry fees' pool split by places, to the chip
//! ```

pub mod duplicate;
pub mod knockout;
pub mod prize;
pub mod standings;
pub mod swiss;

use serde::{Deserialize, Serialize};

/// An entrant's id: the room's user id.
pub type PlayerId = i64;

/// An entrant as the pairing sees them.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entrant {
    pub id: PlayerId,
    /// Their rating when the tournament started (ties in the first round's
    /// order and in the standings are broken by it).
    pub rating: f64,
}

/// How a tournament is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Format {
    /// Single elimination; each match best of `best_of` games (1 or 3).
    Knockout { best_of: u8 },
    /// `rounds` rounds; each round one game against an opponent of a
    /// similar score, never the same opponent twice.
    Swiss { rounds: u8 },
    /// `rounds` rounds paired as Swiss; in each round every table plays
    /// the same `deals` deals, each pair every deal from both seats, and
    /// standings go by points difference.
    Duplicate { rounds: u8, deals: u8 },
}

/// What is wrong with a tournament's plan, in a sentence for the person
/// who made it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlanError {
    #[error("a knockout match is best of 1 or 3 games")]
    BestOf,
    #[error("a Swiss or duplicate event has 1 to {MAX_ROUNDS} rounds")]
    Rounds,
    #[error("a duplicate round has 1 to {MAX_DEALS} deals")]
    Deals,
    #[error("a tournament takes 2 to {MAX_PLAYERS} players")]
    Players,
    #[error("the fewest players ({0}) is more than the most ({1})")]
    MinAboveMax(u16, u16),
    #[error("the split pays {0} places: the fewest players is at least {0}")]
    FewerThanPaid(usize),
    #[error(
        "{0} rounds need at least {1} players (nobody can meet more than every other player once)"
    )]
    TooManyRounds(u8, u16),
    #[error("the prize split is 1 to 8 whole percentages, each at least 1, adding up to 100")]
    Split,
    #[error("the entry fee is 0 to {MAX_FEE} chips")]
    Fee,
}

/// The most entrants one tournament takes.
pub const MAX_PLAYERS: u16 = 256;
/// The most rounds of a Swiss or duplicate event.
pub const MAX_ROUNDS: u8 = 15;
/// The most deals of a duplicate round.
pub const MAX_DEALS: u8 = 8;
/// The highest entry fee, in chips.
pub const MAX_FEE: i64 = 100_000;

/// The parts of a tournament this crate checks: format, field and prize.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    pub format: Format,
    pub min_players: u16,
    pub max_players: u16,
    /// Chips each entrant pays in; the pool is all of them.
    pub entry_fee: i64,
    /// The pool's split by place, in whole percent, first place first.
    pub split: Vec<u32>,
}

impl Plan {
    /// Whether the plan can be played.
    pub fn check(&self) -> Result<(), PlanError> {
        match self.format {
            Format::Knockout { best_of } if best_of != 1 && best_of != 3 => {
                return Err(PlanError::BestOf);
            }
            Format::Swiss { rounds } | Format::Duplicate { rounds, .. }
                if rounds == 0 || rounds > MAX_ROUNDS =>
            {
                return Err(PlanError::Rounds);
            }
            Format::Duplicate { deals, .. } if deals == 0 || deals > MAX_DEALS => {
                return Err(PlanError::Deals);
            }
            _ => {}
        }
        if self.split.is_empty()
            || self.split.len() > 8
            || self.split.contains(&0)
            || self.split.iter().sum::<u32>() != 100
        {
            return Err(PlanError::Split);
        }
        if self.min_players < 2 || self.max_players > MAX_PLAYERS {
            return Err(PlanError::Players);
        }
        if self.max_players < self.min_players {
            return Err(PlanError::MinAboveMax(self.min_players, self.max_players));
        }
        if usize::from(self.min_players) < self.split.len() {
            return Err(PlanError::FewerThanPaid(self.split.len()));
        }
        if let Format::Swiss { rounds } | Format::Duplicate { rounds, .. } = self.format {
            // n players meet at most n - 1 others.
            let needed = u16::from(rounds) + 1;
            if self.min_players < needed {
                return Err(PlanError::TooManyRounds(rounds, needed));
            }
        }
        if !(0..=MAX_FEE).contains(&self.entry_fee) {
            return Err(PlanError::Fee);
        }
        Ok(())
    }

    /// How many rounds a field of `players` plays.
    pub fn rounds(&self, players: usize) -> u32 {
        match self.format {
            Format::Knockout { .. } => knockout::rounds(players),
            Format::Swiss { rounds } | Format::Duplicate { rounds, .. } => u32::from(rounds),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan(format: Format) -> Plan {
        Plan {
            format,
            min_players: 4,
            max_players: 32,
            entry_fee: 100,
            split: vec![50, 30, 20],
        }
    }

    #[test]
    fn plans_are_checked() {
        assert_eq!(plan(Format::Knockout { best_of: 3 }).check(), Ok(()));
        assert_eq!(
            plan(Format::Knockout { best_of: 2 }).check(),
            Err(PlanError::BestOf)
        );
        assert_eq!(plan(Format::Swiss { rounds: 3 }).check(), Ok(()));
        assert_eq!(
            plan(Format::Swiss { rounds: 0 }).check(),
            Err(PlanError::Rounds)
        );
        assert_eq!(
            plan(Format::Swiss { rounds: 5 }).check(),
            Err(PlanError::TooManyRounds(5, 6))
        );
        assert_eq!(
            plan(Format::Duplicate {
                rounds: 3,
                deals: 0
            })
            .check(),
            Err(PlanError::Deals)
        );
        let mut bad = plan(Format::Swiss { rounds: 3 });
        bad.split = vec![60, 30];
        assert_eq!(bad.check(), Err(PlanError::Split));
        bad.split = vec![25; 4];
        bad.min_players = 3;
        assert_eq!(bad.check(), Err(PlanError::FewerThanPaid(4)));
        bad.max_players = 2;
        assert_eq!(bad.check(), Err(PlanError::MinAboveMax(3, 2)));
        bad.max_players = 32;
        bad.min_players = 1;
        assert_eq!(bad.check(), Err(PlanError::Players));
        bad.split = vec![100];
        bad.min_players = 4;
        bad.entry_fee = -1;
        assert_eq!(bad.check(), Err(PlanError::Fee));
    }

    #[test]
    fn a_format_reads_as_json() {
        let format: Format =
            serde_json::from_str(r#"{"kind":"knockout","best_of":3}"#).expect("a knockout format");
        assert_eq!(format, Format::Knockout { best_of: 3 });
        let format: Format = serde_json::from_str(r#"{"kind":"duplicate","rounds":4,"deals":2}"#)
            .expect("duplicate");
        assert_eq!(
            format,
            Format::Duplicate {
                rounds: 4,
                deals: 2
            }
        );
    }
}
