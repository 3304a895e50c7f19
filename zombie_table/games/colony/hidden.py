"""What one Colony player cannot see, dealt anew (§16): `lookalike(game, player, seed)` is a copy
whose view for `player` (`observer.view`) is the original's, with the decks' order and the dice
re-drawn, the other players' hands, their face-down crisis cards and a search under way that is
not `player`'s dealt again from one pool with the item decks' draw piles (each keeping its size),
the other players' secret objectives swapped with each other and with those nobody was dealt, and
a crossroads card someone else holds swapped with the crossroads deck's.

A fair bot chooses the same in both (tests/test_bots_see_their_seat.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.colony.content import STARTING
from zombie_table.kernel.rng import deal, stream

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony


def lookalike(game: "Colony", player: str | None, seed: int) -> "Colony":
    other = game.lookahead(seed)
    state, rng, decks = other.state, stream(seed, "lookalike"), other.chance.decks
    if state.result is not None:
        return other  # everything is shown at the end
    others = [p for p in state.players if p.id != player]
    piles = [p.hand for p in others] + [decks[d].draw_pile for d in (STARTING, *other.content.outside) if d in decks]
    if state.player.id != player:
        piles.append(state.drawn)
    face_down = [c for c in state.contributions if not c.face_up and c.by != player]
    pool = [card for pile in piles for card in pile] + [c.card for c in face_down]
    deal(rng, pool)
    for pile in piles:
        pile[:], pool = pool[:len(pile)], pool[len(pile):]
    for contribution, card in zip(face_down, pool, strict=True):
        contribution.card = card
    secret = other.content.secrets
    hidden = [p for p in others if p.secret and secret[p.secret].kind != "exile"]
    dealt = {p.secret for p in state.players}
    cards = [p.secret for p in hidden] + [s for s, card in secret.items() if card.kind != "exile" and s not in dealt]
    deal(rng, cards)
    for p, card in zip(hidden, cards):
        p.secret = card
    if state.held is not None and state.held.holder != player and decks["crossroads"].draw_pile:
        pile = decks["crossroads"].draw_pile
        cards = [state.held.card, *pile]
        deal(rng, cards)
        state.held.card, pile[:] = cards[0], cards[1:]
    other.invalidate()
    return other
