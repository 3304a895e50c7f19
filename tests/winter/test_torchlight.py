"""Searching in Winter (white-death §5.1, §9.3, §9.7): a torch, even in the backpack, makes a
search draw two cards; an ambush card brings its zombies into the searcher's zone and ends the
search."""

from __future__ import annotations

import pytest

from ruleskit import of
from zombie_table.games.tilezone.events import Ev

RADKO = "radko"


@pytest.fixture
def t(make):
    table = make([RADKO])
    table.reset(RADKO, "95T:e", health=3)
    kinds = table.game.data.rules.search_kinds
    kinds.append(table.board.zones["95T:e"].kind)  # the test grid is all streets: let them be searched
    yield table
    kinds.pop()


def test_a_torch_in_the_backpack_makes_a_search_draw_two_cards(t) -> None:
    t.give(RADKO, "pitch_torch", "backpack")
    t.equipment_cards("arming_sword", "greatbow")
    t.turn(RADKO, actions=3)
    events = t.pick("search")
    assert [e.data["card"] for e in of(events, Ev.searched)] == ["arming_sword"]
    events = t.first("keep")
    assert [e.data["card"] for e in of(events, Ev.searched)] == ["greatbow"]
    t.first("keep")
    held = [t.state.cards[c] for c in t.s(RADKO).inventory.cards()]
    assert {"arming_sword", "greatbow", "pitch_torch"} <= set(held)


def test_without_a_torch_a_search_draws_one_card(t) -> None:
    t.equipment_cards("arming_sword", "greatbow")
    t.turn(RADKO, actions=3)
    t.pick("search")
    events = t.first("keep")
    assert not of(events, Ev.searched)


def test_an_ambush_ends_a_torchlit_search(t) -> None:
    t.give(RADKO, "pitch_torch", "backpack")
    t.equipment_cards("ambush_thrall", "greatbow")
    t.turn(RADKO, actions=3)
    events = t.pick("search")
    assert t.state.zombies["95T:e"] == {"walker": 1}
    assert len(of(events, Ev.searched)) == 1
    assert t.state.decision is None or t.state.decision.kind != "keep_card"
