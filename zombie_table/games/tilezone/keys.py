"""The action keys of a game screen: each groups some action kinds under one key. The family's
groups are here; a setting declares its own beside them (`family_ruleset(key_groups=…)`), and
the screen shows the groups of the game's ruleset in rank order."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class KeyGroup:
    name: str
    key: str
    label: str
    kinds: tuple[str, ...]
    rank: int  # place in the footer and the "All actions" menu, lowest first


FAMILY_KEY_GROUPS = (
    KeyGroup("move", "m", "Move", ("move", "sprint", "leap"), 10),
    KeyGroup("melee", "f", "Melee", ("melee", "melee_at"), 30),
    KeyGroup("shoot", "r", "Shoot", ("shoot",), 40),
    KeyGroup("throw", "d", "Throw", ("dynamite",), 60),
    KeyGroup("search", "s", "Search", ("search", "invent"), 70),
    KeyGroup("trade", "t", "Trade", ("reorganise",), 80),
    KeyGroup("objective", "o", "Objective", ("take_objective",), 90),
    KeyGroup("noise", "n", "Noise", ("make_noise",), 100),
    KeyGroup("escape", "x", "Escape", ("escape",), 110),
)
