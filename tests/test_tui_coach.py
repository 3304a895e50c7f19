"""The coach on every game screen (issue 35.2): `A` (h is the vi key for left) weighs the pending
decision in a worker and opens the three best options, each with its chance of winning, an
interval and a reason in words; at a hotseat table it speaks only to the seat deciding."""

from __future__ import annotations

import re

from pilotkit import wait_for
from textual.widgets import Static

from zombie_table.bots.runner import BOTS, default_team
from zombie_table.content.library import Library
from zombie_table.games.colony.start import new_game as colony_game
from zombie_table.games.roadside.start import new_game as roadside_game
from zombie_table.games.tilezone.setup import new_game as tile_game
from zombie_table.kernel.engine import Engine
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.coach import CoachModal
from zombie_table.tui.screens.modals import ChoiceModal
from zombie_table.tui.screens.tables import Handover

TIP = re.compile(r"^\d+\) .+ — \d+% to win \(\d+%–\d+%, \d+ worlds\): \S.+")


def seats(*specs: str) -> list[dict]:
    return [{"name": n, "policy": p or None} for n, _, p in (spec.partition(":") for spec in specs)]


async def three_tips(app: ZombieTableApp, game: Engine) -> list[str]:
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: game.decision is not None and not isinstance(app.screen, Handover)
                       and app.screen is not app.get_default_screen(), "the game screen")
        await pilot.pause()
        if isinstance(app.screen, ChoiceModal):
            await pilot.press("escape")  # back to the board, where the keys are
        await pilot.press("A")
        await wait_for(pilot, lambda: isinstance(app.screen, CoachModal), "the coach's advice")
        tips = [str(w.content) for w in app.screen.query(".coach-tip").results(Static)]
        await pilot.press("escape")
        return tips


def check(tips: list[str]) -> None:
    assert len(tips) == 3, tips
    for tip in tips:
        assert TIP.match(tip), tip


async def test_the_coach_on_a_tile_mission(library: Library, saves_dir) -> None:
    game = tile_game(library, "frontier-m1", default_team(library, "frontier-m1"), 3)
    greedy = BOTS["greedy"](0)
    while game.decision.kind != "act" or len(game.legal_actions()) < 3:
        game.apply(greedy.choose(game))
    check(await three_tips(ZombieTableApp(library, game, playback="instant"), game))


async def test_the_coach_on_roadside(saves_dir) -> None:
    game = roadside_game(4, ["Ann", "Ben"], "standard")
    check(await three_tips(ZombieTableApp(table=(game, seats("Ann", "Ben:greedy"), None)), game))


async def test_the_coach_on_colony(saves_dir) -> None:
    game = colony_game(4, ["Ann", "Ben"])
    check(await three_tips(ZombieTableApp(table=(game, seats("Ann", "Ben:greedy"), None)), game))
