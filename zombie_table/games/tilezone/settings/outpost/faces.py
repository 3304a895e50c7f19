"""What the screen tells of Outpost's own pieces, through the family's hooks: look mode's lines about
a zone (mold active or not, an airlock's hatch, the surface, a supply room's bottles, its doors,
a machine with its state and whoever holds its remote, a camouflaged survivor), the dashboard's
lines about a survivor (the remotes it holds, camouflage, an air bottle worn), and the map's marks
for the machines, idle and active told apart."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.settings.outpost.camouflage import holder
from zombie_table.games.tilezone.settings.outpost.doors import closed, key
from zombie_table.games.tilezone.settings.outpost.machines import BOT, MACHINES, SENTRY, active_kind, where
from zombie_table.games.tilezone.settings.outpost.oxygen import bottles_left, outdoors, supply_room, wears_bottle
from zombie_table.games.tilezone.settings.outpost.state import DORMANT, MOLD, own
from zombie_table.games.tilezone.state import TOKEN_MARKS, SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

MARKS = declare(TOKEN_MARKS, {
    BOT: ("b", "warden bot, idle"), active_kind(BOT): ("B", "warden bot, active: a survivor for the xenos"),
    SENTRY: ("t", "turret, idle"), active_kind(SENTRY): ("T", "turret, active: a survivor for the xenos"),
})


@hook("look_notes")
def station_notes(game: "Game", zone: str) -> list[str]:
    return [*_ground(game, zone), *_doors(game, zone), *_machines(game, zone), *_hidden(game, zone)]


def _ground(game: "Game", zone: str) -> list[str]:
    tokens = game.state.tokens
    out = []
    if zone in tokens.get(MOLD, ()):
        out.append("Active mold: a room for sight, every wall an opening; no searching here")
    elif zone in tokens.get(DORMANT, ()):
        out.append("Inactive mold: a corridor for sight, every wall an opening; no searching here")
    if game.board.zones[zone].kind is ZoneKind.airlock:
        out.append("Airlock: its hatch lets out onto the surface only a survivor wearing an air bottle")
    if outdoors(game, zone):
        out.append("The surface: an air bottle worn to be here; no bullet weapons, no flamethrower; no sight to the station")
    if supply_room(game, zone):
        out.append(f"Air supply: {bottles_left(game)} air bottle(s) left (1 action: take one)")
    return out


def _doors(game: "Game", zone: str) -> list[str]:
    shut, broken = closed(game), own(game).broken
    out = []
    for pair in game.board.door_pairs:
        if zone not in pair:
            continue
        other = next(iter(pair - {zone}))
        k = key(zone, other)
        if k in shut:
            colour = "" if shut[k] == "neutral" else f"{shut[k]} "
            out.append(f"Closed {colour}door to {game.zone_name(other)}")
        elif k in broken:
            out.append(f"Broken door to {game.zone_name(other)} (open for good)")
    return out


def _machines(game: "Game", zone: str) -> list[str]:
    out = []
    for machine in MACHINES:
        if where(game, machine) != zone:
            continue
        name = game.data.rules.machines[machine].name
        active = zone in game.state.tokens.get(active_kind(machine), ())
        state = "active this round: the xenos treat it as a survivor" if active else "idle: the xenos ignore it"
        out.append(f"{name}, {state}; {_controllers(game, machine)}")
    return out


def _controllers(game: "Game", machine: str) -> str:
    """Who may work the machine: the remote's holder and survivors with the skill for it."""
    holder_id = own(game).remotes.get(machine)
    remote = f"{game.survivor(holder_id).name} holds its remote" if holder_id else "nobody holds its remote"
    skilled = [s.name for s in game.state.living() if s.id != holder_id and skills.has(game, s, "remote_control", machine, "all")]
    return remote + (f"; {', '.join(skilled)} can work it by skill" if skilled else "")


def _hidden(game: "Game", zone: str) -> list[str]:
    s = holder(game)
    return [f"{s.name} is camouflaged: the xenos ignore them"] if s is not None and s.zone == zone else []


@hook("survivor_notes")
def dashboard_notes(game: "Game", s: SurvivorState) -> list[str]:
    out = [f"Holds the {game.data.rules.machines[m].name}'s remote" for m, sid in sorted(own(game).remotes.items()) if sid == s.id]
    if holder(game) is s:
        out.append("Camouflaged: the xenos ignore them")
    if wears_bottle(game, s):
        out.append("Wears an air bottle: may go out through an airlock")
    return out
