//! Any bytes given to the record parser, replay and the fairness check:
//! never a panic, and a record that replays must replay the same way twice
//! and print valid JSON.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../checks/replay.rs"]
mod replay;

fuzz_target!(|data: &[u8]| replay::check(data));
