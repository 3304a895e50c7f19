"""A mission drawn before play as its set-up leaves it (rules reference §2, §4.4, §8.2): door
openings open but those the mission closes with a door token, its starting mold; and no noise token
laid at set-up (Outpost's set-up lays none: a zone's noise is its survivors and the tokens actions make)."""

from __future__ import annotations

import pytest
from missionkit import library_with
from outpostkit import M0, outpost_game

from zombie_table.cli import main
from zombie_table.content.common import Setting
from zombie_table.content.library import Library
from zombie_table.content.missions import NoiseLevel
from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone.board import Board, EdgeKind
from zombie_table.games.tilezone.settings.outpost.doors import closed, key
from zombie_table.games.tilezone.view.mapart import MapArt
from zombie_table.games.tilezone.view.markers import NOISE, mission_board, mission_overlay

DOOR = {"between": ["03V:b", "03V:x"]}
MISSION = dict(layout=M0, start=["03V:x"], doors=[DOOR], tokens=[{"kind": "mold", "zone": "01R:x"}])


def drawn(library: Library, mission_id: str) -> Board:
    mission = library.missions[mission_id]
    return mission_board(mission, Board.from_mission(mission, lambda t: library.tile(mission.setting, t)))


def test_the_drawing_has_the_games_doors_and_mold() -> None:  # §4.4, §8.2
    game = outpost_game(**MISSION)
    board = drawn(library_with(id="outpost-m90", setting="outpost", **MISSION), "outpost-m90")
    doors = {pair for pair in board.door_pairs}
    assert {(tuple(sorted(p)), board.neighbours[min(p)][max(p)]) for p in doors} == \
           {(tuple(sorted(p)), game.board.neighbours[min(p)][max(p)]) for p in doors}
    assert board.neighbours["03V:b"]["03V:x"] is EdgeKind.door_closed
    assert sum(board.neighbours[min(p)][max(p)] is EdgeKind.door_open for p in doors) == len(doors) - 1
    assert board.zones["01R:x"].kind is ZoneKind.room  # active mold counts as a room, as in the game


def test_show_draws_the_missions_doors(capsys: pytest.CaptureFixture[str]) -> None:
    library = Library.load(user=False)
    printed = library.missions["outpost-m0"]
    art = [line.plain for line in MapArt(drawn(library, "outpost-m0")).lines(None)]
    assert main(["show", "outpost-m0"]) in (0, None)
    out = capsys.readouterr().out
    assert all(line in out for line in art if "═" in line or "╌" in line)  # the rows of door openings, drawn as set up
    board = drawn(library, "outpost-m0")
    shut = [p for p in board.door_pairs if board.neighbours[min(p)][max(p)] is EdgeKind.door_closed]
    assert len(shut) == len(printed.doors) and "═" in out and "╌" in out  # the mission's closed doors, the other openings open


def test_no_noise_token_at_set_up() -> None:  # §2
    game = outpost_game(**MISSION)
    assert game.state.noise["zone"] == ""
    assert not game.state.tokens.get("noise")
    library = Library.load(user=False)
    assert library.setting(Setting.outpost).rules.start_noise is False
    mission = library.missions["outpost-m0"]
    board = Board.from_mission(mission, lambda t: library.tile(mission.setting, t))
    overlay, _ = mission_overlay(mission, board, start_noise=False)
    assert not any(m in NOISE.values() for ms in overlay.values() for m in ms)
    overlay, _ = mission_overlay(mission, board)  # a setting that lays one (Frontier's Bang!) draws it
    assert NOISE[NoiseLevel.bang] in overlay[board.resolve(mission.start[0])]


def _door_glyphs(art: MapArt, pair: frozenset[str]) -> set[tuple[str, str]]:
    """The glyphs and styles drawn between the cells of the two zones of a door opening."""
    board, out = art.board, set()
    for a, b in board._doors[pair]:  # the printed door's cell edges
        (ra, ca), (rb, cb) = a, b
        if ra == rb:  # side by side: the vertical line between them
            y0, _, x0, _ = art.cell_box((ra, max(ca, cb)))
            out |= {(art._chars[y][x0 - 1], art._styles[y][x0 - 1]) for y in range(y0, y0 + art.ch - 1)}
        else:
            y0, _, x0, x1 = art.cell_box((max(ra, rb), ca))
            out |= {(art._chars[y0 - 1][x], art._styles[y0 - 1][x]) for x in range(x0, x1)}
    return out


def test_a_coloured_door_is_drawn_in_its_colour_before_and_during_play() -> None:  # §4.4
    green = {**DOOR, "color": "green"}
    mission = {**MISSION, "doors": [green], "rules": [{"kind": "open_coloured_doors"}]}
    pair = frozenset(DOOR["between"])
    shown = MapArt(drawn(library_with(id="outpost-m90", setting="outpost", **mission), "outpost-m90"))
    assert _door_glyphs(shown, pair) and _door_glyphs(shown, pair) <= {("╍", "bold green"), ("╏", "bold green")}
    assert ("╍", "green door (closed)", "bold green") in shown.legend_entries()
    game = outpost_game(**mission)
    assert _door_glyphs(MapArt(game.board), pair) == _door_glyphs(shown, pair)
    del closed(game)[key(*DOOR["between"])]
    game.rebuild_board()
    assert {glyph for glyph, _ in _door_glyphs(MapArt(game.board), pair)} in ({"╌"}, {"╎"})  # open: a plain open door


def test_a_neutral_door_keeps_the_plain_look() -> None:
    shown = MapArt(drawn(library_with(id="outpost-m90", setting="outpost", **MISSION), "outpost-m90"))
    assert {glyph for glyph, _ in _door_glyphs(shown, frozenset(DOOR["between"]))} in ({"═"}, {"║"})
    assert not [e for e in shown.legend_entries() if "green" in e[1] or "sealed" in e[1]]
