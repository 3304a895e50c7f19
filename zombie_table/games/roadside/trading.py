"""Giving items (§13, an option): the reference allows no trading but through a card's text. With
`inventory_trading` on, the player whose turn it is may give one of its items to a player whose
standee shares its space: a free action, offered beside its own recover and move choices, after
which that choice is asked again."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from zombie_table.games.roadside import inventory
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside

OWN_TURN_CHOICES = ("recover", "move")


class Give(NamedTuple):
    """One of the player's items (an encounter card id) given to a player on its space (a player id)."""

    card: str
    player: str


ARGS = declare(ACTION_ARGS, {"give": Give})


def give_options(game: "Roadside", decision: Decision) -> list[Action]:
    me = game.me
    if not game.rules.inventory_trading or decision.player != me.id or decision.kind not in OWN_TURN_CHOICES:
        return []
    mates = [p for p in game.state.players if p is not me and not p.out and p.space == me.space]
    return [Action("give", f"Give {game.content.encounter[card].title} to {p.name}", Give(card, p.id))
            for card in dict.fromkeys(me.inventory) for p in mates]


@handler("give")
def give(game: "Roadside", action: Action) -> None:
    card = action.args.card
    me, other = game.me, game.state.by_id(action.args.player)
    inventory.ask_again_after(game)
    me.inventory.remove(card)
    other.inventory.append(card)
    game.emit("given", "inventory", f"{me.name} gives {game.content.encounter[card].title} to {other.name}.",
              player=me.id, to=other.id, card=card)
