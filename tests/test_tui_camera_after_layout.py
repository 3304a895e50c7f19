"""The camera is placed after the map's first layout, always (issue #29, point 5: after Continue the
map once opened away from the active survivor, frontier-m4 at 100×30). Whatever moved the view before
the map had a size — here the cursor put in the map's corner as the screen mounts, which drops the
camera's goal — Continue opens on the survivor whose turn it is."""

from __future__ import annotations

from pathlib import Path

from pilotkit import wait_for
from test_tui_map import TEAM, active_zone, in_view, open_game, set_up, shown_at_origin

from zombie_table.content.library import Library
from zombie_table.games.tilezone.setup import new_game
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens import game as game_screens
from zombie_table.tui.screens.modals import SaveModal
from zombie_table.tui.widgets.map_view import MapView

SIZE = (100, 30)


class StrayCursorScreen(game_screens.GameScreen):
    """The game screen with the cursor moved to the map's corner before its first layout."""

    def on_mount(self) -> None:
        super().on_mount()
        map_view = self.query_one(MapView)
        assert not map_view.scrollable_content_region.area, "the map is not laid out yet as the screen mounts"
        map_view.set_cursor((0, 0))


async def test_continue_opens_on_the_active_survivor_whatever_came_before_the_first_layout(
        library: Library, saves_dir: Path, monkeypatch) -> None:
    game = set_up(new_game(library, "frontier-m4", TEAM, 5), turns_ended=2)
    zone = active_zone(game)
    first = ZombieTableApp(library, game, playback="instant")
    async with first.run_test(size=SIZE) as pilot:
        screen, map_view = await open_game(pilot, first)
        assert not shown_at_origin(map_view, zone), "the test needs a survivor off the unscrolled view"
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: isinstance(first.screen, SaveModal), "the save's name")
        await pilot.press("enter")
        await wait_for(pilot, lambda: first.screen is screen, "the save")

    monkeypatch.setattr(game_screens, "GameScreen", StrayCursorScreen)
    again = ZombieTableApp(library)
    async with again.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: again.warm, "the menu")
        await pilot.press("c")
        screen, map_view = await open_game(pilot, again)
        assert isinstance(screen, StrayCursorScreen) and active_zone(screen.game) == zone
        await pilot.pause()
        assert in_view(map_view, zone) and map_view.cursor_zone == zone
