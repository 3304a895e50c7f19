"""Frontier, the western setting: everything only it has — the train and its timetable, the
wagon and the Gatling, companions, coal, corpse piles, the survivor classes and their abilities,
and the mission rules its missions switch on."""

from zombie_table.games.tilezone.settings.frontier.ruleset import SETTING, build

__all__ = ["SETTING", "build"]
