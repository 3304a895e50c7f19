"""Every mission's winning line plays to its end where people play it.

`play --text`: the whole line, typed as option numbers, ends on the victory line.
The TUI: the line is replayed headlessly up to its last decisions, handed to the game screen,
and its closing decisions (the last turns, the train leaving, the wagon rolling out…) are taken
through the screen and its modals until the game-over screen reports the victory. A whole game
played through the screen is in tests/test_tui.py.
"""

from __future__ import annotations

import importlib
import io
from collections.abc import Callable
from pathlib import Path

import pytest
import test_win_greedy
import test_win_tutorial
from winkit import LIBRARY, play_line

from zombie_table.commands.play import TextLoop
from zombie_table.content.missions import order_key
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.game import Game
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.game import GameScreen
from zombie_table.tui.screens.game_over import GameOverScreen
from zombie_table.tui.screens.modals import ChoiceModal
from zombie_table.tui.screens.trade import TradeScreen

TAIL = 12  # decisions taken through the screen

LINES: dict[str, Callable[[], Game]] = {
    mission_id: (lambda m=mission_id, seed=seed: play_line(m, seed, test_win_greedy.TEAM))
    for mission_id, seed in test_win_greedy.WINS.items()
}
for number in (1, 2, 3, 4, 7, 8, 9):
    LINES[f"frontier-m{number}"] = importlib.import_module(f"test_win_frontier_m{number}").winning_line
LINES["frontier-tutorial"] = test_win_tutorial.winning_line
LINES["winter-m0"] = importlib.import_module("test_win_winter_m0").winning_line
LINES["outpost-m0"] = importlib.import_module("test_win_outpost_m0").winning_line
for number in range(1, 11):
    LINES[f"outpost-m{number}"] = importlib.import_module(f"test_win_outpost_m{number}").winning_line
for number in (1, 2, 3, 4, 5, 6, 7, 8, 9):
    LINES[f"winter-m{number}"] = importlib.import_module(f"test_win_winter_m{number}").winning_line
LINES["winter-m10"] = importlib.import_module("test_win_winter_m10").winning_line



def test_every_mission_has_a_winning_line() -> None:
    assert sorted(LINES) == sorted(LIBRARY.missions)


MISSIONS = sorted(LINES, key=order_key)


@pytest.mark.parametrize("mission_id", MISSIONS)
def test_the_winning_line_ends_in_play_text(mission_id: str, tmp_path: Path) -> None:
    won = LINES[mission_id]()
    record = saves.record(won)
    game = saves.replay(LIBRARY, record, upto=0)
    typed = []
    for key in record["decisions"]:  # each choice as the number a player types
        index = next(i for i, a in enumerate(game.legal_actions()) if a.key == key)
        typed.append(str(index))
        game.apply(index)
    fresh = saves.replay(LIBRARY, record, upto=0)
    out = io.StringIO()
    assert TextLoop(fresh, io.StringIO("\n".join(typed) + "\n"), out, tmp_path).run() == 0
    assert f"*** VICTORY: {won.state.cause}" in out.getvalue()


@pytest.mark.parametrize("mission_id", MISSIONS)
async def test_the_winning_line_ends_in_the_tui(mission_id: str, saves_dir: Path) -> None:
    won = LINES[mission_id]()
    assert won.state.result == "victory"
    record = saves.record(won)
    keys = record["decisions"][-TAIL:]
    game = saves.replay(LIBRARY, record, upto=max(0, len(record["decisions"]) - TAIL))  # a short line: all of it
    app = ZombieTableApp(LIBRARY, game, playback="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        for key in keys:
            for _ in range(50):  # the screen settles on the next decision
                if isinstance(app.screen, (ChoiceModal, GameScreen, TradeScreen)) and game.decision is not None:
                    break
                await pilot.pause()
            action = next(a for a in game.legal_actions() if a.key == key)
            if isinstance(app.screen, ChoiceModal):
                app.screen.dismiss(next(c.value for c in app.screen.choices if not c.header and c.value == action))
            elif isinstance(app.screen, TradeScreen):  # a reorganise: moves on the trade table, then done
                app.screen.dismiss(action) if action.kind == "done" else app.screen.play(action)
            else:
                app.screen.apply(action)
            await pilot.pause()
        for _ in range(50):
            if isinstance(app.screen, GameOverScreen):
                break
            await pilot.pause()
        assert isinstance(app.screen, GameOverScreen), f"no game-over screen: {game.state.result} {game.state.cause}"
        assert game.state.result == "victory" and game.state.cause == won.state.cause
        assert "Victory" in app.screen.report.read_text()
