//! "Play a person now": players waiting for an opponent with the settings
//! they accept, paired by rating within a window that widens as they wait.
//!
//! [`Queue`] is pure (fed `Instant`s, tested in `pairing/tests.rs`). The
//! queue itself is the database's (`store/pairing.rs`), one for every
//! node: a search or a cancel on any node writes it, and one node at a
//! time (the holder of the role `pairing`, renewed every tick) reads it,
//! pairs with [`Queue`], takes each pair out in one conditional write (so
//! nobody is paired twice, whatever races it) and opens their table. Each
//! node's actor takes its commands one after the other.

#[cfg(test)]
mod tests;

use std::collections::HashMap;
use std::time::Duration;

use dominoes_rules::{DealSize, Settings, Target};
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;

use crate::App;
use crate::ids::{TableId, UserId};
use crate::protocol::Notice;
use crate::store::{GameStatus, User};
use crate::table::{self, TableError, TableSettings};
/// The rating gap accepted at first.
pub const WINDOW: f64 = 100.0;
/// Added to the gap for every [`WIDEN_EVERY`] waited.
pub const WIDEN: f64 = 50.0;
pub const WIDEN_EVERY: Duration = Duration::from_secs(5);
/// How often the actor looks for pairs (windows widen between searches).
const TICK: Duration = Duration::from_secs(1);
/// At most this many players wait at once (a bound on a network-fed map).
pub const MAX_WAITING: usize = 10_000;

/// What a player accepts: each list sorted, deduplicated, non-empty.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Wants {
    pub draws: Vec<u64>,
    pub targets: Vec<u64>,
    pub minutes: Vec<u32>,
    pub wager_min: u32,
    /// Already no more than the player's chips.
    pub wager_max: u32,
    /// 2, or 4 for a game of four in partnerships (draws then `[5]`); a
    /// player is grouped only with players asking for the same.
    pub seats: u8,
}

/// The settings a pair plays: the first of each both accept (7 before 9,
/// the lowest final score, the fewest minutes) and the lowest wager in
/// both ranges.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Agreed {
    pub draw: u64,
    pub target: u64,
    pub minutes: u32,
    pub wager: u32,
}

fn first_common<T: PartialEq + Copy>(a: &[T], b: &[T]) -> Option<T> {
    a.iter().copied().find(|x| b.contains(x))
}

impl Wants {
    /// What both accept, or `None`.
    pub fn agree(&self, other: &Wants) -> Option<Agreed> {
        if self.seats != other.seats {
            return None;
        }
        let wager = self.wager_min.max(other.wager_min);
        if wager > self.wager_max.min(other.wager_max) {
            return None;
        }
        Some(Agreed {
            draw: first_common(&self.draws, &other.draws)?,
            target: first_common(&self.targets, &other.targets)?,
            minutes: first_common(&self.minutes, &other.minutes)?,
            wager,
        })
    }
}

/// What every one of `group` accepts (the first of each list, as
/// [`Wants::agree`] picks), or `None`.
pub fn agree_all(group: &[&Wants]) -> Option<Agreed> {
    let (first, rest) = group.split_first()?;
    let mut agreed = first.agree(first)?;
    let all = |pick: &dyn Fn(&Wants) -> &[u64]| {
        pick(first)
            .iter()
            .copied()
            .find(|x| rest.iter().all(|w| pick(w).contains(x)))
    };
    agreed.draw = all(&|w| &w.draws)?;
    agreed.target = all(&|w| &w.targets)?;
    agreed.minutes = first
        .minutes
        .iter()
        .copied()
        .find(|m| rest.iter().all(|w| w.minutes.contains(m)))?;
    agreed.wager = group.iter().map(|w| w.wager_min).max()?;
    if agreed.wager > group.iter().map(|w| w.wager_max).min()?
        || rest.iter().any(|w| w.seats != first.seats)
    {
        return None;
    }
    Some(agreed)
}

#[derive(Clone, Debug)]
struct Waiting {
    user: UserId,
    rating: f64,
    wants: Wants,
    since: Instant,
}

/// Two players paired: `host` (seat 0, the one who waited longer) and `guest`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pair {
    pub host: UserId,
    pub guest: UserId,
    pub agreed: Agreed,
}

/// Four players grouped for a table of four: `seats[0]` (the host, who
/// waited longest) and `seats[2]` against `seats[1]` and `seats[3]`; the
/// teams put the strongest with the weakest (by rating).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Group {
    pub seats: [UserId; 4],
    pub agreed: Agreed,
}

/// The rating gap a player who has waited `waited` accepts.
pub fn window(waited: Duration) -> f64 {
    let steps = waited.as_millis() / WIDEN_EVERY.as_millis();
    WINDOW + WIDEN * steps as f64
}

/// The players waiting, oldest first.
#[derive(Debug, Default)]
pub struct Queue {
    waiting: Vec<Waiting>,
}

impl Queue {
    /// Adds `user`, or replaces their search (a second search restarts the
    /// wait). False if the queue is full.
    pub fn search(&mut self, user: UserId, rating: f64, wants: Wants, now: Instant) -> bool {
        self.cancel(user);
        if self.waiting.len() >= MAX_WAITING {
            return false;
        }
        self.waiting.push(Waiting {
            user,
            rating,
            wants,
            since: now,
        });
        true
    }

    /// Whether `user` was waiting (and is no longer).
    pub fn cancel(&mut self, user: UserId) -> bool {
        let before = self.waiting.len();
        self.waiting.retain(|w| w.user != user);
        self.waiting.len() < before
    }

    #[cfg(test)]
    pub fn is_waiting(&self, user: UserId) -> bool {
        self.waiting.iter().any(|w| w.user == user)
    }

    /// Pairs whoever can be paired now and takes them out of the queue.
    /// Oldest first, each takes the closest rating that both windows
    /// admit and whose settings both accept (ties: who waited longer).
    pub fn pair(&mut self, now: Instant) -> Vec<Pair> {
        let mut pairs = Vec::new();
        let mut taken = vec![false; self.waiting.len()];
        for i in 0..self.waiting.len() {
            if taken[i] || self.waiting[i].wants.seats != 2 {
                continue;
            }
            let a = &self.waiting[i];
            let a_window = window(now.saturating_duration_since(a.since));
            let mut best: Option<(f64, usize, Agreed)> = None;
            for (j, b) in self.waiting.iter().enumerate().skip(i + 1) {
                if taken[j] || b.user == a.user {
                    continue;
                }
                let gap = (a.rating - b.rating).abs();
                let b_window = window(now.saturating_duration_since(b.since));
                if gap > a_window.min(b_window) {
                    continue;
                }
                let Some(agreed) = a.wants.agree(&b.wants) else {
                    continue;
                };
                if best.is_none_or(|(g, _, _)| gap < g) {
                    best = Some((gap, j, agreed));
                }
            }
            if let Some((_, j, agreed)) = best {
                taken[i] = true;
                taken[j] = true;
                pairs.push(Pair {
                    host: a.user,
                    guest: self.waiting[j].user,
                    agreed,
                });
            }
        }
        self.take_out(&taken);
        pairs
    }

    fn take_out(&mut self, taken: &[bool]) {
        let mut k = 0;
        self.waiting.retain(|_| {
            k += 1;
            !taken[k - 1]
        });
    }

    /// Groups four by four whoever asked for a table of four and can be
    /// grouped now, and takes them out of the queue. Oldest first, each
    /// takes the three closest ratings (ties: who waited longer) such that
    /// every two of the four are within both their windows and all four
    /// accept common settings.
    pub fn group(&mut self, now: Instant) -> Vec<Group> {
        let mut groups = Vec::new();
        let mut taken = vec![false; self.waiting.len()];
        let window_of = |w: &Waiting| window(now.saturating_duration_since(w.since));
        let close = |a: &Waiting, b: &Waiting| {
            a.user != b.user && (a.rating - b.rating).abs() <= window_of(a).min(window_of(b))
        };
        for i in 0..self.waiting.len() {
            if taken[i] || self.waiting[i].wants.seats != 4 {
                continue;
            }
            let a = &self.waiting[i];
            let mut candidates: Vec<usize> = (i + 1..self.waiting.len())
                .filter(|&j| !taken[j] && self.waiting[j].wants.seats == 4)
                .filter(|&j| close(a, &self.waiting[j]))
                .collect();
            // Stable: equal gaps keep the queue's order (who waited longer).
            candidates.sort_by(|&x, &y| {
                let gap = |j: usize| (a.rating - self.waiting[j].rating).abs();
                gap(x).total_cmp(&gap(y))
            });
            let mut chosen = vec![i];
            for j in candidates {
                if chosen.len() == 4 {
                    break;
                }
                let b = &self.waiting[j];
                if !chosen.iter().all(|&c| close(&self.waiting[c], b)) {
                    continue;
                }
                let mut wants: Vec<&Wants> =
                    chosen.iter().map(|&c| &self.waiting[c].wants).collect();
                wants.push(&b.wants);
                if agree_all(&wants).is_some() {
                    chosen.push(j);
                }
            }
            if chosen.len() < 4 {
                continue;
            }
            let wants: Vec<&Wants> = chosen.iter().map(|&c| &self.waiting[c].wants).collect();
            let Some(agreed) = agree_all(&wants) else {
                continue;
            };
            for &c in &chosen {
                taken[c] = true;
            }
            // Strongest with weakest: by rating, the first and the last
            // against the middle two; the host (chosen[0]) keeps seat 0.
            let mut by_rating = chosen.clone();
            by_rating.sort_by(|&x, &y| {
                self.waiting[y]
                    .rating
                    .total_cmp(&self.waiting[x].rating)
                    .then(x.cmp(&y))
            });
            let team_a = [by_rating[0], by_rating[3]];
            let team_b = [by_rating[1], by_rating[2]];
            let (ours, theirs) = if team_a.contains(&i) {
                (team_a, team_b)
            } else {
                (team_b, team_a)
            };
            let partner = if ours[0] == i { ours[1] } else { ours[0] };
            // The one of the other team who waited longer sits first.
            let (left, right) = (theirs[0].min(theirs[1]), theirs[0].max(theirs[1]));
            let user = |k: usize| self.waiting[k].user;
            groups.push(Group {
                seats: [user(i), user(left), user(partner), user(right)],
                agreed,
            });
        }
        self.take_out(&taken);
        groups
    }
}

/// Why a search was refused or could not be cancelled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PairingError {
    #[error("you are not looking for an opponent")]
    NotSearching,
    #[error("too many players are waiting; try again soon")]
    Full,
    #[error("the room is closing")]
    Closed,
    #[error("finish the game you were paired for first (table {0})")]
    Playing(TableId),
}

enum Command {
    Search {
        user: User,
        rating: f64,
        wants: Wants,
        reply: oneshot::Sender<Result<(), PairingError>>,
    },
    Cancel {
        user: UserId,
        reply: oneshot::Sender<Result<(), PairingError>>,
    },
}

/// The actor's end of the handle.
#[derive(Debug)]
pub struct Commands(mpsc::Receiver<Command>);

/// The handle every route and socket holds.
#[derive(Clone, Debug)]
pub struct Pairing {
    commands: mpsc::Sender<Command>,
}

impl std::fmt::Debug for Command {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("pairing command")
    }
}

impl Pairing {
    /// The handle, and the actor's end of it for [`Pairing::spawn`].
    pub fn new() -> (Pairing, Commands) {
        let (commands, receiver) = mpsc::channel(256);
        (Pairing { commands }, Commands(receiver))
    }

    /// Starts the actor. It holds the room weakly and ends with it (when
    /// the last handle, the room's, is dropped, or the room closes).
    pub fn spawn(app: &App, commands: Commands) {
        let tasks = app.tasks().clone();
        app.tasks().spawn(run(
            std::sync::Arc::downgrade(&app.inner),
            commands.0,
            tasks,
        ));
    }

    /// # Errors
    /// If the queue is full or the actor has ended.
    pub async fn search(&self, user: User, rating: f64, wants: Wants) -> Result<(), PairingError> {
        self.ask(|reply| Command::Search {
            user,
            rating,
            wants,
            reply,
        })
        .await
    }

    /// # Errors
    /// `NotSearching` if the user was not waiting (perhaps just paired).
    pub async fn cancel(&self, user: UserId) -> Result<(), PairingError> {
        self.ask(|reply| Command::Cancel { user, reply }).await
    }

    async fn ask(
        &self,
        command: impl FnOnce(oneshot::Sender<Result<(), PairingError>>) -> Command,
    ) -> Result<(), PairingError> {
        let (reply, answer) = oneshot::channel();
        self.commands
            .send(command(reply))
            .await
            .map_err(|_| PairingError::Closed)?;
        answer.await.map_err(|_| PairingError::Closed)?
    }
}

/// What the actor keeps: whether this node pairs now (it holds the role).
#[derive(Default)]
struct Rooms {
    pairer: bool,
}

async fn run(
    room: std::sync::Weak<crate::Shared>,
    mut commands: mpsc::Receiver<Command>,
    tasks: crate::tasks::Tasks,
) {
    let mut rooms = Rooms::default();
    let mut tick = tokio::time::interval(TICK);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            // Between commands: one under way (a pairing opening its
            // table) finishes first.
            () = tasks.draining() => break,
            command = commands.recv() => {
                let Some(command) = command else { break };
                let Some(inner) = room.upgrade() else { break };
                rooms.command(&App { inner }, command).await;
            }
            _ = tick.tick() => {
                let Some(inner) = room.upgrade() else { break };
                let app = App { inner };
                rooms.pairer = take_role(&app).await;
                rooms.pair(&app).await;
            }
        }
    }
}

/// Whether this node pairs now: it took or renewed the role (a lease as
/// long as a table's; alone, it always does).
async fn take_role(app: &App) -> bool {
    let store = &app.inner.store;
    match store
        .take_role("pairing", store.now_ms(), crate::store::lease_ms())
        .await
    {
        Ok(taken) => taken,
        Err(e) => {
            tracing::warn!(error = %e, "the pairing role could not be taken");
            false
        }
    }
}

impl Rooms {
    async fn command(&mut self, app: &App, command: Command) {
        let store = &app.inner.store;
        match command {
            Command::Search {
                user,
                rating,
                wants,
                reply,
            } => {
                let id = user.id;
                match store.paired_table(id).await {
                    Ok(Some(table)) => {
                        let _ = reply.send(Err(PairingError::Playing(table)));
                        return;
                    }
                    Ok(None) => {}
                    Err(e) => {
                        tracing::warn!(error = %e, "a pairing's table could not be read");
                        let _ = reply.send(Err(PairingError::Closed));
                        return;
                    }
                }
                let looking = crate::store::Looking {
                    user: id,
                    rating,
                    wants: serde_json::to_string(&wants).unwrap_or_default(),
                    since: app.inner.store.now_ms(),
                };
                let answer = match store.look(&looking, MAX_WAITING).await {
                    Ok(true) => Ok(()),
                    Ok(false) => Err(PairingError::Full),
                    Err(e) => {
                        tracing::warn!(error = %e, "a search could not be stored");
                        Err(PairingError::Closed)
                    }
                };
                let _ = reply.send(answer);
                // A compatible player may be waiting already.
                self.pair(app).await;
            }
            Command::Cancel { user, reply } => {
                let answer = match store.stop_looking(user).await {
                    Ok(true) => Ok(()),
                    Ok(false) => Err(PairingError::NotSearching),
                    Err(e) => {
                        tracing::warn!(error = %e, "a cancel could not be stored");
                        Err(PairingError::Closed)
                    }
                };
                let _ = reply.send(answer);
            }
        }
    }

    /// The queue as the database holds it now, for [`Queue`]: each wait
    /// measured from its start, and the players as stored. Whoever closed
    /// every page of the room (on every node) has stopped looking.
    async fn queue(&self, app: &App) -> (Queue, HashMap<UserId, User>) {
        let store = &app.inner.store;
        let presence = &app.inner.lobby.presence;
        let mut queue = Queue::default();
        let mut users = HashMap::new();
        let looking = match store.looking().await {
            Ok(looking) => looking,
            Err(e) => {
                tracing::warn!(error = %e, "the pairing queue could not be read");
                return (queue, users);
            }
        };
        let (now, now_ms) = (Instant::now(), app.inner.store.now_ms());
        for row in looking {
            if !presence.is_online(row.user) {
                let _ = store.stop_looking(row.user).await;
                continue;
            }
            let Ok(wants) = serde_json::from_str::<Wants>(&row.wants) else {
                let _ = store.stop_looking(row.user).await;
                continue;
            };
            let Ok(Some(user)) = store.user_by_id(row.user).await else {
                continue;
            };
            let waited = Duration::from_millis(u64::try_from(now_ms - row.since).unwrap_or(0));
            let since = now.checked_sub(waited).unwrap_or(now);
            queue.search(row.user, row.rating, wants, since);
            users.insert(row.user, user);
        }
        (queue, users)
    }

    /// Pairs who can be paired now, and groups four by four who asked for
    /// a table of four; each gets its table before the next command is
    /// read. Only the node holding the role pairs.
    async fn pair(&mut self, app: &App) {
        if !self.pairer {
            return;
        }
        let presence = &app.inner.lobby.presence;
        let store = &app.inner.store;
        let (mut queue, mut users) = self.queue(app).await;
        let now = Instant::now();
        let mut groups: Vec<(Vec<UserId>, Agreed)> = queue
            .pair(now)
            .into_iter()
            .map(|pair| (vec![pair.host, pair.guest], pair.agreed))
            .collect();
        groups.extend(
            queue
                .group(now)
                .into_iter()
                .map(|group| (group.seats.to_vec(), group.agreed)),
        );
        for (ids, agreed) in groups {
            let Some(people) = ids
                .iter()
                .map(|id| users.remove(id))
                .collect::<Option<Vec<User>>>()
            else {
                continue;
            };
            // Out of the queue, all of them or none: a cancel that came
            // first wins, and nobody is paired twice.
            match store.take_looking(&ids).await {
                Ok(true) => {}
                Ok(false) => continue,
                Err(e) => {
                    tracing::warn!(error = %e, "a pair could not be taken out of the queue");
                    continue;
                }
            }
            let host = people[0].clone();
            match open(app, host, people[1..].to_vec(), agreed).await {
                Ok(table) => {
                    if let Err(e) = store.paired_at(&ids, table).await {
                        tracing::warn!(error = %e, "a pairing's table could not be stored");
                    }
                    for (seat, to) in people.iter().enumerate() {
                        // A person of the other side, as `GET
                        // /api/tables/mine` names one: seat 0's side is
                        // told seat 1's player, the other side the host.
                        let opponent = if seat % 2 == 0 {
                            &people[1]
                        } else {
                            &people[0]
                        };
                        let notice = Notice::Paired {
                            opponent: opponent.name.clone(),
                            table: table.get(),
                        };
                        presence.notify(to.id, &notice.to_json());
                    }
                }
                Err(e) => {
                    tracing::warn!(error = %e, "a pairing's table could not start");
                    let message = e.to_string();
                    for user in &people {
                        let notice = Notice::PairingFailed {
                            code: e.code().as_str().to_owned(),
                            message: message.clone(),
                        };
                        presence.notify(user.id, &notice.to_json());
                    }
                }
            }
        }
    }
}

/// Opens a pairing's table unlisted with `host` in seat 0, seats the
/// others in seat order (each join takes the lowest free seat; the last
/// stakes every wager and starts the game), and only then lists it: nobody
/// else can join it in between. One other at a table of two, three at four.
async fn open(
    app: &App,
    host: User,
    others: Vec<User>,
    agreed: Agreed,
) -> Result<TableId, TableError> {
    let store = &app.inner.store;
    let bad = TableError::BadSettings("settings no table may have");
    let setup = TableSettings {
        settings: Settings {
            deal_size: DealSize::new(agreed.draw).ok_or(bad.clone())?,
            target: Target::new(agreed.target).ok_or(bad)?,
        },
        minutes: Some(agreed.minutes),
        wager: agreed.wager,
        bot: None,
        far_bots: [None, None],
        // Listed among the live games, for anyone to watch.
        private: None,
        watchers_apart: false,
        tournament: None,
    };
    // Chips may have moved while they waited.
    let host = store.user_now(host).await;
    let host_id = host.id;
    let handle = table::open_table(store.clone(), host, setup, app.inner.config.timing()).await?;
    let ids: Vec<UserId> = others.iter().map(|user| user.id).collect();
    for user in others {
        if let Err(e) = handle.join(store.user_now(user).await, None).await {
            let mut seats = vec![None; ids.len() + 1];
            seats[0] = Some(host_id);
            let _ = store.set_seats(handle.id, &seats, GameStatus::Over).await;
            return Err(e);
        }
    }
    // The last join starts the game, unless someone seated earlier (at
    // four) could no longer cover the wager by then: they lose their seat
    // and the table would wait, unlisted, for nobody. Then the group is
    // undone: everyone leaves (the host last, which cancels the table) and
    // all are told the pairing failed.
    if handle.listing().is_none_or(|row| row.open) {
        for id in ids.into_iter().chain([host_id]) {
            let _ = handle.leave(id).await;
        }
        return Err(TableError::Chips(agreed.wager));
    }
    app.inner.lobby.add(handle.clone());
    Ok(handle.id)
}
