//! The WebSocket: live lobby and table updates out, moves in. Every frame
//! is parsed into a typed message at the edge (anything else gets an error
//! frame and changes nothing), and `route` sends it where it goes.

mod relay;
mod route;

pub(crate) use relay::{clock_ms, deadline_ms};

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade, close_code};
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::Response;
use dominoes_wire::decode;
use tokio::sync::{broadcast, watch};

use self::relay::Relay;
use self::route::{Opened, Routes};
use crate::App;
use crate::error::ApiError;
use crate::in_time;
use crate::presence::Signal;
use crate::protocol::{ErrorCode, ErrorFrame, Lobby, LobbyTag, MAX_FRAME, Reply};
use crate::session::Session;

/// What the socket reads whole before refusing a message as too big, so a
/// message over [`MAX_FRAME`] is closed with code 1009 and a reason.
const READ_LIMIT: usize = 64 * 1024;
/// The socket's read buffer (see `upgrade`).
const READ_BUFFER: usize = 4 * 1024;

/// `GET /ws`: refused in the order docs/protocol.md gives (another origin
/// 403, not an upgrade 400, no session 401), then upgraded.
pub async fn upgrade(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    session: Result<Session, ApiError>,
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
    let session = session?;
    // Sent on with the messages of a table another node owns (`relay`).
    let cookie = headers.get(header::COOKIE).cloned();
    tracing::debug!(%peer, user = session.user.name, "websocket");
    Ok(socket
        // Frames up to the protocol's limit are read whole; a larger one
        // is answered with close code 1009 (see `serve`).
        .max_frame_size(READ_LIMIT)
        .max_message_size(READ_LIMIT)
        // Tungstenite zero-fills its read buffer up to this size on every
        // read: the default 128 KiB made each socket cost 128 KiB of memory
        // and a memset per frame (500 MiB and a tenth of the CPU at 4,000
        // sockets). A larger frame still grows the buffer as it needs.
        .read_buffer_size(READ_BUFFER)
        // The socket's task is axum's; it is counted in the room's task
        // tree, which closes it at shutdown (`tasks.rs`).
        .on_upgrade(move |socket| {
            let tasks = app.tasks().clone();
            tasks.track(serve(app, session, socket, cookie))
        }))
}

/// The close frame for a socket whose session signed out.
fn signed_out() -> Message {
    Message::Close(Some(CloseFrame {
        code: close_code::POLICY,
        reason: "signed out".into(),
    }))
}

/// The close frame for a socket of a room that shuts down.
/// The close frame when the room closes: alone, 1001 (going away); in a
/// cluster, 1012 (service restart): its tables are handed to other nodes,
/// and the client reconnects (to any node) and finds its table there.
fn closing(app: &App) -> Message {
    let (code, reason) = if app.inner.config.cluster {
        (close_code::RESTART, "the server is restarting; reconnect")
    } else {
        (close_code::AWAY, "the server is shutting down")
    };
    Message::Close(Some(CloseFrame {
        code,
        reason: reason.into(),
    }))
}

/// What a signal for this socket's user means for it: a frame to send (a
/// close frame ends the socket), or nothing.
fn on_signal(
    signal: Result<Signal, broadcast::error::RecvError>,
    token_hash: &[u8],
    routes: &mut Routes,
) -> Option<Message> {
    match signal {
        Ok(Signal::Notice(text)) => Some(Message::Text(text.to_string().into())),
        Ok(Signal::SignedOut(session)) if *session == *token_hash => Some(signed_out()),
        Ok(Signal::Muted(muted, on)) => {
            routes.chat.set_mute(muted, on);
            None
        }
        // Another session's sign-out, or only notices missed.
        Ok(Signal::SignedOut(_)) | Err(broadcast::error::RecvError::Lagged(_)) => None,
        // The room is closing.
        Err(broadcast::error::RecvError::Closed) => Some(closing_quietly()),
    }
}

/// A close frame with no reason (the presence that fed the socket ended).
fn closing_quietly() -> Message {
    Message::Close(None)
}

/// The close frame for a message over the protocol's limit.
fn too_big() -> Message {
    Message::Close(Some(CloseFrame {
        code: close_code::SIZE,
        reason: "a message is at most 8 KiB".into(),
    }))
}

fn error_frame(code: ErrorCode, message: impl Into<String>) -> Message {
    reply(&Reply::Error(ErrorFrame::new(code, message)))
}

/// A reply as its text frame, an error counted by its code.
fn reply(reply: &Reply) -> Message {
    if let Reply::Error(error) = reply {
        crate::metrics::ws_error(error.code.as_str());
    }
    frame(reply)
}

/// A message as a text frame.
fn frame(message: &impl serde::Serialize) -> Message {
    Message::Text(
        serde_json::to_string(message)
            .expect("a message always serialises")
            .into(),
    )
}

/// Messages a connection may send per second, on average, and in a burst
/// of twice that (`Config::socket_rate`): a token bucket.
struct Bucket {
    rate: f64,
    tokens: f64,
    refilled: Instant,
}

impl Bucket {
    fn new(rate: f64) -> Bucket {
        Bucket {
            rate,
            tokens: 2.0 * rate,
            refilled: Instant::now(),
        }
    }

    /// Whether a message arriving at `now` may be read.
    fn take(&mut self, now: Instant) -> bool {
        let earned = now.duration_since(self.refilled).as_secs_f64() * self.rate;
        self.tokens = (self.tokens + earned).min(2.0 * self.rate);
        self.refilled = now;
        if self.tokens < 1.0 {
            return false;
        }
        self.tokens -= 1.0;
        true
    }
}

async fn serve(
    app: App,
    session: Session,
    mut socket: WebSocket,
    cookie: Option<axum::http::HeaderValue>,
) {
    let token_hash = session.token_hash();
    let user = session.user;
    let _open = crate::metrics::SocketOpen::new();
    // Counted as in the room until this socket closes.
    let mut connection = app.inner.lobby.presence.connect(user.id);
    let mut routes = Routes::new(&app, &user, cookie);
    let mut bucket = Bucket::new(app.inner.config.socket_rate);
    let tasks = app.tasks().clone();
    loop {
        tokio::select! {
            () = tasks.stopping() => {
                let _ = socket.send(closing(&app)).await;
                break;
            }
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
                        let _ = socket.send(error_frame(ErrorCode::BadMessage, "send JSON text frames")).await;
                        continue;
                    }
                };
                // Another node relaying a player's message (`relay`): the
                // message inside is what counts, applied only before its
                // deadline, and acknowledged either way.
                let envelope = relay::Envelope::read(&text);
                let message = envelope.as_ref().map_or(text.as_str(), |e| e.message.as_str());
                if message.len() > MAX_FRAME {
                    let _ = socket.send(too_big()).await;
                    break;
                }
                if tasks.is_draining() {
                    // Closing: the message is not applied; the client
                    // reconnects (to any node, in a cluster) and finds its
                    // table where it went.
                    let _ = socket.send(closing(&app)).await;
                    break;
                }
                if !bucket.take(Instant::now()) {
                    let _ = socket.send(error_frame(ErrorCode::RateLimited, "too many messages; slow down")).await;
                    continue;
                }
                if !answer(&app, &user, &mut routes, &mut socket, message, envelope.as_ref()).await {
                    break;
                }
            }
            Some(()) = changed(&mut routes.lobby) => {
                let lobby = Lobby {
                    live: app.inner.lobby.live_tables(),
                    tables: app.inner.lobby.open_tables(),
                    tag: LobbyTag::Tag,
                };
                if socket.send(frame(&lobby)).await.is_err() {
                    break;
                }
            }
            signal = connection.notices.recv() => {
                let Some(frame) = on_signal(signal, &token_hash, &mut routes) else {
                    continue;
                };
                let close = matches!(frame, Message::Close(_));
                if socket.send(frame).await.is_err() || close {
                    break;
                }
            }
            line = routes.chat.next() => {
                if socket.send(Message::Text(line.to_string().into())).await.is_err() {
                    break;
                }
            }
            frame = next_table_frame(&mut routes.table, &mut routes.relay) => {
                let Some(frame) = frame else {
                    // The table's actor stopped: the room shuts down (the
                    // actor may end before this socket sees the token), or
                    // another node took the table over, or the owner's
                    // connection ended. Then, as after a restart, the
                    // client reconnects, and opening the table finds it.
                    let close = if tasks.is_draining() { closing(&app) } else { relay::moved() };
                    let _ = socket.send(close).await;
                    break;
                };
                if socket.send(Message::Text(frame.into())).await.is_err() {
                    break;
                }
            }
        }
    }
    // Closing the last page of the room ends a search for an opponent.
    drop(connection);
    if !app.inner.lobby.presence.is_online(user.id) {
        let _ = app.inner.pairing.cancel(user.id).await;
    }
}

/// Answers a client's frame on `socket`: its reply, if any, and, for a
/// frame another node relayed (`envelope`), the owner's word on it
/// (`relay_ack`). A relayed frame past its deadline is not applied at all;
/// one whose table command an actor took up in time (`in_time.rs`) is
/// acknowledged at that moment, before the command has run, and one
/// whose command the actor reached too late is acknowledged as not
/// applied, its reply dropped (the relay tells the player). False once
/// the socket failed.
async fn answer(
    app: &App,
    user: &crate::store::User,
    routes: &mut Routes,
    socket: &mut WebSocket,
    message: &str,
    envelope: Option<&relay::Envelope>,
) -> bool {
    let late = envelope.is_some_and(|e| e.is_late(&app.inner.store));
    let message = match decode(message) {
        _ if late => None,
        Err(e) => {
            let refused: Reply = ErrorFrame::new(e.code().into(), e.to_string()).into();
            if socket.send(reply(&refused)).await.is_err() {
                return false;
            }
            None
        }
        Ok(message) => Some(message),
    };
    let Some(envelope) = envelope else {
        let Some(message) = message else {
            return true;
        };
        return match routes.route(app, user, message).await {
            Some(answered) => socket.send(reply(&answered)).await.is_ok(),
            None => true,
        };
    };
    let acknowledge = |applied| {
        frame(&relay::Ack {
            id: envelope.id,
            applied,
        })
    };
    let Some(message) = message else {
        return socket.send(acknowledge(!late)).await.is_ok();
    };
    let relayed = in_time::Relayed::new(envelope.deadline_ms);
    let answering = in_time::within(relayed.clone(), routes.route(app, user, message));
    tokio::pin!(answering);
    let mut acknowledged = false;
    let answered = tokio::select! {
        answered = &mut answering => answered,
        () = relayed.taken() => {
            // The relay hears now; the command's own answer comes after.
            acknowledged = true;
            if socket.send(acknowledge(true)).await.is_err() {
                return false;
            }
            answering.await
        }
    };
    if relayed.was_late() {
        return socket.send(acknowledge(false)).await.is_ok();
    }
    if let Some(answered) = answered
        && socket.send(reply(&answered)).await.is_err()
    {
        return false;
    }
    acknowledged || socket.send(acknowledge(true)).await.is_ok()
}

/// The next frame about the table this socket opened: its update here, or
/// what its owner sent through the relay. `None`: the stream ended.
async fn next_table_frame(table: &mut Option<Opened>, relay: &mut Option<Relay>) -> Option<String> {
    tokio::select! {
        update = next_update(table) => update.map(|u| u.to_string()),
        relayed = relay::next(relay) => relayed,
    }
}

/// Resolves when the lobby changed; never if not subscribed.
async fn changed(lobby: &mut Option<watch::Receiver<u64>>) -> Option<()> {
    match lobby {
        Some(receiver) => receiver.changed().await.ok(),
        None => std::future::pending().await,
    }
}

async fn next_update(table: &mut Option<Opened>) -> Option<Arc<str>> {
    match table {
        Some(Opened {
            updates: receiver, ..
        }) => {
            receiver.changed().await.ok()?;
            Some(receiver.borrow_and_update().clone())
        }
        None => std::future::pending().await,
    }
}

#[cfg(test)]
mod bucket_tests {
    use std::time::{Duration, Instant};

    use super::Bucket;

    #[test]
    fn a_bucket_allows_a_burst_of_twice_its_rate_then_its_rate() {
        let mut bucket = Bucket::new(20.0);
        let start = bucket.refilled;
        assert_eq!((0..60).filter(|_| bucket.take(start)).count(), 40);
        // Half a second earns ten more, and no more.
        let later = start + Duration::from_millis(500);
        assert_eq!((0..60).filter(|_| bucket.take(later)).count(), 10);
        // A long pause refills only up to the burst.
        let much_later: Instant = later + Duration::from_mins(1);
        assert_eq!((0..60).filter(|_| bucket.take(much_later)).count(), 40);
    }
}
