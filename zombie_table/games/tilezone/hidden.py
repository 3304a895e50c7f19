"""What no player of a tile-and-zone game can see, dealt anew: `lookalike(game, player, seed)` is a
copy of the game that every player's view (`observed.table`) shows exactly as the original, with
everything hidden re-drawn — the dice's streams, the order of the equipment and zombie decks, the
colours among the face-down objectives, the bounty cards under the top one (whose feat is in view),
the abominations still to come, and the setting's face-down piles (`SettingState.shuffle_hidden`).

A fair bot chooses the same in both (tests/test_bots_see_their_seat.py); a bot that does not reads
something its seat cannot see."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.kernel.rng import deal, stream

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


def lookalike(game: "Game", player: str | None, seed: int) -> "Game":
    """A copy `player` cannot tell from `game` (every player sees the same table in this family)."""
    other = game.lookahead(seed)
    state, rng = other.state, stream(seed, "lookalike")
    down = [t for t in state.objectives if t.hidden and t.taken_by is None]
    colours = [t.color for t in down]
    deal(rng, colours)
    for token, colour in zip(down, colours, strict=True):
        token.color = colour
    under = state.bounty[1:]
    deal(rng, under)
    state.bounty[1:] = under
    deal(rng, state.abominations)
    if state.own is not None:
        state.own.shuffle_hidden(other, rng)
    other.invalidate()
    return other
