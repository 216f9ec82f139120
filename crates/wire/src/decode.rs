//! Text frames in and out, and why a frame is refused.

use dominoes_rules::ParseActionError;
use dominoes_rules::fairness::ParseClientSeedError;

use crate::ClientMessage;
use crate::message::{Frame, ParseFieldError};

/// The error code the server answers a refused frame with (docs/protocol.md).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ErrorCode {
    /// Not one of the protocol's messages.
    BadMessage,
    /// A well-formed `act` whose move is not move notation.
    BadMove,
    /// A well-formed `pick` or `auto_pick` whose client seed is refused.
    BadSeed,
}

impl ErrorCode {
    /// The code as the error frame spells it.
    pub const fn as_str(self) -> &'static str {
        match self {
            ErrorCode::BadMessage => "bad_message",
            ErrorCode::BadMove => "bad_move",
            ErrorCode::BadSeed => "bad_seed",
        }
    }
}

/// A text frame that is not a client message; its text says why.
#[derive(Debug, thiserror::Error)]
pub enum DecodeError {
    /// Not JSON, or not the shape of any message (unknown type or field,
    /// a missing or mistyped field).
    #[error(transparent)]
    Message(#[from] serde_json::Error),
    /// JSON that is not an object. serde would read an internally tagged
    /// message from an array too (`["lobby"]`); the protocol has objects only.
    #[error("a message is a JSON object")]
    NotAnObject,
    /// An `act` whose move is not NOTATION.md section 1's notation.
    #[error(transparent)]
    Move(#[from] ParseActionError),
    /// A pick's client seed that is too long or holds a control character.
    #[error(transparent)]
    Seed(#[from] ParseClientSeedError),
}

impl DecodeError {
    pub const fn code(&self) -> ErrorCode {
        match self {
            DecodeError::Message(_) | DecodeError::NotAnObject => ErrorCode::BadMessage,
            DecodeError::Move(_) => ErrorCode::BadMove,
            DecodeError::Seed(_) => ErrorCode::BadSeed,
        }
    }
}

/// Reads one text frame from a client.
///
/// ```
/// use dominoes_wire::{ClientMessage, ErrorCode, TableCommand, decode};
///
/// let pick = decode(r#"{"type": "pick", "table": 3}"#).unwrap();
/// let one = TableCommand::Pick { count: 1, seed: None };
/// assert_eq!(pick, ClientMessage::Table { table: 3, command: one });
/// let unknown = decode(r#"{"type": "lobby", "spy": true}"#).unwrap_err();
/// assert_eq!(unknown.code(), ErrorCode::BadMessage);
/// assert!(unknown.to_string().contains("unknown field `spy`"));
/// ```
///
/// # Errors
/// [`ErrorCode::BadMessage`] unless the text is one of the protocol's
/// messages; [`ErrorCode::BadMove`] for an `act` whose move is not notation;
/// [`ErrorCode::BadSeed`] for a pick whose client seed is refused.
pub fn decode(text: &str) -> Result<ClientMessage, DecodeError> {
    // JSON's own whitespace, then an object; anything else (an array above
    // all) is refused before serde sees it.
    let start = text.trim_start_matches([' ', '\t', '\n', '\r']);
    if !start.starts_with('{') {
        serde_json::from_str::<serde::de::IgnoredAny>(text)?;
        return Err(DecodeError::NotAnObject);
    }
    let frame: Frame = serde_json::from_str(text)?;
    frame.parse().map_err(|error| match error {
        ParseFieldError::Move(error) => DecodeError::Move(error),
        ParseFieldError::Seed(error) => DecodeError::Seed(error),
    })
}

/// Writes a message as the text frame [`decode`] reads back to it.
pub fn encode(message: &ClientMessage) -> String {
    serde_json::to_string(message).expect("a client message always serialises")
}

#[cfg(test)]
mod tests {
    use dominoes_rules::fairness::ClientSeed;
    use dominoes_rules::{End, Move, Tile};
    use proptest::prelude::*;

    use super::*;
    use crate::{ChatCommand, TableCommand};

    fn code(text: &str) -> ErrorCode {
        decode(text).expect_err("refused").code()
    }

    #[test]
    fn a_message_in_array_form_is_refused_as_a_bad_message() {
        // Found by the client_message fuzzer: serde reads an internally
        // tagged enum from a sequence, tag first.
        for text in [
            r#"["lobby"]"#,
            r#"["open", 12]"#,
            r#"["pick", 77, 33, "\u00ff"]"#,
            "[\"pick\", 77, 33, \"\u{fffd}\"]",
            " \n[\"act\", 1, \"36 R\"]",
        ] {
            let error = decode(text).expect_err(text);
            assert_eq!(error.code(), ErrorCode::BadMessage, "{text}");
            assert_eq!(error.to_string(), "a message is a JSON object", "{text}");
        }
        // Not JSON at all still says what serde says.
        assert!(
            decode("[1,")
                .expect_err("refused")
                .to_string()
                .contains("EOF")
        );
        assert_eq!(code("42"), ErrorCode::BadMessage);
    }

    #[test]
    fn every_message_of_the_protocol_decodes() {
        let tile = Tile::new(3, 6).expect("a tile");
        for (text, message) in [
            (r#"{"type": "lobby"}"#, ClientMessage::Lobby),
            (
                r#"{"type": "open", "table": 12}"#,
                ClientMessage::table_command(12, TableCommand::Open { key: None }),
            ),
            (
                r#"{"type": "open", "table": 12, "key": "00ff"}"#,
                ClientMessage::table_command(
                    12,
                    TableCommand::Open {
                        key: Some("00ff".into()),
                    },
                ),
            ),
            (
                r#"{"type": "pick", "table": 12, "count": 3}"#,
                ClientMessage::table_command(
                    12,
                    TableCommand::Pick {
                        count: 3,
                        seed: None,
                    },
                ),
            ),
            (
                r#"{"type": "pick", "table": 12, "count": 1, "seed": "a1b2"}"#,
                ClientMessage::table_command(
                    12,
                    TableCommand::Pick {
                        count: 1,
                        seed: Some(seed("a1b2")),
                    },
                ),
            ),
            (
                r#"{"type": "auto_pick", "table": 12}"#,
                ClientMessage::table_command(12, TableCommand::AutoPick { seed: None }),
            ),
            (
                r#"{"type": "auto_pick", "table": 12, "seed": "ann's"}"#,
                ClientMessage::table_command(
                    12,
                    TableCommand::AutoPick {
                        seed: Some(seed("ann's")),
                    },
                ),
            ),
            (
                r#"{"type": "act", "table": 12, "version": 7, "move": "3-6 U"}"#,
                ClientMessage::table_command(
                    12,
                    TableCommand::Act {
                        version: 7,
                        mv: Move::Play { tile, end: End::Up },
                    },
                ),
            ),
            (
                r#"{"type": "act", "table": 12, "version": 0, "move": "6-3"}"#,
                ClientMessage::table_command(
                    12,
                    TableCommand::Act {
                        version: 0,
                        mv: Move::Lead { tile, left: 6 },
                    },
                ),
            ),
            (
                r#"{"type": "auto_draw", "table": 12, "version": 7}"#,
                ClientMessage::table_command(12, TableCommand::AutoDraw { version: 7 }),
            ),
            (
                r#"{"type": "next", "table": 12}"#,
                ClientMessage::table_command(12, TableCommand::Next),
            ),
            (
                r#"{"type": "resign", "table": 12}"#,
                ClientMessage::table_command(12, TableCommand::Resign),
            ),
            (
                r#"{"type": "rematch", "table": 12}"#,
                ClientMessage::table_command(12, TableCommand::Rematch),
            ),
        ] {
            assert_eq!(decode(text).expect(text), message, "{text}");
        }
    }

    #[test]
    fn every_chat_message_of_the_protocol_decodes() {
        for (text, message) in [
            (
                r#"{"type": "chat", "text": "hello"}"#,
                ClientMessage::Chat(ChatCommand::Say {
                    table: None,
                    text: "hello".into(),
                }),
            ),
            (
                r#"{"type": "chat", "table": 12, "text": "good game"}"#,
                ClientMessage::Chat(ChatCommand::Say {
                    table: Some(12),
                    text: "good game".into(),
                }),
            ),
            (
                r#"{"type": "chat_history", "table": 12}"#,
                ClientMessage::Chat(ChatCommand::History { table: Some(12) }),
            ),
            (
                r#"{"type": "mute", "name": "bob"}"#,
                ClientMessage::Chat(ChatCommand::Mute {
                    name: "bob".into(),
                    on: true,
                }),
            ),
            (
                r#"{"type": "mute", "name": "bob", "on": false}"#,
                ClientMessage::Chat(ChatCommand::Mute {
                    name: "bob".into(),
                    on: false,
                }),
            ),
            (
                r#"{"type": "report", "message": 41}"#,
                ClientMessage::Chat(ChatCommand::Report { message: 41 }),
            ),
        ] {
            assert_eq!(decode(text).expect(text), message, "{text}");
        }
    }

    #[test]
    fn a_pick_without_a_count_picks_one_tile() {
        assert_eq!(
            decode(r#"{"type": "pick", "table": 4}"#).expect("a pick"),
            ClientMessage::table_command(
                4,
                TableCommand::Pick {
                    count: 1,
                    seed: None
                }
            )
        );
    }

    fn seed(text: &str) -> ClientSeed {
        ClientSeed::parse(text).expect("a valid seed")
    }

    #[test]
    fn a_pick_whose_seed_is_refused_is_a_bad_seed() {
        let long = "x".repeat(129);
        for text in [
            format!(r#"{{"type": "pick", "table": 1, "seed": "{long}"}}"#),
            r#"{"type": "auto_pick", "table": 1, "seed": "a\nb"}"#.to_owned(),
        ] {
            assert_eq!(code(&text), ErrorCode::BadSeed, "{text}");
        }
        assert_eq!(
            code(r#"{"type": "pick", "table": 1, "seed": 7}"#),
            ErrorCode::BadMessage
        );
    }

    #[test]
    fn text_that_is_not_a_message_is_a_bad_message() {
        for text in [
            "{not json",
            "",
            "[]",
            r#"{"type": "lobby", "table": 1}"#,
            r#"{"type": "dance", "table": 1}"#,
            r#"{"table": 1}"#,
            r#"{"type": "open"}"#,
            r#"{"type": "open", "table": "12"}"#,
            r#"{"type": "open", "table": 1.5}"#,
            r#"{"type": "act", "table": 1, "version": -1, "move": "draw"}"#,
            r#"{"type": "act", "table": 1, "version": 1, "move": 36}"#,
            r#"{"type": "act", "table": 1, "move": "draw"}"#,
            r#"{"type": "open", "table": 1, "table": 2}"#,
            r#"{"type": "Open", "table": 1}"#,
        ] {
            assert_eq!(code(text), ErrorCode::BadMessage, "{text}");
        }
    }

    #[test]
    fn an_act_whose_move_is_not_notation_is_a_bad_move() {
        for mv in ["9-9 Q", "", "draw 1-2", "6-6 l", "7-1", "pass please"] {
            let text = format!(r#"{{"type": "act", "table": 1, "version": 1, "move": "{mv}"}}"#);
            let error = decode(&text).expect_err("refused");
            assert_eq!(error.code(), ErrorCode::BadMove, "{mv:?}");
            assert_eq!(
                error.to_string(),
                mv.parse::<Move>().expect_err("not notation").to_string()
            );
        }
    }

    #[test]
    fn a_bad_message_says_what_the_json_parser_found() {
        let text = r#"{"type": "open", "table": 1, "seat": 0}"#;
        let parser = serde_json::from_str::<serde_json::Value>("{")
            .expect_err("not JSON")
            .to_string();
        assert!(decode("{").expect_err("refused").to_string() == parser);
        assert!(
            decode(text)
                .expect_err("refused")
                .to_string()
                .starts_with("unknown field `seat`")
        );
    }

    #[test]
    fn the_codes_are_spelled_as_the_protocol_spells_them() {
        assert_eq!(ErrorCode::BadMessage.as_str(), "bad_message");
        assert_eq!(ErrorCode::BadMove.as_str(), "bad_move");
        assert_eq!(ErrorCode::BadSeed.as_str(), "bad_seed");
    }

    #[test]
    fn a_message_names_its_table_and_the_lobby_none() {
        assert_eq!(ClientMessage::Lobby.table(), None);
        assert_eq!(
            ClientMessage::table_command(9, TableCommand::AutoDraw { version: 1 }).table(),
            Some(9)
        );
    }

    fn a_move() -> impl Strategy<Value = Move> {
        let tile = (0u8..28).prop_map(|i| Tile::from_index(i).expect("an index below 28"));
        let end = prop::sample::select(End::ALL.to_vec());
        prop_oneof![
            (tile.clone(), any::<bool>()).prop_map(|(tile, high)| Move::Lead {
                tile,
                left: if high { tile.high() } else { tile.low() },
            }),
            (tile, end).prop_map(|(tile, end)| Move::Play { tile, end }),
            Just(Move::Draw),
            Just(Move::Pass),
        ]
    }

    fn a_seed() -> impl Strategy<Value = Option<ClientSeed>> {
        prop::option::of("[^\\p{Cc}]{0,40}".prop_map(|text| seed(&text)))
    }

    fn a_table_command() -> impl Strategy<Value = TableCommand> {
        prop_oneof![
            proptest::option::of(".{0,40}").prop_map(|key| TableCommand::Open { key }),
            (any::<u64>(), a_move()).prop_map(|(version, mv)| TableCommand::Act { version, mv }),
            Just(TableCommand::Resign),
            Just(TableCommand::Next),
            (any::<usize>(), a_seed()).prop_map(|(count, seed)| TableCommand::Pick { count, seed }),
            a_seed().prop_map(|seed| TableCommand::AutoPick { seed }),
            any::<u64>().prop_map(|version| TableCommand::AutoDraw { version }),
            Just(TableCommand::Rematch),
        ]
    }

    fn a_chat_command() -> impl Strategy<Value = ChatCommand> {
        let table = prop::option::of(any::<i64>());
        prop_oneof![
            (table.clone(), ".{0,40}").prop_map(|(table, text)| ChatCommand::Say { table, text }),
            table.prop_map(|table| ChatCommand::History { table }),
            ("[a-z]{3,8}", any::<bool>()).prop_map(|(name, on)| ChatCommand::Mute { name, on }),
            any::<i64>().prop_map(|message| ChatCommand::Report { message }),
        ]
    }

    fn a_message() -> impl Strategy<Value = ClientMessage> {
        prop_oneof![
            Just(ClientMessage::Lobby),
            (any::<i64>(), a_table_command())
                .prop_map(|(table, command)| ClientMessage::Table { table, command }),
            a_chat_command().prop_map(ClientMessage::Chat),
        ]
    }

    proptest! {
        #[test]
        fn every_message_decodes_from_its_encoding(message in a_message()) {
            prop_assert_eq!(decode(&encode(&message)).expect("an encoded message decodes"), message);
        }
    }
}
