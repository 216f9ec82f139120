//! Watchers' frames: what a watcher may see (`view.rs`), held back as
//! many moves as [`Viewer::WATCHER`] says, so that nobody watching can tell
//! a player what is happening now.

use std::collections::VecDeque;
use std::sync::Arc;

use dominoes_rules::Seat;

use super::Table;
use super::view::Viewer;

/// The public frames of the hand in play not yet shown to watchers, each
/// with the number of moves made in the hand when it was published.
#[derive(Debug)]
pub(super) struct Delay {
    /// How many moves late watchers are shown the hand.
    moves: usize,
    held: VecDeque<(usize, usize, Arc<str>)>,
}

impl Default for Delay {
    fn default() -> Delay {
        Delay {
            moves: Viewer::WATCHER.delay(),
            held: VecDeque::new(),
        }
    }
}

impl Delay {
    /// Takes the newest public frame, published in hand `at.0` after `at.1`
    /// moves (`None`: no hand in play, so nothing to hold back), and says
    /// which frame watchers are shown now: the last one published when the
    /// hand had made its delay's fewer moves (or the hand's start), or
    /// `None` if no held frame is that old.
    pub(super) fn push(&mut self, at: Option<(usize, usize)>, frame: Arc<str>) -> Option<Arc<str>> {
        let Some((hand, moves)) = at else {
            self.held.clear();
            return Some(frame);
        };
        self.held.retain(|(h, _, _)| *h == hand);
        self.held.push_back((hand, moves, frame));
        let due = moves.saturating_sub(self.moves);
        let shown = self.held.iter().rposition(|(_, m, _)| *m <= due)?;
        self.held.drain(..shown);
        self.held.front().map(|(_, _, frame)| frame.clone())
    }

    /// Forgets every frame held (an undo took back the line they show).
    pub(super) fn clear(&mut self) {
        self.held.clear();
    }

    /// The oldest frame held: a table restored mid-hand has nothing older.
    pub(super) fn oldest(&self) -> Option<Arc<str>> {
        self.held.front().map(|(_, _, frame)| frame.clone())
    }
}

impl Table {
    /// The hand in play and how many moves it has made; `None` between
    /// hands, before the first and once the game is over.
    fn in_play(&self) -> Option<(usize, usize)> {
        if self.over.is_some() || self.seeding.is_some() {
            return None;
        }
        let live = self.live.as_ref()?;
        if live.hand_over_at.is_some() {
            return None;
        }
        let moves = live.game.view(Seat::Zero).history.len();
        Some((live.game.hand_number(), moves))
    }

    /// Feeds the public view to the delay, and shows watchers what it lets out.
    pub(super) fn publish_public(&mut self) {
        let update = self.update_for(Viewer::WATCHER);
        let frame: Arc<str> =
            Arc::from(serde_json::to_string(&update).expect("an update always serialises"));
        let shown = self.delay.push(self.in_play(), frame).or_else(|| {
            // Never sent anything (restored mid-hand): the oldest there is.
            (&**self.public.borrow() == "{}")
                .then(|| self.delay.oldest())
                .flatten()
        });
        if let Some(shown) = shown {
            self.public.send_if_modified(|current| {
                let changed = *current != shown;
                *current = shown;
                changed
            });
        }
    }

    /// After an undo: the held frames showed a line that was taken back,
    /// so they are rebuilt from the line that stands (the positions of its
    /// last moves a watcher is shown late, from the game as it was then).
    /// The next `publish` then shows watchers the position that many moves
    /// before the one restored, as for any move.
    pub(super) fn rewind_public(&mut self) {
        self.delay.clear();
        let Some((hand, moves)) = self.in_play() else {
            return;
        };
        for at in moves.saturating_sub(self.delay.moves)..moves {
            let Some(live) = self.live.as_mut() else {
                return;
            };
            let Ok(then) = live.game.taken_back(moves - at) else {
                continue;
            };
            // `update_for` reads the table's game: lent the earlier one, then given back.
            let now = std::mem::replace(&mut live.game, then);
            let update = self.update_for(Viewer::WATCHER);
            if let Some(live) = self.live.as_mut() {
                live.game = now;
            }
            let frame: Arc<str> =
                Arc::from(serde_json::to_string(&update).expect("an update always serialises"));
            self.delay.push(Some((hand, at)), frame);
        }
    }

    /// How many sockets watch without a seat.
    pub(super) fn watcher_count(&self) -> usize {
        self.public.receiver_count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(n: usize) -> Arc<str> {
        Arc::from(format!("{n}"))
    }

    #[test]
    fn a_watcher_sees_the_hand_two_moves_late() {
        let mut delay = Delay::default();
        assert_eq!(delay.push(Some((0, 0)), frame(0)), Some(frame(0)));
        assert_eq!(delay.push(Some((0, 1)), frame(1)), Some(frame(0)));
        assert_eq!(delay.push(Some((0, 2)), frame(2)), Some(frame(0)));
        assert_eq!(delay.push(Some((0, 3)), frame(3)), Some(frame(1)));
        // Several frames at one count (a presence change): the last of them.
        assert_eq!(delay.push(Some((0, 3)), frame(33)), Some(frame(1)));
        assert_eq!(delay.push(Some((0, 5)), frame(5)), Some(frame(33)));
        // The hand's end is shown at once, and nothing of it is kept.
        assert_eq!(delay.push(None, frame(9)), Some(frame(9)));
        assert_eq!(delay.oldest(), None);
    }

    #[test]
    fn a_new_hand_forgets_the_last_and_a_jump_shows_nothing_newer() {
        let mut delay = Delay::default();
        delay.push(Some((0, 4)), frame(4));
        assert_eq!(delay.push(Some((1, 0)), frame(10)), Some(frame(10)));
        // Several draws at once (auto draw): never anything under two moves old.
        assert_eq!(delay.push(Some((1, 4)), frame(14)), Some(frame(10)));
        assert_eq!(delay.push(Some((1, 5)), frame(15)), Some(frame(10)));
        assert_eq!(delay.push(Some((1, 6)), frame(16)), Some(frame(14)));
        // Restored mid-hand: nothing two moves old yet.
        let mut restored = Delay::default();
        assert_eq!(restored.push(Some((2, 9)), frame(29)), None);
        assert_eq!(restored.oldest(), Some(frame(29)));
    }
}
