"""The map follows the action on a big board (frontier-m7): the active survivor at each turn start and
after Continue, the targets when they are offered, each step of the zombies' phase playback; the
player moving the cursor is never pulled back between those moments. The overview (`z`) fits every
shipped mission whole at 120×40, 100×30 and 80×24 (at half height where the map is taller than the room), and the view's edges count the survivors and zombies out of view.
A redraw draws only the lines whose markers changed, and they are those a fresh drawing gives."""

from __future__ import annotations

from pathlib import Path

import pytest

from zombie_table.bots.runner import default_team
from zombie_table.content.library import Library
from zombie_table.games.tilezone.board import Board
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.setup import new_game
from zombie_table.games.tilezone.view.mapart import UNDER, Marker
from zombie_table.games.tilezone.view.markers import objective_marker
from zombie_table.games.tilezone.view.overview import HALF, OVERVIEW_W, Overview
from zombie_table.tui import camera
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.camera import Piece
from zombie_table.tui.screens.game import GameScreen
from zombie_table.tui.screens.modals import ChoiceModal, ConfirmModal
from zombie_table.tui.widgets.map_view import OVERVIEW, MapView, StripMaker
from pilotkit import wait_for

SIZE = (120, 40)
TEAM = [("bo_tanner", "Ann"), ("ruth_calloway", "Ann"), ("wes_holloway", "Ann"), ("silas_crowe", "Ann")]





def set_up(game: Game, turns_ended: int = 0) -> Game:
    """The usual set-up answers; then `turns_ended` survivors end their turns (the next in line acts)."""
    while game.decision.kind != "act":
        game.apply(0)
    for _ in range(turns_ended):
        game.apply(next(a.key for a in game.legal_actions() if a.kind == "end_turn"))
        while game.decision.kind != "act":
            game.apply(0)
    return game


def view_of(map_view: MapView) -> camera.Box:
    region = map_view.scrollable_content_region
    x, y = int(map_view.scroll_x), int(map_view.scroll_y)
    return x, y, x + region.width, y + region.height


def in_view(map_view: MapView, zone: str) -> bool:
    box = map_view.zone_box(zone)
    assert box is not None, zone
    return camera.contains(view_of(map_view), box)


def shown_at_origin(map_view: MapView, zone: str) -> bool:
    """Would `zone` be in view with the map unscrolled (where a view that does not follow stays)?"""
    x0, y0, x1, y1 = view_of(map_view)
    box = map_view.zone_box(zone)
    assert box is not None
    return camera.contains((0, 0, x1 - x0, y1 - y0), box)


def active_zone(game: Game) -> str:
    zone = game.survivor(game.decision.survivor or game.state.active).zone
    assert zone is not None
    return zone


async def open_game(pilot, app: ZombieTableApp) -> tuple[GameScreen, MapView]:
    await wait_for(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack), "the game screen")
    screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
    map_view = screen.query_one(MapView)
    await wait_for(pilot, lambda: map_view.scrollable_content_region.width > 0, "the map laid out")
    await pilot.pause()
    return screen, map_view


def edge_text(map_view: MapView) -> str:
    """The labels on the view's edges, as text."""
    return " | ".join("".join(text for text, _ in label.parts) for row in map_view._edge_labels().values() for label in row)


# ---------------------------------------------------------------------- the follow camera
async def test_the_view_follows_turn_starts_and_continue_but_not_the_players_cursor(library: Library, saves_dir: Path) -> None:
    game = set_up(new_game(library, "frontier-m7", TEAM, 5))
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        screen, map_view = await open_game(pilot, app)
        first = active_zone(game)
        assert not shown_at_origin(map_view, first), "the test needs a survivor off the unscrolled view"
        assert in_view(map_view, first) and map_view.cursor_zone == first

        for key in ["left"] * 12 + ["j"] * 10:  # the player looks round by hand
            await pilot.press(key)
        looked = (view_of(map_view), map_view.cursor)
        assert not in_view(map_view, first)
        await pilot.press("v", "v", "a")  # look mode on and off, the action list opened ...
        await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "the action list")
        await pilot.press("escape")  # ... and closed: the board is redrawn, the view stays the player's
        await pilot.pause()
        assert (view_of(map_view), map_view.cursor) == looked

        await pilot.press("e")  # Bo ends his turn; the next in line is chosen; the view goes to them
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmModal), "the end-turn question")
        await pilot.press("y")
        await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "who acts next")
        options = [c for c in app.screen.choices if not c.header]
        pick = next(k for k, c in enumerate(options) if "Ruth" in str(c.label))
        await pilot.press(*["down"] * pick, "enter")
        await wait_for(pilot, lambda: game.decision.kind == "act" and game.decision.survivor == "ruth_calloway", "Ruth's turn")
        await pilot.pause()
        ruth = active_zone(game)
        assert not shown_at_origin(map_view, ruth)
        assert in_view(map_view, ruth) and map_view.cursor_zone == ruth

    again = ZombieTableApp(library)  # Continue: the saved game opens on Ruth's turn, in view
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("c")
        screen, map_view = await open_game(pilot, again)
        assert screen.session.game.decision.survivor == "ruth_calloway"
        assert in_view(map_view, ruth) and map_view.cursor_zone == ruth


async def test_offered_targets_are_brought_into_view(library: Library, saves_dir: Path) -> None:
    game = set_up(new_game(library, "frontier-m7", TEAM, 5))
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        screen, map_view = await open_game(pilot, app)
        for key in ["left"] * 12 + ["j"] * 12:  # away from the survivor whose turn it is
            await pilot.press(key)
        await pilot.press("m")
        targets = [zone for zone, _ in screen.targets]
        assert len(targets) >= 2
        assert all(in_view(map_view, zone) for zone in targets), "every target in view (they fit)"
        assert map_view.cursor_zone == targets[0]
        assert any("#1" in map_view.render_line(y).text for y in range(map_view.scrollable_content_region.height))


async def test_each_playback_step_is_shown(library: Library, saves_dir: Path) -> None:
    game = set_up(new_game(library, "frontier-m7", TEAM, 5), turns_ended=3)  # the last survivor acts
    app = ZombieTableApp(library, game, playback="step")
    async with app.run_test(size=SIZE) as pilot:
        screen, map_view = await open_game(pilot, app)
        await pilot.press(*"jjjjjjjjjjjjjjjjjj")  # the view down at the bottom, away from the spawns
        await pilot.press("e")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmModal), "the end-turn question")
        await pilot.press("y")
        await wait_for(pilot, lambda: screen.playback is not None, "the zombies' phase playback")
        moved = steps = 0
        before = view_of(map_view)  # the view on the last survivor's turn
        while screen.playback is not None and steps < 200:
            frame = screen.playback.frames[screen.playback.index]
            zones = [z for z in frame.zones if z in game.board.zones]
            if zones:
                steps += 1
                assert in_view(map_view, zones[0]), f"step {screen.playback.index}: {frame.text}"
                fit = camera.union([map_view.zone_box(z) for z in zones])  # type: ignore[misc]
                view = view_of(map_view)
                if fit[2] - fit[0] <= view[2] - view[0] and fit[3] - fit[1] <= view[3] - view[1]:
                    assert all(in_view(map_view, z) for z in zones)
                moved += not camera.contains(before, map_view.zone_box(zones[0]))  # type: ignore[arg-type]
            before = view_of(map_view)
            await pilot.press("space")
        assert steps > 0 and moved > 0, "the playback showed an event out of the view it had before"


# ---------------------------------------------------------------------- the overview
SHIPPED = Library.load(user=False).missions
SIZES = [(120, 40), (100, 30), (80, 24)]


def shipped_board(library: Library, mission_id: str) -> Board:
    mission = library.missions[mission_id]
    return Board.from_mission(mission, lambda t: library.tile(mission.setting, t))


def test_the_overview_is_a_line_per_row_of_cells(library: Library) -> None:
    for mission_id in library.missions:
        board = shipped_board(library, mission_id)
        small = Overview(board)
        lines = small.lines()
        assert len(lines) == board.height and {line.cell_len for line in lines} == {board.width * OVERVIEW_W + 1}
        runs = small.zone_runs()
        assert set(board.zones) <= set(runs), "every zone has room for its markers"


@pytest.mark.parametrize("mission_id", sorted(SHIPPED))
def test_at_half_height_a_zone_shows_what_is_in_it_and_no_hidden_colour(library: Library, mission_id: str) -> None:
    board = shipped_board(library, mission_id)
    half = Overview(board, rows=HALF)
    plain = [line.markup for line in half.lines()]
    assert len(plain) == -(-board.height // HALF) and {len(line) for line in half.lines()} == {half.width}
    assert any(symbol == "▀▄" for symbol, _, _ in half.legend_entries()), "the legend says two rows share a line"
    runs = half.zone_runs()
    for zone in board.zones:
        if not board.zones[zone].cells:
            continue  # a balcony with no street to stand over
        assert zone in runs, f"{mission_id}: {zone} has no place on the half-height overview"
        survivor = [line.markup for line in half.lines({zone: [Marker("A", "bold green")]})]
        assert survivor != plain, f"{mission_id}: a survivor in {zone} looks like an empty zone"
        backs = {tuple(line.markup for line in half.lines({zone: [objective_marker(True, color)]})) for color in ("red", "blue")}
        assert len(backs) == 1, f"{mission_id}: a face-down objective in {zone} shows its colour"


def test_zones_sharing_their_lines_write_their_markers_there_or_show_their_colours(library: Library) -> None:
    """A zone with no line of its own writes its markers over the positions it shares; two such zones
    with markers show the first's colours, the upper's over the lower's (`▀`)."""
    contested = 0
    for mission_id in library.missions:
        board = shipped_board(library, mission_id)
        half = Overview(board, rows=HALF)
        shared = [z for z in half.zone_runs() if z not in half.runs]
        for zone in shared:
            assert "A" in "".join(line.plain for line in half.lines({zone: [Marker("A", "bold green")]})), zone
        for upper, lower in {pair for pair in half._halves.values() if set(pair) <= set(shared)}:
            lines = half.lines({upper: [Marker("A", "green")], lower: [Marker("w2", "red")]})
            inked = [span for line in lines for span in line.spans if line.plain[span.start:span.end].strip("▀") == ""
                     and "▀" in line.plain[span.start:span.end]]
            assert inked and all(str(span.style).startswith("green on red") for span in inked), f"{mission_id}: {upper}, {lower}"
            contested += 1
    assert contested, "no shipped map has two such zones side by side: the test needs one"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("mission_id", sorted(SHIPPED))
async def test_the_overview_fits_every_shipped_map(library: Library, saves_dir: Path, mission_id: str,
                                                   size: tuple[int, int]) -> None:
    game = set_up(new_game(library, mission_id, default_team(library, mission_id), 3))
    letters_zone = {sid: s.zone for sid, s in game.state.survivors.items() if s.zone and s.status == "alive"}
    empty = max((z for z in sorted(game.board.zones) if z not in letters_zone.values() and not game.state.zombie_count(z)
                 and game.board.zones[z].kind.value != "balcony"), key=lambda z: len(game.board.zones[z].cells))
    walker = game.data.zombies.types[0]
    game.state.zombies[empty] = {walker.id: 7}
    game.invalidate()
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=size) as pilot:
        screen, map_view = await open_game(pilot, app)
        await pilot.press("z")
        await wait_for(pilot, lambda: map_view.zoom == OVERVIEW, "the overview")
        await pilot.pause()
        region = map_view.scrollable_content_region
        assert map_view.virtual_size.width <= region.width and map_view.virtual_size.height <= region.height, (
            f"{mission_id}: {map_view.virtual_size} in {region.size}")
        assert map_view.max_scroll_x == 0 and map_view.max_scroll_y == 0
        art = map_view._art
        assert isinstance(art, Overview)
        rows = [map_view.render_line(y).text for y in range(region.height)]
        assert len([row for row in rows if row.strip()]) == art.height, "every line of the drawing is on screen"
        assert all(len(row.rstrip()) <= art.width for row in rows) and any(len(row.rstrip()) == art.width for row in rows)
        shown = "\n".join(rows)
        missing = [sid for sid in letters_zone if screen.session.letters[sid] not in shown]
        assert not missing or "…" in shown, f"{mission_id}: survivors {missing} not on the overview, nor a sign of more"
        assert f"{walker.letter.lower()}7" in shown, f"{mission_id}: the zombies' count is not on the overview"
        assert not edge_text(map_view), "nothing is out of view"
        symbols = {symbol for symbol, _, _ in map_view.legend_entries}
        assert UNDER in symbols, "the legend explains the underlining"
        assert ("▀▄" in symbols) == (art.rows == HALF), "the legend says when two rows share a line"
        cursor = map_view.cursor
        await pilot.press("j" if cursor[0] < game.board.height - HALF else "k")  # the keys still work
        assert map_view.cursor != cursor
        await pilot.press("m")
        if screen.targets:
            await pilot.pause()
            assert "#1" in "\n".join(map_view.render_line(y).text for y in range(region.height))


async def test_the_overview_widens_its_cells_to_the_room_there_is(library: Library, saves_dir: Path) -> None:
    game = set_up(new_game(library, "frontier-m7", TEAM, 5))
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        screen, map_view = await open_game(pilot, app)
        await pilot.press("z")
        await pilot.pause()
        wide = map_view.virtual_size.width
        assert wide > game.board.width * OVERVIEW_W + 1 and map_view.max_scroll_x == 0
        await pilot.resize_terminal(100, 30)
        await wait_for(pilot, lambda: map_view.virtual_size.width < wide, "narrower cells")
        await pilot.pause()
        assert map_view.max_scroll_x == 0, "still as wide as the map area"
        await pilot.press("z")  # back to full size: the map scrolls again, the cursor in view
        await pilot.pause()
        assert map_view.virtual_size.width > wide and map_view.max_scroll_x > 0
        y0, y1, x0, x1 = map_view._art.cell_box(map_view.cursor)  # type: ignore[union-attr]
        assert camera.contains(view_of(map_view), (x0, y0, x1, y1))


# ---------------------------------------------------------------------- the view's edges
async def test_the_edges_count_survivors_and_zombies_out_of_view(library: Library, saves_dir: Path) -> None:
    game = set_up(new_game(library, "frontier-m7", TEAM, 5))
    far = max(game.board.zones, key=lambda z: (min(game.board.zones[z].cells or [(0, 0)]), z))  # bottom right-most
    game.state.zombies[far] = {"walker": 4, "runner": 2}
    game.invalidate()
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        screen, map_view = await open_game(pilot, app)
        for key in ["k"] * 18 + ["left"] * 14:  # to the top left: the far zone and most of the team out of view
            await pilot.press(key)
        await pilot.pause()
        assert not in_view(map_view, far)
        text = edge_text(map_view)
        assert "w4" in text and "r2" in text
        for sid, s in game.state.survivors.items():
            if s.status == "alive" and s.zone and not in_view(map_view, s.zone):
                assert screen.session.letters[sid] in text, f"{sid} out of view but not on an edge"
        labels = [label for row in map_view._edge_labels().values() for label in row]
        assert any(label.parts[0][0] == "↘" for label in labels)  # the far zone lies down and to the right
        rows = {y: map_view.render_line(y).text for y in {label.row for label in labels}}
        for label in labels:
            written = "".join(t for t, _ in label.parts)
            assert rows[label.row][label.col:label.col + len(written)] == written
        assert any(symbol == camera.EDGE_LEGEND[0] for symbol, _, _ in map_view.legend_entries)

        for key in "jjjjjjjjjjjjjjjjjjllllllllllllll":  # the far zone in view: no longer on an edge
            await pilot.press(key)
        await pilot.pause()
        if in_view(map_view, far):
            assert "w4" not in edge_text(map_view)


def test_edge_labels_merge_by_direction_and_never_overlap() -> None:
    view = (10, 10, 40, 20)  # 30 columns, 10 rows
    pieces = [(50, 15, Piece("A", "cyan")), (45, 12, Piece("w", "red", 3)), (60, 18, Piece("w", "red", 2)),
              (0, 0, Piece("B", "green")), (20, 30, Piece("r", "yellow", 1)), (5, 15, Piece("a", "red", 12))]
    labels = camera.beyond(pieces, view)
    texts = {"".join(t for t, _ in label.parts).strip(): label for label in labels}
    assert set(texts) == {"→ A w5", "↖ B", "↓ r1", "← a12"}
    assert texts["→ A w5"].col + texts["→ A w5"].width == 30  # on the right edge
    assert texts["↖ B"].row == 0 and texts["↖ B"].col == 0
    assert texts["↓ r1"].row == 9
    crowded = camera.beyond([(100, 5, Piece(chr(65 + k), "")) for k in range(26)], (0, 0, 20, 10))
    assert len(crowded) == 1 and crowded[0].width <= 20 and crowded[0].parts[-1][0] == "…"
    on_top = camera.beyond([(k * 3, -1, Piece("w", "", 10 + k)) for k in range(12)] + [(-3, -3, Piece("Q", ""))], (0, 0, 24, 5))
    spans = sorted((label.col, label.col + label.width) for label in on_top if label.row == 0)
    assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:], strict=False))
    assert camera.beyond([(5, 5, Piece("A", ""))], (0, 0, 10, 10)) == []


def test_the_camera_moves_only_when_it_must() -> None:
    view, content = (0, 0, 20, 10), (100, 50)
    assert camera.frame([(2, 2, 6, 4)], view, content) == (0, 0)  # in view: stays
    assert camera.frame([(60, 30, 66, 32)], view, content) == (53, 26)  # centred on it
    assert camera.frame([(60, 30, 66, 32), (70, 34, 74, 36)], view, content) == (57, 28)  # both, centred
    assert camera.frame([(95, 45, 100, 50)], view, content) == (80, 40)  # no further than the map's edge
    apart = [(60, 30, 66, 32), (0, 0, 4, 2)]  # too far apart to fit: the first one
    assert camera.frame(apart, view, content) == (53, 26)
    assert camera.frame([(2, 2, 6, 4), (90, 40, 94, 42)], view, content) == (0, 0)  # the first in view already


# ---------------------------------------------------------------------- redrawing only what changed
def drawn_afresh(map_view: MapView) -> list[list[tuple[str, object]]]:
    """The map's lines as drawn from scratch for what it shows now (no line kept from before)."""
    maker = StripMaker(map_view.app.console, map_view.base_style)
    return [[(s.text, s.style) for s in maker(text).simplify()] for text in map_view._art.lines(map_view._overlay)]


def drawn_now(map_view: MapView) -> list[list[tuple[str, object]]]:
    return [[(s.text, s.style) for s in strip.simplify()] for strip in map_view._plain]


async def test_redrawing_the_changed_lines_draws_what_a_fresh_drawing_would(library: Library, saves_dir: Path) -> None:
    """Targets shown and hidden, look mode's labels, the overview and the zombies moving in a playback
    redraw only the lines whose markers changed: every line stays the one a drawing from scratch gives."""
    game = set_up(new_game(library, "frontier-m7", TEAM, 5), turns_ended=3)  # the last survivor acts
    app = ZombieTableApp(library, game, playback="step")
    async with app.run_test(size=SIZE) as pilot:
        screen, map_view = await open_game(pilot, app)
        drawn = map_view.renders
        for key in ("m", "escape", "v", "m", "escape", "v", "z", "m", "escape", "z"):
            await pilot.press(key)
            assert drawn_now(map_view) == drawn_afresh(map_view), key
        assert map_view.renders > drawn
        await pilot.press("e")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmModal), "the end-turn question")
        await pilot.press("y")
        await wait_for(pilot, lambda: screen.playback is not None, "the zombies' phase playback")
        steps = 0
        while screen.playback is not None and steps < 200:
            assert drawn_now(map_view) == drawn_afresh(map_view), screen.playback.frames[screen.playback.index].text
            steps += 1
            await pilot.press("space")
        assert steps > 1
        assert drawn_now(map_view) == drawn_afresh(map_view)


@pytest.mark.parametrize("turns_ended", [0, 1, 2])
async def test_continue_at_100x30_opens_on_the_active_survivor(library: Library, saves_dir: Path, turns_ended: int) -> None:
    """#29.5: after Continue the camera is placed once the map is laid out, on whoever acts (frontier-m4)."""
    from zombie_table.bots.runner import default_team as mission_team
    from zombie_table.games.tilezone import saves

    game = set_up(new_game(library, "frontier-m4", mission_team(library, "frontier-m4", "Ann"), 5), turns_ended)
    saves_dir.mkdir(parents=True, exist_ok=True)
    saves.write(game, saves_dir / "autosave-frontier-m4-5.json")
    app = ZombieTableApp(library, playback="instant")
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.warm, "the menu")
        await pilot.press("c")
        screen, map_view = await open_game(pilot, app)
        zone = active_zone(screen.session.game)
        assert in_view(map_view, zone) and map_view.cursor_zone == zone
