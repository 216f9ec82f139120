#!/usr/bin/env python3
"""Builds crates/rules/tests/data/known_hands.json: records with the replay
output RULES.md requires. Valid records' expectations come from the
independent reference in reference_replay.py, and the hand-designed ones are
also asserted here number by number (worked out by hand from RULES.md).
Fault cases take their reason text from the Rust replay, but where the fault
lies (hand, action) is asserted here.

    cargo build --release -p dominoes && python3 tools/build_known_hands.py
"""
import copy
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
import reference_replay as ref

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release", "dominoes")
cases = []

def rec(deal, actions, target=150, draw=7, more=None):
    r = {"draw": draw, "target": target, "hands": [{"deal": deal, "actions": actions}]}
    r["hands"] += more or []
    return r

def rust(record):
    text = record if isinstance(record, str) else json.dumps(record)
    out = subprocess.run([BIN, "replay", "-"], input=text, capture_output=True, text=True)
    return json.loads(out.stdout), out.returncode

def valid(name, rule, record, check=None):
    expected = ref.replay(record)
    if check:
        check(expected)
    cases.append({"name": name, "rule": rule, "record": record, "expected": expected})

def fault(name, rule, record, hand, action):
    out, code = rust(record)
    assert code == 1 and "error" in out, (name, out)
    assert (out["error"]["hand"], out["error"]["action"]) == (hand, action), (name, out)
    cases.append({"name": name, "rule": rule, "record": record, "expected": out})

def events(out, h=0):
    return [(e["action"], e["count"], e["points"]) for e in out["hands"][h]["events"]]

# -- pagat's spinner sequence: 10, 12, 5, 11, 15 ------------------------------
PAGAT = [["5-5", "3-5", "4-5", "0-1", "0-2", "1-2", "0-0"],
         ["2-5", "5-6", "1-1", "1-3", "2-3", "0-3", "0-4"]]
PAGAT_ACTIONS = ["5-5", "2-5 L", "3-5 R", "5-6 U", "4-5 D"]

def check_pagat(out):
    assert out["hands"][0]["leader"] == 0
    assert [c for _, c, _ in events(out)] == [10, 12, 5, 11, 15]
    assert [p for _, _, p in events(out)] == [10, 0, 5, 0, 15]
    assert out["scores"] == [30, 0] and "end" not in out["hands"][0] and out["winner"] is None

valid("pagat_spinner_sequence", "RULES 4: a lead spinner counts 10, 12, 5, 11, 15",
      rec(PAGAT, PAGAT_ACTIONS), check_pagat)
fault("forced_first_lead", "RULES 2: the first hand is led with the highest double",
      rec(PAGAT, ["3-5"]), 0, 0)
fault("tile_not_in_hand", "a tile not in the mover's hand", rec(PAGAT, ["5-5", "4-5 L"]), 0, 1)
fault("lead_after_start", "a lead only as the first action", rec(PAGAT, ["5-5", "2-5"]), 0, 1)
fault("play_before_lead", "the hand starts with a lead", rec(PAGAT, ["5-5 L"]), 0, 0)
fault("does_not_fit", "the touching halves must match", rec(PAGAT, ["5-5", "1-1 L"]), 0, 1)
fault("bad_action_text", "NOTATION 1: bad action text", rec(PAGAT, ["5-5", "2-5 X"]), 0, 1)
fault("record_draw_names_tile", "NOTATION 1: a draw in a record names its tile",
      rec(PAGAT, ["5-5", "draw"]), 0, 1)
fault("action_not_a_string", "a record's action must be text", rec(PAGAT, ["5-5", 7]), 0, 1)
fault("hand_after_unfinished_hand", "NOTATION 3: only the last hand may be unfinished",
      rec(PAGAT, PAGAT_ACTIONS, more=[{"deal": PAGAT, "actions": []}]), 1, None)

# -- a late spinner, no doubles dealt, the heaviest tile leads ------------------
LATE = [["0-1", "0-2", "0-3", "0-4", "1-2", "1-3", "1-4"],
        ["5-6", "3-6", "2-6", "4-5", "2-3", "2-4", "3-4"]]
LATE_ACTIONS = ["5-6", "draw 6-6", "6-6 R", "3-6 R", "0-3 R", "2-6 U", "0-4 R"]

def check_late(out):
    assert out["hands"][0]["leader"] == 1
    assert events(out) == [("5-6", 11, 0), ("draw 6-6", 11, 0), ("6-6 R", 17, 0), ("3-6 R", 8, 0),
                           ("0-3 R", 5, 5), ("2-6 U", 7, 0), ("0-4 R", 11, 0)]
    assert out["scores"] == [5, 0]

valid("late_spinner", "RULES 3: the first double played later is the spinner; up/down open "
      "once its far side is covered; RULES 2: no doubles dealt, the heaviest tile leads",
      rec(LATE, LATE_ACTIONS), check_late)
fault("late_spinner_up_closed", "RULES 3: a late spinner's up end is closed until its far side is covered",
      rec(LATE, LATE_ACTIONS[:3] + ["2-6 U"]), 0, 3)
fault("draw_holding_playable", "RULES 5: a player who can play must play",
      rec(LATE, LATE_ACTIONS[:3] + ["draw 0-0"]), 0, 3)

TIE_BREAK = [["4-5", "0-1", "0-2", "0-3", "1-2", "1-3", "2-3"],
             ["3-6", "0-4", "1-4", "2-4", "0-5", "1-5", "2-5"]]
valid("heaviest_tile_tie_break", "RULES 2: equal weights: 6-3 beats 5-4; a lead keeps its order",
      rec(TIE_BREAK, ["6-3"]),
      lambda out: (out["hands"][0]["leader"] == 1 and events(out) == [("6-3", 9, 0)]) or 1 / 0)
fault("heaviest_tile_forced", "RULES 2: with no double dealt the heaviest tile must lead",
      rec(TIE_BREAK, ["2-5"]), 0, 0)

# -- drawing to the last tile, passing, a domino rounded up --------------------
DRY = [["0-1", "0-2", "0-3", "1-2", "1-3", "2-3", "0-0"],
       ["5-5", "0-5", "1-5", "2-5", "3-5", "4-5", "5-6"]]
BONEYARD = ["0-4", "0-6", "1-1", "1-4", "1-6", "2-2", "2-4", "2-6", "3-3", "3-4", "3-6", "4-4",
            "4-6", "6-6"]
DRY_ACTIONS = (["5-5"] + ["draw " + t for t in BONEYARD] + ["pass", "0-5 L", "0-0 L", "1-5 R",
               "1-1 R", "2-5 U", "2-2 U", "3-5 D", "3-3 D", "pass", "0-4 L", "4-5 L", "1-6 R", "5-6 R"])

def check_dry(out):
    ev = events(out)
    assert ev[0] == ("5-5", 10, 10) and all(e[1:] == (10, 0) for e in ev[1:16])
    assert [(c, p) for _, c, p in ev[16:]] == [(10, 10), (10, 10), (1, 0), (2, 0), (4, 0), (6, 0),
                                               (9, 0), (12, 0), (12, 0), (16, 0), (17, 0), (21, 0),
                                               (20, 20)]
    # 21 tiles without a 5 hold 112 pips; 23 of them were played: 89 rounds up to 90.
    assert out["hands"][0]["end"] == {"kind": "domino", "winner": 1, "pips": [89, 0], "points": 90}
    assert out["scores"] == [10, 130]

valid("draw_to_last_tile_pass_and_domino", "RULES 5: drawing to the last tile, a pass; "
      "RULES 6: a domino scores the opponent's pips rounded (89 -> 90)", rec(DRY, DRY_ACTIONS), check_dry)
fault("pass_with_boneyard", "RULES 5: a pass only with an empty boneyard",
      rec(DRY, DRY_ACTIONS[:14] + ["pass"]), 0, 14)
fault("draw_not_in_boneyard", "a drawn tile must be in the boneyard",
      rec(DRY, DRY_ACTIONS[:15] + ["draw 6-6"]), 0, 15)
fault("action_after_hand_end", "nothing after the hand has ended", rec(DRY, DRY_ACTIONS + ["pass"]), 0, 29)

# -- hands found in random legal games, checked by the reference --------------
found = json.load(open(os.path.join(ROOT, "tools", "found_random_cases.json")))
RANDOM = {
    "no_doubles": "RULES 2: no double dealt, the heaviest tile leads",
    "pass": "RULES 5: a pass with an empty boneyard",
    "blocked_win": "RULES 6: blocked; fewer pips wins the opponent's pips, rounded",
    "blocked_tie": "RULES 6 and 2: a tied block scores nothing; the player who did not lead it leads next",
    "blocked_bonus_reaches_target": "RULES 7: a block's bonus reaching the final score ends the game, kind blocked",
    "domino_round_down": "RULES 6: remainder 1 or 2 rounds down",
    "domino_round_up": "RULES 6: remainder 3 or 4 rounds up",
    "domino_bonus_reaches_target": "RULES 7: a domino's bonus reaching the final score, kind domino",
    "target_mid_hand": "RULES 7: the final score reached mid-hand ends the game",
    "target_by_play_emptying_hand": "RULES 7: a play that empties the hand and reaches the final "
                                    "score ends the game there, no domino bonus",
}

def check_random(name):
    def check(out):
        last = out["hands"][-1]
        end = last.get("end", {})
        if name == "blocked_tie":
            tie = out["hands"][-2]
            assert tie["end"]["winner"] is None and tie["end"]["points"] == 0
            assert last["leader"] == 1 - tie["leader"]
        if name.startswith("domino_round"):
            loser = 1 - end["winner"]
            assert end["points"] == ref.round5(end["pips"][loser])
            assert (end["pips"][loser] % 5 in (1, 2)) == (name == "domino_round_down")
        if name.startswith("target"):
            assert end["kind"] == "target" and end["points"] == 0 and out["winner"] == end["winner"]
            assert (end["pips"][end["winner"]] == 0) == (name == "target_by_play_emptying_hand")
        if name.endswith("bonus_reaches_target"):
            assert end["kind"] in ("domino", "blocked") and out["winner"] == end["winner"] is not None
    return check

for name, rule in RANDOM.items():
    valid(name, rule, found[name], check_random(name))

# -- deals, settings, games over, results ----------------------------------------
short = copy.deepcopy(PAGAT)
short[1] = short[1][:6]
fault("deal_too_small", "NOTATION 2: each hand is dealt `draw` tiles", rec(short, []), 0, None)
twice = copy.deepcopy(PAGAT)
twice[1][0] = "5-5"
fault("tile_dealt_twice", "a tile dealt twice", rec(twice, []), 0, None)
badtile = copy.deepcopy(PAGAT)
badtile[0][1] = "7-3"
fault("bad_tile_in_deal", "NOTATION 1: tiles are two numbers 0..6", rec(badtile, []), 0, None)
fault("draw_eight", "draw is 7 or 9", rec(PAGAT, [], draw=8), None, None)
fault("target_not_multiple_of_5", "target is a multiple of 5", rec(PAGAT, [], target=153), None, None)
fault("target_too_high", "target is at most 1000", rec(PAGAT, [], target=1005), None, None)
fault("unreadable_json", "unreadable JSON", "{\"draw\": 7,", None, None)
fault("top_level_not_object", "the top level is an object", "[1, 2]", None, None)
fault("hands_not_list", "hands is a list", {"draw": 7, "target": 150, "hands": {}}, None, None)
fault("draw_not_integer", "draw is an integer", {"draw": 7.5, "target": 150, "hands": []}, None, None)
valid("no_hands_yet", "an empty hands list is not a fault", {"draw": 9, "target": 100, "hands": []})
valid("no_actions_yet", "a hand with no actions is not a fault", rec(PAGAT, []))

over = copy.deepcopy(found["target_mid_hand"])
over["hands"].append({"deal": PAGAT, "actions": []})
fault("hand_after_game_over", "NOTATION 3: no hand after the game ended", over, len(over["hands"]) - 1, None)
after = copy.deepcopy(found["target_mid_hand"])
last = after["hands"][-1]
last["actions"].append("pass")
fault("action_after_game_over", "RULES 7: the game ends at the final score, mid-hand",
      after, len(after["hands"]) - 1, len(last["actions"]) - 1)

won = found["target_mid_hand"]
winner = ref.replay(won)["winner"]
fault("result_wrong_winner", "NOTATION 3: a score result names the player who reached the final score",
      dict(won, result={"winner": 1 - winner, "reason": "score"}), None, None)
fault("result_time_after_score", "NOTATION 3: no time result for a game won on score",
      dict(won, result={"winner": 1 - winner, "reason": "time"}), None, None)
fault("result_malformed", "NOTATION 3: a malformed result",
      dict(rec(PAGAT, PAGAT_ACTIONS), result={"winner": 0, "reason": "bored"}), None, None)
valid("result_score", "a score result naming the winner", dict(won, result={"winner": winner, "reason": "score"}))

for reason in ("time", "resign"):
    record = dict(rec(PAGAT, PAGAT_ACTIONS), result={"winner": 1, "reason": reason})
    out, code = rust(record)
    assert code == 0 and out["winner"] == 1 and out["reason"] == reason, out
    cases.append({"name": f"result_{reason}", "rule": f"NOTATION 3: a {reason} result reports its winner",
                  "record": record, "expected": out})
record = dict(rec(PAGAT, PAGAT_ACTIONS), result={"winner": None, "reason": "abandoned"})
out, code = rust(record)
assert code == 0 and out["winner"] is None and out["reason"] == "abandoned", out
cases.append({"name": "result_abandoned", "rule": "NOTATION 3: abandoned reports winner null",
              "record": record, "expected": out})

# Every valid case must replay in Rust exactly as the reference says.
for case in cases:
    out, _ = rust(case["record"])
    assert out == case["expected"], (case["name"], out, case["expected"])

path = os.path.join(ROOT, "crates", "rules", "tests", "data", "known_hands.json")
with open(path, "w") as f:
    f.write("[\n" + ",\n".join(json.dumps(c) for c in cases) + "\n]\n")
print(f"wrote {len(cases)} cases to {path}")
