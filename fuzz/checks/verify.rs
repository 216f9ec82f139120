//! What the `verify` fuzz target asserts for any bytes, shared with the test
//! that replays its saved corpus (`crates/bots/tests/fuzz_corpus.rs`).

use dominoes_rules::Action;
use dominoes_rules::fairness::{self, ClientSeed};
use serde_json::Value;

/// Any bytes (read as UTF-8, invalid sequences replaced) given to
/// `dominoes verify` and its `--bots` check: never a panic; a refusal is
/// valid JSON; every hand is counted once, verified or not; and a hand
/// that verifies holds only actions of the notation (so no draw escaped
/// the check behind another spelling), as many draws as it says it
/// checked, and seeds the room would accept.
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    match fairness::verify(&text) {
        Ok(checked) => {
            assert_eq!(checked.verified + checked.unverifiable, checked.hands.len());
            let record: Value = serde_json::from_str(&text).expect("a verified record is JSON");
            for hand in checked.hands.iter().filter(|h| h.verified) {
                let stored = &record["hands"][hand.hand];
                let actions: Vec<Action> = stored["actions"]
                    .as_array()
                    .expect("a verified hand lists its actions")
                    .iter()
                    .map(|a| {
                        let a = a.as_str().expect("an action is text");
                        a.parse().unwrap_or_else(|e| panic!("{a:?} verified: {e}"))
                    })
                    .collect();
                let draws = actions
                    .iter()
                    .filter(|a| matches!(a, Action::Draw(_)))
                    .count();
                assert_eq!(hand.draws, Some(draws));
                for seed in stored["client_seeds"].as_array().expect("seeds") {
                    let seed = seed.as_str().expect("a seed is text");
                    assert!(ClientSeed::parse(seed).is_ok(), "{seed:?} verified");
                }
            }
        }
        Err(error) => assert!(serde_json::from_str::<Value>(&error.to_json()).is_ok()),
    }
    match dominoes_bots::fair_play::check_moves(&text) {
        Ok(checked) => assert!(serde_json::to_value(&checked).is_ok()),
        Err(error) => assert!(serde_json::from_str::<Value>(&error.to_json()).is_ok()),
    }
}
