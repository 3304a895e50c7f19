"""What one Roadside player cannot see, dealt anew (§5.5, §7.5): `lookalike(game, player, seed)` is a
copy whose view for `player` (`observer.view`) is the original's, with the decks' order and the
dice re-drawn, the numbers under the face-down zombie tokens swapped with each other and with the
bag's, the other players' unrevealed private locations swapped with the location deck's, and the
characters set aside for respawns in another order.

A fair bot chooses the same in both (tests/test_bots_see_their_seat.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.roadside.state import Token
from zombie_table.games.roadside.zombie_bag import BAG
from zombie_table.kernel.rng import deal, stream

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside


def lookalike(game: "Roadside", player: str | None, seed: int) -> "Roadside":
    other = game.lookahead(seed)
    state, rng, decks = other.state, stream(seed, "lookalike"), other.chance.decks
    down = [(space, i) for space, tokens in state.tokens.items() for i, t in enumerate(tokens) if not t.revealed]
    bag = decks[BAG].draw_pile if BAG in decks else []
    pool = [state.tokens[space][i].id for space, i in down] + bag
    deal(rng, pool)
    for (space, i), tid in zip(down, pool):
        state.tokens[space][i] = Token(tid, other.numbers[tid])
    bag[:] = pool[len(down):]
    secret = [p for p in state.players if p.id != player and p.private and not p.private_revealed]
    locations = decks["locations"].draw_pile if "locations" in decks else []
    cards = [p.private for p in secret] + locations
    deal(rng, cards)
    for p, card in zip(secret, cards):
        if p.retry == p.private:
            p.retry = card
        p.private = card
    locations[:] = cards[len(secret):]
    deal(rng, state.reserve)
    other.invalidate()
    return other
