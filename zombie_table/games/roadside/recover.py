"""Recovering (§8.1, §9.1) and using inventory (§13): at the start of the turn any number of food,
each removing one fatigue from a survivor of the player's choice; a discard-for-effect item may be
used then too (items are used on the player's own turn)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import handler, options, step

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside


def usable_items(game: "Roadside") -> list[str]:
    return [c for c in game.me.inventory if game.content.encounter[c].inventory.use == "discard"]


@step("recover")
def recover(game: "Roadside", params: dict) -> None:
    me = game.me
    tired = any(m.fatigue for m in me.team) and me.resources["food"] > 0
    if tired or usable_items(game):
        game.ask("recover", f"{me.name}: recover ({me.resources['food']} food)", player=me.id)


@options("recover")
def recover_options(game: "Roadside", decision: Decision) -> list[Action]:
    me = game.me
    out = []
    if me.resources["food"] > 0:
        out += [Action("recover", f"Spend 1 food: {game.survivor_name(m.id)} rests ({m.fatigue} fatigue)", ("food", m.id))
                for m in me.team if m.fatigue]
    out += [Action("recover", f"Use {game.content.encounter[c].title} ({item_text(game, c)})", ("item", c))
            for c in usable_items(game)]
    out.append(Action("recover", "Done: move on", ("done",)))
    return out


def item_text(game: "Roadside", card: str) -> str:
    item = game.content.encounter[card].inventory
    parts = [f"heal {item.heal}"] * bool(item.heal) + [f"+{item.moves} moves"] * bool(item.moves)
    parts += [f"+{n} {r.value}" for r, n in item.gain.items()]
    return ", ".join(parts)


@handler("recover")
def choose_recover(game: "Roadside", action: Action) -> None:
    me = game.me
    if action.args[0] == "done":
        return
    if action.args[0] == "food":
        game.lose(me, "food", 1, "recover")
        member = next(m for m in me.team if m.id == action.args[1])
        game.heal(me, 1 + sum(a.food_heals for m in me.team for a in game.content.survivor(m.id).abilities), "recover", member)
    else:
        use_item(game, action.args[1])
    game.push({"kind": "recover"})


def use_item(game: "Roadside", card: str) -> None:
    """A one-off item: its effect, then the card goes to the discard pile (§13)."""
    me, item = game.me, game.content.encounter[card].inventory
    me.inventory.remove(card)
    game.chance.decks["encounters"].discard(card)
    game.emit("inventory", "inventory", f"{me.name} uses {game.content.encounter[card].title}.", player=me.id, card=card)
    game.heal(me, item.heal, "inventory")
    for resource, amount in item.gain.items():
        game.gain(me, resource.value, amount, "inventory")
    game.state.turn.extra_moves += item.moves


