"""A token the xenos must never reach (rules reference §12, mission 2): if any xeno activates in the
zone of an objective of the colour (the child) before it is taken, the mission is lost: at any
activation, the first, a hunter's second or an extra one (family hook `zombies_activate`), and only
by xenos of the activating types that are not held back."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.content.missions import XenoAtObjective
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.goals import LOSSES, LossKind
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.zombies import active
from zombie_table.kernel.ruleset import hook, kind

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


def watched(game: "Game", color: str) -> list[str]:
    return sorted({t.zone for t in game.state.objectives if t.color == color and t.taken_by is None and not t.lost})


@hook("zombies_activate")
def xenos_there(game: "Game", types: list[str]) -> None:
    for loss in game.mission.defeat:
        if isinstance(loss, XenoAtObjective):
            for zone in watched(game, loss.color.value):
                if active(game, zone, types) and zone not in own(game).alarms:
                    own(game).alarms.append(zone)
                    game.emit(Ev.objective, "xeno-at-objective", f"Xenos activate in {game.zone_name(zone)}", zone=zone)


@kind(LOSSES, "xeno_at_objective")
class XenoAtObjectiveLoss(LossKind):
    def check(self, game: "Game", loss: Any) -> str | None:
        hit = [z for z in own(game).alarms if z in watched(game, loss.color.value)]
        return f"xenos activated beside the {loss.color.value} objective in {hit[0]}" if hit else None

    def text(self, game: "Game", loss: Any) -> str:
        return f"a xeno activates in the {loss.color.value} objective's zone before it is taken"
