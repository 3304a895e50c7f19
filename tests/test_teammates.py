"""Bot teammates in tile-and-zone games: a player named `bot` (or `bot-POLICY`) is played by that bot
on the game screen and in the line modes, its moves recorded like anyone's."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from zombie_table.bots.teammates import policy
from zombie_table.cli import main
from zombie_table.content.library import Library
from zombie_table.games.tilezone.setup import new_game
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.modals import ChoiceModal, HandoverModal
from pilotkit import wait_for


@pytest.mark.parametrize(("name", "bot"), [("bot", "greedy"), ("Bot", "greedy"), ("bot-random", "random"),
                                            ("bot-nobody", None), ("Bobby", None), ("robot", None)])
def test_a_seat_named_bot_is_played_by_a_bot(name: str, bot: str | None) -> None:
    assert policy(name) == bot


async def test_the_bot_plays_its_survivors_on_the_game_screen(library: Library, saves_dir: Path) -> None:
    game = new_game(library, "frontier-m0", [("bo_tanner", "Ann"), ("jack_harlan", "bot")], 3)
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        handed: list[str] = []
        for _ in range(60):  # Ann answers her set-up and ends her turns; the bot needs nobody
            await pilot.pause()
            await app.workers.wait_for_complete()
            screen = app.screen
            if isinstance(screen, HandoverModal):
                handed.append(screen.player)
                await pilot.press("enter")
            elif isinstance(screen, ChoiceModal):
                await pilot.press("enter")
            elif game.decision is not None and game.decision.survivor == "bo_tanner" and game.decision.kind == "act":
                await pilot.press("e", "y")
            if game.state.round >= 3 or game.over:
                break
        acted = [key for key in game.history if "jack_harlan" in str(key)]
        assert acted, "the bot's survivor acted without anyone pressing a key for it"
        assert "bot" not in handed, "nobody is handed the keyboard for the bot's seat"


def test_the_bot_plays_its_survivors_in_text_and_the_game_replays(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("0\n" * 40 + "quit\n"))
    assert main(["play", "frontier-m0", "--text", "--seed", "3", "--save-dir", str(tmp_path),
                 "--players", "Ann:bo_tanner,ruth_calloway;bot:silas_crowe,dee_vance"]) == 0
    out = capsys.readouterr().out
    assert "Silas Crowe (bot) takes a turn" in out
    assert not any(line.startswith("-- ") and "Silas Crowe's turn" in line for line in out.splitlines()), \
        "the bot's decisions are never put to the person"
    save = next(tmp_path.glob("autosave-*.json"))
    assert any("silas_crowe" in json.dumps(key) for key in json.loads(save.read_text())["decisions"])
    assert main(["replay", "--verify", str(save)]) == 0


async def test_a_player_named_bot_on_the_set_up_screen_is_played_by_the_bot(library: Library, saves_dir: Path) -> None:
    """Through the screen that sets it: hotseat, the second player renamed `bot`, start."""
    from textual.widgets import Input

    from zombie_table.tui.screens.game import GameScreen
    from zombie_table.tui.screens.setup import PartySetup

    app = ZombieTableApp(library, playback="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        await app.push_screen(PartySetup(library.missions["frontier-m0"]))
        await pilot.pause()
        setup = app.screen
        assert "bot" in str(setup.query_one("#mode-help").content)
        await pilot.click("#hotseat")
        await pilot.pause()
        setup.query_one("#player-1", Input).value = "bot"
        await pilot.pause()
        await pilot.press("ctrl+g")
        await wait_for(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack), "the game")
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert screen.teammates is not None and "bot" in screen.teammates.seats
        assert screen.teammates.seats["bot"] is not None and screen.teammates.seats[screen.game.state.players[0]] is None
