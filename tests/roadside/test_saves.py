"""Saves (`games/roadside/saves.py`): a game written after every choice a person makes, resumed
with `play --load` to the same state, showing the table only as its deciding player may see it
(the file holds every private location; no screen shows another's); a corrupt, foreign or
tampered file is one clear line and a non-zero exit, never a traceback; `replay --verify`."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from tests.roadside.test_play_command import run_loop
from zombie_table.cli import main
from zombie_table.games.roadside import cli as roadside_play
from zombie_table.games.roadside import saves
from zombie_table.games.roadside.content import load_content
from zombie_table.games.roadside.start import new_game

SEATS = [{"name": "Ann", "policy": None}, {"name": "Ben", "policy": "greedy"}]


def saved_game(path: Path, choices: int = 12, seed: int = 6):
    game = new_game(seed, ["Ann", "Ben"])
    loop = roadside_play.TextLoop(game, seed, SEATS, io.StringIO("0\n" * choices), io.StringIO(), save_to=path)
    loop.run()
    return game


def test_a_save_resumes_to_the_same_state_with_its_seats(tmp_path: Path) -> None:
    path = tmp_path / "race.json"
    game = saved_game(path)
    data = json.loads(path.read_text())
    assert data["version"] == saves.VERSION and data["decisions"] == game.history
    loaded, seats = saves.load(path, load_content())
    assert seats == SEATS and loaded.history == game.history
    assert saves.snapshot(loaded) == saves.snapshot(game)
    assert saves.difference(loaded, data) is None


def test_a_loaded_game_shows_only_the_deciding_players_private_location(tmp_path: Path, capsys, monkeypatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    path = tmp_path / "race.json"
    game = saved_game(path, choices=3)
    privates = {p.name: game.content.location_cards[p.private].place for p in game.state.players if p.private}
    assert all(card in path.read_text() for card in (p.private for p in game.state.players if p.private))  # the file holds both
    code = main(["play", "--load", str(path), "--text"])
    out = capsys.readouterr().out
    assert code == 0
    first_screen = out.split("\n-- ", 1)[0]
    decider = game.state.by_id(game.decision.player).name
    other = next(name for name in privates if name != decider)
    shown = {name: game.space_name(place) for name, place in privates.items()}
    assert f"private: {shown[decider]}" in first_screen
    assert f"private: {shown[other]}" not in first_screen and "private: (hidden)" in first_screen


@pytest.mark.parametrize("damage, expected", [
    (lambda text: text[:-20], "not JSON"),
    (lambda text: text.replace('"seed":', '"seed":"x","was":', 1), "seed"),
    (lambda text: text.replace('"version":1', '"version":9'), "version"),
    (lambda text: text.replace('"decisions":["', '"decisions":["nonsense","', 1), "decisions[0]"),
    (lambda text: text.replace('"turns":', '"turns":-', 1), "turns"),
])
def test_a_damaged_save_is_one_clear_line_and_a_non_zero_exit(tmp_path: Path, capsys, damage, expected) -> None:
    path = tmp_path / "race.json"
    saved_game(path)
    path.write_text(damage(path.read_text()))
    code = main(["play", "--load", str(path), "--text"])
    err = capsys.readouterr().err
    assert code != 0 and expected in err and "Traceback" not in err and str(path) in err


def test_a_tampered_snapshot_is_refused_without_showing_the_private_card(tmp_path: Path, capsys) -> None:
    path = tmp_path / "race.json"
    game = saved_game(path)
    data = json.loads(path.read_text())
    victim = data["snapshot"]["players"][0]
    secret = victim["private"] or "nothing"
    victim["private"] = next(c for c in game.content.location_cards if c != secret)
    path.write_text(json.dumps(data))
    assert main(["play", "--load", str(path), "--text"]) == 1
    err = capsys.readouterr().err
    assert "snapshot.players[0].private" in err and secret not in err


def test_replay_verifies_a_recorded_race_and_finds_a_tampered_one(tmp_path: Path, capsys) -> None:
    path = tmp_path / "race.json"
    saved_game(path, choices=40)
    assert main(["replay", str(path), "--verify"]) == 0
    out = capsys.readouterr().out
    assert "Verified" in out and "Roadside (standard)" in out
    data = json.loads(path.read_text())
    data["snapshot"]["turns"] += 1
    path.write_text(json.dumps(data))
    assert main(["replay", str(path), "--verify"]) == 1
    assert "snapshot at turns" in capsys.readouterr().err


def test_a_whole_bot_race_replays_from_its_save(tmp_path: Path) -> None:
    text, game = run_loop(roadside_play.TextLoop, 4, ["Ann", "Ben", "Cy"], {"p1", "p2", "p3"}, "", policy="greedy")
    path = saves.write(game, [{"name": n, "policy": "greedy"} for n in ("Ann", "Ben", "Cy")], tmp_path / "done.json")
    loaded, _ = saves.load(path, load_content())
    assert loaded.over and loaded.state.winners == game.state.winners


def test_an_undone_choice_leaves_a_save_that_replays(tmp_path: Path) -> None:
    """The options listed after an undo are the restored state's (the kernel forgets the old list)."""
    game = new_game(3, ["Ann", "Ben", "Cy"])
    seats = [{"name": "Ann", "policy": None}, {"name": "Ben", "policy": "greedy"}, {"name": "Cy", "policy": "random"}]
    path = tmp_path / "mine.json"
    loop = roadside_play.TextLoop(game, 3, seats, io.StringIO("0\n0\nundo\n0\n"), io.StringIO(), save_to=path)
    loop.run()
    loaded, _ = saves.load(path, load_content())
    assert loaded.history == game.history and len(game.history) >= 2
