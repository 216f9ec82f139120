//! Computer opponents for All Fives. A bot is handed a [`SeatView`] — what
//! a person in its seat could see, and nothing more — and answers one of
//! the view's legal [`Move`]s. Every bot is deterministic for its seed.
//!
//! ```
//! use dominoes_bots::{Level, new_bot};
//! use dominoes_rules::{DealSize, Game, Settings, Shuffle, Target};
//!
//! let settings = Settings { deal_size: DealSize::Seven, target: Target::DEFAULT };
//! let shuffle = Shuffle::from_key([3; 32]);
//! let game = Game::new(settings, shuffle.deal(DealSize::Seven)).unwrap();
//! let mut bot = new_bot(Level::Easy, 1);
//! let view = game.view(game.turn());
//! assert!(view.legal.contains(&bot.choose(&view)));
//! ```

mod external;
pub mod fair_play;
mod greedy;
mod hard;
mod ismcts;
mod knowledge;
mod medium;
mod omniscient;
pub mod protocol;
mod random;
pub mod review;
mod search;

use std::fmt;
use std::str::FromStr;

use dominoes_rules::{Move, SeatView};

pub use external::{ExternalBot, ExternalError};
pub use greedy::{Beginner, Easy};
pub use hard::{Expert, Hard};
pub use knowledge::{HiddenHand, Knowledge};
pub use medium::Medium;
pub use omniscient::Omniscient;
pub use random::RandomBot;
pub use search::{FourSeats, SearchConfig};

/// A computer player. It sees only its seat's view.
pub trait Bot: Send {
    /// One of `view.legal`. Called only when `view.legal` is not empty.
    fn choose(&mut self, view: &SeatView) -> Move;
}

/// The levels offered to players, and the measuring sticks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    /// Uniformly random legal moves: a floor to measure against.
    Random,
    /// A learner: often a random move, otherwise greedy.
    Beginner,
    /// Greedy: the most points now; ties shed the heaviest tile.
    Easy,
    /// A counting player: points now, less the opponent's expected reply,
    /// suit variety, and heavy tiles shed when the hand may end.
    Medium,
    /// Determinized search: many possible deals of the unseen tiles, each
    /// move played out greedily in all of them.
    Hard,
    /// Hard with soft inference of the opponent's hand and play for the game.
    Expert,
}

impl Level {
    pub const ALL: [Level; 6] = [
        Level::Random,
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a bot level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<_> = Level::ALL.iter().map(|l| l.name()).collect();
        write!(
            f,
            "unknown bot level {:?}: expected one of {}",
            self.0,
            names.join(", ")
        )
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(text: &str) -> Result<Level, ParseLevelError> {
        let lower = text.to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|l| l.name() == lower)
            .ok_or_else(|| ParseLevelError(text.to_owned()))
    }
}

/// A bot of this level, deterministic for `seed`.
pub fn new_bot(level: Level, seed: u64) -> Box<dyn Bot> {
    match level {
        Level::Random => Box::new(RandomBot::new(seed)),
        Level::Beginner => Box::new(Beginner::new(seed)),
        Level::Easy => Box::new(Easy),
        Level::Medium => Box::new(Medium::default()),
        Level::Hard => Box::new(Hard::new(seed)),
        Level::Expert => Box::new(Expert::new(seed)),
    }
}
