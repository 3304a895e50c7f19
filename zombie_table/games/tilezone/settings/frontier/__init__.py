"""Frontier, the western setting: everything only it has — the train and its timetable, the
wagon and the Gatling, companions, coal, corpse piles, the survivor classes and their abilities,
and the mission rules its missions switch on."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from zombie_table.kernel.ruleset import Ruleset

SETTING = "frontier"


def build() -> "Ruleset":
    """The setting's ruleset. (Imported here, when a game first needs it: finding the settings
    reads only `SETTING`, and the setting's own modules may import this package's state.)"""
    from zombie_table.games.tilezone.settings.frontier.ruleset import build_ruleset

    return build_ruleset()
