"""Shipped Winter missions set up for rule tests: the real map and tokens, a team of two."""

from __future__ import annotations

from missionkit import answer_setup
from ruleskit import Table

from zombie_table.content.library import Library
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.settings.winter.state import own
from zombie_table.games.tilezone.setup import new_game

LIBRARY = Library.load(user=False)
PAIR = [("vesna", "Ann"), ("borte", "Bo")]


def shipped(mission_id: str, team: list[tuple[str, str]] | None = None, seed: int = 1) -> Game:
    game = new_game(LIBRARY, mission_id, team or PAIR, seed)
    answer_setup(game)
    game.undo_enabled = False
    return game


def token_of(game: Game, color: str):
    return next(t for t in game.state.objectives if t.color == color)


def stage_done(game: Game, stage: int) -> None:
    """Mark the mission's earlier victory stages met (their objectives taken)."""
    for t in game.state.objectives:
        if t.color != "red":
            t.taken_by = "vesna"
    game.state.stage = stage
    game.invalidate()


def clear(game: Game, zone: str) -> None:
    game.state.zombies.pop(zone, None)


def crypt_reward_then_fallback(table: Table) -> None:
    """Vesna takes blue: a crypt weapon and no AP; with the crypt empty, Borte takes green: 5 AP."""
    blue = token_of(table.game, "blue")
    table.reset("vesna", blue.zone)
    table.turn("vesna", actions=3)
    crypt = len(own(table.game).crypt)
    table.pick("take_objective")
    assert len(own(table.game).crypt) == crypt - 1 and table.game.decision.kind == "keep_card"
    assert table.s("vesna").xp == 0
    green = token_of(table.game, "green")
    table.game.state.decision = None
    own(table.game).crypt = []
    table.reset("borte", green.zone)
    table.turn("borte", actions=3)
    table.pick("take_objective")
    assert table.s("borte").xp == 5

