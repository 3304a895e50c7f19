"""A sensible greedy Colony player: it reads only what its seat may see (its own hand, search and
contributions, secret objective, and what is public), scores each legal choice and picks the
best. As a colonist it cooperates (no attacks on survivors, votes to keep), meets the crisis with
the right cards, feeds the colony, keeps its doors clear and searches where it can, while keeping
the cards its secret objective asks for. Holding a betrayal card it plays the traitor: it sinks
the crisis with wrong cards laid face down and keeps food and its own cards from the colony."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from zombie_table.games.colony.schema import COLONY, Effect
from zombie_table.games.colony.conditions import here
from zombie_table.kernel.engine import Action

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony

WORTH = {"morale": 3.0, "food": 1.0, "remove_zombies": 1.0, "zombies": -1.0, "wound": -2.0, "heal": 1.5, "kill": -6.0,
         "helpless": 0.5, "new_survivor": 3.0, "items": 1.0, "discard": -1.0, "waste": -0.3, "barricade": 1.0,
         "noise": -0.5, "dice": 1.0, "starvation": -3.0}


KEEP = 1.5
"""What a card in hand is worth: the next crises need cards, so a card is played only for more."""


def effect_value(effects: list[Effect], wants: frozenset[str] = frozenset()) -> float:
    """What effects are worth to the colony; three times as much for what its goal counts."""
    total = 0.0
    for e in effects:
        amount = getattr(e, "amount", 1)
        total += WORTH[e.kind] * amount * (3.0 if e.kind in wants else 1.0)
    return total


def wanted_kinds(game: "Colony") -> frozenset[str]:
    """The effect kinds that bring the main objective's goal closer."""
    return frozenset(kind for kind, what in (("food", "food"), ("helpless", "helpless"), ("barricade", "barricades"),
                                             ("morale", "morale")) if goal_wants(game, what))


class GreedyBot:
    """The greedy player as a seat's bot (`bots.seats`): no generator of its own, nothing random."""

    name = "greedy"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, game: "Colony") -> Action:
        return choose(game)


def choose(game: "Colony") -> Action:
    options = game.legal_actions()
    values = scores(game, options)
    return options[max(range(len(options)), key=values.__getitem__)]  # ties: the first listed


def scores(game: "Colony", options: list[Action]) -> list[float]:
    """The greedy score of each option (the search bot ranks its shortlist by them)."""
    scorer = SCORERS.get(game.decision.kind, lambda g, a: 0.0)
    return [scorer(game, a) for a in options]


# ------------------------------------------------------------------ its secret
def secret_wants(game: "Colony") -> dict[str, int]:
    """The cards of each category its secret objective wants in hand."""
    me = game.me
    if me.secret is None:
        return {}
    return {c.category: c.count for c in game.content.secrets[me.secret].win if c.kind == "hand_has"}


def traitor(game: "Colony") -> bool:
    me = game.me
    return me.secret is not None and game.content.secrets[me.secret].kind == "betrayal"


def wanted(game: "Colony", card: str) -> bool:
    """Whether giving this card away would cost its secret objective one it needs."""
    category = game.content.item(card).category
    need = secret_wants(game).get(category, 0)
    held = sum(game.content.item(c).category == category for c in game.me.hand)
    return held <= need


# ------------------------------------------------------------------ the main objective
def goal_wants(game: "Colony", what: str) -> bool:
    """Whether the main objective's goal counts `what` upward (food stocked, helpless sheltered…),
    so that the colony — not a traitor — works for more of it."""
    if traitor(game):
        return False
    scenario = getattr(game.content.mains[game.state.main], game.state.side)
    return any(c.kind == "count" and c.what == what and c.compare == "at_least" for c in scenario.goal)


def goal_caps(game: "Colony", what: str) -> bool:
    """Whether the goal wants `what` kept down (the waste, the zombies at the doors)."""
    scenario = getattr(game.content.mains[game.state.main], game.state.side)
    return not traitor(game) and any(c.kind == "count" and c.what == what and c.compare == "at_most" for c in scenario.goal)


# ------------------------------------------------------------------ the turn
def crisis_symbol(game: "Colony") -> str | None:
    return game.content.crises[game.state.crisis].symbol if game.state.crisis else None


def crisis_short(game: "Colony") -> bool:
    """Whether the crisis still needs cards (counting only what this player knows: its own)."""
    symbol = crisis_symbol(game)
    if symbol is None:
        return False
    mine = sum(1 for c in game.state.contributions if c.by == game.me.id)
    return mine < 3


def colony_danger(game: "Colony") -> float:
    colony = game.state.places[COLONY]
    spaces = sum(e.spaces for e in colony.entrances)
    return colony.zombies / spaces


def zombies_near(game: "Colony") -> bool:
    spot = here(game, game.me)
    return bool(spot and game.state.places[spot].zombies)


def food_need(game: "Colony") -> int:
    return game.per_two(game.colony_headcount()) - game.state.food


def score_turn(game: "Colony", action: Action) -> float:
    me, state = game.me, game.state
    kind = action.kind
    if kind == "end":
        return 0.0
    if kind == "contribute":
        return score_contribution(game, action)
    if kind == "play":
        item = game.content.item(action.args[0])
        if wanted(game, action.args[0]) or (traitor(game) and item.food):
            return -2.0  # its own objective's, or (a traitor's) kept from the colony
        if item.category == crisis_symbol(game) and crisis_short(game):
            return -1.0  # kept for the crisis
        if item.play == "equip":
            survivor = state.survivors[action.args[1]]
            return 2.0 + item.equip.attack + item.equip.search - 0.5 * len(survivor.equipment)
        if item.food:
            return 6.0 + item.food if food_need(game) > 0 or goal_wants(game, "food") else -1.0
        value = effect_value(item.effects, wanted_kinds(game)) - KEEP
        if any(e.kind == "remove_zombies" for e in item.effects) and not zombies_near(game):
            value = -1.0
        if any(e.kind == "heal" for e in item.effects) and not any(s.wounds or s.frostbite for s in game.group(me)):
            value = -1.0
        if any(e.kind == "waste" for e in item.effects) and not state.waste:
            value = -1.0
        return value
    if kind == "attack":
        if len(action.args) == 3 and action.args[2] in state.survivors:
            return -10.0  # a cooperative bot leaves other players' survivors alone
        place = action.args[2] if len(action.args) == 3 else state.survivors[action.args[0]].place
        danger = colony_danger(game) if place == COLONY else 0.3
        return 4.0 + 6.0 * danger - 0.1 * me.dice[action.args[1]].value
    if kind == "barricade":
        place = state.survivors[action.args[0]].place
        if place != COLONY:
            return 1.0
        return 3.5 + 4.0 * colony_danger(game) + (2.0 if goal_wants(game, "barricades") else 0.0)
    if kind == "clean":
        return 1.0 + len(state.waste) / (1.0 if goal_caps(game, "waste") else 2.5)
    if kind == "search":
        return 5.0 - 0.1 * me.dice[action.args[1]].value
    if kind == "ability":
        return effect_value(game.content.survivors[action.args[0]].ability.effects, wanted_kinds(game)) + 0.5
    if kind == "move":
        return score_move(game, action)
    if kind == "food":
        return -2.0  # food feeds the colony first
    if kind == "lure":
        return -3.0
    return -4.0  # hand-overs, requests and votes: left to people


def score_contribution(game: "Colony", action: Action) -> float:
    """The right cards face down while the crisis needs them; a traitor's wrong ones instead."""
    card = action.args[0]
    if len(action.args) > 1 or wanted(game, card):
        return -5.0
    matches = game.content.item(card).category == crisis_symbol(game)
    if traitor(game):
        return 7.0 if not matches and crisis_short(game) else -5.0
    return 9.0 if matches and crisis_short(game) else -5.0


def score_move(game: "Colony", action: Action) -> float:
    """Out to search while dice can pay for it, back home when no die can."""
    sid, place = action.args
    me, state = game.me, game.state
    survivor = state.survivors[sid]
    card = game.content.survivors[sid]
    searchable = any(d.value >= card.search and not d.used for d in me.dice)
    if place == COLONY:
        return 1.5 if not searchable and survivor.place != COLONY else -2.0
    if survivor.place != COLONY or not searchable:
        return -2.0
    zombies = state.places[place].zombies
    deck = len(game.chance.decks[place].draw_pile)
    return 2.5 - 0.8 * zombies + (0.5 if deck > 5 else -1.0) + place_bonus(game, place)


def place_bonus(game: "Colony", place: str) -> float:
    """Where the things the colony lacks are found, and the families its goal counts."""
    wants = {"grocer": food_need(game) > -3, "clinic": any(s.wounds for s in game.state.survivors.values()),
             "hardware": colony_danger(game) > 0.3, "station": colony_danger(game) > 0.3}
    return (1.5 if wants.get(place) else 0.0) + 6.0 * family_share(game, place)


def family_share(game: "Colony", place: str) -> float:
    """The share of a place's deck (as printed: public knowledge) that brings helpless survivors
    home, when the goal counts them: nothing in the colony does, so they are searched for. (Boards
    and food are not: they are at hand or weighed already, and a trip out costs lives.)"""
    deck = game.content.cards_of(place)
    if not deck or not goal_wants(game, "helpless"):
        return 0.0
    return sum(any(e.kind == "helpless" for e in game.content.item(c).effects) for c in deck) / len(deck)


# ------------------------------------------------------------------ the other questions
def score_keep(game: "Colony", action: Action) -> float:
    card = game.content.survivors[action.args[0]]
    edge = 1.0 if card.ability.edge != "none" else 0.0
    return (12 - card.attack - card.search) + edge + card.influence / 100


def score_more(game: "Colony", action: Action) -> float:
    """One more card while the place is quiet; noise brings zombies in the colony phase."""
    if action.args[0] == "stop":
        return 0.0
    place = game.state.places[game.decision.data["place"]]
    return 1.0 if len(game.state.drawn) < 2 and place.noise < 2 else -1.0


def score_kept(game: "Colony", action: Action) -> float:
    item = game.content.item(action.args[0])
    value = {"food": 2.0 if food_need(game) > -2 else 1.0, "weapons": 1.5, "medicine": 1.2, "tools": 1.2, "fuel": 1.0}
    wants = wanted_kinds(game)
    goal = effect_value([e for e in item.effects if e.kind in wants], wants)
    return value.get(item.category, 0.0) + (2.0 if item.category == crisis_symbol(game) else 0.0) + goal


def score_bite(game: "Colony", action: Action) -> float:
    """Always the roll: a blank (one roll in two) saves the survivor and stops the spread, so rolling
    loses fewer lives on average than the certain death of putting the survivor down."""
    return 1.0 if action.args[0] == "roll" else 0.0


def score_crossroads(game: "Colony", action: Action) -> float:
    card = game.content.crossroads[game.decision.data["card"]]
    return effect_value(card.choices[action.args[0]].effects, wanted_kinds(game))


def score_ballot(game: "Colony", action: Action) -> float:
    return 1.0 if action.args[0] == "no" else 0.0


def score_give(game: "Colony", action: Action) -> float:
    if not action.args:
        return 0.5
    return 1.0 if game.rules.cooperative else 0.0


SCORERS: dict[str, Callable[["Colony", Action], float]] = {
    "turn": score_turn, "keep": score_keep, "search_more": score_more, "search_keep": score_kept, "bite": score_bite,
    "crossroads": score_crossroads, "ballot": score_ballot, "give": score_give,
}
