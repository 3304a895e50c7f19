"""The concentrated attack (§6.6): before rolling, a melee or ranged attack may pick one target among
those it may hit (a ranged one from the first group of the targeting order, unless the shooter picks
freely); the damage dealt to it is the weapon's damage times the hits, and nothing else is hurt.
Ranged misses still hit the survivors in the target zone at the weapon's base damage (§6.5).
Focus Fire: with two or more dice, +1 base damage and no friendly fire. A machine's attack may be
concentrated too (machines.py marks its target `focus`); the controller's Focus Fire never joins it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.combat import (
    _priority_group, _stat, kill_zombie, pools_for, profile, set_names, start_attack, target_zones, weapon_sets,
)
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.friendly_fire import aimed
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.turn import can_pay, pay
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, provides

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

SKILLS = declare(skills.SKILL_FAMILIES, {
    "concentrated_expert": skills.Family("A concentrated attack with two or more dice: +1 base damage, and no friendly fire."),
})
VARIANT = "concentrate:"
EXPERT_DICE = 2


def targets(game: "Game", zone: str, p: dict[str, Any]) -> list[str]:
    """The xeno types the attack may single out in the zone: any with free targeting, else the first in line."""
    if not game.state.zombie_count(zone):
        return []
    return sorted(game.state.zombies[zone]) if p["choose_targets"] else _priority_group(game, zone)


class Concentrate(NamedTuple):
    survivor: str
    weapons: str
    mode: str
    zone: str
    zombie: str  # the type the hits go to
    knife: int


ARGS = declare(ACTION_ARGS, {"concentrate": Concentrate})


@provides
def concentrate_actions(game: "Game", s: SurvivorState) -> list[Action]:
    out: list[Action] = []
    if s.zone is None:  # off the board: nothing to fight
        return out
    for mode in ("melee", "ranged"):
        sets = weapon_sets(game, s, mode)
        named = set_names(game, s, [ws for ws, _ in sets])
        for weapons, knife in sets:
            p = profile(game, s, weapons, mode, "normal", None, knife)
            zones = [(s.zone, 0)] if mode == "melee" and p["min_range"] == 0 else [] if mode == "melee" else target_zones(game, s, p)
            for zone, rng in zones:
                if not can_pay(s, pools_for(game, weapons, mode, zone, "normal")):
                    continue
                q = profile(game, s, weapons, mode, "normal", zone, knife)
                for ztype in targets(game, zone, q):
                    args = Concentrate(s.id, "+".join(weapons), mode, zone, ztype, knife)
                    label = (f"Concentrate {'melee' if mode == 'melee' else f'fire on {zone} at range {rng}'} with {named[weapons]} "
                             f"({_stat(q)}) on one {game.data.zombie_types[ztype].name}")
                    out.append(aimed(game, s, q, zone, "concentrate", label, args) if mode != "melee" else Action("concentrate", label, args))
    return out


@handler("concentrate")
def concentrate(game: "Game", action: Action) -> None:
    args: Concentrate = action.args
    sid, weapons, mode, zone, ztype, knife = args.survivor, args.weapons, args.mode, args.zone, args.zombie, args.knife
    s = game.survivor(sid)
    act(game)
    ws = tuple(weapons.split("+"))
    pay(s, pools_for(game, ws, mode, zone, "normal"))
    game.emit(Ev.info, "concentrate", f"{s.name} concentrates on one {game.data.zombie_types[ztype].name} in {zone}",
              survivor=sid, zone=zone, type=ztype)
    start_attack(game, s, ws, mode, VARIANT + ztype, zone, knife)


@hook("assign_hits")
def concentrated_hits(game: "Game", ctx: dict[str, Any], hits: list[int]) -> bool:
    """Damage × hits on the chosen target only; what is left over is lost."""
    if not ctx["variant"].startswith(VARIANT) and "focus" not in ctx:
        return False
    s, ztype, zone = game.survivor(ctx["survivor"]), ctx.get("focus") or ctx["variant"][len(VARIANT):], ctx["zone"]
    expert = "focus" not in ctx and skills.has(game, s, "concentrated_expert") and len(ctx["dice"]) >= EXPERT_DICE  # a machine: its own skills only
    if expert:
        ctx["profile"]["friendly_fire"] = False
    total = sum(hits) + (len(hits) if expert else 0)
    zt = game.data.zombie_types[ztype]
    if hits and game.state.zombies.get(zone, {}).get(ztype) and total >= zt.damage_to_kill:
        kind = game.card(ctx["weapons"][0]).kind if ctx["weapons"] else None
        kill_zombie(game, s, zone, ztype, "concentrate", kind)
    else:
        game.emit(Ev.info, "concentrate", f"{total} damage on the {zt.name}: not enough (it needs {zt.damage_to_kill})",
                  survivor=s.id, zone=zone, damage=total)
    return True
