"""The §11 skills the first Winter sessions left out (white-death §11, with §7.5 corruption, §7.8
siege cards, §8.1 ramparts, §8.3 ruins): Tough, Regeneration, Wall Climber, Corruption Walker, the
ruin and corruption searchers, Crypt Raider, Matching Set, Destiny, Transmutation, Hold Your Nose,
Barbarian / Iron Rain / Mana Rain (horde_dice), Swordmaster (dual_kind), Zombie Link on siege cards."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from winterkit import winter_game

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rules"))

from ruleskit import Table  # noqa: E402
from zombie_table.content.cards import SiegeCard  # noqa: E402
from zombie_table.games.tilezone import leadership  # noqa: E402
from zombie_table.games.tilezone.events import Ev  # noqa: E402
from zombie_table.games.tilezone.settings.winter import siege  # noqa: E402
from zombie_table.games.tilezone.settings.winter.state import own  # noqa: E402

RADKO, VESNA, MAREN = "radko", "vesna", "maren"


@pytest.fixture
def t(make):
    table = make([RADKO, VESNA, MAREN])
    for sid, zone in ((RADKO, "95T:e"), (VESNA, "95T:a"), (MAREN, "95T:i")):
        table.reset(sid, zone, health=3)
    return table


def rolled(events) -> list[list[int]]:
    return [e.data["dice"] for e in events if e.kind == Ev.rolled and e.rule in ("melee", "ranged", "magic")]


# ---------------------------------------------------------------- staying alive
def test_tough_ignores_the_first_wound_of_each_attack_step(t) -> None:
    t.reset(RADKO, "95T:e", skills=["tough"], health=3)
    t.zombies("95T:e", walker=2)
    t.activate_zombies(["walker"])
    assert t.s(RADKO).wounds == 1  # two blows, the first shrugged off
    t.activate_zombies(["walker"])
    assert t.s(RADKO).wounds == 2  # a new attack step: the first blow is ignored again
    plain = t.reset(VESNA, "95T:a", health=3)
    t.zombies("95T:a", walker=2)
    t.activate_zombies(["walker"])
    assert plain.wounds == 2


def test_tough_ignores_the_first_wound_of_a_friendly_fire_event(t) -> None:
    t.reset(RADKO, "95T:e", health=3)
    t.give(RADKO, "hailstorm")  # 3 dice, 4+, damage 1, range 0-2
    t.reset(VESNA, "95T:b", skills=["tough"], health=3)
    t.zombies("95T:b", walker=3)
    t.turn(RADKO, actions=3)
    t.dice(1, 1, 4)  # two misses hit the only survivor there
    t.pick("cast", lambda a: a.args[2] == "95T:b")
    assert t.s(VESNA).wounds == 1


def test_regeneration_heals_every_wound_in_the_end_phase(t) -> None:
    healer = t.reset(MAREN, skills=["regeneration"], health=3)
    other = t.reset(VESNA, health=3)
    healer.wounds = other.wounds = 2
    t.run({"kind": "end_phase"})
    assert healer.wounds == 0 and other.wounds == 2


# ---------------------------------------------------------------- moving
def test_wall_climber_climbs_between_street_and_rampart_without_stairs() -> None:  # §8.1
    t = Table(winter_game())
    t.reset(VESNA, "28R:g1", skills=["wall_climber"], health=3)
    t.turn(VESNA, actions=3)
    assert [a.args[1] for a in t.actions("climb")] == ["28R:r1"]
    t.pick("climb")
    assert t.s(VESNA).zone == "28R:r1" and t.s(VESNA).actions_left == 2
    assert "28R:g1" in [a.args[1] for a in t.actions("climb")]  # and down again
    t.reset(VESNA, "28R:g1", health=3)
    assert not t.actions("climb")


def test_corruption_walker_moves_free_once_a_turn_out_of_corruption() -> None:  # §7.5
    t = Table(winter_game(tokens=[{"kind": "blight", "zone": "28R:g1"}, {"kind": "blight", "zone": "28R:g2"}],
                             start=["28R:h2"]))  # the ward lies in the start zone, clear of the corruption
    t.reset(VESNA, "28R:g1", skills=["corruption_walker"], health=3)
    t.turn(VESNA, actions=3)
    t.pick("corruption_walk", lambda a: a.args[1] == "28R:g2")
    assert t.s(VESNA).zone == "28R:g2" and t.s(VESNA).actions_left == 3
    assert not t.actions("corruption_walk")  # once per turn, though still in corruption


# ---------------------------------------------------------------- searching
def test_corruption_is_never_searched_but_by_the_corruption_searcher(t) -> None:  # §7.5
    t.state.tokens["blight"] = ["95T:e"]
    t.game.rebuild_board()
    t.reset(RADKO, "95T:e", skills=["scavenger"], health=3)
    t.turn(RADKO, actions=3)
    assert not t.actions("search")  # a street, yet corruption leaves nothing to a scrounger
    t.reset(RADKO, "95T:e", skills=["corruption_searcher"], health=3)
    assert t.actions("search")


def test_ruins_are_searched_only_by_the_ruin_searcher() -> None:  # §8.3
    t = Table(winter_game(layout=[["26V"]], start=["26V:nw"]))
    t.reset(VESNA, "26V:nw", health=3)
    t.turn(VESNA, actions=3)
    assert not t.actions("search")
    t.reset(VESNA, "26V:nw", skills=["ruin_searcher"], health=3)
    assert t.actions("search")


def test_matching_set_brings_the_twin_of_a_dual_card(t) -> None:
    t.reset(RADKO, "95T:e", skills=["scavenger", "matching_set"], health=3)
    first = t.equipment_cards("arming_sword")[0]
    t.turn(RADKO, actions=3)
    t.do("search", RADKO)
    kept = [t.state.decision.data["card"]]
    t.first("keep")
    while t.state.decision.kind != "keep_card":
        t.first("done")
    kept.append(t.state.decision.data["card"])
    assert kept[1] == first or kept[0] == first
    assert [t.state.cards[c] for c in kept] == ["arming_sword", "arming_sword"]
    assert not any(t.state.cards[c] == "arming_sword" for c in t.state.equipment.draw_pile)


def test_destiny_swaps_a_drawn_card_for_the_next_once_a_turn(t) -> None:
    t.reset(RADKO, "95T:e", skills=["scavenger", "destiny"], health=3)
    t.equipment_cards("twin_bit_axe", "longblade")
    t.turn(RADKO, actions=3)
    t.do("search", RADKO)
    t.first("destiny")
    assert t.state.cards[t.state.decision.data["card"]] == "longblade"
    assert not t.actions("destiny")


def test_transmute_trades_a_card_for_a_new_one_for_an_action(t) -> None:
    t.reset(RADKO, "95T:e", health=3)
    t.give(RADKO, "twin_bit_axe")
    t.turn(RADKO, actions=3)
    assert not t.actions("invent")
    t.reset(RADKO, "95T:e", skills=["inventor"], health=3)
    t.give(RADKO, "twin_bit_axe")
    t.equipment_cards("longblade")
    t.first("invent")
    assert t.s(RADKO).actions_left == 2 and t.state.cards[t.state.decision.data["card"]] == "longblade"


def test_strong_stomach_draws_when_the_last_zombie_of_its_zone_falls(t) -> None:
    t.reset(RADKO, "95T:e", health=3)
    t.give(RADKO, "longblade")  # 3 dice, 5+, damage 2
    t.reset(VESNA, "95T:e", skills=["hold_your_nose"], health=3)
    t.zombies("95T:e", walker=2)
    t.equipment_cards("twin_bit_axe")
    t.turn(RADKO, actions=3)
    t.dice(5, 1, 1)
    t.first("melee")
    assert t.state.decision.kind != "keep_card"  # one walker still stands
    t.dice(6, 1, 1)
    t.first("melee")
    assert t.state.decision.kind == "keep_card" and t.state.decision.survivor == VESNA


def test_crypt_raider_picks_up_a_crypt_weapon_next_door_in_sight() -> None:
    t = Table(winter_game())
    dropped = own(t.game).crypt.pop()
    own(t.game).dropped["28R:g2"] = [dropped]
    t.state.tokens.setdefault("dropped_weapon", []).append("28R:g2")
    t.reset(VESNA, "28R:g1", health=3)
    t.turn(VESNA, actions=3)
    assert not t.actions("take_crypt")
    t.reset(VESNA, "28R:g1", skills=["crypt_raider"], health=3)
    t.pick("take_crypt")
    assert t.state.decision.kind == "keep_card" and not own(t.game).dropped


# ---------------------------------------------------------------- fighting
def test_barbarian_rolls_a_die_per_zombie_in_the_zone(t) -> None:
    t.reset(RADKO, "95T:e", skills=["horde_dice:melee"], health=3)
    t.give(RADKO, "twin_bit_axe")  # 1 die
    t.zombies("95T:e", walker=4)
    t.turn(RADKO, actions=3)
    t.dice(3, 3, 3, 3)
    assert rolled(t.first("melee")) == [[3, 3, 3, 3]]
    assert not t.state.zombies.get("95T:e")


def test_iron_rain_counts_the_target_zone_and_never_lowers_the_dice(t) -> None:
    t.reset(RADKO, "95T:e", skills=["horde_dice:ranged"], health=3)
    t.give(RADKO, "hunting_bow")  # 1 die, range 0-1
    t.zombies("95T:b", walker=3)
    t.turn(RADKO, actions=3)
    t.dice(1, 1, 1)
    assert rolled(t.pick("shoot", lambda a: a.args[2] == "95T:b")) == [[1, 1, 1]]
    t.reset(MAREN, "95T:i", skills=["horde_dice:magic"], health=3)
    t.give(MAREN, "hailstorm")  # 3 dice: one walker does not lower them
    t.zombies("95T:h", walker=1)
    t.turn(MAREN, actions=3)
    t.dice(1, 1, 1)
    assert rolled(t.pick("cast", lambda a: a.args[2] == "95T:h")) == [[1, 1, 1]]


def test_swordmaster_wields_any_two_melee_weapons_as_a_pair(t) -> None:
    t.reset(RADKO, "95T:e", health=3)
    t.give(RADKO, "twin_bit_axe")
    t.give(RADKO, "twin_bit_axe", index=1)
    t.zombies("95T:e", walker=3)
    t.turn(RADKO, actions=3)
    assert all("+" not in a.args[1] for a in t.actions("melee"))
    t.reset(RADKO, "95T:e", skills=["dual_kind:melee"], health=3, keep_cards=True)
    assert any("+" in a.args[1] for a in t.actions("melee"))
    t.reset(RADKO, "95T:e", skills=["dual_kind:ranged"], health=3, keep_cards=True)
    assert all("+" not in a.args[1] for a in t.actions("melee"))


# ---------------------------------------------------------------- zombie link
def test_zombie_link_takes_its_extra_turn_on_a_siege_card_only() -> None:  # §7.8
    game = winter_game(spawns=[{"zone": "28R:g3", "kind": "numbered", "number": 1}])
    t = Table(game)
    t.reset(VESNA, "28R:g1", skills=["zombie_link"], health=3)
    before = len(game.state.queue)
    assert siege.siege_card(game, SiegeCard(number=99, type="walker", counts=(1, 1, 1, 1)), game.state.spawns[0], 0)
    assert game.state.queue[0] == {"kind": "linked_turn", "survivor": VESNA} and len(game.state.queue) == before + 3
    assert leadership.zombie_link_turns(game, "extra_activation") == []  # Winter names siege cards only
