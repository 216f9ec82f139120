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

use axum::http::{HeaderValue, header};
use dominoes_wire::{ClientMessage, TableCommand};
use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::App;
use crate::cluster::owner_elsewhere;
use crate::ids::TableId;

/// How long the owner has to accept a relay's connection.
const CONNECT: std::time::Duration = std::time::Duration::from_secs(3);

/// One player's connection to the node that owns the table they opened.
pub(crate) struct Relay {
    pub table: TableId,
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
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
        Ok(Relay { table, socket })
    }

    /// The owner's next frame for the player; `None` once its socket ends.
    pub(crate) async fn next(&mut self) -> Option<String> {
        loop {
            match self.socket.next().await? {
                Ok(Message::Text(text)) => return Some(text.to_string()),
                Ok(Message::Close(_)) | Err(_) => return None,
                Ok(_) => {}
            }
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
        let Some(node) = Box::pin(owner_elsewhere(app, id)).await else {
            if opening {
                *relay = None;
            }
            return Routed::Here;
        };
        match Box::pin(Relay::connect(&node, cookie, id)).await {
            Ok(fresh) => *relay = Some(fresh),
            Err(e) => {
                tracing::warn!(table = id.get(), game = id.get(), %node, error = %e, "could not reach a table's node");
                return Routed::Unreachable(format!("the table's server is unreachable: {e}"));
            }
        }
    }
    let Some(open) = relay.as_mut() else {
        return Routed::Here;
    };
    let text = dominoes_wire::encode(message);
    if let Err(e) = open.socket.send(Message::Text(text.into())).await {
        *relay = None;
        return Routed::Unreachable(format!("the table's server is unreachable: {e}"));
    }
    Routed::Relayed
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
