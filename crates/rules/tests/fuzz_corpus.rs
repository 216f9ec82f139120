//! The fuzz targets' checks, run without nightly: over the saved fuzz
//! corpora (`fuzz/corpus/replay`, `fuzz/corpus/apply`), and over arbitrary
//! and mutated inputs. The checks are the targets' own files.

use proptest::prelude::*;

#[path = "../../../fuzz/checks/apply.rs"]
mod apply;
#[path = "../../../fuzz/checks/replay.rs"]
mod replay;

/// Every input saved under `fuzz/corpus/<target>`.
fn corpus(target: &str) -> Vec<Vec<u8>> {
    let dir = format!("{}/../../fuzz/corpus/{target}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("the {target} fuzz corpus is in the repository: {e}"))
        .map(|entry| {
            std::fs::read(entry.expect("a corpus entry").path()).expect("a readable input")
        })
        .collect()
}

#[test]
fn the_saved_replay_corpus_replays_without_panics() {
    let inputs = corpus("replay");
    assert!(
        inputs.len() >= 50,
        "the corpus lost its inputs: {}",
        inputs.len()
    );
    for input in &inputs {
        replay::check(input);
    }
}

#[test]
fn the_saved_apply_corpus_keeps_every_engine_invariant() {
    let inputs = corpus("apply");
    assert!(
        inputs.len() >= 50,
        "the corpus lost its inputs: {}",
        inputs.len()
    );
    for input in &inputs {
        apply::check(input);
    }
}

const RECORD: &str = include_str!("../../../examples/draw-pass-domino.json");
/// A record with seeds, as the room writes it.
const FAIR: &str = include_str!("../../../examples/fair-game.json");

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,300}") {
        replay::check(text.as_bytes());
    }

    #[test]
    fn a_mutated_record_never_panics(at in 0..RECORD.len(), cut in 0usize..8, insert in "[-0-9a-zA-Z \\[\\]{},:\"]{0,6}") {
        let mut text: Vec<char> = RECORD.chars().collect();
        let at = at.min(text.len());
        let end = (at + cut).min(text.len());
        text.splice(at..end, insert.chars());
        replay::check(text.into_iter().collect::<String>().as_bytes());
    }

    #[test]
    fn arbitrary_bytes_play_a_game_that_keeps_every_engine_invariant(
        data in prop::collection::vec(any::<u8>(), 0..1500)
    ) {
        apply::check(&data);
    }

    #[test]
    fn a_mutated_seeded_record_never_panics(at in 0..FAIR.len(), cut in 0usize..8, insert in "[-0-9a-f \\[\\]{},:\"]{0,6}") {
        let mut text: Vec<char> = FAIR.chars().collect();
        let at = at.min(text.len());
        let end = (at + cut).min(text.len());
        text.splice(at..end, insert.chars());
        replay::check(text.into_iter().collect::<String>().as_bytes());
    }
}
