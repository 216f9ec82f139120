//! Where a socket's message goes, decided once: the lobby, a table's
//! actor (here, or on the node that owns the table, through the relay),
//! or the chat hub. Each answer comes back the one way, as a [`Reply`]
//! the socket writes (most messages are answered by the updates they
//! cause, not by a reply).

use std::sync::Arc;

use axum::http::HeaderValue;
use dominoes_wire::{ChatCommand, ClientMessage, TableCommand};
use tokio::sync::watch;

use super::relay::{self, Relay, Routed};
use crate::App;
use crate::chat;
use crate::ids::TableId;
use crate::lobby::Unopened;
use crate::protocol::{ErrorCode, ErrorFrame, Reply};
use crate::store::User;
use crate::table::{MOVING, TableError};

/// A socket's routes: the rooms it entered and the table it opened.
pub(super) struct Routes {
    /// Set once the socket asked for the lobby: ticks when it changes.
    pub lobby: Option<watch::Receiver<u64>>,
    /// The table opened here, when this node runs it.
    pub table: Option<Opened>,
    /// The owner of the table opened, when another node runs it.
    pub relay: Option<Relay>,
    /// The socket's side of the chat hub.
    pub chat: chat::Listener,
    /// The player's session cookie, sent on to a table's owner.
    cookie: Option<HeaderValue>,
}

/// The table a socket opened: its stream of updates, and whether the user
/// watches it without a seat.
pub(super) struct Opened {
    pub id: TableId,
    pub updates: watch::Receiver<Arc<str>>,
    pub watching: bool,
}

impl Routes {
    pub fn new(app: &App, user: &User, cookie: Option<HeaderValue>) -> Routes {
        Routes {
            lobby: None,
            table: None,
            relay: None,
            chat: chat::Listener::new(app, user),
            cookie,
        }
    }

    /// Sends `message` where it goes; what to answer the socket, if
    /// anything.
    pub async fn route(&mut self, app: &App, user: &User, message: ClientMessage) -> Option<Reply> {
        let reply = self.route_once(app, user, message.clone()).await;
        if let Some(Reply::Error(error)) = &reply
            && error.code == ErrorCode::Unreachable
            && error.message == MOVING
        {
            // Another node took the table between the look at its owner
            // and here: it is that node's now, and relayed to it.
            return self.route_once(app, user, message).await;
        }
        reply
    }

    async fn route_once(
        &mut self,
        app: &App,
        user: &User,
        message: ClientMessage,
    ) -> Option<Reply> {
        // A table another node runs (its commands and its chat) is that
        // node's to answer; a message about no table stays here.
        match relay::route(app, &message, &mut self.relay, self.cookie.as_ref()).await {
            Routed::Relayed => {
                if let ClientMessage::Table {
                    command: TableCommand::Open { .. },
                    ..
                } = message
                {
                    self.table = None;
                }
                return None;
            }
            Routed::Unreachable(why) => {
                return Some(ErrorFrame::new(ErrorCode::Unreachable, why).into());
            }
            Routed::Here => {}
        }
        match message {
            ClientMessage::Lobby => {
                let mut receiver = app.inner.lobby.subscribe();
                receiver.mark_changed();
                self.lobby = Some(receiver);
                self.chat.entered_lobby();
                None
            }
            ClientMessage::Table { table, command } => {
                let _timer = crate::metrics::ActionTimer::new(&command);
                // The edge: the message's table number becomes a table's id.
                self.table_command(app, user, TableId::new(table), command)
                    .await
                    .err()
                    .map(Reply::from)
            }
            ClientMessage::Chat(command) => self.chat_command(app, user, command).await,
        }
    }

    async fn chat_command(
        &mut self,
        app: &App,
        user: &User,
        command: ChatCommand,
    ) -> Option<Reply> {
        self.chat
            .handle(app, user, command)
            .await
            .unwrap_or_else(|refused| Some(refused.into()))
    }

    /// A command for table `id`, run by its actor here.
    async fn table_command(
        &mut self,
        app: &App,
        user: &User,
        id: TableId,
        command: TableCommand,
    ) -> Result<(), ErrorFrame> {
        let opening = matches!(command, TableCommand::Open { .. });
        if !opening
            && self
                .table
                .as_ref()
                .is_some_and(|t| t.id == id && t.watching)
        {
            return Err(ErrorFrame::new(
                ErrorCode::Watching,
                "you are watching this table; watchers cannot play",
            ));
        }
        let handle = match app.table(id).await {
            Ok(handle) => handle,
            Err(Unopened::Missing) => {
                return Err(ErrorFrame::new(ErrorCode::NoTable, "no such table"));
            }
            // Another node took the table over between the relay's look at
            // its owner and here, or its owner stopped renewing the lease
            // and nobody has taken it yet: it is moving. Asked again (here,
            // once, then by the client), it is relayed to the new owner or
            // run here.
            Err(Unopened::NotNow) => {
                return Err(ErrorFrame::new(ErrorCode::Unreachable, MOVING));
            }
        };
        let result = match command {
            TableCommand::Open { key } => match handle.open(user.id, key.as_deref()).await {
                Ok(mut watched) => {
                    // The full current view first, then every change.
                    watched.updates.mark_changed();
                    let seated = watched.seat.is_some();
                    self.table = Some(Opened {
                        id,
                        updates: watched.updates,
                        watching: !seated,
                    });
                    let deaf = seated && watched.watchers_apart;
                    self.chat.entered_table(id, deaf);
                    Ok(())
                }
                Err(e) => Err(e),
            },
            TableCommand::Act { version, mv } => handle.act(user.id, version, mv).await,
            TableCommand::Resign => handle.resign(user.id).await,
            TableCommand::Pick { count, seed } => handle.pick_seeded(user.id, count, seed).await,
            TableCommand::AutoPick { seed } => handle.pick_seeded(user.id, usize::MAX, seed).await,
            TableCommand::AutoDraw { version } => handle.auto_draw(user.id, version).await,
            TableCommand::Rematch => rematch(app, user, id, &handle).await,
            TableCommand::Next => handle.next_hand(user.id).await,
        };
        result.map_err(|e| e.frame())
    }
}

/// A rematch offered, or accepted: once both offered, the new table opens
/// with the old one's chat option, before anyone is told of it.
async fn rematch(
    app: &App,
    user: &User,
    id: TableId,
    handle: &crate::table::TableHandle,
) -> Result<(), TableError> {
    let Some(rematch) = handle.rematch(user.id).await? else {
        return Ok(());
    };
    let new_table = app
        .inner
        .lobby
        .open_rematch(&app.inner.store, rematch, app.inner.config.timing())
        .await?;
    let store = &app.inner.store;
    if store.watchers_apart(id).await.unwrap_or(false)
        && let Err(e) = store.set_watchers_apart(new_table, true).await
    {
        tracing::error!(error = %e, table = new_table.get(), "watchers_apart not kept");
    }
    handle.rematch_opened(new_table).await;
    Ok(())
}
