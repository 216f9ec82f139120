//! One actor per live table: it owns the game, the shuffle, the clocks and
//! the bot, and is the only writer of its game's rows. Everyone else holds a
//! [`TableHandle`] and sends it commands with a `oneshot` reply.
//!
//! - `handle.rs`: the handle and the commands it sends;
//! - `live.rs`: a hand in play: clocks and the pick phase, fed instants;
//! - `actor.rs`: the actor's loop, its timers, and which command does what;
//! - `play.rs`: seating, dealing, moves, picks, the end of a game, rematches;
//! - `view.rs`: what each viewer (a seat, a watcher, a replay) may see;
//! - `update.rs`: publishing each seat's and the watchers' updates, and the
//!   lobby's row;
//! - `undo.rs`: undo in a practice game;
//! - `watchers.rs`: the watchers' frames, held back two moves;
//! - `restore.rs`: a table brought back from the database (after a restart,
//!   or a finished one opened again), and stored games replayed.

mod actor;
mod handle;
mod hint;
mod live;
mod play;
mod restore;
#[cfg(test)]
mod tests;
mod undo;
mod update;
mod view;
mod watchers;

use std::sync::Arc;
use std::time::Duration;

use dominoes_bots::Level;
use dominoes_rules::{Reason, Seat, Settings};
use tokio::sync::watch;
use tokio::time::Instant;

use crate::fair::Seeding;
use crate::ids::{GameId, TableId, UserId};
use crate::key::TableKey;
use crate::protocol::{ErrorCode, ErrorFrame, Player};
use crate::store::{GameRow, GameStatus, Store, StoreError, User};

pub use crate::protocol::Listing;
pub use handle::TableHandle;
use live::Live;
pub(crate) use restore::{RestoreError, rebuild_game_watched, restore_table};

/// What a table is set up with.
#[derive(Clone, Debug)]
pub struct TableSettings {
    pub settings: Settings,
    /// Per hand; `None`: no clock (only against the computer).
    pub minutes: Option<u32>,
    pub wager: u32,
    /// The computer in seat 1, or `None` for a person.
    pub bot: Option<Level>,
    /// At a table of four (draw 5, RULES.md section 9), the computers in
    /// seats 2 and 3 (`None`: a person's seat); always `[None, None]` at a
    /// table of two.
    pub far_bots: [Option<Level>; 2],
    /// A private table's key: not listed in the lobby, and found only by
    /// its players and whoever holds its link (`None`: a public table).
    pub private: Option<TableKey>,
    /// Keep the watchers' chat from the players (chat.rs).
    pub watchers_apart: bool,
    /// The tournament game this table plays, if one: it has no rematch
    /// (the tournament opens the next game), and its updates say so.
    pub tournament: Option<crate::store::Slot>,
}

impl TableSettings {
    /// How many sit at the table: 2, or 4 in partnerships.
    pub fn seat_count(&self) -> usize {
        self.settings.deal_size.seats().count()
    }

    /// The seats, in playing order.
    pub fn seats(&self) -> &'static [Seat] {
        self.settings.deal_size.seats().all()
    }

    /// The computer's level in `seat`, if the computer plays it.
    pub fn computer(&self, seat: Seat) -> Option<Level> {
        match seat {
            Seat::One => self.bot,
            Seat::Two | Seat::Three if self.seat_count() == 4 => self.far_bots[seat.index() - 2],
            // The host's seat, or a seat a table of two does not have.
            _ => None,
        }
    }

    /// The computer's seats.
    pub fn computer_seats(&self) -> Vec<Seat> {
        self.seats()
            .iter()
            .copied()
            .filter(|&seat| self.computer(seat).is_some())
            .collect()
    }

    /// Whether the host (seat 0) plays with and against the computer only:
    /// every other seat is the computer's.
    pub fn against_computer(&self) -> bool {
        self.seats()[1..]
            .iter()
            .all(|&seat| self.computer(seat).is_some())
    }
}

/// The table's sense of time: how long a bot waits, how long a clock
/// minute is (60 seconds; tests shorten it to watch a clock run out), and
/// how long the pick phase waits for a seat ([`PICK_LIMIT`]).
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    pub bot_delay: Duration,
    pub minute: Duration,
    pub pick: Duration,
}

/// Why a table refused a command.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("this table is full")]
    Full,
    #[error("you are not seated at this table")]
    NotSeated,
    #[error("you are already seated at this table")]
    AlreadySeated,
    #[error("the game has not started")]
    NotStarted,
    #[error("the game has started")]
    Started,
    #[error("the game is over")]
    Over,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("the table has moved on: version {current}, not {sent}")]
    Stale { current: u64, sent: u64 },
    #[error("illegal move: {0}")]
    Illegal(String),
    #[error("not enough chips for the wager of {0}")]
    Chips(u32),
    #[error("the host no longer has the {0} chips of the wager; the table stays open")]
    HostChips(u32),
    #[error("guests may only play the computer; register to play people")]
    Guest,
    #[error("the table is closed")]
    Closed,
    #[error("the host has left this table")]
    HostLeft,
    #[error("the server could not save the move; nothing changed")]
    Storage,
    /// The table's lease passed to another node while this one answered:
    /// nothing changed, and the message is routed again, to that node.
    #[error("{}", MOVING)]
    Moved,
    /// A relayed message the table reached after its deadline: not
    /// applied, ever (`in_time.rs`).
    #[error("the message reached the table's server too late and was not applied; try again")]
    TooLate,
    #[error("the tiles are still being picked")]
    Picking,
    #[error("there are no tiles to pick now")]
    NotPicking,
    #[error("the game is not over")]
    NotOver,
    #[error("the hand is not over")]
    HandNotOver,
    #[error("hints are only for games against the computer without a wager")]
    NoHints,
    #[error("undo is only for games against the computer with no clock and no wager")]
    NoUndo,
    #[error("there is no play of yours to take back in this hand")]
    NothingToUndo,
    #[error("the hand is over: its plays can no longer be taken back")]
    UndoHandOver,
    #[error("a tournament's game has no rematch: the tournament opens the next game")]
    TournamentGame,
    /// A private table asked for without its key, by someone not seated
    /// there: answered as if there were no such table.
    #[error("no table {0}")]
    Hidden(TableId),
    /// Settings no table may have: bad input, not a conflict.
    #[error("{0}")]
    BadSettings(&'static str),
}

impl TableError {
    /// The error code a socket is answered with (docs/protocol.md, "Error
    /// codes"): one per reason.
    pub fn code(&self) -> ErrorCode {
        match self {
            TableError::Full => ErrorCode::Full,
            TableError::NotSeated => ErrorCode::NotSeated,
            TableError::AlreadySeated => ErrorCode::AlreadySeated,
            TableError::NotStarted => ErrorCode::NotStarted,
            TableError::Started => ErrorCode::Started,
            TableError::Over => ErrorCode::Over,
            TableError::NotYourTurn => ErrorCode::NotYourTurn,
            TableError::Stale { .. } => ErrorCode::Stale,
            TableError::Illegal(_) => ErrorCode::Illegal,
            TableError::Chips(_) => ErrorCode::Chips,
            TableError::HostChips(_) => ErrorCode::HostChips,
            TableError::Guest => ErrorCode::GuestOnly,
            TableError::Closed => ErrorCode::Closed,
            TableError::HostLeft => ErrorCode::HostLeft,
            TableError::Storage => ErrorCode::NotSaved,
            TableError::TooLate | TableError::Moved => ErrorCode::Unreachable,
            TableError::Picking => ErrorCode::Picking,
            TableError::NotPicking => ErrorCode::NotPicking,
            TableError::NotOver => ErrorCode::NotOver,
            TableError::HandNotOver => ErrorCode::HandNotOver,
            TableError::NoHints => ErrorCode::NoHints,
            TableError::NoUndo => ErrorCode::NoUndo,
            TableError::NothingToUndo => ErrorCode::NothingToUndo,
            TableError::UndoHandOver => ErrorCode::UndoHandOver,
            TableError::TournamentGame => ErrorCode::TournamentGame,
            TableError::Hidden(_) => ErrorCode::NoTable,
            TableError::BadSettings(_) => ErrorCode::BadSettings,
        }
    }

    /// The error frame a socket is sent. A private table asked for without
    /// its key is answered as if there were none.
    pub fn frame(&self) -> ErrorFrame {
        match self {
            TableError::Hidden(_) => ErrorFrame::new(ErrorCode::NoTable, "no such table"),
            e => ErrorFrame::new(e.code(), e.to_string()),
        }
    }
}

/// Who sits in a seat: a person, or the computer at its level.
#[derive(Clone, Debug)]
pub enum Seated {
    Person(User),
    Computer(Level),
}

impl Seated {
    /// The person in the seat; `None` for the computer.
    pub fn person(&self) -> Option<&User> {
        match self {
            Seated::Person(user) => Some(user),
            Seated::Computer(_) => None,
        }
    }

    /// Whether this is `user_id`'s seat (never the computer's).
    pub fn is_user(&self, user_id: UserId) -> bool {
        self.person().is_some_and(|u| u.id == user_id)
    }

    /// How the seat's players are shown: a person's name and avatar, or
    /// "Easy bot" with the level's avatar.
    pub fn player(&self) -> Player {
        match self {
            Seated::Person(user) => Player::person(&user.name, &user.avatar),
            Seated::Computer(level) => Player::computer(*level),
        }
    }
}

/// Both players want to play again: the new table's setup and players.
#[derive(Clone, Debug)]
pub struct Rematch {
    pub setup: TableSettings,
    /// Seat 0's player hosts the new table; the other people join it, in
    /// seat order (none against the computer only).
    pub host: User,
    pub guests: Vec<User>,
}

/// How long a finished hand's result stays on screen before the next deal,
/// unless both players ask for it sooner.
const HAND_PAUSE: Duration = Duration::from_secs(8);
/// How often a table looks for players whose every socket has gone, so the
/// other player sees them as away.
const PRESENCE_CHECK: Duration = Duration::from_secs(2);
/// How long the actor waits before retrying what failed.
const RETRY: Duration = Duration::from_secs(1);
/// A table's write that failed, logged where it becomes
/// [`TableError::Storage`] (the player is told `not_saved`; an HTTP caller
/// gets a 500): the one place such a failure is written down. A write
/// refused because another node owns the table is [`TableError::Moved`],
/// logged where the fence refuses it (`store/cluster.rs`).
#[allow(
    clippy::needless_pass_by_value,
    reason = "made for `map_err`, which hands the error over"
)]
pub(crate) fn unsaved(error: StoreError) -> TableError {
    if matches!(error, StoreError::Fenced { .. }) {
        return TableError::Moved;
    }
    tracing::error!(%error, "a table's write failed");
    TableError::Storage
}

/// What a table that moved to another node answers ([`TableError::Moved`]):
/// a socket's message is routed once more, to that node, and so is an
/// HTTP request (`api/relay.rs`).
pub const MOVING: &str = "the table is moving to another server; try again";

/// After this long, the tiles a player has not picked are drawn for them
/// (`Timing::pick`; tests shorten it to watch a player who never comes).
pub const PICK_LIMIT: Duration = Duration::from_secs(30);
/// An unclocked game against the computer left this long is closed.
const IDLE_LIMIT: Duration = Duration::from_hours(24);

/// How long a finished table nobody watches keeps its actor (and answers
/// a rematch at once) before it leaves memory.
pub const LINGER: Duration = Duration::from_mins(10);

struct Table {
    id: TableId,
    setup: TableSettings,
    /// One per seat (two or four).
    seats: Vec<Option<Seated>>,
    live: Option<Live>,
    /// The next hand, committed and waiting for the seats' seeds.
    seeding: Option<Seeding>,
    over: Option<(Option<Seat>, Reason)>,
    version: u64,
    /// One per seat.
    updates: Vec<watch::Sender<Arc<str>>>,
    /// What watchers without a seat are shown, and the frames held back.
    public: watch::Sender<Arc<str>>,
    delay: watchers::Delay,
    /// How many watch, as last published to the players.
    watchers: usize,
    listing: watch::Sender<Option<Listing>>,
    /// Whether a hand is being played (dealt and not yet over), as last
    /// published: at a table of four its players' chat waits (chat.rs).
    hand_live: watch::Sender<bool>,
    store: Store,
    timing: Timing,
    last_activity: Instant,
    /// Which seats have a socket watching the table (a bot always does), as
    /// last published.
    present: Vec<bool>,
    /// Which seats asked for a rematch, and the new table once all did.
    rematch_wanted: Vec<bool>,
    rematch_at: Option<TableId>,
    /// After a failure (the database, say), timers wait until then before
    /// trying again, instead of spinning.
    backoff_until: Option<Instant>,
}

/// Creates a table for `host` (seat 0) and starts its actor.
///
/// # Errors
/// If the host may not open such a table, or the database fails.
pub async fn open_table(
    store: Store,
    host: User,
    setup: TableSettings,
    timing: Timing,
) -> Result<TableHandle, TableError> {
    open_table_in(store, host, Vec::new(), setup, timing)
        .await?
        .ok_or(TableError::Storage)
}

/// [`open_table`] with every other seat's person seated too, in seat
/// order (a tournament's game: its players are stored with the game in
/// one write, and it starts at once, so no crash leaves it waiting for a
/// join). `others` is empty, or every seat but the host's. `None` if the
/// setup's tournament slot has its game already (nothing is opened).
pub async fn open_table_in(
    store: Store,
    host: User,
    others: Vec<User>,
    setup: TableSettings,
    timing: Timing,
) -> Result<Option<TableHandle>, TableError> {
    if !setup.against_computer() && host.guest {
        return Err(TableError::Guest);
    }
    if setup.seat_count() == 4 && setup.wager > 0 && !setup.computer_seats().is_empty() {
        return Err(TableError::BadSettings(
            "a wager at a four-seat table is between four people: every entry of computers is null",
        ));
    }
    if setup.against_computer() && setup.private.is_some() {
        return Err(TableError::BadSettings(
            "a private table is for a person with its link",
        ));
    }
    if setup.against_computer() && setup.wager > 0 {
        return Err(TableError::BadSettings("wagers are only between people"));
    }
    if i64::from(setup.wager) > host.chips {
        return Err(TableError::Chips(setup.wager));
    }
    if !others.is_empty()
        && (others.len() + 1 != setup.seat_count() || !setup.computer_seats().is_empty())
    {
        return Err(TableError::BadSettings(
            "people are seated at opening only in every seat of a table of people",
        ));
    }
    for other in &others {
        if other.guest {
            return Err(TableError::Guest);
        }
        if i64::from(setup.wager) > other.chips {
            return Err(TableError::Chips(setup.wager));
        }
    }
    let id_of = |index: usize| others.get(index).map(|u| u.id);
    let row = GameRow {
        id: GameId::new(0),
        settings: setup.settings,
        minutes: setup.minutes,
        wager: setup.wager,
        seats: [Some(host.id), id_of(0)],
        bot_level: setup.bot,
        far_seats: [id_of(1), id_of(2)],
        far_bots: setup.far_bots,
        status: GameStatus::Open,
        private: setup.private,
        tournament: setup.tournament,
    };
    // The game and its lease, this node's, together: its writes are fenced.
    let Some((id, store)) = store.create_table(&row).await.map_err(unsaved)? else {
        return Ok(None);
    };
    let seated = !others.is_empty();
    let people = std::iter::once(host).chain(others).map(Some).collect();
    let mut table = Table::new(id, setup, people, store, timing);
    if table.setup.against_computer() || seated {
        table.start().await?;
    }
    Ok(Some(table.spawn()))
}
