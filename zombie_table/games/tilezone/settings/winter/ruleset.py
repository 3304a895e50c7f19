"""Winter siege's ruleset: the family's rules and its own, in the order a turn's options are listed."""

from __future__ import annotations

from types import ModuleType

from zombie_table.games.tilezone import (
    combat, experience, flow, goals, leadership, moves, noise, objectives, rush, search, spawning, tactics, trade, zombies,
)
from zombie_table.games.tilezone.family import family_ruleset
from zombie_table.games.tilezone.settings.winter import SETTING, bigteam, bot, cauldrons, corruption, freeze, guards, missionrules, necromancer, siege, walls
from zombie_table.games.tilezone.settings.winter import banner, cryptweapons, scorched, tomes, wallgoals, wardbearer
from zombie_table.games.tilezone.settings.winter import escort, guardescape, ladderreward, relics
from zombie_table.games.tilezone.settings.winter import armour, dragonfire, fightbot, frostbite, fury, guardcards, magic, pairs, polearm, reload, torch
from zombie_table.games.tilezone.settings.winter import climbing, damagetwo, holdnose, ruinsight, searchers, sharedskills, spellbook, toughness, weaponskills
from zombie_table.games.tilezone import leftovers
from zombie_table.games.tilezone.settings.winter import abominationdeck, necromancers
from zombie_table.games.tilezone.settings.winter.keys import KEY_GROUPS
from zombie_table.games.tilezone.settings.winter.options import WinterOptions
from zombie_table.games.tilezone.settings.winter.state import WinterState
from zombie_table.kernel.ruleset import Ruleset

BOARD: tuple[ModuleType, ...] = (walls, guards, cauldrons, corruption, necromancer, siege, freeze, missionrules, bigteam, bot)
"""The walls, the guards, the cauldrons, the necromancer and the zombie cards (winter-mech's modules)."""

MISSIONS: tuple[ModuleType, ...] = (banner, cryptweapons, scorched, tomes, wallgoals, wardbearer, guardescape, ladderreward, relics, escort)
"""The rules and goals Winter's missions switch on (rules reference §12; winter-missions-a's and -b's modules)."""

FIGHTING: tuple[ModuleType, ...] = (armour, polearm, pairs, reload, magic, rush, fury, frostbite, dragonfire, torch, guardcards, fightbot)
"""Armour, magic, freeze on attacks and the setting's card traits and skills (winter-content's modules)."""

SKILLS: tuple[ModuleType, ...] = (
    toughness,
    climbing,
    searchers,
    holdnose,
    weaponskills,
    spellbook,
    ruinsight,
    sharedskills,
    damagetwo,
)
"""The §11 skills only this setting's rules give a place to (after armour: Tough spares a wound armour let through;
Double Enchantment lives with the enchantments, in `magic`)."""


WORDS = {"make_noise": "1 action: a noise token left here, which draws the zombies"}
"""The city's noise is a token a zone keeps, not the one Bang! token of the family."""


def build_ruleset() -> Ruleset:
    """The family's modules, then Winter's own (each named for the rule it holds)."""
    return family_ruleset(SETTING, (
        noise, combat, moves, objectives, search, tactics, leadership, trade, flow, experience, spawning, zombies, goals,
        *BOARD, *MISSIONS, *FIGHTING,
        *SKILLS,
        leftovers,
        abominationdeck,
        necromancers,
    ), state=WinterState, key_groups=KEY_GROUPS, options=WinterOptions, words=WORDS)
