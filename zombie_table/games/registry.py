"""The games zombie_table plays, found by package as the tile-and-zone settings are: a package
`games/<id>/` with a module `registered` declaring `GAME` is a game. Commands, bots and the TUI shell
iterate `games()` and never name one; adding a game touches its own package (and its screen).

A registration is cheap to import (names and dotted references only: the TUI's menu lists the games
before any engine loads); its content schemas, its folder and its command face (what plays, prints
and saves) are imported on first use. Textual-free: a game's screen is named by module (`screen`).
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, cast

if TYPE_CHECKING:
    import argparse

    from pydantic import BaseModel
    from rich.console import Console

    from zombie_table.content.folder import GameFolder
    from zombie_table.games.entries import Entry
    from zombie_table.content.library import Library
    from zombie_table.content.loader import ContentError

POLICIES = {"greedy": "plays to win, one choice ahead", "search": "looks a round ahead, slower",
            "random": "any legal choice"}
"""The bot policies every game seats, by name (each game builds them as its own bots), and what each does."""

PACKAGES = ["zombie_table.games"]
"""Where games are looked for: each package's sub-packages (a test adds one holding a throw-away game)."""


class Commands(Protocol):
    """What a game's command face offers the commands (`play`, `simulate`, `replay`, `show`, `cards`,
    `survivors`, `validate`): each takes the parsed arguments or the library, never a game's name."""

    SAVE_VERSION: int  # the version its saves are written with

    def entries(self, library: "Library") -> dict[str, Entry]:
        """Its playable entries in the library, by id (every name `play` takes, aliases too), in the order
        lists show them."""
        ...

    def holds_save(self, path: Path) -> bool: ...

    def play(self, args: argparse.Namespace, entry: Entry | None, library: "Library") -> int:
        """`play ENTRY`, or (entry None) `play --load SAVE` of one of its saves, on the library's content."""
        ...

    def simulate(self, args: argparse.Namespace, entry: Entry, library: "Library") -> dict[str, Any]:
        """A batch of bot games of the entry on the library's content, as `simulate`'s arguments say:
        its report (with `broken`)."""
        ...

    def print_report(self, report: dict[str, Any], args: argparse.Namespace) -> None: ...

    def headline(self, report: dict[str, Any]) -> tuple[str, int, int]:
        """The one win rate a batch's report is compared by (`simulate --compare`): what it counts, the
        games that count as won, and the games played."""
        ...

    def replay(self, args: argparse.Namespace, library: "Library") -> int: ...

    def show(self, entry: Entry, library: "Library", out: "Console") -> None: ...

    def cards(self, library: "Library") -> list[dict[str, Any]]:
        """Its cards as records: `deck`, `name`, `count` and a line of `text`."""
        ...

    def survivors(self, library: "Library") -> list[dict[str, Any]]:
        """Its survivors as records: `id`, `name`, `role` and a line of `text`."""
        ...

    def problems(self, library: "Library", files: list[Path]) -> list["ContentError"]:
        """What `validate` adds for these files of the game's (cross-checks one file cannot make)."""
        ...


@dataclass(frozen=True)
class Registered:
    """One game as every command knows it."""

    id: str  # its package's name, its ruleset's name and the `game` of its entries
    name: str
    blurb: str
    kinds: str  # "module:NAME" of the content file kinds it adds to the loader (kind -> schema), its entries' too
    folder: str | None = None  # "module:NAME" of its content folder of files loaded together (`assets/<id>/`)
    commands: str | None = None  # the module of its command face (`Commands`); None: the tile family's, in commands/
    protocol: str | None = None  # the module of its part of the bot protocol (`games/protocol.Face`); None: its observer's view as it is
    screen: str | None = None  # the TUI module declaring its screen's `FACE`
    menu_key: str = ""  # its letter on the TUI's main menu
    tag: str = ""  # its entries' mark in the mission browser
    judge: str = "zombie_table.games.mutants:through_face"  # "module:NAME" judging a hostile file of its (`games/mutants.py`)

    def content_kinds(self) -> dict[str, type[BaseModel]]:
        return cast("dict[str, type[BaseModel]]", _resolve(self.kinds))

    def content_folder(self) -> GameFolder | None:
        return None if self.folder is None else cast("GameFolder", _resolve(self.folder))

    def content_files(self) -> list[Path]:
        """Its shipped content files (under `missions/` and `assets/`): each one whose `kind` is one of
        its kinds. What the content fuzz mutates, so a new game's files are fuzzed as they ship."""
        from zombie_table.content.library import content_files, shipped_root
        from zombie_table.content.loader import declared_kind

        kinds = self.content_kinds()
        return [p for folder in ("missions", "assets") for p in content_files(shipped_root() / folder)
                if declared_kind(p) in kinds]

    def judged(self, path: Path, base: "Library", seed: int) -> tuple[str, str]:
        """What the commands make of the content file at `path` laid over the `base` library: one of
        `games.mutants.OUTCOMES` and a line saying why; an exception is a finding."""
        return cast("tuple[str, str]", _resolve(self.judge)(self, path, base, seed))

    def face(self) -> Commands:
        if self.commands is None:
            raise LookupError(f"{self.name} has no command face of its own")
        return cast(Commands, importlib.import_module(self.commands))


def _resolve(reference: str) -> Any:
    module, _, name = reference.partition(":")
    return getattr(importlib.import_module(module), name)


@cache
def games() -> tuple[Registered, ...]:
    """Every registered game, in package order (`tilezone` first: its settings' missions lead every list)."""
    found: list[Registered] = []
    for root in PACKAGES:
        package = importlib.import_module(root)
        for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: (i.name != "tilezone", i.name)):
            if info.ispkg and importlib.util.find_spec(f"{root}.{info.name}.registered") is not None:
                found.append(importlib.import_module(f"{root}.{info.name}.registered").GAME)
    return tuple(found)


def game(game_id: str) -> Registered:
    for g in games():
        if g.id == game_id:
            return g
    raise LookupError(f"no game {game_id!r}; known: {', '.join(g.id for g in games())}")


def with_faces() -> list[tuple[Registered, Commands]]:
    """The games with a command face of their own (every game but the tile family, whose commands are
    the commands' own)."""
    return [(g, g.face()) for g in games() if g.commands is not None]


def forget() -> None:
    """Look for the games again (after a test adds a package to PACKAGES)."""
    from zombie_table.games.glance import glances

    games.cache_clear()
    content_kinds.cache_clear()
    glances.cache_clear()


@cache
def content_kinds() -> dict[str, type[BaseModel]]:
    """Every content file kind of every game: what the loader reads."""
    out: dict[str, type[BaseModel]] = {}
    for g in games():
        out.update(g.content_kinds())
    return out


def entries(library: "Library") -> dict[str, tuple[Registered, Entry]]:
    """Every entry of every game with a face of its own, by each name `play` takes (aliases too)."""
    return {name: (g, e) for g, face in with_faces() for name, e in face.entries(library).items()}


def entry_of(library: "Library", name: str | None) -> tuple[Registered, Commands, Entry] | None:
    """The game, its face and the entry that `name` means, if one of them has it. The game is found
    from the entry files themselves (their id, aliases and game), so a tile mission's id imports no
    game's face and loads no game's content; only the chosen game's face is imported."""
    owner = _owner_of(library, name or "")
    if owner is None:
        return None
    face = owner.face()
    found = face.entries(library).get(name or "")
    return None if found is None else (owner, face, found)


def _owner_of(library: "Library", name: str) -> Registered | None:
    """The game of the entry file whose id is `name` (the last loaded wins), else of the first whose
    aliases hold it."""
    from zombie_table.games.entries import Entry

    files = library.models(Entry)
    by_id = [e for e in files if e.id == name]
    chosen = by_id[-1] if by_id else next((e for e in files if name in e.aliases), None)
    return None if chosen is None else next((g for g in games() if g.id == chosen.game and g.commands is not None), None)


def save_of(path: Path) -> tuple[Registered, Commands] | None:
    """The game whose save `path` says it is, among the games with a face of their own."""
    return next(((g, face) for g, face in with_faces() if face.holds_save(path)), None)


def listed(library: "Library") -> list[Entry]:
    """Each game's entries once (no alias twice), in game order, then by id."""
    return [e for _, face in with_faces() for e in distinct(face.entries(library))]


def distinct(found: dict[str, Entry]) -> list[Entry]:
    """Entries by every name they are known by, each once, in the game's order."""
    return list({e.id: e for e in found.values()}.values())
