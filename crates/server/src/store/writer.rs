//! Group commit for the writes a table makes while a game is played (its
//! actions, a hand's picks, a hand's commitment and its seeds): one writer
//! task takes what every table has queued, runs it in one transaction and
//! commits it (one fsync under `synchronous = FULL`), then answers each
//! table. A table still publishes a change only once it is stored; what
//! changes is that a thousand tables waiting for the disk share one flush
//! instead of queueing for a thousand.
//!
//! While a batch commits, the next one gathers, so batches grow with the
//! load and a lone write waits for no timer. A failed write (a duplicate
//! `(game_id, seq)`, say) fails only itself: `SQLite` undoes a failed
//! statement, not its transaction, and the one write of two statements (a
//! hand's seeds) runs in its own savepoint. `PostgreSQL` aborts the whole
//! transaction on a failed statement, so there a batch is first tried
//! whole, and only if a write in it fails is it rolled back and run again
//! with a savepoint for each write. A failed commit fails the batch. Each
//! statement is a round trip (to sqlx's connection thread, or to the
//! server), so the writer sends as few as it can: no savepoint for a single
//! statement on the way that nearly every batch takes.
//!
//! Chips (stakes, settlement) and accounts keep their own transactions.

use std::time::Instant;

use sqlx::{AnyConnection, AnyPool, Connection};
use tokio::sync::{mpsc, oneshot};

use super::{Dialect, StoreError, begin_write, int, now};
use crate::ids::GameId;
use crate::tasks::Tasks;

/// The most writes one transaction takes; more wait for the next.
const MAX_BATCH: usize = 512;
/// Queued writes before tables wait to queue (back-pressure).
const QUEUE: usize = 4096;

/// What a table writes.
#[derive(Debug)]
pub(super) enum Change {
    /// One action (`actions` row).
    Action {
        game_id: GameId,
        seq: usize,
        hand_number: usize,
        action: String,
        clock_ms: Option<u64>,
    },
    /// How many face-down tiles each seat has picked in a hand.
    Picks {
        game_id: GameId,
        hand_number: usize,
        /// One per seat (two or four).
        picked: Vec<usize>,
    },
    /// A hand's server seed, before its commitment is published.
    CommitHand {
        game_id: GameId,
        hand_number: usize,
        server_seed: [u8; 32],
    },
    /// Both seats' seeds of a committed hand, its key and the picks so far:
    /// the hand is dealt (all or nothing).
    SeedHand {
        game_id: GameId,
        hand_number: usize,
        /// One per seat (two or four).
        client_seeds: Vec<String>,
        key: [u8; 32],
        picked: Vec<usize>,
    },
}

/// One change to store, and whom to tell.
#[derive(Debug)]
pub(super) struct Write {
    pub change: Change,
    /// The writing table's lease; `None` for a write outside a table.
    pub fence: Option<std::sync::Arc<super::cluster::Fence>>,
    pub queued: Instant,
    pub reply: oneshot::Sender<Result<(), StoreError>>,
}

/// Starts the writer on `pool` (its own connection, when `own_pool`) in
/// `tasks`; it ends when every sender is dropped, or when the room shuts
/// down: then, once every other task has ended (`tasks.rs`), it closes its
/// queue, commits what is in it, closes its own pool, and ends.
pub(super) fn spawn(
    pool: AnyPool,
    own_pool: bool,
    dialect: Dialect,
    gate: std::sync::Arc<super::WriteGate>,
    tasks: &Tasks,
) -> mpsc::Sender<Write> {
    let (sender, mut queue) = mpsc::channel::<Write>(QUEUE);
    tasks.spawn_writer(|flush| async move {
        let mut batch = Vec::with_capacity(MAX_BATCH);
        let mut closed = false;
        loop {
            let received = tokio::select! {
                received = queue.recv_many(&mut batch, MAX_BATCH) => received,
                () = flush.requested(), if !closed => {
                    // What is queued still arrives; then `recv_many` gives 0.
                    queue.close();
                    closed = true;
                    continue;
                }
            };
            if received == 0 {
                if own_pool {
                    pool.close().await;
                }
                break;
            }
            // Ahead of the chip transactions queued for `SQLite`'s lock.
            let turn = gate.first_turn(dialect).await;
            let results = write_batch(&pool, dialect, &batch).await;
            drop(turn);
            crate::metrics::batch_committed(batch.len());
            for (write, result) in batch.drain(..).zip(results) {
                if result.is_ok() && matches!(write.change, Change::Action { .. }) {
                    crate::metrics::action_stored(write.queued);
                }
                let _ = write.reply.send(result);
            }
        }
    });
    sender
}

/// Runs `batch` in one transaction: each write's own result, or the
/// commit's failure for all of them.
async fn write_batch(
    pool: &AnyPool,
    dialect: Dialect,
    batch: &[Write],
) -> Vec<Result<(), StoreError>> {
    if dialect.statement_fails_alone() {
        return write_each(pool, dialect, batch, false).await;
    }
    match write_whole(pool, batch).await {
        Ok(()) => batch.iter().map(|_| Ok(())).collect(),
        // Rolled back: again, each write in its savepoint, so only the
        // failing one fails.
        Err(_) => write_each(pool, dialect, batch, true).await,
    }
}

/// `PostgreSQL`'s way for a batch: every write in one transaction with no
/// savepoint, all or nothing (the transaction rolls back as it drops). The
/// actions, nearly all of a batch, go in multi-row inserts: a round trip
/// to the server per [`ACTION_ROWS`] actions instead of per action.
async fn write_whole(pool: &AnyPool, batch: &[Write]) -> Result<(), StoreError> {
    let mut tx = pool.begin().await?;
    let at = now();
    // The fence, as in `write_each`; a write refused by it sends the batch
    // the slow way, where it fails alone.
    let fenced = fenced_games(batch);
    let current = super::cluster::current_generations(&mut tx, &fenced).await?;
    for fence in batch.iter().filter_map(|w| w.fence.as_ref()) {
        super::cluster::check_batch_fence(fence, &current)?;
    }
    let actions: Vec<&Write> = batch
        .iter()
        .filter(|w| matches!(w.change, Change::Action { .. }))
        .collect();
    // An action depends on nothing else a batch writes (only its game's
    // row), so the actions may go first.
    for rows in actions.chunks(ACTION_ROWS) {
        insert_actions(&mut tx, rows, at).await?;
    }
    for w in batch {
        match w.change {
            Change::Action { .. } => {}
            Change::SeedHand { .. } => {
                // Its two statements stand or fall together here too.
                let mut savepoint = tx.begin().await?;
                apply(&mut savepoint, w, at).await?;
                savepoint.commit().await?;
            }
            _ => apply(&mut tx, w, at).await?,
        }
    }
    Ok(tx.commit().await?)
}

/// The games whose leases fence `batch`, each once.
fn fenced_games(batch: &[Write]) -> Vec<GameId> {
    let mut fenced: Vec<GameId> = batch
        .iter()
        .filter_map(|w| w.fence.as_ref().map(|f| f.game_id))
        .collect();
    fenced.sort_unstable();
    fenced.dedup();
    fenced
}

/// The most actions one insert takes (eight parameters each).
const ACTION_ROWS: usize = 64;

/// One insert of `rows` (all [`Change::Action`]s).
async fn insert_actions(
    conn: &mut AnyConnection,
    rows: &[&Write],
    at: i64,
) -> Result<(), StoreError> {
    // Only placeholders are formatted in: the values are bound.
    let sql = format!(
        "INSERT INTO actions (game_id, seq, hand_number, action, clock_ms, at, node, generation) \
         VALUES {}",
        super::placeholders(rows.len(), 8)
    );
    let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
    for row in rows {
        if let Change::Action {
            game_id,
            seq,
            hand_number,
            action,
            clock_ms,
        } = &row.change
        {
            query = query
                .bind(*game_id)
                .bind(int(*seq as u64))
                .bind(int(*hand_number as u64))
                .bind(action.clone())
                .bind(clock_ms.map(int))
                .bind(at)
                .bind(row.fence.as_ref().map(|f| f.node.to_string()))
                .bind(row.fence.as_ref().map(|f| f.generation));
        }
    }
    query.execute(&mut *conn).await?;
    Ok(())
}

/// Runs `batch` in one transaction where a failed write fails alone: in a
/// savepoint where `every_savepoint` (or the write has two statements).
async fn write_each(
    pool: &AnyPool,
    dialect: Dialect,
    batch: &[Write],
    every_savepoint: bool,
) -> Vec<Result<(), StoreError>> {
    let failed = |e: &dyn std::fmt::Display| {
        batch
            .iter()
            .map(|_| Err(StoreError::Unwritten(format!("a failed commit: {e}"))))
            .collect()
    };
    let mut tx = match begin_write_batch(pool, dialect).await {
        Ok(tx) => tx,
        Err(e) => return failed(&e),
    };
    let at = now();
    // One statement fences the whole batch: each lease's generation, read
    // with its row locked until the commit.
    let fenced = fenced_games(batch);
    let current = match super::cluster::current_generations(&mut tx, &fenced).await {
        Ok(current) => current,
        Err(e) => return failed(&e),
    };
    let mut results = Vec::with_capacity(batch.len());
    for w in batch {
        if let Some(fence) = &w.fence
            && let Err(refused) = super::cluster::check_batch_fence(fence, &current)
        {
            results.push(Err(refused));
            continue;
        }
        let savepoint = every_savepoint || matches!(w.change, Change::SeedHand { .. });
        let result = if savepoint {
            // Two statements all or nothing, or a backend that aborts the
            // transaction on a failure: a savepoint undoes them alone.
            match tx.begin().await {
                Ok(mut savepoint) => match apply(&mut savepoint, w, at).await {
                    Ok(()) => savepoint.commit().await.map_err(StoreError::from),
                    Err(e) => Err(e),
                },
                Err(e) => Err(e.into()),
            }
        } else {
            // One statement: SQLite undoes a failed one alone.
            apply(&mut tx, w, at).await
        };
        results.push(result);
    }
    // On failure the transaction rolls back as it drops.
    match tx.commit().await {
        Ok(()) => results,
        Err(e) => failed(&e),
    }
}

/// The batch's transaction: `SQLite` takes its write lock at the start
/// (as chip transactions do); a `PostgreSQL` batch touches only its own
/// tables' rows and needs no lock beyond them.
async fn begin_write_batch(
    pool: &AnyPool,
    dialect: Dialect,
) -> Result<sqlx::Transaction<'static, sqlx::Any>, StoreError> {
    match dialect {
        Dialect::Sqlite => begin_write(pool, dialect).await,
        Dialect::Postgres => Ok(pool.begin().await?),
    }
}

/// One change's statements.
async fn apply(conn: &mut AnyConnection, write: &Write, at: i64) -> Result<(), StoreError> {
    match &write.change {
        Change::Action {
            game_id,
            seq,
            hand_number,
            action,
            clock_ms,
        } => {
            sqlx::query(
                "INSERT INTO actions (game_id, seq, hand_number, action, clock_ms, at, node, generation) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            )
            .bind(game_id)
            .bind(int(*seq as u64))
            .bind(int(*hand_number as u64))
            .bind(action)
            .bind(clock_ms.map(int))
            .bind(at)
            .bind(write.fence.as_ref().map(|f| f.node.to_string()))
            .bind(write.fence.as_ref().map(|f| f.generation))
            .execute(&mut *conn)
            .await?;
        }
        Change::Picks {
            game_id,
            hand_number,
            picked,
        } => {
            let pick = |seat: usize| int(picked.get(seat).copied().unwrap_or(0) as u64);
            sqlx::query(
                "UPDATE hands SET picked0 = $1, picked1 = $2, picked2 = $3, picked3 = $4 \
                 WHERE game_id = $5 AND hand_number = $6",
            )
            .bind(pick(0))
            .bind(pick(1))
            .bind(pick(2))
            .bind(pick(3))
            .bind(game_id)
            .bind(int(*hand_number as u64))
            .execute(&mut *conn)
            .await?;
        }
        Change::CommitHand {
            game_id,
            hand_number,
            server_seed,
        } => {
            sqlx::query(
                "INSERT INTO hand_seeds (game_id, hand_number, server_seed) VALUES ($1, $2, $3)",
            )
            .bind(game_id)
            .bind(int(*hand_number as u64))
            .bind(&server_seed[..])
            .execute(&mut *conn)
            .await?;
        }
        Change::SeedHand {
            game_id,
            hand_number,
            client_seeds,
            key,
            picked,
        } => {
            // Seats 2 and 3 stay NULL at a table of two.
            let updated = sqlx::query(
                "UPDATE hand_seeds SET client_seed0 = $1, client_seed1 = $2, client_seed2 = $3, \
                 client_seed3 = $4 WHERE game_id = $5 AND hand_number = $6 AND client_seed0 IS NULL",
            )
            .bind(&client_seeds[0])
            .bind(&client_seeds[1])
            .bind(client_seeds.get(2))
            .bind(client_seeds.get(3))
            .bind(game_id)
            .bind(int(*hand_number as u64))
            .execute(&mut *conn)
            .await?;
            if updated.rows_affected() != 1 {
                return Err(sqlx::Error::RowNotFound.into());
            }
            let pick = |seat: usize| int(picked.get(seat).copied().unwrap_or(0) as u64);
            sqlx::query(
                "INSERT INTO hands (game_id, hand_number, shuffle_key, picked0, picked1, picked2, picked3) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(game_id)
            .bind(int(*hand_number as u64))
            .bind(&key[..])
            .bind(pick(0))
            .bind(pick(1))
            .bind(pick(2))
            .bind(pick(3))
            .execute(&mut *conn)
            .await?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {

    use crate::store::testing::{register, table};

    #[tokio::test]
    async fn concurrent_actions_are_all_stored_and_a_duplicate_fails_alone() {
        let store = crate::store::testing::store().await;
        let ann = register(&store, "ann").await;
        let games = [
            table(&store, ann.id, 0).await,
            table(&store, ann.id, 0).await,
        ];
        // Many tables' writes at once: they share commits, each is answered.
        let writes = (0..200).map(|i| {
            let store = store.clone();
            let game = games[i % 2];
            async move { store.record_action(game, i / 2, 0, "draw", None).await }
        });
        for result in futures_util::future::join_all(writes).await {
            result.unwrap();
        }
        // A duplicate in the same batch as a good write: only it fails.
        let (dup, fresh) = tokio::join!(
            store.record_action(games[0], 0, 0, "pass", None),
            store.record_action(games[0], 100, 0, "pass", None),
        );
        assert!(dup.is_err());
        fresh.unwrap();
        assert_eq!(store.actions(games[0]).await.unwrap().len(), 101);
        assert_eq!(store.actions(games[1]).await.unwrap().len(), 100);
        assert_eq!(store.actions(games[0]).await.unwrap()[0].action, "draw");
    }
}
