//! A table another node owns, served anyway: this node relays. A socket's
//! messages about such a table go to the owner over an internal WebSocket
//! opened with the player's own session cookie (the sessions are in the
//! shared database), and what the owner sends back comes out of the
//! player's socket unchanged; table HTTP calls are forwarded the same way
//! (`api::relay`). Clients never learn that nodes exist.
//!
//! When the owner's connection ends (the owner died, or handed the table
//! over), the player's socket is closed with 1012 ("service restart"), as
//! a restart would: the client reconnects and opens the table again, which
//! finds the new owner, or takes the table over here.
//!
//! Each relayed message is applied in time or never (docs/operations.md,
//! "Relays"). It goes in an envelope, `{"type": "relayed", "id",
//! "deadline_ms", "message"}`: the owner applies the message only before
//! the deadline (its clock's milliseconds since 1970: [`BUDGET`] after
//! the relay sent it) and acknowledges it either way (`relay_ack`, which
//! the relay keeps from the player). A relay that has no acknowledgement
//! [`MARGIN`] past the deadline tells the player `unreachable` and drops
//! its connection; a frozen owner that wakes later finds the deadline gone
//! and applies nothing.

use std::collections::VecDeque;
use std::time::Duration;

use axum::http::{HeaderValue, header};
use dominoes_wire::{ClientMessage, TableCommand};
use futures_util::{SinkExt, StreamExt};
use serde::{Deserialize, Serialize};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::App;
use crate::cluster::owner_elsewhere;
use crate::ids::TableId;
pub(crate) use crate::in_time::clock_ms;
use crate::store::Store;

/// How long the owner has to accept a relay's connection.
const CONNECT: Duration = Duration::from_secs(3);
/// How long after a relay sends a message its owner may still apply it.
pub(crate) const BUDGET: Duration = Duration::from_secs(3);
/// How long past the deadline a relay waits for the owner's word before
/// telling the player the message failed: the skew between nodes' clocks
/// this tolerates, with the time an acknowledgement takes to come back.
pub(crate) const MARGIN: Duration = Duration::from_secs(1);
/// How long a relay's connection may be quiet before the relay pings the
/// owner.
const PING: Duration = Duration::from_secs(2);
/// How long a relay's connection may be quiet, a ping included, before
/// the relay gives its owner up (frozen, or cut off): shorter than a
/// lease's life, so that the player, sent to reconnect, finds the table
/// wherever it goes next.
const SILENCE: Duration = Duration::from_secs(5);

/// A message relayed to the table's owner, applied only before its deadline.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename = "relayed")]
pub(crate) struct Envelope {
    /// The relay's number for it, repeated in the acknowledgement.
    pub id: u64,
    /// Milliseconds since 1970 on the relay's clock: not applied after.
    pub deadline_ms: u64,
    /// The client's frame, as it sent it.
    pub message: String,
}

/// The owner's word on an [`Envelope`]: applied (before its deadline), or
/// not at all.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename = "relay_ack")]
pub(crate) struct Ack {
    pub id: u64,
    pub applied: bool,
}

/// A deadline for a message relayed now: [`BUDGET`] from now.
pub(crate) fn deadline_ms(store: &Store) -> u64 {
    clock_ms(store) + BUDGET.as_millis() as u64
}

impl Envelope {
    /// Whether its deadline has passed on the cluster's clock.
    pub(crate) fn is_late(&self, store: &Store) -> bool {
        clock_ms(store) > self.deadline_ms
    }

    /// `text` as an envelope, when it is one (a cheap look first: most
    /// frames are a client's own).
    pub(crate) fn read(text: &str) -> Option<Envelope> {
        text.contains("\"relayed\"")
            .then(|| serde_json::from_str(text).ok())
            .flatten()
    }
}

/// One player's connection to the node that owns the table they opened.
pub(crate) struct Relay {
    pub table: TableId,
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// The owner's frames read while waiting for an acknowledgement, for
    /// the player in their order.
    pending: VecDeque<String>,
    /// The last envelope's number.
    sent: u64,
    /// Whose clock the deadlines are written on.
    store: Store,
    /// When the owner last sent anything (a pong included).
    heard: tokio::time::Instant,
    /// Whether a ping has gone since.
    pinged: bool,
    /// Given up (its socket ended, or the owner fell silent): it stays
    /// ended, whatever the owner sends if it wakes.
    gone: bool,
}

impl std::fmt::Debug for Relay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Relay")
            .field("table", &self.table)
            .finish_non_exhaustive()
    }
}

/// What the socket does with a client's message.
pub(crate) enum Routed {
    /// This node answers it.
    Here,
    /// Sent to the table's owner; its answer comes through the relay.
    Relayed,
    /// The owner could not be reached: say so.
    Unreachable(String),
}

impl Relay {
    /// Opens the internal socket to `node` as the player whose session
    /// cookie is `cookie`.
    async fn connect(
        store: Store,
        node: &str,
        cookie: Option<&HeaderValue>,
        table: TableId,
    ) -> Result<Relay, String> {
        let url = format!(
            "{}/ws",
            node.replacen("https://", "wss://", 1)
                .replacen("http://", "ws://", 1)
        );
        let mut request = url.into_client_request().map_err(|e| e.to_string())?;
        if let Some(cookie) = cookie {
            request.headers_mut().insert(header::COOKIE, cookie.clone());
        }
        // A frozen or partitioned owner accepts the connection and never
        // answers it: past this, it is unreachable, and the client asks again.
        let (socket, _) = tokio::time::timeout(CONNECT, tokio_tungstenite::connect_async(request))
            .await
            .map_err(|_| format!("no answer within {} s", CONNECT.as_secs()))?
            .map_err(|e| e.to_string())?;
        Ok(Relay {
            table,
            socket,
            pending: VecDeque::new(),
            sent: 0,
            store,
            heard: tokio::time::Instant::now(),
            pinged: false,
            gone: false,
        })
    }

    /// The owner's next frame for the player (an acknowledgement is
    /// never one); `None` once its socket ends.
    pub(crate) async fn next(&mut self) -> Option<String> {
        if let Some(frame) = self.pending.pop_front() {
            return Some(frame);
        }
        loop {
            let text = self.read().await?;
            if serde_json::from_str::<Ack>(&text).is_err() {
                return Some(text);
            }
        }
    }

    /// The owner's next text frame, whatever it is; `None` once its
    /// socket ends, or it has been silent for [`SILENCE`] although pinged
    /// (an owner that froze keeps its connections open and says nothing:
    /// the player is sent to reconnect, as when one dies). Cancel-safe:
    /// what it has learnt is kept in `self`.
    async fn read(&mut self) -> Option<String> {
        let frame = self.read_owner().await;
        self.gone |= frame.is_none();
        frame
    }

    /// [`Relay::read`], before it is remembered that the relay ended.
    async fn read_owner(&mut self) -> Option<String> {
        if self.gone {
            return None;
        }
        loop {
            let quiet = if self.pinged { SILENCE } else { PING };
            let Ok(frame) = tokio::time::timeout_at(self.heard + quiet, self.socket.next()).await
            else {
                if self.pinged {
                    tracing::warn!(
                        table = self.table.get(),
                        game = self.table.get(),
                        "a table's node stopped answering its relay"
                    );
                    return None;
                }
                // A frozen owner's full buffers may hold the ping back too.
                let ping = self.socket.send(Message::Ping(Vec::new().into()));
                if !matches!(
                    tokio::time::timeout_at(self.heard + SILENCE, ping).await,
                    Ok(Ok(()))
                ) {
                    return None;
                }
                self.pinged = true;
                continue;
            };
            self.heard = tokio::time::Instant::now();
            self.pinged = false;
            match frame? {
                Ok(Message::Text(text)) => return Some(text.to_string()),
                Ok(Message::Close(_)) | Err(_) => return None,
                Ok(_) => {}
            }
        }
    }

    /// Sends `text` in an envelope and waits for the owner's word on it:
    /// `Ok` once applied; `Err` when the owner refused it as late, or said
    /// nothing until [`MARGIN`] past its deadline, or its socket ended. The
    /// owner's other frames meanwhile are kept for the player.
    async fn send(&mut self, text: String) -> Result<(), Unsent> {
        self.sent += 1;
        let id = self.sent;
        let envelope = Envelope {
            id,
            deadline_ms: deadline_ms(&self.store),
            message: text,
        };
        let frame = serde_json::to_string(&envelope).expect("an envelope serialises");
        if self.socket.send(Message::Text(frame.into())).await.is_err() {
            return Err(Unsent::Ended);
        }
        let answered = tokio::time::timeout(BUDGET + MARGIN, async {
            loop {
                let Some(text) = self.read().await else {
                    return Err(Unsent::Ended);
                };
                match serde_json::from_str::<Ack>(&text) {
                    Ok(ack) if ack.id == id => return Ok(ack.applied),
                    // An older envelope's word, come too late to matter.
                    Ok(_) => {}
                    Err(_) => self.pending.push_back(text),
                }
            }
        })
        .await;
        match answered {
            Ok(Ok(true)) => Ok(()),
            Ok(Ok(false)) => Err(Unsent::Refused(
                "the message reached it too late and was not applied".into(),
            )),
            Ok(Err(ended)) => Err(ended),
            Err(_) => Err(Unsent::Refused(format!(
                "no answer within {} s; the message was not applied",
                (BUDGET + MARGIN).as_secs()
            ))),
        }
    }
}

/// Why a relayed message has no acknowledgement.
#[derive(Debug)]
enum Unsent {
    /// The owner's socket ended (it is restarting, or its table moved): the
    /// player's socket is closed with 1012 as for any move of the table,
    /// the client reconnects and sees whether the message was applied.
    Ended,
    /// The owner said it came too late, or said nothing in time: not
    /// applied, and the player is told `unreachable`.
    Refused(String),
}

/// How long a refused connection to a table's owner is tried again (its
/// owner is closing and handing the table on, or died): the table is
/// reached wherever it went, or here, within this.
const REFUSED: Duration = Duration::from_secs(2);

/// A relay to the node that owns table `id`; `None` if this node serves
/// it. For an `open` (`patient`), an owner that refuses the connection at
/// once (closing, or dead) is asked for again every 100 ms for
/// [`REFUSED`], as the lease may pass meanwhile; any other message is told
/// `unreachable` at once (it needs the table opened first, and the client
/// opens it again). An owner that accepts and never answers (frozen) is
/// given up after [`CONNECT`].
async fn reach_owner(
    app: &App,
    cookie: Option<&HeaderValue>,
    id: TableId,
    patient: bool,
) -> Result<Option<Relay>, String> {
    let start = tokio::time::Instant::now();
    loop {
        let Some(node) = Box::pin(owner_elsewhere(app, id)).await else {
            return Ok(None);
        };
        let tried = tokio::time::Instant::now();
        match Box::pin(Relay::connect(app.inner.store.clone(), &node, cookie, id)).await {
            Ok(relay) => return Ok(Some(relay)),
            Err(e) if !patient || tried.elapsed() >= CONNECT || start.elapsed() >= REFUSED => {
                tracing::warn!(table = id.get(), game = id.get(), %node, error = %e, "could not reach a table's node");
                return Err(e);
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
}

/// Relays `message` if it is about a table another node owns (opening the
/// relay if needed); a message about a table served here, or about no
/// table, stays here, and opening a table here ends the relay.
pub(crate) async fn route(
    app: &App,
    message: &ClientMessage,
    relay: &mut Option<Relay>,
    cookie: Option<&HeaderValue>,
) -> Routed {
    // The edge: the message's table number becomes a table's id.
    let Some(id) = message.table().map(TableId::new) else {
        return Routed::Here;
    };
    if app.tasks().is_draining() {
        // Its table has ended here and is being handed on: asked again in
        // a moment (on the socket the client opens once this one closes),
        // it is found wherever it went.
        return Routed::Unreachable("this server is restarting; try again".into());
    }
    if !app.inner.config.cluster {
        return Routed::Here;
    }
    let opening = matches!(
        message,
        ClientMessage::Table {
            command: TableCommand::Open { .. },
            ..
        }
    );
    let through = relay.as_ref().is_some_and(|r| r.table == id);
    if !through || opening {
        // Boxed, as the connection below, so that every socket's task
        // does not carry these futures inline.
        match Box::pin(reach_owner(app, cookie, id, opening)).await {
            Ok(Some(fresh)) => *relay = Some(fresh),
            Ok(None) => {
                if opening {
                    *relay = None;
                }
                return Routed::Here;
            }
            Err(e) => {
                return Routed::Unreachable(format!("the table's server is unreachable: {e}"));
            }
        }
    }
    let Some(open) = relay.as_mut() else {
        return Routed::Here;
    };
    let text = dominoes_wire::encode(message);
    match open.send(text).await {
        // Ended: the relay is kept, and the socket sees it end and closes
        // with 1012 (`moved`); the client reconnects.
        Ok(()) | Err(Unsent::Ended) => Routed::Relayed,
        Err(Unsent::Refused(e)) => {
            // The owner may still hold the message, but past its deadline:
            // it will not apply it. The player opens the table again.
            *relay = None;
            tracing::warn!(table = id.get(), game = id.get(), error = %e, "a relayed message failed");
            Routed::Unreachable(format!("the table's server is unreachable: {e}"))
        }
    }
}

/// Resolves with the relay's next frame (`None`: it ended); never if there
/// is no relay.
pub(crate) async fn next(relay: &mut Option<Relay>) -> Option<String> {
    match relay {
        Some(relay) => relay.next().await,
        None => std::future::pending().await,
    }
}

/// The close frame for a player whose table's node went away.
pub(crate) fn moved() -> axum::extract::ws::Message {
    axum::extract::ws::Message::Close(Some(axum::extract::ws::CloseFrame {
        code: axum::extract::ws::close_code::RESTART,
        reason: "the table moved to another server; reconnect".into(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_envelope_and_an_acknowledgement_read_back_and_a_clients_frame_is_neither() {
        let text = serde_json::to_string(&Envelope {
            id: 1,
            deadline_ms: 5,
            message: r#"{"type":"open","table":3}"#.into(),
        })
        .expect("JSON");
        let read = Envelope::read(&text).expect("an envelope");
        assert_eq!((read.id, read.deadline_ms), (1, 5));
        assert_eq!(read.message, r#"{"type":"open","table":3}"#);
        assert!(Envelope::read(r#"{"type":"open","table":3}"#).is_none());
        assert!(Envelope::read(r#"{"type":"chat","text":"\"relayed\""}"#).is_none());
        let ack = serde_json::to_string(&Ack {
            id: 4,
            applied: false,
        })
        .expect("JSON");
        assert_eq!(ack, r#"{"type":"relay_ack","id":4,"applied":false}"#);
    }
}
