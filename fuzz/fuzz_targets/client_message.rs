//! Any bytes as a client's WebSocket frame: the decoder never panics, and
//! an accepted message survives a round trip through `encode`.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../checks/client_message.rs"]
mod client_message;

fuzz_target!(|data: &[u8]| client_message::check(data));
