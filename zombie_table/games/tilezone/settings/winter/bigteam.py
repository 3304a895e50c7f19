"""Playing with more than six survivors (rules reference §10.6): one more zombie card each spawn
step for every two survivors beyond six, rounded up (option `extra_spawn_draws`). The extra starting
cards of the same section need starting cards the box does not hold (option `extra_starting_cards`
is not applied)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.kernel.ruleset import hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

BASE_TEAM = 6


@hook("extra_spawn_draws")
def extra_draws(game: "Game") -> int:
    if not game.rules.extra_spawn_draws:
        return 0
    beyond = len(game.state.survivors) - BASE_TEAM
    return max(0, (beyond + 1) // 2)
