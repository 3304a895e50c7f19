"""Attachments and prototypes (rules reference §4.7, §5.4, §9.3, §6.4): a Power Cell, Ammo Belts or
Burner Fuel is attached under a weapon in a hand while reorganising and then takes none of the nine
slots; the weapon and its attachments go together in a trade; a weapon put in the backpack sheds
them (into free slots, or discarded without room); a prototype attacks only with a cell under it; a
cell re-rolls an energy weapon's dice, melee too, belts a bullet weapon's, one serving a dual pair;
bullets never fire outdoors, energy weapons do."""

from __future__ import annotations

import pytest

from fightkit import attach, give_set_aside
from zombie_table.games.tilezone import inventory
from zombie_table.games.tilezone.combat import profile, weapon_sets
from zombie_table.games.tilezone.settings.outpost.state import own

OBI, DAX = "obi", "dax"


@pytest.fixture
def t(placed):
    return placed({OBI: "94T:e", DAX: "94T:e"})


def bare(t, sid: str) -> None:
    inv = t.s(sid).inventory
    for slot in ("hand", "body", "backpack"):
        setattr(inv, slot, [None] * len(getattr(inv, slot)))
    t.game.invalidate()


def belted(t) -> tuple[str, str]:
    """Obi bare but for a Burst Gun in hand with Ammo Belts under it: (gun, belt)."""
    bare(t, OBI)
    gun = t.give(OBI, "burst_gun")
    return gun, attach(t, OBI, "ammo_belt", gun)


def rearrange(t, *args) -> None:
    """A reorganise of Obi's turn, then the one rearrange with these args."""
    t.turn(OBI, actions=3)
    t.pick("reorganise")
    t.pick("rearrange", lambda a: a.args == args)


def test_a_cell_attached_takes_no_slot_and_powers_the_prototype(t) -> None:  # §4.7, §9.3
    bare(t, OBI)
    proto = give_set_aside(t, OBI, "proto_scattergun")
    cell = t.give(OBI, "energy_cell", "backpack")
    t.zombies("94T:b", worker=1)
    t.turn(OBI, actions=3)
    assert not t.actions("shoot")  # a cell loose in the backpack powers nothing
    room = inventory.room(t.game, t.s(OBI))
    t.pick("reorganise")
    t.pick("attach", lambda a: a.args[1:] == (cell, proto))
    assert own(t.game).attached == {proto: [cell]}
    assert cell not in t.s(OBI).inventory.cards() and inventory.room(t.game, t.s(OBI)) == room + 1
    t.pick("done")
    assert t.actions("shoot")


def test_nine_slots_full_and_attachments_besides(t) -> None:  # §4.7
    bare(t, OBI)
    gun = t.give(OBI, "burst_gun")
    for i in range(3):
        t.give(OBI, "shock_baton", "backpack", i)
    attach(t, OBI, "ammo_belt", gun)
    assert len(t.s(OBI).inventory.cards()) == 4 and inventory.room(t.game, t.s(OBI)) == 5


def test_rerolls_come_from_attached_cards_only(t) -> None:  # §9.3
    bare(t, OBI)
    baton = t.give(OBI, "shock_baton")
    gun = t.give(OBI, "burst_gun", "hand", 1)
    t.give(OBI, "energy_cell", "backpack")
    t.give(OBI, "ammo_belt", "backpack", 1)
    t.game.invalidate()
    assert not profile(t.game, t.s(OBI), (baton,), "melee", "normal", None)["rerolls"]
    assert not profile(t.game, t.s(OBI), (gun,), "ranged", "normal", None)["rerolls"]
    attach(t, OBI, "energy_cell", baton)
    attach(t, OBI, "ammo_belt", gun)
    assert profile(t.game, t.s(OBI), (baton,), "melee", "normal", None)["rerolls"] == ["Power Cell"]
    assert profile(t.game, t.s(OBI), (gun,), "ranged", "normal", None)["rerolls"] == ["Ammo Belts"]


def test_one_belt_serves_a_dual_pair(t) -> None:  # §9.3
    bare(t, OBI)
    first = t.give(OBI, "burst_gun")
    second = t.give(OBI, "burst_gun", "hand", 1)
    attach(t, OBI, "ammo_belt", first)
    assert profile(t.game, t.s(OBI), (first, second), "ranged", "normal", None)["rerolls"] == ["Ammo Belts"]
    assert profile(t.game, t.s(OBI), (second,), "ranged", "normal", None)["rerolls"] == ["Ammo Belts"]


def test_a_weapon_put_away_sheds_its_attachments(t) -> None:  # §4.7, §9.3
    gun, belt = belted(t)
    rearrange(t, OBI, "hand", 0, OBI, "backpack", 0)
    assert gun in t.s(OBI).inventory.backpack and belt in t.s(OBI).inventory.cards()
    assert not own(t.game).attached


def test_without_room_a_shed_attachment_is_discarded(t) -> None:
    _, belt = belted(t)
    t.give(OBI, "shock_baton", "hand", 1)
    for i in range(5):
        t.give(OBI, "shock_baton" if i < 3 else "ammo_belt", "backpack", i)
    for i in range(2):
        t.give(OBI, "flashlight" if i < 1 else "ablative_plate", "body", i)
    rearrange(t, OBI, "hand", 0, OBI, "backpack", 0)  # the gun swaps places with a baton: nowhere left for the belt
    assert belt in t.state.equipment.discard_pile and not own(t.game).attached


def test_the_weapon_and_its_attachments_are_traded_as_one(t) -> None:  # §4.7, §5.4
    bare(t, DAX)
    gun, belt = belted(t)
    rearrange(t, OBI, "hand", 0, DAX, "hand", 0)
    assert t.s(DAX).inventory.hand[0] == gun and own(t.game).attached == {gun: [belt]}


def test_a_discarded_weapon_takes_its_attachments_along(t) -> None:
    gun, belt = belted(t)
    t.turn(OBI, actions=3)
    t.pick("discard", lambda a: a.args[1] == gun)
    assert {gun, belt} <= set(t.state.equipment.discard_pile) and not own(t.game).attached


def test_bullets_never_fire_outdoors_energy_does(t) -> None:  # §6.4
    bare(t, OBI)
    t.s(OBI).zone = "94T:i"
    t.give(OBI, "burst_gun")
    t.zombies("94T:i", worker=1)
    t.turn(OBI, actions=3)
    assert not t.actions("shoot")
    proto = give_set_aside(t, OBI, "proto_scattergun", "hand", 1)
    attach(t, OBI, "energy_cell", proto)
    t.turn(OBI, actions=3)
    assert t.actions("shoot")


def test_a_weapon_shows_what_hangs_under_it(t) -> None:  # players see the attachments they no longer find in a slot
    from zombie_table.games.tilezone.view.summary import survivor_summary
    belted(t)
    assert survivor_summary(t.game, t.s(OBI)).hands == ["Burst Gun (+ Ammo Belts)"]


def test_the_greedy_bot_powers_its_prototype(t) -> None:
    from zombie_table.games.tilezone.greedy import GreedyBot
    bare(t, OBI)
    t.give(OBI, "shock_baton")
    proto = give_set_aside(t, OBI, "proto_scattergun", "hand", 1)
    cell = t.give(OBI, "energy_cell", "backpack")
    t.turn(OBI, actions=3)
    t.pick("reorganise")
    assert GreedyBot().choose(t.game).args == (OBI, cell, proto)  # the prototype before the baton


def test_a_found_cell_may_go_straight_under_a_weapon(t) -> None:  # §9.3: attached whenever one reorganises (a search's too)
    from zombie_table.games.tilezone.greedy import GreedyBot
    bare(t, OBI)
    proto = give_set_aside(t, OBI, "proto_scattergun")
    cell = t.instance("energy_cell")
    t.state.queue.insert(0, {"kind": "keep_card", "survivor": OBI, "card": cell})
    t.resume()
    assert [a.args for a in t.actions("keep_attached")] == [(OBI, cell, proto)]
    assert GreedyBot().choose(t.game).kind == "keep_attached"
    t.pick("keep_attached")
    assert own(t.game).attached == {proto: [cell]} and cell not in t.s(OBI).inventory.cards()
    assert t.game.decision.kind == "reorganise"  # the free reorganise of a kept card follows



def test_a_cell_found_and_attached_readies_the_prototype_at_once(t) -> None:  # §9.3: no card moved slots
    bare(t, OBI)
    proto = give_set_aside(t, OBI, "proto_scattergun")
    t.zombies("94T:b", worker=1)
    t.turn(OBI, actions=3)
    t.state.queue.insert(0, {"kind": "keep_card", "survivor": OBI, "card": t.instance("energy_cell")})
    t.resume()
    assert weapon_sets(t.game, t.s(OBI), "ranged") == []  # no cell yet: what the game remembers of the prototype
    t.game.apply(next(a for a in t.game.legal_actions() if a.kind == "keep_attached"))
    t.game.apply(next(a for a in t.game.legal_actions() if a.kind == "done"))
    assert weapon_sets(t.game, t.s(OBI), "ranged") == [((proto,), 0)]
