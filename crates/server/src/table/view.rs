//! What each viewer may see, decided here and nowhere else (as
//! boardgame.io's `playerView`): a player in their seat, a watcher (held
//! back [`WATCH_DELAY`] moves). [`sight`] is the one function that takes
//! tiles out of a position for a viewer; [`Table::update_for`] builds the
//! whole message a viewer at a table is sent (its seat's, a watcher's, and
//! while a hand waits for its seeds) from it. `update.rs` (the seats) and
//! `watchers.rs` (the watchers' frames and their delay) ask here. A
//! finished game's replay shows every hand
//! (`dominoes_wire::server::ReplayFrame::of`, the offline game's too).

use dominoes_bots::protocol::State;
use dominoes_rules::{Game, Seat, SeatView, Seen, TileSet};
use tokio::time::Instant;

use super::{Seated, Table};
use crate::fair::{self, Seeding};
use crate::protocol::{
    GameResult, Picking, RematchState, TableSetup, TableTag, TournamentTag, Update,
};
use crate::store::GameStatus;

/// How many moves (plays, draws and passes, by either seat) a watcher's
/// view of a hand trails the table by.
pub(crate) const WATCH_DELAY: usize = 2;

/// Who is looking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Viewer {
    /// A player in their seat: their own hand, their legal moves, the tiles
    /// they drew and have picked, the private table's key, their clock
    /// running.
    Seat(Seat),
    /// Someone at the table without a seat: seat 0's side with its hand,
    /// legal moves and drawn tiles taken out, no key, no clock running;
    /// shown `delay` moves late, so nobody watching can tell a player what
    /// is happening now (`watchers.rs` holds the frames back).
    Watcher { delay: usize },
}

impl Viewer {
    /// A watcher, as every watcher is: [`WATCH_DELAY`] moves late.
    pub(crate) const WATCHER: Viewer = Viewer::Watcher { delay: WATCH_DELAY };

    /// The seat whose side the viewer sees the table from.
    const fn side(self) -> Seat {
        match self {
            Viewer::Seat(seat) => seat,
            Viewer::Watcher { .. } => Seat::Zero,
        }
    }

    /// How many moves late the viewer is shown a hand.
    pub(crate) const fn delay(self) -> usize {
        match self {
            Viewer::Watcher { delay } => delay,
            Viewer::Seat(_) => 0,
        }
    }
}

/// What `viewer` may see of `game` as it stands: a seat its own view; a
/// watcher seat 0's with its hand, its legal moves (they name its tiles)
/// and the tiles it drew taken out.
pub(crate) fn sight(viewer: Viewer, game: &Game) -> SeatView {
    let mut view = game.view(viewer.side());
    if let Viewer::Watcher { .. } = viewer {
        view.hand = TileSet::EMPTY;
        view.legal.clear();
        for event in &mut view.history {
            if let Seen::Draw(tile) = &mut event.action {
                *tile = None;
            }
        }
    }
    view
}

impl Table {
    /// The message `viewer` is sent at this table: what [`sight`] lets it
    /// see of the hand in play, and of the rest what it may know.
    pub(super) fn update_for(&self, viewer: Viewer) -> Update {
        let seat = viewer.side();
        let public = !matches!(viewer, Viewer::Seat(_));
        let players = self
            .seats
            .iter()
            .map(|s| s.as_ref().map(Seated::player))
            .collect();
        let status = if self.over.is_some() {
            GameStatus::Over
        } else if self.live.is_some() || self.seeding.is_some() {
            GameStatus::Live
        } else {
            GameStatus::Open
        };
        let mut update = Update {
            clock_running: None,
            clocks_ms: None,
            fairness: None,
            hand_end: None,
            // Its players may pass the link on; a watcher already holds it.
            key: self.link_key(public),
            legal: None,
            picking: None,
            players,
            present: self.present.clone(),
            rematch: self.rematch_state(),
            result: self.over.map(|(winner, reason)| GameResult {
                reason,
                wager: self.setup.wager,
                winner,
            }),
            revealed: None,
            seat,
            settings: self.settings(),
            state: None,
            status,
            table: self.id.get(),
            tournament: self.setup.tournament.map(tag),
            turn: None,
            tag: TableTag::Tag,
            undo: self.is_practice().then(|| self.can_undo(seat)),
            version: self.version,
            watchers: None,
            watching: public,
        };
        if let Some(live) = &self.live {
            let view = sight(viewer, &live.game);
            let now = Instant::now();
            let running = (self.over.is_none()
                && live.hand_over_at.is_none()
                && live.picking_since.is_none()
                && self.setup.minutes.is_some()
                && self.clock_runs(live.game.turn()))
            .then(|| live.game.turn());
            // A watcher's frame is shown late: no clock runs on it.
            let shown_running = if public { None } else { running };
            let clocks = live.clocks_ms_at(running, now);
            let legal: Vec<String> = if live.hand_over_at.is_none()
                && live.picking_since.is_none()
                && self.over.is_none()
            {
                view.legal.iter().map(ToString::to_string).collect()
            } else {
                Vec::new()
            };
            let mut state = State::of(&view);
            if live.picking_since.is_some() {
                update.picking = Some(Picking::new(&live.picked, live.deal_size()));
            }
            if live.picking_since.is_some() && !public {
                // Only the tiles this seat has picked so far are turned up,
                // in the shuffled order (RULES.md section 8).
                let n = live.deal_size();
                let start = seat.index() * n;
                let shown = &live.shuffle.order()[start..start + live.picked[seat.index()]];
                state.hand = shown.iter().map(ToString::to_string).collect();
            }
            update.state = Some(state);
            update.turn = Some(Some(live.game.turn()));
            update.legal = Some(legal);
            update.clocks_ms = Some(self.setup.minutes.map(|_| clocks));
            update.clock_running = Some(shown_running);
            update.hand_end = Some(view.hand_end);
            update.revealed = Some(view.revealed.map(|hands| {
                hands
                    .iter()
                    .map(|h| h.iter().map(|t| t.to_string()).collect::<Vec<_>>())
                    .collect()
            }));
            let over = self.over.is_some() || view.hand_end.is_some();
            update.fairness = Some(live.seeds.as_ref().map(|seeds| fair::dealt(seeds, over)));
        }
        if let Some(seeding) = &self.seeding {
            self.seeding_update(seat, seeding, &mut update);
        }
        update
    }

    /// While the next hand waits for its seeds, every viewer is shown its
    /// commitment, the picks so far, and no tile anywhere.
    fn seeding_update(&self, seat: Seat, seeding: &Seeding, update: &mut Update) {
        let n = self.setup.settings.deal_size.tiles();
        let scores = self.live.as_ref().map_or([0; 2], |l| l.game.scores());
        let full = self.full_clock().as_millis() as u64;
        update.state = Some(seeding.state(seat, self.setup.settings, scores));
        update.picking = Some(Picking::new(&seeding.picked, n));
        update.turn = Some(None);
        update.legal = Some(Vec::new());
        update.clocks_ms = Some(self.setup.minutes.map(|_| vec![full; self.seats.len()]));
        update.clock_running = Some(None);
        update.hand_end = Some(None);
        update.revealed = Some(None);
        update.fairness = Some(Some(seeding.fairness()));
    }

    /// Who wants a rematch, once the game is over (a tournament's game
    /// has none: the tournament opens the next).
    fn rematch_state(&self) -> Option<RematchState> {
        (self.over.is_some() && self.setup.tournament.is_none()).then(|| RematchState {
            table: self.rematch_at.map(crate::ids::TableId::get),
            wanted: self.rematch_wanted.clone(),
        })
    }

    /// The table's settings as its updates show them.
    fn settings(&self) -> TableSetup {
        TableSetup {
            draw: self.setup.settings.deal_size.tiles(),
            minutes: self.setup.minutes,
            private: self.setup.private.is_some(),
            target: self.setup.settings.target.points(),
            wager: self.setup.wager,
            watchers_apart: self.setup.watchers_apart,
        }
    }

    /// A private table's key, for its players' updates (not a watcher's;
    /// nobody's at a tournament's, which no key opens).
    fn link_key(&self, public: bool) -> Option<String> {
        self.setup
            .private
            .filter(|_| !public && self.setup.tournament.is_none())
            .map(crate::key::TableKey::to_hex)
    }
}

/// How a table's updates name a tournament's game: the game of the match
/// counted from 1.
fn tag(slot: crate::store::Slot) -> TournamentTag {
    TournamentTag {
        game: slot.game + 1,
        id: slot.tournament.get(),
        round: slot.round,
    }
}
