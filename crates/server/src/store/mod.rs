//! The database: one store, two backends (sqlx's `Any` driver, runtime
//! queries, migrations embedded). `SQLite` is the embedded default, a file
//! beside the binary; `PostgreSQL` is for a room on a database server
//! ([`Database`]). Every query is written once, in SQL both accept
//! (`$1` placeholders, `ON CONFLICT`, `RETURNING`, integers for flags,
//! `CAST(SUM(..) AS BIGINT)`); the few differences are [`Dialect`]'s. Each
//! backend has its own migrations: `migrations/` and `migrations_pg/`.
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
//! - `tournaments.rs`: tournaments, their entries, rounds, games and
//!   money ([`TournamentRow`], [`Slot`]); `migrations/0015_tournaments.sql`.
//!
//! Rows are parsed into typed values where they are read, and only there
//! do numbers cross between the database's `i64` and the server's types.

use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use sqlx::any::{AnyConnectOptions, AnyPoolOptions, AnyRow};
use sqlx::{Any, AnyPool, ConnectOptions, Connection, Executor, Row, Transaction};
use tokio::sync::OwnedMutexGuard;

use crate::ids::GameId;

mod accounts;
mod chat;
mod cluster;
mod games;
mod hands;
mod hints;
mod ids;
mod invitations;
mod ledger;
mod online;
mod pairing;
mod players;
mod ratings;
mod tournaments;
mod undos;
mod writer;

pub use accounts::User;
pub use chat::{ChatReport, ChatRow};
pub use cluster::{BUS_CHANNEL, Fence, NewEvent, Owner, RENEW, lease_ms, now_ms};
pub use games::{ActionRow, GameRow, GameStatus};
pub use hands::StoredSeeds;
pub use ledger::{Audit, MoneyError, TOP_UP_FLOOR};
pub use online::OnlinePlayer;
pub use pairing::Looking;
pub use players::{GameSummary, RatingPoint};
pub use ratings::Standing;
pub use tournaments::{
    Drive, EntryError, EntryRow, Fill, Slot, Teams, TournamentGame, TournamentRow, TournamentStatus,
};

/// Where the store lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Database {
    /// A `SQLite` file, created on first start; `:memory:` is a private
    /// in-memory database (tests).
    Sqlite(PathBuf),
    /// A `PostgreSQL` database: `postgres://user:password@host:port/name`.
    Postgres(String),
}

impl Database {
    /// `--database`: a `postgres://` (or `postgresql://`) URL, a
    /// `sqlite://` URL, or a file name.
    ///
    /// # Errors
    /// An empty name, or a URL of another database.
    pub fn parse(text: &str) -> Result<Database, String> {
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            Ok(Database::Postgres(text.to_owned()))
        } else if let Some(path) = text.strip_prefix("sqlite://") {
            Ok(Database::Sqlite(path.into()))
        } else if text.is_empty() || text.contains("://") {
            Err(format!(
                "{text:?} is neither a postgres:// URL nor a SQLite file name"
            ))
        } else {
            Ok(Database::Sqlite(text.into()))
        }
    }
}

/// The variable that moves the tests to `PostgreSQL`: the URL of a server
/// on which they may create databases (`scripts/test` starts one).
pub const TEST_POSTGRES: &str = "DOMINOES_TEST_POSTGRES";

impl Database {
    /// For tests: a new, empty database named after `label`. A `SQLite`
    /// file in the temporary folder (a previous run's removed), or, when
    /// [`TEST_POSTGRES`] holds a server's URL, a database created there.
    ///
    /// # Errors
    /// If the `PostgreSQL` server refuses.
    pub async fn scratch(label: &str) -> Result<Database, StoreError> {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let label: String = label
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_lowercase()
                } else {
                    '_'
                }
            })
            .take(40)
            .collect();
        let name = format!("dominoes_{}_{n}_{label}", std::process::id());
        let Ok(server) = std::env::var(TEST_POSTGRES) else {
            let database = Database::Sqlite(std::env::temp_dir().join(format!("{name}.db")));
            database.discard();
            return Ok(database);
        };
        sqlx::any::install_default_drivers();
        let mut admin = sqlx::AnyConnection::connect(&server).await?;
        admin
            .execute(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .await?;
        admin.close().await?;
        // The server's URL with the new database's name for its path.
        let base = server.split('?').next().unwrap_or(&server);
        let root = base
            .rfind('/')
            .filter(|&slash| slash > base.find("://").map_or(0, |s| s + 2))
            .map_or(base, |slash| &base[..slash]);
        Ok(Database::Postgres(format!("{root}/{name}")))
    }
}

impl Database {
    /// The URL sqlx's `Any` driver connects to.
    #[must_use]
    pub fn url(&self) -> String {
        match self {
            Database::Sqlite(path) => format!("sqlite://{}", path.display()),
            Database::Postgres(url) => url.clone(),
        }
    }

    /// For tests: removes a `SQLite` file with its write-ahead log; a
    /// `PostgreSQL` database is left to its throwaway server.
    pub fn discard(&self) {
        if let Database::Sqlite(path) = self {
            for suffix in ["", "-wal", "-shm"] {
                let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
            }
        }
    }
}

/// For tests: a [`Database::scratch`] whose `SQLite` files are removed
/// when it is dropped, so that test runs leave nothing in the temporary
/// folder. Keep it for as long as any server uses the database (across a
/// restart, too).
#[derive(Debug)]
pub struct ScratchDatabase(Database);

impl ScratchDatabase {
    /// A new, empty database named after `label` ([`Database::scratch`]).
    ///
    /// # Errors
    /// If the `PostgreSQL` server refuses.
    pub async fn new(label: &str) -> Result<ScratchDatabase, StoreError> {
        Database::scratch(label).await.map(ScratchDatabase)
    }

    /// The database, to configure a server with.
    pub fn database(&self) -> Database {
        self.0.clone()
    }
}

impl Drop for ScratchDatabase {
    fn drop(&mut self) {
        self.0.discard();
    }
}

impl From<&str> for Database {
    fn from(path: &str) -> Database {
        Database::Sqlite(path.into())
    }
}

impl From<PathBuf> for Database {
    fn from(path: PathBuf) -> Database {
        Database::Sqlite(path)
    }
}

impl From<&Path> for Database {
    fn from(path: &Path) -> Database {
        Database::Sqlite(path.to_owned())
    }
}

/// The file, or the URL without its password (for logs).
impl fmt::Display for Database {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Database::Sqlite(path) => write!(f, "{}", path.display()),
            Database::Postgres(url) => f.write_str(&without_password(url)),
        }
    }
}

/// `postgres://user:secret@host/db` as `postgres://user:***@host/db`.
fn without_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let authority_end = rest.find('/').unwrap_or(rest.len());
    match rest[..authority_end].rsplit_once('@') {
        Some((user_info, host)) if user_info.contains(':') => {
            let user = user_info.split_once(':').map_or(user_info, |(u, _)| u);
            format!("{scheme}://{user}:***@{host}{}", &rest[authority_end..])
        }
        _ => url.to_owned(),
    }
}

/// What differs between the backends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    Sqlite,
    Postgres,
}

impl Dialect {
    /// Whether a failed statement leaves its transaction usable. `SQLite`
    /// undoes only the statement; in `PostgreSQL` the transaction is
    /// aborted, so a write that may fail alone runs in a savepoint.
    pub(super) const fn statement_fails_alone(self) -> bool {
        matches!(self, Dialect::Sqlite)
    }
}

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
    Fenced { game_id: GameId, generation: i64 },
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
    pool: AnyPool,
    /// The heartbeat's own connection (`cluster.rs`): the beat that keeps
    /// this node's leases never queues behind the room's other work.
    heart_pool: AnyPool,
    dialect: Dialect,
    /// The group-commit writer of what tables write in play (`writer.rs`).
    writes: tokio::sync::mpsc::Sender<writer::Write>,
    /// A table actor's lease: its writes are fenced by it (`cluster.rs`).
    fence: Option<std::sync::Arc<Fence>>,
    /// The node this process is: the owner named in the leases it takes.
    node: std::sync::Arc<str>,
    /// The room's task tree, the writer's among them (`tasks.rs`).
    tasks: crate::tasks::Tasks,
    /// The cluster's clock, as this node reads it (`cluster.rs`).
    clock: std::sync::Arc<cluster::Clock>,
    /// This node's heartbeat, as it saw it (`cluster.rs`).
    heart: std::sync::Arc<cluster::Heart>,
    /// The order of this process's `SQLite` write transactions.
    gate: std::sync::Arc<WriteGate>,
}

/// The order of this process's write transactions on `SQLite`, which has one
/// write lock per file: the transactions that move chips or make accounts
/// ([`Store::begin_write`]) queue here, one at a time, instead of polling
/// the lock in `SQLite`'s busy handler (which sleeps up to 100 ms between
/// tries), and the group commit goes ahead of them: it waits for the
/// transaction that holds the lock and at most one more. (A burst of 2,000
/// games starting, each staking chips in a transaction of its own, held
/// actions up for a second: docs/operations.md, "Load test".)
#[derive(Debug, Default)]
pub(super) struct WriteGate {
    /// Taken first by every write transaction but the group commit's.
    queue: std::sync::Arc<tokio::sync::Mutex<()>>,
    /// Taken by whoever writes next.
    lock: std::sync::Arc<tokio::sync::Mutex<()>>,
}

/// A turn at the write lock (nothing on `PostgreSQL`, whose transactions
/// take an advisory lock instead); given back when dropped, after the
/// transaction it was taken for.
#[derive(Debug)]
pub(super) struct Turn {
    /// The guards, held until dropped.
    _held: Option<(Option<OwnedMutexGuard<()>>, OwnedMutexGuard<()>)>,
}

impl Turn {
    /// No turn: nothing to wait for.
    const NONE: Turn = Turn { _held: None };
}

impl WriteGate {
    /// A turn in the queue.
    async fn turn(&self, dialect: Dialect) -> Turn {
        if dialect != Dialect::Sqlite {
            return Turn::NONE;
        }
        let queue = std::sync::Arc::clone(&self.queue).lock_owned().await;
        let lock = std::sync::Arc::clone(&self.lock).lock_owned().await;
        Turn {
            _held: Some((Some(queue), lock)),
        }
    }

    /// The group commit's turn, ahead of the queue.
    pub(super) async fn first_turn(&self, dialect: Dialect) -> Turn {
        if dialect != Dialect::Sqlite {
            return Turn::NONE;
        }
        let lock = std::sync::Arc::clone(&self.lock).lock_owned().await;
        Turn {
            _held: Some((None, lock)),
        }
    }
}

/// How many times an `SQLite` migration that lost a race is tried again.
const MIGRATION_TRIES: u32 = 50;

/// Brings the schema up to date. `PostgreSQL`'s migrator takes an advisory
/// lock; `SQLite`'s takes none, so two nodes started at once on a new file
/// race to make the schema, and the loser's migration fails on a table
/// the winner made ("table accounts already exists"). Each migration is
/// one transaction, so the loser changed nothing: it reads again what is
/// applied and goes on from there, a little later.
/// Only a file shared by processes races, and only running a migration
/// fails that way: any other error (a migration changed since it was
/// applied, a database from a newer build) is answered at once.
async fn migrate(
    migrator: &sqlx::migrate::Migrator,
    pool: &AnyPool,
    shared_file: bool,
) -> Result<(), StoreError> {
    use sqlx::migrate::MigrateError;
    let mut tries = 1;
    loop {
        match migrator.run(pool).await {
            Ok(()) => return Ok(()),
            Err(e @ (MigrateError::Execute(_) | MigrateError::ExecuteMigration(..)))
                if shared_file && tries < MIGRATION_TRIES =>
            {
                tracing::warn!(error = %e, tries, "a migration failed; trying again (another node making the schema?)");
                tries += 1;
                tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            }
            Err(e) => return Err(sqlx::Error::from(e).into()),
        }
    }
}

impl Store {
    /// Opens (creating it if needed) the `SQLite` file and runs the
    /// embedded migrations. `:memory:` gives a private in-memory database.
    ///
    /// # Errors
    /// If the file cannot be opened or migrated.
    pub async fn open(path: &Path) -> Result<Store, StoreError> {
        Store::connect(&Database::Sqlite(path.to_owned())).await
    }

    /// Connects to `database` and brings its schema up to date.
    ///
    /// # Errors
    /// If the database cannot be reached, opened or migrated.
    pub async fn connect(database: &Database) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        let (pool, dialect) = match database {
            Database::Sqlite(path) => (sqlite_pool(path, 4).await?, Dialect::Sqlite),
            Database::Postgres(url) => {
                let options = AnyConnectOptions::from_str(url)?;
                let pool = AnyPoolOptions::new()
                    .max_connections(8)
                    .connect_with(options)
                    .await?;
                (pool, Dialect::Postgres)
            }
        };
        let migrator = match dialect {
            Dialect::Sqlite => sqlx::migrate!("./migrations"),
            Dialect::Postgres => sqlx::migrate!("./migrations_pg"),
        };
        let shared_file =
            matches!(database, Database::Sqlite(path) if path.as_os_str() != ":memory:");
        migrate(&migrator, &pool, shared_file).await?;
        // The group commit's own connection: its commits never queue for
        // one behind other transactions (a burst of games starting, each
        // moving chips in a transaction of its own, held every action up
        // for up to 8 s on PostgreSQL: docs/operations.md, "Load test").
        // An in-memory database is one connection, so it shares it.
        let (writer_pool, own_pool) = own_connection(database, &pool).await?;
        // The heartbeat's own connection. Behind the others, a burst of
        // games starting (2,000 stakes in a second, at 3 nodes on
        // PostgreSQL) held every node's beat back for about a lease:
        // each took itself for absent, and its tables checked their leases
        // (docs/operations.md, "Load test").
        let (heart_pool, _) = own_connection(database, &pool).await?;
        let tasks = crate::tasks::Tasks::default();
        if shared_file {
            spawn_checkpoints(pool.clone(), &tasks);
        }
        let gate = std::sync::Arc::new(WriteGate::default());
        let writes = writer::spawn(
            writer_pool,
            own_pool,
            dialect,
            std::sync::Arc::clone(&gate),
            &tasks,
        );
        Ok(Store {
            pool,
            heart_pool,
            dialect,
            writes,
            fence: None,
            node: std::sync::Arc::from(cluster::LOCAL),
            tasks,
            clock: std::sync::Arc::default(),
            heart: std::sync::Arc::default(),
            gate,
        })
    }

    /// The task tree this store's writer runs in, and every task of a room
    /// served on it (`tasks.rs`).
    pub(crate) const fn tasks(&self) -> &crate::tasks::Tasks {
        &self.tasks
    }

    /// Which backend this is.
    #[must_use]
    pub const fn dialect(&self) -> Dialect {
        self.dialect
    }

    /// A transaction that moves chips or makes an account. It takes the
    /// database's one write lock at its start, so concurrent attempts queue
    /// instead of working from a stale read: `SQLite`'s `BEGIN IMMEDIATE`,
    /// and in `PostgreSQL` a transaction-scoped advisory lock, which every
    /// such transaction of every node takes. Its turn ([`WriteGate`]) is
    /// kept until the transaction has ended: bind it (`let (_turn, mut tx)`).
    async fn begin_write(&self) -> Result<(Turn, Transaction<'static, Any>), StoreError> {
        let turn = self.gate.turn(self.dialect).await;
        Ok((turn, begin_write(&self.pool, self.dialect).await?))
    }

    /// The transaction that starts a game and stakes its wager: on `SQLite`
    /// as [`Store::begin_write`]; on `PostgreSQL` a plain one, beside
    /// every other transaction. It needs no lock of the whole database:
    /// each stake is one ledger entry made once (`ON CONFLICT (once)`) and
    /// a debit that only succeeds while the balance covers it, under the
    /// account row's lock; every transaction that moves people's chips
    /// locks their rows in one order, by user (stakes here, payouts and
    /// refunds in `settle_in`, a tournament's prizes and refunds), so none
    /// waits for another in turn; and a
    /// top-up locks its account's row before it reads it. (Behind the
    /// exclusive lock, a burst of 2,000 games starting took 8 s to clear
    /// and the joins relayed from other nodes timed out; behind the same
    /// lock in shared mode, every exclusive holder waiting, a settlement or
    /// a bus event, stopped every start behind it, and at 2,000 tables the
    /// p99 of an action was twice as long: docs/operations.md, "Load
    /// test".)
    async fn begin_stakes(&self) -> Result<(Turn, Transaction<'static, Any>), StoreError> {
        self.begin_rows().await
    }

    /// A transaction that writes only rows it locks as it goes: on
    /// `SQLite` as [`Store::begin_write`] (a `SQLite` transaction that
    /// reads first and writes after cannot write at all once another
    /// connection, or another node, wrote in between: "database is
    /// locked", at once), on `PostgreSQL` a plain one.
    async fn begin_rows(&self) -> Result<(Turn, Transaction<'static, Any>), StoreError> {
        match self.dialect {
            Dialect::Sqlite => self.begin_write().await,
            Dialect::Postgres => Ok((Turn::NONE, self.pool.begin().await?)),
        }
    }

    /// A table's write outside the group commit (seats, rematch, hints,
    /// undo): a transaction ([`Store::begin_rows`]) that first checks the
    /// table's lease (`cluster.rs`), so a table that passed to another
    /// node changes nothing. Without a lease (the lobby's store) there is
    /// nothing to check. Its turn is kept until it ends, as
    /// [`Store::begin_write`]'s.
    async fn begin_fenced(&self) -> Result<(Turn, Transaction<'static, Any>), StoreError> {
        let (turn, mut tx) = self.begin_rows().await?;
        self.check_fence(&mut tx).await?;
        Ok((turn, tx))
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
        self.heart_pool.close().await;
        self.pool.close().await;
    }
}

/// A pool of one connection of its own to `database`, and `true`; for an
/// in-memory `SQLite` database, which is one connection, `pool` itself
/// and `false`.
async fn own_connection(
    database: &Database,
    pool: &AnyPool,
) -> Result<(AnyPool, bool), StoreError> {
    Ok(match database {
        Database::Sqlite(path) if path.as_os_str() == ":memory:" => (pool.clone(), false),
        Database::Sqlite(path) => (sqlite_pool(path, 1).await?, true),
        Database::Postgres(url) => {
            let own = AnyPoolOptions::new()
                .max_connections(1)
                .connect_with(AnyConnectOptions::from_str(url)?)
                .await?;
            (own, true)
        }
    })
}

/// See [`Store::begin_write`].
async fn begin_write(
    pool: &AnyPool,
    dialect: Dialect,
) -> Result<Transaction<'static, Any>, StoreError> {
    Ok(match dialect {
        Dialect::Sqlite => pool.begin_with("BEGIN IMMEDIATE").await?,
        Dialect::Postgres => {
            let mut tx = pool.begin().await?;
            // The lock's key is arbitrary; a function in FROM, so the row
            // holds a type the `Any` driver reads (not `void`).
            (&mut *tx)
                .execute("SELECT 1 FROM pg_advisory_xact_lock(5)")
                .await?;
            tx
        }
    })
}

/// How often the write-ahead log of a `SQLite` file is copied back into
/// the database ([`spawn_checkpoints`]).
const CHECKPOINT: std::time::Duration = std::time::Duration::from_secs(1);

/// Copies a `SQLite` file's write-ahead log back into the database every
/// [`CHECKPOINT`], in a task of its own, until the room or the pool closes (`SQLite`
/// checkpoints the file itself once more when its last connection
/// closes). `SQLite` would otherwise do it inside the commit that takes the
/// log past 1,000 pages, and at 2,000 tables that commit is the group
/// commit: every action in its batch waited for the copy and its fsync
/// (docs/operations.md, "Load test"). A passive checkpoint waits for no
/// reader or writer: commits go on meanwhile.
fn spawn_checkpoints(pool: AnyPool, tasks: &crate::tasks::Tasks) {
    let stopping = tasks.clone();
    tasks.spawn(async move {
        let mut tick = tokio::time::interval(CHECKPOINT);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        // A store closed without its room (a command, a test) ends it too.
        let mut closed = std::pin::pin!(pool.close_event());
        loop {
            tokio::select! {
                _ = tick.tick() => {}
                () = stopping.stopping() => break,
                () = &mut closed => break,
            }
            if let Err(e) = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
                .execute(&pool)
                .await
            {
                tracing::warn!(error = %e, "could not checkpoint the database's write-ahead log");
            }
        }
    });
}

/// The `SQLite` pool: write-ahead log, `synchronous = FULL` (an
/// acknowledged action survives a power cut, not only a kill -9), foreign
/// keys on, and no checkpoint inside a commit ([`spawn_checkpoints`] does
/// them); one connection for an in-memory database, which is per
/// connection.
async fn sqlite_pool(path: &Path, connections: u32) -> Result<AnyPool, StoreError> {
    let memory = path.as_os_str() == ":memory:";
    let url = if memory {
        "sqlite::memory:".to_owned()
    } else {
        sqlx::sqlite::SqliteConnectOptions::new()
            .filename(path)
            .create_if_missing(true)
            .to_url_lossy()
            .to_string()
    };
    let options = AnyConnectOptions::from_str(&url)?;
    let pragmas = if memory {
        "PRAGMA journal_mode = MEMORY; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON"
    } else {
        "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; \
         PRAGMA busy_timeout = 5000; PRAGMA wal_autocheckpoint = 0"
    };
    let pool = AnyPoolOptions::new()
        .max_connections(if memory { 1 } else { connections })
        .after_connect(move |conn, _| {
            Box::pin(async move {
                conn.execute(pragmas).await?;
                Ok(())
            })
        })
        .connect_with(options)
        .await?;
    Ok(pool)
}

/// A count, seat, or number of milliseconds as the database keeps it. What the
/// server writes is far below `i64::MAX`.
#[allow(
    clippy::cast_possible_wrap,
    reason = "the one place a count is bound as the database's i64"
)]
const fn int(n: u64) -> i64 {
    n as i64
}

/// A column that holds a count, seat or setting: non-negative and small.
///
/// # Errors
/// [`StoreError::Invalid`] if it does not fit `T`.
fn unsigned<T: TryFrom<i64>>(row: &AnyRow, column: &str) -> Result<T, StoreError> {
    let value: i64 = row.try_get(column)?;
    T::try_from(value).map_err(|_| StoreError::Invalid(format!("{value} in {column}")))
}

/// [`unsigned`] for a nullable column.
fn unsigned_opt<T: TryFrom<i64>>(row: &AnyRow, column: &str) -> Result<Option<T>, StoreError> {
    let value: Option<i64> = row.try_get(column)?;
    value
        .map(|v| T::try_from(v).map_err(|_| StoreError::Invalid(format!("{v} in {column}"))))
        .transpose()
}

/// A 32-byte key or seed.
fn bytes32(row: &AnyRow, column: &str) -> Result<[u8; 32], StoreError> {
    let bytes: Vec<u8> = row.try_get(column)?;
    <[u8; 32]>::try_from(bytes.as_slice())
        .map_err(|_| StoreError::Invalid(format!("{} bytes in {column}", bytes.len())))
}

/// The placeholders of `rows` rows of `columns` values each, numbered in
/// order: `($1, $2), ($3, $4)` for two rows of two (a multi-row `VALUES`,
/// or one row for `IN`). Only these are formatted into a statement; the
/// values are bound.
fn placeholders(rows: usize, columns: usize) -> String {
    let row = |r: usize| {
        let values: Vec<String> = (1..=columns)
            .map(|c| format!("${}", r * columns + c))
            .collect();
        format!("({})", values.join(", "))
    };
    let rows: Vec<String> = (0..rows).map(row).collect();
    rows.join(", ")
}

/// What the tests of several stores (and the lobby's and tables') share:
/// players and tables.
#[cfg(test)]
pub(crate) mod testing {
    use dominoes_rules::{DealSize, Settings, Target};

    use super::{Database, GameRow, GameStatus, Store, TEST_POSTGRES, User};
    use crate::ids::{GameId, UserId};

    /// A store for one test: in memory, or a new database on the
    /// `PostgreSQL` server [`TEST_POSTGRES`] names.
    pub(crate) async fn store() -> Store {
        if std::env::var_os(TEST_POSTGRES).is_some() {
            fresh("unit").await
        } else {
            Store::open(std::path::Path::new(":memory:")).await.unwrap()
        }
    }

    /// A store on a database of its own that survives [`Store::close`]:
    /// a file, or a `PostgreSQL` database.
    pub(super) async fn fresh(label: &str) -> Store {
        let database = Database::scratch(label).await.unwrap();
        Store::connect(&database).await.unwrap()
    }

    pub(super) const SETTINGS: Settings = Settings {
        deal_size: DealSize::Seven,
        target: Target::DEFAULT,
    };

    pub(crate) async fn register(store: &Store, name: &str) -> User {
        store
            .create_user(name, Some("-"), "fox")
            .await
            .unwrap()
            .unwrap()
    }

    /// An open table's row: `host` waits for someone, for `wager`.
    pub(super) fn open_row(host: UserId, wager: u32) -> GameRow {
        GameRow {
            id: GameId::new(0),
            settings: SETTINGS,
            minutes: Some(4),
            wager,
            seats: [Some(host), None],
            bot_level: None,
            far_seats: [None, None],
            far_bots: [None, None],
            status: GameStatus::Open,
            private: None,
            tournament: None,
        }
    }

    pub(crate) async fn table(store: &Store, host: UserId, wager: u32) -> GameId {
        store.create_game(&open_row(host, wager)).await.unwrap()
    }

    pub(super) async fn chips(store: &Store, user: UserId) -> i64 {
        store.user_by_id(user).await.unwrap().unwrap().chips
    }
}

#[cfg(test)]
mod tests {
    use super::Database;

    #[test]
    fn placeholders_are_numbered_row_by_row() {
        assert_eq!(super::placeholders(2, 3), "($1, $2, $3), ($4, $5, $6)");
        assert_eq!(super::placeholders(1, 2), "($1, $2)");
    }

    #[test]
    fn a_database_is_named_by_a_url_or_a_file() {
        let pg = "postgres://room:secret@db.example:5432/dominoes";
        assert_eq!(Database::parse(pg), Ok(Database::Postgres(pg.to_owned())));
        assert_eq!(
            Database::parse("postgresql://db/dominoes"),
            Ok(Database::Postgres("postgresql://db/dominoes".to_owned()))
        );
        assert_eq!(
            Database::parse("sqlite:///var/lib/room.db"),
            Ok(Database::Sqlite("/var/lib/room.db".into()))
        );
        assert_eq!(
            Database::parse("room.db"),
            Ok(Database::Sqlite("room.db".into()))
        );
        assert!(Database::parse("mysql://db/dominoes").is_err());
        assert!(Database::parse("").is_err());
        // What the log shows keeps the password out.
        assert_eq!(
            Database::Postgres(pg.to_owned()).to_string(),
            "postgres://room:***@db.example:5432/dominoes"
        );
        assert_eq!(
            Database::Postgres("postgres://room@db/x".to_owned()).to_string(),
            "postgres://room@db/x"
        );
        // A URL round-trips through `url` and `parse`.
        let file = Database::Sqlite("/tmp/a room.db".into());
        assert_eq!(Database::parse(&file.url()), Ok(file));
    }
}
