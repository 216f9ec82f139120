//! Who is in the room: each signed-in user's open sockets, and a way to
//! tell all of them something (a game that started while they were on
//! another page).
//!
//! An entry exists only while its user has a socket open, so the map is
//! bounded by the open connections.
//!
//! In a cluster the room is every node's: each node tells the others who
//! has a socket open on it (bus.rs `Message::Online`, whenever someone
//! comes or goes and every [`SNAPSHOT`]), so "online" counts sockets on
//! every node; a node not heard from for [`FORGET`] (it died) counts no
//! one. A notice or a sign-out for a user with sockets on another node
//! crosses the bus to them.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use tokio::sync::{broadcast, mpsc, watch};

use crate::bus::Message;
use crate::ids::UserId;

/// How often a node tells the others, at the least, who has a socket
/// open on it.
pub const SNAPSHOT: Duration = Duration::from_secs(2);
/// A node not heard from for this long has nobody online (it stopped).
pub const FORGET: Duration = Duration::from_secs(7);

/// Notices queued per user before a slow socket misses the oldest.
const BACKLOG: usize = 16;

#[derive(Debug)]
pub struct Presence {
    users: Mutex<HashMap<UserId, Entry>>,
    /// Bumped when someone comes online or goes offline (the lobby lists
    /// only tables whose host is online).
    changes: watch::Sender<u64>,
    /// The other nodes' users with a socket open, by node, and when that
    /// node was last heard.
    remote: Mutex<HashMap<String, (HashSet<UserId>, Instant)>>,
    /// What this node tells the others (none: it is alone).
    outbox: OnceLock<mpsc::UnboundedSender<Message>>,
    /// Poked when someone comes or goes here: the others are told soon.
    pub(crate) dirty: tokio::sync::Notify,
}

#[derive(Debug)]
struct Entry {
    sockets: usize,
    notices: broadcast::Sender<Signal>,
}

/// What the room tells a user's sockets.
#[derive(Clone, Debug)]
pub enum Signal {
    /// A message to send as it is.
    Notice(Arc<str>),
    /// The session with this token hash signed out: its sockets close.
    SignedOut(Arc<[u8]>),
    /// The user muted (`true`) or unmuted this player from one of their
    /// sockets: every other one hears them, or not, from now on.
    Muted(UserId, bool),
}

/// One open socket of a user; dropping it closes it in the count.
#[derive(Debug)]
pub struct Connection {
    presence: Arc<Presence>,
    user: UserId,
    /// What the room tells this user, whichever page they are on.
    pub notices: broadcast::Receiver<Signal>,
}

impl Presence {
    pub fn new(changes: watch::Sender<u64>) -> Presence {
        Presence {
            users: Mutex::new(HashMap::new()),
            changes,
            remote: Mutex::default(),
            outbox: OnceLock::new(),
            dirty: tokio::sync::Notify::new(),
        }
    }

    /// Joins the cluster: notices and sign-outs for users on other nodes
    /// go to `outbox` (the bus).
    pub fn attach(&self, outbox: mpsc::UnboundedSender<Message>) {
        let _ = self.outbox.set(outbox);
    }

    /// The users with a socket open on this node.
    pub fn local(&self) -> Vec<UserId> {
        let users = self
            .users
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        users.keys().copied().collect()
    }

    /// Who has a socket open on `node` now, as it said.
    pub fn heard(&self, node: &str, users: Vec<UserId>) {
        let users: HashSet<UserId> = users.into_iter().collect();
        let changed = {
            let mut remote = self
                .remote
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            let now = Instant::now();
            remote.retain(|_, (_, heard)| now.duration_since(*heard) < FORGET);
            let before = remote.insert(node.to_owned(), (users.clone(), now));
            before.is_none_or(|(was, _)| was != users)
        };
        if changed {
            self.changes.send_modify(|n| *n += 1);
        }
    }

    /// Whether `user` has a socket open on another node (heard lately).
    fn remote_has(&self, user: UserId) -> bool {
        let remote = self
            .remote
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let now = Instant::now();
        remote
            .values()
            .any(|(users, heard)| now.duration_since(*heard) < FORGET && users.contains(&user))
    }

    /// Everyone with a socket open on another node (heard lately).
    fn remote_users(&self) -> HashSet<UserId> {
        let remote = self
            .remote
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let now = Instant::now();
        remote
            .values()
            .filter(|(_, heard)| now.duration_since(*heard) < FORGET)
            .flat_map(|(users, _)| users.iter().copied())
            .collect()
    }

    /// Someone came or went here: the lobby, and soon the other nodes.
    fn changed(&self) {
        self.changes.send_modify(|n| *n += 1);
        self.dirty.notify_one();
    }

    /// A message for the other nodes, if there are any.
    fn tell_others(&self, message: Message) {
        if let Some(outbox) = self.outbox.get() {
            let _ = outbox.send(message);
        }
    }

    /// Counts a new socket of `user`.
    pub fn connect(self: &Arc<Presence>, user: UserId) -> Connection {
        let (notices, arrived) = {
            let mut users = self
                .users
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            let entry = users.entry(user).or_insert_with(|| Entry {
                sockets: 0,
                notices: broadcast::channel(BACKLOG).0,
            });
            entry.sockets += 1;
            (entry.notices.subscribe(), entry.sockets == 1)
        };
        if arrived {
            self.changed();
        }
        Connection {
            presence: Arc::clone(self),
            user,
            notices,
        }
    }

    /// Whether `user` has a socket open, on this node or another.
    pub fn is_online(&self, user: UserId) -> bool {
        let here = self
            .users
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .contains_key(&user);
        here || self.remote_has(user)
    }

    /// How many users have a socket open (on any node), and the ids of at
    /// most `limit` of them (the lowest: the longest-registered).
    pub fn online(&self, limit: usize) -> (usize, Vec<UserId>) {
        let mut all = self.remote_users();
        all.extend(self.local());
        let mut ids: Vec<UserId> = all.into_iter().collect();
        ids.sort_unstable();
        let count = ids.len();
        ids.truncate(limit);
        (count, ids)
    }

    /// Sends `message` to every open socket of `user`, on every node
    /// (nothing if none).
    pub fn notify(&self, user: UserId, message: &str) {
        self.signal(user, Signal::Notice(Arc::from(message)));
        if self.remote_has(user) {
            self.tell_others(Message::Notify {
                user,
                json: message.to_owned(),
            });
        }
    }

    /// Sends a notice another node sent for `user` to their sockets here.
    pub fn deliver(&self, user: UserId, message: &str) {
        self.signal(user, Signal::Notice(Arc::from(message)));
    }

    /// Closes the sockets `user` opened with the session whose token
    /// hashes to `token_hash`, on every node.
    pub fn sign_out(&self, user: UserId, token_hash: &[u8]) {
        self.sign_out_here(user, token_hash);
        if self.remote_has(user) {
            self.tell_others(Message::SignedOut {
                user,
                token_hash: dominoes_rules::fairness::to_hex(token_hash),
            });
        }
    }

    /// `user` muted (`on`) or unmuted `muted`: every socket of theirs, on
    /// every node, hears it at once (each reads the mutes once, when it
    /// opens).
    pub fn muted(&self, user: UserId, muted: UserId, on: bool) {
        self.muted_here(user, muted, on);
        if self.remote_has(user) {
            self.tell_others(Message::Muted { user, muted, on });
        }
    }

    /// [`Presence::muted`] on this node only (told by another).
    pub fn muted_here(&self, user: UserId, muted: UserId, on: bool) {
        self.signal(user, Signal::Muted(muted, on));
    }

    /// [`Presence::sign_out`] on this node only (told by another).
    pub fn sign_out_here(&self, user: UserId, token_hash: &[u8]) {
        self.signal(user, Signal::SignedOut(Arc::from(token_hash)));
    }

    fn signal(&self, user: UserId, signal: Signal) {
        let users = self
            .users
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(entry) = users.get(&user) {
            let _ = entry.notices.send(signal);
        }
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        let left = {
            let mut users = self
                .presence
                .users
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            match users.get_mut(&self.user) {
                Some(entry) if entry.sockets > 1 => {
                    entry.sockets -= 1;
                    false
                }
                Some(_) => {
                    users.remove(&self.user);
                    true
                }
                None => false,
            }
        };
        if left {
            self.presence.changed();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_user_is_online_while_any_socket_is_open_and_forgotten_after() {
        let presence = Arc::new(Presence::new(watch::channel(0).0));
        let changes = presence.changes.subscribe();
        let first = presence.connect(UserId::new(7));
        let second = presence.connect(UserId::new(7));
        assert!(presence.is_online(UserId::new(7)));
        assert_eq!(presence.online(10), (1, vec![UserId::new(7)]));
        drop(first);
        assert!(presence.is_online(UserId::new(7)));
        drop(second);
        assert!(!presence.is_online(UserId::new(7)));
        assert!(
            presence.users.lock().expect("lock").is_empty(),
            "the entry is removed"
        );
        assert_eq!(*changes.borrow(), 2, "came online once, went offline once");
    }

    #[test]
    fn a_notice_reaches_every_socket_of_its_user_only() {
        let presence = Arc::new(Presence::new(watch::channel(0).0));
        let mut ann = [
            presence.connect(UserId::new(1)),
            presence.connect(UserId::new(1)),
        ];
        let mut bob = presence.connect(UserId::new(2));
        presence.notify(UserId::new(1), "hello");
        presence.notify(UserId::new(3), "nobody");
        for socket in &mut ann {
            let Ok(Signal::Notice(text)) = socket.notices.try_recv() else {
                panic!("no notice");
            };
            assert_eq!(&*text, "hello");
        }
        assert!(bob.notices.try_recv().is_err());
    }
}
