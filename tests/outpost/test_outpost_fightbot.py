"""The greedy bot and Outpost's fighting actions: it concentrates its hits on a Brute its 1-damage
gun could never kill, burns a zone thick with xenos, and never burns a friend."""

from __future__ import annotations

from fightkit import attach

from zombie_table.games.tilezone.greedy import GreedyBot

OBI, DAX = "obi", "dax"


def test_the_bot_concentrates_on_a_brute_its_gun_cannot_kill(make) -> None:
    t = make([OBI])
    t.reset(OBI, "94T:e", health=3)
    t.give(OBI, "squad_gun")
    t.zombies("94T:b", tank=1)
    t.turn(OBI, actions=3)
    choice = GreedyBot().choose(t.game)
    assert choice.kind == "concentrate" and choice.args[4] == "tank"


def test_the_bot_burns_a_crowd_but_never_a_friend(make) -> None:
    t = make([OBI, DAX])
    t.reset(OBI, "94T:e", health=3)
    t.reset(DAX, "94T:a", health=3)
    scorcher = t.give(OBI, "scorcher")
    attach(t, OBI, "burner_fuel", scorcher)
    t.zombies("94T:b", worker=3, tank=1)
    t.turn(OBI, actions=3)
    assert GreedyBot().choose(t.game).kind == "hellfire"
    t.reset(DAX, "94T:b", health=3)
    t.turn(OBI, actions=3)
    assert GreedyBot().choose(t.game).kind != "hellfire"
