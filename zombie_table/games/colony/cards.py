"""Free actions with cards and food (§7): playing a card from the hand (a one-shot onto the waste,
an event out of the game, equipment onto one of your survivors), adding cards to the crisis (hand
cards face down, equipped ones face up; a food card counts once), spending food tokens for +1 on
an unused die, handing equipment to another survivor in the same place, and asking another
player for cards — which, handed over, are shown and played at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.colony.schema import FoodFx
from zombie_table.games.colony import effects
from zombie_table.games.colony.state import Contribution, Player
from zombie_table.games.colony.turns import acted
from zombie_table.games.colony.actions import Card, CardOn, HandOver, Nothing, PlayerId, RaiseDie
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, provides, step

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony


def play_options(game: "Colony", me: Player, card: str, kind: str = "play") -> list[Action]:
    """The ways to play one card: equipment on each of the player's survivors, anything else once."""
    item = game.content.item(card)
    if item.play == "equip":
        return [Action(kind, f"Equip {item.name} on {game.name(s)}", CardOn(card, s)) for s in me.group]
    if not effects.can_apply(game, me, item.effects):
        return []
    what = f"+{item.food} food" if item.food else item.text or item.name
    return [Action(kind, f"Play {item.name} ({what})", Card(card))]


@provides
def card_actions(game: "Colony", me: Player) -> list[Action]:
    out = []
    kinds = distinct(game, me.hand)
    for card in kinds:
        out += play_options(game, me, card)
    if game.state.crisis is not None and not me.exiled:
        out += [Action("contribute", f"Add {game.card_with_category(c)} to the crisis, face down", Card(c)) for c in kinds]
        out += [Action("contribute", f"Add {game.card_with_category(c)}, on {game.name(s.id)}, to the crisis, face up",
                       CardOn(c, s.id))
                for s in game.group(me) for c in s.equipment]
    if game.state.food and not me.exiled:
        out += [Action("food", f"Spend 1 food: die {me.dice[i].value} → {me.dice[i].value + 1}", RaiseDie(i))
                for i in raisable(game, me)]
    out += hand_over_actions(game, me)
    out += [Action("request", f"Ask {p.name} for a card", PlayerId(p.id)) for p in game.others() if p.hand]
    return out


def distinct(game: "Colony", cards: list[str]) -> list[str]:
    """One card of each item in a hand (two copies of a card offer the same choices)."""
    seen: dict[str, str] = {}
    for card in cards:
        seen.setdefault(game.content.item(card).id, card)
    return list(seen.values())


def raisable(game: "Colony", me: Player) -> list[int]:
    seen: dict[int, int] = {}
    for i, die in enumerate(me.dice):
        if not die.used and (die.value < 6 or game.rules.die_above_six):
            seen.setdefault(die.value, i)
    return sorted(seen.values())


def hand_over_actions(game: "Colony", me: Player) -> list[Action]:
    out = []
    for giver in game.group(me):
        for card in giver.equipment:
            for other in game.state.at(giver.place):
                if other is not giver:
                    out.append(Action("hand_over", f"{game.name(giver.id)} hands {game.card_name(card)} to "
                                      f"{game.name(other.id)}", HandOver(card, giver.id, other.id)))
    return out


@handler("play")
def play(game: "Colony", action: Action) -> None:
    play_card(game, game.me, action)
    acted(game, "play", game.state.actor)


def play_card(game: "Colony", me: Player, action: Action) -> None:
    args = action.args
    card = args.card
    item = game.content.item(card)
    me.hand.remove(card)
    if isinstance(args, CardOn):
        game.state.survivors[args.survivor].equipment.append(card)
        game.emit("equipped", "play", f"{game.name(args.survivor)} equips {item.name}.", player=me.id, card=card)
        return
    game.emit("played", "play", f"{me.name} plays {item.name}.", player=me.id, card=card)
    if item.play == "event":
        game.state.removed.append(card)
    else:
        effects.to_waste(game, me, card)
    if item.food:
        effects.apply(game, me, FoodFx(kind="food", amount=item.food))
    effects.apply_all(game, me, item.effects)


@handler("contribute")
def contribute(game: "Colony", action: Action) -> None:
    me, args = game.me, action.args
    card, face_up = args.card, isinstance(args, CardOn)
    if isinstance(args, CardOn):
        game.state.survivors[args.survivor].equipment.remove(card)
    else:
        me.hand.remove(card)
    game.state.contributions.append(Contribution(card, me.id, face_up))
    shown = game.card_name(card) if face_up else "a card face down"
    game.emit("contributed", "crisis", f"{me.name} adds {shown} to the crisis.", player=me.id)
    acted(game, "contribute", game.state.actor)


@handler("food")
def spend_food(game: "Colony", action: Action) -> None:
    die = game.me.dice[action.args.die]
    game.state.food -= 1
    die.value += 1
    game.emit("food", "food", f"{game.me.name} spends 1 food: a die now shows {die.value} ({game.state.food} food left).",
              food=game.state.food)
    acted(game, "food", game.state.actor)


@handler("hand_over")
def hand_over(game: "Colony", action: Action) -> None:
    card, giver, taker = action.args.card, action.args.giver, action.args.taker
    state = game.state
    state.survivors[giver].equipment.remove(card)
    state.survivors[taker].equipment.append(card)
    game.emit("handed", "hand_over", f"{game.name(giver)} hands {game.card_name(card)} to {game.name(taker)}.")
    acted(game, "hand_over", giver)


@handler("request")
def request(game: "Colony", action: Action) -> None:
    acted(game, "request", game.state.actor, {"kind": "asked", "from": action.args.player})


@step("asked")
def asked(game: "Colony", params: dict) -> None:
    giver = game.state.by_id(params["from"])
    if giver.hand:
        game.ask("give", f"{game.me.name} asks {giver.name} for a card", player=giver.id, data={"to": game.me.id})


@options("give")
def give_options(game: "Colony", decision: Decision) -> list[Action]:
    giver = game.state.by_id(decision.player)
    taker = game.state.by_id(decision.data["to"])
    out = [Action("give", f"Give {game.card_name(c)}", Card(c)) for c in giver.hand
           if play_options(game, taker, c)]
    return out + ([Action("give", "Give nothing", Nothing())] if game.rules.giving_voluntary or not out else [])


@handler("give")
def give(game: "Colony", action: Action) -> None:
    giver = game.state.by_id(game.answering.player)
    taker = game.state.by_id(game.answering.data["to"])
    if isinstance(action.args, Nothing):
        game.emit("refused", "request", f"{giver.name} gives nothing.", player=giver.id)
        return
    card = action.args.card
    giver.hand.remove(card)
    taker.hand.append(card)
    game.emit("given", "request", f"{giver.name} hands over {game.card_name(card)}, played at once.", player=giver.id,
              card=card)
    game.ask("play_given", f"Play {game.card_name(card)}", player=taker.id, data={"card": card})


@options("play_given")
def given_options(game: "Colony", decision: Decision) -> list[Action]:
    return play_options(game, game.state.by_id(decision.player), decision.data["card"], "play_given")


@handler("play_given")
def play_given(game: "Colony", action: Action) -> None:
    play_card(game, game.state.by_id(game.answering.player), action)


ARGS = declare(ACTION_ARGS, {"play": (Card, CardOn), "play_given": (Card, CardOn), "contribute": (Card, CardOn), "food": RaiseDie,
                             "hand_over": HandOver, "request": PlayerId, "give": (Card, Nothing)})
