"""Doors (rules reference §4.4, §5.3, §7.3): door openings are printed on the tiles and stand open
until a door token closes them. Once per turn, free, a survivor places or removes a door token on a
door opening of its own zone; neutral tokens come from a pool of five. Closed doors stop sight and
movement; xenos plan their path as if doors were open and break a closed door in their way (it stays
open for good, its token still on the board). Mold lifts every door token off its zone's openings
(`clear`), and no door action works on an opening of a mold zone."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.missions import OpenColouredDoors
from zombie_table.games.tilezone.board import Changes
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.settings.outpost.state import DORMANT, MOLD, any_mold, mold_changes, molded, own
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.turn import act
from zombie_table.games.tilezone.zombies import next_zones
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import ToZone
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, provides

if TYPE_CHECKING:
    from collections.abc import Collection

    from zombie_table.content.missions import Mission
    from zombie_table.games.tilezone.board import Board
    from zombie_table.games.tilezone.game import Game

NEUTRAL = "neutral"
POOL = 5
"""Neutral door tokens in the box (§1.2): no more may stand closed at once."""

def key(a: str, b: str) -> str:
    """An opening's name in the state: its two zones, sorted."""
    return "|".join(sorted((a, b)))


def closed(game: "Game") -> dict[str, str]:
    return own(game).doors


def pool_left(game: "Game") -> int:
    """Neutral tokens not on the board: a broken one stays there, on its broken side."""
    on_board = [*closed(game).values(), *own(game).broken.values()]
    return POOL - on_board.count(NEUTRAL)


ARGS = declare(ACTION_ARGS, {"open_door": ToZone, "close_door": ToZone})


@hook("setup")
def place_doors(game: "Game") -> None:
    """The mission's door tokens close their openings; the rest of the openings stand open."""
    board = game.board
    for door in game.mission.doors:
        a, b = (board.resolve(z) for z in door.between)
        own(game).doors[key(a, b)] = door.color
    game.rebuild_board()


@hook("board_changes")
def changes(game: "Game") -> Changes:
    """Every printed door opening without a closed token stands open, a coloured one drawn in its
    colour; mold opens its zones' walls and counts as a room or a corridor (one Changes for both: a
    board takes one set of changes)."""
    return Changes(opened=_open(game.board, closed(game)), marks=_colours(closed(game)), **mold_changes(game))


@hook("mission_changes")
def set_up(mission: "Mission", board: "Board") -> Changes:
    """The map as a mission sets it up, for drawing it before play: its door tokens closed (a
    coloured one drawn in its colour), the other door openings open, its mold grown."""
    def zones(refs: list[str]) -> list[str]:  # references naming no zone are left out (show warns of them)
        return [z for z in (board.alias.get(r, r) for r in refs) if z in board.zones]
    shut = {key(*zones(list(d.between))): d.color for d in mission.doors if len(zones(list(d.between))) == 2}
    placed = {kind: zones([t.zone for t in mission.tokens if t.kind == kind]) for kind in (MOLD, DORMANT)}
    return Changes(opened=_open(board, shut), marks=_colours(shut), **molded(placed[MOLD], placed[DORMANT]))


def _colours(shut: "dict[str, str]") -> frozenset[tuple[frozenset[str], str]]:
    """The coloured door tokens among closed ones, as the map's marks of their openings."""
    return frozenset((frozenset(k.split("|")), colour) for k, colour in shut.items() if colour != NEUTRAL)


def _open(board: "Board", shut: "Collection[str]") -> frozenset[frozenset[str]]:
    return frozenset(p for p in board.door_pairs if key(*p) not in shut)


def _doors_here(game: "Game", zone: str) -> list[tuple[str, str]]:
    """The door openings of a zone: (the zone beyond, the opening's key), broken ones left out."""
    broken, mold = own(game).broken, set(any_mold(game))
    out = []
    for pair in game.board.door_pairs:
        if zone in pair:
            other = next(iter(pair - {zone}))
            if key(zone, other) not in broken and not pair & mold:
                out.append((other, key(zone, other)))
    return sorted(out)


@provides
def door_actions(game: "Game", s: SurvivorState) -> list[Action]:
    """Free, once per turn: open a closed door or close an open one of the survivor's zone."""
    if s.turn.used("door"):
        return []
    out = []
    shut = closed(game)
    for other, k in _doors_here(game, s.zone):
        if k in shut:
            if shut[k] == NEUTRAL or game.rules.coloured_doors_open or OpenColouredDoors in game.mission.rules_by_kind:
                out.append(Action("open_door", f"Open the door to {game.zone_name(other)} (free, once a turn)", ToZone(s.id, other)))
        elif pool_left(game) > 0:
            out.append(Action("close_door", f"Close the door to {game.zone_name(other)} (free, once a turn; "
                                            f"{pool_left(game)} door{'s' if pool_left(game) > 1 else ''} left)", ToZone(s.id, other)))
    return out


@handler("open_door")
def open_door(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    s.turn.use("door")
    del closed(game)[key(s.zone, action.args.zone)]
    game.rebuild_board()
    game.emit(Ev.token, "door", f"{s.name} opens the door between {s.zone} and {action.args.zone}",
              survivor=s.id, zone=s.zone, door=[s.zone, action.args.zone], open=True)


@handler("close_door")
def close_door(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    s.turn.use("door")
    closed(game)[key(s.zone, action.args.zone)] = NEUTRAL
    game.rebuild_board()
    game.emit(Ev.token, "door", f"{s.name} closes the door between {s.zone} and {action.args.zone}",
              survivor=s.id, zone=s.zone, door=[s.zone, action.args.zone], open=False)


@hook("door_broken")
def break_door(game: "Game", src: str, dst: str) -> None:
    """The xenos of `src` spend their action breaking the door: its token turns to its broken side."""
    k = key(src, dst)
    colour = closed(game).pop(k, NEUTRAL)
    own(game).broken[k] = colour
    game.rebuild_board()
    game.emit(Ev.token, "xeno-door", f"The xenos in {src} break down the {'' if colour == NEUTRAL else colour + ' '}door to {dst}",
              zone=src, door=[src, dst], broken=True, color=colour)


def clear(game: "Game", zone: str) -> None:
    """Lift every door token, broken ones too, off a zone's openings (mold)."""
    own(game).doors = {k: c for k, c in closed(game).items() if zone not in k.split("|")}
    own(game).broken = {k: c for k, c in own(game).broken.items() if zone not in k.split("|")}


@hook("look_notes")
def door_notes(game: "Game", zone: str) -> list[str]:
    """Look mode: xenos here whose way runs through a closed door break it rather than move."""
    if not game.state.zombies.get(zone):
        return []
    steps, _, _ = next_zones(game, zone)
    shut = [n for n in steps if key(zone, n) in closed(game)]
    return [f"The xenos here will break down the door to {game.zone_name(n)} instead of moving" for n in shut]
