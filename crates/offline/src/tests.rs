use dominoes_bots::fair_play::{MovesCheck, check_moves};
use dominoes_rules::fairness::verify;
use dominoes_wire::server::ServerMessage;
use proptest::prelude::*;
use serde_json::{Value, json};

use super::*;

fn new_game(level: &str, draw: usize, target: u16, seed: u8) -> Value {
    json!({
        "table": 7,
        "name": "ann",
        "level": level,
        "draw": draw,
        "target": target,
        "seed": seed_hex(&[seed; 32]),
        "client_seed": "my seed",
        "moves": [],
    })
}

/// Calls the engine as the page does; the answer's `ok`, or a panic with its error.
fn ok(request: &Value) -> Value {
    let answer: Value = serde_json::from_str(&call(&request.to_string())).expect("JSON");
    answer
        .get("ok")
        .cloned()
        .unwrap_or_else(|| panic!("refused: {answer}"))
}

/// The error's code for a request the engine must refuse.
fn refused(request: &Value) -> String {
    let answer: Value = serde_json::from_str(&call(&request.to_string())).expect("JSON");
    assert!(answer.get("ok").is_none(), "accepted: {answer}");
    answer["error"]["code"].as_str().expect("a code").to_owned()
}

/// Plays a whole game the way the page does: the player's first legal
/// move (or the next hand), then the computer's answer; every update
/// checked against the room's own message type.
fn play_out(level: &str, draw: usize, target: u16, seed: u8) -> (Value, usize) {
    let mut answer = ok(&json!({"call": "start", "game": new_game(level, draw, target, seed)}));
    let mut updates = 0;
    let mut version = 0;
    loop {
        let update = &answer["update"];
        let parsed = ServerMessage::from_value(update.clone()).expect("the room's table message");
        assert_eq!(parsed.kind(), "table");
        // Every answer that moved the game on has a later version (`think`
        // on the player's turn is never asked here).
        let now = update["version"].as_u64().expect("a version");
        assert!(now > version, "version {now} after {version}");
        version = now;
        updates += 1;
        assert!(updates < 2_000, "a game that never ends");
        if update["status"] == "over" {
            return (answer["game"].clone(), updates);
        }
        // Mid-game, the record (it shows the computer's tiles) is refused.
        if updates == 3 {
            assert_eq!(
                refused(&json!({"call": "record", "game": answer["game"]})),
                "not_over"
            );
        }
        let game = answer["game"].clone();
        let message = if update["hand_end"].is_object() {
            json!({"type": "next", "table": 7})
        } else if update["turn"] == 0 {
            let first = update["legal"][0].clone();
            json!({"type": "act", "table": 7, "version": update["version"], "move": first})
        } else {
            answer = ok(&json!({"call": "think", "game": game}));
            continue;
        };
        answer = ok(&json!({"call": "send", "game": game, "message": message.to_string()}));
    }
}

#[test]
fn a_whole_game_verifies_deals_and_the_computers_every_move_natively() {
    for (level, draw) in [("easy", 7), ("expert", 9), ("beginner", 7)] {
        let (game, _) = play_out(level, draw, 100, 3);
        let record = ok(&json!({"call": "record", "game": game})).to_string();
        let verified = verify(&record).expect("the deals verify");
        assert_eq!(verified.unverifiable, 0);
        assert_eq!(verified.verified, verified.hands.len());
        match check_moves(&record).expect("the computer's moves are the native bot's") {
            MovesCheck::Checked { seats, .. } => {
                assert_eq!(seats.len(), 1);
                assert!(seats[0].moves > 5, "{level}: {:?}", seats[0]);
                assert_eq!(seats[0].unchecked, 0);
            }
            other => panic!("not checked: {other:?}"),
        }
        let frames = ok(&json!({"call": "frames", "game": game}));
        let actions: usize = game["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h.as_array().unwrap().len())
            .sum();
        let hands = game["moves"].as_array().unwrap().len();
        assert_eq!(frames["frames"].as_array().unwrap().len(), actions + hands);
        assert_eq!(frames["players"][0], "ann");
        let replayed = ok(&json!({"call": "replay", "record": record}));
        assert!(replayed["winner"].is_number(), "{replayed}");
        let reviewed = ok(&json!({"call": "review", "record": record, "seat": 0}));
        assert!(
            reviewed["moves"].as_array().is_some_and(|m| !m.is_empty()),
            "{reviewed}"
        );
    }
}

#[test]
fn the_same_seed_plays_the_same_game_and_another_seed_another() {
    let (a, _) = play_out("medium", 7, 100, 9);
    let (b, _) = play_out("medium", 7, 100, 9);
    let (c, _) = play_out("medium", 7, 100, 10);
    assert_eq!(a, b);
    assert_ne!(a["moves"], c["moves"]);
}

#[test]
fn moves_out_of_turn_stale_or_against_the_rules_are_refused_and_change_nothing() {
    let started = ok(&json!({"call": "start", "game": new_game("easy", 7, 150, 1)}));
    let game = started["game"].clone();
    let update = &started["update"];
    let version = update["version"].clone();
    let send =
        |message: Value| json!({"call": "send", "game": game, "message": message.to_string()});
    let act = |version: Value, mv: &str| json!({"type": "act", "table": 7, "version": version, "move": mv});
    assert_eq!(
        refused(&send(json!({"type": "next", "table": 7}))),
        "hand_not_over"
    );
    assert_eq!(
        refused(&send(json!({"type": "rematch", "table": 7}))),
        "bad_message"
    );
    assert_eq!(refused(&send(json!({"type": "lobby"}))), "bad_message");
    assert_eq!(
        refused(&send(
            json!({"type": "act", "table": 7, "version": 1, "move": "9-9"})
        )),
        "bad_move"
    );
    assert_eq!(refused(&send(act(json!(99), "draw"))), "stale");
    if update["turn"] == 0 {
        // A tile the player does not hold.
        let hand: Vec<&str> = update["state"]["hand"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t.as_str().unwrap())
            .collect();
        let missing = ["0-0", "6-6", "1-2", "3-4"]
            .into_iter()
            .find(|t| !hand.contains(t))
            .unwrap();
        assert_eq!(refused(&send(act(version, missing))), "illegal");
    } else {
        assert_eq!(refused(&send(act(version, "draw"))), "not_your_turn");
    }
    // A tampered game does not rebuild: its moves must be legal, in order.
    let mut tampered = game.clone();
    tampered["moves"] = json!([["6-6", "6-6"]]);
    assert_eq!(
        refused(&json!({"call": "think", "game": tampered})),
        "bad_request"
    );
    let mut bad_seed = game.clone();
    bad_seed["seed"] = json!("00");
    assert_eq!(
        refused(&json!({"call": "think", "game": bad_seed})),
        "bad_request"
    );
    let mut bad_name = game.clone();
    bad_name["name"] = json!("a\nb");
    assert_eq!(
        refused(&json!({"call": "think", "game": bad_name})),
        "bad_request"
    );
    let mut bad_level = game;
    bad_level["level"] = json!("grandmaster");
    assert_eq!(
        refused(&json!({"call": "start", "game": bad_level})),
        "bad_request"
    );
    assert_eq!(
        refused(&json!({"call": "start", "game": new_game("easy", 5, 150, 1)})),
        "bad_request"
    );
    assert_eq!(
        refused(&json!({"call": "start", "game": new_game("easy", 7, 7, 1)})),
        "bad_request"
    );
    assert_eq!(refused(&json!({"call": "fly"})), "bad_request");
    assert_eq!(
        refused(&json!({"call": "review", "record": "{}", "seat": 3})),
        "bad_request"
    );
    // A replay answers as `dominoes replay` prints: the record's fault too.
    let fault = ok(&json!({"call": "replay", "record": "{"}));
    assert!(
        fault["error"]["reason"]
            .as_str()
            .is_some_and(|r| r.contains("JSON")),
        "{fault}"
    );
}

#[test]
fn auto_draw_draws_until_a_tile_fits_and_resigning_ends_the_game() {
    // Seeds until the player must draw on some turn.
    for seed in 0..40u8 {
        let mut answer = ok(&json!({"call": "start", "game": new_game("random", 7, 150, seed)}));
        for _ in 0..60 {
            let update = answer["update"].clone();
            if update["status"] == "over" || update["hand_end"].is_object() {
                break;
            }
            let game = answer["game"].clone();
            if update["turn"] != 0 {
                answer = ok(&json!({"call": "think", "game": game}));
                continue;
            }
            if update["legal"] == json!(["draw"]) {
                let message =
                    json!({"type": "auto_draw", "table": 7, "version": update["version"]});
                let drawn =
                    ok(&json!({"call": "send", "game": game, "message": message.to_string()}));
                let after = &drawn["update"];
                // Drawn until a tile fits or the boneyard is empty.
                assert!(
                    after["legal"] != json!(["draw"]) || after["turn"] != 0,
                    "{after}"
                );
                let resign = json!({"type": "resign", "table": 7});
                let over = ok(
                    &json!({"call": "send", "game": drawn["game"], "message": resign.to_string()}),
                );
                assert_eq!(over["update"]["status"], "over");
                assert_eq!(over["update"]["result"]["winner"], 1);
                assert_eq!(over["update"]["result"]["reason"], "resign");
                assert_eq!(
                    refused(
                        &json!({"call": "send", "game": over["game"], "message": resign.to_string()})
                    ),
                    "over"
                );
                return;
            }
            let message = json!({"type": "act", "table": 7, "version": update["version"], "move": update["legal"][0]});
            answer = ok(&json!({"call": "send", "game": game, "message": message.to_string()}));
        }
    }
    panic!("no seed made the player draw");
}

#[test]
fn a_hint_is_experts_move_on_the_players_turn() {
    for seed in 0..10u8 {
        let answer = ok(&json!({"call": "start", "game": new_game("easy", 7, 150, seed)}));
        if answer["update"]["turn"] == 0 {
            let hint = ok(&json!({"call": "hint", "game": answer["game"]}));
            let legal = answer["update"]["legal"].as_array().unwrap();
            assert!(legal.contains(&hint["move"]), "{hint} not in {legal:?}");
            assert!(hint["reason"].as_str().is_some_and(|r| !r.is_empty()));
        } else {
            assert_eq!(
                refused(&json!({"call": "hint", "game": answer["game"]})),
                "not_your_turn"
            );
        }
    }
}

/// A real game's moves, as the page keeps them (medium against medium's
/// first legal moves, seed 4).
fn real_moves() -> Vec<Vec<String>> {
    static MOVES: std::sync::LazyLock<Vec<Vec<String>>> = std::sync::LazyLock::new(|| {
        let (game, _) = play_out("medium", 7, 100, 4);
        serde_json::from_value(game["moves"].clone()).expect("moves")
    });
    MOVES.clone()
}

proptest! {
    #[test]
    fn any_request_is_answered_never_a_panic(text in ".{0,200}") {
        let answer: Value = serde_json::from_str(&call(&text)).expect("JSON");
        prop_assert!(answer.get("ok").is_some() || answer.get("error").is_some());
    }

    /// A kept game cut short and changed at one move (as a damaged or
    /// tampered store would give): rebuilt up to there and answered, or
    /// refused with `bad_request`; the untouched prefix always rebuilds.
    #[test]
    fn a_changed_kept_game_is_refused_or_played_never_a_panic(
        hand in 0usize..4,
        cut in 0usize..40,
        change in "[0-6]-[0-6]( [LRUD])?|draw|pass|",
    ) {
        let mut moves = real_moves();
        let hand = hand % moves.len();
        moves.truncate(hand + 1);
        let last = &mut moves[hand];
        let cut = cut % (last.len() + 1);
        last.truncate(cut);
        let mut game = new_game("medium", 7, 100, 4);
        game["moves"] = json!(moves);
        let untouched: Value = serde_json::from_str(&call(&json!({"call": "think", "game": game}).to_string())).expect("JSON");
        prop_assert!(untouched.get("ok").is_some(), "{untouched}");
        moves[hand].push(change);
        game["moves"] = json!(moves);
        let answer: Value = serde_json::from_str(&call(&json!({"call": "think", "game": game}).to_string())).expect("JSON");
        prop_assert!(
            answer.get("ok").is_some() || answer["error"]["code"] == "bad_request",
            "{answer}"
        );
    }
}
