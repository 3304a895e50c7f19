"""The danger level a xeno card reads (invader §4.6, §7.5): the highest among the survivors still in
play; one who has escaped through the exit no longer counts (rule option `escaped_set_danger`)."""

from __future__ import annotations

import pytest

from zombie_table.games.tilezone.spawning import danger_level

OBI, HALLOWAY = "obi", "halloway"


@pytest.mark.parametrize(("option", "level"), [(None, 1), (True, 3)])
def test_an_escaped_red_survivor_leaves_the_level_to_those_still_in_play(placed, option: bool | None, level: int) -> None:
    t = placed({OBI: "94T:e", HALLOWAY: "94T:a"}, options=None if option is None else {"escaped_set_danger": option})
    t.s(OBI).xp, t.s(OBI).level = 43, 3
    t.s(HALLOWAY).xp, t.s(HALLOWAY).level = 12, 1
    assert danger_level(t.game) == 3
    t.s(OBI).status = "escaped"
    assert danger_level(t.game) == level
