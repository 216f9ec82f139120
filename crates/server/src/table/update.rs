//! Publishing: each seat is sent its own view, the watchers theirs (what
//! each may see is `view.rs`'s), and the lobby the table's row.

use std::sync::Arc;

use super::Table;
use super::view::Viewer;
use crate::protocol::Listing;

impl Table {
    /// Sends each seat its own view, the watchers the public view (held
    /// back, `watchers.rs`), and the lobby its row.
    pub(super) fn publish(&mut self) {
        for &seat in self.all_seats() {
            let mut update = self.update_for(Viewer::Seat(seat));
            update.watchers = Some(self.watchers);
            let update = serde_json::to_string(&update).expect("an update always serialises");
            self.updates[seat.index()].send_replace(Arc::from(update));
        }
        self.publish_public();
        // A hand is live from its deal until it ends (or the game does),
        // the pick of its face-down tiles (the seeding) included.
        let hand_live = self.over.is_none()
            && (self.seeding.is_some()
                || self.live.as_ref().is_some_and(|live| {
                    live.hand_over_at.is_none() && live.game.outcome().is_none()
                }));
        self.hand_live.send_if_modified(|current| {
            let changed = *current != hand_live;
            *current = hand_live;
            changed
        });
        let started = self.live.is_some() || self.seeding.is_some();
        // A table of four is listed while it waits for its people, and
        // while it is played with its four players (seat 1's the opponent).
        let four = self.seats.len() == 4;
        let listing = match (self.seats.as_slice(), started, self.over) {
            ([Some(host), rest @ ..], false, None) if rest.iter().any(Option::is_none) => {
                host.person().map(|host| (host, None, None))
            }
            ([Some(host), rest @ ..], true, None) if rest.iter().all(Option::is_some) => {
                host.person().map(|host| {
                    let names = || self.seats.iter().flatten().map(|s| s.player().name);
                    let players = four.then(|| names().collect::<Vec<_>>());
                    (host, names().nth(1), players)
                })
            }
            _ => None,
        }
        .map(|(host, opponent, players)| Listing {
            draw: self.setup.settings.deal_size.tiles(),
            free: (self.seats.len() == 4 && opponent.is_none()).then(|| {
                u32::try_from(self.seats.iter().filter(|s| s.is_none()).count()).unwrap_or(u32::MAX)
            }),
            host: host.name.clone(),
            host_avatar: host.avatar.clone(),
            host_id: host.id.get(),
            id: self.id.get(),
            minutes: self.setup.minutes,
            open: opponent.is_none(),
            opponent,
            players,
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
}
