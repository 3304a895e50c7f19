"""The search bot (issue 35.1) decides from its seat's view only, and the same way every time.

Its worlds are dealt by each game's `hidden.lookalike`; at decisions of seeded games everything the
deciding seat cannot see is dealt anew (DESIGN "views are per seat": other hands, secret
objectives, face-down tokens and objectives, deck orders, dice): the search must weigh every option
the same and choose the same. Small budgets keep it fast (two worlds, three options)."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from zombie_table.games.colony import batch as colony_bots
from zombie_table.games.roadside import batch as roadside_bots
from zombie_table.bots.runner import BOTS, default_team
from zombie_table.bots.search import Budget, SearchBot
from zombie_table.content.library import Library
from zombie_table.games.colony.start import new_game as colony_game
from zombie_table.games.roadside.start import new_game as roadside_game
from zombie_table.games.tilezone.setup import new_game as tile_game
from zombie_table.kernel.engine import Engine

LIBRARY = Library.load(user=False)
SMALL = Budget(iterations=2, seconds=None)


def tile(mission: str) -> Callable[[int], Engine]:
    return lambda seed: tile_game(LIBRARY, mission, default_team(LIBRARY, mission), seed)


def hidden_mission(setting: str) -> str:
    """The setting's first mission with face-down objectives (colours a fair bot cannot read)."""
    return min((m.id for m in LIBRARY.missions.values()
                if m.setting.value == setting and any(o.hidden for o in m.objectives)), key=lambda m: (len(m), m))


CASES: dict[str, tuple[Callable[[int], Engine], type[SearchBot]]] = {
    **{hidden_mission(s): (tile(hidden_mission(s)), BOTS["search"]) for s in ("frontier", "winter", "outpost")},
    "roadside-standard": (lambda seed: roadside_game(seed, ["A", "B", "C", "D"]), roadside_bots.POLICIES["search"]),
    "colony-traitor": (lambda seed: colony_game(seed, ["A", "B", "C"], mode="traitor"), colony_bots.POLICIES["search"]),
}


def bot(case: str, seed: int) -> SearchBot:
    return CASES[case][1](seed, budget=SMALL, width=3)


def weighed(search: SearchBot, game: Engine) -> list[tuple[str, list[float]]]:
    return [(w.action.key, w.values) for w in search.weigh(game)]


@pytest.mark.parametrize("case", sorted(CASES))
def test_search_weighs_the_same_whatever_its_seat_cannot_see(case: str) -> None:
    """Every few decisions, a look-alike (the hidden parts dealt anew) gets the same weights."""
    start, kind = CASES[case]
    game = start(5)
    game.undo_enabled = False
    lookalike = kind.outlook.lookalike
    driver = BOTS["greedy"](0) if kind is BOTS["search"] else kind.outlook.rollout(0)
    checked = 0
    for n in range(150):
        if game.over or checked == 6:
            break
        if n % 7 == 0 and len(game.legal_actions()) > 1:
            other = lookalike(game, kind.outlook.seat(game), 900 + n)
            mine, theirs = weighed(bot(case, n), game), weighed(bot(case, n), other)
            assert mine == theirs, f"{case}, decision {n} ({game.decision.kind}): the hidden parts changed the weights"
            checked += 1
        game.apply(driver.choose(game))
    assert checked >= 3


def play(case: str, seed: int, decisions: int) -> list[str]:
    game = CASES[case][0](seed)
    game.undo_enabled = False
    search = bot(case, seed)
    for _ in range(decisions):
        if game.over:
            break
        game.apply(search.choose(game))
    return game.history


@pytest.mark.parametrize("case", sorted(CASES))
def test_search_games_replay_from_their_seed(case: str) -> None:
    """The same seed and number of worlds give the same game (no clock, no unseeded chance)."""
    assert play(case, 3, 40) == play(case, 3, 40)


def test_think_reads_seconds_worlds_or_both() -> None:
    assert Budget.parse("0.5s") == Budget(None, 0.5)
    assert Budget.parse("20") == Budget(20, None)
    assert Budget.parse("20/0.5s") == Budget(20, 0.5)
    for bad in ("", "fast", "0", "-1s"):
        with pytest.raises(ValueError, match="--think"):
            Budget.parse(bad)


def test_search_takes_a_seat_at_every_table() -> None:
    """`:search` seats Roadside's and Colony's tables; `search` plays the tile family's survivors."""
    assert "search" in BOTS
    for parse in (roadside_bots.parse_seats, colony_bots.parse_seats):
        seats: list[Any] = parse("Ann,Ben:search")
        assert [s.policy for s in seats] == [None, "search"]
