"""Set-up (§7; solo §15.3): 1 food, fuel and ammo each; a random character and follower per player
(the follower's joining gifts applied); three public locations and a private one each; the
encounter deck; the zombie bag; the first player by an action roll (§18.9: an option), ties rolling again; standees
on their characters' starting spaces. Solo: the four solo locations are all open, no private card,
five followers trapped on the other five location spaces, and no card that needs other players
(the counts and the open locations are options)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.roadside.schema import SpaceKind
from zombie_table.games.roadside import dice, scenario, survivors
from zombie_table.games.roadside.state import Member
from zombie_table.games.roadside.zombie_bag import BAG
from zombie_table.kernel.ruleset import step

if TYPE_CHECKING:
    from zombie_table.games.roadside.content import Content
    from zombie_table.games.roadside.game import Roadside

PUBLIC = 3


@step("setup")
def setup(game: "Roadside", params: dict) -> None:
    state, content, chance, fixed = game.state, game.content, game.chance, game.setup
    solo = state.mode == "solo"
    chance.deck("characters", list(content.characters))
    chance.deck("followers", list(content.followers))
    chance.deck(BAG, list(game.numbers))
    cards = [c.id for c in content.encounters.cards if not (solo and c.involves_others)]
    chance.deck("encounters", cards)
    teams = scenario.deal_named(game)
    for player, team in zip(state.players, teams):
        player.character = Member(team.character.id, team.character.fatigue) if team.character else \
            Member(chance.draw("characters"))
        player.space = team.space or content.characters[player.character.id].start
        if team.followers is None:
            survivors.follower_joins(game, player)
        else:
            player.followers = [Member(f.id, f.fatigue) for f in team.followers]
        if team.resources is not None:
            player.resources.update({r.value: n for r, n in team.resources.items()})
        player.inventory = list(team.inventory)
    state.reserve = list(reversed(chance.decks["characters"].draw_pile))  # set aside, in draw order
    if solo:
        solo_locations(game)
    else:
        chance.deck("locations", list(content.location_cards))
        scenario.take(chance.decks["locations"], (fixed.public or []) + [t.private for t in teams if t.private])
        state.public = list(fixed.public) if fixed.public is not None else [chance.draw("locations") for _ in range(PUBLIC)]
        for player, team in zip(state.players, teams):
            player.private = team.private or chance.draw("locations")
    scenario.finish(game)
    game.emit("setup", "setup", "The race is set: " + ", ".join(
        f"{p.name} ({game.survivor_name(p.character.id)}, at {game.space_name(p.space)})" for p in state.players) + ".")
    if fixed.first is None:
        first_player(game)
    else:
        state.current = fixed.first - 1
    game.push({"kind": "turn"})


def solo_locations(game: "Roadside") -> None:
    """The solo race's locations (`solo_locations` of the map's solo spaces, all open or three face up
    and the rest a deck, §15.3) and its trapped followers (one on each of the first `solo_trapped`
    other locations)."""
    state, content, chance, rules = game.state, game.content, game.chance, game.rules
    places = solo_places(content, rules.solo_locations)
    cards = [next(c.id for c in content.locations.cards if c.place == place) for place in places]
    public = game.setup.public
    if rules.solo_all_open and public is None:
        state.public = cards
        chance.deck("locations", [])
    else:
        chance.deck("locations", cards)
        scenario.take(chance.decks["locations"], public or [])
        state.public = list(public) if public is not None else \
            [chance.draw("locations") for _ in range(min(PUBLIC, len(cards)))]
    for place in trap_places(content, places, rules.solo_trapped):
        state.trapped[place] = [chance.draw("followers")]


def solo_places(content: "Content", count: int | None = None) -> list[str]:
    """The first `count` of the map's solo spaces (all of them without a count)."""
    return [s.id for s in content.map.spaces if s.solo][:count]


def trap_places(content: "Content", solo: list[str], count: int | None = None) -> list[str]:
    """The first `count` location spaces that are not among `solo` (all of them without a count)."""
    return [place for place in content.locations_of(SpaceKind.location) if place not in solo][:count]


def first_player(game: "Roadside") -> None:
    """Everyone rolls; most actions goes first; tied players roll again (§7.9)."""
    state, symbol = game.state, game.rules.first_player_roll
    rolling = list(range(len(state.players)))
    while len(rolling) > 1:
        scores = {i: dice.score(dice.roll(game, state.players[i]), symbol) for i in rolling}
        best = max(scores.values())
        rolling = [i for i in rolling if scores[i] == best]
    state.current = rolling[0]
    game.emit("first_player", "setup", f"{state.player.name} rolls the most {symbol} and goes first.", player=state.player.id)
