"""Games on small hand-made Winter missions over the shipped Winter tiles, for rule tests."""

from __future__ import annotations

from typing import Any

from missionkit import game_on

from zombie_table.games.tilezone.game import Game

TEAM = [("vesna", "Ann")]
WALL = [["28R"]]  # one wall face: lane g1 g2 g3 (north), rampart r1 r2 r3 (stairs on r2), houses b1 h2 b3
WALL_ROW = [["31V", "27V"], ["28R", "29R"], ["32R", "34R"]]  # a walled grid: the wall across the middle row


def winter_game(team: list[tuple[str, str]] | None = None, seed: int = 1, options: dict | None = None, **mission: Any) -> Game:
    """A Winter game on a test mission (winter-m90; survive 20 rounds unless told)."""
    mission.setdefault("victory", [[{"kind": "survive_rounds", "rounds": 20}]])
    mission.setdefault("layout", WALL)
    mission.setdefault("start", ["28R:g1"])
    return game_on(team or TEAM, seed, options, id="winter-m90", setting="winter", **mission)


def place(game: Game, survivor: str, zone: str) -> None:
    game.survivor(survivor).zone = zone
    game.invalidate()
