"""`zombie-table play colony-… --text/--jsonl`: numbered choices through the shared line loops;
a player's screen and JSON view never show another player's hand, secret or held crossroads card;
bad input gets a message, not a traceback; bad options and objectives a usage error."""

from __future__ import annotations

import io
import json
import subprocess
import sys

from zombie_table.games.colony.batch import controller
from zombie_table.bots.seats import Seat
from zombie_table.games.colony import cli as colony_play
from zombie_table.commands.lineplay import JsonLoop, TextLoop
from zombie_table.games.colony.start import new_game


def run_loop(loop_class, seed: int, names: list[str], bots: set[str], answers: str, mode: str = "standard"):
    out = io.StringIO()
    game = new_game(seed, names, None, mode)
    seats = [Seat(name, "random" if f"p{i + 1}" in bots else None) for i, name in enumerate(names)]
    loop_class(game, seed, controller(seats, seed), colony_play.shown(game), io.StringIO(answers), out).run()
    return out.getvalue(), game


def test_a_bot_only_table_plays_to_the_end() -> None:
    text, game = run_loop(TextLoop, 4, ["Ann", "Ben", "Cat"], {"p1", "p2", "p3"}, "")
    assert game.over and "*** " in text and "Winners:" in text


def test_jsonl_views_hide_other_hands_secrets_and_held_cards() -> None:
    text, game = run_loop(JsonLoop, 9, ["Ann", "Ben", "Cat"], {"p2", "p3"}, "0\n" * 150)
    messages = [json.loads(line) for line in text.splitlines()]
    assert messages[0]["type"] == "hello" and messages[0]["game"] == "colony"
    decisions = [m for m in messages if m["type"] == "decision"]
    assert decisions and all(m["player"] == "p1" for m in decisions)
    for m in decisions:
        for other in m["table"]["players"][1:]:
            assert isinstance(other["hand"], int) and other["secret"] in ("hidden", None)
        held = m["table"]["held"]
        assert held is None or held["card"] == "hidden" or held["holder"] == "p1"


def test_jsonl_tells_each_crisis_card_as_it_is_turned_with_its_score() -> None:
    """§10 step 2: the crisis's cards are revealed one at a time, each +1 or -1, in the events stream."""
    text, game = run_loop(JsonLoop, 4, ["Ann", "Ben", "Cat"], {"p1", "p2", "p3"}, "")
    events = [e for m in map(json.loads, text.splitlines()) if m["type"] == "events" for e in m["events"]]
    turned = [e for e in events if e["kind"] == "crisis_card"]
    assert turned and all(e["rule"] == "crisis" for e in turned)
    assert all(e["text"].startswith("Crisis card ") and e["text"].rstrip(".").endswith(("+1", "-1")) for e in turned)
    first_total = next(i for i, e in enumerate(events) if e["kind"] == "crisis_cards")
    assert any(e["kind"] == "crisis_card" for e in events[:first_total]) or "nothing" in events[first_total]["text"]


def test_garbage_lines_get_a_message_and_quit_ends() -> None:
    text, game = run_loop(TextLoop, 2, ["Solo"], set(), "banana\n99\nhelp\nquit\n", "solo")
    assert "'banana' is not a choice" in text and "No such choice" in text and "Type the number" in text
    assert "Quitting: the game is left unfinished." in text and not game.over, "quit leaves the table, the game unfinished"
    text, _ = run_loop(JsonLoop, 2, ["Solo"], set(), "{\"nope\": 1}\n[1,2]\n", "solo")
    assert text.count('"type": "error"') == 2


def play(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "zombie_table", "play", *args], input=stdin, capture_output=True,
                          text=True, timeout=120)


def test_the_play_command_routes_colony_entries_and_refuses_bad_setups() -> None:
    done = play("colony-larder", "--text", "--seed", "3", "--players", "Ann", stdin="0\n0\n0\n")
    assert done.returncode == 0 and "Colony: Stock the Larder (solo) · seed 3" in done.stdout
    assert "choose your leader" in done.stdout
    coop = play("colony-doors", "--text", "--players", "Ann,Ben:greedy", "--option", "variant=cooperative", stdin="")
    assert coop.returncode == 0 and "(cooperative)" in coop.stdout and "hard side" in coop.stdout
    bad = play("colony-larder", "--text", "--option", "variant=picnic")
    assert bad.returncode != 0 and "picnic" in bad.stderr and "Traceback" not in bad.stderr
    option = play("colony-larder", "--text", "--option", "lure_up_to=maybe")
    assert option.returncode != 0 and "lure_up_to" in option.stderr and "Traceback" not in option.stderr
    seats = play("colony-larder", "--text", "--players", "Ann,Ben", "--option", "variant=solo")
    assert seats.returncode != 0 and "solo game takes 1" in seats.stderr
    unknown = play("colony-picnic", "--text")
    assert unknown.returncode != 0 and "Traceback" not in unknown.stderr
