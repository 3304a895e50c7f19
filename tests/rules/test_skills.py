"""Skills (digest §12, §9): one test or more per skill family of assets/frontier/skills.yaml.

Survivors are made plain (no class, only the skills under test) so each test sees one family at
work. Movement skills (plus_zone_per_move, sprint, slippery, leap) are in test_movement.py,
Fearless and Medic in test_health.py, Low Profile and Lucky in test_combat.py, Multiple Searches
in test_search.py, Water as Holy Water in test_frontier.py; they are repeated here briefly only
where a second angle matters.

Main Street, west to east: 2R:w - 2R:x - 2R:e - 3R:w - 3R:x - 3R:e.
"""

from __future__ import annotations

import pytest

from ruleskit import HOUSE, M0, of
from zombie_table.games.tilezone.events import Ev

ACTOR = "jack_harlan"  # favourite: pistol
ALLY = "otis_pruitt"  # favourite: any


@pytest.fixture
def t(make):
    table = make(M0, team=[ACTOR, ALLY])
    table.clear_zombies()
    table.state.spawns = []
    table.reset(ACTOR, "2R:x")
    table.reset(ALLY, "2R:dr")  # out of sight of Main Street
    return table


def plain(t, *skills: str, zone: str = "2R:x", classes: tuple[str, ...] = (), who: str = ACTOR):
    return t.reset(who, zone, skills=list(skills), classes=list(classes))


def rolled(events) -> list[list[int]]:
    return [e.data["dice"] for e in of(events, Ev.rolled)]


def dice_count(events) -> int:
    return len(rolled(events)[0])


def melee(t, who: str = ACTOR, weapons: str | None = None):
    return t.pick("melee", lambda a: weapons is None or a.args[1] == weapons)


def shoot(t, zone: str, weapons: str | None = None, who: str = ACTOR):
    return t.pick("shoot", lambda a: a.args[0] == who and a.args[2] == zone and (weapons is None or a.args[1] == weapons))


# ================================================================ 12.1 generic bonuses
def test_plus_action(t) -> None:
    plain(t, "plus_action")
    t.turn(ACTOR)
    assert t.s(ACTOR).actions_left == 4


def test_free_move_action_pays_a_move_and_nothing_else(t) -> None:
    plain(t, "free_action:move")
    t.turn(ACTOR)
    assert t.s(ACTOR).free == {"move": 1}
    t.do("move", ACTOR, "2R:w")
    assert t.s(ACTOR).actions_left == 3 and t.s(ACTOR).free["move"] == 0
    plain(t, "free_action:move", zone="2R:sa")
    t.turn(ACTOR, actions=0)
    kinds = {a.kind for a in t.actions()}
    assert "move" in kinds
    assert not kinds & {"search", "make_noise", "reorganise"}, "the free move cannot pay for other actions"


def test_free_melee_action(t) -> None:
    plain(t, "free_action:melee")
    t.give(ACTOR, "skillet")
    t.give(ACTOR, "rusty_six_shooter")
    t.zombies("2R:x", walker=3)
    t.dice(1, 1)
    t.turn(ACTOR)
    t.pick("shoot")
    assert t.s(ACTOR).actions_left == 2, "a shot is not a melee action"
    melee(t)
    assert t.s(ACTOR).actions_left == 2 and t.s(ACTOR).free["melee"] == 0


def test_free_combat_action_pays_melee_or_ranged(t) -> None:
    plain(t, "free_action:combat")
    t.give(ACTOR, "rusty_six_shooter")
    t.zombies("2R:e", walker=3)
    t.dice(1)
    t.turn(ACTOR)
    shoot(t, "2R:e")
    assert t.s(ACTOR).actions_left == 3


def test_free_search_action(t) -> None:
    plain(t, "free_action:search", zone="2R:sa")
    t.turn(ACTOR)
    t.do("search", ACTOR)
    t.pick("leave")
    assert t.s(ACTOR).actions_left == 3


def test_free_weapon_action_only_with_that_kind_of_weapon(t) -> None:
    plain(t, "free_weapon_action:pistol")
    pistol = t.give(ACTOR, "rusty_six_shooter")
    rifle = t.give(ACTOR, "lever_rifle")
    t.zombies("2R:e", walker=6)
    t.dice(1, 1, 1)
    t.turn(ACTOR)
    shoot(t, "2R:e", rifle)
    assert (t.s(ACTOR).actions_left, t.s(ACTOR).free["weapon:pistol"]) == (2, 1)
    shoot(t, "2R:e", pistol)
    assert (t.s(ACTOR).actions_left, t.s(ACTOR).free["weapon:pistol"]) == (2, 0)


def test_plus_die_for_an_action_kind(t) -> None:
    plain(t, "plus_die:melee")
    t.give(ACTOR, "cavalry_sword")  # 2 dice
    t.zombies("2R:x", walker=5)
    t.dice(*[1] * 3)
    t.turn(ACTOR)
    assert dice_count(melee(t)) == 3


def test_plus_die_counts_once_per_weapon_in_a_dual_attack(t) -> None:
    plain(t, "plus_die:melee")
    a = t.give(ACTOR, "brush_blade", "hand", 0)
    b = t.give(ACTOR, "brush_blade", "hand", 1)
    t.zombies("2R:x", walker=9)
    t.dice(*[1] * 6)
    t.turn(ACTOR)
    assert dice_count(melee(t, weapons="+".join(sorted([a, b])))) == 6


def test_plus_die_for_a_weapon_kind_only(t) -> None:
    plain(t, "plus_die:rifle")
    pistol = t.give(ACTOR, "rusty_six_shooter")
    rifle = t.give(ACTOR, "lever_rifle")
    t.zombies("2R:e", walker=9)
    t.dice(*[1] * 4)
    t.turn(ACTOR)
    assert dice_count(shoot(t, "2R:e", rifle)) == 3
    assert dice_count(shoot(t, "2R:e", pistol)) == 1


def test_plus_damage_lets_a_skillet_kill_a_brute(t) -> None:
    plain(t, "plus_damage:melee")
    t.give(ACTOR, "skillet")
    t.zombies("2R:x", brute=1)
    t.dice(6)
    t.turn(ACTOR)
    melee(t)
    assert "2R:x" not in t.state.zombies


def test_plus_damage_for_a_card(t) -> None:
    plain(t, "plus_damage:rusty_six_shooter")
    t.give(ACTOR, "rusty_six_shooter")
    t.zombies("2R:e", brute=1)
    t.dice(6)
    t.turn(ACTOR)
    shoot(t, "2R:e")
    assert "2R:e" not in t.state.zombies


def test_plus_to_roll(t) -> None:
    plain(t, "plus_to_roll:ranged")
    t.give(ACTOR, "rusty_six_shooter")  # 4+
    t.give(ACTOR, "skillet")  # 3+
    t.zombies("2R:e", walker=1)
    t.zombies("2R:x", walker=1)
    t.dice(3, 2)
    t.turn(ACTOR)
    shoot(t, "2R:e")
    assert "2R:e" not in t.state.zombies, "3 + 1 = 4 hits"
    melee(t)
    assert t.state.zombies["2R:x"] == {"walker": 1}, "melee gets no bonus"


def test_plus_max_range(t) -> None:
    plain(t, "plus_max_range")
    t.give(ACTOR, "rusty_six_shooter")  # range 0-1
    t.zombies("3R:w", walker=1)
    t.zombies("3R:x", walker=1)
    t.turn(ACTOR)
    assert {a.args[2] for a in t.actions("shoot")} == {"3R:w"}


def test_free_reload(t) -> None:
    plain(t, "free_reload")
    carbine = t.give(ACTOR, "trapdoor_carbine")
    t.zombies("2R:e", walker=3)
    t.dice(1)
    t.turn(ACTOR)
    shoot(t, "2R:e")
    t.do("reload", ACTOR, carbine)
    assert t.s(ACTOR).actions_left == 2
    assert t.s(ACTOR).free["reload"] == 0


def test_plus_zone_per_move(t) -> None:
    plain(t, "plus_zone_per_move", zone="2R:w")
    t.turn(ACTOR)
    t.do("move", ACTOR, "2R:e")
    assert t.s(ACTOR).actions_left == 2


# ================================================================ Charge (brawlers, §9.1)
def brawler(t, *skills: str, zone: str = "2R:w"):
    s = plain(t, *skills, zone=zone, classes=("brawler",))
    t.give(ACTOR, "skillet")  # melee, 1 die, 3+, damage 1
    return s


def test_charge_moves_up_to_two_zones_into_zombies_then_strikes_for_free(t) -> None:
    brawler(t)
    t.zombies("2R:e", walker=2)
    t.dice(5)
    t.turn(ACTOR)
    assert t.keys("charge") == [f"charge:{ACTOR}:2R:e"], "the destination must hold zombies"
    events = t.do("charge", ACTOR, "2R:e")
    assert [e.data["dst"] for e in of(events, Ev.moved)] == ["2R:x", "2R:e"]
    assert t.state.decision.kind == "charge_strike"
    t.pick("charge_hit")
    assert t.state.zombies["2R:e"] == {"walker": 1}
    assert t.s(ACTOR).actions_left == 2, "one action for the move and the strike"
    assert t.actions("charge") == [], "once per turn"


def test_charge_stops_at_the_first_zone_with_zombies_and_pays_to_leave(t) -> None:
    brawler(t)
    t.zombies("2R:w", walker=1)
    t.zombies("2R:x", walker=1)
    t.zombies("2R:e", walker=1)
    t.turn(ACTOR)
    assert t.keys("charge") == [f"charge:{ACTOR}:2R:x"], "cannot pass through 2R:x to reach 2R:e"
    t.dice(1)
    t.do("charge", ACTOR, "2R:x")
    t.pick("charge_hit")
    assert t.s(ACTOR).actions_left == 1, "1 + 1 for the walker left behind"


def test_charge_needs_a_melee_weapon_and_the_brawler_class(t) -> None:
    brawler(t)
    t.zombies("2R:e", walker=1)
    plain(t, zone="2R:w")
    t.give(ACTOR, "skillet")
    t.turn(ACTOR)
    assert t.actions("charge") == [], "not a brawler"
    plain(t, zone="2R:w", classes=("brawler",))
    t.turn(ACTOR)
    assert t.actions("charge") == [], "no melee weapon"


@pytest.mark.parametrize("bonus, dice, zombies, left", [
    ("plus_damage", (6,), {"brute": 1}, {}),
    ("plus_die", (1, 6), {"walker": 2}, {"walker": 1}),
    ("plus_to_roll", (2,), {"walker": 1}, {}),
])
def test_charge_bonuses_apply_to_the_charges_strike(t, bonus: str, dice, zombies, left) -> None:
    brawler(t, f"charge_bonus:{bonus}")
    t.zombies("2R:e", **zombies)
    t.dice(*dice)
    t.turn(ACTOR)
    t.do("charge", ACTOR, "2R:e")
    events = t.pick("charge_hit")
    assert len(rolled(events)[0]) == len(dice)
    assert t.state.zombies.get("2R:e", {}) == left


def test_charge_bonus_does_not_apply_to_an_ordinary_melee(t) -> None:
    brawler(t, "charge_bonus:plus_damage", zone="2R:e")
    t.zombies("2R:e", brute=1)
    t.dice(6)
    t.turn(ACTOR)
    melee(t)
    assert t.state.zombies["2R:e"] == {"brute": 1}


def test_charge_bonus_plus_zone_reaches_three_zones(t) -> None:
    brawler(t, "charge_bonus:plus_zone")
    t.zombies("3R:w", walker=1)
    t.turn(ACTOR)
    assert t.keys("charge") == [f"charge:{ACTOR}:3R:w"]


def test_charge_bonus_reroll(t) -> None:
    brawler(t, "charge_bonus:reroll")
    t.zombies("2R:e", walker=1)
    t.dice(1, 6)
    t.turn(ACTOR)
    t.do("charge", ACTOR, "2R:e")
    t.pick("charge_hit")
    assert t.state.decision.kind == "reroll"
    t.pick("reroll")
    assert "2R:e" not in t.state.zombies


def test_extra_charge_allows_a_second_charge(t) -> None:
    brawler(t, "extra_charge")
    t.zombies("2R:e", walker=1)
    t.zombies("3R:x", walker=1)
    t.dice(6, 6)
    t.turn(ACTOR)
    t.do("charge", ACTOR, "2R:e")
    t.pick("charge_hit")
    assert t.keys("charge") == [f"charge:{ACTOR}:3R:x"]


def test_free_charge_pays_the_charge_and_it_stays_once_per_turn(t) -> None:
    brawler(t, "free_charge")
    t.zombies("2R:e", walker=2)
    t.zombies("3R:x", walker=1)
    t.dice(6)
    t.turn(ACTOR)
    t.do("charge", ACTOR, "2R:e")
    t.pick("charge_hit")
    assert t.s(ACTOR).actions_left == 3
    assert t.actions("charge") == []


# ================================================================ Vade Retro (the faithful, §9.2, §7.1)
def faithful(t, *skills: str, zone: str = "2R:w"):
    return plain(t, *skills, zone=zone, classes=("faithful",))


def test_vade_retro_puts_a_token_on_zombies_in_sight_once_per_turn(t) -> None:
    faithful(t)
    t.zombies("2R:x", walker=1)
    t.zombies("3R:e", walker=1)  # far, but in sight: no range limit
    t.zombies("2R:po", walker=1)  # in sight
    t.zombies("2R:dr", walker=1)  # out of sight
    t.turn(ACTOR)
    assert {a.args[1] for a in t.actions("vade_retro")} == {"2R:x", "3R:e", "2R:po"}
    t.do("vade_retro", ACTOR, "2R:x")
    assert t.state.tokens["vade_retro"] == ["2R:x"]
    assert t.s(ACTOR).actions_left == 2
    assert t.actions("vade_retro") == []


def test_vade_retro_zombies_lose_their_activation_and_the_token_goes(t) -> None:
    faithful(t)
    t.state.tokens["vade_retro"] = ["2R:x"]
    t.zombies("2R:x", walker=1)
    t.zombies("2R:e", walker=1)
    t.activate_zombies()
    assert t.state.zombies == {"2R:x": {"walker": 2}}, "the held walker stays; the other walks in"
    assert t.state.tokens["vade_retro"] == []


def test_vade_retro_zombies_do_not_attack(t) -> None:
    faithful(t, zone="2R:x")
    t.state.tokens["vade_retro"] = ["2R:x"]
    t.zombies("2R:x", walker=1)
    t.activate_zombies()
    assert t.s(ACTOR).wounds == 0


def test_vade_retro_runners_lose_both_actions(t) -> None:
    faithful(t)
    t.state.tokens["vade_retro"] = ["2R:e"]
    t.zombies("2R:e", runner=1)
    t.activate_zombies()
    assert t.state.zombies == {"2R:e": {"runner": 1}}


def test_zombies_entering_a_vade_retro_zone_later_are_not_held(t) -> None:
    faithful(t)
    t.state.tokens["vade_retro"] = ["2R:x"]
    t.zombies("2R:x", walker=1)
    t.zombies("2R:e", runner=1)
    t.activate_zombies()
    assert t.state.zombies == {"2R:x": {"walker": 1}, "2R:w": {"runner": 1}}


def test_held_zombies_still_take_a_later_extra_activation(t) -> None:
    """§7.7: after Vade Retro, an extra activation in the spawn step moves them."""
    faithful(t)
    t.state.tokens["vade_retro"] = ["2R:e"]
    t.zombies("2R:e", walker=1)
    t.activate_zombies()
    assert t.state.zombies == {"2R:e": {"walker": 1}}
    t.activate_zombies(["walker"])
    assert t.state.zombies == {"2R:x": {"walker": 1}}


def test_a_vade_retro_token_goes_when_its_zone_is_emptied(t) -> None:
    faithful(t)
    t.give(ACTOR, "rusty_six_shooter")
    t.state.tokens["vade_retro"] = ["2R:x"]
    t.zombies("2R:x", walker=1)
    t.dice(6)
    t.turn(ACTOR)
    shoot(t, "2R:x")
    assert t.state.tokens["vade_retro"] == []


def test_with_both_tokens_out_the_players_choose_which_moves(t) -> None:
    faithful(t)
    t.state.tokens["vade_retro"] = ["2R:e", "3R:w"]
    for zone in ("2R:x", "2R:e", "3R:w"):
        t.zombies(zone, walker=1)
    t.turn(ACTOR)
    t.do("vade_retro", ACTOR, "2R:x")
    assert t.state.decision.kind == "vade_retro_token"
    t.do("move_vade_retro", "3R:w", "2R:x")
    assert sorted(t.state.tokens["vade_retro"]) == ["2R:e", "2R:x"]


def test_extra_and_free_vade_retro(t) -> None:
    faithful(t, "extra_vade_retro", "free_vade_retro")
    t.zombies("2R:x", walker=1)
    t.zombies("2R:e", walker=1)
    t.turn(ACTOR)
    t.do("vade_retro", ACTOR, "2R:x")
    assert t.s(ACTOR).actions_left == 3, "the free one first"
    t.do("vade_retro", ACTOR, "2R:e")
    assert t.s(ACTOR).actions_left == 2
    assert t.actions("vade_retro") == []


def test_free_vade_retro_keeps_the_once_per_turn_limit(t) -> None:
    faithful(t, "free_vade_retro")
    t.zombies("2R:x", walker=1)
    t.zombies("2R:e", walker=1)
    t.turn(ACTOR)
    t.do("vade_retro", ACTOR, "2R:x")
    assert t.actions("vade_retro") == []


def test_vade_retro_bonus_plus_die_against_a_held_zone_only(t) -> None:
    faithful(t, "vade_retro_bonus:plus_die", zone="2R:x")
    t.give(ACTOR, "skillet")
    t.give(ACTOR, "rusty_six_shooter")
    t.state.tokens["vade_retro"] = ["2R:x"]
    t.zombies("2R:x", walker=5)
    t.zombies("2R:e", walker=5)
    t.dice(*[1] * 5)
    t.turn(ACTOR)
    assert dice_count(melee(t)) == 2
    assert dice_count(shoot(t, "2R:e")) == 1


@pytest.mark.parametrize("bonus, dice, zombies, left", [
    ("plus_damage", (6,), {"brute": 1}, {}),
    ("plus_to_roll", (2,), {"walker": 1}, {}),
])
def test_vade_retro_combat_bonuses(t, bonus: str, dice, zombies, left) -> None:
    faithful(t, f"vade_retro_bonus:{bonus}", zone="2R:x")
    t.give(ACTOR, "skillet")
    t.state.tokens["vade_retro"] = ["2R:x"]
    t.zombies("2R:x", **zombies)
    t.dice(*dice)
    t.turn(ACTOR)
    melee(t)
    assert t.state.zombies.get("2R:x", {}) == left


def test_vade_retro_bonus_reroll(t) -> None:
    faithful(t, "vade_retro_bonus:reroll", zone="2R:x")
    t.give(ACTOR, "skillet")
    t.state.tokens["vade_retro"] = ["2R:x"]
    t.zombies("2R:x", walker=1)
    t.dice(1, 6)
    t.turn(ACTOR)
    melee(t)
    t.pick("reroll")
    assert "2R:x" not in t.state.zombies


def test_vade_retro_bonus_free_combat_only_against_a_held_zone(t) -> None:
    faithful(t, "vade_retro_bonus:free_combat")
    t.give(ACTOR, "rusty_six_shooter")
    t.state.tokens["vade_retro"] = ["2R:x"]
    t.zombies("2R:x", walker=5)
    t.zombies("2R:sa", walker=5)
    t.dice(1, 1)
    t.turn(ACTOR)
    shoot(t, "2R:sa")
    assert t.s(ACTOR).actions_left == 2
    shoot(t, "2R:x")
    assert t.s(ACTOR).actions_left == 2


# ================================================================ Fanning (gunslingers, §9.3)
def gunslinger(t, *skills: str):
    plain(t, *skills, classes=("gunslinger",))
    return t.give(ACTOR, "six_shooter")  # range 0-1, fans at 5+


def test_fanning_bonus_plus_die(t) -> None:
    pistol = gunslinger(t, "fanning_bonus:plus_die")
    t.zombies("2R:e", walker=9)
    t.dice(*[1] * 7)
    t.turn(ACTOR)
    assert dice_count(t.do("fan", ACTOR, pistol, "2R:e")) == 7


def test_fanning_bonus_plus_to_roll(t) -> None:
    pistol = gunslinger(t, "fanning_bonus:plus_to_roll")
    t.zombies("2R:e", walker=9)
    t.dice(4, 4, 4, 3, 3, 3)
    t.turn(ACTOR)
    t.do("fan", ACTOR, pistol, "2R:e")
    assert t.state.zombies["2R:e"] == {"walker": 6}


def test_fanning_bonus_plus_damage(t) -> None:
    pistol = gunslinger(t, "fanning_bonus:plus_damage")
    t.zombies("2R:e", brute=1)
    t.dice(5, 1, 1, 1, 1, 1)
    t.turn(ACTOR)
    t.do("fan", ACTOR, pistol, "2R:e")
    assert "2R:e" not in t.state.zombies


def test_fanning_bonus_plus_range(t) -> None:
    pistol = gunslinger(t, "fanning_bonus:plus_range")
    t.zombies("3R:w", walker=1)
    t.turn(ACTOR)
    assert t.actions("shoot") == []
    assert t.keys("fan") == [f"fan:{ACTOR}:{pistol}:3R:w"]


def test_fanning_bonus_reaper(t) -> None:
    pistol = gunslinger(t, "fanning_bonus:reaper")
    t.zombies("2R:e", walker=3)
    t.dice(6, 1, 1, 1, 1, 1)
    t.turn(ACTOR)
    t.do("fan", ACTOR, pistol, "2R:e")
    assert t.state.zombies["2R:e"] == {"walker": 1}
    assert t.s(ACTOR).xp == 2


def test_fanning_bonus_reroll(t) -> None:
    pistol = gunslinger(t, "fanning_bonus:reroll")
    t.zombies("2R:e", walker=1)
    t.dice(*[1] * 6, 6, 1, 1, 1, 1, 1)
    t.turn(ACTOR)
    t.do("fan", ACTOR, pistol, "2R:e")
    t.pick("reroll")
    assert "2R:e" not in t.state.zombies


def test_fanning_bonus_free_reload_reloads_the_fanned_pistol(t) -> None:
    pistol = gunslinger(t, "fanning_bonus:free_reload")
    t.zombies("2R:e", walker=9)
    t.dice(*[1] * 6)
    t.turn(ACTOR)
    t.do("fan", ACTOR, pistol, "2R:e")
    t.do("reload", ACTOR, pistol)
    assert t.s(ACTOR).actions_left == 2


def test_fanning_bonus_free_reload_is_not_for_rifles(t) -> None:
    gunslinger(t, "fanning_bonus:free_reload")
    carbine = t.give(ACTOR, "trapdoor_carbine")
    t.zombies("2R:e", walker=9)
    t.dice(1)
    t.turn(ACTOR)
    shoot(t, "2R:e", carbine)
    t.do("reload", ACTOR, carbine)
    assert t.s(ACTOR).actions_left == 1


def test_free_fanning_pays_only_for_fanning(t) -> None:
    pistol = gunslinger(t, "free_fanning")
    t.zombies("2R:e", walker=9)
    t.dice(1, *[1] * 6)
    t.turn(ACTOR)
    shoot(t, "2R:e", pistol)
    assert (t.s(ACTOR).actions_left, t.s(ACTOR).free["fanning"]) == (2, 1)
    t.do("reload", ACTOR, pistol) if pistol in t.state.unloaded else None
    t.do("fan", ACTOR, pistol, "2R:e")
    assert (t.s(ACTOR).actions_left, t.s(ACTOR).free["fanning"]) == (2, 0)


# ================================================================ class abilities and classes
def test_multiple_searches(t) -> None:
    plain(t, "multiple_searches", zone="2R:sa")
    t.turn(ACTOR)
    t.do("search", ACTOR)
    t.pick("leave")
    assert t.keys("search") == [f"search:{ACTOR}"]


def test_home_defender_sees_deeper_into_a_building(make) -> None:
    t = make(HOUSE, team=[ACTOR])
    t.clear_zombies()
    t.reset(ACTOR, "91T:r1")
    t.give(ACTOR, "lever_rifle")  # range 1-3
    t.zombies("91T:r3", walker=1)
    t.zombies("91T:r4", walker=1)
    t.turn(ACTOR)
    assert t.actions("shoot") == [], "an ordinary survivor sees one room into the house"
    t.reset(ACTOR, classes=["townsfolk"], keep_cards=True)
    t.turn(ACTOR)
    assert {a.args[2] for a in t.actions("shoot")} == {"91T:r3", "91T:r4"}


def test_class_skill_grants_the_class_abilities(t) -> None:
    plain(t, "class:brawler", zone="2R:w")
    t.give(ACTOR, "skillet")
    t.zombies("2R:e", walker=1)
    t.turn(ACTOR)
    assert t.keys("charge") == [f"charge:{ACTOR}:2R:e"]


def test_class_brawler_gained_adds_health_and_heals(t) -> None:
    from zombie_table.games.tilezone.experience import add_skill

    s = plain(t)
    s.wounds = 1
    add_skill(t.game, s, "class:brawler")
    assert (s.health, s.wounds) == (3, 0)


# ================================================================ 12.3 other skills
def test_ambidextrous_pairs_identical_weapons_without_the_dual_symbol(t) -> None:
    plain(t, "ambidextrous")
    a = t.give(ACTOR, "cap_and_ball_revolver", "hand", 0)
    b = t.give(ACTOR, "cap_and_ball_revolver", "hand", 1)
    t.zombies("2R:e", walker=5)
    t.dice(3, 3)
    t.turn(ACTOR)
    events = shoot(t, "2R:e", "+".join(sorted([a, b])))
    assert rolled(events) == [[3, 3]]
    assert t.state.zombies["2R:e"] == {"walker": 3}


def test_escalation_adds_a_die_per_consecutive_action_and_resets(t) -> None:
    plain(t, "escalation:melee", "plus_action", "plus_action")
    t.give(ACTOR, "skillet")
    t.zombies("2R:x", walker=20)
    t.dice(*[1] * 20)
    t.turn(ACTOR)
    counts = [dice_count(melee(t)) for _ in range(3)]
    assert counts == [1, 2, 3]
    t.do("make_noise", ACTOR)
    assert dice_count(melee(t)) == 1, "another kind of action resets the bonus"


def test_escalation_combat_counts_melee_and_ranged_together(t) -> None:
    plain(t, "escalation:combat", "plus_action")
    t.give(ACTOR, "skillet")
    t.give(ACTOR, "rusty_six_shooter")
    t.zombies("2R:x", walker=20)
    t.dice(*[1] * 20)
    t.turn(ACTOR)
    first = dice_count(melee(t))
    second = dice_count(shoot(t, "2R:x"))
    assert (first, second) == (1, 2)


@pytest.mark.parametrize("roll, kept", [(6, True), (5, False)])
def test_explosive_expert_keeps_the_dynamite_on_a_six(t, roll: int, kept: bool) -> None:
    plain(t, "explosive_expert")
    stick = t.give(ACTOR, "blasting_stick", "hand", 0)
    t.zombies("2R:e", walker=1)
    t.dice(roll)
    t.turn(ACTOR)
    t.do("dynamite", ACTOR, stick, "2R:e")
    inv = t.s(ACTOR).inventory
    assert (stick in inv.backpack) is kept
    assert (stick in t.state.equipment.discard_pile) is not kept


def test_explosive_expert_die_is_never_modified(t) -> None:
    plain(t, "explosive_expert", "plus_to_roll:ranged", "lucky")
    stick = t.give(ACTOR, "blasting_stick", "hand", 0)
    t.zombies("2R:e", walker=1)
    t.dice(5)
    t.turn(ACTOR)
    t.do("dynamite", ACTOR, stick, "2R:e")
    assert stick in t.state.equipment.discard_pile
    assert t.state.decision.kind == "act", "no re-roll of that die"


def test_fearless(t) -> None:
    plain(t, "fearless:walker")
    t.zombies("2R:x", walker=3)
    t.activate_zombies()
    assert t.s(ACTOR).wounds == 0


def test_hawk_eye_chooses_targets_freely(t) -> None:
    plain(t, "hawk_eye")
    t.give(ACTOR, "lever_rifle")  # damage 2
    t.zombies("2R:e", brute=1, walker=1, runner=1)
    t.dice(6, 1)
    t.turn(ACTOR)
    shoot(t, "2R:e")
    assert t.state.decision.kind == "assign_hit"
    t.do("hit", ACTOR, "runner")
    assert t.state.zombies["2R:e"] == {"brute": 1, "walker": 1}


def test_point_blank_fires_into_its_own_zone_whatever_the_minimum_range(t) -> None:
    plain(t, "point_blank")
    t.give(ACTOR, "long_scattergun")  # range 1-3
    t.zombies("2R:x", brute=1, walker=2)
    t.dice(6, 6, 1)
    t.turn(ACTOR)
    assert "2R:x" in {a.args[2] for a in t.actions("shoot")}
    shoot(t, "2R:x")
    assert t.state.zombies["2R:x"] == {"brute": 1}, "free choice at range 0: the walkers despite the brute"


def test_point_blank_changes_nothing_beyond_range_zero(t) -> None:
    plain(t, "point_blank")
    t.give(ACTOR, "long_scattergun")
    t.zombies("2R:e", brute=1, walker=2)
    t.dice(6, 6, 6)
    t.turn(ACTOR)
    shoot(t, "2R:e")
    assert t.state.zombies["2R:e"] == {"brute": 1, "walker": 2}


def test_hit_and_run_moves_for_free_after_a_kill(t) -> None:
    plain(t, "hit_and_run")
    t.give(ACTOR, "skillet")
    t.zombies("2R:x", walker=3)
    t.dice(5)
    t.turn(ACTOR)
    melee(t)
    assert t.state.decision.kind == "hit_and_run"
    t.do("run_to", ACTOR, "2R:w")
    assert t.s(ACTOR).zone == "2R:w"
    assert t.s(ACTOR).actions_left == 2, "no extra cost for the two walkers left behind"


def test_hit_and_run_needs_a_kill(t) -> None:
    plain(t, "hit_and_run")
    t.give(ACTOR, "skillet")
    t.zombies("2R:x", walker=3)
    t.dice(1)
    t.turn(ACTOR)
    melee(t)
    assert t.state.decision.kind == "act"


def test_hit_and_run_stops_on_entering_zombies(t) -> None:
    plain(t, "hit_and_run", "plus_zone_per_move")
    t.give(ACTOR, "skillet")
    t.zombies("2R:x", walker=2)
    t.zombies("2R:e", walker=1)
    t.dice(5)
    t.turn(ACTOR)
    melee(t)
    dests = {a.args[1] for a in t.actions("run_to")}
    assert "2R:e" in dests and "3R:w" not in dests


def test_hit_and_run_after_a_ranged_kill(t) -> None:
    plain(t, "hit_and_run")
    t.give(ACTOR, "rusty_six_shooter")
    t.zombies("2R:x", walker=1)
    t.zombies("2R:e", walker=2)
    t.dice(6)
    t.turn(ACTOR)
    shoot(t, "2R:e")
    assert t.state.decision.kind == "hit_and_run"
    t.do("run_to", ACTOR, "2R:s")
    assert t.s(ACTOR).actions_left == 2


def test_hit_and_run_after_dynamite(t) -> None:
    """Dynamite is thrown with a Ranged action (§8.2.1), and it kills."""
    plain(t, "hit_and_run")
    stick = t.give(ACTOR, "blasting_stick")
    t.zombies("2R:x", walker=1)
    t.zombies("3R:w", walker=2)
    t.turn(ACTOR)
    t.do("dynamite", ACTOR, stick, "3R:w")
    assert t.state.decision.kind == "hit_and_run"


def test_inventor_swaps_a_card_anywhere_and_often(t) -> None:
    plain(t, "inventor")  # in the street, with zombies around: not a search
    old = t.give(ACTOR, "canteen", "backpack", 0)
    other = t.give(ACTOR, "skillet", "hand", 0)
    new1, new2 = t.equipment_cards("lever_rifle", "six_shooter")
    t.zombies("2R:x", walker=1)
    t.turn(ACTOR)
    t.do("invent", ACTOR, old)
    assert old in t.state.equipment.discard_pile
    assert t.state.decision.kind == "keep_card" and t.state.decision.data["card"] == new1
    t.pick("keep", lambda a: a.args[2:] == ("hand", 1))
    t.do("done", ACTOR)  # the kept card's free reorganise
    t.do("invent", ACTOR, other)
    assert t.state.decision.data["card"] == new2
    assert t.s(ACTOR).actions_left == 1


def test_leap(t) -> None:
    plain(t, "leap", zone="2R:w")
    t.zombies("2R:x", walker=2)
    t.turn(ACTOR)
    t.do("leap", ACTOR, "2R:e")
    assert t.s(ACTOR).zone == "2R:e"


def test_low_profile(t) -> None:
    plain(t)
    t.reset(ALLY, "2R:e", skills=["low_profile"])
    t.give(ACTOR, "wolf_gun")
    t.zombies("2R:e", walker=1)
    t.dice(1, 1, 1)
    t.turn(ACTOR)
    shoot(t, "2R:e")
    assert t.s(ALLY).wounds == 0


def test_lucky(t) -> None:
    plain(t, "lucky")
    t.give(ACTOR, "rusty_six_shooter")
    t.zombies("2R:e", walker=1)
    t.dice(1, 6)
    t.turn(ACTOR)
    shoot(t, "2R:e")
    t.do("reroll", ACTOR, "lucky")
    assert "2R:e" not in t.state.zombies


def test_lucky_is_once_per_action(t) -> None:
    plain(t, "lucky")
    t.give(ACTOR, "rusty_six_shooter")
    t.zombies("2R:e", walker=2)
    t.dice(1, 1, 1, 6)
    t.turn(ACTOR)
    shoot(t, "2R:e")
    t.do("reroll", ACTOR, "lucky")
    assert t.state.decision.kind == "act", "no second re-roll in the same action"
    shoot(t, "2R:e")
    assert t.state.decision.kind == "reroll", "a new action, a new re-roll"


def test_medic(t) -> None:
    plain(t, "medic")
    t.s(ACTOR).wounds = 1
    t.run({"kind": "end_phase_rest"})
    assert t.s(ACTOR).wounds == 0


def test_quick_draw_uses_the_backpack_as_hands(t) -> None:
    plain(t, "quick_draw")
    a = t.give(ACTOR, "six_shooter", "backpack", 0)
    b = t.give(ACTOR, "six_shooter", "backpack", 1)
    t.zombies("2R:e", walker=3)
    t.turn(ACTOR)
    weapons = {x.args[1] for x in t.actions("shoot")}
    assert "+".join(sorted([a, b])) in weapons


def test_reaper_kills_one_more_identical_zombie_per_action(t) -> None:
    plain(t, "reaper:melee")
    t.give(ACTOR, "cavalry_sword")  # 2 dice
    t.zombies("2R:x", walker=4)
    t.dice(5, 5)
    t.turn(ACTOR)
    melee(t)
    assert t.state.zombies["2R:x"] == {"walker": 1}, "2 hits + 1 free kill, never more"
    assert t.s(ACTOR).xp == 3


def test_reaper_needs_an_identical_zombie(t) -> None:
    plain(t, "reaper:melee")
    t.give(ACTOR, "skillet")
    t.zombies("2R:x", walker=1, runner=1)
    t.dice(5)
    t.turn(ACTOR)
    melee(t)
    if t.state.decision.kind == "assign_hit":
        t.do("hit", ACTOR, "walker")
    assert t.state.zombies["2R:x"] == {"runner": 1}


def test_reaper_only_for_its_action_kind(t) -> None:
    plain(t, "reaper:melee")
    t.give(ACTOR, "rusty_six_shooter")
    t.zombies("2R:e", walker=2)
    t.dice(5)
    t.turn(ACTOR)
    shoot(t, "2R:e")
    assert t.state.zombies["2R:e"] == {"walker": 1}


@pytest.mark.parametrize("roll, dies", [(6, True), (5, False)])
def test_roll6_damage(t, roll: int, dies: bool) -> None:
    plain(t, "roll6_damage:ranged")
    t.give(ACTOR, "rusty_six_shooter")  # damage 1
    t.zombies("2R:e", brute=1)
    t.dice(roll)
    t.turn(ACTOR)
    shoot(t, "2R:e")
    assert ("2R:e" not in t.state.zombies) is dies


def test_roll6_die_rolls_on_while_sixes_come_up(t) -> None:
    plain(t, "roll6_die:melee")
    t.give(ACTOR, "skillet")
    t.zombies("2R:x", walker=5)
    t.dice(6, 6, 1)
    t.turn(ACTOR)
    events = melee(t)
    assert t.state.dice.rolled == [6, 6, 1]
    assert t.state.zombies["2R:x"] == {"walker": 3}
    assert events


def test_roll6_die_after_rerolls(t) -> None:
    plain(t, "roll6_die:ranged", "lucky")
    t.give(ACTOR, "rusty_six_shooter")
    t.zombies("2R:e", walker=5)
    t.dice(1, 6, 4)
    t.turn(ACTOR)
    shoot(t, "2R:e")
    t.do("reroll", ACTOR, "lucky")
    assert t.state.dice.rolled == [1, 6, 4]
    assert t.state.zombies["2R:e"] == {"walker": 3}


def test_scavenger_searches_in_the_street(t) -> None:
    plain(t, "scavenger")
    t.turn(ACTOR)
    assert t.keys("search") == [f"search:{ACTOR}"]
    t.zombies("2R:x", walker=1)
    assert t.actions("search") == []


def test_scavenger_searches_on_a_balcony_a_street_zone(t) -> None:
    """§4.1: balconies are street zones, and Scavenger searches street zones (§12)."""
    plain(t, zone="3R:bal")
    t.turn(ACTOR)
    assert t.actions("search") == [], "without Scavenger a balcony is a street: no search"
    plain(t, "scavenger", zone="3R:bal")
    t.turn(ACTOR)
    assert t.keys("search") == [f"search:{ACTOR}"]


def test_slippery(t) -> None:
    plain(t, "slippery")
    t.zombies("2R:x", walker=3)
    t.turn(ACTOR)
    t.do("move", ACTOR, "2R:w")
    assert t.s(ACTOR).actions_left == 2


def test_sprint(t) -> None:
    plain(t, "sprint", zone="2R:w")
    t.turn(ACTOR)
    t.do("sprint", ACTOR, "3R:w")
    assert t.s(ACTOR).actions_left == 2


@pytest.mark.parametrize("sid, card", [("nell_cobb", "blasting_stick"), ("marisol_vega", "blessed_flask"),
                                       ("silas_crowe", "skinning_knife")])
def test_starts_with(make, sid: str, card: str) -> None:
    t = make(M0, team=[sid])
    held = [t.state.cards[c] for c in t.s(sid).inventory.cards()]
    assert card in held


# ---------------------------------------------------------------- born leader
def test_born_leader_gives_another_survivor_a_free_action_used_at_once(t) -> None:
    plain(t, "born_leader")
    t.reset(ALLY, "2R:s")
    t.turn(ACTOR)
    assert f"born_leader:{ACTOR}:{ALLY}" in t.keys("born_leader")
    t.do("born_leader", ACTOR, ALLY)
    assert t.state.decision.survivor == ALLY
    t.do("move", ALLY, "2R:dr")
    assert t.s(ALLY).zone == "2R:dr"
    assert t.state.decision.survivor == ACTOR, "the leader's turn resumes"
    assert t.s(ACTOR).actions_left == 3, "the gift cost the leader nothing"
    assert t.actions("born_leader") == [], "once per turn"


# ---------------------------------------------------------------- combat reflexes
def test_combat_reflexes_strike_spawning_zombies_in_sight(make) -> None:
    t = make(M0, team=[ACTOR])
    t.clear_zombies()
    plain(t, "combat_reflexes", zone="3R:x")
    t.give(ACTOR, "rusty_six_shooter")
    t.state.spawns = t.state.spawns[:1]  # the starting spawn in 3R:e, in sight at range 1
    t.zombie_cards(4)  # 2 walkers
    t.dice(6)
    t.run({"kind": "spawn_all"})
    assert t.state.decision.kind == "reflexes"
    t.pick("reflex")
    assert t.state.zombies["3R:e"] == {"walker": 1}
    assert t.halted


def test_combat_reflexes_not_out_of_sight(make) -> None:
    t = make(M0, team=[ACTOR])
    t.clear_zombies()
    plain(t, "combat_reflexes", zone="2R:dr")
    t.give(ACTOR, "rusty_six_shooter")
    t.state.spawns = t.state.spawns[:1]
    t.zombie_cards(4)
    t.run({"kind": "spawn_all"})
    assert t.halted


# ---------------------------------------------------------------- dual expert
def test_dual_expert_free_action_with_the_dual_pair_only(t) -> None:
    plain(t, "dual_expert")
    a = t.give(ACTOR, "six_shooter", "hand", 0)
    b = t.give(ACTOR, "six_shooter", "hand", 1)
    t.zombies("2R:e", walker=9)
    t.dice(*[1] * 5)
    t.turn(ACTOR)
    shoot(t, "2R:e", a)
    assert t.s(ACTOR).actions_left == 2, "a single pistol is not the pair"
    shoot(t, "2R:e", "+".join(sorted([a, b])))
    assert t.s(ACTOR).actions_left == 2


# ---------------------------------------------------------------- improvised weapons
def test_improvised_melee_once_per_turn_for_free(t) -> None:
    plain(t, "improvised_melee")
    t.zombies("2R:x", walker=2)
    t.dice(4)
    t.turn(ACTOR)
    assert [a.args[1] for a in t.actions("improvise")] == ["melee"]
    events = t.pick("improvise")
    assert rolled(events) == [[4]]
    assert t.state.zombies["2R:x"] == {"walker": 1}
    assert t.s(ACTOR).actions_left == 3
    assert t.actions("improvise") == []
    assert not of(events, Ev.noise)


def test_improvised_melee_takes_melee_bonuses(t) -> None:
    plain(t, "improvised_melee", "plus_die:melee")
    t.zombies("2R:x", walker=3)
    t.dice(1, 1)
    t.turn(ACTOR)
    assert dice_count(t.pick("improvise")) == 2


def test_improvised_ranged_reaches_range_one(t) -> None:
    plain(t, "improvised_ranged")
    t.zombies("2R:e", walker=1)
    t.zombies("3R:w", walker=1)
    t.dice(4)
    t.turn(ACTOR)
    assert [a.args[2] for a in t.actions("improvise")] == ["2R:e"]
    t.pick("improvise")
    assert "2R:e" not in t.state.zombies and t.s(ACTOR).actions_left == 3


# ---------------------------------------------------------------- lifesaver, shove, taunt
def test_lifesaver_pulls_survivors_out_of_a_zombie_zone(t) -> None:
    plain(t, "lifesaver")
    t.reset(ALLY, "2R:w")
    t.zombies("2R:w", walker=2)
    t.turn(ACTOR)
    t.do("lifesaver", ACTOR, "2R:w")
    t.do("pull", ACTOR, ALLY)
    assert t.s(ALLY).zone == "2R:x"
    assert t.s(ACTOR).actions_left == 3
    assert t.actions("lifesaver") == []


def test_lifesaver_needs_zombies_and_a_survivor_at_range_one(t) -> None:
    plain(t, "lifesaver")
    t.reset(ALLY, "2R:w")
    t.turn(ACTOR)
    assert t.actions("lifesaver") == [], "no zombies there"
    t.s(ALLY).zone = "3R:w"
    t.zombies("3R:w", walker=1)
    assert t.actions("lifesaver") == [], "range 2"


def test_lifesaver_rescues_only_the_chosen_survivors(make) -> None:
    third = "bo_tanner"
    t = make(M0, team=[ACTOR, ALLY, third])
    t.clear_zombies()
    t.state.spawns = []
    plain(t, "lifesaver")
    t.reset(ALLY, "2R:w")
    t.reset(third, "2R:w")
    t.zombies("2R:w", walker=1)
    t.turn(ACTOR)
    t.do("lifesaver", ACTOR, "2R:w")
    assert t.state.decision.kind == "lifesaver_pick", "who is pulled out must be asked"
    t.do("pull", ACTOR, ALLY)
    t.do("pull_done", ACTOR)
    assert t.s(ALLY).zone == "2R:x" and t.s(third).zone == "2R:w", "only the chosen survivor is pulled out"


def test_shove_pushes_every_zombie_into_a_neighbouring_zone(t) -> None:
    plain(t, "shove")
    t.zombies("2R:x", walker=2, brute=1)
    t.turn(ACTOR)
    assert {a.args[1] for a in t.actions("shove")} == {"2R:w", "2R:e", "2R:s"}
    t.do("shove", ACTOR, "2R:s")
    assert t.state.zombies == {"2R:s": {"walker": 2, "brute": 1}}
    assert t.s(ACTOR).actions_left == 3
    t.zombies("2R:x", walker=1)
    assert t.actions("shove") == [], "once per turn"


def test_taunt_draws_zombies_ignoring_other_survivors(t) -> None:
    plain(t, "taunt")
    t.reset(ALLY, "2R:e")
    t.zombies("3R:w", runner=1)
    t.turn(ACTOR)
    assert t.keys("taunt") == [f"taunt:{ACTOR}:3R:w"]
    t.do("taunt", ACTOR, "3R:w")
    assert t.state.zombies == {"2R:x": {"runner": 1}}, "through the other survivor's zone without stopping"
    assert t.s(ALLY).wounds == 0
    assert t.s(ACTOR).actions_left == 3


def test_taunt_needs_no_sight_but_a_path_of_at_most_two_zones(t) -> None:
    plain(t, "taunt")
    t.zombies("2R:dr", walker=1)  # two zones away by 2R:s, out of sight
    t.zombies("3R:x", walker=1)  # three zones away
    t.turn(ACTOR)
    assert t.keys("taunt") == [f"taunt:{ACTOR}:2R:dr"]
    t.do("taunt", ACTOR, "2R:dr")
    assert t.state.zombies["2R:s"] == {"walker": 1}
    assert t.s(ALLY).wounds == 0, "it ignored the survivor in its own zone"


def test_taunted_zombies_attack_the_taunter(t) -> None:
    plain(t, "taunt")
    t.s(ACTOR).health = 3
    t.zombies("2R:e", runner=1)
    t.turn(ACTOR)
    t.do("taunt", ACTOR, "2R:e")
    assert t.state.zombies == {"2R:x": {"runner": 1}}
    assert t.s(ACTOR).wounds == 1, "moved in, then attacked with its second action"


# ---------------------------------------------------------------- zombie link
def test_zombie_link_plays_an_extra_turn_before_an_extra_activation(make) -> None:
    t = make(M0, team=[ACTOR])
    t.clear_zombies()
    plain(t, "zombie_link", zone="2R:x")
    t.s(ACTOR).level = 1  # Yellow: extra activations work
    t.zombies("2R:x", walker=1)  # would bite if it acted first
    t.state.spawns = t.state.spawns[:1]
    t.zombie_cards(32)  # walker extra activation
    t.run({"kind": "spawn_all"})
    assert t.state.decision.kind == "act" and t.state.decision.survivor == ACTOR, "a whole extra turn, first"
    assert t.s(ACTOR).actions_left == 3
    t.do("move", ACTOR, "2R:s")
    t.do("end_turn", ACTOR)
    assert t.halted
    assert t.s(ACTOR).wounds == 0, "it had left before the walker acted"
    assert t.state.zombies == {"2R:s": {"walker": 1}}, "then the walker followed"


def test_several_zombie_linked_survivors_choose_their_order(make) -> None:
    t = make(M0, team=[ACTOR, ALLY])
    t.clear_zombies()
    plain(t, "zombie_link", zone="2R:x")
    plain(t, "zombie_link", zone="2R:x", who=ALLY)
    t.s(ACTOR).level = 1
    t.state.spawns = t.state.spawns[:1]
    t.zombie_cards(32)
    t.run({"kind": "spawn_all"})
    options = {str(a.args) for a in t.actions()}
    assert any(ALLY in o for o in options) and any(ACTOR in o for o in options), "either may go first"


def test_no_zombie_link_turn_for_an_abomination_card(make) -> None:
    t = make(M0, team=[ACTOR])
    t.clear_zombies()
    plain(t, "zombie_link", zone="2R:x")
    t.s(ACTOR).level = 1
    t.state.spawns = t.state.spawns[:1]
    t.zombie_cards(36)
    t.run({"kind": "spawn_all"})
    assert t.halted


def test_water_as_holy_water(t) -> None:
    plain(t, "water_as_holy_water", zone="3R:x")
    t.state.spawns = [type(s)(s.id, s.kind, s.zone) for s in []]
    t.spawn_token("3R:e", "starting")
    t.spawn_token("3R:s")
    canteen = t.give(ACTOR, "canteen")
    t.turn(ACTOR)
    t.do("bless", ACTOR, canteen, "3R:s")
    assert t.s(ACTOR).xp == 5
