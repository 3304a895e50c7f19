"""The winter rules tests' test maps: tile 95T and mission winter-m97, a 3x3 grid of one-cell street
zones (a b c / d e f / g h i); tile 93T and mission winter-m96, a rampart over a closed house; tile
92T and mission winter-m95, a house of three rooms between two streets."""

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


WALL_GRID = "winter-m96"

WALL_TILE = """\
kind: tile
id: 93T
setting: winter
name: Winter test wall
grid: |
  R R R
  z B w
  z T w
zones:
  R: {kind: rampart}
  B: {kind: room}
  z: {kind: street}
  w: {kind: street}
  T: {kind: street}
openings: ["B|w"]
"""
"""The rampart R along the top, the house B under it (its only opening to w), the street T below
the house and streets z and w down either side: no stairs, so nothing climbs R but a climber."""

WALL_MISSION = MISSION.replace(WINTER_GRID, WALL_GRID).replace("95T:e", "93T:T").replace('"95T"', '"93T"')


HOUSE_GRID = "winter-m95"

HOUSE_TILE = """\
kind: tile
id: 92T
setting: winter
name: Winter test house
grid: |
  a  b  c
  r1 r2 r3
  g  h  i
zones:
  a: {kind: street}
  b: {kind: street}
  c: {kind: street}
  r1: {kind: room, building: house}
  r2: {kind: room, building: house}
  r3: {kind: room, building: house}
  g: {kind: street}
  h: {kind: street}
  i: {kind: street}
openings: ["r1|r2", "r2|r3", "r1|a"]
"""
"""Three rooms of one house in a row between two streets, open to each other and (r1 only) to a:
building sight reaches one zone, so r1 sees r2 but not r3; b sees nothing of the house."""

HOUSE_MISSION = MISSION.replace(WINTER_GRID, HOUSE_GRID).replace("95T:e", "92T:b").replace('"95T"', '"92T"')
