//! Who is in the room: each signed-in user's open sockets, and a way to
//! tell all of them something (a game that started while they were on
//! another page).
//!
//! An entry exists only while its user has a socket open, so the map is
//! bounded by the open connections.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::{broadcast, watch};

use crate::ids::UserId;

/// Notices queued per user before a slow socket misses the oldest.
const BACKLOG: usize = 16;

#[derive(Debug)]
pub struct Presence {
    users: Mutex<HashMap<UserId, Entry>>,
    /// Bumped when someone comes online or goes offline (the lobby lists
    /// only tables whose host is online).
    changes: watch::Sender<u64>,
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
            self.changes.send_modify(|n| *n += 1);
        }
        Connection {
            presence: Arc::clone(self),
            user,
            notices,
        }
    }

    /// Whether `user` has a socket open.
    pub fn is_online(&self, user: UserId) -> bool {
        self.users
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .contains_key(&user)
    }

    /// How many users have a socket open, and the ids of at most `limit`
    /// of them (the lowest: the longest-registered).
    pub fn online(&self, limit: usize) -> (usize, Vec<UserId>) {
        let users = self
            .users
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut ids: Vec<UserId> = users.keys().copied().collect();
        ids.sort_unstable();
        ids.truncate(limit);
        (users.len(), ids)
    }

    /// Sends `message` to every open socket of `user` (nothing if none).
    pub fn notify(&self, user: UserId, message: &str) {
        self.signal(user, Signal::Notice(Arc::from(message)));
    }

    /// Closes the sockets `user` opened with the session whose token
    /// hashes to `token_hash`.
    pub fn sign_out(&self, user: UserId, token_hash: &[u8]) {
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
            self.presence.changes.send_modify(|n| *n += 1);
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
