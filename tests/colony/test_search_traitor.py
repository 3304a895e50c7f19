"""A search traitor in Colony (issue 35) plays to its own secret objective: at a crisis where a
loyal seat would help, the same seat holding a secret made for the colony's fall chooses otherwise,
and that choice depends only on what its seat sees (the other seats' hands and secrets dealt anew
change nothing), so nothing but its own card steers it."""

from __future__ import annotations

from zombie_table.bots.search import Budget
from zombie_table.games.colony import batch, greedy
from zombie_table.games.colony.hidden import lookalike
from zombie_table.games.colony.start import new_game

SEARCH = batch.POLICIES["search"]
BUDGET = Budget(iterations=4, seconds=None)


def at_decision(seed: int, decisions: int):
    game = new_game(seed, ["A", "B", "C"], mode="traitor")
    game.undo_enabled = False
    policy = greedy.GreedyBot(0)
    for _ in range(decisions):
        game.apply(policy.choose(game))
    return game


def test_a_search_traitor_chooses_otherwise_than_the_same_seat_loyal() -> None:
    game = at_decision(1, 21)  # p1, an arsonist, puts a card to the crisis
    me = game.state.by_id(game.decision.player)
    secrets = game.content.secrets
    assert secrets[me.secret].when == "colony_falls"
    traitor = SEARCH(7, budget=BUDGET).choose(game).key
    me.secret = next(k for k, c in secrets.items() if c.when == "colony_stands" and c.kind != "exile")
    game.invalidate()
    loyal = SEARCH(7, budget=BUDGET).choose(game).key
    assert traitor.startswith("contribute:") and loyal.startswith("contribute:") and traitor != loyal


def test_the_traitors_choice_depends_on_nothing_its_seat_cannot_see() -> None:
    game = at_decision(1, 21)
    seat = game.decision.player
    choices = {SEARCH(7, budget=BUDGET).choose(g).key for g in (game, lookalike(game, seat, 3), lookalike(game, seat, 11))}
    assert len(choices) == 1
