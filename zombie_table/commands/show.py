"""`zombie-table show`: a mission's map, briefing, objectives and rules, or a single tile's map; an
entry of another game as its game shows it (`games/registry.py`)."""

from __future__ import annotations

import argparse

from rich.console import Console
from rich.text import Text

from zombie_table.commands.common import CommandError, UsageError, console, find_mission, load_library, span, unknown
from zombie_table.content.common import Setting
from zombie_table.content.library import Library
from zombie_table.content.tiles import Tile
from zombie_table.games import registry
from zombie_table.games.tilezone.board import BoardError
from zombie_table.games.tilezone.checks import broken_parts, single_tile_board
from zombie_table.games.tilezone.view.mapart import MapArt, Overlay
from zombie_table.games.tilezone.view.missionmap import mission_art

NAME = "show"
HELP = "Show a mission (map, briefing, objectives, special rules) or, with --tile, one tile's map."

ROTATIONS = (0, 90, 180, 270)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("mission", nargs="?", metavar="MISSION_ID", help="a mission id, e.g. frontier-m0")
    parser.add_argument("--tile", metavar="ID", help="show this tile face instead, e.g. 2R")
    parser.add_argument("--setting", choices=[s.value for s in Setting], help="the tile's setting (default frontier)")
    parser.add_argument("--rotation", type=int, choices=ROTATIONS, help="turn the tile clockwise (default 0)")
    parser.add_argument("--labels", action="store_true", help="label a mission's zones and tiles")


def run(args: argparse.Namespace) -> int:
    if (args.mission is None) == (args.tile is None):
        raise UsageError("give either a MISSION_ID or --tile ID")
    if args.mission is not None and (args.setting or args.rotation is not None):
        raise UsageError("--setting and --rotation go with --tile")
    library = load_library(args)
    out = console()
    found = None if args.mission is None else registry.entry_of(library, args.mission)
    if args.tile is not None:
        _show_tile(out, library, Setting(args.setting or Setting.frontier.value), args.tile, args.rotation or 0)
    elif found is not None:
        found[1].show(found[2], library, out)
    else:
        _show_mission(out, library, args.mission, args.labels)
    return 0


def _print_map(out: Console, art: MapArt, overlay: Overlay | None) -> None:
    for line in art.lines(overlay):
        out.print(line, crop=out.is_terminal)
    out.print(art.legend(overlay))


def _heading(out: Console, title: str) -> None:
    out.print()
    out.print(Text(title, style="bold underline"))


def _show_mission(out: Console, library: Library, mission_id: str, labels: bool) -> None:
    mission = find_mission(library, mission_id)
    try:
        art, overlay, unresolved = mission_art(mission, library, labels=labels)
    except BoardError as exc:
        raise CommandError(f"cannot lay out {mission.id}: {exc}") from None
    for error in broken_parts(mission, library):
        console(stderr=True).print(f"warning: {mission.id} cannot be played while a file it uses does not load: {error}",
                                   soft_wrap=True, markup=False)
    if unresolved:
        console(stderr=True).print(
            f"warning: {mission.id} places pieces in zones that do not exist: {', '.join(unresolved)} "
            "(zombie-table validate lists every problem)",
            soft_wrap=True,
        )
    out.print(Text.assemble((mission.title, "bold"), "  ", (mission.id, "dim")))
    out.print(
        f"{mission.setting.value} · {mission.difficulty.value.replace('_', ' ')} · {span(mission.players)} player{'s' * (mission.players != (1, 1))}"
        f" · {span(mission.survivors)} survivor{'s' * (mission.survivors != (1, 1))} · about {mission.duration} min"
    )
    out.print()
    out.print(mission.briefing.strip())
    out.print()
    _print_map(out, art, overlay)
    _heading(out, "Objectives")
    for k, text in enumerate(mission.objectives_text, 1):
        out.print(f"{k}. {text}")
    if mission.special_rules_text:
        _heading(out, "Special rules")
        for text in mission.special_rules_text:
            out.print(f"• {text}")
    if mission.forbidden_classes:
        _heading(out, "Not allowed")
        out.print(library.setting(mission.setting).rules.class_names(mission.forbidden_classes))
    _heading(out, "Tiles")
    for r, c, tile_id, rotation in mission.slots():
        turned = f", turned {rotation}° clockwise" if rotation else ""
        out.print(f"{tile_id} at row {r + 1}, column {c + 1}{turned}")


def _show_tile(out: Console, library: Library, setting: Setting, tile_id: str, rotation: int) -> None:
    tile = library.tile(setting, tile_id)
    if tile is None:
        raise unknown(f"{setting.value} tile", tile_id, [t for s, t in library.tiles if s == setting])
    try:
        board = single_tile_board(tile, rotation)
    except BoardError as exc:
        raise CommandError(str(exc)) from None
    turned = f" · turned {rotation}° clockwise" if rotation else ""
    name = f" · {tile.name}" if tile.name else ""
    flip = f" · other face {tile.flip}" if tile.flip else ""
    out.print(Text.assemble((f"Tile {tile.id}", "bold"), f" · {setting.value}{name}{turned}{flip}"))
    out.print()
    _print_map(out, MapArt(board, labels=True), None)
    _heading(out, "Zones")
    for label in tile.zones:
        out.print(_zone_line(tile, label))
    for title, passages in (("Openings", tile.openings), ("Doors", tile.doors), ("Stairs", tile.stairs)):
        if passages:
            _heading(out, title)
            out.print(", ".join(passages))


def _zone_line(tile: Tile, label: str) -> str:
    spec = tile.zones[label]
    parts = [f"{label}: {spec.kind.value}"]
    if spec.name:
        parts.append(spec.name)
    if spec.building and spec.building != label:
        parts.append(f"building {spec.building}")
    if spec.features:
        parts.append(", ".join(f.value.replace("_", " ") for f in spec.features))
    if spec.continues:
        parts.append("continues " + "".join(s.value for s in spec.continues))
    if spec.spans:
        parts.append(f"over {', '.join(spec.spans)}, stairs from {spec.stairs}")
    return " · ".join(parts)
