"""The map's legend explains every mark the game can draw, and survivors and zombies never share a mark."""

from __future__ import annotations

import re

import pytest
from textual.widgets import Static

from zombie_table.content.library import Library
from zombie_table.games.tilezone.setup import new_game
from zombie_table.tui import glyphs
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.picture import Picture, overlay, possible_markers
from zombie_table.tui.screens.game import GameScreen, LegendModal
from zombie_table.tui.widgets.map_view import MapView

# initials B, R, W, S: the letters of zombie types and of the starting spawn
TEAM = [("bo_tanner", "Ann"), ("ruth_calloway", "Ann"), ("wes_holloway", "Ben"), ("silas_crowe", "Ben")]



def _key(text: str) -> str:
    """A mark as the legend names it: counts become 'n' ('w2' → 'wn', '#3' → '#n')."""
    return re.sub(r"(?<=[a-z#])\d+$", "n", text) if not text.startswith(("☠", "☾")) else text


@pytest.mark.parametrize("mission", ["frontier-m0", "frontier-m7"])
async def test_legend_explains_every_mark_the_map_can_draw(library: Library, mission: str) -> None:
    game = new_game(library, mission, TEAM, 5)
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(100):
            if isinstance(app.screen, GameScreen) or any(isinstance(s, GameScreen) for s in app.screen_stack):
                break
            await pilot.pause(0.05)
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        while app.screen is not screen:  # a set-up question waits: look at the board first
            await pilot.press("escape")
        letters = screen.session.letters
        marks = {m.text for ms in overlay(game, Picture.of(game.state), letters, targets={"x": 1}).values() for m in ms}
        marks |= {m.text for m in possible_markers(game, letters)}
        marks |= {f"{z.letter.lower()}3" for z in game.data.zombies.types}  # any type may spawn
        if game.mission.exit:
            assert "⇲" in marks
        assert {f"¤{t.kind[:1]}" for t in game.mission.tokens} <= marks  # m7's wagon
        assert {"B", "R", "W", "S"} <= marks  # the survivors
        entries = screen.query_one(MapView).legend_entries
        symbols = {symbol for symbol, _, _ in entries}
        missing = {mark for mark in marks if _key(mark) not in symbols}
        assert not missing, f"marks not in the legend: {missing}"
        assert len(symbols) == len(entries), "one symbol, one meaning"

        await pilot.press("L")  # the footer's Legend: every entry, one a line
        assert isinstance(app.screen, LegendModal)
        shown = str(app.screen.query_one("#legend-text", Static).render())
        for symbol, meaning, _ in entries:
            assert f"{symbol}  {meaning}" in shown
        await pilot.press("escape")
        assert app.screen is screen


@pytest.mark.parametrize("mission", ["frontier-m0", "frontier-m7"])
def test_no_survivor_mark_is_a_zombie_spawn_or_token_mark(library: Library, mission: str) -> None:
    game = new_game(library, mission, TEAM, 5)
    letters = glyphs.survivor_letters(game)
    survivor_marks = set(letters.values())
    others = {m.text for m in possible_markers(game, letters) if m.text not in survivor_marks}
    others |= {f"{z.letter.lower()}{n}" for z in game.data.zombies.types for n in (1, 2, 9)}
    assert not survivor_marks & others
    assert all(len(mark) == 1 and mark.isupper() for mark in survivor_marks)
    # every other mark carries a lower-case letter, a digit or a symbol: none reads as a survivor's initial
    assert all(not mark.isupper() or not mark.isalpha() for mark in others)
    zombie_letters = {z.letter.lower() for z in game.data.zombies.types}
    assert not {mark[:1] for mark in survivor_marks} & zombie_letters
