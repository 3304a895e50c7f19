"""Properties over any legal play (hypothesis): a mission, a seed and a list of picks drive the
game, pick i choosing option `pick % len(options)` at decision i, on every shipped mission.

- the invariants hold after every decision (zombie counts and pools, zones, cards conserved,
  actions, XP never decreasing, inventory slots);
- seed + decision keys replay to an identical state;
- saving, loading and going on equals going on without saving;
- undo restores the exact previous state after an action that revealed nothing.
"""

from __future__ import annotations

import copy
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from zombie_table.bots import default_team
from zombie_table.bots.invariants import InvariantChecker
from zombie_table.content.library import Library
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.setup import new_game
from zombie_table.games.tilezone.state import to_json

LIBRARY = Library.load(user=False)
MISSIONS = sorted(LIBRARY.missions)

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

missions = st.sampled_from(MISSIONS)
seeds = st.integers(min_value=0, max_value=2**31 - 1)
picks = st.lists(st.integers(min_value=0, max_value=2**16), min_size=30, max_size=400)


def start(mission_id: str, seed: int, undo: bool = False) -> Game:
    game = new_game(LIBRARY, mission_id, default_team(LIBRARY, mission_id), seed)
    game.undo_enabled = undo
    return game


def snapshot(game: Game) -> Any:
    """The state as JSON data, copied: to_json hands out the decks' own pile lists."""
    return copy.deepcopy(to_json(game.state))


def where(game: Game) -> str:
    return f"{game.state.mission}, seed {game.state.seed}, decision keys {game.history!r}"


def play(game: Game, choices: list[int], checker: InvariantChecker | None = None) -> None:
    for pick in choices:
        if game.over:
            return
        legal = game.legal_actions()
        game.apply(legal[pick % len(legal)])
        if checker is not None:
            problems = checker.check(game)
            assert not problems, f"{problems}; {where(game)}"


@SETTINGS
@given(mission_id=missions, seed=seeds, choices=picks)
def test_invariants_hold_and_seed_plus_decisions_replays_exactly(mission_id: str, seed: int, choices: list[int]) -> None:
    game = start(mission_id, seed)
    checker = InvariantChecker()
    assert not checker.check(game), where(game)
    play(game, choices, checker)
    again = start(mission_id, seed)
    for key in game.history:
        again.apply(key)
    assert to_json(again.state) == to_json(game.state), f"replay differs: {where(game)}"


@SETTINGS
@given(mission_id=missions, seed=seeds, choices=picks, cut=st.floats(min_value=0.0, max_value=1.0))
def test_save_load_and_go_on_equals_going_on(mission_id: str, seed: int, choices: list[int], cut: float) -> None:
    split = int(len(choices) * cut)
    game = start(mission_id, seed)
    play(game, choices[:split])
    with tempfile.TemporaryDirectory() as folder:
        path = saves.write(game, Path(folder) / "game.json")
        loaded = saves.load(LIBRARY, path)
    loaded.undo_enabled = False
    assert to_json(loaded.state) == to_json(game.state), f"load differs: {where(game)}"
    assert loaded.history == game.history
    play(game, choices[split:])
    play(loaded, choices[split:])
    assert loaded.history == game.history, where(game)
    assert to_json(loaded.state) == to_json(game.state), f"continuing after a load differs: {where(game)}"


@SETTINGS
@given(mission_id=missions, seed=seeds, choices=picks)
def test_undo_restores_the_exact_previous_state(mission_id: str, seed: int, choices: list[int]) -> None:
    game = start(mission_id, seed, undo=True)
    for pick in choices:
        if game.over:
            break
        before, history = snapshot(game), list(game.history)
        legal = game.legal_actions()
        chosen = legal[pick % len(legal)]
        game.apply(chosen)
        if not game.undo():
            continue  # dice or cards were revealed: not undoable by the rules
        assert to_json(game.state) == before, f"undo of {chosen.key!r} differs: {where(game)}"
        assert game.history == history
        game.apply(chosen.key)  # and play on
