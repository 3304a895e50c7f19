"""Every rule option through the set-up screen (issue #29, points 1 and 17): for each setting of the
tile-and-zone family and for Roadside and Colony, one of its missions is set up with its defaults and starts; then each option,
set on the screen to each value it may take other than its default (every word a word option
allows, the other of yes/no, a changed number), starts a game with that option. An option of a type
the screen cannot set fails here, not at a player's table; a refused value is said in full."""

from __future__ import annotations

import typing
from typing import Any

import pytest
from pilotkit import wait_for
from textual.widgets import Checkbox, Input, Select

from zombie_table.games.tilezone.settings import ruleset_for
from zombie_table.games.tilezone.options import options_model
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.game import GameScreen
from zombie_table.tui.screens import tables
from zombie_table.tui.screens.menu import MainMenu
from zombie_table.tui.screens.setup import PartySetup
from zombie_table.tui.screens.tables import TABLES, TableSetup, face
from zombie_table.tui.widgets import options as rule_options


def other_values(field) -> list[Any]:
    """The values, other than its default, an option may take, as a player would set them."""
    default, words = field.default, rule_options.choices(field)
    if words is not None:
        return [w for w in words if w != default]
    if isinstance(default, bool):
        return [not default]
    if isinstance(default, int):  # a neighbour within the option's bounds
        return [next(v for v in (default - 1, default + 1) if within(field, v))]
    if typing.get_origin(field.annotation) is tuple and isinstance(default, tuple):
        if default and isinstance(default[0], tuple):  # a list of number ranges: a narrower one
            first = default[0]
            return [((first[0], first[1] - 1), *default[1:])]
        return [tuple(v + 1 for v in default)]
    raise AssertionError(f"the test knows no other value of an option typed {field.annotation}")


def within(field, value: int) -> bool:
    bounds = {type(m).__name__: m for m in field.metadata}
    return (value >= getattr(bounds.get("Ge"), "ge", value) and value <= getattr(bounds.get("Le"), "le", value)
            and value > getattr(bounds.get("Gt"), "gt", value - 1) and value < getattr(bounds.get("Lt"), "lt", value + 1))


def settings(library) -> list[str]:
    return sorted({m.setting.value for m in library.missions.values()})


def first_mission(library, setting: str) -> str:
    return min(m.id for m in library.missions.values() if m.setting.value == setting)


def put(setup: PartySetup | TableSetup, name: str, value: Any) -> None:
    widget = setup.query_one(f"#{rule_options.PREFIX}{name}")
    if isinstance(widget, (Checkbox, Select)):
        widget.value = value
    else:
        assert isinstance(widget, Input)
        widget.value = rule_options.as_text(value)


@pytest.mark.parametrize("setting", ["frontier", "winter", "outpost"])
async def test_every_option_set_on_the_screen_starts_a_game(library, saves_dir, monkeypatch, setting) -> None:
    assert setting in settings(library)
    mission = library.missions[first_mission(library, setting)]
    model = options_model(ruleset_for(setting))
    app = ZombieTableApp(library=library)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: app.warm, "the engine")
        await pilot.press("n", *mission.id, "enter")  # New game, the mission found by its id
        await wait_for(pilot, lambda: isinstance(app.screen, PartySetup), "the set-up")
        setup = app.screen
        started: list = []
        real_open = app.open_game
        monkeypatch.setattr(app, "open_game", started.append)
        tried = 0
        for name, field in model.model_fields.items():
            for value in other_values(field):
                put(setup, name, value)
                await pilot.pause()
                setup.action_start()
                assert started, f"{setting}: {name}={value!r} did not start: {setup.query_one('#setup-status').content}"
                assert getattr(started.pop().game.rules, name) == value, name
                tried += 1
            put(setup, name, field.default)
        assert tried >= len(model.model_fields)
        monkeypatch.setattr(app, "open_game", real_open)
        await pilot.press("ctrl+g")  # the defaults start the game itself
        await wait_for(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack), "the game")


def test_every_setting_is_tried() -> None:
    """The list above is the family's settings (a new setting joins it)."""
    from zombie_table.content.library import Library

    assert settings(Library.load(user=False)) == ["frontier", "outpost", "winter"]


async def test_a_refused_value_is_said_in_full(library, saves_dir) -> None:
    """A number out of range names the option and the reason, wrapped rather than cut at 80×24."""
    mission = library.missions[first_mission(library, "outpost")]
    app = ZombieTableApp(library=library)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.warm, "the engine")
        await pilot.press("n", *mission.id, "enter")  # New game, the mission found by its id
        await wait_for(pilot, lambda: isinstance(app.screen, PartySetup), "the set-up")
        setup = app.screen
        setup.query_one("#opt-explosive_expert_roll", Input).value = "9"
        await pilot.pause()
        status = setup.query_one("#setup-status")
        said = str(status.content)
        assert "Explosive Expert keeps the dynamite on this roll or more" in said and "less than or equal to 6" in said
        assert status.size.height * status.size.width >= len(said)  # room for every character


@pytest.mark.parametrize("table", [t.id for t in TABLES])
async def test_every_option_of_a_kernel_game_set_on_its_set_up_starts_a_game(library, saves_dir, monkeypatch, table) -> None:
    """Roadside's and Colony's rule options (issue #29, point 17) through the same widgets: each set
    to each value other than its default on the game's set-up screen starts a game with it."""
    game_face = face(next(t for t in TABLES if t.id == table))
    entries = game_face.entries(library)
    entry = entries[min(entries)]
    model = game_face.options
    started: list = []
    monkeypatch.setattr(tables, "start_table", lambda app, game, seats: started.append(game))
    app = ZombieTableApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: app.warm and isinstance(app.screen, MainMenu), "the menu")
        await app.push_screen(TableSetup(entry))
        await wait_for(pilot, lambda: isinstance(app.screen, TableSetup), "the set-up")
        setup = app.screen
        tried = 0
        for name, field in model.model_fields.items():
            for value in other_values(field):
                put(setup, name, value)
                await pilot.pause()
                setup.action_start()
                assert started, f"{table}: {name}={value!r} did not start: {setup.query_one('#kg-setup-error').content}"
                assert getattr(started.pop().rules, name) == value, name
                tried += 1
            put(setup, name, field.default)
        assert tried >= len(model.model_fields)
        setup.action_start()  # and the defaults
        assert started and started.pop().rules == model()
