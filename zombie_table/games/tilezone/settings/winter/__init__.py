"""Winter siege: a walled city under a winter siege — ramparts over the streets, stairs and rope
ladders, guards the survivors command, cauldrons poured from the walls, the giant that ignores the
walls and the necromancer that pushes corruption toward the city's ward."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from zombie_table.kernel.ruleset import Ruleset

SETTING = "winter"


def build() -> "Ruleset":
    """The setting's ruleset (imported when a game first needs it; finding the settings reads only `SETTING`)."""
    from zombie_table.games.tilezone.settings.winter.ruleset import build_ruleset

    return build_ruleset()
