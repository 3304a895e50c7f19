"""Every recorded Frontier game plays exactly as recorded: 6 random-bot and 6 greedy-bot games of
each mission, signed decision by decision (options offered, their labels and order, the choice,
the result). A restructure must leave every signature as it is; a rule fix that changes games on
purpose regenerates the fixture (`python tests/golden/goldenkit.py`) in its own commit."""

from __future__ import annotations

import json

import pytest

from goldenkit import BOTS, FIXTURE, GAMES, signature
from zombie_table.content.library import Library

RECORDED: dict[str, list[dict]] = json.loads(FIXTURE.read_text())


@pytest.fixture(scope="module")
def library() -> Library:
    return Library.load(user=False)


def test_the_fixture_covers_every_frontier_mission(library: Library) -> None:
    missions = sorted(m.id for m in library.missions.values() if m.setting == "frontier")
    assert sorted(RECORDED) == sorted(f"{m}/{b}" for m in missions for b in BOTS)
    assert all(len(games) == GAMES for games in RECORDED.values())


@pytest.mark.parametrize("entry", sorted(RECORDED))
def test_recorded_games_play_the_same(library: Library, entry: str) -> None:
    mission, bot = entry.split("/")
    played = [signature(library, mission, bot, i) for i in range(GAMES)]
    assert played == RECORDED[entry]
