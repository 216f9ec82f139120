//! Tournaments: the list, one tournament's page, creating one, entering,
//! withdrawing and cancelling (docs/tournaments.md; the routes and every
//! answer in docs/protocol.md).

use axum::Json;
use axum::extract::{FromRequestParts, Path, State};
use axum::http::StatusCode;
use axum::http::request::Parts;
use dominoes_tournament::prize;

use super::body::{Body, NoFields};
use crate::App;
use crate::error::{ApiError, bad_request};
use crate::ids::{TournamentId, UserId};
use crate::protocol::{
    DONE, Done, TournamentBoardLine, TournamentCreated, TournamentEntrantLine, TournamentGameLine,
    TournamentList, TournamentPage, TournamentPrizeLine, TournamentRoundLine,
    TournamentStandingLine, TournamentSummary,
};
use crate::session::Session;
use crate::store::{EntryError, TournamentRow, TournamentStatus};
use crate::tournaments::{
    BoardState, Match, NewTournament, Picture, board_points, board_state, names, picture,
    round_decided,
};

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

fn summary(t: &TournamentRow) -> TournamentSummary {
    TournamentSummary {
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
            t.plan.entry_fee * i64::from(t.people)
        },
        starts_at: t.starts_at,
        round: t.round,
        total_rounds: t.plan.rounds(t.field().max(2) as usize),
        computers: t.entrants - t.people,
        fill: t.fill,
    }
}

/// `GET /api/tournaments`: registering and running, soonest first, then
/// the last 50 ended.
pub(super) async fn list(State(app): State<App>) -> Result<Json<TournamentList>, ApiError> {
    let rows = app.inner.store.tournaments().await?;
    Ok(Json(TournamentList {
        tournaments: rows.iter().map(summary).collect(),
    }))
}

/// `POST /api/tournaments`: a new tournament, open for registration.
pub(super) async fn create(
    State(app): State<App>,
    session: Session,
    Body(body): Body<NewTournament>,
) -> Result<(StatusCode, Json<TournamentCreated>), ApiError> {
    if session.user.guest {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "guests cannot create tournaments: sign up first".into(),
        )
        .code("guest_only"));
    }
    let (row, computers) = body.into_row(Some(session.user.id), crate::store::now())?;
    let id = app.inner.store.create_tournament(&row, &computers).await?;
    Ok((
        StatusCode::CREATED,
        Json(TournamentCreated { id: id.get() }),
    ))
}

/// `GET /api/tournaments/{id}`.
pub(super) async fn show(
    State(app): State<App>,
    TournamentPath(id): TournamentPath,
) -> Result<Json<TournamentPage>, ApiError> {
    let Some(picture) = picture(&app, id).await? else {
        return Err(
            ApiError::new(StatusCode::NOT_FOUND, format!("no tournament {id}"))
                .code("no_tournament"),
        );
    };
    let creator = match picture.tournament.creator {
        Some(user) => app.inner.store.user_by_id(user).await?.map(|u| u.name),
        None => None,
    };
    Ok(Json(page(&picture, creator)))
}

fn page(p: &Picture, creator: Option<String>) -> TournamentPage {
    let names = names(&p.entries);
    let name = |u: UserId| names.get(&u).cloned().unwrap_or_default();
    let rounds = p
        .rounds
        .iter()
        .enumerate()
        .map(|(r, boards)| {
            let round = r as u32 + 1;
            let seed = boards
                .seed
                .as_deref()
                .and_then(dominoes_rules::fairness::parse_hex32);
            TournamentRoundLine {
                round,
                commitment: seed.map(|s| dominoes_rules::fairness::commitment(&s)),
                seed: seed
                    .filter(|_| round_decided(&p.tournament, round))
                    .map(|s| dominoes_rules::fairness::to_hex(&s)),
                boards: boards
                    .boards
                    .iter()
                    .enumerate()
                    .map(|(b, board)| board_line(p, round, b as u32, *board, &name))
                    .collect(),
            }
        })
        .collect();
    let standings = p
        .standings
        .iter()
        .map(|s| TournamentStandingLine {
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
    let pool = t.plan.entry_fee * i64::from(t.people);
    // Each paid place alone: what the split gives it (shared places
    // share; the rounding's spare chips go to the winner).
    let places: Vec<Vec<i64>> = (1..=i64::from(t.plan.min_players))
        .take(t.plan.split.len())
        .map(|p| vec![p])
        .collect();
    let prizes = prize::payouts(pool, &t.plan.split, &places)
        .into_iter()
        .map(|(place, chips)| TournamentPrizeLine {
            place: u32::try_from(place).unwrap_or(0),
            chips,
        })
        .collect();
    TournamentPage {
        summary: summary(t),
        creator,
        players: p
            .entries
            .iter()
            .map(|e| TournamentEntrantLine {
                name: e.name.clone(),
                rating: e.rating,
                place: e.place,
                prize: e.prize,
                computer: e.computer.map(|level| level.name().to_owned()),
                team: e.team.map(name),
            })
            .collect(),
        rounds,
        standings,
        prizes,
    }
}

/// Board `index` of `round`, as the page shows it. A duplicate round's
/// results are shown once it is decided (before, they would tell the
/// boards still playing what the deals hold); equal points there are a
/// drawn round, nobody's win.
fn board_line(
    p: &Picture,
    round: u32,
    index: u32,
    board: [Option<UserId>; 2],
    name: &impl Fn(UserId) -> String,
) -> TournamentBoardLine {
    let kind = Match::of(&p.tournament);
    let games: Vec<_> = p
        .games
        .iter()
        .filter(|g| g.round == round && g.board == index)
        .collect();
    let hidden = matches!(kind, Match::Duplicate { .. }) && !round_decided(&p.tournament, round);
    let points = match (kind, board) {
        (Match::Duplicate { target, .. }, [Some(a), Some(b)]) if !hidden => {
            Some(board_points(a, b, &games, target))
        }
        _ => None,
    };
    let drawn = points.is_some_and(|p| p[0] == p[1]);
    let winner = match board_state(board, &games, kind) {
        BoardState::Decided { .. } if hidden || drawn => None,
        BoardState::Decided { winner, .. } | BoardState::Bye(winner) => Some(name(winner)),
        _ => None,
    };
    TournamentBoardLine {
        players: board.iter().flatten().map(|&u| name(u)).collect(),
        bye: board.iter().any(Option::is_none),
        winner,
        points,
        games: games
            .iter()
            .map(|g| TournamentGameLine {
                table: g.id.get(),
                over: g.over,
                winner: g
                    .winner
                    .filter(|_| !hidden)
                    .and_then(|w| g.seats[w])
                    .map(name),
                players: g.seats.iter().flatten().map(|&u| name(u)).collect(),
                scores: (!hidden).then_some(g.scores),
                deal: kind.deal(g.game),
            })
            .collect(),
    }
}

fn entry_error(e: EntryError) -> ApiError {
    let status = match e {
        EntryError::Unknown(_) => StatusCode::NOT_FOUND,
        EntryError::Store(e) => return e.into(),
        _ => StatusCode::CONFLICT,
    };
    let refusal = ApiError::new(status, e.to_string());
    match e {
        EntryError::Unknown(_) => refusal.code("no_tournament"),
        EntryError::Closed => refusal.code("entries_closed"),
        EntryError::Full => refusal.code("tournament_full"),
        EntryError::Already => refusal.code("already_entered"),
        EntryError::NotEntered => refusal.code("not_entered"),
        EntryError::Chips(fee) => refusal
            .code("entry_fee")
            .args(serde_json::json!({ "fee": fee })),
        EntryError::NoTeams => {
            ApiError::new(StatusCode::BAD_REQUEST, e.to_string()).code("no_teams")
        }
        EntryError::Store(_) => refusal,
    }
}

/// `POST /api/tournaments/{id}/register`'s body: in a tournament of
/// teams, the partner asked for.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Entering {
    #[serde(default)]
    partner: Option<String>,
}

/// `POST /api/tournaments/{id}/register`: enters the signed-in player,
/// their entry fee paid in; in a tournament of teams, with the partner
/// they ask for, if any.
pub(super) async fn register(
    State(app): State<App>,
    session: Session,
    TournamentPath(id): TournamentPath,
    Body(Entering { partner }): Body<Entering>,
) -> Result<Json<Done>, ApiError> {
    if session.user.guest {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "guests cannot enter tournaments: sign up first".into(),
        )
        .code("guest_only"));
    }
    let partner = match partner.as_deref() {
        None => None,
        Some(_)
            if app
                .inner
                .store
                .tournament(id)
                .await?
                .is_some_and(|t| !t.teams()) =>
        {
            return Err(entry_error(EntryError::NoTeams));
        }
        Some(name) => {
            let Some((user, _)) = app.inner.store.user_by_name(name).await? else {
                return Err(
                    ApiError::new(StatusCode::NOT_FOUND, format!("no player {name}"))
                        .code("no_player")
                        .args(serde_json::json!({ "name": name })),
                );
            };
            if user.id == session.user.id || user.guest || user.computer.is_some() {
                return Err(bad_request(
                    "a partner is another player of the room, signed up (not a guest)",
                )
                .code("bad_partner"));
            }
            Some(user.id)
        }
    };
    app.inner
        .store
        .register(id, session.user.id, partner)
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
        return Err(
            ApiError::new(StatusCode::NOT_FOUND, format!("no tournament {id}"))
                .code("no_tournament"),
        );
    };
    if t.creator != Some(session.user.id) {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "only the tournament's creator can cancel it".into(),
        )
        .code("not_creator"));
    }
    if !store.cancel_tournament(id, None).await? {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "the tournament has started or ended: it can no longer be cancelled".into(),
        )
        .code("tournament_started"));
    }
    Ok(Json(DONE))
}
