"""Roadside's content, loaded and cross-checked: the map, the dice and bag, the survivors, the
location and encounter cards (`assets/roadside/`). What one file cannot check (a location card
naming a place the map lacks, a character starting nowhere) is checked here, with the line."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from pydantic import BaseModel

from zombie_table.content.library import shipped_root
from zombie_table.content.loader import ContentError, ContentLoadError, Path_, load_text, parse_yaml, read_content
from zombie_table.content.roadside import (DieKind, Encounter, LocationCard, RoadsideDice, RoadsideEncounters,
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


def _load(path: Path, kind: type[BaseModel]) -> tuple[BaseModel, dict[Path_, object]]:
    text = read_content(path)
    model = load_text(text, str(path))
    if not isinstance(model, kind):
        raise ContentLoadError([ContentError(str(path), 1, 1, "kind", f"expected {kind.model_fields['kind'].annotation}")])
    return model, parse_yaml(text, str(path))[1]


def load_content(folder: Path | None = None) -> Content:
    """Load and cross-check `folder` (default: the shipped `assets/roadside/`); raises
    ContentLoadError listing every problem as file:line:col."""
    folder = folder or shipped_root() / "assets" / "roadside"
    models, marks, errors = _load_all(folder)
    if errors:
        raise ContentLoadError(errors)
    content = Content(**models, folder=folder)
    errors = _cross_check(content, marks)
    if errors:
        raise ContentLoadError(errors)
    return content


def _load_all(folder: Path) -> tuple[dict, dict, list[ContentError]]:
    """Each file's model and YAML marks, and every file's load errors."""
    models, marks, errors = {}, {}, []
    for name, kind in FILES.items():
        try:
            models[name], marks[name] = _load(folder / f"{name}.yaml", kind)
        except ContentLoadError as exc:
            errors += exc.errors
    return models, marks, errors


def _cross_check(content: Content, marks: dict[str, dict[Path_, object]]) -> list[ContentError]:
    errors: list[ContentError] = []

    def fail(file: str, path: Path_, message: str) -> None:
        probe = path
        while probe not in marks[file] and probe:
            probe = probe[:-1]
        mark = marks[file].get(probe)
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        errors.append(ContentError(str(content.folder / f"{file}.yaml"), line, col, ".".join(map(str, path)), message))

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
    if len(solo) != 4 or any(s.kind is not SpaceKind.location for s in solo):
        fail("map", ("spaces",), "the solo game needs exactly four location spaces marked solo (§15.3)")
    return errors


def is_roadside(model: object) -> bool:
    """A model of one of Roadside's content files."""
    return isinstance(model, tuple(FILES.values()))


def folder_problems(folder: Path) -> list[ContentError]:
    """What `zombie-table validate` adds for a folder of Roadside files: the cross-checks of
    `load_content` (a card naming a place the map lacks, the box's counts) and any file missing.
    A file that does not load is reported by the loader already; then nothing more is said."""
    models, marks, errors = _load_all(folder)
    if errors:
        return [e for e in errors if not Path(e.file).exists()]
    return _cross_check(Content(**models, folder=folder), marks)
