//! The guided first game (web/tutorial.js) is played from
//! `web/tutorial.json`, which this test writes from the engine: a fixed
//! deal and a scripted line, each step's view of seat 0 as the table's
//! update shows it (`state`), so every count, score and bonus the tutorial
//! shows is the rule book's. The test fails if the file differs from what
//! the engine says; `TUTORIAL_WRITE=1 cargo test -p dominoes-bots --test
//! tutorial` writes it again.

use dominoes_bots::protocol::State;
use dominoes_rules::{Action, DealSize, Game, Seat, Settings, Target, Team, TileSet};
use serde_json::{Value, json};

/// Seat 0 (the learner) and seat 1 (the scripted computer).
const HANDS: [[&str; 7]; 2] = [
    ["5-5", "3-5", "4-5", "3-3", "1-6", "2-4", "1-4"],
    ["2-5", "5-6", "2-2", "3-6", "0-0", "0-3", "0-5"],
];

/// The line played: each action, the points it scores during play (the
/// domino's bonus is the hand's end, below), and what the coach says once
/// it is made.
const LINE: [(&str, u8, &str); 17] = [
    (
        "5-5",
        10,
        "You led 5-5, the highest double dealt. The first double played is the spinner. A lone 5-5 counts both halves: 10, a multiple of 5, so you score 10.",
    ),
    (
        "2-5 L",
        0,
        "The computer joined 2-5 to the left. The ends now show 2 and the spinner's two halves (10): a count of 12, not a multiple of 5, so nothing is scored.",
    ),
    (
        "3-5 R",
        5,
        "With tiles against both of its sides the spinner goes silent: the count is the left 2 plus the right 3, which is 5. You score 5.",
    ),
    (
        "5-6 U",
        0,
        "Both sides of the spinner are taken, so its up and down ends are open too. The computer played 5-6 up: 2 + 3 + 6 = 11, no score.",
    ),
    (
        "4-5 D",
        15,
        "You played 4-5 down: the ends show 2, 3, 6 and 4, a count of 15. You score 15.",
    ),
    (
        "2-2 L",
        0,
        "The computer played the double 2-2 on the left. A double at an end counts both halves, 4: the count is 4 + 3 + 6 + 4 = 17.",
    ),
    (
        "3-3 R",
        20,
        "Your double 3-3 on the right counts 6: 4 + 6 + 6 + 4 = 20. You score 20.",
    ),
    (
        "3-6 R",
        20,
        "The computer scores too: 3-6 on your 3-3 leaves a 6 on the right, and 4 + 6 + 6 + 4 = 20.",
    ),
    (
        "1-6 U",
        15,
        "1-6 on the up end: 4 + 6 + 1 + 4 = 15. You score 15.",
    ),
    (
        "draw 1-3",
        0,
        "The computer had no tile that fits any end, so it drew from the boneyard until one did: 1-3.",
    ),
    (
        "1-3 U",
        0,
        "It played the drawn 1-3 up: 4 + 6 + 3 + 4 = 17, no score.",
    ),
    ("2-4 D", 15, "2-4 down: 4 + 6 + 3 + 2 = 15. You score 15."),
    (
        "0-3 U",
        0,
        "The computer played 0-3 up. An end showing 0 counts nothing: 4 + 6 + 0 + 2 = 12.",
    ),
    (
        "draw 4-6",
        0,
        "Your 1-4 fits no end (2, 6, 0, 2), so you drew: 4-6 fits, and a tile that fits must be played.",
    ),
    (
        "4-6 R",
        10,
        "4-6 on the right: 4 + 4 + 0 + 2 = 10. You score 10.",
    ),
    (
        "0-0 U",
        10,
        "The computer played 0-0 up (a double of blanks counts 0): 4 + 4 + 0 + 2 = 10, so it scores 10.",
    ),
    (
        "1-4 R",
        0,
        "Domino! You played your last tile. The computer still holds 0-5: 5 pips, rounded to the nearest multiple of 5, is 5, and you score them.",
    ),
];

/// What the coach says before the first play.
const INTRO: &str = "Welcome! This is a real table against a scripted computer. Each of you was dealt 7 tiles. In the first hand the highest double leads: you hold 5-5, so lead it: click 5-5, then the table.";

/// How a blocked hand is scored, told after the domino (it does not come up
/// in this deal): RULES.md section 6 (13 pips round to 15).
const BLOCKED: &str = "When the boneyard is empty and nobody can play, the hand is blocked: whoever holds fewer pips wins it and scores the pips in the other hand, rounded the same way. Say you hold 3 pips and the computer 13: you score 15. Equal pips: nobody scores.";

/// The partnership lesson (rules.md section 9): seat 0 (the learner), Ada
/// on the left (seat 1), Sam the partner across (seat 2) and Ivy on the
/// right (seat 3), all three scripted computers, 5 tiles each.
const PARTNER_HANDS: [[&str; 5]; 4] = [
    ["5-5", "1-6", "2-3", "0-6", "1-3"],
    ["4-5", "1-4", "4-6", "1-5", "1-1"],
    ["5-6", "0-2", "3-5", "2-4", "0-0"],
    ["0-5", "4-4", "2-5", "2-6", "3-3"],
];

/// What the coach says before the partnership hand's first play.
const PARTNER_INTRO: &str = "Now the same game for four, two against two. Your partner sits across the table, at the top; the players on your left and right are a team against you both. Each of you holds 5 tiles, and whatever one of a team scores goes to the team's score. Play passes clockwise: you, Ada on your left, Sam your partner, Ivy on your right. You hold the highest double dealt, 5-5: lead it.";

/// The partnership hand's line, as `LINE` above.
const PARTNER_LINE: [(&str, u8, &str); 17] = [
    (
        "5-5",
        10,
        "The lone 5-5 counts 10: your team scores 10. Ada, on your left, plays next.",
    ),
    (
        "4-5 L",
        0,
        "Ada joined 4-5 on the left: 4 + 10 = 14, no score. Sam, your partner, is next.",
    ),
    (
        "5-6 R",
        10,
        "Sam, your partner, played 5-6 on the right. With both its sides covered the spinner goes silent (its up and down ends count once a tile is on them): 4 + 6 = 10. Sam's points are your team's: 10 more for you both.",
    ),
    (
        "0-5 D",
        10,
        "Ivy played 0-5 down: 4 + 6 + 0 = 10, and their team scores 10.",
    ),
    (
        "1-6 R",
        5,
        "1-6 on the right: 4 + 1 + 0 = 5. Your team scores 5.",
    ),
    (
        "1-4 R",
        0,
        "Ada played 1-4 on the right: 4 + 4 + 0 = 8, no score.",
    ),
    (
        "0-2 D",
        10,
        "Sam, your partner, played 0-2 down: 4 + 4 + 2 = 10. 10 for your team.",
    ),
    (
        "4-4 L",
        0,
        "Ivy played the double 4-4 on the left, which counts both halves: 8 + 4 + 2 = 14, no score.",
    ),
    (
        "2-3 D",
        15,
        "2-3 down: 8 + 4 + 3 = 15. Your team scores 15.",
    ),
    (
        "4-6 L",
        0,
        "Ada played 4-6 on the left: 6 + 4 + 3 = 13, no score.",
    ),
    (
        "3-5 D",
        15,
        "Sam, your partner, played 3-5 down: 6 + 4 + 5 = 15. 15 for your team.",
    ),
    ("2-5 D", 0, "Ivy played 2-5 down: 6 + 4 + 2 = 12."),
    (
        "0-6 L",
        0,
        "0-6 on the left leaves a blank, which counts nothing: 0 + 4 + 2 = 6.",
    ),
    (
        "1-5 U",
        0,
        "Ada opened the up end with 1-5: 0 + 4 + 1 + 2 = 7.",
    ),
    (
        "2-4 R",
        5,
        "Sam, your partner, played 2-4 on the right: 0 + 2 + 1 + 2 = 5. 5 for your team.",
    ),
    ("2-6 D", 0, "Ivy played 2-6 down: 0 + 2 + 1 + 6 = 9."),
    (
        "1-3 U",
        0,
        "Domino! You played your last tile, and your team scores what both opponents still hold, added up and rounded once: Ada's 1-1 (2 pips) and Ivy's 3-3 (6 pips) make 8, which rounds to 10. Sam's 0-0 is your own team's, so it does not count.",
    ),
];

fn tiles(names: &[&str]) -> TileSet {
    let mut set = TileSet::EMPTY;
    for name in names {
        set.insert(name.parse().expect("a tile"));
    }
    set
}

/// What to tell the learner to do next, on their turn.
fn instruction(action: &str) -> String {
    if action.starts_with("draw") {
        return "Click the boneyard to draw.".into();
    }
    let mut parts = action.split(' ');
    let tile = parts.next().unwrap_or_default();
    let end = match parts.next() {
        Some("L") => "left",
        Some("R") => "right",
        Some("U") => "up",
        Some("D") => "down",
        _ => return format!("Play {tile}."),
    };
    format!("Now play {tile} on the {end} end (the lit one).")
}

/// Plays `line` from `hands`: each step's view of seat 0 and what the
/// coach says, and the game after the last action with the coach's last words.
fn play(
    hands: &[TileSet],
    size: DealSize,
    intro: &str,
    line: &[(&str, u8, &str)],
) -> (Vec<Value>, Game, String) {
    let settings = Settings {
        deal_size: size,
        target: Target::DEFAULT,
    };
    let deal = dominoes_rules::Deal::new(hands, size).expect("a deal");
    let mut game = Game::new(settings, deal).expect("a game");
    let mut steps = Vec::new();
    let mut said = intro.to_owned();
    for &(action, points, after) in line {
        let turn = game.turn();
        let view = game.view(Seat::Zero);
        let parsed: Action = action.parse().expect("an action");
        let mv = parsed.to_move().to_string();
        let say = if turn == Seat::Zero {
            let todo = instruction(action);
            if said.is_empty() {
                todo
            } else {
                format!("{said} {todo}")
            }
        } else {
            said.clone()
        };
        steps.push(json!({
            "turn": turn,
            "move": mv,
            "state": State::of(&view),
            "say": say,
        }));
        let step = game.apply(parsed).expect("the scripted line is legal");
        assert_eq!(step.points, points, "{action}");
        after.clone_into(&mut said);
    }
    (steps, game, said)
}

/// The end of the scripted hand as the table shows it: seat 0's view, the
/// hand's end, every hand revealed, and what the coach says.
fn end(game: &Game, said: &str) -> Value {
    let view = game.view(Seat::Zero);
    let revealed = view.revealed.as_ref().map(|hands| {
        hands
            .iter()
            .map(|h| h.iter().map(|t| t.to_string()).collect::<Vec<_>>())
            .collect::<Vec<_>>()
    });
    json!({
        "state": State::of(&view),
        "hand_end": view.hand_end,
        "revealed": revealed,
        "say": said,
    })
}

fn tutorial() -> Value {
    let hands = [tiles(&HANDS[0]), tiles(&HANDS[1])];
    let (steps, game, said) = play(&hands, DealSize::Seven, INTRO, &LINE);
    let hand_end = game.hand_end().expect("the hand ends with the domino");
    assert_eq!((hand_end.winner, hand_end.points), (Some(Seat::Zero), 5));
    assert_eq!(game.scores(), [95, 30], "the scores the coach adds up");

    let hands = PARTNER_HANDS.map(|hand| tiles(&hand));
    let (partner_steps, partners, partner_said) =
        play(&hands, DealSize::Five, PARTNER_INTRO, &PARTNER_LINE);
    let hand_end = partners.hand_end().expect("the learner dominoes");
    assert_eq!(
        (hand_end.winner, hand_end.team(), hand_end.points),
        (Some(Seat::Zero), Some(Team::Zero), 10),
        "the bonus is both opponents' 2 + 6 pips, rounded once"
    );
    assert_eq!(
        partners.scores(),
        [80, 10],
        "the team scores the coach adds up"
    );
    json!({
        "steps": steps,
        "end": end(&game, &said),
        "blocked": BLOCKED,
        "partners": {
            "steps": partner_steps,
            "end": end(&partners, &partner_said),
        },
    })
}

#[test]
fn the_tutorial_file_is_what_the_engine_plays() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/tutorial.json");
    let text = serde_json::to_string_pretty(&tutorial()).expect("JSON") + "\n";
    if std::env::var_os("TUTORIAL_WRITE").is_some() {
        std::fs::write(path, &text).expect("written");
    }
    let stored = std::fs::read_to_string(path).expect("web/tutorial.json");
    assert_eq!(stored, text, "run with TUTORIAL_WRITE=1 to write it again");
}
