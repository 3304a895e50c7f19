"""Exploring locations (§11): the three public cards and the player's private one are open to it;
a place whose card is won stays open while another card in play names it (§8.2), or, as an option,
closes until a card naming it is dealt into a public slot; the requirement tier is
the number of locations already explored; entering declares the exploration; required encounters
are drawn one by one and the first failure ends it, with a retry next turn (§11.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.roadside import groups
from zombie_table.games.roadside.state import Player
from zombie_table.kernel.ruleset import step

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside

TIERS = ("first", "second", "third")


def open_cards(game: "Roadside", player: Player) -> list[str]:
    """The public cards and the player's private one (or, as an option, every group member's: §14)."""
    cards = [c for c in game.state.public if c is not None] + [p.private for p in private_holders(game, player) if p.private]
    return [c for c in cards if game.content.location_cards[c].place not in game.state.closed]


def private_holders(game: "Roadside", player: Player) -> list[Player]:
    """Whose private cards `player` may explore: its own, or its group's if the option says so."""
    return groups.members(game, player) if game.rules.group_private == "members" else [player]


def holder(game: "Roadside", card: str) -> Player | None:
    """The player holding `card` as its private location, if anyone does."""
    return next((p for p in game.state.players if p.private == card), None)


def tier(player: Player) -> int:
    return min(len(player.explored), len(TIERS) - 1)


def qualifies(game: "Roadside", player: Player, card: str) -> bool:
    """Every requirement of the player's tier but the encounters, which are met by exploring (§5.3)."""
    for need in game.content.location_cards[card].tiers[tier(player)]:
        if need.kind == "inventory" and len(player.inventory) < need.count:
            return False
        if need.kind == "resource" and player.resources[need.resource.value] < need.count:
            return False
        if need.kind == "followers" and len(player.followers) < need.count:
            return False
    return True


def card_label(game: "Roadside", player: Player, card: str) -> str:
    owner = holder(game, card)
    whose = "public card" if owner is None else "your private card" if owner is player else f"{owner.name}'s private card"
    needs = ", ".join(need_text(n) for n in game.content.location_cards[card].tiers[tier(player)])
    return f"{whose}, {TIERS[tier(player)]} location: {needs}"


def need_text(need) -> str:
    if need.kind == "encounters":
        return f"{need.count} encounter{'s' * (need.count > 1)}"
    if need.kind == "resource":
        return f"hold {need.count} {need.resource.value}"
    return f"{need.count} {need.kind}"


@step("explore")
def explore(game: "Roadside", params: dict) -> None:
    player, card = game.state.by_id(params["player"]), params["card"]
    owner = holder(game, card)
    if owner is not None and not owner.private_revealed:
        owner.private_revealed = True
        game.emit("revealed", "explore", f"{owner.name} reveals a private location.", player=owner.id, card=card)
    game.state.turn.explore_failed = False
    count = sum(n.count for n in game.content.location_cards[card].tiers[tier(player)] if n.kind == "encounters")
    game.emit("exploring", "explore", f"{player.name} explores {game.space_name(game.content.location_cards[card].place)} "
              f"({TIERS[tier(player)]} location).", player=player.id, card=card)
    game.push({"kind": "explore_step", "player": player.id, "card": card, "left": count})


@step("explore_step")
def explore_step(game: "Roadside", params: dict) -> None:
    player, card = game.state.by_id(params["player"]), params["card"]
    if player.out:
        return
    if game.state.turn.explore_failed:
        player.retry = card
        game.emit("explore_failed", "explore", f"{player.name} fails to secure the place; they must stay and try again.",
                  player=player.id, card=card)
    elif params["left"] == 0:
        claim(game, player, card)
    else:
        game.push({"kind": "encounter", "player": player.id, "ctx": {"source": "location"}},
                  {**params, "left": params["left"] - 1})


def claim(game: "Roadside", player: Player, card: str) -> None:
    """The card is won; a public slot is refilled, a private card is not replaced (§11.3)."""
    state, place = game.state, game.content.location_cards[card].place
    if game.rules.location_resources_spent:  # held is enough by default (§5.3)
        for need in game.content.location_cards[card].tiers[tier(player)]:
            if need.kind == "resource":
                game.lose(player, need.resource.value, need.count, "explore")
    player.explored.append(card)
    state.closed.add(place)
    owner = holder(game, card)
    if owner is not None:
        owner.private = None
    else:
        slot = state.public.index(card)
        state.public[slot] = refill(game)
        if state.public[slot] is not None:
            state.closed.discard(game.content.location_cards[state.public[slot]].place)
    if not game.rules.won_place_closes and place in named_in_play(game):
        state.closed.discard(place)
    game.emit("explored", "explore", f"{player.name} secures {game.space_name(place)}: "
              f"{len(player.explored)} of 3 locations.", player=player.id, card=card, count=len(player.explored))


def named_in_play(game: "Roadside") -> set[str]:
    """The places named by the cards in play: the public slots and the racing players' private cards."""
    cards = [c for c in game.state.public if c] + [p.private for p in game.state.players if p.private and not p.out]
    return {game.content.location_cards[c].place for c in cards}


def refill(game: "Roadside") -> str | None:
    """The location deck's top card; an empty deck leaves the slot empty (§11.5), or, as an option,
    is made again of the private cards of players out of the race."""
    card = game.chance.draw("locations")
    if card is None and not game.rules.empty_slot_stays:
        for player in game.state.players:
            if player.out and player.private:
                game.chance.decks["locations"].discard(player.private)
                player.private = None
        card = game.chance.draw("locations")
    return card
