"""outpost-m3 (Last Ones Out): a winning line.

The greedy bot plays the whole line: the crew's noise draws every xeno to the shelter, so the
fighting comes to the team on the junction in front of it; once the tenth end phase has taken the
last crew token, the team walks into the panic room and leaves.
"""

from __future__ import annotations

from winkit import outcome, play_line

from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.settings.outpost.state import own

SEED = 8
TEAM = ["rook", "halloway", "tamsin", "okafor", "dax", "obi"]


def winning_line() -> Game:
    return play_line("outpost-m3", SEED, TEAM)


def test_the_team_holds_until_the_crew_is_out_then_leaves() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert own(game).lingering == 0 and game.state.round > 10
    assert all(s.status == "escaped" for s in game.state.survivors.values())
