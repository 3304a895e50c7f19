"""Outpost's ruleset: the family's rules and its own, in the order a turn's options are listed."""

from __future__ import annotations

from types import ModuleType

from zombie_table.games.tilezone import (
    combat, experience, flow, goals, leadership, leftovers, moves, noise, objectives, rush, search, spawning, tactics, trade,
    zombies,
)
from zombie_table.games.tilezone.family import family_ruleset
from zombie_table.games.tilezone.settings.outpost import SETTING, bot, doors, machines, missionrules, mold, oxygen
from zombie_table.games.tilezone.settings.outpost import airsupply, alarm, burning, engineers, evacuation, gathering, objectiveorder, samples, seal, wakes
from zombie_table.games.tilezone.settings.outpost import armour, attachments, concentrate, fightbot, hellfire, scouting, swarmfire, xenodeck, zerog
from zombie_table.games.tilezone.settings.outpost import camouflage, faces, sharedskills, skillbot
from zombie_table.games.tilezone.settings.outpost.keys import KEY_GROUPS
from zombie_table.games.tilezone.settings.outpost.options import OutpostOptions
from zombie_table.games.tilezone.settings.outpost.state import OutpostState
from zombie_table.kernel.ruleset import Ruleset

BOARD: tuple[ModuleType, ...] = (doors, oxygen, mold, machines, missionrules, bot)
"""Doors and airlocks, oxygen, the xenos and their cards, mold, machines (outpost-mech's modules)."""

MISSIONS: tuple[ModuleType, ...] = (wakes, gathering, airsupply, objectiveorder, alarm, evacuation, burning, engineers, seal, samples)
"""The rule, goal and loss kinds missions 1-10 switch on (after the board's: mold grows before a spawn zone wakes)."""

FIGHTING: tuple[ModuleType, ...] = (armour, concentrate, swarmfire, hellfire, attachments, scouting, rush, zerog, xenodeck, fightbot)
"""Armour as health, concentrated attacks, hellfire, attachments, prototypes, the setting's card
traits and skills (outpost-content's modules)."""

SKILLS: tuple[ModuleType, ...] = (camouflage, sharedskills, skillbot, faces)
"""The rest of §11's skills: camouflage, and the family's skills
Outpost's survivors have (keen senses, brothers in arms, tactician, is that all, starting armour,
blade master), what the greedy bot knows of them, and what the screen tells of the station (`faces`)."""


WORDS = {"horde": "Xenos", "horde_lower": "xenos", "horde_card": "Xeno card",
         "make_noise": "1 action: Bang! draws the xenos here"}
"""The station's horde are xenos, in every label, panel and log line."""


def build_ruleset() -> Ruleset:
    """The family's modules, then Outpost's own (each named for the rule it holds)."""
    return family_ruleset(SETTING, (
        noise, combat, moves, objectives, search, tactics, leadership, trade, flow, experience, spawning, zombies, goals,
        *BOARD, *MISSIONS, *FIGHTING, *SKILLS, leftovers,
    ), state=OutpostState, key_groups=KEY_GROUPS, options=OutpostOptions, words=WORDS)
