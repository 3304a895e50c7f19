"""No key means two things on one screen (issue #29, point 3): on every game's screen, with every
setting's own action keys, a key is bound to one meaning only. A screen's own bindings may share a
key when they are one meaning in two states (Enter answers or chooses the zone; `u` undoes or says
why not); a game's action key never shares a key with anything else (Winter's Pick up once took
`i`, the panels' key, so the side panels could not be reached during a turn)."""

from __future__ import annotations

from collections import defaultdict

import pytest
from textual.binding import Binding

from zombie_table.games.tilezone.settings import ruleset_for
from zombie_table.tui.screens.game import GameScreen
from zombie_table.tui.screens.tables import TableScreen, face, TABLES

SETTINGS = ["frontier", "winter", "outpost"]


def keys(bindings) -> dict[str, list[str]]:
    """Each key and the labels bound to it."""
    out: dict[str, list[str]] = defaultdict(list)
    for binding in bindings:
        binding = binding if isinstance(binding, Binding) else Binding(*binding)
        for key in binding.key.split(","):
            out[key.strip()].append(binding.description)
    return out


@pytest.mark.parametrize("setting", SETTINGS)
def test_a_settings_action_keys_take_no_key_of_the_game_screen(setting) -> None:
    groups = dict(ruleset_for(setting).kinds["key_groups"]).values()
    own = keys(GameScreen.BINDINGS)
    taken: dict[str, str] = {}
    for group in groups:
        assert group.key not in taken, f"{setting}: {group.key!r} is both {taken[group.key]} and {group.label}"
        assert group.key not in own, f"{setting}: {group.key!r} is both {group.label} and {own[group.key]}"
        taken[group.key] = group.label


@pytest.mark.parametrize("table", TABLES, ids=[t.id for t in TABLES])
def test_a_kernel_games_screen_binds_each_key_to_one_meaning(table) -> None:
    screen = next(c for c in vars(__import__(table.module, fromlist=["FACE"])).values()
                  if isinstance(c, type) and issubclass(c, TableScreen) and c is not TableScreen)
    assert face(table) is not None
    for key, labels in keys(screen.BINDINGS).items():
        assert len(set(labels)) == 1, f"{table.id}: {key!r} is bound to {labels}"


def test_every_setting_is_walked() -> None:
    from zombie_table.content.library import Library

    assert sorted({m.setting.value for m in Library.load(user=False).missions.values()}) == sorted(SETTINGS)
