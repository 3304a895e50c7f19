"""Roadside's content, loaded and cross-checked: the map, the dice and bag, the survivors, the
location and encounter cards (`assets/roadside/`). What one file cannot check (a location card
naming a place the map lacks, a character starting nowhere) is checked here, with the line."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from zombie_table.content.folder import Checks, GameFolder
from zombie_table.games.roadside.schema import (DieKind, Encounter, LocationCard, RoadsideDice, RoadsideEncounters,
                                           RoadsideLocations, RoadsideMap, RoadsideSurvivors, Space, SpaceKind, Survivor)

FILES = {"map": RoadsideMap, "dice": RoadsideDice, "survivors": RoadsideSurvivors, "locations": RoadsideLocations,
         "encounters": RoadsideEncounters}
COUNTS = {"characters": 6, "followers": 23, "locations": 26, "encounters": 90}  # §2


@dataclass(frozen=True)
class Content:
    """Everything a Roadside game reads; never changes during play."""

    map: RoadsideMap
    dice: RoadsideDice
    survivors: RoadsideSurvivors
    locations: RoadsideLocations
    encounters: RoadsideEncounters
    folder: Path = field(default=Path("."))

    @cached_property
    def spaces(self) -> dict[str, Space]:
        return {s.id: s for s in self.map.spaces}

    @cached_property
    def neighbours(self) -> dict[str, tuple[str, ...]]:
        out: dict[str, list[str]] = {s: [] for s in self.spaces}
        for a, b in self.map.links:
            out[a].append(b)
            out[b].append(a)
        return {s: tuple(n) for s, n in out.items()}

    @cached_property
    def die(self) -> dict[str, DieKind]:
        return {d.id: d for d in self.dice.dice}

    @cached_property
    def characters(self) -> dict[str, Survivor]:
        return {c.id: c for c in self.survivors.characters}

    @cached_property
    def followers(self) -> dict[str, Survivor]:
        return {f.id: f for f in self.survivors.followers}

    def survivor(self, sid: str) -> Survivor:
        return self.characters.get(sid) or self.followers[sid]

    @cached_property
    def location_cards(self) -> dict[str, LocationCard]:
        return {c.id: c for c in self.locations.cards}

    @cached_property
    def encounter(self) -> dict[str, Encounter]:
        return {c.id: c for c in self.encounters.cards}

    def locations_of(self, kind: SpaceKind) -> list[str]:
        return [s.id for s in self.map.spaces if s.kind is kind]


def _cross_check(content: Content, checks: Checks) -> None:
    fail = checks.fail
    spaces = content.spaces
    for i, c in enumerate(content.survivors.characters):
        if c.start not in spaces or spaces[c.start].kind is not SpaceKind.start:
            fail("survivors", ("characters", i, "start"), f"{c.start!r} is not a starting space of the map")
    for i, card in enumerate(content.locations.cards):
        if card.place not in spaces or spaces[card.place].kind is not SpaceKind.location:
            fail("locations", ("cards", i, "place"), f"{card.place!r} is not a location space of the map")
    sizes = {"characters": len(content.survivors.characters), "followers": len(content.survivors.followers),
             "locations": len(content.locations.cards), "encounters": len(content.encounters.cards)}
    for what, n in sizes.items():
        if n != COUNTS[what]:
            fail({"characters": "survivors", "followers": "survivors"}.get(what, what), (), f"{n} {what}; the box has {COUNTS[what]} (§2)")
    ids = [s.id for s in content.survivors.characters + content.survivors.followers]
    if len(set(ids)) != len(ids):
        fail("survivors", (), "two survivors share an id")
    solo = [s for s in content.map.spaces if s.solo]
    if not solo or any(s.kind is not SpaceKind.location for s in solo):  # how many it uses is an option
        fail("map", ("spaces",), "the solo game needs location spaces marked solo, and only locations (§15.3)")


FOLDER = GameFolder("roadside", FILES, Content, lambda models, folder: Content(**models, folder=folder), _cross_check)
load_content, content_of, is_roadside = FOLDER.load, FOLDER.of, FOLDER.holds
"""Load and cross-check a folder (default: the shipped `assets/roadside/`); the content a library plays; a Roadside model."""
