"""Every shipped entry, as a player meets it (#29.16): main menu → New game (or the game's own item) →
the entry → set-up with its defaults → start → decisions through the screen's keys → Ctrl+S → quit →
Continue lands on the same decision → on at instant speed to the end → the game-over screen shows the
result. At 120×40 for every entry; at 100×30 and 80×24 for one entry of each game."""

from __future__ import annotations

import pytest
from rich.console import Console

import journeykit
from journeykit import Journey
from zombie_table.tui.screens.game_over import GameOverScreen

EVERY = journeykit.journeys()
SMALLER = [(size, j) for size in ((100, 30), (80, 24)) for j in journeykit.one_of_each(EVERY)]
SLOW_SIZES = {(100, 30)}  # 80x24, the tightest, runs every time


FIRST = {id(j) for j in journeykit.one_of_each(EVERY)}
"""The first entry of each game runs in every test run; the others are marked slow (`pytest -m slow`)."""


def marked(journey: Journey):
    marks = [] if id(journey) in FIRST else [pytest.mark.slow]
    return pytest.param(journey, id=journey.entry, marks=marks)


def shown(screen) -> str:
    console = Console(width=400, file=open("/dev/null", "w"), record=True)
    from textual.widgets import Static

    for widget in screen.query(Static):
        console.print(widget.content)
    if hasattr(screen, "title_text"):
        console.print(screen.title_text)
    return console.export_text()


def ended(game, end) -> None:
    """The screen at the end says how the game ended."""
    assert game.over
    if isinstance(end, GameOverScreen):
        result = game.state.result
        assert ("VICTORY" if result == "victory" else "DEFEAT") in shown(end) and game.state.cause in shown(end)
    else:  # a kernel game ends on its question: its title is the ending
        assert end.title_text == journeykit.playing(end.app)._ending()[0] and end.title_text


async def check(journey: Journey, size: tuple[int, int]) -> None:
    await journeykit.journey(journey, size, ended)


def test_every_entry_has_a_journey() -> None:
    """The catalogue's entries, not a list kept by hand: every setting and kernel game has some."""
    assert {j.game for j in EVERY} == {"frontier", "winter", "outpost", "roadside", "colony"}
    assert len({j.entry for j in EVERY}) == len(EVERY)


@pytest.mark.parametrize("journey", [marked(j) for j in EVERY])
async def test_journey_at_120x40(journey: Journey, saves_dir) -> None:
    await check(journey, (120, 40))


@pytest.mark.parametrize("size,journey", [pytest.param(s, j, id=f"{j.entry}-{s[0]}x{s[1]}",
                                                       marks=[*marked(j).marks, *([pytest.mark.slow] if s in SLOW_SIZES else [])])
                                          for s, j in SMALLER])
async def test_journey_at_smaller_sizes(size: tuple[int, int], journey: Journey, saves_dir) -> None:
    await check(journey, size)
