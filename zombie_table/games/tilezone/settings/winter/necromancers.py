"""Several necromancers (rules reference §10.4, option `multiple_necromancers`): a necromancer card
while the blight priest is out gives it an extra activation (one push of its spawn zone), then an
extra necromancer from the shuffled deck of optional necromancer cards comes into the drawing spawn
zone. Extra necromancers open no spawn zone; they walk to the ward one zone an activation, over
ramparts freely (their type ignores ramparts; the players choose between equally short ways),
laying corruption in every zone they enter — so one
reaching the ward is corruption reaching it, and the game is lost (`corrupted_ward`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.settings.winter.corruption import corrupt, ward
from zombie_table.games.tilezone.settings.winter.necromancertype import necromancer_type
from zombie_table.games.tilezone.settings.winter.state import own
from zombie_table.games.tilezone.setup import on_setup
from zombie_table.games.tilezone.state import SpawnToken
from zombie_table.games.tilezone.zombies import activation_steps, add_zombies, mover, remove_zombies
from zombie_table.kernel.engine import Action, Decision
from zombie_table.games.tilezone.actions import AtZone
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, options, step

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


@on_setup
def shuffle_necromancers(game: "Game") -> None:
    if game.rules.multiple_necromancers:
        deck = [n.id for n in game.data.zombie_deck.necromancers if n.optional]
        game.chance.fresh("necromancers").shuffle(deck)
        own(game).necromancers = deck


def more_necromancers(game: "Game", token: SpawnToken) -> None:
    """The card found the blight priest out: its extra activation, then the next extra necromancer."""
    game.emit(Ev.extra_activation, "necromancers", "The blight priest stirs again, and calls another necromancer",
              type=necromancer_type(game))
    game.push(*activation_steps([necromancer_type(game)]), {"kind": "extra_necromancer", "zone": token.zone})


ARGS = declare(ACTION_ARGS, {"priest_way": AtZone})


@step("extra_necromancer")
def extra_necromancer(game: "Game", params: dict[str, Any]) -> None:
    deck = own(game).necromancers
    profile = next((n for n in game.data.zombie_deck.necromancers if deck and n.id == deck[0]), None)
    if profile is None or not add_zombies(game, params["zone"], profile.type, 1):
        game.emit(Ev.info, "necromancers", "No other necromancer is left to come")
        return
    deck.pop(0)
    game.emit(Ev.spawned, "necromancers", f"{profile.name} rises in {game.zone_name(params['zone'])}",
              zone=params["zone"], type=profile.type, count=1)


@hook("necromancer_moves")
def walk_to_the_ward(game: "Game", zone: str, ztype: str) -> None:
    """An extra necromancer moves one zone toward the ward (a straight line when no way is open)
    and corrupts it; with two equally short ways the players choose (after this step's moves)."""
    if ztype == necromancer_type(game):
        return
    steps = ways(game, zone, ztype)
    if len(steps) == 1:
        _walk(game, zone, ztype, steps[0])
    elif steps:
        game.push({"kind": "priest_route", "zone": zone, "type": ztype})


def ways(game: "Game", zone: str, ztype: str) -> list[str]:
    target = ward(game)
    if target is None or zone == target:
        return []
    board = game.board.mover(mover(game, ztype))
    return list(board.next_steps(zone, target)) or [z for z in game.board.straight_steps(zone, target) if z in board.exits(zone)]


def _walk(game: "Game", zone: str, ztype: str, dest: str) -> None:
    n = game.state.zombies[zone][ztype]
    remove_zombies(game, zone, ztype, n)
    add_zombies(game, dest, ztype, n)
    game.emit(Ev.zombie_move, "necromancers", f"{game.data.zombie_types[ztype].name} walks {zone} → {dest} toward the ward",
              src=zone, dst=dest, type=ztype, count=n, reason="the ward")
    corrupt(game, dest, "necromancers")


@step("priest_route")
def priest_route(game: "Game", params: dict[str, Any]) -> None:
    if not game.state.zombies.get(params["zone"], {}).get(params["type"]) or not ways(game, params["zone"], params["type"]):
        return
    game.ask("priest_route", f"The necromancer in {params['zone']} walks to the ward: which way?",
             player=game.state.players[game.state.first_player], data=params)


@options("priest_route")
def priest_route_options(game: "Game", decision: Decision) -> list[Action]:
    return [Action("priest_way", f"It walks to {game.zone_name(z)}", AtZone(z))
            for z in ways(game, decision.data["zone"], decision.data["type"])]


@handler("priest_way")
def priest_way(game: "Game", action: Action) -> None:
    data = game.resolving.data
    _walk(game, data["zone"], data["type"], action.args.zone)
