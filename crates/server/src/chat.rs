//! Chat in the lobby and at each table: the text a message may hold
//! ([`ChatText`]), each user's rate ([`Window`]), and the hub that stores a
//! message and hands it to every socket in its room, minus those that
//! muted its author (docs/protocol.md, "Chat").

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use dominoes_wire::ChatCommand;
use tokio::sync::broadcast;

use crate::App;
use crate::ids::{TableId, UserId};
use crate::protocol::{
    ChatHistory, ChatMessage, ChatTag, ErrorCode, ErrorFrame, Muted, MutedTag, Reply, Reported,
    ReportedTag,
};
use crate::store::{ChatRow, Store, User};

/// The longest message, in characters.
pub const MAX_CHARS: usize = 200;
/// A user may send this many messages ...
pub const RATE_COUNT: usize = 5;
/// ... in any window this long.
pub const RATE_WINDOW: Duration = Duration::from_secs(10);
/// How many earlier messages a socket is sent when it enters a room.
const HISTORY: i64 = 50;
/// Messages queued for a slow socket before it misses the oldest.
const BACKLOG: usize = 256;
/// Users whose windows are kept before the quiet ones are forgotten.
const WINDOWS: usize = 4096;

/// A message's text, checked: 1 to [`MAX_CHARS`] characters once trimmed,
/// no control character and no bidirectional override (which would make
/// text read differently from what it says). Never HTML: clients show it
/// as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatText(String);

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseChatError {
    #[error("a chat message is not empty")]
    Empty,
    #[error("a chat message is at most {MAX_CHARS} characters, not {0}")]
    TooLong(usize),
    #[error("a chat message holds no control characters (U+{0:04X})")]
    Control(u32),
}

impl ChatText {
    /// # Errors
    /// If the trimmed text is empty, too long, or holds a control character.
    pub fn parse(text: &str) -> Result<ChatText, ParseChatError> {
        let text = text.trim();
        if let Some(c) = text.chars().find(|&c| is_refused(c)) {
            return Err(ParseChatError::Control(u32::from(c)));
        }
        match text.chars().count() {
            0 => Err(ParseChatError::Empty),
            n if n > MAX_CHARS => Err(ParseChatError::TooLong(n)),
            _ => Ok(ChatText(text.to_owned())),
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Control characters (tabs and newlines too) and the invisible marks
/// that reorder text.
fn is_refused(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200E}' | '\u{200F}' | '\u{061C}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// The times of a user's last messages: at most [`RATE_COUNT`] in any
/// [`RATE_WINDOW`]. Pure: fed the time, tested with fixed instants.
#[derive(Debug, Default)]
pub struct Window {
    sent: VecDeque<Instant>,
}

impl Window {
    /// Counts a message at `now` if the rate allows it.
    pub fn allow(&mut self, now: Instant) -> bool {
        while self
            .sent
            .front()
            .is_some_and(|&t| now.duration_since(t) >= RATE_WINDOW)
        {
            self.sent.pop_front();
        }
        if self.sent.len() >= RATE_COUNT {
            return false;
        }
        self.sent.push_back(now);
        true
    }

    fn is_quiet(&self, now: Instant) -> bool {
        self.sent
            .back()
            .is_none_or(|&t| now.duration_since(t) >= RATE_WINDOW)
    }
}

/// Every message said, to every socket, which keeps those of its rooms;
/// in a cluster, every node's (bus.rs `Message::Chat`).
#[derive(Debug)]
pub struct Hub {
    lines: broadcast::Sender<Arc<Line>>,
    windows: Mutex<HashMap<UserId, Window>>,
    /// Where a line said here goes for the other nodes (none: alone).
    outbox: std::sync::OnceLock<tokio::sync::mpsc::UnboundedSender<crate::bus::Message>>,
}

/// A message as said, and its frame.
#[derive(Debug)]
pub struct Line {
    row: ChatRow,
    frame: Arc<str>,
}

impl Default for Hub {
    fn default() -> Hub {
        Hub {
            lines: broadcast::channel(BACKLOG).0,
            windows: Mutex::default(),
            outbox: std::sync::OnceLock::new(),
        }
    }
}

impl Hub {
    /// Joins the cluster: lines said here go to `outbox` (the bus).
    pub fn attach(&self, outbox: tokio::sync::mpsc::UnboundedSender<crate::bus::Message>) {
        let _ = self.outbox.set(outbox);
    }

    /// A line said on another node: to this node's sockets, and counted
    /// against its author's rate here too (a rate holds across nodes).
    pub fn heard(&self, row: ChatRow, frame: String) {
        let _ = self.allow(row.author, Instant::now());
        let _ = self.lines.send(Arc::new(Line {
            row,
            frame: frame.into(),
        }));
    }

    /// A line said here: to this node's sockets and the other nodes'.
    fn said(&self, row: ChatRow, frame: Arc<str>) {
        if let Some(outbox) = self.outbox.get() {
            let _ = outbox.send(crate::bus::Message::Chat {
                row: row.clone(),
                frame: frame.to_string(),
            });
        }
        // No socket listening is not an error: the message is stored.
        let _ = self.lines.send(Arc::new(Line { row, frame }));
    }

    /// Whether `user` may send a message now (counting it if so).
    fn allow(&self, user: UserId, now: Instant) -> bool {
        let mut windows = self
            .windows
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if windows.len() >= WINDOWS {
            windows.retain(|_, w| !w.is_quiet(now));
        }
        windows.entry(user).or_default().allow(now)
    }
}

/// One socket's side of the chat: its rooms and its user's mutes.
#[derive(Debug)]
pub struct Listener {
    lines: broadcast::Receiver<Arc<Line>>,
    store: Store,
    user: UserId,
    /// Read from the account when first needed: the first line heard, or
    /// a room's history. A socket that only plays (a relay's, to a table's
    /// node, or a player's page at a quiet table) never reads them.
    mutes: Option<HashSet<UserId>>,
    /// The read of the mutes under way, if one is.
    reading: Option<tokio::task::JoinHandle<Vec<UserId>>>,
    /// A line in one of the socket's rooms, kept while the mutes are read
    /// for it: [`Listener::next`] is one branch of the socket's `select!`
    /// and may be dropped in the middle, and the line is not lost.
    held: Option<Arc<Line>>,
    lobby: bool,
    table: Option<TableId>,
    /// This socket's user is a player at `table`, which keeps its
    /// watchers' messages from its players.
    deaf_to_watchers: bool,
}

impl Listener {
    /// A listener for `user`, in no room yet.
    pub fn new(app: &App, user: &User) -> Listener {
        Listener {
            lines: app.inner.chat.lines.subscribe(),
            store: app.inner.store.clone(),
            user: user.id,
            mutes: None,
            reading: None,
            held: None,
            lobby: false,
            table: None,
            deaf_to_watchers: false,
        }
    }

    /// The mutes kept in the account, read once (unreadable: none, and
    /// everyone is heard).
    /// The read runs as a task of its own, kept here: a caller dropped
    /// while it waits (`next` is one branch of the socket's `select!`)
    /// resumes the same read next time instead of starting another.
    async fn read_mutes(&mut self) {
        if self.mutes.is_some() {
            return;
        }
        let (store, user) = (self.store.clone(), self.user);
        let reading = self.reading.get_or_insert_with(|| {
            tokio::spawn(async move {
                store.mutes(user).await.unwrap_or_else(|e| {
                    tracing::error!(error = %e, "mutes could not be read");
                    Vec::new()
                })
            })
        });
        let mutes = reading.await.unwrap_or_default();
        self.reading = None;
        self.mutes = Some(mutes.into_iter().collect());
    }

    /// The next message for this socket: in one of its rooms, by someone
    /// not muted. Pending while there is none.
    pub async fn next(&mut self) -> Arc<str> {
        loop {
            let line = match self.held.take() {
                Some(line) => line,
                None => match self.lines.recv().await {
                    Ok(line) => line,
                    Err(broadcast::error::RecvError::Lagged(_)) => continue,
                    Err(broadcast::error::RecvError::Closed) => std::future::pending().await,
                },
            };
            if !self.in_room(&line.row) {
                continue;
            }
            if self.mutes.is_none() {
                self.held = Some(Arc::clone(&line));
                self.read_mutes().await;
                self.held = None;
            }
            if self.hears(&line.row) {
                return Arc::clone(&line.frame);
            }
        }
    }

    fn in_room(&self, row: &ChatRow) -> bool {
        match row.table {
            None => self.lobby,
            Some(table) => self.table == Some(table) && !(row.watcher && self.deaf_to_watchers),
        }
    }

    fn hears(&self, row: &ChatRow) -> bool {
        self.in_room(row) && !self.mutes.as_ref().is_some_and(|m| m.contains(&row.author))
    }

    /// The socket asked for the lobby: it hears the lobby's chat from now on.
    pub fn entered_lobby(&mut self) {
        self.lobby = true;
    }

    /// The socket opened `table`: it hears that table's chat from now on
    /// (and no other table's), but for the watchers' if `deaf_to_watchers`
    /// (a player at a table that keeps its watchers apart).
    pub fn entered_table(&mut self, table: TableId, deaf_to_watchers: bool) {
        self.table = Some(table);
        self.deaf_to_watchers = deaf_to_watchers;
    }

    /// The recent messages of a room this socket is in.
    async fn history(
        &mut self,
        app: &App,
        room: Option<TableId>,
    ) -> Result<Option<Reply>, ErrorFrame> {
        if room.is_some() && room != self.table {
            return Err(ErrorFrame::new(
                ErrorCode::NotInRoom,
                "open the table to read its chat",
            ));
        }
        self.read_mutes().await;
        let rows = app
            .inner
            .store
            .chat(room, None, HISTORY)
            .await
            .map_err(|e| internal(&e))?;
        let history = ChatHistory::new(
            room.map(TableId::get),
            rows.iter()
                .filter(|row| self.hears(row))
                .map(ChatMessage::from)
                .collect(),
        );
        Ok(Some(Reply::ChatHistory(history)))
    }

    /// Answers a chat message: said in a room, a room's history, a mute
    /// or a report.
    pub async fn handle(
        &mut self,
        app: &App,
        user: &User,
        command: ChatCommand,
    ) -> Result<Option<Reply>, ErrorFrame> {
        match command {
            // The edge of the chat: a room's number becomes a table's id.
            ChatCommand::Say { table, text } => {
                self.say(app, user, table.map(TableId::new), &text).await
            }
            ChatCommand::History { table } => self.history(app, table.map(TableId::new)).await,
            ChatCommand::Mute { name, on } => self.mute(app, user, &name, on).await,
            ChatCommand::Report { message } => report(app, user, message).await,
        }
    }

    async fn say(
        &self,
        app: &App,
        user: &User,
        table: Option<TableId>,
        text: &str,
    ) -> Result<Option<Reply>, ErrorFrame> {
        if user.guest {
            return Err(ErrorFrame::new(
                ErrorCode::GuestChat,
                "guests can read the chat but not write in it; register to talk",
            ));
        }
        let text = ChatText::parse(text)
            .map_err(|e| ErrorFrame::new(ErrorCode::BadChat, e.to_string()))?;
        if table.is_some() && table != self.table {
            return Err(ErrorFrame::new(
                ErrorCode::NotInRoom,
                "open the table to talk at it",
            ));
        }
        if !app.inner.chat.allow(user.id, Instant::now()) {
            return Err(ErrorFrame::new(
                ErrorCode::RateLimited,
                format!(
                    "at most {RATE_COUNT} chat messages in {} seconds; wait a moment",
                    RATE_WINDOW.as_secs()
                ),
            ));
        }
        let store = &app.inner.store;
        let game = match table {
            None => None,
            Some(id) => store.game(id).await.map_err(|e| internal(&e))?,
        };
        let watcher = table.is_some() && game.as_ref().is_none_or(|g| !g.seats_user(user.id));
        // At a table of four, table chat reaches every seated player, the
        // partner too: a seated player's waits while a hand is live
        // (RULES.md section 9). A table this node does not run counts as
        // live while its game is.
        if let Some(game) = game
            .as_ref()
            .filter(|g| !watcher && g.settings.deal_size.seats().count() == 4)
        {
            let live = match app.table(game.id).await {
                Ok(handle) => handle.hand_live(),
                Err(_) => game.status == crate::store::GameStatus::Live,
            };
            if live {
                return Err(ErrorFrame::new(
                    ErrorCode::PartnersChat,
                    "a table of four talks between hands: partners do not talk while a hand is live",
                ));
            }
        }
        let row = store
            .add_chat(table, user.id, text.as_str(), watcher)
            .await
            .map_err(|e| internal(&e))?;
        let frame = serde_json::to_string(&ChatMessage::from(&row))
            .expect("a chat message serialises")
            .into();
        app.inner.chat.said(row, frame);
        Ok(None)
    }

    /// Hears `muted` no more (`on`), or again. Before the mutes are read
    /// there is nothing to change: the account, read later, has it.
    pub fn set_mute(&mut self, muted: UserId, on: bool) {
        if let Some(mutes) = &mut self.mutes {
            if on {
                mutes.insert(muted);
            } else {
                mutes.remove(&muted);
            }
        }
    }

    async fn mute(
        &mut self,
        app: &App,
        user: &User,
        name: &str,
        on: bool,
    ) -> Result<Option<Reply>, ErrorFrame> {
        let store = &app.inner.store;
        let Some((muted, _)) = store.user_by_name(name).await.map_err(|e| internal(&e))? else {
            return Err(ErrorFrame::new(
                ErrorCode::NoPlayer,
                format!("no player {name}"),
            ));
        };
        if muted.id == user.id {
            return Err(ErrorFrame::new(
                ErrorCode::MuteSelf,
                "you cannot mute yourself",
            ));
        }
        store
            .set_mute(user.id, muted.id, on)
            .await
            .map_err(|e| internal(&e))?;
        self.set_mute(muted.id, on);
        // The user's other sockets, on every node, follow.
        app.inner.lobby.presence.muted(user.id, muted.id, on);
        Ok(Some(Reply::Muted(Muted {
            name: muted.name,
            on,
            tag: MutedTag::Tag,
        })))
    }
}

async fn report(app: &App, user: &User, message: i64) -> Result<Option<Reply>, ErrorFrame> {
    match app.inner.store.report_chat(message, user.id).await {
        Ok(Some(())) => Ok(Some(Reply::Reported(Reported {
            message,
            tag: ReportedTag::Tag,
        }))),
        Ok(None) => Err(ErrorFrame::new(
            ErrorCode::NoMessage,
            format!("no chat message {message}"),
        )),
        Err(e) => Err(internal(&e)),
    }
}

fn internal(error: &crate::store::StoreError) -> ErrorFrame {
    tracing::error!(%error, "chat");
    ErrorFrame::new(
        ErrorCode::NotSaved,
        "the server could not save that; nothing changed",
    )
}

impl From<&ChatRow> for ChatMessage {
    fn from(row: &ChatRow) -> ChatMessage {
        ChatMessage {
            at: row.at,
            from: row.from.clone(),
            id: row.id,
            table: row.table.map(TableId::get),
            text: row.text.clone(),
            tag: ChatTag::Tag,
            watcher: row.watcher,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_trimmed_and_kept_as_it_is_written() {
        let text = ChatText::parse("  <img src=x onerror=alert(1)> ").expect("text");
        assert_eq!(text.as_str(), "<img src=x onerror=alert(1)>");
        assert_eq!(
            ChatText::parse("é".repeat(200).as_str()).map(|t| t.0.chars().count()),
            Ok(200)
        );
    }

    #[test]
    fn empty_long_and_control_text_is_refused() {
        assert_eq!(ChatText::parse("   "), Err(ParseChatError::Empty));
        assert_eq!(
            ChatText::parse(&"a".repeat(201)),
            Err(ParseChatError::TooLong(201))
        );
        assert_eq!(ChatText::parse("a\u{7}b"), Err(ParseChatError::Control(7)));
        assert_eq!(ChatText::parse("a\nb"), Err(ParseChatError::Control(10)));
        assert_eq!(
            ChatText::parse("a\u{202E}b"),
            Err(ParseChatError::Control(0x202E))
        );
    }

    #[test]
    fn five_messages_in_ten_seconds_then_wait() {
        let start = Instant::now();
        let mut window = Window::default();
        for n in 0..5 {
            assert!(window.allow(start + Duration::from_secs(n)), "message {n}");
        }
        assert!(!window.allow(start + Duration::from_secs(9)), "a sixth");
        assert!(
            window.allow(start + Duration::from_secs(10)),
            "the first has left the window"
        );
        assert!(!window.allow(start + Duration::from_secs(10)));
    }

    fn said(author: i64, table: Option<i64>, watcher: bool) -> ChatRow {
        ChatRow {
            at: 0,
            author: UserId::new(author),
            from: format!("user{author}"),
            id: 1,
            table: table.map(TableId::new),
            text: "hi".into(),
            watcher,
        }
    }

    #[tokio::test]
    async fn a_socket_hears_its_rooms_but_not_its_mutes_nor_watchers_kept_apart() {
        let hub = Hub::default();
        let mut listener = Listener {
            lines: hub.lines.subscribe(),
            store: crate::store::testing::store().await,
            user: UserId::new(1),
            mutes: Some(HashSet::from([UserId::new(9)])),
            reading: None,
            held: None,
            lobby: true,
            table: Some(TableId::new(12)),
            deaf_to_watchers: false,
        };
        assert!(listener.hears(&said(1, None, false)));
        assert!(listener.hears(&said(1, Some(12), false)));
        assert!(
            listener.hears(&said(1, Some(12), true)),
            "a watcher, heard by default"
        );
        assert!(!listener.hears(&said(1, Some(13), false)), "another table");
        assert!(!listener.hears(&said(9, None, false)), "muted");
        listener.deaf_to_watchers = true;
        assert!(!listener.hears(&said(1, Some(12), true)), "kept apart");
        assert!(listener.hears(&said(1, Some(12), false)), "a player");
        listener.lobby = false;
        assert!(!listener.hears(&said(1, None, false)), "not in the lobby");
    }

    /// The mutes are read when the first line in a room comes, not before:
    /// a muted author's line is passed over, the next one heard.
    #[tokio::test]
    async fn the_mutes_are_read_with_the_first_line_heard() {
        let store = crate::store::testing::store().await;
        let ann = crate::store::testing::register(&store, "ann").await;
        let bob = crate::store::testing::register(&store, "bob").await;
        store.set_mute(ann.id, bob.id, true).await.unwrap();
        let hub = Hub::default();
        let mut listener = Listener {
            lines: hub.lines.subscribe(),
            store,
            user: ann.id,
            mutes: None,
            reading: None,
            held: None,
            lobby: false,
            table: None,
            deaf_to_watchers: false,
        };
        listener.entered_lobby();
        assert!(listener.mutes.is_none(), "entering a room reads nothing");
        for author in [bob.id.get(), 7] {
            let row = said(author, None, false);
            let frame = Arc::from(format!("from {author}"));
            let _ = hub.lines.send(Arc::new(Line { row, frame }));
        }
        assert_eq!(&*listener.next().await, "from 7");
        assert_eq!(listener.mutes, Some(HashSet::from([bob.id])));
    }

    #[test]
    fn quiet_windows_are_forgotten_when_there_are_many() {
        let hub = Hub::default();
        let start = Instant::now();
        for user in 0..i64::try_from(WINDOWS).unwrap() {
            assert!(hub.allow(UserId::new(user), start));
        }
        assert!(hub.allow(UserId::new(-1), start + RATE_WINDOW));
        assert_eq!(hub.windows.lock().unwrap().len(), 1);
    }
}
