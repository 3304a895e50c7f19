"""The games the hostile-input tests and the soak throw garbage at, listed in one place (`games`):
each tile-and-zone setting of the shipped library with its missions, and each kernel table
(`tui.screens.tables.TABLES`) with its entries — so a new game is fuzzed without being added here.
When the game registry lands, `games` reads it instead."""

from __future__ import annotations

from functools import cache

from zombie_table.content.library import Library
from zombie_table.tui.screens.tables import faces


@cache
def games() -> dict[str, tuple[str, ...]]:
    """Game name → the ids `play` and `simulate` start it by, in a stable order."""
    library = Library.load(user=False)
    out: dict[str, list[str]] = {}
    for mission in sorted(library.missions.values(), key=lambda m: (len(m.id), m.id)):
        out.setdefault(mission.setting.value, []).append(mission.id)
    for table, face in faces():
        out[table.id] = sorted(face.entries())
    return {name: tuple(out[name]) for name in sorted(out)}


GAMES = {name: ids[0] for name, ids in games().items()}
"""Game name → the first id it starts by (what the short hostile tests play)."""
