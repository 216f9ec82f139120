//! What each seat is sent (its own view and nothing more), and the
//! lobby's row.

use std::sync::Arc;

use dominoes_bots::protocol::State;
use dominoes_rules::Seat;
use tokio::time::Instant;

use super::{Seated, Table};
use crate::fair::{self, Seeding};
use crate::protocol::{GameResult, Listing, Picking, RematchState, TableSetup, TableTag, Update};
use crate::store::GameStatus;

impl Table {
    /// Sends each seat its own view, the watchers the public view (held
    /// back, `watchers.rs`), and the lobby its row.
    pub(super) fn publish(&mut self) {
        for seat in Seat::BOTH {
            let mut update = self.update_for(seat, false);
            update.watchers = Some(self.watchers);
            let update = serde_json::to_string(&update).expect("an update always serialises");
            self.updates[seat.index()].send_replace(Arc::from(update));
        }
        self.publish_public();
        let started = self.live.is_some() || self.seeding.is_some();
        let listing = match (&self.seats, started, self.over) {
            ([Some(host), None], false, None) => host.person().map(|host| (host, None)),
            ([Some(host), Some(opponent)], true, None) => host
                .person()
                .map(|host| (host, Some(opponent.player().name))),
            _ => None,
        }
        .map(|(host, opponent)| Listing {
            draw: self.setup.settings.deal_size.tiles(),
            host: host.name.clone(),
            host_avatar: host.avatar.clone(),
            host_id: host.id,
            id: self.id,
            minutes: self.setup.minutes,
            open: opponent.is_none(),
            opponent,
            private: self.setup.private.is_some(),
            target: self.setup.settings.target.points(),
            wager: self.setup.wager,
        });
        self.listing.send_if_modified(|current| {
            let changed = *current != listing;
            *current = listing;
            changed
        });
    }

    /// The message a seat receives: its view and nothing more; or, with
    /// `public`, what a watcher may see: seat 0's side with its hand, its
    /// legal moves and its drawn tiles taken out.
    pub(super) fn update_for(&self, seat: Seat, public: bool) -> Update {
        let players = self
            .seats
            .each_ref()
            .map(|s| s.as_ref().map(Seated::player));
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
            present: self.present,
            rematch: self.over.is_some().then_some(RematchState {
                table: self.rematch_at,
                wanted: self.rematch_wanted,
            }),
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
            table: self.id,
            turn: None,
            tag: TableTag::Tag,
            undo: self.is_practice().then(|| self.can_undo(seat)),
            version: self.version,
            watchers: None,
            watching: public,
        };
        if let Some(live) = &self.live {
            let mut view = live.game.view(seat);
            if public {
                super::watchers::hide(&mut view);
            }
            let now = Instant::now();
            let running = (self.over.is_none()
                && live.hand_over_at.is_none()
                && live.picking_since.is_none()
                && self.setup.minutes.is_some())
            .then(|| live.game.turn());
            // A watcher's frame is shown late: no clock runs on it.
            let shown_running = if public { None } else { running };
            let clocks = live
                .clocks_at(running, now)
                .map(|left| left.as_millis() as u64);
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
                update.picking = Some(Picking::new(live.picked, live.deal_size()));
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
            update.revealed =
                Some(view.revealed.map(|hands| {
                    hands.map(|h| h.iter().map(|t| t.to_string()).collect::<Vec<_>>())
                }));
            let over = self.over.is_some() || view.hand_end.is_some();
            update.fairness = Some(live.seeds.as_ref().map(|seeds| fair::dealt(seeds, over)));
        }
        if let Some(seeding) = &self.seeding {
            self.seeding_update(seat, seeding, &mut update);
        }
        update
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

    /// A private table's key, for its players' updates (not a watcher's).
    fn link_key(&self, public: bool) -> Option<String> {
        self.setup
            .private
            .filter(|_| !public)
            .map(crate::key::TableKey::to_hex)
    }

    /// A seat's update while the next hand waits for its seeds: its
    /// commitment, the picks so far, and no tile anywhere.
    fn seeding_update(&self, seat: Seat, seeding: &Seeding, update: &mut Update) {
        let n = self.setup.settings.deal_size.tiles();
        let scores = self.live.as_ref().map_or([0; 2], |l| l.game.scores());
        let full = self.full_clock().as_millis() as u64;
        update.state = Some(seeding.state(seat, self.setup.settings, scores));
        update.picking = Some(Picking::new(seeding.picked, n));
        update.turn = Some(None);
        update.legal = Some(Vec::new());
        update.clocks_ms = Some(self.setup.minutes.map(|_| [full; 2]));
        update.clock_running = Some(None);
        update.hand_end = Some(None);
        update.revealed = Some(None);
        update.fairness = Some(Some(seeding.fairness()));
    }
}
