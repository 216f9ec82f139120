//! This node among others on one database: its heartbeat, which renews
//! every lease it holds by updating its one row (`store/cluster.rs`) and
//! keeps its reading of the cluster's clock, the takeover of the tables of
//! a node that died or left, and which node runs a table (for the relays
//! of `socket` and `api`).

use std::time::Duration;

use futures_util::StreamExt;

use crate::App;
use crate::ids::TableId;
use crate::store::{RENEW, Store};

/// Beats this node's heart (which renews its leases) every [`RENEW`], until
/// the room closes, and reads the database's clock again each time. A
/// failed beat is logged and tried again; a node whose heart stopped for
/// [`crate::store::LEASE`] has its tables taken over by other nodes, and
/// its next write to such a table is refused (fencing), which stops its
/// actor.
pub fn spawn_heartbeat(store: Store) {
    let tasks = store.tasks().clone();
    tasks.clone().spawn(async move {
        let mut tick = tokio::time::interval(RENEW);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = tick.tick() => {}
                () = tasks.stopping() => break,
            }
            if let Err(e) = store.sync_clock().await {
                tracing::warn!(error = %e, "could not read the database's clock");
            }
            let at = store.now_ms();
            if let Err(e) = store.heartbeat(store.node(), at).await {
                tracing::error!(error = %e, node = store.node(), "could not renew this node's leases");
            } else if let Err(e) = store.beat(at, store.now_ms()).await {
                tracing::error!(error = %e, node = store.node(), "could not read this node's leases after an absence");
            }
        }
    });
}

/// A node's address as others reach it: `--advertise`, else the address it
/// listens on.
pub fn advertised(advertise: Option<&str>, address: std::net::SocketAddr) -> String {
    advertise.map_or_else(
        || format!("http://{address}"),
        |url| url.trim_end_matches('/').to_owned(),
    )
}

/// How long after a node's death its tables are taken over, at most: its
/// leases run out ([`crate::store::LEASE`] after its last renewal), then
/// another node's next scan finds them.
pub const SCAN: Duration = Duration::from_secs(1);

/// How many tables one node's takeover scan restores at once. Each
/// restore's queries take the node's database connections in turn with
/// everyone else's (8 on `PostgreSQL`, 4 on a `SQLite` file): more at once
/// would not be faster, and would keep the node's own tables waiting
/// longer for theirs.
const TAKEN_AT_ONCE: usize = 4;

/// Every [`SCAN`], takes over the unfinished tables whose lease expired
/// (their node died or lost the database): the lease is taken atomically,
/// so of several nodes scanning one wins each table, and the winner
/// restores it exactly as a restart does (`table/restore.rs`).
pub fn spawn_takeover(app: App) {
    let tasks = app.tasks().clone();
    tasks.clone().spawn(async move {
        let mut tick = tokio::time::interval(SCAN);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = tick.tick() => {}
                () = tasks.draining() => break,
            }
            let store = &app.inner.store;
            let orphaned = match store.orphaned_games(store.now_ms()).await {
                Ok(orphaned) => orphaned,
                Err(e) => {
                    tracing::error!(error = %e, "could not look for tables to take over");
                    continue;
                }
            };
            // Several at a time: a node that left (or died) holding
            // hundreds of tables has them back in play in a second or two,
            // not one restore after another.
            let timing = app.inner.config.timing();
            let lobby = &app.inner.lobby;
            futures_util::stream::iter(orphaned)
                .for_each_concurrent(TAKEN_AT_ONCE, |id| async move {
                    if lobby.open(store, timing, id).await.is_ok() {
                        tracing::warn!(
                            table = id.get(),
                            game = id.get(),
                            node = store.node(),
                            "took a table over"
                        );
                    }
                })
                .await;
        }
    });
}

/// The owner of `id` if it is another node; `None` if this node serves
/// it (it runs the table, nobody holds a current lease, or this node is
/// alone: without `--cluster` there is no other node to relay to).
pub async fn owner_elsewhere(app: &App, id: TableId) -> Option<String> {
    if !app.inner.config.cluster || app.inner.lobby.get(id).is_some() {
        return None;
    }
    leased_elsewhere(app, id).await
}

/// The node whose lease on `id` is current, if not this one: the owner as
/// the database has it, whatever this node still runs (an actor whose
/// write was just fenced out may not have stopped yet).
pub async fn leased_elsewhere(app: &App, id: TableId) -> Option<String> {
    let store = &app.inner.store;
    match store.lease_owner(id, store.now_ms()).await {
        Ok(Some(owner)) if owner.node != store.node() => Some(owner.node),
        Ok(_) => None,
        Err(e) => {
            tracing::error!(table = id.get(), game = id.get(), error = %e, "could not look up a table's owner");
            None
        }
    }
}
