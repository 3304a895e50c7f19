"""The optional abomination deck and its festival (rules reference §10.2, §10.3). By default the
abomination cards bring the warlord alone: the deck's optional giants (`optional: true` in the
zombie deck file) are left out at set-up. With `abomination_deck` (or `abomination_festival`, which
uses the deck) they are shuffled in with it: an abomination card brings the next giant when none is
out, else gives the giants out an extra activation; with `abomination_festival` it then brings the
next giant as well (the family's `abomination_festival` hook)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.tilezone.setup import on_setup
from zombie_table.kernel.ruleset import hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


@on_setup
def abomination_deck(game: "Game") -> None:
    if game.rules.abomination_deck or game.rules.abomination_festival:
        return
    optional = {a.id for a in game.data.zombie_deck.abominations if a.optional}
    game.state.abominations[:] = [a for a in game.state.abominations if a not in optional]


@hook("abomination_festival")
def festival(game: "Game") -> bool:
    return game.rules.abomination_festival
