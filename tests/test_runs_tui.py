"""A run through the TUI: main menu → Runs → camp → the first mission played to its end on the game
screen → back at camp, a reward taken → the second mission opens; no "play again" in a run."""

from __future__ import annotations

from pathlib import Path

from zombie_table.bots.runner import make_bot
from zombie_table.content.common import Setting
from zombie_table.content.library import Library
from zombie_table.games.tilezone.runs import flow, store
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.game import GameScreen
from zombie_table.tui.screens.game_over import GameOverScreen
from zombie_table.tui.screens.modals import ChoiceModal
from zombie_table.tui.screens.runs import CampScreen
from zombie_table.tui.screens.trade import TradeScreen
from pilotkit import wait_for

RUN_SEED = 11  # greedy wins this run's first mission (docs/runs.md)


async def play_to_the_end(pilot, app: ZombieTableApp) -> None:
    """The greedy bot's choices, fed through the game screen and its pop-ups, until the game is over."""
    bot = None
    for _ in range(2000):
        screen = app.screen
        if isinstance(screen, GameOverScreen):
            return
        game_screen = next(s for s in reversed(app.screen_stack) if isinstance(s, GameScreen))
        game = game_screen.session.game
        if game.over or game.decision is None:
            await pilot.pause()
            continue
        bot = bot or make_bot("greedy", game.state.seed)
        action = bot.choose(game)
        if isinstance(screen, ChoiceModal):
            screen.dismiss(next(c.value for c in screen.choices if not c.header and c.value == action))
        elif isinstance(screen, TradeScreen):
            screen.dismiss(action) if action.kind == "done" else screen.play(action)
        elif isinstance(screen, GameScreen):
            screen.apply(action)
        await pilot.pause()
    raise AssertionError("the mission did not end")


async def test_a_run_from_the_menu_through_camp_to_the_second_mission(library: Library, saves_dir: Path) -> None:
    run = flow.start(library, Setting.frontier, RUN_SEED, 5)
    store.write(run, saves_dir)
    app = ZombieTableApp(library, save_dir=saves_dir, playback="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("u")
        await pilot.press("enter")  # "Go on: frontier-11"
        await wait_for(pilot, lambda: isinstance(app.screen, CampScreen), "the camp")
        await pilot.press("enter")  # Next mission (1 of 5)
        await wait_for(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack), "the first mission")
        await play_to_the_end(pilot, app)
        over = app.screen
        assert isinstance(over, GameOverScreen) and not over.check_action("again", ())
        await pilot.press("m")
        await wait_for(pilot, lambda: isinstance(app.screen, CampScreen), "back at camp")
        camp_screen = app.screen
        assert camp_screen.run.legs[0].result == "victory"
        assert [r.kind for r in camp_screen.run.offer][-1] == "rest"
        await pilot.press(*["down"] * (len(camp_screen.run.offer) - 1), "enter")  # the last reward: a long rest
        assert camp_screen.run.offer == [] and all(m.wounds == 0 for m in camp_screen.run.alive)
        await pilot.press("enter")  # Next mission (2 of 5)
        await wait_for(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack), "the second mission")
        saved = store.read(store.run_path(run.id, saves_dir))
        assert len(saved.legs) == 2 and saved.legs[1].difficulty == "easy"
        playing = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert playing.session.game.mission.id == saved.legs[1].mission
