"""A sensible greedy Colony player: it reads only what its seat may see (its own hand, search and
contributions, secret objective, and what is public), scores each legal choice and picks the
best. As a colonist it cooperates (no attacks on survivors, votes to keep), meets the crisis with
the right cards, feeds the colony, keeps its doors clear and searches where it can, while keeping
the cards its secret objective asks for. Holding a betrayal card it plays the traitor: it sinks
the crisis with wrong cards laid face down and keeps food and its own cards from the colony."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any, Callable

from zombie_table.games.colony.schema import COLONY, Effect
from zombie_table.games.colony.conditions import here_on
from zombie_table.games.colony.state import Die, Entrance, Place, Player, Survivor
from zombie_table.games.colony.actions import CardOn, Nothing, Strike
from zombie_table.kernel.engine import Action
from zombie_table.kernel.observer import observe

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
    scorer = SCORERS.get(game.decision.kind, lambda r, a: 0.0)
    reading = Reading(game)
    return [scorer(reading, a) for a in options]


@dataclass(frozen=True)
class Seen:
    """The table as the deciding seat sees it (`observe(game, seat)`), typed as the state is: its
    own player whole (hand, secret, dice), and only what is public besides."""

    me: Player
    main: str
    side: str
    food: int
    crisis: str | None
    waste: int  # cards on the waste pile
    drawn: int  # cards of a search under way
    decks: dict[str, int]  # each deck's draw pile, counted
    contributors: list[str]  # who laid each crisis card
    actor: str | None
    places: dict[str, Place]
    survivors: dict[str, Survivor]

    def at(self, place: str) -> list[Survivor]:
        return [s for s in self.survivors.values() if s.place == place]


def seen(game: "Colony", seat: str) -> Seen:
    view = observe(game, seat)
    mine = next(p for p in view["players"] if p["id"] == seat)
    drawn = view["drawn"]
    return Seen(
        me=Player(**{**mine, "dice": [Die(**d) for d in mine["dice"]]}), main=view["main"], side=view["side"],
        food=view["food"], crisis=view["crisis"], waste=view["waste"], drawn=drawn if isinstance(drawn, int) else len(drawn),
        decks=view["decks"], contributors=view["contributors"], actor=view["actor"],
        places={pid: _place(p) for pid, p in view["places"].items()},
        survivors={sid: Survivor(**s) for sid, s in view["survivors"].items()})


def _place(seen_place: dict[str, Any]) -> Place:
    return Place(**{**seen_place, "entrances": [Entrance(**e) for e in seen_place["entrances"]]})


class Reading:
    """What the bot reads of the table for one decision, from the deciding seat's view only (the
    player whose turn it is when the decision names nobody), each worked out when first asked and
    kept for every option weighed: nothing it reads changes until a choice is applied."""

    def __init__(self, game: "Colony"):
        self.game = game
        decision = game.decision
        self.state = seen(game, decision.player if decision and decision.player else game.me.id)
        self.content = game.content
        self.me = self.state.me
        self._goal: dict[tuple[str, str], bool] = {}
        self._bonus: dict[str, float] = {}

    # ---------------------------------------------------------------- its secret
    @cached_property
    def secret_wants(self) -> dict[str, int]:
        """The cards of each category its secret objective wants in hand."""
        me = self.me
        if me.secret is None:
            return {}
        return {c.category: c.count for c in self.content.secrets[me.secret].win if c.kind == "hand_has"}

    @cached_property
    def traitor(self) -> bool:
        me = self.me
        return me.secret is not None and self.content.secrets[me.secret].kind == "betrayal"

    @cached_property
    def held(self) -> Counter[str]:
        """The cards of each category in its hand."""
        return Counter(self.content.item(c).category for c in self.me.hand)

    def wanted(self, card: str) -> bool:
        """Whether giving this card away would cost its secret objective one it needs."""
        category = self.content.item(card).category
        return self.held[category] <= self.secret_wants.get(category, 0)

    # ---------------------------------------------------------------- the main objective
    def goal_counts(self, what: str, compare: str) -> bool:
        """Whether the main objective's goal counts `what` with this comparison, for a player who
        works for the colony (a traitor does not)."""
        key = (what, compare)
        if key not in self._goal:
            scenario = getattr(self.content.mains[self.state.main], self.state.side)
            self._goal[key] = not self.traitor and any(
                c.kind == "count" and c.what == what and c.compare == compare for c in scenario.goal)
        return self._goal[key]

    def goal_wants(self, what: str) -> bool:
        """Whether the goal counts `what` upward (food stocked, helpless sheltered…)."""
        return self.goal_counts(what, "at_least")

    def goal_caps(self, what: str) -> bool:
        """Whether the goal wants `what` kept down (the waste, the zombies at the doors)."""
        return self.goal_counts(what, "at_most")

    @cached_property
    def wanted_kinds(self) -> frozenset[str]:
        """The effect kinds that bring the main objective's goal closer."""
        return frozenset(kind for kind, what in (("food", "food"), ("helpless", "helpless"),
                                                 ("barricade", "barricades"), ("morale", "morale"))
                         if self.goal_wants(what))

    # ---------------------------------------------------------------- the turn
    @cached_property
    def crisis_symbol(self) -> str | None:
        return self.content.crises[self.state.crisis].symbol if self.state.crisis else None

    @cached_property
    def crisis_short(self) -> bool:
        """Whether the crisis still needs cards (counting only what this player knows: its own)."""
        if self.crisis_symbol is None:
            return False
        return self.state.contributors.count(self.me.id) < 3

    @cached_property
    def colony_danger(self) -> float:
        colony = self.state.places[COLONY]
        spaces = sum(e.spaces for e in colony.entrances)
        return colony.zombies / spaces

    @cached_property
    def zombies_near(self) -> bool:
        spot = here_on(self.state, self.me)
        return bool(spot and self.state.places[spot].zombies)

    @cached_property
    def food_need(self) -> int:
        game = self.game
        return game.per_two(game.colony_headcount(self.state)) - self.state.food

    @cached_property
    def wounded_group(self) -> bool:
        return any(self.state.survivors[s].wounds or self.state.survivors[s].frostbite for s in self.me.group)

    def place_bonus(self, place: str) -> float:
        """Where the things the colony lacks are found, and the families its goal counts."""
        if place not in self._bonus:
            wants = {"grocer": self.food_need > -3, "clinic": any(s.wounds for s in self.state.survivors.values()),
                     "hardware": self.colony_danger > 0.3, "station": self.colony_danger > 0.3}
            self._bonus[place] = (1.5 if wants.get(place) else 0.0) + 6.0 * self.family_share(place)
        return self._bonus[place]

    def family_share(self, place: str) -> float:
        """The share of a place's deck (as printed: public knowledge) that brings helpless survivors
        home, when the goal counts them: nothing in the colony does, so they are searched for. (Boards
        and food are not: they are at hand or weighed already, and a trip out costs lives.)"""
        if not self.goal_wants("helpless"):
            return 0.0
        deck = self.content.cards_of(place)
        if not deck:
            return 0.0
        return sum(any(e.kind == "helpless" for e in self.content.item(c).effects) for c in deck) / len(deck)


def score_turn(r: Reading, action: Action) -> float:
    me, state = r.me, r.state
    kind = action.kind
    if kind == "end":
        return 0.0
    if kind == "contribute":
        return score_contribution(r, action)
    if kind == "play":
        item = r.content.item(action.args.card)
        if r.wanted(action.args.card) or (r.traitor and item.food):
            return -2.0  # its own objective's, or (a traitor's) kept from the colony
        if item.category == r.crisis_symbol and r.crisis_short:
            return -1.0  # kept for the crisis
        if item.play == "equip":
            survivor = state.survivors[action.args.survivor]
            return 2.0 + item.equip.attack + item.equip.search - 0.5 * len(survivor.equipment)
        if item.food:
            return 6.0 + item.food if r.food_need > 0 or r.goal_wants("food") else -1.0
        value = effect_value(item.effects, r.wanted_kinds) - KEEP
        if any(e.kind == "remove_zombies" for e in item.effects) and not r.zombies_near:
            value = -1.0
        if any(e.kind == "heal" for e in item.effects) and not r.wounded_group:
            value = -1.0
        if any(e.kind == "waste" for e in item.effects) and not state.waste:
            value = -1.0
        return value
    if kind == "attack":
        args = action.args
        if isinstance(args, Strike):
            return -10.0  # a cooperative bot leaves other players' survivors alone
        place = getattr(args, "place", None) or state.survivors[args.survivor].place  # a KillAt's, else here
        danger = r.colony_danger if place == COLONY else 0.3
        return 4.0 + 6.0 * danger - 0.1 * me.dice[args.die].value
    if kind == "barricade":
        place = state.survivors[action.args.survivor].place
        if place != COLONY:
            return 1.0
        return 3.5 + 4.0 * r.colony_danger + (2.0 if r.goal_wants("barricades") else 0.0)
    if kind == "clean":
        return 1.0 + state.waste / (1.0 if r.goal_caps("waste") else 2.5)
    if kind == "search":
        return 5.0 - 0.1 * me.dice[action.args.die].value
    if kind == "ability":
        return effect_value(r.content.survivors[action.args.survivor].ability.effects, r.wanted_kinds) + 0.5
    if kind == "move":
        return score_move(r, action)
    if kind == "food":
        return -2.0  # food feeds the colony first
    if kind == "lure":
        return -3.0
    return -4.0  # hand-overs, requests and votes: left to people


def score_contribution(r: Reading, action: Action) -> float:
    """The right cards face down while the crisis needs them; a traitor's wrong ones instead."""
    card = action.args.card
    if isinstance(action.args, CardOn) or r.wanted(card):
        return -5.0
    matches = r.content.item(card).category == r.crisis_symbol
    if r.traitor:
        return 7.0 if not matches and r.crisis_short else -5.0
    return 9.0 if matches and r.crisis_short else -5.0


def score_move(r: Reading, action: Action) -> float:
    """Out to search while dice can pay for it, back home when no die can."""
    sid, place = action.args.survivor, action.args.place
    me, state = r.me, r.state
    survivor = state.survivors[sid]
    card = r.content.survivors[sid]
    searchable = any(d.value >= card.search and not d.used for d in me.dice)
    if place == COLONY:
        return 1.5 if not searchable and survivor.place != COLONY else -2.0
    if survivor.place != COLONY or not searchable:
        return -2.0
    zombies = state.places[place].zombies
    deck = r.state.decks[place]
    return 2.5 - 0.8 * zombies + (0.5 if deck > 5 else -1.0) + r.place_bonus(place)


# ------------------------------------------------------------------ the other questions
def score_keep(r: Reading, action: Action) -> float:
    card = r.content.survivors[action.args.survivor]
    edge = 1.0 if card.ability.edge != "none" else 0.0
    return (12 - card.attack - card.search) + edge + card.influence / 100


def score_more(r: Reading, action: Action) -> float:
    """One more card while the place is quiet; noise brings zombies in the colony phase."""
    if action.args.choice == "stop":
        return 0.0
    place = r.state.places[r.game.decision.data["place"]]
    return 1.0 if r.state.drawn < 2 and place.noise < 2 else -1.0


def score_kept(r: Reading, action: Action) -> float:
    item = r.content.item(action.args.card)
    value = {"food": 2.0 if r.food_need > -2 else 1.0, "weapons": 1.5, "medicine": 1.2, "tools": 1.2, "fuel": 1.0}
    wants = r.wanted_kinds
    goal = effect_value([e for e in item.effects if e.kind in wants], wants)
    return value.get(item.category, 0.0) + (2.0 if item.category == r.crisis_symbol else 0.0) + goal


def score_bite(r: Reading, action: Action) -> float:
    """Always the roll: a blank (one roll in two) saves the survivor and stops the spread, so rolling
    loses fewer lives on average than the certain death of putting the survivor down."""
    return 1.0 if action.args.choice == "roll" else 0.0


def score_crossroads(r: Reading, action: Action) -> float:
    card = r.content.crossroads[r.game.decision.data["card"]]
    return effect_value(card.choices[action.args.choice].effects, r.wanted_kinds)


def score_ballot(r: Reading, action: Action) -> float:
    return 1.0 if action.args.vote == "no" else 0.0


def score_give(r: Reading, action: Action) -> float:
    if isinstance(action.args, Nothing):
        return 0.5
    return 1.0 if r.game.rules.cooperative else 0.0


SCORERS: dict[str, Callable[[Reading, Action], float]] = {
    "turn": score_turn, "keep": score_keep, "search_more": score_more, "search_keep": score_kept, "bite": score_bite,
    "crossroads": score_crossroads, "ballot": score_ballot, "give": score_give,
}
