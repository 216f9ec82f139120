//! Tournaments: the list, one tournament's page, creating one, entering,
//! withdrawing and cancelling (docs/tournaments.md; the routes and every
//! answer in docs/protocol.md).

use axum::Json;
use axum::extract::{FromRequestParts, Path, State};
use axum::http::StatusCode;
use axum::http::request::Parts;
use dominoes_tournament::{Format, prize};
use serde::Serialize;

use super::body::{Body, NoFields};
use crate::App;
use crate::error::{ApiError, bad_request};
use crate::ids::{TournamentId, UserId};
use crate::protocol::{DONE, Done};
use crate::session::Session;
use crate::store::{EntryError, TournamentRow, TournamentStatus};
use crate::tournaments::{BoardState, NewTournament, Picture, board_state, names, picture};

/// A tournament's id from the path.
pub(super) struct TournamentPath(TournamentId);

impl<S: Send + Sync> FromRequestParts<S> for TournamentPath {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        match Path::<i64>::from_request_parts(parts, state).await {
            Ok(Path(id)) if id >= 0 => Ok(TournamentPath(TournamentId::new(id))),
            _ => Err(bad_request("an id is a whole number")),
        }
    }
}

/// A tournament in the list.
#[derive(Debug, Serialize)]
pub(super) struct Summary {
    id: i64,
    name: String,
    format: Format,
    status: TournamentStatus,
    draw: u64,
    target: u16,
    minutes: u32,
    entry_fee: i64,
    split: Vec<u32>,
    min_players: u16,
    max_players: u16,
    entrants: u32,
    /// The entry fees paid in so far (the prize pool).
    pool: i64,
    starts_at: Option<i64>,
    /// The round under way (0 before the start).
    round: u32,
    /// How many rounds it plays (a knockout's: for the entrants now).
    total_rounds: u32,
}

fn summary(t: &TournamentRow) -> Summary {
    Summary {
        id: t.id.get(),
        name: t.name.clone(),
        format: t.plan.format,
        status: t.status,
        draw: t.settings.deal_size.tiles() as u64,
        target: t.settings.target.points(),
        minutes: t.minutes,
        entry_fee: t.plan.entry_fee,
        split: t.plan.split.clone(),
        min_players: t.plan.min_players,
        max_players: t.plan.max_players,
        entrants: t.entrants,
        // A cancelled tournament refunded every entry: its pool is empty.
        pool: if t.status == TournamentStatus::Cancelled {
            0
        } else {
            t.plan.entry_fee * i64::from(t.entrants)
        },
        starts_at: t.starts_at,
        round: t.round,
        total_rounds: t.plan.rounds(t.entrants.max(2) as usize),
    }
}

#[derive(Debug, Serialize)]
pub(super) struct List {
    tournaments: Vec<Summary>,
}

/// `GET /api/tournaments`: registering and running, soonest first, then
/// the last 50 ended.
pub(super) async fn list(State(app): State<App>) -> Result<Json<List>, ApiError> {
    let rows = app.inner.store.tournaments().await?;
    Ok(Json(List {
        tournaments: rows.iter().map(summary).collect(),
    }))
}

#[derive(Debug, Serialize)]
pub(super) struct Created {
    id: i64,
}

/// `POST /api/tournaments`: a new tournament, open for registration.
pub(super) async fn create(
    State(app): State<App>,
    session: Session,
    Body(body): Body<NewTournament>,
) -> Result<(StatusCode, Json<Created>), ApiError> {
    if session.user.guest {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "guests cannot create tournaments: sign up first".into(),
        ));
    }
    let row = body
        .into_row(Some(session.user.id), crate::store::now())
        .map_err(bad_request)?;
    let id = app.inner.store.create_tournament(&row).await?;
    Ok((StatusCode::CREATED, Json(Created { id: id.get() })))
}

/// A tournament's page.
#[derive(Debug, Serialize)]
pub(super) struct Page {
    #[serde(flatten)]
    summary: Summary,
    creator: Option<String>,
    /// The entrants (the summary's `entrants` is their count).
    players: Vec<EntrantLine>,
    rounds: Vec<RoundLine>,
    standings: Vec<StandingLine>,
    /// What each paid place wins from the pool as it stands.
    prizes: Vec<PrizeLine>,
}

#[derive(Debug, Serialize)]
struct EntrantLine {
    name: String,
    rating: Option<f64>,
    place: Option<u32>,
    prize: i64,
}

#[derive(Debug, Serialize)]
struct RoundLine {
    round: u32,
    boards: Vec<BoardLine>,
}

#[derive(Debug, Serialize)]
struct BoardLine {
    /// Seat 0's and seat 1's player in the match's first game; one name
    /// for a bye.
    players: Vec<String>,
    bye: bool,
    /// The match's winner, once decided.
    winner: Option<String>,
    games: Vec<GameLine>,
}

#[derive(Debug, Serialize)]
struct GameLine {
    /// The table: to watch it live, or replay it once over.
    table: i64,
    over: bool,
    winner: Option<String>,
    /// Seat 0's and seat 1's points.
    scores: [u32; 2],
}

#[derive(Debug, Serialize)]
struct StandingLine {
    place: u32,
    name: String,
    score: f64,
    buchholz: f64,
    difference: i64,
    won: u32,
    lost: u32,
    byes: u32,
}

#[derive(Debug, Serialize)]
struct PrizeLine {
    place: u32,
    chips: i64,
}

/// `GET /api/tournaments/{id}`.
pub(super) async fn show(
    State(app): State<App>,
    TournamentPath(id): TournamentPath,
) -> Result<Json<Page>, ApiError> {
    let Some(picture) = picture(&app, id).await? else {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            format!("no tournament {id}"),
        ));
    };
    let creator = match picture.tournament.creator {
        Some(user) => app.inner.store.user_by_id(user).await?.map(|u| u.name),
        None => None,
    };
    Ok(Json(page(&picture, creator)))
}

fn page(p: &Picture, creator: Option<String>) -> Page {
    let names = names(&p.entries);
    let name = |u: UserId| names.get(&u).map_or_else(String::new, |n| (*n).to_owned());
    let best_of = match p.tournament.plan.format {
        Format::Knockout { best_of } => best_of,
        _ => 1,
    };
    let rounds = p
        .rounds
        .iter()
        .enumerate()
        .map(|(r, boards)| {
            let round = r as u32 + 1;
            RoundLine {
                round,
                boards: boards
                    .boards
                    .iter()
                    .enumerate()
                    .map(|(b, board)| {
                        let games: Vec<_> = p
                            .games
                            .iter()
                            .filter(|g| g.round == round && g.board == b as u32)
                            .collect();
                        let winner = match board_state(*board, &games, best_of) {
                            BoardState::Decided { winner, .. } | BoardState::Bye(winner) => {
                                Some(name(winner))
                            }
                            _ => None,
                        };
                        BoardLine {
                            players: board.iter().flatten().map(|&u| name(u)).collect(),
                            bye: board.iter().any(Option::is_none),
                            winner,
                            games: games
                                .iter()
                                .map(|g| GameLine {
                                    table: g.id.get(),
                                    over: g.over,
                                    winner: g.winner.and_then(|w| g.seats[w]).map(name),
                                    scores: g.scores,
                                })
                                .collect(),
                        }
                    })
                    .collect(),
            }
        })
        .collect();
    let standings = p
        .standings
        .iter()
        .map(|s| StandingLine {
            place: s.place,
            name: name(UserId::new(s.id)),
            score: s.score,
            buchholz: s.buchholz,
            difference: s.difference,
            won: s.won,
            lost: s.lost,
            byes: s.byes,
        })
        .collect();
    let t = &p.tournament;
    let pool = t.plan.entry_fee * i64::from(t.entrants);
    // Each paid place alone: what the split gives it (shared places
    // share; the rounding's spare chips go to the winner).
    let places: Vec<Vec<i64>> = (1..=i64::from(t.plan.min_players))
        .take(t.plan.split.len())
        .map(|p| vec![p])
        .collect();
    let prizes = prize::payouts(pool, &t.plan.split, &places)
        .into_iter()
        .map(|(place, chips)| PrizeLine {
            place: u32::try_from(place).unwrap_or(0),
            chips,
        })
        .collect();
    Page {
        summary: summary(t),
        creator,
        players: p
            .entries
            .iter()
            .map(|e| EntrantLine {
                name: e.name.clone(),
                rating: e.rating,
                place: e.place,
                prize: e.prize,
            })
            .collect(),
        rounds,
        standings,
        prizes,
    }
}

fn entry_error(e: EntryError) -> ApiError {
    let status = match e {
        EntryError::Unknown(_) => StatusCode::NOT_FOUND,
        EntryError::Store(e) => return e.into(),
        _ => StatusCode::CONFLICT,
    };
    ApiError::new(status, e.to_string())
}

/// `POST /api/tournaments/{id}/register`: enters the signed-in player,
/// their entry fee paid in.
pub(super) async fn register(
    State(app): State<App>,
    session: Session,
    TournamentPath(id): TournamentPath,
    Body(NoFields {}): Body<NoFields>,
) -> Result<Json<Done>, ApiError> {
    if session.user.guest {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "guests cannot enter tournaments: sign up first".into(),
        ));
    }
    app.inner
        .store
        .register(id, session.user.id)
        .await
        .map_err(entry_error)?;
    Ok(Json(DONE))
}

/// `POST /api/tournaments/{id}/withdraw`: before the start, out again with
/// the entry fee back.
pub(super) async fn withdraw(
    State(app): State<App>,
    session: Session,
    TournamentPath(id): TournamentPath,
    Body(NoFields {}): Body<NoFields>,
) -> Result<Json<Done>, ApiError> {
    app.inner
        .store
        .withdraw(id, session.user.id)
        .await
        .map_err(entry_error)?;
    Ok(Json(DONE))
}

/// `POST /api/tournaments/{id}/cancel`: its creator calls it off before the
/// start; every entry fee goes back.
pub(super) async fn cancel(
    State(app): State<App>,
    session: Session,
    TournamentPath(id): TournamentPath,
    Body(NoFields {}): Body<NoFields>,
) -> Result<Json<Done>, ApiError> {
    let store = &app.inner.store;
    let Some(t) = store.tournament(id).await? else {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            format!("no tournament {id}"),
        ));
    };
    if t.creator != Some(session.user.id) {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "only the tournament's creator can cancel it".into(),
        ));
    }
    if !store.cancel_tournament(id, None).await? {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "the tournament has started or ended: it can no longer be cancelled".into(),
        ));
    }
    Ok(Json(DONE))
}
