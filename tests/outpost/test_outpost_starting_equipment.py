"""Outpost's set-up (rules reference §2 step 7): the whole starting set is dealt out, every survivor
getting at least one card, however few survivors play; and teams of 1-6 (§13.3 is not implemented)."""

from __future__ import annotations

import pytest
import yaml
from missionkit import library_with
from stationkit import shipped

from zombie_table.cli import main
from zombie_table.content.cards import CardGroup
from zombie_table.games.tilezone.setup import SetupError, new_game

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


BIG = """\
kind: mission
id: outpost-m94
setting: outpost
title: Big team
difficulty: easy
duration: 5
briefing: A check.
objectives_text: [Check.]
survivors: [1, 8]
layout: [["06R"]]
start: ["06R:x"]
victory: [[{kind: survive_rounds, rounds: 3}]]
"""


def test_a_mission_for_more_than_six_is_refused_with_the_reason(tmp_path, capsys) -> None:
    """§13.3: seven or more survivors bring extra spawn tokens and expansion starting cards, which
    this setting does not implement: validate says so at the field, and play refuses the team."""
    path = tmp_path / "outpost-m94.yaml"
    path.write_text(BIG)
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:9:12: survivors: the outpost setting takes at most 6 survivors" in out
    library = library_with(**yaml.safe_load(BIG))
    seven = [(sid, "Ann") for sid in ("rook", "halloway", "tamsin", "okafor", "dax", "obi")] + [("rook2", "Ann")]
    with pytest.raises(SetupError, match="takes 1-6 survivors, not 7"):
        new_game(library, "outpost-m94", seven, 1)
