"""The mold supply (rules reference §1.2, §8.1; rule option `mold_supply_limited`): the box holds 15
mold tokens; once all are on the board no more mold grows (the likely reading), unless the option
lets it grow on."""

from __future__ import annotations

import pytest
from outpostkit import M0, outpost_game

from zombie_table.games.tilezone.settings.outpost import mold


@pytest.mark.parametrize(("limited", "grows"), [(True, False), (False, True)])
def test_no_mold_once_the_fifteen_are_down(limited: bool, grows: bool) -> None:
    game = outpost_game(layout=M0, start=["03V:x"], options={"mold_supply_limited": limited})
    zones = sorted(z for z in game.board.zones if z != "01R:x")[:mold.SUPPLY]
    game.state.tokens[mold.DORMANT] = list(zones)
    mold.grow(game, "01R:x")
    assert ("01R:x" in mold.active(game)) is grows
    mold.grow(game, zones[0])  # dormant mold still wakes: no new token is needed
    assert zones[0] in mold.active(game)
