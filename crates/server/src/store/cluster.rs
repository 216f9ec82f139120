//! Several nodes on one database (`migrations/0010_cluster.sql`,
//! `0022_node_leases.sql`): each node's row and heartbeat, each table's
//! lease (its owner and a generation that grows at every change of owner;
//! current while its owner's heartbeat is), the fence every table write
//! checks, the cluster's clock, and the events table the cluster bus polls.
//!
//! Times are Unix milliseconds on the cluster's clock ([`Store::now_ms`]),
//! bound from Rust, and the SQL is the subset `SQLite` and `PostgreSQL`
//! share (`$N`, `ON CONFLICT`, `RETURNING`).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};
use std::time::Duration;

use sqlx::AnyConnection;
use sqlx::Row;

use super::{Dialect, Store, StoreError};
use crate::ids::GameId;

/// The `PostgreSQL` channel the cluster bus's listeners wait on.
pub const BUS_CHANNEL: &str = "dominoes_bus";
/// Notifies [`BUS_CHANNEL`] (in `FROM`, so the row holds a type the `Any`
/// driver reads, not `void`).
const NOTIFY: &str = "SELECT 1 FROM pg_notify('dominoes_bus', '')";

/// The node of a store that was never told its address (tests).
pub(super) const LOCAL: &str = "local";
/// How long a node's leases stay current after its last heartbeat; it
/// beats every [`RENEW`].
pub const LEASE: Duration = Duration::from_secs(6);
/// How often a node beats its heart (which renews all its leases).
pub const RENEW: Duration = Duration::from_secs(2);

/// Milliseconds since the Unix epoch on this machine's clock.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// The cluster's clock: the database server's, as this node reads it.
///
/// Every time that another node compares (a heartbeat's age, a relayed
/// message's deadline, a role's expiry) is on this clock, so the nodes'
/// own clocks may disagree by any amount: each node measures how far its
/// clock is from the database's at its start and at every heartbeat
/// ([`Store::sync_clock`]), and adds that. The error left is half the round
/// trip of the measurement (a reading whose round trip took over
/// [`Clock::TRUSTED_RTT_MS`] is not used).
#[derive(Debug, Default)]
pub struct Clock {
    /// The database's clock minus this machine's, in milliseconds.
    offset_ms: AtomicI64,
    /// Added to this machine's clock: a wrong clock, for tests
    /// (`serve --clock-skew-ms`).
    skew_ms: AtomicI64,
}

impl Clock {
    /// A reading of the database's clock is trusted if it came back within
    /// this many milliseconds.
    pub const TRUSTED_RTT_MS: i64 = 100;

    fn local_ms(&self) -> i64 {
        now_ms() + self.skew_ms.load(Ordering::Relaxed)
    }

    fn now_ms(&self) -> i64 {
        self.local_ms() + self.offset_ms.load(Ordering::Relaxed)
    }
}

/// This node's heartbeat as it saw it: when its last beat was written,
/// and how many times two beats were further apart than a lease lasts
/// (the node was frozen, suspended, or cut off from the database: other
/// nodes may have taken its tables meanwhile), with the leases it still
/// held after the last such absence, read once for all its tables
/// ([`Store::confirm_lease`]), so that a table taken over stops instead of
/// showing a stale copy until its next write.
#[derive(Debug, Default)]
pub struct Heart {
    /// The cluster's time written by the last beat that reached the
    /// database (0: none yet).
    last_at: AtomicI64,
    absences: std::sync::atomic::AtomicU64,
    /// `(game, generation)` of every lease this node held when it came
    /// back from its last absence.
    held: std::sync::RwLock<std::collections::HashSet<(i64, i64)>>,
}

impl Heart {
    /// How much sooner than a lease's end a beat counts as late: the
    /// error of the cluster's clock, and the time between the beat's
    /// write and its answer.
    const MARGIN_MS: i64 = 500;
}

/// Reads the database server's clock, in Unix milliseconds.
const DATABASE_NOW: [&str; 2] = [
    "SELECT CAST((julianday('now') - 2440587.5) * 86400000.0 AS INTEGER) AS now",
    "SELECT CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT) AS now",
];

/// The lease a table's actor holds: every write it makes is refused once
/// another node has taken the table (a higher generation).
#[derive(Debug)]
pub struct Fence {
    pub game_id: GameId,
    pub generation: i64,
    /// The node holding the lease (stored with each action it writes).
    pub node: Arc<str>,
    /// Set by the first refused write: the actor stops.
    lost: AtomicBool,
}

impl Fence {
    /// Whether a write under this lease was refused: another node holds
    /// the table now.
    pub fn is_lost(&self) -> bool {
        self.lost.load(Ordering::Relaxed)
    }

    fn refused(&self) -> StoreError {
        self.lost.store(true, Ordering::Relaxed);
        tracing::warn!(
            table = self.game_id.get(),
            game = self.game_id.get(),
            generation = self.generation,
            "a write was refused: another node owns this table now"
        );
        StoreError::Fenced {
            game_id: self.game_id,
            generation: self.generation,
        }
    }
}

/// A live table's owner, as its lease says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Owner {
    pub node: String,
    pub generation: i64,
}

/// One lobby-row change another node announced.
#[derive(Clone, Debug)]
pub struct ClusterEvent {
    pub id: i64,
    pub node: String,
    pub game_id: GameId,
    /// The lease generation of the table's copy that announced it (0 for
    /// a message).
    pub generation: i64,
    /// The lobby row as JSON; `None`: no longer listed.
    pub listing: Option<String>,
    /// Not a table's row but a message (bus.rs `Message`), as JSON.
    pub message: Option<String>,
}

/// The most events one statement of [`Store::publish_events`] inserts:
/// six values each, well under `SQLite`'s 32,766 and `PostgreSQL`'s 65,535
/// bound values.
const EVENTS_PER_INSERT: usize = 200;

/// [`LEASE`] in milliseconds.
pub fn lease_ms() -> i64 {
    i64::try_from(LEASE.as_millis()).unwrap_or(i64::MAX)
}

/// One event for the other nodes, as [`Store::publish_events`] stores it:
/// a table's lobby row (`listing`, JSON; `None`: no longer listed), or a
/// message of the bus (`message`, JSON, of game 0).
#[derive(Debug, Clone, Copy)]
pub struct NewEvent<'a> {
    pub game_id: GameId,
    /// The announcing copy's lease generation (0 for a message).
    pub generation: i64,
    pub listing: Option<&'a str>,
    pub message: Option<&'a str>,
}

impl Store {
    /// This store, speaking for the node at `url` (the owner its leases name).
    #[must_use]
    pub fn on_node(&self, url: &str) -> Store {
        Store {
            node: Arc::from(url),
            ..self.clone()
        }
    }

    /// The node this store speaks for.
    pub fn node(&self) -> &str {
        &self.node
    }

    /// Now on the cluster's clock ([`Clock`]), in Unix milliseconds.
    pub fn now_ms(&self) -> i64 {
        self.clock.now_ms()
    }

    /// Makes this node's own clock wrong by `skew_ms` (a test of the
    /// cluster's clock: `serve --clock-skew-ms`).
    pub fn skew_clock(&self, skew_ms: i64) {
        self.clock.skew_ms.store(skew_ms, Ordering::Relaxed);
    }

    /// Measures how far this node's clock is from the database's and
    /// corrects [`Store::now_ms`] by it; returns the offset. A reading whose
    /// round trip took too long is not used.
    pub async fn sync_clock(&self) -> Result<i64, StoreError> {
        let sql = DATABASE_NOW[usize::from(self.dialect() == Dialect::Postgres)];
        let before = self.clock.local_ms();
        let database: i64 = sqlx::query(sql)
            .fetch_one(&self.heart_pool)
            .await?
            .try_get("now")?;
        let after = self.clock.local_ms();
        let offset = database - i64::midpoint(before, after);
        if after - before <= Clock::TRUSTED_RTT_MS {
            self.clock.offset_ms.store(offset, Ordering::Relaxed);
        }
        Ok(self.clock.offset_ms.load(Ordering::Relaxed))
    }

    /// Takes `game_id`'s lease for this node ([`Store::take_lease`]) and
    /// returns this store fenced by it; `None` if another node holds it.
    pub async fn lease(&self, game_id: GameId, force: bool) -> Result<Option<Store>, StoreError> {
        let generation = self
            .take_lease(game_id, &self.node, self.now_ms(), force)
            .await?;
        Ok(generation.map(|g| self.fenced(game_id, g)))
    }

    /// This store, with every table write fenced by `generation` of
    /// `game_id`'s lease (the actor's own copy).
    #[must_use]
    pub fn fenced(&self, game_id: GameId, generation: i64) -> Store {
        Store {
            fence: Some(Arc::new(Fence {
                game_id,
                generation,
                node: Arc::clone(&self.node),
                lost: AtomicBool::new(false),
            })),
            ..self.clone()
        }
    }

    /// The lease this store's writes are fenced by.
    pub fn fence(&self) -> Option<&Arc<Fence>> {
        self.fence.as_ref()
    }

    /// Records a heartbeat written as `at` (the cluster's time) that had
    /// reached the database by `landed`. When it landed more than a lease
    /// (less [`Heart::MARGIN_MS`]) after the beat before was written, another
    /// node may have found this node's leases run out meanwhile: the
    /// leases it holds are read again, and its tables compare theirs
    /// ([`Store::confirm_lease`]).
    ///
    /// # Errors
    /// If the leases cannot be read (the absence is counted at the next
    /// beat then).
    pub async fn beat(&self, at: i64, landed: i64) -> Result<(), StoreError> {
        let last = self.heart.last_at.load(Ordering::Relaxed);
        if last == 0 || landed - last <= lease_ms() - Heart::MARGIN_MS {
            self.heart.last_at.store(at, Ordering::Relaxed);
            return Ok(());
        }
        let held = sqlx::query("SELECT game_id, generation FROM leases WHERE node = $1")
            .bind(&*self.node)
            .fetch_all(&self.heart_pool)
            .await?
            .iter()
            .map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
            .collect::<Result<std::collections::HashSet<(i64, i64)>, sqlx::Error>>()?;
        tracing::warn!(node = %self.node, away_ms = landed - last, holds = held.len(), "this node was away about as long as a lease lasts; its tables check their leases");
        *self
            .heart
            .held
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = held;
        self.heart.last_at.store(at, Ordering::Relaxed);
        self.heart.absences.fetch_add(1, Ordering::Release);
        Ok(())
    }

    /// How many times this node was away (see [`Store::beat`]).
    pub fn absences(&self) -> u64 {
        self.heart.absences.load(Ordering::Acquire)
    }

    /// Whether this store's lease is still this node's, after an absence
    /// (see [`Store::beat`]): looked up among the leases read then, and,
    /// when it is not there (taken since, by a table opened meanwhile),
    /// in the database. Once it is not, the store is fenced out, as after
    /// a refused write, and its actor stops. An error reading counts as
    /// held (the next write is fenced anyway).
    pub async fn confirm_lease(&self) -> bool {
        let Some(fence) = &self.fence else {
            return true;
        };
        let listed = self
            .heart
            .held
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .contains(&(fence.game_id.get(), fence.generation));
        if listed {
            return true;
        }
        let held = sqlx::query(
            "SELECT generation FROM leases WHERE game_id = $1 AND generation = $2 AND node = $3",
        )
        .bind(fence.game_id)
        .bind(fence.generation)
        .bind(&*fence.node)
        .fetch_optional(&self.pool)
        .await;
        match held {
            Ok(Some(_)) => true,
            Ok(None) => {
                fence.lost.store(true, Ordering::Relaxed);
                false
            }
            Err(e) => {
                tracing::warn!(error = %e, "could not look up the table's lease");
                true
            }
        }
    }

    /// Whether a write was refused because another node took the table.
    pub fn is_fenced_out(&self) -> bool {
        self.fence
            .as_ref()
            .is_some_and(|f| f.lost.load(Ordering::Relaxed))
    }

    /// Inside a write transaction: fails (and changes nothing) unless the
    /// lease this store holds is still current. The `UPDATE` takes the
    /// lease row's lock, so a takeover waits for this transaction.
    pub(super) async fn check_fence(&self, conn: &mut AnyConnection) -> Result<(), StoreError> {
        let Some(fence) = &self.fence else {
            return Ok(());
        };
        let held = sqlx::query(
            "UPDATE leases SET generation = generation WHERE game_id = $1 AND generation = $2",
        )
        .bind(fence.game_id)
        .bind(fence.generation)
        .execute(&mut *conn)
        .await?
        .rows_affected();
        if held == 1 {
            Ok(())
        } else {
            Err(fence.refused())
        }
    }

    /// Says this node is up, at `url`, now.
    pub async fn register_node(&self, url: &str, at: i64) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO nodes (url, started_at, heartbeat_at) VALUES ($1, $2, $2) \
             ON CONFLICT (url) DO UPDATE SET started_at = $2, heartbeat_at = $2",
        )
        .bind(url)
        .bind(at)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The node's heartbeat, which renews every lease it holds: one row
    /// per node, however many tables it owns. A node that left stays gone
    /// (a beat racing its leaving does not bring it back) until it
    /// registers again.
    pub async fn heartbeat(&self, url: &str, at: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE nodes SET heartbeat_at = $1 WHERE url = $2 AND heartbeat_at != 0")
            .bind(at)
            .bind(url)
            .execute(&self.heart_pool)
            .await?;
        Ok(())
    }

    /// This node is leaving (it has handed its tables on): every lease it
    /// still holds is free at once, and it counts as dead.
    pub async fn leave_cluster(&self, url: &str) -> Result<(), StoreError> {
        sqlx::query("UPDATE nodes SET heartbeat_at = 0 WHERE url = $1")
            .bind(url)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Takes `game_id`'s lease for `node` if nobody holds it, its owner's
    /// heartbeat is older than [`LEASE`] at `at`, `node` held it itself (a
    /// new actor on the same node), or `force` (a lone node takes every
    /// table at its start). Returns the new generation, or `None` if
    /// another node holds it. Atomic: of two nodes racing, one gets it.
    pub async fn take_lease(
        &self,
        game_id: GameId,
        node: &str,
        at: i64,
        force: bool,
    ) -> Result<Option<i64>, StoreError> {
        let row = sqlx::query(
            "INSERT INTO leases (game_id, node, generation) VALUES ($1, $2, 1) \
             ON CONFLICT (game_id) DO UPDATE \
             SET node = $2, generation = leases.generation + 1 \
             WHERE leases.node = $2 OR $4 OR NOT EXISTS \
             (SELECT 1 FROM nodes n WHERE n.url = leases.node AND n.heartbeat_at >= $3) \
             RETURNING generation",
        )
        .bind(game_id)
        .bind(node)
        .bind(at - lease_ms())
        .bind(force)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|r| r.try_get("generation")).transpose()?)
    }

    /// Gives a lease back (the table's actor ended), if still held: it
    /// names no node, so any node may take it, and keeps its generation,
    /// so the next holder's is higher (along a game's stored actions the
    /// generation never goes back, whoever held the table).
    pub async fn release_lease(&self, game_id: GameId, generation: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE leases SET node = '' WHERE game_id = $1 AND generation = $2")
            .bind(game_id)
            .bind(generation)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Who holds `game_id`'s lease, if its owner's heartbeat is current
    /// at `at`.
    pub async fn lease_owner(&self, game_id: GameId, at: i64) -> Result<Option<Owner>, StoreError> {
        let row = sqlx::query(
            "SELECT l.node, l.generation FROM leases l JOIN nodes n ON n.url = l.node \
             WHERE l.game_id = $1 AND n.heartbeat_at >= $2",
        )
        .bind(game_id)
        .bind(at - lease_ms())
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| {
            Ok(Owner {
                node: r.try_get("node")?,
                generation: r.try_get("generation")?,
            })
        })
        .transpose()
    }

    /// Unfinished games whose lease is missing or whose owner's heartbeat
    /// is not current at `at`: the tables of a node that died or left (or
    /// that a crash left without a lease).
    pub async fn orphaned_games(&self, at: i64) -> Result<Vec<GameId>, StoreError> {
        let rows = sqlx::query(
            "SELECT g.id FROM games g LEFT JOIN leases l ON l.game_id = g.id \
             LEFT JOIN nodes n ON n.url = l.node \
             WHERE g.status != 'over' AND (n.url IS NULL OR n.heartbeat_at < $1) \
             ORDER BY g.id",
        )
        .bind(at - lease_ms())
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| Ok(r.try_get("id")?))
            .collect::<Result<_, StoreError>>()
    }

    /// The nodes whose heartbeat is no older than `since`.
    pub async fn live_nodes(&self, since: i64) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query("SELECT url FROM nodes WHERE heartbeat_at >= $1 ORDER BY url")
            .bind(since)
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| Ok(r.try_get("url")?))
            .collect::<Result<_, StoreError>>()
    }

    /// Each stored action's lease, in order: `(seq, node, generation)`
    /// (`None` for an action written outside a table's lease).
    pub async fn action_leases(
        &self,
        game_id: GameId,
    ) -> Result<Vec<(i64, Option<String>, Option<i64>)>, StoreError> {
        let rows = sqlx::query(
            "SELECT seq, node, generation FROM actions WHERE game_id = $1 ORDER BY seq",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok((
                    r.try_get("seq")?,
                    r.try_get("node")?,
                    r.try_get("generation")?,
                ))
            })
            .collect()
    }

    /// Appends `events` for the other nodes (the bus), in their order, in
    /// one transaction: one turn of the write lock, and on `PostgreSQL`
    /// one notification, however many there are.
    pub async fn publish_events(
        &self,
        node: &str,
        events: &[NewEvent<'_>],
        at: i64,
    ) -> Result<(), StoreError> {
        // Under the write lock, so ids are committed in their order: a
        // reader that has seen id n never misses a smaller one committed
        // later (PostgreSQL assigns ids before commit; SQLite has one
        // writer anyway).
        // A statement per [`EVENTS_PER_INSERT`] events, not per event: a
        // node that takes a thousand tables over announces a thousand rows,
        // and every other write transaction waits for this one.
        let (_turn, mut tx) = self.begin_write().await?;
        for chunk in events.chunks(EVENTS_PER_INSERT) {
            // Only placeholders are formatted in: the values are bound.
            let sql = format!(
                "INSERT INTO cluster_events (node, game_id, listing, at, message, generation) \
                 VALUES {}",
                super::placeholders(chunk.len(), 6)
            );
            // Not kept prepared: one statement per batch size would crowd
            // sqlx's statement cache.
            let mut query = sqlx::query(sqlx::AssertSqlSafe(sql)).persistent(false);
            for event in chunk {
                query = query
                    .bind(node)
                    .bind(event.game_id)
                    .bind(event.listing)
                    .bind(at)
                    .bind(event.message)
                    .bind(event.generation);
            }
            query.execute(&mut *tx).await?;
        }
        if self.dialect() == Dialect::Postgres {
            // Wakes every node's listener when this commits (`bus.rs`).
            sqlx::query(NOTIFY).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// The events after `after` (an id), oldest first, at most `limit`.
    pub async fn events_after(
        &self,
        after: i64,
        limit: i64,
    ) -> Result<Vec<ClusterEvent>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, node, game_id, generation, listing, message FROM cluster_events \
             WHERE id > $1 \
             ORDER BY id LIMIT $2",
        )
        .bind(after)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(ClusterEvent {
                    id: r.try_get("id")?,
                    node: r.try_get("node")?,
                    game_id: r.try_get("game_id")?,
                    generation: r.try_get("generation")?,
                    listing: r.try_get("listing")?,
                    message: r.try_get("message")?,
                })
            })
            .collect()
    }

    /// The newest event's id (a node starting reads only what follows).
    pub async fn last_event(&self) -> Result<i64, StoreError> {
        let row = sqlx::query("SELECT COALESCE(MAX(id), 0) AS id FROM cluster_events")
            .fetch_one(&self.pool)
            .await?;
        Ok(row.try_get("id")?)
    }

    /// Forgets events older than `before` (ms): the bus is not a log.
    pub async fn prune_events(&self, before: i64) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM cluster_events WHERE at < $1")
            .bind(before)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}

/// The writer's fence for one batch (`writer.rs`): the current generation
/// of each fenced game, read with the lease rows locked, in one statement.
pub(super) async fn current_generations(
    conn: &mut AnyConnection,
    games: &[GameId],
) -> Result<Vec<(GameId, i64)>, sqlx::Error> {
    if games.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "UPDATE leases SET generation = generation WHERE game_id IN {} RETURNING game_id, generation",
        super::placeholders(1, games.len())
    );
    // Only placeholders are formatted in; the values are bound. Not kept
    // prepared: one statement per batch size would crowd sqlx's statement
    // cache.
    let mut query = sqlx::query(sqlx::AssertSqlSafe(sql)).persistent(false);
    for game in games {
        query = query.bind(game);
    }
    let rows = query.fetch_all(&mut *conn).await?;
    rows.iter()
        .map(|r| Ok((r.try_get("game_id")?, r.try_get("generation")?)))
        .collect()
}

/// Whether `fence` still holds according to `current` (from
/// [`current_generations`]); the refusal otherwise.
pub(super) fn check_batch_fence(
    fence: &Fence,
    current: &[(GameId, i64)],
) -> Result<(), StoreError> {
    let held = current
        .iter()
        .any(|&(game, generation)| game == fence.game_id && generation == fence.generation);
    if held { Ok(()) } else { Err(fence.refused()) }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::now_ms;
    use crate::store::testing::{register, table};
    use crate::store::{Store, StoreError};

    /// More events than one statement inserts land whole and in order,
    /// each with its own values.
    #[tokio::test]
    async fn a_long_batch_of_events_lands_in_order() {
        let store = crate::store::testing::store().await;
        let after = store.last_event().await.unwrap();
        let texts: Vec<String> = (0..450).map(|i| format!("{{\"n\":{i}}}")).collect();
        let events: Vec<super::NewEvent<'_>> = texts
            .iter()
            .enumerate()
            .map(|(i, text)| super::NewEvent {
                game_id: crate::ids::GameId::new(i64::try_from(i).unwrap() + 1),
                generation: 3,
                listing: (i % 2 == 0).then_some(text.as_str()),
                message: (i % 2 == 1).then_some(text.as_str()),
            })
            .collect();
        store
            .publish_events("http://a", &events, now_ms())
            .await
            .unwrap();
        let read = store.events_after(after, 1000).await.unwrap();
        assert_eq!(read.len(), 450);
        for (i, event) in read.iter().enumerate() {
            assert_eq!(event.node, "http://a");
            assert_eq!(event.game_id.get(), i64::try_from(i).unwrap() + 1);
            assert_eq!(event.generation, 3);
            let text = event.listing.as_ref().or(event.message.as_ref());
            assert_eq!(text, Some(&texts[i]));
            assert_eq!(event.listing.is_some(), i % 2 == 0);
        }
    }

    /// After two beats further apart than a lease, a table whose lease
    /// another node took meanwhile is found out without writing; one
    /// still held, or taken since the leases were read, is not.
    #[tokio::test]
    async fn after_an_absence_a_table_taken_over_meanwhile_finds_out_and_no_other_does() {
        let store = crate::store::testing::store().await;
        let ann = register(&store, "ann").await;
        let [kept, taken, opened_later] = [
            table(&store, ann.id, 0).await,
            table(&store, ann.id, 0).await,
            table(&store, ann.id, 0).await,
        ];
        let at = now_ms();
        let me = store.node().to_owned();
        store.register_node(&me, at).await.unwrap();
        store.register_node("http://b", at).await.unwrap();
        let lease = |game| {
            let store = store.clone();
            let me = me.clone();
            async move {
                let generation = store
                    .take_lease(game, &me, at, false)
                    .await
                    .unwrap()
                    .unwrap();
                store.fenced(game, generation)
            }
        };
        let (kept, taken) = (lease(kept).await, lease(taken).await);
        store.beat(at, at).await.unwrap();
        // Beats 2 s apart, even landing late: no absence.
        store.beat(at + 2000, at + 5000).await.unwrap();
        assert_eq!(store.absences(), 0);
        // This node stops beating; b takes one of its tables over.
        let later = at + 2000 + 7000;
        store
            .take_lease(taken.fence().unwrap().game_id, "http://b", later, false)
            .await
            .unwrap()
            .unwrap();
        store.beat(later, later).await.unwrap();
        assert_eq!(store.absences(), 1);
        let opened_later = lease(opened_later).await;
        assert!(kept.confirm_lease().await);
        assert!(!kept.is_fenced_out());
        assert!(opened_later.confirm_lease().await);
        assert!(!taken.confirm_lease().await);
        assert!(taken.is_fenced_out());
    }

    /// A table is made with its lease: no takeover scan, this node's or
    /// another's, ever finds it without an owner (made in two steps, the
    /// scan between them took it over beside the actor opening it).
    #[tokio::test]
    async fn a_table_is_made_with_its_lease_and_no_scan_finds_it_unowned() {
        let store = crate::store::testing::store().await;
        let ann = register(&store, "ann").await;
        let at = now_ms();
        let me = store.node().to_owned();
        store.register_node(&me, at).await.unwrap();
        store.register_node("http://b", at).await.unwrap();
        let row = crate::store::testing::open_row(ann.id, 0);
        let (id, made) = store.create_table(&row).await.unwrap().unwrap();
        let fence = made.fence().unwrap();
        assert_eq!((fence.game_id, fence.generation), (id, 1));
        assert!(store.orphaned_games(at).await.unwrap().is_empty());
        assert_eq!(store.lease_owner(id, at).await.unwrap().unwrap().node, me);
        assert_eq!(
            store.take_lease(id, "http://b", at, false).await.unwrap(),
            None
        );
        // A game row made alone is what a scan takes: the test tells the two apart.
        let alone = table(&store, ann.id, 0).await;
        assert_eq!(store.orphaned_games(at).await.unwrap(), [alone]);
    }

    #[tokio::test]
    async fn a_write_with_a_stale_generation_is_refused_and_changes_nothing() {
        let store = crate::store::testing::store().await;
        let ann = register(&store, "ann").await;
        let bob = register(&store, "bob").await;
        let game = table(&store, ann.id, 10).await;
        let at = now_ms();
        store.register_node("http://a", at).await.unwrap();
        store.register_node("http://b", at).await.unwrap();
        let first = store
            .take_lease(game, "http://a", at, false)
            .await
            .unwrap()
            .unwrap();
        let a = store.fenced(game, first);
        // While a's heart beats, b cannot take the table.
        assert_eq!(
            store.take_lease(game, "http://b", at, false).await.unwrap(),
            None
        );
        a.start_game(game, [Some(ann.id), Some(bob.id)], 10)
            .await
            .unwrap();
        a.record_action(game, 0, 0, "draw", None).await.unwrap();
        // a's heartbeat is too old; b takes the table over.
        let later = at + 7000;
        let second = store
            .take_lease(game, "http://b", later, false)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(second, first + 1);
        let b = store.fenced(game, second);
        // a's writes are refused, in the group commit and in the ledger.
        let action = a.record_action(game, 1, 0, "pass", None).await;
        assert!(
            matches!(action, Err(StoreError::Fenced { .. })),
            "{action:?}"
        );
        assert!(a.is_fenced_out());
        let picks = a.record_picks(game, 0, [3, 3]).await;
        assert!(matches!(picks, Err(StoreError::Fenced { .. })), "{picks:?}");
        let finish = a.finish_game(game, Some(0), "resign", [0, 0]).await;
        assert!(
            matches!(finish, Err(StoreError::Fenced { .. })),
            "{finish:?}"
        );
        // The writes outside the group commit too: seats, rematch, hints, undo.
        let refused = [
            a.set_seats(game, &[Some(ann.id), None], crate::store::GameStatus::Open)
                .await,
            a.record_rematch(game, [true, false], None).await,
            a.note_hint(game).await,
            a.undo_actions(game, 0).await.map(|_| ()),
        ];
        for result in refused {
            assert!(
                matches!(result, Err(StoreError::Fenced { .. })),
                "{result:?}"
            );
        }
        let row = store.game(game).await.unwrap().unwrap();
        assert_eq!(row.seats, [Some(ann.id), Some(bob.id)]);
        assert_eq!(store.rematch(game).await.unwrap(), ([false, false], None));
        assert_eq!(store.hints(game).await.unwrap(), 0);
        // ...and changed nothing: one action, the game live, the pot in escrow.
        assert_eq!(store.actions(game).await.unwrap().len(), 1);
        assert_eq!(
            store.unsettled_games().await.unwrap(),
            Vec::<crate::ids::GameId>::new()
        );
        assert_eq!(store.unfinished_games().await.unwrap().len(), 1);
        assert_eq!(crate::store::testing::chips(&store, ann.id).await, 990);
        assert!(store.audit().await.unwrap().balances());
        // b's writes go through, in the same batch as a refused one.
        let (stale, current) = tokio::join!(
            a.record_action(game, 1, 0, "pass", None),
            b.record_action(game, 1, 0, "play", None)
        );
        assert!(matches!(stale, Err(StoreError::Fenced { .. })));
        current.unwrap();
        assert!(!b.is_fenced_out());
        assert_eq!(store.actions(game).await.unwrap()[1].action, "play");
        // Each action names the lease it was written under.
        let local = Some("local".to_owned());
        assert_eq!(
            store.action_leases(game).await.unwrap(),
            [(0, local.clone(), Some(first)), (1, local, Some(second))]
        );
        b.finish_game(game, Some(0), "resign", [0, 0])
            .await
            .unwrap();
        assert_eq!(crate::store::testing::chips(&store, ann.id).await, 1010);
    }

    #[tokio::test]
    async fn a_heartbeat_renews_every_lease_of_its_node_and_leaving_frees_them_at_once() {
        let store = Store::open(Path::new(":memory:")).await.unwrap();
        let ann = register(&store, "ann").await;
        let games = [
            table(&store, ann.id, 0).await,
            table(&store, ann.id, 0).await,
        ];
        let at = now_ms();
        store.register_node("http://a", at).await.unwrap();
        store.register_node("http://b", at).await.unwrap();
        for game in games {
            store
                .take_lease(game, "http://a", at, false)
                .await
                .unwrap()
                .unwrap();
        }
        assert!(store.orphaned_games(at).await.unwrap().is_empty());
        // One heartbeat keeps both leases.
        store.heartbeat("http://a", at + 2000).await.unwrap();
        assert!(store.orphaned_games(at + 7000).await.unwrap().is_empty());
        assert_eq!(store.orphaned_games(at + 9000).await.unwrap(), games);
        let owner = store
            .lease_owner(games[0], at + 7000)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(owner.node, "http://a");
        assert_eq!(store.lease_owner(games[0], at + 9000).await.unwrap(), None);
        // Another node's heartbeat renews none of a's.
        store.heartbeat("http://b", at + 9000).await.unwrap();
        assert_eq!(store.orphaned_games(at + 9000).await.unwrap(), games);
        // A node that leaves frees its leases before they would run out.
        store.heartbeat("http://a", at + 9000).await.unwrap();
        assert!(store.orphaned_games(at + 9001).await.unwrap().is_empty());
        store.leave_cluster("http://a").await.unwrap();
        assert_eq!(store.orphaned_games(at + 9001).await.unwrap(), games);
        // A beat after leaving does not bring it back.
        store.heartbeat("http://a", at + 9001).await.unwrap();
        assert_eq!(store.orphaned_games(at + 9001).await.unwrap(), games);
        let taken = store
            .take_lease(games[0], "http://b", at + 9001, false)
            .await;
        assert_eq!(taken.unwrap(), Some(2));
        // A lease given back is free at once, and its next holder's
        // generation is higher.
        store.heartbeat("http://b", at + 9001).await.unwrap();
        store.release_lease(games[0], 2).await.unwrap();
        assert_eq!(store.lease_owner(games[0], at + 9001).await.unwrap(), None);
        assert!(
            store
                .orphaned_games(at + 9001)
                .await
                .unwrap()
                .contains(&games[0])
        );
        let again = store
            .take_lease(games[0], "http://a", at + 9001, false)
            .await;
        assert_eq!(again.unwrap(), Some(3));
    }

    #[tokio::test]
    async fn the_cluster_clock_is_the_database_clock_whatever_the_node_clock_says() {
        let store = Store::open(Path::new(":memory:")).await.unwrap();
        store.skew_clock(2_000);
        assert!(
            store.now_ms() - now_ms() >= 1_900,
            "the skew shows before a sync"
        );
        let offset = store.sync_clock().await.unwrap();
        assert!((-2_100..=-1_900).contains(&offset), "offset {offset}");
        assert!((store.now_ms() - now_ms()).abs() < 100);
    }
}
