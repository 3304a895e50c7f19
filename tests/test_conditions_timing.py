"""When victory and defeat are decided: right after the step that changes the game, before the
next thing happens (conditions are checked after every step that announces something)."""

from __future__ import annotations

import pytest
from missionkit import game_on

from zombie_table.games.tilezone.events import Ev

MISSION = dict(layout=[["2R", "3R"]], start=["2R:s"], exit="2R:w", spawns=[{"zone": "3R:e", "kind": "starting"}])


def ending_events(**mission) -> list:
    """Play end turns until the game ends; the events of the last choice."""
    game = game_on(team=[("bo_tanner", "Ann")], **MISSION, **mission)
    events: list = []
    while not game.over:
        legal = game.legal_actions()
        events = game.apply(next((a for a in legal if a.kind == "end_turn"), legal[0]))
    return events


@pytest.mark.parametrize("mission, result", [
    ({"victory": [[{"kind": "survive_rounds", "rounds": 2}]]}, "victory"),
    ({"victory": [[{"kind": "escape"}]], "defeat": [{"kind": "round_limit", "rounds": 2}]}, "defeat"),
])
def test_a_round_count_ends_the_game_as_that_round_ends(mission: dict, result: str) -> None:
    events = ending_events(**mission)
    kinds = [(e.kind, e.data.get("round"), e.data.get("result")) for e in events]
    assert kinds[-2:] == [(Ev.round, 2, None), (Ev.game_over, None, result)], "round 2 ends, and that decides it"
    assert not any(e.kind is Ev.round and e.data.get("round") == 3 for e in events), "round 3 never begins"
