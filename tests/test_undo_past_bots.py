"""Undo after bots have moved (issue 35): `u` takes back the person's last choice together with the
bots' choices made since, at once, so the screen lands on that person's decision and the bots never
choose again on their own; choosing the same again replays the same bots' moves (nothing random
is drawn anew). A tile mission with a bot teammate, a Roadside race with a bot seat, the text mode."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from pilotkit import wait_for

from zombie_table.bots.teammates import teammates
from zombie_table.cli import main
from zombie_table.content.library import Library
from zombie_table.games.roadside import greedy as roadside_greedy
from zombie_table.games.roadside.start import new_game as roadside_game
from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.games.tilezone.setup import new_game
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.game import GameScreen
from zombie_table.tui.screens.modals import ChoiceModal, HandoverModal
from zombie_table.tui.screens.roadside import RoadsideScreen
from zombie_table.tui.screens.tables import Handover

ANSWERS = 7  # Ann's answers in the text mode before her last lies under the bot's moves
TEAM = [("bo_tanner", "Ann"), ("jack_harlan", "bot")]


def test_undo_steps_reach_back_past_the_bots_to_the_persons_choice(library: Library) -> None:
    """Seed 1: Ann answers where the noise goes, then the bot moves Jack twice; Ann acts next."""
    game = new_game(library, "frontier-m0", TEAM, 1)
    mates, greedy = teammates(game.state.players, 1), GreedyBot(0)
    assert mates is not None
    while mates.bot_to_move(game) or mates.undo_steps(game) < 2:
        game.apply(greedy.choose(game))
    steps = mates.undo_steps(game)
    assert [k.split(":")[0] for k in game.history[-steps:]] == ["noise_to", "move", "move"]
    assert not mates.undo_steps(type(game).lookahead(game)), "a copy without an undo stack has nothing to take back"


async def test_u_on_the_game_screen_takes_back_the_bot_teammates_moves_with_the_persons(library: Library,
                                                                                    saves_dir: Path) -> None:
    game = new_game(library, "frontier-m0", TEAM, 1)
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        screen: GameScreen | None = None
        for _ in range(80):  # Ann answers with Enter until she acts with the bot's moves on the stack after hers
            await pilot.pause()
            await app.workers.wait_for_complete()
            screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
            if isinstance(app.screen, (HandoverModal, ChoiceModal)):
                await pilot.press("enter")
            elif game.decision is not None and game.decision.kind == "act" and not screen.teammate_moving:
                if screen.undo_steps > 1:
                    break
                await pilot.press("e", "y")
        assert screen is not None and screen.undo_steps > 1, "no choice of Ann's was followed by the bot's moves"
        played, steps = list(game.history), screen.undo_steps
        await pilot.press("u")
        await wait_for(pilot, lambda: len(game.history) < len(played), "the undo")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert game.history == played[:-steps], "back to Ann's choice, the bot's moves after it undone, none made anew"
        assert isinstance(app.screen, ChoiceModal), "Ann is asked her question again"
        await pilot.press("enter")  # the same answer as before
        await wait_for(pilot, lambda: len(game.history) >= len(played), "the bot playing on")
        await app.workers.wait_for_complete()
        assert game.history[:len(played)] == played, "the bot chose as before: nothing random was drawn anew"


async def test_u_at_a_roadside_table_takes_back_the_bot_seats_moves_with_the_persons(saves_dir: Path) -> None:
    """Seed 5, Ann against a greedy Ben: at decision 28 Ann's last choice lies under two of Ben's."""
    game = roadside_game(5, ["Ann", "Ben"], "standard")
    app = ZombieTableApp(table=(game, [{"name": "Ann", "policy": None}, {"name": "Ben", "policy": "greedy"}], None))
    greedy = roadside_greedy.GreedyBot(0)
    async with app.run_test(size=(120, 40)) as pilot:
        race = None
        for _ in range(200):
            await wait_for(pilot, lambda: game.over or isinstance(app.screen, (Handover, ChoiceModal, RoadsideScreen)),
                           "the race waiting for Ann")
            await app.workers.wait_for_complete()
            await pilot.pause()
            race = next(s for s in app.screen_stack if isinstance(s, RoadsideScreen))
            if game.over or game.decision is None or game.decision.player != "p1" or race.busy and \
                    not isinstance(app.screen, ChoiceModal):
                if isinstance(app.screen, Handover):
                    await pilot.press("enter")
                continue
            if race.undo_steps > 1:
                break
            taken, action = len(game.history), greedy.choose(game)
            if isinstance(app.screen, ChoiceModal):
                app.screen.dismiss(next(c.value for c in app.screen.choices if c.value == action))
            else:
                race.apply(action)
            await wait_for(pilot, lambda: len(game.history) > taken, "Ann's choice taken")
        assert race is not None and race.undo_steps > 1, "no choice of Ann's was followed by Ben's"
        if isinstance(app.screen, ChoiceModal):
            await pilot.press("escape")  # back to the table, where `u` is
            await wait_for(pilot, lambda: app.screen is race, "the table")
        played, steps = list(game.history), race.undo_steps
        await pilot.press("u")
        await wait_for(pilot, lambda: len(game.history) < len(played), "the undo")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert game.history == played[:-steps] and game.decision.player == "p1", \
            "back to Ann's choice: Ben's moves after it undone, and Ben has not moved again"


def test_undo_in_the_text_mode_takes_back_the_bot_teammates_moves_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ann's answers up to the point where her last lies under the bot's moves, then `undo`: the save
    ends at her choice's question (the bot's moves after it gone, none made again)."""
    def play(lines: str, folder: Path) -> list[str]:
        monkeypatch.setattr("sys.stdin", io.StringIO(lines + "quit\n"))
        assert main(["play", "frontier-m0", "--text", "--seed", "1", "--save-dir", str(folder),
                     "--players", "Ann:bo_tanner;bot:jack_harlan"]) == 0
        return json.loads(next(folder.glob("autosave-*.json")).read_text())["decisions"]

    straight = play("0\n" * ANSWERS, tmp_path / "straight")
    undone = play("0\n" * ANSWERS + "undo\n", tmp_path / "undone")
    assert undone == straight[:len(undone)] and len(straight) - len(undone) > 1, (straight[-4:], undone[-2:])
