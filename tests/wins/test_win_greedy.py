"""Missions the greedy bot wins on its own: the recorded seed of one winning game each.

Found by playing seeds 0, 1, 2, … with the default team until the first victory (docs/balance.md
gives the rates). A change to the bot or the rules may move the win to another seed: search again
and update the table, after checking the new loss is not a broken rule.
"""

from __future__ import annotations

import pytest
from winkit import outcome, play_line

from zombie_table.games.tilezone.conditions import goal_met

TEAM = ["bo_tanner", "ruth_calloway", "silas_crowe", "dee_vance"]
WINS = {"frontier-m0": 1, "frontier-m5": 268, "frontier-m6": 1, "frontier-m10": 8}


@pytest.mark.parametrize("mission_id", sorted(WINS))
def test_the_greedy_bot_wins(mission_id: str) -> None:
    game = play_line(mission_id, WINS[mission_id], TEAM)
    assert game.state.result == "victory", outcome(game)
    assert all(goal_met(game, goal) for stage in game.mission.victory for goal in stage)
    assert not game.state.deaths
