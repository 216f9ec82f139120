#!/usr/bin/env python3
"""Builds crates/rules/tests/data/known_hands.json: records with the replay
output RULES.md requires. Valid records' expectations come from the
independent reference in reference_replay.py, and the hand-designed ones are
also asserted here number by number (worked out by hand from RULES.md).
Fault cases take their reason text from the Rust replay, but where the fault
lies (hand, action) is asserted here.

    cargo build --release -p dominoes && python3 tools/build_known_hands.py

The Rust binary is target/release/dominoes, or $DOMINOES_BIN. With it, every
case is built, fault cases take Rust's reason text, and every valid case must
replay in Rust exactly as the reference says.

    python3 tools/build_known_hands.py --no-rust

rebuilds the file without the binary: a fault case (and the three `result_`
cases whose output is Rust's) reuses the expected output of the case of the
same name and record already in the data file, and the build fails if there
is none; the four-seat faults of PARTNERS_FAULTS not yet in the file are left
out (and named on stderr); every case already in the file must come out
unchanged. Valid cases are not replayed in Rust in this mode.
"""
import copy
import hashlib
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
import reference_replay as ref

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.environ.get("DOMINOES_BIN") or os.path.join(ROOT, "target", "release", "dominoes")
PATH = os.path.join(ROOT, "crates", "rules", "tests", "data", "known_hands.json")
NO_RUST = sys.argv[1:] == ["--no-rust"]
if sys.argv[1:] not in ([], ["--no-rust"]):
    sys.exit("usage: build_known_hands.py [--no-rust]")
if not NO_RUST and not os.path.exists(BIN):
    sys.exit(f"no {BIN}: run `cargo build --release -p dominoes` first (or set DOMINOES_BIN), "
             "or use --no-rust to reuse the fault cases already in the data file")
# In --no-rust mode, the data file as it is now: Rust's outputs are taken from it.
STORED = {c["name"]: c for c in json.load(open(PATH))} if NO_RUST else {}
cases = []
left_out = []

def rec(deal, actions, target=150, draw=7, more=None):
    r = {"draw": draw, "target": target, "hands": [{"deal": deal, "actions": actions}]}
    r["hands"] += more or []
    return r

def same(a, b):
    """Equal as JSON (in Python, 1 == True and 1 == 1.0; not here)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)

def rust(record, name):
    """Rust's replay of `record` and its exit status; without the binary, the
    stored output of the case `name` if its record is the same, else None."""
    if NO_RUST:
        stored = STORED.get(name)
        if stored is None or not same(stored["record"], record):
            return None, None
        return stored["expected"], 1 if "error" in stored["expected"] else 0
    text = record if isinstance(record, str) else json.dumps(record)
    out = subprocess.run([BIN, "replay", "-"], input=text, capture_output=True, text=True)
    return json.loads(out.stdout), out.returncode

def valid(name, rule, record, check=None):
    expected = ref.replay(record)
    if check:
        check(expected)
    cases.append({"name": name, "rule": rule, "record": record, "expected": expected})

def fault(name, rule, record, hand, action, optional=False):
    out, code = rust(record, name)
    if out is None:
        assert optional, f"{name}: --no-rust needs this fault case in {PATH} with the same record"
        left_out.append(name)
        return
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
    out, code = rust(record, f"result_{reason}")
    assert out is not None, f"result_{reason}: --no-rust needs it in the data file"
    assert code == 0 and out["winner"] == 1 and out["reason"] == reason, out
    cases.append({"name": f"result_{reason}", "rule": f"NOTATION 3: a {reason} result reports its winner",
                  "record": record, "expected": out})
record = dict(rec(PAGAT, PAGAT_ACTIONS), result={"winner": None, "reason": "abandoned"})
out, code = rust(record, "result_abandoned")
assert out is not None, "result_abandoned: --no-rust needs it in the data file"
assert code == 0 and out["winner"] is None and out["reason"] == "abandoned", out
cases.append({"name": "result_abandoned", "rule": "NOTATION 3: abandoned reports winner null",
              "record": record, "expected": out})

# -- four players in two partnerships (RULES 9, NOTATION 6) ----------------------
# Seats 0..3 clockwise, teams 0 (seats 0, 2) and 1 (seats 1, 3). Every deal is
# four hands of 5; the boneyard (8 tiles) is written out where it is drawn from.
# The numbers in the checks are worked out by hand: `count` is the sum over the
# open ends (RULES 4), and a domino or block scores round5 of a team's pips.

def prec(deal, actions, target=150, more=None):
    """A four-seat record: `"draw": 5, "partners": true` (NOTATION 6)."""
    r = {"draw": 5, "partners": True, "target": target, "hands": [{"deal": deal, "actions": actions}]}
    r["hands"] += more or []
    return r

def seat_events(out, h=0):
    return [(e["player"], e["action"], e["count"], e["points"]) for e in out["hands"][h]["events"]]

def draws(seat, tiles, count):
    return [(seat, "draw " + t, count, 0) for t in tiles]

def expect(out, leader, evs, scores, end=None, h=0, winner=None, reason=None):
    """One hand of `out` exactly, and, for the last hand, the game's scores and
    winner (a team) with its reason (`score` when a team reached the target)."""
    hand = out["hands"][h]
    assert hand["leader"] == leader, (hand["leader"], leader)
    assert seat_events(out, h) == evs, seat_events(out, h)
    assert hand.get("end") == end, hand.get("end")
    assert hand["scores"] == scores and len(scores) == 2, hand["scores"]
    if h == len(out["hands"]) - 1:
        assert out["scores"] == scores and out["winner"] == winner
        assert out.get("reason") == (reason or (None if winner is None else "score")), out.get("reason")

# 6-6 is dealt to seat 2, 5-5 to seat 0: seat 2 leads the first hand.
P_SIX = [["5-5", "2-6", "0-1", "0-2", "1-2"],
         ["4-6", "0-3", "1-3", "2-3", "0-4"],
         ["6-6", "3-6", "1-4", "2-4", "3-4"],
         ["1-6", "0-5", "1-5", "2-5", "3-5"]]
valid("partners_first_lead_highest_double",
      "RULES 9: the holder of the highest double dealt leads it, whichever seat that is",
      prec(P_SIX, ["6-6"]),
      lambda out: expect(out, 2, [(2, "6-6", 12, 0)], [0, 0]))
valid("partners_turn_order_clockwise",
      "RULES 9: play passes clockwise, seat + 1 modulo 4, from the leader (2, 3, 0, 1, 2)",
      prec(P_SIX, ["6-6", "1-6 L", "2-6 R", "4-6 U", "3-6 D"]),
      # 6-6 alone 12; 1 + spinner 12 = 13; both sides covered, 1 + 2 = 3; + 4 = 7;
      # + 3 = 10, which seat 2 scores for team 0.
      lambda out: expect(out, 2, [(2, "6-6", 12, 0), (3, "1-6 L", 13, 0), (0, "2-6 R", 3, 0),
                                  (1, "4-6 U", 7, 0), (2, "3-6 D", 10, 10)], [10, 0]))
valid("partners_no_actions_yet", "NOTATION 6: a four-seat hand with no actions yet; its leader "
      "is the holder of the highest double", prec(P_SIX, []),
      lambda out: expect(out, 2, [], [0, 0]))
valid("partners_no_hands_yet", "NOTATION 6: a four-seat record with no hands; two team scores",
      {"draw": 5, "partners": True, "target": 150, "hands": []},
      lambda out: (out == {"hands": [], "winner": None, "scores": [0, 0]}) or 1 / 0)
valid("partners_false_is_two_seat", "NOTATION 6: `\"partners\": false` is the two-seat game",
      dict(rec(PAGAT, PAGAT_ACTIONS), partners=False), check_pagat)

# 5-5 is the only double dealt, to seat 3. Seats 0 and 2 score for team 0.
P_FIVE = [["0-5", "0-1", "1-2", "0-2", "1-3"],
          ["5-6", "0-3", "2-3", "0-4", "1-4"],
          ["4-5", "2-4", "3-4", "0-6", "1-6"],
          ["5-5", "2-5", "3-5", "1-5", "2-6"]]
P_FIVE_ACTIONS = ["5-5", "0-5 L", "5-6 R", "4-5 U"]

def check_points_to_team(out, winner=None, reason=None):
    # 5-5 alone 10 (seat 3, team 1); 0 + spinner 10 = 10 (seat 0, team 0);
    # 0 + 6 = 6; 0 + 6 + 4 = 10 (seat 2, team 0): team 0 has 20, team 1 has 10.
    expect(out, 3, [(3, "5-5", 10, 10), (0, "0-5 L", 10, 10), (1, "5-6 R", 6, 0), (2, "4-5 U", 10, 10)],
           [20, 10], winner=winner, reason=reason)

valid("partners_points_to_team", "RULES 9: points made in play go to the mover's team "
      "(seats 0 and 2 add up for team 0)", prec(P_FIVE, P_FIVE_ACTIONS), check_points_to_team)
valid("partners_result_resign_names_team", "NOTATION 6: a resign result names the winning team",
      dict(prec(P_FIVE, P_FIVE_ACTIONS), result={"winner": 1, "reason": "resign"}),
      lambda out: check_points_to_team(out, winner=1, reason="resign"))

# No double dealt (all seven are in the boneyard): 5-6, the heaviest tile, leads,
# and seat 0 plays it and four more, one each round, and dominoes at the 17th play.
P_DOMINO = [["5-6", "1-5", "0-5", "2-4", "0-1"],
            ["3-6", "2-5", "4-5", "1-4", "0-3"],
            ["3-5", "2-6", "3-4", "1-2", "4-6"],
            ["1-3", "0-6", "2-3", "0-2", "0-4"]]
P_DOMINO_ACTIONS = ["5-6", "3-6 R", "3-5 L", "1-3 L", "1-5 L", "2-5 L", "2-6 L", "0-6 L", "0-5 L",
                    "4-5 L", "3-4 L", "2-3 L", "2-4 L", "1-4 L", "1-2 L", "0-2 L", "0-1 L"]
# The lone 5-6 counts 11; then the right end stays 3 and the left end runs
# 5, 3, 1, 5, 2, 6, 0, 5, 4, 3, 2, 4, 1, 2, 0, 1.
P_DOMINO_COUNTS = [11, 8, 6, 4, 8, 5, 9, 3, 8, 7, 6, 5, 7, 4, 5, 3, 4]

def domino_events(leader, counts):
    return [((leader + k) % 4, a, c, c if c % 5 == 0 else 0)
            for k, (a, c) in enumerate(zip(P_DOMINO_ACTIONS, counts))]

valid("partners_domino_both_opponents_rounded_once",
      "RULES 9: a domino scores both opponents' pips added, then rounded once: 3 + 4 = 7 -> 5 "
      "(not 5 + 5); the partner's 10 do not count",
      prec(P_DOMINO, P_DOMINO_ACTIONS),
      # 5s made by seat 1 (team 1), seat 3 (team 1), seat 2 (team 0); seat 0 is out,
      # seat 1 holds 0-3, seat 2 4-6, seat 3 0-4: 3 + 4 = 7 -> 5 for team 0.
      lambda out: expect(out, 0, domino_events(0, P_DOMINO_COUNTS), [10, 10],
                         {"kind": "domino", "winner": 0, "team": 0, "pips": [0, 3, 10, 4], "points": 5}))

# The same game one seat on (seat 1 leads and dominoes), with 1-6 dealt in place of
# 0-4: the opponents hold 7 + 3 = 10, the partner 10 that would make it 20.
P_PARTNER = [["1-3", "0-6", "2-3", "0-2", "1-6"],
             ["5-6", "1-5", "0-5", "2-4", "0-1"],
             ["3-6", "2-5", "4-5", "1-4", "0-3"],
             ["3-5", "2-6", "3-4", "1-2", "4-6"]]
valid("partners_partner_pips_do_not_count",
      "RULES 9: a domino scores the opponents' pips only (7 + 3 -> 10), not the partner's 10; "
      "team 1's seat 1 leads (heaviest tile, no double dealt) and dominoes",
      prec(P_PARTNER, P_DOMINO_ACTIONS),
      # 5s by seat 2 (team 0), seat 0 (team 0), seat 3 (team 1); bonus 10 to team 1.
      lambda out: expect(out, 1, domino_events(1, P_DOMINO_COUNTS), [10, 15],
                         {"kind": "domino", "winner": 1, "team": 1, "pips": [7, 0, 3, 10], "points": 10}))

# No double dealt; seat 3 leads 6-5 (as it lies: 6 on the left) and plays every
# other tile on the right, dominoing at the 17th play.
P_UP = [["1-5", "1-3", "3-4", "3-5", "1-6"],
        ["0-1", "1-4", "2-4", "4-5", "0-5"],
        ["0-2", "0-4", "2-6", "4-6", "2-5"],
        ["5-6", "2-3", "0-3", "3-6", "0-6"]]
P_UP_ACTIONS = ["6-5", "1-5 R", "0-1 R", "0-2 R", "2-3 R", "1-3 R", "1-4 R", "0-4 R", "0-3 R",
                "3-4 R", "2-4 R", "2-6 R", "3-6 R", "3-5 R", "4-5 R", "4-6 R", "0-6 R"]
# 11 alone; then 6 on the left plus 1, 0, 2, 3, 1, 4, 0, 3, 4, 2, 6, 3, 5, 4, 6, 0.
P_UP_COUNTS = [11, 7, 6, 8, 9, 7, 10, 6, 9, 10, 8, 12, 9, 11, 10, 12, 6]
valid("partners_first_lead_heaviest_tile",
      "RULES 9: no double dealt: the heaviest tile dealt leads (seat 3 here), as it lies",
      prec(P_UP, ["6-5"]), lambda out: expect(out, 3, [(3, "6-5", 11, 0)], [0, 0]))
valid("partners_domino_rounded_once_up",
      "RULES 9: rounding once differs from rounding each hand: opponents 7 + 7 = 14 -> 15, "
      "where 5 + 5 would be 10 (the partner's 5 do not count)",
      prec(P_UP, P_UP_ACTIONS),
      # 10s by seat 1 (team 1), seat 0 (team 0), seat 1 (team 1); seat 3 (team 1) is
      # out, seats 0 and 2 (1-6, 2-5) hold 7 + 7 -> 15: team 1 has 10 + 10 + 15.
      lambda out: expect(out, 3, [((3 + k) % 4, a, c, c if c % 5 == 0 else 0)
                                  for k, (a, c) in enumerate(zip(P_UP_ACTIONS, P_UP_COUNTS))],
                         [10, 35], {"kind": "domino", "winner": 3, "team": 1, "pips": [7, 5, 7, 0],
                                    "points": 15}))

# Seat 0 leads 6-6; seats 1 and 2 hold no 6, nor does the boneyard. Seat 1 draws
# all eight and passes; seat 2, which cannot play either, passes too (seat 3 can).
P_DRY = [["6-6", "5-6", "4-6", "3-6", "2-3"],
         ["1-4", "4-4", "0-1", "2-4", "3-4"],
         ["0-0", "0-2", "1-3", "2-5", "3-5"],
         ["2-6", "1-6", "0-6", "0-5", "1-2"]]
P_DRY_BONEYARD = ["0-3", "0-4", "1-1", "1-5", "2-2", "3-3", "4-5", "5-5"]
P_DRY_ACTIONS = (["6-6"] + ["draw " + t for t in P_DRY_BONEYARD]
                 + ["pass", "pass", "1-6 L", "4-6 R", "1-4 L", "pass", "0-6 U"])
valid("partners_draw_and_pass_while_others_can_play",
      "RULES 9 and 5: a seat that cannot play draws to the last tile, then passes; with the "
      "boneyard empty a seat passes while any other seat can play, even when the next cannot",
      prec(P_DRY, P_DRY_ACTIONS),
      # 12 until 1-6 makes 1 + 12 = 13; 4-6 covers the spinner's second side: 1 + 4 = 5
      # (seat 0, team 0); 1-4 makes 4 + 4 = 8; seat 2 (no 4, no 6) passes; 0-6 up adds 0.
      lambda out: expect(out, 0, [(0, "6-6", 12, 0)] + draws(1, P_DRY_BONEYARD, 12)
                         + [(1, "pass", 12, 0), (2, "pass", 12, 0), (3, "1-6 L", 13, 0),
                            (0, "4-6 R", 5, 5), (1, "1-4 L", 8, 0), (2, "pass", 8, 0),
                            (3, "0-6 U", 8, 0)], [5, 0]))

# Three blocked hands with one layout: the leader's 6-6, then 0-6 L, 1-6 R, 4-6 U,
# 0-2 L, 1-3 R, 4-5 U, 2-6 L, 3-6 R, 5-6 U: every 6 is down and all four ends show
# 6 (down open and empty). Calling the leader A, seat A+2 draws from the boneyard
# until 1-6 comes (it has no 0 or 6), and at the end seat A+1 (no 5 or 6) draws
# what is left, 5-6 last, and plays it: the boneyard is empty, nobody can play.
# What the seats hold then differs: a win, partners level, a tie.
def block_actions(first_draws, last_draws):
    return (["6-6", "0-6 L"] + ["draw " + t for t in first_draws] + ["draw 1-6", "1-6 R", "4-6 U",
            "0-2 L", "1-3 R", "4-5 U", "2-6 L", "3-6 R"] + ["draw " + t for t in last_draws]
            + ["draw 5-6", "5-6 U"])

def block_events(a, first_draws, last_draws):
    s = lambda k: (a + k) % 4
    # 12 for the lead and while the right side is open; then 0 + 1 = 1; + 4 = 5
    # (seat A+3); 2 + 1 + 4 = 7; 2 + 3 + 4 = 9; 2 + 3 + 5 = 10 (seat A+2);
    # 6 + 3 + 5 = 14; 6 + 6 + 5 = 17; 6 + 6 + 6 = 18.
    return ([(s(0), "6-6", 12, 0), (s(1), "0-6 L", 12, 0)] + draws(s(2), first_draws + ["1-6"], 12)
            + [(s(2), "1-6 R", 1, 0), (s(3), "4-6 U", 5, 5), (s(0), "0-2 L", 7, 0),
               (s(1), "1-3 R", 9, 0), (s(2), "4-5 U", 10, 10), (s(3), "2-6 L", 14, 0),
               (s(0), "3-6 R", 17, 0)] + draws(s(1), last_draws + ["5-6"], 17) + [(s(1), "5-6 U", 18, 0)])

# Leader seat 3. Left at the block: seat 0 0-4 3-4 4-4 (19), seat 1 1-1 1-4 1-5
# 2-2 2-3 2-4 2-5 3-3 3-5 5-5 (59), seat 2 0-0 0-1 0-3 (4), seat 3 0-5 1-2 (8).
# Team 0 has 23, team 1 67: team 0 wins 67 -> 65 (rounded once; 8 -> 10 and
# 59 -> 60 would be 70), and its seat with fewer pips is seat 2, not seat 0,
# which comes first from the leader.
P_BLOCK_WIN = [["0-6", "1-3", "0-4", "3-4", "4-4"],
               ["4-5", "1-1", "1-4", "1-5", "2-2"],
               ["4-6", "2-6", "0-0", "0-1", "0-3"],
               ["6-6", "0-2", "3-6", "0-5", "1-2"]]
P_BLOCK_WIN_DRAWS = (["2-3", "2-4", "2-5", "3-3", "3-5", "5-5"], [])
P_BLOCK_WIN_END = {"kind": "blocked", "winner": 2, "team": 0, "pips": [19, 59, 4, 8], "points": 65}
P_BLOCK_WIN_ACTIONS = block_actions(*P_BLOCK_WIN_DRAWS)

def check_block_win(out):
    # team 0: 5 in play + 65; team 1: 10 in play (a record may go on to more hands)
    expect(out, 3, block_events(3, *P_BLOCK_WIN_DRAWS), [70, 10], P_BLOCK_WIN_END)

valid("partners_blocked_team_fewer_pips_wins",
      "RULES 9: blocked: the team with fewer pips (23 against 67) scores the other team's pips "
      "rounded once (65); the hand's winner is its seat with fewer pips (seat 2)",
      prec(P_BLOCK_WIN, P_BLOCK_WIN_ACTIONS), check_block_win)

# Leader seat 2. Left: seat 0 1-1 1-2 2-2 1-4 (14), seat 1 5-5 0-5 2-5 (22), seat 2
# 1-5 3-5 (14), seat 3 0-0 0-1 0-3 0-4 2-3 2-4 3-3 3-4 4-4 (40). Team 0 has 28,
# team 1 62: team 0 scores 60; seats 0 and 2 are level, and seat 2, the leader,
# comes first in playing order from the leader.
P_BLOCK_EQUAL = [["4-5", "1-1", "1-2", "2-2", "1-4"],
                 ["4-6", "2-6", "5-5", "0-5", "2-5"],
                 ["6-6", "0-2", "3-6", "1-5", "3-5"],
                 ["0-6", "1-3", "0-0", "0-1", "0-3"]]
P_BLOCK_EQUAL_DRAWS = ([], ["0-4", "2-3", "2-4", "3-3", "3-4", "4-4"])
P_BLOCK_EQUAL_ACTIONS = block_actions(*P_BLOCK_EQUAL_DRAWS)
valid("partners_blocked_partners_equal_pips_first_in_order_from_leader",
      "RULES 9: blocked, the winning partners level on pips (14 and 14): the winner of the hand "
      "is the first of them in playing order from the leader, the leader itself (seat 2, not 0)",
      prec(P_BLOCK_EQUAL, P_BLOCK_EQUAL_ACTIONS),
      # team 0: 10 in play + 60; team 1: 5 in play
      lambda out: expect(out, 2, block_events(2, *P_BLOCK_EQUAL_DRAWS), [70, 5],
                         {"kind": "blocked", "winner": 2, "team": 0, "pips": [14, 22, 14, 40],
                          "points": 60}))

# Leader seat 3. Left: seat 0 0-0 0-1 0-3 0-4 4-4 3-3 (22), seat 1 1-1 1-2 1-4 2-2
# 2-3 2-4 3-4 (32), seat 2 0-5 5-5 3-5 (23), seat 3 1-5 2-5 (13): 45 each.
# Nobody scores, and seat 0, the seat after the leader, leads the next hand:
# it leads 5-5 (10 for team 0) though seat 2 holds 6-6.
P_BLOCK_TIE = [["0-6", "1-3", "0-0", "0-1", "0-3"],
               ["4-5", "1-1", "1-2", "1-4", "2-2"],
               ["4-6", "2-6", "0-5", "5-5", "3-5"],
               ["6-6", "0-2", "3-6", "1-5", "2-5"]]
P_BLOCK_TIE_DRAWS = (["2-3", "2-4", "3-4"], ["0-4", "4-4", "3-3"])

def check_block_tie(out):
    expect(out, 3, block_events(3, *P_BLOCK_TIE_DRAWS), [5, 10],
           {"kind": "blocked", "winner": None, "team": None, "pips": [22, 32, 23, 13], "points": 0})
    expect(out, 0, [(0, "5-5", 10, 10)], [15, 10], h=1)

valid("partners_blocked_tie_no_score",
      "RULES 9: blocked with the teams level (45 each): nobody scores, and the seat after the "
      "hand's leader (clockwise: 3 -> 0) leads the next hand, with any tile",
      prec(P_BLOCK_TIE, block_actions(*P_BLOCK_TIE_DRAWS), more=[{"deal": P_SIX, "actions": ["5-5"]}]),
      check_block_tie)

def check_next_hand(out):
    check_block_win(out)
    # seat 2 won the block and leads, though seat 3 holds the highest double;
    # 4-5 counts 9, then 4 + 1 = 5 for seat 3 (team 1)
    expect(out, 2, [(2, "4-5", 9, 0), (3, "1-5 R", 5, 5)], [70, 15], h=1)

valid("partners_next_hand_led_by_winner",
      "RULES 9: the winner of a hand (seat 2, who won the block) leads the next, with any tile",
      prec(P_BLOCK_WIN, P_BLOCK_WIN_ACTIONS, more=[{"deal": P_FIVE, "actions": ["4-5", "1-5 R"]}]),
      check_next_hand)

# Target 75: after the block above team 0 has 70. In the next hand seat 2 leads 1-3
# (4), then 3-5 R (1 + 5 = 6), 1-4 L (4 + 5 = 9), 4-6 L (6 + 5 = 11), and seat 2's
# 4-5 R makes 6 + 4 = 10: team 0 reaches 80 and wins at once; the seat is 2.
P_TARGET = [["1-4", "0-0", "0-2", "2-2", "0-3"],
            ["4-6", "1-1", "0-4", "2-3", "3-3"],
            ["1-3", "4-5", "0-1", "1-2", "2-4"],
            ["3-5", "5-5", "0-5", "2-5", "1-5"]]
TARGET_RECORD = prec(P_BLOCK_WIN, P_BLOCK_WIN_ACTIONS, target=75,
                     more=[{"deal": P_TARGET, "actions": ["1-3", "3-5 R", "1-4 L", "4-6 L", "4-5 R"]}])

def check_target(out):
    check_block_win(out)
    expect(out, 2, [(2, "1-3", 4, 0), (3, "3-5 R", 6, 0), (0, "1-4 L", 9, 0), (1, "4-6 L", 11, 0),
                    (2, "4-5 R", 10, 10)], [80, 10],
           {"kind": "target", "winner": 2, "team": 0, "pips": [9, 17, 10, 28], "points": 0}, h=1, winner=0)

valid("partners_target_mid_hand", "RULES 9 and 7: the first team to reach the final score wins at "
      "that moment; end.winner is the seat whose play reached it, the game's winner its team",
      TARGET_RECORD, check_target)
valid("partners_result_score_names_team", "NOTATION 6: a score result names the winning team "
      "(0), not the seat that reached the final score (2)",
      dict(TARGET_RECORD, result={"winner": 0, "reason": "score"}), check_target)

# -- four-seat faults: where they lie is asserted here, their reason text is Rust's
# (so they need the binary; see add_partners_faults).
SERVER_SEED = "07" * 32
FAIR_HAND = {"deal": P_SIX, "actions": [], "commitment": hashlib.sha256(bytes.fromhex(SERVER_SEED)).hexdigest(),
             "server_seed": SERVER_SEED, "client_seeds": ["ann", "bob"], "hand_counter": 0}
six_tiles = copy.deepcopy(P_SIX)
six_tiles[1].append("0-0")
PARTNERS_FAULTS = [
    # (name, rule, record, hand, action)
    ("partners_with_draw_7", "NOTATION 6: partners true needs draw 5",
     {"draw": 7, "partners": True, "target": 150, "hands": [{"deal": P_SIX, "actions": []}]}, None, None),
    ("partners_draw_5_without_partners", "NOTATION 6: draw 5 needs partners true",
     {"draw": 5, "target": 150, "hands": [{"deal": P_SIX, "actions": []}]}, None, None),
    ("partners_false_with_draw_5", "NOTATION 6: draw 5 needs partners true, not false",
     {"draw": 5, "partners": False, "target": 150, "hands": [{"deal": P_SIX, "actions": []}]}, None, None),
    ("partners_not_boolean", "NOTATION 6: partners is a boolean",
     {"draw": 5, "partners": 1, "target": 150, "hands": [{"deal": P_SIX, "actions": []}]}, None, None),
    ("partners_deal_two_hands", "NOTATION 6: a partners deal is four hands of 5",
     prec(P_SIX[:2], []), 0, None),
    ("partners_deal_six_tiles", "NOTATION 6: a partners deal is four hands of 5, not one of 6",
     prec(six_tiles, []), 0, None),
    ("partners_four_hands_without_partners", "NOTATION 6: without partners a deal is two hands",
     rec(P_SIX, [], draw=7), 0, None),
    ("partners_forced_first_lead", "RULES 9: the first hand is led with the highest double dealt "
     "(seat 2's 6-6, not seat 0's 5-5)", prec(P_SIX, ["5-5"]), 0, 0),
    ("partners_heaviest_tile_forced", "RULES 9: with no double dealt the heaviest tile must lead",
     prec(P_UP, ["3-6"]), 0, 0),
    ("partners_play_partners_tile", "RULES 9: seat 3 is on turn after seat 2; 4-6 is its "
     "partner's (seat 1)", prec(P_SIX, ["6-6", "4-6 L"]), 0, 1),
    ("partners_play_next_seats_tile", "RULES 9: seat 3 is on turn after seat 2; 2-6 is seat 0's",
     prec(P_SIX, ["6-6", "2-6 L"]), 0, 1),
    ("partners_pass_with_boneyard", "RULES 9 and 5: no pass while the boneyard holds tiles",
     prec(P_DRY, ["6-6", "draw 0-3", "pass"]), 0, 2),
    ("partners_pass_while_able", "RULES 9 and 5: a seat that can play must play, even with the "
     "boneyard empty", prec(P_DRY, P_DRY_ACTIONS[:11] + ["pass"]), 0, 11),
    ("partners_action_after_block", "RULES 9: the hand is blocked as soon as no seat can play",
     prec(P_BLOCK_EQUAL, P_BLOCK_EQUAL_ACTIONS + ["pass"]), 0, len(P_BLOCK_EQUAL_ACTIONS)),
    ("partners_client_seeds_two", "NOTATION 6: a partners hand's client_seeds are four strings",
     {"draw": 5, "partners": True, "target": 150, "hands": [FAIR_HAND]}, 0, None),
    ("partners_result_winner_not_a_team", "NOTATION 6: result.winner is a team, 0 or 1",
     dict(prec(P_FIVE, P_FIVE_ACTIONS), result={"winner": 3, "reason": "resign"}), None, None),
    ("partners_result_score_names_seat", "NOTATION 6: a score result names the team (0), not "
     "the seat (2)", dict(TARGET_RECORD, result={"winner": 2, "reason": "score"}), None, None),
]

def reference_refuses(name, record, hand, action):
    """The reference replays a fault record up to its faulty action, and not
    that action: the fault is where it is said to be, and is one."""
    cut = copy.deepcopy(record)
    cut.pop("result", None)
    cut["hands"] = cut["hands"][:hand + 1]
    actions = cut["hands"][hand]["actions"]
    cut["hands"][hand]["actions"] = actions[:action]
    ref.replay(cut)
    cut["hands"][hand]["actions"] = actions[:action + 1]
    try:
        ref.replay(cut)
    except (AssertionError, ValueError):
        return
    raise AssertionError(f"{name}: the reference accepts action {action}")

def add_partners_faults():
    """Appends PARTNERS_FAULTS with Rust's reason text. Without the binary
    (--no-rust) a fault already in the data file is kept, and one not yet
    there is left out."""
    for name, rule, record, hand, action in PARTNERS_FAULTS:
        if action is not None:
            reference_refuses(name, record, hand, action)
        fault(name, rule, record, hand, action, optional=True)

add_partners_faults()

names = [c["name"] for c in cases]
assert len(names) == len(set(names)), "case names repeat"
if NO_RUST:
    # Every case in the file must be rebuilt, and unchanged, with or without Rust.
    for name, stored in STORED.items():
        again = next((c for c in cases if c["name"] == name), None)
        assert same(again, stored), f"{name} would change or disappear"
    new = [n for n in names if n not in STORED]
    print(f"--no-rust: {len(new)} new valid cases not replayed in Rust: {' '.join(new)}", file=sys.stderr)
    if left_out:
        print(f"--no-rust: left out {len(left_out)} four-seat fault cases, which need the Rust "
              f"binary for their reason text: {' '.join(left_out)}", file=sys.stderr)
else:
    # Every valid case must replay in Rust exactly as the reference says.
    for case in cases:
        out, _ = rust(case["record"], case["name"])
        assert same(out, case["expected"]), (case["name"], out, case["expected"])

with open(PATH, "w") as f:
    f.write("[\n" + ",\n".join(json.dumps(c) for c in cases) + "\n]\n")
print(f"wrote {len(cases)} cases to {PATH}")
