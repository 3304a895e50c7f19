"""Searching on the station (rules reference §1.4, §5.2): civilians search any room, soldiers only
the security rooms (the class's `searches_only` in setting.yaml)."""

from __future__ import annotations

from missionkit import act_as
from outpostkit import outpost_game, place


def searches(game, sid: str) -> bool:
    return any(a.kind == "search" and a.args[0] == sid for a in game.legal_actions())


def soldier_and_civilian(game):
    classes = {sid: s.classes for sid, s in game.state.survivors.items()}
    soldier = next(sid for sid, c in classes.items() if "soldier" in c)
    civilian = "halloway"  # a civilian without Scavenger
    assert "civilian" in classes[civilian]
    return soldier, civilian


def team():
    return [("rook", "A"), ("halloway", "A"), ("tamsin", "A"), ("okafor", "A"), ("dax", "A"), ("obi", "A")]


def test_a_soldier_searches_the_security_room_only() -> None:  # §5.2
    game = outpost_game(team=team())
    soldier, _ = soldier_and_civilian(game)
    place(game, soldier, "06R:d")  # the oxygen store: a plain room for searching
    act_as(game, soldier)
    assert not searches(game, soldier)
    place(game, soldier, "06R:f")  # the security room
    act_as(game, soldier)
    assert searches(game, soldier)


def test_a_civilian_searches_any_room() -> None:  # §5.2
    game = outpost_game(team=team())
    _, civilian = soldier_and_civilian(game)
    for room in ("06R:d", "06R:f"):
        place(game, civilian, room)
        act_as(game, civilian)
        assert searches(game, civilian)
    place(game, civilian, "06R:x")  # a corridor: no (but Scavenger searches corridors, §11)
    act_as(game, civilian)
    assert not searches(game, civilian)
    place(game, civilian, "06R:x")
    game.survivor(civilian).skills.append("scavenger")  # Scrounger
    act_as(game, civilian)
    assert searches(game, civilian)
