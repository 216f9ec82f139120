//! The rules of All Fives dominoes for two players, or four in two
//! partnerships, exactly as RULES.md fixes them: the double-six set, the layout with its spinner, the count,
//! legal actions, scoring, the end of a hand and of a game, deals from a
//! keyed shuffle, per-seat views, and the records and replay of NOTATION.md.
//!
//! The crate is pure: no I/O, no clock, no global random source. A game is
//! its deals plus its actions.
//!
//! ```
//! use dominoes_rules::{Actions, Action, DealSize, Position, Seat, Shuffle, position::first_lead};
//!
//! let deal = Shuffle::from_key([42; 32]).deal(DealSize::Seven);
//! let (leader, tile) = first_lead(deal.hands());
//! let mut position = Position::start(deal.hands(), [0, 0], 150, leader, Some(tile)).unwrap();
//! let mut legal = Actions::new();
//! while !position.is_over() {
//!     position.legal_actions(&mut legal);
//!     position.apply(legal[0]).unwrap();
//! }
//! assert!(position.scores().iter().all(|s| s % 5 == 0));
//! ```

mod action;
mod deal;
mod end;
pub mod fairness;
mod game;
mod layout;
pub mod playout;
pub mod position;
mod record;
mod replay;
mod seat;
mod tile;
mod view;

pub use action::{Action, Move, ParseActionError};
pub use deal::{Deal, DealSize, InvalidDeal, Settings, Shuffle, Target, uniform_below};
pub use end::{End, ParseEndError};
pub use game::{Event, Game, GameError, Outcome, Reason};
pub use layout::Layout;
pub use position::{
    Actions, HandEnd, HandEndKind, IllegalAction, InvalidSetup, Pips, Position, Setup, Step,
    points_for, round_to_five,
};
pub use record::{ComputerSeat, Record, RecordHand};
pub use replay::{
    EndReplay, EventReplay, HandReplay, Replay, ReplayError, replay, replay_for_seat, replay_value,
};
pub use seat::{Seat, Seats, Team};
pub use tile::{MAX_PIPS, ParseTileError, Tile, TileSet, Tiles};
pub use view::{SeatView, Seen, SeenEvent};
