"""The main menu is complete on its first frame (issue 29.6): Continue with the newest save's summary, or
the Tutorial for a player with no save, before the engine and the content have loaded — a glance at the
save folder needs neither (`games/glance.py`)."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
from textual.widgets import OptionList

from zombie_table.content.library import Library
from zombie_table.games import glance
from zombie_table.games.roadside import saves as roadside_saves
from zombie_table.games.roadside.start import new_game as new_roadside
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.setup import new_game
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.game import GameScreen
from zombie_table.tui.screens.menu import MainMenu
from pilotkit import wait_for

LIBRARY = Library.load(user=False)


@pytest.fixture
def content_held(monkeypatch: pytest.MonkeyPatch):
    """The content never finishes loading until the test lets it: whatever the menu shows, it shows without it."""
    release = threading.Event()
    warm = ZombieTableApp._warm

    def held(app: ZombieTableApp) -> Library:
        release.wait(60)
        return warm(app)

    monkeypatch.setattr(ZombieTableApp, "_warm", held)
    yield release
    release.set()


def items(app: ZombieTableApp) -> dict[str, str]:
    menu = app.screen.query_one("#menu", OptionList)
    return {o.id or "": str(o.prompt) for o in menu.options if not o.disabled}


async def test_with_no_save_the_first_frame_offers_the_tutorial(saves_dir: Path, content_held: threading.Event) -> None:
    app = ZombieTableApp(save_dir=saves_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MainMenu) and not app.warm
        assert list(items(app))[0] == "tutorial" and "continue" not in items(app)
        assert app.screen.check_action("pick", ("tutorial",))


async def test_the_first_frame_offers_continue_with_the_newest_save_of_any_game(saves_dir: Path,
                                                                                content_held: threading.Event) -> None:
    saves.autosave(new_game(LIBRARY, "frontier-m0", [("bo_tanner", "Ann")], 3), saves_dir)
    newer = roadside_saves.SAVES.write(new_roadside(5, ["Ann", "Ben"], "standard"),
                                       [{"name": "Ann", "policy": None}, {"name": "Ben", "policy": None}],
                                       saves_dir / "road.json")
    (saves_dir / "broken.json").write_text("{not json")  # newest of all, and skipped
    os.utime(newer, (2e9 - 10, 2e9 - 10))
    os.utime(saves_dir / "broken.json", (2e9, 2e9))
    app = ZombieTableApp(save_dir=saves_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert not app.warm
        shown = items(app)
        assert "tutorial" not in shown
        assert "roadside-standard · turn 1 · seed 5" in shown["continue"]
        content_held.set()  # Continue opens the game once the engine is there
        os.utime(newer, (1, 1))  # the Frontier autosave is the newest now
        app.screen.refill()
        assert "frontier-m0 · round 1 · seed 3" in items(app)["continue"]
        await pilot.press("c")
        await wait_for(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack), "the game")


def test_a_glance_names_what_it_cannot_read(tmp_path: Path) -> None:
    (tmp_path / "other.json").write_text('{"format": "something-else"}')
    (tmp_path / "old.json").write_text('{"format": "zombie-table-save", "version": 99}')
    (tmp_path / "cut.json").write_text('{"format": "zombie-table-save", "version": 3, "seed": 1}')
    for name, why in (("other", "not a zombie_table save"), ("old", "version"), ("cut", "set-up cannot be read")):
        with pytest.raises(glance.Unreadable, match=why):
            glance.summary(tmp_path / f"{name}.json")
    assert glance.newest(tmp_path) is None


async def test_at_80x24_a_description_that_wraps_stays_in_its_column(saves_dir: Path) -> None:
    """Issue 29.12: a description too long for the menu's width wrapped under the item's name."""
    from io import StringIO

    from rich.console import Console

    saves.autosave(new_game(LIBRARY, "frontier-m0", [("bo_tanner", "Ann")], 628800855), saves_dir)
    app = ZombieTableApp(LIBRARY, save_dir=saves_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        menu = app.screen.query_one("#menu", OptionList)
        width = menu.scrollable_content_region.width - 2  # an option's padding
        wrapped = 0
        for option in menu.options:
            console = Console(width=width, record=True, file=StringIO())
            console.print(option.prompt)
            first, *more = [line.rstrip() for line in console.export_text().splitlines() if line.strip()]
            start = len(first) - len(first.lstrip()) + len(first.split("  ")[0].strip())  # where the name ends
            for line in more:
                wrapped += 1
                assert len(line) - len(line.lstrip()) > start, f"{option.id}: {line.strip()!r} wraps under the name"
        assert wrapped, "no description wraps at 80x24: the test shows nothing"


@pytest.mark.parametrize(("size", "shown"), [((80, 24), "Beacon Fires on the Wall"),
                                              ((120, 40), "zombie_table · Beacon Fires on the Wall (winter-m1)")])
async def test_the_game_head_keeps_the_mission_title_whole(saves_dir: Path, size: tuple[int, int], shown: str) -> None:
    """Issue 29.12: at 80x24 the head read "zombie_table · Beacon Fires on the": the app's name and the id give way
    before the mission's title is cut."""
    from zombie_table.games.tilezone.setup import default_team

    team = default_team(LIBRARY, "winter-m1", "Ann")
    game = new_game(LIBRARY, "winter-m1", team, 1)
    app = ZombieTableApp(LIBRARY, game, save_dir=saves_dir)
    async with app.run_test(size=size) as pilot:
        await wait_for(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack), "the game")
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        await pilot.pause()
        head = screen.query_one("#head-title")
        text = head.content.plain if hasattr(head.content, "plain") else str(head.content)
        assert text.startswith(shown) and "…" not in text
