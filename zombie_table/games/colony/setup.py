"""Set-up (§4): the main objective's side sets morale, rounds, food, helpless survivors and the
first zombies; the secret objectives are dealt from a pool of two plain cards per player and one
betrayal card (none in the co-op game); the decks are shuffled; each player gets the starting
items and keeps two of four survivor cards — one to lead; the highest-influence leader goes first.
New survivors later join the same way (§11.1): into the colony, or an exiled player's outside."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.colony.schema import COLONY
from zombie_table.games.colony.content import STARTING
from zombie_table.games.colony.state import Entrance, Place, Player, Survivor
from zombie_table.games.colony import scenario as named, zombies
from zombie_table.games.colony.actions import Actor, AtPlace
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, step

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony


@step("setup")
def setup(game: "Colony", params: dict) -> None:
    state, content, chance, rules = game.state, game.content, game.chance, game.rules
    coop = rules.cooperative
    state.side = "hard" if coop or rules.hard else "normal"
    scenario = getattr(content.mains[state.main], state.side)
    state.morale, state.rounds, state.food = scenario.morale, scenario.rounds, scenario.food
    state.places = {p.id: Place([Entrance(n) for n in p.entrances]) for p in content.board.places}
    state.places[COLONY].helpless = scenario.helpless
    if not coop:
        deal_secrets(game)
    chance.deck("crises", [c.id for c in content.crises.values() if not (coop and c.non_coop)])
    chance.deck("survivors", list(content.survivors))
    chance.deck("exile", [s.id for s in content.secrets.values() if s.kind == "exile"])
    chance.deck("crossroads", [c.id for c in content.crossroads.values() if not (coop and c.non_coop)])
    chance.deck(STARTING, content.cards_of(STARTING, coop))
    for place in content.outside:
        chance.deck(place, content.cards_of(place, coop))
    named.take_named(game)
    for player, spec in zip(state.players, named.seats(game)):
        if spec.hand is None:
            player.hand = [card for _ in range(rules.starting_items) if (card := chance.draw(STARTING)) is not None]
    for place, count in scenario.zombies.items():
        zombies.add(game, place, count, "setup")
    named.place_named(game)
    game.emit("setup", "setup", f"{content.mains[state.main].name} ({state.side} side): morale {state.morale}, "
              f"{state.rounds} rounds, {state.food} food.")
    game.push(*({"kind": "deal", "player": p.id} for p, spec in zip(state.players, named.seats(game))
                if spec.survivors is None), {"kind": "first_player"})


def deal_secrets(game: "Colony") -> None:
    state, content, rules = game.state, game.content, game.rules
    plain = [s.id for s in content.secrets.values() if s.kind == "normal"]
    betrayal = [s.id for s in content.secrets.values() if s.kind == "betrayal"]
    game.chance.shuffle(plain, "secrets")
    game.chance.shuffle(betrayal, "secrets")
    per_player = 1 if rules.traitor else 2
    n = len(state.players)
    pool = plain[:per_player * n] + betrayal[:n if rules.betrayal_per_player else 1]
    game.chance.shuffle(pool, "secrets")
    for player, card in zip(state.players, pool):
        player.secret = card


@step("deal")
def deal(game: "Colony", params: dict) -> None:
    player = game.state.by_id(params["player"])
    dealt = [sid for _ in range(game.rules.survivors_dealt) if (sid := game.chance.draw("survivors")) is not None]
    game.ask("keep", f"{player.name}: choose your leader", player=player.id, data={"dealt": dealt, "kept": []})


@options("keep")
def keep_options(game: "Colony", decision: Decision) -> list[Action]:
    kept = decision.data["kept"]
    role = "lead" if not kept else "follow"
    return [Action("keep", f"{game.name(sid)} ({describe(game, sid)}) to {role}", Actor(sid))
            for sid in decision.data["dealt"] if sid not in kept]


def describe(game: "Colony", sid: str) -> str:
    card = game.content.survivors[sid]
    return f"{card.role}, influence {card.influence}, attack {card.attack}+, search {card.search}+"


@handler("keep")
def keep(game: "Colony", action: Action) -> None:
    decision = game.answering
    player = game.state.by_id(decision.player)
    kept = decision.data["kept"] + [action.args.survivor]
    if len(kept) < game.rules.survivors_kept:
        game.ask("keep", f"{player.name}: choose a survivor to follow {game.name(kept[0])}", player=player.id,
                 data={"dealt": decision.data["dealt"], "kept": kept})
        return
    for sid in kept:
        join(game, player, sid, COLONY)
    unchosen = [sid for sid in decision.data["dealt"] if sid not in kept]
    if game.rules.unchosen_back:
        deck = game.chance.decks["survivors"]
        deck.draw_pile += unchosen
        deck.rng.shuffle(deck.draw_pile)
    else:
        game.state.removed += unchosen


def join(game: "Colony", player: Player, sid: str, place: str) -> None:
    game.state.survivors[sid] = Survivor(sid, player.id, place)
    player.group.append(sid)
    game.emit("joined", "survivors", f"{game.name(sid)} joins {player.name} at {game.place_name(place)}.",
              player=player.id, survivor=sid, place=place)


@step("first_player")
def first_player(game: "Colony", params: dict) -> None:
    state = game.state
    state.first = max(range(len(state.players)), key=lambda i: game.influence(state.players[i].leader))
    game.emit("first_player", "setup", f"{state.players[state.first].name} has the most influential leader and goes first.",
              player=state.players[state.first].id)
    game.push({"kind": "round"})


@step("recruit")
def recruit(game: "Colony", params: dict) -> None:
    """New survivors (§11.1): they can act at once, but bring no die before the next roll. An
    exiled player's join outside, where the player picks; a group rebuilt after its last death
    may start outside when the colony is full."""
    player = game.state.by_id(params["player"])
    spots = arrival_places(game, player, params.get("anywhere", False))
    sid = game.chance.draw("survivors") if spots else None
    if sid is None:
        return
    if params["count"] > 1:
        game.push({**params, "count": params["count"] - 1})
    if len(spots) == 1:
        join(game, player, sid, spots[0])
    else:
        game.ask("arrive", f"Where does {game.name(sid)} join {player.name}?", player=player.id, data={"survivor": sid})


def arrival_places(game: "Colony", player: Player, anywhere: bool) -> list[str]:
    if not player.exiled and game.room(COLONY) > 0:
        return [COLONY]
    if player.exiled or anywhere:
        return [p for p in game.content.outside if game.room(p) > 0]
    return []


@options("arrive")
def arrive_options(game: "Colony", decision: Decision) -> list[Action]:
    player = game.state.by_id(decision.player)
    return [Action("arrive", f"At {game.place_name(p)}", AtPlace(p)) for p in arrival_places(game, player, True)]


@handler("arrive")
def arrive(game: "Colony", action: Action) -> None:
    decision = game.answering
    join(game, game.state.by_id(decision.player), decision.data["survivor"], action.args.place)


ARGS = declare(ACTION_ARGS, {"keep": Actor, "arrive": AtPlace})
