//! Any bytes as a shuffle key and a stream of choices, legal moves and
//! arbitrary actions: the engine refuses what is illegal without a change,
//! accepts what is legal, conserves tiles, scores in fives, and records a
//! game that replays to the same scores.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../checks/apply.rs"]
mod apply;

fuzz_target!(|data: &[u8]| apply::check(data));
