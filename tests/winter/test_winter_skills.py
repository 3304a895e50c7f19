"""Winter's own skills and skill modes (white-death §11, §10.5, §10.7, §4.7): Bloodlust, Super
Strength, Spellcaster, two Blue skills from the start, guard skill cards for survivors without a
guard skill, and Ultrared on the reference's own example tree."""

from __future__ import annotations

import pytest

from zombie_table.games.tilezone.experience import gain_xp
from zombie_table.games.tilezone.settings.winter import guardcards

RADKO, VESNA, MAREN = "radko", "vesna", "maren"


@pytest.fixture
def t(placed):
    return placed({RADKO: "95T:e", VESNA: "95T:a", MAREN: "95T:i"})


def test_survivors_start_with_two_blue_skills_the_second_a_guard_skill(make) -> None:
    t = make([RADKO, MAREN])
    assert t.s(RADKO).skills == ["shove", "guards:shove"]
    assert t.s(MAREN).skills[1].startswith("guards:")


def test_bloodlust_rushes_two_zones_into_zombies_then_gives_a_free_melee_action(t) -> None:
    t.reset(RADKO, "95T:d", skills=["bloodlust:melee"], health=3)
    t.give(RADKO, "arming_sword")
    t.zombies("95T:f", walker=2)  # two zones along the row
    t.turn(RADKO, actions=3)
    t.pick("bloodlust", lambda a: a.args[1] == "95T:f")
    s = t.s(RADKO)
    assert s.zone == "95T:f" and s.actions_left == 2 and s.free.get("melee") == 1
    t.dice(4, 4)
    t.first("melee")
    assert s.actions_left == 2 and not s.free.get("melee")  # the strike was the free one
    assert not t.actions("bloodlust")  # once per turn


def test_super_strength_makes_melee_damage_3(t) -> None:
    t.reset(RADKO, skills=["super_strength"], health=3)
    t.give(RADKO, "arming_sword")
    t.zombies("95T:e", abomination=1)
    t.turn(RADKO, actions=3)
    t.dice(5, 1)
    t.first("melee")
    assert not t.state.zombies.get("95T:e")
    assert t.s(RADKO).xp == 5


def test_spellcaster_pays_one_cast_a_turn(t) -> None:
    t.reset(MAREN, "95T:e", skills=["spellcaster"], health=3)
    t.give(MAREN, "ember_dart")
    t.zombies("95T:b", walker=3)
    t.turn(MAREN, actions=3)
    t.dice(1)
    t.first("cast")
    assert t.s(MAREN).actions_left == 3


def test_guard_skill_cards_go_to_survivors_without_a_guard_skill(make) -> None:
    """§10.7, as for a survivor from another box: one card each, kept at Blue all game."""
    t = make([RADKO, VESNA], options={"guard_skill_cards": True})
    t.reset(VESNA, skills=["slippery"], health=3)  # as a survivor with no guard skill of its own
    guardcards.deal_guard_skill_cards(t.game)
    cards = {c.skill for c in t.game.data.guards.skill_cards}
    drawn = [r for r in t.s(VESNA).skills if r.startswith("guards:")]
    assert len(drawn) == 1 and drawn[0] in cards
    assert t.s(RADKO).skills == ["shove", "guards:shove"]  # has its own: draws none
    plain = make([RADKO, VESNA])
    t.reset(VESNA, skills=["slippery"], health=3)
    guardcards.deal_guard_skill_cards(plain.game)
    assert plain.s(VESNA).skills == ["slippery", "guards:dodge"]  # the option is off


def test_ultrared_on_the_reference_tree(make) -> None:
    """§10.5: at Red the bar goes back to 0 plus the AP above it; the survivor stays Red and
    on later passes gains its missing Orange and Red skills."""
    t = make([RADKO], options={"ultrared": True})
    s = t.reset(RADKO, "95T:e", skills=["shove", "guards:shove"], health=3)
    gain_xp(t.game, s, 19, "test")
    t.resume()
    t.do("learn", RADKO, "iron_skin")
    gain_xp(t.game, s, 26, "test")  # 45: Red, two above the mark
    t.resume()
    t.do("learn", RADKO, "reaper:melee")
    assert (s.level, s.xp) == (3, 2)
    gain_xp(t.game, s, 17, "test")  # back to 19: the other Orange skill comes by itself
    assert "bloodlust:melee" in s.skills
    gain_xp(t.game, s, 24, "test")  # Red again: a choice of the two Red skills still missing
    t.resume()
    assert {a.args[1] for a in t.actions("learn")} == {"free_action:combat", "combat_reflexes"}


def test_steady_hand_spares_friends_on_a_miss_but_keeps_the_target_order(t) -> None:
    """§6.8: Steady Hand ignores survivors on misses; unlike Keen Eye it does not pick targets."""
    t.reset(RADKO, skills=["steady_hand"], health=3)
    t.give(RADKO, "ember_dart")  # 1 die, 3+, damage 1
    t.reset(VESNA, "95T:b", health=3)
    t.zombies("95T:b", brute=1, walker=1)
    t.turn(RADKO, actions=3)
    t.dice(1)
    t.pick("cast", lambda a: a.args[2] == "95T:b")
    assert t.s(VESNA).wounds == 0
    t.dice(6)
    t.pick("cast", lambda a: a.args[2] == "95T:b")
    assert t.state.zombies["95T:b"] == {"brute": 1, "walker": 1}  # the brute still shields the walker


def test_medic_gains_one_ap_per_wound_healed(t) -> None:  # §11, §4.6
    """§4.6 lists "the Medic skill (1 AP per Wound healed)" among the ways to gain AP; §11: in the end
    phase the survivor and every other survivor in its zone heal one wound."""
    from zombie_table.games.tilezone.experience import medic

    t.reset(RADKO, "95T:e", skills=["medic"], health=3)
    t.reset(VESNA, "95T:e", health=3)
    t.reset(MAREN, "95T:i", health=3)
    for sid in (RADKO, VESNA, MAREN):
        t.s(sid).wounds = 1
    medic(t.game)
    assert t.s(RADKO).wounds == 0 and t.s(VESNA).wounds == 0 and t.s(MAREN).wounds == 1
    assert t.s(RADKO).xp == 2  # two wounds healed, Maren's zone is another


def test_a_set_up_survivor_with_experience_has_the_skills_of_the_levels_it_reached() -> None:  # §4.7, §11
    """§4.7: reaching a danger level gives that level's skill at once; a survivor a mission sets up
    with 7 AP is Yellow and so has its Yellow skill (Vesna: +1 action)."""
    from winterkit import winter_game

    game = winter_game(survivor_setup=[{"survivor": "vesna", "xp": 7}])
    s = game.survivor("vesna")
    assert s.level == 1 and "plus_action" in s.skills
    assert "sprint" not in s.skills and "wall_climber" not in s.skills  # Orange is not reached
