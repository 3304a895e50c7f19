"""What the commands share: consoles, errors, loading the library, finding ids and broken missions."""

from __future__ import annotations

import argparse
import difflib
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console

from zombie_table.content.folder import GameFolder
from zombie_table.content.library import Library, LoadedFile
from zombie_table.content.loader import ContentError, ContentLoadError, parse_yaml, read_content
from zombie_table.content.missions import Mission, order_key
from zombie_table.kernel.words import plural

PIPE_WIDTH = 120
"""Output width when stdout is not a terminal (a pipe, a file, a test)."""

_KIND_MISSION = re.compile(r"^kind:\s*['\"]?mission['\"]?\s*(#.*)?$", re.MULTILINE)


class CommandError(Exception):
    """A command failed: the message goes to stderr and the exit status is 1."""


class UsageError(Exception):
    """The arguments do not make sense together: shown with the command's usage, exit status 2."""


def console(stderr: bool = False) -> Console:
    """A console on stdout (or stderr) that never reads markup from content and stays 120 wide in pipes."""
    stream = sys.stderr if stderr else sys.stdout
    width = None if stream.isatty() else PIPE_WIDTH
    return Console(file=stream, width=width, markup=False, highlight=False, emoji=False)


def content_path(text: str) -> Path:
    """argparse type of --content: an existing file or folder."""
    path = Path(text).expanduser()
    if not path.exists():
        raise argparse.ArgumentTypeError(f"{text}: no such file or folder")
    return path


def load_library(args: argparse.Namespace) -> Library:
    return Library.load(extra=list(args.content))


def game_content(folder: GameFolder, library: Library) -> Any:
    """A game's content as the library plays it (shipped, the user's, --content), or a CommandError
    listing every file that cannot be loaded as file:line:col."""
    try:
        return folder.of(library)
    except ContentLoadError as exc:
        raise CommandError(f"the {folder.name} content cannot be loaded:\n{exc}") from None


def by_similarity(query: str, names: Iterable[str]) -> list[str]:
    """All `names`, the closest to `query` first."""
    return sorted(names, key=lambda name: (-difflib.SequenceMatcher(None, query.lower(), name.lower()).ratio(), name))


def unknown(what: str, query: str, names: Iterable[str]) -> CommandError:
    known = by_similarity(query, names)
    listing = ", ".join(known) if known else "none"
    return CommandError(f"unknown {what} {query!r}; known {what}s, closest first: {listing}")


def span(pair: tuple[int, int]) -> str:
    """(1, 6) as '1–6', (2, 2) as '2'."""
    return str(pair[0]) if pair[0] == pair[1] else f"{pair[0]}–{pair[1]}"


mission_sort_key = order_key


@dataclass(frozen=True)
class BrokenMission:
    """A mission file that did not load, with what could be read of it."""

    path: Path
    id: str | None
    setting: str | None
    game: str | None  # the game whose kind it says it is (else whose folder it is in), if one
    error: ContentError


def _peek(path: Path) -> tuple[dict[object, object], str]:
    """The file's top-level mapping (empty when it cannot be parsed) and its text."""
    try:
        text = read_content(path)
    except ContentLoadError:
        return {}, ""
    try:
        data, _ = parse_yaml(text, str(path))
    except ContentLoadError:
        return {}, text
    return (data if isinstance(data, dict) else {}), text


def broken_missions(library: Library) -> list[BrokenMission]:
    """Broken files that are missions: under a `missions` folder or saying `kind: mission`."""
    out = []
    for loaded in library.broken:
        data, text = _peek(loaded.path)
        if "missions" in loaded.path.parts or data.get("kind") == "mission" or _KIND_MISSION.search(text):
            out.append(_broken(loaded, data))
    return out


def _broken(loaded: LoadedFile, data: dict[object, object]) -> BrokenMission:
    mission_id, setting = data.get("id"), data.get("setting")
    return BrokenMission(
        loaded.path,
        mission_id if isinstance(mission_id, str) else None,
        setting if isinstance(setting, str) else None,
        _game_of(loaded.path, data.get("kind")),
        loaded.errors[0],
    )


def _game_of(path: Path, kind: object) -> str | None:
    """The game a file belongs to: the one with its kind, else the one its folder is named for."""
    from zombie_table.games import registry

    named = kind if isinstance(kind, str) else None  # a hostile file's kind may be a list or a mapping
    return next((g.id for g in registry.games() if named in g.content_kinds()), None) or next(
        (g.id for g in registry.games() if path.parent.name == g.id), None)


def find_mission(library: Library, mission_id: str) -> Mission:
    """The loaded mission, or a CommandError: "mission ID is broken: file:line: …" for a mission
    file that did not load, "unknown mission" (closest first) for an id nobody defines."""
    mission = library.missions.get(mission_id)
    if mission is not None:
        return mission
    for broken in broken_missions(library):
        if broken.id == mission_id:
            raise CommandError(f"mission {mission_id} is broken: {broken.error}")
    raise unknown("mission", mission_id, known_ids(library))


def known_ids(library: Library) -> list[str]:
    """Every id `play`, `show` and `simulate` take: the tile missions and every game's entries."""
    from zombie_table.games import registry

    return [*library.missions, *registry.entries(library)]


def playable_mission(library: Library, mission_id: str) -> Mission:
    """`find_mission`, then the cross-checks `validate` runs (`checks.check_playable`): a mission
    that would crash or hang a game is refused with the same "is broken" message."""
    from zombie_table.games.tilezone.checks import check_playable  # the engine only for the commands that play

    mission = find_mission(library, mission_id)
    problems = check_playable(mission, library)
    if problems:
        more = f" (and {plural(len(problems) - 1, 'more problem')}: zombie-table validate lists them)" if len(problems) > 1 else ""
        raise CommandError(f"mission {mission_id} is broken: {problems[0]}{more}")
    return mission


def think(text: str) -> str:
    """`--think`: the search bot's budget (`bots.search.Budget`), checked as the command starts."""
    from zombie_table.bots.search import Budget

    try:
        Budget.parse(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text
