"""Defaults that end decisions, and finding the latest readable save."""

from __future__ import annotations

import os
import time

from missionkit import act_as, choose, game_on

from zombie_table.games.tilezone import saves


def test_latest_skips_a_newer_file_that_is_not_a_save(tmp_path) -> None:
    game = game_on(layout=[["2R", "3R"]], start=["2R:s"], spawns=[{"zone": "3R:e", "kind": "starting"}])
    good = saves.autosave(game, tmp_path)
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json")
    later = time.time() + 60
    os.utime(broken, (later, later))
    assert saves.latest(tmp_path) == good


def test_the_default_answer_to_reorganising_ends_it() -> None:
    game = game_on(layout=[["2R", "3R"]], start=["2R:s"], spawns=[{"zone": "3R:e", "kind": "starting"}])
    act_as(game, "bo_tanner")
    choose(game, "reorganise")
    assert game.decision.kind == "reorganise"
    game.apply(0)
    assert game.decision.kind == "act"
