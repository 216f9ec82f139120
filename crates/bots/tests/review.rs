//! A game review: deterministic, nothing lost by Expert's own moves, blind
//! to what the reviewed seat could not see, and a bad record's error is the
//! replay's. Hints are Expert's move for the view.

use dominoes_bots::review::{Mark, hint, review, view_seed};
use dominoes_bots::{Bot, Expert, Level, new_bot};
use dominoes_rules::playout::SeededGame;
use dominoes_rules::{Action, DealSize, Seat, Settings, Target, Tile, TileSet};
use serde_json::{Value, json};

fn settings() -> Settings {
    Settings {
        deal_size: DealSize::Seven,
        target: Target::DEFAULT,
    }
}

/// A record of the first `actions` actions of a game: seat 0 played by
/// `zero` (Expert seeded from its view when `None`), seat 1 by Easy.
fn record(deal_seed: u64, actions: usize, zero: Option<Level>) -> String {
    let mut seeded = SeededGame::new(settings(), deal_seed);
    let mut bot = zero.map(|level| new_bot(level, 5));
    let mut easy = new_bot(Level::Easy, 1);
    for _ in 0..actions {
        let Some(view) = seeded.next_view() else {
            break;
        };
        let mv = match (view.seat, &mut bot) {
            (Seat::Zero, Some(bot)) => bot.choose(&view),
            (Seat::Zero, None) => Expert::new(view_seed(&view)).choose(&view),
            _ => easy.choose(&view),
        };
        seeded.play(mv).expect("a legal move");
    }
    seeded.game.to_record().to_json()
}

#[test]
fn the_same_record_reviews_the_same_twice() {
    let text = record(7, 40, Some(Level::Beginner));
    let first = review(&text, Seat::Zero).expect("a good record").to_json();
    let second = review(&text, Seat::Zero).expect("a good record").to_json();
    assert_eq!(first, second);
    let json: Value = serde_json::from_str(&first).expect("JSON");
    let moves = json["moves"].as_array().expect("a list of moves");
    assert!(!moves.is_empty(), "seat 0 made choices: {first}");
    for key in ["hand", "action", "played", "best", "loss", "mark"] {
        assert!(moves[0].get(key).is_some(), "a move has {key}: {first}");
    }
    for key in ["accuracy", "costliest", "moves"] {
        assert!(json["summary"].get(key).is_some(), "the summary has {key}");
    }
}

#[test]
fn experts_own_moves_lose_nothing() {
    let text = record(3, 40, None);
    let review = review(&text, Seat::Zero).expect("a good record");
    assert!(!review.moves.is_empty());
    for m in &review.moves {
        assert_eq!(m.played, m.best, "{m:?}");
        assert!(m.loss.abs() < f64::EPSILON, "{m:?}");
        assert_eq!(m.mark, Mark::Fine);
    }
    assert!((review.summary.accuracy - 100.0).abs() < f64::EPSILON);
    assert!(review.summary.costliest.is_empty());
}

#[test]
fn losses_are_never_negative_and_marks_follow_the_thresholds() {
    let text = record(11, 60, Some(Level::Random));
    let review = review(&text, Seat::Zero).expect("a good record");
    assert!(
        review.moves.iter().any(|m| m.loss > 0.0),
        "random play loses something: {}",
        review.to_json()
    );
    for m in &review.moves {
        assert!(m.loss >= 0.0, "{m:?}");
        assert_eq!(m.mark, Mark::from_loss(m.loss));
        if m.played == m.best {
            assert!(m.loss.abs() < f64::EPSILON, "{m:?}");
        }
    }
    let costs: Vec<f64> = review.summary.costliest.iter().map(|m| m.loss).collect();
    assert!(costs.len() <= 3 && costs.windows(2).all(|w| w[0] >= w[1]));
    let most = review.moves.iter().map(|m| m.loss).fold(0.0, f64::max);
    assert!((costs[0] - most).abs() < f64::EPSILON);
}

/// Swaps `held` (a tile the opponent was dealt) with `spare` (a tile of the
/// boneyard) in the record's last hand.
fn swap(record: &Value, held: Tile, spare: Tile) -> Value {
    let mut record = record.clone();
    let hand = record["hands"]
        .as_array_mut()
        .and_then(|h| h.last_mut())
        .expect("a hand");
    for tile in hand["deal"][1].as_array_mut().expect("a deal") {
        if tile.as_str() == Some(&held.to_string()) {
            *tile = json!(spare.to_string());
        }
    }
    record
}

#[test]
fn what_the_seat_could_not_see_does_not_change_its_review() {
    // An unfinished first hand, so the opponent's hand is never revealed.
    let text = record(21, 14, Some(Level::Beginner));
    let original: Value = serde_json::from_str(&text).expect("JSON");
    let before = review(&text, Seat::Zero).expect("a good record");
    assert!(!before.moves.is_empty());
    let hand = &original["hands"][0];
    let tiles = |list: &Value| -> TileSet {
        let mut set = TileSet::EMPTY;
        for t in list.as_array().expect("a list") {
            set.insert(t.as_str().expect("text").parse().expect("a tile"));
        }
        set
    };
    let dealt = tiles(&hand["deal"][0]).union(tiles(&hand["deal"][1]));
    let mut seen_in_play = TileSet::EMPTY;
    for action in hand["actions"].as_array().expect("actions") {
        let action: Action = action.as_str().expect("text").parse().expect("an action");
        match action {
            Action::Draw(t) => seen_in_play.insert(t),
            other => {
                if let Some(t) = other.placed_tile() {
                    seen_in_play.insert(t);
                }
            }
        }
    }
    let hidden = tiles(&hand["deal"][1]).difference(seen_in_play);
    let spares = dealt.complement().difference(seen_in_play);
    let mut swaps = 0;
    for held in hidden {
        for spare in spares {
            let changed = swap(&original, held, spare).to_string();
            // Only swaps that keep the record legal (a draw stays forced).
            if dominoes_rules::replay(&changed).is_err() {
                continue;
            }
            let after = review(&changed, Seat::Zero).expect("a good record");
            assert_eq!(before, after, "swapping {held} for {spare}");
            swaps += 1;
        }
    }
    assert!(swaps >= 5, "only {swaps} swaps kept the record legal");
}

#[test]
fn a_bad_record_gets_the_replays_error() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/illegal-up-end.json"
    ))
    .expect("the example");
    let expected = dominoes_rules::replay(&text).expect_err("a bad record");
    assert_eq!(
        review(&text, Seat::Zero).expect_err("a bad record"),
        expected
    );
    for text in ["{not json", r#"{"draw": 8, "target": 150, "hands": []}"#] {
        let expected = dominoes_rules::replay(text).expect_err("a bad record");
        assert_eq!(review(text, Seat::One).expect_err("a bad record"), expected);
    }
}

#[test]
fn a_hint_is_experts_move_for_the_view_and_its_seed() {
    let mut seeded = SeededGame::new(settings(), 9);
    let mut easy = new_bot(Level::Easy, 1);
    let mut hints = 0;
    while let Some(view) = seeded.next_view() {
        let hint = hint(&view).expect("the seat is on turn");
        let expert = Expert::new(view_seed(&view)).choose(&view);
        assert_eq!(hint.best, expert);
        // The reason's code (what a client says in its language) and its
        // English line tell the same thing.
        let why = serde_json::to_value(&hint.reason).expect("a reason serialises");
        let code = why["code"].as_str().expect("a code");
        let english = hint.reason.to_string();
        match code {
            "draw" => assert_eq!(hint.best, dominoes_rules::Move::Draw),
            "scores" => assert!(english.contains(&why["points"].to_string()), "{english}"),
            _ => assert!(!english.is_empty()),
        }
        hints += 1;
        let mv = easy.choose(&view);
        seeded.play(mv).expect("a legal move");
        if hints > 30 {
            break;
        }
    }
}
