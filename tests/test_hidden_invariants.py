"""The Roadside and Colony invariant checkers catch a view that shows what its seat cannot see
(issue 34 point 7): a leak planted in the game's observer — another seat's hand (Colony §16), its
secret objective (§16), the number under a face-down zombie token (Roadside §5.5) or another
player's private location (§7.5) — is reported within a seeded game, and never without the leak."""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest

from zombie_table.games.colony.invariants import problems as colony_problems
from zombie_table.games.colony.start import new_game as colony_game
from zombie_table.games.roadside.invariants import Checker
from zombie_table.games.roadside.start import new_game as roadside_game
from zombie_table.kernel.engine import Engine

View = dict[str, Any]


def colony_hands(game: Any, view: View, viewer: str | None) -> None:
    for seen, p in zip(view["players"], game.state.players):
        seen["hand"] = list(p.hand)


def colony_secrets(game: Any, view: View, viewer: str | None) -> None:
    for seen, p in zip(view["players"], game.state.players):
        seen["secret"] = p.secret


def roadside_tokens(game: Any, view: View, viewer: str | None) -> None:
    view["tokens"] = {space: [t.count for t in tokens] for space, tokens in game.state.tokens.items()}


def roadside_private(game: Any, view: View, viewer: str | None) -> None:
    for seen, p in zip(view["players"], game.state.players):
        seen["private"] = p.private


def colony() -> tuple[Engine, Callable[[Engine], list[str]]]:
    return colony_game(5, ["A", "B", "C", "D"]), colony_problems


def roadside() -> tuple[Engine, Callable[[Engine], list[str]]]:
    return roadside_game(5, ["A", "B", "C", "D"]), Checker().check


LEAKS = {"colony: another seat's hand": (colony, colony_hands, "hand"),
         "colony: another seat's secret objective": (colony, colony_secrets, "secret"),
         "roadside: a face-down token's number": (roadside, roadside_tokens, "tokens"),
         "roadside: another player's private location": (roadside, roadside_private, "private")}


def reported(start: Callable[[], tuple[Engine, Callable[[Engine], list[str]]]], decisions: int = 120) -> list[str]:
    game, check = start()
    game.undo_enabled = False
    pick, found = random.Random(5), []
    for _ in range(decisions):
        if game.over:
            break
        game.apply(pick.choice(game.legal_actions()))
        found += check(game)
    return found


@pytest.mark.parametrize("leak", sorted(LEAKS))
def test_a_planted_leak_is_reported(leak: str, monkeypatch: pytest.MonkeyPatch) -> None:
    start, plant, field = LEAKS[leak]
    game, _ = start()
    ruleset, honest = game.ruleset, game.ruleset.observer
    assert honest is not None

    def leaky(game: Any, viewer: str | None) -> View:
        view = honest(game, viewer)
        plant(game, view, viewer)
        return view

    monkeypatch.setattr(ruleset, "observer", leaky)
    found = [p for p in reported(start) if "cannot see" in p]
    assert found, f"{leak}: the checker never saw it"
    assert any(field in p for p in found), found[:3]


@pytest.mark.parametrize("start", [colony, roadside], ids=["colony", "roadside"])
def test_the_honest_views_show_nothing_hidden(start: Callable[[], tuple[Engine, Callable[[Engine], list[str]]]]) -> None:
    assert [p for p in reported(start) if "cannot see" in p] == []
