//! In time or never, where it is decided: at the table's actor. A message
//! another node relays (over a socket, `socket/relay.rs`, or as an HTTP
//! request, `api/relay.rs`) carries a deadline; the owner answers it
//! inside [`within`], and the command it sends a table's actor carries
//! the deadline along ([`Terms`]). The actor takes the command up only
//! before the deadline, and says so at once ([`Relayed::taken`]): the
//! socket acknowledges it to the relay then, however long the command
//! itself takes (a join behind a burst of games starting). A command the
//! actor reaches after the deadline is dropped, never applied, and its
//! asker is told [`crate::table::TableError::TooLate`].
//!
//! Checked only when the message arrived, a command waiting behind a busy
//! actor could be applied seconds after the relay had told the player it
//! failed (docs/operations.md, "Relays").

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};

use tokio::sync::Notify;

use crate::store::Store;

tokio::task_local! {
    /// The relayed message being answered, while it is.
    static RELAYED: Arc<Relayed>;
}

/// Milliseconds since 1970 on the cluster's clock (`store/cluster.rs`
/// `Clock`), as deadlines are written and read: every node reads the same
/// time.
pub fn clock_ms(store: &Store) -> u64 {
    u64::try_from(store.now_ms()).unwrap_or(0)
}

const PENDING: u8 = 0;
const TAKEN: u8 = 1;
const LATE: u8 = 2;

/// A relayed message's deadline, and what the table's actor made of its
/// command: nothing yet, taken up in time, or reached too late.
#[derive(Debug)]
pub struct Relayed {
    /// Milliseconds since 1970 on the cluster's clock: not taken up after.
    until_ms: u64,
    verdict: AtomicU8,
    taken: Notify,
}

impl Relayed {
    pub fn new(until_ms: u64) -> Arc<Relayed> {
        Arc::new(Relayed {
            until_ms,
            verdict: AtomicU8::new(PENDING),
            taken: Notify::new(),
        })
    }

    /// Resolves once an actor took the command up in time (never, if none
    /// does).
    pub async fn taken(&self) {
        if self.verdict.load(Ordering::Acquire) != TAKEN {
            // `notify_one` keeps a permit for a waiter that comes later.
            self.taken.notified().await;
        }
    }

    /// Whether an actor reached the command after the deadline (and
    /// dropped it).
    pub fn was_late(&self) -> bool {
        self.verdict.load(Ordering::Acquire) == LATE
    }
}

/// Runs `answer` as the answer to a message relayed with `relayed`'s
/// deadline: a table command it sends carries the deadline to the actor.
pub async fn within<F: Future>(relayed: Arc<Relayed>, answer: F) -> F::Output {
    RELAYED.scope(relayed, answer).await
}

/// What a command carries to the table's actor: the relayed message's
/// deadline, if it is one.
#[derive(Debug, Default, Clone)]
pub struct Terms(Option<Arc<Relayed>>);

impl Terms {
    /// The terms of the message being answered now (none for a message a
    /// client sent this node itself).
    pub fn now() -> Terms {
        Terms(RELAYED.try_with(Arc::clone).ok())
    }

    /// At the actor, `now_ms` on the cluster's clock: whether the command
    /// may be applied. Taken up once, in time; reached later, it is not,
    /// ever (and a later look says the same).
    pub fn take_up(&self, now_ms: u64) -> bool {
        let Some(relayed) = &self.0 else {
            return true;
        };
        let verdict = if now_ms > relayed.until_ms {
            LATE
        } else {
            TAKEN
        };
        let decided = match relayed.verdict.compare_exchange(
            PENDING,
            verdict,
            Ordering::AcqRel,
            Ordering::Acquire,
        ) {
            Ok(_) => verdict,
            Err(earlier) => earlier,
        };
        if decided == TAKEN {
            relayed.taken.notify_one();
        }
        decided == TAKEN
    }

    /// Whether the actor found the command too late (after [`Terms::take_up`]).
    pub fn was_late(&self) -> bool {
        self.0.as_ref().is_some_and(|r| r.was_late())
    }
}

#[cfg(test)]
mod tests {
    use super::{Relayed, Terms, within};

    #[tokio::test]
    async fn a_command_is_taken_up_before_its_deadline_and_never_after() {
        // A client's own message: always.
        assert!(Terms::now().take_up(u64::MAX));
        let relayed = Relayed::new(1_000);
        let terms = within(relayed.clone(), async { Terms::now() }).await;
        assert!(terms.take_up(1_000));
        // Decided once: a second look later says the same.
        assert!(terms.take_up(5_000));
        relayed.taken().await;
        assert!(!relayed.was_late());

        let relayed = Relayed::new(1_000);
        let terms = within(relayed.clone(), async { Terms::now() }).await;
        assert!(!terms.take_up(1_001));
        assert!(!terms.take_up(0));
        assert!(relayed.was_late() && terms.was_late());
    }
}
