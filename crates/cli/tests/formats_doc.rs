//! docs/formats.md says what the engine reads and writes; this test holds it
//! to that. Every fenced example on the page says what it is in its info
//! string (```` ```json record NAME ````, ```` ```json replay NAME ````, ...):
//! records are replayed (and verified, when seeded) by the `dominoes`
//! binary and must print exactly the output shown; bot-protocol messages
//! must be exactly what the host sends at that point of the named record's
//! game, and read back by `protocol.rs` as that seat's view. An example of
//! a kind this test does not know fails it.

mod common;

use common::run;
use std::collections::BTreeMap;

use dominoes_bots::protocol::{
    game_end_message, hand_end_message, hand_start_message, parse_answer, parse_turn, turn_message,
};
use dominoes_rules::{
    Action, Deal, DealSize, Game, Reason, Seat, SeatView, Settings, Target, Tile, TileSet,
};
use serde_json::Value;

const PAGE: &str = include_str!("../../../docs/formats.md");

/// One fenced block of the page: its info string's words and its text.
#[derive(Debug)]
struct Block {
    line: usize,
    info: Vec<String>,
    text: String,
}

fn blocks(page: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut open: Option<Block> = None;
    for (number, line) in page.lines().enumerate() {
        match (&mut open, line.trim_start().strip_prefix("```")) {
            (None, Some(info)) => {
                open = Some(Block {
                    line: number + 1,
                    info: info.split_whitespace().map(str::to_owned).collect(),
                    text: String::new(),
                });
            }
            (Some(_), Some(_)) => blocks.push(open.take().expect("an open block")),
            (Some(block), None) => {
                block.text.push_str(line);
                block.text.push('\n');
            }
            (None, None) => {}
        }
    }
    assert!(
        open.is_none(),
        "docs/formats.md: a code block is not closed"
    );
    blocks
}

fn parse(block: &Block) -> Value {
    serde_json::from_str(&block.text)
        .unwrap_or_else(|e| panic!("line {}: not one JSON value: {e}", block.line))
}

/// JSON lines: one value per non-empty line.
fn lines(block: &Block) -> Vec<Value> {
    block
        .text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            serde_json::from_str(l)
                .unwrap_or_else(|e| panic!("line {}: {l:?} is not JSON: {e}", block.line))
        })
        .collect()
}

/// The binary's JSON output and exit status for `dominoes COMMAND -`.
fn command(name: &str, record: &str) -> (Value, Option<i32>) {
    let output = run(&[name, "-"], record);
    let value = serde_json::from_slice(&output.stdout).unwrap_or_else(|e| {
        panic!(
            "{name} printed no JSON ({e}): {}",
            String::from_utf8_lossy(&output.stdout)
        )
    });
    (value, output.status.code())
}

/// Every view a record's game passes through: the game played from the
/// record's deals and actions, its result applied.
struct Played {
    /// `(hand, actions so far)` -> both seats' views at that point.
    views: BTreeMap<(usize, usize), [SeatView; 2]>,
    /// Each finished hand's `hand_end` message.
    hand_ends: Vec<Value>,
    game_end: Option<Value>,
}

fn tiles(list: &Value) -> TileSet {
    list.as_array()
        .expect("a list of tiles")
        .iter()
        .map(|t| {
            t.as_str()
                .and_then(|t| t.parse::<Tile>().ok())
                .expect("a tile")
        })
        .collect()
}

fn play(record: &Value) -> Played {
    let deal_size = record["draw"]
        .as_u64()
        .and_then(DealSize::new)
        .expect("draw");
    let target = record["target"]
        .as_u64()
        .and_then(Target::new)
        .expect("target");
    let settings = Settings { deal_size, target };
    let mut played = Played {
        views: BTreeMap::new(),
        hand_ends: Vec::new(),
        game_end: None,
    };
    let mut game: Option<Game> = None;
    let both = |game: &Game| Seat::BOTH.map(|seat| game.view(seat));
    for (h, hand) in record["hands"]
        .as_array()
        .expect("hands")
        .iter()
        .enumerate()
    {
        let deal = Deal::new(
            &[tiles(&hand["deal"][0]), tiles(&hand["deal"][1])],
            deal_size,
        )
        .expect("a deal");
        let game = match &mut game {
            None => game.insert(Game::new(settings, deal).expect("the first hand")),
            Some(game) => {
                game.next_hand(deal).expect("the next hand");
                game
            }
        };
        played.views.insert((h, 0), both(game));
        for (a, action) in hand["actions"]
            .as_array()
            .expect("actions")
            .iter()
            .enumerate()
        {
            let action: Action = action
                .as_str()
                .and_then(|a| a.parse().ok())
                .expect("an action");
            game.apply(action).expect("a legal action");
            played.views.insert((h, a + 1), both(game));
        }
        if let Some(end) = game.hand_end() {
            let view = game.view(Seat::Zero);
            let revealed = view.revealed.expect("hands shown at the end of a hand");
            played
                .hand_ends
                .push(json(&hand_end_message(&end, &revealed, view.scores)));
        }
    }
    let mut game = game.expect("a record with a hand");
    if let Some(result) = record.get("result").filter(|r| !r.is_null()) {
        let reason = result["reason"]
            .as_str()
            .and_then(Reason::parse)
            .expect("a reason");
        if reason != Reason::Score {
            let loser = result["winner"]
                .as_u64()
                .and_then(|w| Seat::from_index(w as usize))
                .map_or(Seat::Zero, Seat::other);
            game.end(loser, reason).expect("a live game");
        }
    }
    played.game_end = game
        .outcome()
        .map(|o| json(&game_end_message(o.winner, game.scores())));
    played
}

fn json(line: &str) -> Value {
    serde_json::from_str(line).expect("a message is JSON")
}

/// The record a block names (its third word).
fn named<'a>(block: &Block, records: &'a BTreeMap<String, Value>) -> (&'a str, &'a Value) {
    let name = block
        .info
        .get(2)
        .unwrap_or_else(|| panic!("line {}: which record? (```json kind NAME)", block.line));
    let (name, record) = records
        .get_key_value(name)
        .unwrap_or_else(|| panic!("line {}: no record named {name} above", block.line));
    (name, record)
}

/// Checks one message block against the named record's game.
fn check_message(block: &Block, kind: &str, played: &Played) -> Option<SeatView> {
    let message = parse(block);
    let at = block.line;
    let state = &message["state"];
    let point = |actions: usize| {
        let hand = state["hand_number"].as_u64().expect("hand_number") as usize;
        let seat = state["seat"]
            .as_u64()
            .and_then(|s| Seat::from_index(s as usize))
            .expect("seat");
        let views = played
            .views
            .get(&(hand, actions))
            .unwrap_or_else(|| panic!("line {at}: the game has no such point"));
        views[seat.index()].clone()
    };
    match kind {
        "bot-hand-start" => {
            let view = point(0);
            assert_eq!(message, json(&hand_start_message(&view)), "line {at}");
            None
        }
        "bot-turn" => {
            let history = state["history"].as_array().expect("history").len();
            let view = point(history);
            assert!(!view.legal.is_empty(), "line {at}: not that seat's turn");
            assert_eq!(message, json(&turn_message(&view)), "line {at}");
            let read = parse_turn(&message).unwrap_or_else(|e| panic!("line {at}: {e}"));
            assert_eq!(read, view, "line {at}: the bot reads another view");
            Some(view)
        }
        "bot-hand-end" => {
            assert!(
                played.hand_ends.contains(&message),
                "line {at}: no hand of the game ends so: {:?}",
                played.hand_ends
            );
            None
        }
        "bot-game-end" => {
            assert_eq!(Some(&message), played.game_end.as_ref(), "line {at}");
            None
        }
        _ => unreachable!(),
    }
}

#[test]
fn every_example_of_docs_formats_md_reads_as_the_page_says() {
    let mut records: BTreeMap<String, Value> = BTreeMap::new();
    let mut checked: BTreeMap<String, usize> = BTreeMap::new();
    let mut last_turn: Option<SeatView> = None;
    let mut examples = 0;
    for block in blocks(PAGE) {
        let at = block.line;
        let info: Vec<&str> = block.info.iter().map(String::as_str).collect();
        match info.as_slice() {
            ["json", "record", name] => {
                let record = parse(&block);
                assert!(
                    records.insert((*name).to_owned(), record).is_none(),
                    "line {at}: a second record named {name}"
                );
                checked.insert((*name).to_owned(), 0);
            }
            ["json", kind @ ("replay" | "error" | "verify"), ..] => {
                let (name, record) = named(&block, &records);
                let (printed, status) = command(
                    if *kind == "verify" {
                        "verify"
                    } else {
                        "replay"
                    },
                    &record.to_string(),
                );
                let shown = parse(&block);
                assert_eq!(printed, shown, "line {at}: {kind} of {name}");
                let expected = match *kind {
                    "replay" => 0,
                    "error" => 1,
                    _ if shown["unverifiable"] == 0 => 0,
                    _ => 2,
                };
                assert_eq!(status, Some(expected), "line {at}: exit status");
                *checked.get_mut(name).expect("a record") += 1;
            }
            ["json", "actions"] => {
                let pairs = parse(&block);
                for (written, printed) in pairs.as_object().expect("text -> text") {
                    let action: Action = written
                        .parse()
                        .unwrap_or_else(|e| panic!("line {at}: {written:?}: {e}"));
                    assert_eq!(Some(action.to_string().as_str()), printed.as_str());
                }
            }
            ["json", "not-actions"] => {
                for text in parse(&block).as_array().expect("a list") {
                    let text = text.as_str().expect("text");
                    assert!(
                        text.parse::<Action>().is_err(),
                        "line {at}: {text:?} is an action"
                    );
                }
            }
            [
                "json",
                kind @ ("bot-hand-start" | "bot-turn" | "bot-hand-end" | "bot-game-end"),
                ..,
            ] => {
                let (name, record) = named(&block, &records);
                if let Some(view) = check_message(&block, kind, &play(record)) {
                    last_turn = Some(view);
                }
                *checked.get_mut(name).expect("a record") += 1;
            }
            ["json", kind @ ("bot-answers" | "bot-refused")] => {
                let turn = last_turn
                    .as_ref()
                    .unwrap_or_else(|| panic!("line {at}: answers to which turn?"));
                for answer in lines(&block) {
                    let read = parse_answer(&answer.to_string());
                    let legal = read.as_ref().is_ok_and(|mv| turn.legal.contains(mv));
                    assert_eq!(legal, *kind == "bot-answers", "line {at}: {answer}");
                }
            }
            ["sh" | "text"] => {
                assert!(
                    !block.text.contains('{'),
                    "line {at}: JSON in a {} block is an example this test cannot check",
                    info[0]
                );
                continue;
            }
            _ => panic!("line {at}: an example this test does not understand: ```{info:?}"),
        }
        examples += 1;
    }
    for (name, uses) in &checked {
        assert!(*uses > 0, "the record {name} is shown without its output");
    }
    assert!(
        examples >= 10,
        "only {examples} examples: is the page read?"
    );
}
