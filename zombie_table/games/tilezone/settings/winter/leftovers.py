"""The whole starting set is dealt (rules reference §2, step 7): every starting card goes to the
team as it decides, so with fewer than six survivors, once each has picked its own, the players
hand out the cards still in the set-up pool one at a time (the default: to whoever carries the
fewest, in team order). A survivor with no room leaves the card out of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone import inventory
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.setup import on_setup
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import handler, options, step

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


@on_setup
def queue_leftovers(game: "Game") -> None:
    """After the survivors' own picks (queued already), before the mission's gifts."""
    game.state.queue.append({"kind": "deal_leftovers"})


@step("deal_leftovers")
def deal_leftovers(game: "Game", params: dict[str, Any]) -> None:
    pool = game.state.starting_pool
    if not pool or not any(inventory.room(game, s) for s in game.state.survivors.values()):
        return
    game.ask("deal_leftover", f"Starting card left over: who takes {game.card(pool[0]).name}?",
             player=game.state.players[game.state.first_player], data=params)


@options("deal_leftover")
def leftover_options(game: "Game", decision: Decision) -> list[Action]:
    card = game.card(game.state.starting_pool[0]).name
    team = [s for s in game.state.survivors.values() if inventory.room(game, s)]
    team.sort(key=lambda s: len(s.inventory.cards()))  # stable: team order among equals
    return [Action("take_leftover", f"{s.name} takes {card}", (s.id,)) for s in team]


@handler("take_leftover")
def take_leftover(game: "Game", action: Action) -> None:
    s = game.survivor(action.args[0])
    card = game.state.starting_pool.pop(0)
    if not inventory.place(game, s, card):
        game.state.equipment.discard(card)
    game.emit(Ev.inventory, "setup", f"{s.name} starts with {game.card(card).name} as well", survivor=s.id,
              card=game.state.cards[card])
    game.push({"kind": "deal_leftovers"})
