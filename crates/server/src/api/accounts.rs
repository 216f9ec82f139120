//! `/api/register`, `/api/login`, `/api/logout`, `/api/guest`, `/api/me`,
//! `/api/avatars`: accounts and sessions.

use std::net::SocketAddr;

use axum::Json;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use super::body::{Body, NoFields};
use crate::App;
use crate::accounts::{self, AVATARS};
use crate::error::{ApiError, bad_request};
use crate::protocol::{DONE, Done, Me};
use crate::session::{self, Session};

#[derive(Deserialize)]
pub(super) struct Credentials {
    name: String,
    password: String,
    #[serde(default)]
    avatar: Option<String>,
}

pub(super) async fn register(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    session: Option<Session>,
    Body(body): Body<Credentials>,
) -> Result<Response, ApiError> {
    let avatar = body.avatar.unwrap_or_else(|| AVATARS[0].to_owned());
    accounts::check_registration(&body.name, &body.password, &avatar)
        .map_err(|(code, message)| bad_request(message).code(code))?;
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
        .code("name_taken")
        .args(serde_json::json!({ "name": body.name }))
    })?;
    session::start(&app, &user).await
}

pub(super) async fn login(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Body(body): Body<Credentials>,
) -> Result<Response, ApiError> {
    // No account has a longer name: refused before it is looked up or
    // remembered by the throttle.
    if body.name.chars().count() > accounts::MAX_NAME || body.password.len() > 1024 {
        return Err(
            ApiError::new(StatusCode::UNAUTHORIZED, "wrong name or password".into())
                .code("wrong_password"),
        );
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
            Err(
                ApiError::new(StatusCode::UNAUTHORIZED, "wrong name or password".into())
                    .code("wrong_password"),
            )
        }
    }
}

pub(super) async fn logout(
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

pub(super) async fn guest(
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
pub(super) async fn me(State(app): State<App>, session: Session) -> Result<Json<Me>, ApiError> {
    let mut user = session.user;
    // Only a player below the floor can need one (their stakes are counted
    // inside); everyone else is answered without a write.
    if !user.guest && user.chips < crate::store::TOP_UP_FLOOR {
        user.chips = app.inner.store.top_up(user.id).await?.balance;
    }
    let language = app.inner.store.language(user.id).await?;
    Ok(Json(Me::new(&user, language)))
}

/// The languages the browser client speaks (web/i18n.js): a player's
/// choice is one of these.
pub const LANGUAGES: [&str; 4] = ["en", "es", "pt-BR", "fr"];

/// `POST /api/me/language`'s body: a language of [`LANGUAGES`], or null
/// to follow the browser again.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct LanguageBody {
    language: Option<String>,
}

/// `POST /api/me/language`: keeps the signed-in player's language, so
/// that their pages speak it in any browser they sign in from.
pub(super) async fn set_language(
    State(app): State<App>,
    session: Session,
    Body(body): Body<LanguageBody>,
) -> Result<Json<Done>, ApiError> {
    if let Some(language) = &body.language
        && !LANGUAGES.contains(&language.as_str())
    {
        return Err(bad_request(format!(
            "language is one of {} (or null)",
            LANGUAGES.join(", ")
        ))
        .code("bad_language"));
    }
    app.inner
        .store
        .set_language(session.user.id, body.language.as_deref())
        .await?;
    Ok(Json(DONE))
}

pub(super) async fn avatars() -> Json<[&'static str; AVATARS.len()]> {
    Json(AVATARS)
}
