"""Saves of the kernel's games beside the tile-and-zone family: versioned JSON holding the set-up
(seed, seats, the game's own header), every decision taken and a snapshot of the state, written
atomically. Reading never trusts the file: its size is bounded, its shape validated (the game's
pydantic model), its decisions replayed from the set-up, and the replay must agree with the
snapshot; every problem is one `SaveError` line naming the file and the field or the decision.

A save holds what some players may not see (a private card, a hand, a secret objective: the game
needs them to go on), so nothing of a save is ever shown as it is, and a disagreement names the
field, never the value: an interface shows the loaded game through `kernel.observer.observe`."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from zombie_table.content import limits
from zombie_table.kernel.engine import Engine, IllegalAction
from zombie_table.kernel.savefile import first_difference, replace_save, save_dir

Seats = list[dict[str, Any]]  # one {"name", "policy"} per player, in seat order


class SeatShape(BaseModel):
    """A seat in a save: its name, and the bot in it (none for a person)."""

    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1)
    policy: Literal["greedy", "search", "random"] | None = Field(
        None, description="the bot in the seat (one of the registry's POLICIES); null or left out (version 1) for a person")


class SaveRecord(BaseModel):
    """What every game's save file holds beside its own header fields (`SaveFormat.record` writes them):
    a game's save model adds its `format` literal, its seats' bounds and its header."""

    model_config = ConfigDict(extra="forbid")
    version: int
    seed: int
    result: str | None
    decisions: list[str]
    snapshot: dict[str, Any]


class SaveError(Exception):
    """A save could not be written or read; the message (one line) says which file and why."""


@dataclass(frozen=True)
class SaveFormat:
    """One game's save format: its names, versions and model, and how the game is set up again,
    described in a header and snapshotted."""

    game: str  # the game's name in messages ("Roadside")
    format: str  # the file's "format" field
    version: int
    readable: tuple[int, ...]
    model: type[SaveRecord]  # the whole file's shape
    start: Callable[[dict[str, Any], Any], Engine]  # a new game from the save's set-up on the content; raises `setup_error`
    setup_error: type[Exception]
    snapshot: Callable[[Any], dict[str, Any]]  # the state as JSON data (what a replay must reach)
    header: Callable[[Any], dict[str, Any]]  # the game's own top-level fields (mode, turns, result…)
    checked: tuple[str, ...] = ()  # header fields a replay must agree with beside the snapshot

    def record(self, game: Engine, seats: Seats) -> dict[str, Any]:
        return {"format": self.format, "version": self.version, "seed": game.chance.seed, "seats": seats,
                **self.header(game), "decisions": list(game.history), "snapshot": self.snapshot(game)}

    def write(self, game: Engine, seats: Seats, path: Path) -> Path:
        """Write atomically; refuses to replace a file that is not a save of this game."""
        text = json.dumps(self.record(game, seats), separators=(",", ":"))
        return replace_save(Path(path), text, self.read, self.game, SaveError)

    def holds(self, path: Path) -> bool:
        """Whether `path` says it is a save of this game (read enough to tell; nothing is checked yet)."""
        try:
            head = limits.read_bounded(Path(path), limits.MAX_SAVE_BYTES)[:200].decode("utf-8", "replace")
        except (OSError, limits.FileRefused):
            return False
        return f'"format":"{self.format}"' in head.replace(" ", "")

    def read(self, path: Path) -> dict[str, Any]:
        """The save's data with its whole shape checked; never changes the file."""
        text = limits.read_save_text(Path(path), SaveError)
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise SaveError(f"{path}:{exc.lineno}:{exc.colno}: corrupt: not JSON: {exc.msg}") from None
        except (RecursionError, ValueError) as exc:
            raise SaveError(f"{path} is corrupt: {type(exc).__name__}") from None
        if not isinstance(data, dict) or data.get("format") != self.format:
            raise SaveError(f"{path} is not a {self.game} save")
        if data.get("version") not in self.readable:
            raise SaveError(f"{path} is a {self.game} save of version {str(data.get('version'))[:20]!r}; "
                            f"this zombie_table reads versions {', '.join(map(str, self.readable))}")
        try:
            self.model.model_validate(data)
        except ValidationError as exc:
            first = exc.errors(include_url=False, include_input=False)[0]
            where = ".".join(str(part) for part in first["loc"]) or "(root)"
            raise SaveError(f"{path}: {where}: {first['msg']}") from None
        if isinstance(data.get("seats"), list):  # each seat as its shape reads it (a left-out policy: a person)
            data["seats"] = [SeatShape.model_validate(seat).model_dump() for seat in data["seats"]]
        return data

    def replay(self, data: dict[str, Any], path: Path, content: Any, upto: int | None = None) -> Engine:
        """The game rebuilt on `content` (the game's, as the library plays it) from the save's set-up
        and its first `upto` decisions (all by default)."""
        try:
            game = self.start(data, content)
        except self.setup_error as exc:
            raise SaveError(f"{path}: set-up: {exc}") from None
        game.undo_enabled = False
        for n, key in enumerate(data["decisions"][:upto]):
            try:
                game.apply(key)
            except IllegalAction as exc:
                raise SaveError(f"{path}: decisions[{n}]: {key[:60]!r} cannot be replayed ({exc})") from None
        game.undo_enabled = True
        return game

    def difference(self, game: Engine, data: dict[str, Any]) -> tuple[str, Any, Any] | None:
        """Where the save disagrees with `game`, its replay (the snapshot first); None when it agrees."""
        found = first_difference(self.snapshot(game), data["snapshot"])
        if found is not None:
            return f"snapshot.{found[0]}", found[1], found[2]
        mine = self.header(game)
        for key in self.checked:
            if data[key] != mine[key]:
                return key, mine[key], data[key]
        return None

    def load(self, path: Path, content: Any) -> tuple[Engine, Seats]:
        """Resume a save on `content`: the game (replayed and checked against its snapshot) and its seats."""
        data = self.read(path)
        game = self.replay(data, path, content)
        found = self.difference(game, data)
        if found is not None:  # the values are not shown: they may be what a player may not see
            raise SaveError(f"{path}: {found[0]}: the save disagrees with a replay of its decisions; not loaded")
        return game, data["seats"]

    def autosave_path(self, stem: str, directory: Path | None) -> Path:
        """A file of its own in the save folder: `STEM.json` (or -2, -3 … if taken)."""
        folder = save_dir(directory)
        path, n = folder / f"{stem}.json", 2
        while path.exists():
            path, n = folder / f"{stem}-{n}.json", n + 1
        return path
