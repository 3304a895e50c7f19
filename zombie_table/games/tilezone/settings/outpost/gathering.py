"""Gathering at a machine (rules reference §12, mission 1): the mission is won in an end phase in
which every survivor stands in the machine's zone and no xeno does. The zone is where the mission
placed the machine: the turret never moves, and its zone still counts once it is destroyed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone.goals import GOALS, GoalKind, team
from zombie_table.kernel.ruleset import kind

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


def where(game: "Game", machine: str) -> str | None:
    return next((game.board.resolve(t.zone) for t in game.mission.tokens if t.kind == machine), None)


def _away(game: "Game", zone: str | None) -> int:
    return sum(1 for s in team(game) if s.on_board and s.zone != zone)


@kind(GOALS, "gather_at_machine")
class GatherAtMachine(GoalKind):
    def met(self, game: "Game", goal: Any) -> bool:
        zone = where(game, goal.machine)
        return (game.state.phase == "end" and zone is not None and not _away(game, zone)
                and not game.state.zombie_count(zone))

    def progress(self, game: "Game", goal: Any) -> str:
        away = _away(game, where(game, goal.machine))
        return f"{away} still away" if away else "all there"

    def text(self, game: "Game", goal: Any) -> str:
        return f"end a round with everyone in the {game.data.rules.machines[goal.machine].name}'s zone and no xeno there"

    def zones(self, game: "Game", goal: Any) -> list[str]:
        zone = where(game, goal.machine)
        return [zone] if zone is not None else []
