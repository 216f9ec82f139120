//! `GET /metrics` and `GET /healthz`: for the operator's monitoring.

use axum::Json;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::App;
use crate::protocol::{DONE, Unhealthy};

/// `GET /metrics`.
pub(super) async fn metrics(State(app): State<App>) -> Response {
    let lobby = &app.inner.lobby;
    let Some(text) = crate::metrics::text(lobby.running(), lobby.open_tables().len()) else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    (
        [(
            header::CONTENT_TYPE,
            "application/openmetrics-text; version=1.0.0; charset=utf-8",
        )],
        text,
    )
        .into_response()
}

/// `GET /healthz`: up, and the database answers.
pub(super) async fn healthz(State(app): State<App>) -> Response {
    match app.inner.store.ping().await {
        Ok(()) => Json(DONE).into_response(),
        Err(e) => {
            tracing::error!(error = %e, "health check: the database does not answer");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                Json(Unhealthy {
                    error: "the database does not answer".into(),
                    ok: false,
                }),
            )
                .into_response()
        }
    }
}
