//! What the `replay` fuzz target asserts for any bytes, shared with the test
//! that replays its saved corpus (`crates/rules/tests/fuzz_corpus.rs`).

/// Any bytes (read as UTF-8, invalid sequences replaced) given to the record
/// parser and replay: never a panic; a record that replays replays the same
/// way twice, prints valid JSON and scores in fives; a refusal is valid
/// JSON; the fairness check counts every hand or refuses in valid JSON;
/// and any line that parses as an action prints back to itself.
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    match dominoes_rules::replay(&text) {
        Ok(replay) => {
            let json = replay.to_json();
            assert!(serde_json::from_str::<serde_json::Value>(&json).is_ok());
            assert_eq!(dominoes_rules::replay(&text).ok(), Some(replay.clone()));
            assert!(replay.scores.iter().all(|s| s % 5 == 0));
        }
        Err(error) => {
            assert!(serde_json::from_str::<serde_json::Value>(&error.to_json()).is_ok());
        }
    }
    // The fairness check reads the same records.
    match dominoes_rules::fairness::verify(&text) {
        Ok(checked) => assert_eq!(checked.verified + checked.unverifiable, checked.hands.len()),
        Err(error) => assert!(serde_json::from_str::<serde_json::Value>(&error.to_json()).is_ok()),
    }
    for word in text.split('\n').take(64) {
        if let Ok(action) = word.parse::<dominoes_rules::Action>() {
            assert_eq!(
                action.to_string().parse::<dominoes_rules::Action>(),
                Ok(action)
            );
        }
    }
}
