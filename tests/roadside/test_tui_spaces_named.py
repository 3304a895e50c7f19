"""Roadside names every space a player is asked about by what the map draws (issue #29, point 9): a
location or start by its name, any other space by the coordinate drawn under it (`H1`), never by the
content's id (`s08`); and the solo race's default seat is a name the texts can say ("Ann's turn",
never "You's turn")."""

from __future__ import annotations

import re

from journeykit import Journey, start, step
from pilotkit import wait_for
from rich.console import Console
from textual.widgets import Static

from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.modals import ChoiceModal
from zombie_table.tui.screens.roadside import RoadsideMap, RoadsideScreen

STEPS = 12  # screen steps (keys) played into the race: moves, their ways in, the questions after


def plain(renderable) -> str:
    console = Console(width=200, record=True, file=open("/dev/null", "w"))
    console.print(renderable)
    return console.export_text()


def race_of(app) -> RoadsideScreen:
    return next(s for s in app.screen_stack if isinstance(s, RoadsideScreen))


def everything_shown(app) -> str:
    """The race's panels, head and log, and the question on top with its answers."""
    race = race_of(app)
    parts = [plain(w.content) for w in race.query(Static)] + [line.plain for line in race.lines]
    if isinstance(app.screen, ChoiceModal):
        parts += [app.screen.title_text] + [str(c.label) for c in app.screen.choices]
    return "\n".join(parts)


async def test_prompts_name_spaces_as_the_map_draws_them_and_the_solo_seat_reads_well(saves_dir) -> None:
    app = ZombieTableApp(playback="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        await start(pilot, app, Journey("roadside-solo", "roadside", "o"))
        race = race_of(app)
        content = race.game.content
        drawn = plain(race.query_one("#rs-map", RoadsideMap).content)
        for space in content.map.spaces:  # each space known by a coordinate has it drawn on the map
            assert not space.marked or re.search(rf"\b{space.coordinate}\b", drawn), space.coordinate
        ids = re.compile(r"\b(" + "|".join(re.escape(s.id) for s in content.map.spaces) + r")\b")
        seen = set()
        for _ in range(STEPS):
            await wait_for(pilot, lambda: not race.busy or isinstance(app.screen, ChoiceModal), "a question")
            text = everything_shown(app)
            assert not ids.search(text), f"an internal space id is shown: {ids.search(text).group(0)}"
            assert "You's" not in text and "You gains" not in text
            seen.add(race.game.decision.prompt if race.game.decision else "")
            await step(pilot, app)
        assert any(re.search(r" at [A-J][1-7]\b| at [A-Z][a-z]", p) for p in seen), seen  # "Ann at H1: …"
        assert "Ann's turn" in everything_shown(app) or any(line.plain.endswith("Ann's turn.") for line in race.lines)
