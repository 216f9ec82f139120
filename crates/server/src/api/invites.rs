//! `POST /api/players/{name}/invite`, `GET /api/me/invitations`,
//! `POST /api/invitations/{id}/decline`.

use std::time::Instant;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::Deserialize;

use super::body::Body;
use crate::App;
use crate::error::{ApiError, bad_request};
use crate::ids::TableId;
use crate::invite::RATE_COUNT;
use crate::protocol::{DONE, Done, Notice, PendingInvitations, TableSetup, stored_setup};
use crate::session::Session;

/// `POST /api/players/{name}/invite`'s body: the inviter's waiting table.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct InviteBody {
    table: TableId,
}

/// Invites player `name` to the caller's waiting table `body.table`.
///
/// # Errors
/// Every refusal of docs/protocol.md's table for this route.
pub(super) async fn invite(
    State(app): State<App>,
    session: Session,
    Path(name): Path<String>,
    axum::extract::OriginalUri(uri): axum::extract::OriginalUri,
    headers: axum::http::HeaderMap,
    Body(body): Body<InviteBody>,
) -> Result<axum::response::Response, ApiError> {
    use axum::response::IntoResponse;
    // A table another node runs: that node answers, the request forwarded
    // as it came (the invitee is told on whichever node they are).
    if let Some(node) = crate::cluster::owner_elsewhere(&app, body.table).await {
        let mut request = axum::extract::Request::builder()
            .method(axum::http::Method::POST)
            .uri(uri);
        for name in [axum::http::header::COOKIE, axum::http::header::CONTENT_TYPE] {
            if let Some(value) = headers.get(&name) {
                request = request.header(name, value);
            }
        }
        let json = serde_json::json!({ "table": body.table });
        let request = request
            .body(axum::body::Body::from(json.to_string()))
            .map_err(|e| ApiError::from(crate::store::StoreError::Invalid(e.to_string())))?;
        return Ok(match super::relay::forward(&app, &node, request).await {
            Ok(response) => response,
            Err(e) => {
                tracing::warn!(%node, error = %e, "could not reach a table's node");
                ApiError::new(
                    StatusCode::BAD_GATEWAY,
                    "the table's server is unreachable; try again".into(),
                )
                .into_response()
            }
        });
    }
    invite_here(&app, session, &name, body)
        .await
        .map(IntoResponse::into_response)
}

/// [`invite`] on the node that runs the table.
async fn invite_here(
    app: &App,
    session: Session,
    name: &str,
    body: InviteBody,
) -> Result<Json<Done>, ApiError> {
    let me = session.user;
    if me.guest {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "guests may only play the computer; register to invite people".into(),
        )
        .code("guest_only"));
    }
    let store = &app.inner.store;
    let (invitee, _) = store.user_by_name(name).await?.ok_or_else(|| {
        ApiError::new(StatusCode::NOT_FOUND, format!("no player named {name}"))
            .code("no_player")
            .args(serde_json::json!({ "name": name }))
    })?;
    if invitee.id == me.id {
        return Err(bad_request("you cannot invite yourself").code("invite_self"));
    }
    if invitee.computer.is_some() {
        return Err(conflict(format!(
            "{} is the computer: it plays in tournaments only",
            invitee.name
        ))
        .code("invitee_computer")
        .args(serde_json::json!({ "name": invitee.name })));
    }
    if invitee.guest {
        return Err(conflict(format!(
            "{} is a guest: guests play the computer only",
            invitee.name
        ))
        .code("invitee_guest")
        .args(serde_json::json!({ "name": invitee.name })));
    }
    let table = body.table;
    let handle = app
        .inner
        .lobby
        .get(table)
        .ok_or_else(|| super::tables::hidden(table))?;
    let listing = handle.listing();
    // A private table is its host's to invite to; to anyone else it does
    // not exist.
    if handle.is_private() && listing.as_ref().is_none_or(|l| l.host_id != me.id.get()) {
        return Err(super::tables::hidden(table));
    }
    let key = handle.private_key();
    let listing = match listing {
        Some(listing) if listing.host_id != me.id.get() => {
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                format!("table {table} is not yours"),
            )
            .code("not_your_table"));
        }
        Some(listing) if listing.open => listing,
        _ => {
            return Err(
                conflict(format!("table {table} is not waiting for an opponent"))
                    .code("not_waiting"),
            );
        }
    };
    let presence = &app.inner.lobby.presence;
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
            .args(serde_json::json!({ "seconds": crate::error::retry_seconds(wait) }))
        })?;
    // A player who muted the inviter is not told; the inviter is answered
    // the same, so a mute is not revealed.
    if store.mutes(invitee.id).await?.contains(&me.id) {
        return Ok(Json(DONE));
    }
    // Stored: a player with no page open sees it when they come.
    let invitation = store.invite(table, me.id, invitee.id).await?;
    let notice = Notice::Invited {
        from: me.name,
        invitation: Some(invitation),
        key,
        settings: TableSetup {
            draw: listing.draw,
            minutes: listing.minutes,
            private: listing.private,
            target: listing.target,
            wager: listing.wager,
            watchers_apart: store.watchers_apart(table).await?,
        },
        table: table.get(),
    };
    presence.notify(invitee.id, &notice.to_json());
    Ok(Json(DONE))
}

/// `GET /api/me/invitations`: the signed-in player's pending invitations
/// to tables still waiting, the newest first, each as its `invited`
/// notice.
pub(super) async fn pending(
    State(app): State<App>,
    session: Session,
) -> Result<Json<PendingInvitations>, ApiError> {
    let store = &app.inner.store;
    let mut invitations = Vec::new();
    for pending in store.pending_invitations(session.user.id).await? {
        let Some(game) = store.game(pending.table).await? else {
            continue;
        };
        let notice = Notice::Invited {
            from: pending.from,
            invitation: Some(pending.id),
            key: game.private.map(crate::key::TableKey::to_hex),
            settings: stored_setup(&game, store.watchers_apart(pending.table).await?),
            table: pending.table.get(),
        };
        invitations.push(notice);
    }
    Ok(Json(PendingInvitations { invitations }))
}

/// `POST /api/invitations/{id}/decline`: the invitee says no; the host is
/// told (`invitation_declined`).
pub(super) async fn decline(
    State(app): State<App>,
    session: Session,
    Path(id): Path<i64>,
    Body(super::body::NoFields {}): Body<super::body::NoFields>,
) -> Result<Json<Done>, ApiError> {
    let Some((inviter, table)) = app
        .inner
        .store
        .decline_invitation(id, session.user.id)
        .await?
    else {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            format!("no pending invitation {id} of yours"),
        )
        .code("no_invitation"));
    };
    let notice = Notice::InvitationDeclined {
        by: session.user.name,
        table: table.get(),
    };
    app.inner.lobby.presence.notify(inviter, &notice.to_json());
    Ok(Json(DONE))
}

pub(super) fn conflict(message: String) -> ApiError {
    ApiError::new(StatusCode::CONFLICT, message)
}
