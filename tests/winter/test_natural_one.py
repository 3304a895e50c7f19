"""A natural 1 always misses in Winter (white-death §4.9, §6.2), whatever is added to the roll:
two +1 to dice roll skills lift a 2 to a hit on 3+, never a 1."""

from __future__ import annotations

from fractions import Fraction

from ruleskit import of
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.friendly_fire import miss_chance

RADKO = "radko"


def test_a_one_misses_even_when_the_bonuses_would_lift_it_to_a_hit(placed) -> None:
    t = placed({RADKO: "95T:e"})
    t.reset(RADKO, skills=["plus_to_roll:melee", "plus_to_roll:combat"], health=3)
    t.give(RADKO, "twin_bit_axe")  # 1 die, 3+, damage 2
    t.zombies("95T:e", walker=1)
    t.dice(1)
    t.turn(RADKO)
    events = t.first("melee")
    assert of(events, Ev.rolled)[0].data["hits"] == 0
    assert t.state.zombies["95T:e"] == {"walker": 1}, "1 + 2 would be 3, but a 1 always misses"
    t.dice(2)
    t.first("melee")
    assert "95T:e" not in t.state.zombies, "2 + 2 = 4 hits on 3+"


def test_the_friendly_fire_estimate_counts_the_one_as_a_miss() -> None:
    p = {"to_roll": 2, "accuracy": 3, "roll6_die": False, "one_misses": True}
    assert miss_chance(p) == miss_chance({**p, "accuracy": 2}) == Fraction(1, 6)
    assert miss_chance({**p, "one_misses": False}) == 0
