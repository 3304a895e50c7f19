"""Search (§6.2), push your luck: a die at least the survivor's search value draws the top card of
its location's deck; then stop, or make noise on a free noise slot for one more card; at the end
keep exactly one card of those drawn and put the rest at the bottom of the deck. Never in the colony."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.colony.schema import COLONY
from zombie_table.games.colony import dice
from zombie_table.games.colony.state import Player
from zombie_table.games.colony.turns import acted
from zombie_table.games.colony.actions import Card, SearchMore, WithDie
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, provides, step

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony


@provides
def search_actions(game: "Colony", me: Player) -> list[Action]:
    out = []
    for survivor in game.group(me):
        if survivor.place == COLONY or not game.chance.decks[survivor.place].draw_pile:
            continue
        for i in dice.usable(me, dice.needed(game, survivor, "search")):
            out.append(Action("search", f"Search {game.place_name(survivor.place)} with {game.name(survivor.id)} "
                              f"(die {me.dice[i].value})", WithDie(survivor.id, i)))
    return out


@handler("search")
def search(game: "Colony", action: Action) -> None:
    sid = action.args.survivor
    dice.spend(game.me, action.args.die)
    survivor = game.state.survivors[sid]
    game.state.drawn = []
    first = 2 if dice.edge(game, survivor, "extra_search") else 1
    acted(game, "search", sid, *({"kind": "draw", "place": survivor.place} for _ in range(first)),
          {"kind": "search_more", "place": survivor.place})


@step("draw")
def draw(game: "Colony", params: dict) -> None:
    card = game.chance.draw(params["place"])
    if card is not None:
        game.state.drawn.append(card)
        game.emit("drawn", "search", f"{game.me.name} draws a card at {game.place_name(params['place'])}.",
                  player=game.me.id)


@step("search_more")
def search_more(game: "Colony", params: dict) -> None:
    if not game.state.drawn:
        return
    game.ask("search_more", f"Drawn: {', '.join(game.card_name(c) for c in game.state.drawn)}. Stop, or make noise "
             "for one more?", player=game.me.id, data={"place": params["place"]})


def noise_free(game: "Colony", place: str) -> bool:
    return game.state.places[place].noise < game.content.places[place].noise


@options("search_more")
def more_options(game: "Colony", decision: Decision) -> list[Action]:
    place = decision.data["place"]
    out = [Action("search_more", "Stop searching", SearchMore("stop"))]
    if noise_free(game, place) and game.chance.decks[place].draw_pile:
        out.append(Action("search_more", "Make noise and draw one more card", SearchMore("noise")))
    return out


@handler("search_more")
def more(game: "Colony", action: Action) -> None:
    place = game.answering.data["place"]
    if action.args.choice == "noise":
        game.state.places[place].noise += 1
        game.emit("noise", "search", f"Noise at {game.place_name(place)} ({game.state.places[place].noise}).", place=place)
        game.push({"kind": "draw", "place": place}, {"kind": "search_more", "place": place})
        return
    if len(game.state.drawn) == 1:
        keep_card(game, place, game.state.drawn[0])
    else:
        game.ask("search_keep", "Keep which card?", player=game.me.id, data={"place": place})


@options("search_keep")
def keep_options(game: "Colony", decision: Decision) -> list[Action]:
    return [Action("search_keep", f"Keep {game.card_name(c)}", Card(c)) for c in game.state.drawn]


@handler("search_keep")
def keep(game: "Colony", action: Action) -> None:
    keep_card(game, game.answering.data["place"], action.args.card)


def keep_card(game: "Colony", place: str, card: str) -> None:
    state = game.state
    rest = list(state.drawn)
    rest.remove(card)
    game.me.hand.append(card)
    deck = game.chance.decks[place]
    deck.draw_pile[0:0] = rest  # the bottom of the deck
    state.drawn = []
    game.emit("found", "search", f"{game.me.name} keeps a card; {len(rest)} go back under the deck.", player=game.me.id)


ARGS = declare(ACTION_ARGS, {"search": WithDie, "search_more": SearchMore, "search_keep": Card})
