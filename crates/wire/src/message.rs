//! What a client may send, and its JSON shape.

use dominoes_rules::Move;
use dominoes_rules::fairness::{ClientSeed, ParseClientSeedError};
use serde::{Deserialize, Serialize};

/// A message from a client, checked: its move is the engine's [`Move`].
/// Built by [`decode`](crate::decode); written by [`encode`](crate::encode).
///
/// The variant says where the message goes: the lobby, one table's actor
/// (here or on the node that owns it), or the chat hub.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(into = "Frame")]
pub enum ClientMessage {
    /// Receive the list of open tables, now and whenever it changes.
    Lobby,
    /// A command for one table.
    Table { table: i64, command: TableCommand },
    /// Chat: said in a room, its history, a mute or a report.
    Chat(ChatCommand),
}

/// What a client asks of a table ([`ClientMessage::Table`]).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TableCommand {
    /// Receive this table's updates: a seat's, or a watcher's. `key`: a
    /// private table's, from its link (anyone not seated there needs it).
    Open {
        key: Option<String>,
    },
    /// A move, against the table version it was chosen on.
    Act {
        version: u64,
        mv: Move,
    },
    Resign,
    /// Ready for the next hand after a hand's result.
    Next,
    /// Pick face-down tiles at the start of a hand (a click picks one),
    /// with this seat's client seed for the hand (docs/fairness.md).
    Pick {
        count: usize,
        seed: Option<ClientSeed>,
    },
    /// Let the server pick the rest of this hand's tiles.
    AutoPick {
        seed: Option<ClientSeed>,
    },
    /// Draw from the boneyard until a playable tile arrives.
    AutoDraw {
        version: u64,
    },
    /// Offer (or accept) a rematch once the game is over.
    Rematch,
}

/// A chat message ([`ClientMessage::Chat`]).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ChatCommand {
    /// Say something in the lobby's chat (`table` none) or a table's. The
    /// text is checked by the server (length, control characters).
    Say { table: Option<i64>, text: String },
    /// Send the recent messages of the lobby's chat (`table` none) or a
    /// table's.
    History { table: Option<i64> },
    /// Stop (`on`) or resume (`!on`) receiving a user's chat messages.
    Mute { name: String, on: bool },
    /// Report a chat message to the moderators.
    Report { message: i64 },
}

impl ClientMessage {
    /// A command for `table`.
    pub const fn table_command(table: i64, command: TableCommand) -> ClientMessage {
        ClientMessage::Table { table, command }
    }

    /// `open`: receive table `table`'s updates (a public table's, or one's
    /// own).
    pub const fn open(table: i64) -> ClientMessage {
        ClientMessage::table_command(table, TableCommand::Open { key: None })
    }

    /// `act`: `mv` on table `table`, chosen on its update of `version`.
    pub const fn act(table: i64, version: u64, mv: Move) -> ClientMessage {
        ClientMessage::table_command(table, TableCommand::Act { version, mv })
    }

    /// `pick`: `count` face-down tiles, with `seed` as the seat's seed.
    pub const fn pick(table: i64, count: usize, seed: Option<ClientSeed>) -> ClientMessage {
        ClientMessage::table_command(table, TableCommand::Pick { count, seed })
    }

    /// `auto_pick`: the rest of the hand's tiles, with `seed`.
    pub const fn auto_pick(table: i64, seed: Option<ClientSeed>) -> ClientMessage {
        ClientMessage::table_command(table, TableCommand::AutoPick { seed })
    }

    /// `next`: ready for the next hand.
    pub const fn next(table: i64) -> ClientMessage {
        ClientMessage::table_command(table, TableCommand::Next)
    }

    /// `rematch`: offer, or accept, a rematch once the game is over.
    pub const fn rematch(table: i64) -> ClientMessage {
        ClientMessage::table_command(table, TableCommand::Rematch)
    }

    /// The table the message is about; `None` for the lobby, and for chat
    /// that is not a table's.
    pub const fn table(&self) -> Option<i64> {
        match self {
            ClientMessage::Lobby
            | ClientMessage::Chat(ChatCommand::Mute { .. } | ChatCommand::Report { .. }) => None,
            ClientMessage::Chat(
                ChatCommand::Say { table, .. } | ChatCommand::History { table },
            ) => *table,
            ClientMessage::Table { table, .. } => Some(*table),
        }
    }
}

/// The JSON shape of docs/protocol.md, with the move and seed still text: the one
/// place the shape is written down, read by `decode` and written by `encode`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum Frame {
    /// Braces, not a unit variant: serde ignores every other field of a
    /// unit variant, `deny_unknown_fields` or not.
    Lobby {},
    Open {
        table: i64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        key: Option<String>,
    },
    Act {
        table: i64,
        version: u64,
        #[serde(rename = "move")]
        mv: String,
    },
    Resign {
        table: i64,
    },
    Next {
        table: i64,
    },
    Pick {
        table: i64,
        #[serde(default = "one")]
        count: usize,
        #[serde(skip_serializing_if = "Option::is_none")]
        seed: Option<String>,
    },
    AutoPick {
        table: i64,
        #[serde(skip_serializing_if = "Option::is_none")]
        seed: Option<String>,
    },
    AutoDraw {
        table: i64,
        version: u64,
    },
    Rematch {
        table: i64,
    },
    Chat {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        table: Option<i64>,
        text: String,
    },
    ChatHistory {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        table: Option<i64>,
    },
    Mute {
        name: String,
        #[serde(default = "yes")]
        on: bool,
    },
    Report {
        message: i64,
    },
}

/// A mute without `on` mutes.
const fn yes() -> bool {
    true
}

/// A pick without a count is one click: one tile.
const fn one() -> usize {
    1
}

impl Frame {
    /// The checked message: its move parsed as notation, its seed checked.
    pub(crate) fn parse(self) -> Result<ClientMessage, ParseFieldError> {
        use TableCommand as T;
        let table = ClientMessage::table_command;
        Ok(match self {
            Frame::Lobby {} => ClientMessage::Lobby,
            Frame::Open { table: id, key } => table(id, T::Open { key }),
            Frame::Act {
                table: id,
                version,
                mv,
            } => table(
                id,
                T::Act {
                    version,
                    mv: mv.parse()?,
                },
            ),
            Frame::Resign { table: id } => table(id, T::Resign),
            Frame::Next { table: id } => table(id, T::Next),
            Frame::Pick {
                table: id,
                count,
                seed,
            } => table(
                id,
                T::Pick {
                    count,
                    seed: parse_seed(seed.as_deref())?,
                },
            ),
            Frame::AutoPick { table: id, seed } => table(
                id,
                T::AutoPick {
                    seed: parse_seed(seed.as_deref())?,
                },
            ),
            Frame::AutoDraw { table: id, version } => table(id, T::AutoDraw { version }),
            Frame::Rematch { table: id } => table(id, T::Rematch),
            Frame::Chat { table, text } => ClientMessage::Chat(ChatCommand::Say { table, text }),
            Frame::ChatHistory { table } => ClientMessage::Chat(ChatCommand::History { table }),
            Frame::Mute { name, on } => ClientMessage::Chat(ChatCommand::Mute { name, on }),
            Frame::Report { message } => ClientMessage::Chat(ChatCommand::Report { message }),
        })
    }
}

impl From<ClientMessage> for Frame {
    fn from(message: ClientMessage) -> Frame {
        use TableCommand as T;
        let seed = |seed: Option<ClientSeed>| seed.map(|seed| seed.as_str().to_owned());
        match message {
            ClientMessage::Lobby => Frame::Lobby {},
            ClientMessage::Table { table, command } => match command {
                T::Open { key } => Frame::Open { table, key },
                T::Act { version, mv } => Frame::Act {
                    table,
                    version,
                    mv: mv.to_string(),
                },
                T::Resign => Frame::Resign { table },
                T::Next => Frame::Next { table },
                T::Pick { count, seed: s } => Frame::Pick {
                    table,
                    count,
                    seed: seed(s),
                },
                T::AutoPick { seed: s } => Frame::AutoPick {
                    table,
                    seed: seed(s),
                },
                T::AutoDraw { version } => Frame::AutoDraw { table, version },
                T::Rematch => Frame::Rematch { table },
            },
            ClientMessage::Chat(chat) => match chat {
                ChatCommand::Say { table, text } => Frame::Chat { table, text },
                ChatCommand::History { table } => Frame::ChatHistory { table },
                ChatCommand::Mute { name, on } => Frame::Mute { name, on },
                ChatCommand::Report { message } => Frame::Report { message },
            },
        }
    }
}

/// A field of a well-formed frame that its own parser refused.
#[derive(Debug)]
pub(crate) enum ParseFieldError {
    Move(dominoes_rules::ParseActionError),
    Seed(ParseClientSeedError),
}

impl From<dominoes_rules::ParseActionError> for ParseFieldError {
    fn from(error: dominoes_rules::ParseActionError) -> ParseFieldError {
        ParseFieldError::Move(error)
    }
}

fn parse_seed(seed: Option<&str>) -> Result<Option<ClientSeed>, ParseFieldError> {
    seed.map(ClientSeed::parse)
        .transpose()
        .map_err(ParseFieldError::Seed)
}
