"""Freeze tokens (rules reference §6.10): at most one per zone; zombies starting an activation in a
frozen zone skip all of it (runners both actions; the family's hold tokens, `zombies._held`) and
the token goes; it also goes as soon as its zone holds no zombie (freezing an empty zone does
nothing, by the option `freeze_clears_when_empty`), and every one goes in the end phase. A frozen
necromancer pushes no token, since it does not activate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.state import TOKEN_KINDS
from zombie_table.games.tilezone.zombies import HOLD_TOKENS
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

FREEZE = "freeze"
TOKENS = declare(TOKEN_KINDS, {FREEZE: "A freeze token: the zombies here skip their next activation."})
HOLD = declare(HOLD_TOKENS, {FREEZE: "freeze"})


def place(game: "Game", zone: str, rule: str = "freeze") -> bool:
    """Put a freeze token in `zone`; False when one is there already or (by option) nothing is there to freeze."""
    frozen = game.state.tokens.setdefault(FREEZE, [])
    if zone in frozen:
        return False
    if game.rules.freeze_clears_when_empty and not game.state.zombie_count(zone):
        return False
    frozen.append(zone)
    game.emit(Ev.token, rule, f"{game.zone_name(zone)} is frozen: its zombies skip their next activation",
              zone=zone, token=FREEZE)
    return True


@hook("round_end")
def thaw(game: "Game") -> list:
    """The end phase takes every freeze token off the board."""
    if game.state.tokens.get(FREEZE):
        game.state.tokens[FREEZE] = []
        game.emit(Ev.token, "freeze", "The freeze tokens thaw", token=FREEZE)
    return []
