"""white-death §11 Damage 2: [Action]: weapons of that action type (combat covers melee, ranged and
magic) with damage 1 count as damage 2 — each weapon, before any bonus. Read from the attack's
profile (`combat.profile`), the numbers every attack resolves with.

The test grid (conftest): one-cell street zones a b c / d e f / g h i."""

from __future__ import annotations

import pytest

from zombie_table.games.tilezone import combat

RADKO = "radko"
E = "95T:e"


def damage(make, skills: list[str], cards: list[str], mode: str) -> int:
    t = make([RADKO])
    t.reset(RADKO, E, health=3, skills=skills)
    weapons = tuple(sorted(t.give(RADKO, card) for card in cards))
    return combat.profile(t.game, t.s(RADKO), weapons, mode, "normal", None)["damage"]


@pytest.mark.parametrize(("skill", "card", "mode"), [
    ("damage_two:melee", "arming_sword", "melee"),
    ("damage_two:ranged", "hunting_bow", "ranged"),
    ("damage_two:magic", "ember_dart", "magic"),
    ("damage_two:combat", "hunting_bow", "ranged"),
    ("damage_two:combat", "ember_dart", "magic"),
])
def test_a_damage_1_weapon_of_the_named_type_counts_as_damage_2(make, skill: str, card: str, mode: str) -> None:
    assert damage(make, [], [card], mode) == 1
    assert damage(make, [skill], [card], mode) == 2


@pytest.mark.parametrize(("skill", "card", "mode"), [
    ("damage_two:ranged", "arming_sword", "melee"),
    ("damage_two:melee", "hunting_bow", "ranged"),
    ("damage_two:melee", "ember_dart", "magic"),
])
def test_another_action_type_is_not_covered(make, skill: str, card: str, mode: str) -> None:
    assert damage(make, [skill], [card], mode) == 1


def test_both_weapons_of_a_dual_pair_count_as_damage_2(make) -> None:
    assert damage(make, ["damage_two:melee"], ["arming_sword", "arming_sword"], "melee") == 2
    assert damage(make, ["damage_two:magic"], ["ember_dart", "ember_dart"], "magic") == 2


def test_a_weapon_of_damage_2_is_not_raised(make) -> None:
    assert damage(make, ["damage_two:melee"], ["moon_blade"], "melee") == 2
    assert damage(make, ["damage_two:ranged"], ["windlass_crossbow"], "ranged") == 2


def test_plus_1_damage_adds_on_top(make) -> None:
    assert damage(make, ["damage_two:melee", "plus_damage:melee"], ["arming_sword"], "melee") == 3
    assert damage(make, ["damage_two:combat", "plus_damage:ranged"], ["hunting_bow"], "ranged") == 3


def test_super_strength_still_deals_3(make) -> None:
    """Super Strength: melee weapons deal 3; Damage 2 is a count before it, not a +1 after it."""
    assert damage(make, ["super_strength"], ["arming_sword"], "melee") == 3
    assert damage(make, ["super_strength", "damage_two:melee"], ["arming_sword"], "melee") == 3


def test_a_steppe_sabre_pair_with_damage_2_deals_2(make) -> None:
    """Both rules count a damage-1 weapon as damage 2: together still 2."""
    assert damage(make, [], ["steppe_sabre", "steppe_sabre"], "melee") == 2
    assert damage(make, ["damage_two:melee"], ["steppe_sabre", "steppe_sabre"], "melee") == 2
    assert damage(make, ["damage_two:melee", "plus_damage:melee"], ["steppe_sabre", "steppe_sabre"], "melee") == 3
