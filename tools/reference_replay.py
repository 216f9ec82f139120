#!/usr/bin/env python3
"""An independent, deliberately plain reading of RULES.md, written apart from
the Rust engine (lists of tiles, no bitsets, no running count), used to check
the expected outputs in crates/rules/tests/data/known_hands.json.

    python3 tools/reference_replay.py RECORD.json   # prints the replay JSON
    python3 tools/reference_replay.py --check crates/rules/tests/data/known_hands.json

Only well-formed, legal records are its business; the Rust replay is the one
that reports faults (the data file's error cases are checked by hand).
"""
import json
import sys

def tile(text):
    a, b = int(text[0]), int(text[2])
    return (min(a, b), max(a, b))

def weight(t):
    return t[0] + t[1]

def other(t, n):
    return t[1] if t[0] == n else t[0]

def round5(p):
    return (p + 2) // 5 * 5

class Layout:
    def __init__(self):
        self.lead = None          # (left, right) as laid
        self.arms = {e: [] for e in "LRUD"}   # list of (tile, outer number)
        self.spinner = None       # ("lead",) or (arm, index)
        self.spinner_tile = None

    def spinner_sides_covered(self):
        if self.spinner is None:
            return False
        if self.spinner == ("lead",):
            return bool(self.arms["L"]) and bool(self.arms["R"])
        arm, index = self.spinner
        return len(self.arms[arm]) > index + 1

    def open_ends(self):
        if self.lead is None:
            return {}
        ends = {}
        ends["L"] = self.arms["L"][-1][1] if self.arms["L"] else self.lead[0]
        ends["R"] = self.arms["R"][-1][1] if self.arms["R"] else self.lead[1]
        if self.spinner_sides_covered():
            n = self.spinner_tile[0]
            for e in "UD":
                ends[e] = self.arms[e][-1][1] if self.arms[e] else n
        return ends

    def count(self):
        if self.lead is None:
            return 0
        if not any(self.arms.values()):
            return self.lead[0] + self.lead[1]
        total = 0
        for e, n in self.open_ends().items():
            arm = self.arms[e]
            if arm:
                t = arm[-1][0]
                total += 2 * n if t[0] == t[1] else n
            elif e in "LR":
                lead_is_double = self.lead[0] == self.lead[1]
                # a lead double here is the spinner with only its other side covered
                total += 2 * n if lead_is_double else n
            # an empty up/down end counts nothing
        return total

    def place(self, t, e):
        n = self.open_ends()[e]
        assert n in t, "tile does not fit"
        self.arms[e].append((t, other(t, n)))
        if self.spinner is None and t[0] == t[1]:
            self.spinner = (e, len(self.arms[e]) - 1)
            self.spinner_tile = t

def first_leader(deal):
    for d in range(6, -1, -1):
        for s in (0, 1):
            if (d, d) in deal[s]:
                return s, (d, d)
    best = max(((weight(t), t[1]), s, t) for s in (0, 1) for t in deal[s])
    return best[1], best[2]

def can_play(hand, layout):
    ends = layout.open_ends().values()
    return any(n in t for t in hand for n in ends)

def replay(record):
    target = record["target"]
    scores = [0, 0]
    out_hands = []
    winner = None
    prev = None
    for h, hand in enumerate(record["hands"]):
        deal = [[tile(x) for x in hand["deal"][s]] for s in (0, 1)]
        hands = [list(deal[0]), list(deal[1])]
        boneyard = [t for t in (tile(f"{a}-{b}") for a in range(7) for b in range(a, 7))
                    if t not in hands[0] and t not in hands[1]]
        if prev is None:
            leader, forced = first_leader(deal)
        else:
            leader, forced = prev, None
        layout = Layout()
        turn = leader
        events = []
        end = None
        for text in hand["actions"]:
            assert end is None and winner is None
            words = text.split(" ")
            points = 0
            mover = turn
            if words[0] == "pass":
                assert not can_play(hands[turn], layout) and not boneyard
                turn = 1 - turn
            elif words[0] == "draw":
                t = tile(words[1])
                assert not can_play(hands[turn], layout) and t in boneyard
                boneyard.remove(t)
                hands[turn].append(t)
            else:
                t = tile(words[0])
                hands[turn].remove(t)
                if len(words) == 1:
                    assert layout.lead is None and (forced is None or forced == t)
                    left = int(words[0][0])
                    layout.lead = (left, other(t, left))
                    if t[0] == t[1]:
                        layout.spinner = ("lead",)
                        layout.spinner_tile = t
                else:
                    layout.place(t, words[1])
                c = layout.count()
                points = c if c % 5 == 0 else 0
                scores[turn] += points
                if scores[turn] >= target:
                    winner = turn
                    end = {"kind": "target", "winner": turn,
                           "pips": [sum(map(weight, x)) for x in hands], "points": 0}
                elif not hands[turn]:
                    pips = [sum(map(weight, x)) for x in hands]
                    bonus = round5(pips[1 - turn])
                    scores[turn] += bonus
                    end = {"kind": "domino", "winner": turn, "pips": pips, "points": bonus}
                    if scores[turn] >= target:
                        winner = turn
                else:
                    turn = 1 - turn
            events.append({"player": mover, "action": text, "count": layout.count(), "points": points})
            if end is None and not boneyard and layout.lead is not None \
                    and not can_play(hands[0], layout) and not can_play(hands[1], layout):
                pips = [sum(map(weight, x)) for x in hands]
                w = None if pips[0] == pips[1] else (0 if pips[0] < pips[1] else 1)
                bonus = 0 if w is None else round5(pips[1 - w])
                if w is not None:
                    scores[w] += bonus
                    if scores[w] >= target:
                        winner = w
                end = {"kind": "blocked", "winner": w, "pips": pips, "points": bonus}
        out = {"leader": leader, "events": events}
        if end:
            out["end"] = end
            prev = end["winner"] if end["winner"] is not None else 1 - leader
        out["scores"] = list(scores)
        out_hands.append(out)
    result = {"hands": out_hands, "winner": winner, "scores": list(scores)}
    if winner is not None:
        result["reason"] = "score"
    stated = record.get("result")
    if stated and stated["reason"] != "score":
        assert winner is None, "a game won on score cannot end another way"
        result["winner"] = stated["winner"]
        result["reason"] = stated["reason"]
    return result

def main():
    if sys.argv[1] == "--check":
        cases = json.load(open(sys.argv[2]))
        bad = 0
        for case in cases:
            if "error" in case["expected"]:
                continue
            got = replay(case["record"])
            if got != case["expected"]:
                bad += 1
                print("MISMATCH", case["name"])
                print(" reference:", json.dumps(got))
                print(" expected: ", json.dumps(case["expected"]))
        print(f"{len(cases)} cases, {bad} disagree with the reference")
        sys.exit(1 if bad else 0)
    print(json.dumps(replay(json.load(open(sys.argv[1]))), indent=2))

if __name__ == "__main__":
    main()
