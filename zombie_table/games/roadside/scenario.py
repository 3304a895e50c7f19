"""A Roadside entry's scenario set-up (`setup:` in a `roadside_entry` file, `schema.RoadsideSetup`): the position a race
starts from instead of the random deal, for puzzles, tutorials and exact tests. What it names is
dealt as written (the named cards taken out of their decks first, so every card is still in exactly
one place); what it leaves out is dealt at random as usual. `problems` lists what cannot be set up
(an unknown id, a card or a survivor in two places, more tokens of a number than the bag holds),
each at its field; `validate` reports them with the line and `play` refuses them."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from zombie_table.content.loader import Path_
from zombie_table.games.placements import Placements
from zombie_table.games.roadside.schema import RoadsideEntry, RoadsideSetup, TeamSetup
from zombie_table.games.roadside.state import Token
from zombie_table.games.roadside.zombie_bag import BAG
from zombie_table.kernel.deck import Deck

if TYPE_CHECKING:
    from zombie_table.games.roadside.content import Content
    from zombie_table.games.roadside.game import Roadside


def setup_of(entry: object) -> RoadsideSetup | None:
    """A Roadside entry's scenario set-up, if it has one."""
    return entry.setup if isinstance(entry, RoadsideEntry) else None


def problems(setup: RoadsideSetup, content: Content) -> list[tuple[Path_, str]]:
    """What cannot be set up, each at its field path under `setup`."""
    check = Placements()
    for i, team in enumerate(setup.teams):
        at: Path_ = ("setup", "teams", i)
        if team.space is not None:
            check.known(team.space, content.spaces, at + ("space",), "space")
        if team.character is not None:
            check.place(team.character.id, content.characters, at + ("character", "id"), "character", "survivor")
        for j, follower in enumerate(team.followers or []):
            check.place(follower.id, content.followers, at + ("followers", j, "id"), "follower", "survivor")
        if team.private is not None:
            check.place(team.private, content.location_cards, at + ("private",), "location card")
        for j, card in enumerate(team.explored):
            check.place(card, content.location_cards, at + ("explored", j), "location card")
        for j, card in enumerate(team.inventory):
            if check.place(card, content.encounter, at + ("inventory", j), "encounter card") \
                    and content.encounter[card].inventory is None:
                check.say(at + ("inventory", j), f"{card!r} is not an inventory card")
    for j, card in enumerate(setup.public or []):
        check.place(card, content.location_cards, ("setup", "public", j), "location card")
    for j, card in enumerate(setup.locations):
        check.place(card, content.location_cards, ("setup", "locations", j), "location card")
    for j, card in enumerate(setup.encounters):
        check.place(card, content.encounter, ("setup", "encounters", j), "encounter card")
    wanted: Counter[int] = Counter()
    for space, numbers in setup.tokens.items():
        check.known(space, content.spaces, ("setup", "tokens", space), "space")
        wanted.update(numbers)
    for number, many in sorted(wanted.items()):
        held = content.dice.bag.get(number, 0)
        if many > held:
            check.say(("setup", "tokens"), f"{many} tokens numbered {number}; the bag holds {held}")
    return check.problems


def seat_problems(setup: RoadsideSetup, players: int, solo_cards: list[str] | None) -> list[str]:
    """What the set-up asks of the table that it does not have (`solo_cards`: the solo race's
    location cards, None in the standard race)."""
    out = []
    named = (setup.public or []) + list(setup.locations) + [c for t in setup.teams for c in t.explored]
    strays = [] if solo_cards is None else [c for c in named if c not in solo_cards]
    if strays:
        out.append(f"the solo race's location cards are {', '.join(solo_cards or [])}, not {', '.join(strays)}")
    if len(setup.teams) > players:
        out.append(f"the set-up names {len(setup.teams)} teams; the table has {players} players")
    if setup.first is not None and setup.first > players:
        out.append(f"the set-up's first seat {setup.first}: the table has {players} players")
    if solo_cards is not None and any(t.private for t in setup.teams):
        out.append("the solo race deals no private location")
    return out


def deal_named(game: Roadside) -> list[TeamSetup]:
    """Every seat's team set-up (a seat the set-up leaves out: everything dealt), with the survivors,
    inventory cards and dice it names taken out of their decks first; the dice fixed from here on."""
    setup, chance = game.setup, game.chance
    if setup.fixed_dice:
        chance.script(list(setup.fixed_dice))
    teams = setup.teams + [TeamSetup() for _ in game.state.players[len(setup.teams):]]
    for team in teams:
        named = ([team.character] if team.character else []) + list(team.followers or [])
        take(chance.decks["characters"], [m.id for m in named if m.id in game.content.characters])
        take(chance.decks["followers"], [m.id for m in named if m.id in game.content.followers])
        take(chance.decks["encounters"], team.inventory)
    return teams


def finish(game: Roadside) -> None:
    """The locations the teams have already secured (out of the location deck and the face-up slots,
    their places closed: §11.3, as if won in play with no card to refill the slot), the named face-down
    tokens on their spaces (out of the bag), the tops of the location and encounter decks."""
    setup, chance, state = game.setup, game.chance, game.state
    for player, team in zip(state.players, setup.teams):
        for card in team.explored:
            chance.decks["locations"].take(card)
            state.public = [None if c == card else c for c in state.public]
            player.explored.append(card)
            state.closed.add(game.content.location_cards[card].place)
    bag = chance.decks[BAG]
    for space, numbers in setup.tokens.items():
        for number in numbers:
            token = next(t for t in reversed(bag.draw_pile) if game.numbers[t] == number)
            bag.take(token)
            state.tokens.setdefault(space, []).append(Token(token, number))
    if setup.locations:
        chance.stack("locations", list(setup.locations))
    if setup.encounters:
        chance.stack("encounters", list(setup.encounters))


def take(deck: Deck, cards: list[str]) -> None:
    """Take named cards out of a deck's draw pile (they are placed by the set-up)."""
    for card in cards:
        deck.take(card)
