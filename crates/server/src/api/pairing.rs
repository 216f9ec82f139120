//! `POST /api/pairing` and `/api/pairing/cancel`: looking for an opponent.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use dominoes_rules::Target;

use super::body::{Body, NoFields};
use crate::App;
use crate::error::{ApiError, bad_request};
use crate::pairing::{PairingError, Wants};
use crate::protocol::{DONE, Done};
use crate::session::Session;
use crate::table::TableError;

/// `POST /api/pairing`'s body: what the player accepts.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Search {
    draws: Vec<u64>,
    targets: Vec<u64>,
    minutes: Vec<u32>,
    wager_min: u32,
    wager_max: u32,
    /// 2 (the default) or 4: a table of four in partnerships.
    #[serde(default = "two")]
    seats: u8,
}

fn two() -> u8 {
    2
}

/// The most items a list of a search may hold, as sent (repeats counted).
pub(super) const MAX_ITEMS: usize = 20;

/// Sorted and deduplicated, or why not: 1 to [`MAX_ITEMS`] items as sent,
/// each allowed.
pub(super) fn accepted<T: Ord + Copy>(
    mut items: Vec<T>,
    field: &'static str,
    allowed: impl Fn(T) -> bool,
    what: &'static str,
) -> Result<Vec<T>, ApiError> {
    if items.is_empty() || items.len() > MAX_ITEMS {
        return Err(bad_request(format!(
            "{field} holds 1 to {MAX_ITEMS} items, not {}",
            items.len()
        )));
    }
    if !items.iter().all(|&x| allowed(x)) {
        return Err(bad_request(what));
    }
    items.sort_unstable();
    items.dedup();
    Ok(items)
}

/// `POST /api/pairing`: looks for an opponent until paired, cancelled, or
/// every page of the room is closed.
pub(super) async fn search(
    State(app): State<App>,
    session: Session,
    Body(body): Body<Search>,
) -> Result<Json<Done>, ApiError> {
    let draws = match body.seats {
        2 => accepted(
            body.draws,
            "draws",
            |d| d == 7 || d == 9,
            "draws are 7 and/or 9",
        )?,
        4 => accepted(
            body.draws,
            "draws",
            |d| d == 5,
            "a four-seat game deals 5 tiles each: draws is [5]",
        )?,
        _ => return Err(bad_request("seats is 2 or 4")),
    };
    let targets = accepted(
        body.targets,
        "targets",
        |t| Target::new(t).is_some(),
        "final scores are multiples of 5 from 50 to 1000",
    )?;
    let minutes = accepted(
        body.minutes,
        "minutes",
        |m| [1, 2, 4, 6, 10].contains(&m),
        "minutes per hand are 1, 2, 4, 6 or 10",
    )?;
    if body.wager_min > body.wager_max {
        return Err(bad_request("wager_min is at most wager_max"));
    }
    let user = session.user;
    if user.guest {
        return Err(TableError::Guest.into());
    }
    let chips = u32::try_from(user.chips.max(0)).unwrap_or(u32::MAX);
    if body.wager_min > chips {
        return Err(TableError::Chips(body.wager_min).into());
    }
    if !app.inner.lobby.presence.is_online(user.id) {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "open a page of the room first: you are told of your opponent there".into(),
        )
        .code("no_socket"));
    }
    let rating = app.inner.store.rating(user.id).await?.unwrap_or(1500.0);
    let wants = Wants {
        draws,
        targets,
        minutes,
        wager_min: body.wager_min,
        wager_max: body.wager_max.min(chips),
        seats: body.seats,
    };
    app.inner
        .pairing
        .search(user, rating, wants)
        .await
        .map_err(|e| refused(&e))?;
    Ok(Json(DONE))
}

/// `POST /api/pairing/cancel`: stops looking; 409 if not looking (never
/// started, or already paired: the `paired` notice says where).
pub(super) async fn cancel(
    State(app): State<App>,
    session: Session,
    Body(NoFields {}): Body<NoFields>,
) -> Result<Json<Done>, ApiError> {
    app.inner
        .pairing
        .cancel(session.user.id)
        .await
        .map_err(|e| refused(&e))?;
    Ok(Json(DONE))
}

pub(super) fn refused(e: &PairingError) -> ApiError {
    let status = match *e {
        PairingError::NotSearching | PairingError::Playing(_) => StatusCode::CONFLICT,
        PairingError::Full | PairingError::Closed => StatusCode::SERVICE_UNAVAILABLE,
    };
    let refusal = ApiError::new(status, e.to_string());
    match *e {
        PairingError::NotSearching => refusal.code("not_looking"),
        PairingError::Full => refusal.code("pairing_full"),
        PairingError::Closed => refusal.code("closing"),
        PairingError::Playing(table) => refusal
            .code("paired")
            .args(serde_json::json!({ "table": table.get() })),
    }
}
