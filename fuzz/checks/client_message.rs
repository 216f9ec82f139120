//! What the `client_message` fuzz target asserts for any bytes, shared with
//! the test that replays its saved corpus (`crates/wire/tests/fuzz_corpus.rs`).

use dominoes_wire::{ErrorCode, decode, encode};

/// A frame's bytes (read as the UTF-8 text a WebSocket text frame is):
/// decoding never panics, an accepted message re-encodes to text that
/// decodes to itself, and a refusal says why, with `bad_move` only for an
/// `act` frame and `bad_seed` only for a `pick` or `auto_pick`.
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
            let kinds: &[&str] = match error.code() {
                ErrorCode::BadMessage => return,
                ErrorCode::BadMove => &["act"],
                ErrorCode::BadSeed => &["pick", "auto_pick"],
            };
            let frame: serde_json::Value =
                serde_json::from_str(&text).expect("a bad field comes in a JSON frame");
            assert!(
                kinds.iter().any(|kind| frame["type"] == *kind),
                "{} for {text}",
                error.code().as_str()
            );
        }
    }
}
