"""Drake fire (§9.7): a Pitch Torch and a Drake Bile, thrown together as one ranged action into a
zone at range 1 in sight, kill every character there — zombies of any kind, abominations too,
survivors and guards alike, with no armour roll — and make no noise. The thrower gains the AP of
every zombie killed. Bile alone is never thrown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.tilezone import inventory, skills, vision
from zombie_table.games.tilezone.combat import kill_zombie, pools_for
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.health import kill_survivor
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.turn import can_pay, note_action, pay
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import ToZone
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, provides

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

TORCH, BILE = "torch", "dragon_bile"
TRAITS = declare(skills.CARD_TRAITS, {
    TORCH: "Carried anywhere, each search draws two cards; thrown with a drake bile card, it lights drake fire.",
    BILE: "Thrown with a torch card, it becomes drake fire: everything in the zone dies.",
})
FIRE_RANGE = 1


def ingredients(game: "Game", s: SurvivorState) -> tuple[str, str] | None:
    """A torch and a bile the survivor may throw (from anywhere in its inventory, or from its hands
    only when the option says so), or None."""
    cards = s.inventory.cards() if game.rules.drake_fire_from_backpack else inventory.held(game, s)
    torch = next((c for c in cards if TORCH in game.card(c).traits), None)
    bile = next((c for c in cards if BILE in game.card(c).traits), None)
    return (torch, bile) if torch and bile else None


ARGS = declare(ACTION_ARGS, {"drake_fire": ToZone})


@provides
def drake_fire_actions(game: "Game", s: SurvivorState) -> list[Action]:
    pair = ingredients(game, s)
    if pair is None or not can_pay(s, pools_for(game, pair, "ranged", None, "normal")):
        return []
    out = []
    for zone, rng in sorted(vision.sight(game, s).items()):
        if rng == FIRE_RANGE and (game.state.zombie_count(zone) or game.state.survivors_in(zone)):
            out.append(Action("drake_fire", f"Throw drake fire into {zone} (range {rng}): everyone there dies", ToZone(s.id, zone)))
    return out


@handler("drake_fire")
def drake_fire(game: "Game", action: Action) -> None:
    sid, zone = action.args.survivor, action.args.zone
    s = game.survivor(sid)
    act(game)
    torch, bile = ingredients(game, s)  # type: ignore[misc]  (listed only when the survivor has both)
    pay(s, pools_for(game, (torch, bile), "ranged", zone, "normal"))
    note_action(s, "ranged")
    game.emit(Ev.rolled, "drake-fire", f"{s.name} throws drake fire into {zone}!", survivor=sid, zone=zone)
    for card in (torch, bile):
        inventory.discard(game, s, card)
    for ztype, n in sorted(game.state.zombies.get(zone, {}).items()):
        for _ in range(n):
            kill_zombie(game, s, zone, ztype, "drake-fire")
    for victim in game.state.survivors_in(zone):
        kill_survivor(game, victim, "drake fire")
    game.ruleset.run_hooks("blasted", game, s, zone)  # what else dies there (guards) and what the mission makes of it
