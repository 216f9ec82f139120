//! The lobby: every table's handle, and a live list of the open ones.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use tokio::sync::{mpsc, watch};

use crate::bus::{Bus, Heard, Message, Row};
use crate::chat::Hub;
use crate::ids::{TableId, UserId};
use crate::presence::{Presence, SNAPSHOT};
use crate::store::{GameStatus, Store, User};
use crate::table::{
    self, Listing, Rematch, RestoreError, TableError, TableHandle, TableSettings, Timing,
    restore_table,
};
use crate::tasks::Tasks;
use crate::throttle::Defences;

/// A lock per table being loaded from the database ([`Loading`]).
type LoadingLocks = Mutex<HashMap<TableId, Arc<tokio::sync::Mutex<()>>>>;

/// The turn of one table's loading ([`Lobby::open`]): held, no other
/// task loads that table. The table's lock is forgotten by the last turn
/// that ends with nobody else holding or waiting for it (an open cancelled
/// while it waited may leave it behind: one idle lock, which the table's
/// next loading takes up and forgets).
struct Loading<'a> {
    locks: &'a LoadingLocks,
    id: TableId,
    turn: Option<tokio::sync::OwnedMutexGuard<()>>,
}

impl<'a> Loading<'a> {
    async fn of(locks: &'a LoadingLocks, id: TableId) -> Loading<'a> {
        let lock = {
            let mut held = locks
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            Arc::clone(held.entry(id).or_default())
        };
        let mut loading = Loading {
            locks,
            id,
            turn: None,
        };
        loading.turn = Some(lock.lock_owned().await);
        loading
    }
}

impl Drop for Loading<'_> {
    fn drop(&mut self) {
        let mut held = self
            .locks
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        // This turn's hold on the lock ends under the map's lock, where
        // any other task takes its own: left with the map's alone, nobody
        // else holds or waits for it.
        self.turn = None;
        if held
            .get(&self.id)
            .is_some_and(|lock| Arc::strong_count(lock) == 1)
        {
            held.remove(&self.id);
        }
    }
}

/// Why [`Lobby::open`] has no table for a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unopened {
    /// No game has that number, or its stored record does not rebuild
    /// (or it is a private table's, to those without its key: the same
    /// answer).
    Missing,
    /// The game is there but not this node's to run now: another node
    /// holds its lease (it moved there a moment ago), its owner has just
    /// stopped renewing the lease and this node could not take it yet,
    /// this node is closing, or the database did not answer. Asked again
    /// in a moment, it is found (a socket's `unreachable`, an HTTP 503
    /// `moved`: docs/protocol.md, "Several nodes").
    NotNow,
}

#[derive(Debug)]
pub struct Lobby {
    /// Every table with a running actor; an actor that ends (a finished
    /// table nobody watches) takes its entry with it.
    tables: Arc<Mutex<HashMap<TableId, TableHandle>>>,
    /// A lock per table being loaded from the database, so each gets one
    /// actor; tables load side by side (a node taking hundreds over at
    /// once restores them several at a time, not one after another).
    loading: LoadingLocks,
    /// Bumped whenever a table's lobby row changes, or a user comes or goes.
    changes: watch::Sender<u64>,
    /// Who has a socket open: only their waiting tables are offered.
    pub presence: Arc<Presence>,
    /// No other node shares the database: this one takes every table's
    /// lease, whoever held it (its own previous run, killed).
    alone: bool,
    /// With other nodes: how this lobby tells them its tables' rows.
    bus: OnceLock<Bus>,
    /// The other nodes' tables' rows, as their announcements said, each
    /// under the lease generation that announced it.
    remote: Arc<Mutex<Remote>>,
    /// Where the tasks that follow a table's row run (`tasks.rs`).
    tasks: Tasks,
}

/// The other nodes' tables' rows. Of two words on one table the one
/// under the higher lease generation counts, whatever order they arrive
/// in: a table taken over is announced by the node that took it, and the
/// node it left may still say it is gone (its copy ends when it finds
/// out), or may have died saying nothing; the new node may take the row
/// down before the old one's last word arrives. A table taken down is
/// remembered, under its generation, for [`Remote::FORGET`].
#[derive(Debug, Default)]
struct Remote {
    /// Each table's generation and row; `None`: taken down then.
    rows: HashMap<TableId, (i64, Option<Listing>, std::time::Instant)>,
    /// Announcements heard since the tables taken down were last forgotten.
    heard: usize,
}

impl Remote {
    /// How long a table taken down is remembered (a lower generation's word
    /// on it, older than that, is long overdue).
    const FORGET: std::time::Duration = std::time::Duration::from_mins(1);

    fn heard(&mut self, announcement: crate::bus::Announcement) {
        let now = std::time::Instant::now();
        self.heard += 1;
        if self.heard >= 1024 {
            self.heard = 0;
            self.rows.retain(|_, (_, row, at)| {
                row.is_some() || now.duration_since(*at) < Remote::FORGET
            });
        }
        let id = announcement.game_id;
        if self
            .rows
            .get(&id)
            .is_some_and(|(generation, _, _)| *generation > announcement.generation)
        {
            return;
        }
        let row = announcement.row.map(Row::into_listing);
        self.rows.insert(id, (announcement.generation, row, now));
    }

    /// The rows listed now.
    fn listed(&self) -> impl Iterator<Item = (&TableId, &Listing)> {
        self.rows
            .iter()
            .filter_map(|(id, (_, row, _))| row.as_ref().map(|row| (id, row)))
    }
}

impl Default for Lobby {
    fn default() -> Lobby {
        Lobby::new(true, Tasks::default())
    }
}

impl Lobby {
    /// A lobby; `alone` unless other nodes share the database. Its tasks
    /// run in `tasks`.
    pub fn new(alone: bool, tasks: Tasks) -> Lobby {
        let changes = watch::channel(0).0;
        Lobby {
            tables: Arc::default(),
            loading: Mutex::default(),
            presence: Arc::new(Presence::new(changes.clone())),
            changes,
            alone,
            bus: OnceLock::new(),
            remote: Arc::default(),
            tasks,
        }
    }

    /// Joins the cluster bus: this lobby's tables' rows are announced to
    /// the other nodes, and theirs (from `incoming`) are listed here too;
    /// who is online here, notices for users on other nodes and `chat`'s
    /// lines said here go to the others, and theirs come here.
    pub fn attach_bus(
        &self,
        bus: Bus,
        mut incoming: mpsc::Receiver<Heard>,
        chat: &Arc<Hub>,
        defences: &Arc<Defences>,
    ) {
        let _ = self.bus.set(bus.clone());
        let remote = Arc::clone(&self.remote);
        let changes = self.changes.clone();
        let presence = Arc::clone(&self.presence);
        let hub = Arc::clone(chat);
        let counts = Arc::clone(defences);
        // Ends with the bus's task.
        self.tasks.spawn(async move {
            while let Some(heard) = incoming.recv().await {
                match heard {
                    Heard::Table(announcement) => {
                        if let Ok(mut remote) = remote.lock() {
                            remote.heard(announcement);
                        }
                        changes.send_modify(|n| *n += 1);
                    }
                    Heard::Message { node, message } => match message {
                        Message::Online { users } => presence.heard(&node, users),
                        Message::Notify { user, json } => presence.deliver(user, &json),
                        Message::SignedOut { user, token_hash } => {
                            if let Some(hash) = dominoes_rules::fairness::parse_hex32(&token_hash) {
                                presence.sign_out_here(user, &hash);
                            }
                        }
                        Message::Chat { row, frame } => hub.heard(row, frame),
                        Message::SignInFailed { name, address } => {
                            counts.heard_sign_in_failed(&name, address);
                        }
                        Message::SignedUp { address } => counts.heard_sign_up(address),
                        Message::Muted { user, muted, on } => presence.muted_here(user, muted, on),
                    },
                }
            }
        });
        // What this node tells the others: notices, sign-outs and chat
        // lines as they come; who is online here when someone comes or
        // goes (at most every quarter second) and every SNAPSHOT.
        let (outbox, mut outgoing) = mpsc::unbounded_channel();
        self.presence.attach(outbox.clone());
        defences.attach(outbox.clone());
        chat.attach(outbox);
        let sender = bus.clone();
        self.tasks.spawn(async move {
            while let Some(message) = outgoing.recv().await {
                sender.say(&message);
            }
        });
        let presence = Arc::clone(&self.presence);
        let tasks = self.tasks.clone();
        self.tasks.spawn(async move {
            let mut tick = tokio::time::interval(SNAPSHOT);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tokio::select! {
                    () = tasks.stopping() => return,
                    _ = tick.tick() => {}
                    () = presence.dirty.notified() => {}
                }
                let users = presence.local();
                bus.say(&Message::Online { users });
                tokio::time::sleep(std::time::Duration::from_millis(250)).await;
            }
        });
    }

    /// The other nodes' rows for tables this node does not run, that pass
    /// `keep`.
    fn remote_rows(
        &self,
        local: &HashMap<TableId, TableHandle>,
        keep: impl Fn(&Listing) -> bool,
    ) -> Vec<Listing> {
        let Ok(remote) = self.remote.lock() else {
            return Vec::new();
        };
        remote
            .listed()
            .filter(|(id, listing)| !local.contains_key(id) && keep(listing))
            .map(|(_, listing)| listing.clone())
            .collect()
    }

    /// Registers a table and forwards its lobby-row changes to
    /// subscribers, until its actor ends; then forgets it.
    pub fn add(&self, handle: TableHandle) {
        let mut listing = handle.listing_changes();
        let changes = self.changes.clone();
        let tables = Arc::clone(&self.tables);
        let id = handle.id;
        let generation = handle.generation();
        let bus = self.bus.get().cloned();
        // Ends with the table's actor.
        self.tasks.spawn(async move {
            // The other nodes hear of the table now and at every change.
            let announce = |row: Option<Listing>| {
                if let Some(bus) = &bus {
                    bus.publish(id, generation, row.map(Row::new));
                }
            };
            announce(listing.borrow().clone());
            while listing.changed().await.is_ok() {
                changes.send_modify(|n| *n += 1);
                announce(listing.borrow_and_update().clone());
            }
            announce(None);
            // The actor has ended (its sender is gone).
            let mut tables = tables
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            if tables.get(&id).is_some_and(TableHandle::is_closed) {
                tables.remove(&id);
            }
        });
        if let Ok(mut tables) = self.tables.lock() {
            tables.insert(handle.id, handle);
        }
        self.changes.send_modify(|n| *n += 1);
    }

    /// Opens a table hosted by `host` (seat 0) and lists it: from the
    /// form, and for a rematch.
    ///
    /// # Errors
    /// If the host may not open such a table, or the database fails.
    pub async fn open_table(
        &self,
        store: &Store,
        host: User,
        setup: TableSettings,
        timing: Timing,
    ) -> Result<TableHandle, TableError> {
        let handle = table::open_table(store.clone(), host, setup, timing).await?;
        self.add(handle.clone());
        Ok(handle)
    }

    /// Opens the rematch's table: same settings, same seats, the players'
    /// chips as they are now. Its id, or why it could not open.
    ///
    /// # Errors
    /// If someone cannot cover the wager now (the new table is closed
    /// again: never listed, never restored), or the database fails.
    pub async fn open_rematch(
        &self,
        store: &Store,
        rematch: Rematch,
        timing: Timing,
    ) -> Result<TableId, TableError> {
        // Chips may have moved: seat the players as they are now.
        let host = store.user_now(rematch.host).await;
        let host_id = host.id;
        // A private table's rematch is private with the same key.
        let key = rematch.setup.private.map(crate::key::TableKey::to_hex);
        let seats = rematch.setup.seat_count();
        let handle = table::open_table(store.clone(), host, rematch.setup, timing).await?;
        for guest in rematch.guests {
            if let Err(e) = handle
                .join(store.user_now(guest).await, key.as_deref())
                .await
            {
                let mut ids = vec![None; seats];
                ids[0] = Some(host_id);
                let _ = store.set_seats(handle.id, &ids, GameStatus::Over).await;
                return Err(e);
            }
        }
        self.add(handle.clone());
        Ok(handle.id)
    }

    /// A table whose actor runs.
    pub fn get(&self, id: TableId) -> Option<TableHandle> {
        self.tables
            .lock()
            .ok()?
            .get(&id)
            .filter(|handle| !handle.is_closed())
            .cloned()
    }

    /// A table whose actor runs here, or one loaded from the database and
    /// given an actor here if this node can take its lease: a finished
    /// one (its final position, result and rematch), or an unfinished one
    /// whose node stopped renewing its lease (a takeover on demand, before
    /// the next scan).
    ///
    /// # Errors
    /// [`Unopened::Missing`] if no game has that number;
    /// [`Unopened::NotNow`] if it has one that is not this node's to run
    /// at this moment.
    pub async fn open(
        &self,
        store: &Store,
        timing: Timing,
        id: TableId,
    ) -> Result<TableHandle, Unopened> {
        if let Some(handle) = self.get(id) {
            return Ok(handle);
        }
        if self.tasks.is_draining() {
            // Closing: the table is another node's to take, or this node's
            // again at its next start.
            return Err(Unopened::NotNow);
        }
        let _loading = Loading::of(&self.loading, id).await;
        if let Some(handle) = self.get(id) {
            return Ok(handle);
        }
        let row = match store.game(id).await {
            Ok(Some(row)) => row,
            Ok(None) => return Err(Unopened::Missing),
            Err(e) => {
                tracing::error!(table = id.get(), game = id.get(), error = %e, "could not look up a game");
                return Err(Unopened::NotNow);
            }
        };
        // Its lease, so one node at a time answers for it; another node
        // that holds it serves it (`crate::cluster`).
        let fenced = match store.lease(id, self.alone).await {
            Ok(Some(fenced)) => fenced,
            Ok(None) => return Err(Unopened::NotNow),
            Err(e) => {
                tracing::error!(table = id.get(), game = id.get(), error = %e, "could not take a game's lease");
                return Err(Unopened::NotNow);
            }
        };
        let generation = fenced.fence().map(|f| f.generation);
        match restore_table(fenced, row, timing).await {
            Ok(handle) => {
                self.add(handle.clone());
                Ok(handle)
            }
            Err(RestoreError::Store(e)) => {
                // The lease goes back, so that the table is not left held
                // by a node that runs nothing: the next open here, or the
                // next scan anywhere, tries again.
                tracing::error!(table = id.get(), game = id.get(), error = %e, "could not open a game");
                if let Some(generation) = generation
                    && let Err(e) = store.release_lease(id, generation).await
                {
                    tracing::error!(table = id.get(), game = id.get(), error = %e, "could not give a lease back");
                }
                Err(Unopened::NotNow)
            }
            Err(RestoreError::Damaged(why)) => {
                // A record that does not rebuild (logged for the operator)
                // would not rebuild a second later either: answered as no
                // table, not asked for again and again.
                tracing::error!(table = id.get(), game = id.get(), error = %why, "could not open a game");
                Err(Unopened::Missing)
            }
        }
    }

    /// How many tables have a running actor.
    pub fn running(&self) -> usize {
        self.tables.lock().map_or(0, |tables| tables.len())
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
            .filter(|l| l.open && !l.private && self.presence.is_online(UserId::new(l.host_id)))
            .collect();
        // Another node's table: its host's presence is that node's to know.
        open.extend(self.remote_rows(&tables, |l| l.open && !l.private));
        open.sort_by_key(|l| std::cmp::Reverse(l.id));
        open
    }

    /// The games being played, to watch, newest first (at most 50).
    pub fn live_tables(&self) -> Vec<Listing> {
        let Ok(tables) = self.tables.lock() else {
            return Vec::new();
        };
        let mut live: Vec<Listing> = tables
            .values()
            .filter_map(TableHandle::listing)
            .filter(|l| !l.open && !l.private)
            .collect();
        live.extend(self.remote_rows(&tables, |l| !l.open && !l.private));
        live.sort_by_key(|l| std::cmp::Reverse(l.id));
        live.truncate(50);
        live
    }

    pub fn subscribe(&self) -> watch::Receiver<u64> {
        self.changes.subscribe()
    }

    /// Pays the pots a crash left in escrow at the end of a game.
    pub async fn settle_unsettled(
        &self,
        store: &Store,
    ) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
        for id in store.unsettled_games().await? {
            store.settle(id).await?;
            tracing::warn!(
                table = id.get(),
                game = id.get(),
                "settled a finished game's pot after a restart"
            );
        }
        Ok(())
    }

    /// Restores the unfinished games this node held: every one when alone
    /// (a lone node's previous run held them), in a cluster those whose
    /// lease names this node (the takeover scan takes the others'
    /// orphans); returns how many. One at a time, each by [`Lobby::open`]
    /// (its lock, its fresh read of the game): safe while the room serves,
    /// and a table's lease is taken only as it is restored, so until then
    /// another node may take it, or an open here restore it first.
    pub async fn restore(
        &self,
        store: &Store,
        timing: Timing,
    ) -> Result<usize, Box<dyn std::error::Error + Send + Sync>> {
        let rows = if self.alone {
            store.unfinished_games().await?
        } else {
            store.unfinished_games_held_here().await?
        };
        let mut restored = 0;
        for row in rows {
            if self.tasks.is_draining() {
                break;
            }
            // Restored as an open restores it (which logs what fails): one
            // table's failure, and the others are restored all the same.
            if self.get(row.id).is_none() && self.open(store, timing, row.id).await.is_ok() {
                restored += 1;
            }
        }
        Ok(restored)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use dominoes_bots::Level;
    use dominoes_rules::{DealSize, Game, Settings, Shuffle, Target};
    use serde_json::Value;

    use super::*;
    use crate::store::GameRow;
    use crate::table::{LINGER, PICK_LIMIT, TableSettings, open_table};

    /// The tests' timing: bots at once, real minutes and pick limit.
    fn timing() -> Timing {
        Timing {
            bot_delay: Duration::ZERO,
            minute: Duration::from_mins(1),
            pick: PICK_LIMIT,
        }
    }

    /// A game another node holds (its heartbeat current) is not this
    /// node's to open now, and is said to be so, not taken for a number
    /// without a game: a socket asking for it is answered `unreachable`
    /// and asks again, never `no_table`, which a page takes as final.
    #[tokio::test]
    async fn a_table_held_elsewhere_is_not_now_and_a_number_without_a_game_is_missing() {
        let store = crate::store::testing::store().await;
        let lobby = Lobby::new(false, Tasks::default());
        let timing = timing();
        let ann = crate::store::testing::register(&store, "ann").await;
        let id = crate::store::testing::table(&store, ann.id, 0).await;
        let elsewhere = "http://elsewhere.test";
        let now = store.now_ms();
        store.register_node(elsewhere, now).await.unwrap();
        let taken = store.take_lease(id, elsewhere, now, true).await.unwrap();
        assert!(taken.is_some());
        assert_eq!(
            lobby.open(&store, timing, id).await.err(),
            Some(Unopened::NotNow)
        );
        let never = TableId::new(id.get() + 1000);
        assert_eq!(
            lobby.open(&store, timing, never).await.err(),
            Some(Unopened::Missing)
        );
        // Once that node has been quiet for longer than a lease, the game
        // is this node's to take.
        let quiet = now - crate::store::lease_ms() - 1;
        store.heartbeat(elsewhere, quiet).await.unwrap();
        assert!(lobby.open(&store, timing, id).await.is_ok());
    }

    /// A table taken over: of the two nodes' words on it the newer
    /// lease's count, in whatever order they arrive.
    #[test]
    fn a_table_taken_over_is_listed_as_its_newest_lease_says() {
        let heard = |remote: &mut Remote, node: &str, generation: i64, wager: Option<u32>| {
            remote.heard(crate::bus::Announcement {
                node: node.into(),
                game_id: TableId::new(7),
                generation,
                row: wager.map(|wager| {
                    let mut listing = crate::bus::tests::listing(7);
                    listing.wager = wager;
                    Row::new(listing)
                }),
            });
        };
        let wager = |remote: &Remote| remote.listed().next().map(|(_, l)| l.wager);
        let mut remote = Remote::default();
        heard(&mut remote, "http://a", 1, Some(10));
        heard(&mut remote, "http://b", 2, Some(20));
        heard(&mut remote, "http://a", 1, None);
        assert_eq!(wager(&remote), Some(20), "a's copy ended, not the table");
        heard(&mut remote, "http://a", 1, Some(10));
        assert_eq!(wager(&remote), Some(20), "a's late word changes nothing");
        // a died listing the table; b took it over, and took it down.
        heard(&mut remote, "http://c", 3, None);
        assert_eq!(wager(&remote), None);
        heard(&mut remote, "http://b", 2, Some(20));
        assert_eq!(wager(&remote), None, "b's late word does not bring it back");
        // The same copy's words apply in order.
        heard(&mut remote, "http://c", 3, Some(30));
        assert_eq!(wager(&remote), Some(30));
    }

    #[tokio::test]
    async fn finished_tables_leave_memory_and_open_again_from_the_database() {
        let store = Store::open(std::path::Path::new(":memory:")).await.unwrap();
        let lobby = Lobby::default();
        let timing = timing();
        let ann = store
            .create_user("ann", Some("not a real hash"), "owl")
            .await
            .unwrap()
            .unwrap();
        let setup = TableSettings {
            settings: Settings {
                deal_size: DealSize::Seven,
                target: Target::DEFAULT,
            },
            minutes: None,
            wager: 0,
            bot: Some(Level::Easy),
            far_bots: [None, None],
            private: None,
            watchers_apart: false,
            tournament: None,
        };
        let mut finished = Vec::new();
        for _ in 0..20 {
            let table = open_table(store.clone(), ann.clone(), setup.clone(), timing)
                .await
                .unwrap();
            table.resign(ann.id).await.unwrap();
            finished.push(table.id);
            lobby.add(table);
        }
        // One game still being played stays.
        let playing = open_table(store.clone(), ann.clone(), setup, timing)
            .await
            .unwrap();
        let playing_id = playing.id;
        lobby.add(playing);
        assert_eq!(lobby.running(), 21);
        tokio::time::pause();
        tokio::time::advance(LINGER + Duration::from_secs(5)).await;
        for _ in 0..1000 {
            if lobby.running() == 1 {
                break;
            }
            tokio::task::yield_now().await;
        }
        tokio::time::resume();
        assert_eq!(
            lobby.running(),
            1,
            "only the game being played keeps an actor"
        );
        assert!(lobby.get(playing_id).is_some());
        // A finished table opened again is loaded from the database, once.
        // Asked for twice at once, it is loaded once; its loading lock is
        // forgotten after.
        let (reopened, again) = tokio::join!(
            lobby.open(&store, timing, finished[0]),
            lobby.open(&store, timing, finished[0])
        );
        let reopened = reopened.unwrap();
        assert!(again.is_ok());
        assert_eq!(lobby.running(), 2);
        assert!(lobby.loading.lock().unwrap().is_empty());
        let updates = reopened.watch(ann.id).await.unwrap();
        let update: Value = serde_json::from_str(&updates.borrow()).unwrap();
        assert_eq!(update["status"], "over");
        assert_eq!(update["result"]["reason"], "resign");
    }

    /// The server dies after storing a game's final action but before
    /// storing its end: the restart ends the game and pays the pot once.
    #[tokio::test]
    async fn a_crash_between_the_last_action_and_the_settlement_is_settled_at_restart() {
        let store = Store::open(std::path::Path::new(":memory:")).await.unwrap();
        let ann = crate::store::testing::register(&store, "ann").await;
        let bob = crate::store::testing::register(&store, "bob").await;
        let timing = timing();
        let settings = Settings {
            deal_size: DealSize::Seven,
            target: Target::new(100).unwrap(),
        };
        let id = store
            .create_game(&GameRow {
                id: crate::ids::GameId::new(0),
                settings,
                minutes: Some(4),
                wager: 100,
                seats: [Some(ann.id), None],
                bot_level: None,
                far_seats: [None, None],
                far_bots: [None, None],
                status: GameStatus::Open,
                private: None,
                tournament: None,
            })
            .await
            .unwrap();
        store
            .start_game(id, [Some(ann.id), Some(bob.id)], 100)
            .await
            .unwrap();
        // The whole game, stored action by action as the actor stores it.
        let key = crate::fair::fresh_seed().unwrap();
        store.record_hand(id, 0, &key).await.unwrap();
        let mut shuffle = Shuffle::from_key(key);
        let mut game = Game::new(settings, shuffle.deal(DealSize::Seven)).unwrap();
        let mut seq = 0;
        while game.outcome().is_none() {
            if game.awaits_next_hand() {
                let key = crate::fair::fresh_seed().unwrap();
                store
                    .record_hand(id, game.hand_number() + 1, &key)
                    .await
                    .unwrap();
                shuffle = Shuffle::from_key(key);
                game.next_hand(shuffle.deal(DealSize::Seven)).unwrap();
            }
            let legal = game.view(game.turn()).legal;
            let action = game
                .action_for(legal[seq * 7 % legal.len()], &shuffle)
                .unwrap();
            let hand = game.hand_number();
            store
                .record_action(id, seq, hand, &action.to_string(), Some(60_000))
                .await
                .unwrap();
            game.apply(action).unwrap();
            seq += 1;
        }
        let winner = game.outcome().unwrap().winner.unwrap();
        assert_eq!(store.audit().await.unwrap().escrow, 200);

        let lobby = Lobby::default();
        lobby.restore(&store, timing).await.unwrap();
        let row = store.game(id).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Over);
        let chips = [
            store.user_by_id(ann.id).await.unwrap().unwrap().chips,
            store.user_by_id(bob.id).await.unwrap().unwrap().chips,
        ];
        let mut expected = [900, 900];
        expected[winner.index()] += 200;
        assert_eq!(chips, expected);
        let audit = store.audit().await.unwrap();
        assert!(audit.balances() && audit.escrow == 0, "{audit:?}");
        // A second restart pays nothing more.
        Lobby::default().restore(&store, timing).await.unwrap();
        assert_eq!(
            store.user_by_id(ann.id).await.unwrap().unwrap().chips,
            chips[0]
        );
    }

    /// A tournament's game is stored with both its players and started at
    /// once; a crash in between leaves it open with both seats taken, and
    /// the restart (or a takeover) starts it: nobody has to join it.
    #[tokio::test]
    async fn a_tournament_game_stored_but_not_started_starts_at_restart() {
        let store = Store::open(std::path::Path::new(":memory:")).await.unwrap();
        let ann = crate::store::testing::register(&store, "ann").await;
        let bob = crate::store::testing::register(&store, "bob").await;
        let new: crate::tournaments::NewTournament = serde_json::from_value(serde_json::json!({
            "name": "Cup", "format": {"kind": "knockout", "best_of": 1}, "draw": 7,
            "target": 50, "minutes": 4, "entry_fee": 0, "split": [100],
            "min_players": 2, "max_players": 2}))
        .unwrap();
        let tournament = store
            .create_tournament(&new.into_row(None, crate::store::now()).unwrap().0, &[])
            .await
            .unwrap();
        let slot = crate::store::Slot {
            tournament,
            round: 1,
            board: 0,
            game: 0,
        };
        let row = GameRow {
            id: crate::ids::GameId::new(0),
            settings: Settings {
                deal_size: DealSize::Seven,
                target: Target::new(50).unwrap(),
            },
            minutes: Some(4),
            wager: 0,
            seats: [Some(ann.id), Some(bob.id)],
            bot_level: None,
            far_seats: [None, None],
            far_bots: [None, None],
            status: GameStatus::Open,
            private: None,
            tournament: Some(slot),
        };
        let id = store.create_game(&row).await.unwrap();
        // The slot has its game: a step taken again opens nothing.
        assert_eq!(store.create_game_in(&row).await.unwrap(), None);
        let timing = timing();
        let lobby = Lobby::default();
        assert_eq!(lobby.restore(&store, timing).await.unwrap(), 1);
        let stored = store.game(id).await.unwrap().unwrap();
        assert_eq!(stored.status, GameStatus::Live);
        assert_eq!(stored.tournament, Some(slot));
        let handle = lobby.get(id).expect("restored");
        let listing = handle.listing().expect("listed to watch");
        assert!(!listing.open, "{listing:?}");
    }
}
