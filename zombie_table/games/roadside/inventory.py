"""Inventory (§13): cards kept after their success. An ongoing card adds to every roll or move
(`dice.bonus`); a one-off card is discarded for its effect, on its holder's own turn (in the
recover step), or whenever its holder is asked anything if the card says it may be used any time
(the engine's side options: another player's vote, a fatigue to volunteer for, a group to join).
A one-off heal lets its holder pick the survivor (the `heal` step)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.roadside.state import Player
from zombie_table.games.roadside.actions import UseItem
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, step

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside


def one_off(game: "Roadside", player: Player) -> list[str]:
    return [c for c in player.inventory if game.content.encounter[c].inventory.use == "discard"]


def own_turn_items(game: "Roadside", player: Player) -> list[str]:
    """One-off items its holder may use in its own recover step: all of them."""
    return one_off(game, player)


def any_time_items(game: "Roadside", player: Player) -> list[str]:
    return [c for c in one_off(game, player) if game.content.encounter[c].inventory.any_time]


def item_text(game: "Roadside", card: str) -> str:
    item = game.content.encounter[card].inventory
    parts = [f"heal {item.heal}"] * bool(item.heal) + [f"+{item.moves} moves"] * bool(item.moves)
    parts += [f"+{n} {r.value}" for r, n in item.gain.items()]
    return ", ".join(parts)


def use_action(game: "Roadside", kind: str, card: str) -> Action:
    return Action(kind, f"Use {game.content.encounter[card].title} ({item_text(game, card)})", UseItem("item", card))


def side_options(game: "Roadside", decision: Decision) -> list[Action]:
    """Any-time items of the deciding player, at every decision but the recover step (which lists
    every one-off item of its own)."""
    if decision.player is None or decision.kind == "recover":
        return []
    return [use_action(game, "item", c) for c in any_time_items(game, game.state.by_id(decision.player))]


@handler("item")
def use_any_time(game: "Roadside", action: Action) -> None:
    """Use the item, then the question it interrupted is asked again."""
    ask_again_after(game)
    use_item(game, game.state.by_id(game.answering.player), action.args.card)


ARGS = declare(ACTION_ARGS, {"item": UseItem})


def ask_again_after(game: "Roadside") -> None:
    """The question a side action interrupted is asked again once the action is done."""
    decision = game.answering
    game.push({"kind": "ask_again", "decision": {"kind": decision.kind, "player": decision.player,
                                                  "survivor": decision.survivor, "prompt": decision.prompt,
                                                  "data": decision.data}})


@step("ask_again")
def ask_again(game: "Roadside", params: dict) -> None:
    """The interrupted question again, unless the item left it nothing to ask (a heal with nobody
    tired any more): then play goes on."""
    decision = Decision(**params["decision"])
    if game.ruleset.options[decision.kind](game, decision):
        game.ask_again(decision)


def use_item(game: "Roadside", player: Player, card: str) -> None:
    """A one-off item: the card goes to the discard pile, its effect follows (§13)."""
    item = game.content.encounter[card].inventory
    player.inventory.remove(card)
    game.chance.decks["encounters"].discard(card)
    game.emit("inventory", "inventory", f"{player.name} uses {game.content.encounter[card].title}.", player=player.id, card=card)
    for resource, amount in item.gain.items():
        game.gain(player, resource.value, amount, "inventory")
    if player is game.me:
        game.state.turn.extra_moves += item.moves
    if item.heal:
        game.push({"kind": "heal", "player": player.id, "amount": item.heal, "rule": "inventory"})
