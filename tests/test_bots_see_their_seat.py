"""Bots decide from what their seat sees (DESIGN "Games register themselves; views are per seat";
issue 32 point 6). At decisions of seeded games, everything the deciding seat cannot see is dealt
anew (`hidden.lookalike` of each game: face-down objective colours, deck orders, dice, other players'
hands and secret objectives, face-down token numbers); the seat's view and its legal options are
unchanged, so a fair bot must choose the same — the random bot and the greedy bot alike."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from zombie_table.bots.runner import BOTS, default_team
from zombie_table.content.library import Library
from zombie_table.games.colony import hidden as colony_hidden
from zombie_table.games.colony.greedy import GreedyBot as ColonyGreedy
from zombie_table.games.colony.start import new_game as colony_game
from zombie_table.games.roadside import hidden as roadside_hidden
from zombie_table.games.roadside.greedy import GreedyBot as RoadsideGreedy
from zombie_table.games.roadside.start import new_game as roadside_game
from zombie_table.games.tilezone import hidden as tile_hidden
from zombie_table.games.tilezone.setup import new_game as tile_game
from zombie_table.bots.random_bot import RandomBot
from zombie_table.kernel.engine import Engine
from zombie_table.kernel.observer import observe

LIBRARY = Library.load(user=False)
DECISIONS = 240  # decisions played in each game
EVERY = 3  # every third decision is checked

TILE_BOTS = {"random": BOTS["random"], "greedy": BOTS["greedy"]}
ROADSIDE_BOTS = {"random": RandomBot, "greedy": RoadsideGreedy}
COLONY_BOTS = {"random": RandomBot, "greedy": ColonyGreedy}


def tile(mission: str) -> Callable[[int], Engine]:
    return lambda seed: tile_game(LIBRARY, mission, default_team(LIBRARY, mission), seed)


def hidden_missions(setting: str, count: int) -> list[str]:
    """The setting's first missions that lay objectives face down (the colours a bot must not read)."""
    found = [m.id for m in sorted(LIBRARY.missions.values(), key=lambda m: (len(m.id), m.id))
             if m.setting.value == setting and any(o.hidden for o in m.objectives)]
    return found[:count]


CASES: dict[str, tuple[Callable[[int], Engine], Callable[..., Engine], dict[str, type]]] = {
    **{m: (tile(m), tile_hidden.lookalike, TILE_BOTS)
       for setting in ("frontier", "winter", "outpost") for m in hidden_missions(setting, 2)},
    "roadside-standard": (lambda seed: roadside_game(seed, ["A", "B", "C", "D"]), roadside_hidden.lookalike, ROADSIDE_BOTS),
    "colony-standard": (lambda seed: colony_game(seed, ["A", "B", "C", "D"]), colony_hidden.lookalike, COLONY_BOTS),
    "colony-traitor": (lambda seed: colony_game(seed, ["A", "B", "C"], mode="traitor"), colony_hidden.lookalike,
                       COLONY_BOTS),
}


def seen(game: Engine, player: str | None) -> Any:
    view = observe(game, player)
    return view.model_dump() if hasattr(view, "model_dump") else view


@pytest.mark.parametrize("policy", ["random", "greedy"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_a_bot_chooses_the_same_whatever_its_seat_cannot_see(case: str, policy: str) -> None:
    start, lookalike, bots = CASES[case]
    game = start(11)
    game.undo_enabled = False
    driver = bots["greedy"](11)
    for n in range(DECISIONS):
        if game.over:
            break
        if n % EVERY == 0:
            seat = game.decision.player
            other = lookalike(game, seat, 1000 + n)
            assert seen(other, seat) == seen(game, seat), f"{case}: the look-alike shows {seat} something else"
            assert other.legal_actions() == game.legal_actions()
            mine, theirs = bots[policy](n).choose(game), bots[policy](n).choose(other)
            assert mine.key == theirs.key, (f"{case}, decision {n} ({game.decision.kind}): {policy} chose "
                                            f"{mine.label!r}, but {theirs.label!r} where only hidden things differ")
        game.apply(driver.choose(game))
