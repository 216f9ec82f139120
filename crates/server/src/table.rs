//! One actor per live table: it owns the game, the shuffle, the clocks and
//! the bot, and is the only writer of its game's rows. Everyone else holds a
//! [`TableHandle`] and sends it commands with a `oneshot` reply.

use std::sync::Arc;
use std::time::Duration;

use dominoes_bots::{Bot, Level, new_bot, protocol::state_json};
use dominoes_rules::fairness::{ClientSeed, HandSeeds};
use dominoes_rules::{Action, DealSize, Game, Move, Reason, Seat, Settings, Shuffle, Target};
use serde_json::{Value, json};
use tokio::sync::{mpsc, oneshot, watch};
use tokio::time::{Instant, sleep_until};

use crate::fair::{self, Seeding};
use crate::store::{GameRow, MoneyError, Store, StoredSeeds, User};

/// What a table is set up with.
#[derive(Clone, Debug)]
pub struct TableSettings {
    pub settings: Settings,
    /// Per hand; `None`: no clock (only against the computer).
    pub minutes: Option<u32>,
    pub wager: u32,
    /// The computer in seat 1, or `None` for a person.
    pub bot: Option<Level>,
}

/// The table's sense of time: how long a bot waits, and how long a clock
/// minute is (60 seconds; tests shorten it to watch a clock run out).
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    pub bot_delay: Duration,
    pub minute: Duration,
}

/// Why a table refused a command.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("this table is full")]
    Full,
    #[error("you are not seated at this table")]
    NotSeated,
    #[error("you are already seated at this table")]
    AlreadySeated,
    #[error("the game has not started")]
    NotStarted,
    #[error("the game has started")]
    Started,
    #[error("the game is over")]
    Over,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("the table has moved on: version {current}, not {sent}")]
    Stale { current: u64, sent: u64 },
    #[error("illegal move: {0}")]
    Illegal(String),
    #[error("not enough chips for the wager of {0}")]
    Chips(u32),
    #[error("the host no longer has the {0} chips of the wager; the table stays open")]
    HostChips(u32),
    #[error("guests may only play the computer; register to play people")]
    Guest,
    #[error("the table is closed")]
    Closed,
    #[error("the host has left this table")]
    HostLeft,
    #[error("the server could not save the move; nothing changed")]
    Storage,
    #[error("the tiles are still being picked")]
    Picking,
    #[error("there are no tiles to pick now")]
    NotPicking,
    #[error("the game is not over")]
    NotOver,
    #[error("the hand is not over")]
    HandNotOver,
    /// Settings no table may have: bad input, not a conflict.
    #[error("{0}")]
    BadSettings(&'static str),
}

enum Command {
    Join {
        user: User,
        reply: oneshot::Sender<Result<Seat, TableError>>,
    },
    Leave {
        user_id: i64,
        reply: oneshot::Sender<Result<(), TableError>>,
    },
    Watch {
        user_id: i64,
        reply: oneshot::Sender<Result<watch::Receiver<Arc<str>>, TableError>>,
    },
    Act {
        user_id: i64,
        version: u64,
        mv: Move,
        reply: oneshot::Sender<Result<(), TableError>>,
    },
    Resign {
        user_id: i64,
        reply: oneshot::Sender<Result<(), TableError>>,
    },
    NextHand {
        user_id: i64,
        reply: oneshot::Sender<Result<(), TableError>>,
    },
    Pick {
        user_id: i64,
        count: usize,
        seed: Option<ClientSeed>,
        reply: oneshot::Sender<Result<(), TableError>>,
    },
    Rematch {
        user_id: i64,
        reply: oneshot::Sender<Result<Option<Rematch>, TableError>>,
    },
    RematchOpened {
        table: i64,
    },
    AutoDraw {
        user_id: i64,
        version: u64,
        reply: oneshot::Sender<Result<(), TableError>>,
    },
}

/// Both players want to play again: the new table's setup and players.
#[derive(Clone, Debug)]
pub struct Rematch {
    pub setup: TableSettings,
    /// Seat 0's player hosts the new table; seat 1's joins it (unless a bot).
    pub host: User,
    pub guest: Option<User>,
}

/// A row of the lobby's list.
#[derive(Clone, Debug, serde::Serialize, PartialEq, Eq)]
pub struct Listing {
    pub id: i64,
    pub draw: usize,
    pub target: u16,
    pub minutes: Option<u32>,
    pub wager: u32,
    pub host: String,
    pub host_avatar: String,
    pub open: bool,
    #[serde(skip)]
    pub host_id: i64,
}

/// A cheap handle to a table's actor.
#[derive(Clone, Debug)]
pub struct TableHandle {
    pub id: i64,
    commands: mpsc::Sender<Command>,
    listing: watch::Receiver<Option<Listing>>,
}

impl TableHandle {
    /// Sends a command and waits for the actor's answer.
    async fn ask<T>(
        &self,
        command: impl FnOnce(oneshot::Sender<Result<T, TableError>>) -> Command,
    ) -> Result<T, TableError> {
        let (reply, answer) = oneshot::channel();
        self.commands
            .send(command(reply))
            .await
            .map_err(|_| TableError::Closed)?;
        answer.await.map_err(|_| TableError::Closed)?
    }

    pub async fn join(&self, user: User) -> Result<Seat, TableError> {
        self.ask(|reply| Command::Join { user, reply }).await
    }

    pub async fn leave(&self, user_id: i64) -> Result<(), TableError> {
        self.ask(|reply| Command::Leave { user_id, reply }).await
    }

    /// The seat's stream of updates; its current value is the full view.
    pub async fn watch(&self, user_id: i64) -> Result<watch::Receiver<Arc<str>>, TableError> {
        self.ask(|reply| Command::Watch { user_id, reply }).await
    }

    pub async fn act(&self, user_id: i64, version: u64, mv: Move) -> Result<(), TableError> {
        self.ask(|reply| Command::Act {
            user_id,
            version,
            mv,
            reply,
        })
        .await
    }

    pub async fn resign(&self, user_id: i64) -> Result<(), TableError> {
        self.ask(|reply| Command::Resign { user_id, reply }).await
    }

    pub async fn next_hand(&self, user_id: i64) -> Result<(), TableError> {
        self.ask(|reply| Command::NextHand { user_id, reply }).await
    }

    /// Picks `count` face-down tiles (`usize::MAX`: "auto draw" the rest).
    #[cfg(test)]
    pub async fn pick(&self, user_id: i64, count: usize) -> Result<(), TableError> {
        self.pick_seeded(user_id, count, None).await
    }

    /// Picks, giving this seat's client seed for the hand if it is the
    /// seat's first pick of a hand not yet dealt (docs/fairness.md).
    pub async fn pick_seeded(
        &self,
        user_id: i64,
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
    pub async fn rematch(&self, user_id: i64) -> Result<Option<Rematch>, TableError> {
        self.ask(|reply| Command::Rematch { user_id, reply }).await
    }

    /// Tells the players where their rematch is.
    pub async fn rematch_opened(&self, table: i64) {
        let _ = self.commands.send(Command::RematchOpened { table }).await;
    }

    /// Draws until a playable tile arrives.
    pub async fn auto_draw(&self, user_id: i64, version: u64) -> Result<(), TableError> {
        self.ask(|reply| Command::AutoDraw {
            user_id,
            version,
            reply,
        })
        .await
    }

    /// The table's lobby row while it waits for a player, else `None`.
    pub fn listing(&self) -> Option<Listing> {
        self.listing.borrow().clone()
    }

    /// Whether the table's actor has ended.
    pub fn is_closed(&self) -> bool {
        self.commands.is_closed()
    }

    pub fn listing_changes(&self) -> watch::Receiver<Option<Listing>> {
        self.listing.clone()
    }
}

/// How long a finished hand's result stays on screen before the next deal,
/// unless both players ask for it sooner.
const HAND_PAUSE: Duration = Duration::from_secs(8);
/// How often a table looks for players whose every socket has gone, so the
/// other player sees them as away.
const PRESENCE_CHECK: Duration = Duration::from_secs(2);
/// How long the actor waits before retrying what failed.
const RETRY: Duration = Duration::from_secs(1);
/// After this long, the tiles a player has not picked are drawn for them.
const PICK_LIMIT: Duration = Duration::from_secs(30);
/// An unclocked game against the computer left this long is closed.
const IDLE_LIMIT: Duration = Duration::from_hours(24);

/// How long a finished table nobody watches keeps its actor (and answers
/// a rematch at once) before it leaves memory.
pub const LINGER: Duration = Duration::from_mins(10);

struct Live {
    game: Game,
    shuffle: Shuffle,
    /// What this hand was dealt from; `None` for a hand dealt from a bare
    /// key before seeds existed.
    seeds: Option<HandSeeds>,
    /// Remaining clock per seat for this hand.
    clocks: [Duration; 2],
    /// When the seat on turn started thinking.
    turn_started: Instant,
    /// Actions stored so far over the whole game.
    stored: usize,
    /// Seats that asked for the next hand.
    ready: [bool; 2],
    hand_over_at: Option<Instant>,
    /// Tiles each seat has picked from the face-down set at the start of the
    /// hand; play starts when both have their 7 or 9.
    picked: [usize; 2],
    /// When the pick phase started, while it lasts.
    picking_since: Option<Instant>,
}

impl Live {
    fn new(game: Game, shuffle: Shuffle, clock: Duration, bot_seat: Option<Seat>) -> Live {
        let mut live = Live {
            game,
            shuffle,
            seeds: None,
            clocks: [clock; 2],
            turn_started: Instant::now(),
            stored: 0,
            ready: [false; 2],
            hand_over_at: None,
            picked: [0; 2],
            picking_since: None,
        };
        live.start_picking(bot_seat);
        live
    }

    /// A new hand starts with every tile face down; the bot picks at once.
    fn start_picking(&mut self, bot_seat: Option<Seat>) {
        self.picked = [0; 2];
        if let Some(seat) = bot_seat {
            self.picked[seat.index()] = self.deal_size();
        }
        self.picking_since = Some(Instant::now());
    }

    fn deal_size(&self) -> usize {
        self.game.settings().deal_size.tiles()
    }

    /// Picks `count` more face-down tiles for `seat`; the pick phase ends,
    /// and the clock of the leader starts, once both seats hold their hand.
    fn pick(&mut self, seat: Seat, count: usize) {
        let n = self.deal_size();
        self.picked[seat.index()] = self.picked[seat.index()].saturating_add(count).min(n);
        if self.picked.iter().all(|&p| p == n) {
            self.picking_since = None;
            self.turn_started = Instant::now();
        }
    }
}

struct Table {
    id: i64,
    setup: TableSettings,
    seats: [Option<User>; 2],
    bot: Option<Box<dyn Bot>>,
    live: Option<Live>,
    /// The next hand, committed and waiting for the seats' seeds.
    seeding: Option<Seeding>,
    over: Option<(Option<Seat>, Reason)>,
    version: u64,
    updates: [watch::Sender<Arc<str>>; 2],
    listing: watch::Sender<Option<Listing>>,
    store: Store,
    timing: Timing,
    last_activity: Instant,
    /// Which seats have a socket watching the table (a bot always does), as
    /// last published.
    present: [bool; 2],
    /// Which seats asked for a rematch, and the new table once both did.
    rematch_wanted: [bool; 2],
    rematch_at: Option<i64>,
    /// After a failure (the database, say), timers wait until then before
    /// trying again, instead of spinning.
    backoff_until: Option<Instant>,
}

/// Creates a table for `host` (seat 0) and starts its actor.
///
/// # Errors
/// If the host may not open such a table, or the database fails.
pub async fn open_table(
    store: Store,
    host: User,
    setup: TableSettings,
    timing: Timing,
) -> Result<TableHandle, TableError> {
    if setup.bot.is_none() && host.guest {
        return Err(TableError::Guest);
    }
    if setup.bot.is_some() && setup.wager > 0 {
        return Err(TableError::BadSettings("wagers are only between people"));
    }
    if i64::from(setup.wager) > host.chips {
        return Err(TableError::Chips(setup.wager));
    }
    let row = GameRow {
        id: 0,
        draw: setup.settings.deal_size.tiles() as i64,
        target: i64::from(setup.settings.target.points()),
        minutes: setup.minutes.map(i64::from),
        wager: i64::from(setup.wager),
        seats: [Some(host.id), None],
        bot_level: setup.bot.map(|l| l.name().to_owned()),
        status: "open".into(),
    };
    let id = store
        .create_game(&row)
        .await
        .map_err(|_| TableError::Storage)?;
    let mut table = Table::new(id, setup, [Some(host), None], store, timing);
    if table.setup.bot.is_some() {
        table.start().await?;
    }
    Ok(table.spawn())
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
) -> Result<TableHandle, String> {
    let deal_size = DealSize::new(row.draw as u64).ok_or("bad draw")?;
    let target = Target::new(row.target as u64).ok_or("bad target")?;
    let setup = TableSettings {
        settings: Settings { deal_size, target },
        minutes: row.minutes.map(|m| m as u32),
        wager: row.wager as u32,
        bot: row
            .bot_level
            .as_deref()
            .map(str::parse)
            .transpose()
            .map_err(|e: dominoes_bots::ParseLevelError| e.to_string())?,
    };
    let mut seats = [None, None];
    for (seat, id) in row.seats.iter().enumerate() {
        if let Some(id) = id {
            seats[seat] = store.user_by_id(*id).await.map_err(|e| e.to_string())?;
        }
    }
    let mut table = Table::new(row.id, setup, seats, store.clone(), timing);
    let finished = row.status == "over";
    let keys = store.hand_keys(row.id).await.map_err(|e| e.to_string())?;
    let (mut pending, stored_seeds) = committed_hands(&store, &row, table.bot_seat()).await?;
    if pending.as_ref().is_some_and(|p| p.hand == 0) {
        // The first hand was committed, not dealt: there is no game to rebuild.
        table.seeding = pending.take();
    } else if finished && keys.is_empty() {
        // Ended before its first deal: the host left, or a resignation
        // while the first hand waited for its seeds.
        table.restore_end(&store).await?;
    } else if row.status == "live" || finished {
        let actions = store.actions(row.id).await.map_err(|e| e.to_string())?;
        let (mut game, mut shuffle, movers) = rebuild_game(table.setup.settings, &keys, &actions)?;
        // Each seat's clock as it was after its last move of this hand.
        let full = table.full_clock();
        let mut clocks = [full; 2];
        for (stored, mover) in actions.iter().zip(&movers) {
            if stored.hand_number as usize == game.hand_number()
                && let Some(ms) = stored.clock_ms
            {
                clocks[mover.index()] = Duration::from_millis(ms as u64);
            }
        }
        // A hand whose key was stored but that has no actions yet.
        if keys.len() > game.hand_number() + 1 && game.awaits_next_hand() {
            shuffle = Shuffle::from_key(keys[game.hand_number() + 1]);
            game.next_hand(shuffle.deal(deal_size))
                .map_err(|e| e.to_string())?;
            clocks = [full; 2];
        }
        let hand_over_at = game.hand_end().map(|_| Instant::now());
        // Versions count stored actions, so they never repeat across a restart.
        table.version = actions.len() as u64;
        let hand_started = actions
            .last()
            .is_some_and(|a| a.hand_number as usize == game.hand_number());
        let bot_seat = table.bot_seat();
        let mut live = Live::new(game, shuffle, table.full_clock(), bot_seat);
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
            live.picked = [live.deal_size(); 2];
            live.picking_since = None;
        } else {
            let stored = store
                .picks(row.id, live.game.hand_number())
                .await
                .map_err(|e| e.to_string())?;
            for seat in Seat::BOTH {
                let count = if table.is_bot(seat) {
                    usize::MAX
                } else {
                    stored[seat.index()]
                };
                live.pick(seat, count);
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
            let loser = outcome.winner.map_or(Seat::Zero, Seat::other);
            table.finish(loser, Reason::Score).await;
        }
    }
    table.publish();
    Ok(table.spawn())
}

/// A live game's stored seeds, and the hand committed but not yet dealt
/// (the one after the last stored key) as it was committed: the same
/// server seed, so the same commitment; the seats seed and pick again.
async fn committed_hands(
    store: &Store,
    row: &GameRow,
    bot_seat: Option<Seat>,
) -> Result<(Option<Seeding>, Vec<StoredSeeds>), String> {
    if row.status == "open" {
        return Ok((None, Vec::new()));
    }
    let dealt = store
        .hand_keys(row.id)
        .await
        .map_err(|e| e.to_string())?
        .len();
    let seeds = store.hand_seeds(row.id).await.map_err(|e| e.to_string())?;
    let pending = seeds
        .iter()
        .filter(|_| row.status == "live")
        .find(|s| s.client_seeds.is_none() && s.hand_number == dealt)
        .map(|s| Seeding::new(s.hand_number, s.server_seed, bot_seat, row.draw as usize))
        .transpose()
        .map_err(|e| e.to_string())?;
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
    actions: &[crate::store::ActionRow],
) -> Result<(Game, Shuffle, Vec<Seat>), String> {
    rebuild_game_watched(settings, keys, actions, |_| {})
}

/// [`rebuild_game`], showing `watch` the game after each deal and after
/// each action (a replay's frames).
pub(crate) fn rebuild_game_watched(
    settings: Settings,
    keys: &[[u8; 32]],
    actions: &[crate::store::ActionRow],
    mut watch: impl FnMut(&Game),
) -> Result<(Game, Shuffle, Vec<Seat>), String> {
    let first = keys.first().ok_or("a game without a hand")?;
    let mut shuffle = Shuffle::from_key(*first);
    let mut game =
        Game::new(settings, shuffle.deal(settings.deal_size)).map_err(|e| e.to_string())?;
    watch(&game);
    let mut movers = Vec::with_capacity(actions.len());
    for stored in actions {
        let hand = stored.hand_number as usize;
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
    fn new(
        id: i64,
        setup: TableSettings,
        seats: [Option<User>; 2],
        store: Store,
        timing: Timing,
    ) -> Table {
        let bot = setup.bot.map(|level| new_bot(level, id as u64));
        let mut seats = seats;
        if let Some(level) = setup.bot {
            seats[1] = Some(User {
                id: 0,
                name: format!("{} bot", capitalise(level.name())),
                avatar: format!("bot-{}", level.name()),
                chips: 0,
                guest: false,
            });
        }
        let (listing, _) = watch::channel(None);
        let empty: Arc<str> = Arc::from("{}");
        Table {
            id,
            setup,
            seats,
            bot,
            live: None,
            seeding: None,
            over: None,
            version: 0,
            updates: [watch::channel(empty.clone()).0, watch::channel(empty).0],
            listing,
            store,
            timing,
            last_activity: Instant::now(),
            rematch_wanted: [false; 2],
            rematch_at: None,
            backoff_until: None,
            present: [false; 2],
        }
    }

    fn spawn(mut self) -> TableHandle {
        let (commands, mut inbox) = mpsc::channel(64);
        let handle = TableHandle {
            id: self.id,
            commands,
            listing: self.listing.subscribe(),
        };
        self.publish();
        tokio::spawn(async move {
            let mut presence = tokio::time::interval(PRESENCE_CHECK);
            presence.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
            loop {
                let deadline = self.deadline();
                tokio::select! {
                    _ = presence.tick() => {
                        self.check_presence();
                        if self.is_forgotten() {
                            break;
                        }
                    }
                    command = inbox.recv() => match command {
                        Some(command) => self.handle(command).await,
                        None => break,
                    },
                    () = sleep_until(deadline.unwrap_or_else(|| Instant::now() + IDLE_LIMIT)), if deadline.is_some() => {
                        self.on_timer().await;
                    }
                }
            }
        });
        handle
    }

    fn full_clock(&self) -> Duration {
        self.timing.minute * self.setup.minutes.unwrap_or(0)
    }

    fn seat_of(&self, user_id: i64) -> Option<Seat> {
        Seat::BOTH.into_iter().find(|s| {
            self.seats[s.index()]
                .as_ref()
                .is_some_and(|u| u.id == user_id && u.id != 0)
        })
    }

    /// The next moment something happens by itself: a clock running out, the
    /// bot's move, the next hand, or an idle game closing.
    fn deadline(&self) -> Option<Instant> {
        let due = self.due()?;
        Some(self.backoff_until.map_or(due, |backoff| due.max(backoff)))
    }

    /// When the next thing is due, ignoring any backoff.
    fn due(&self) -> Option<Instant> {
        if self.over.is_some() {
            return None;
        }
        if let Some(seeding) = &self.seeding {
            return Some(seeding.since + PICK_LIMIT);
        }
        let live = self.live.as_ref()?;
        if let Some(ended) = live.hand_over_at {
            return Some(ended + HAND_PAUSE);
        }
        if let Some(since) = live.picking_since {
            return Some(since + PICK_LIMIT);
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
    fn is_forgotten(&mut self) -> bool {
        if self.over.is_none() {
            return false;
        }
        let watched = self.updates.iter().any(|u| u.receiver_count() > 0);
        if watched {
            self.last_activity = Instant::now();
        }
        !watched && self.last_activity.elapsed() >= LINGER
    }

    /// A finished game's end as stored: the result (shown on the final
    /// position; a clock that ran out at 0) and the rematch.
    async fn restore_end(&mut self, store: &Store) -> Result<(), String> {
        let (winner, reason) = store
            .game_result(self.id)
            .await
            .map_err(|e| e.to_string())?
            .unwrap_or((None, None));
        // A table closed before it started stores no reason: nobody won.
        let reason = reason
            .as_deref()
            .map_or(Some(Reason::Abandoned), Reason::parse)
            .ok_or("a finished game with an unknown reason")?;
        let winner = winner.and_then(|w| Seat::from_index(w as usize));
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
        (self.rematch_wanted, self.rematch_at) =
            store.rematch(self.id).await.map_err(|e| e.to_string())?;
        Ok(())
    }

    /// Publishes a change in which seats have someone watching.
    fn check_presence(&mut self) {
        let present =
            Seat::BOTH.map(|s| self.is_bot(s) || self.updates[s.index()].receiver_count() > 0);
        if present != self.present {
            self.present = present;
            self.publish();
        }
    }

    fn is_bot(&self, seat: Seat) -> bool {
        self.bot_seat() == Some(seat)
    }

    /// The computer's seat, if it plays here.
    fn bot_seat(&self) -> Option<Seat> {
        self.setup.bot.map(|_| Seat::One)
    }

    async fn handle(&mut self, command: Command) {
        match command {
            Command::Join { user, reply } => {
                let result = self.join(user).await;
                let _ = reply.send(result);
            }
            Command::Leave { user_id, reply } => {
                let result = self.leave(user_id).await;
                let _ = reply.send(result);
            }
            Command::Watch { user_id, reply } => {
                let result = self
                    .seat_of(user_id)
                    .map(|s| self.updates[s.index()].subscribe())
                    .ok_or(TableError::NotSeated);
                let _ = reply.send(result);
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
                let started = self.live.is_some() || self.seeding.is_some();
                let result = match (self.seat_of(user_id), started.then_some(()), self.over) {
                    (None, _, _) => Err(TableError::NotSeated),
                    (_, _, Some(_)) => Err(TableError::Over),
                    (_, None, _) => Err(TableError::NotStarted),
                    (Some(seat), Some(()), None) => {
                        self.finish(seat, Reason::Resign).await;
                        Ok(())
                    }
                };
                let _ = reply.send(result);
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
                            Seat::BOTH
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

    async fn join(&mut self, user: User) -> Result<Seat, TableError> {
        if self.seat_of(user.id).is_some() {
            return Err(TableError::AlreadySeated);
        }
        if self.seats[1].is_some() {
            return Err(TableError::Full);
        }
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
        self.seats[1] = Some(user);
        if let Err(e) = self.start().await {
            // Nothing changed: the seat is free again.
            self.seats[1] = None;
            return Err(e);
        }
        Ok(Seat::One)
    }

    async fn leave(&mut self, user_id: i64) -> Result<(), TableError> {
        let seat = self.seat_of(user_id).ok_or(TableError::NotSeated)?;
        if self.live.is_some() || self.seeding.is_some() {
            return Err(TableError::Started);
        }
        self.seats[seat.index()] = None;
        let ids = self.seats.clone().map(|s| s.map(|u| u.id));
        let status = if ids.iter().all(Option::is_none) {
            "over"
        } else {
            "open"
        };
        self.store
            .set_seats(self.id, ids, status)
            .await
            .map_err(|_| TableError::Storage)?;
        if seat == Seat::Zero && self.seats[1].is_none() {
            self.over = Some((None, Reason::Abandoned));
        }
        self.publish();
        Ok(())
    }

    /// The refusal for a player who cannot cover the wager.
    fn short_of_chips(&self, user: i64) -> TableError {
        let host = self.seats[0].as_ref().is_some_and(|u| u.id == user);
        if host {
            TableError::HostChips(self.setup.wager)
        } else {
            TableError::Chips(self.setup.wager)
        }
    }

    /// Both seats are filled: the game starts with its first hand.
    async fn start(&mut self) -> Result<(), TableError> {
        let ids = self
            .seats
            .clone()
            .map(|s| s.map(|u| u.id).filter(|&id| id != 0));
        // The seats and both stakes, in one transaction.
        match self
            .store
            .start_game(self.id, ids, i64::from(self.setup.wager))
            .await
        {
            Ok(()) => {}
            Err(MoneyError::Short(user, _)) => {
                return Err(self.short_of_chips(user));
            }
            Err(MoneyError::Database(_)) => return Err(TableError::Storage),
        }
        self.commit_hand(0).await?;
        self.publish();
        Ok(())
    }

    /// Draws hand `number`'s server seed and stores it; the updates then
    /// show its commitment, and the deal waits for both seats' seeds.
    async fn commit_hand(&mut self, number: usize) -> Result<(), TableError> {
        let server_seed = fair::fresh_seed().map_err(|_| TableError::Storage)?;
        let n = self.setup.settings.deal_size.tiles();
        let seeding = Seeding::new(number, server_seed, self.bot_seat(), n)
            .map_err(|_| TableError::Storage)?;
        self.store
            .commit_hand(self.id, number, &server_seed)
            .await
            .map_err(|_| TableError::Storage)?;
        self.seeding = Some(seeding);
        Ok(())
    }

    async fn deal_next_hand(&mut self) {
        let Some(live) = &self.live else { return };
        if !live.game.awaits_next_hand() || self.seeding.is_some() {
            return;
        }
        let number = live.game.hand_number() + 1;
        if self.commit_hand(number).await.is_err() {
            tracing::error!(table = self.id, "could not store a new hand; retrying");
            self.backoff_until = Some(Instant::now() + RETRY);
            return;
        }
        self.backoff_until = None;
        if let Some(live) = &mut self.live {
            live.ready = [false; 2];
            live.hand_over_at = None;
        }
        self.publish();
    }

    /// Deals the committed hand once both seeds are in: the key and the
    /// seeds are stored first, then the picked tiles turn up.
    async fn deal_seeded(&mut self) {
        let Some(seeding) = &self.seeding else { return };
        let Some(seeds) = seeding.seeds() else { return };
        let (number, picked) = (seeding.hand, seeding.picked);
        let key = seeds.key();
        let client_seeds = seeds.client_seeds.each_ref().map(ClientSeed::as_str);
        if let Err(e) = self
            .store
            .seed_hand(self.id, number, client_seeds, &key)
            .await
        {
            tracing::error!(table = self.id, error = %e, "could not store a hand's seeds; retrying");
            self.backoff_until = Some(Instant::now() + RETRY);
            return;
        }
        self.backoff_until = None;
        self.seeding = None;
        let shuffle = Shuffle::from_key(key);
        let deal = shuffle.deal(self.setup.settings.deal_size);
        let (full, bot_seat) = (self.full_clock(), self.bot_seat());
        let live = match self.live.take() {
            None => match Game::new(self.setup.settings, deal) {
                Ok(game) => Live::new(game, shuffle, full, bot_seat),
                Err(e) => {
                    tracing::error!(table = self.id, error = %e, "a deal of the wrong size");
                    return;
                }
            },
            Some(mut live) => {
                if let Err(e) = live.game.next_hand(deal) {
                    tracing::error!(table = self.id, error = %e, "could not deal the next hand");
                    self.live = Some(live);
                    return;
                }
                live.shuffle = shuffle;
                live.clocks = [full; 2];
                live.start_picking(bot_seat);
                live
            }
        };
        let live = self.live.insert(live);
        live.seeds = Some(seeds);
        for seat in Seat::BOTH {
            live.pick(seat, picked[seat.index()]);
        }
        // The picks made with the seeds, kept like every later pick.
        let picked = live.picked;
        if let Err(e) = self.store.record_picks(self.id, number, picked).await {
            tracing::error!(table = self.id, error = %e, "could not store a hand's first picks");
        }
    }

    async fn act(&mut self, user_id: i64, version: u64, mv: Move) -> Result<(), TableError> {
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
    async fn auto_draw(&mut self, user_id: i64, version: u64) -> Result<(), TableError> {
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

    async fn rematch(&mut self, user_id: i64) -> Result<Option<Rematch>, TableError> {
        let seat = self.seat_of(user_id).ok_or(TableError::NotSeated)?;
        if self.over.is_none() {
            return Err(TableError::NotOver);
        }
        if self.rematch_at.is_some() || self.rematch_wanted.iter().all(|&w| w) {
            return Ok(None);
        }
        self.rematch_wanted[seat.index()] = true;
        if let Some(bot) = self.bot_seat() {
            self.rematch_wanted[bot.index()] = true;
        }
        self.store_rematch().await;
        self.publish();
        if !self.rematch_wanted.iter().all(|&w| w) {
            return Ok(None);
        }
        let host = self.seats[0].clone().ok_or(TableError::NotSeated)?;
        let guest = self.seats[1].clone().filter(|_| self.bot_seat().is_none());
        Ok(Some(Rematch {
            setup: self.setup.clone(),
            host,
            guest,
        }))
    }

    async fn pick(
        &mut self,
        user_id: i64,
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
    async fn store_picks(&mut self, seats: &[Seat], count: usize) -> Result<(), TableError> {
        let Some(live) = &mut self.live else {
            return Err(TableError::NotStarted);
        };
        let n = live.deal_size();
        let mut picked = live.picked;
        for seat in seats {
            picked[seat.index()] = picked[seat.index()].saturating_add(count).min(n);
        }
        self.store
            .record_picks(self.id, live.game.hand_number(), picked)
            .await
            .map_err(|_| TableError::Storage)?;
        for seat in seats {
            live.pick(*seat, count);
        }
        self.publish();
        Ok(())
    }

    /// Stores who asked for a rematch, and the new table.
    async fn store_rematch(&mut self) {
        if let Err(e) = self
            .store
            .record_rematch(self.id, self.rematch_wanted, self.rematch_at)
            .await
        {
            tracing::error!(table = self.id, error = %e, "could not store the rematch");
        }
    }

    /// Checks, stores, then applies a move of the seat on turn; then makes
    /// any forced pass at once.
    async fn apply_move(&mut self, seat: Seat, mv: Move) -> Result<(), TableError> {
        let clocked = self.setup.minutes.is_some();
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
        let spent = now.saturating_duration_since(live.turn_started);
        if clocked && spent >= live.clocks[seat.index()] {
            // The move came too late: the clock ran out first.
            self.finish(seat, Reason::Time).await;
            return Err(TableError::Over);
        }
        let remaining = live.clocks[seat.index()].saturating_sub(spent);
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
            .map_err(|_| TableError::Storage)?;
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
            let loser = outcome.winner.map_or(seat, Seat::other);
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

    async fn on_timer(&mut self) {
        if let Some(seeding) = &mut self.seeding {
            seeding.close(self.setup.settings.deal_size.tiles());
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
            if self.store_picks(&Seat::BOTH, usize::MAX).await.is_err() {
                self.backoff_until = Some(Instant::now() + RETRY);
            }
            return;
        }
        let turn = live.game.turn();
        let view = live.game.view(turn);
        if self.is_bot(turn) {
            let Some(mut bot) = self.bot.take() else {
                return;
            };
            // An Expert thinks for milliseconds of CPU: on a blocking thread,
            // so no other table's messages wait behind it.
            let thought = tokio::task::spawn_blocking(move || {
                let mv = bot.choose(&view);
                (mv, bot)
            })
            .await;
            let Ok((mv, bot)) = thought else {
                tracing::error!(
                    table = self.id,
                    "the bot's thinking failed; a new bot takes over"
                );
                self.bot = self.setup.bot.map(|level| new_bot(level, self.id as u64));
                self.backoff_until = Some(Instant::now() + RETRY);
                return;
            };
            self.bot = Some(bot);
            if let Err(e) = self.apply_move(turn, mv).await {
                tracing::error!(table = self.id, error = %e, "the bot's move was refused; retrying");
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

    /// Ends the game: `loser` lost by `reason` (for `Score`, `loser` is the
    /// other seat of the winner; for `Abandoned`, nobody wins).
    async fn finish(&mut self, loser: Seat, reason: Reason) {
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
        let winner = match reason {
            Reason::Abandoned => None,
            _ => Some(loser.other()),
        };
        let scores = self
            .live
            .as_ref()
            .map_or([0; 2], |live| live.game.view(Seat::Zero).scores);
        let stored = self
            .store
            .finish_game(self.id, winner.map(Seat::index), reason.as_str(), scores)
            .await;
        if let Err(e) = stored {
            // The pot stays in escrow; it is settled at the next start.
            tracing::error!(table = self.id, error = %e, "could not store the end of a game");
        }
        self.over = Some((winner, reason));
        self.last_activity = Instant::now();
        self.version += 1;
        self.publish();
    }

    /// Sends each seat its own view, and the lobby its row.
    fn publish(&self) {
        for seat in Seat::BOTH {
            let update = self.update_for(seat);
            self.updates[seat.index()].send_replace(Arc::from(update.to_string()));
        }
        let listing = (self.live.is_none() && self.over.is_none() && self.seats[1].is_none())
            .then(|| self.seats[0].as_ref())
            .flatten()
            .map(|host| Listing {
                id: self.id,
                draw: self.setup.settings.deal_size.tiles(),
                target: self.setup.settings.target.points(),
                minutes: self.setup.minutes,
                wager: self.setup.wager,
                host: host.name.clone(),
                host_avatar: host.avatar.clone(),
                open: true,
                host_id: host.id,
            });
        self.listing.send_if_modified(|current| {
            let changed = *current != listing;
            *current = listing;
            changed
        });
    }

    /// The message a seat receives: its view and nothing more.
    fn update_for(&self, seat: Seat) -> Value {
        let players: Vec<Value> = self
            .seats
            .iter()
            .map(|s| {
                s.as_ref().map_or(
                    Value::Null,
                    |u| json!({"name": u.name, "avatar": u.avatar, "bot": u.id == 0}),
                )
            })
            .collect();
        let status = if self.over.is_some() {
            "over"
        } else if self.live.is_some() || self.seeding.is_some() {
            "live"
        } else {
            "open"
        };
        let mut update = json!({
            "type": "table",
            "table": self.id,
            "version": self.version,
            "seat": seat.index(),
            "status": status,
            "settings": {
                "draw": self.setup.settings.deal_size.tiles(),
                "target": self.setup.settings.target.points(),
                "minutes": self.setup.minutes,
                "wager": self.setup.wager,
            },
            "players": players,
            "present": self.present,
        });
        if let Some(live) = &self.live {
            let view = live.game.view(seat);
            let now = Instant::now();
            let running = (self.over.is_none()
                && live.hand_over_at.is_none()
                && live.picking_since.is_none()
                && self.setup.minutes.is_some())
            .then(|| live.game.turn());
            let clocks: Vec<u64> = Seat::BOTH
                .iter()
                .map(|s| {
                    let mut left = live.clocks[s.index()];
                    if running == Some(*s) {
                        left =
                            left.saturating_sub(now.saturating_duration_since(live.turn_started));
                    }
                    left.as_millis() as u64
                })
                .collect();
            let legal: Vec<String> = if live.hand_over_at.is_none()
                && live.picking_since.is_none()
                && self.over.is_none()
            {
                view.legal.iter().map(ToString::to_string).collect()
            } else {
                Vec::new()
            };
            let mut state = state_json(&view);
            if live.picking_since.is_some() {
                // Only the tiles this seat has picked so far are turned up,
                // in the shuffled order (RULES.md section 8).
                let n = live.deal_size();
                let start = seat.index() * n;
                let shown = &live.shuffle.order()[start..start + live.picked[seat.index()]];
                state["hand"] = json!(shown.iter().map(ToString::to_string).collect::<Vec<_>>());
                update["picking"] = json!({"picked": live.picked, "of": n, "face_down": 28 - live.picked[0] - live.picked[1]});
            }
            update["state"] = state;
            update["turn"] = json!(live.game.turn().index());
            update["legal"] = json!(legal);
            update["clocks_ms"] = json!(self.setup.minutes.map(|_| clocks));
            update["clock_running"] = json!(running.map(Seat::index));
            update["hand_end"] = json!(view.hand_end.map(|end| json!({
                "kind": end.kind.as_str(),
                "winner": end.winner.map(Seat::index),
                "pips": end.pips,
                "points": end.points,
            })));
            update["revealed"] = json!(view.revealed.map(|hands| {
                hands.map(|h| h.iter().map(|t| t.to_string()).collect::<Vec<_>>())
            }));
            let over = self.over.is_some() || view.hand_end.is_some();
            update["fairness"] = live
                .seeds
                .as_ref()
                .map_or(Value::Null, |seeds| fair::dealt_json(seeds, over));
        }
        if let Some(seeding) = &self.seeding {
            self.seeding_update(seat, seeding, &mut update);
        }
        if self.over.is_some() {
            update["rematch"] = json!({"wanted": self.rematch_wanted, "table": self.rematch_at});
        }
        if let Some((winner, reason)) = self.over {
            update["result"] = json!({"winner": winner.map(Seat::index), "reason": reason.as_str(), "wager": self.setup.wager});
        }
        update
    }
}

impl Table {
    /// A seat's update while the next hand waits for its seeds: its
    /// commitment, the picks so far, and no tile anywhere.
    fn seeding_update(&self, seat: Seat, seeding: &Seeding, update: &mut Value) {
        let n = self.setup.settings.deal_size.tiles();
        let scores = self.live.as_ref().map_or([0; 2], |l| l.game.scores());
        let full = self.full_clock().as_millis() as u64;
        update["state"] = seeding.state_json(seat, self.setup.settings, scores);
        update["picking"] = json!({"picked": seeding.picked, "of": n, "face_down": 28 - seeding.picked[0] - seeding.picked[1]});
        update["turn"] = Value::Null;
        update["legal"] = json!([]);
        update["clocks_ms"] = json!(self.setup.minutes.map(|_| [full; 2]));
        update["clock_running"] = Value::Null;
        update["hand_end"] = Value::Null;
        update["revealed"] = Value::Null;
        update["fairness"] = seeding.to_json();
    }
}

pub(crate) fn capitalise(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    const TIMING: Timing = Timing {
        bot_delay: Duration::ZERO,
        minute: Duration::from_mins(1),
    };
    use dominoes_rules::{DealSize, Target};

    async fn two_players(store: &Store) -> (User, User) {
        let ann = store
            .create_user("ann", Some("-"), "fox")
            .await
            .unwrap()
            .unwrap();
        let bob = store
            .create_user("bob", Some("-"), "owl")
            .await
            .unwrap()
            .unwrap();
        (ann, bob)
    }

    fn status(updates: &watch::Receiver<Arc<str>>) -> Value {
        serde_json::from_str(&updates.borrow()).unwrap()
    }

    /// The server dies after storing a game's final action but before
    /// storing its end: the restart ends the game and pays the pot once.
    #[tokio::test]
    async fn a_crash_between_the_last_action_and_the_settlement_is_settled_at_restart() {
        let store = Store::open(std::path::Path::new(":memory:")).await.unwrap();
        let (ann, bob) = two_players(&store).await;
        let settings = Settings {
            deal_size: DealSize::Seven,
            target: Target::new(100).unwrap(),
        };
        let id = store
            .create_game(&GameRow {
                id: 0,
                draw: 7,
                target: 100,
                minutes: Some(4),
                wager: 100,
                seats: [Some(ann.id), None],
                bot_level: None,
                status: "open".into(),
            })
            .await
            .unwrap();
        store
            .start_game(id, [Some(ann.id), Some(bob.id)], 100)
            .await
            .unwrap();
        // The whole game, stored action by action as the actor stores it.
        let key = fair::fresh_seed().unwrap();
        store.record_hand(id, 0, &key).await.unwrap();
        let mut shuffle = Shuffle::from_key(key);
        let mut game = Game::new(settings, shuffle.deal(DealSize::Seven)).unwrap();
        let mut seq = 0;
        while game.outcome().is_none() {
            if game.awaits_next_hand() {
                let key = fair::fresh_seed().unwrap();
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

        let lobby = crate::lobby::Lobby::default();
        lobby.restore(&store, TIMING).await.unwrap();
        let row = store.game(id).await.unwrap().unwrap();
        assert_eq!(row.status, "over");
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
        crate::lobby::Lobby::default()
            .restore(&store, TIMING)
            .await
            .unwrap();
        assert_eq!(
            store.user_by_id(ann.id).await.unwrap().unwrap().chips,
            chips[0]
        );
    }

    #[tokio::test]
    async fn a_clock_that_runs_out_loses_the_game_and_the_wager() {
        let store = Store::open(std::path::Path::new(":memory:")).await.unwrap();
        let (ann, bob) = two_players(&store).await;
        let settings = Settings {
            deal_size: DealSize::Seven,
            target: Target::DEFAULT,
        };
        let setup = TableSettings {
            settings,
            minutes: Some(1),
            wager: 50,
            bot: None,
        };
        let table = open_table(store.clone(), ann.clone(), setup, TIMING)
            .await
            .unwrap();
        table.join(bob.clone()).await.unwrap();
        let mut updates = table.watch(ann.id).await.unwrap();
        // Both seats seed with their first picks, and the hand is dealt (its
        // key stored) in real time: a paused clock would time out the pool.
        table.pick(ann.id, 1).await.unwrap();
        table.pick(bob.id, 1).await.unwrap();
        // No clock runs while the tiles are picked.
        // (Real time while picks are stored: a paused clock would time out
        // the database pool.)
        tokio::time::pause();
        tokio::time::advance(Duration::from_secs(20)).await;
        tokio::time::resume();
        table.pick(ann.id, usize::MAX).await.unwrap();
        table.pick(bob.id, 2).await.unwrap();
        tokio::time::pause();
        tokio::time::advance(Duration::from_secs(5)).await;
        tokio::time::resume();
        table.pick(bob.id, usize::MAX).await.unwrap();
        tokio::time::pause();
        let live = status(&updates);
        assert_eq!(live["status"], "live");
        assert_eq!(
            live["clock_running"], live["turn"],
            "the clock of the player on turn runs"
        );
        // Full, but for the real milliseconds since the last pick was stored.
        for clock in live["clocks_ms"].as_array().unwrap() {
            assert!(clock.as_u64().unwrap() > 59_900, "{live}");
        }
        let leader = live["turn"].as_u64().unwrap();
        // The leader thinks for 59 seconds: still in the game.
        tokio::time::advance(Duration::from_secs(59)).await;
        let _ = table.watch(ann.id).await.unwrap();
        assert_eq!(status(&updates)["status"], "live");
        // One more second and a half: the clock has run out.
        tokio::time::advance(Duration::from_millis(1500)).await;
        // Real time again for the database (a paused clock would time out its pool).
        tokio::time::resume();
        while status(&updates)["status"] != "over" {
            updates.changed().await.unwrap();
        }
        let over = status(&updates);
        assert_eq!(over["result"]["reason"], "time");
        assert_eq!(over["result"]["winner"], json!(1 - leader));
        let chips = |user: &User| {
            let store = store.clone();
            let id = user.id;
            async move { store.user_by_id(id).await.unwrap().unwrap().chips }
        };
        let (ann_chips, bob_chips) = (chips(&ann).await, chips(&bob).await);
        assert_eq!(ann_chips + bob_chips, 2000);
        assert_eq!(if leader == 0 { ann_chips } else { bob_chips }, 950);
    }

    #[tokio::test]
    async fn a_resent_move_is_stale_and_does_not_apply_twice() {
        let store = Store::open(std::path::Path::new(":memory:")).await.unwrap();
        let (ann, bob) = two_players(&store).await;
        let settings = Settings {
            deal_size: DealSize::Nine,
            target: Target::DEFAULT,
        };
        let setup = TableSettings {
            settings,
            minutes: Some(10),
            wager: 0,
            bot: None,
        };
        let table = open_table(store.clone(), ann.clone(), setup, TIMING)
            .await
            .unwrap();
        table.join(bob.clone()).await.unwrap();
        table.pick(ann.id, usize::MAX).await.unwrap();
        table.pick(bob.id, usize::MAX).await.unwrap();
        let view = status(&table.watch(ann.id).await.unwrap());
        let (leader, other) = if view["turn"] == 0 {
            (&ann, &bob)
        } else {
            (&bob, &ann)
        };
        let leader_view = status(&table.watch(leader.id).await.unwrap());
        let mv: Move = leader_view["legal"][0].as_str().unwrap().parse().unwrap();
        let version = leader_view["version"].as_u64().unwrap();
        table.act(leader.id, version, mv).await.unwrap();
        assert!(matches!(
            table.act(leader.id, version, mv).await,
            Err(TableError::Stale { .. })
        ));
        assert_eq!(
            table.act(other.id, version, mv).await,
            Err(TableError::Stale {
                current: version + 1,
                sent: version
            })
        );
        assert_eq!(
            store.actions(table.id).await.unwrap().len(),
            1,
            "stored once"
        );
        // Out of turn, not seated, and during nothing are refused too.
        assert_eq!(
            table.act(leader.id, version + 1, mv).await,
            Err(TableError::NotYourTurn)
        );
        assert_eq!(
            table.act(999, version + 1, mv).await,
            Err(TableError::NotSeated)
        );
    }
}
