//! What the `client_message` fuzz target asserts for any bytes, shared with
//! the test that replays its saved corpus (crates/wire/tests/fuzz_corpus.rs).

use dominoes_wire::{ErrorCode, decode, encode};

/// A frame's bytes (read as the UTF-8 text a WebSocket text frame is):
/// decoding never panics, an accepted message re-encodes to text that
/// decodes to itself, and a refusal says why, with `bad_move` only for an
/// `act` frame.
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    match decode(&text) {
        Ok(message) => {
            let encoded = encode(&message);
            match decode(&encoded) {
                Ok(again) => assert_eq!(again, message, "{encoded} decodes to another message"),
                Err(error) => panic!("{encoded} (from {message:?}) does not decode: {error}"),
            }
        }
        Err(error) => {
            assert!(!error.to_string().is_empty(), "a refusal must say why");
            if error.code() == ErrorCode::BadMove {
                let frame: serde_json::Value =
                    serde_json::from_str(&text).expect("a bad move comes in a JSON frame");
                assert_eq!(frame["type"], "act", "bad_move for {text}");
            }
        }
    }
}
