"""The single two-sided noise token (digest §4.5): noisy equipment, the strength rule, Make Noise,
and the token staying where the noise was made."""

from __future__ import annotations

import pytest

from ruleskit import M0, of
from zombie_table.games.tilezone.events import Ev

ACTOR = "jack_harlan"


@pytest.fixture
def t(make):
    table = make(M0, team=[ACTOR])
    table.clear_zombies()
    table.state.spawns = []
    table.reset(ACTOR, "2R:x")
    return table


def test_the_token_starts_bang_side_up_in_the_starting_zone(make) -> None:
    t = make(M0, team=[ACTOR])
    assert t.state.noise == {"zone": "2R:s", "level": "bang"}


def test_a_bang_weapon_puts_the_token_in_the_shooters_zone(t) -> None:
    t.give(ACTOR, "lever_rifle")
    t.zombies("2R:e", walker=2)
    t.noise("3R:e", "bang")
    t.dice(1, 1)
    t.turn(ACTOR)
    events = t.pick("shoot")
    assert t.state.noise == {"zone": "2R:x", "level": "bang"}, "where the action was taken, not the target"
    assert of(events, Ev.noise, zone="2R:x", level="bang")


def test_silent_weapons_make_no_noise(t) -> None:
    t.give(ACTOR, "skinning_knife")
    t.zombies("2R:x", walker=2)
    t.noise("3R:e", "bang")
    t.dice(1)
    t.turn(ACTOR)
    events = t.pick("melee")
    assert t.state.noise == {"zone": "3R:e", "level": "bang"}
    assert not of(events, Ev.noise)


def test_a_bang_cannot_move_a_boom(t) -> None:
    t.give(ACTOR, "lever_rifle")
    t.zombies("2R:e", walker=2)
    t.noise("3R:e", "boom")
    t.dice(1, 1)
    t.turn(ACTOR)
    events = t.pick("shoot")
    assert t.state.noise == {"zone": "3R:e", "level": "boom"}
    assert of(events, Ev.noise, ignored=True)


def test_a_boom_moves_a_boom(t) -> None:
    stick = t.give(ACTOR, "blasting_stick")
    t.zombies("3R:w", walker=1)
    t.noise("3R:e", "boom")
    t.turn(ACTOR)
    t.do("dynamite", ACTOR, stick, "3R:w")
    assert t.state.noise == {"zone": "3R:w", "level": "boom"}


def test_a_boom_moves_a_bang(t) -> None:
    t.reset(ACTOR, classes=["gunslinger"])
    pistol = t.give(ACTOR, "six_shooter")
    t.zombies("2R:e", walker=1)
    t.noise("3R:e", "bang")
    t.dice(*[1] * 6)
    t.turn(ACTOR)
    t.do("fan", ACTOR, pistol, "2R:e")
    assert t.state.noise == {"zone": "2R:x", "level": "boom"}


def test_make_noise_puts_a_bang_in_the_actors_zone_for_one_action(t) -> None:
    t.noise("3R:e", "bang")
    t.turn(ACTOR)
    events = t.do("make_noise", ACTOR)
    assert t.state.noise == {"zone": "2R:x", "level": "bang"}
    assert t.s(ACTOR).actions_left == 2
    assert of(events, Ev.noise, zone="2R:x")


def test_make_noise_is_not_allowed_while_a_boom_is_on_the_board(t) -> None:
    t.noise("3R:e", "boom")
    t.turn(ACTOR)
    assert t.actions("make_noise") == []


def test_the_noise_stays_when_the_survivor_leaves(t) -> None:
    t.turn(ACTOR, actions=5)
    t.do("make_noise", ACTOR)
    t.do("move", ACTOR, "2R:w")
    t.do("move", ACTOR, "2R:sa")
    assert t.s(ACTOR).zone == "2R:sa"
    assert t.state.noise == {"zone": "2R:x", "level": "bang"}


def test_the_noise_token_is_always_on_the_board(t) -> None:
    t.turn(ACTOR)
    t.do("end_turn", ACTOR)
    assert t.state.noise["zone"] in t.board.zones
    assert t.state.noise["level"] in ("bang", "boom")
