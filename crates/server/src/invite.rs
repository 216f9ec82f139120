//! Inviting a player to one's waiting table: `POST
//! /api/players/{name}/invite` tells every socket of an online player
//! (`invited`), within a per-inviter rate, and never a player who muted
//! the inviter (docs/protocol.md, "Inviting a player").

use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::Deserialize;

use crate::App;
use crate::error::{ApiError, bad_request};
use crate::http::Body;
use crate::protocol::{DONE, Done, Notice, TableSetup};
use crate::session::Session;
use crate::throttle::RateLimit;

/// A player may send this many invitations ...
pub const RATE_COUNT: usize = 5;
/// ... in any window this long.
pub const RATE_WINDOW: Duration = Duration::from_mins(1);

/// The invitations each player sent lately (bounded by the rate limit's
/// own eviction).
#[derive(Debug)]
pub struct Invitations {
    sent: Mutex<RateLimit<i64>>,
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
    fn take(&self, user: i64, now: Instant) -> Result<(), Duration> {
        self.sent
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .take(user, now)
    }
}

/// `POST /api/players/{name}/invite`'s body: the inviter's waiting table.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InviteBody {
    table: i64,
}

/// Invites player `name` to the caller's waiting table `body.table`.
///
/// # Errors
/// Every refusal of docs/protocol.md's table for this route.
pub async fn invite(
    State(app): State<App>,
    session: Session,
    Path(name): Path<String>,
    Body(body): Body<InviteBody>,
) -> Result<Json<Done>, ApiError> {
    let me = session.user;
    if me.guest {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "guests may only play the computer; register to invite people".into(),
        ));
    }
    let store = &app.inner.store;
    let (invitee, _) = store
        .user_by_name(&name)
        .await?
        .ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, format!("no player named {name}")))?;
    if invitee.id == me.id {
        return Err(bad_request("you cannot invite yourself"));
    }
    if invitee.guest {
        return Err(conflict(format!(
            "{} is a guest: guests play the computer only",
            invitee.name
        )));
    }
    let table = body.table;
    let handle = app
        .inner
        .lobby
        .get(table)
        .ok_or_else(|| crate::http::hidden(table))?;
    let listing = handle.listing();
    // A private table is its host's to invite to; to anyone else it does
    // not exist.
    if handle.is_private() && listing.as_ref().is_none_or(|l| l.host_id != me.id) {
        return Err(crate::http::hidden(table));
    }
    let key = handle.private_key();
    let listing = match listing {
        Some(listing) if listing.host_id != me.id => {
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                format!("table {table} is not yours"),
            ));
        }
        Some(listing) if listing.open => listing,
        _ => {
            return Err(conflict(format!(
                "table {table} is not waiting for an opponent"
            )));
        }
    };
    let presence = &app.inner.lobby.presence;
    if !presence.is_online(invitee.id) {
        return Err(conflict(format!(
            "{} is not in the room now; invite them when they are online",
            invitee.name
        )));
    }
    app.inner
        .invitations
        .take(me.id, Instant::now())
        .map_err(|wait| {
            ApiError::later(
                StatusCode::TOO_MANY_REQUESTS,
                format!(
                    "at most {RATE_COUNT} invitations a minute; try again in {} s",
                    crate::error::retry_seconds(wait)
                ),
                wait,
            )
        })?;
    // A player who muted the inviter is not told; the inviter is answered
    // the same, so a mute is not revealed.
    if store.mutes(invitee.id).await?.contains(&me.id) {
        return Ok(Json(DONE));
    }
    let notice = Notice::Invited {
        from: me.name,
        key,
        settings: TableSetup {
            draw: listing.draw,
            minutes: listing.minutes,
            private: listing.private,
            target: listing.target,
            wager: listing.wager,
            watchers_apart: store.watchers_apart(table).await?,
        },
        table,
    };
    presence.notify(invitee.id, &notice.to_json());
    Ok(Json(DONE))
}

fn conflict(message: String) -> ApiError {
    ApiError::new(StatusCode::CONFLICT, message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_invitations_a_minute_then_wait() {
        let invitations = Invitations::default();
        let start = Instant::now();
        for n in 0..5 {
            assert_eq!(invitations.take(1, start + Duration::from_secs(n)), Ok(()));
        }
        assert_eq!(
            invitations.take(1, start + Duration::from_secs(10)),
            Err(Duration::from_secs(50)),
            "a sixth waits for the first to leave the minute"
        );
        assert_eq!(invitations.take(2, start), Ok(()), "another player");
        assert_eq!(invitations.take(1, start + RATE_WINDOW), Ok(()));
    }
}
