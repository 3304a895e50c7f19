"""Every way into a game with hidden information passes through the hand-over when more than one
person plays (issue #29, points 2 and 18): loading from the menu, Continue, `play --load` and play
again, for Roadside and Colony, with two and three people. The first screen is a hand-over; behind
it, swapping what the person who sat down may not see changes nothing on their screen."""

from __future__ import annotations

import pytest
from colonykit import plain, restore, swapped
from pilotkit import wait_for
from textual.widgets import Static

from zombie_table.games.colony import greedy
from zombie_table.games.colony import saves as colony_saves
from zombie_table.games.colony.start import new_game as new_colony
from zombie_table.games.roadside import saves as roadside_saves
from zombie_table.games.roadside.start import new_game as new_race
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.menu import MainMenu
from zombie_table.tui.screens.modals import ChoiceModal
from zombie_table.tui.screens.saves import LoadScreen
from zombie_table.tui.screens.tables import Handover, TableScreen

NAMES = ["Ann", "Ben", "Cat"]


def colony_game(people: int):
    game = new_colony(4, NAMES[:people], "doors", "traitor")
    for _ in range(12):
        game.apply(greedy.choose(game))
    return game, colony_saves.SAVES


def race_game(people: int):
    game = new_race(4, NAMES[:people], "standard")
    for _ in range(6):
        game.apply(0)
    return game, roadside_saves.SAVES


def unseen_race(game, viewer: str) -> list:
    """Every other player's unrevealed private card changed to a card nobody holds; how to put it back."""
    held = {*game.state.public, *(p.private for p in game.state.players)}
    spare = next(c for c in game.content.location_cards if c not in held)
    back = []
    for player in game.state.players:
        if player.id != viewer and player.private and not player.private_revealed:
            back.append((player, "private", player.private))
            player.private = spare
    return back


def screen_text(app, screen: TableScreen) -> str:
    """Its panels and log, and whatever list is open above it."""
    parts = [plain(w.content) for w in screen.query(Static)] + [line.plain for line in screen.lines]
    if isinstance(app.screen, ChoiceModal):
        parts += [app.screen.title_text] + [str(c.label) for c in app.screen.choices]
    return "\n".join(parts)


async def check_covered_then_private(pilot, app) -> None:
    """The game opens behind a hand-over; after it, the viewer's screen does not depend on others' secrets."""
    await wait_for(pilot, lambda: isinstance(app.screen, (TableScreen, Handover, ChoiceModal)), "the game")
    await wait_for(pilot, lambda: isinstance(app.screen, Handover), "the hand-over")
    screen = next(s for s in app.screen_stack if isinstance(s, TableScreen))
    game = screen.game
    await pilot.press("enter")
    await wait_for(pilot, lambda: not isinstance(app.screen, Handover) and not screen.busy
                   or isinstance(app.screen, ChoiceModal), "the viewer's screen")
    assert screen.viewer == (game.decision.player or screen.viewer) and screen.viewer is not None
    screen._draw()
    before = screen_text(app, screen)
    back = swapped(game, screen.viewer) if game.ruleset.name == "colony" else unseen_race(game, screen.viewer)
    assert back, "nothing hidden to swap"
    game.invalidate()
    screen._draw()
    after = screen_text(app, screen)
    restore(game, back)
    screen._draw()
    assert after == before, f"{screen.viewer}'s first screen shows another seat's secret"


GAMES = [pytest.param(make, n, id=f"{make.__name__}-{n}") for make in (colony_game, race_game) for n in (2, 3)]


@pytest.mark.parametrize("make, people", GAMES)
@pytest.mark.parametrize("path", ["load", "continue"])
async def test_the_menu_opens_a_saved_table_behind_a_hand_over(saves_dir, make, people, path) -> None:
    game, saves = make(people)
    saves_dir.mkdir(parents=True, exist_ok=True)
    saves.write(game, [{"name": n, "policy": None} for n in NAMES[:people]], saves_dir / "autosave-table.json")
    app = ZombieTableApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MainMenu) and app.warm, "the menu")
        if path == "load":
            await pilot.press("l")
            await wait_for(pilot, lambda: isinstance(app.screen, LoadScreen), "the load screen")
            await pilot.press("enter")
        else:
            await pilot.press("c")
        await check_covered_then_private(pilot, app)


@pytest.mark.parametrize("make, people", GAMES)
async def test_play_load_and_play_again_open_behind_a_hand_over(saves_dir, make, people, tmp_path) -> None:
    """`play --load` hands the app the game, its seats and its file; play again starts a new screen."""
    game, saves = make(people)
    seats = [{"name": n, "policy": None} for n in NAMES[:people]]
    path = saves.write(game, seats, tmp_path / "table.json")
    app = ZombieTableApp(table=(saves.replay(saves.read(path), path, game.content), seats, path))  # as `play --load` opens it
    async with app.run_test(size=(120, 40)) as pilot:
        await check_covered_then_private(pilot, app)
        screen = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        if app.screen is not screen:  # the question's list: closed to look at the board
            app.screen.dismiss(None)
        await wait_for(pilot, lambda: app.screen is screen, "the board")
        screen._after_game("again")  # the game-over list's "Play again"
        await wait_for(pilot, lambda: not any(s is screen for s in app.screen_stack), "the game played again")
        await check_covered_then_private(pilot, app)
