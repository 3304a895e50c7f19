"""The games the hostile-input tests and the soak throw garbage at, listed in one place (`games`):
each tile-and-zone setting of the shipped library with its missions, and each other registered game
(`games/registry.py`) with its entries — so a new game is fuzzed without being added here."""

from __future__ import annotations

from functools import cache

from zombie_table.content.library import Library
from zombie_table.games import registry


@cache
def games() -> dict[str, tuple[str, ...]]:
    """Game name → the ids `play` and `simulate` start it by, in a stable order."""
    library = Library.load(user=False)
    out: dict[str, list[str]] = {}
    for mission in sorted(library.missions.values(), key=lambda m: (len(m.id), m.id)):
        out.setdefault(mission.setting.value, []).append(mission.id)
    for game, face in registry.with_faces():
        out[game.id] = sorted(entry.id for entry in registry.distinct(face.entries(library)))
    return {name: tuple(out[name]) for name in sorted(out)}


GAMES = {name: ids[0] for name, ids in games().items()}
"""Game name → the first id it starts by (what the short hostile tests play)."""
