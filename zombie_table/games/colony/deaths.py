"""Wounds and deaths (§11): three wounds kill; every death costs morale unless its owner is
exiled; equipment goes back to its owner's hand in the colony or into the location's deck
outside; a dead leader is replaced by the owner's pick; a player whose last survivor dies loses
the hand and starts again with a new survivor (or is out, in the elimination variant)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.colony.schema import COLONY
from zombie_table.games.colony.state import Player, Survivor
from zombie_table.games.colony.actions import Actor
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, step

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony

DEADLY = 3


def hurt(game: "Colony", survivor: Survivor) -> int:
    """Wounds that count toward the three that kill."""
    return survivor.wounds + (survivor.frostbite if game.rules.frostbite_is_wound else 0)


def wound(game: "Colony", sid: str, amount: int, rule: str, frostbite: bool = False) -> None:
    survivor = game.state.survivors.get(sid)
    if survivor is None:
        return
    if frostbite:
        survivor.frostbite += amount
    else:
        survivor.wounds += amount
    kind = "frostbite" if frostbite else "wound"
    game.emit("wounded", rule, f"{game.name(sid)} takes {amount} {kind}{'s' if amount > 1 else ''} "
              f"({hurt(game, survivor)}/{DEADLY}).", survivor=sid)
    if hurt(game, survivor) >= DEADLY:
        kill(game, sid, "wounds")


def heal(game: "Colony", sid: str, amount: int, rule: str) -> None:
    survivor = game.state.survivors.get(sid)
    if survivor is None:
        return
    for _ in range(amount):
        if survivor.frostbite:
            survivor.frostbite -= 1
        elif survivor.wounds:
            survivor.wounds -= 1
    game.emit("healed", rule, f"{game.name(sid)} is tended ({hurt(game, survivor)}/{DEADLY}).", survivor=sid)


def kill(game: "Colony", sid: str, cause: str) -> None:
    state = game.state
    survivor = state.survivors.pop(sid, None)
    if survivor is None:
        return
    owner = state.by_id(survivor.owner)
    was_leader = owner.leader == sid
    owner.group.remove(sid)
    game.emit("died", "death", f"{game.name(sid)} ({owner.name}) dies: {cause}.", survivor=sid, player=owner.id, cause=cause)
    drop_equipment(game, owner, survivor)
    if game.rules.death_costs_die:
        unused = [d for d in owner.dice if not d.used]
        if unused:
            owner.dice.remove(min(unused, key=lambda d: d.value))
    if not owner.exiled:  # last of the death's own bookkeeping: at morale 0 the game ends here (§13)
        game.morale(-1, "death", f"{game.name(sid)} died")
    if not owner.group:
        last_one_gone(game, owner)
    elif was_leader and len(owner.group) > 1:
        game.push({"kind": "leader", "player": owner.id})


def drop_equipment(game: "Colony", owner: Player, survivor: Survivor) -> None:
    if not survivor.equipment:
        return
    if survivor.place == COLONY:
        owner.hand += survivor.equipment
        return
    deck = game.chance.decks[survivor.place]
    deck.draw_pile += survivor.equipment
    deck.rng.shuffle(deck.draw_pile)


def last_one_gone(game: "Colony", owner: Player) -> None:
    """§11.2 (and §14 E): the hand is lost; a new survivor leads, or the player is out."""
    state = game.state
    if game.rules.elimination:
        state.waste += owner.hand
        owner.hand, owner.out, owner.dice = [], True, []
        game.emit("eliminated", "death", f"{owner.name} has no survivor left and is out of the game.", player=owner.id)
        return
    state.removed += owner.hand
    owner.hand = []
    game.emit("regroup", "death", f"{owner.name} lost every survivor and the hand; a new survivor takes the lead.",
              player=owner.id)
    game.push({"kind": "recruit", "player": owner.id, "count": 1, "anywhere": True})


@step("leader")
def ask_leader(game: "Colony", params: dict) -> None:
    player = game.state.by_id(params["player"])
    if len(player.group) > 1:
        game.ask("leader", f"{player.name}: your leader died; who leads now?", player=player.id)


@options("leader")
def leader_options(game: "Colony", decision: Decision) -> list[Action]:
    player = game.state.by_id(decision.player)
    return [Action("leader", f"{game.name(sid)} leads", Actor(sid)) for sid in player.group]


@handler("leader")
def choose_leader(game: "Colony", action: Action) -> None:
    player = game.state.by_id(game.answering.player)
    sid = action.args.survivor
    player.group.remove(sid)
    player.group.insert(0, sid)
    game.emit("leader", "death", f"{game.name(sid)} now leads {player.name}'s group.", player=player.id)


ARGS = declare(ACTION_ARGS, {"leader": Actor})
