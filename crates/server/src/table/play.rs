//! The game at a table: seating and leaving, dealing each hand, moves and
//! picks (stored before anyone is told), the end of a game, and rematches.

use std::time::Duration;

use dominoes_rules::fairness::{self, ClientSeed};
use dominoes_rules::{Game, Move, Reason, Seat, Shuffle};
use tokio::time::Instant;

use super::{Live, RETRY, Rematch, Seated, Table, TableError, unsaved};
use crate::fair::{self, Seeding};
use crate::ids::UserId;
use crate::store::{GameStatus, MoneyError, User};

impl Table {
    pub(super) async fn join(&mut self, user: User) -> Result<Seat, TableError> {
        if self.seat_of(user.id).is_some() {
            return Err(TableError::AlreadySeated);
        }
        // The free seat: seat 1 at a table of two; at four, the lowest
        // free person's seat (docs/protocol.md, "Tables of four").
        let free = self.all_seats()[1..]
            .iter()
            .copied()
            .find(|s| self.seats[s.index()].is_none());
        let Some(seat) = free else {
            return Err(TableError::Full);
        };
        // The host left (a leave that won the race with this join): the
        // table is closed, and nobody may start a game in an empty seat.
        if self.over.is_some() || self.seats[0].is_none() {
            return Err(TableError::HostLeft);
        }
        if user.guest {
            return Err(TableError::Guest);
        }
        if i64::from(self.setup.wager) > user.chips {
            return Err(TableError::Chips(self.setup.wager));
        }
        let joiner = user.id;
        self.seats[seat.index()] = Some(Seated::Person(user));
        // A seat still free (at four): the table waits for its next person.
        let result = if self.seats.iter().any(Option::is_none) {
            self.wait_for_people().await
        } else {
            match self.start_staking().await {
                // At four, a person seated earlier who can no longer cover
                // the wager (their chips went into another game since)
                // loses their seat: the joiner keeps theirs, and the
                // table waits for someone to take the freed one.
                Err(Start::Short(short))
                    if short != joiner && self.seat_of(short).is_some_and(|s| s != Seat::Zero) =>
                {
                    if let Some(freed) = self.seat_of(short) {
                        self.seats[freed.index()] = None;
                    }
                    self.wait_for_people().await
                }
                Err(Start::Short(short)) => Err(self.short_of_chips(short)),
                Err(Start::Failed(e)) => Err(e),
                Ok(()) => Ok(()),
            }
        };
        if let Err(e) = result {
            // Nothing changed: the seat is free again.
            self.seats[seat.index()] = None;
            return Err(e);
        }
        Ok(seat)
    }

    /// A table of four with a free seat: its people are stored, and it is
    /// listed again.
    async fn wait_for_people(&mut self) -> Result<(), TableError> {
        self.store
            .set_seats(self.id, &self.all_person_ids(), GameStatus::Open)
            .await
            .map_err(unsaved)?;
        self.publish();
        Ok(())
    }

    pub(super) async fn leave(&mut self, user_id: UserId) -> Result<(), TableError> {
        let seat = self.seat_of(user_id).ok_or(TableError::NotSeated)?;
        if self.live.is_some() || self.seeding.is_some() {
            return Err(TableError::Started);
        }
        self.seats[seat.index()] = None;
        // The host leaving cancels the table: at four, the people already
        // seated lose their seats with it.
        if seat == Seat::Zero {
            for s in &mut self.seats {
                if s.as_ref().and_then(Seated::person).is_some() {
                    *s = None;
                }
            }
        }
        let ids = self.all_person_ids();
        let status = if ids.iter().all(Option::is_none) {
            GameStatus::Over
        } else {
            GameStatus::Open
        };
        self.store
            .set_seats(self.id, &ids, status)
            .await
            .map_err(unsaved)?;
        let nobody = self
            .seats
            .iter()
            .all(|s| s.as_ref().and_then(Seated::person).is_none());
        if seat == Seat::Zero && nobody {
            self.over = Some((None, Reason::Abandoned));
        }
        self.publish();
        Ok(())
    }

    /// The refusal for a player who cannot cover the wager.
    pub(super) fn short_of_chips(&self, user: UserId) -> TableError {
        let host = self.seats[0].as_ref().is_some_and(|s| s.is_user(user));
        if host {
            TableError::HostChips(self.setup.wager)
        } else {
            TableError::Chips(self.setup.wager)
        }
    }

    /// Every seat's person, one per seat (two or four).
    fn all_person_ids(&self) -> Vec<Option<UserId>> {
        (0..self.seats.len()).map(|i| self.person_id(i)).collect()
    }

    fn person_id(&self, index: usize) -> Option<UserId> {
        self.seats
            .get(index)?
            .as_ref()
            .and_then(Seated::person)
            .map(|u| u.id)
    }

    /// Every seat is filled: the game starts with its first hand.
    pub(super) async fn start(&mut self) -> Result<(), TableError> {
        match self.start_staking().await {
            Ok(()) => Ok(()),
            Err(Start::Short(user)) => Err(self.short_of_chips(user)),
            Err(Start::Failed(e)) => Err(e),
        }
    }

    /// [`Table::start`], naming the person who could not cover the wager.
    async fn start_staking(&mut self) -> Result<(), Start> {
        let ids = self.all_person_ids();
        // The first hand's server seed, drawn before anything is stored.
        let seeding = self.seeding_for(0).await.map_err(Start::Failed)?;
        let server_seed = seeding.server_seed();
        // The seats, every stake and that seed, in one transaction: a game
        // never starts without its first commitment.
        match self
            .store
            .start_game_committed(self.id, &ids, self.setup.wager, Some(&server_seed))
            .await
        {
            Ok(()) => {}
            Err(MoneyError::Short(user, _)) => return Err(Start::Short(user)),
            Err(MoneyError::Database(e)) => return Err(Start::Failed(unsaved(e))),
        }
        self.seeding = Some(seeding);
        self.publish();
        Ok(())
    }

    /// Hand `number`'s seeding: a fresh server seed, or at a duplicate
    /// round's table the round's seed for the table's deal with every
    /// seat's seed fixed as the empty one (docs/tournaments.md).
    async fn seeding_for(&self, number: usize) -> Result<Seeding, TableError> {
        let bots = self.bot_seats();
        if let Some(slot) = self.setup.tournament {
            match self.store.duplicate_deal(slot).await {
                Ok(Some((round, deal))) => {
                    let seed = fairness::duplicate_seed(&round, deal, number as u64);
                    return Ok(Seeding::new(number, seed, &bots, self.setup.settings)
                        .seeded_by_the_round());
                }
                Ok(None) => {}
                Err(e) => {
                    tracing::error!(error = %e, "a duplicate round's seed could not be read");
                    return Err(TableError::Storage);
                }
            }
        }
        let seed = fair::fresh_seed().map_err(|_| TableError::Storage)?;
        Ok(Seeding::new(number, seed, &bots, self.setup.settings))
    }

    /// Draws a later hand's server seed and stores it; the updates then
    /// show its commitment, and the deal waits for both seats' seeds.
    pub(super) async fn commit_hand(&mut self, number: usize) -> Result<(), TableError> {
        let seeding = self.seeding_for(number).await?;
        self.store
            .commit_hand(self.id, number, &seeding.server_seed())
            .await
            .map_err(unsaved)?;
        self.seeding = Some(seeding);
        Ok(())
    }

    pub(super) async fn deal_next_hand(&mut self) {
        let Some(live) = &self.live else { return };
        if !live.game.awaits_next_hand() || self.seeding.is_some() {
            return;
        }
        let number = live.game.hand_number() + 1;
        if self.commit_hand(number).await.is_err() {
            tracing::error!("could not store a new hand; retrying");
            self.backoff_until = Some(Instant::now() + RETRY);
            return;
        }
        self.backoff_until = None;
        if let Some(live) = &mut self.live {
            live.ready.fill(false);
            live.hand_over_at = None;
        }
        self.publish();
    }

    /// Deals the committed hand once both seeds are in: the key, the seeds
    /// and the picks so far are stored first, then the picked tiles turn up.
    pub(super) async fn deal_seeded(&mut self) {
        let Some(seeding) = &self.seeding else { return };
        let Some(seeds) = seeding.seeds() else { return };
        let (number, picked) = (seeding.hand, seeding.picked.clone());
        let key = seeds.key();
        let client_seeds: Vec<&str> = seeds.client_seeds.iter().map(ClientSeed::as_str).collect();
        if let Err(e) = self
            .store
            .seed_hand(self.id, number, &client_seeds, &key, &picked)
            .await
        {
            tracing::error!(error = %e, "could not store a hand's seeds; retrying");
            self.backoff_until = Some(Instant::now() + RETRY);
            return;
        }
        self.backoff_until = None;
        self.seeding = None;
        let shuffle = Shuffle::from_key(key);
        let deal = shuffle.deal(self.setup.settings.deal_size);
        let (full, bot_seats) = (self.full_clock(), self.bot_seats());
        let live = match self.live.take() {
            None => match Game::new(self.setup.settings, deal) {
                Ok(game) => Live::new(game, shuffle, full, &bot_seats, Instant::now()),
                Err(e) => {
                    tracing::error!(error = %e, "a deal of the wrong size");
                    return;
                }
            },
            Some(mut live) => {
                if let Err(e) = live.game.next_hand(deal) {
                    tracing::error!(error = %e, "could not deal the next hand");
                    self.live = Some(live);
                    return;
                }
                live.shuffle = shuffle;
                live.clocks.fill(full);
                live.start_picking(&bot_seats, Instant::now());
                live
            }
        };
        let live = self.live.insert(live);
        live.seeds = Some(seeds);
        // The picks made with the seeds, stored with the key above.
        for &seat in self.setup.seats() {
            live.pick(seat, picked[seat.index()], Instant::now());
        }
    }

    pub(super) async fn act(
        &mut self,
        user_id: UserId,
        version: u64,
        mv: Move,
    ) -> Result<(), TableError> {
        let seat = self.seat_of(user_id).ok_or(TableError::NotSeated)?;
        if self.over.is_some() {
            return Err(TableError::Over);
        }
        if self.seeding.is_some() {
            return Err(TableError::Picking);
        }
        let live = self.live.as_ref().ok_or(TableError::NotStarted)?;
        if version != self.version {
            return Err(TableError::Stale {
                current: self.version,
                sent: version,
            });
        }
        if live.picking_since.is_some() {
            return Err(TableError::Picking);
        }
        if live.hand_over_at.is_some() || live.game.turn() != seat {
            return Err(TableError::NotYourTurn);
        }
        self.apply_move(seat, mv).await
    }

    /// Draws for the seat on turn until a playable tile arrives or the
    /// boneyard is empty.
    pub(super) async fn auto_draw(
        &mut self,
        user_id: UserId,
        version: u64,
    ) -> Result<(), TableError> {
        self.act(user_id, version, Move::Draw).await?;
        let seat = self.seat_of(user_id).ok_or(TableError::NotSeated)?;
        while let Some(live) = &self.live
            && self.over.is_none()
            && live.hand_over_at.is_none()
            && live.game.turn() == seat
            && live.game.view(seat).legal == [Move::Draw]
        {
            self.apply_move(seat, Move::Draw).await?;
        }
        Ok(())
    }

    pub(super) async fn rematch(&mut self, user_id: UserId) -> Result<Option<Rematch>, TableError> {
        let seat = self.seat_of(user_id).ok_or(TableError::NotSeated)?;
        if self.over.is_none() {
            return Err(TableError::NotOver);
        }
        if self.setup.tournament.is_some() {
            return Err(TableError::TournamentGame);
        }
        if self.rematch_at.is_some() || self.rematch_wanted.iter().all(|&w| w) {
            return Ok(None);
        }
        self.rematch_wanted[seat.index()] = true;
        for bot in self.bot_seats() {
            self.rematch_wanted[bot.index()] = true;
        }
        self.store_rematch().await;
        self.publish();
        if !self.rematch_wanted.iter().all(|&w| w) {
            return Ok(None);
        }
        let host = self.seats[0].as_ref().and_then(Seated::person).cloned();
        // The other people, in seat order: each joins the new table's
        // lowest free seat, so each takes the same seat again.
        let guests = self.seats[1..]
            .iter()
            .filter_map(|s| s.as_ref().and_then(Seated::person))
            .cloned()
            .collect();
        let host = host.ok_or(TableError::NotSeated)?;
        Ok(Some(Rematch {
            setup: self.setup.clone(),
            host,
            guests,
        }))
    }

    pub(super) async fn pick(
        &mut self,
        user_id: UserId,
        count: usize,
        seed: Option<ClientSeed>,
    ) -> Result<(), TableError> {
        let seat = self.seat_of(user_id).ok_or(TableError::NotSeated)?;
        let n = self.setup.settings.deal_size.tiles();
        if let Some(seeding) = &mut self.seeding
            && count > 0
        {
            seeding.pick(seat, count, seed, n);
            self.deal_seeded().await;
            self.publish();
            return Ok(());
        }
        let live = self.live.as_ref().ok_or(TableError::NotStarted)?;
        if live.picking_since.is_none() || count == 0 {
            return Err(TableError::NotPicking);
        }
        self.store_picks(&[seat], count).await
    }

    /// Picks `count` more tiles for each of `seats`, stored before anyone
    /// is told (a restart brings the picks back).
    pub(super) async fn store_picks(
        &mut self,
        seats: &[Seat],
        count: usize,
    ) -> Result<(), TableError> {
        let Some(live) = &mut self.live else {
            return Err(TableError::NotStarted);
        };
        let n = live.deal_size();
        let mut picked = live.picked.clone();
        for seat in seats {
            picked[seat.index()] = picked[seat.index()].saturating_add(count).min(n);
        }
        self.store
            .record_picks(self.id, live.game.hand_number(), &picked)
            .await
            .map_err(unsaved)?;
        for seat in seats {
            live.pick(*seat, count, Instant::now());
        }
        self.publish();
        Ok(())
    }

    /// Stores who asked for a rematch, and the new table.
    pub(super) async fn store_rematch(&mut self) {
        if let Err(e) = self
            .store
            .record_rematch(self.id, &self.rematch_wanted, self.rematch_at)
            .await
        {
            tracing::error!(error = %e, "could not store the rematch");
        }
    }

    /// Checks, stores, then applies a move of the seat on turn; then makes
    /// any forced pass at once.
    pub(super) async fn apply_move(&mut self, seat: Seat, mv: Move) -> Result<(), TableError> {
        let clocked = self.setup.minutes.is_some();
        let runs = self.clock_runs(seat);
        let Some(live) = &mut self.live else {
            return Err(TableError::NotStarted);
        };
        let view = live.game.view(seat);
        if !view.legal.contains(&mv) {
            return Err(TableError::Illegal(format!("{mv} is not legal now")));
        }
        let action = live
            .game
            .action_for(mv, &live.shuffle)
            .map_err(|e| TableError::Illegal(e.to_string()))?;
        let now = Instant::now();
        let left = if runs {
            live.left_after_move(seat, now)
        } else {
            Some(live.clocks[seat.index()])
        };
        let Some(remaining) = left.or((!clocked).then_some(Duration::ZERO)) else {
            // The move came too late: the clock ran out first.
            self.finish(seat, Reason::Time).await;
            return Err(TableError::Over);
        };
        let clock_ms = clocked.then_some(remaining.as_millis() as u64);
        self.store
            .record_action(
                self.id,
                live.stored,
                live.game.hand_number(),
                &action.to_string(),
                clock_ms,
            )
            .await
            .map_err(unsaved)?;
        live.game
            .apply(action)
            .map_err(|e| TableError::Illegal(e.to_string()))?;
        live.stored += 1;
        live.clocks[seat.index()] = remaining;
        live.turn_started = now;
        self.last_activity = now;
        if live.game.hand_end().is_some() {
            live.hand_over_at = Some(now);
        }
        self.version += 1;
        if let Some(outcome) = live.game.outcome() {
            let loser = outcome
                .winner
                .map_or(seat, |side| side.other().first_seat());
            self.finish(loser, Reason::Score).await;
            return Ok(());
        }
        // A forced pass is made at once and costs no clock time.
        let turn = live.game.turn();
        if live.hand_over_at.is_none() && live.game.view(turn).legal == [Move::Pass] {
            return Box::pin(self.apply_move(turn, Move::Pass)).await;
        }
        self.publish();
        Ok(())
    }

    /// Ends the game: `loser` lost by `reason` (for `Score`, `loser` is the
    /// other seat of the winner; for `Abandoned`, nobody wins).
    pub(super) async fn finish(&mut self, loser: Seat, reason: Reason) {
        if self.over.is_some() {
            return;
        }
        // A hand committed but not dealt is never dealt.
        self.seeding = None;
        if let Some(live) = &mut self.live {
            if live.game.outcome().is_none() {
                let _ = live.game.end(loser, reason);
            }
            if reason == Reason::Time {
                // The clock that ran out shows it.
                live.clocks[loser.index()] = Duration::ZERO;
            }
        }
        // The winning side: the other seat at a table of two, the other
        // team at four (stored and sent as its number, which is also the
        // number of its first seat).
        let winner = match reason {
            Reason::Abandoned => None,
            _ => Some(loser.team().other().first_seat()),
        };
        let scores = self
            .live
            .as_ref()
            .map_or([0; 2], |live| live.game.view(Seat::Zero).scores);
        let stored = self
            .store
            .finish_game(self.id, winner.map(Seat::index), reason.as_str(), scores)
            .await;
        if self.store.is_fenced_out() {
            // Another node owns the table now: it ends the game, not us.
            return;
        }
        if let Err(e) = stored {
            // The pot stays in escrow; it is settled at the next start.
            tracing::error!(error = %e, "could not store the end of a game");
        }
        self.over = Some((winner, reason));
        self.last_activity = Instant::now();
        self.version += 1;
        self.publish();
    }
}

/// Why a game did not start.
enum Start {
    /// This person cannot cover the wager.
    Short(UserId),
    Failed(TableError),
}
