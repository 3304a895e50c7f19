"""Games on small hand-made Outpost missions over the shipped Outpost tiles, for rule tests."""

from __future__ import annotations

from typing import Any

from missionkit import game_on

from zombie_table.games.tilezone.game import Game

TEAM = [("rook", "Ann")]
KIT = [["06R"]]  # the east airlock face: surface o1 o2 o3 (north), airlock k (hatch to o2, door to x),
# corridors w x e s, the oxygen store d (door to w), the security room f (door to e)
M0 = [["05R", "03V"], ["01R@180", "02R@180"]]


def outpost_game(team: list[tuple[str, str]] | None = None, seed: int = 1, options: dict | None = None, **mission: Any) -> Game:
    """An Outpost game on a test mission (outpost-m90; survive 20 rounds unless told)."""
    mission.setdefault("victory", [[{"kind": "survive_rounds", "rounds": 20}]])
    mission.setdefault("layout", KIT)
    mission.setdefault("start", ["06R:x"])
    return game_on(team or TEAM, seed, options, id="outpost-m90", setting="outpost", **mission)


def place(game: Game, survivor: str, zone: str) -> None:
    game.survivor(survivor).zone = zone
    game.invalidate()


def bare(game: Game, survivor: str) -> None:
    """Empty the survivor's inventory."""
    s = game.survivor(survivor)
    for slot in ("hand", "favourite", "body", "backpack"):
        setattr(s.inventory, slot, [None] * len(getattr(s.inventory, slot)))
    game.invalidate()
