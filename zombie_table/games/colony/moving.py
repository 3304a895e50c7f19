"""Moving (§7): each survivor once a turn (or one move per player, as an option), to a free
survivor space in another place — the colony included, except for an exiled player's — and then
an exposure roll, whose effect happens where it arrived."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.colony.schema import COLONY
from zombie_table.games.colony import dice
from zombie_table.games.colony.state import Player, Survivor
from zombie_table.games.colony.turns import acted
from zombie_table.games.colony.actions import MoveTo
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, provides

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony


def may_move(game: "Colony", me: Player, survivor: Survivor) -> bool:
    if game.rules.move_per_survivor:
        return not survivor.moved
    return not any(s.moved for s in game.group(me))


def destinations(game: "Colony", player: Player, survivor: Survivor) -> list[str]:
    keep_out = player.exiled and game.rules.exiled_keep_out
    return [p for p in game.content.places if p != survivor.place and game.room(p) > 0 and not (keep_out and p == COLONY)]


@provides
def move_actions(game: "Colony", me: Player) -> list[Action]:
    out = []
    for survivor in game.group(me):
        if may_move(game, me, survivor):
            out += [Action("move", f"Move {game.name(survivor.id)} to {game.place_name(p)}", MoveTo(survivor.id, p))
                    for p in destinations(game, me, survivor)]
    return out


@handler("move")
def move(game: "Colony", action: Action) -> None:
    sid, place = action.args.survivor, action.args.place
    survivor = game.state.survivors[sid]
    walk(game, survivor, place, "move")
    survivor.moved = True
    acted(game, "move", sid, *exposure_after(game, survivor))


def walk(game: "Colony", survivor: Survivor, place: str, rule: str) -> None:
    before = survivor.place
    survivor.place = place
    game.emit("moved", rule, f"{game.name(survivor.id)} goes from {game.place_name(before)} to {game.place_name(place)}.",
              survivor=survivor.id, place=place)


def exposure_after(game: "Colony", survivor: Survivor) -> tuple[dict, ...]:
    if dice.edge(game, survivor, "safe_moves"):
        return ()
    return ({"kind": "exposure", "survivor": survivor.id, "why": "a move"},)


ARGS = declare(ACTION_ARGS, {"move": MoveTo})
