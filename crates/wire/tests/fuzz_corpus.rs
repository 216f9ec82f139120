//! The `client_message` fuzz target's check, run without nightly over its
//! saved corpus (`fuzz/corpus/client_message`) and over arbitrary frames.
//! The check is the target's own file.

use proptest::prelude::*;

#[path = "../../../fuzz/checks/client_message.rs"]
mod client_message;

#[test]
fn the_saved_client_message_corpus_decodes_without_panics() {
    let dir = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fuzz/corpus/client_message"
    );
    let mut inputs = 0;
    for entry in std::fs::read_dir(dir).expect("the fuzz corpus is in the repository") {
        let bytes = std::fs::read(entry.expect("a corpus entry").path()).expect("a readable input");
        client_message::check(&bytes);
        inputs += 1;
    }
    assert!(inputs >= 50, "the corpus lost its inputs: {inputs}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn an_arbitrary_frame_never_panics(text in r#"\{("(type|table|version|move|count)": ?("[a-z_ 0-9-]{0,8}"|-?[0-9]{1,3}),? ?){0,4}\}"#) {
        client_message::check(text.as_bytes());
    }
}
