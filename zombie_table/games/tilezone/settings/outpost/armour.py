"""Armour as the health bar (§6.8). Outpost needs no rule of its own for the bar: a survivor's
health is its armour (the setting's 2, +1 for a soldier), each point of damage takes one off and
at 0 the survivor is lost; a xeno's attack always hits and deals its type's `wounds` (Drone and
Stalker 1, Brute 2, the Blighter 3). Winter's armour rolls are not used: nothing rolls against
damage here. Armour comes back only through skills: Field Medic (the family's medic, +1 up to
base) and Self-Sealing Suit (back to base) in the end phase. Hard Case and the Ablative Plate
take damage off before it lands."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone import inventory, skills
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.health import heal
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

SKILLS = declare(skills.SKILL_FAMILIES, {
    "self_repair": skills.Family("In the end phase, armour goes back to its base."),
    "tough": skills.Family("Ignores the first damage of each xeno attack step and of each friendly-fire volley."),
})
ABLATIVE = "ablative"
TRAITS = declare(skills.CARD_TRAITS, {
    ABLATIVE: "Worn in a body slot: discarded to ignore 1 damage when the wearer is about to lose armour.",
})
FRIENDLY_FIRE = "friendly fire"


@hook("round_end")
def self_repair(game: "Game") -> list:
    """After the medic's healing in the end phase."""
    for s in game.state.living():
        if skills.has(game, s, "self_repair") and s.wounds:
            heal(game, s, s.wounds, "self_repair")
    return []


XENOS, FF = "xenos", "ff"
"""Hard Case's two onces: the xenos' attacks (per attack step or per phase, by rule option) and
friendly fire (per ranged action)."""


def _volley(game: "Game", source: str) -> str | None:
    """Which of Hard Case's onces the damage belongs to, or None for damage it never ignores."""
    if source in game.data.zombie_types:
        return XENOS
    return FF if source == FRIENDLY_FIRE else None


def _forget(game: "Game", volley: str) -> None:
    own(game).tough_used = [m for m in own(game).tough_used if not m.endswith(f"@{volley}")]


@hook("zombie_attacks")
def new_attack_step(game: "Game") -> None:
    """Each attack step (the first activation's, the hunters' second, an extra activation's) is a new once."""
    if game.rules.hard_case_once_per == "attack_step":
        _forget(game, XENOS)


@hook("before_zombies")
def new_xeno_phase(game: "Game") -> list:
    _forget(game, XENOS)
    return []


@hook("attack_resolved")
def new_volley(game: "Game", s: SurvivorState, ctx: dict[str, Any]) -> None:
    """A survivor's ranged action and its friendly fire are over: the next one is another volley."""
    _forget(game, FF)


@hook("wound_dealt")
def tough(game: "Game", s: SurvivorState, amount: int, source: str) -> int:
    volley = _volley(game, source)
    mark = f"{s.id}@{volley}"
    if volley is None or amount <= 0 or not skills.has(game, s, "tough") or mark in own(game).tough_used:
        return amount
    own(game).tough_used.append(mark)
    game.emit(Ev.wounded, "tough", f"{s.name} shrugs off 1 damage ({skills.name(game, 'tough')})", survivor=s.id, amount=0)
    return amount - 1


@hook("wound_dealt")
def ablative_plate(game: "Game", s: SurvivorState, amount: int, source: str) -> int:
    """Used at once whenever damage would land (the likely reading: nobody keeps armour for later)."""
    plate = next((c for c in s.inventory.body if c is not None and ABLATIVE in game.card(c).traits), None)
    if plate is None or amount <= 0:
        return amount
    inventory.discard(game, s, plate)
    game.emit(Ev.wounded, "ablative", f"{s.name}'s {game.card(plate).name} shatters and takes 1 damage", survivor=s.id, amount=0)
    return amount - 1
