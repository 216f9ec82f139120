//! A table's routes, answered by the node that runs the table: this
//! node, or another one the request is forwarded to as it came.

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::App;
use crate::cluster::owner_elsewhere;
use crate::ids::TableId;

/// Middleware of the table routes (`/api/tables/{id}/...`): a table another
/// node owns is answered by that node, the request forwarded as it came
/// (method, path, cookie, body).
pub(super) async fn relay_http(State(app): State<App>, request: Request, next: Next) -> Response {
    let id = request
        .uri()
        .path()
        .strip_prefix("/api/tables/")
        .and_then(|rest| rest.split('/').next())
        .and_then(|id| id.parse::<i64>().ok())
        .map(TableId::new);
    let Some(node) = (match id {
        Some(id) => owner_elsewhere(&app, id).await,
        None => None,
    }) else {
        return next.run(request).await;
    };
    match forward(&app, &node, request).await {
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
    let body = axum::body::to_bytes(body, crate::protocol::MAX_FRAME)
        .await
        .map_err(|e| e.to_string())?;
    let mut outgoing = app
        .inner
        .relay
        .request(parts.method, format!("{node}{path}"))
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
    let mut response = Response::new(Body::from(bytes));
    *response.status_mut() = status;
    if let Some(content_type) = content_type {
        response
            .headers_mut()
            .insert(header::CONTENT_TYPE, content_type);
    }
    Ok(response)
}
