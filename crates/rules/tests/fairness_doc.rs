//! docs/fairness.md's worked example that discards a word: its inputs are
//! read from the page, every number the page states is computed again
//! (through the public API, and the words and their fate by hand from the
//! stream), and the example must still take the rejection branch.

use dominoes_rules::fairness::{commitment, parse_hex32, shuffle_key, to_hex};
use dominoes_rules::{DealSize, Seat, Shuffle, Tile, TileSet};
use rand_chacha::ChaCha20Rng;
use rand_core::{Rng, SeedableRng};

const PAGE: &str = include_str!("../../../docs/fairness.md");
const HEADING: &str = "### A worked example that discards a word";

/// The section, up to the next heading of any level.
fn section() -> &'static str {
    let start = PAGE
        .find(HEADING)
        .expect("docs/fairness.md has the example that discards a word");
    let body = &PAGE[start + HEADING.len()..];
    let end = body.find("\n#").map_or(body.len(), |i| i + 1);
    &body[..end]
}

/// The value stated on the line ``- `name` = `value` ``.
fn input<'a>(text: &'a str, name: &str) -> &'a str {
    let marker = format!("- `{name}` = `");
    let start = text
        .find(&marker)
        .unwrap_or_else(|| panic!("the example states no {name}"))
        + marker.len();
    let len = text[start..].find('`').expect("a closing backtick");
    &text[start..start + len]
}

/// One word the shuffle read: for which i, its value, the limit of
/// "uniform below i + 1", and the j it gave (`None`: discarded).
struct Read {
    i: usize,
    word: u32,
    limit: u64,
    j: Option<u64>,
}

/// The shuffle done by hand from the stream, every word kept.
fn reads(key: [u8; 32]) -> (Vec<Read>, [Tile; 28]) {
    let mut stream = ChaCha20Rng::from_seed(key);
    let mut order = Tile::ALL;
    let mut reads = Vec::new();
    for i in (1..28usize).rev() {
        let n = i as u64 + 1;
        let limit = (1u64 << 32) - (1u64 << 32) % n;
        loop {
            let word = stream.next_u32();
            let j = (u64::from(word) < limit).then(|| u64::from(word) % n);
            reads.push(Read { i, word, limit, j });
            if let Some(j) = j {
                order.swap(i, j as usize);
                break;
            }
        }
    }
    (reads, order)
}

fn tiles(tiles: impl IntoIterator<Item = Tile>) -> String {
    tiles
        .into_iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn the_worked_example_that_discards_a_word_holds() {
    let text = section();
    let server_seed = parse_hex32(input(text, "server_seed"))
        .expect("the server seed is 64 lowercase hex digits");
    let client_seeds: [String; 2] =
        serde_json::from_str(input(text, "client_seeds")).expect("two seeds, as JSON");
    let hand_counter: u64 = text
        .split("- `hand_counter` = ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .expect("the example states its hand counter");

    let key = shuffle_key(
        &server_seed,
        &[client_seeds[0].as_str(), client_seeds[1].as_str()],
        hand_counter,
    );
    let (reads, order) = reads(key);
    assert_eq!(
        &order,
        Shuffle::from_key(key).order(),
        "the engine shuffles as the page says"
    );
    assert!(
        reads.iter().any(|r| r.j.is_none()),
        "the example no longer discards a word"
    );

    let length = |seed: &str| format!("`{:08x}`", seed.len());
    let mut stated = vec![
        format!("`commitment` = `{}`", commitment(&server_seed)),
        format!("`key` = `{}`", to_hex(&key)),
        format!("`{}`", to_hex(b"dominoes/fair/v1")),
        format!("`{}`", to_hex(&server_seed)),
        format!("`{}`", to_hex(&hand_counter.to_be_bytes())),
        length(&client_seeds[0]),
        format!("`{}`", to_hex(client_seeds[0].as_bytes())),
        length(&client_seeds[1]),
        format!("`{}`", to_hex(client_seeds[1].as_bytes())),
        format!("the order: `{}`", tiles(order)),
    ];
    let hashed = 16 + 32 + 8 + 4 + client_seeds[0].len() + 4 + client_seeds[1].len();
    stated.push(format!("the {hashed} bytes hashed"));
    for read in &reads {
        stated.push(format!(
            "| {} | {} | `{:08x}` | {} | {} | {} |",
            read.i,
            read.i + 1,
            read.word,
            read.word,
            read.limit,
            read.j.map_or("discarded".to_owned(), |j| j.to_string())
        ));
    }
    // What the order deals: each seat's hand as dealt and as a record
    // stores it (sorted), and the first two draws.
    let deal = Shuffle::from_key(key).deal(DealSize::Seven);
    stated.push(format!("seat 0 is dealt `{}`", tiles(order[..7].to_vec())));
    stated.push(format!("stores sorted: `{}`", tiles(deal.hand(Seat::Zero))));
    stated.push(format!(
        "Seat 1 is dealt\n`{}`",
        tiles(order[7..14].to_vec())
    ));
    stated.push(format!("stored as `{}`", tiles(deal.hand(Seat::One))));
    stated.push(format!(
        "first draw takes `{}`, the second `{}`",
        order[14], order[15]
    ));
    assert_eq!(
        deal.hand(Seat::Zero),
        order[..7].iter().copied().collect::<TileSet>()
    );
    for value in stated {
        assert!(
            text.contains(&value),
            "docs/fairness.md's example that discards a word does not state: {value}"
        );
    }
    let rows = text
        .lines()
        .filter(|l| l.starts_with("| ") && l.contains('`'))
        .count();
    assert_eq!(rows, reads.len(), "one row per word read, and no other");
}
