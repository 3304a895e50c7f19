"""Combat (digest §6, §4.9, §8.2): dice and accuracy, damage that never adds up, melee hits
assigned by the player, the ranged target priority order, friendly fire, dual weapons, the
three-hands rule, Reload, re-rolls, Dynamite and Fanning.

The shooter stands in 2R:x on Main Street: 2R:e is at range 1, 3R:w at 2, 3R:x at 3, 3R:e at 4.
"""

from __future__ import annotations

import pytest

from ruleskit import M0, of
from zombie_table.games.tilezone.events import Ev

SHOOTER = "jack_harlan"  # favourite slot: pistol
OTHER = "otis_pruitt"  # favourite slot: any


@pytest.fixture
def t(main_street):
    return main_street


def shoot(t, zone: str, weapon: str | None = None) -> list:
    """Shoot `zone` (with the named card instance(s), when several weapons could)."""
    return t.pick("shoot", lambda a: a.args[2] == zone and (weapon is None or a.args[1] == weapon))


def rolled(events) -> list[list[int]]:
    return [e.data["dice"] for e in of(events, Ev.rolled)]


# ---------------------------------------------------------------- dice, accuracy, damage (§6.1)
def test_each_die_at_or_above_accuracy_is_a_success(t) -> None:
    t.give(SHOOTER, "lever_rifle")  # 2 dice, 4+, damage 2
    t.zombies("2R:e", walker=2)
    t.dice(3, 4)
    t.turn(SHOOTER)
    events = shoot(t, "2R:e")
    assert rolled(events) == [[3, 4]]
    assert of(events, Ev.rolled)[0].data["hits"] == 1
    assert t.state.zombies["2R:e"] == {"walker": 1}
    assert len(of(events, Ev.killed)) == 1
    assert t.s(SHOOTER).xp == 1


def test_a_ranged_weapon_reaches_only_zones_within_its_range_and_sight(t) -> None:
    t.give(SHOOTER, "lever_rifle")  # range 1-3
    for zone in ("2R:x", "2R:e", "3R:w", "3R:x", "3R:e", "2R:s", "2R:dr"):
        t.zombies(zone, walker=1)
    t.turn(SHOOTER)
    assert {a.args[2] for a in t.actions("shoot")} == {"2R:e", "3R:w", "3R:x", "2R:s"}, \
        "not its own zone (range 0), not 3R:e (range 4), not the doctor's office (out of sight)"


def test_one_damage_hits_never_add_up_against_a_brute_at_range(t) -> None:
    t.give(SHOOTER, "long_scattergun")  # 3 dice, 4+, damage 1
    t.zombies("2R:e", brute=1)
    t.dice(6, 6, 6)
    t.turn(SHOOTER)
    events = shoot(t, "2R:e")
    assert t.state.zombies["2R:e"] == {"brute": 1}
    assert not of(events, Ev.killed)
    assert t.s(SHOOTER).xp == 0


def test_one_damage_hits_never_add_up_against_a_brute_in_melee(t) -> None:
    t.give(SHOOTER, "cavalry_sword")  # melee, 2 dice, 3+, damage 1
    t.zombies("2R:x", brute=1)
    t.dice(6, 6)
    t.turn(SHOOTER, actions=5)
    t.pick("melee")
    assert t.state.zombies["2R:x"] == {"brute": 1}


def test_two_damage_kills_a_brute(t) -> None:
    t.give(SHOOTER, "trail_hatchet")  # melee, 1 die, 3+, damage 2
    t.zombies("2R:x", brute=1)
    t.dice(3)
    t.turn(SHOOTER, actions=5)
    t.pick("melee")
    assert "2R:x" not in t.state.zombies


# ---------------------------------------------------------------- melee (§6.2)
def test_melee_example_two_hits_kill_the_runner_and_the_walker(t) -> None:
    """§6.2: 2 successes of a 1-damage weapon against a brute, a walker and a runner."""
    t.give(SHOOTER, "cavalry_sword")
    t.zombies("2R:x", brute=1, walker=1, runner=1)
    t.dice(5, 3)
    t.turn(SHOOTER, actions=5)
    events = t.pick("melee")
    assert t.state.zombies["2R:x"] == {"brute": 1}
    assert sorted(e.data["type"] for e in of(events, Ev.killed)) == ["runner", "walker"]
    assert t.s(SHOOTER).xp == 2


def test_in_melee_the_player_chooses_which_zombie_a_hit_kills(t) -> None:
    t.give(SHOOTER, "cavalry_sword")
    t.zombies("2R:x", walker=1, runner=1)
    t.dice(5, 1)
    t.turn(SHOOTER, actions=5)
    t.pick("melee")
    assert t.state.decision.kind == "assign_hit"
    assert {a.args[1] for a in t.actions("hit")} == {"walker", "runner"}
    t.do("hit", SHOOTER, "runner")
    assert t.state.zombies["2R:x"] == {"walker": 1}


def test_in_melee_a_heavy_hit_may_go_to_the_walker_instead_of_the_brute(t) -> None:
    t.give(SHOOTER, "trail_hatchet")
    t.zombies("2R:x", brute=1, walker=1)
    t.dice(4)
    t.turn(SHOOTER, actions=5)
    t.pick("melee")
    assert {a.args[1] for a in t.actions("hit")} == {"brute", "walker"}
    t.do("hit", SHOOTER, "walker")
    assert t.state.zombies["2R:x"] == {"brute": 1}


def test_melee_needs_zombies_in_the_own_zone(t) -> None:
    t.give(SHOOTER, "cavalry_sword")
    t.zombies("2R:e", walker=1)
    t.turn(SHOOTER)
    assert t.actions("melee") == []


# ---------------------------------------------------------------- target priority (§6.4)
def test_winchester_example_two_actions(t) -> None:
    """§6.4: 2 dice, 4+, damage 2 at 1 brute, 2 walkers, 2 runners."""
    t.give(SHOOTER, "lever_rifle")
    t.zombies("2R:e", brute=1, walker=2, runner=2)
    t.dice(4, 6, 5, 5)
    t.turn(SHOOTER)
    events = shoot(t, "2R:e")
    assert sorted(e.data["type"] for e in of(events, Ev.killed)) == ["brute", "walker"]
    assert t.state.zombies["2R:e"] == {"walker": 1, "runner": 2}
    events = shoot(t, "2R:e")
    assert sorted(e.data["type"] for e in of(events, Ev.killed)) == ["runner", "walker"]
    assert t.state.zombies["2R:e"] == {"runner": 1}
    assert t.s(SHOOTER).xp == 4


def test_ranged_hits_go_to_walkers_before_runners(t) -> None:
    t.give(SHOOTER, "long_scattergun")  # damage 1
    t.zombies("2R:e", walker=1, runner=2)
    t.dice(5, 5, 1)
    t.turn(SHOOTER)
    shoot(t, "2R:e")
    assert t.state.zombies["2R:e"] == {"runner": 1}


def test_a_brute_shields_walkers_and_runners_from_one_damage_shots(t) -> None:
    t.give(SHOOTER, "long_scattergun")
    t.zombies("2R:e", brute=1, walker=2, runner=1)
    t.dice(6, 6, 6)
    t.turn(SHOOTER)
    events = shoot(t, "2R:e")
    assert t.state.zombies["2R:e"] == {"brute": 1, "walker": 2, "runner": 1}
    assert not of(events, Ev.killed)


def test_the_abomination_shields_against_two_damage_shots(t) -> None:
    t.give(SHOOTER, "lever_rifle")
    t.zombies("2R:e", abomination=1, walker=1)
    t.dice(6, 6)
    t.turn(SHOOTER)
    shoot(t, "2R:e")
    assert t.state.zombies["2R:e"] == {"abomination": 1, "walker": 1}


def test_the_shooter_picks_the_brute_rather_than_the_abomination(t) -> None:
    t.give(SHOOTER, "lever_rifle")
    t.zombies("2R:e", abomination=1, brute=1, walker=1)
    t.dice(6, 1)
    t.turn(SHOOTER)
    shoot(t, "2R:e")
    if t.state.decision.kind == "assign_hit":
        t.do("hit", SHOOTER, "brute")
    assert t.state.zombies["2R:e"] == {"abomination": 1, "walker": 1}


def test_a_ranged_attack_at_range_zero_follows_the_priority_order(t) -> None:
    t.give(SHOOTER, "rusty_six_shooter")  # range 0-1, damage 1
    t.zombies("2R:x", brute=1, walker=1)
    t.dice(6)
    t.turn(SHOOTER, actions=5)
    shoot(t, "2R:x")
    assert t.state.zombies["2R:x"] == {"brute": 1, "walker": 1}


def test_a_survivor_may_shoot_another_zone_with_zombies_in_its_own(t) -> None:
    t.give(SHOOTER, "lever_rifle")
    t.zombies("2R:x", walker=2)
    t.zombies("2R:e", walker=1)
    t.dice(5, 1)
    t.turn(SHOOTER)
    shoot(t, "2R:e")
    assert t.state.zombies == {"2R:x": {"walker": 2}}


def test_shots_pass_through_occupied_zones(t) -> None:
    t.give(SHOOTER, "lever_rifle")
    t.zombies("2R:e", brute=1)
    t.zombies("3R:w", walker=1)
    t.dice(5, 1)
    t.turn(SHOOTER)
    shoot(t, "3R:w")
    assert t.state.zombies == {"2R:e": {"brute": 1}}


# ---------------------------------------------------------------- friendly fire (§6.5)
def test_friendly_fire_example(t) -> None:
    """§6.5: 3 dice, damage 1, at 1 survivor + 2 walkers: 2 hits and 1 miss."""
    t.give(SHOOTER, "wolf_gun")  # range 0-1, 3 dice, 4+, damage 1
    t.s(OTHER).zone = "2R:e"
    t.zombies("2R:e", walker=2)
    t.dice(5, 4, 2)
    t.turn(SHOOTER)
    events = shoot(t, "2R:e")
    assert "2R:e" not in t.state.zombies
    assert t.s(OTHER).wounds == 1
    assert of(events, Ev.wounded, survivor=OTHER, amount=1)
    assert t.s(SHOOTER).wounds == 0


def test_a_two_damage_weapon_deals_two_wounds_per_miss(t) -> None:
    t.give(SHOOTER, "twin_bore_shotgun")  # range 0-1, 2 dice, 4+, damage 2
    t.reset(OTHER, "2R:e", health=3)
    t.zombies("2R:e", walker=1)
    t.dice(6, 3)
    t.turn(SHOOTER)
    shoot(t, "2R:e")
    assert "2R:e" not in t.state.zombies
    assert t.s(OTHER).wounds == 2


def test_friendly_fire_can_kill_and_lose_the_game(t) -> None:
    t.give(SHOOTER, "twin_bore_shotgun")
    t.s(OTHER).zone = "2R:e"
    t.zombies("2R:e", walker=1)
    t.dice(1, 1)
    t.turn(SHOOTER)
    events = shoot(t, "2R:e")
    assert t.s(OTHER).status == "dead"
    assert of(events, Ev.died, survivor=OTHER)
    assert t.state.result == "defeat"


def test_friendly_fire_is_shared_by_the_players(make) -> None:
    t = make(M0, team=[SHOOTER, OTHER, "hattie_brewster"])
    t.clear_zombies()
    t.state.spawns = []
    t.reset(SHOOTER, "2R:x")
    t.reset(OTHER, "2R:e", health=3)
    t.reset("hattie_brewster", "2R:e", health=3)
    t.give(SHOOTER, "wolf_gun")
    t.zombies("2R:e", walker=1)
    t.dice(6, 1, 1)
    t.turn(SHOOTER)
    shoot(t, "2R:e")
    assert t.state.decision.kind == "friendly_fire"
    assert {a.args[0] for a in t.actions("ff_hit")} == {OTHER, "hattie_brewster"}
    t.do("ff_hit", OTHER)
    t.do("ff_hit", OTHER)
    assert (t.s(OTHER).wounds, t.s("hattie_brewster").wounds) == (2, 0)


def test_the_shooter_never_hits_itself(t) -> None:
    t.give(SHOOTER, "rusty_six_shooter")
    t.zombies("2R:x", walker=1)
    t.dice(1)
    t.turn(SHOOTER, actions=5)
    shoot(t, "2R:x")
    assert t.s(SHOOTER).wounds == 0


def test_a_survivor_in_the_shooters_own_zone_takes_the_misses(t) -> None:
    t.give(SHOOTER, "rusty_six_shooter")
    t.s(OTHER).zone = "2R:x"
    t.zombies("2R:x", walker=1)
    t.dice(1)
    t.turn(SHOOTER, actions=5)
    shoot(t, "2R:x")
    assert t.s(OTHER).wounds == 1


def test_melee_never_causes_friendly_fire(t) -> None:
    t.give(SHOOTER, "cavalry_sword")
    t.s(OTHER).zone = "2R:x"
    t.zombies("2R:x", walker=1)
    t.dice(1, 1)
    t.turn(SHOOTER, actions=5)
    t.pick("melee")
    assert t.s(OTHER).wounds == 0


def test_survivors_in_zones_crossed_by_the_shot_are_safe(t) -> None:
    t.give(SHOOTER, "lever_rifle")
    t.s(OTHER).zone = "2R:e"
    t.zombies("3R:w", walker=1)
    t.dice(1, 1)
    t.turn(SHOOTER)
    shoot(t, "3R:w")
    assert t.s(OTHER).wounds == 0


@pytest.mark.parametrize("skill, zone", [("point_blank", "2R:x"), ("hawk_eye", "2R:e")])
def test_point_blank_and_hawk_eye_ignore_friendly_fire(t, skill: str, zone: str) -> None:
    t.reset(SHOOTER, skills=[skill])
    t.give(SHOOTER, "wolf_gun")
    t.s(OTHER).zone = zone
    t.zombies(zone, walker=1)
    t.dice(1, 1, 1)
    t.turn(SHOOTER, actions=5)
    shoot(t, zone)
    assert t.s(OTHER).wounds == 0


def test_point_blank_beyond_range_zero_still_causes_friendly_fire(t) -> None:
    t.reset(SHOOTER, skills=["point_blank"])
    t.give(SHOOTER, "wolf_gun")
    t.s(OTHER).zone = "2R:e"
    t.zombies("2R:e", walker=1)
    t.dice(6, 1, 6)
    t.turn(SHOOTER)
    shoot(t, "2R:e")
    assert t.s(OTHER).wounds == 1


def test_low_profile_survivors_are_never_hit_by_friendly_fire(t) -> None:
    t.reset(OTHER, "2R:e", skills=["low_profile"])
    t.give(SHOOTER, "wolf_gun")
    t.zombies("2R:e", walker=1)
    t.dice(1, 1, 1)
    t.turn(SHOOTER)
    shoot(t, "2R:e")
    assert t.s(OTHER).wounds == 0


def test_low_profile_is_ignored_and_the_others_share_the_misses(make) -> None:
    t = make(M0, team=[SHOOTER, OTHER, "hattie_brewster"])
    t.clear_zombies()
    t.state.spawns = []
    t.reset(SHOOTER, "2R:x")
    t.reset(OTHER, "2R:e", skills=["low_profile"])
    t.reset("hattie_brewster", "2R:e", health=3)
    t.give(SHOOTER, "wolf_gun")
    t.zombies("2R:e", walker=1)
    t.dice(1, 1, 6)
    t.turn(SHOOTER)
    shoot(t, "2R:e")
    assert (t.s(OTHER).wounds, t.s("hattie_brewster").wounds) == (0, 2)


# ---------------------------------------------------------------- dual weapons (§6.1)
def test_dual_pistols_roll_together_in_one_action(t) -> None:
    a = t.give(SHOOTER, "six_shooter", "hand", 0)
    b = t.give(SHOOTER, "six_shooter", "hand", 1)
    t.zombies("2R:e", walker=3)
    t.dice(5, 5)
    t.turn(SHOOTER)
    pair = "+".join(sorted([a, b]))
    assert pair in {x.args[1] for x in t.actions("shoot")}
    events = shoot(t, "2R:e", pair)
    assert rolled(events) == [[5, 5]]
    assert t.state.zombies["2R:e"] == {"walker": 1}
    assert t.s(SHOOTER).actions_left == 2


def test_identical_weapons_without_the_dual_symbol_do_not_pair(t) -> None:
    t.give(SHOOTER, "cap_and_ball_revolver", "hand", 0)
    t.give(SHOOTER, "cap_and_ball_revolver", "hand", 1)
    t.zombies("2R:e", walker=3)
    t.turn(SHOOTER)
    assert all("+" not in x.args[1] for x in t.actions("shoot"))


def test_different_dual_weapons_do_not_pair(t) -> None:
    t.give(SHOOTER, "six_shooter", "hand", 0)
    t.give(SHOOTER, "stub_scattergun", "hand", 1)
    t.zombies("2R:e", walker=3)
    t.turn(SHOOTER)
    assert all("+" not in x.args[1] for x in t.actions("shoot"))


def test_dual_melee_weapons_roll_both(t) -> None:
    t.give(SHOOTER, "brush_blade", "hand", 0)  # 2 dice each
    t.give(SHOOTER, "brush_blade", "hand", 1)
    t.zombies("2R:x", walker=5)
    t.dice(4, 4, 4, 4)
    t.turn(SHOOTER, actions=5)
    events = t.pick("melee", lambda x: "+" in x.args[1])
    assert rolled(events) == [[4, 4, 4, 4]]
    assert t.state.zombies["2R:x"] == {"walker": 1}


def test_a_weapon_in_the_backpack_cannot_attack(t) -> None:
    t.give(SHOOTER, "lever_rifle", "backpack", 0)
    t.zombies("2R:e", walker=1)
    t.turn(SHOOTER)
    assert t.actions("shoot") == []


# ---------------------------------------------------------------- three hands and the knife (§4.9, §8.2.4)
def melee_dice(t, who: str, weapons: str, knife_bonus: int) -> int:
    t.dice(*([1] * 10))
    t.turn(who, actions=5)
    events = t.do("melee", who, weapons, knife_bonus)
    return len(rolled(events)[0])


def test_knife_in_hand_adds_a_die_to_the_pickaxe_in_the_favourite_slot(t) -> None:
    pick = t.give(OTHER, "miners_pick", "favourite", 0)  # 2 dice
    t.give(OTHER, "skinning_knife", "hand", 0)
    t.s(OTHER).zone = "3R:x"
    t.zombies("3R:x", walker=6)
    assert (pick, 1) in {(a.args[1], a.args[2]) for a in _melee_options(t, OTHER)}
    assert melee_dice(t, OTHER, pick, 1) == 3


def test_two_knives_as_a_dual_pair_roll_four_dice(t) -> None:
    k1 = t.give(OTHER, "skinning_knife", "hand", 0)
    k2 = t.give(OTHER, "skinning_knife", "hand", 1)
    t.s(OTHER).zone = "3R:x"
    t.zombies("3R:x", walker=6)
    pair = "+".join(sorted([k1, k2]))
    assert (pair, 2) in {(a.args[1], a.args[2]) for a in _melee_options(t, OTHER)}
    assert melee_dice(t, OTHER, pair, 2) == 4


def test_three_hands_only_two_cards_count_for_an_attack(t) -> None:
    pick = t.give(OTHER, "miners_pick", "favourite", 0)
    k1 = t.give(OTHER, "skinning_knife", "hand", 0)
    k2 = t.give(OTHER, "skinning_knife", "hand", 1)
    t.s(OTHER).zone = "3R:x"
    t.zombies("3R:x", walker=6)
    options = {(a.args[1], a.args[2]) for a in _melee_options(t, OTHER)}
    assert (pick, 1) in options, "pickaxe + one knife: 3 dice"
    assert ("+".join(sorted([k1, k2])), 2) in options, "both knives as a pair: 4 dice"
    assert (pick, 2) not in options, "the pickaxe never gets both knives"
    assert not any(pick in w and "+" in w for w, _ in options), "the pickaxe never pairs with a knife"


def test_the_knife_gives_no_die_to_a_dual_pair_of_other_weapons(t) -> None:
    b1 = t.give(OTHER, "brush_blade", "hand", 0)
    b2 = t.give(OTHER, "brush_blade", "hand", 1)
    t.give(OTHER, "skinning_knife", "favourite", 0)
    t.s(OTHER).zone = "3R:x"
    t.zombies("3R:x", walker=6)
    assert ("+".join(sorted([b1, b2])), 0) in {(a.args[1], a.args[2]) for a in _melee_options(t, OTHER)}


def test_a_knife_in_the_favourite_slot_gives_no_die(t) -> None:
    """§8.2.4: "While a Knife is in a Hand slot" — not from the favourite slot."""
    pick = t.give(OTHER, "miners_pick", "hand", 0)
    t.give(OTHER, "skinning_knife", "favourite", 0)
    t.s(OTHER).zone = "3R:x"
    t.zombies("3R:x", walker=6)
    assert {(a.args[1], a.args[2]) for a in _melee_options(t, OTHER) if a.args[1] == pick} == {(pick, 0)}
    assert melee_dice(t, OTHER, pick, 0) == 2


def test_a_pair_of_knives_one_in_the_favourite_slot_gets_only_the_hand_knifes_die(t) -> None:
    k1 = t.give(OTHER, "skinning_knife", "hand", 0)
    k2 = t.give(OTHER, "skinning_knife", "favourite", 0)
    t.s(OTHER).zone = "3R:x"
    t.zombies("3R:x", walker=6)
    assert ("+".join(sorted([k1, k2])), 1) in {(a.args[1], a.args[2]) for a in _melee_options(t, OTHER)}


def test_with_quick_draw_a_knife_in_the_backpack_counts_as_in_hand(t) -> None:
    t.reset(OTHER, skills=["quick_draw"])
    pick = t.give(OTHER, "miners_pick", "hand", 0)
    t.give(OTHER, "skinning_knife", "backpack", 0)
    t.s(OTHER).zone = "3R:x"
    t.zombies("3R:x", walker=6)
    assert (pick, 1) in {(a.args[1], a.args[2]) for a in _melee_options(t, OTHER)}


def _melee_options(t, who: str):
    t.turn(who, actions=5)
    return t.actions("melee")


# ---------------------------------------------------------------- reload (§8.2.6)
def test_a_reload_weapon_cannot_fire_again_until_reloaded(t) -> None:
    carbine = t.give(SHOOTER, "trapdoor_carbine")  # range 1-3, reload
    t.zombies("2R:e", walker=3)
    t.dice(1, 6)
    t.turn(SHOOTER, actions=5)
    shoot(t, "2R:e")
    assert carbine in t.state.unloaded
    assert t.actions("shoot") == []
    assert t.keys("reload") == [f"reload:{SHOOTER}:{carbine}"]
    t.do("reload", SHOOTER, carbine)
    assert t.s(SHOOTER).actions_left == 3
    shoot(t, "2R:e")
    assert t.state.zombies["2R:e"] == {"walker": 2}


def test_reload_weapons_reload_for_free_in_the_end_phase(t) -> None:
    carbine = t.give(SHOOTER, "trapdoor_carbine")
    t.zombies("2R:e", walker=3)
    t.dice(1)
    t.turn(SHOOTER, actions=5)
    shoot(t, "2R:e")
    events = t.run({"kind": "end_phase_rest"})
    assert carbine not in t.state.unloaded
    assert of(events, Ev.reloaded)


def test_an_unloaded_weapon_stays_unloaded_when_traded(t) -> None:
    carbine = t.give(SHOOTER, "trapdoor_carbine")
    t.s(OTHER).zone = "2R:x"
    t.zombies("2R:e", walker=3)
    t.dice(1)
    t.turn(SHOOTER, actions=5)
    shoot(t, "2R:e")
    t.do("reorganise", SHOOTER)
    t.do("rearrange", SHOOTER, "hand", 0, OTHER, "hand", 0)
    t.pick("done")
    assert t.s(OTHER).inventory.hand[0] == carbine
    t.turn(OTHER)
    assert t.actions("shoot") == [], "the new owner must reload it first"
    assert t.keys("reload") == [f"reload:{OTHER}:{carbine}"]


def test_one_action_reloads_a_dual_pair_fired_together(t) -> None:
    a = t.give(SHOOTER, "stub_scattergun", "hand", 0)  # dual, reload, range 0-1
    b = t.give(SHOOTER, "stub_scattergun", "hand", 1)
    t.zombies("2R:e", walker=6)
    t.dice(1, 1, 1, 1)
    t.turn(SHOOTER, actions=5)
    shoot(t, "2R:e", "+".join(sorted([a, b])))
    assert {a, b} <= set(t.state.unloaded)
    t.pick("reload", lambda x: x.args[1] == a)
    assert a not in t.state.unloaded and b not in t.state.unloaded
    assert t.s(SHOOTER).actions_left == 3


def test_dual_reload_weapons_may_fire_one_at_a_time_into_different_zones(t) -> None:
    a = t.give(SHOOTER, "stub_scattergun", "hand", 0)
    b = t.give(SHOOTER, "stub_scattergun", "hand", 1)
    t.zombies("2R:e", walker=2)
    t.zombies("2R:w", walker=2)
    t.dice(1, 1, 1, 1)
    t.turn(SHOOTER, actions=5)
    shoot(t, "2R:e", a)
    assert {x.args[1] for x in t.actions("shoot")} == {b}
    shoot(t, "2R:w", b)
    assert {a, b} <= set(t.state.unloaded)


def test_dual_reload_weapons_fired_one_at_a_time_reload_one_at_a_time(t) -> None:
    a = t.give(SHOOTER, "stub_scattergun", "hand", 0)
    b = t.give(SHOOTER, "stub_scattergun", "hand", 1)
    t.zombies("2R:e", walker=2)
    t.zombies("2R:w", walker=2)
    t.dice(1, 1, 1, 1)
    t.turn(SHOOTER, actions=5)
    shoot(t, "2R:e", a)
    shoot(t, "2R:w", b)
    t.do("reload", SHOOTER, a)
    assert a not in t.state.unloaded
    assert b in t.state.unloaded, "b was not fired with a as a pair"


# ---------------------------------------------------------------- re-rolls (§6.1, §8.2.5, §12 Lucky)
def test_plenty_of_bullets_rerolls_from_the_backpack(t) -> None:
    t.give(SHOOTER, "rusty_six_shooter")
    t.give(SHOOTER, "cartridge_belt", "backpack", 0)
    t.zombies("2R:e", walker=1)
    t.dice(2, 6)
    t.turn(SHOOTER)
    shoot(t, "2R:e")
    assert t.state.decision.kind == "reroll"
    assert [a.args[1] for a in t.actions("reroll")] == ["Cartridge Belt"]
    events = t.do("reroll", SHOOTER, "Cartridge Belt")
    assert rolled(events) == [[6]]
    assert "2R:e" not in t.state.zombies


def test_the_new_roll_stands(t) -> None:
    t.give(SHOOTER, "rusty_six_shooter")
    t.give(SHOOTER, "cartridge_belt", "backpack", 0)
    t.zombies("2R:e", walker=1)
    t.dice(6, 1)
    t.s(OTHER).zone = "2R:e"
    t.turn(SHOOTER)
    # a hit needs no re-roll, so no question is asked
    shoot(t, "2R:e")
    assert "2R:e" not in t.state.zombies
    assert t.state.decision.kind == "act"


def test_a_re_roll_replaces_the_whole_roll(t) -> None:
    t.give(SHOOTER, "long_scattergun")
    t.give(SHOOTER, "shell_bandolier", "backpack", 0)
    t.zombies("2R:e", walker=3)
    t.dice(6, 6, 1, 1, 1, 1)
    t.turn(SHOOTER)
    shoot(t, "2R:e")
    t.pick("reroll")
    assert t.state.zombies["2R:e"] == {"walker": 3}, "the 2 hits of the first roll are gone"


def test_plenty_of_ammo_matches_the_weapons_ammunition(t) -> None:
    t.give(SHOOTER, "long_scattergun")  # shells
    t.give(SHOOTER, "cartridge_belt", "backpack", 0)  # bullets
    t.zombies("2R:e", walker=3)
    t.dice(1, 1, 1)
    t.turn(SHOOTER)
    shoot(t, "2R:e")
    assert t.state.decision.kind == "act", "no re-roll offered"


def test_lucky_and_plenty_of_ammo_stack(t) -> None:
    t.reset(SHOOTER, skills=["lucky"])
    t.give(SHOOTER, "rusty_six_shooter")
    t.give(SHOOTER, "cartridge_belt", "backpack", 0)
    t.zombies("2R:e", walker=1)
    t.dice(1, 2, 5)
    t.turn(SHOOTER)
    shoot(t, "2R:e")
    assert {a.args[1] for a in t.actions("reroll")} == {"lucky", "Cartridge Belt"}
    t.do("reroll", SHOOTER, "lucky")
    assert [a.args[1] for a in t.actions("reroll")] == ["Cartridge Belt"]
    t.do("reroll", SHOOTER, "Cartridge Belt")
    assert "2R:e" not in t.state.zombies


def test_lucky_rerolls_melee_too(t) -> None:
    t.reset(SHOOTER, skills=["lucky"])
    t.give(SHOOTER, "skillet")
    t.zombies("2R:x", walker=1)
    t.dice(1, 3)
    t.turn(SHOOTER, actions=5)
    t.pick("melee")
    t.do("reroll", SHOOTER, "lucky")
    assert "2R:x" not in t.state.zombies


# ---------------------------------------------------------------- dynamite (§8.2.1)
def test_dynamite_kills_everything_in_the_zone_and_gives_all_the_xp(t) -> None:
    stick = t.give(SHOOTER, "blasting_stick", "backpack", 0)
    t.zombies("2R:e", walker=2, brute=1, runner=1, abomination=1)
    t.turn(SHOOTER)
    events = t.do("dynamite", SHOOTER, stick, "2R:e")
    assert "2R:e" not in t.state.zombies
    assert len(of(events, Ev.killed)) == 5
    assert t.s(SHOOTER).xp == 4 + 5
    assert t.state.noise == {"zone": "2R:e", "level": "boom"}, "BOOM! in the target zone"
    assert stick not in t.s(SHOOTER).inventory.cards()
    assert stick in t.state.equipment.discard_pile
    assert t.s(SHOOTER).actions_left == 3, "1 spent, 1 gained at Yellow (9 XP)"


def test_dynamite_kills_survivors_too_and_the_game_is_lost(t) -> None:
    stick = t.give(SHOOTER, "blasting_stick", "hand", 0)
    t.reset(OTHER, "2R:e", skills=["low_profile"])
    t.zombies("2R:e", walker=1)
    t.turn(SHOOTER)
    events = t.do("dynamite", SHOOTER, stick, "2R:e")
    assert t.s(OTHER).status == "dead", "Low Profile does not protect against dynamite"
    assert of(events, Ev.died, survivor=OTHER)
    assert t.state.result == "defeat"


def test_dynamite_reaches_range_one_to_two_only(t) -> None:
    stick = t.give(SHOOTER, "blasting_stick", "backpack", 0)
    for zone in ("2R:x", "2R:e", "3R:w", "3R:x"):
        t.zombies(zone, walker=1)
    t.turn(SHOOTER)
    assert {a.args[2] for a in t.actions("dynamite")} == {"2R:e", "3R:w"}, "not at range 0 (nor 3)"
    assert stick


# ---------------------------------------------------------------- fanning (§9.3, §8.2.2)
def test_fanning_rolls_six_dice_at_six_plus_with_the_starting_pistol(t) -> None:
    t.reset(SHOOTER, classes=["gunslinger"])
    pistol = t.give(SHOOTER, "rusty_six_shooter")  # fanning 6+
    t.zombies("2R:e", walker=4)
    t.dice(6, 6, 5, 5, 4, 1)
    t.turn(SHOOTER, actions=5)
    events = t.do("fan", SHOOTER, pistol, "2R:e")
    assert rolled(events) == [[6, 6, 5, 5, 4, 1]]
    assert of(events, Ev.rolled)[0].data["accuracy"] == 6
    assert t.state.zombies["2R:e"] == {"walker": 2}
    assert t.state.noise == {"zone": "2R:x", "level": "boom"}, "BOOM! where the action was taken"


def test_fanning_hits_on_five_plus_with_other_pistols(t) -> None:
    t.reset(SHOOTER, classes=["gunslinger"])
    pistol = t.give(SHOOTER, "six_shooter")
    t.zombies("2R:e", walker=4)
    t.dice(6, 5, 4, 4, 4, 1)
    t.turn(SHOOTER, actions=5)
    t.do("fan", SHOOTER, pistol, "2R:e")
    assert t.state.zombies["2R:e"] == {"walker": 2}


def test_a_fanned_pistol_must_be_reloaded_and_a_normal_shot_does_not_unload(t) -> None:
    t.reset(SHOOTER, classes=["gunslinger"])
    pistol = t.give(SHOOTER, "six_shooter")
    t.zombies("2R:e", walker=6)
    t.dice(*([1] * 6), 1, 1)
    t.turn(SHOOTER, actions=5)
    t.do("fan", SHOOTER, pistol, "2R:e")
    assert pistol in t.state.unloaded
    assert t.actions("shoot") == [] and t.actions("fan") == []
    t.do("reload", SHOOTER, pistol)
    shoot(t, "2R:e", pistol)
    assert pistol not in t.state.unloaded, "a normal shot does not trigger Reload"
    shoot(t, "2R:e", pistol)


def test_fanning_uses_a_single_pistol_even_with_a_dual_pair(t) -> None:
    t.reset(SHOOTER, classes=["gunslinger"])
    t.give(SHOOTER, "six_shooter", "hand", 0)
    t.give(SHOOTER, "six_shooter", "hand", 1)
    t.zombies("2R:e", walker=6)
    t.turn(SHOOTER)
    fans = t.actions("fan")
    assert fans and all("+" not in a.args[1] for a in fans)
    assert len({a.args[1] for a in fans}) == 2, "either pistol may fan"


def test_only_gunslingers_fan_and_only_with_pistols(t) -> None:
    t.give(SHOOTER, "six_shooter", "hand", 0)
    t.zombies("2R:e", walker=6)
    t.turn(SHOOTER)
    assert t.actions("fan") == []
    t.reset(SHOOTER, classes=["gunslinger"])
    t.give(SHOOTER, "long_scattergun")
    t.turn(SHOOTER)
    assert t.actions("fan") == []
