"""Skills that count the xenos (invader §11): Predator may replace a melee weapon's dice with the
number of xenos in the survivor's zone, Automatic Fire a ranged weapon's with the number in the
target zone; die bonuses still add. Each is offered beside the plain attack, as its own option."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.combat import pools_for, profile, set_names, start_attack, target_zones, weapon_sets
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.friendly_fire import aimed
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.turn import can_pay, pay
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, provides

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

SKILLS = declare(skills.SKILL_FAMILIES, {
    "predator": skills.Family("A melee attack may roll as many dice per weapon as there are xenos in the survivor's zone."),
    "automatic_fire": skills.Family("A ranged attack may roll as many dice per weapon as there are xenos in the target zone."),
})
SKILL_OF = {"melee": "predator", "ranged": "automatic_fire"}
WORDS = {"predator": "Predator", "automatic_fire": "Automatic Fire"}


class Swarm(NamedTuple):
    survivor: str
    weapons: str
    mode: str
    zone: str
    knife: int


ARGS = declare(ACTION_ARGS, {"swarm_attack": Swarm})


@provides
def swarm_actions(game: "Game", s: SurvivorState) -> list[Action]:
    out: list[Action] = []
    if s.zone is None:  # off the board: nothing to fight
        return out
    for mode, family in SKILL_OF.items():
        if not skills.has(game, s, family):
            continue
        sets = weapon_sets(game, s, mode)
        named = set_names(game, s, [ws for ws, _ in sets])
        for weapons, knife in sets:
            p = profile(game, s, weapons, mode, "normal", None, knife)
            zones = ([(s.zone, 0)] if p["min_range"] == 0 else []) if mode == "melee" else target_zones(game, s, p)
            for zone, rng in zones:
                n = game.state.zombie_count(zone)
                if not n or not can_pay(s, pools_for(game, weapons, mode, zone, "normal")):
                    continue
                q = profile(game, s, weapons, mode, "normal", zone, knife)
                dice = q["dice"] + sum(n - game.card(w).attack.dice for w in weapons)
                label = f"{WORDS[family]}: {'melee' if mode == 'melee' else f'shoot {zone} at range {rng}'} with {named[weapons]} ({dice} dice)"
                args = Swarm(s.id, "+".join(weapons), mode, zone, knife)
                out.append(Action("swarm_attack", label, args) if mode == "melee" else aimed(game, s, q, zone, "swarm_attack", label, args))
    return out


@handler("swarm_attack")
def swarm_attack(game: "Game", action: Action) -> None:
    args: Swarm = action.args
    sid, weapons, mode, zone, knife = args.survivor, args.weapons, args.mode, args.zone, args.knife
    s = game.survivor(sid)
    act(game)
    ws = tuple(weapons.split("+"))
    pay(s, pools_for(game, ws, mode, zone, "normal"))
    start_attack(game, s, ws, mode, "normal", zone, knife, dice_value=game.state.zombie_count(zone))
