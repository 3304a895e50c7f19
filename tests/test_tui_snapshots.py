"""Snapshots of the TUI at 120x40 with the app's fixed theme: the main menu, the mission browser,
the party set-up, a game in progress, a decision, and the end of a game; and a hotseat game with a
large party at 120x40, 100x30 and 80x24 (the side panels stacked, then as tabs).

Every snapshot is deterministic: fixed seeds, only the introductory mission (frontier-m0) in
the browser (and the tutorial where it is the subject), the zombies' phase shown at once, an
empty save folder. After changing the screens on purpose, run
`pytest tests/test_tui_snapshots.py --snapshot-update` and look at the new pictures."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input, OptionList

from zombie_table.content.library import Library
from zombie_table.content.missions import Mission
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.setup import new_game
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.game import GameScreen
from zombie_table.tui.screens.game_over import GameOverScreen
from zombie_table.tui.screens.setup import PartySetup
from tutorialkit import TUTORIAL

from zombie_table.tui.session import tutorial_game

SIZE = (120, 40)
TEAM = [("bo_tanner", "Ann"), ("jack_harlan", "Ann")]


@pytest.fixture(scope="module")
def library() -> Library:
    """The shipped content with only the tutorial mission, so that new missions leave these pictures alone."""
    full = Library.load(user=False)
    return Library([f for f in full.files if not isinstance(f.model, Mission) or f.model.id == "frontier-m0"])


@pytest.fixture(scope="module")
def with_tutorial(library: Library) -> Library:
    """frontier-m0 and the tutorial, which the main menu offers to a player with no saves."""
    full = Library.load(user=False)
    return Library([*library.files, *(f for f in full.files if isinstance(f.model, Mission) and f.model.id == TUTORIAL)])


@pytest.fixture(autouse=True)
def environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv(saves.SAVES_ENV, str(tmp_path / "saves"))


def usual_answers(game: Game) -> Game:
    while game.decision is not None and game.decision.kind != "act":
        game.apply(0)
    return game


async def warmed(pilot) -> None:
    """Until the content is loaded and the menu has looked for saved games."""
    menu = pilot.app.screen.query_one("#menu", OptionList)
    while "looking" in menu.get_option("continue").prompt.plain:
        await pilot.pause()


def test_main_menu(snap_compare, library: Library) -> None:
    assert snap_compare(ZombieTableApp(library), terminal_size=SIZE, run_before=warmed)


def test_main_menu_offers_the_tutorial_first(snap_compare, with_tutorial: Library) -> None:
    assert snap_compare(ZombieTableApp(with_tutorial), terminal_size=SIZE, run_before=warmed)


def test_tutorial_shows_its_guide_under_the_objectives(snap_compare, with_tutorial: Library) -> None:
    game = tutorial_game(with_tutorial)
    assert snap_compare(ZombieTableApp(with_tutorial, game, playback="instant"), terminal_size=SIZE)


def test_mission_browser(snap_compare, library: Library) -> None:
    async def browse(pilot) -> None:
        await warmed(pilot)
        await pilot.press("m")

    assert snap_compare(ZombieTableApp(library), terminal_size=SIZE, run_before=browse)


def test_party_setup(snap_compare, library: Library) -> None:
    async def set_up(pilot) -> None:
        await warmed(pilot)
        await pilot.press("n", "enter")
        assert isinstance(pilot.app.screen, PartySetup)
        pilot.app.screen.query_one("#seed", Input).value = "12345"
        await pilot.pause()

    assert snap_compare(ZombieTableApp(library), terminal_size=SIZE, run_before=set_up)


def test_game_in_progress(snap_compare, library: Library) -> None:
    game = usual_answers(new_game(library, "frontier-m0", TEAM, 3))
    for key in ("move:bo_tanner:2R:dr", "search:bo_tanner"):
        game.apply(key)
    usual_answers(game)
    game.apply("end_turn:bo_tanner")
    game.apply("move:jack_harlan:2R:x")

    async def look(pilot) -> None:
        await pilot.press("r")  # Jack's shooting targets on the map

    assert snap_compare(ZombieTableApp(library, game, playback="instant"), terminal_size=SIZE, run_before=look)


def test_decision_modal(snap_compare, library: Library) -> None:
    game = new_game(library, "frontier-m0", TEAM, 3)
    assert snap_compare(ZombieTableApp(library, game, playback="instant"), terminal_size=SIZE)


def test_game_over(snap_compare, library: Library) -> None:
    game = usual_answers(new_game(library, "frontier-m0", TEAM, 5))
    while not game.over:
        ends = [a for a in game.legal_actions() if a.kind == "end_turn"]
        game.apply(ends[0] if ends else game.legal_actions()[0])

    async def over(pilot) -> None:
        while not isinstance(pilot.app.screen, GameOverScreen):
            await pilot.pause()

    assert snap_compare(ZombieTableApp(library, game, playback="instant"), terminal_size=SIZE, run_before=over)


@pytest.fixture(scope="module")
def party_library() -> Library:
    """The shipped content with only frontier-m4: companions make a party of eight, its objectives are long."""
    full = Library.load(user=False)
    return Library([f for f in full.files if not isinstance(f.model, Mission) or f.model.id == "frontier-m4"])


@pytest.mark.parametrize("size", [(120, 40), (100, 30), (80, 24)], ids=lambda size: f"{size[0]}x{size[1]}")
def test_game_screen_sizes(snap_compare, party_library: Library, size: tuple[int, int]) -> None:
    team = [("bo_tanner", "Ann"), ("amos_pike", "Ann"), ("jack_harlan", "Ben"), ("ruth_calloway", "Ben")]
    game = usual_answers(new_game(party_library, "frontier-m4", team, 7))

    async def handed_over(pilot) -> None:
        await pilot.press("enter")  # Ann takes the keyboard
        screen = next(s for s in pilot.app.screen_stack if isinstance(s, GameScreen))
        while not screen._acting():
            await pilot.pause()

    assert snap_compare(ZombieTableApp(party_library, game, playback="instant"), terminal_size=size, run_before=handed_over)


def test_overview_at_80x24(snap_compare, party_library: Library) -> None:
    """frontier-m4's 24 rows at half height: two rows of cells a line, the whole map in the room there is."""
    team = [("bo_tanner", "Ann"), ("amos_pike", "Ann"), ("jack_harlan", "Ann"), ("ruth_calloway", "Ann")]
    game = usual_answers(new_game(party_library, "frontier-m4", team, 7))

    async def zoomed_out(pilot) -> None:
        screen = next(s for s in pilot.app.screen_stack if isinstance(s, GameScreen))
        while not screen._acting():
            await pilot.pause()
        await pilot.press("z")
        await pilot.pause()

    assert snap_compare(ZombieTableApp(party_library, game, playback="instant"), terminal_size=(80, 24), run_before=zoomed_out)
