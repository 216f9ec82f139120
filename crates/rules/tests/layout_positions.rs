//! The browser's layout code (web/layout.js) is checked headless against
//! real positions: `tests/browser/data/positions.json`, which this test
//! writes from the engine. Random legal games (a fixed seed): every hand's
//! actions, and before each action the moves that were legal then, so that
//! every prefix of a hand is a position with its lit ends. The test fails if
//! the file differs from what the engine plays now;
//! `POSITIONS_WRITE=1 cargo test -p dominoes-rules --test layout_positions`
//! writes it again.

use dominoes_rules::playout::FastRng;
use dominoes_rules::{DealSize, Game, Settings, Shuffle, Target};
use serde_json::{Value, json};

/// Games of each draw size, to 150.
const GAMES: [(DealSize, usize); 2] = [(DealSize::Seven, 45), (DealSize::Nine, 20)];
const SEED: u64 = 2026;

/// One line per hand: `{"actions": [...], "legal": [[...], ...]}`.
fn hands() -> Vec<Value> {
    let mut rng = FastRng::new(SEED);
    let mut hands = Vec::new();
    for (deal_size, games) in GAMES {
        let settings = Settings {
            deal_size,
            target: Target::new(150).expect("a target"),
        };
        for _ in 0..games {
            let mut shuffle = Shuffle::from_key(rng.key());
            let mut game = Game::new(settings, shuffle.deal(deal_size)).expect("a deal");
            let (mut actions, mut legals) = (Vec::new(), Vec::new());
            loop {
                let over = game.outcome().is_some();
                if over || game.awaits_next_hand() {
                    hands.push(json!({ "actions": actions, "legal": legals }));
                    (actions, legals) = (Vec::new(), Vec::new());
                    if over {
                        break;
                    }
                    shuffle = Shuffle::from_key(rng.key());
                    game.next_hand(shuffle.deal(deal_size)).expect("next hand");
                    continue;
                }
                let legal = game.view(game.turn()).legal;
                let choice = legal[rng.below(legal.len())];
                let action = game.action_for(choice, &shuffle).expect("an action");
                game.apply(action).expect("a legal action");
                actions.push(action.to_string());
                legals.push(legal.iter().map(ToString::to_string).collect::<Vec<_>>());
            }
        }
    }
    hands
}

fn file_text() -> String {
    let lines: Vec<String> = hands().iter().map(|hand| format!("    {hand}")).collect();
    format!(
        "{{\n  \"source\": \"crates/rules/tests/layout_positions.rs: random legal games, every hand's actions and the moves legal before each\",\n  \"hands\": [\n{}\n  ]\n}}\n",
        lines.join(",\n")
    )
}

#[test]
fn the_positions_file_is_what_the_engine_plays() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/browser/data/positions.json"
    );
    let text = file_text();
    let parsed: Value = serde_json::from_str(&text).expect("JSON");
    assert!(
        parsed["hands"].as_array().map_or(0, Vec::len) > 300,
        "hundreds of hands"
    );
    if std::env::var_os("POSITIONS_WRITE").is_some() {
        std::fs::write(path, &text).expect("written");
    }
    let stored = std::fs::read_to_string(path).expect("tests/browser/data/positions.json");
    assert!(
        stored == text,
        "tests/browser/data/positions.json is not what the engine plays now: run with POSITIONS_WRITE=1 to write it again"
    );
}
