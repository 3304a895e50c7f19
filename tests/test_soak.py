"""Soak: hundreds of random-bot games over every shipped mission, every invariant checked after
every decision (zombie counts and pools, zones, card conservation, actions, XP, slots).

On a failure the message gives the mission, the seed and the decision keys: replay them with
`new_game(library, mission, default_team(library, mission), seed)` and `game.apply(key)`.
The long soak is `zombie-table simulate all --games 10000 --bot random` (docs/soak.md).
"""

from __future__ import annotations

import math

import pytest

from zombie_table.bots import default_team, derive_seed, make_bot
from zombie_table.bots.invariants import InvariantChecker
from zombie_table.content.library import Library
from zombie_table.games.tilezone.setup import new_game

TOTAL_GAMES = 200  # at least, spread evenly over the shipped missions
MIN_PER_MISSION = 40
MAX_DECISIONS = 5_000  # random games last ~80-250 decisions; the round limit ends them anyway

LIBRARY = Library.load(user=False)
MISSIONS = sorted(LIBRARY.missions)
PER_MISSION = max(MIN_PER_MISSION, math.ceil(TOTAL_GAMES / max(1, len(MISSIONS))))


def soak_game(mission_id: str, seed: int) -> None:
    game = new_game(LIBRARY, mission_id, default_team(LIBRARY, mission_id), seed)
    game.undo_enabled = False
    bot = make_bot("random", derive_seed(seed, "soak-bot"))
    checker = InvariantChecker()

    def where() -> str:
        return f"{mission_id}, seed {seed}, round {game.state.round}, decision keys {game.history!r}"

    problems = checker.check(game)
    assert not problems, f"after set-up: {problems}; {where()}"
    decisions = 0
    while not game.over:
        assert decisions < MAX_DECISIONS, f"still running after {MAX_DECISIONS} decisions: {where()}"
        game.apply(bot.choose(game))
        decisions += 1
        problems = checker.check(game)
        assert not problems, f"{problems}; {where()}"
    assert game.state.result in ("victory", "defeat"), where()
    assert game.state.round <= game.rules.round_limit, f"played past the round limit: {where()}"


def test_every_shipped_mission_is_soaked() -> None:
    assert MISSIONS, "no shipped mission"
    assert PER_MISSION * len(MISSIONS) >= TOTAL_GAMES


@pytest.mark.parametrize("mission_id", MISSIONS)
def test_random_games_keep_every_invariant(mission_id: str) -> None:
    for i in range(PER_MISSION):
        soak_game(mission_id, derive_seed("soak", mission_id, i) % 1_000_000)
