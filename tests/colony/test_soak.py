"""Whole games by the random bot, every mode and player count, to their end: the invariants hold
after every choice, and replaying the same seed and choices gives the same game."""

import random

import pytest

from zombie_table.games.colony.start import MODES, new_game
from zombie_table.games.colony.invariants import problems

CASES = [(seed, mode, n) for seed, (mode, n) in enumerate(
    [("standard", 2), ("standard", 3), ("standard", 4), ("standard", 5), ("cooperative", 3), ("two-player", 2),
     ("traitor", 4), ("hardcore", 3), ("elimination", 4), ("solo", 1), ("standard", 5), ("traitor", 3)])]


def play(seed: int, mode: str, n: int):
    game = new_game(seed, [f"P{i}" for i in range(n)], mode=mode)
    game.undo_enabled = False
    pick = random.Random(seed)
    keys = []
    while not game.over and len(keys) < 5000:
        options = game.legal_actions()
        ends = [a for a in options if a.kind == "end"]
        # a bot that acts most of the time but does end its turns
        action = ends[0] if ends and pick.random() < 0.25 else pick.choice(options)
        keys.append(action.key)
        game.apply(action)
        found = problems(game)
        assert not found, (seed, mode, len(keys), found)
    return game, keys


@pytest.mark.parametrize("seed,mode,n", CASES)
def test_random_games_end_cleanly_and_replay(seed, mode, n):
    assert mode in MODES
    game, keys = play(seed, mode, n)
    assert game.over, f"still running after {len(keys)} choices"
    again = new_game(seed, [f"P{i}" for i in range(n)], mode=mode)
    again.undo_enabled = False
    for key in keys:
        again.apply(key)
    assert (again.state.result, again.state.round, again.state.morale, again.state.winners) == \
           (game.state.result, game.state.round, game.state.morale, game.state.winners)
    assert again.state.players == game.state.players
