//! `GET /api/games/{id}/review?seat=N`: a finished game's review for one
//! seat (docs/review.md), computed on a blocking thread, a few at a time,
//! and kept: a review is deterministic, so it is computed once.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

use dominoes_rules::Seat;

use crate::ids::GameId;
use serde_json::Value;
use tokio::sync::Semaphore;

/// Reviews computed so far, and how many may be computed at once.
#[derive(Debug)]
pub(crate) struct Reviews {
    done: Mutex<HashMap<(GameId, Seat), Arc<Value>>>,
    pub(crate) computing: Semaphore,
}

/// How many reviews are kept; past it the oldest half is forgotten (they
/// are only recomputed, never wrong).
const KEPT: usize = 512;

impl Reviews {
    pub(crate) fn new(cores: usize) -> Reviews {
        Reviews {
            done: Mutex::new(HashMap::new()),
            // One core stays free for the tables.
            computing: Semaphore::new(cores.saturating_sub(1).max(1)),
        }
    }

    pub(crate) fn get(&self, key: (GameId, Seat)) -> Option<Arc<Value>> {
        self.done.lock().ok()?.get(&key).cloned()
    }

    pub(crate) fn keep(&self, key: (GameId, Seat), answer: Arc<Value>) {
        if let Ok(mut done) = self.done.lock() {
            if done.len() >= KEPT {
                let mut ids: Vec<GameId> = done.keys().map(|(id, _)| *id).collect();
                ids.sort_unstable();
                let old: HashSet<GameId> = ids[..ids.len() / 2].iter().copied().collect();
                done.retain(|(id, _), _| !old.contains(id));
            }
            done.insert(key, answer);
        }
    }
}
