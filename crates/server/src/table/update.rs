//! What each seat is sent (its own view and nothing more), and the
//! lobby's row.

use std::sync::Arc;

use dominoes_bots::protocol::state_json;
use dominoes_rules::Seat;
use serde_json::{Value, json};
use tokio::time::Instant;

use super::{Listing, Table};
use crate::fair::{self, Seeding};

impl Table {
    /// Sends each seat its own view, and the lobby its row.
    pub(super) fn publish(&self) {
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
    pub(super) fn update_for(&self, seat: Seat) -> Value {
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
    pub(super) fn seeding_update(&self, seat: Seat, seeding: &Seeding, update: &mut Value) {
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
