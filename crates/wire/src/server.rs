//! What the server sends, as types: the WebSocket's messages (updates, the
//! lobby, notices, chat, refusals) and the small HTTP answers a client
//! reads (a table opened, a seat taken, an error). The server serialises
//! these; test and load clients decode the same frames back into them, so
//! both sides speak one set of types. docs/protocol.md shows what each
//! serialises to (crates/server's `protocol/tests.rs` reads its examples
//! back into them).
//!
//! Most messages were first built as `serde_json::Value`s, whose keys come
//! out sorted; their fields are declared in sorted order so that clients
//! receive the same bytes. The messages that were typed from the start
//! (`started`) keep their declared order.
//!
//! Reading, unknown fields are ignored (docs/protocol.md: clients ignore
//! fields they do not know), so a newer server's frames still decode.
//!
//! ```
//! use dominoes_wire::server::{ServerMessage, Update};
//!
//! let frame = r#"{"type": "error", "code": "bad_move", "message": "not your turn", "new": 1}"#;
//! let ServerMessage::Error(error) = ServerMessage::decode(frame).unwrap() else {
//!     panic!("an error frame");
//! };
//! assert_eq!(error.message, "not your turn");
//! ```

use std::fmt;
use std::str::FromStr;

use dominoes_bots::Level;
use dominoes_bots::protocol::{HistoryEntry, State};
use dominoes_rules::{HandEnd, Reason, Seat, Team};
use serde::{Deserialize, Serialize};

/// Where a game is: waiting for its second player, being played, or over
/// (finished, or closed before it started).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameStatus {
    Open,
    Live,
    Over,
}

impl GameStatus {
    /// As the frame (and the store's `status` column) writes it.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameStatus::Open => "open",
            GameStatus::Live => "live",
            GameStatus::Over => "over",
        }
    }
}

impl fmt::Display for GameStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A status that is none of `open`, `live` and `over`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("a game status {0:?}")]
pub struct UnknownStatus(pub String);

impl FromStr for GameStatus {
    type Err = UnknownStatus;

    fn from_str(s: &str) -> Result<GameStatus, UnknownStatus> {
        match s {
            "open" => Ok(GameStatus::Open),
            "live" => Ok(GameStatus::Live),
            "over" => Ok(GameStatus::Over),
            other => Err(UnknownStatus(other.to_owned())),
        }
    }
}

/// Told to every socket of a user, whichever page it shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Notice {
    /// Someone joined the user's waiting table: the game has started.
    Started { table: i64, opponent: String },
    /// "Play a person now" found an opponent: the game has started.
    Paired { opponent: String, table: i64 },
    /// The pair's table could not start (chips moved while waiting); the
    /// search has ended.
    /// `code` is a table refusal's (`chips`, `host_chips`, ...), for a
    /// client to say in its person's language; `message` is English.
    PairingFailed { code: String, message: String },
    /// A tournament the user entered seated them: their game of `round`
    /// has started at `table`.
    TournamentGame {
        tournament: i64,
        name: String,
        round: u32,
        opponent: String,
        table: i64,
    },
    /// A tournament the user entered ended (`status` "over") or was
    /// cancelled before it started (`status` "cancelled", every entry fee
    /// refunded).
    TournamentEnded {
        tournament: i64,
        name: String,
        status: String,
    },
    /// A player invites the user to their waiting table (`invite.rs`).
    Invited {
        from: String,
        /// The stored invitation, to decline
        /// (`POST /api/invitations/{id}/decline`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        invitation: Option<i64>,
        /// A private table's key, for the invitee to take the seat with.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        key: Option<String>,
        settings: TableSetup,
        table: i64,
    },
    /// The player the user invited to `table` declined.
    InvitationDeclined { by: String, table: i64 },
}

impl Notice {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a notice always serialises")
    }
}

/// The `type` of a message whose keys are sorted: one variant, so a message
/// cannot carry another's type.
macro_rules! tag {
    ($name:ident, $word:literal) => {
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
        pub enum $name {
            #[default]
            #[serde(rename = $word)]
            Tag,
        }
    };
}

tag!(ErrorTag, "error");
tag!(LobbyTag, "lobby");
tag!(TableTag, "table");
tag!(ChatTag, "chat");
tag!(ChatHistoryTag, "chat_history");
tag!(ReportedTag, "reported");
tag!(MutedTag, "muted");

/// A chat message said in a room the socket is in (docs/protocol.md, "Chat").
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ChatMessage {
    pub at: i64,
    pub from: String,
    pub id: i64,
    /// `None`: the lobby.
    pub table: Option<i64>,
    pub text: String,
    #[serde(rename = "type")]
    pub tag: ChatTag,
    /// Said by someone not seated at the table.
    pub watcher: bool,
}

/// A room's recent messages, oldest first, sent when a socket enters it.
#[derive(Debug, Serialize, Deserialize)]
pub struct ChatHistory {
    pub messages: Vec<ChatMessage>,
    pub table: Option<i64>,
    #[serde(rename = "type")]
    pub tag: ChatHistoryTag,
}

impl ChatHistory {
    pub fn new(table: Option<i64>, messages: Vec<ChatMessage>) -> ChatHistory {
        ChatHistory {
            messages,
            table,
            tag: ChatHistoryTag::Tag,
        }
    }
}

/// A report of a chat message was recorded.
#[derive(Debug, Serialize, Deserialize)]
pub struct Reported {
    pub message: i64,
    #[serde(rename = "type")]
    pub tag: ReportedTag,
}

/// A mute (or its undoing) was recorded: the player named as the client
/// wrote it, and whether their messages are now kept from this account.
#[derive(Debug, Serialize, Deserialize)]
pub struct Muted {
    pub name: String,
    pub on: bool,
    #[serde(rename = "type")]
    pub tag: MutedTag,
}

/// The largest frame a client may send on the socket (and the largest
/// table request relayed to another node).
pub const MAX_FRAME: usize = 8 * 1024;

/// `POST /api/tables/{id}/hint`'s answer: Expert's move and why.
#[derive(Debug, Serialize, Deserialize)]
pub struct HintAnswer {
    /// The move, as the table's `legal` list writes it.
    #[serde(rename = "move")]
    pub best: String,
    /// Why, in English.
    pub reason: String,
    /// Why, as a code and its values (`{"code": "scores", "points": 10}`),
    /// for a client to say in its person's language.
    pub why: serde_json::Value,
}

/// What one socket message is answered with, when it is answered at all
/// (most are answered by the updates they cause): the one way an answer
/// comes back to the socket (`socket::route`).
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub enum Reply {
    ChatHistory(ChatHistory),
    Muted(Muted),
    Reported(Reported),
    Error(ErrorFrame),
}

impl From<ErrorFrame> for Reply {
    fn from(error: ErrorFrame) -> Reply {
        Reply::Error(error)
    }
}

/// A refused or unreadable frame: `{"type": "error", "code": ..., "message": ...}`.
#[derive(Debug, Serialize, Deserialize)]
pub struct ErrorFrame {
    pub code: ErrorCode,
    pub message: String,
    #[serde(rename = "type")]
    pub tag: ErrorTag,
}

impl ErrorFrame {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> ErrorFrame {
        ErrorFrame {
            code,
            message: message.into(),
            tag: ErrorTag::Tag,
        }
    }
}

/// Why a frame was refused: one code per reason, so a client can branch
/// on it (docs/protocol.md lists them; the frame's text is for people).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Not one of the protocol's messages.
    BadMessage,
    /// An `act` whose move is not notation.
    BadMove,
    /// A client seed refused.
    BadSeed,
    /// No such table (or a private one without its key).
    NoTable,
    /// Too many messages, or chat messages.
    RateLimited,
    /// A chat text refused (empty, too long, control characters).
    BadChat,
    /// The table's seats are taken.
    Full,
    /// You have no seat at this table.
    NotSeated,
    /// You already sit at this table.
    AlreadySeated,
    /// You watch this table: watchers do not play.
    Watching,
    /// The game has not started.
    NotStarted,
    /// The game has started.
    Started,
    /// The game is over.
    Over,
    /// The game is not over.
    NotOver,
    /// The hand is not over.
    HandNotOver,
    /// It is not your turn.
    NotYourTurn,
    /// The table has moved on since the version sent.
    Stale,
    /// A move the rules do not allow now.
    Illegal,
    /// The tiles are still being picked.
    Picking,
    /// There are no tiles to pick now.
    NotPicking,
    /// Not enough chips for the wager.
    Chips,
    /// The host no longer covers the wager.
    HostChips,
    /// Guests play only the computer.
    GuestOnly,
    /// The table is closed.
    Closed,
    /// The host has left the table.
    HostLeft,
    /// Hints are only for games against the computer without a wager.
    NoHints,
    /// Undo is only for such games with no clock.
    NoUndo,
    /// No play of yours to take back in this hand.
    NothingToUndo,
    /// The hand is over: its plays stay.
    UndoHandOver,
    /// A tournament's game has no rematch: the tournament opens the next.
    TournamentGame,
    /// Settings no table may have.
    BadSettings,
    /// The server could not save it; nothing changed.
    NotSaved,
    /// The node that owns the table could not be reached.
    Unreachable,
    /// Guests read the chat but do not write in it.
    GuestChat,
    /// A table's chat needs the table open.
    NotInRoom,
    /// No player by that name.
    NoPlayer,
    /// You cannot mute yourself.
    MuteSelf,
    /// No such chat message to report.
    NoMessage,
    /// At a table of four, a seated player's table chat while a hand is
    /// live (partners do not talk during play).
    PartnersChat,
}

impl ErrorCode {
    /// Every code, in docs/protocol.md's order.
    pub const ALL: [ErrorCode; 39] = [
        ErrorCode::BadMessage,
        ErrorCode::BadMove,
        ErrorCode::BadSeed,
        ErrorCode::NoTable,
        ErrorCode::RateLimited,
        ErrorCode::BadChat,
        ErrorCode::Full,
        ErrorCode::NotSeated,
        ErrorCode::AlreadySeated,
        ErrorCode::Watching,
        ErrorCode::NotStarted,
        ErrorCode::Started,
        ErrorCode::Over,
        ErrorCode::NotOver,
        ErrorCode::HandNotOver,
        ErrorCode::NotYourTurn,
        ErrorCode::Stale,
        ErrorCode::Illegal,
        ErrorCode::Picking,
        ErrorCode::NotPicking,
        ErrorCode::Chips,
        ErrorCode::HostChips,
        ErrorCode::GuestOnly,
        ErrorCode::Closed,
        ErrorCode::HostLeft,
        ErrorCode::NoHints,
        ErrorCode::NoUndo,
        ErrorCode::NothingToUndo,
        ErrorCode::UndoHandOver,
        ErrorCode::TournamentGame,
        ErrorCode::BadSettings,
        ErrorCode::NotSaved,
        ErrorCode::Unreachable,
        ErrorCode::GuestChat,
        ErrorCode::NotInRoom,
        ErrorCode::NoPlayer,
        ErrorCode::MuteSelf,
        ErrorCode::NoMessage,
        ErrorCode::PartnersChat,
    ];

    /// The code as the frame writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::BadMessage => "bad_message",
            ErrorCode::BadMove => "bad_move",
            ErrorCode::BadSeed => "bad_seed",
            ErrorCode::NoTable => "no_table",
            ErrorCode::RateLimited => "rate_limited",
            ErrorCode::BadChat => "bad_chat",
            ErrorCode::Full => "full",
            ErrorCode::NotSeated => "not_seated",
            ErrorCode::AlreadySeated => "already_seated",
            ErrorCode::Watching => "watching",
            ErrorCode::NotStarted => "not_started",
            ErrorCode::Started => "started",
            ErrorCode::Over => "over",
            ErrorCode::NotOver => "not_over",
            ErrorCode::HandNotOver => "hand_not_over",
            ErrorCode::NotYourTurn => "not_your_turn",
            ErrorCode::Stale => "stale",
            ErrorCode::Illegal => "illegal",
            ErrorCode::Picking => "picking",
            ErrorCode::NotPicking => "not_picking",
            ErrorCode::Chips => "chips",
            ErrorCode::HostChips => "host_chips",
            ErrorCode::GuestOnly => "guest_only",
            ErrorCode::Closed => "closed",
            ErrorCode::HostLeft => "host_left",
            ErrorCode::NoHints => "no_hints",
            ErrorCode::NoUndo => "no_undo",
            ErrorCode::NothingToUndo => "nothing_to_undo",
            ErrorCode::UndoHandOver => "undo_hand_over",
            ErrorCode::TournamentGame => "tournament_game",
            ErrorCode::BadSettings => "bad_settings",
            ErrorCode::NotSaved => "not_saved",
            ErrorCode::Unreachable => "unreachable",
            ErrorCode::GuestChat => "guest_chat",
            ErrorCode::NotInRoom => "not_in_room",
            ErrorCode::NoPlayer => "no_player",
            ErrorCode::MuteSelf => "mute_self",
            ErrorCode::NoMessage => "no_message",
            ErrorCode::PartnersChat => "partners_chat",
        }
    }
}

impl From<crate::ErrorCode> for ErrorCode {
    fn from(code: crate::ErrorCode) -> ErrorCode {
        match code {
            crate::ErrorCode::BadMessage => ErrorCode::BadMessage,
            crate::ErrorCode::BadMove => ErrorCode::BadMove,
            crate::ErrorCode::BadSeed => ErrorCode::BadSeed,
        }
    }
}

/// The open tables and the games being played, pushed to a socket that
/// asked for the lobby.
#[derive(Debug, Serialize, Deserialize)]
pub struct Lobby {
    /// The games being played, to watch (`open` false, `opponent` set).
    pub live: Vec<Listing>,
    pub tables: Vec<Listing>,
    #[serde(rename = "type")]
    pub tag: LobbyTag,
}

/// A row of the lobby's list (also `GET /api/tables`).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct Listing {
    pub draw: usize,
    /// At a table of four waiting for people: how many of its seats are
    /// free (absent at a table of two, and once the game runs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub free: Option<u32>,
    pub host: String,
    pub host_avatar: String,
    /// Whom to ask whether the host is in the room; never sent.
    #[serde(skip)]
    pub host_id: i64,
    pub id: i64,
    pub minutes: Option<u32>,
    pub open: bool,
    /// Found by its link only: never listed, never sent.
    #[serde(skip)]
    pub private: bool,
    /// Seat 1's player ("Easy bot" for the computer) once the game runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opponent: Option<String>,
    /// A table of four being played (`draw` 5): its four players in seat
    /// order (seats 0 and 2 against 1 and 3); absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<Vec<String>>,
    pub target: u16,
    pub wager: u32,
}

/// A tournament game's place in its tournament (docs/tournaments.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentTag {
    /// The game of the match, from 1 (a best of 3 plays up to 3).
    pub game: u32,
    /// The tournament's id (`GET /api/tournaments/{id}`).
    pub id: i64,
    /// The round, from 1.
    pub round: u32,
}

/// A seat's update: exactly what that seat may see of its table.
///
/// The fields of a hand (from `clock_running` to `turn`) are absent (the
/// outer `None`) until the table has one; inside, `None` is the `null`
/// docs/protocol.md describes.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[allow(
    clippy::option_option,
    reason = "absent (no hand yet) and null are both what clients have always been sent"
)]
pub struct Update {
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub clock_running: Option<Option<Seat>>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub clocks_ms: Option<Option<Vec<u64>>>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub fairness: Option<Option<Fairness>>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub hand_end: Option<Option<HandEnd>>,
    /// A private table's key, in its players' updates only: the link the
    /// host shares carries it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub legal: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub picking: Option<Picking>,
    /// One entry per seat (two or four).
    pub players: Vec<Option<Player>>,
    /// One entry per seat (two or four).
    pub present: Vec<bool>,
    /// Absent at a tournament's game: the tournament opens the next.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch: Option<RematchState>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<GameResult>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub revealed: Option<Option<Vec<Vec<String>>>>,
    pub seat: Seat,
    pub settings: TableSetup,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state: Option<State>,
    pub status: GameStatus,
    pub table: i64,
    /// A tournament's game: which tournament, round and game of the match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<TournamentTag>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub turn: Option<Option<Seat>>,
    #[serde(rename = "type")]
    pub tag: TableTag,
    /// Only in a practice game (the computer, no clock, no wager): whether
    /// this seat has a play of this hand to take back now.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub undo: Option<bool>,
    pub version: u64,
    /// How many sockets watch the game without a seat (players' updates).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub watchers: Option<usize>,
    /// A watcher's update: seat 0's side with no hand, no legal moves and
    /// no tile drawn, held back (docs/protocol.md, "Watching").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub watching: bool,
}

/// A field that is there, even as `null`: `Some(None)`; absent: `None`
/// (through `default`).
#[allow(clippy::option_option, reason = "see `Update`")]
fn present<'de, D, T>(deserializer: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(deserializer).map(Some)
}

/// Someone at a table: a person, or the computer.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct Player {
    pub avatar: String,
    pub bot: bool,
    pub name: String,
}

impl Player {
    /// A person, by their account's name and avatar.
    pub fn person(name: &str, avatar: &str) -> Player {
        Player {
            avatar: avatar.to_owned(),
            bot: false,
            name: name.to_owned(),
        }
    }

    /// The computer at `level`: "Easy bot", with the level's avatar.
    pub fn computer(level: Level) -> Player {
        Player {
            avatar: format!("bot-{}", level.name()),
            bot: true,
            name: format!("{} bot", capitalise(level.name())),
        }
    }
}

fn capitalise(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// A table's settings as its update and the replay show them.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct TableSetup {
    /// 7 or 9 at a table of two; 5 at a table of four (partners, RULES.md
    /// section 9), whose per-seat fields have four entries.
    pub draw: usize,
    pub minutes: Option<u32>,
    /// A private table (found by its link only); absent when not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub private: bool,
    pub target: u16,
    pub wager: u32,
    /// The watchers' chat is kept from the players; absent when not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub watchers_apart: bool,
}

/// The pick phase: how many face-down tiles each seat has picked (one
/// entry per seat: two or four).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct Picking {
    pub face_down: usize,
    pub of: usize,
    pub picked: Vec<usize>,
}

impl Picking {
    pub fn new(picked: &[usize], of: usize) -> Picking {
        Picking {
            face_down: 28usize.saturating_sub(picked.iter().sum()),
            of,
            picked: picked.to_vec(),
        }
    }
}

/// A hand's provable fairness (docs/fairness.md): its commitment at once,
/// its seeds once the hand is over.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct Fairness {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_seeds: Option<Vec<String>>,
    pub commitment: String,
    pub hand_counter: u64,
    /// One entry per seat (two or four).
    pub seeded: Vec<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server_seed: Option<String>,
}

/// Who asked for a rematch, and the new table once both did.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct RematchState {
    pub table: Option<i64>,
    /// One entry per seat (two or four).
    pub wanted: Vec<bool>,
}

/// How a game ended, and what was staked on it.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct GameResult {
    pub reason: Reason,
    pub wager: u32,
    /// The winning seat; at a four-seat table the winning team (0: seats 0
    /// and 2, 1: seats 1 and 3), which is the same number as the first
    /// seat of that team. `None`: nobody won.
    pub winner: Option<Seat>,
}

/// The HTTP error body: `{"error": "...", "code": "...", "args": {...}}`.
/// `error` is a sentence for a developer, in English; `code` names the
/// refusal and `args` its values (a name, a number of seconds), for a
/// client to say in its person's language.
#[derive(Debug, Serialize, Deserialize)]
pub struct ErrorBody {
    pub error: String,
    #[serde(default)]
    pub code: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<serde_json::Value>,
}

/// `{"ok": true}`: done, nothing to add.
#[derive(Debug, Serialize, Deserialize)]
pub struct Done {
    pub ok: bool,
}

pub const DONE: Done = Done { ok: true };

/// `GET /healthz` when the database does not answer:
/// `{"error": "the database does not answer", "ok": false}` (up, it is
/// [`DONE`]).
#[derive(Debug, Serialize, Deserialize)]
pub struct Unhealthy {
    pub error: String,
    pub ok: bool,
}

/// `POST /api/tables`: the new table.
#[derive(Debug, Serialize, Deserialize)]
pub struct Opened {
    /// A private table's key: its link is `/#table/{table}/{key}`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    pub table: i64,
}

/// `POST /api/tables/{id}/join`: the seat taken.
#[derive(Debug, Serialize, Deserialize)]
pub struct Joined {
    pub seat: Seat,
    pub table: i64,
}

/// Any frame the server sends on the socket, read by its `type`. A type
/// this client does not know is [`ServerMessage::Other`]: clients ignore
/// it (docs/protocol.md).
#[derive(Debug)]
pub enum ServerMessage {
    /// `table`: a seat's (or a watcher's) update.
    Table(Box<Update>),
    Lobby(Lobby),
    Error(ErrorFrame),
    Chat(ChatMessage),
    ChatHistory(ChatHistory),
    Reported(Reported),
    Muted(Muted),
    /// `started`, `paired`, `pairing_failed`, `invited`.
    Notice(Notice),
    /// A `type` this client does not know, with the frame as sent.
    Other(String, serde_json::Value),
}

impl ServerMessage {
    /// Reads a text frame. An error: not JSON, no `type`, or a known type
    /// whose fields do not read as its type.
    pub fn decode(text: &str) -> Result<ServerMessage, serde_json::Error> {
        let value: serde_json::Value = serde_json::from_str(text)?;
        ServerMessage::from_value(value)
    }

    /// [`ServerMessage::decode`] of a frame already read as JSON.
    pub fn from_value(value: serde_json::Value) -> Result<ServerMessage, serde_json::Error> {
        use serde::de::Error as _;
        let kind = value
            .get("type")
            .and_then(serde_json::Value::as_str)
            .ok_or_else(|| serde_json::Error::custom("a frame without a \"type\""))?
            .to_owned();
        Ok(match kind.as_str() {
            "table" => ServerMessage::Table(Box::new(serde_json::from_value(value)?)),
            "lobby" => ServerMessage::Lobby(serde_json::from_value(value)?),
            "error" => ServerMessage::Error(serde_json::from_value(value)?),
            "chat" => ServerMessage::Chat(serde_json::from_value(value)?),
            "chat_history" => ServerMessage::ChatHistory(serde_json::from_value(value)?),
            "reported" => ServerMessage::Reported(serde_json::from_value(value)?),
            "muted" => ServerMessage::Muted(serde_json::from_value(value)?),
            "started" | "paired" | "pairing_failed" | "invited" | "tournament_game"
            | "tournament_ended" => ServerMessage::Notice(serde_json::from_value(value)?),
            _ => ServerMessage::Other(kind, value),
        })
    }

    /// The frame's `type`, as sent.
    pub fn kind(&self) -> &str {
        match self {
            ServerMessage::Table(_) => "table",
            ServerMessage::Lobby(_) => "lobby",
            ServerMessage::Error(_) => "error",
            ServerMessage::Chat(_) => "chat",
            ServerMessage::ChatHistory(_) => "chat_history",
            ServerMessage::Reported(_) => "reported",
            ServerMessage::Muted(_) => "muted",
            ServerMessage::Notice(notice) => match notice {
                Notice::Started { .. } => "started",
                Notice::Paired { .. } => "paired",
                Notice::PairingFailed { .. } => "pairing_failed",
                Notice::Invited { .. } => "invited",
                Notice::InvitationDeclined { .. } => "invitation_declined",
                Notice::TournamentGame { .. } => "tournament_game",
                Notice::TournamentEnded { .. } => "tournament_ended",
            },
            ServerMessage::Other(kind, _) => kind,
        }
    }
}

impl Update {
    /// Whether it is this update's seat's turn in a live hand.
    pub fn my_turn(&self) -> bool {
        self.status == GameStatus::Live && self.turn == Some(Some(self.seat))
    }

    /// Whether the hand has ended (and the table waits for `next`).
    pub fn hand_over(&self) -> bool {
        matches!(self.hand_end, Some(Some(_)))
    }

    /// The tiles this seat still has to pick, while the pick phase runs.
    pub fn picks_left(&self) -> Option<usize> {
        let picking = self.picking.as_ref()?;
        let picked = picking.picked[self.seat.index()];
        (picked < picking.of).then(|| picking.of - picked)
    }

    /// The number of the hand being played (0 before the first deal).
    pub fn hand_number(&self) -> usize {
        self.state.as_ref().map_or(0, |state| state.hand_number)
    }
}

/// The `session=...` pair among an HTTP answer's `Set-Cookie` values, if
/// it set the session: what a client sends back in its `Cookie` header.
///
/// ```
/// let set = ["theme=dark; Path=/", "session=abc; Path=/; HttpOnly"];
/// assert_eq!(dominoes_wire::server::session_cookie(set), Some("session=abc"));
/// ```
pub fn session_cookie<'a>(set_cookie: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    set_cookie.into_iter().find_map(|value| {
        value
            .split(';')
            .next()
            .filter(|pair| pair.starts_with("session="))
    })
}

/// `GET /api/games/{id}/replay`: a finished game, frame by frame.
#[derive(Debug, Serialize)]
pub struct Replay {
    /// The table's chat, oldest first.
    pub chat: Vec<ChatMessage>,
    pub frames: Vec<ReplayFrame>,
    pub game: i64,
    /// How many hints the person asked for (0 but against the computer).
    pub hints: u32,
    /// One per seat (two or four).
    pub players: Vec<String>,
    pub result: Option<ReplayResult>,
    pub settings: TableSetup,
    /// How many undos the person used (a practice game); the frames show
    /// only the line that stood.
    pub undos: u32,
}

/// How a replayed game ended (no wager: the replay does not show it).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct ReplayResult {
    pub reason: Reason,
    /// The winning side: at a table of two, the seat of that number.
    pub winner: Option<Team>,
}

/// The game after a deal or an action: seat 0's `state`, with both hands
/// face up, whose turn it is and the hand's end.
#[derive(Debug, Serialize)]
pub struct ReplayFrame {
    pub boneyard: usize,
    pub count: u8,
    pub draw: usize,
    pub ends: std::collections::BTreeMap<String, u8>,
    pub hand: Vec<String>,
    pub hand_end: Option<HandEnd>,
    pub hand_number: usize,
    pub hands: Vec<Vec<String>>,
    pub history: Vec<HistoryEntry>,
    pub leader: Option<Seat>,
    pub scores: [u16; 2],
    pub seat: Seat,
    pub spinner: Option<String>,
    pub target: u16,
    pub tiles_left: Vec<usize>,
    pub turn: Seat,
}

impl ReplayFrame {
    /// `game` as it stands, as a replay shows it: seat 0's side with every
    /// hand face up (a finished game's only: never for a live one).
    pub fn of(game: &dominoes_rules::Game) -> ReplayFrame {
        let view = game.view(Seat::Zero);
        let hands = game
            .omniscient_position()
            .hands()
            .iter()
            .map(|hand| hand.iter().map(|t| t.to_string()).collect())
            .collect();
        ReplayFrame::new(State::of(&view), hands, view.turn, view.hand_end)
    }

    pub fn new(
        state: State,
        hands: Vec<Vec<String>>,
        turn: Seat,
        hand_end: Option<HandEnd>,
    ) -> ReplayFrame {
        ReplayFrame {
            boneyard: state.boneyard,
            count: state.count,
            draw: state.draw,
            ends: state.ends,
            hand: state.hand,
            hand_end,
            hand_number: state.hand_number,
            hands,
            history: state.history,
            leader: state.leader,
            scores: state.scores,
            seat: state.seat,
            spinner: state.spinner,
            target: state.target,
            tiles_left: state.tiles_left,
            turn,
        }
    }
}
