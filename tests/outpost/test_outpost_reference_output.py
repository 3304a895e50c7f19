"""What Outpost's commands tell the players agrees with the game: the machines' reference cards
(rules reference §5.6: the bot has a melee and a ranged weapon), the spawn tokens a mission's text
counts, and face-down pieces told only as how many (§12 M6: the purple token is not to be looked at)."""

from __future__ import annotations

import json
import re

import pytest
from stationkit import LIBRARY, shipped

from zombie_table.cli import main

NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def test_cards_lists_both_of_the_bots_weapons(capsys: pytest.CaptureFixture[str]) -> None:
    """§5.6: the bot makes melee actions with its melee weapon and ranged actions with its ranged one."""
    assert main(["cards", "--setting", "outpost", "--deck", "machines", "--json"]) == 0
    records = json.loads(capsys.readouterr().out)["outpost"]["machines"]
    assert sorted(r["kind"] for r in records if r["id"] == "bot") == ["melee", "ranged"]


@pytest.mark.parametrize("mission_id", sorted(m for m in LIBRARY.missions if m.startswith("outpost-")))
def test_a_missions_text_counts_the_spawn_tokens_it_has(mission_id: str) -> None:
    mission = LIBRARY.missions[mission_id]
    for line in [*mission.objectives_text, *mission.special_rules_text]:
        for word in re.findall(r"\b(\w+) spawn tokens\b", line):
            if word in NUMBERS:
                assert NUMBERS[word] == len(mission.spawns), f"{mission_id}: {line!r}"


def test_the_hidden_spawn_is_told_only_as_one_face_down_token() -> None:
    """§12 M6: the players may not look at the face-down purple token: its id, nor its length."""
    game = shipped("outpost-m6")
    for token in ("s1", "s12"):
        game.state.own.hidden_spawn = token
        assert game.state.own.observed()["hidden_spawn"] == 1
