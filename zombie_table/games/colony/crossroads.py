"""Crossroads cards (§5 step 3): drawn before each turn by the active player's right-hand
neighbour and held in secret; after every action its trigger is checked, and the moment it holds
the card is read out and the active player chooses one of its options. A card that never
triggered goes to the bottom of its deck at the end of the turn (`turns.end_turn`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.colony.schema import Choice
from zombie_table.games.colony import effects
from zombie_table.games.colony.conditions import all_hold
from zombie_table.games.colony.actions import Crossroads
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, step

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony


@step("crossroads_check")
def check(game: "Colony", params: dict) -> None:
    state = game.state
    if state.held is None or game.me.out:
        return
    card = game.content.crossroads[state.held.card]
    if not all_hold(game, game.me, card.trigger):
        return
    holder = state.by_id(state.held.holder).name if state.held.holder else "The table"
    game.emit("crossroads", "crossroads", f"{holder} reads a crossroads card: {card.title}. {card.text}",
              card=card.id, holder=state.held.holder)
    if not open_choices(game, card.choices):
        state.removed.append(state.held.card)
        state.held = None
        game.emit("crossroads_passes", "crossroads", "None of its choices can be taken: it passes.")
        return
    game.ask("crossroads", f"{card.title}: {game.me.name} chooses", player=game.me.id, data={"card": card.id})


def open_choices(game: "Colony", choices: list[Choice]) -> list[int]:
    me = game.me
    return [i for i, c in enumerate(choices) if all_hold(game, me, c.needs) and effects.can_apply(game, me, c.effects)]


@options("crossroads")
def crossroads_options(game: "Colony", decision: Decision) -> list[Action]:
    card = game.content.crossroads[decision.data["card"]]
    return [Action("crossroads", card.choices[i].label, Crossroads(i)) for i in open_choices(game, card.choices)]


@handler("crossroads")
def choose(game: "Colony", action: Action) -> None:
    state = game.state
    card = game.content.crossroads[game.answering.data["card"]]
    choice = card.choices[action.args.choice]
    game.emit("crossroads_choice", "crossroads", f"{game.me.name}: {choice.label}.", card=card.id)
    state.removed.append(card.id)
    state.held = None
    effects.apply_all(game, game.me, choice.effects)


ARGS = declare(ACTION_ARGS, {"crossroads": Crossroads})
