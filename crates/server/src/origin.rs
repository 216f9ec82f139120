//! Which pages may act for a visitor: the room's own (the `Host` it was
//! reached at) and those given with `--allow-origin`. Checked on every state-changing request and on the
//! socket, beyond the cookie's `SameSite=Lax`.

use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::App;
use crate::error::ApiError;

/// Whether a page at `origin` (`scheme://host[:port]`) may act here.
///
/// Only the `Host` the request names counts as the room's own: a page at
/// the listening address (or `localhost`) reached under another name is
/// another site's, unless `--allow-origin` names it.
pub fn allowed(app: &App, origin: &str, headers: &HeaderMap) -> bool {
    // The host the browser reached: a page of the same host and port is
    // the room's own, whatever name it is served under.
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let same_host = host.is_some_and(|host| {
        origin
            .split_once("://")
            .is_some_and(|(scheme, rest)| matches!(scheme, "http" | "https") && rest == host)
    });
    same_host || app.inner.config.origins.iter().any(|o| o == origin)
}

/// The page a request came from: its `Origin`, or else its `Referer`'s
/// origin. `None` when it names neither: not a browser's request made by
/// a page (browsers send `Origin` with every POST), so no page of another
/// site can be using the visitor's cookie.
fn source(headers: &HeaderMap) -> Option<String> {
    if let Some(origin) = headers.get(header::ORIGIN) {
        return Some(origin.to_str().unwrap_or("null").to_owned());
    }
    let referer = headers.get(header::REFERER)?.to_str().ok()?;
    let (scheme, rest) = referer.split_once("://")?;
    let host = rest.split('/').next()?;
    Some(format!("{scheme}://{host}"))
}

/// Refuses (403) a request that changes something when it comes from a
/// page of another origin: cross-site request forgery.
pub async fn same_origin_only(State(app): State<App>, request: Request, next: Next) -> Response {
    let safe = matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    );
    if !safe
        && let Some(source) = source(request.headers())
        && !allowed(&app, &source, request.headers())
    {
        return ApiError::new(
            StatusCode::FORBIDDEN,
            format!("a page at {source} may not act here"),
        )
        .into_response();
    }
    next.run(request).await
}
