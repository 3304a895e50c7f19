"""Reload (white-death §9.5): firing a reload weapon again in the same round takes a reload action
in between; the end phase reloads every one for free; a fired weapon handed on is still empty."""

from __future__ import annotations

import pytest

RADKO, VESNA = "radko", "vesna"


@pytest.fixture
def t(placed):
    return placed({RADKO: "95T:e", VESNA: "95T:e"})


def test_a_reload_weapon_fires_once_then_needs_a_reload_action(t) -> None:
    bow = t.give(RADKO, "repeating_arbalest")  # 3 dice, range 1-2, reload
    t.zombies("95T:b", walker=6)
    t.turn(RADKO, actions=4)
    t.dice(1, 1, 1)
    t.pick("shoot")
    assert bow in t.state.unloaded and not t.actions("shoot")
    t.pick("reload")
    assert t.s(RADKO).actions_left == 2 and bow not in t.state.unloaded
    t.dice(1, 1, 1)
    t.pick("shoot")
    assert bow in t.state.unloaded


def test_the_end_phase_reloads_every_weapon_for_free(t) -> None:
    bow = t.give(RADKO, "repeating_arbalest")
    t.state.unloaded.append(bow)
    t.run({"kind": "end_phase_rest"})
    assert bow not in t.state.unloaded


def test_a_fired_weapon_handed_on_is_still_empty(t) -> None:
    bow = t.give(RADKO, "repeating_arbalest")
    t.state.unloaded.append(bow)
    t.s(RADKO).inventory.remove(bow)
    t.s(VESNA).inventory.hand[0] = bow
    t.zombies("95T:b", walker=2)
    t.turn(VESNA, actions=3)
    assert not t.actions("shoot")
    assert [a.args[1] for a in t.actions("reload")] == [bow]
