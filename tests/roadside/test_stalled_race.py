"""§15.1 and §12.4: the standard race has no clock and no loss (a wiped-out team respawns), so it
ends only when someone explores a third location — random play can wander past any number of
turns. The `turn_limit` option (docs/rules.md) ends such a race with a result of its own,
`stalled`, no winner, counted apart from won races in the simulation's report (issue 34 §5)."""

from __future__ import annotations

from zombie_table.bots.roadside import ENTRIES, outcome, play, summarise
from zombie_table.bots.seats import Seat
from zombie_table.bots.simulation import game_seed

SEATS = [Seat(f"Seat{i + 1}", "random") for i in range(4)]


def test_the_issue_race_runs_to_the_limit_and_is_stalled_not_won_or_lost() -> None:
    """`simulate roadside-standard --bot random --games 5 --seed 5`, its first game."""
    game, dealt = play(game_seed(5, "roadside-standard", 0), SEATS, ENTRIES["roadside-standard"])
    state = game.state
    assert state.turns == game.rules.turn_limit and state.result == "stalled" and state.winners == []
    assert all(len(p.explored) < 3 for p in state.players), "no one reached a third location"
    report = summarise("roadside-standard", SEATS, [outcome(game, dealt)])
    assert report["stalled"] == 1 and report["finished"] == 0 and all(s["wins"] == 0 for s in report["by_seat"])


def test_a_shorter_limit_is_the_same_rule() -> None:
    game, _ = play(game_seed(5, "roadside-standard", 0), SEATS, ENTRIES["roadside-standard"], {"turn_limit": 12})
    assert game.state.turns == 12 and game.state.result == "stalled"
