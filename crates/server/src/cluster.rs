//! This node among others on one database: its heartbeat, which renews
//! every lease it holds in one statement per period (`store/cluster.rs`).

use crate::store::{RENEW, Store, lease_ms, now_ms};

/// Beats this node's heart and renews its leases every [`RENEW`], until
/// the process ends. A failed renewal is logged and tried again; leases
/// left to expire are taken over by other nodes, and this node's next
/// write to such a table is refused (fencing), which stops its actor.
pub fn spawn_heartbeat(store: Store) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(RENEW);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            let at = now_ms();
            if let Err(e) = store.heartbeat(store.node(), at, at + lease_ms()).await {
                tracing::error!(error = %e, node = store.node(), "could not renew this node's leases");
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
