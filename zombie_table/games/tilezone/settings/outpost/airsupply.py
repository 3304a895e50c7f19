"""Air bottles handed out at set-up (rules reference §12, missions 2, 4, 7, 10): every survivor
starts wearing one from the supply. In mission 10 each is discarded, back to the supply, as soon as
its wearer enters an airlock (`until_airlock`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.missions import StartingOxygen
from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone import inventory
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.goals import SPECIAL_RULES
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

RULES = declare(SPECIAL_RULES, {
    "starting_oxygen": "Every survivor starts wearing an air bottle (discarded at the first airlock, if the mission says so).",
})


@hook("setup")
def hand_out(game: "Game") -> None:
    """After the supply pile is set aside (oxygen's set-up hook): a bottle from it for each survivor."""
    rule = game.mission.rules_by_kind.get(StartingOxygen)
    if rule is None:
        return
    for s in game.state.survivors.values():
        if not own(game).oxygen:
            game.emit(Ev.info, "starting-oxygen", f"No air bottle is left for {s.name}", survivor=s.id)
            continue
        bottle = own(game).oxygen.pop(0)
        if not inventory.place(game, s, bottle):
            own(game).oxygen.insert(0, bottle)
            continue
        own(game).issued.append(bottle)
        game.emit(Ev.inventory, "starting-oxygen", f"{s.name} starts wearing an air bottle", survivor=s.id)


@hook("enter")
def airlock_drop(game: "Game", s: SurvivorState, zone: str) -> None:
    rule = game.mission.rules_by_kind.get(StartingOxygen)
    if rule is None or not rule.until_airlock or game.board.zones[zone].kind is not ZoneKind.airlock:
        return
    for slot, i, card in s.inventory.slots():
        if card in own(game).issued:
            getattr(s.inventory, slot)[i] = None
            own(game).oxygen.append(card)
            game.emit(Ev.inventory, "starting-oxygen", f"{s.name} leaves the first air bottle in the airlock",
                      survivor=s.id, card=game.state.cards[card])
