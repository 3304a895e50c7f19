"""Movement skills in Outpost (rules reference §5.1, §5.6, §11) on the 3x3 test grid
(a b c / d e f / g h i): entering a zone with xenos ends the move even for Slippery and multi-zone
moves; the bot's escort move takes no movement skill."""

from __future__ import annotations

from zombie_table.games.tilezone.settings.outpost import machines
from zombie_table.games.tilezone.settings.outpost.state import own

OBI = "obi"


def test_slippery_sprint_stops_in_the_first_zone_with_xenos(placed) -> None:
    """§5.1: entering a zone with xenos ends the Move, "even for multi-zone movement skills and for
    Slippery"; §11 Slippery still pays nothing to leave a zone with xenos."""
    t = placed({OBI: "94T:a"})
    t.reset(OBI, "94T:a", skills=["slippery", "sprint"], health=3)
    t.zombies("94T:a", worker=1)
    t.zombies("94T:b", worker=1)
    t.turn(OBI, actions=3)
    sprints = {a.args[1] for a in t.actions("sprint")}
    moves = {a.args[1] for a in t.actions("move")}
    assert "94T:b" in moves and "94T:c" not in sprints | moves
    t.do("move", OBI, "94T:b")
    assert t.s(OBI).actions_left == 2  # one action: Slippery pays nothing for the worker in a


def test_the_escort_move_ignores_slippery_and_pays_for_the_xenos(placed) -> None:
    """§5.6: Slippery, Zero-G Dash, +1 Zone per Move, Sprint cannot be used with the escort move: the
    controller leaving two workers pays 3 actions, and goes one zone only."""
    t = placed({OBI: "94T:g"})
    t.reset(OBI, "94T:g", skills=["slippery", "plus_zone_per_move"], health=3)
    t.state.tokens["bot"] = ["94T:g"]
    own(t.game).remotes["bot"] = OBI
    t.zombies("94T:g", worker=2)
    t.turn(OBI, actions=4)
    assert {a.args[1] for a in t.actions("escort")} == {"94T:d", "94T:h"}
    t.pick("escort", lambda a: a.args[1] == "94T:d")
    assert t.s(OBI).zone == "94T:d" and machines.where(t.game, "bot") == "94T:d"
    assert t.s(OBI).actions_left == 1
