"""The set-up screens name the bots a seat may be given from one list; every game seats exactly those."""

from __future__ import annotations

from typing import get_args

from zombie_table.bots.runner import BOTS
from zombie_table.games.savegame import SeatShape
from zombie_table.games.colony.batch import POLICIES as COLONY
from zombie_table.games.registry import POLICIES
from zombie_table.games.roadside.batch import POLICIES as ROADSIDE
from zombie_table.tui.screens.tables import TableSetup


def test_every_game_seats_the_bots_the_set_up_names() -> None:
    assert set(BOTS) == set(COLONY) == set(ROADSIDE) == set(POLICIES)
    saved, _none = get_args(SeatShape.model_fields["policy"].annotation)
    assert set(get_args(saved)) == set(POLICIES), "a save holds every bot a seat may be given"
    assert all(f":{name}" in TableSetup.KEYS_HELP for name in POLICIES)
