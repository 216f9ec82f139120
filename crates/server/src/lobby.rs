//! The lobby: every table's handle, and a live list of the open ones.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::watch;

use crate::presence::Presence;
use crate::store::Store;
use crate::table::{Listing, TableHandle, Timing, restore_table};

#[derive(Debug)]
pub struct Lobby {
    tables: Mutex<HashMap<i64, TableHandle>>,
    /// Bumped whenever a table's lobby row changes, or a user comes or goes.
    changes: watch::Sender<u64>,
    /// Who has a socket open: only their waiting tables are offered.
    pub presence: Arc<Presence>,
}

impl Default for Lobby {
    fn default() -> Lobby {
        let changes = watch::channel(0).0;
        Lobby {
            tables: Mutex::new(HashMap::new()),
            presence: Arc::new(Presence::new(changes.clone())),
            changes,
        }
    }
}

impl Lobby {
    /// Registers a table and forwards its lobby-row changes to subscribers.
    pub fn add(&self, handle: TableHandle) {
        let mut listing = handle.listing_changes();
        let changes = self.changes.clone();
        tokio::spawn(async move {
            while listing.changed().await.is_ok() {
                changes.send_modify(|n| *n += 1);
            }
        });
        if let Ok(mut tables) = self.tables.lock() {
            tables.insert(handle.id, handle);
        }
        self.changes.send_modify(|n| *n += 1);
    }

    pub fn get(&self, id: i64) -> Option<TableHandle> {
        self.tables.lock().ok()?.get(&id).cloned()
    }

    /// The tables waiting for a second player whose host is in the room
    /// (has a socket open), newest first: a host who left is never matched
    /// with an opponent they would not see.
    pub fn open_tables(&self) -> Vec<Listing> {
        let Ok(tables) = self.tables.lock() else {
            return Vec::new();
        };
        let mut open: Vec<Listing> = tables
            .values()
            .filter_map(TableHandle::listing)
            .filter(|l| self.presence.is_online(l.host_id))
            .collect();
        open.sort_by_key(|l| std::cmp::Reverse(l.id));
        open
    }

    pub fn subscribe(&self) -> watch::Receiver<u64> {
        self.changes.subscribe()
    }

    /// Restores every unfinished game from the database; returns how many.
    pub async fn restore(
        &self,
        store: &Store,
        timing: Timing,
    ) -> Result<usize, Box<dyn std::error::Error + Send + Sync>> {
        // A pot left in escrow by a crash at the end of a game is paid now.
        for id in store.unsettled_games().await? {
            store.settle(id).await?;
            tracing::warn!(game = id, "settled a finished game's pot after a restart");
        }
        let rows = store.unfinished_games().await?;
        let mut restored = 0;
        for row in rows {
            let id = row.id;
            match restore_table(store.clone(), row, timing).await {
                Ok(handle) => {
                    self.add(handle);
                    restored += 1;
                }
                Err(e) => tracing::error!(game = id, error = %e, "could not restore a game"),
            }
        }
        Ok(restored)
    }
}
