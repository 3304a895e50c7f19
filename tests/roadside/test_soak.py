"""Whole games by the random bot to their end, with the invariants after every choice, and replays:
seed + choices give the same game again."""

from __future__ import annotations

import json
import random
from dataclasses import asdict

import pytest

from zombie_table.games.roadside.game import Roadside
from zombie_table.games.roadside.start import new_game
from zombie_table.games.roadside.zombie_bag import BAG


def invariants(game: Roadside, tokens_seen: set[str]) -> None:
    state, content = game.state, game.content
    on_board = [t.id for tokens in state.tokens.values() for t in tokens]
    bag = game.chance.decks[BAG]
    assert len(on_board) == len(set(on_board)) and not set(on_board) & set(bag.draw_pile)
    assert all(content.spaces[s].kind.value != "location" for s in state.tokens)
    tokens_seen.update(on_board)
    assert len(bag.draw_pile) + len(tokens_seen - set(bag.draw_pile)) <= sum(content.dice.bag.values())
    members = [m.id for p in state.players for m in p.team] + [f for fs in state.trapped.values() for f in fs]
    assert len(members) == len(set(members))
    for p in state.players:
        assert all(0 <= v <= game.rules.resource_cap for v in p.resources.values())
        assert all(0 <= m.fatigue < 3 for m in p.team)
        assert len(p.explored) <= 3 and (p.out or p.space in content.spaces)
    encounters = game.chance.decks["encounters"]
    held = [c for p in state.players for c in p.inventory]
    total = len(encounters.draw_pile) + len(encounters.discard_pile) + len(held)
    assert total in (len(content.encounter), len(content.encounter) - 1) or state.mode == "solo"
    if game.decision is not None and game.decision.kind == "move":
        assert total == len(content.encounter) or state.mode == "solo"


def snapshot(game: Roadside) -> str:
    s = game.state
    return json.dumps({"players": [asdict(p) for p in s.players], "tokens": {k: [asdict(t) for t in v] for k, v in s.tokens.items()},
                       "trapped": s.trapped, "public": s.public, "result": s.result, "cause": s.cause, "turns": s.turns,
                       "chance": s.chance.to_json()}, sort_keys=True)


@pytest.mark.parametrize("seed", range(50))
def test_random_games_end_with_the_invariants_kept(seed: int) -> None:
    names = ["Ann", "Ben", "Cy", "Dee", "Eli", "Fay"][: 1 + seed % 6]
    mode = "solo" if seed % 6 == 0 else "standard"
    options = {"respawn": seed % 5 != 1, "tokens_return_to_bag": seed % 7 == 2}
    game, pick, seen = new_game(seed, names, mode, options), random.Random(seed), set()
    game.undo_enabled = False  # a bot needs no undo; its copies are most of the time
    while not game.over:
        invariants(game, seen)
        game.apply(pick.randrange(len(game.legal_actions())))
    assert game.state.result in ("won", "lost", "stalled")
    if game.state.result == "won":
        assert len(game.state.by_id(game.state.winners[0]).explored) == 3

    again = new_game(seed, names, mode, options)
    again.undo_enabled = False
    for key in game.history:
        again.apply(key)
    assert snapshot(again) == snapshot(game)
