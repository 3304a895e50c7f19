"""The codex commands: `survivors` and `cards` show every survivor and card of a setting."""

from __future__ import annotations

import argparse
import json
import re

import pytest

from zombie_table.commands import cards, survivors


def run(module, argv: list[str], capsys) -> tuple[int, str]:
    parser = argparse.ArgumentParser()
    parser.add_argument("--content", action="append", default=[])
    module.add_arguments(parser)
    code = module.run(parser.parse_args(argv))
    return code, capsys.readouterr().out


def test_survivors_lists_the_fourteen_frontier_survivors_with_trees(capsys) -> None:
    code, out = run(survivors, ["--setting", "frontier", "--json"], capsys)
    records = json.loads(out)
    assert code == 0 and len(records) == 14
    classes = sorted(r["class"] for r in records)
    assert classes.count("brawler") == 4 and classes.count("faithful") == 2
    for r in records:
        assert [len(r["skills"][lvl]) for lvl in ("blue", "yellow", "orange", "red")] == [1, 1, 2, 3]
        assert r["health"] == (3 if r["class"] == "brawler" else 2)
        assert not any("_" in label for lvl in r["skills"].values() for label in lvl)  # no raw references


def test_survivors_table_names_every_survivor(capsys) -> None:
    code, out = run(survivors, ["--setting", "frontier"], capsys)
    assert code == 0 and "14 survivors" in out and "Orange (1 of 2)" in out


def test_cards_counts_match_the_setting(capsys) -> None:
    code, out = run(cards, ["--setting", "frontier", "--json"], capsys)
    decks = json.loads(out)["frontier"]
    counts = {deck: sum(r["count"] for r in decks[deck]) for deck in ("starting", "classic", "bounty")}
    assert code == 0 and counts == {"starting": 18, "classic": 55, "bounty": 7}
    assert len(decks["zombie"]) == 37
    assert all(r["feat"] for r in decks["bounty"])


@pytest.mark.parametrize("deck", ["bounty", "zombie"])
def test_cards_deck_filter_shows_only_that_deck(deck: str, capsys) -> None:
    code, out = run(cards, ["--setting", "frontier", "--deck", deck, "--json"], capsys)
    assert code == 0 and list(json.loads(out)["frontier"]) == [deck]


def test_card_extras_name_zombies_and_skills_as_players_read_them(capsys) -> None:
    code, out = run(cards, ["--setting", "winter", "--json"], capsys)
    extras = [e for deck in json.loads(out)["winter"].values() for card in deck for e in card.get("extras", [])]
    ambushes = [e for e in extras if e.startswith("ambush")]
    grants = [e for e in extras if e.startswith("grants")]
    assert "ambush: 2 Thralls" in ambushes and grants, extras
    assert not any("_" in e or re.search(r"\w:\w", e) for e in ambushes + grants), extras  # no ids or skill keys
    assert all(e.split()[-1][0].isupper() for e in ambushes), ambushes  # the zombie type's name, not its id
