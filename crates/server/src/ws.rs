//! The WebSocket: live lobby and table updates out, moves in. Every frame
//! is parsed into a typed message at the edge; anything else gets an error
//! frame and changes nothing.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade, close_code};
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::Response;
use dominoes_wire::{ClientMessage, decode};
use serde_json::json;
use tokio::sync::{broadcast, watch};

use crate::App;
use crate::accounts::token_hash;
use crate::http::{ApiError, session_token};
use crate::presence::Signal;
use crate::store::{GameStatus, User};

/// The largest frame a client may send.
pub const MAX_FRAME: usize = 8 * 1024;
/// What the socket reads whole before refusing a message as too big, so a
/// message over [`MAX_FRAME`] is closed with code 1009 and a reason.
const READ_LIMIT: usize = 64 * 1024;
/// Messages a connection may send per second, on average, and in a burst:
/// far above a person's pace, far below a flood.
const RATE: f64 = 20.0;
const BURST: f64 = 40.0;

pub async fn upgrade(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    socket: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    // No Origin: not a browser (a bot, the load test). Browsers always send
    // one, so a page of another site can never open a socket with the
    // visitor's cookie.
    let origin = headers.get(header::ORIGIN).and_then(|o| o.to_str().ok());
    if let Some(origin) = origin
        && !crate::origin::allowed(&app, origin, &headers)
    {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "this origin may not open a WebSocket here".into(),
        ));
    }
    let socket = socket.map_err(|e| ApiError::new(e.status(), e.body_text()))?;
    let token = session_token(&headers).ok_or_else(|| {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            "sign in or play as a guest first".into(),
        )
    })?;
    let session = token_hash(&token);
    let user = app
        .inner
        .store
        .session_user(&session)
        .await?
        .ok_or_else(|| ApiError::new(StatusCode::UNAUTHORIZED, "this session has ended".into()))?;
    tracing::debug!(%peer, user = user.name, "websocket");
    Ok(socket
        // Frames up to the protocol's limit are read whole; a larger one
        // is answered with close code 1009 (see `serve`).
        .max_frame_size(READ_LIMIT)
        .max_message_size(READ_LIMIT)
        .on_upgrade(move |socket| serve(app, user, session, socket)))
}

/// The close frame for a socket whose session signed out.
fn signed_out() -> Message {
    Message::Close(Some(CloseFrame {
        code: close_code::POLICY,
        reason: "signed out".into(),
    }))
}

/// The close frame for a message over the protocol's limit.
fn too_big() -> Message {
    Message::Close(Some(CloseFrame {
        code: close_code::SIZE,
        reason: "a message is at most 8 KiB".into(),
    }))
}

fn error_frame(code: &str, message: &str) -> Message {
    crate::metrics::ws_error(code);
    Message::Text(
        json!({"type": "error", "code": code, "message": message})
            .to_string()
            .into(),
    )
}

async fn serve(app: App, user: User, token_hash: Vec<u8>, mut socket: WebSocket) {
    let _open = crate::metrics::SocketOpen::new();
    // Counted as in the room until this socket closes.
    let mut connection = app.inner.lobby.presence.connect(user.id);
    let mut lobby: Option<watch::Receiver<u64>> = None;
    let mut table: Option<watch::Receiver<Arc<str>>> = None;
    let mut tokens = BURST;
    let mut refilled = Instant::now();
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let message = match incoming {
                    Some(Ok(message)) => message,
                    Some(Err(_)) => {
                        // Most likely over READ_LIMIT: say so if the socket still listens.
                        let _ = socket.send(too_big()).await;
                        break;
                    }
                    None => break,
                };
                let text = match message {
                    Message::Text(text) => text,
                    Message::Close(_) => break,
                    Message::Ping(_) | Message::Pong(_) => continue,
                    Message::Binary(_) => {
                        let _ = socket.send(error_frame("bad_message", "send JSON text frames")).await;
                        continue;
                    }
                };
                if text.len() > MAX_FRAME {
                    let _ = socket.send(too_big()).await;
                    break;
                }
                let now = Instant::now();
                tokens = (tokens + now.duration_since(refilled).as_secs_f64() * RATE).min(BURST);
                refilled = now;
                if tokens < 1.0 {
                    let _ = socket.send(error_frame("rate_limited", "too many messages; slow down")).await;
                    continue;
                }
                tokens -= 1.0;
                let reply = match decode(&text) {
                    Err(e) => Some(error_frame(e.code().as_str(), &e.to_string())),
                    Ok(message) => handle(&app, &user, message, &mut lobby, &mut table).await,
                };
                if let Some(reply) = reply
                    && socket.send(reply).await.is_err()
                {
                    break;
                }
            }
            Some(()) = changed(&mut lobby) => {
                let tables = app.inner.lobby.open_tables();
                if socket.send(Message::Text(json!({"type": "lobby", "tables": tables}).to_string().into())).await.is_err() {
                    break;
                }
            }
            signal = connection.notices.recv() => {
                let text = match signal {
                    Ok(Signal::Notice(text)) => text,
                    Ok(Signal::SignedOut(session)) if *session == *token_hash => {
                        let _ = socket.send(signed_out()).await;
                        break;
                    }
                    // Another session's sign-out, or only notices missed.
                    Ok(Signal::SignedOut(_)) | Err(broadcast::error::RecvError::Lagged(_)) => continue,
                    Err(broadcast::error::RecvError::Closed) => break,
                };
                if socket.send(Message::Text(text.to_string().into())).await.is_err() {
                    break;
                }
            }
            Some(update) = next_update(&mut table) => {
                if socket.send(Message::Text(update.to_string().into())).await.is_err() {
                    break;
                }
            }
        }
    }
}

/// Resolves when the lobby changed; never if not subscribed.
async fn changed(lobby: &mut Option<watch::Receiver<u64>>) -> Option<()> {
    match lobby {
        Some(receiver) => receiver.changed().await.ok(),
        None => std::future::pending().await,
    }
}

async fn next_update(table: &mut Option<watch::Receiver<Arc<str>>>) -> Option<Arc<str>> {
    match table {
        Some(receiver) => {
            receiver.changed().await.ok()?;
            Some(receiver.borrow_and_update().clone())
        }
        None => std::future::pending().await,
    }
}

async fn handle(
    app: &App,
    user: &User,
    message: ClientMessage,
    lobby: &mut Option<watch::Receiver<u64>>,
    table: &mut Option<watch::Receiver<Arc<str>>>,
) -> Option<Message> {
    let _timer = crate::metrics::ActionTimer::new(&message);
    let Some(id) = message.table() else {
        let mut receiver = app.inner.lobby.subscribe();
        receiver.mark_changed();
        *lobby = Some(receiver);
        return None;
    };
    let lobby = &app.inner.lobby;
    let Some(handle) = lobby
        .open(&app.inner.store, app.inner.config.timing(), id)
        .await
    else {
        return Some(error_frame("no_table", "no such table"));
    };
    let result = match message {
        // Answered above, before the table lookup.
        ClientMessage::Lobby => Ok(()),
        ClientMessage::Open { .. } => handle.watch(user.id).await.map(|mut receiver| {
            // The full current view first, then every change.
            receiver.mark_changed();
            *table = Some(receiver);
        }),
        ClientMessage::Act { version, mv, .. } => handle.act(user.id, version, mv).await,
        ClientMessage::Resign { .. } => handle.resign(user.id).await,
        ClientMessage::Pick { count, seed, .. } => handle.pick_seeded(user.id, count, seed).await,
        ClientMessage::AutoPick { seed, .. } => handle.pick_seeded(user.id, usize::MAX, seed).await,
        ClientMessage::AutoDraw { version, .. } => handle.auto_draw(user.id, version).await,
        ClientMessage::Rematch { .. } => match handle.rematch(user.id).await {
            Ok(Some(rematch)) => match open_rematch(app, rematch).await {
                Ok(new_table) => {
                    handle.rematch_opened(new_table).await;
                    Ok(())
                }
                Err(e) => Err(e),
            },
            Ok(None) => Ok(()),
            Err(e) => Err(e),
        },
        ClientMessage::Next { .. } => handle.next_hand(user.id).await,
    };
    result.err().map(|e| error_frame("refused", &e.to_string()))
}

/// Opens the rematch's table: same settings, same seats.
async fn open_rematch(app: &App, rematch: crate::table::Rematch) -> Result<i64, crate::TableError> {
    let store = app.inner.store.clone();
    // Chips may have moved: seat the players as they are now.
    let fresh = |user: User| {
        let store = store.clone();
        async move {
            store
                .user_by_id(user.id)
                .await
                .ok()
                .flatten()
                .unwrap_or(user)
        }
    };
    let host = fresh(rematch.host).await;
    let host_id = host.id;
    let handle = crate::table::open_table(
        store.clone(),
        host,
        rematch.setup,
        app.inner.config.timing(),
    )
    .await?;
    if let Some(guest) = rematch.guest
        && let Err(e) = handle.join(fresh(guest).await).await
    {
        // Someone cannot cover the wager now: the new table is closed
        // again (never listed, never restored) and the refusal says why.
        let _ = store
            .set_seats(handle.id, [Some(host_id), None], GameStatus::Over)
            .await;
        return Err(e);
    }
    let id = handle.id;
    app.inner.lobby.add(handle);
    Ok(id)
}
