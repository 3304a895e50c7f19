"""Moves only some survivors have (rules reference §11): the wall climber goes straight up or
down the wall between a street and a rampart, as a move, with no stairs or rope ladder; the
corruption walker takes one free move a turn that starts in a corrupted zone (zombies there still
cost their extra actions)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.moves import leave_cost, max_zones, move_survivor, reachable
from zombie_table.games.tilezone.settings.winter.corruption import corrupted
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.turn import act, can_pay, note_action, pay
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import ToZone
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, provides

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

SKILLS = declare(skills.SKILL_FAMILIES, {
    "wall_climber": skills.Family("Moves between a street and a rampart beside it without stairs or a rope ladder."),
    "corruption_walker": skills.Family("Once per turn, one free move out of a corrupted zone."),
})
WALK = "corruption_walker"


def climbs(game: "Game", zone: str) -> list[str]:
    """Zones across a wall from this one, one a street and the other a rampart, with no way between yet."""
    board = game.board
    here = board.zones[zone].kind
    wanted = {ZoneKind.street: ZoneKind.rampart, ZoneKind.rampart: ZoneKind.street}.get(here)
    return sorted(z for z in board.touching[zone] if board.zones[z].kind is wanted and z not in board.exits(zone))


ARGS = declare(ACTION_ARGS, {"climb": ToZone, "corruption_walk": ToZone})


@provides(needs=("wall_climber",))
def climb_actions(game: "Game", s: SurvivorState) -> list[Action]:
    extra = leave_cost(game, s)
    if not skills.has(game, s, "wall_climber") or s.riding or not can_pay(s, ("move",), extra):
        return []
    cost = f"{1 + extra} action{'s' if extra else ''}"
    return [Action("climb", f"Climb the wall to {game.zone_name(z)} — {cost}", ToZone(s.id, z)) for z in climbs(game, s.zone)]


@handler("climb")
def climb(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    pay(s, ("move",), leave_cost(game, s))
    note_action(s, "move")
    move_survivor(game, s, [action.args.zone], "wall-climber")
    s.turn.entered = s.zone


@provides(needs=(WALK,))
def corruption_walk_actions(game: "Game", s: SurvivorState) -> list[Action]:
    extra = leave_cost(game, s)
    if (not skills.has(game, s, WALK) or s.turn.used(WALK) or s.riding or s.zone not in corrupted(game)
            or s.actions_left < extra):
        return []
    cost = f"{extra} action{'s' if extra != 1 else ''}: {extra} zombie{'s' if extra != 1 else ''} here" if extra else "free"
    return [Action("corruption_walk", f"Walk the corruption to {game.zone_name(dest)} — {cost}", ToZone(s.id, dest))
            for dest in sorted(reachable(game, s, max_zones(game, s, False)))]


@handler("corruption_walk")
def corruption_walk(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    s.actions_left -= leave_cost(game, s)
    s.turn.use(WALK)
    note_action(s, "move")
    move_survivor(game, s, reachable(game, s, max_zones(game, s, False))[action.args.zone], WALK)
    s.turn.entered = s.zone
