"""`zombie-table cards --game GAME` lists each registered game's cards (issue 29.10: a player must be
able to tell which cards meet a crisis or what "a medicine card" is): every game with cards of its
own answers, from the registry, and Colony's items say their category."""

from __future__ import annotations

import json

import pytest

from zombie_table.cli import main
from zombie_table.games import registry

GAMES = [g.id for g in registry.games() if g.commands is not None]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_lists_its_cards(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--game", game, "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)[game]
    assert listed and all(card["id"] and card["name"] and card["count"] >= 1 for card in listed)


def test_colony_items_say_their_category(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--game", "colony", "--json"]) == 0
    items = [c for c in json.loads(capsys.readouterr().out)["colony"] if c["deck"].startswith("items")]
    assert items and all(c["category"] for c in items)
    assert {"food", "medicine"} <= {c["category"] for c in items}
