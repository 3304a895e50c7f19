"""Air bottles handed out at set-up (rules reference §12, missions 2, 4, 7, 10): every survivor
starts wearing one from the supply. In mission 10 each is discarded, back to the supply, as soon as
its wearer enters an airlock (`until_airlock`); goal `new_bottles`: every survivor wears a bottle
again after leaving the first one there."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.content.missions import StartingOxygen
from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone import inventory
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.goals import GOALS, SPECIAL_RULES, GoalKind, team
from zombie_table.games.tilezone.settings.outpost.oxygen import supply_room, wears_bottle
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.ruleset import declare, hook, kind

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

RULES = declare(SPECIAL_RULES, {
    "starting_oxygen": "Every survivor starts wearing an air bottle (discarded at the first airlock, if the mission says so).",
})


@hook("setup")
def hand_out(game: "Game") -> None:
    """After the supply pile is set aside (oxygen's set-up hook): a bottle from it for each survivor."""
    rule = game.mission.rule(StartingOxygen)
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
    rule = game.mission.rule(StartingOxygen)
    if rule is None or not rule.until_airlock or game.board.zones[zone].kind is not ZoneKind.airlock:
        return
    for slot, i, card in s.inventory.slots():
        if card in own(game).issued:
            getattr(s.inventory, slot)[i] = None
            own(game).issued.remove(card)  # back in the supply, a bottle like any other: taken again, it is new
            own(game).oxygen.append(card)
            own(game).dropped.append(s.id)
            game.emit(Ev.inventory, "starting-oxygen", f"{s.name} leaves the first air bottle in the airlock",
                      survivor=s.id, card=game.state.cards[card])


@kind(GOALS, "new_bottles")
class NewBottles(GoalKind):
    def _short(self, game: "Game") -> list[SurvivorState]:
        return [s for s in team(game) if s.id not in own(game).dropped or not wears_bottle(game, s)]

    def met(self, game: "Game", goal: Any) -> bool:
        return not self._short(game)

    def progress(self, game: "Game", goal: Any) -> str:
        return f"{len(team(game)) - len(self._short(game))}/{len(team(game))}"

    def text(self, game: "Game", goal: Any) -> str:
        return "every survivor wears a new air bottle"

    def zones(self, game: "Game", goal: Any) -> list[str]:
        """The airlocks while a first bottle is still worn, then the supply rooms."""
        short = self._short(game)
        zones = game.board.zones
        if any(s.id not in own(game).dropped for s in short):
            return sorted(z for z, zone in zones.items() if zone.kind is ZoneKind.airlock)
        return sorted(z for z in zones if supply_room(game, z)) if short else []
