//! `GET /api/games/{id}/review?seat=N`: a finished game's review for one
//! seat (docs/review.md), computed on a blocking thread, a few at a time,
//! and kept: a review is deterministic, so it is computed once.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

use axum::Json;
use axum::extract::{RawQuery, State};
use axum::http::StatusCode;
use dominoes_bots::review::{Review, review};
use dominoes_rules::Seat;
use serde::Serialize;
use serde_json::Value;
use tokio::sync::Semaphore;

use crate::App;
use crate::error::ApiError;
use crate::http::{Id, finished_game, seat_names};
use crate::session::Session;

/// Reviews computed so far, and how many may be computed at once.
#[derive(Debug)]
pub(crate) struct Reviews {
    done: Mutex<HashMap<(i64, Seat), Arc<Value>>>,
    computing: Semaphore,
}

/// How many reviews are kept; past it the oldest half is forgotten (they
/// are only recomputed, never wrong).
const KEPT: usize = 512;

impl Reviews {
    pub(crate) fn new(cores: usize) -> Reviews {
        Reviews {
            done: Mutex::new(HashMap::new()),
            // One core stays free for the tables.
            computing: Semaphore::new(cores.saturating_sub(1).max(1)),
        }
    }

    fn get(&self, key: (i64, Seat)) -> Option<Arc<Value>> {
        self.done.lock().ok()?.get(&key).cloned()
    }

    fn keep(&self, key: (i64, Seat), answer: Arc<Value>) {
        if let Ok(mut done) = self.done.lock() {
            if done.len() >= KEPT {
                let mut ids: Vec<i64> = done.keys().map(|(id, _)| *id).collect();
                ids.sort_unstable();
                let old: HashSet<i64> = ids[..ids.len() / 2].iter().copied().collect();
                done.retain(|(id, _), _| !old.contains(id));
            }
            done.insert(key, answer);
        }
    }
}

/// The answer: the game, its players, the seat, and the review's
/// `moves` and `summary`.
fn corrupt_review(id: i64, e: &str) -> ApiError {
    tracing::error!(game = id, error = %e, "a stored game does not review");
    ApiError::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        "this game's record is damaged".into(),
    )
}

#[derive(Debug, Serialize)]
struct Answer {
    game: i64,
    players: [String; 2],
    seat: usize,
    #[serde(flatten)]
    review: Review,
}

pub(crate) async fn game_review(
    State(app): State<App>,
    Id(id): Id,
    session: Option<Session>,
    RawQuery(query): RawQuery,
) -> Result<Json<Value>, ApiError> {
    let asked = query.as_deref().and_then(|q| {
        q.split('&')
            .find_map(|pair| pair.strip_prefix("seat="))
            .map(str::to_owned)
    });
    let (row, replayed, _) = finished_game(&app, id, session.as_ref(), |_| {}).await?;
    let seat = match asked.as_deref() {
        Some("0") => Seat::Zero,
        Some("1") => Seat::One,
        Some(_) => {
            return Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                "seat is 0 or 1".into(),
            ));
        }
        None => session
            .and_then(|s| {
                Seat::BOTH
                    .into_iter()
                    .find(|seat| row.seats[seat.index()] == Some(s.user.id))
            })
            .ok_or_else(|| {
                ApiError::new(
                    StatusCode::BAD_REQUEST,
                    "say whose moves to review: ?seat=0 or ?seat=1".into(),
                )
            })?,
    };
    let reviews = &app.inner.reviews;
    if let Some(answer) = reviews.get((id, seat)) {
        return Ok(Json(Value::clone(&answer)));
    }
    let players = seat_names(&app, &row).await?;
    let text = replayed.to_record().to_json();
    let busy = || {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "the server is busy; try again".into(),
        )
    };
    let _permit = reviews.computing.acquire().await.map_err(|_| busy())?;
    let reviewed = tokio::task::spawn_blocking(move || review(&text, seat))
        .await
        .map_err(|_| busy())?
        .map_err(|e| corrupt_review(id, &e.to_string()))?;
    let answer = serde_json::to_value(Answer {
        game: id,
        players,
        seat: seat.index(),
        review: reviewed,
    })
    .map_err(|e| corrupt_review(id, &e.to_string()))?;
    reviews.keep((id, seat), Arc::new(answer.clone()));
    Ok(Json(answer))
}
