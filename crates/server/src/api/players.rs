//! `/api/leaderboard`, `/api/online`, `/api/players/{name}`.

use axum::Json;
use axum::extract::{Path, RawQuery, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use crate::App;
use crate::error::ApiError;
use crate::protocol::{PlayerPage, TournamentResult};
use crate::session::Session;
use crate::store::Standing;

/// The ratings of games of two (Glicko-2), or with `?kind=team` the team
/// ratings of games of four (Weng-Lin): the top 100, best first.
pub(super) async fn leaderboard(
    State(app): State<App>,
    RawQuery(query): RawQuery,
) -> Result<Response, ApiError> {
    let kind = query.as_deref().and_then(|q| {
        q.split('&')
            .find_map(|pair| pair.strip_prefix("kind="))
            .map(str::to_owned)
    });
    let store = &app.inner.store;
    match kind.as_deref() {
        None | Some("two") => {
            Ok(Json::<Vec<Standing>>(store.leaderboard(100).await?).into_response())
        }
        Some("team") => Ok(Json(store.team_leaderboard(100).await?).into_response()),
        Some(_) => Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "kind is two (games of two, the default) or team (games of four)".into(),
        )),
    }
}

/// Who is in the room: a count, the first 100 by name with their
/// ratings, and how many games are live.
pub(super) async fn online(
    State(app): State<App>,
) -> Result<Json<crate::protocol::Online>, ApiError> {
    let (count, ids) = app.inner.lobby.presence.online(100);
    Ok(Json(crate::protocol::Online {
        count,
        live: app.inner.store.live_games().await?,
        players: app.inner.store.online_players(&ids).await?,
    }))
}

/// A player's page: chips, rating over time, results and their games.
pub(super) async fn player(
    State(app): State<App>,
    session: Option<Session>,
    Path(name): Path<String>,
) -> Result<Json<PlayerPage>, ApiError> {
    let profile = app.inner.store.profile(&name).await?.ok_or_else(|| {
        ApiError::new(StatusCode::NOT_FOUND, format!("no player named {name}"))
            .code("no_player")
            .args(serde_json::json!({ "name": name }))
    })?;
    // The page shows its visitor whether they muted this player, to undo it.
    let muted = match &session {
        Some(session) => app
            .inner
            .store
            .mutes(session.user.id)
            .await?
            .contains(&profile.user.id),
        None => false,
    };
    let tournaments = app
        .inner
        .store
        .tournaments_of(profile.user.id)
        .await?
        .into_iter()
        .map(|t| TournamentResult {
            id: t.id.get(),
            name: t.name,
            status: t.status.as_str().to_owned(),
            place: t.place,
            entrants: t.entrants,
            prize: t.prize,
        })
        .collect();
    Ok(Json(PlayerPage {
        avatar: profile.user.avatar,
        chips: profile.user.chips,
        computer: profile.user.computer.map(|level| level.name().to_owned()),
        deviation: profile.deviation,
        games: profile.recent,
        guest: profile.user.guest,
        history: profile.history,
        muted,
        online: app.inner.lobby.presence.is_online(profile.user.id),
        name: profile.user.name,
        played: profile.played,
        rating: profile.rating,
        tournaments,
        wins: profile.wins,
    }))
}
