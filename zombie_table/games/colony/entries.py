"""Colony's entries in the mission browser and on the command line: one per main objective
(`colony-larder`, `colony-doors`…), with its briefing, both sides' goals and the variants set-up
offers (a main objective flagged non-cooperative is not offered in the co-op variants)."""

from __future__ import annotations

from functools import cache

from zombie_table.games.colony.content import load_content
from zombie_table.games.colony.start import MAX_PLAYERS, MODES
from zombie_table.games.entries import Entry

PREFIX = "colony-"
SEATS = "Ann, Ben:greedy, Cat:greedy"
SETTING = ("Winter has shut the roads around Larchmont Hold, an old curling club with six doors and one stove. Each "
           "of you leads a small group of survivors: roll your action dice, search the town's six locations, fight, "
           "barricade, and give cards to the crisis each round. Everyone wants the colony to stand, or says so: each "
           "player also holds a secret objective nobody else sees, and one of you may be working for its fall.")


@cache
def entries() -> dict[str, Entry]:
    """Every main objective of the shipped content as an entry."""
    content = load_content()
    out = {}
    for main in content.objectives.main:
        modes = tuple(m for m in MODES if not (main.non_coop and MODES[m].get("cooperative")))
        out[PREFIX + main.id] = Entry(
            PREFIX + main.id, "colony", "standard", f"Colony: {main.name}", (1, MAX_PLAYERS), SEATS,
            f"{main.brief}\n\n{SETTING}",
            f"Normal side: {main.normal.text} before the rounds run out ({main.normal.rounds} rounds, morale "
            f"{main.normal.morale}). Hard side (the co-op and hardcore variants): {main.hard.text} "
            f"({main.hard.rounds} rounds, morale {main.hard.morale}).", modes)
    return out


def main_of(entry: Entry) -> str:
    """The main objective an entry plays."""
    return entry.id.removeprefix(PREFIX)
