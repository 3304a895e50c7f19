"""Text a player must read is never cut (issue #29, point 12): the seat help on Roadside's set-up at
80×24 and Colony's at 100×30 wraps inside the dialog, and at 80×24 the overview (`z`) shows the
whole of winter-m1's map, taking the log's rows (`z` again brings the log back)."""

from __future__ import annotations

import pytest
from journeykit import Journey, open_menu
from pilotkit import wait_for
from textual.geometry import Region
from textual.widgets import Label, OptionList

from zombie_table.bots.runner import default_team
from zombie_table.content.library import Library
from zombie_table.games.tilezone.setup import new_game
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.browser import MissionBrowser
from zombie_table.tui.screens.game import GameScreen
from zombie_table.tui.screens.tables import TableSetup
from zombie_table.tui.widgets.map_view import OVERVIEW, MapView


def shown_text(label: Label) -> str:
    """What the label draws, its lines joined, as words."""
    lines = label.render_lines(Region(0, 0, label.size.width, label.size.height))
    return " ".join(" ".join(strip.text.split()) for strip in lines).strip()


@pytest.mark.parametrize("journey, size", [(Journey("roadside-standard", "roadside", "o"), (80, 24)),
                                           (Journey("colony-larder", "colony", "y"), (100, 30))])
async def test_the_seat_help_wraps_inside_the_set_up(saves_dir, journey: Journey, size: tuple[int, int]) -> None:
    app = ZombieTableApp()
    async with app.run_test(size=size) as pilot:
        await open_menu(pilot, app)
        await pilot.press(journey.menu_key)
        await wait_for(pilot, lambda: isinstance(app.screen, MissionBrowser), "the browser")
        browser = app.screen
        browser.query_one("#missions", OptionList).highlighted = next(
            k for k, e in enumerate(browser.entries) if e.id == journey.entry)
        await pilot.pause()
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, TableSetup), "the set-up")
        await pilot.pause()
        dialog = app.screen.query_one("#kg-setup")
        help_labels = [label for label in dialog.query(Label) if str(label.content).startswith("Seats (")]
        assert help_labels
        for label in help_labels:
            assert dialog.content_region.contains_region(label.region), "the help runs past the dialog's edge"
            assert shown_text(label) == " ".join(str(label.content).split()), "the help is cut"
            assert label.size.height > 1, "at this width the help takes more than a line"


async def test_the_overview_shows_the_whole_winter_map_at_80x24(library: Library, saves_dir) -> None:
    game = new_game(library, "winter-m1", default_team(library, "winter-m1"), 3)
    while game.decision.kind != "act":
        game.apply(0)
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the game")
        screen = app.screen
        map_view = screen.query_one(MapView)
        await pilot.press("z")
        await wait_for(pilot, lambda: map_view.zoom == OVERVIEW, "the overview")
        await pilot.pause()
        region = map_view.scrollable_content_region
        assert map_view.virtual_size.width <= region.width and map_view.virtual_size.height <= region.height, (
            f"{map_view.virtual_size} in {region.size}")
        assert not screen.query_one("#log").display
        await pilot.press("z")
        await wait_for(pilot, lambda: map_view.zoom != OVERVIEW, "the full-size map")
        await pilot.pause()
        assert screen.query_one("#log").display
