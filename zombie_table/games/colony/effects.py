"""Effects (§15): what cards do, as a small vocabulary every item, crisis, crossroads choice and
ability is written in. An effect acts for one player: the active one (a crossroads card's effects
apply to the active player, §5), a card's player, or nobody for a crisis penalty. "Here" is where
that player's acting survivor stands (`conditions.here`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from zombie_table.games.colony.schema import (COLONY, BarricadeFx, DiceFx, DiscardFx, Effect, FoodFx, HealFx, ItemsFx,
                                         KillFx, MoraleFx, NewSurvivorFx, NoiseFx, RemoveZombiesFx, StarvationFx, WoundFx,
                                         ZombiesFx)
from zombie_table.games.colony import deaths, zombies
from zombie_table.games.colony.conditions import here
from zombie_table.games.colony.state import Die, Player
from zombie_table.kernel.words import plural

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony

RULE = "effect"


def apply_all(game: "Colony", player: Player | None, effects: list[Effect]) -> None:
    for effect in effects:
        apply(game, player, effect)


def places(game: "Colony", player: Player | None, where: str) -> list[str]:
    if where == "here":
        spot = here(game, player) if player else None
        return [spot] if spot else []
    if where == "colony":
        return [COLONY]
    outside = list(game.content.outside)
    return outside if where == "each_outside" else [COLONY, *outside]


def targets(game: "Colony", player: Player | None, who: str) -> list[str]:
    """The survivors an effect hits: the acting survivor, everyone or the weakest where it
    stands, or the leader."""
    if player is None or not player.group:
        return []
    state = game.state
    if who == "leader":
        return [player.leader]
    if who == "active":
        actor = state.survivors.get(state.actor or "")
        return [actor.id if actor is not None and actor.owner == player.id else player.leader]
    spot = here(game, player)
    if who == "each_here":
        return [s.id for s in state.at(spot)]
    weakest = game.lowest(spot)
    return [weakest.id] if weakest else []


def can_apply(game: "Colony", player: Player | None, effects: list[Effect]) -> bool:
    """Whether effects can be carried out: a new survivor needs room in the colony (§11.1)."""
    joining = sum(e.amount for e in effects if isinstance(e, NewSurvivorFx))
    if not joining or player is None or player.exiled:
        return True
    return game.room(COLONY) >= joining


def apply(game: "Colony", player: Player | None, effect: Effect) -> None:
    APPLY[effect.kind](game, player, effect)


def _morale(game: "Colony", player: Player | None, effect: MoraleFx) -> None:
    game.morale(effect.amount, RULE, "a card")


def _food(game: "Colony", player: Player | None, effect: FoodFx) -> None:
    game.state.food = max(0, game.state.food + effect.amount)
    game.emit("food", RULE, f"Food supply: {game.state.food}.", food=game.state.food)


def _zombies(game: "Colony", player: Player | None, effect: ZombiesFx) -> None:
    for place in places(game, player, effect.where):
        zombies.add(game, place, effect.amount, RULE)


def _remove_zombies(game: "Colony", player: Player | None, effect: RemoveZombiesFx) -> None:
    for place in places(game, player, effect.where):
        gone = zombies.remove(game, place, effect.amount)
        game.emit("zombies_gone", RULE, f"{plural(gone, 'zombie')} gone from {game.place_name(place)}.", place=place)


def _wound(game: "Colony", player: Player | None, effect: WoundFx) -> None:
    for sid in targets(game, player, effect.who):
        deaths.wound(game, sid, effect.amount, RULE, frostbite=effect.frostbite)


def _heal(game: "Colony", player: Player | None, effect: HealFx) -> None:
    for sid in targets(game, player, effect.who):
        deaths.heal(game, sid, effect.amount, RULE)


def _kill(game: "Colony", player: Player | None, effect: KillFx) -> None:
    for sid in targets(game, player, effect.who):
        deaths.kill(game, sid, "a card")


def _new_survivor(game: "Colony", player: Player | None, effect: NewSurvivorFx) -> None:
    if player is not None:
        game.push({"kind": "recruit", "player": player.id, "count": effect.amount})


def _items(game: "Colony", player: Player | None, effect: ItemsFx) -> None:
    if player is not None:
        draw_items(game, player, effect.deck, effect.amount)


def _discard(game: "Colony", player: Player | None, effect: DiscardFx) -> None:
    if player is not None:
        discard(game, player, effect.amount)


def _barricade(game: "Colony", player: Player | None, effect: BarricadeFx) -> None:
    for place in places(game, player, effect.where):
        put = 0
        for _ in range(effect.amount):
            spots = zombies.barricade_spots(game, place)
            if not spots:
                break
            put += zombies.barricade(game, place, spots[0])
        game.emit("barricade", RULE, f"{plural(put, 'barricade')} up at {game.place_name(place)}.", place=place)


def _noise(game: "Colony", player: Player | None, effect: NoiseFx) -> None:
    for place in places(game, player, "here"):
        spot = game.state.places[place]
        spot.noise = max(0, min(game.content.places[place].noise, spot.noise + effect.amount))
        game.emit("noise", RULE, f"Noise at {game.place_name(place)}: {spot.noise}.", place=place)


def _dice(game: "Colony", player: Player | None, effect: DiceFx) -> None:
    if player is not None:
        dice(game, player, effect.amount)


def _starvation(game: "Colony", player: Player | None, effect: StarvationFx) -> None:
    game.state.starvation += effect.amount
    game.emit("starvation", RULE, f"Starvation tokens: {game.state.starvation}.")


def helpless(game: "Colony", player: Player | None, amount: int) -> None:
    """Helpless survivors join the colony (never for an exiled player, §12), or die."""
    colony = game.state.places[COLONY]
    if amount > 0:
        if player is not None and player.exiled:
            return
        colony.helpless += amount
        game.emit("helpless", RULE, f"{plural(amount, 'helpless survivor')} reach the colony ({colony.helpless}).")
        return
    for _ in range(min(-amount, colony.helpless)):
        colony.helpless -= 1
        game.morale(-1, "death", "a helpless survivor died")


def draw_items(game: "Colony", player: Player, deck: str, amount: int) -> None:
    name = here(game, player) if deck == "here" else deck
    if name not in game.chance.decks:
        return
    got = [card for _ in range(amount) if (card := game.chance.draw(name)) is not None]
    player.hand += got
    game.emit("items", RULE, f"{player.name} takes {plural(len(got), 'card')}.", player=player.id, cards=got)


def discard(game: "Colony", player: Player, amount: int) -> None:
    for _ in range(min(amount, len(player.hand))):
        card = player.hand.pop(game.chance.stream("hands").randrange(len(player.hand)))
        to_waste(game, player, card)
    game.emit("discarded", RULE, f"{player.name} loses {plural(amount, 'card')} from the hand.", player=player.id)


def to_waste(game: "Colony", player: Player | None, card: str) -> None:
    """A played or lost card goes on the waste pile; an exiled player's leaves the game (§12)."""
    (game.state.removed if player is not None and player.exiled else game.state.waste).append(card)


def waste(game: "Colony", amount: int) -> None:
    state = game.state
    if amount > 0:
        for _ in range(amount):
            card = game.chance.draw("starting")
            if card is None:
                break
            state.waste.append(card)
    else:
        for _ in range(min(-amount, len(state.waste))):
            state.removed.append(state.waste.pop())
    game.emit("waste", RULE, f"Waste pile: {len(state.waste)} cards.", waste=len(state.waste))


def dice(game: "Colony", player: Player, amount: int) -> None:
    if amount > 0:
        rolled = game.chance.roll(amount)
        player.dice += [Die(v) for v in rolled]
        game.emit("rolled", RULE, f"{player.name} gains {plural(amount, 'die', 'dice')}: {', '.join(map(str, rolled))}.",
                  player=player.id)
        return
    for _ in range(-amount):
        unused = [d for d in player.dice if not d.used]
        if unused:
            player.dice.remove(min(unused, key=lambda d: d.value))
    game.emit("dice", RULE, f"{player.name} loses {plural(-amount, 'die', 'dice')}.", player=player.id)


APPLY: dict[str, Callable[["Colony", Player | None, Any], None]] = {
    "morale": _morale, "food": _food, "zombies": _zombies, "remove_zombies": _remove_zombies, "wound": _wound,
    "heal": _heal, "kill": _kill, "helpless": lambda g, p, e: helpless(g, p, e.amount), "new_survivor": _new_survivor,
    "items": _items, "discard": _discard, "waste": lambda g, p, e: waste(g, e.amount), "barricade": _barricade,
    "noise": _noise, "dice": _dice, "starvation": _starvation,
}
"""Each effect kind of the content vocabulary and what carries it out."""
