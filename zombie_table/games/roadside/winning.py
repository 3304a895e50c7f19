"""Winning (§15.1): the first to explore a third location wins, with every member of its group (§14.9); with more than three players the
others may race on for later places (an option). The solo race ends with its rescue count (§15.3),
and is lost when its clock runs out (option `solo_turns`): alone, a team has no rival to fall behind,
and with respawns (§12.4) it could never lose."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.roadside import groups
from zombie_table.games.roadside.state import Player
from zombie_table.kernel.ruleset import hook

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside

GOAL = 3

ENDINGS: dict[str, str] = {"won": "won", "clock": "lost by clock", "wiped_out": "wiped out", "stalled": "stalled"}
"""How a race ends (`ending`), each with the words a report gives it."""


@hook("check_end")
def verdict(game: "Roadside") -> None:
    state = game.state
    for player in state.players:
        if len(player.explored) >= GOAL and player.id not in state.winners:
            for winner in groups.members(game, player):  # a group wins together (§14.9)
                win(game, winner)
    racing = [p for p in state.players if not p.out]
    keep_racing = game.rules.play_for_places and len(state.players) > 3 and len(racing) > 1
    if state.winners and not keep_racing:
        first = state.by_id(state.winners[0])
        state.result = "won"
        state.cause = f"{first.name} explored three locations" + (
            f" and rescued {first.rescued} of {game.rules.solo_trapped} followers" if state.mode == "solo" else "")
    elif not racing:
        state.result, state.cause = "lost", "every team was wiped out"


def win(game: "Roadside", player: Player) -> None:
    state = game.state
    state.winners.append(player.id)
    player.out = True
    place = len(state.winners)
    game.emit("won", "win", f"{player.name} reaches safety" + (" first!" if place == 1 else f" in place {place}.")
              + (f" Followers rescued: {player.rescued}." if state.mode == "solo" else ""), player=player.id)


def out_of_time(game: "Roadside") -> bool:
    """The solo race's clock: `solo_turns` turns ended with no third location is the race lost."""
    state, limit = game.state, game.rules.solo_turns
    if state.mode != "solo" or not limit or state.turns < limit or state.winners:
        return False
    state.result = "lost"
    state.cause = f"{state.players[0].name} did not reach safety within {limit} turns"
    game.emit("out_of_time", "win", f"Time is up: {limit} turns gone, and no safe place secured.", player=state.players[0].id)
    return True


def ending(game: "Roadside") -> str | None:
    """Which of `ENDINGS` the finished race had: a win; the solo clock run out with the team still
    racing, or every team wiped out (both "lost"); or the safety net's `turn_limit` (None while playing)."""
    state = game.state
    if state.result == "lost":
        return "clock" if any(not p.out for p in state.players) else "wiped_out"
    return state.result
