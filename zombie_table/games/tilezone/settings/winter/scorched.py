"""Scorched earth (rules reference §12, mission 4): red objectives are never taken; drake fire in
a red objective's zone sets its building on fire. The token goes and the thrower gains its
adrenaline; every character anywhere in the building dies (zombies, survivors, guards), the
thrower gaining the zombies' adrenaline; the building's zones are ruins from then on (the board's
changes). Drake fire may be thrown into such a zone with nobody in it. The goal `burn_buildings`
is met when every red objective's building burns; one swallowed by corruption first loses the game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.content.missions import ScorchedEarth
from zombie_table.games.tilezone import vision
from zombie_table.games.tilezone.board import Changes
from zombie_table.games.tilezone.combat import kill_zombie, pools_for
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.experience import gain_xp
from zombie_table.games.tilezone.goals import GOALS, SPECIAL_RULES, GoalKind
from zombie_table.games.tilezone.health import kill_survivor
from zombie_table.games.tilezone.settings.winter import guards
from zombie_table.games.tilezone.settings.winter.dragonfire import FIRE_RANGE, ingredients
from zombie_table.games.tilezone.settings.winter.state import own
from zombie_table.games.tilezone.state import ObjectiveToken, SurvivorState
from zombie_table.games.tilezone.turn import can_pay
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import ToZone
from zombie_table.kernel.ruleset import declare, hook, kind, provides

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

RULES = declare(SPECIAL_RULES, {"scorched_earth": "Red objectives are burnt with drake fire, not taken; their buildings burn to ruins."})


def unburnt(game: "Game") -> list[ObjectiveToken]:
    return [t for t in game.state.objectives if t.color == "red" and t.taken_by is None and not t.lost]


def building(game: "Game", zone: str) -> list[str]:
    """Every zone of the building `zone` stands in (a room without a building is one on its own)."""
    z = game.board.zones[zone]
    if z.building is None:
        return [zone]
    return sorted(o.id for o in game.board.zones.values() if o.tile == z.tile and o.building == z.building)


def sets_on_fire(game: "Game", zone: str) -> bool:
    """Would drake fire into `zone` set a building on fire (an unburnt red objective lies there)?"""
    return game.mission.rule(ScorchedEarth) is not None and any(t.zone == zone for t in unburnt(game))


def nobody_inside(game: "Game", zone: str) -> bool:
    """No survivor or guard anywhere in the building of `zone` (the fire kills them all)."""
    return not any(game.state.survivors_in(z) or guards.count(game, z) for z in building(game, zone))


@hook("may_take_objective")
def only_fire(game: "Game", s: SurvivorState, token: ObjectiveToken) -> bool:
    return game.mission.rule(ScorchedEarth) is None or token.color != "red"


@provides
def fire_at_empty_rooms(game: "Game", s: SurvivorState) -> list[Action]:
    """Drake fire into a red objective's zone with nobody there (the fire rule lists the others)."""
    pair = ingredients(game, s) if game.mission.rule(ScorchedEarth) is not None else None
    if pair is None or not can_pay(s, pools_for(game, pair, "ranged", None, "normal")):
        return []
    targets = {t.zone for t in unburnt(game)}
    return [Action("drake_fire", f"Throw drake fire into {zone} (range {rng}): set the building on fire", ToZone(s.id, zone))
            for zone, rng in sorted(vision.sight(game, s).items())
            if rng == FIRE_RANGE and zone in targets and not game.state.zombie_count(zone) and not game.state.survivors_in(zone)]


@hook("blasted")
def set_on_fire(game: "Game", s: SurvivorState, zone: str) -> None:
    r = game.mission.rule(ScorchedEarth)
    token = next((t for t in unburnt(game) if t.zone == zone), None) if r is not None else None
    if r is None or token is None:
        return
    token.lost = True
    own(game).burnt.append(zone)
    game.emit(Ev.objective, "scorched-earth", f"{s.name} sets the building of {game.zone_name(zone)} on fire!",
              survivor=s.id, token=token.id, zone=zone)
    gain_xp(game, s, r.xp, "a building set on fire")
    for z in building(game, zone):
        for ztype, n in sorted(game.state.zombies.get(z, {}).items()):
            for _ in range(n):
                kill_zombie(game, s, z, ztype, "scorched-earth")
        for victim in game.state.survivors_in(z):
            kill_survivor(game, victim, "a burning building")
        guards.lose(game, z, guards.count(game, z), "scorched-earth")
    game.rebuild_board()


@hook("board_changes")
def ruins(game: "Game") -> Changes:
    return Changes(ruins=frozenset(z for zone in own(game).burnt for z in building(game, zone)))


def swallowed(game: "Game") -> list[ObjectiveToken]:
    """Red objectives lost without burning: corruption took them (§7.5), so their building never will."""
    burnt = set(own(game).burnt)
    return [t for t in game.state.objectives if t.color == "red" and t.lost and t.zone not in burnt]


@kind(GOALS, "burn_buildings")
class BurnBuildings(GoalKind):
    """Every red objective's building burns (§12 M4: all of them, however many corruption left)."""

    def met(self, game: "Game", goal: Any) -> bool:
        return bool(own(game).burnt) and not unburnt(game) and not swallowed(game)

    def progress(self, game: "Game", goal: Any) -> str:
        return f"{len(own(game).burnt)}/{len(own(game).burnt) + len(unburnt(game)) + len(swallowed(game))}"

    def impossible(self, game: "Game", goal: Any) -> str | None:
        if swallowed(game):
            return "corruption swallowed a building's objective: it can never burn"
        return super().impossible(game, goal)

    def text(self, game: "Game", goal: Any) -> str:
        return "set every red objective's building on fire"

    def zones(self, game: "Game", goal: Any) -> list[str]:
        """The streets from which a building's objective room is in drake fire's reach."""
        rooms = {t.zone for t in unburnt(game)}
        return sorted(z for z, seen in game.board.sight.items() if any(seen.get(r) == FIRE_RANGE for r in rooms))
