"""Frontier specials (digest §8.2.3, §9.2, §7.6, §2 step 3, §8.4, §13 Bounty reward): holy water
and water on spawn tokens, corpse piles, the abomination token without mine or cemetery, bounty
weapons from objectives and from feats.

The tutorial map: starting spawn s1 in 3R:e, mobile spawn s2 in 3R:s, inactive abomination
token s3 in 3R:e. Corpse piles are printed in 2R:dr (doctor's office, off 2R:s) and 3R:lo
(land office, off 3R:s).
"""

from __future__ import annotations

import pytest

from ruleskit import GRID, M0, of
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.spawning import spawn_order

ACTOR = "jack_harlan"


@pytest.fixture
def t(make):
    table = make(M0, team=[ACTOR])
    table.clear_zombies()
    table.reset(ACTOR, "3R:x")
    return table


def token(t, tid: str):
    return next(x for x in t.state.spawns if x.id == tid)


# ---------------------------------------------------------------- holy water (§8.2.3, §7.6)
def test_holy_water_sends_a_mobile_token_to_the_starting_zone_for_5_xp(t) -> None:
    flask = t.give(ACTOR, "blessed_flask", "backpack", 0)  # usable in the backpack
    t.turn(ACTOR)
    assert t.keys("bless") == [f"bless:{ACTOR}:{flask}:3R:s"]
    events = t.do("bless", ACTOR, flask, "3R:s")
    s2 = token(t, "s2")
    assert (s2.zone, s2.active, s2.kind) == ("3R:e", True, "mobile")
    assert t.s(ACTOR).xp == 5
    assert flask not in t.s(ACTOR).inventory.cards() and flask in t.state.equipment.discard_pile
    assert t.s(ACTOR).actions_left == 2
    assert of(events, Ev.spawn_token)


def test_a_moved_mobile_token_spawns_right_after_the_starting_token(t) -> None:
    other = t.spawn_token("3R:w")
    before = [x.id for x in spawn_order(t.game)]
    assert before[:2] == ["s1", "s3"] and set(before[2:]) == {"s2", other.id}
    flask = t.give(ACTOR, "blessed_flask")
    t.turn(ACTOR)
    t.do("bless", ACTOR, flask, "3R:s")
    assert [x.id for x in spawn_order(t.game)] == ["s1", "s2", "s3", other.id]


def test_holy_water_keeps_an_abomination_tokens_side(t) -> None:
    s3 = token(t, "s3")
    s3.zone = "3R:s"
    flask = t.give(ACTOR, "blessed_flask")
    t.turn(ACTOR)
    t.do("bless", ACTOR, flask, "3R:s")
    assert (s3.zone, s3.active) == ("3R:e", False), "moved, still inactive"
    assert token(t, "s2").zone == "3R:e", "every spawn token in the zone moves"
    assert t.s(ACTOR).xp == 5, "5 XP per use, not per token"


def test_holy_water_destroys_a_corpse_pile(t) -> None:
    pile = t.spawn_token("2R:dr", "corpse_pile")
    t.s(ACTOR).zone = "2R:s"
    flask = t.give(ACTOR, "blessed_flask")
    t.turn(ACTOR)
    t.do("bless", ACTOR, flask, "2R:dr")
    assert pile.zone == "2R:dr" and not pile.active and pile.destroyed
    assert pile.id not in [x.id for x in spawn_order(t.game)]
    assert t.s(ACTOR).xp == 5


def test_holy_water_needs_range_0_to_1_and_sight(t) -> None:
    t.spawn_token("3R:w")
    t.spawn_token("2R:dr", "corpse_pile")
    t.s(ACTOR).zone = "3R:e"  # 3R:w is at range 2; the doctor's office is out of sight
    t.give(ACTOR, "blessed_flask")
    t.turn(ACTOR)
    assert t.actions("bless") == []


def test_holy_water_on_the_own_zone(t) -> None:
    t.s(ACTOR).zone = "3R:s"
    flask = t.give(ACTOR, "blessed_flask")
    t.turn(ACTOR)
    assert f"bless:{ACTOR}:{flask}:3R:s" in t.keys("bless")


def test_water_is_worth_3_xp_and_is_not_holy_water(t) -> None:
    canteen = t.give(ACTOR, "canteen", "backpack", 0)
    t.turn(ACTOR)
    assert t.actions("bless") == []
    t.do("drink", ACTOR, canteen)
    assert t.s(ACTOR).xp == 3
    assert canteen in t.state.equipment.discard_pile


def test_the_faithful_use_water_as_holy_water_for_5_xp_instead_of_3(t) -> None:
    t.reset(ACTOR, classes=["faithful"])
    canteen = t.give(ACTOR, "canteen", "backpack", 0)
    t.turn(ACTOR)
    t.do("bless", ACTOR, canteen, "3R:s")
    assert token(t, "s2").zone == "3R:e"
    assert t.s(ACTOR).xp == 5


# ---------------------------------------------------------------- corpse piles (§7.6.4)
def test_the_first_survivor_into_a_building_reveals_its_corpse_pile(t) -> None:
    t.s(ACTOR).zone = "2R:s"
    t.turn(ACTOR, actions=5)
    events = t.do("move", ACTOR, "2R:dr")
    piles = [x for x in t.state.spawns if x.kind == "corpse_pile"]
    assert [(x.zone, x.active) for x in piles] == [("2R:dr", True)]
    assert of(events, Ev.spawn_token, zone="2R:dr")
    t.do("move", ACTOR, "2R:s")
    events = t.do("move", ACTOR, "2R:dr")
    assert len([x for x in t.state.spawns if x.kind == "corpse_pile"]) == 1, "revealed once"
    assert not of(events, Ev.spawn_token)


def test_a_building_without_a_pile_reveals_nothing(t) -> None:
    t.s(ACTOR).zone = "3R:s"
    t.turn(ACTOR)
    t.do("move", ACTOR, "3R:dm")
    assert not [x for x in t.state.spawns if x.kind == "corpse_pile"]


def test_zombies_never_reveal_corpse_piles(t) -> None:
    t.s(ACTOR).zone = "2R:w"  # out of sight of 2R:s
    t.noise("2R:dr")
    t.zombies("2R:s", walker=1)
    t.activate_zombies()
    assert t.state.zombies == {"2R:dr": {"walker": 1}}
    assert not [x for x in t.state.spawns if x.kind == "corpse_pile"]


def test_a_revealed_pile_spawns_in_the_spawn_step(t) -> None:
    t.s(ACTOR).zone = "2R:s"
    t.turn(ACTOR, actions=5)
    t.do("move", ACTOR, "2R:dr")
    t.do("move", ACTOR, "2R:s")
    t.zombie_cards(1, 2, 3)
    events = t.run({"kind": "spawn_all"})
    assert "2R:dr" in [e.data["zone"] for e in of(events, Ev.card)]
    assert t.state.zombies["2R:dr"] == {"walker": 1}


# ---------------------------------------------------------------- set-up (§2 step 3)
def test_with_no_mine_or_cemetery_one_abomination_token_starts_on_the_starting_zone(make) -> None:
    t = make(M0, team=[ACTOR])
    abominations = [x for x in t.state.spawns if x.kind == "abomination"]
    assert [(x.zone, x.active) for x in abominations] == [("3R:e", False)]
    assert not [x for x in t.state.spawns if x.kind == "corpse_pile"], "corpse piles appear only in play"


def test_a_map_without_spawn_zones_gets_no_abomination_token(make) -> None:
    t = make(GRID, team=[ACTOR])
    assert t.state.spawns == []


# ---------------------------------------------------------------- bounty weapons (§8.4, §13)
def test_an_objective_gives_5_xp_and_the_top_bounty_weapon(t) -> None:
    top = t.state.bounty[0]
    rest = list(t.state.bounty[1:])
    t.s(ACTOR).zone = "2R:sb"
    t.turn(ACTOR)
    events = t.pick("take_objective")
    assert t.s(ACTOR).xp == 5
    assert t.s(ACTOR).actions_left == 2, "taking an objective is an action"
    assert of(events, Ev.bounty, card=t.state.cards[top])
    assert t.state.bounty == rest
    assert t.state.decision.kind == "keep_card" and t.state.decision.data["card"] == top
    t.pick("keep", lambda a: a.args[2:] == ("hand", 0))
    assert t.s(ACTOR).inventory.hand[0] == top
    assert next(o for o in t.state.objectives if o.zone == "2R:sb").taken_by == ACTOR


def test_feats_award_the_top_bounty_once_per_action(t) -> None:
    order = [t.instance("clockwork_automatic"), t.instance("thunderhead_club")]
    t.state.bounty = order + t.state.bounty
    t.reset(ACTOR, "2R:x", skills=["plus_die:melee"] * 3)
    t.give(ACTOR, "cavalry_sword")  # 2 dice + 3 = 5 dice, 3+
    t.zombies("2R:x", walker=9)
    t.dice(6, 6, 6, 6, 6)
    t.turn(ACTOR, actions=5)
    events = t.pick("melee")
    assert len(of(events, Ev.killed)) == 5
    assert [e.data["card"] for e in of(events, Ev.bounty)] == ["clockwork_automatic"], \
        "5 kills in one turn also meet the next feat (4 melee kills) but one action earns one bounty"
    t.pick("leave")
    assert t.state.bounty[0] == order[1]
    t.dice(6, 6, 6, 6, 1)
    events = t.pick("melee")
    assert [e.data["card"] for e in of(events, Ev.bounty)] == ["thunderhead_club"]


def test_no_bounty_when_the_feat_is_not_met(t) -> None:
    t.state.bounty = [t.instance("clockwork_automatic")] + t.state.bounty
    t.reset(ACTOR, "2R:x")
    t.give(ACTOR, "cavalry_sword")
    t.zombies("2R:x", walker=9)
    t.dice(6, 6, 6, 6)
    t.turn(ACTOR, actions=5)
    t.pick("melee")
    events = t.pick("melee")
    assert t.s(ACTOR).kills == {"walker": 4}
    assert not of(events, Ev.bounty)
