//! The cheap handle everyone else holds, and the commands it sends the
//! actor, each with a `oneshot` reply.

use std::sync::Arc;

use dominoes_rules::fairness::ClientSeed;
use dominoes_rules::{Move, Seat, SeatView};
use tokio::sync::{mpsc, oneshot, watch};

use super::{Listing, Rematch, TableError};
use crate::ids::{TableId, UserId};
use crate::in_time::Terms;
use crate::key::TableKey;
use crate::store::User;

pub(super) enum Command {
    Join {
        user: User,
        /// Whether the joiner gave a private table's key (always, for a
        /// public table).
        admitted: bool,
        reply: oneshot::Sender<Result<Seat, TableError>>,
    },
    Leave {
        user_id: UserId,
        reply: oneshot::Sender<Result<(), TableError>>,
    },
    Open {
        user_id: UserId,
        /// As for `Join`: a private table's key was given.
        admitted: bool,
        reply: oneshot::Sender<Result<Watched, TableError>>,
    },
    Act {
        user_id: UserId,
        version: u64,
        mv: Move,
        reply: oneshot::Sender<Result<(), TableError>>,
    },
    Resign {
        user_id: UserId,
        reply: oneshot::Sender<Result<(), TableError>>,
    },
    NextHand {
        user_id: UserId,
        reply: oneshot::Sender<Result<(), TableError>>,
    },
    Pick {
        user_id: UserId,
        count: usize,
        seed: Option<ClientSeed>,
        reply: oneshot::Sender<Result<(), TableError>>,
    },
    Rematch {
        user_id: UserId,
        reply: oneshot::Sender<Result<Option<Rematch>, TableError>>,
    },
    RematchOpened {
        table: TableId,
    },
    AutoDraw {
        user_id: UserId,
        version: u64,
        reply: oneshot::Sender<Result<(), TableError>>,
    },
    Hint {
        user_id: UserId,
        reply: oneshot::Sender<Result<SeatView, TableError>>,
    },
    Undo {
        user_id: UserId,
        version: u64,
        reply: oneshot::Sender<Result<(), TableError>>,
    },
}

/// A command and its terms: a relayed message's deadline, past which the
/// actor drops it (`in_time.rs`).
pub(super) struct Asked {
    pub command: Command,
    pub terms: Terms,
}

/// A table opened by someone: a player's own stream of updates, or a
/// watcher's public one (docs/protocol.md, "Watching").
#[derive(Debug)]
pub struct Watched {
    /// The current value is the full view; then every change.
    pub updates: watch::Receiver<Arc<str>>,
    /// `None`: not seated, watching.
    pub seat: Option<Seat>,
    /// The table keeps its watchers' chat from its players.
    pub watchers_apart: bool,
}

/// A cheap handle to a table's actor.
#[derive(Clone, Debug)]
pub struct TableHandle {
    pub id: TableId,
    pub(super) commands: mpsc::Sender<Asked>,
    pub(super) listing: watch::Receiver<Option<Listing>>,
    /// Whether a hand is being played now (dealt, not yet over).
    pub(super) hand_live: watch::Receiver<bool>,
    /// A private table's key (`None`: public).
    pub(super) private: Option<TableKey>,
    /// A tournament's private table (a duplicate round's): no key opens it
    /// to anyone but its players, who are not shown one.
    pub(super) sealed: bool,
    /// When its actor started here.
    pub(super) started: tokio::time::Instant,
    /// The lease its actor writes under (none for a lone node's tables in
    /// tests that open one without a lease).
    pub(super) fence: Option<Arc<crate::store::Fence>>,
}

/// How long a table that just started running counts its host as in the
/// room whatever the presence says, with several nodes: the host's socket
/// may be on another node, whose news of it takes up to about half a
/// second to arrive (docs/operations.md, "One room").
const JUST_OPENED: std::time::Duration = std::time::Duration::from_secs(2);

impl TableHandle {
    /// Sends a command and waits for the actor's answer.
    async fn ask<T>(
        &self,
        command: impl FnOnce(oneshot::Sender<Result<T, TableError>>) -> Command,
    ) -> Result<T, TableError> {
        let (reply, answer) = oneshot::channel();
        let terms = Terms::now();
        let asked = Asked {
            command: command(reply),
            terms: terms.clone(),
        };
        self.commands
            .send(asked)
            .await
            .map_err(|_| TableError::Closed)?;
        // Dropped unanswered: too late for its relayed deadline, or the
        // actor stopped.
        let answer = answer.await.map_err(|_| {
            if terms.was_late() {
                TableError::TooLate
            } else {
                TableError::Closed
            }
        })?;
        // To someone not seated there, a private table does not exist: every
        // command checks the seat first, so nothing else is told them.
        match answer {
            Err(TableError::NotSeated) if self.is_private() => Err(TableError::Hidden(self.id)),
            answer => answer,
        }
    }

    /// Whether the actor started under [`JUST_OPENED`] ago (its host, who
    /// just opened it, counts as in the room).
    pub fn just_opened(&self) -> bool {
        self.started.elapsed() < JUST_OPENED
    }

    /// Whether the table is found only by its players and its link.
    pub fn is_private(&self) -> bool {
        self.private.is_some()
    }

    /// A private table's key as its link writes it, for its host to pass on.
    pub fn private_key(&self) -> Option<String> {
        self.private.filter(|_| !self.sealed).map(TableKey::to_hex)
    }

    /// Whether `key` (as a client sent it) lets its sender join or watch:
    /// any key, or none, for a public table; the table's own for a
    /// private one; none for a sealed one.
    pub fn admits(&self, key: Option<&str>) -> bool {
        self.private
            .is_none_or(|own| !self.sealed && own.admits(key))
    }

    /// Seats `user`, who gave `key` (needed at a private table).
    pub async fn join(&self, user: User, key: Option<&str>) -> Result<Seat, TableError> {
        let admitted = self.admits(key);
        self.ask(|reply| Command::Join {
            user,
            admitted,
            reply,
        })
        .await
    }

    pub async fn leave(&self, user_id: UserId) -> Result<(), TableError> {
        self.ask(|reply| Command::Leave { user_id, reply }).await
    }

    /// The seat's stream of updates; its current value is the full view.
    #[cfg(test)]
    pub async fn watch(&self, user_id: UserId) -> Result<watch::Receiver<Arc<str>>, TableError> {
        let watched = self.open(user_id, None).await?;
        watched
            .seat
            .map(|_| watched.updates)
            .ok_or(TableError::NotSeated)
    }

    /// The seat's stream of updates if `user_id` is seated, else the
    /// watchers' (public and held back) for whoever gave `key` (needed at
    /// a private table).
    pub async fn open(&self, user_id: UserId, key: Option<&str>) -> Result<Watched, TableError> {
        let admitted = self.admits(key);
        self.ask(|reply| Command::Open {
            user_id,
            admitted,
            reply,
        })
        .await
    }

    pub async fn act(&self, user_id: UserId, version: u64, mv: Move) -> Result<(), TableError> {
        self.ask(|reply| Command::Act {
            user_id,
            version,
            mv,
            reply,
        })
        .await
    }

    pub async fn resign(&self, user_id: UserId) -> Result<(), TableError> {
        self.ask(|reply| Command::Resign { user_id, reply }).await
    }

    pub async fn next_hand(&self, user_id: UserId) -> Result<(), TableError> {
        self.ask(|reply| Command::NextHand { user_id, reply }).await
    }

    /// Picks `count` face-down tiles (`usize::MAX`: "auto draw" the rest).
    #[cfg(test)]
    pub async fn pick(&self, user_id: UserId, count: usize) -> Result<(), TableError> {
        self.pick_seeded(user_id, count, None).await
    }

    /// Picks, giving this seat's client seed for the hand if it is the
    /// seat's first pick of a hand not yet dealt (docs/fairness.md).
    pub async fn pick_seeded(
        &self,
        user_id: UserId,
        count: usize,
        seed: Option<ClientSeed>,
    ) -> Result<(), TableError> {
        self.ask(|reply| Command::Pick {
            user_id,
            count,
            seed,
            reply,
        })
        .await
    }

    /// Asks for a rematch; `Some` once both players (or the one person
    /// facing the computer) have asked.
    pub async fn rematch(&self, user_id: UserId) -> Result<Option<Rematch>, TableError> {
        self.ask(|reply| Command::Rematch { user_id, reply }).await
    }

    /// Tells the players where their rematch is.
    pub async fn rematch_opened(&self, table: TableId) {
        let asked = Asked {
            command: Command::RematchOpened { table },
            terms: Terms::default(),
        };
        let _ = self.commands.send(asked).await;
    }

    /// The seat's view for a hint, counted as one hint given (docs/review.md).
    pub async fn hint_view(&self, user_id: UserId) -> Result<SeatView, TableError> {
        self.ask(|reply| Command::Hint { user_id, reply }).await
    }

    /// Takes back the seat's last play of this hand and everything since,
    /// chosen on update `version` (a practice game only).
    pub async fn undo(&self, user_id: UserId, version: u64) -> Result<(), TableError> {
        self.ask(|reply| Command::Undo {
            user_id,
            version,
            reply,
        })
        .await
    }

    /// Draws until a playable tile arrives.
    pub async fn auto_draw(&self, user_id: UserId, version: u64) -> Result<(), TableError> {
        self.ask(|reply| Command::AutoDraw {
            user_id,
            version,
            reply,
        })
        .await
    }

    /// Whether a hand is being played now: dealt and not yet over.
    pub fn hand_live(&self) -> bool {
        *self.hand_live.borrow()
    }

    /// The table's lobby row while it waits for a player (`open`) or is
    /// played (to watch), else `None`.
    pub fn listing(&self) -> Option<Listing> {
        self.listing.borrow().clone()
    }

    /// Whether the table's actor has ended, or is ending: a write of its
    /// was refused because another node took the table (it answered
    /// `Moved`, and stops at its loop's next turn). Either way nothing
    /// here answers for the table any more, and a message routed again
    /// looks for its owner elsewhere.
    pub fn is_closed(&self) -> bool {
        self.commands.is_closed() || self.fence.as_ref().is_some_and(|f| f.is_lost())
    }

    /// The generation of the lease this copy of the table runs under (0
    /// without one: a lobby of one node takes leases too, but tests may
    /// not).
    pub fn generation(&self) -> i64 {
        self.fence.as_ref().map_or(0, |f| f.generation)
    }

    pub fn listing_changes(&self) -> watch::Receiver<Option<Listing>> {
        self.listing.clone()
    }
}
