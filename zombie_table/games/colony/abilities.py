"""Survivor abilities (§3, §6): an action some survivors have, paid with a die showing at least its
number (or free), once a turn, where its card allows; its effects act for the survivor's player,
with the survivor as the one acting. Lasting edges are read where they apply (`dice.edge`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.colony.schema import COLONY
from zombie_table.games.colony import dice, effects
from zombie_table.games.colony.state import Player, Survivor
from zombie_table.games.colony.turns import acted
from zombie_table.games.colony.actions import Actor, WithDie
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, provides

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony

USED = "ability"


def placed_right(survivor: Survivor, where: str) -> bool:
    return where == "anywhere" or (survivor.place == COLONY) == (where == "colony")


@provides
def ability_actions(game: "Colony", me: Player) -> list[Action]:
    out = []
    for survivor in game.group(me):
        ability = game.content.survivors[survivor.id].ability
        if not ability.effects or USED in survivor.used or not placed_right(survivor, ability.where):
            continue
        if not effects.can_apply(game, me, ability.effects):
            continue
        name = game.name(survivor.id)
        if ability.die is None:
            out.append(Action("ability", f"{name}: {ability.text}", Actor(survivor.id)))
            continue
        out += [Action("ability", f"{name}: {ability.text} (die {me.dice[i].value})", WithDie(survivor.id, i))
                for i in dice.usable(me, ability.die)]
    return out


@handler("ability")
def use(game: "Colony", action: Action) -> None:
    me = game.me
    sid = action.args.survivor
    if isinstance(action.args, WithDie):
        dice.spend(me, action.args.die)
    survivor = game.state.survivors[sid]
    survivor.used.append(USED)
    game.state.actor = sid
    game.emit("ability", "ability", f"{game.name(sid)}: {game.content.survivors[sid].ability.text}", survivor=sid)
    effects.apply_all(game, me, game.content.survivors[sid].ability.effects)
    acted(game, "ability", sid)


ARGS = declare(ACTION_ARGS, {"ability": (Actor, WithDie)})
