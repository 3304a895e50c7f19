"""Goals of holding the walls (rules reference §12, mission 1): the survivors carry a number of
cards of a trait between them; every survivor and every guard stands on a rampart (guards already
lost do not stop it); no zombie stands on any rampart."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone.goals import GOALS, GoalKind, team
from zombie_table.games.tilezone.settings.winter.banner import zones_for
from zombie_table.games.tilezone.zombies import ALLY_TOKENS
from zombie_table.kernel.ruleset import kind

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


def ramparts(game: "Game") -> list[str]:
    return list(game.board.zones_of_kind(ZoneKind.rampart))


def carried(game: "Game", trait: str) -> int:
    return sum(1 for s in team(game) if s.on_board for c in s.inventory.cards() if trait in game.card(c).traits)


@kind(GOALS, "carry_cards")
class CarryCards(GoalKind):
    def met(self, game: "Game", goal: Any) -> bool:
        return carried(game, goal.trait) >= goal.count

    def progress(self, game: "Game", goal: Any) -> str:
        return f"{min(carried(game, goal.trait), goal.count)}/{goal.count}"

    def text(self, game: "Game", goal: Any) -> str:
        return f"carry {goal.count} cards between you ({goal.trait.replace('_', ' ')})"

    def zones(self, game: "Game", goal: Any) -> list[str]:
        return [] if self.met(game, goal) else zones_for(game, goal.trait)


def _off_the_walls(game: "Game") -> tuple[list[str], list[str]]:
    """Zones off the ramparts holding survivors, and holding allies (guards)."""
    walls = set(ramparts(game))
    people = sorted({s.zone for s in team(game) if s.on_board and s.zone not in walls})
    allies = sorted({z for k in game.ruleset.kinds[ALLY_TOKENS] for z in game.state.tokens.get(k, []) if z not in walls})
    return people, allies


@kind(GOALS, "on_ramparts")
class OnRamparts(GoalKind):
    def met(self, game: "Game", goal: Any) -> bool:
        return not any(_off_the_walls(game))

    def progress(self, game: "Game", goal: Any) -> str:
        people, allies = _off_the_walls(game)
        return f"{len(people) + len(allies)} zones still off the walls" if people or allies else ""

    def text(self, game: "Game", goal: Any) -> str:
        return "every survivor and every guard on a rampart"

    def zones(self, game: "Game", goal: Any) -> list[str]:
        return [] if self.met(game, goal) else ramparts(game)


@kind(GOALS, "ramparts_clear")
class RampartsClear(GoalKind):
    def met(self, game: "Game", goal: Any) -> bool:
        return not any(game.state.zombie_count(z) for z in ramparts(game))

    def text(self, game: "Game", goal: Any) -> str:
        return "no zombie on any rampart"

    def zones(self, game: "Game", goal: Any) -> list[str]:
        return [z for z in ramparts(game) if game.state.zombie_count(z)]
