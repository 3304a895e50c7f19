"""A Colony entry's scenario set-up (`setup:` in a `colony_entry` file, `schema.ColonySetup`): the
position a colony starts from instead of the random deal, for puzzles, tutorials and exact tests.
What it names is placed as written (named cards taken out of their decks first, so every card is
still in exactly one place); what it leaves out is set up as usual. `problems` lists what cannot be
set up (an unknown id, a card or a survivor in two places, a place over-full), each at its field;
`validate` reports them with the line and `play` refuses them."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from zombie_table.content.loader import Path_
from zombie_table.games.placements import Placements
from zombie_table.games.colony.content import STARTING
from zombie_table.games.colony.schema import ColonyEntry, ColonySetup, PlayerSetup
from zombie_table.games.colony.state import Place, Survivor

if TYPE_CHECKING:
    from zombie_table.games.colony.content import Content
    from zombie_table.games.colony.game import Colony


def setup_of(entry: object) -> ColonySetup | None:
    """A Colony entry's scenario set-up, if it has one."""
    return entry.setup if isinstance(entry, ColonyEntry) else None


def item_cards(content: Content) -> set[str]:
    """Every item card instance of every deck."""
    return {card for deck in [STARTING, *content.outside] for card in content.cards_of(deck)}


def problems(setup: ColonySetup, content: Content) -> list[tuple[Path_, str]]:
    """What cannot be set up, each at its field path under `setup`."""
    check = Placements()
    cards = item_cards(content)
    for j, card in enumerate(setup.waste):
        check.place(card, cards, ("setup", "waste", j), "item card")
    standing: Counter[str] = Counter()
    for i, player in enumerate(setup.players):
        at: Path_ = ("setup", "players", i)
        for j, survivor in enumerate(player.survivors or []):
            check.place(survivor.id, content.survivors, at + ("survivors", j, "id"), "survivor")
            if check.known(survivor.place, content.places, at + ("survivors", j, "place"), "place"):
                standing[survivor.place] += 1
        for j, card in enumerate(player.hand or []):
            check.place(card, cards, at + ("hand", j), "item card")
        if player.secret is not None:
            check.place(player.secret, content.secrets, at + ("secret",), "secret objective")
    for place, many in sorted(standing.items()):
        if many > content.places[place].survivors:
            check.say(("setup", "players"), f"{many} survivors at {place}; it holds {content.places[place].survivors}")
    for place, spec in setup.places.items():
        if not check.known(place, content.places, ("setup", "places", place), "place"):
            continue
        room = sum(content.places[place].entrances)
        if (spec.zombies or 0) + (spec.barricades or 0) > room:
            check.say(("setup", "places", place), f"{spec.zombies or 0} zombies and {spec.barricades or 0} barricades; "
                                                  f"the entrances of {place} hold {room}")
        if spec.noise and spec.noise > content.places[place].noise:
            check.say(("setup", "places", place, "noise"), f"{spec.noise} noise; {place} has {content.places[place].noise} slots")
    for deck, ids in (("crises", content.crises), ("crossroads", content.crossroads)):
        for j, card in enumerate(getattr(setup, deck)):
            check.place(card, ids, ("setup", deck, j), f"{deck} card")
    return check.problems


def seat_problems(setup: ColonySetup, players: int, cooperative: bool) -> list[str]:
    """What the set-up asks of the table that it does not have."""
    out = []
    if len(setup.players) > players:
        out.append(f"the set-up names {len(setup.players)} players; the table has {players}")
    if cooperative and any(p.secret for p in setup.players):
        out.append("the co-op game deals no secret objectives")
    return out


def seats(game: Colony) -> list[PlayerSetup]:
    """Every seat's set-up (a seat the set-up leaves out: everything dealt)."""
    named = game.setup.players
    return named + [PlayerSetup() for _ in game.state.players[len(named):]]


def take_named(game: Colony) -> None:
    """Before the deal: the dice fixed, and the survivors and item cards the set-up names taken out
    of their decks (a named card's deck is whichever holds it)."""
    setup, decks = game.setup, game.chance.decks
    if setup.fixed_dice:
        game.chance.script(list(setup.fixed_dice))
    for player in setup.players:
        for survivor in player.survivors or []:
            decks["survivors"].take(survivor.id)
    for card in [c for p in setup.players for c in p.hand or []] + list(setup.waste):
        any(decks[deck].take(card) for deck in [STARTING, *game.content.outside])


def place_named(game: Colony) -> None:
    """After the deal: the set-up's tracks, places, groups, hands, secrets, waste and deck tops."""
    setup, state = game.setup, game.state
    state.morale = state.morale if setup.morale is None else setup.morale
    state.food = state.food if setup.food is None else setup.food
    state.round = state.round if setup.round is None else setup.round - 1  # the round step counts it in
    state.waste = list(setup.waste)
    for place, spec in setup.places.items():
        fill(state.places[place], spec.zombies, spec.barricades)
        if spec.noise is not None:
            state.places[place].noise = spec.noise
        if spec.helpless is not None:
            state.places[place].helpless = spec.helpless
    for player, seat in zip(state.players, seats(game)):
        if seat.hand is not None:
            player.hand = list(seat.hand)
        if seat.secret is not None:
            player.secret = seat.secret
        for survivor in seat.survivors or []:
            state.survivors[survivor.id] = Survivor(survivor.id, player.id, survivor.place, wounds=survivor.wounds)
            player.group.append(survivor.id)
    for deck in ("crises", "crossroads"):
        if getattr(setup, deck):
            game.chance.stack(deck, list(getattr(setup, deck)))


def fill(place: Place, zombies: int | None, barricades: int | None) -> None:
    """Zombies, then barricades, entrance by entrance (what is not given stays as it is)."""
    for count, field in ((zombies, "zombies"), (barricades, "barricades")):
        if count is None:
            continue
        for entrance in place.entrances:
            setattr(entrance, field, 0)
        for entrance in place.entrances:
            here = min(count, entrance.free)
            setattr(entrance, field, here)
            count -= here
