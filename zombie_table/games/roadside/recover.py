"""Recovering (§8.1, §9.1): at the start of the turn food, each removing one fatigue from a survivor
of the player's choice, any number of times (§18.1: an option may limit it); one-off items may be
used then too (`inventory`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, NamedTuple

from zombie_table.games.roadside import inventory
from zombie_table.games.roadside.actions import UseItem
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, step

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside


class Rest(NamedTuple):
    """1 food spent: one fatigue off a survivor of the team (a card id)."""

    choice: Literal["food"]
    survivor: str


class Done(NamedTuple):
    """Recovering is over: the move comes next."""

    choice: Literal["done"] = "done"


ARGS = declare(ACTION_ARGS, {"recover": (Rest, UseItem, Done)})


def may_eat(game: "Roadside") -> bool:
    limit = game.rules.recover_food_limit
    return game.me.resources["food"] > 0 and (not limit or game.state.turn.food < limit)


@step("recover")
def recover(game: "Roadside", params: dict) -> None:
    me = game.me
    if (any(m.fatigue for m in me.team) and may_eat(game)) or inventory.own_turn_items(game, me):
        game.ask("recover", f"{me.name}: recover ({me.resources['food']} food)", player=me.id)


@options("recover")
def recover_options(game: "Roadside", decision: Decision) -> list[Action]:
    me = game.me
    out = []
    if may_eat(game):
        out += [Action("recover", f"Spend 1 food: {game.survivor_name(m.id)} rests ({m.fatigue} fatigue)", Rest("food", m.id))
                for m in me.team if m.fatigue]
    out += [inventory.use_action(game, "recover", c) for c in inventory.own_turn_items(game, me)]
    out.append(Action("recover", "Done: move on", Done()))
    return out


@handler("recover")
def choose_recover(game: "Roadside", action: Action) -> None:
    me, args = game.me, action.args
    if isinstance(args, Done):
        return
    game.push({"kind": "recover"})
    if isinstance(args, Rest):
        game.lose(me, "food", 1, "recover")
        game.state.turn.food += 1
        member = next(m for m in me.team if m.id == args.survivor)
        game.heal(me, member, 1 + sum(a.food_heals for m in me.team for a in game.content.survivor(m.id).abilities), "recover")
    else:
        inventory.use_item(game, me, args.card)
