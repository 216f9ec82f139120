//! The API's errors: each becomes a status and `{"error": "...", "code":
//! "..."}` here, once, whichever route or extractor refused. The sentence
//! is for developers; the code (and its `args`) is what a client shows a
//! person, in their language (docs/protocol.md, "Errors").

use std::time::Duration;

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::protocol::ErrorBody;
use crate::store::StoreError;
use crate::table::TableError;
use crate::throttle::Refusal;

/// An API error: a status, a code and a sentence, the code's values, and
/// for a throttle, when to come back (`Retry-After`).
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    code: &'static str,
    message: String,
    args: Option<serde_json::Value>,
    retry_after: Option<Duration>,
}

/// The code of a refusal that names none of its own: its status's.
const fn status_code(status: StatusCode) -> &'static str {
    match status.as_u16() {
        400 => "bad_request",
        401 => "signed_out",
        403 => "forbidden",
        404 => "not_found",
        405 => "method",
        409 => "conflict",
        413 => "too_large",
        415 => "media_type",
        429 => "throttled",
        502 => "unreachable",
        503 => "busy",
        504 => "late",
        _ => "server",
    }
}

impl ApiError {
    /// A refusal with its status's code (`bad_request`, `not_found`, ...).
    pub fn new(status: StatusCode, message: String) -> ApiError {
        ApiError {
            status,
            code: status_code(status),
            message,
            args: None,
            retry_after: None,
        }
    }

    /// A refusal to come back to after `wait` (429 or 503).
    pub fn later(status: StatusCode, message: String, wait: Duration) -> ApiError {
        ApiError {
            retry_after: Some(wait),
            ..ApiError::new(status, message)
        }
    }

    /// The same refusal under its own code (docs/protocol.md lists them).
    #[must_use]
    pub fn code(self, code: &'static str) -> ApiError {
        ApiError { code, ..self }
    }

    /// The same refusal with the values its code's message names.
    #[must_use]
    pub fn args(self, args: serde_json::Value) -> ApiError {
        ApiError {
            args: Some(args),
            ..self
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        crate::metrics::http_error(self.status);
        let mut response = (
            self.status,
            Json(ErrorBody {
                error: self.message,
                code: self.code.to_owned(),
                args: self.args,
            }),
        )
            .into_response();
        if let Some(wait) = self.retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(retry_seconds(wait)));
        }
        if self.code == "moved" {
            response.extensions_mut().insert(Moved);
        }
        response
    }
}

/// A forwarded table request not applied: it reached the table's server,
/// or the table itself, after its deadline (504).
pub const TOO_LATE: &str =
    "the request reached the table's server too late and was not applied; try again";

/// `Retry-After` for a wait: whole seconds, rounded up (never "come back
/// now" too early), at least 1. A refusal's sentence names the same number.
pub fn retry_seconds(wait: Duration) -> u64 {
    (wait.as_secs() + u64::from(wait.subsec_nanos() > 0)).max(1)
}

/// The one place a store error is logged: where it becomes a 500.
impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> ApiError {
        tracing::error!(error = %e, "database error");
        let (code, message) = match e {
            StoreError::Database(_) | StoreError::Unwritten(_) => {
                ("database", "the server could not reach its database")
            }
            StoreError::Invalid(_) => ("damaged", "a stored record is damaged"),
            StoreError::Fenced { .. } => return moved(),
        };
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, message.into()).code(code)
    }
}

/// A table that moved to another node while this one answered: 503
/// `moved`, nothing changed. A request forwarded to this node (or made
/// here) is sent on to the new owner by `api/relay.rs`, which knows it by
/// the response's [`Moved`] mark; only when no node holds the table yet
/// does the client see it (and tries again a second later).
fn moved() -> ApiError {
    ApiError::later(
        StatusCode::SERVICE_UNAVAILABLE,
        crate::table::MOVING.into(),
        Duration::from_secs(1),
    )
    .code("moved")
}

/// The mark of a [`moved`] response.
#[derive(Clone, Copy, Debug)]
pub struct Moved;

impl From<TableError> for ApiError {
    fn from(e: TableError) -> ApiError {
        match e {
            // As a forwarded request that came too late (`api/relay.rs`).
            TableError::TooLate => {
                return ApiError::new(StatusCode::GATEWAY_TIMEOUT, TOO_LATE.into());
            }
            TableError::Moved => return moved(),
            _ => {}
        }
        let status = match e {
            TableError::NotSeated
            | TableError::Guest
            | TableError::NoHints
            | TableError::NoUndo => StatusCode::FORBIDDEN,
            TableError::BadSettings(_) => StatusCode::BAD_REQUEST,
            TableError::Closed | TableError::Hidden(_) => StatusCode::NOT_FOUND,
            TableError::Storage => StatusCode::INTERNAL_SERVER_ERROR,
            _ => StatusCode::CONFLICT,
        };
        ApiError::new(status, e.to_string()).code(e.code().as_str())
    }
}

/// A throttle's refusal: 429 with when to come back, or 503 when the
/// server is at its limit of password hashes.
impl From<Refusal> for ApiError {
    fn from(refusal: Refusal) -> ApiError {
        match refusal {
            Refusal::Throttled(wait) => ApiError::later(
                StatusCode::TOO_MANY_REQUESTS,
                format!("too many attempts; try again in {} s", retry_seconds(wait)),
                wait,
            )
            .args(serde_json::json!({ "seconds": retry_seconds(wait) })),
            Refusal::Busy => ApiError::later(
                StatusCode::SERVICE_UNAVAILABLE,
                "the server is busy; try again in a moment".into(),
                Duration::from_secs(1),
            ),
        }
    }
}

pub fn bad_request(message: impl Into<String>) -> ApiError {
    ApiError::new(StatusCode::BAD_REQUEST, message.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_throttled_answer_names_the_seconds_of_its_retry_after() {
        for wait in [
            Duration::from_millis(1),
            Duration::from_millis(1500),
            Duration::from_secs(12),
            Duration::from_millis(59_001),
        ] {
            let response = ApiError::from(Refusal::Throttled(wait)).into_response();
            let header = response.headers()[header::RETRY_AFTER]
                .to_str()
                .expect("a number")
                .to_owned();
            assert_eq!(header, retry_seconds(wait).to_string());
            let body = futures_util::FutureExt::now_or_never(axum::body::to_bytes(
                response.into_body(),
                1024,
            ))
            .expect("a ready body")
            .expect("a body");
            let body = String::from_utf8(body.to_vec()).expect("text");
            assert!(body.contains(&format!("try again in {header} s")), "{body}");
        }
        assert_eq!(retry_seconds(Duration::from_millis(1500)), 2);
    }
}
