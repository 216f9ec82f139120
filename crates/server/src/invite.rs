//! Inviting a player to one's waiting table: `POST
//! /api/players/{name}/invite` tells every socket of an online player
//! (`invited`), within a per-inviter rate, and never a player who muted
//! the inviter (docs/protocol.md, "Inviting a player").

use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::ids::UserId;
use crate::throttle::RateLimit;
/// A player may send this many invitations ...
pub const RATE_COUNT: usize = 5;
/// ... in any window this long.
pub const RATE_WINDOW: Duration = Duration::from_mins(1);

/// The invitations each player sent lately (bounded by the rate limit's
/// own eviction).
#[derive(Debug)]
pub struct Invitations {
    sent: Mutex<RateLimit<UserId>>,
}

impl Default for Invitations {
    fn default() -> Invitations {
        Invitations {
            sent: Mutex::new(RateLimit::new(RATE_COUNT, RATE_WINDOW)),
        }
    }
}

impl Invitations {
    /// Counts an invitation by `user` at `now`, or says how long to wait.
    pub(crate) fn take(&self, user: UserId, now: Instant) -> Result<(), Duration> {
        self.sent
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .take(user, now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_invitations_a_minute_then_wait() {
        let invitations = Invitations::default();
        let start = Instant::now();
        for n in 0..5 {
            assert_eq!(
                invitations.take(UserId::new(1), start + Duration::from_secs(n)),
                Ok(())
            );
        }
        assert_eq!(
            invitations.take(UserId::new(1), start + Duration::from_secs(10)),
            Err(Duration::from_secs(50)),
            "a sixth waits for the first to leave the minute"
        );
        assert_eq!(
            invitations.take(UserId::new(2), start),
            Ok(()),
            "another player"
        );
        assert_eq!(
            invitations.take(UserId::new(1), start + RATE_WINDOW),
            Ok(())
        );
    }
}
