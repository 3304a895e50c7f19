"""§15.1 and §12.4: the standard race has no clock and no loss (a wiped-out team respawns), so it
ends only when someone explores a third location — random play can wander past any number of
turns. The `turn_limit` option (docs/rules.md) ends such a race with a result of its own,
`stalled`, no winner, counted apart from won races in the simulation's report (issue 34 §5)."""

from __future__ import annotations

from zombie_table.games.roadside.batch import play
from zombie_table.bots.seats import Seat
from zombie_table.bots.simulation import game_seed

SEATS = [Seat(f"Seat{i + 1}", "random") for i in range(4)]


def test_the_issue_race_now_ends_with_a_third_location() -> None:
    """`simulate roadside-standard --bot random --games 5 --seed 5`, its first game, hit the limit while
    won places closed public slots for good; with §8.2's reading (a place stays open while another card
    names it) the same race ends the rules' own way, well before the limit."""
    game, _ = play(game_seed(5, "roadside-standard", 0), SEATS, "standard")
    state = game.state
    assert state.result == "won" and state.turns < game.rules.turn_limit
    assert any(len(p.explored) >= 3 for p in state.players)


def test_a_shorter_limit_is_the_same_rule() -> None:
    game, _ = play(game_seed(5, "roadside-standard", 0), SEATS, "standard", {"turn_limit": 12})
    assert game.state.turns == 12 and game.state.result == "stalled"
