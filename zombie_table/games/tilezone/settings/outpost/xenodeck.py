"""Difficulty tuning (invader §13.2): the xeno deck is built from card-number ranges — #1-25 the
easier half (no extra activations), #26-50 the harder half, #51-54 the extra activations. The
option `xeno_cards` names the ranges; the default is the whole deck."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.kernel.ruleset import hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


@hook("setup")
def tune_deck(game: "Game") -> None:
    """Leave out the cards of no chosen range (the deck was shuffled whole: the order of the rest stays random)."""
    ranges = game.rules.xeno_cards
    cards = game.data.zombie_deck.by_id
    deck = game.state.zombie_deck
    deck.draw_pile[:] = [c for c in deck.draw_pile if any(lo <= cards[c].number <= hi for lo, hi in ranges)]
