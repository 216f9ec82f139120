//! What a client may send, and its JSON shape.

use dominoes_rules::Move;
use dominoes_rules::fairness::{ClientSeed, ParseClientSeedError};
use serde::{Deserialize, Serialize};

/// A message from a client, checked: its move is the engine's [`Move`].
/// Built by [`decode`](crate::decode); written by [`encode`](crate::encode).
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(into = "Frame")]
pub enum ClientMessage {
    /// Receive the list of open tables, now and whenever it changes.
    Lobby,
    /// Receive this table's updates: a seat's, or a watcher's. `key`: a
    /// private table's, from its link (anyone not seated there needs it).
    Open {
        table: i64,
        key: Option<String>,
    },
    /// A move, against the table version it was chosen on.
    Act {
        table: i64,
        version: u64,
        mv: Move,
    },
    Resign {
        table: i64,
    },
    /// Ready for the next hand after a hand's result.
    Next {
        table: i64,
    },
    /// Pick face-down tiles at the start of a hand (a click picks one),
    /// with this seat's client seed for the hand (docs/fairness.md).
    Pick {
        table: i64,
        count: usize,
        seed: Option<ClientSeed>,
    },
    /// Let the server pick the rest of this hand's tiles.
    AutoPick {
        table: i64,
        seed: Option<ClientSeed>,
    },
    /// Draw from the boneyard until a playable tile arrives.
    AutoDraw {
        table: i64,
        version: u64,
    },
    /// Offer (or accept) a rematch once the game is over.
    Rematch {
        table: i64,
    },
    /// Say something in the lobby's chat (`table` none) or a table's. The
    /// text is checked by the server (length, control characters).
    Chat {
        table: Option<i64>,
        text: String,
    },
    /// Send the recent messages of the lobby's chat (`table` none) or a
    /// table's.
    ChatHistory {
        table: Option<i64>,
    },
    /// Stop (`on`) or resume (`!on`) receiving a user's chat messages.
    Mute {
        name: String,
        on: bool,
    },
    /// Report a chat message to the moderators.
    Report {
        message: i64,
    },
}

impl ClientMessage {
    /// The table the message is about; `None` for the lobby.
    pub const fn table(&self) -> Option<i64> {
        match self {
            ClientMessage::Lobby | ClientMessage::Mute { .. } | ClientMessage::Report { .. } => {
                None
            }
            ClientMessage::Chat { table, .. } | ClientMessage::ChatHistory { table } => *table,
            ClientMessage::Open { table, .. }
            | ClientMessage::Act { table, .. }
            | ClientMessage::Resign { table }
            | ClientMessage::Next { table }
            | ClientMessage::Pick { table, .. }
            | ClientMessage::AutoPick { table, .. }
            | ClientMessage::AutoDraw { table, .. }
            | ClientMessage::Rematch { table } => Some(*table),
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
        Ok(match self {
            Frame::Lobby {} => ClientMessage::Lobby,
            Frame::Open { table, key } => ClientMessage::Open { table, key },
            Frame::Act { table, version, mv } => ClientMessage::Act {
                table,
                version,
                mv: mv.parse()?,
            },
            Frame::Resign { table } => ClientMessage::Resign { table },
            Frame::Next { table } => ClientMessage::Next { table },
            Frame::Pick { table, count, seed } => ClientMessage::Pick {
                table,
                count,
                seed: parse_seed(seed.as_deref())?,
            },
            Frame::AutoPick { table, seed } => ClientMessage::AutoPick {
                table,
                seed: parse_seed(seed.as_deref())?,
            },
            Frame::AutoDraw { table, version } => ClientMessage::AutoDraw { table, version },
            Frame::Rematch { table } => ClientMessage::Rematch { table },
            Frame::Chat { table, text } => ClientMessage::Chat { table, text },
            Frame::ChatHistory { table } => ClientMessage::ChatHistory { table },
            Frame::Mute { name, on } => ClientMessage::Mute { name, on },
            Frame::Report { message } => ClientMessage::Report { message },
        })
    }
}

impl From<ClientMessage> for Frame {
    fn from(message: ClientMessage) -> Frame {
        match message {
            ClientMessage::Lobby => Frame::Lobby {},
            ClientMessage::Open { table, key } => Frame::Open { table, key },
            ClientMessage::Act { table, version, mv } => Frame::Act {
                table,
                version,
                mv: mv.to_string(),
            },
            ClientMessage::Resign { table } => Frame::Resign { table },
            ClientMessage::Next { table } => Frame::Next { table },
            ClientMessage::Pick { table, count, seed } => Frame::Pick {
                table,
                count,
                seed: seed.map(|seed| seed.as_str().to_owned()),
            },
            ClientMessage::AutoPick { table, seed } => Frame::AutoPick {
                table,
                seed: seed.map(|seed| seed.as_str().to_owned()),
            },
            ClientMessage::AutoDraw { table, version } => Frame::AutoDraw { table, version },
            ClientMessage::Rematch { table } => Frame::Rematch { table },
            ClientMessage::Chat { table, text } => Frame::Chat { table, text },
            ClientMessage::ChatHistory { table } => Frame::ChatHistory { table },
            ClientMessage::Mute { name, on } => Frame::Mute { name, on },
            ClientMessage::Report { message } => Frame::Report { message },
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
