//! The `verify` fuzz target's check, run without nightly: over its saved
//! corpus (`fuzz/corpus/verify`) and over mutated records. The check is
//! the target's own file.

use proptest::prelude::*;

#[path = "../../../fuzz/checks/verify.rs"]
mod verify;

/// A record with seeds and the computer's moves, as the room writes it.
const FAIR: &str = include_str!("../../../examples/fair-game.json");

#[test]
fn the_saved_verify_corpus_checks_without_panics() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fuzz/corpus/verify");
    let inputs: Vec<Vec<u8>> = std::fs::read_dir(dir)
        .expect("the verify fuzz corpus is in the repository")
        .map(|entry| {
            std::fs::read(entry.expect("a corpus entry").path()).expect("a readable input")
        })
        .collect();
    assert!(
        inputs.len() >= 50,
        "the corpus lost its inputs: {}",
        inputs.len()
    );
    for input in &inputs {
        verify::check(input);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn a_mutated_record_never_panics(at in 0..FAIR.len(), cut in 0usize..8, insert in "[-0-9a-zA-Z \\t\\[\\]{},:\"]{0,6}") {
        let mut text: Vec<char> = FAIR.chars().collect();
        let at = at.min(text.len());
        let end = (at + cut).min(text.len());
        text.splice(at..end, insert.chars());
        verify::check(text.into_iter().collect::<String>().as_bytes());
    }
}
