"""The city walls (rules reference §4.3, §8.1, §8.2): ramparts are reached from the street by the
printed stairs (the board holds them) or by a rope ladder survivors lay on the edge between a
street and a rampart; ladders are picked up, laid, carried and taken back. Zombies never use a
ladder (the board's mover views leave them out)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone.board import Changes
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.settings.winter.state import own
from zombie_table.games.tilezone.state import TOKEN_KINDS, UNMARKED_TOKENS, SurvivorState
from zombie_table.games.tilezone.turn import act, can_pay, note_action, pay
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import ToZone
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, provides

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

LADDER = "ladder"
TOKENS = declare(TOKEN_KINDS, {
    LADDER: "A rope ladder lying loose in a zone: 1 action picks it up (carried, no slot).",
    "blight": "Corruption (a blight token): the zone is a street whatever was printed, and cannot be searched.",
    "ward": "The ward: the game is lost when corruption reaches its zone.",
    "dropped_weapon": "A crypt weapon lying face down where the giant or the necromancer fell: 1 action picks it up.",
})
UNMARKED = declare(UNMARKED_TOKENS, {"blight": "the map draws a corrupted zone's ground with '~'"})


class Ladder(NamedTuple):
    """A laid ladder taken back: its two ends."""

    survivor: str
    zone: str
    other: str


ARGS = declare(ACTION_ARGS, {"take_ladder": ToZone, "lay_ladder": ToZone, "retrieve_ladder": Ladder})


@hook("board_changes")
def changes(game: "Game") -> Changes:
    """Corrupted zones are streets; laid ladders join a street to a rampart."""
    return Changes(frozenset(game.state.tokens.get("blight", [])),
                   frozenset(frozenset(pair) for pair in own(game).ladders))


def ladder_spots(game: "Game", zone: str) -> list[str]:
    """Ramparts beside this street (through the wall) without stairs or a ladder to them already."""
    board = game.board
    if board.zones[zone].kind is not ZoneKind.street:
        return []
    return sorted(r for r in board.touching[zone] if board.zones[r].kind is ZoneKind.rampart
                  and r not in board.exits(zone))


@provides
def ladder_actions(game: "Game", s: SurvivorState) -> list[Action]:
    if not can_pay(s, ()):
        return []
    out = []
    if s.zone in game.state.tokens.get(LADDER, []):
        out.append(Action("take_ladder", f"Pick up the rope ladder in {game.zone_name(s.zone)} (1 action)", ToZone(s.id, s.zone)))
    if LADDER in s.carried:
        out += [Action("lay_ladder", f"Lay a rope ladder up to {game.zone_name(r)} (1 action)", ToZone(s.id, r))
                for r in ladder_spots(game, s.zone)]
    for pair in own(game).ladders:
        if s.zone in pair:
            other = pair[1] if pair[0] == s.zone else pair[0]
            out.append(Action("retrieve_ladder", f"Take back the rope ladder to {game.zone_name(other)} (1 action)",
                              Ladder(s.id, *pair)))
    return out


def _spend(game: "Game", s: SurvivorState) -> None:
    act(game)
    pay(s, ())
    note_action(s, "ladder")


@handler("take_ladder")
def take_ladder(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    _spend(game, s)
    game.state.tokens[LADDER].remove(s.zone)
    s.carried.append(LADDER)
    game.emit(Ev.token, "rope-ladder", f"{s.name} picks up a rope ladder", survivor=s.id, zone=s.zone)


@handler("lay_ladder")
def lay_ladder(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    rampart = action.args.zone
    _spend(game, s)
    s.carried.remove(LADDER)
    own(game).ladders.append([s.zone, rampart])
    game.rebuild_board()
    game.emit(Ev.token, "rope-ladder", f"{s.name} lays a rope ladder from {s.zone} up to {rampart}",
              survivor=s.id, zone=s.zone, rampart=rampart)


@handler("retrieve_ladder")
def retrieve_ladder(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    pair = [action.args.zone, action.args.other]
    _spend(game, s)
    own(game).ladders.remove(pair)
    s.carried.append(LADDER)
    game.rebuild_board()
    game.emit(Ev.token, "rope-ladder", f"{s.name} takes back the rope ladder between {pair[0]} and {pair[1]}",
              survivor=s.id, zone=s.zone)
