"""The whole starting set is dealt (Winter's and Outpost's rules references, §2 step 7): every
starting card goes to the team as it decides, so with fewer than six survivors, once each has
picked its own, the players hand out the cards still in the set-up pool one at a time (the default:
to whoever carries the fewest, in team order). A survivor with no room leaves the card out of the
game; one whose cards the mission sets up (`survivor_setup` naming its slots) takes none: those are
all it carries. The settings whose rulebooks say so include this module in their ruleset."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone import inventory
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.setup import on_setup
from zombie_table.games.tilezone.actions import Actor
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, step

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


def dealt_to(game: "Game") -> list:
    """Who may take a leftover card: survivors with room whose cards the mission did not set up."""
    set_up = {setup.survivor for setup in game.mission.survivor_setup if setup.cards is not None}
    return [s for s in game.state.survivors.values() if s.id not in set_up and inventory.room(game, s)]


@on_setup
def queue_leftovers(game: "Game") -> None:
    """After the survivors' own picks (queued already), before the mission's gifts."""
    game.state.queue.append({"kind": "deal_leftovers"})


ARGS = declare(ACTION_ARGS, {"take_leftover": Actor})


@step("deal_leftovers")
def deal_leftovers(game: "Game", params: dict[str, Any]) -> None:
    pool = game.state.starting_pool
    if not pool or not dealt_to(game):
        return
    game.ask("deal_leftover", f"Starting card left over: who takes {game.card(pool[0]).name}?",
             player=game.state.players[game.state.first_player], data=params)


@options("deal_leftover")
def leftover_options(game: "Game", decision: Decision) -> list[Action]:
    card = game.card(game.state.starting_pool[0]).name
    team = dealt_to(game)
    team.sort(key=lambda s: len(s.inventory.cards()))  # stable: team order among equals
    return [Action("take_leftover", f"{s.name} takes {card}", Actor(s.id)) for s in team]


@handler("take_leftover")
def take_leftover(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    card = game.state.starting_pool.pop(0)
    if not inventory.place(game, s, card):
        game.state.equipment.discard(card)
    game.emit(Ev.inventory, "setup", f"{s.name} starts with {game.card(card).name} as well", survivor=s.id,
              card=game.state.cards[card])
    game.push({"kind": "deal_leftovers"})
