"""Outpost: a research station on a hostile moon — corridors, rooms and airlocks, the bare surface
outside where only an oxygen tank keeps a survivor alive, doors closed against the xenos (which
break them), mold spreading from the abomination, and machines steered by remote control."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from zombie_table.kernel.ruleset import Ruleset

SETTING = "outpost"


def build() -> "Ruleset":
    """The setting's ruleset (imported when a game first needs it; finding the settings reads only `SETTING`)."""
    from zombie_table.games.tilezone.settings.outpost.ruleset import build_ruleset

    return build_ruleset()
