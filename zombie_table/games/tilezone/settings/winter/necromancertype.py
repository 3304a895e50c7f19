"""Which zombie type is the necromancer the reference cards bring (rules reference §7.5): the
first necromancer type of the setting's zombies file (`validate` makes sure a deck with
necromancer cards has one). The blight priest's march (`necromancer`) and the extra necromancers
of the optional deck (`necromancers`) both ask it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


def necromancer_type(game: "Game") -> str:
    return next(z.id for z in game.data.zombies.types if z.necromancer)
