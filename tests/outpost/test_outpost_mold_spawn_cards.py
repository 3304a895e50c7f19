"""Mold-spawn search cards (invader §8.6, the likely reading): drawn while searching, no equipment;
the xenos shown come out of every active mold zone (none where the mold is inactive, none at all
without active mold), the card is discarded and the search ends."""

from __future__ import annotations

from zombie_table.games.tilezone.settings.outpost.state import DORMANT, MOLD

ROOK = "rook"


def test_a_mold_spawn_card_brings_xenos_to_every_active_mold_zone(make) -> None:
    t = make([ROOK])
    t.reset(ROOK, "94T:e", health=2, skills=["scavenger"])
    t.state.tokens[MOLD] = ["94T:a", "94T:c"]
    t.state.tokens[DORMANT] = ["94T:g"]
    [card] = t.equipment_cards("mold_two_workers")
    t.turn(ROOK, actions=3)
    t.pick("search")
    assert t.state.zombies.get("94T:a") == {"worker": 2} and t.state.zombies.get("94T:c") == {"worker": 2}
    assert not t.state.zombies.get("94T:g") and not t.state.zombies.get("94T:e")
    assert card in t.state.equipment.discard_pile
    assert card not in t.s(ROOK).inventory.cards()


def test_without_active_mold_nothing_comes(make) -> None:
    t = make([ROOK])
    t.reset(ROOK, "94T:e", health=2, skills=["scavenger"])
    t.equipment_cards("mold_tank")
    t.turn(ROOK, actions=3)
    t.pick("search")
    assert not any(t.state.zombies.values())


def test_short_of_xenos_the_card_brings_one_abomination_and_no_extra_activation(make) -> None:
    """§7.6–§7.7 as for a mold xeno card: the zones of the players' choice get what is left, then
    the abomination answers once for the whole card, in a zone of their choice among those short of
    their share."""
    t = make([ROOK])
    t.reset(ROOK, "94T:e", health=2, skills=["scavenger"])
    t.state.tokens[MOLD] = ["94T:a", "94T:c"]
    t.zombies("94T:g", worker=t.game.data.zombie_types["worker"].pool - 1)  # one worker left in the box
    t.equipment_cards("mold_two_workers")
    t.turn(ROOK, actions=3)
    t.pick("search")
    assert t.state.decision.kind == "spawn_share"
    t.do("spawn_share_zone", "94T:a")
    assert t.state.zombies.get("94T:a") == {"worker": 1} and not t.state.zombies.get("94T:c")
    assert t.state.decision.kind == "shortage_abomination"
    assert sorted(a.args[0] for a in t.actions()) == ["94T:a", "94T:c"]
    t.do("shortage_abomination_zone", "94T:c")
    assert t.state.zombies["94T:c"] == {"abomination": 1}
    assert t.state.zombies["94T:g"] == {"worker": t.game.data.zombie_types["worker"].pool - 1}, "no extra activation moved anyone"
