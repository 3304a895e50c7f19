"""Skills several settings share that change how a survivor fights (white-death §11, invader §11):
the dash into the fray (Bloodlust's, for an action and with a free action after it; Charge's, free
and nothing after), and Super Strength's damage 3 in melee. Winter siege had Bloodlust and Super
Strength first; Outpost's skill list has all three, so they live in the family."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.moves import leave_cost, move_survivor, reachable
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.turn import can_pay, note_action, pay
from zombie_table.games.tilezone.actions import ToZone
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, provides
from zombie_table.kernel.words import plural

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

CHARGE = "close_in"
SKILLS = declare(skills.SKILL_FAMILIES, {
    CHARGE: skills.Family("Once per turn, free: move up to two zones into a zone with zombies."),
    "bloodlust": skills.Family("Once per turn, one action: move up to two zones into a zone with zombies, then one free "
                               "action of the named kind (combat, melee, ranged, magic).", "action"),
    "super_strength": skills.Family("Melee weapons deal 3 damage."),
})


RUSH_ZONES = 2
SUPER_STRENGTH_DAMAGE = 3


def rush_zones(game: "Game", s: SurvivorState) -> list[tuple[str, list[str]]]:
    """Where a dash into the fray may end: zones with zombies up to two moves away (walking into
    zombies stops the walk, as any move), with the path to each. The usual price of leaving a
    zone with zombies is paid on top of the dash's own cost."""
    return [(zone, path) for zone, path in sorted(reachable(game, s, RUSH_ZONES).items())
            if zone != s.zone and game.state.zombie_count(zone)]


def rush(game: "Game", s: SurvivorState, zone: str, ability: str) -> None:
    """The dash itself, once per turn per ability: along the path to `zone`."""
    s.turn.use(ability)
    move_survivor(game, s, reachable(game, s, RUSH_ZONES)[zone], ability)


class Bloodlust(NamedTuple):
    survivor: str
    zone: str  # where the rush ends
    action: str  # the free action kind taken there


ARGS = declare(ACTION_ARGS, {"bloodlust": Bloodlust, CHARGE: ToZone})


@provides(needs=("bloodlust",))
def bloodlust_actions(game: "Game", s: SurvivorState) -> list[Action]:
    if s.turn.used("bloodlust") or not skills.has(game, s, "bloodlust"):
        return []
    extra = leave_cost(game, s)
    if not can_pay(s, (), extra):
        return []
    kinds = [p for p in dict.fromkeys(skills.table(game, s).by_family["bloodlust"]) if p]
    out = []
    for zone, path in rush_zones(game, s):
        for kind in kinds:
            out.append(Action("bloodlust", f"Bloodlust: rush into {zone} ({plural(len(path), 'zone')}), then a free {kind} "
                              f"action — {plural(1 + extra, 'action')}", Bloodlust(s.id, zone, kind)))
    return out


@handler("bloodlust")
def bloodlust(game: "Game", action: Action) -> None:
    sid, zone, kind = action.args.survivor, action.args.zone, action.args.action
    s = game.survivor(sid)
    act(game)
    pay(s, (), leave_cost(game, s))
    note_action(s, "move")
    rush(game, s, zone, "bloodlust")
    s.free[kind] = s.free.get(kind, 0) + 1


@provides(needs=(CHARGE,))
def charge_actions(game: "Game", s: SurvivorState) -> list[Action]:
    if s.turn.used(CHARGE) or not skills.has(game, s, CHARGE):
        return []
    extra = leave_cost(game, s)
    if s.actions_left < extra:
        return []
    cost = f"free, {plural(extra, 'action')} to get away" if extra else "free"
    return [Action(CHARGE, f"{skills.name(game, CHARGE)}: into {zone} ({plural(len(path), 'zone')}; {cost})", ToZone(s.id, zone))
            for zone, path in rush_zones(game, s)]


@handler(CHARGE)
def charge(game: "Game", action: Action) -> None:
    """Charge: the dash with no action spent and nothing after it; leaving zombies costs as usual."""
    sid, zone = action.args.survivor, action.args.zone
    s = game.survivor(sid)
    act(game)
    s.actions_left -= leave_cost(game, s)
    rush(game, s, zone, CHARGE)


@hook("attack_profile")
def super_strength(game: "Game", s: SurvivorState, cards: list, mode: str, p: dict[str, Any]) -> None:
    if mode == "melee" and cards and skills.has(game, s, "super_strength"):
        p["damage"] = max(p["damage"], SUPER_STRENGTH_DAMAGE)
