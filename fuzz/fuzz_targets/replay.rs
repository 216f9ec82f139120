//! Any bytes given to the record parser, replay and the fairness check:
//! never a panic, and a record that replays must replay the same way twice
//! and print valid JSON.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match dominoes_rules::replay(text) {
        Ok(replay) => {
            let json = replay.to_json();
            assert!(serde_json::from_str::<serde_json::Value>(&json).is_ok());
            assert_eq!(dominoes_rules::replay(text).ok(), Some(replay.clone()));
            assert!(replay.scores.iter().all(|s| s % 5 == 0));
        }
        Err(error) => {
            assert!(serde_json::from_str::<serde_json::Value>(&error.to_json()).is_ok());
        }
    }
    // The fairness check reads the same records.
    match dominoes_rules::fairness::verify(text) {
        Ok(checked) => assert_eq!(checked.verified + checked.unverifiable, checked.hands.len()),
        Err(error) => assert!(serde_json::from_str::<serde_json::Value>(&error.to_json()).is_ok()),
    }
    for word in text.split('\n').take(64) {
        if let Ok(action) = word.parse::<dominoes_rules::Action>() {
            assert_eq!(action.to_string().parse::<dominoes_rules::Action>(), Ok(action));
        }
    }
});
