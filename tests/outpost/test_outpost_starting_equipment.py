"""Outpost's set-up (rules reference §2 step 7): the whole starting set is dealt out, every survivor
getting at least one card, however few survivors play."""

from __future__ import annotations

from stationkit import shipped

from zombie_table.content.cards import CardGroup

FOUR = [("rook", "Ann"), ("halloway", "Ann"), ("tamsin", "Bo"), ("okafor", "Bo")]


def starting_cards(game) -> list[str]:
    return [c for s in game.state.survivors.values() for c in s.inventory.cards()
            if game.card(c).group is CardGroup.starting]


def test_a_team_of_four_shares_all_six_starting_cards() -> None:
    """§2 step 7: deal out the starting equipment (4 batons, 2 guns) however the team likes; none
    is left over with fewer than six survivors."""
    game = shipped("outpost-m1", FOUR)
    assert not game.state.starting_pool
    assert len(starting_cards(game)) == 6
    assert all(any(game.card(c).group is CardGroup.starting for c in s.inventory.cards())
               for s in game.state.survivors.values())
