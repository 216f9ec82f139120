//! The actor: its loop (commands, timers, presence), which command does
//! what, and what happens when a deadline passes.

use std::sync::Arc;
use std::time::Duration;

use dominoes_bots::{Level, fair_play};
use dominoes_rules::fairness;
use dominoes_rules::{Reason, Seat};
use tokio::sync::{mpsc, watch};
use tokio::time::{Instant, sleep_until};
use tracing::Instrument;

use super::handle::{Asked, Command, Watched};
use super::{
    HAND_PAUSE, IDLE_LIMIT, LINGER, PRESENCE_CHECK, RETRY, Seated, Table, TableError, TableHandle,
    TableSettings, Timing,
};
use crate::ids::{TableId, UserId};
use crate::store::{Store, User};

impl Table {
    pub(super) fn new(
        id: TableId,
        setup: TableSettings,
        people: Vec<Option<User>>,
        store: Store,
        timing: Timing,
    ) -> Table {
        // Each seat: its computer, else its person (if any yet).
        let mut people = people.into_iter();
        let seats: Vec<Option<Seated>> = setup
            .seats()
            .iter()
            .map(|&seat| {
                let person = people.next().flatten().map(Seated::Person);
                setup.computer(seat).map(Seated::Computer).or(person)
            })
            .collect();
        let count = seats.len();
        let (listing, _) = watch::channel(None);
        let (hand_live, _) = watch::channel(false);
        let empty: Arc<str> = Arc::from("{}");
        Table {
            id,
            setup,
            seats,
            live: None,
            seeding: None,
            over: None,
            version: 0,
            updates: (0..count)
                .map(|_| watch::channel(empty.clone()).0)
                .collect(),
            public: watch::channel(empty).0,
            delay: super::watchers::Delay::default(),
            watchers: 0,
            listing,
            hand_live,
            store,
            timing,
            last_activity: Instant::now(),
            rematch_wanted: vec![false; count],
            rematch_at: None,
            backoff_until: None,
            present: vec![false; count],
        }
    }

    pub(super) fn spawn(mut self) -> TableHandle {
        let (commands, mut inbox) = mpsc::channel(64);
        let handle = TableHandle {
            id: self.id,
            commands,
            listing: self.listing.subscribe(),
            hand_live: self.hand_live.subscribe(),
            private: self.setup.private,
            sealed: self.setup.tournament.is_some(),
            started: Instant::now(),
            fence: self.store.fence().cloned(),
        };
        self.publish();
        // Every line the actor logs carries its table and game (one game per
        // table: a rematch is a new table, so the two ids are the same
        // number; both are named so a search by either finds it).
        let span = tracing::info_span!("table", table = self.id.get(), game = self.id.get());
        let tasks = self.store.tasks().clone();
        tasks.clone().spawn_table(
            async move {
            let mut presence = tokio::time::interval(PRESENCE_CHECK);
            presence.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
            let mut absences = self.store.absences();
            loop {
                let deadline = self.deadline();
                tokio::select! {
                    // The room closes. Checked only between commands and
                    // timers: the one under way has finished, and its write
                    // with it; the game is restored from the database at the
                    // next start.
                    () = tasks.draining() => break,
                    _ = presence.tick() => {
                        self.check_presence();
                        if self.is_forgotten() {
                            break;
                        }
                        // This node was away (frozen, or cut off) for longer
                        // than a lease lasts: another may have taken the
                        // table, and this copy must not go on showing it.
                        if self.store.absences() != absences {
                            absences = self.store.absences();
                            self.store.confirm_lease().await;
                        }
                    }
                    asked = inbox.recv() => match asked {
                        // Past a relayed message's deadline, the command is
                        // dropped unapplied; its asker hears `TooLate`.
                        Some(Asked { command, terms }) => {
                            if terms.take_up(crate::in_time::clock_ms(&self.store)) {
                                self.handle(command).await;
                            }
                        }
                        None => break,
                    },
                    () = sleep_until(deadline.unwrap_or_else(|| Instant::now() + IDLE_LIMIT)), if deadline.is_some() => {
                        self.on_timer().await;
                    }
                }
                // Another node took the table over: this actor must not
                // act for it any more (its writes are refused anyway).
                if self.store.is_fenced_out() {
                    tracing::warn!("the table's lease passed to another node; its actor stops");
                    break;
                }
            }
            let store = self.store.clone();
            if tasks.is_draining() {
                // The room is closing: the lease goes back before the
                // table's sockets hear it ended, so the client that
                // reconnects to another node finds it free (this actor
                // makes no write any more).
                Box::pin(release_lease(store)).await;
                drop(inbox);
                drop(self);
            } else {
                // The actor is gone for everyone before the lease goes back.
                drop(inbox);
                drop(self);
                // Boxed, so the actor's task does not carry its future inline.
                Box::pin(release_lease(store)).await;
            }
        }
            .instrument(span),
        );
        handle
    }

    pub(super) fn full_clock(&self) -> Duration {
        self.timing.minute * self.setup.minutes.unwrap_or(0)
    }

    /// The seats of this table, in playing order.
    pub(super) fn all_seats(&self) -> &'static [Seat] {
        self.setup.seats()
    }

    pub(super) fn seat_of(&self, user_id: UserId) -> Option<Seat> {
        self.all_seats().iter().copied().find(|s| {
            self.seats[s.index()]
                .as_ref()
                .is_some_and(|seated| seated.is_user(user_id))
        })
    }

    /// The next moment something happens by itself: a clock running out, the
    /// bot's move, the next hand, or an idle game closing.
    pub(super) fn deadline(&self) -> Option<Instant> {
        let due = self.due()?;
        Some(self.backoff_until.map_or(due, |backoff| due.max(backoff)))
    }

    /// When the next thing is due, ignoring any backoff.
    pub(super) fn due(&self) -> Option<Instant> {
        if self.over.is_some() {
            return None;
        }
        if let Some(seeding) = &self.seeding {
            // Both seeds in but the deal not stored (a failed write): retry
            // at once, after the backoff, not at the pick limit.
            if seeding.seeds().is_some() {
                return Some(Instant::now());
            }
            return Some(seeding.since + self.timing.pick);
        }
        let live = self.live.as_ref()?;
        if let Some(ended) = live.hand_over_at {
            return Some(ended + HAND_PAUSE);
        }
        if let Some(since) = live.picking_since {
            return Some(since + self.timing.pick);
        }
        let turn = live.game.turn();
        if self.is_bot(turn) {
            return Some(live.turn_started + self.timing.bot_delay);
        }
        match self.setup.minutes {
            Some(_) => Some(live.turn_started + live.clocks[turn.index()]),
            None => Some(self.last_activity + IDLE_LIMIT),
        }
    }

    /// A finished table that nobody has watched for [`LINGER`]: its actor
    /// ends, and opening it again loads it from the database.
    pub(super) fn is_forgotten(&mut self) -> bool {
        if self.over.is_none() {
            return false;
        }
        let watched =
            self.updates.iter().any(|u| u.receiver_count() > 0) || self.public.receiver_count() > 0;
        if watched {
            self.last_activity = Instant::now();
        }
        !watched && self.last_activity.elapsed() >= LINGER
    }

    /// Publishes a change in which seats have someone watching.
    pub(super) fn check_presence(&mut self) {
        let present: Vec<bool> = self
            .all_seats()
            .iter()
            .map(|&s| self.is_bot(s) || self.updates[s.index()].receiver_count() > 0)
            .collect();
        let watchers = self.watcher_count();
        if present != self.present || watchers != self.watchers {
            self.present = present;
            self.watchers = watchers;
            self.publish();
        }
    }

    pub(super) fn is_bot(&self, seat: Seat) -> bool {
        self.computer(seat).is_some()
    }

    /// The level of the bots that play `seat`: the table's computer, or a
    /// tournament's computer player seated there (docs/tournaments.md).
    pub(super) fn computer(&self, seat: Seat) -> Option<Level> {
        self.setup
            .computer(seat)
            .or_else(|| match self.seats.get(seat.index())? {
                Some(Seated::Person(user)) => user.computer,
                _ => None,
            })
    }

    /// Whether `seat`'s clock runs on its turn: a person's always; at a
    /// table of four a computer's never (it has no clock to lose), while
    /// at two it counts the computer's delay, as it always has.
    pub(super) fn clock_runs(&self, seat: Seat) -> bool {
        self.setup.seat_count() == 2 || !self.is_bot(seat)
    }

    /// The computer's seats (none, one, or three at a table of four).
    pub(super) fn bot_seats(&self) -> Vec<Seat> {
        self.setup
            .seats()
            .iter()
            .copied()
            .filter(|&seat| self.is_bot(seat))
            .collect()
    }

    /// A socket opening the table: a seated player follows their seat's
    /// updates, anyone else admitted (any key at a public table, the key
    /// at a private one) the public ones held back for watchers.
    fn open(&self, user_id: UserId, admitted: bool) -> Result<Watched, TableError> {
        match self.seat_of(user_id) {
            Some(seat) => Ok(Watched {
                updates: self.updates[seat.index()].subscribe(),
                seat: Some(seat),
                watchers_apart: self.setup.watchers_apart,
            }),
            None if !admitted => Err(TableError::Hidden(self.id)),
            None => Ok(Watched {
                updates: self.public.subscribe(),
                seat: None,
                watchers_apart: self.setup.watchers_apart,
            }),
        }
    }

    async fn resign(&mut self, user_id: UserId) -> Result<(), TableError> {
        let started = self.live.is_some() || self.seeding.is_some();
        match (self.seat_of(user_id), started.then_some(()), self.over) {
            (None, _, _) => Err(TableError::NotSeated),
            (_, _, Some(_)) => Err(TableError::Over),
            (_, None, _) => Err(TableError::NotStarted),
            (Some(seat), Some(()), None) => {
                self.finish(seat, Reason::Resign).await;
                Ok(())
            }
        }
    }

    pub(super) async fn handle(&mut self, command: Command) {
        match command {
            Command::Join {
                user,
                admitted,
                reply,
            } => {
                // Without the key, only a player already seated learns more.
                let result = if admitted || self.seat_of(user.id).is_some() {
                    self.join(user).await
                } else {
                    Err(TableError::Hidden(self.id))
                };
                let _ = reply.send(result);
            }
            Command::Leave { user_id, reply } => {
                let result = self.leave(user_id).await;
                let _ = reply.send(result);
            }
            Command::Open {
                user_id,
                admitted,
                reply,
            } => {
                let _ = reply.send(self.open(user_id, admitted));
                self.check_presence();
            }
            Command::Act {
                user_id,
                version,
                mv,
                reply,
            } => {
                let result = self.act(user_id, version, mv).await;
                let _ = reply.send(result);
            }
            Command::Resign { user_id, reply } => {
                let _ = reply.send(self.resign(user_id).await);
            }
            Command::Rematch { user_id, reply } => {
                let _ = reply.send(self.rematch(user_id).await);
            }
            Command::RematchOpened { table } => {
                self.rematch_at = Some(table);
                self.store_rematch().await;
                self.publish();
            }
            Command::Pick {
                user_id,
                count,
                seed,
                reply,
            } => {
                let result = self.pick(user_id, count, seed).await;
                let _ = reply.send(result);
            }
            Command::AutoDraw {
                user_id,
                version,
                reply,
            } => {
                let result = self.auto_draw(user_id, version).await;
                let _ = reply.send(result);
            }
            Command::Hint { user_id, reply } => {
                let _ = reply.send(self.hint_view(user_id).await);
            }
            Command::Undo {
                user_id,
                version,
                reply,
            } => {
                let _ = reply.send(self.undo(user_id, version).await);
            }
            Command::NextHand { user_id, reply } => {
                let hand_over = self.live.as_ref().is_some_and(|l| l.hand_over_at.is_some());
                let result = match self.seat_of(user_id) {
                    None => Err(TableError::NotSeated),
                    Some(_) if self.over.is_some() => Err(TableError::Over),
                    Some(_) if !hand_over => Err(TableError::HandNotOver),
                    Some(seat) => {
                        if let Some(live) = &mut self.live {
                            live.ready[seat.index()] = true;
                        }
                        let both = self.live.as_ref().is_some_and(|l| {
                            self.all_seats()
                                .iter()
                                .all(|s| l.ready[s.index()] || self.is_bot(*s))
                        });
                        if both {
                            self.deal_next_hand().await;
                        }
                        Ok(())
                    }
                };
                let _ = reply.send(result);
            }
        }
    }

    pub(super) async fn on_timer(&mut self) {
        if let Some(seeding) = &mut self.seeding {
            if seeding.seeds().is_none() {
                seeding.close(self.setup.settings.deal_size.tiles());
            }
            self.deal_seeded().await;
            self.publish();
            return;
        }
        let Some(live) = &mut self.live else { return };
        if live.hand_over_at.is_some() {
            self.deal_next_hand().await;
            return;
        }
        if live.picking_since.is_some() {
            if self
                .store_picks(self.all_seats(), usize::MAX)
                .await
                .is_err()
            {
                self.backoff_until = Some(Instant::now() + RETRY);
            }
            return;
        }
        let turn = live.game.turn();
        let view = live.game.view(turn);
        // A computer's move is made by a fresh bot, seeded from the hand's
        // bot seed (the committed server seed's) and the move's place in the
        // hand, and shown only its seat's view: anyone can replay it from the
        // record (docs/fairness.md, "Games against the computer"). A hand
        // dealt before seeds existed has nothing to bind it to.
        let bot_seed = live
            .seeds
            .as_ref()
            .map_or([0; 32], |s| fairness::bot_seed(&s.server_seed, turn));
        if let Some(level) = self.computer(turn) {
            // An Expert thinks for milliseconds of CPU: on a blocking thread,
            // so no other table's messages wait behind it.
            let thought = tokio::task::spawn_blocking(move || {
                let _thinking = crate::metrics::BotThinking::new();
                fair_play::play(level, &bot_seed, &view)
            })
            .await;
            let Ok(mv) = thought else {
                tracing::error!("the bot's thinking failed; retrying");
                self.backoff_until = Some(Instant::now() + RETRY);
                return;
            };
            if let Err(e) = self.apply_move(turn, mv).await {
                tracing::error!(error = %e, "the bot's move was refused; retrying");
                self.backoff_until = Some(Instant::now() + RETRY);
            } else {
                self.backoff_until = None;
            }
            return;
        }
        match self.setup.minutes {
            Some(_) => self.finish(turn, Reason::Time).await,
            None => self.finish(turn, Reason::Abandoned).await,
        }
    }
}

/// Gives the table's lease back as its actor ends, unless another node
/// holds it now.
async fn release_lease(store: Store) {
    if store.is_fenced_out() {
        return;
    }
    if let Some(fence) = store.fence()
        && let Err(e) = store.release_lease(fence.game_id, fence.generation).await
    {
        tracing::warn!(error = %e, "could not release the table's lease");
    }
}
