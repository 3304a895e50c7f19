"""The players' phase (§5): a crisis is revealed, everyone rolls `n + 1` action dice (n: the
survivors in the group), then each player in turn, clockwise from the first player, takes any
number of actions — die actions and free ones — until ending the turn. Before each turn the
player to the right draws a crossroads card in secret (§5 step 3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.colony import deaths
from zombie_table.games.colony.state import Die, Held
from zombie_table.games.colony.actions import Nothing
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, step
from zombie_table.kernel.words import plural

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony


@step("round")
def round_start(game: "Colony", params: dict) -> None:
    state = game.state
    state.round += 1
    state.crisis = game.chance.draw("crises")
    state.contributions = []
    if state.crisis is not None:
        crisis = game.content.crises[state.crisis]
        game.emit("crisis", "crisis", f"Round {state.round}. Crisis: {crisis.name} — {crisis.text} "
                  f"(needs {crisis.symbol}).", crisis=state.crisis)
    for player in state.players:
        if player.out:
            continue
        kept = [d for d in player.dice if not d.used] if game.rules.keep_unused_dice else []
        count = len(player.group) + 1 + (state.places["colony"].helpless if game.rules.dice_count_helpless else 0)
        rolled = game.chance.roll(count)
        player.dice = kept + [Die(v) for v in rolled]
        game.emit("rolled", "dice", f"{player.name} rolls {plural(count, 'die', 'dice')}: {', '.join(map(str, rolled))}.",
                  player=player.id, dice=rolled)
    seats = len(state.players)
    way = 1 if game.rules.clockwise else -1
    order = [(state.first + way * i) % seats for i in range(seats)]
    game.push(*({"kind": "turn", "seat": seat} for seat in order), {"kind": "colony"})


def right_hand(game: "Colony", seat: int) -> str | None:
    """The player to the right of a seat (the previous one in clockwise order), still in."""
    players = game.state.players
    for step_ in range(1, len(players)):
        other = players[(seat - step_) % len(players)]
        if not other.out:
            return other.id
    return None


@step("turn")
def turn(game: "Colony", params: dict) -> None:
    state = game.state
    state.current = params["seat"]
    me = state.player
    if me.out:
        return
    state.last_action = state.actor = None
    me.voted = False
    for survivor in game.group(me):
        survivor.moved, survivor.used = False, []
    game.emit("turn", "turn", f"{me.name}'s turn.", player=me.id)
    frostbite(game)
    card = game.chance.draw("crossroads")
    if card is not None:
        state.held = Held(card, right_hand(game, state.current))
        holder = state.by_id(state.held.holder).name if state.held.holder else "The table"
        game.emit("held", "crossroads", f"{holder} draws a crossroads card for {me.name}'s turn.", holder=state.held.holder)
    game.push({"kind": "crossroads_check"}, {"kind": "ask_turn"})


def frostbite(game: "Colony") -> None:
    """§9: each frostbite wound hurts again at the start of its owner's turn (or of every turn)."""
    state = game.state
    hurting = game.group(state.player) if game.rules.frostbite_own_turn else list(state.survivors.values())
    for survivor in hurting:
        if survivor.frostbite and survivor.id in state.survivors:
            deaths.wound(game, survivor.id, survivor.frostbite, "frostbite")


@step("ask_turn")
def ask_turn(game: "Colony", params: dict) -> None:
    me = game.me
    if me.out or not me.group:  # out of the game mid-turn (§14 E): the turn is over
        return_held(game)
        return
    unused = sorted((d.value for d in me.dice if not d.used), reverse=True)
    dice = f"dice {', '.join(map(str, unused))} to spend" if unused else "no dice left"
    game.ask("turn", f"{me.name}'s turn: {dice}; free actions; or end the turn", player=me.id)


@options("turn")
def turn_options(game: "Colony", decision: Decision) -> list[Action]:
    out: list[Action] = []
    for provider in game.ruleset.providers:
        out += provider(game, game.me)
    out.append(Action("end", "End the turn", Nothing()))
    return out


@handler("end")
def end_turn(game: "Colony", action: Action) -> None:
    state, me = game.state, game.me
    return_held(game)
    if not game.rules.keep_unused_dice:
        me.dice = []
    game.emit("turn_end", "turn", f"{me.name} ends the turn.", player=me.id)


def return_held(game: "Colony") -> None:
    """The turn is over and its crossroads card never fired: to the bottom of the deck (§5)."""
    state = game.state
    if state.held is not None:
        game.chance.decks["crossroads"].draw_pile.insert(0, state.held.card)
        state.held = None


def acted(game: "Colony", what: str, actor: str | None, *steps: dict) -> None:
    """After an action: remember what was done and by whom (crossroads triggers read it, §5),
    run what the action still has to resolve, check the held crossroads card, ask again."""
    state = game.state
    state.last_action, state.actor = what, actor
    game.push(*steps, {"kind": "crossroads_check"}, {"kind": "ask_turn"})


ARGS = declare(ACTION_ARGS, {"end": Nothing})
