"""The words a setting calls its own things by, in every label, panel and log line: data per setting
(`family_ruleset(words=…)`), the family's words where a setting says nothing (Outpost's horde are xenos)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

WORDS = "words"  # the ruleset's catalogue of the setting's own words

FAMILY_WORDS: Mapping[str, str] = {
    "horde": "Zombies",  # the horde, as a title: "Zombies' phase", the Decks panel's line
    "horde_lower": "zombies",  # in a sentence: "12 zombies"
    "horde_card": "Zombie card",  # a card of the horde's deck, in the log
    "make_noise": "1 action: Bang! draws the zombies here",  # what the make-noise action does, in its label
}


def words(ruleset: Any) -> dict[str, str]:
    """Every word the screens and log lines use, the setting's own over the family's."""
    return {**FAMILY_WORDS, **ruleset.kinds[WORDS]}


def phase_names(ruleset: Any) -> dict[str, str]:
    """Each phase's name as the screen shows it."""
    return {"players": "Players' phase", "zombies": f"{words(ruleset)['horde']}' phase", "end": "End phase"}
