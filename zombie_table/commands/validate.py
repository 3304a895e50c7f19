"""`zombie-table validate`: every problem in content files, as `file:line:col: field.path: message`."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from zombie_table.commands.common import console, plural
from zombie_table.content.library import Library, LoadedFile
from zombie_table.content.loader import ContentError
from zombie_table.content.missions import Mission
from zombie_table.content.tiles import Tile
from zombie_table.games import registry
from zombie_table.games.tilezone.checks import check_duplicates, check_mission, check_setting_file, check_tile

NAME = "validate"
HELP = "Check content files and their cross-references (all shipped and user content when no PATH is given)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="*", type=Path, metavar="PATH", help="content files or folders to check")


def _targets(library: Library, paths: list[Path] | None) -> list[LoadedFile]:
    """The library's files that lie in `paths` (all of them when None), one per file on disk."""
    wanted = None if paths is None else [p.resolve() for p in paths]
    chosen: dict[Path, LoadedFile] = {}
    for loaded in library.files:
        real = loaded.path.resolve()
        named = Path(os.path.abspath(loaded.path))  # a symlink (even to /dev/zero) counts where it lies
        if wanted is None or any(p == w or w in p.parents for w in wanted for p in (real, named)):
            chosen[real] = loaded
    return list(chosen.values())


def problems_of(loaded: LoadedFile, library: Library) -> list[ContentError]:
    if isinstance(loaded.model, Mission):
        return check_mission(loaded.model, library, loaded.path)
    if isinstance(loaded.model, Tile):
        return check_tile(loaded.model, loaded.path, library)
    if loaded.model is not None:
        return check_setting_file(loaded, library)
    return list(loaded.errors)


def problems_in(targets: list[LoadedFile], library: Library) -> list[ContentError]:
    """Everything `validate` finds in these files of the library: each file's own problems and
    cross-references, duplicates, and each game's checks of its files taken together."""
    problems = [p for loaded in targets for p in problems_of(loaded, library)] + check_duplicates(targets)
    for game in registry.games():  # a game's files checked together (as the library plays them), and its own checks
        files = game.content_folder()
        if files is not None and any(files.holds(loaded.model) for loaded in targets):
            problems += files.problems(library)
        if game.commands is not None:
            problems += game.face().problems(library, [loaded.path for loaded in targets])
    return problems


def run(args: argparse.Namespace) -> int:
    out = console()
    missing = [p for p in args.paths if not p.exists()]
    problems = [ContentError(str(p), 1, 1, "", "no such file or folder") for p in missing]
    present = [p for p in args.paths if p.exists()]
    library = Library.load(extra=[*args.content, *present])
    targets = _targets(library, present if args.paths else None)
    if not targets and not missing:
        problems.append(ContentError(", ".join(map(str, args.paths)) or ".", 1, 1, "", "no content files (*.yaml) found"))
    problems += problems_in(targets, library)
    problems.sort(key=lambda e: (e.file, e.line, e.col))
    for problem in problems:
        out.print(str(problem), soft_wrap=True)
    if problems:
        bad = len({p.file for p in problems})
        out.print(f"{plural(len(problems), 'problem')} in {plural(bad, 'file')} ({len(targets)} checked)", soft_wrap=True)
        return 1
    out.print(f"{plural(len(targets), 'file')} OK", soft_wrap=True)
    return 0
