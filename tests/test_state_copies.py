"""The state's own copy and encoding (`GameState.__deepcopy__`, `state.to_json`) are quicker than the
generic ones, and must give the same: over seeded games of every tile-and-zone setting, each state's
copy encodes as `copy.deepcopy`'s does, shares no list, dict or object with the original (so playing
the copy on never changes the original), and `to_json` gives what a plain recursive encoder gives."""

from __future__ import annotations

import copy
import dataclasses
import random
from typing import Any

import pytest

from zombie_table.bots.runner import default_team, make_bot
from zombie_table.games.tilezone.state import GameState, to_json
from zombie_table.games.tilezone.setup import new_game
from zombie_table.kernel.deck import Deck
from zombie_table.kernel.rng import rng_state

MISSIONS = ("frontier-m4", "winter-m1", "outpost-m2")


def plain_encoding(value: Any) -> Any:
    """The encoder written the obvious way: the oracle `to_json` must agree with."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if isinstance(value, Deck):
            return {"__deck": value.to_json()}
        return {"__t": type(value).__name__, **{f.name: plain_encoding(getattr(value, f.name))
                                                for f in dataclasses.fields(value)}}
    if isinstance(value, random.Random):
        return {"__rng": rng_state(value)}
    if isinstance(value, dict):
        return {k: plain_encoding(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain_encoding(v) for v in value]
    if isinstance(value, set):
        return {"__set": sorted(value)}
    return value


def mutable_ids(value: Any, found: set[int]) -> set[int]:
    """The ids of every list, dict, set and object in a state tree."""
    if isinstance(value, (str, int, float, bool, type(None), tuple)):
        return found
    found.add(id(value))
    parts = value.values() if isinstance(value, dict) else value if isinstance(value, (list, set)) else vars(value).values()
    for part in parts:
        mutable_ids(part, found)
    return found


def generic_copy(state: GameState, monkeypatch: pytest.MonkeyPatch) -> GameState:
    with monkeypatch.context() as patch:
        patch.delattr(GameState, "__deepcopy__")
        return copy.deepcopy(state)


@pytest.mark.parametrize("mission", MISSIONS)
def test_the_state_copies_and_encodes_as_the_generic_ways_do(library, mission: str,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game(library, mission, default_team(library, mission), 3)
    game.undo_enabled = False
    bot = make_bot("random", 3)
    steps = 0
    while not game.over and steps < 150:
        state = game.state
        mine, theirs = copy.deepcopy(state), generic_copy(state, monkeypatch)
        assert type(mine) is GameState
        assert to_json(state) == plain_encoding(state)
        assert to_json(mine) == to_json(theirs) == to_json(state)
        assert not mutable_ids(mine, set()) & mutable_ids(state, set()), "the copy shares a part with the original"
        game.apply(bot.choose(game))
        steps += 1
    assert steps > 40


def test_a_lookahead_played_on_leaves_the_game_as_it_was(library) -> None:
    game = new_game(library, "outpost-m2", default_team(library, "outpost-m2"), 5)
    before = to_json(game.state)
    other, bot = game.lookahead(), make_bot("random", 5)
    for _ in range(30):
        if other.over:
            break
        other.apply(bot.choose(other))
    assert to_json(other.state) != before
    assert to_json(game.state) == before
