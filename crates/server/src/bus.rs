//! The cluster bus: what one node tells the others: a table's lobby row
//! (opened, joined, finished), so every node's lobby lists every node's
//! tables; and [`Message`]s: who has a socket open here, a notice for a
//! user's sockets wherever they are, a chat line. So a player sees the
//! same room whichever node their socket is on.
//!
//! [`Bus`] is the seam: `publish` one [`Announcement`] or `say` one
//! [`Message`], and read the others' from the receiver [`spawn`] returns. The announcements are rows
//! of the `cluster_events` table, in the order they were committed. On
//! `SQLite` each node reads them every [`POLL`]. On `PostgreSQL` an
//! announcement also notifies a channel (LISTEN/NOTIFY, in the transaction
//! that stores it), and each node reads as soon as it is woken; it still
//! reads every [`POLL_LISTENING`], in case a notification was lost while
//! its listening connection was down. The table, not the notification's
//! payload, carries the row: NOTIFY is at most once and 8 KB.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;

use crate::ids::{GameId, UserId};
use crate::protocol::Listing;
use crate::store::{BUS_CHANNEL, ChatRow, Database, Store, StoreError};

/// How often a polling node reads the others' events: the lag of a lobby
/// change between nodes, at most.
pub const POLL: Duration = Duration::from_millis(250);
/// How often a listening node (`PostgreSQL`) reads without being woken.
pub const POLL_LISTENING: Duration = Duration::from_secs(5);
/// Events are kept this long, then pruned: the bus is not a log.
const KEEP: Duration = Duration::from_mins(10);

/// A table's lobby row as one node tells the others (what `Listing` keeps
/// off the wire included); `None`: no longer listed.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct Announcement {
    pub node: String,
    pub game_id: GameId,
    pub row: Option<Row>,
}

/// What one node tells the others besides tables' rows.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Message {
    /// Every user with a socket open on the sending node, now (sent every
    /// [`crate::presence::SNAPSHOT`], and whenever someone comes or goes).
    Online { users: Vec<UserId> },
    /// A notice for `user`'s sockets on every node (each node tells the
    /// ones it holds).
    Notify { user: UserId, json: String },
    /// A chat line said on the sending node, stored already, and its frame
    /// as sent to sockets.
    Chat { row: ChatRow, frame: String },
    /// `user` signed out of the session whose token hashes to
    /// `token_hash` (hex): its sockets close on every node.
    SignedOut { user: UserId, token_hash: String },
    /// A sign-in as `name` from `address` failed (throttle.rs).
    SignInFailed {
        name: String,
        address: std::net::IpAddr,
    },
    /// An account was made from `address` (throttle.rs).
    SignedUp { address: std::net::IpAddr },
    /// `user` muted (`on`) or unmuted `muted`: their sockets on every node
    /// follow.
    Muted {
        user: UserId,
        muted: UserId,
        on: bool,
    },
}

/// What this node hears from another.
#[derive(Clone, Debug, PartialEq)]
pub enum Heard {
    Table(Announcement),
    Message { node: String, message: Message },
}

/// [`Listing`] with the fields it never sends to a client.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct Row {
    pub listing: Listing,
    pub host_id: UserId,
    pub private: bool,
}

impl Row {
    pub fn new(listing: Listing) -> Row {
        Row {
            host_id: UserId::new(listing.host_id),
            private: listing.private,
            listing,
        }
    }

    /// The listing with the fields the wire skips put back.
    pub fn into_listing(self) -> Listing {
        Listing {
            host_id: self.host_id.get(),
            private: self.private,
            ..self.listing
        }
    }
}

/// How announcements travel between nodes.
#[derive(Clone, Debug)]
enum Transport {
    /// `cluster_events`, polled (`SQLite`, or any database).
    Polling(Store),
}

/// This node's end of the bus; cheap to clone.
#[derive(Clone, Debug)]
pub struct Bus {
    node: String,
    transport: Transport,
}

impl Bus {
    /// Tells the other nodes `game_id`'s lobby row changed.
    ///
    /// # Errors
    /// If the transport fails (the change is then missed by the others
    /// until the table's row changes again).
    pub async fn publish(&self, game_id: GameId, row: Option<Row>) -> Result<(), StoreError> {
        match &self.transport {
            Transport::Polling(store) => {
                let json = row
                    .map(|row| serde_json::to_string(&row))
                    .transpose()
                    .map_err(|e| StoreError::Invalid(e.to_string()))?;
                store
                    .publish_event(&self.node, game_id, json.as_deref(), store.now_ms())
                    .await
            }
        }
    }

    /// Tells the other nodes `message`.
    ///
    /// # Errors
    /// If the transport fails (the message is lost: a snapshot of who is
    /// online is sent again soon; a notice or a chat line is not).
    pub async fn say(&self, message: &Message) -> Result<(), StoreError> {
        let json =
            serde_json::to_string(message).map_err(|e| StoreError::Invalid(e.to_string()))?;
        match &self.transport {
            Transport::Polling(store) => {
                store
                    .publish_message(&self.node, &json, store.now_ms())
                    .await
            }
        }
    }
}

/// Starts this node's bus on `store`: the handle to publish with, and the
/// other nodes' announcements as they arrive (this node's own are skipped).
///
/// # Errors
/// If the database cannot say where the events end.
pub async fn spawn(
    store: Store,
    database: &Database,
) -> Result<(Bus, mpsc::Receiver<Heard>), StoreError> {
    let node = store.node().to_owned();
    let (sender, receiver) = mpsc::channel(1024);
    let mut after = store.last_event().await?;
    let bus = Bus {
        node: node.clone(),
        transport: Transport::Polling(store.clone()),
    };
    let mut listener = match database {
        Database::Postgres(url) => {
            let mut listener = sqlx::postgres::PgListener::connect(url).await?;
            listener.listen(BUS_CHANNEL).await?;
            Some(listener)
        }
        Database::Sqlite(_) => None,
    };
    let every = if listener.is_some() {
        POLL_LISTENING
    } else {
        POLL
    };
    let tasks = store.tasks().clone();
    tasks.clone().spawn(async move {
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut pruned = std::time::Instant::now();
        loop {
            if tasks.is_stopping() {
                return;
            }
            match listener.as_mut() {
                Some(listener) => {
                    tokio::select! {
                        () = tasks.stopping() => return,
                        _ = tick.tick() => {}
                        woken = listener.recv() => {
                            if let Err(e) = woken {
                                // sqlx reconnects at the next recv; the
                                // tick reads meanwhile.
                                tracing::warn!(error = %e, "the cluster bus's listener failed");
                                tick.tick().await;
                            }
                        }
                    }
                }
                None => {
                    tokio::select! {
                        () = tasks.stopping() => return,
                        _ = tick.tick() => {}
                    }
                }
            }
            if pruned.elapsed() >= Duration::from_mins(1) {
                pruned = std::time::Instant::now();
                let keep = i64::try_from(KEEP.as_millis()).unwrap_or(i64::MAX);
                let _ = store.prune_events(store.now_ms() - keep).await;
            }
            let events = match store.events_after(after, 500).await {
                Ok(events) => events,
                Err(e) => {
                    tracing::error!(error = %e, "could not read the cluster bus");
                    continue;
                }
            };
            for event in events {
                after = event.id;
                if event.node == node {
                    continue;
                }
                if let Some(json) = event.message.as_deref() {
                    match serde_json::from_str(json) {
                        Ok(message) => {
                            let heard = Heard::Message {
                                node: event.node,
                                message,
                            };
                            if sender.send(heard).await.is_err() {
                                return;
                            }
                        }
                        // From a newer node: what this one cannot read, it skips.
                        Err(e) => tracing::warn!(error = %e, "a bus message not understood"),
                    }
                    continue;
                }
                let row = event
                    .listing
                    .as_deref()
                    .and_then(|json| serde_json::from_str(json).ok());
                let announcement = Announcement {
                    node: event.node,
                    game_id: event.game_id,
                    row,
                };
                if sender.send(Heard::Table(announcement)).await.is_err() {
                    return;
                }
            }
        }
    });
    Ok((bus, receiver))
}

#[cfg(test)]
mod tests {

    use super::{Heard, Message, POLL_LISTENING, Row, spawn};
    use crate::ids::GameId;
    use crate::ids::UserId;
    use crate::protocol::Listing;
    use crate::store::{Database, Store};

    fn listing(id: i64) -> Listing {
        Listing {
            draw: 7,
            free: None,
            host: "ann".into(),
            host_avatar: "owl".into(),
            host_id: 4,
            id,
            minutes: Some(4),
            open: true,
            private: false,
            opponent: None,
            players: None,
            target: 150,
            wager: 10,
        }
    }

    #[tokio::test]
    async fn a_row_announced_by_one_node_reaches_the_others_and_not_itself() {
        // A file, or a PostgreSQL database (LISTEN/NOTIFY) under
        // scripts/with-postgres.
        let db = Database::scratch("bus").await.unwrap();
        let store = Store::connect(&db).await.unwrap();
        let (a, mut heard_by_a) = spawn(store.on_node("http://a"), &db).await.unwrap();
        let (_b, mut heard_by_b) = spawn(store.on_node("http://b"), &db).await.unwrap();
        a.publish(GameId::new(7), Some(Row::new(listing(7))))
            .await
            .unwrap();
        let Heard::Table(first) = tokio::time::timeout(POLL_LISTENING / 2, heard_by_b.recv())
            .await
            .unwrap()
            .unwrap()
        else {
            panic!("a table's row")
        };
        assert_eq!(first.node, "http://a");
        assert_eq!(first.game_id, GameId::new(7));
        // What the wire skips (the host's id) crosses the bus.
        assert_eq!(first.row.unwrap().into_listing(), listing(7));
        // Published after b has read once, and heard well before a
        // listening node reads by itself (POLL_LISTENING): on PostgreSQL
        // only the notification can have woken it this soon.
        a.publish(GameId::new(7), None).await.unwrap();
        let Heard::Table(second) = tokio::time::timeout(POLL_LISTENING / 2, heard_by_b.recv())
            .await
            .unwrap()
            .unwrap()
        else {
            panic!("a table's row")
        };
        assert_eq!(second.row, None);
        // A message crosses too.
        let notice = Message::Notify {
            user: UserId::new(3),
            json: "{}".into(),
        };
        a.say(&notice).await.unwrap();
        let third = tokio::time::timeout(POLL_LISTENING / 2, heard_by_b.recv())
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            third,
            Heard::Message {
                node: "http://a".into(),
                message: notice
            }
        );
        // a never hears itself: after b has heard both, a has heard nothing.
        assert!(heard_by_a.try_recv().is_err());
        store.close().await;
        db.discard();
    }
}
