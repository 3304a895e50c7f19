"""Option labels and log lines a player reads: two identical weapons name their slots, counted
things agree with their number (`1 action`, `2 zones`), and no spawn of nothing reads `0 Shamblers`."""

from __future__ import annotations

import pytest

from ruleskit import of
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.spawning import spawn
from zombie_table.kernel.words import plural

SHOOTER = "jack_harlan"


@pytest.fixture
def t(main_street):
    return main_street


def test_plural() -> None:
    assert [plural(n, "action") for n in (0, 1, 2)] == ["0 actions", "1 action", "2 actions"]
    assert plural(3, "die", "dice") == "3 dice"
    assert [plural(2, "Monstrosity"), plural(2, "Gunhand"), plural(2, "Grey")] == ["2 Monstrosities", "2 Gunhands", "2 Greys"]


def test_two_identical_weapons_name_their_slots(t) -> None:
    s = t.s(SHOOTER)
    s.inventory.hand[:] = [None] * len(s.inventory.hand)
    s.inventory.favourite[:] = [None] * len(s.inventory.favourite)
    t.give(SHOOTER, "trapdoor_carbine", "hand", 0)
    t.give(SHOOTER, "trapdoor_carbine", "hand", 1)
    t.zombies("2R:e", walker=1)
    t.turn(SHOOTER)
    labels = [a.label for a in t.actions("shoot")]
    assert len(labels) == len(set(labels)) >= 2, labels
    assert any("Trapdoor Carbine (hand 1)" in label for label in labels), labels
    assert any("Trapdoor Carbine (hand 2)" in label for label in labels), labels


def test_one_weapon_of_a_kind_keeps_its_plain_name(t) -> None:
    t.give(SHOOTER, "lever_rifle")
    t.zombies("2R:e", walker=1)
    t.turn(SHOOTER)
    assert not any("(hand" in a.label for a in t.actions("shoot"))


def test_one_action_left_is_singular(t) -> None:
    t.turn(SHOOTER, actions=1)
    end = next(a for a in t.actions() if a.kind == "end_turn")
    assert end.label.endswith("(1 action unused)"), end.label


def test_spawns_read_in_words(t) -> None:
    t.game.events.clear()
    spawn(t.game, "2R:x", "walker", 1)
    t.zombies("2R:e", walker=1000)  # every walker miniature is on the board
    spawn(t.game, "3R:w", "walker", 2)
    texts = [e.text for e in of(t.game.events, Ev.spawned)]
    assert texts[0] == "1 Shambler spawns in 2R:x", texts
    assert texts[1] == "No Shambler left to spawn in 3R:w", texts
