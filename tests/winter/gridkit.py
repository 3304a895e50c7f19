"""The winter rules tests' test map: tile 95T and mission winter-m97, a 3x3 grid of one-cell street
zones (a b c / d e f / g h i)."""

from __future__ import annotations

from ruleskit import street_grid

WINTER_GRID = "winter-m97"

TILE = street_grid("95T", "winter", "Winter test grid")

MISSION = f"""\
kind: mission
id: {WINTER_GRID}
setting: winter
title: Winter test grid
difficulty: easy
duration: 1
briefing: A test map.
objectives_text: [Test.]
survivors: [1, 12]
layout: [["95T"]]
start: ["95T:e"]
victory: [[{{kind: escape}}]]
"""


def give_crypt(table, sid: str, card_id: str) -> str:
    """Take a crypt weapon out of the crypt deck into the survivor's first hand."""
    crypt = table.state.own.crypt
    instance = next(c for c in crypt if table.state.cards[c] == card_id)
    crypt.remove(instance)
    table.s(sid).inventory.hand[0] = instance
    return instance
