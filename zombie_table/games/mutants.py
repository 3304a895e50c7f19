"""How a hostile content file is judged: a mutant of one of a game's shipped files, laid over the
shipped library, goes through what the commands do with content — loaded (`Library`), listed
(`missions`), checked (`validate`), drawn (`show`) and, when the checks let it through, set up and
played by the random bot (`play`, `simulate`). Each registered game names its judge
(`Registered.judge`); `through_face` judges a game through its command face alone, so a game with a
face is judged without code of its own. The content fuzz (`benchmarks/fuzz.py`,
tests/test_content_fuzz.py) calls the judges; an exception escaping one is the finding.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import TYPE_CHECKING, Any

from zombie_table.content.library import Library, LoadedFile
from zombie_table.content.loader import ContentLoadError, load_file

if TYPE_CHECKING:
    from zombie_table.games.registry import Registered

OUTCOMES = ("refused by the loader", "refused by validate", "valid, not played", "valid, refused by play", "valid, played")
"""Every way a mutant may end; anything else (an exception, a broken game) is a failure."""


class BrokenGame(Exception):
    """A game of valid content broke while played (an exception in it, or a broken invariant)."""


def laid_over(base: Library, path: Path) -> tuple[Library, LoadedFile]:
    """The library `base` with the file at `path` loaded last (it wins over the shipped file of its id
    or kind), and that file."""
    loaded = LoadedFile(path, "extra")
    try:
        loaded.model = load_file(path)
    except ContentLoadError as exc:
        loaded.errors = exc.errors
    return Library([*base.files, loaded]), loaded


def sink() -> Any:
    """A console that keeps what `show` draws to itself."""
    from rich.console import Console

    return Console(file=io.StringIO(), width=120, markup=False, highlight=False)


def through_face(game: Registered, path: Path, base: Library, seed: int) -> tuple[str, str]:
    """A mutant of one of `game`'s files, judged through its command face: `missions` and `validate`
    as the commands run them, `show` of an entry (the mutant's own, else one chosen by `seed`), and a
    `simulate ENTRY --bot random --games 1 --check` of it."""
    import random

    from zombie_table.cli import build_parser
    from zombie_table.commands.common import CommandError, UsageError, broken_missions
    from zombie_table.commands.validate import problems_in
    from zombie_table.games import registry
    from zombie_table.games.entries import Entry

    library, loaded = laid_over(base, path)
    broken_missions(library)  # `missions`
    registry.listed(library)
    problems = problems_in([loaded], library)  # `validate`
    if loaded.model is None:
        return "refused by the loader", str(loaded.errors[0])
    face = game.face()
    entries = registry.distinct(face.entries(library))
    own = [e for e in entries if isinstance(loaded.model, Entry) and e.id == loaded.model.id]
    chosen = own or random.Random(seed).sample(entries, min(1, len(entries)))
    outcome, detail = ("refused by validate", str(problems[0])) if problems else ("valid, not played", "")
    for entry in chosen:
        try:
            face.show(entry, library, sink())
        except CommandError:
            pass
        args = build_parser("simulate").parse_args(["simulate", entry.id, "--bot", "random", "--games", "1", "--seed",
                                                    str(seed), "--jobs", "1", "--check", "--json"])
        try:
            report = face.simulate(args, entry, library)
        except (CommandError, UsageError) as exc:
            if not problems:
                outcome, detail = "valid, refused by play", str(exc)
            continue
        if report.get("broken"):
            raise BrokenGame(f"{entry.id}: {report['broken'][0]['message']}")
        if not problems:
            outcome, detail = "valid, played", f"{entry.id}: {report.get('mean_decisions', '?')} decisions"
    return outcome, detail
