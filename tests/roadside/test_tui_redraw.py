"""Roadside's screen on a cursor key (issue #33, point 7): only what the cursor changes is drawn
again — the map's highlight, the Look panel, the line under the map — never the panels it leaves
as they were (the head, the player's board, the table, the log, the rivals, the groups)."""

from __future__ import annotations

from pilotkit import wait_for
from textual.widgets import Static

from zombie_table.games.roadside.start import new_game
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.roadside import RoadsideScreen

STILL = ("#rs-head", "#rs-you", "#rs-table", "#rs-recent", "#rs-rivals", "#rs-groups")


async def test_a_cursor_key_redraws_only_what_the_cursor_changes(saves_dir, monkeypatch) -> None:
    game = new_game(3, ["Ann"], "solo")
    app = ZombieTableApp(table=(game, [{"name": "Ann", "policy": None}], None))
    async with app.run_test(size=(120, 40)) as pilot:
        race = app.screen
        await wait_for(pilot, lambda: isinstance(race, RoadsideScreen) and game.decision.kind == "move" and not race.busy,
                       "the first move")
        updated: list[str] = []
        for selector in (*STILL, "#rs-look", "#rs-map"):
            widget = race.query_one(selector, Static)
            real = widget.update
            monkeypatch.setattr(widget, "update", lambda *a, _s=selector, _r=real, **k: (updated.append(_s), _r(*a, **k)))
        for key in ("right", "down", "left", "up"):
            race.action_cursor(key)
        await pilot.pause()
        assert "#rs-map" in updated and "#rs-look" in updated
        assert not [s for s in updated if s in STILL], updated
