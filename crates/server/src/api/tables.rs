//! `/api/tables…`: the lobby's list, a new table, the caller's tables,
//! and a table's join, leave, undo and hint.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use dominoes_bots::Level;
use dominoes_bots::review::hint;
use dominoes_rules::{DealSize, Settings, Target};
use serde::Deserialize;

use super::body::{Body, Id, NoFields};
use crate::App;
use crate::error::{ApiError, bad_request};
use crate::ids::{TableId, UserId};
use crate::key::TableKey;
use crate::lobby::Unopened;
use crate::protocol::{DONE, Done, HintAnswer, Joined, Listing, MyTable, MyTables, Notice, Opened};
use crate::session::Session;
use crate::table::{TableError, TableSettings};

pub(super) async fn list_tables(State(app): State<App>) -> Json<Vec<Listing>> {
    Json(app.inner.lobby.open_tables())
}

#[derive(Deserialize)]
pub(super) struct NewTable {
    /// 2 (the default) or 4: partners, RULES.md section 9.
    #[serde(default = "two")]
    seats: u64,
    /// 7 (the default) or 9 at a table of two; 5 (the default) at four.
    draw: Option<u64>,
    #[serde(default = "one_fifty")]
    target: u64,
    /// Minutes per hand: 1, 2, 4, 6 or 10; null for no clock (computer only).
    minutes: Option<u32>,
    /// At a table of two: "person" for an open seat, or a bot level.
    opponent: Option<String>,
    /// At a table of four: one entry per seat, a bot level or null for a
    /// person's seat; seat 0 is the host's (null).
    computers: Option<Vec<Option<String>>>,
    #[serde(default)]
    wager: u32,
    /// Not listed in the lobby: for a friend with the link.
    #[serde(default)]
    private: bool,
    /// Keep the watchers' chat from the players (chat.rs).
    #[serde(default)]
    watchers_apart: bool,
}

const fn two() -> u64 {
    2
}

/// Who sits at a new table besides its host.
enum Seating<'a> {
    /// A table of two: seat 1 is "person" or a bot level, as sent.
    Two(&'a str),
    /// A table of four: the computers in seats 1, 2 and 3 (`None`: a
    /// person's seat).
    Four([Option<Level>; 3]),
}

fn level(name: &str) -> Result<Level, ApiError> {
    name.parse::<Level>()
        .map_err(|e| bad_request(e.to_string()))
}

/// Reads `seats`, `draw`, `opponent` and `computers` (docs/protocol.md,
/// "Opening a table").
fn seating(body: &NewTable) -> Result<(DealSize, Seating<'_>), ApiError> {
    match body.seats {
        2 => {
            // Missing, it is refused as serde refused it before four seats.
            let opponent = body.opponent.as_deref().ok_or_else(|| {
                bad_request("the body does not fit this route: missing field `opponent`")
            })?;
            if body.computers.is_some() {
                return Err(bad_request(
                    "computers are named at a four-seat table; at two, say opponent",
                ));
            }
            let deal_size = DealSize::new(body.draw.unwrap_or(7))
                .filter(|size| size.seats().count() == 2)
                .ok_or_else(|| bad_request("draw is 7 or 9"))?;
            Ok((deal_size, Seating::Two(opponent)))
        }
        4 => {
            if body.draw.is_some_and(|draw| draw != 5) {
                return Err(bad_request(
                    "a four-seat table deals 5 tiles each: draw is 5 (or left out)",
                ));
            }
            if body.opponent.is_some() {
                return Err(bad_request(
                    "a four-seat table names its computers, one per seat, not an opponent",
                ));
            }
            let computers = body
                .computers
                .as_deref()
                .filter(|c| c.len() == 4)
                .ok_or_else(|| {
                    bad_request(
                        "a four-seat table needs computers: four entries, one per seat, \
                         a bot level or null for a person",
                    )
                })?;
            if computers[0].is_some() {
                return Err(bad_request("seat 0 is the host's: computers[0] is null"));
            }
            let mut levels = [None; 3];
            for (slot, name) in levels.iter_mut().zip(&computers[1..]) {
                *slot = name.as_deref().map(level).transpose()?;
            }
            Ok((DealSize::Five, Seating::Four(levels)))
        }
        _ => Err(bad_request("seats is 2 or 4")),
    }
}

/// The refusal of a wager at a table of four with a computer's seat.
const WAGER_AT_FOUR: &str =
    "a wager at a four-seat table is between four people: every entry of computers is null";

const fn one_fifty() -> u64 {
    150
}

pub(super) async fn create_table(
    State(app): State<App>,
    session: Session,
    Body(body): Body<NewTable>,
) -> Result<Json<Opened>, ApiError> {
    let (deal_size, seating) = seating(&body)?;
    let target = Target::new(body.target)
        .ok_or_else(|| bad_request("the final score is a multiple of 5 from 50 to 1000"))?;
    let (bot, far_bots) = match seating {
        Seating::Two("person") => (None, [None, None]),
        Seating::Two(name) => (Some(level(name)?), [None, None]),
        Seating::Four([one, two, three]) => (one, [two, three]),
    };
    let four = deal_size == DealSize::Five;
    let against_computer = bot.is_some() && (!four || far_bots.iter().all(Option::is_some));
    // Chips are staked by people only, and a team's winnings are split
    // between its two people: a computer cannot sit in a wagered game.
    if four && body.wager > 0 && (bot.is_some() || far_bots.iter().any(Option::is_some)) {
        return Err(bad_request(WAGER_AT_FOUR));
    }
    if let Some(minutes) = body.minutes
        && ![1, 2, 4, 6, 10].contains(&minutes)
    {
        return Err(bad_request("minutes per hand are 1, 2, 4, 6 or 10"));
    }
    if body.minutes.is_none() && !against_computer {
        return Err(bad_request("a game between people needs a clock"));
    }
    // A private table's link carries a key only its host is given.
    let private = if body.private {
        Some(TableKey::random().map_err(|_| {
            ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "no randomness".into())
        })?)
    } else {
        None
    };
    let setup = TableSettings {
        settings: Settings { deal_size, target },
        minutes: body.minutes,
        wager: body.wager,
        bot,
        far_bots,
        private,
        watchers_apart: body.watchers_apart,
        tournament: None,
    };
    let handle = app
        .inner
        .lobby
        .open_table(
            &app.inner.store,
            session.user,
            setup,
            app.inner.config.timing(),
        )
        .await?;
    if body.watchers_apart {
        app.inner.store.set_watchers_apart(handle.id, true).await?;
    }
    Ok(Json(Opened {
        key: private.map(TableKey::to_hex),
        table: handle.id.get(),
    }))
}

/// Table `id`, found as the socket finds it (`App::table`): 404 if there
/// is none, 503 `moved` (come back in a second) if it is not this node's
/// to run now (`api/relay.rs` sends the request on if another node holds
/// it).
pub(super) async fn table(app: &App, id: TableId) -> Result<crate::table::TableHandle, ApiError> {
    app.table(id).await.map_err(|why| match why {
        Unopened::Missing => hidden(id),
        Unopened::NotNow => TableError::Moved.into(),
    })
}

/// No table `id`: also what a private table is to those without its key.
pub(super) fn hidden(id: TableId) -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, format!("no table {id}")).code("no_table")
}

/// `POST /api/tables/{id}/join`'s body: a private table's key, from its
/// link (`{}` for a public table).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct JoinBody {
    #[serde(default)]
    key: Option<String>,
}

pub(super) async fn join_table(
    State(app): State<App>,
    session: Session,
    Id(id): Id,
    Body(body): Body<JoinBody>,
) -> Result<Json<Joined>, ApiError> {
    let handle = table(&app, id).await?;
    let key = body.key.as_deref();
    if !handle.admits(key) {
        // Without the key the table answers as if it did not exist (its
        // players excepted), before anything else is told.
        handle.join(session.user, key).await?;
        return Err(hidden(id));
    }
    let presence = &app.inner.lobby.presence;
    // A host with no page of the room open would not see the game start,
    // and could lose it on time: their table cannot be joined.
    let host = handle
        .listing()
        .filter(|listing| listing.open)
        .map(|listing| UserId::new(listing.host_id));
    if let Some(host) = host
        && !presence.is_online(host)
        // With several nodes, news of the host's page on another node may
        // not have arrived yet (alone, the presence is exact).
        && !(app.inner.config.cluster && handle.just_opened())
    {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "the host is not in the room now; choose another table".into(),
        )
        .code("host_away"));
    }
    let name = session.user.name.clone();
    let me = session.user.id;
    let seat = handle.join(session.user, key).await?;
    // Seated: an invitation to this table is answered.
    if let Err(e) = app.inner.store.accept_invitations(id, me).await {
        tracing::warn!(error = %e, "an invitation could not be marked accepted");
    }
    if let Some(host) = host {
        let notice = Notice::Started {
            table: id.get(),
            opponent: name,
        };
        presence.notify(host, &notice.to_json());
    }
    Ok(Json(Joined {
        seat,
        table: id.get(),
    }))
}

/// The signed-in player's games waiting for an opponent or being played.
pub(super) async fn my_tables(
    State(app): State<App>,
    session: Session,
) -> Result<Json<MyTables>, ApiError> {
    let games = app.inner.store.games_in_progress(session.user.id).await?;
    Ok(Json(MyTables {
        tables: games
            .into_iter()
            .map(|(game, opponent)| MyTable::new(game, opponent))
            .collect(),
    }))
}

pub(super) async fn leave_table(
    State(app): State<App>,
    session: Session,
    Id(id): Id,
    Body(NoFields {}): Body<NoFields>,
) -> Result<Json<Done>, ApiError> {
    table(&app, id).await?.leave(session.user.id).await?;
    Ok(Json(DONE))
}

/// `POST /api/tables/{id}/undo`'s body: the update the undo was chosen on.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct UndoBody {
    version: u64,
}

/// Takes back the caller's last play of this hand and everything since, in
/// a practice game (the table refuses it anywhere else: 403).
pub(super) async fn undo_move(
    State(app): State<App>,
    session: Session,
    Id(id): Id,
    Body(body): Body<UndoBody>,
) -> Result<Json<Done>, ApiError> {
    table(&app, id)
        .await?
        .undo(session.user.id, body.version)
        .await?;
    Ok(Json(DONE))
}

pub(super) async fn table_hint(
    State(app): State<App>,
    session: Session,
    Id(id): Id,
    Body(NoFields {}): Body<NoFields>,
) -> Result<Json<HintAnswer>, ApiError> {
    let table = table(&app, id).await?;
    let view = table.hint_view(session.user.id).await?;
    let found = tokio::task::spawn_blocking(move || hint(&view))
        .await
        .ok()
        .flatten()
        .ok_or_else(|| {
            ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "no hint could be found; try again".into(),
            )
            .code("no_hint")
        })?;
    Ok(Json(HintAnswer {
        best: found.best.to_string(),
        reason: found.reason.to_string(),
        why: serde_json::to_value(&found.reason).expect("a reason serialises"),
    }))
}
