"""A guided game (a kernel game's tutorial) followed through the TUI as its notes say: from the main
menu's item of its game, the tutorial offered first, its set-up with the defaults, then each step
taken with the screen's own keys (a move by the number of its space on the map, any other answer
in the list the screen opens), the guide panel checked against the step at every position."""

from __future__ import annotations

from pilotkit import wait_for
from rich.console import Console
from textual.widgets import OptionList

from zombie_table.games import guide
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.browser import MissionBrowser
from zombie_table.tui.screens.modals import ChoiceModal
from zombie_table.tui.screens.tables import TableScreen, TableSetup
from zombie_table.tui.widgets.guide import GuideEcho, GuidePanel


def panel_lines(panel: GuidePanel | GuideEcho) -> int:
    """The lines the panel's note takes at the panel's width."""
    console = Console(width=panel.content_size.width, file=open("/dev/null", "w"))
    return len(panel.content.wrap(console, panel.content_size.width))


def fits(app: ZombieTableApp, panel: GuidePanel | GuideEcho) -> None:
    """The note is on screen whole: as many rows as it wraps to, inside the screen."""
    assert panel.display and panel.region.height >= panel_lines(panel), "the note is cut"
    assert panel.region.bottom <= app.screen.size.height and panel.region.y >= 0


def table(app: ZombieTableApp) -> TableScreen | None:
    return next((s for s in app.screen_stack if isinstance(s, TableScreen)), None)


async def open_tutorial(pilot, app: ZombieTableApp, key: str, entry: str) -> TableScreen:
    """The game's menu item → its list, with the tutorial first and highlighted → set-up → Start."""
    await wait_for(pilot, lambda: app.warm, "the main menu")
    await pilot.press(key)
    await wait_for(pilot, lambda: isinstance(app.screen, MissionBrowser), "the game's list")
    browser = app.screen
    listing = browser.query_one("#missions", OptionList)
    await wait_for(pilot, lambda: listing.option_count > 0, "its entries")
    assert browser.current is not None and browser.current.id == entry, "the tutorial is not offered first"
    await pilot.press("enter")
    await wait_for(pilot, lambda: isinstance(app.screen, TableSetup), "the set-up")
    await pilot.press("ctrl+g")
    await wait_for(pilot, lambda: table(app) is not None, "the tutorial's game")
    return table(app)  # type: ignore[return-value]


async def pick(pilot, app: ZombieTableApp, key: str) -> None:
    """In the open list, Enter on the answer whose action key is `key`."""
    modal = app.screen
    assert isinstance(modal, ChoiceModal)
    index = next(k for k, c in enumerate(modal.choices) if not c.header and getattr(c.value, "key", None) == key)
    options = modal.query_one("#choices", OptionList)
    options.highlighted = options.get_option_index(f"c{index}")
    options.focus()
    await pilot.pause()
    await pilot.press("enter")


async def follow(pilot, app: ZombieTableApp, screen: TableScreen, press_for) -> None:
    """Take every step of the guide as its note says, checking the panel shows that step's note (and
    fits) whenever the game waits; `press_for(screen, key)` gives the key on the board that takes a step
    (None: the step is answered in the list the screen opens)."""
    game, guided = screen.game, guide.steps_of(screen.game)
    assert guided is not None
    panel = screen.query_one(GuidePanel)
    for n, step in enumerate(guided.guide, 1):
        await wait_for(pilot, lambda: not game.over and game.decision is not None and len(game.history) == n - 1
                       and (screen.busy or app.screen is screen), f"step {n}")
        await pilot.pause()
        shown = panel.content.plain
        assert shown.endswith(step.say) and f"step {n} of {len(guided.guide)}" in shown, shown
        if isinstance(app.screen, ChoiceModal):  # the list over the board shows the note too
            echo = app.screen.query_one(GuideEcho)
            assert echo.content.plain == shown
            fits(app, echo)
        else:
            fits(app, panel)
        key = press_for(screen, step.do)
        if key is not None:
            if isinstance(app.screen, ChoiceModal):  # the list opened by itself: close it, look at the board
                await pilot.press("escape")
                await wait_for(pilot, lambda: app.screen is screen, "the board")
            await pilot.press(key)
            await pilot.pause()
        if len(game.history) < n:  # the board's key opened a list (which way in), or the step is a list's
            if not isinstance(app.screen, ChoiceModal):
                await pilot.press("enter")
            await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), f"the list of step {n}")
            await pick(pilot, app, step.do)
        await wait_for(pilot, lambda: len(game.history) >= n, f"step {n} taken")
        assert game.history[n - 1] == step.do
