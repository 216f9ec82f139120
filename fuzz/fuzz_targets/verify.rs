//! Any bytes given to `dominoes verify` and its `--bots` check: never a
//! panic, and a hand that verifies holds only actions of the notation.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../checks/verify.rs"]
mod verify;

fuzz_target!(|data: &[u8]| verify::check(data));
