"""A mission's map as its set-up leaves it, with its set-up markers: what `show` prints, and the
small picture a run's report keeps of each mission."""

from __future__ import annotations

from zombie_table.content.library import Library
from zombie_table.content.missions import Mission
from zombie_table.games.tilezone.board import Board
from zombie_table.games.tilezone.checks import class_names, zombie_types
from zombie_table.games.tilezone.view.mapart import Marker, MapArt
from zombie_table.games.tilezone.view.markers import mission_board, mission_overlay

SMALL = {"cell_w": 4, "cell_h": 1}
"""A zone cell's size in the small picture: one line, room for a marker or two."""


def mission_art(mission: Mission, library: Library, *, labels: bool = False, cell_w: int | None = None,
                cell_h: int | None = None) -> tuple[MapArt, dict[str, list[Marker]], list[str]]:
    """The drawable map, its markers by zone, and the mission's zone references that name no zone.
    Raises BoardError when the layout cannot be laid."""
    board = mission_board(mission, Board.from_mission(mission, lambda tile_id: library.tile(mission.setting, tile_id)))
    overlay, unresolved = mission_overlay(mission, board, zombie_types(library, mission.setting),
                                          class_names(library, mission.setting),
                                          library.setting(mission.setting).rules.start_noise)
    cells = {k: v for k, v in (("cell_w", cell_w), ("cell_h", cell_h)) if v is not None}
    return MapArt(board, labels=labels, **cells), overlay, unresolved


def small_map(mission: Mission, library: Library) -> list[str]:
    """The mission drawn small in plain text, its legend last."""
    art, overlay, _ = mission_art(mission, library, **SMALL)
    return [line.plain for line in art.lines(overlay)] + [art.legend(overlay).plain]
