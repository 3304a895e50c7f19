"""Friendly fire said before the shot (§6.5): a ranged option into a zone holding teammates names
them, the wounds each miss deals, and the exact chance that the misses kill one of them (the
players share the misses, so a death is forced only when the misses exceed what the teammates
can take and live); an option that may kill asks to be confirmed. The question of who takes a
miss says what each choice does.

The shooter stands in 2R:x on Main Street; 2R:e is at range 1.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from ruleskit import M0
from zombie_table.games.tilezone import combat
from zombie_table.games.tilezone.friendly_fire import death_chance, misses, victims

SHOOTER = "jack_harlan"
OTHER = "otis_pruitt"
THIRD = "hattie_brewster"


@pytest.fixture
def t(make):
    table = make(M0, team=[SHOOTER, OTHER, THIRD])
    table.clear_zombies()
    table.state.spawns = []
    table.reset(SHOOTER, "2R:x")
    table.reset(OTHER, "3R:e")
    table.reset(THIRD, "3R:e")
    return table


def shot(t, zone: str = "2R:e"):
    t.turn(SHOOTER)
    [action] = [a for a in t.actions("shoot") if a.args[2] == zone]
    return action


def test_a_shot_without_teammates_in_the_zone_says_nothing_of_friendly_fire(t) -> None:
    t.give(SHOOTER, "wolf_gun")
    t.zombies("2R:e", walker=2)
    action = shot(t)
    assert "friendly fire" not in action.label and not action.confirm


def test_one_teammate_two_health_three_dice_dies_on_two_misses(t) -> None:
    """3 dice at 4+ miss half the time each; 2 health takes 1 wound and lives: 2+ misses kill."""
    t.give(SHOOTER, "wolf_gun")  # 3 dice, 4+, damage 1
    t.s(OTHER).zone = "2R:e"
    t.zombies("2R:e", walker=2)
    action = shot(t)
    p = combat.profile(t.game, t.s(SHOOTER), (action.args[1],), "ranged", "normal", "2R:e")
    assert misses(p) == [Fraction(1, 8), Fraction(3, 8), Fraction(3, 8), Fraction(1, 8)]
    assert death_chance(p, victims(t.game, SHOOTER, "2R:e")) == Fraction(1, 2)
    assert "friendly fire on Otis Pruitt: 1 wound per miss, 50% chance of death" in action.label
    assert "50%" in action.confirm


def test_two_damage_kills_a_two_health_teammate_on_any_miss(t) -> None:
    t.give(SHOOTER, "twin_bore_shotgun")  # 2 dice, 4+, damage 2
    t.s(OTHER).zone = "2R:e"
    t.zombies("2R:e", walker=1)
    action = shot(t)
    assert "2 wounds per miss, 75% chance of death" in action.label  # 1 - (1/2)^2


def test_the_players_share_the_misses_so_two_teammates_die_only_on_three(t) -> None:
    t.give(SHOOTER, "wolf_gun")
    t.s(OTHER).zone = t.s(THIRD).zone = "2R:e"
    t.zombies("2R:e", walker=2)
    action = shot(t)
    assert "friendly fire on Otis Pruitt, Hattie Brewster" in action.label
    assert "12% chance a teammate dies" in action.label  # all three dice miss: 1/8


def test_a_sturdy_teammate_who_cannot_die_needs_no_confirmation(t) -> None:
    t.reset(OTHER, "2R:e", health=4)  # takes 3 wounds and lives: 3 dice can never kill
    t.give(SHOOTER, "wolf_gun")
    t.zombies("2R:e", walker=2)
    action = shot(t)
    assert "1 wound per miss, nobody can die" in action.label
    assert action.confirm == ""


def test_a_companion_dies_of_any_miss(t) -> None:
    t.s(OTHER).zone = "2R:e"
    t.s(OTHER).companion_of = THIRD
    t.give(SHOOTER, "wolf_gun")
    t.zombies("2R:e", walker=2)
    action = shot(t)
    assert "88% chance of death" in action.label  # 1 - (1/2)^3


def test_roll_six_extra_dice_can_miss_too(t) -> None:
    """Each die starts a chain of 6s ending on one non-6 die: at 4+ that die misses 3 times in 5."""
    t.reset(SHOOTER, skills=["roll6_die:ranged"])
    t.give(SHOOTER, "wolf_gun")
    t.s(OTHER).zone = "2R:e"
    t.zombies("2R:e", walker=2)
    action = shot(t)
    p = combat.profile(t.game, t.s(SHOOTER), (action.args[1],), "ranged", "normal", "2R:e")
    q = Fraction(3, 5)
    assert death_chance(p, victims(t.game, SHOOTER, "2R:e")) == 3 * q ** 2 * (1 - q) + q ** 3


def test_low_profile_teammates_and_hawk_eye_shots_carry_no_warning(t) -> None:
    t.reset(OTHER, "2R:e", skills=["low_profile"])
    t.give(SHOOTER, "wolf_gun")
    t.zombies("2R:e", walker=2)
    assert "friendly fire" not in shot(t).label
    t.reset(OTHER, "2R:e")
    t.reset(SHOOTER, skills=["hawk_eye"], keep_cards=True)
    assert "friendly fire" not in shot(t).label


def test_dynamite_into_teammates_asks_to_be_confirmed(t) -> None:
    t.give(SHOOTER, "blasting_stick")
    t.s(OTHER).zone = "2R:e"
    t.zombies("2R:e", walker=2)
    t.turn(SHOOTER)
    [throw] = [a for a in t.actions("dynamite") if a.args[2] == "2R:e"]
    assert "Otis Pruitt" in throw.confirm


def test_who_takes_a_miss_says_what_it_does(t) -> None:
    t.give(SHOOTER, "wolf_gun")
    t.reset(OTHER, "2R:e", health=3)
    t.reset(THIRD, "2R:e")
    t.s(THIRD).wounds = 1
    t.zombies("2R:e", walker=1)
    t.dice(6, 1, 1)
    t.turn(SHOOTER)
    t.pick("shoot", lambda a: a.args[2] == "2R:e")
    assert t.state.decision.kind == "friendly_fire"
    assert "2 misses" in t.state.decision.prompt and "1 wound each" in t.state.decision.prompt
    labels = {a.args[0]: a.label for a in t.actions("ff_hit")}
    assert labels[OTHER] == "Otis Pruitt takes 1 wound: health 3/3 → 2/3"
    assert labels[THIRD] == "Hattie Brewster takes 1 wound: killed"
