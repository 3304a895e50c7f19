"""An encounter's outcome (§8.3.4–6, §5.4): its success or fail effects in order, each one entry of
the `effects` catalogue; then the card is kept (an inventory card won) or discarded, and what the
card was drawn for follows: the icon's resource, a rescued follower, or the exploration's tally."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from zombie_table.games.roadside import survivors, zombie_bag
from zombie_table.games.roadside.state import RESOURCES, Player
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, step

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside


class Collect(NamedTuple):
    """The resource picked (food, fuel, ammo…)."""

    resource: str


ARGS = declare(ACTION_ARGS, {"pick_resource": Collect})


@step("outcome")
def outcome(game: "Roadside", params: dict) -> None:
    card = game.content.encounter[params["card"]]
    success = params["success"]
    game.emit("outcome", "encounters", f"\"{card.title}\": {'success' if success else 'failed'}.",
              player=params["player"], card=params["card"], success=success)
    effects = card.success if success else card.fail
    game.push(*({"kind": "effect", "player": params["player"], "card": params["card"], "effect": e.model_dump(mode="json")}
                for e in effects),
              {"kind": "after_encounter", **{k: v for k, v in params.items() if k != "kind"}})


@step("effect")
def effect(game: "Roadside", params: dict) -> None:
    player = game.state.by_id(params["player"])
    if player.out:
        return
    game.ruleset.kinds["effects"][params["effect"]["kind"]](game, player, params)


@step("after_encounter")
def after_encounter(game: "Roadside", params: dict) -> None:
    player, ctx, card = game.state.by_id(params["player"]), params["ctx"], params["card"]
    game.state.drawn.remove(card)
    if card not in player.inventory:
        game.chance.decks["encounters"].discard(card)
    collecting = not game.state.turn.no_collect and not player.out
    if ctx["source"] == "icon" and game.rules.collect_after_each_card and collecting:
        game.gain(player, ctx["resource"], 1, "collect")
    elif ctx["source"] == "rescue":
        rescue(game, player, ctx, params["success"])
    elif ctx["source"] == "location" and not params["success"]:
        game.state.turn.explore_failed = True
    if collecting and {"rescue": game.rules.rescue_collects, "location": game.rules.location_encounters_collect}.get(
            ctx["source"], False):
        game.push({"kind": "pick_resource", "player": player.id})


@step("pick_resource")
def pick_resource(game: "Roadside", params: dict) -> None:
    """A card with no icon behind it gives one resource of the player's pick, where an option says
    so (§11.5 a location's encounter, §12.3 a rescue's)."""
    player = game.state.by_id(params["player"])
    if not player.out:
        game.ask("pick_resource", f"{player.name}: which resource do you collect?", player=player.id)


@options("pick_resource")
def pick_options(game: "Roadside", decision: Decision) -> list[Action]:
    have = game.state.by_id(decision.player).resources
    return [Action("pick_resource", f"Collect 1 {r} ({have[r]})", Collect(r)) for r in RESOURCES]


@handler("pick_resource")
def choose_resource(game: "Roadside", action: Action) -> None:
    game.gain(game.state.by_id(game.answering.player), action.args.resource, 1, "collect")


def rescue(game: "Roadside", player: Player, ctx: dict, success: bool) -> None:
    """A trapped follower joins the rescuer on success, else stays trapped (§12.3)."""
    space, follower = ctx["space"], ctx["follower"]
    if (not success or player.out or follower not in game.state.trapped.get(space, [])
            or not survivors.room_for_follower(game, player)):
        return
    game.state.trapped[space].remove(follower)
    if not game.state.trapped[space]:
        del game.state.trapped[space]
    player.rescued += 1
    survivors.follower_joins(game, player, follower)


def gain(game: "Roadside", player: Player, params: dict) -> None:
    game.gain(player, params["effect"]["resource"], params["effect"]["amount"], "encounter")


def lose(game: "Roadside", player: Player, params: dict) -> None:
    """A loss, which a group's members may share (§14.6, `sharing`)."""
    game.push({"kind": "lose", "player": player.id, "resource": params["effect"]["resource"],
               "amount": params["effect"]["amount"]})


def fatigue(game: "Roadside", player: Player, params: dict) -> None:
    game.push({"kind": "fatigue", "player": player.id, "amount": params["effect"]["amount"]})


def heal(game: "Roadside", player: Player, params: dict) -> None:
    game.push({"kind": "heal", "player": player.id, "amount": params["effect"]["amount"], "rule": "encounter"})


def follower_joins(game: "Roadside", player: Player, params: dict) -> None:
    survivors.follower_joins(game, player)


def leave_follower(game: "Roadside", player: Player, params: dict) -> None:
    game.push({"kind": "leave_follower", "player": player.id, "where": params["effect"]["where"]})


def no_collect(game: "Roadside", player: Player, params: dict) -> None:
    game.state.turn.no_collect = True
    game.emit("no_collect", "encounter", f"{player.name} collects no resources this turn.", player=player.id)


def zombies(game: "Roadside", player: Player, params: dict) -> None:
    if player.space is None:
        return
    if params["effect"]["where"] == "here":
        zombie_bag.place(game, player.space, "encounter")
    else:
        zombie_bag.around(game, player.space, "encounter")


def keep(game: "Roadside", player: Player, params: dict) -> None:
    """The card goes to the inventory, if there is room (§13: no limit by default); else it is discarded."""
    if game.rules.inventory_limit and len(player.inventory) >= game.rules.inventory_limit:
        game.emit("inventory_full", "inventory", f"{player.name} has no room to keep it.", player=player.id)
        return
    player.inventory.append(params["card"])
    game.emit("inventory", "inventory", f"{player.name} keeps \"{game.content.encounter[params['card']].title}\".",
              player=player.id, card=params["card"])


EFFECTS = declare("effects", {
    "gain": gain, "lose": lose, "fatigue": fatigue, "heal": heal, "follower_joins": follower_joins,
    "leave_follower": leave_follower, "no_collect": no_collect, "zombies": zombies, "keep": keep,
})
