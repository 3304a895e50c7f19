"""Zero-G Dash (invader §11): once per turn, one action, exactly two zones, through xenos in the
middle zone without stopping; the cost of leaving a zone with xenos is still paid."""

from __future__ import annotations

ROOK = "rook"


def test_the_dash_goes_exactly_two_zones_through_xenos(make) -> None:
    t = make([ROOK])
    t.reset(ROOK, "94T:a", health=2, skills=["zero_g_dash"])
    t.zombies("94T:b", worker=2)
    t.turn(ROOK, actions=3)
    assert sorted(a.args[1] for a in t.actions("zero_g_dash")) == ["94T:c", "94T:e", "94T:g"]
    t.pick("zero_g_dash", lambda a: a.args[1] == "94T:c")
    assert t.s(ROOK).zone == "94T:c" and t.s(ROOK).actions_left == 2
    assert not t.actions("zero_g_dash")  # once per turn


def test_leaving_xenos_still_costs_extra(make) -> None:
    t = make([ROOK])
    t.reset(ROOK, "94T:a", health=2, skills=["zero_g_dash"])
    t.zombies("94T:a", worker=1)
    t.turn(ROOK, actions=3)
    t.pick("zero_g_dash", lambda a: a.args[1] == "94T:c")
    assert t.s(ROOK).actions_left == 1
