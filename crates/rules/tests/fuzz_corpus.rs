//! The fuzz target's checks, run without nightly: over the saved fuzz corpus
//! (`fuzz/corpus/replay`), and over arbitrary and mutated records.

use proptest::prelude::*;

/// What the fuzz target asserts for any input.
fn check(text: &str) {
    match dominoes_rules::replay(text) {
        Ok(replay) => {
            assert!(serde_json::from_str::<serde_json::Value>(&replay.to_json()).is_ok());
            assert_eq!(dominoes_rules::replay(text).ok(), Some(replay.clone()));
            assert!(replay.scores.iter().all(|s| s % 5 == 0));
        }
        Err(error) => assert!(serde_json::from_str::<serde_json::Value>(&error.to_json()).is_ok()),
    }
    // The fairness check reads the same records.
    match dominoes_rules::fairness::verify(text) {
        Ok(checked) => assert_eq!(checked.verified + checked.unverifiable, checked.hands.len()),
        Err(error) => assert!(serde_json::from_str::<serde_json::Value>(&error.to_json()).is_ok()),
    }
}

#[test]
fn the_saved_fuzz_corpus_replays_without_panics() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fuzz/corpus/replay");
    let mut inputs = 0;
    for entry in std::fs::read_dir(dir).expect("the fuzz corpus is in the repository") {
        let bytes = std::fs::read(entry.expect("a corpus entry").path()).expect("a readable input");
        check(&String::from_utf8_lossy(&bytes));
        inputs += 1;
    }
    assert!(inputs >= 50, "the corpus lost its inputs: {inputs}");
}

const RECORD: &str = include_str!("../../../examples/draw-pass-domino.json");
/// A record with seeds, as the room writes it.
const FAIR: &str = include_str!("../../../examples/fair-game.json");

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,300}") {
        check(&text);
    }

    #[test]
    fn a_mutated_record_never_panics(at in 0..RECORD.len(), cut in 0usize..8, insert in "[-0-9a-zA-Z \\[\\]{},:\"]{0,6}") {
        let mut text: Vec<char> = RECORD.chars().collect();
        let at = at.min(text.len());
        let end = (at + cut).min(text.len());
        text.splice(at..end, insert.chars());
        check(&text.into_iter().collect::<String>());
    }

    #[test]
    fn a_mutated_seeded_record_never_panics(at in 0..FAIR.len(), cut in 0usize..8, insert in "[-0-9a-f \\[\\]{},:\"]{0,6}") {
        let mut text: Vec<char> = FAIR.chars().collect();
        let at = at.min(text.len());
        let end = (at + cut).min(text.len());
        text.splice(at..end, insert.chars());
        check(&text.into_iter().collect::<String>());
    }
}
