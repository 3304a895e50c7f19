"""Outpost missions 1-10 set up for their rule tests: the real map and tokens."""

from __future__ import annotations

from missionkit import answer_setup, run_steps

from zombie_table.content.library import Library
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.setup import new_game
from zombie_table.games.tilezone.state import ObjectiveToken, SpawnToken

LIBRARY = Library.load(user=False)
PAIR = [("rook", "Ann"), ("halloway", "Bo")]


def shipped(mission_id: str, team: list[tuple[str, str]] | None = None, seed: int = 1) -> Game:
    game = new_game(LIBRARY, mission_id, team or PAIR, seed)
    answer_setup(game)
    game.undo_enabled = False
    return game


def zone(game: Game, ref: str) -> str:
    return game.board.resolve(ref)


def token_of(game: Game, color: str) -> ObjectiveToken:
    return next(t for t in game.state.objectives if t.color == color)


def spawn_in(game: Game, ref: str) -> SpawnToken:
    return next(t for t in game.state.spawns if t.zone == zone(game, ref))


def put(game: Game, survivor: str, ref: str) -> None:
    game.survivor(survivor).zone = zone(game, ref)
    game.invalidate()


def end_round(game: Game) -> list:
    """Run an end phase (and what follows it up to the next survivor's turn)."""
    return run_steps(game, {"kind": "end_phase"})


def armed(game: Game, survivor: str, ref: str) -> str:
    """Put the survivor in sight of the nest zone at range 1, a Scorcher in hand with its fuel attached."""
    target = zone(game, ref)
    s = game.survivor(survivor)
    s.zone = next(z for z, r in game.board.sight[target].items() if r == 1)
    cards = {game.state.cards[c]: c for c in game.state.equipment.draw_pile}
    s.inventory.hand[0] = cards["scorcher"]
    own(game).attached[cards["scorcher"]] = [cards["burner_fuel"]]  # fuel hangs under the weapon (§9.3)
    for c in (cards["scorcher"], cards["burner_fuel"]):
        game.state.equipment.draw_pile.remove(c)
    game.invalidate()
    return target
