//! The bots' moves on known positions, pinned: a record names the version
//! of the bots that played it (`fair_play::VERSION`), and anyone replays
//! the computer's moves with that version's bots. So a change of play must
//! be a deliberate new version: this test fails when any level answers a
//! pinned position differently, until `VERSION` is raised and the moves are
//! written again with `PIN=1 cargo test -p dominoes-bots --test pinned`.
//! New known positions fail it too until they are pinned; `PIN=1` adds
//! them to the same version as long as every pinned position is still
//! answered, and answered alike.
//!
//! The positions are every turn of every seat in the project's known hands
//! (`crates/rules/tests/data/known_hands.json`, two seats and four), each level
//! answering with the bot seed the room would derive from a fixed server
//! seed.

use std::collections::HashMap;
use std::fmt::Write;

use dominoes_bots::Level;
use dominoes_bots::fair_play::{self, VERSION};
use dominoes_rules::fairness::bot_seed;
use dominoes_rules::{Seat, replay_for_seat};
use serde_json::Value;

const PINNED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pinned_moves.txt");
const KNOWN: &str = include_str!("../../rules/tests/data/known_hands.json");

/// Every level's move at every turn of the known hands, one line each,
/// after a first line naming the version. (The cases are answered on two
/// threads, then put back in order.)
fn moves_now() -> String {
    let known: Vec<Value> = serde_json::from_str(KNOWN).expect("the known hands");
    let mut answered: Vec<(usize, String)> = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..2)
            .map(|t| {
                let known = &known;
                scope.spawn(move || {
                    known
                        .iter()
                        .enumerate()
                        .skip(t)
                        .step_by(2)
                        .map(|(case, known)| (case, case_moves(case, known)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        threads
            .into_iter()
            .flat_map(|t| t.join().expect("a thread of answers"))
            .collect()
    });
    answered.sort_by_key(|&(case, _)| case);
    let mut text = format!("version {VERSION}\n");
    for (_, lines) in answered {
        text.push_str(&lines);
    }
    text
}

/// Every level's move at every turn of known hand number `case`.
fn case_moves(case: usize, known: &Value) -> String {
    let mut text = String::new();
    let name = known["name"].as_str().unwrap_or("?");
    // Four-seat cases (`partners`, RULES.md section 9) came with the known
    // hands after version 1 was first pinned; they are pinned since, at all
    // four seats.
    let seats: &[Seat] = if known["record"]["partners"].as_bool() == Some(true) {
        &Seat::ALL
    } else {
        &Seat::BOTH
    };
    for &seat in seats {
        // Hands that break the rules on purpose stop where they do; their
        // positions before the fault are positions all the same.
        let _ = replay_for_seat(&known["record"], seat, |view, hand, index, _| {
            if view.legal.len() < 2 {
                return;
            }
            let seed = bot_seed(&[case as u8; 32], seat);
            let _ = write!(
                text,
                "{name} hand {hand} action {index} seat {}:",
                seat.index()
            );
            for level in Level::ALL {
                let _ = write!(text, " {level}={}", fair_play::play(level, &seed, view));
            }
            text.push('\n');
        });
    }
    text
}

#[test]
fn every_level_plays_the_pinned_moves_of_its_version() {
    let now = moves_now();
    let pinned = std::fs::read_to_string(PINNED).unwrap_or_default();
    let pinned_version = pinned.lines().next().unwrap_or_default();
    if std::env::var_os("PIN").is_some() {
        // New positions may join a version's pins; a pinned position
        // answered differently, or no longer answered (a known hand
        // renamed, edited or dropped), needs a new version.
        let answers = |text: &str| -> HashMap<String, String> {
            text.lines()
                .skip(1)
                .filter_map(|l| l.split_once(':'))
                .map(|(at, moves)| (at.to_owned(), moves.to_owned()))
                .collect()
        };
        let (before, after) = (answers(&pinned), answers(&now));
        let changed = before
            .iter()
            .any(|(at, moves)| after.get(at) != Some(moves));
        assert!(
            pinned_version != format!("version {VERSION}") || !changed,
            "the bots play differently from version {VERSION}'s pinned moves: raise \
             fair_play::VERSION before pinning the new ones"
        );
        std::fs::write(PINNED, &now).expect("the pinned moves are written");
        return;
    }
    assert_eq!(
        pinned_version,
        format!("version {VERSION}"),
        "the pinned moves are another version's: pin this version's with PIN=1"
    );
    let changed = now
        .lines()
        .zip(pinned.lines())
        .find(|(a, b)| a != b)
        .map(|(a, b)| format!("\n now:    {a}\n pinned: {b}"))
        .unwrap_or_default();
    assert!(
        now == pinned,
        "a bot plays differently from the pinned moves of version {VERSION}{changed}\n\
         If the change is deliberate, raise fair_play::VERSION and pin again \
         (PIN=1 cargo test -p dominoes-bots --test pinned); records of games \
         already played keep naming the version that played them."
    );
    assert!(
        now.lines().count() > 100,
        "enough positions to notice a change"
    );
}
