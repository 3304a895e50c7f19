"""The end (§13): the game ends at once when morale reaches 0, when the round track runs out, or
when the main objective is met. When it is met, the winners are the players who also meet their
own secret objective; when the colony falls, only secret objectives made for a fall can win (a
rule option); in the co-op game everyone wins or loses together on the main objective."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.colony.conditions import all_hold
from zombie_table.games.colony.state import Player
from zombie_table.kernel.ruleset import hook

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony


@hook("check_end")
def morale_or_everyone_gone(game: "Colony") -> None:
    state = game.state
    if state.result is not None:
        return
    if state.morale <= 0:
        end(game, "fallen", "morale fell to 0")
    elif all(p.out for p in state.players):
        end(game, "fallen", "no one is left")


def end(game: "Colony", how: str, why: str) -> None:
    state = game.state
    state.result, state.cause = how, why
    state.winners = [p.id for p in state.players if wins(game, p)]
    names = ", ".join(state.by_id(w).name for w in state.winners) or "no one"
    game.emit("game_over", "end", f"The game is over: {why}. Winners: {names}.", result=how, winners=list(state.winners))


def wins(game: "Colony", player: Player) -> bool:
    stands = game.state.result == "stands"
    if game.rules.cooperative or player.secret is None:
        return stands and not player.out
    if player.out:
        return False
    card = game.content.secrets[player.secret]
    if card.when == "colony_stands" and not stands:
        return False
    if card.when == "colony_falls" and (stands or not game.rules.fallen_can_win):
        return False
    return all_hold(game, player, card.win)
