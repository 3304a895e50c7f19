"""Roadside's saves: versioned JSON holding the set-up (mode, seed, seats, rule options), every
decision taken and a snapshot of the state, written atomically. Reading never trusts the file: its
size is bounded, its shape validated (`SaveFile`, pydantic), its decisions replayed from the
set-up, and the replay must agree with the snapshot; every problem is one `SaveError` line naming
the file and the field or the decision.

A save holds every player's private location (the game needs it to go on), so nothing of a save
is ever shown as it is: an interface shows the loaded game through `kernel.observer.observe`, as
its deciding player may see it, like any other moment of play."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from zombie_table.content import limits
from zombie_table.games.roadside.game import IllegalAction, Roadside
from zombie_table.games.roadside.options import RoadsideOptions
from zombie_table.games.roadside.start import MAX_PLAYERS, MODES, SetupError, new_game
from zombie_table.kernel.savefile import first_difference, replace_save, save_dir

FORMAT = "zombie-table-roadside-save"
VERSION = 1
READABLE = (1,)


class SaveError(Exception):
    """A save could not be written or read; the message (one line) says which file and why."""


class SeatShape(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1)
    policy: Literal["random", "greedy"] | None = Field(None, description="the bot in the seat; none for a person")


class SaveFile(BaseModel):
    """A whole save, as `record` writes it."""

    model_config = ConfigDict(extra="forbid")
    format: Literal["zombie-table-roadside-save"]
    version: int
    mode: Literal[MODES]  # type: ignore[valid-type]
    seed: int
    seats: list[SeatShape] = Field(min_length=1, max_length=MAX_PLAYERS)
    options: RoadsideOptions
    decisions: list[str]
    turns: int = Field(ge=0)
    result: str | None
    snapshot: dict[str, Any]


def snapshot(game: Roadside) -> dict[str, Any]:
    """The whole state as JSON data (what a replay must reach)."""
    state = game.state
    data = {
        "players": [asdict(p) for p in state.players], "mode": state.mode, "current": state.current, "turns": state.turns,
        "turn": asdict(state.turn), "tokens": {s: [asdict(t) for t in ts] for s, ts in state.tokens.items()},
        "trapped": state.trapped, "groups": state.groups, "public": state.public, "closed": sorted(state.closed),
        "drawn": state.drawn, "reserve": state.reserve, "winners": state.winners,
        "decision": asdict(state.decision) if state.decision else None, "queue": state.queue,
        "result": state.result, "cause": state.cause, "chance": state.chance.to_json(),
    }
    return json.loads(json.dumps(data))


def record(game: Roadside, seats: list[dict[str, Any]]) -> dict[str, Any]:
    """`seats`: one {"name", "policy"} per player, in seat order."""
    state = game.state
    return {"format": FORMAT, "version": VERSION, "mode": state.mode, "seed": state.chance.seed, "seats": seats,
            "options": state.options, "decisions": list(game.history), "turns": state.turns, "result": state.result,
            "snapshot": snapshot(game)}


def write(game: Roadside, seats: list[dict[str, Any]], path: Path) -> Path:
    """Write atomically; refuses to replace a file that is not a Roadside save."""
    return replace_save(Path(path), json.dumps(record(game, seats), separators=(",", ":")), read, "Roadside", SaveError)


def is_roadside_save(path: Path) -> bool:
    """Whether `path` says it is a Roadside save (read enough to tell; nothing is checked yet)."""
    try:
        return f'"format":"{FORMAT}"' in limits.read_bounded(Path(path), limits.MAX_SAVE_BYTES)[:200].decode(
            "utf-8", "replace").replace(" ", "")
    except (OSError, limits.FileRefused):
        return False


def read(path: Path) -> dict[str, Any]:
    """The save's data with its whole shape checked; never changes the file."""
    text = limits.read_save_text(Path(path), SaveError)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path}:{exc.lineno}:{exc.colno}: corrupt: not JSON: {exc.msg}") from None
    except (RecursionError, ValueError) as exc:
        raise SaveError(f"{path} is corrupt: {type(exc).__name__}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path} is not a Roadside save")
    if data.get("version") not in READABLE:
        raise SaveError(f"{path} is a Roadside save of version {str(data.get('version'))[:20]!r}; "
                        f"this zombie_table reads versions {', '.join(map(str, READABLE))}")
    try:
        SaveFile.model_validate(data)
    except ValidationError as exc:
        first = exc.errors(include_url=False, include_input=False)[0]
        where = ".".join(str(part) for part in first["loc"]) or "(root)"
        raise SaveError(f"{path}: {where}: {first['msg']}") from None
    return data


def replay(data: dict[str, Any], path: Path, upto: int | None = None) -> Roadside:
    """The game rebuilt from the save's set-up and its first `upto` decisions (all by default)."""
    try:
        game = new_game(data["seed"], [s["name"] for s in data["seats"]], data["mode"], data["options"])
    except SetupError as exc:
        raise SaveError(f"{path}: set-up: {exc}") from None
    game.undo_enabled = False
    for n, key in enumerate(data["decisions"][:upto]):
        try:
            game.apply(key)
        except IllegalAction as exc:
            raise SaveError(f"{path}: decisions[{n}]: {key[:60]!r} cannot be replayed ({exc})") from None
    game.undo_enabled = True
    return game


def difference(game: Roadside, data: dict[str, Any]) -> tuple[str, Any, Any] | None:
    """Where the save disagrees with `game`, its replay (the snapshot first); None when it agrees."""
    found = first_difference(snapshot(game), data["snapshot"])
    if found is not None:
        return f"snapshot.{found[0]}", found[1], found[2]
    for key, mine in (("turns", game.state.turns), ("result", game.state.result)):
        if data[key] != mine:
            return key, mine, data[key]
    return None


def load(path: Path) -> tuple[Roadside, list[dict[str, Any]]]:
    """Resume a save: the game (replayed and checked against its snapshot) and its seats."""
    data = read(path)
    game = replay(data, path)
    found = difference(game, data)
    if found is not None:  # the values are not shown: they may be a private card or a token's number
        raise SaveError(f"{path}: {found[0]}: the save disagrees with a replay of its decisions; not loaded")
    return game, data["seats"]


def autosave_path(game: Roadside, directory: Path | None) -> Path:
    """A file of its own in the save folder: `autosave-roadside-MODE-SEED.json` (or -2, -3 … if taken)."""
    folder = save_dir(directory)
    stem = f"autosave-roadside-{game.state.mode}-{game.state.chance.seed}"
    path, n = folder / f"{stem}.json", 2
    while path.exists():
        path, n = folder / f"{stem}-{n}.json", n + 1
    return path
