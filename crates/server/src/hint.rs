//! `POST /api/tables/{id}/hint`: Expert's move from the player's view,
//! with a reason in plain words (docs/review.md), for a person playing the
//! computer without a wager; computed on a blocking thread.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use dominoes_bots::review::hint;
use serde::{Deserialize, Serialize};

use crate::App;
use crate::error::ApiError;
use crate::http::{Body, Id, NoFields};
use crate::session::Session;

#[derive(Debug, Serialize, Deserialize)]
pub(crate) struct HintAnswer {
    /// The move, as the table's `legal` list writes it.
    #[serde(rename = "move")]
    best: String,
    reason: String,
}

pub(crate) async fn table_hint(
    State(app): State<App>,
    session: Session,
    Id(id): Id,
    Body(NoFields {}): Body<NoFields>,
) -> Result<Json<HintAnswer>, ApiError> {
    let table = app
        .inner
        .lobby
        .get(id)
        .ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, format!("no table {id}")))?;
    let view = table.hint_view(session.user.id).await?;
    let found = tokio::task::spawn_blocking(move || hint(&view))
        .await
        .ok()
        .flatten()
        .ok_or_else(|| {
            ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "no hint could be found; try again".into(),
            )
        })?;
    Ok(Json(HintAnswer {
        best: found.best.to_string(),
        reason: found.reason,
    }))
}
