"""Colony's screen tells the crisis as it is resolved (§10 step 2): every card added to it is
turned one at a time, and the log and the tracks panel show each card with its +1 or −1 before
the total and the outcome."""

from __future__ import annotations

from colonykit import answer, plain, screen_of

from zombie_table.games.colony import greedy
from zombie_table.games.colony.start import new_game
from zombie_table.tui.app import ZombieTableApp

SEATS = [{"name": "Ann", "policy": None}, {"name": "Ben", "policy": "greedy"}, {"name": "Cat", "policy": "greedy"}]


async def test_each_crisis_card_is_shown_as_it_is_turned_with_its_score(saves_dir) -> None:
    game = new_game(4, ["Ann", "Ben", "Cat"], "larder", "standard")
    app = ZombieTableApp(table=(game, SEATS, None))
    async with app.run_test(size=(120, 40)) as pilot:
        while game.state.round < 2 and not game.over:
            await answer(pilot, app, game, greedy.choose, limit=len(game.history) + 1)
        colony = screen_of(app)
        logged = [line.plain for line in colony.lines]
        cards = [line for line in logged if line.startswith("· Crisis card ")]
        assert cards, logged
        total = next(i for i, line in enumerate(logged) if "the colony gave" in line)
        assert all(logged.index(line) < total for line in cards)
        assert all(line.rstrip(".").endswith(("+1", "-1")) for line in cards)
        colony._draw()
        panel = plain(colony.query_one("#cy-tracks").content)
        assert "Last crisis, as turned" in panel
        for line in cards:
            assert line[2:60] in panel  # the panel wraps long lines: their start is on one row
