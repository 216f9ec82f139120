//! The process's task tree: every long-lived task the room starts (table
//! actors and their lobby rows, sockets, the pairing actor, the cluster's
//! heartbeat, takeover and bus, the store's writer) is spawned through
//! [`Tasks`], so [`crate::run`] can stop them all and wait for them before
//! it returns, instead of leaving them running in the process.
//!
//! The tree travels with the [`Store`](crate::Store), which every one of
//! those tasks already holds: `Store::connect` makes it (and starts the
//! writer in it), `run` shuts it down. A store used without `run` (the
//! CLI's tools, unit tests) never shuts down: its tasks end as before, when
//! their channels close.
//!
//! Shutdown, after `run` stopped taking connections:
//! 1. [`Tasks::drain_tables`]: [`Tasks::draining`] resolves in every table
//!    actor, which finishes the command or timer it is in (and the write it
//!    makes), then ends and gives its lease back; no table opens here any
//!    more, and a socket's message for a table is answered `unreachable`
//!    (retryable). In a cluster, another node can take each table over the
//!    moment its lease is back;
//! 2. [`Tasks::shutdown`]: [`Tasks::stopping`] resolves everywhere else: a
//!    socket sends its client a close frame (1012, service restart, in a
//!    cluster: the client reconnects, to any node, and finds its table
//!    there; 1001, going away, alone) and ends; each loop ends at its next
//!    turn;
//! 3. once all of them have ended, the writer closes its queue, commits
//!    what is in it, and ends;
//! 4. then nothing the room started runs any more.

use std::future::Future;

use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

/// The room's task tree (cheap to clone: every clone is the same tree).
#[derive(Clone, Debug, Default)]
pub struct Tasks {
    /// The table actors.
    tables: TaskTracker,
    /// Cancelled when the tables are to end (the first step of closing).
    drain: CancellationToken,
    /// Every task but the tables and the writer.
    others: TaskTracker,
    /// Cancelled when the room closes.
    stop: CancellationToken,
    /// The store's writer: it outlives the others, so their last writes
    /// land.
    writer: TaskTracker,
    /// Cancelled once every other task has ended.
    flush: CancellationToken,
}

impl Tasks {
    /// Starts `task` in the tree. A long-lived task also selects on
    /// [`Tasks::stopping`] and ends soon after it resolves.
    pub fn spawn<F>(&self, task: F)
    where
        F: Future<Output = ()> + Send + 'static,
    {
        self.others.spawn(task);
    }

    /// Starts a table's actor in the tree: it selects on
    /// [`Tasks::draining`] and ends soon after it resolves.
    pub fn spawn_table<F>(&self, task: F)
    where
        F: Future<Output = ()> + Send + 'static,
    {
        self.tables.spawn(task);
    }

    /// Resolves once the tables are to end (the room is closing).
    pub async fn draining(&self) {
        self.drain.cancelled().await;
    }

    /// Whether the room is closing its tables: none opens here any more.
    pub fn is_draining(&self) -> bool {
        self.drain.is_cancelled()
    }

    /// Ends every table's actor and waits for them: each finishes what it
    /// is doing and gives its lease back (the module's first step).
    pub async fn drain_tables(&self) {
        self.drain.cancel();
        self.tables.close();
        self.tables.wait().await;
    }

    /// `future` counted in the tree while it runs (for a task someone else
    /// spawns: axum's upgraded sockets).
    pub fn track<F: Future>(&self, future: F) -> impl Future<Output = F::Output> + use<F> {
        self.others.track_future(future)
    }

    /// Resolves once the room is closing.
    pub async fn stopping(&self) {
        self.stop.cancelled().await;
    }

    /// Whether the room is closing.
    pub fn is_stopping(&self) -> bool {
        self.stop.is_cancelled()
    }

    /// Starts the store's writer (`store/writer.rs`): `writer` is given a
    /// future that resolves when it should drain its queue and end.
    pub(crate) fn spawn_writer<F>(&self, writer: impl FnOnce(Flush) -> F)
    where
        F: Future<Output = ()> + Send + 'static,
    {
        let flush = Flush(self.flush.clone());
        self.writer.spawn(writer(flush));
    }

    /// Stops the tree and waits for it (the order is the module's; the
    /// tables are drained first if they were not).
    pub async fn shutdown(&self) {
        self.drain_tables().await;
        self.stop.cancel();
        self.others.close();
        self.others.wait().await;
        self.flush.cancel();
        self.writer.close();
        self.writer.wait().await;
    }
}

/// The writer's signal to drain its queue and end.
#[derive(Debug)]
pub(crate) struct Flush(CancellationToken);

impl Flush {
    /// Resolves once every other task has ended.
    pub async fn requested(&self) {
        self.0.cancelled().await;
    }
}
