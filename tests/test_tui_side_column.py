"""The tile game's side column from 116×38 up (issue #29, point 8): every panel shown is whole in its
column, never collapsed to its border, cut mid-sentence or scrolled out of view — the panels stack
when they fit (a taller terminal) and become tabs when they would not (at 120×40 a party of four, or
frontier-m4's eight) — and the Look box below is exactly as wide as the panels above it."""

from __future__ import annotations

import pytest
from journeykit import Journey, start
from pilotkit import wait_for

from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.game import GameScreen, LookBox, PanelTabs, SidePanels


def whole(screen: GameScreen) -> list[str]:
    """The ids of the side panels shown now, each checked to be whole in the column's view."""
    side = screen.query_one(SidePanels)
    shown = [panel for panel in side.children if panel.display]
    assert side.max_scroll_y == 0, "the side column scrolls: a panel is cut"
    for panel in shown:
        needed = panel.get_content_height(side.size, screen.size, panel.size.width) + panel.styles.gutter.height
        assert panel.outer_size.height == needed, f"#{panel.id} is squeezed to {panel.outer_size.height} of {needed} rows"
        assert side.region.contains_region(panel.region), f"#{panel.id} is drawn outside its column"
        assert panel.outer_size.width == screen.query_one(LookBox).outer_size.width, f"#{panel.id} and Look differ in width"
    return [panel.id for panel in shown]


@pytest.mark.parametrize("entry, size, tabs", [("frontier-m4", (120, 40), True), ("frontier-m1", (120, 40), True),
                                               ("frontier-m1", (120, 60), False)])
async def test_the_side_panels_are_whole(saves_dir, entry: str, size: tuple[int, int], tabs: bool) -> None:
    app = ZombieTableApp(playback="instant")
    async with app.run_test(size=size) as pilot:
        await start(pilot, app, Journey(entry, "frontier", "n"))
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        for _ in range(12):  # the set-up's questions, answered as offered, to the first action
            await wait_for(pilot, lambda: screen._acting() or app.screen is not screen, "a question or the turn")
            if screen._acting():
                break
            await pilot.press("enter")
        await pilot.pause()
        await wait_for(pilot, lambda: screen.query_one(PanelTabs).display == tabs,
                       "the side panels as tabs where they would not fit stacked, else stacked")
        assert screen.query_one(PanelTabs).display == tabs
        seen = set(whole(screen))
        assert "objectives" in seen, "what to do next is in view first"
        if tabs:  # the other tab: the party and the objectives, each whole too
            await pilot.press("i")
            await wait_for(pilot, lambda: "party" in [p.id for p in screen.query_one(SidePanels).children
                                                      if p.display], "the party tab")
            await pilot.pause()
            seen |= set(whole(screen))
        assert seen == {"survivor", "party", "objectives", "decks"}
