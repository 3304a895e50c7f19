"""Hellfire (§6.7, §9.3): a Scorcher in a hand with Burner Fuel attached under it fires one
burst as a ranged action into a zone at range 1 in sight, using the fuel up. Everything there
dies — xenos of every type, survivors, machines — the shooter gains the XP of every xeno, the
objectives there are lost and the setting's rules learn of the blast (hook `blasted`: active mold
goes inactive, machines are destroyed). It makes no noise, and never fires from or into an outdoor
zone."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone import skills, vision
from zombie_table.games.tilezone.combat import blast_targets, kill_zombie
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.health import kill_survivor
from zombie_table.games.tilezone.settings.outpost.attachments import FUEL, SCORCHER, under, unhang
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.turn import can_pay, note_action, pay
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import ToZone
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, provides

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

TRAITS = declare(skills.CARD_TRAITS, {
    SCORCHER: "A flamethrower: held in a hand with a canister, one action burns everything in a zone at range 1 in sight.",
    FUEL: "A flamethrower's fuel; each burst of hellfire uses one up.",
})
FIRE_RANGE = (1, 1)
POOLS = ("ranged", "combat")


def outdoor(game: "Game", zone: str) -> bool:
    return game.board.zones[zone].kind is ZoneKind.outdoor


def kit(game: "Game", s: SurvivorState) -> tuple[str, str] | None:
    """A Scorcher in a hand with a fuel can attached to burn, or None."""
    for scorcher in (c for c in s.inventory.hand if c is not None and SCORCHER in game.card(c).traits):
        fuel = next((c for c in under(game, scorcher) if FUEL in game.card(c).traits), None)
        if fuel is not None:
            return scorcher, fuel
    return None


ARGS = declare(ACTION_ARGS, {"hellfire": ToZone})


@provides
def hellfire_actions(game: "Game", s: SurvivorState) -> list[Action]:
    if kit(game, s) is None or outdoor(game, s.zone) or not can_pay(s, POOLS):
        return []
    lo, hi = FIRE_RANGE
    targets = blast_targets(game)  # a mission's spawn tokens burn too (burning.py)
    return [_option(game, s, zone, rng) for zone, rng in sorted(vision.sight(game, s).items())
            if lo <= rng <= hi and not outdoor(game, zone)
            and (game.state.zombie_count(zone) or game.state.survivors_in(zone) or zone in targets)]


def _option(game: "Game", s: SurvivorState, zone: str, rng: int) -> Action:
    """The burst's option; one that burns a teammate says so and asks to be confirmed, as friendly fire does."""
    label = f"Hellfire into {zone} (range {rng}): everyone and everything there dies"
    people = [o.name for o in game.state.survivors_in(zone)]
    if not people:
        return Action("hellfire", label, ToZone(s.id, zone))
    names = ", ".join(people)
    return Action("hellfire", f"{label} ⚠ {names} too", ToZone(s.id, zone),
                  f"Hellfire kills {names}, and a death loses the game.")


@handler("hellfire")
def hellfire(game: "Game", action: Action) -> None:
    sid, zone = action.args.survivor, action.args.zone
    s = game.survivor(sid)
    act(game)
    scorcher, fuel = kit(game, s)  # type: ignore[misc]  (listed only when the survivor has both)
    pay(s, POOLS)
    note_action(s, "ranged")
    game.emit(Ev.rolled, "hellfire", f"{s.name} floods {zone} with hellfire!", survivor=sid, zone=zone)
    unhang(game, scorcher, fuel)
    game.state.equipment.discard(fuel)
    for ztype, n in sorted(game.state.zombies.get(zone, {}).items()):
        for _ in range(n):
            kill_zombie(game, s, zone, ztype, "hellfire")
    for victim in game.state.survivors_in(zone):
        kill_survivor(game, victim, "hellfire")
    for token in game.state.objectives:
        if token.zone == zone and token.taken_by is None and not token.lost:
            token.lost, token.hidden = True, False  # revealed: losing it may lose the mission (§3.4)
            game.emit(Ev.info, "hellfire", f"The {token.color} objective in {zone} burns", zone=zone, objective=token.id)
    game.ruleset.run_hooks("blasted", game, s, zone)  # mold, machines, spawn tokens: the setting's rules
