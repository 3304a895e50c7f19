"""Outpost's skills and card rules of invader §11 and §10: dual pairs by name (the starting and the
deck Burst Gun pair up), Blade Dancer (Blade Master) makes any melee weapon dual, Hydraulic Grip
(Super Strength) fells the Blighter in melee, Rummager and the Scout Drone draw two cards, and
the xeno deck can be built from card-number ranges (§13.2)."""

from __future__ import annotations

from zombie_table.games.tilezone.combat import weapon_sets

OBI, ROOK = "obi", "rook"


def _pairs(t, sid: str, mode: str) -> list[tuple[str, ...]]:
    t.game.invalidate()
    return [ws for ws, _ in weapon_sets(t.game, t.s(sid), mode) if len(ws) == 2]


def test_a_starting_and_a_deck_burst_gun_are_a_dual_pair(make) -> None:
    t = make([OBI])
    t.reset(OBI, "94T:e", health=3)
    t.give(OBI, "burst_gun_issue", "hand", 0)
    t.give(OBI, "burst_gun", "hand", 1)
    assert _pairs(t, OBI, "ranged")


def test_blade_master_pairs_any_two_same_melee_weapons(make) -> None:
    t = make([OBI])
    t.reset(OBI, "94T:e", health=3)
    t.give(OBI, "plasma_cutter", "hand", 0)
    t.give(OBI, "plasma_cutter", "hand", 1)
    assert not _pairs(t, OBI, "melee")
    t.reset(OBI, "94T:e", health=3, skills=["dual_kind:melee"], keep_cards=True)
    assert _pairs(t, OBI, "melee")


def test_super_strength_fells_the_blighter_in_melee(make) -> None:
    t = make([ROOK])
    t.reset(ROOK, "94T:e", health=2, skills=["super_strength"])
    t.give(ROOK, "breaker_maul")
    t.zombies("94T:e", abomination=1)
    t.turn(ROOK, actions=3)
    t.dice(3, 1)
    t.pick("melee")
    assert not t.state.zombies.get("94T:e")


def _draws(t, sid: str) -> int:
    return max([1, *t.game.ruleset.gather("search_draws", t.game, t.s(sid))])


def test_rummager_and_the_scout_drone_draw_two(make) -> None:
    t = make([ROOK])
    assert _draws(t, ROOK) == 1
    t.give(ROOK, "seeker_drone", "backpack")
    assert _draws(t, ROOK) == 2
    t.reset(ROOK, "94T:e", health=2, skills=["search_two"])
    assert _draws(t, ROOK) == 2


def test_the_xeno_deck_keeps_only_the_chosen_ranges(make) -> None:
    t = make([OBI], options={"xeno_cards": [[1, 25], [51, 54]]})
    numbers = {t.game.data.zombie_deck.by_id[c].number for c in t.state.zombie_deck.draw_pile}
    assert numbers == set(range(1, 26)) | set(range(51, 55))
    full = make([OBI])
    assert len(full.state.zombie_deck.draw_pile) == 54
