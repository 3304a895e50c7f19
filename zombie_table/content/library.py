"""Finds and loads every content file: shipped, the user's content folder, and --content folders.

One broken file never stops the others: it is kept with its errors so browsers can show it.
Later roots override earlier ones (a user's tile 2R replaces the shipped 2R of that setting).
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources
from pathlib import Path
from typing import TypeVar

from platformdirs import user_data_dir
from pydantic import BaseModel

from zombie_table.content import cache
from zombie_table.content.cards import EquipmentFile, ZombieDeckFile
from zombie_table.content.characters import GuardsFile, SettingRules, SkillsFile, SurvivorsFile, ZombiesFile
from zombie_table.content.common import Setting
from zombie_table.content.loader import ContentError, ContentLoadError, load_file
from zombie_table.content.missions import Mission
from zombie_table.content.tiles import Tile

CONTENT_ENV = "ZOMBIE_TABLE_CONTENT"
M = TypeVar("M", bound=BaseModel)


def shipped_root() -> Path:
    """The folder holding missions/ and assets/: inside the wheel, or the repository checkout."""
    packaged = resources.files("zombie_table") / "_data"
    if packaged.is_dir():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[2]


def user_content_dir() -> Path:
    return Path(os.environ.get(CONTENT_ENV) or Path(user_data_dir("zombie-table")) / "content")


@dataclass
class LoadedFile:
    path: Path
    source: str
    model: BaseModel | None = None
    errors: list[ContentError] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.model is not None


@dataclass
class SettingData:
    """Everything one setting needs to play: its rules, decks, zombies, survivors and skills."""

    rules: SettingRules
    equipment: EquipmentFile
    zombie_deck: ZombieDeckFile
    zombies: ZombiesFile
    survivors: SurvivorsFile
    skills: SkillsFile
    guards: GuardsFile | None = None  # a setting with guards (Winter siege) has their file

    @cached_property
    def cards(self) -> dict[str, object]:
        return {c.id: c for c in self.equipment.cards}

    @cached_property
    def zombie_types(self) -> dict[str, object]:
        return {z.id: z for z in self.zombies.types}

    @cached_property
    def survivor_by_id(self) -> dict[str, object]:
        return {s.id: s for s in self.survivors.survivors}


def content_files(root: Path) -> list[Path]:
    if root.exists() and not root.is_dir():  # a file, or something that is refused as one (a FIFO, a device)
        return [root]
    return sorted(p for p in root.rglob("*.yaml") if "schema" not in p.relative_to(root).parts)


def _load_files(listed: list[tuple[Path, str]]) -> list[LoadedFile]:
    files = []
    for path, source in listed:
        loaded = LoadedFile(path, source)
        try:
            loaded.model = load_file(path)
        except ContentLoadError as exc:
            loaded.errors = exc.errors
        files.append(loaded)
    return files


def _holds(found: object, listed: list[tuple[Path, str]]) -> bool:
    """Whether a cached entry is a loaded file for each listed file, in order."""
    return isinstance(found, list) and len(found) == len(listed) and all(
        isinstance(f, LoadedFile) and (f.path, f.source) == item for f, item in zip(found, listed))


@dataclass
class Library:
    files: list[LoadedFile]
    boards: dict = field(default_factory=dict, repr=False, compare=False)  # assembled maps, shared by games

    @classmethod
    def load(cls, extra: list[Path] | None = None, *, user: bool = True) -> "Library":
        roots: list[tuple[Path, str]] = []
        shipped = shipped_root()
        roots += [(shipped / "assets", "shipped"), (shipped / "missions", "shipped")]
        if user and user_content_dir().is_dir():
            roots.append((user_content_dir(), "user"))
        roots += [(Path(p), "extra") for p in extra or []]
        listed = [(path, source) for root, source in roots for path in content_files(root)]
        slot = "library-" + hashlib.sha256(repr(roots).encode()).hexdigest()[:16]
        return cls(cache.cached(slot, listed, lambda: _load_files(listed), lambda found: _holds(found, listed)))

    def models(self, kind: type[M]) -> list[M]:
        """Every loaded model of one kind, in load order (shipped, user, --content: later ones win)."""
        return [f.model for f in self.files if isinstance(f.model, kind)]

    @property
    def broken(self) -> list[LoadedFile]:
        return [f for f in self.files if not f.ok]

    @cached_property
    def tiles(self) -> dict[tuple[Setting, str], Tile]:
        return {(t.setting, t.id): t for t in self.models(Tile)}

    @cached_property
    def missions(self) -> dict[str, Mission]:
        return {m.id: m for m in self.models(Mission)}

    def mission_file(self, mission_id: str) -> Path | None:
        """The file of the mission played under this id: the last loaded, as in `missions`."""
        for f in reversed(self.files):
            if isinstance(f.model, Mission) and f.model.id == mission_id:
                return f.path
        return None

    def tile(self, setting: Setting, tile_id: str) -> Tile | None:
        return self.tiles.get((setting, tile_id))

    @cached_property
    def settings(self) -> dict[Setting, SettingData]:
        parts: dict[Setting, dict[str, BaseModel]] = {}
        names = {
            SettingRules: "rules",
            EquipmentFile: "equipment",
            ZombieDeckFile: "zombie_deck",
            ZombiesFile: "zombies",
            SurvivorsFile: "survivors",
            SkillsFile: "skills",
        }
        optional = {GuardsFile: "guards"}
        for f in self.files:
            for model_type, name in (names | optional).items():
                if isinstance(f.model, model_type):
                    setting = f.model.id if model_type is SettingRules else f.model.setting  # type: ignore[attr-defined]
                    parts.setdefault(setting, {})[name] = f.model
        return {s: SettingData(**p) for s, p in parts.items() if set(names.values()) <= set(p)}  # type: ignore[arg-type]

    def setting(self, setting: Setting) -> SettingData:
        try:
            return self.settings[setting]
        except KeyError:
            raise LookupError(f"the {setting.value} setting's data (rules, decks, survivors…) is incomplete") from None
