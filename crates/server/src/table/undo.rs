//! Undo in a practice game (a person against the computer, no clock, no
//! wager): the position before the person's last play of this hand comes
//! back, the computer's replies and any draws since taken back; the rows
//! of those actions are deleted, and the undo counted, in one transaction
//! before anyone is told (docs/protocol.md, "Practice: undo").

use dominoes_rules::Seat;
use tokio::time::Instant;

use super::{Table, TableError, unsaved};
use crate::ids::UserId;

impl Table {
    /// Whether this table allows undo: against the computer, unclocked,
    /// without a wager.
    pub(super) fn is_practice(&self) -> bool {
        // Not at a table of four: the rewind takes back one person's play
        // and the computer's replies, not three computers' (the partner's
        // among them); docs/protocol.md, "Practice: undo".
        self.setup.seat_count() == 2
            && self.setup.bot.is_some()
            && self.setup.minutes.is_none()
            && self.setup.wager == 0
    }

    /// Whether `seat` has a play to take back now.
    pub(super) fn can_undo(&self, seat: Seat) -> bool {
        !self.is_bot(seat)
            && self.over.is_none()
            && self.seeding.is_none()
            && self.live.as_ref().is_some_and(|live| {
                live.hand_over_at.is_none() && live.game.undo_depth(seat).is_some()
            })
    }

    pub(super) async fn undo(&mut self, user_id: UserId, version: u64) -> Result<(), TableError> {
        let seat = self.seat_of(user_id).ok_or(TableError::NotSeated)?;
        if !self.is_practice() {
            return Err(TableError::NoUndo);
        }
        if self.over.is_some() {
            return Err(TableError::Over);
        }
        if version != self.version {
            return Err(TableError::Stale {
                current: self.version,
                sent: version,
            });
        }
        // A hand waiting for its seeds has nothing of anyone's played yet.
        if self.seeding.is_some() {
            return Err(TableError::Picking);
        }
        let live = self.live.as_mut().ok_or(TableError::NotStarted)?;
        // A finished hand has shown both hands and its seeds (the order of
        // the boneyard): playing it on would be playing with cards up.
        if live.hand_over_at.is_some() {
            return Err(TableError::UndoHandOver);
        }
        let depth = live
            .game
            .undo_depth(seat)
            .ok_or(TableError::NothingToUndo)?;
        let game = live
            .game
            .taken_back(depth)
            .map_err(|_| TableError::NothingToUndo)?;
        let from = live
            .stored
            .checked_sub(depth)
            .ok_or(TableError::NothingToUndo)?;
        self.store
            .undo_actions(self.id, from)
            .await
            .map_err(unsaved)?;
        let now = Instant::now();
        live.game = game;
        live.stored = from;
        live.turn_started = now;
        self.last_activity = now;
        self.version += 1;
        // Watchers are held back from the line that stands now.
        self.rewind_public();
        self.publish();
        Ok(())
    }
}
