//! Replays every record of `data/known_hands.json` and compares the whole
//! output with what RULES.md requires (the "perft" of this engine). The data
//! file is built by `tools/build_known_hands.py`, whose valid cases are also
//! checked by an independent reference (`tools/reference_replay.py`).

use serde_json::Value;

#[test]
fn every_known_hand_replays_as_the_rules_say() {
    let data = include_str!("data/known_hands.json");
    let cases: Vec<Value> = serde_json::from_str(data).expect("the data file is JSON");
    assert!(cases.len() >= 85, "the data file lost its cases");
    let mut failures = Vec::new();
    for case in &cases {
        let name = case["name"].as_str().expect("every case has a name");
        let got = match &case["record"] {
            Value::String(text) => dominoes_rules::replay(text),
            record => dominoes_rules::replay_value(record),
        };
        let got: Value = match got {
            Ok(replay) => serde_json::from_str(&replay.to_json()).expect("replay JSON"),
            Err(error) => serde_json::from_str(&error.to_json()).expect("error JSON"),
        };
        if got != case["expected"] {
            failures.push(format!(
                "{name}:\n  got      {got}\n  expected {}",
                case["expected"]
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn the_data_file_covers_every_rule() {
    let data = include_str!("data/known_hands.json");
    for name in [
        "pagat_spinner_sequence",
        "late_spinner",
        "late_spinner_up_closed",
        "forced_first_lead",
        "no_doubles",
        "draw_to_last_tile_pass_and_domino",
        "pass",
        "blocked_win",
        "blocked_tie",
        "domino_round_down",
        "domino_round_up",
        "target_mid_hand",
        "target_by_play_emptying_hand",
        "domino_bonus_reaches_target",
        "partners_first_lead_highest_double",
        "partners_turn_order_clockwise",
        "partners_points_to_team",
        "partners_domino_both_opponents_rounded_once",
        "partners_domino_rounded_once_up",
        "partners_partner_pips_do_not_count",
        "partners_draw_and_pass_while_others_can_play",
        "partners_blocked_team_fewer_pips_wins",
        "partners_blocked_partners_equal_pips_first_in_order_from_leader",
        "partners_blocked_tie_no_score",
        "partners_next_hand_led_by_winner",
        "partners_target_mid_hand",
        "partners_result_resign_names_team",
        "partners_with_draw_7",
        "partners_draw_5_without_partners",
        "partners_deal_two_hands",
        "partners_client_seeds_two",
    ] {
        assert!(
            data.contains(&format!("\"name\": \"{name}\"")),
            "no case {name}"
        );
    }
}
