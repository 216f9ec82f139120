//! The WebSocket messages a client sends the room (docs/protocol.md,
//! "Client to server"), typed at the edge: [`decode`] turns a text frame
//! into a [`ClientMessage`] whose move is already the engine's
//! [`Move`](dominoes_rules::Move), or into a [`DecodeError`] that names the
//! error code the server answers with. [`encode`] writes a message back, so
//! test and load clients speak exactly what the server reads. The
//! [`server`] module has the other direction: what the server sends, as
//! types the server serialises and clients decode.
//!
//! ```
//! use dominoes_rules::Move;
//! use dominoes_wire::{ClientMessage, ErrorCode, TableCommand, decode, encode};
//!
//! let message = decode(r#"{"type": "act", "table": 12, "version": 7, "move": "draw"}"#).unwrap();
//! let act = TableCommand::Act { version: 7, mv: Move::Draw };
//! assert_eq!(message, ClientMessage::Table { table: 12, command: act });
//! assert_eq!(decode(&encode(&message)).unwrap(), message);
//!
//! let refused = decode(r#"{"type": "act", "table": 12, "version": 7, "move": "7-7"}"#);
//! assert_eq!(refused.unwrap_err().code(), ErrorCode::BadMove);
//! ```

mod decode;
mod message;
pub mod server;

pub use decode::{DecodeError, ErrorCode, decode, encode};
pub use message::{ChatCommand, ClientMessage, TableCommand};
