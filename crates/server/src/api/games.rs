//! `/api/games/{id}/…`: a game's record, replay and review.

use std::sync::Arc;

use axum::Json;
use axum::extract::{RawQuery, State};
use axum::http::StatusCode;
use dominoes_bots::review::{Review, review};
use dominoes_rules::{ComputerSeat, Reason, Seat};
use serde::Serialize;
use serde_json::Value;

use super::body::Id;
use crate::App;
use crate::error::ApiError;
use crate::ids::GameId;
use crate::protocol::{Replay, ReplayFrame, ReplayResult, stored_setup};
use crate::session::Session;
use crate::store::{ActionRow, GameRow, GameStatus};
use crate::table::rebuild_game_watched;

/// A finished game as stored, replayed to its end (a game that ended by
/// time, resignation or abandonment says so itself). `watch` sees the game
/// after each deal and each action.
///
/// A private game is shown to its players only (`viewer`, if signed in):
/// to anyone else it does not exist, during the game and after; a
/// duplicate round's game (private while its round is played) is shown to
/// all once the round is decided.
pub(super) async fn finished_game(
    app: &App,
    id: GameId,
    viewer: Option<&Session>,
    watch: impl FnMut(&dominoes_rules::Game),
) -> Result<(GameRow, dominoes_rules::Game, Vec<ActionRow>), ApiError> {
    let store = &app.inner.store;
    let no_game = || ApiError::new(StatusCode::NOT_FOUND, format!("no game {id}")).code("no_game");
    let game = store.game(id).await?.ok_or_else(no_game)?;
    let player = viewer.is_some_and(|s| game.seats_user(s.user.id));
    if game.private.is_some() && !player {
        let shown = match game.tournament {
            Some(slot) => crate::tournaments::shown_to_all(store, slot).await?,
            None => false,
        };
        if !shown {
            return Err(no_game());
        }
    }
    if game.status != GameStatus::Over {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "the game can be seen once it is over".into(),
        )
        .code("not_over"));
    }
    let keys = store.hand_keys(id).await?;
    let actions = store.actions(id).await?;
    if keys.is_empty() {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            "this game ended before its first deal".into(),
        )
        .code("no_deal"));
    }
    let (mut replayed, _, _) =
        rebuild_game_watched(game.settings, &keys, &actions, watch).map_err(|e| corrupt(id, &e))?;
    let (winner, reason) = store.game_result(id).await?.unwrap_or((None, None));
    if replayed.outcome().is_none()
        && let Some(reason) = reason.as_deref().and_then(Reason::parse)
    {
        let loser = winner.map_or(Seat::Zero, Seat::other);
        let _ = replayed.end(loser, reason);
    }
    Ok((game, replayed, actions))
}

pub(super) fn corrupt(id: GameId, e: &str) -> ApiError {
    tracing::error!(game = id.get(), error = %e, "a stored game does not replay");
    ApiError::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        "this game's record is damaged".into(),
    )
    .code("damaged")
}

/// The players' names in a stored game, one per seat (a bot by its level).
pub(super) async fn seat_names(app: &App, game: &GameRow) -> Result<Vec<String>, ApiError> {
    let count = game.settings.deal_size.seats().count();
    let people = game.seats.iter().chain(&game.far_seats);
    let mut names = Vec::with_capacity(count);
    for (index, seat) in people.take(count).enumerate() {
        names.push(match seat {
            Some(user) => app
                .inner
                .store
                .user_by_id(*user)
                .await?
                .map_or_else(String::new, |u| u.name),
            None => computer_level(game, index).map_or_else(String::new, |l| format!("{l} bot")),
        });
    }
    Ok(names)
}

/// The computer's level in seat `index` of a stored game, if it played it.
fn computer_level(game: &GameRow, index: usize) -> Option<dominoes_bots::Level> {
    match index {
        1 => game.bot_level,
        2 | 3 => game.far_bots[index - 2],
        _ => None,
    }
}

/// A finished game's record (NOTATION.md section 2, with `result` and
/// `clock_ms`), which passes `dominoes replay`.
pub(super) async fn record(
    State(app): State<App>,
    session: Option<Session>,
    Id(id): Id,
) -> Result<Json<Value>, ApiError> {
    let (game, replayed, actions) = finished_game(&app, id, session.as_ref(), |_| {}).await?;
    let mut record = replayed.to_record();
    if game.minutes.is_some() {
        for (number, hand) in record.hands.iter_mut().enumerate() {
            let clocks = actions.iter().filter(|a| a.hand_number == number);
            hand.clock_ms = Some(clocks.map(|a| a.clock_ms.unwrap_or_default()).collect());
        }
    }
    // The game is over, so every hand is: each reveals what it was dealt from.
    let seeds = app.inner.store.hand_seeds(id).await?;
    for stored in seeds {
        if let Some(hand) = record.hands.get_mut(stored.hand_number) {
            hand.seeds = stored.dealt();
        }
    }
    let names = seat_names(&app, &game).await?;
    record.players = Some(names);
    // The computer sits in seat 1, and at a table of four may sit in seats
    // 2 and 3 too (docs/fairness.md, "Games against the computer").
    let mut version = None;
    for index in 1..record.bots.len() {
        if let Some(level) = computer_level(&game, index) {
            if version.is_none() {
                version = Some(app.inner.store.bot_version(id).await?);
            }
            record.bots[index] = Some(ComputerSeat {
                level: level.name().to_owned(),
                version: version.clone().flatten(),
            });
        }
    }
    // A `Value`, not the record itself: its keys come out sorted, as this
    // route has always sent them (the record's own order is NOTATION.md's).
    let json = serde_json::to_value(&record).map_err(|e| corrupt(id, &e.to_string()))?;
    Ok(Json(json))
}

/// The most chat messages a replay shows (the last ones).
const REPLAY_CHAT: i64 = 1000;

/// A finished game for the replay viewer: one frame after each deal and
/// each action, with both hands shown (the game is over).
pub(super) async fn replay(
    State(app): State<App>,
    session: Option<Session>,
    Id(id): Id,
) -> Result<Json<Replay>, ApiError> {
    let mut frames = Vec::new();
    let (game, replayed, _) = finished_game(&app, id, session.as_ref(), |game| {
        frames.push(ReplayFrame::of(game));
    })
    .await?;
    let players = seat_names(&app, &game).await?;
    let chat = app.inner.store.chat(Some(id), None, REPLAY_CHAT).await?;
    Ok(Json(Replay {
        chat: chat
            .iter()
            .map(crate::protocol::ChatMessage::from)
            .collect(),
        frames,
        game: id.get(),
        hints: app.inner.store.hints(id).await?,
        players,
        result: replayed.outcome().map(|o| ReplayResult {
            reason: o.reason,
            winner: o.winner,
        }),
        settings: stored_setup(&game, app.inner.store.watchers_apart(id).await?),
        undos: app.inner.store.undos(id).await?.0,
    }))
}

/// The answer: the game, its players, the seat, and the review's
/// `moves` and `summary`.
pub(super) fn corrupt_review(id: GameId, e: &str) -> ApiError {
    tracing::error!(game = id.get(), error = %e, "a stored game does not review");
    ApiError::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        "this game's record is damaged".into(),
    )
    .code("damaged")
}

#[derive(Debug, Serialize)]
pub(super) struct Answer {
    game: GameId,
    players: Vec<String>,
    seat: usize,
    #[serde(flatten)]
    review: Review,
}

pub(super) async fn game_review(
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
    // A table of four reviews any of its four seats (docs/rules.md section 9).
    let four = row.settings.deal_size.seats().count() == 4;
    let seats: &[Seat] = if four { &Seat::ALL } else { &Seat::BOTH };
    let seat = match asked.as_deref() {
        Some(text) => seats
            .iter()
            .copied()
            .find(|seat| text == seat.index().to_string())
            .ok_or_else(|| {
                ApiError::new(
                    StatusCode::BAD_REQUEST,
                    if four {
                        "seat is 0, 1, 2 or 3"
                    } else {
                        "seat is 0 or 1"
                    }
                    .into(),
                )
                .code("no_seat")
            })?,
        None => session
            .and_then(|s| {
                let people = row.seats.iter().chain(&row.far_seats);
                seats
                    .iter()
                    .copied()
                    .zip(people)
                    .find(|(_, user)| **user == Some(s.user.id))
                    .map(|(seat, _)| seat)
            })
            .ok_or_else(|| {
                ApiError::new(
                    StatusCode::BAD_REQUEST,
                    if four {
                        "say whose moves to review: ?seat=0, 1, 2 or 3"
                    } else {
                        "say whose moves to review: ?seat=0 or ?seat=1"
                    }
                    .into(),
                )
                .code("which_seat")
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
