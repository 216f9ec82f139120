//! Everything the server sends, as types: the WebSocket's messages and the
//! HTTP routes' JSON bodies. docs/protocol.md shows what these serialise to,
//! and `protocol/tests.rs` reads its examples back into them, so the two
//! cannot drift apart.
//!
//! Most messages were first built as `serde_json::Value`s, whose keys come
//! out sorted; their fields are declared in sorted order so that clients
//! receive the same bytes (the tests check each against its `Value`). The
//! messages that were typed from the start (`started`, `GET
//! /api/tables/mine`) keep their declared order.
//!
//! They live here, not in `dominoes-wire`: a seat's update carries the bot
//! protocol's `state` (crates/bots) and the store's rows, and the wire crate
//! depends on the rules and serde only.

use dominoes_bots::Level;
use dominoes_bots::protocol::State;
use dominoes_rules::{HandEnd, Reason, Seat};
use serde::{Deserialize, Serialize};

use crate::store::{GameRow, GameStatus, GameSummary, RatingPoint, User};

/// Told to every socket of a user, whichever page it shows.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Notice {
    /// Someone joined the user's waiting table: the game has started.
    Started { table: i64, opponent: String },
    /// "Play a person now" found an opponent: the game has started.
    Paired { opponent: String, table: i64 },
    /// The pair's table could not start (chips moved while waiting); the
    /// search has ended.
    PairingFailed { message: String },
    /// A player invites the user to their waiting table (`invite.rs`).
    Invited {
        from: String,
        /// A private table's key, for the invitee to take the seat with.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        key: Option<String>,
        settings: TableSetup,
        table: i64,
    },
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
#[serde(deny_unknown_fields)]
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
#[serde(deny_unknown_fields)]
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

/// `GET /api/online`: who is in the room and how many games are live.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Online {
    /// How many users have a page of the room open.
    pub count: usize,
    /// How many games are being played.
    pub live: i64,
    /// The first 100 of them, by name.
    pub players: Vec<crate::store::OnlinePlayer>,
}

/// A report of a chat message was recorded.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reported {
    pub message: i64,
    #[serde(rename = "type")]
    pub tag: ReportedTag,
}

/// A mute (or its undoing) was recorded: the player named as the client
/// wrote it, and whether their messages are now kept from this account.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
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
    pub reason: String,
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
#[serde(deny_unknown_fields)]
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
}

impl ErrorCode {
    /// Every code, in docs/protocol.md's order.
    pub const ALL: [ErrorCode; 37] = [
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
        ErrorCode::BadSettings,
        ErrorCode::NotSaved,
        ErrorCode::Unreachable,
        ErrorCode::GuestChat,
        ErrorCode::NotInRoom,
        ErrorCode::NoPlayer,
        ErrorCode::MuteSelf,
        ErrorCode::NoMessage,
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
            ErrorCode::BadSettings => "bad_settings",
            ErrorCode::NotSaved => "not_saved",
            ErrorCode::Unreachable => "unreachable",
            ErrorCode::GuestChat => "guest_chat",
            ErrorCode::NotInRoom => "not_in_room",
            ErrorCode::NoPlayer => "no_player",
            ErrorCode::MuteSelf => "mute_self",
            ErrorCode::NoMessage => "no_message",
        }
    }
}

impl From<dominoes_wire::ErrorCode> for ErrorCode {
    fn from(code: dominoes_wire::ErrorCode) -> ErrorCode {
        match code {
            dominoes_wire::ErrorCode::BadMessage => ErrorCode::BadMessage,
            dominoes_wire::ErrorCode::BadMove => ErrorCode::BadMove,
            dominoes_wire::ErrorCode::BadSeed => ErrorCode::BadSeed,
        }
    }
}

/// The open tables and the games being played, pushed to a socket that
/// asked for the lobby.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lobby {
    /// The games being played, to watch (`open` false, `opponent` set).
    pub live: Vec<Listing>,
    pub tables: Vec<Listing>,
    #[serde(rename = "type")]
    pub tag: LobbyTag,
}

/// A row of the lobby's list (also `GET /api/tables`).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Listing {
    pub draw: usize,
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
    pub target: u16,
    pub wager: u32,
}

/// A seat's update: exactly what that seat may see of its table.
///
/// The fields of a hand (from `clock_running` to `turn`) are absent (the
/// outer `None`) until the table has one; inside, `None` is the `null`
/// docs/protocol.md describes.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
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
    pub clocks_ms: Option<Option<[u64; 2]>>,
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
    pub players: [Option<Player>; 2],
    pub present: [bool; 2],
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch: Option<RematchState>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<GameResult>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "present"
    )]
    pub revealed: Option<Option<[Vec<String>; 2]>>,
    pub seat: Seat,
    pub settings: TableSetup,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state: Option<State>,
    pub status: GameStatus,
    pub table: i64,
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
#[serde(deny_unknown_fields)]
pub struct Player {
    pub avatar: String,
    pub bot: bool,
    pub name: String,
}

impl Player {
    /// A person, by their name and avatar.
    pub fn person(user: &User) -> Player {
        Player {
            avatar: user.avatar.clone(),
            bot: false,
            name: user.name.clone(),
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
#[serde(deny_unknown_fields)]
pub struct TableSetup {
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

/// The pick phase: how many face-down tiles each seat has picked.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Picking {
    pub face_down: usize,
    pub of: usize,
    pub picked: [usize; 2],
}

impl Picking {
    pub fn new(picked: [usize; 2], of: usize) -> Picking {
        Picking {
            face_down: 28 - picked[0] - picked[1],
            of,
            picked,
        }
    }
}

/// A hand's provable fairness (docs/fairness.md): its commitment at once,
/// its seeds once the hand is over.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Fairness {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_seeds: Option<[String; 2]>,
    pub commitment: String,
    pub hand_counter: u64,
    pub seeded: [bool; 2],
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server_seed: Option<String>,
}

/// Who asked for a rematch, and the new table once both did.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct RematchState {
    pub table: Option<i64>,
    pub wanted: [bool; 2],
}

/// How a game ended, and what was staked on it.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct GameResult {
    pub reason: Reason,
    pub wager: u32,
    pub winner: Option<Seat>,
}

/// The HTTP error body: `{"error": "..."}`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ErrorBody {
    pub error: String,
}

/// `{"ok": true}`: done, nothing to add.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Done {
    pub ok: bool,
}

pub const DONE: Done = Done { ok: true };

/// `GET /healthz` when the database does not answer:
/// `{"error": "the database does not answer", "ok": false}` (up, it is
/// [`DONE`]).
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Unhealthy {
    pub error: String,
    pub ok: bool,
}

/// The signed-in user (`/api/me`, registering, signing in, a guest).
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Me {
    pub avatar: String,
    pub chips: i64,
    pub guest: bool,
    pub id: i64,
    pub name: String,
}

impl Me {
    pub fn new(user: &User) -> Me {
        Me {
            avatar: user.avatar.clone(),
            chips: user.chips,
            guest: user.guest,
            id: user.id,
            name: user.name.clone(),
        }
    }
}

/// `POST /api/tables`: the new table.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Opened {
    /// A private table's key: its link is `/#table/{table}/{key}`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    pub table: i64,
}

/// `POST /api/tables/{id}/join`: the seat taken.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Joined {
    pub seat: Seat,
    pub table: i64,
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
    pub players: [String; 2],
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
    pub winner: Option<Seat>,
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
    pub hands: [Vec<String>; 2],
    pub history: Vec<dominoes_bots::protocol::HistoryEntry>,
    pub leader: Option<Seat>,
    pub scores: [u16; 2],
    pub seat: Seat,
    pub spinner: Option<String>,
    pub target: u16,
    pub tiles_left: [usize; 2],
    pub turn: Seat,
}

impl ReplayFrame {
    pub fn new(
        state: State,
        hands: [Vec<String>; 2],
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

/// `GET /api/players/{name}`: a player's page.
#[derive(Debug, Serialize)]
pub struct PlayerPage {
    pub avatar: String,
    pub chips: i64,
    pub deviation: Option<f64>,
    pub games: Vec<GameSummary>,
    pub guest: bool,
    pub history: Vec<RatingPoint>,
    /// Whether the signed-in visitor has muted this player's chat (false for
    /// a visitor who is not signed in).
    pub muted: bool,
    pub name: String,
    /// Whether they have a page of the room open now.
    pub online: bool,
    pub played: usize,
    pub rating: Option<f64>,
    pub wins: usize,
}

/// `GET /api/tables/mine`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MyTables {
    pub tables: Vec<MyTable>,
}

/// One of a player's games waiting for an opponent or being played.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MyTable {
    pub id: i64,
    /// `open` (waiting for an opponent) or `live`.
    pub status: GameStatus,
    pub draw: usize,
    pub target: u16,
    pub minutes: Option<u32>,
    pub wager: u32,
    /// The opponent's name: a person's, or "Easy bot"; `None` while the
    /// seat is empty.
    pub opponent: Option<String>,
    pub opponent_avatar: Option<String>,
    pub computer: bool,
    /// A private table's key (the caller's own table): for its link.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
}

impl MyTable {
    pub fn new(game: GameRow, opponent: Option<(String, String)>) -> MyTable {
        let computer = game.bot_level.is_some();
        let (opponent, opponent_avatar) = match (opponent, game.bot_level) {
            (Some((name, avatar)), _) => (Some(name), Some(avatar)),
            (None, Some(level)) => {
                let computer = Player::computer(level);
                (Some(computer.name), Some(computer.avatar))
            }
            (None, None) => (None, None),
        };
        MyTable {
            id: game.id,
            status: game.status,
            draw: game.settings.deal_size.tiles(),
            target: game.settings.target.points(),
            minutes: game.minutes,
            wager: game.wager,
            opponent,
            opponent_avatar,
            computer,
            key: game.private.map(crate::key::TableKey::to_hex),
        }
    }
}

#[cfg(test)]
mod tests;
