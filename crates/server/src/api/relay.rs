//! A table's routes, answered by the node that runs the table: this
//! node, or another one the request is forwarded to as it came, with a
//! deadline (`x-dominoes-deadline-ms`, as the socket's relay: applied in
//! time or never). The owner answers a request that reached it after its
//! deadline with 504 and changes nothing; the forwarding node gives up
//! [`ANSWER`] after it sent the request, with 502.

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::App;
use crate::cluster::{leased_elsewhere, owner_elsewhere};
use crate::error::Moved;
use crate::ids::TableId;
use crate::in_time::{self, Relayed};
use crate::socket::{clock_ms, deadline_ms};

/// How long a forwarding node waits for the owner's answer. Past the
/// deadline (3 s) the owner starts nothing; what it started before may
/// take longer than that (a join waiting for its game's stakes behind a
/// burst of thousands of games starting: up to 5.5 s measured), and is
/// answered within this, not reported failed and applied after.
const ANSWER: std::time::Duration = std::time::Duration::from_secs(10);

/// The header a forwarded request carries its deadline in: milliseconds
/// since 1970 on the forwarding node's clock.
const DEADLINE: &str = "x-dominoes-deadline-ms";

/// Middleware of the table routes (`/api/tables/{id}/...`): a table another
/// node owns is answered by that node, the request forwarded as it came
/// (method, path, cookie, body).
pub(super) async fn relay_http(State(app): State<App>, request: Request, next: Next) -> Response {
    let deadline = request
        .headers()
        .get(DEADLINE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if deadline.is_some_and(|d| clock_ms(&app.inner.store) > d) {
        return crate::error::ApiError::new(
            StatusCode::GATEWAY_TIMEOUT,
            crate::error::TOO_LATE.into(),
        )
        .into_response();
    }
    let id = request
        .uri()
        .path()
        .strip_prefix("/api/tables/")
        .and_then(|rest| rest.split('/').next())
        .and_then(|id| id.parse::<i64>().ok())
        .map(TableId::new);
    let Some(id) = id.filter(|_| app.inner.config.cluster) else {
        return next.run(request).await;
    };
    // Kept: if the table moves to another node while it is answered (its
    // write fenced out: nothing was done), a client's own request goes on
    // to the new owner, once. One forwarded here goes back answered 503
    // `moved` to the node that forwarded it, which does that.
    let (parts, body) = request.into_parts();
    let body = match super::body::whole(Request::from_parts(parts.clone(), body), &()).await {
        Ok(body) => body,
        Err(refused) => return refused.into_response(),
    };
    let again = Request::from_parts(parts.clone(), Body::from(body.clone()));
    let request = Request::from_parts(parts, Body::from(body));
    let response = match owner_elsewhere(&app, id).await {
        Some(node) => forwarded(&app, &node, request).await,
        // Forwarded with a deadline: its table command is taken up by the
        // actor before it or never (`in_time.rs`).
        None => match deadline {
            Some(until) => in_time::within(Relayed::new(until), next.run(request)).await,
            None => next.run(request).await,
        },
    };
    if deadline.is_none()
        && response.extensions().get::<Moved>().is_some()
        && let Some(node) = leased_elsewhere(&app, id).await
    {
        return forwarded(&app, &node, again).await;
    }
    response
}

/// `request` answered by the table's owner `node`; 502 if it did not answer.
async fn forwarded(app: &App, node: &str, request: Request) -> Response {
    match forward(app, node, request).await {
        Ok(response) => response,
        Err(e) => {
            tracing::warn!(%node, error = %e, "could not reach a table's node");
            crate::error::ApiError::new(
                StatusCode::BAD_GATEWAY,
                "the table's server is unreachable; try again".into(),
            )
            .into_response()
        }
    }
}

pub(super) async fn forward(app: &App, node: &str, request: Request) -> Result<Response, String> {
    let (parts, body) = request.into_parts();
    let path = parts
        .uri
        .path_and_query()
        .map_or("/", axum::http::uri::PathAndQuery::as_str);
    let body = axum::body::to_bytes(body, super::MAX_BODY)
        .await
        .map_err(|e| e.to_string())?;
    let deadline = deadline_ms(&app.inner.store);
    let mut outgoing = app
        .inner
        .relay
        .request(parts.method, format!("{node}{path}"))
        .header(DEADLINE, deadline)
        .timeout(ANSWER)
        .body(body);
    for name in [header::COOKIE, header::CONTENT_TYPE] {
        if let Some(value) = parts.headers.get(&name) {
            outgoing = outgoing.header(name, value);
        }
    }
    let answer = outgoing.send().await.map_err(|e| e.to_string())?;
    let status = answer.status();
    let content_type = answer.headers().get(header::CONTENT_TYPE).cloned();
    let bytes = answer.bytes().await.map_err(|e| e.to_string())?;
    // The owner's table moved on while it answered: marked as a `moved`
    // answered here would be (`crate::error::moved`).
    let moved = status == StatusCode::SERVICE_UNAVAILABLE
        && serde_json::from_slice::<crate::protocol::ErrorBody>(&bytes)
            .is_ok_and(|body| body.code == "moved");
    let mut response = Response::new(Body::from(bytes));
    *response.status_mut() = status;
    if moved {
        response.extensions_mut().insert(Moved);
    }
    if let Some(content_type) = content_type {
        response
            .headers_mut()
            .insert(header::CONTENT_TYPE, content_type);
    }
    Ok(response)
}
