#!/usr/bin/env python3
"""An independent, deliberately plain reading of RULES.md, written apart from
the Rust engine (lists of tiles, no bitsets, no running count), used to check
the expected outputs in crates/rules/tests/data/known_hands.json.

Two seats, or four in partnerships (`"draw": 5, "partners": true`: RULES.md
section 9, NOTATION.md section 6). A seat's team is seat % 2, which for two
seats is the seat itself, so one score per team covers both games.

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
        for s in range(len(deal)):
            if (d, d) in deal[s]:
                return s, (d, d)
    best = max(((weight(t), t[1]), s, t) for s in range(len(deal)) for t in deal[s])
    return best[1], best[2]

def can_play(hand, layout):
    ends = layout.open_ends().values()
    return any(n in t for t in hand for n in ends)

def hand_end(kind, seat, pips, points):
    """NOTATION 3's `end`; with four seats also the winning team (section 6)."""
    end = {"kind": kind, "winner": seat}
    if len(pips) == 4:
        end["team"] = None if seat is None else seat % 2
    end["pips"] = pips
    end["points"] = points
    return end

def block_winner(pips, leader):
    """RULES 6 and 9: the team with fewer pips wins; its seat with fewer pips,
    equal partners the first of the two in playing order from the leader."""
    n = len(pips)
    team_pips = [0, 0]
    for s in range(n):
        team_pips[s % 2] += pips[s]
    if team_pips[0] == team_pips[1]:
        return None, 0
    team = 0 if team_pips[0] < team_pips[1] else 1
    seat = None
    for k in range(n):
        s = (leader + k) % n
        if s % 2 == team and (seat is None or pips[s] < pips[seat]):
            seat = s
    return seat, round5(team_pips[1 - team])

def replay(record):
    target = record["target"]
    n = 4 if record.get("partners") is True else 2
    scores = [0, 0]
    out_hands = []
    winner = None
    prev = None
    for h, hand in enumerate(record["hands"]):
        assert len(hand["deal"]) == n and all(len(d) == record["draw"] for d in hand["deal"])
        deal = [[tile(x) for x in hand["deal"][s]] for s in range(n)]
        hands = [list(d) for d in deal]
        boneyard = [t for t in (tile(f"{a}-{b}") for a in range(7) for b in range(a, 7))
                    if not any(t in x for x in hands)]
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
            team = mover % 2
            if words[0] == "pass":
                assert not can_play(hands[turn], layout) and not boneyard
                assert any(can_play(hands[s], layout) for s in range(n) if s != turn)
                turn = (turn + 1) % n
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
                scores[team] += points
                if scores[team] >= target:
                    winner = team
                    end = hand_end("target", mover, [sum(map(weight, x)) for x in hands], 0)
                elif not hands[turn]:
                    pips = [sum(map(weight, x)) for x in hands]
                    # the opponents' pips added, then rounded once (RULES 6, 9)
                    bonus = round5(sum(pips[s] for s in range(n) if s % 2 != team))
                    scores[team] += bonus
                    end = hand_end("domino", mover, pips, bonus)
                    if scores[team] >= target:
                        winner = team
                else:
                    turn = (turn + 1) % n
            events.append({"player": mover, "action": text, "count": layout.count(), "points": points})
            if end is None and not boneyard and layout.lead is not None \
                    and not any(can_play(x, layout) for x in hands):
                pips = [sum(map(weight, x)) for x in hands]
                w, bonus = block_winner(pips, leader)
                if w is not None:
                    scores[w % 2] += bonus
                    if scores[w % 2] >= target:
                        winner = w % 2
                end = hand_end("blocked", w, pips, bonus)
        out = {"leader": leader, "events": events}
        if end:
            out["end"] = end
            prev = end["winner"] if end["winner"] is not None else (leader + 1) % n
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
