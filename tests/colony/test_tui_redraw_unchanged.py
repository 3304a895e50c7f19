"""Colony's screen updates only the panels that changed (issue #33): the turn's list opened and closed
again leaves every panel as it was (none is updated, none lays the screen out again); a choice
that changes the table updates the panels it changed."""

from __future__ import annotations

from pilotkit import wait_for
from textual.widgets import Static

from zombie_table.games.colony import greedy
from zombie_table.games.colony.start import new_game
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.colony import ColonyScreen
from zombie_table.tui.screens.modals import ChoiceModal

PANELS = ("#cy-head", "#cy-tracks", "#cy-places", "#cy-you", "#cy-table")


async def test_closing_the_turn_list_updates_no_panel_and_a_choice_updates_what_it_changed(saves_dir,
                                                                                         monkeypatch) -> None:
    game = new_game(1, ["Ann", "Bot"], "larder", "standard")
    while not (game.decision.kind == "turn" and game.decision.player == "p1"):
        game.apply(greedy.choose(game))
    app = ZombieTableApp(table=(game, [{"name": "Ann", "policy": None}, {"name": "Bot", "policy": "greedy"}], None))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "the turn's list")
        colony = next(s for s in app.screen_stack if isinstance(s, ColonyScreen))
        updated: list[str] = []
        for selector in PANELS:
            widget = colony.query_one(selector, Static)
            real = widget.update
            monkeypatch.setattr(widget, "update", lambda *a, _s=selector, _r=real, **k: (updated.append(_s), _r(*a, **k)))
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is colony, "the list closed")
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "the turn's list again")
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is colony, "the list closed again")
        assert updated == []
        taken = len(game.history)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "the turn's list")
        app.screen.dismiss(next(a for a in game.legal_actions() if a.kind != "end"))
        await wait_for(pilot, lambda: len(game.history) > taken, "the choice taken")
        await pilot.pause()
        assert "#cy-you" in updated  # a die spent on the choice
