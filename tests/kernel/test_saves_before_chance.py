"""A save written before the kernel's `Chance` (commit 6e430b0: 30 random decisions of frontier-m1,
seed 1234) still loads, rolls the numbers its dice stream holds, and plays on exactly as a replay
of its decisions does."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

from zombie_table.content.library import Library
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.state import to_json

SAVE = Path(__file__).resolve().parents[1] / "fixtures" / "saves" / "frontier-m1-before-chance.json"


def state_json(game) -> str:
    return json.dumps(to_json(game.state), sort_keys=True)


def test_a_save_from_before_chance_loads_and_plays_on_as_its_replay() -> None:
    library = Library.load(user=False)
    loaded = saves.load(library, SAVE)
    replayed = saves.replay(library, saves.read_record(SAVE))
    assert state_json(loaded) == state_json(replayed)
    reference = copy.deepcopy(loaded.state.dice)
    assert loaded.lookahead().chance.roll(8) == [reference.randint(1, 6) for _ in range(8)]
    pick = random.Random(1)
    while not loaded.over:
        key = loaded.legal_actions()[pick.randrange(len(loaded.legal_actions()))].key
        loaded.apply(key)
        replayed.apply(key)
    assert state_json(loaded) == state_json(replayed)
