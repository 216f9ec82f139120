//! Sessions: the cookie's token, the [`Session`] extractor every route and
//! the socket take, and starting a session at sign-in.

use axum::Json;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::App;
use crate::accounts;
use crate::error::ApiError;
use crate::protocol::Me;
use crate::store::User;

/// The signed-in user, from the session cookie.
#[derive(Debug)]
pub struct Session {
    pub user: User,
    token: String,
}

impl Session {
    /// What the store keeps of the token (its SHA-256), and what a sign-out
    /// names to close this session's sockets.
    pub fn token_hash(&self) -> Vec<u8> {
        accounts::token_hash(&self.token)
    }
}

fn session_token(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == "session")
        .map(|(_, value)| value.to_owned())
}

impl FromRequestParts<App> for Session {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &App) -> Result<Session, ApiError> {
        let unauthorised = || {
            ApiError::new(
                StatusCode::UNAUTHORIZED,
                "sign in or play as a guest first".into(),
            )
        };
        let token = session_token(&parts.headers).ok_or_else(unauthorised)?;
        let user = app
            .inner
            .store
            .session_user(&accounts::token_hash(&token))
            .await?
            .ok_or_else(unauthorised)?;
        Ok(Session { user, token })
    }
}

/// `Option<Session>`: `None` for a visitor who is not signed in.
impl axum::extract::OptionalFromRequestParts<App> for Session {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &App) -> Result<Option<Session>, ApiError> {
        let Some(token) = session_token(&parts.headers) else {
            return Ok(None);
        };
        let user = app
            .inner
            .store
            .session_user(&accounts::token_hash(&token))
            .await?;
        Ok(user.map(|user| Session { user, token }))
    }
}

/// A new session for `user`, as a response that sets its cookie.
pub async fn start(app: &App, user: &User) -> Result<Response, ApiError> {
    let token = accounts::new_token()
        .map_err(|_| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "no randomness".into()))?;
    app.inner
        .store
        .create_session(&accounts::token_hash(&token), user.id)
        .await?;
    let secure = if app.inner.config.secure_cookies {
        "; Secure"
    } else {
        ""
    };
    let cookie =
        format!("session={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000{secure}");
    let language = app.inner.store.language(user.id).await?;
    let mut response = Json(Me::new(user, language)).into_response();
    if let Ok(value) = HeaderValue::from_str(&cookie) {
        response.headers_mut().insert(header::SET_COOKIE, value);
    }
    Ok(response)
}
