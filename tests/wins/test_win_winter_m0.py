"""winter-m0 (Buckles and Straps): a winning line.

The six keep together (splitting into two groups of three, one per cache, loses a survivor on
seeds 0-3: three survivors with one starting weapon each cannot hold a street). Greedy leads the
pack to the nearer cache and does all the fighting and card keeping; the plan only makes whoever
stands on a cache with no zombies about empty the pile and then take the objective at once.
"""

from __future__ import annotations

from winkit import outcome, pick, play_line

from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.settings.winter.state import own

SEED = 0
TEAM = ["vesna", "borte", "kaito", "maren", "radko", "saran"]
CACHES = ("31R:nw", "32R:ne")


def plan(game: Game, legal):
    if game.decision is None or game.decision.kind != "act":
        return None
    s = game.survivor(game.decision.survivor)
    if s.zone in CACHES:
        return pick(legal, "take_from_pile", s.id) or pick(legal, "take_objective", s.id)
    return None


def winning_line() -> Game:
    return play_line("winter-m0", SEED, TEAM, plan)


def test_the_caches_are_emptied_and_both_objectives_taken() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert all(t.taken_by for t in game.state.objectives)
    assert not any(own(game).piles.values())
    takers = {t.taken_by for t in game.state.objectives}
    assert all(game.state.xp_total.get(sid, 0) >= 5 for sid in takers)
    assert not game.state.deaths
