//! A hint's view: the seat's own view, for a person playing the computer
//! (at two or four seats: the only person at the table) with no wager, on their turn; each hint given is counted in the game's
//! row (docs/review.md).

use dominoes_rules::SeatView;

use super::{Table, TableError, unsaved};
use crate::ids::UserId;

impl Table {
    pub(super) async fn hint_view(&mut self, user_id: UserId) -> Result<SeatView, TableError> {
        let seat = self.seat_of(user_id).ok_or(TableError::NotSeated)?;
        // Every other seat the computer's (at four: the host with a computer
        // partner against two computers), and no wager: as at two, Expert
        // plays from the asker's seat view, which at four is a partnership's.
        if !self.setup.against_computer() || self.setup.wager > 0 {
            return Err(TableError::NoHints);
        }
        if self.over.is_some() {
            return Err(TableError::Over);
        }
        if self.seeding.is_some() {
            return Err(TableError::Picking);
        }
        let live = self.live.as_ref().ok_or(TableError::NotStarted)?;
        if live.picking_since.is_some() {
            return Err(TableError::Picking);
        }
        if live.hand_over_at.is_some() || live.game.turn() != seat {
            return Err(TableError::NotYourTurn);
        }
        let view = live.game.view(seat);
        self.store.note_hint(self.id).await.map_err(unsaved)?;
        Ok(view)
    }
}
