"""The games the hostile-input tests throw garbage at: one entry of each game the registries know —
the first mission of each tile-and-zone setting in the shipped library, and the first entry of each
kernel table (`tui.screens.tables.TABLES`) — so a new game is fuzzed without being added here."""

from __future__ import annotations

from zombie_table.content.library import Library
from zombie_table.tui.screens.tables import faces


def game_entries() -> dict[str, str]:
    """Game name → the id `play` starts it by."""
    library = Library.load(user=False)
    out: dict[str, str] = {}
    for mission in sorted(library.missions.values(), key=lambda m: m.id):
        out.setdefault(mission.setting.value, mission.id)
    for table, face in faces():
        out[table.id] = sorted(face.entries(library))[0]
    return out


GAMES = game_entries()
