"""§15.3 with §17.10: the solo race's clock (option `solo_turns`, authored 10). The reference gives
solo no way to lose — a wiped-out team respawns (§12.4) and there is no rival — so the race is lost
when that many turns end without a third location; 0 turns the clock off; a race with rivals never
has one."""

from __future__ import annotations

from zombie_table.bots.random_bot import RandomBot
from zombie_table.games.roadside import view
from zombie_table.games.roadside.start import new_game


def played(game, limit: int = 5000):
    bot = RandomBot(1)
    for _ in range(limit):
        if game.over:
            break
        game.apply(bot.choose(game))
    return game


def test_the_solo_race_is_lost_when_its_turns_run_out() -> None:
    game = played(new_game(3, ["Ann"], "solo", {"solo_turns": 2}))
    assert game.state.result == "lost" and game.state.turns == 2, "no team explores three locations in two turns"
    assert game.state.cause == "Ann did not reach safety within 2 turns"
    assert game.events[-1].kind == "out_of_time"
    assert view.summary(game)["turns"] == 2, "the game-over pop-up counts the turns played, not one more"


def test_the_default_clock_is_ten_turns_and_zero_stops_it() -> None:
    assert new_game(3, ["Ann"], "solo").rules.solo_turns == 10
    game = played(new_game(3, ["Ann"], "solo", {"solo_turns": 0, "turn_limit": 30}))
    assert game.state.result == "stalled" and game.state.turns == 30, "the random bot runs on past any clock"


def test_a_race_with_rivals_has_no_clock() -> None:
    game = played(new_game(3, ["Ann", "Ben"], "standard", {"solo_turns": 1, "turn_limit": 30}), 20000)
    assert game.state.turns > 1 and game.state.result != "lost"
