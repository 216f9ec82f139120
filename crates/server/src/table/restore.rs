//! A table brought back from the database: an unfinished one after a
//! restart, a finished one opened again; and a stored game replayed, for
//! the record and replay routes.

use std::time::Duration;

use dominoes_rules::{Action, Game, Reason, Seat, Settings, Shuffle};
use tokio::time::Instant;

use super::{Live, Table, TableHandle, TableSettings, Timing};
use crate::fair::Seeding;
use crate::store::{ActionRow, GameRow, GameStatus, Store, StoreError, StoredSeeds, User};

/// Why a table could not be restored.
#[derive(Debug, thiserror::Error)]
pub enum RestoreError {
    /// The database did not answer: asked again, it may.
    #[error(transparent)]
    Store(StoreError),
    /// The stored record does not rebuild: asking again will not help.
    #[error("{0}")]
    Damaged(String),
}

/// A stored value that does not fit its column is a damaged record, not a
/// database that failed to answer.
impl From<StoreError> for RestoreError {
    fn from(e: StoreError) -> RestoreError {
        match e {
            StoreError::Invalid(why) => RestoreError::Damaged(why),
            e => RestoreError::Store(e),
        }
    }
}

impl From<String> for RestoreError {
    fn from(why: String) -> RestoreError {
        RestoreError::Damaged(why)
    }
}

impl From<&str> for RestoreError {
    fn from(why: &str) -> RestoreError {
        RestoreError::Damaged(why.to_owned())
    }
}

/// Restores a table from the database: an unfinished one after a restart
/// (the game at its last stored action, the picks of a hand not yet
/// played, the clock of each seat as it was after its last move: time
/// while the server was down does not count), or a finished one opened
/// again (its final position, result and rematch).
pub async fn restore_table(
    store: Store,
    row: GameRow,
    timing: Timing,
) -> Result<TableHandle, RestoreError> {
    let deal_size = row.settings.deal_size;
    let setup = setup_of(&store, &row).await;
    let count = row.settings.deal_size.seats().count();
    let seats = people(&store, &row).await?;
    let mut table = Table::new(row.id, setup, seats, store.clone(), timing);
    let finished = row.status == GameStatus::Over;
    let row_open = row.status == GameStatus::Open;
    let keys = store.hand_keys(row.id).await?;
    let (mut pending, stored_seeds) =
        committed_hands(&store, &row, keys.len(), &table.bot_seats()).await?;
    if pending.as_ref().is_some_and(|p| p.hand == 0) {
        // The first hand was committed, not dealt: there is no game to rebuild.
        table.seeding = pending.take();
    } else if finished && keys.is_empty() {
        // Ended before its first deal: the host left, or a resignation
        // while the first hand waited for its seeds.
        table.restore_end(&store).await?;
    } else if row.status == GameStatus::Live || finished {
        let actions = store.actions(row.id).await?;
        let (mut game, mut shuffle, movers) = rebuild_game(table.setup.settings, &keys, &actions)?;
        // Each seat's clock as it was after its last move of this hand.
        let full = table.full_clock();
        let mut clocks = vec![full; count];
        for (stored, mover) in actions.iter().zip(&movers) {
            if stored.hand_number == game.hand_number()
                && let Some(ms) = stored.clock_ms
            {
                clocks[mover.index()] = Duration::from_millis(ms);
            }
        }
        // A hand whose key was stored but that has no actions yet.
        if keys.len() > game.hand_number() + 1 && game.awaits_next_hand() {
            shuffle = Shuffle::from_key(keys[game.hand_number() + 1]);
            game.next_hand(shuffle.deal(deal_size))
                .map_err(|e| e.to_string())?;
            clocks = vec![full; count];
        }
        let hand_over_at = game.hand_end().map(|_| Instant::now());
        // Versions count stored actions, and the undos and the actions they
        // took back, so they never repeat across a restart.
        let (undos, undone) = store.undos(row.id).await?;
        table.version = actions.len() as u64 + u64::from(undos) + undone;
        let hand_started = actions
            .last()
            .is_some_and(|a| a.hand_number == game.hand_number());
        let bot_seats = table.bot_seats();
        let mut live = Live::new(
            game,
            shuffle,
            table.full_clock(),
            &bot_seats,
            Instant::now(),
        );
        live.clocks = clocks;
        live.stored = actions.len();
        live.hand_over_at = hand_over_at;
        live.seeds = stored_seeds
            .iter()
            .find(|s| s.hand_number == live.game.hand_number())
            .and_then(StoredSeeds::dealt);
        if pending.is_some() && live.game.awaits_next_hand() {
            // The next hand was committed, not dealt: it waits for its seeds again.
            live.hand_over_at = None;
            table.seeding = pending.take();
        }
        if hand_started || hand_over_at.is_some() || finished {
            // Play had begun: the picks were made before the restart.
            live.picked = vec![live.deal_size(); count];
            live.picking_since = None;
        } else {
            let stored = store.picks(row.id, live.game.hand_number(), count).await?;
            for &seat in table.all_seats() {
                let count = if table.is_bot(seat) {
                    usize::MAX
                } else {
                    stored[seat.index()]
                };
                live.pick(seat, count, Instant::now());
            }
        }
        let ended = live.game.outcome();
        table.live = Some(live);
        if finished {
            table.restore_end(&store).await?;
            table.publish();
            return Ok(table.spawn());
        }
        // The final action was stored but the server stopped before the end
        // of the game was: end it now, which settles the pot.
        if let Some(outcome) = ended {
            let loser = outcome
                .winner
                .map_or(Seat::Zero, |side| side.other().first_seat());
            table.finish(loser, Reason::Score).await;
        }
    }
    // A tournament's game is stored with both players and started at once:
    // one stopped in between starts here.
    if row_open && table.setup.tournament.is_some() && table.seats.iter().all(Option::is_some) {
        table.start().await.map_err(|e| e.to_string())?;
    }
    table.publish();
    Ok(table.spawn())
}

/// The table's settings as its row stored them.
async fn setup_of(store: &Store, row: &GameRow) -> TableSettings {
    TableSettings {
        settings: row.settings,
        minutes: row.minutes,
        wager: row.wager,
        bot: row.bot_level,
        far_bots: row.far_bots,
        private: row.private,
        // Unreadable: together, as by default.
        watchers_apart: store.watchers_apart(row.id).await.unwrap_or(false),
        tournament: row.tournament,
    }
}

/// Each seat's person as stored (`None` for a computer's seat or an
/// empty one), one per seat.
async fn people(store: &Store, row: &GameRow) -> Result<Vec<Option<User>>, RestoreError> {
    let count = row.settings.deal_size.seats().count();
    let mut seats = Vec::with_capacity(count);
    for id in row.seats.iter().chain(&row.far_seats).take(count) {
        seats.push(match id {
            Some(id) => store.user_by_id(*id).await?,
            None => None,
        });
    }
    Ok(seats)
}

/// A live game's stored seeds, and the hand committed but not yet dealt
/// (the one after the `dealt` hands whose key is stored) as it was
/// committed: the same server seed, so the same commitment; the seats
/// seed and pick again.
async fn committed_hands(
    store: &Store,
    row: &GameRow,
    dealt: usize,
    bot_seats: &[Seat],
) -> Result<(Option<Seeding>, Vec<StoredSeeds>), RestoreError> {
    if row.status == GameStatus::Open {
        return Ok((None, Vec::new()));
    }
    let seeds = store.hand_seeds(row.id).await?;
    let pending = seeds
        .iter()
        .filter(|_| row.status == GameStatus::Live)
        .find(|s| s.client_seeds.is_none() && s.hand_number == dealt)
        .map(|s| Seeding::new(s.hand_number, s.server_seed, bot_seats, row.settings));
    // A duplicate round's hand: every seat's seed is the empty one.
    let duplicate = match row.tournament {
        Some(slot) => store.duplicate_deal(slot).await?.is_some(),
        None => false,
    };
    let pending = if duplicate {
        pending.map(Seeding::seeded_by_the_round)
    } else {
        pending
    };
    Ok((pending, seeds))
}

/// A stored game replayed: hand `h` dealt from `keys[h]`, then every stored
/// action applied in order. Returns the game, the current hand's shuffle,
/// and who made each action. Hands whose key is stored but that have no
/// action yet are not dealt.
///
/// # Errors
/// If the stored actions do not replay (a corrupt database).
pub(crate) fn rebuild_game(
    settings: Settings,
    keys: &[[u8; 32]],
    actions: &[ActionRow],
) -> Result<(Game, Shuffle, Vec<Seat>), String> {
    rebuild_game_watched(settings, keys, actions, |_| {})
}

/// [`rebuild_game`], showing `watch` the game after each deal and after
/// each action (a replay's frames).
pub(crate) fn rebuild_game_watched(
    settings: Settings,
    keys: &[[u8; 32]],
    actions: &[ActionRow],
    mut watch: impl FnMut(&Game),
) -> Result<(Game, Shuffle, Vec<Seat>), String> {
    let first = keys.first().ok_or("a game without a hand")?;
    let mut shuffle = Shuffle::from_key(*first);
    let mut game =
        Game::new(settings, shuffle.deal(settings.deal_size)).map_err(|e| e.to_string())?;
    watch(&game);
    let mut movers = Vec::with_capacity(actions.len());
    for stored in actions {
        let hand = stored.hand_number;
        if hand > game.hand_number() {
            shuffle = Shuffle::from_key(*keys.get(hand).ok_or("a hand without its key")?);
            game.next_hand(shuffle.deal(settings.deal_size))
                .map_err(|e| e.to_string())?;
            watch(&game);
        }
        let action: Action = stored
            .action
            .parse()
            .map_err(|e: dominoes_rules::ParseActionError| e.to_string())?;
        movers.push(game.turn());
        game.apply(action).map_err(|e| e.to_string())?;
        watch(&game);
    }
    Ok((game, shuffle, movers))
}

impl Table {
    /// A finished game's end as stored: the result (shown on the final
    /// position; a clock that ran out at 0) and the rematch.
    pub(super) async fn restore_end(&mut self, store: &Store) -> Result<(), RestoreError> {
        let (winner, reason) = store.game_result(self.id).await?.unwrap_or((None, None));
        // A table closed before it started stores no reason: nobody won.
        let reason = reason
            .as_deref()
            .map_or(Some(Reason::Abandoned), Reason::parse)
            .ok_or("a finished game with an unknown reason")?;
        let loser = winner.map_or(Seat::Zero, Seat::other);
        if let Some(live) = &mut self.live {
            if live.game.outcome().is_none() {
                let _ = live.game.end(loser, reason);
            }
            if reason == Reason::Time {
                live.clocks[loser.index()] = Duration::ZERO;
            }
        }
        self.over = Some((winner, reason));
        // As when it ended live (`finish`): the end is a version of its
        // own, so a client never sees a finished table's version go back
        // when it is opened again on another node or after a restart.
        self.version += 1;
        (self.rematch_wanted, self.rematch_at) =
            store.rematch_seats(self.id, self.seats.len()).await?;
        Ok(())
    }
}
