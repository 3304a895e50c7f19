"""Shipped Winter missions set up for rule tests: the real map and tokens, a team of two."""

from __future__ import annotations

from missionkit import answer_setup

from zombie_table.content.library import Library
from zombie_table.games.tilezone.game import Game
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
