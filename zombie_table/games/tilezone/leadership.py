"""Turns lent outside the usual order: Born Leader gives another survivor one free action during
its own turn; Zombie Link gives a survivor a whole extra turn when an extra activation card is
drawn, before the zombies act. The lent turn saves the receiver's own pools and restores them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone import skills, turn
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.actions import Actor, Pair
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, provides, step
from zombie_table.games.tilezone.state import Decision, Lend, SurvivorState, TurnCounters
from zombie_table.games.tilezone.turn import act

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game  # annotations only: the game sits above its rules (game → conditions → spawning → …)

SKILLS = declare(skills.SKILL_FAMILIES, {
    "born_leader": skills.Family("Once per turn, give another survivor a free action to spend at once."),
    "zombie_link": skills.Family("A zombie card of a kind the setting names (extra activation; siege) gives the survivor a whole extra turn first."),
})


def lend(game: Game, receiver: SurvivorState, back_to: str | None, actions: int | None, rule: str) -> None:
    """Hand the turn to `receiver` for `actions` general actions (None: a full turn)."""
    game.state.lend = Lend(receiver.id, back_to, rule, receiver.actions_left, dict(receiver.free), receiver.turn)
    if actions is None:
        turn.start_turn(game, receiver)
    else:
        receiver.actions_left, receiver.free, receiver.turn = actions, {}, TurnCounters()
    game.state.active = receiver.id
    game.emit(Ev.turn, rule, f"{receiver.name} acts out of turn ({rule.replace('-', ' ')})", survivor=receiver.id)


def finish_lend(game: Game) -> bool:
    """Called by the turn loop: when the lent action(s) are spent, give the turn back.
    Returns True when the loop should stop here (a zombie-phase extra turn is over)."""
    lend_ = game.state.lend
    if lend_ is None or game.state.active != lend_.receiver:
        return False
    receiver = game.survivor(lend_.receiver)
    if receiver.on_board and turn.has_any_action(receiver):
        return False
    receiver.actions_left, receiver.free, receiver.turn = lend_.actions_left, lend_.free, lend_.turn
    game.state.lend = None
    game.state.active = lend_.back_to
    return lend_.back_to is None


ARGS = declare(ACTION_ARGS, {"born_leader": Pair, "linked_first": Actor})


@provides(needs=("born_leader",))
def born_leader_actions(game: Game, s: SurvivorState) -> list[Action]:
    if not skills.has(game, s, "born_leader") or s.turn.used("born_leader") or game.state.lend is not None:
        return []
    others = [o for o in game.state.living() if o.id != s.id and o.companion_of is None]
    return [Action("born_leader", f"Give {o.name} a free action now (Born Leader)", Pair(s.id, o.id)) for o in others]


@handler("born_leader")
def born_leader(game: Game, action: Action) -> None:
    leader, receiver = game.survivor(action.args.survivor), game.survivor(action.args.other)
    act(game)
    leader.turn.use("born_leader")
    lend(game, receiver, leader.id, 1, "born-leader")


@step("linked_turn")
def linked_turn(game: Game, params: dict[str, Any]) -> None:
    s = game.survivor(params["survivor"])
    if s.on_board:
        lend(game, s, None, None, "zombie-link")
        game.push({"kind": "player_turn"})


def zombie_link_turns(game: Game, card_kind: str) -> list[dict[str, Any]]:
    """Extra turns for every survivor with Zombie Link, before the zombies, when a card of a kind
    the setting names (`zombie_link_cards`) is drawn; players pick the order."""
    if card_kind not in game.data.rules.zombie_link_cards:
        return []
    return zombie_link_turns_for([s.id for s in game.state.living() if skills.has(game, s, "zombie_link")])


@step("linked_order")
def linked_order(game: Game, params: dict[str, Any]) -> None:
    player = game.state.players[game.state.first_player]
    game.ask("linked_order", "Zombie Link: who takes the extra turn first?", player=player, data=params)


@options("linked_order")
def linked_order_options(game: Game, decision: Decision) -> list[Action]:
    return [Action("linked_first", f"{game.survivor(sid).name} goes first", Actor(sid)) for sid in decision.data["survivors"]]


@handler("linked_first")
def linked_first(game: Game, action: Action) -> None:
    rest = [sid for sid in game.resolving.data["survivors"] if sid != action.args.survivor]
    game.push({"kind": "linked_turn", "survivor": action.args.survivor}, *zombie_link_turns_for(rest))


def zombie_link_turns_for(survivors: list[str]) -> list[dict[str, Any]]:
    if len(survivors) <= 1:
        return [{"kind": "linked_turn", "survivor": sid} for sid in survivors]
    return [{"kind": "linked_order", "survivors": survivors}]
