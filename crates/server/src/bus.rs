//! The cluster bus: what one node tells the others: a table's lobby row
//! (opened, joined, finished), so every node's lobby lists every node's
//! tables; and [`Message`]s: who has a socket open here, a notice for a
//! user's sockets wherever they are, a chat line. So a player sees the
//! same room whichever node their socket is on.
//!
//! [`Bus`] is the seam: `publish` one [`Announcement`] or `say` one
//! [`Message`], and read the others' from the receiver [`spawn`] returns.
//! Both only queue: the bus's writer stores everything queued since its
//! last write in one transaction (a table's row stated twice in it, only
//! the latest), so a burst of changes (2,000 games starting, a node's
//! tables taken over) takes a few turns of the write lock, not one each,
//! and no table waits for the other nodes to be told. The announcements are rows
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
use crate::store::{BUS_CHANNEL, ChatRow, Database, NewEvent, Store, StoreError};

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
    /// The lease generation of the table's copy that announced it: of two
    /// nodes' words on one table, the higher generation's is the table's.
    pub generation: i64,
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

/// What this node queued for the others.
#[derive(Debug)]
enum Outgoing {
    /// A table's lobby row, as JSON (`None`: no longer listed).
    Row {
        game_id: GameId,
        generation: i64,
        listing: Option<String>,
    },
    /// A [`Message`], as JSON.
    Message(String),
}

/// At most this many events in one of the writer's transactions.
const BATCH: usize = 512;
/// At most this many events read at once; a full page is followed by the
/// next at once (a burst's batches may be more than one page).
const PAGE: i64 = 500;

/// This node's end of the bus; cheap to clone.
#[derive(Clone, Debug)]
pub struct Bus {
    queue: mpsc::UnboundedSender<Outgoing>,
}

impl Bus {
    /// Tells the other nodes `game_id`'s lobby row changed, as its copy
    /// under lease `generation` has it (queued for the bus's writer; a
    /// failed write is logged there, and the change missed by the others
    /// until the table's row changes again).
    pub fn publish(&self, game_id: GameId, generation: i64, row: Option<Row>) {
        match row.map(|row| serde_json::to_string(&row)).transpose() {
            Ok(listing) => {
                let _ = self.queue.send(Outgoing::Row {
                    game_id,
                    generation,
                    listing,
                });
            }
            Err(e) => tracing::error!(error = %e, "a table's row could not be written for the bus"),
        }
    }

    /// Tells the other nodes `message` (queued as [`Bus::publish`]; a
    /// failed write loses it: a snapshot of who is online is sent again
    /// soon, a notice or a chat line is not).
    pub fn say(&self, message: &Message) {
        match serde_json::to_string(message) {
            Ok(json) => {
                let _ = self.queue.send(Outgoing::Message(json));
            }
            Err(e) => tracing::error!(error = %e, "a message could not be written for the bus"),
        }
    }
}

/// The bus's writer: what was queued since its last write, in one
/// transaction, until the room stops (then what is queued, and no more)
/// or every [`Bus`] is gone.
async fn write(store: Store, mut queue: mpsc::UnboundedReceiver<Outgoing>) {
    let tasks = store.tasks().clone();
    let mut stopping = false;
    loop {
        let first = if stopping {
            queue.try_recv().ok()
        } else {
            tokio::select! {
                next = queue.recv() => next,
                () = tasks.stopping() => {
                    stopping = true;
                    queue.try_recv().ok()
                }
            }
        };
        let Some(first) = first else {
            return;
        };
        let mut batch = vec![first];
        while batch.len() < BATCH
            && let Ok(next) = queue.try_recv()
        {
            batch.push(next);
        }
        let batch = latest_rows(batch);
        let events: Vec<NewEvent<'_>> = batch
            .iter()
            .map(|outgoing| match outgoing {
                Outgoing::Row {
                    game_id,
                    generation,
                    listing,
                } => NewEvent {
                    game_id: *game_id,
                    generation: *generation,
                    listing: listing.as_deref(),
                    message: None,
                },
                Outgoing::Message(json) => NewEvent {
                    game_id: GameId::new(0),
                    generation: 0,
                    listing: None,
                    message: Some(json),
                },
            })
            .collect();
        if let Err(e) = store
            .publish_events(store.node(), &events, store.now_ms())
            .await
        {
            tracing::warn!(error = %e, events = events.len(), "could not tell the other nodes");
        }
    }
}

/// `batch` in its order, but a table's row stated again later in it only
/// at its last (the others apply the latest row anyway).
fn latest_rows(batch: Vec<Outgoing>) -> Vec<Outgoing> {
    let mut last = std::collections::HashMap::new();
    for (at, outgoing) in batch.iter().enumerate() {
        if let Outgoing::Row { game_id, .. } = outgoing {
            last.insert(*game_id, at);
        }
    }
    batch
        .into_iter()
        .enumerate()
        .filter(|(at, outgoing)| match outgoing {
            Outgoing::Row { game_id, .. } => last.get(game_id) == Some(at),
            Outgoing::Message(_) => true,
        })
        .map(|(_, outgoing)| outgoing)
        .collect()
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
    let (queue, queued) = mpsc::unbounded_channel();
    let bus = Bus { queue };
    store.tasks().clone().spawn(write(store.clone(), queued));
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
        let mut more = false;
        loop {
            if tasks.is_stopping() {
                return;
            }
            // A full page read: read on at once, not at the next wake.
            if !more && !woken(listener.as_mut(), &mut tick, &tasks).await {
                return;
            }
            if pruned.elapsed() >= Duration::from_mins(1) {
                pruned = std::time::Instant::now();
                let keep = i64::try_from(KEEP.as_millis()).unwrap_or(i64::MAX);
                let _ = store.prune_events(store.now_ms() - keep).await;
            }
            let events = match store.events_after(after, PAGE).await {
                Ok(events) => events,
                Err(e) => {
                    more = false;
                    tracing::error!(error = %e, "could not read the cluster bus");
                    continue;
                }
            };
            more = events.len() == PAGE as usize;
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
                    generation: event.generation,
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

/// Waits for the next read: a notification (`listener`, on `PostgreSQL`) or
/// the `tick`. False once the room stops.
async fn woken(
    listener: Option<&mut sqlx::postgres::PgListener>,
    tick: &mut tokio::time::Interval,
    tasks: &crate::tasks::Tasks,
) -> bool {
    match listener {
        Some(listener) => {
            tokio::select! {
                () = tasks.stopping() => return false,
                _ = tick.tick() => {}
                woken = listener.recv() => {
                    if let Err(e) = woken {
                        // sqlx reconnects at the next recv; the tick reads
                        // meanwhile.
                        tracing::warn!(error = %e, "the cluster bus's listener failed");
                        tick.tick().await;
                    }
                }
            }
        }
        None => {
            tokio::select! {
                () = tasks.stopping() => return false,
                _ = tick.tick() => {}
            }
        }
    }
    true
}

#[cfg(test)]
pub(crate) mod tests {

    use super::{Heard, Message, Outgoing, POLL_LISTENING, Row, latest_rows, spawn};
    use crate::ids::GameId;
    use crate::ids::UserId;
    use crate::protocol::Listing;
    use crate::store::{Database, Store};

    /// A waiting table's lobby row, numbered `id`.
    pub(crate) fn listing(id: i64) -> Listing {
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

    /// A batch keeps its order, but a table's row stated again later in it
    /// only once, at its last: what the other nodes end up with is the same.
    #[test]
    fn a_batch_keeps_each_tables_latest_row_and_every_message() {
        let row = |game: i64, listing: &str| Outgoing::Row {
            game_id: GameId::new(game),
            generation: 1,
            listing: Some(listing.into()),
        };
        let batch = vec![
            row(1, "a"),
            Outgoing::Message("m1".into()),
            row(2, "b"),
            row(1, "c"),
            Outgoing::Message("m2".into()),
            Outgoing::Row {
                game_id: GameId::new(2),
                generation: 1,
                listing: None,
            },
        ];
        let kept: Vec<String> = latest_rows(batch)
            .iter()
            .map(|o| match o {
                Outgoing::Row {
                    game_id, listing, ..
                } => format!("{}:{listing:?}", game_id.get()),
                Outgoing::Message(m) => m.clone(),
            })
            .collect();
        assert_eq!(kept, ["m1", "1:Some(\"c\")", "m2", "2:None"]);
    }

    #[tokio::test]
    async fn a_row_announced_by_one_node_reaches_the_others_and_not_itself() {
        // A file, or a PostgreSQL database (LISTEN/NOTIFY) under
        // scripts/with-postgres.
        let db = Database::scratch("bus").await.unwrap();
        let store = Store::connect(&db).await.unwrap();
        let (a, mut heard_by_a) = spawn(store.on_node("http://a"), &db).await.unwrap();
        let (_b, mut heard_by_b) = spawn(store.on_node("http://b"), &db).await.unwrap();
        a.publish(GameId::new(7), 4, Some(Row::new(listing(7))));
        let Heard::Table(first) = tokio::time::timeout(POLL_LISTENING / 2, heard_by_b.recv())
            .await
            .unwrap()
            .unwrap()
        else {
            panic!("a table's row")
        };
        assert_eq!(first.node, "http://a");
        assert_eq!((first.game_id, first.generation), (GameId::new(7), 4));
        // What the wire skips (the host's id) crosses the bus.
        assert_eq!(first.row.unwrap().into_listing(), listing(7));
        // Published after b has read once, and heard well before a
        // listening node reads by itself (POLL_LISTENING): on PostgreSQL
        // only the notification can have woken it this soon.
        a.publish(GameId::new(7), 4, None);
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
        a.say(&notice);
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
