"""Saves: versioned JSON holding the set-up (mission, team, seed, options), every decision taken,
and a state snapshot. Written atomically; a file that is not a valid save is never overwritten.

Reading never trusts the file: its size is bounded before it is read, its JSON parsed without
letting deep nesting or huge numbers escape as exceptions, and its whole shape validated
(`SaveFile`). Loading replays the decisions from the set-up and refuses a save whose snapshot
disagrees with the replay, naming the first difference. Every problem is a one-line SaveError
naming the file (and the line, or the field)."""

from __future__ import annotations

import json
from dataclasses import MISSING, fields
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from zombie_table.content import limits
from zombie_table.content.library import Library
from zombie_table.games.tilezone.checks import check_playable
from zombie_table.games.tilezone.game import Game, IllegalAction
from zombie_table.games.tilezone.glance import FORMAT, READABLE_VERSIONS
from zombie_table.games.tilezone.options import options_model
from zombie_table.games.tilezone.settings import ruleset_for
from zombie_table.kernel.events import Event
from zombie_table.kernel.ruleset import RulesetError
from zombie_table.kernel import savefile
from zombie_table.kernel.savefile import first_difference, replace_save, save_dir
from zombie_table.games.tilezone.setup import new_game
from zombie_table.games.tilezone.state import GameState, from_json, snapshot_classes, to_json
from zombie_table.games.tilezone.upgrade import upgrade

SAVE_VERSION = 3
FREE_REORGANISE_VERSION = 3  # from version 3 a kept card brings a free reorganise, and a recruit names its payment


SAVES_ENV = savefile.SAVES_ENV  # the commands and tests read it here


class SaveError(Exception):
    """A save could not be written or read; the message (one line) says which file and why."""

    def __init__(self, message: str) -> None:
        super().__init__(" ".join(str(message).split("\n")))


def record(game: Game) -> dict[str, Any]:
    state = game.state
    return {
        "format": FORMAT,
        "version": SAVE_VERSION,
        "mission": state.mission,
        "seed": state.seed,
        "team": state.team,
        "options": state.options,
        "decisions": list(game.history),
        "round": state.round,
        "result": state.result,
        "snapshot": to_json(state),
    }


def write(game: Game, path: Path) -> Path:
    """Write atomically (temp file + rename). Refuses to replace a file that is not a save."""
    return replace_save(Path(path), json.dumps(record(game), separators=(",", ":")), read_record, "zombie_table", SaveError)


AUTOSAVE_PREFIX = "autosave-"


def autosave_path(game: Game, directory: Path | None = None, resumed_from: Path | None = None) -> Path:
    """Where a game's autosaves go, chosen once when it starts (or is resumed) and kept: the autosave
    it was resumed from (Continue goes on in the same file); otherwise `autosave-MISSION-SEED.json`,
    or `…-2.json`, `…-3.json` when that name is taken. So a new game, or one resumed from a named
    save, never overwrites the autosave of another game, even one of the same mission and seed."""
    folder = save_dir(directory)
    if (resumed_from is not None and resumed_from.name.startswith(AUTOSAVE_PREFIX)
            and resumed_from.parent.resolve() == folder.resolve()):
        return resumed_from
    stem = f"{AUTOSAVE_PREFIX}{game.state.mission}-{game.state.seed}"
    path, n = folder / f"{stem}.json", 2
    while path.exists() or path.is_symlink():
        path, n = folder / f"{stem}-{n}.json", n + 1
    return path


def autosave(game: Game, directory: Path | None = None) -> Path:
    """Write `game` to a new autosave file of its own (`autosave_path`); a game played on keeps that
    path and writes to it again."""
    return write(game, autosave_path(game, directory))


mtime, listing = savefile.mtime, savefile.listing  # the menus and the commands read them here


def latest(directory: Path | None = None) -> Path | None:
    """The most recently written readable save in the folder, if any (broken files are skipped)."""
    for path in listing(directory):
        try:
            read_record(path)
        except SaveError:
            continue
        return path
    return None


# ---------------------------------------------------------------- the shape of a save
class _Shape(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid")


class SnapshotShape(_Shape):
    """The state snapshot's top level (state.to_json of a GameState): the parts a load and the
    menus read must have the right types; everything else is checked against a replay."""

    model_config = ConfigDict(strict=True, extra="allow", populate_by_name=True)

    t: Literal["GameState"] = Field(alias="__t")
    seed: int
    setting: str
    mission: str
    options: dict[str, Any]
    players: list[str]
    survivors: dict[str, dict[str, Any]]
    cards: dict[str, str]
    equipment: dict[str, Any]
    zombie_deck: dict[str, Any]
    bounty: list[str]
    abominations: list[str]
    dice: dict[str, Any]
    zombies: dict[str, dict[str, int]]
    spawns: list[dict[str, Any]]
    objectives: list[dict[str, Any]]
    round: int
    phase: str
    decision: dict[str, Any] | None
    queue: list[dict[str, Any]]
    result: Literal["victory", "defeat"] | None
    cause: str | None
    stage: int


class SaveFile(_Shape):
    """A whole save file, as `record` writes it."""

    format: Literal["zombie-table-save"]
    version: int
    mission: str
    seed: int
    team: list[Annotated[list[str], Field(min_length=2, max_length=2)]] = Field(min_length=1)
    options: dict[str, Any]
    decisions: list[str]
    round: int
    result: Literal["victory", "defeat"] | None
    snapshot: SnapshotShape


def _where(loc: tuple) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "(root)"


def _one_line(path: Path, exc: ValidationError, prefix: tuple = ()) -> str:
    """'SAVE: field.path: message' for the first error (and how many more there are)."""
    errors = exc.errors(include_url=False, include_input=False)
    first = errors[0]
    more = f" (and {len(errors) - 1} more problem{'s' if len(errors) > 2 else ''})" if len(errors) > 1 else ""
    return f"{path}: {_where(prefix + tuple(first['loc']))}: {first['msg']}{more}"


def _depth(data: Any) -> int:
    """How deeply lists and objects nest (without recursion)."""
    deepest, stack = 0, [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, (dict, list)):
            deepest = max(deepest, depth)
            if depth > limits.MAX_DEPTH:
                break
            stack.extend((v, depth + 1) for v in (value.values() if isinstance(value, dict) else value))
    return deepest


def _read_text(path: Path) -> str:
    """The file's text, refusing anything that is not a regular file of a save's size (`limits`)."""
    return limits.read_save_text(Path(path), SaveError)


def read_record(path: Path) -> dict[str, Any]:
    """The save's data, its whole shape checked (`SaveFile`); any problem is a one-line SaveError
    naming the file (and the line, or the field). Never changes the file."""
    text = _read_text(path)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path}:{exc.lineno}:{exc.colno}: corrupt: not JSON: {exc.msg}") from None
    except RecursionError:
        raise SaveError(f"{path} is corrupt: nested too deeply for a save") from None
    except ValueError as exc:  # e.g. an integer of thousands of digits
        raise SaveError(f"{path} is corrupt: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path} is not a zombie_table save")
    if data.get("version") not in READABLE_VERSIONS:
        version = data.get("version")
        shown = repr(version) if isinstance(version, (int, float, str, type(None))) and len(repr(version)) < 40 else "an unknown one"
        raise SaveError(f"{path} is a save of version {shown}; this zombie_table reads versions "
                        f"{', '.join(map(str, READABLE_VERSIONS))}")
    if _depth(data) > limits.MAX_DEPTH:
        raise SaveError(f"{path} is corrupt: nested more than {limits.MAX_DEPTH} levels deep")
    try:
        SaveFile.model_validate(data)
    except ValidationError as exc:
        raise SaveError(_one_line(path, exc)) from None
    try:
        model = options_model(ruleset_for(data["snapshot"]["setting"]))
    except RulesetError as exc:
        raise SaveError(f"{path}: snapshot.setting: {exc}") from None
    try:
        model(**data["options"])
    except ValidationError as exc:
        raise SaveError(_one_line(path, exc, ("options",))) from None
    return data


def replay(library: Library, data: dict[str, Any], upto: int | None = None) -> Game:
    """Rebuild a game from its set-up and decisions (the slow, certain way)."""
    game = new_game(library, data["mission"], [tuple(t) for t in data["team"]], data["seed"], data["options"])
    game.undo_enabled = False
    for key in data["decisions"][:upto]:
        replay_decision(game, key, data["version"])
    if upto is None:
        catch_up(game, data["version"])
    game.undo_enabled = True
    return game


def replay_decision(game: Game, key: str, version: int) -> list[Event]:
    """Apply one saved decision. A save from before version 3 asked no free reorganise after a
    kept card (answered here with "done", as nothing was rearranged) and its recruits named no
    payment (the first listed is the one the rules then took)."""
    if version >= FREE_REORGANISE_VERSION:
        return game.apply(key)
    events = catch_up(game, version)
    legal = game.legal_actions()
    if not any(a.key == key for a in legal):
        key = next((a.key for a in legal if a.key.startswith(key + ":")), key)
    return events + game.apply(key)


def catch_up(game: Game, version: int) -> list[Event]:
    """Answer the free reorganise an older save's last decision leads to, as it never asked one."""
    events: list[Event] = []
    while (version < FREE_REORGANISE_VERSION and game.decision is not None and game.decision.kind == "reorganise"
           and not game.decision.data.get("trade")):
        events += game.apply(next(a for a in game.legal_actions() if a.kind == "done"))
    return events


def rebuild(library: Library, data: dict[str, Any], path: Path, events: list | None = None) -> Game:
    """`replay` of a save `read_record` accepted, every failure a SaveError naming the field;
    `events`, when given, receives the events of the set-up and of every decision replayed."""
    mission = library.missions.get(data["mission"])
    problems = check_playable(mission, library) if mission is not None else []
    if problems:
        raise SaveError(f"cannot resume {path}: mission {data['mission']} is broken: {problems[0]}")
    try:
        game = new_game(library, data["mission"], [tuple(t) for t in data["team"]], data["seed"], data["options"])
    except Exception as exc:  # an unknown mission or survivor, a team the mission refuses…
        raise SaveError(f"{path}: mission/team: cannot set the game up: {exc}") from None
    if events is not None:
        events.extend(game.events)
    game.undo_enabled = False
    for i, key in enumerate(data["decisions"]):
        try:
            done = replay_decision(game, key, data["version"])
            if events is not None:
                events.extend(done)
        except IllegalAction as exc:
            raise SaveError(f"{path}: decisions[{i}]: cannot be replayed: {exc}") from None
        except Exception as exc:
            raise SaveError(f"{path}: decisions[{i}]: replaying {key!r} failed: {type(exc).__name__}: {exc}") from None
    done = catch_up(game, data["version"])
    if events is not None:
        events.extend(done)
    game.undo_enabled = True
    return game


def difference(game: Game, data: dict[str, Any]) -> tuple[str, Any, Any] | None:
    """Where the save disagrees with `game`, its replay: (field of the save, replayed, saved),
    the snapshot first, then the round and result the menus show; None when it agrees."""
    replayed = json.loads(json.dumps(to_json(game.state)))
    found = first_difference(replayed, saved_snapshot(data, game))
    if found is not None:
        where, mine, saved = found
        return f"snapshot.{where}", mine, saved
    for key, mine in (("round", game.state.round), ("result", game.state.result)):
        if data[key] != mine:
            return key, mine, data[key]
    return None


def short(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, ensure_ascii=False)
    return text if len(text) <= 200 else text[:197] + "…"


def load(library: Library, path: Path, events: list | None = None) -> Game:
    """Resume a save: its set-up and decisions are replayed, and the save is refused unless its
    snapshot (and round and result) agree with the replay, naming the first difference. `events`,
    when given, receives the replay's events (the TUI's log of the game so far)."""
    data = read_record(path)
    game = rebuild(library, data, path, events)
    found = difference(game, data)
    if found is not None:
        where, mine, saved = found
        raise SaveError(f"{path}: {where}: the save disagrees with a replay of its decisions "
                        f"(replayed {short(mine)}, saved {short(saved)}); not loaded")
    return game


def saved_snapshot(data: dict[str, Any], game: Game) -> Any:
    """The save's snapshot as JSON data in today's shape (an older version's upgraded)."""
    if data["version"] == SAVE_VERSION:
        return with_later_fields(data["snapshot"], game)
    snapshot = upgrade(data["snapshot"], data["version"], game.ruleset)
    return with_later_fields(json.loads(json.dumps(to_json(from_json(snapshot, snapshot_classes(game.ruleset))))), game)


def with_later_fields(snapshot: Any, game: Game) -> Any:
    """A snapshot written before a game-state field or a rule option was added (one with a default,
    which needs no new save version) reads as having that default, as its replay plays by it;
    anything else missing stays missing."""
    if not isinstance(snapshot, dict) or snapshot.get("__t") != GameState.__name__:
        return snapshot
    later = {f.name: to_json(f.default_factory() if f.default_factory is not MISSING else f.default)
             for f in fields(GameState) if f.name not in snapshot
             and (f.default is not MISSING or f.default_factory is not MISSING)}
    saved_options = snapshot.get("options")
    if isinstance(saved_options, dict):
        defaults = json.loads(json.dumps(to_json(options_model(game.ruleset)().model_dump())))
        later["options"] = {**defaults, **saved_options}
    return {**snapshot, **later}
