"""Whole games by the random bot to their end, with the invariants after every choice, and replays:
seed + choices give the same game again."""

from __future__ import annotations

import json
import random
from dataclasses import asdict

import pytest

from zombie_table.games.roadside.game import Roadside
from zombie_table.games.roadside.start import new_game
from zombie_table.games.roadside.invariants import Checker


def snapshot(game: Roadside) -> str:
    s = game.state
    return json.dumps({"players": [asdict(p) for p in s.players], "tokens": {k: [asdict(t) for t in v] for k, v in s.tokens.items()},
                       "trapped": s.trapped, "public": s.public, "result": s.result, "cause": s.cause, "turns": s.turns,
                       "chance": s.chance.to_json()}, sort_keys=True)


@pytest.mark.parametrize("seed", range(50))
def test_random_games_end_with_the_invariants_kept(seed: int) -> None:
    names = ["Ann", "Ben", "Cy", "Dee", "Eli", "Fay"][: 1 + seed % 6]
    mode = "solo" if seed % 6 == 0 else "standard"
    options = {"respawn": seed % 5 != 1, "tokens_return_to_bag": seed % 7 == 2, "respawn_keeps_board": seed % 4 != 3,
               "collect_after_each_card": seed % 3 != 1, "groups": seed % 8 != 5, "ammo_repeats": seed % 9 != 4,
               "tokens_on_locations": seed % 10 == 7, "team_limit": 2 * (seed % 11 == 3), "inventory_limit": int(seed % 12 == 6)}
    options["solo_turns"] = 0 if seed % 12 == 0 else 10  # half the solo races without the clock: long ones too
    game, pick, checker = new_game(seed, names, mode, options), random.Random(seed), Checker()
    game.undo_enabled = False  # a bot needs no undo; its copies are most of the time
    while not game.over:
        assert checker.check(game) == []
        game.apply(pick.randrange(len(game.legal_actions())))
    assert game.state.result in ("won", "lost", "stalled")
    if game.state.result == "won":
        assert len(game.state.by_id(game.state.winners[0]).explored) == 3

    again = new_game(seed, names, mode, options)
    again.undo_enabled = False
    for key in game.history:
        again.apply(key)
    assert snapshot(again) == snapshot(game)
