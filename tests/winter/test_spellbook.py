"""Spellbook, Grimoire here (white-death §11, with §5.3 enchantments and §6.1 dice pools): every
combat spell and enchantment in the survivor's backpack counts as held in hand; an attack still
takes any two of the cards held (two identical dual spells at most), chosen for each action, and
an energy bolt in the backpack adds its die to another spell as from a hand."""

from __future__ import annotations

import pytest

from zombie_table.games.tilezone import combat

MAREN = "maren"
BOOK = "spellbook"


@pytest.fixture
def t(placed):
    table = placed({MAREN: "95T:e"})
    table.give(MAREN, "arming_sword", "hand", 0)
    table.give(MAREN, "twin_bit_axe", "hand", 1)  # both hands full of steel
    table.zombies("95T:b", walker=2)
    return table


def casts(t) -> dict[str, int]:
    """Each cast at b: the spells it uses (card ids) and the dice it rolls."""
    out = {}
    for a in t.actions("cast"):
        _, weapons, zone, *knife = a.args
        ws = tuple(weapons.split("+"))
        dice = combat.profile(t.game, t.s(MAREN), ws, "magic", "normal", zone, *knife)["dice"]
        ids = "+".join(sorted(t.state.cards[c] for c in ws))
        out[ids] = max(out.get(ids, 0), dice)
    return out


def test_spells_in_the_backpack_are_cast_only_with_the_skill(t) -> None:
    t.give(MAREN, "unmaking", "backpack", 0)
    t.turn(MAREN, actions=3)
    assert not t.actions("cast")
    t.reset(MAREN, skills=[BOOK], health=3, keep_cards=True)
    t.turn(MAREN, actions=3)
    assert casts(t) == {"unmaking": 1}


def test_a_backpack_energy_bolt_adds_its_die_to_another_spell(t) -> None:
    t.reset(MAREN, skills=[BOOK], health=3, keep_cards=True)
    t.give(MAREN, "unmaking", "backpack", 0)
    t.give(MAREN, "frost_spark", "backpack", 1)
    t.turn(MAREN, actions=3)
    assert casts(t)["unmaking"] == 2


def test_a_dual_pair_is_two_spells_however_many_are_carried(t) -> None:
    t.reset(MAREN, skills=[BOOK], health=3, keep_cards=True)
    for i in range(2):
        t.give(MAREN, "thunderbolt", "backpack", i)
    t.give(MAREN, "unmaking", "backpack", 2)
    t.turn(MAREN, actions=3)
    sets = {a.args[1].count("+") + 1 for a in t.actions("cast")}
    assert sets == {1, 2}  # one spell, or the two thunderbolts together: never three
    assert "thunderbolt+thunderbolt" in casts(t)


def test_an_enchantment_in_the_backpack_is_cast(t) -> None:
    t.give(MAREN, "mending_word", "backpack", 0)
    t.s(MAREN).wounds = 1
    t.turn(MAREN, actions=3)
    assert not t.actions("enchant")
    t.reset(MAREN, skills=[BOOK], health=3, keep_cards=True)
    t.s(MAREN).wounds = 1
    t.turn(MAREN, actions=3)
    t.pick("enchant", lambda a: a.args[2] == MAREN)
    assert t.s(MAREN).wounds == 0


def test_other_cards_in_the_backpack_stay_packed(t) -> None:
    t.reset(MAREN, skills=[BOOK], health=3)
    t.give(MAREN, "windlass_crossbow", "backpack", 0)
    t.turn(MAREN, actions=3)
    assert not t.actions("shoot")
