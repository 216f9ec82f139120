//! Group commit for game actions: one writer task takes the actions every
//! table has queued, inserts them in one transaction and commits it (one
//! fsync under `synchronous = FULL`), then answers each table. A table still
//! publishes an action only once it is stored; what changes is that a
//! thousand tables waiting for the disk share one flush instead of queueing
//! for a thousand.
//!
//! While a batch commits, the next one gathers, so batches grow with the
//! load and a lone action waits for no timer. A failed insert (a duplicate
//! `(game_id, seq)`, say) fails only its own action: `SQLite` undoes a
//! failed statement, not its transaction. A failed commit fails the batch.

use std::time::Instant;

use sqlx::SqlitePool;
use tokio::sync::{mpsc, oneshot};

use super::{BEGIN_WRITE, StoreError, int, now};

/// The most actions one transaction takes; more wait for the next.
const MAX_BATCH: usize = 512;
/// Queued actions before tables wait to queue (back-pressure).
const QUEUE: usize = 4096;

/// One action to store, and whom to tell.
#[derive(Debug)]
pub(super) struct ActionWrite {
    pub game_id: i64,
    pub seq: usize,
    pub hand_number: usize,
    pub action: String,
    pub clock_ms: Option<u64>,
    pub queued: Instant,
    pub reply: oneshot::Sender<Result<(), StoreError>>,
}

/// Starts the writer on `pool`; it ends when every sender is dropped.
pub(super) fn spawn(pool: SqlitePool) -> mpsc::Sender<ActionWrite> {
    let (sender, mut queue) = mpsc::channel::<ActionWrite>(QUEUE);
    tokio::spawn(async move {
        let mut batch = Vec::with_capacity(MAX_BATCH);
        while queue.recv_many(&mut batch, MAX_BATCH).await > 0 {
            let results = write_batch(&pool, &batch).await;
            crate::metrics::batch_committed(batch.len());
            for (write, result) in batch.drain(..).zip(results) {
                if result.is_ok() {
                    crate::metrics::action_stored(write.queued);
                }
                let _ = write.reply.send(result);
            }
        }
    });
    sender
}

/// Inserts `batch` in one transaction: each action's own result, or the
/// commit's failure for all of them.
async fn write_batch(pool: &SqlitePool, batch: &[ActionWrite]) -> Vec<Result<(), StoreError>> {
    let failed = |e: &sqlx::Error| {
        batch
            .iter()
            .map(|_| Err(StoreError::Unwritten(format!("a failed commit: {e}"))))
            .collect()
    };
    let mut tx = match pool.begin_with(BEGIN_WRITE).await {
        Ok(tx) => tx,
        Err(e) => return failed(&e),
    };
    let at = now();
    let mut results = Vec::with_capacity(batch.len());
    for w in batch {
        let inserted = sqlx::query(
            "INSERT INTO actions (game_id, seq, hand_number, action, clock_ms, at) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .bind(w.game_id)
        .bind(int(w.seq as u64))
        .bind(int(w.hand_number as u64))
        .bind(&w.action)
        .bind(w.clock_ms.map(int))
        .bind(at)
        .execute(&mut *tx)
        .await;
        results.push(inserted.map(|_| ()).map_err(StoreError::from));
    }
    // On failure the transaction rolls back as it drops.
    match tx.commit().await {
        Ok(()) => results,
        Err(e) => failed(&e),
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::super::Store;
    use crate::store::testing::{register, table};

    #[tokio::test]
    async fn concurrent_actions_are_all_stored_and_a_duplicate_fails_alone() {
        let store = Store::open(Path::new(":memory:")).await.unwrap();
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
