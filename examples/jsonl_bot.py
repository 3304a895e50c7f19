#!/usr/bin/env python3
"""A bot from outside: plays any zombie_table game through `play --jsonl` (docs/api.md).

It runs the game as a child process and talks to it one JSON line at a time, using nothing but
the standard library and the protocol (no import of zombie_table). Every game speaks the same
protocol; what differs is the `table` in a decision, whose shape `hello.game` names. In a
tile-and-zone mission its plan is simple: take an objective or escape when it can, fight zombies
in reach, otherwise walk towards the nearest objective still on the board (the exit once none is
left) and search on the way. In another game it likes the kinds of choice it knows (the same
table of likes) and otherwise takes the first option offered.

    python examples/jsonl_bot.py                                  # zombie-table play frontier-m0 --jsonl
    python examples/jsonl_bot.py -- zombie-table play frontier-m1 --jsonl --seed 7
    python examples/jsonl_bot.py -- zombie-table play colony-larder --jsonl --players You
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import deque

PROTOCOL = 4
DEFAULT_COMMAND = ["zombie-table", "play", "frontier-m0", "--jsonl"]
PASSABLE = {"open", "opening", "door_open"}

# how much the bot likes each kind of action; moves are scored by where they lead
LIKES = {
    "take_objective": 100, "escape": 95, "melee": 60, "shoot": 55, "search": 25, "reload": 15, "keep": 10,
    "end_turn": 1, "make_noise": -5, "drink": -5, "dynamite": -5, "reorganise": -10, "discard": -20,
}


def distances(zones: dict[str, dict], targets: list[str]) -> dict[str, int]:
    """Steps from each zone to the nearest target, over passable borders (breadth first)."""
    found = {zone: 0 for zone in targets}
    queue = deque(targets)
    while queue:
        here = queue.popleft()
        for there, border in zones[here]["neighbours"].items():
            if border in PASSABLE and there not in found and not zones[there]["blocked"]:
                found[there] = found[here] + 1
                queue.append(there)
    return found


def score(option: dict, state: dict, zones: dict[str, dict], far: dict[str, int]) -> float:
    kind = option["kind"]
    if kind not in ("move", "sprint"):
        return LIKES.get(kind, 0)
    destination = option["args"][-1]
    if zones[destination]["zombies"]:
        return -5
    here = (state.get("survivor") or {}).get("zone")
    now, then = far.get(here, 99), far.get(destination, 99)
    away = 40 if here in zones and zones[here]["zombies"] else 0  # out of the zombies' reach
    return away + (20 + 10 * (now - then) if then < now else 0)


def choose(game: str, decision: dict) -> int:
    options = decision["options"]
    if game != "tilezone":  # a table of another shape: go by the kinds of choice alone
        return max(options, key=lambda option: (LIKES.get(option["kind"], 0), -option["index"]))["index"]
    state = decision["table"]
    zones = {zone["id"]: zone for zone in state["zones"]}
    targets = [t["zone"] for t in state["objective_tokens"] if not t["taken_by"] and not t["lost"]]
    targets = targets or [zone_id for zone_id, zone in zones.items() if zone["exit"]]
    far = distances(zones, targets)
    best = max(options, key=lambda option: (score(option, state, zones, far), -option["index"]))
    return best["index"]


def play(command: list[str]) -> int:
    game = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    assert game.stdin is not None and game.stdout is not None
    result, playing = None, ""
    for line in game.stdout:
        message = json.loads(line)
        kind = message["type"]
        if kind == "hello":
            playing = message["game"]
            if message["protocol"] != PROTOCOL:
                print(f"warning: written for protocol {PROTOCOL}, the game speaks {message['protocol']}", file=sys.stderr)
        elif kind == "decision":
            game.stdin.write(f"{choose(playing, message)}\n")
            game.stdin.flush()
        elif kind == "error":
            print(f"the game refused a line: {message['message']}", file=sys.stderr)
        elif kind == "over":
            result = message
            print(f"{message['result']}: {message['cause']}")
    game.stdin.close()
    code = game.wait()
    return 0 if result is not None and code == 0 else 1


if __name__ == "__main__":
    arguments = sys.argv[1:]
    sys.exit(play(arguments[arguments.index("--") + 1:] if "--" in arguments else DEFAULT_COMMAND))
