"""The map of a generated mission: a grid of the setting's own tiles, each physical tile once (one of
its faces), turned at random, kept only if its openings join into one map."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from zombie_table.content.tiles import OPEN_GROUND, Tile
from zombie_table.games.tilezone.board import Board, BoardError

ATTEMPTS = 400
"""Grids tried before giving up: at 2x2 and 3x3 a joined map turns up within a few dozen."""

ROTATIONS = (0, 90, 180, 270)


class LayoutError(ValueError):
    """The setting's tiles cannot make a joined map of that size."""


@dataclass(frozen=True)
class Layout:
    """A joined map: the layout rows as a mission writes them, and the board they make; `strip`:
    its first row is a strip of long tiles."""

    rows: list[list[str]]
    board: Board
    strip: bool = False


def physical_tiles(tiles: list[Tile]) -> list[list[Tile]]:
    """The setting's tiles grouped by the cardboard they are printed on (a face and its flip side),
    of the size most tiles have, so any of them fills any slot of the grid."""
    size = Counter((t.height, t.width) for t in tiles).most_common(1)[0][0]
    square = {t.id: t for t in tiles if (t.height, t.width) == size and t.height == t.width}
    seen: set[str] = set()
    groups: list[list[Tile]] = []
    for tile_id in sorted(square):
        if tile_id in seen:
            continue
        faces = [square[f] for f in (tile_id, square[tile_id].flip) if f in square]
        seen.update(t.id for t in faces)
        groups.append(faces)
    return groups


def joined(board: Board) -> bool:
    """Every stretch of open ground is one: from any street zone every other street zone and at least
    one zone of every tile can be reached (doors open, stairs and ladders climbed)."""
    ground = [z for z, zone in board.zones.items() if zone.kind in OPEN_GROUND]
    if not ground:
        return False
    reached = set(steps_from(board, ground[0]))
    tiles = {zone.tile for zone in board.zones.values()}
    return set(ground) <= reached and tiles == {board.zones[z].tile for z in reached}


def steps_from(board: Board, source: str, roads_only: bool = False) -> dict[str, int]:
    """Each zone reachable from `source` with its distance in Moves, through closed doors too (a
    generated mission may be won only by opening them); `roads_only`: over open ground alone, no
    room and no door (the way a vehicle rolls)."""
    distance, frontier = {source: 0}, [source]
    while frontier:
        nearer = frontier
        frontier = []
        for zone in nearer:
            for step in board.exits(zone, through_closed_doors=not roads_only):
                if step not in distance and (not roads_only or board.zones[step].kind in OPEN_GROUND):
                    distance[step] = distance[zone] + 1
                    frontier.append(step)
    return distance


def lay_out(tiles: list[Tile], rows: int, cols: int, rng: random.Random, strip: tuple[Tile, ...] = ()) -> Layout:
    """A joined `rows` x `cols` map drawn from `tiles` with `rng` (the map's own stream), below a
    `strip` of long tiles (one a column, unturned) when one is given."""
    groups = physical_tiles(tiles)
    if len(groups) < rows * cols:
        raise LayoutError(f"a {rows}x{cols} map needs {rows * cols} tiles; the setting has {len(groups)}")
    if strip and len(strip) != cols:
        raise LayoutError(f"a strip of {len(strip)} tiles does not span {cols} columns")
    side = groups[0][0].height
    top = strip[0].height if strip else 0
    head = [(tile, 0, (0, side * c)) for c, tile in enumerate(strip)]
    for _ in range(ATTEMPTS):
        picked = [(rng.choice(faces), rng.choice(ROTATIONS)) for faces in rng.sample(groups, rows * cols)]
        placed = [(tile, rot, (top + side * (i // cols), side * (i % cols))) for i, (tile, rot) in enumerate(picked)]
        try:
            board = Board(head + placed, top + side * rows, side * cols)
        except BoardError:
            continue
        if joined(board):
            names = [f"{tile.id}@{rot}" if rot else tile.id for tile, rot in picked]
            town = [names[r * cols:(r + 1) * cols] for r in range(rows)]
            return Layout(([[t.id for t in strip]] if strip else []) + town, board, bool(strip))
    raise LayoutError(f"no joined {rows}x{cols} map found in {ATTEMPTS} tries")
