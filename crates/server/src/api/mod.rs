//! The HTTP API, by resource: one file per resource holds its routes'
//! handlers and their extractors; the domain modules (tables, pairing,
//! invitations, reviews, ...) know nothing of HTTP. Errors are mapped to
//! statuses once (`crate::error`), and `router` puts the routes, the
//! relay of a table's routes to the node that runs it, and the
//! security headers together.

mod accounts;
mod body;
mod games;
mod invites;
mod ops;
mod pairing;
mod players;
mod relay;
mod tables;
mod tournaments;

use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Router, middleware};
use tower_http::compression::{CompressionLayer, CompressionLevel};
use tower_http::set_header::SetResponseHeaderLayer;

use crate::error::ApiError;
use crate::{App, origin};

/// Scripts, styles, images and sockets from the room itself only; no
/// inline script and no `eval`; WebAssembly compiled from the room's own
/// file (the offline engine, docs/offline.md: `'wasm-unsafe-eval'` allows
/// exactly that and no JavaScript `eval`); no framing by another site.
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; \
     base-uri 'none'; form-action 'self'; frame-ancestors 'none'; object-src 'none'";

/// The layer's level for answers made at each request (the API, a web
/// folder): at tower-http's default, Brotli's 4, Brotli came out larger than
/// gzip for most files; from 5 on (gzip's 5 is within 1% of its 6) it is
/// smaller (docs/performance.md). The compiled-in client comes compressed
/// at the best settings already (`assets.rs`).
const DYNAMIC_COMPRESSION: CompressionLevel = CompressionLevel::Precise(5);

/// The largest request body: every body of the API is a few hundred bytes.
pub(crate) const MAX_BODY: usize = 16 * 1024;

pub fn router(app: App) -> Router {
    // A table's own routes: answered by the node that owns the table
    // (this one, or another that this one relays to).
    let tables = Router::new()
        .route("/api/tables/{id}/join", post(tables::join_table))
        .route("/api/tables/{id}/leave", post(tables::leave_table))
        .route("/api/tables/{id}/undo", post(tables::undo_move))
        .route("/api/tables/{id}/hint", post(tables::table_hint))
        .route_layer(middleware::from_fn_with_state(
            app.clone(),
            relay::relay_http,
        ));
    Router::new()
        .merge(tables)
        .route("/api/register", post(accounts::register))
        .route("/api/login", post(accounts::login))
        .route("/api/logout", post(accounts::logout))
        .route("/api/guest", post(accounts::guest))
        .route("/api/me", get(accounts::me))
        .route("/api/me/language", post(accounts::set_language))
        .route("/api/avatars", get(accounts::avatars))
        .route(
            "/api/tables",
            get(tables::list_tables).post(tables::create_table),
        )
        .route("/api/tables/mine", get(tables::my_tables))
        .route("/api/games/{id}/record", get(games::record))
        .route("/api/games/{id}/replay", get(games::replay))
        .route("/api/games/{id}/review", get(games::game_review))
        .route("/api/pairing", post(pairing::search))
        .route("/api/pairing/cancel", post(pairing::cancel))
        .route(
            "/api/tournaments",
            get(tournaments::list).post(tournaments::create),
        )
        .route("/api/tournaments/{id}", get(tournaments::show))
        .route(
            "/api/tournaments/{id}/register",
            post(tournaments::register),
        )
        .route(
            "/api/tournaments/{id}/withdraw",
            post(tournaments::withdraw),
        )
        .route("/api/tournaments/{id}/cancel", post(tournaments::cancel))
        .route("/api/leaderboard", get(players::leaderboard))
        .route("/api/online", get(players::online))
        .route("/api/players/{name}", get(players::player))
        .route("/api/players/{name}/invite", post(invites::invite))
        .route("/api/me/invitations", get(invites::pending))
        .route("/api/invitations/{id}/decline", post(invites::decline))
        .route("/ws", get(crate::socket::upgrade))
        .route("/metrics", get(ops::metrics))
        .route("/healthz", get(ops::healthz))
        .route(
            "/",
            get(|State(app): State<App>, headers: HeaderMap| async move {
                asset(&app, "index.html", &headers)
            }),
        )
        .route(
            "/{file}",
            get(
                |State(app): State<App>, Path(file): Path<String>, headers: HeaderMap| async move {
                    asset(&app, &file, &headers)
                },
            ),
        )
        .fallback(|| async { ApiError::new(StatusCode::NOT_FOUND, "no such route".into()) })
        .method_not_allowed_fallback(|| async {
            ApiError::new(
                StatusCode::METHOD_NOT_ALLOWED,
                "this route does not take that method".into(),
            )
        })
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(middleware::from_fn_with_state(
            app.clone(),
            origin::same_origin_only,
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CONTENT_SECURITY_POLICY),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::REFERRER_POLICY,
            HeaderValue::from_static("same-origin"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_FRAME_OPTIONS,
            HeaderValue::from_static("DENY"),
        ))
        .layer(CompressionLayer::new().quality(DYNAMIC_COMPRESSION))
        .with_state(app)
}

fn asset(app: &App, file: &str, headers: &HeaderMap) -> Response {
    app.inner.assets.serve(file, headers).unwrap_or_else(|| {
        ApiError::new(StatusCode::NOT_FOUND, format!("no file {file}")).into_response()
    })
}
