//! HTTP routes: accounts, tables, game records; errors mapped to status
//! codes once, here.

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router, middleware};
use dominoes_bots::Level;
use dominoes_bots::protocol;
use dominoes_rules::{ComputerSeat, DealSize, Reason, Seat, Settings, Target};
use serde::Deserialize;
use serde_json::Value;
use tower_http::compression::{CompressionLayer, CompressionLevel};
use tower_http::set_header::SetResponseHeaderLayer;

use crate::accounts::{self, AVATARS};
pub(crate) use crate::body::{Body, Id, NoFields};
use crate::error::{ApiError, bad_request};
use crate::key::TableKey;
use crate::protocol::{
    DONE, Done, Joined, Listing, Me, MyTable, MyTables, Notice, Opened, PlayerPage, Replay,
    ReplayFrame, ReplayResult, TableSetup,
};
use crate::session::{self, Session};
use crate::store::{ActionRow, GameRow, GameStatus, Standing};
use crate::table::{TableSettings, Viewer, rebuild_game_watched, sight};
use crate::{App, origin, ws};

/// Scripts, styles, images and sockets from the room itself only; no
/// inline script; no framing by another site.
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; \
     base-uri 'none'; form-action 'self'; frame-ancestors 'none'; object-src 'none'";

/// The layer's level for answers made at each request (the API, a web
/// folder): at tower-http's default, Brotli's 4, Brotli came out larger than
/// gzip for most files; from 5 on (gzip's 5 is within 1% of its 6) it is
/// smaller (docs/performance.md). The compiled-in client comes compressed
/// at the best settings already (`assets.rs`).
const DYNAMIC_COMPRESSION: CompressionLevel = CompressionLevel::Precise(5);

/// The largest request body: every body of the API is a few hundred bytes.
const MAX_BODY: usize = 16 * 1024;

pub fn router(app: App) -> Router {
    // A table's own routes: answered by the node that owns the table
    // (this one, or another that this one relays to).
    let tables = Router::new()
        .route("/api/tables/{id}/join", post(join_table))
        .route("/api/tables/{id}/leave", post(leave_table))
        .route("/api/tables/{id}/undo", post(undo_move))
        .route("/api/tables/{id}/hint", post(crate::hint::table_hint))
        .route_layer(middleware::from_fn_with_state(
            app.clone(),
            crate::relay::relay_http,
        ));
    Router::new()
        .merge(tables)
        .route("/api/register", post(register))
        .route("/api/login", post(login))
        .route("/api/logout", post(logout))
        .route("/api/guest", post(guest))
        .route("/api/me", get(me))
        .route("/api/avatars", get(avatars))
        .route("/api/tables", get(list_tables).post(create_table))
        .route("/api/tables/mine", get(my_tables))
        .route("/api/games/{id}/record", get(record))
        .route("/api/games/{id}/replay", get(replay))
        .route("/api/games/{id}/review", get(crate::review::game_review))
        .route("/api/pairing", post(crate::pairing::search))
        .route("/api/pairing/cancel", post(crate::pairing::cancel))
        .route("/api/leaderboard", get(leaderboard))
        .route("/api/online", get(online))
        .route("/api/players/{name}", get(player))
        .route("/api/players/{name}/invite", post(crate::invite::invite))
        .route("/ws", get(ws::upgrade))
        .route("/metrics", get(crate::metrics::metrics))
        .route("/healthz", get(crate::metrics::healthz))
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

#[derive(Deserialize)]
struct Credentials {
    name: String,
    password: String,
    #[serde(default)]
    avatar: Option<String>,
}

async fn register(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    session: Option<Session>,
    Body(body): Body<Credentials>,
) -> Result<Response, ApiError> {
    let avatar = body.avatar.unwrap_or_else(|| AVATARS[0].to_owned());
    accounts::check_registration(&body.name, &body.password, &avatar).map_err(bad_request)?;
    let defences = &app.inner.defences;
    defences.sign_up(peer.ip())?;
    let password = body.password;
    let hash = defences
        .hash(move || accounts::hash_password(&password))
        .await?
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, e))?;
    // A guest who registers keeps their account, and so their games.
    let guest = session.map(|s| s.user).filter(|u| u.guest);
    let created = match guest {
        Some(guest) => {
            app.inner
                .store
                .register_guest(guest.id, &body.name, &hash, &avatar)
                .await?
        }
        None => {
            app.inner
                .store
                .create_user(&body.name, Some(&hash), &avatar)
                .await?
        }
    };
    let user = created.ok_or_else(|| {
        ApiError::new(
            StatusCode::CONFLICT,
            format!("the name {} is taken", body.name),
        )
    })?;
    session::start(&app, &user).await
}

async fn login(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Body(body): Body<Credentials>,
) -> Result<Response, ApiError> {
    // No account has a longer name: refused before it is looked up or
    // remembered by the throttle.
    if body.name.chars().count() > accounts::MAX_NAME || body.password.len() > 1024 {
        return Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            "wrong name or password".into(),
        ));
    }
    let defences = &app.inner.defences;
    defences.sign_in_allowed(&body.name, peer.ip())?;
    let found = app.inner.store.user_by_name(&body.name).await?;
    let password = body.password;
    let (user, hash) = match found {
        Some((user, Some(hash))) => (Some(user), hash),
        // Hash anyway, so a missing name takes as long as a wrong password.
        _ => (None, "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0000000000000000000000000000000000000000000".to_owned()),
    };
    let matches = defences
        .hash(move || accounts::verify_password(&password, &hash))
        .await?;
    match user {
        Some(mut user) if matches => {
            if user.chips < crate::store::TOP_UP_FLOOR {
                user.chips = app.inner.store.top_up(user.id).await?.balance;
            }
            session::start(&app, &user).await
        }
        _ => {
            defences.sign_in_failed(&body.name, peer.ip());
            Err(ApiError::new(
                StatusCode::UNAUTHORIZED,
                "wrong name or password".into(),
            ))
        }
    }
}

async fn logout(
    State(app): State<App>,
    session: Session,
    Body(NoFields {}): Body<NoFields>,
) -> Result<Response, ApiError> {
    let token_hash = session.token_hash();
    app.inner.store.delete_session(&token_hash).await?;
    // Its sockets close too: a shared computer left signed out is.
    app.inner
        .lobby
        .presence
        .sign_out(session.user.id, &token_hash);
    let mut response = Json(DONE).into_response();
    response.headers_mut().insert(
        header::SET_COOKIE,
        HeaderValue::from_static("session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0"),
    );
    Ok(response)
}

async fn guest(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Body(NoFields {}): Body<NoFields>,
) -> Result<Response, ApiError> {
    app.inner.defences.sign_up(peer.ip())?;
    // A guest is an account without a password, named guest-<6 hex digits>.
    for _ in 0..8 {
        let token = accounts::new_token().map_err(|_| {
            ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "no randomness".into())
        })?;
        let name = format!("guest-{}", &token[..6]);
        let avatar = AVATARS[usize::from(token.as_bytes()[6]) % AVATARS.len()];
        if let Some(user) = app.inner.store.create_user(&name, None, avatar).await? {
            return session::start(&app, &user).await;
        }
    }
    Err(ApiError::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        "could not name a guest".into(),
    ))
}

/// The signed-in user; a registered player who ran low is topped up first.
async fn me(State(app): State<App>, session: Session) -> Result<Json<Me>, ApiError> {
    let mut user = session.user;
    // Only a player below the floor can need one (their stakes are counted
    // inside); everyone else is answered without a write.
    if !user.guest && user.chips < crate::store::TOP_UP_FLOOR {
        user.chips = app.inner.store.top_up(user.id).await?.balance;
    }
    Ok(Json(Me::new(&user)))
}

async fn avatars() -> Json<[&'static str; AVATARS.len()]> {
    Json(AVATARS)
}

async fn list_tables(State(app): State<App>) -> Json<Vec<Listing>> {
    Json(app.inner.lobby.open_tables())
}

#[derive(Deserialize)]
struct NewTable {
    #[serde(default = "seven")]
    draw: u64,
    #[serde(default = "one_fifty")]
    target: u64,
    /// Minutes per hand: 1, 2, 4, 6 or 10; null for no clock (computer only).
    minutes: Option<u32>,
    /// "person" for an open seat, or a bot level.
    opponent: String,
    #[serde(default)]
    wager: u32,
    /// Not listed in the lobby: for a friend with the link.
    #[serde(default)]
    private: bool,
    /// Keep the watchers' chat from the players (chat.rs).
    #[serde(default)]
    watchers_apart: bool,
}

const fn seven() -> u64 {
    7
}

const fn one_fifty() -> u64 {
    150
}

async fn create_table(
    State(app): State<App>,
    session: Session,
    Body(body): Body<NewTable>,
) -> Result<Json<Opened>, ApiError> {
    let deal_size = DealSize::new(body.draw).ok_or_else(|| bad_request("draw is 7 or 9"))?;
    let target = Target::new(body.target)
        .ok_or_else(|| bad_request("the final score is a multiple of 5 from 50 to 1000"))?;
    let bot = match body.opponent.as_str() {
        "person" => None,
        level => Some(
            level
                .parse::<Level>()
                .map_err(|e| bad_request(e.to_string()))?,
        ),
    };
    if let Some(minutes) = body.minutes
        && ![1, 2, 4, 6, 10].contains(&minutes)
    {
        return Err(bad_request("minutes per hand are 1, 2, 4, 6 or 10"));
    }
    if body.minutes.is_none() && bot.is_none() {
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
        private,
        watchers_apart: body.watchers_apart,
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
        table: handle.id,
    }))
}

fn table(app: &App, id: i64) -> Result<crate::table::TableHandle, ApiError> {
    app.inner.lobby.get(id).ok_or_else(|| hidden(id))
}

/// No table `id`: also what a private table is to those without its key.
pub(crate) fn hidden(id: i64) -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, format!("no table {id}"))
}

/// `POST /api/tables/{id}/join`'s body: a private table's key, from its
/// link (`{}` for a public table).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JoinBody {
    #[serde(default)]
    key: Option<String>,
}

async fn join_table(
    State(app): State<App>,
    session: Session,
    Id(id): Id,
    Body(body): Body<JoinBody>,
) -> Result<Json<Joined>, ApiError> {
    let handle = table(&app, id)?;
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
        .map(|listing| listing.host_id);
    if let Some(host) = host
        && !presence.is_online(host)
    {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "the host is not in the room now; choose another table".into(),
        ));
    }
    let name = session.user.name.clone();
    let seat = handle.join(session.user, key).await?;
    if let Some(host) = host {
        let notice = Notice::Started {
            table: id,
            opponent: name,
        };
        presence.notify(host, &notice.to_json());
    }
    Ok(Json(Joined { seat, table: id }))
}

/// The signed-in player's games waiting for an opponent or being played.
async fn my_tables(State(app): State<App>, session: Session) -> Result<Json<MyTables>, ApiError> {
    let games = app.inner.store.games_in_progress(session.user.id).await?;
    Ok(Json(MyTables {
        tables: games
            .into_iter()
            .map(|(game, opponent)| MyTable::new(game, opponent))
            .collect(),
    }))
}

async fn leave_table(
    State(app): State<App>,
    session: Session,
    Id(id): Id,
    Body(NoFields {}): Body<NoFields>,
) -> Result<Json<Done>, ApiError> {
    table(&app, id)?.leave(session.user.id).await?;
    Ok(Json(DONE))
}

/// `POST /api/tables/{id}/undo`'s body: the update the undo was chosen on.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct UndoBody {
    version: u64,
}

/// Takes back the caller's last play of this hand and everything since, in
/// a practice game (the table refuses it anywhere else: 403).
async fn undo_move(
    State(app): State<App>,
    session: Session,
    Id(id): Id,
    Body(body): Body<UndoBody>,
) -> Result<Json<Done>, ApiError> {
    table(&app, id)?.undo(session.user.id, body.version).await?;
    Ok(Json(DONE))
}

/// A finished game as stored, replayed to its end (a game that ended by
/// time, resignation or abandonment says so itself). `watch` sees the game
/// after each deal and each action.
///
/// A private game is shown to its players only (`viewer`, if signed in):
/// to anyone else it does not exist, during the game and after.
pub(crate) async fn finished_game(
    app: &App,
    id: i64,
    viewer: Option<&Session>,
    watch: impl FnMut(&dominoes_rules::Game),
) -> Result<(GameRow, dominoes_rules::Game, Vec<ActionRow>), ApiError> {
    let store = &app.inner.store;
    let no_game = || ApiError::new(StatusCode::NOT_FOUND, format!("no game {id}"));
    let game = store.game(id).await?.ok_or_else(no_game)?;
    let player = viewer.is_some_and(|s| game.seats.contains(&Some(s.user.id)));
    if game.private.is_some() && !player {
        return Err(no_game());
    }
    if game.status != GameStatus::Over {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "the game can be seen once it is over".into(),
        ));
    }
    let keys = store.hand_keys(id).await?;
    let actions = store.actions(id).await?;
    if keys.is_empty() {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            "this game ended before its first deal".into(),
        ));
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

fn corrupt(id: i64, e: &str) -> ApiError {
    tracing::error!(game = id, error = %e, "a stored game does not replay");
    ApiError::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        "this game's record is damaged".into(),
    )
}

/// The players' names in a stored game (a bot by its level).
pub(crate) async fn seat_names(app: &App, game: &GameRow) -> Result<[String; 2], ApiError> {
    let mut names = [String::new(), String::new()];
    for (name, seat) in names.iter_mut().zip(game.seats) {
        *name = match seat {
            Some(user) => app
                .inner
                .store
                .user_by_id(user)
                .await?
                .map_or_else(String::new, |u| u.name),
            None => game
                .bot_level
                .map_or_else(String::new, |l| format!("{l} bot")),
        };
    }
    Ok(names)
}

/// A finished game's record (NOTATION.md section 2, with `result` and
/// `clock_ms`), which passes `dominoes replay`.
async fn record(
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
    if let Some(level) = game.bot_level {
        // The computer sits in seat 1 (docs/fairness.md, "Games against the computer").
        record.bots[1] = Some(ComputerSeat {
            level: level.name().to_owned(),
            version: app.inner.store.bot_version(id).await?,
        });
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
async fn replay(
    State(app): State<App>,
    session: Option<Session>,
    Id(id): Id,
) -> Result<Json<Replay>, ApiError> {
    let mut frames = Vec::new();
    let (game, replayed, _) = finished_game(&app, id, session.as_ref(), |game| {
        let sight = sight(Viewer::Replay, game);
        frames.push(ReplayFrame::new(
            protocol::State::of(&sight.view),
            sight.hands.unwrap_or_default(),
            sight.view.turn,
            sight.view.hand_end,
        ));
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
        game: id,
        hints: app.inner.store.hints(id).await?,
        players,
        result: replayed.outcome().map(|o| ReplayResult {
            reason: o.reason,
            winner: o.winner,
        }),
        settings: TableSetup {
            draw: game.settings.deal_size.tiles(),
            minutes: game.minutes,
            private: game.private.is_some(),
            target: game.settings.target.points(),
            wager: game.wager,
            watchers_apart: app.inner.store.watchers_apart(id).await?,
        },
        undos: app.inner.store.undos(id).await?.0,
    }))
}

async fn leaderboard(State(app): State<App>) -> Result<Json<Vec<Standing>>, ApiError> {
    Ok(Json(app.inner.store.leaderboard(100).await?))
}

/// Who is in the room: a count, the first 100 by name with their
/// ratings, and how many games are live.
async fn online(State(app): State<App>) -> Result<Json<crate::protocol::Online>, ApiError> {
    let (count, ids) = app.inner.lobby.presence.online(100);
    Ok(Json(crate::protocol::Online {
        count,
        live: app.inner.store.live_games().await?,
        players: app.inner.store.online_players(&ids).await?,
    }))
}

/// A player's page: chips, rating over time, results and their games.
async fn player(
    State(app): State<App>,
    session: Option<Session>,
    Path(name): Path<String>,
) -> Result<Json<PlayerPage>, ApiError> {
    let profile =
        app.inner.store.profile(&name).await?.ok_or_else(|| {
            ApiError::new(StatusCode::NOT_FOUND, format!("no player named {name}"))
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
    Ok(Json(PlayerPage {
        avatar: profile.user.avatar,
        chips: profile.user.chips,
        deviation: profile.deviation,
        games: profile.recent,
        guest: profile.user.guest,
        history: profile.history,
        muted,
        online: app.inner.lobby.presence.is_online(profile.user.id),
        name: profile.user.name,
        played: profile.played,
        rating: profile.rating,
        wins: profile.wins,
    }))
}
