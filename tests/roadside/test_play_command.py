"""`zombie-table play roadside-… --text/--jsonl`: a person (or a script) plays through numbered
choices; a player's screen never shows another's private location; bots fill ":bot" seats."""

from __future__ import annotations

import io
import json
from argparse import Namespace

from zombie_table.games.roadside import cli as roadside_play
from zombie_table.games.roadside.start import new_game


def run_loop(loop_class, seed: int, names: list[str], bots: set[str], answers: str, mode: str = "standard",
             policy: str = "random") -> str:
    out = io.StringIO()
    game = new_game(seed, names, mode)
    seats = [{"name": n, "policy": policy if f"p{i + 1}" in bots else None} for i, n in enumerate(names)]
    loop_class(game, seed, seats, io.StringIO(answers), out).run()
    return out.getvalue(), game


def test_a_bot_only_table_plays_to_the_end() -> None:
    text, game = run_loop(roadside_play.TextLoop, 4, ["Ann", "Ben"], {"p1", "p2"}, "")
    assert game.over and "*** WON" in text


def test_hotseat_screens_never_show_the_other_players_private_location() -> None:
    text, game = run_loop(roadside_play.TextLoop, 6, ["Ann", "Ben"], set(), "0\n" * 300)
    screens = text.split("== turn")[1:]
    assert len(screens) > 50
    for screen in screens:
        decider = screen.split("\n-- ", 1)[1].split(" ", 1)[0].rstrip(":")
        for p in game.state.players:
            line = next(l for l in screen.splitlines() if l.startswith(f"  {p.name}: "))
            if p.name != decider and not p.private_revealed:
                assert "private: (hidden)" in line or "private:" not in line
            if p.name == decider and p.private:
                assert "private: (hidden)" not in line


def test_jsonl_views_hide_private_cards_and_unflipped_numbers() -> None:
    text, game = run_loop(roadside_play.JsonLoop, 9, ["Ann", "Ben"], {"p2"}, "0\n" * 200)
    messages = [json.loads(line) for line in text.splitlines()]
    assert messages[0]["type"] == "hello"
    decisions = [m for m in messages if m["type"] == "decision"]
    assert decisions and all(m["player"] == "p1" for m in decisions)
    for m in decisions:
        other = next(p for p in m["table"]["players"] if p["id"] == "p2")
        assert other["private"] in ("hidden", None) or other["private_revealed"]
        assert all(n is None or isinstance(n, int) for tokens in m["table"]["tokens"].values() for n in tokens)


def test_the_solo_entry_and_bad_input() -> None:
    text, game = run_loop(roadside_play.TextLoop, 2, ["Solo"], set(), "banana\n99\nhelp\nquit\n", "solo")
    assert "'banana' is not a choice" in text and "No such choice" in text and "Type the number" in text
    assert "Quitting: the game is left unfinished." in text and not game.over, "quit leaves the table, the game unfinished"


def test_the_play_command_routes_roadside_entries(capsys) -> None:
    import sys

    from zombie_table.commands import play as play_command

    args = Namespace(think=None, mission="roadside-solo", text=True, jsonl=False, players=None, seed=1, option=["respawn=false"], load=None,
                     save_dir=None, content=[])
    old = sys.stdin
    sys.stdin = io.StringIO("")
    try:
        assert play_command.run(args) == 0
    finally:
        sys.stdin = old
    assert "Roadside (solo) · seed 1" in capsys.readouterr().out


def test_a_solo_race_is_won_in_text_mode_and_says_how_many_followers_were_rescued() -> None:
    text, game = run_loop(roadside_play.TextLoop, 12, ["Solo"], {"p1"}, "", "solo", "greedy")
    assert game.state.result == "won" and "*** WON: Solo explored three locations and rescued" in text
    explored = {game.content.location_cards[c].place for c in game.state.players[0].explored}
    assert explored <= {s.id for s in game.content.map.spaces if s.solo}


def test_a_text_screen_names_the_groups() -> None:
    game = new_game(3, ["Ann", "Ben", "Cy"])
    game.state.groups = [["p1", "p3"]]
    assert "  groups: Ann and Cy" in roadside_play.table(game, "p2")
