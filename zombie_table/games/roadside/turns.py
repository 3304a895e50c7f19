"""The turn (§8): group members may leave (§14.8), recover, move, encounters or exploring, a group
may form (§14), end; play passes clockwise to the next
player still in the race. There are no rounds and no zombies' phase (§1); the solo race's clock
runs out at a turn's end (`winning.out_of_time`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.roadside import winning
from zombie_table.games.roadside.state import Turn
from zombie_table.kernel.ruleset import step

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside


@step("turn")
def turn(game: "Roadside", params: dict) -> None:
    state = game.state
    state.turn = Turn()
    game.emit("turn", "turn", f"{game.me.name}'s turn.", player=game.me.id)
    start = [{"kind": "group_offer"}] if game.rules.group_forms_at_turn_start else []  # §14: an option
    game.push({"kind": "group_leave"}, *start, {"kind": "recover"}, {"kind": "move_start"}, {"kind": "group_offer"},
              {"kind": "end_turn"})


@step("end_turn")
def end_turn(game: "Roadside", params: dict) -> None:
    state = game.state
    state.turns += 1
    if winning.out_of_time(game):
        return
    if state.turns >= game.rules.turn_limit:
        if state.winners:  # the race for later places runs out: the places so far stand
            state.result, state.cause = "won", f"{state.by_id(state.winners[0]).name} explored three locations"
        else:
            state.result, state.cause = "stalled", f"no one reached safety in {state.turns} turns"
        return
    racing = [i for i, p in enumerate(state.players) if not p.out]
    if not racing:
        return  # the end check has decided
    state.current = next((i for i in racing if i > state.current), racing[0])
    game.push({"kind": "turn"})
