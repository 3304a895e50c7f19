"""Colony's winning lines (`test_win_colony.py`: the co-op line and the traitor line, their seeds
and seats defined there once) played through the TUI to their end, every seat a person at one
hotseat table: each decision answered in the list the screen opens, after its hand-over."""

from __future__ import annotations

import pytest
from colonykit import answer, people
from pilotkit import wait_for
from test_win_colony import COOP, TRAITOR, Line, played

from zombie_table.games.colony.game import Colony
from zombie_table.kernel.engine import Action
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.modals import ChoiceModal

ENDINGS = {"stands": "The colony stands", "fallen": "The colony has fallen"}


@pytest.mark.parametrize("line", [COOP, TRAITOR], ids=["cooperative", "traitor"])
async def test_the_line_ends_in_the_tui(line: Line) -> None:
    won = played(line)
    keys = iter(won.history)

    def recorded(game: Colony) -> Action:
        key = next(keys)
        return next(a for a in game.legal_actions() if a.key == key)

    game = line.start()
    app = ZombieTableApp(table=(game, people(game), None))
    async with app.run_test(size=(120, 40)) as pilot:
        await answer(pilot, app, game, recorded)
        await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal) and app.screen.title_text in ENDINGS.values(),
                       "the end of the game")
        assert game.history == won.history and app.screen.title_text == ENDINGS[won.state.result]
        names = ", ".join(p.name for p in won.state.players if p.id in won.state.winners)
        assert (game.state.result, game.state.winners) == (won.state.result, won.state.winners)
        assert f"winners: {names}" in str(app.screen.subtitle)
