"""A seed challenge through the TUI: main menu → Challenge → today's challenge, its par measured while
the screen stays live → the game opens in the challenge's own save; its end comes back to the
challenge screen, which keeps the result in the record."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from zombie_table.bots import challenge as challenges
from zombie_table.content.library import Library
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.challenge import ChallengeScreen, save_path
from zombie_table.tui.screens.game import GameScreen
from zombie_table.tui.screens.game_over import GameOverScreen
from pilotkit import wait_for
from test_runs_tui import play_to_the_end


async def par_measured(pilot, app: ZombieTableApp) -> None:
    await app.workers.wait_for_complete()
    await wait_for(pilot, lambda: "Par: the greedy bot wins" in str(app.screen.query_one("#challenge-note").render()),
                   "the par")


async def test_main_menu_to_a_challenge_game(library: Library, saves_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(challenges, "PAR_GAMES", 2)
    today = challenges.daily(library, datetime.date.today())
    app = ZombieTableApp(library, save_dir=saves_dir, playback="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("h")
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeScreen), "the challenge screen")
        await pilot.press("enter")  # Today's challenge
        await par_measured(pilot, app)
        record = challenges.read(challenges.record_path(today, saves_dir))
        assert (record.mission, record.seed, record.games, record.result) == (today.mission, today.seed, 2, None)
        await pilot.press("enter")  # Play it
        await wait_for(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack), "the challenge's game")
        session = next(s for s in app.screen_stack if isinstance(s, GameScreen)).session
        assert (session.game.mission.id, session.game.state.seed) == (today.mission, today.seed)
        assert session.autosave_file == save_path(today, saves_dir)


async def test_a_finished_challenge_keeps_its_result(library: Library, saves_dir: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(challenges, "PAR_GAMES", 1)
    chosen = challenges.named(library, "frontier-m0", 5)
    monkeypatch.setattr(challenges, "daily", lambda *_: chosen)
    app = ZombieTableApp(library, save_dir=saves_dir, playback="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("h", "enter")
        await par_measured(pilot, app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack), "the challenge's game")
        await play_to_the_end(pilot, app)
        over = app.screen
        assert isinstance(over, GameOverScreen) and not over.check_action("again", ()), "played once"
        await pilot.press("m")
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeScreen), "back at the challenge")
        record = challenges.read(challenges.record_path(chosen, saves_dir))
        assert record.result in {"victory", "defeat"} and record.save == str(save_path(chosen, saves_dir))
        assert "replay --verify" in str(app.screen.query_one("#challenge-note").render())
