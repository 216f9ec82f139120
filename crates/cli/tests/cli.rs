//! The `dominoes` binary as a user runs it: replay, bench, arena, bot.

mod common;

use common::{BIN, run};
use std::process::{Command, Output};

const EXAMPLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples");

fn json(output: &Output) -> serde_json::Value {
    serde_json::from_slice(&output.stdout).expect("stdout is one JSON object")
}

#[test]
fn replay_prints_the_counts_of_a_record() {
    let output = run(&["replay", &format!("{EXAMPLES}/pagat.json")], "");
    assert!(output.status.success());
    let counts: Vec<u64> = json(&output)["hands"][0]["events"]
        .as_array()
        .expect("events")
        .iter()
        .map(|e| e["count"].as_u64().expect("a count"))
        .collect();
    assert_eq!(counts, [10, 12, 5, 11, 15]);
}

#[test]
fn replay_reads_standard_input() {
    let record = std::fs::read_to_string(format!("{EXAMPLES}/full-game.json")).expect("example");
    let output = run(&["replay", "-"], &record);
    assert!(output.status.success());
    assert_eq!(json(&output)["reason"], "score");
}

#[test]
fn an_illegal_record_exits_1_with_the_error_object() {
    let output = run(&["replay", &format!("{EXAMPLES}/illegal-up-end.json")], "");
    assert_eq!(output.status.code(), Some(1));
    let error = &json(&output)["error"];
    assert_eq!(
        (error["hand"].as_u64(), error["action"].as_u64()),
        (Some(0), Some(3))
    );
}

#[test]
fn malformed_input_gets_the_error_object_not_a_panic() {
    for input in [
        "",
        "{",
        "[]",
        "\u{0}\u{1}",
        "{\"draw\": 7}",
        "{\"draw\":7,\"target\":150,\"hands\":[[]]}",
    ] {
        let output = run(&["replay", "-"], input);
        assert_eq!(output.status.code(), Some(1), "{input:?}");
        assert!(json(&output)["error"]["reason"].is_string(), "{input:?}");
        assert!(
            output.stderr.is_empty(),
            "{input:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    let output = run(&["replay", "/no/such/record.json"], "");
    assert_eq!(output.status.code(), Some(1));
    assert!(
        json(&output)["error"]["reason"]
            .as_str()
            .expect("a reason")
            .contains("cannot read")
    );
}

#[test]
fn bench_reports_a_median() {
    let output = run(&["bench", "--seconds", "0.05", "--runs", "3"], "");
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains("median of 3 runs") && text.contains("hands/s"),
        "{text}"
    );
    assert!(!run(&["bench", "--seconds", "-1"], "").status.success());
}

#[test]
fn an_outside_bot_plays_whole_games_over_the_protocol() {
    let program = format!("{BIN} bot easy");
    let output = run(
        &[
            "arena",
            &program,
            "random",
            "--games",
            "4",
            "--threads",
            "1",
            "--json",
        ],
        "",
    );
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let report = json(&output);
    assert_eq!(report["games"], 4);
    // A count of the games A won, and the rate it gives.
    let wins = report["a_wins"].as_u64().expect("a count of wins");
    assert!(wins <= 4, "{report}");
    assert_eq!(
        report["a_win_rate"].as_f64(),
        Some(wins as f64 / 4.0),
        "{report}"
    );
    // The program plays exactly as the built-in level does on the same deals.
    let builtin = json(&run(
        &[
            "arena",
            "easy",
            "random",
            "--games",
            "4",
            "--threads",
            "1",
            "--json",
        ],
        "",
    ));
    assert_eq!(report["a_wins"], builtin["a_wins"]);
    assert_eq!(report["points_per_hand"], builtin["points_per_hand"]);
}

#[test]
fn an_outside_bot_plays_every_seat_of_a_table_of_four() {
    // One deal, played four times with the sides rotated through the seats:
    // the program sits in each of seats 0 to 3, its partner across in the
    // seat two on (formats.md section 6's bot protocol).
    let arena = |a: &str| {
        let output = run(
            &[
                "arena",
                a,
                "random",
                "--draw",
                "5",
                "--games",
                "8",
                "--threads",
                "1",
                "--json",
            ],
            "",
        );
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        json(&output)
    };
    let report = arena(&format!("{BIN} bot easy"));
    assert_eq!(report["games"], 8);
    assert!(
        report["points_per_hand"].as_f64().is_some_and(|p| p != 0.0),
        "the program's side scored: {report}"
    );
    // The program plays exactly as the built-in level does on the same deals.
    let builtin = arena("easy");
    assert_eq!(report["a_wins"], builtin["a_wins"]);
    assert_eq!(report["points_per_hand"], builtin["points_per_hand"]);
}

#[test]
fn a_bot_that_answers_garbage_loses() {
    // `cat` echoes the turn message back: not an answer.
    let output = run(
        &[
            "arena",
            "cat",
            "easy",
            "--games",
            "2",
            "--threads",
            "1",
            "--json",
        ],
        "",
    );
    assert!(output.status.success());
    assert_eq!(json(&output)["a_wins"], 0.0);
    assert!(String::from_utf8_lossy(&output.stderr).contains("loses the game"));
}

#[test]
fn the_arena_rejects_unknown_bots_and_bad_settings() {
    assert!(!run(&["arena", "grandmaster", "easy"], "").status.success());
    assert!(
        !run(&["arena", "easy", "easy", "--target", "153"], "")
            .status
            .success()
    );
    assert!(
        !run(&["arena", "easy", "easy", "--draw", "8"], "")
            .status
            .success()
    );
}

#[test]
fn audit_checks_the_books_and_refuses_a_missing_database() {
    let path = std::env::temp_dir().join(format!("dominoes-audit-{}.db", std::process::id()));
    std::fs::File::create(&path).expect("an empty file");
    let db = path.to_str().expect("a path");
    let fresh = run(&["audit", "--db", db], "");
    assert!(fresh.status.success(), "{fresh:?}");
    assert!(String::from_utf8_lossy(&fresh.stdout).contains("the books balance"));
    // Chips appearing without a ledger entry are found.
    let mut sql = Command::new("python3")
        .args([
            "-c",
            "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); \
             c.execute(\"INSERT INTO users (name, avatar, created_at) VALUES ('x', 'fox', 0)\"); \
             c.execute(\"INSERT INTO accounts (kind, user_id, balance) VALUES ('user', 1, 5)\"); c.commit()",
            db,
        ])
        .spawn()
        .expect("python3 runs");
    assert!(sql.wait().expect("python3 exits").success());
    let forged = run(&["audit", "--db", db], "");
    assert_eq!(forged.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&forged.stderr).contains("do not balance"));
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{db}{suffix}"));
    }
    let missing = run(&["audit", "--db", "/nonexistent/room.db"], "");
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("no database"));
}

/// A record the room produced (a game against the computer, written by the
/// server's `a_whole_game_against_the_computer_verifies_hand_by_hand`).
fn fair_game() -> serde_json::Value {
    let text = std::fs::read_to_string(format!("{EXAMPLES}/fair-game.json")).expect("example");
    serde_json::from_str(&text).expect("JSON")
}

#[test]
fn verify_accepts_a_record_the_room_produced() {
    let record = fair_game();
    let output = run(&["verify", &format!("{EXAMPLES}/fair-game.json")], "");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stdout)
    );
    let checked = json(&output);
    let hands = record["hands"].as_array().expect("hands").len();
    assert_eq!(checked["verified"], hands);
    assert_eq!(checked["unverifiable"], 0);
    // Standard input too.
    let output = run(&["verify", "-"], &record.to_string());
    assert!(output.status.success());
}

/// `dominoes verify -` on `record`: its exit code and error object.
fn verify_error(record: &serde_json::Value) -> (Option<i32>, serde_json::Value) {
    let output = run(&["verify", "-"], &record.to_string());
    (output.status.code(), json(&output)["error"].clone())
}

#[test]
fn verify_rejects_a_changed_seed_deal_or_draw_saying_where() {
    let record = fair_game();
    let mut seed = record.clone();
    seed["hands"][1]["client_seeds"][0] = "someone else's seed".into();
    let (code, error) = verify_error(&seed);
    assert_eq!(code, Some(1));
    assert_eq!(
        (error["hand"].as_u64(), error["action"].as_u64()),
        (Some(1), None),
        "{error}"
    );

    // Seat 0's first tile and seat 1's first tile change places.
    let mut deal = record.clone();
    let (a, b) = (
        deal["hands"][0]["deal"][0][0].clone(),
        deal["hands"][0]["deal"][1][0].clone(),
    );
    deal["hands"][0]["deal"][0][0] = b;
    deal["hands"][0]["deal"][1][0] = a;
    let (code, error) = verify_error(&deal);
    assert_eq!(code, Some(1));
    assert_eq!(
        (error["hand"].as_u64(), error["action"].as_u64()),
        (Some(0), None),
        "{error}"
    );
    assert!(
        error["reason"]
            .as_str()
            .expect("a reason")
            .contains("seat 0 was dealt")
    );

    // The first draw of the last hand names another tile of its boneyard.
    let mut draw = record.clone();
    let last = record["hands"].as_array().expect("hands").len() - 1;
    let actions = record["hands"][last]["actions"]
        .as_array()
        .expect("actions");
    let (index, drawn) = actions
        .iter()
        .enumerate()
        .find_map(|(i, a)| {
            a.as_str()
                .and_then(|a| a.strip_prefix("draw "))
                .map(|t| (i, t))
        })
        .expect("the example has a draw");
    let dealt: Vec<&str> = record["hands"][last]["deal"]
        .as_array()
        .expect("a deal")
        .iter()
        .flat_map(|h| {
            h.as_array()
                .expect("a hand")
                .iter()
                .filter_map(|t| t.as_str())
        })
        .collect();
    let other = [
        "0-0", "0-1", "0-2", "1-1", "1-2", "2-2", "0-3", "1-3", "2-3", "3-3", "4-6", "5-6", "6-6",
    ]
    .into_iter()
    .find(|t| *t != drawn && !dealt.contains(t))
    .expect("another tile in the boneyard");
    draw["hands"][last]["actions"][index] = format!("draw {other}").into();
    let (code, error) = verify_error(&draw);
    assert_eq!(code, Some(1));
    assert_eq!(
        (error["hand"].as_u64(), error["action"].as_u64()),
        (Some(last as u64), Some(index as u64)),
        "{error}"
    );
    assert!(
        error["reason"]
            .as_str()
            .expect("a reason")
            .contains(&format!("is {drawn}"))
    );
}

#[test]
fn verify_fails_a_misspelt_draw_at_its_own_index_as_replay_does() {
    let record = fair_game();
    let (hand, index, tile) = record["hands"]
        .as_array()
        .expect("hands")
        .iter()
        .enumerate()
        .find_map(|(h, hand)| {
            hand["actions"]
                .as_array()?
                .iter()
                .enumerate()
                .find_map(|(i, a)| {
                    a.as_str()?
                        .strip_prefix("draw ")
                        .map(|t| (h, i, t.to_owned()))
                })
        })
        .expect("the example has a draw");
    for bad in [
        format!("Draw {tile}"),
        "draw".to_owned(),
        format!("draw\t{tile}"),
        format!("DRAW {tile}"),
        format!("draw{tile}"),
    ] {
        let mut misspelt = record.clone();
        misspelt["hands"][hand]["actions"][index] = bad.clone().into();
        let (code, error) = verify_error(&misspelt);
        assert_eq!(code, Some(1), "{bad:?} passed: {error}");
        assert_eq!(
            (error["hand"].as_u64(), error["action"].as_u64()),
            (Some(hand as u64), Some(index as u64)),
            "{bad:?}: {error}"
        );
        let replayed = run(&["replay", "-"], &misspelt.to_string());
        assert_eq!(
            replayed.status.code(),
            Some(1),
            "replay refuses {bad:?} too"
        );
    }
}

#[test]
fn verify_bots_replays_every_move_of_the_computer() {
    let record = fair_game();
    assert!(
        record["bots"][1]["level"].is_string(),
        "the example is a game against the computer"
    );
    let output = run(
        &["verify", "--bots", &format!("{EXAMPLES}/fair-game.json")],
        "",
    );
    let report = json(&output);
    assert!(output.status.success(), "{report}");
    assert_eq!(report["computer"]["bots"], "checked");
    let seat = &report["computer"]["seats"][0];
    assert_eq!(
        (seat["seat"].as_u64(), seat["unchecked"].as_u64()),
        (Some(1), Some(0))
    );
    assert!(seat["moves"].as_u64() > Some(0), "{report}");
    assert_eq!(
        report["verified"],
        record["hands"].as_array().expect("hands").len()
    );

    // A record another version of the bots played: said plainly, exit 2.
    let mut other = record.clone();
    other["bots"][1]["version"] = "0".into();
    let output = run(&["verify", "--bots", "-"], &other.to_string());
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(json(&output)["computer"]["bots"], "other_version");
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(
        said.contains("version 0") && said.contains("nothing is wrong"),
        "{said}"
    );

    // The computer's seed must be the empty one, with or without --bots.
    let mut seeded = record.clone();
    seeded["hands"][0]["client_seeds"][1] = "b0d1e5".into();
    let (code, error) = verify_error(&seeded);
    assert_eq!(code, Some(1));
    assert_eq!(
        (error["hand"].as_u64(), error["action"].as_u64()),
        (Some(0), None),
        "{error}"
    );
}

#[test]
fn verify_exits_2_for_a_record_without_seeds() {
    let output = run(&["verify", &format!("{EXAMPLES}/full-game.json")], "");
    assert_eq!(output.status.code(), Some(2));
    let checked = json(&output);
    assert_eq!(checked["verified"], 0);
    assert_eq!(checked["hands"][0]["reason"], "the hand has no seeds");
}

#[test]
fn review_prints_the_same_json_twice_and_a_table() {
    let record = format!("{EXAMPLES}/full-game.json");
    let first = run(&["review", &record, "--seat", "1", "--json"], "");
    assert_eq!(first.status.code(), Some(0));
    let second = run(&["review", &record, "--seat", "1", "--json"], "");
    assert_eq!(first.stdout, second.stdout);
    let review = json(&first);
    let moves = review["moves"].as_array().expect("moves");
    assert!(!moves.is_empty());
    for m in moves {
        assert!(m["loss"].as_f64().expect("a loss") >= 0.0);
        if m["played"] == m["best"] {
            assert_eq!(m["loss"].as_f64(), Some(0.0));
        }
    }
    assert!(review["summary"]["accuracy"].is_number());
    let table = run(&["review", &record, "--seat", "1"], "");
    assert_eq!(table.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&table.stdout).contains("Accuracy"));
}

#[test]
fn review_of_a_bad_record_says_what_replay_says() {
    let bad = format!("{EXAMPLES}/illegal-up-end.json");
    let replayed = run(&["replay", &bad], "");
    let reviewed = run(&["review", &bad, "--seat", "0"], "");
    assert_eq!(reviewed.status.code(), Some(1));
    assert_eq!(reviewed.stdout, replayed.stdout);
    let unreadable = run(&["review", "-", "--seat", "0", "--json"], "{");
    assert_eq!(unreadable.status.code(), Some(1));
    assert_eq!(unreadable.stdout, run(&["replay", "-"], "{").stdout);
}

#[test]
fn review_of_a_game_of_four_reviews_any_of_its_seats_and_refuses_seat_2_of_a_game_of_two() {
    // A game of four the room played (tests/browser/data: ann, Easy, Expert, Hard).
    let four = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/browser/data/four-game.record.json"
    );
    for seat in ["0", "1", "2", "3"] {
        let output = run(&["review", four, "--seat", seat, "--json"], "");
        assert_eq!(output.status.code(), Some(0), "seat {seat}");
        let review = json(&output);
        assert_eq!(review["summary"]["seat"].to_string(), seat);
        assert!(
            !review["moves"].as_array().expect("moves").is_empty(),
            "seat {seat} had choices"
        );
    }
    let two = run(
        &[
            "review",
            &format!("{EXAMPLES}/full-game.json"),
            "--seat",
            "2",
        ],
        "",
    );
    assert_eq!(two.status.code(), Some(1));
    assert_eq!(
        json(&two)["error"]["reason"],
        "seat 2 is not in this record: a record of two has seats 0 and 1"
    );
}

#[test]
fn the_operator_schedules_a_tournament_from_a_file_and_lists_it() {
    let path = std::env::temp_dir().join(format!("dominoes-tournament-{}.db", std::process::id()));
    std::fs::File::create(&path).expect("an empty file");
    let db = path.to_str().expect("a path");
    let plan = r#"{"name": "Saturday Swiss", "format": {"kind": "swiss", "rounds": 4},
        "draw": 7, "target": 150, "minutes": 4, "entry_fee": 50, "split": [50, 30, 20],
        "min_players": 6, "max_players": 32}"#;
    let created = run(&["tournament", "create", "-", "--db", db], plan);
    assert!(created.status.success(), "{created:?}");
    assert_eq!(String::from_utf8_lossy(&created.stdout).trim(), "1");
    // A plan the room would refuse is refused here too, and nothing is stored.
    let too_many = plan.replace("\"rounds\": 4", "\"rounds\": 9");
    let refused = run(&["tournament", "create", "-", "--db", db], &too_many);
    assert_eq!(refused.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("9 rounds need at least 10 players"));
    let unknown = run(&["tournament", "create", "-", "--db", db], r#"{"nme": 1}"#);
    assert_eq!(unknown.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("unknown field `nme`"));
    let listed = run(&["tournament", "list", "--db", db], "");
    assert!(listed.status.success());
    let text = String::from_utf8_lossy(&listed.stdout).to_string();
    assert_eq!(text.lines().count(), 1, "{text}");
    assert!(
        text.contains("registering") && text.contains("Saturday Swiss"),
        "{text}"
    );
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{db}{suffix}"));
    }
}
