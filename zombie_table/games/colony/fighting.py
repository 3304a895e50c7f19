"""Attacks (§6.1): a die at least the attacker's attack value kills a zombie where it stands — no
roll — and then it rolls for exposure; or it attacks another player's survivor: an action die at
most the target's attack value wounds it, and the attacker may take a card from the target owner's
hand. Never one's own survivors, never a helpless one, never in the co-op game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.colony import deaths, dice, zombies
from zombie_table.games.colony.state import Player
from zombie_table.games.colony.turns import acted
from zombie_table.games.colony.actions import AtRandom, Card, KillAt, Nothing, Strike, WithDie
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, provides, step

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony


@provides
def attack_actions(game: "Colony", me: Player) -> list[Action]:
    out = []
    for survivor in game.group(me):
        usable = dice.usable(me, dice.needed(game, survivor, "attack"))
        if not usable:
            continue
        name = game.name(survivor.id)
        for place in prey(game, survivor.place):
            out += [Action("attack", f"{name} kills a zombie at {game.place_name(place)} (die {me.dice[i].value})",
                           WithDie(survivor.id, i) if place == survivor.place else KillAt(survivor.id, i, place))
                    for i in usable]
        for target in rivals(game, me, survivor.place):
            out += [Action("attack", f"{name} attacks {game.name(target.id)} ({game.state.by_id(target.owner).name}; "
                           f"hits on {game.content.survivors[target.id].attack} or less) (die {me.dice[i].value})",
                           Strike(survivor.id, i, target.id)) for i in usable]
    return out


def prey(game: "Colony", here: str) -> list[str]:
    """The places whose zombies a survivor standing `here` may kill (§6.1: its own, or any)."""
    places = [here] if game.rules.attack_zombie_same_place else [here, *(p for p in game.state.places if p != here)]
    return [p for p in places if game.state.places[p].zombies]


def rivals(game: "Colony", me: Player, place: str) -> list:
    if game.rules.cooperative:
        return []
    return [s for s in game.state.survivors.values()
            if s.owner != me.id and (s.place == place or not game.rules.attack_same_place)]


@handler("attack")
def attack(game: "Colony", action: Action) -> None:
    me = game.me
    args = action.args
    sid = args.survivor
    dice.spend(me, args.die)
    if isinstance(args, Strike):
        attack_survivor(game, sid, args.target)
        return
    survivor = game.state.survivors[sid]
    place = args.place if isinstance(args, KillAt) else survivor.place  # elsewhere only where the option allows it
    killed = zombies.remove(game, place, 2 if dice.edge(game, survivor, "double_kill") else 1)
    me.kills += killed
    game.emit("killed", "attack", f"{game.name(sid)} kills {killed} zombie{'s' if killed > 1 else ''} at "
              f"{game.place_name(place)}.", survivor=sid, place=place)
    exposure = () if dice.edge(game, survivor, "safe_kills") else ({"kind": "exposure", "survivor": sid, "why": "a kill"},)
    acted(game, "attack", sid, *exposure)


def attack_survivor(game: "Colony", sid: str, target: str) -> None:
    victim = game.state.survivors[target]
    owner = game.state.by_id(victim.owner)
    rolled = game.chance.die()
    hit = rolled <= game.content.survivors[target].attack
    game.emit("rolled", "attack", f"{game.name(sid)} attacks {game.name(target)}: {rolled} — "
              f"{'a hit' if hit else 'a miss'}.", survivor=sid, target=target)
    steps = ()
    if hit:
        deaths.wound(game, target, 1, "attack")
        if owner.hand:
            steps = ({"kind": "steal", "from": owner.id},)
    acted(game, "attack", sid, *steps)


@step("steal")
def steal(game: "Colony", params: dict) -> None:
    owner = game.state.by_id(params["from"])
    if not owner.hand:
        return
    if game.rules.steal_at_random and not game.rules.steal_optional:
        take_at_random(game, owner)
    else:
        what = "which card" if not game.rules.steal_at_random else "a card"
        game.ask("steal", f"Take {what} from {owner.name}'s hand?", player=game.me.id, data={"from": owner.id})


@options("steal")
def steal_options(game: "Colony", decision: Decision) -> list[Action]:
    """The attacker's pick (§6.1): a card seen in the hand, or one at random; or none, since it "may" take one."""
    owner = game.state.by_id(decision.data["from"])
    if game.rules.steal_at_random:
        out = [Action("steal", f"Take a card at random from {owner.name}'s hand", AtRandom())]
    else:
        out = [Action("steal", f"Take {game.card_name(c)}", Card(c)) for c in owner.hand]
    return out + ([Action("steal", "Take nothing", Nothing())] if game.rules.steal_optional else [])


@handler("steal")
def steal_chosen(game: "Colony", action: Action) -> None:
    owner = game.state.by_id(game.answering.data["from"])
    if isinstance(action.args, Nothing):
        game.emit("spared", "attack", f"{game.me.name} takes nothing from {owner.name}'s hand.", player=game.me.id)
    elif isinstance(action.args, AtRandom):
        take_at_random(game, owner)
    else:
        take(game, owner, action.args.card)


def take_at_random(game: "Colony", owner: Player) -> None:
    take(game, owner, owner.hand[game.chance.stream("hands").randrange(len(owner.hand))])


def take(game: "Colony", owner: Player, card: str) -> None:
    owner.hand.remove(card)
    game.me.hand.append(card)
    game.emit("stolen", "attack", f"{game.me.name} takes a card from {owner.name}'s hand.", player=game.me.id,
              victim=owner.id)


ARGS = declare(ACTION_ARGS, {"attack": (WithDie, KillAt, Strike), "steal": (Card, AtRandom, Nothing)})
