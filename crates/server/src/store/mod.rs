//! The `SQLite` database (sqlx, runtime queries, migrations embedded).
//!
//! [`Store`] is the handle; its methods live with what they touch:
//!
//! - `accounts.rs`: users, guests made players, sessions ([`User`]).
//! - `games.rs`: a game's row, seats, status, actions and rematch
//!   ([`GameRow`], [`GameStatus`], [`ActionRow`]).
//! - `hands.rs`: a hand's shuffle key, picks and seeds ([`StoredSeeds`]).
//! - `ledger.rs`: the chips: registration, top-ups, stakes, settlement, the
//!   audit ([`MoneyError`], `TopUp`, [`Audit`]); `migrations/0002_ledger.sql`.
//! - `ratings.rs`: Glicko-2 ratings after a game, the leaderboard.
//! - `players.rs`: a player's page (`Profile`).
//! - `online.rs`: who is in the room ([`OnlinePlayer`]), live games.
//! - `chat.rs`: chat messages, mutes and reports ([`ChatRow`]).
//!
//! Rows are parsed into typed values where they are read, and only there
//! do numbers cross between `SQLite`'s `i64` and the server's types.

use std::path::Path;
use std::str::FromStr;

use sqlx::Row;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteRow,
    SqliteSynchronous,
};

mod accounts;
mod chat;
mod cluster;
mod games;
mod hands;
mod hints;
mod ledger;
mod online;
mod players;
mod ratings;
mod undos;
mod writer;

pub use accounts::User;
pub use chat::{ChatReport, ChatRow};
pub use cluster::{Owner, RENEW, lease_ms, now_ms};
pub use games::{ActionRow, GameRow, GameStatus};
pub use hands::StoredSeeds;
pub use ledger::{Audit, MoneyError, TOP_UP_FLOOR};
pub use online::OnlinePlayer;
pub use players::{GameSummary, RatingPoint};
pub use ratings::Standing;

/// Every transaction that moves chips takes the write lock at its start, so
/// concurrent attempts queue instead of failing on a stale snapshot.
const BEGIN_WRITE: &str = "BEGIN IMMEDIATE";

/// Why the store could not answer.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database failed or refused the statement.
    #[error("the database failed: {0}")]
    Database(#[from] sqlx::Error),
    /// A stored value is not one the server writes (a damaged database, or
    /// a broken invariant of the books).
    #[error("the database holds {0}")]
    Invalid(String),
    /// A group commit failed, or the writer is gone (`writer.rs`): the
    /// action was not stored.
    #[error("the action was not stored: {0}")]
    Unwritten(String),
    /// The table's lease has passed to another node (a higher generation):
    /// the write was refused and changed nothing (`cluster.rs`).
    #[error("game {game_id}'s lease generation {generation} is no longer current")]
    Fenced { game_id: i64, generation: i64 },
}

/// Seconds since the Unix epoch.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| int(d.as_secs()))
}

/// The database handle; cheap to clone.
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
    /// The group-commit writer of what tables write in play (`writer.rs`).
    writes: tokio::sync::mpsc::Sender<writer::Write>,
    /// A table actor's lease: its writes are fenced by it (`cluster.rs`).
    fence: Option<std::sync::Arc<cluster::Fence>>,
    /// The node this process is: the owner named in the leases it takes.
    node: std::sync::Arc<str>,
}

impl Store {
    /// Opens (creating it if needed) the database file and runs the
    /// embedded migrations. `:memory:` gives a private in-memory database.
    ///
    /// # Errors
    /// If the file cannot be opened or migrated.
    pub async fn open(path: &Path) -> Result<Store, StoreError> {
        let memory = path.as_os_str() == ":memory:";
        let options = if memory {
            SqliteConnectOptions::from_str("sqlite::memory:")?
        } else {
            SqliteConnectOptions::new()
                .filename(path)
                .create_if_missing(true)
        }
        .foreign_keys(true)
        .journal_mode(if memory {
            SqliteJournalMode::Memory
        } else {
            SqliteJournalMode::Wal
        })
        // FULL: an acknowledged action survives a power cut, not only a kill -9.
        .synchronous(SqliteSynchronous::Full);
        // One connection for an in-memory database, which is per connection.
        let pool = SqlitePoolOptions::new()
            .max_connections(if memory { 1 } else { 4 })
            .connect_with(options)
            .await?;
        sqlx::migrate!("./migrations")
            .run(&pool)
            .await
            .map_err(sqlx::Error::from)?;
        let writes = writer::spawn(pool.clone());
        Ok(Store {
            pool,
            writes,
            fence: None,
            node: std::sync::Arc::from(cluster::LOCAL),
        })
    }

    /// Whether the database answers a trivial query (`/healthz`).
    pub async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    /// Queues `change` for the writer's next group commit and waits for it
    /// to be committed (`writer.rs`).
    async fn write(&self, change: writer::Change) -> Result<(), StoreError> {
        let (reply, stored) = tokio::sync::oneshot::channel();
        let write = writer::Write {
            change,
            fence: self.fence.clone(),
            queued: std::time::Instant::now(),
            reply,
        };
        let gone = || StoreError::Unwritten("the writer is gone".to_owned());
        self.writes.send(write).await.map_err(|_| gone())?;
        stored.await.map_err(|_| gone())?
    }

    /// Closes the pool, waiting for every connection (a clean restart).
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

/// A count, seat, or number of milliseconds as `SQLite` keeps it. What the
/// server writes is far below `i64::MAX`.
#[allow(
    clippy::cast_possible_wrap,
    reason = "the one place a count is bound as SQLite's i64"
)]
const fn int(n: u64) -> i64 {
    n as i64
}

/// A column that holds a count, seat or setting: non-negative and small.
///
/// # Errors
/// [`StoreError::Invalid`] if it does not fit `T`.
fn unsigned<T: TryFrom<i64>>(row: &SqliteRow, column: &str) -> Result<T, StoreError> {
    let value: i64 = row.try_get(column)?;
    T::try_from(value).map_err(|_| StoreError::Invalid(format!("{value} in {column}")))
}

/// [`unsigned`] for a nullable column.
fn unsigned_opt<T: TryFrom<i64>>(row: &SqliteRow, column: &str) -> Result<Option<T>, StoreError> {
    let value: Option<i64> = row.try_get(column)?;
    value
        .map(|v| T::try_from(v).map_err(|_| StoreError::Invalid(format!("{v} in {column}"))))
        .transpose()
}

/// A 32-byte key or seed.
fn bytes32(row: &SqliteRow, column: &str) -> Result<[u8; 32], StoreError> {
    let bytes: Vec<u8> = row.try_get(column)?;
    <[u8; 32]>::try_from(bytes.as_slice())
        .map_err(|_| StoreError::Invalid(format!("{} bytes in {column}", bytes.len())))
}

/// What the tests of several stores share: players and tables.
#[cfg(test)]
mod testing {
    use dominoes_rules::{DealSize, Settings, Target};

    use super::{GameRow, GameStatus, Store, User};

    pub(super) const SETTINGS: Settings = Settings {
        deal_size: DealSize::Seven,
        target: Target::DEFAULT,
    };

    pub(super) async fn register(store: &Store, name: &str) -> User {
        store
            .create_user(name, Some("-"), "fox")
            .await
            .unwrap()
            .unwrap()
    }

    pub(super) async fn table(store: &Store, host: i64, wager: u32) -> i64 {
        store
            .create_game(&GameRow {
                id: 0,
                settings: SETTINGS,
                minutes: Some(4),
                wager,
                seats: [Some(host), None],
                bot_level: None,
                status: GameStatus::Open,
                private: false,
            })
            .await
            .unwrap()
    }

    pub(super) async fn chips(store: &Store, user: i64) -> i64 {
        store.user_by_id(user).await.unwrap().unwrap().chips
    }
}
