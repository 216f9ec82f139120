//! Finds the inputs of docs/fairness.md's second worked example: the first
//! seat-1 seed (`"0"`, `"1"`, `"2"`, ...) for which, with the first example's
//! server seed and seat-0 seed and hand counter 0, the shuffle discards a
//! word; prints every number the page states.
//! `cargo run --release -p dominoes-rules --example rejection_search`

use dominoes_rules::fairness::{commitment, shuffle_key, to_hex};
use dominoes_rules::{Shuffle, Tile};
use rand_chacha::ChaCha20Rng;
use rand_core::{Rng, SeedableRng};

const SEAT_0: &str = "ann's lucky seed";
const COUNTER: u64 = 0;

/// The words `Shuffle::fisher_yates` reads, as `(i, word, zone)` for each,
/// and whether any was discarded.
fn walk(key: [u8; 32]) -> (Vec<(usize, u32, u64)>, bool) {
    let mut rng = ChaCha20Rng::from_seed(key);
    let mut words = Vec::new();
    let mut discarded = false;
    for i in (1..28usize).rev() {
        let n = i as u64 + 1;
        let zone = (1u64 << 32) - (1u64 << 32) % n;
        loop {
            let word = rng.next_u32();
            words.push((i, word, zone));
            if u64::from(word) < zone {
                break;
            }
            discarded = true;
        }
    }
    (words, discarded)
}

fn main() {
    let server_seed: [u8; 32] = std::array::from_fn(|i| i as u8);
    let found = (0..u64::MAX)
        .map(|n| n.to_string())
        .find(|seed| walk(shuffle_key(&server_seed, &[SEAT_0, seed], COUNTER)).1)
        .expect("some seed discards a word");
    let key = shuffle_key(&server_seed, &[SEAT_0, &found], COUNTER);
    println!("client_seeds = [{SEAT_0:?}, {found:?}], hand_counter = {COUNTER}");
    println!("commitment   = {}", commitment(&server_seed));
    println!(
        "hashed       = 646f6d696e6f65732f666169722f7631 {} {} {:08x} {} {:08x} {}",
        to_hex(&server_seed),
        to_hex(&COUNTER.to_be_bytes()),
        SEAT_0.len(),
        to_hex(SEAT_0.as_bytes()),
        found.len(),
        to_hex(found.as_bytes())
    );
    println!("key          = {}", to_hex(&key));
    let mut order = Tile::ALL;
    let (words, _) = walk(key);
    for &(i, word, zone) in &words {
        let n = i as u64 + 1;
        if u64::from(word) >= zone {
            println!("i = {i:2} n = {n:2} word {word:08x} >= {zone} ({zone:08x}): discarded");
            continue;
        }
        let j = u64::from(word) % n;
        order.swap(i, j as usize);
        println!("i = {i:2} n = {n:2} word {word:08x} = {word:10} -> j = {j}");
    }
    let shown: Vec<String> = order.iter().map(ToString::to_string).collect();
    println!("order        = {}", shown.join(" "));
    assert_eq!(&order, Shuffle::from_key(key).order(), "the engine agrees");
}
