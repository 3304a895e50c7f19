"""Bots and seats: any seat a person, the random or the greedy bot; the greedy bot races far better
than the random one and never reads what its player may not see; `simulate roadside-…` reports
win rates by seat and by starting character, with --check holding every invariant."""

from __future__ import annotations

import json

import pytest

from zombie_table.games.roadside.batch import parse_seats, simulate
from zombie_table.bots.seats import Seat, SeatError
from zombie_table.cli import main
from zombie_table.games.roadside.greedy import GreedyBot
from zombie_table.games.roadside.start import new_game


def test_seats_are_people_or_named_bots() -> None:
    assert parse_seats("Ann, Ben:greedy,Cy:bot,Dee:random") == [
        Seat("Ann", None), Seat("Ben", "greedy"), Seat("Cy", "random"), Seat("Dee", "random")]
    for bad in ("Ann:wizard", ":greedy", "A,B,C,D,E,F,G", ""):
        with pytest.raises(SeatError):
            parse_seats(bad)


def test_the_greedy_bot_beats_random_bots_and_keeps_every_invariant() -> None:
    report = simulate("roadside-standard", "standard", parse_seats("A:greedy,B:random,C:random"), 12, 1, 1, check=True)
    assert report["broken"] == [] and report["games"] == 12
    greedy, *randoms = report["by_seat"]
    assert greedy["wins"] >= 10 and all(r["wins"] <= 1 for r in randoms)
    assert sum(c["dealt"] for c in report["by_character"]) == 36


def test_the_solo_race_is_a_challenge_for_the_greedy_bot() -> None:
    """Against the clock the greedy bot wins some races and loses others; without it, all."""
    report = simulate("roadside-solo", "solo", parse_seats("Solo:greedy"), 8, 2, 1, check=True)
    assert 0 < report["by_seat"][0]["wins"] < 8 and report["mean_rescued"] > 0
    unhurried = simulate("roadside-solo", "solo", parse_seats("Solo:greedy"), 8, 2, 1, options={"solo_turns": 0})
    assert unhurried["by_seat"][0]["wins"] == 8


def test_section_15_3_the_solo_report_counts_races_lost_to_the_clock(capsys) -> None:
    """§15.3 (the clock, §17.10): a solo race ends won or lost by the clock, and the report says how
    many of each: the wins are the first seat's, the rest lost to the clock, none left uncounted."""
    report = simulate("roadside-solo", "solo", parse_seats("Solo:greedy"), 8, 2, 1)
    wins = report["by_seat"][0]["wins"]
    assert report["endings"] == {"won": wins, "clock": 8 - wins, "wiped_out": 0, "stalled": 0} and 0 < wins < 8
    assert main(["simulate", "roadside-solo", "--games", "8", "--seed", "2", "--jobs", "1"]) == 0
    assert f"won {wins}, lost by clock {8 - wins}, wiped out 0, stalled 0 · " in capsys.readouterr().out


def test_the_greedy_bot_never_reads_a_face_down_number() -> None:
    """At every decision of a race its choice is the same when the face-down tokens hold other numbers."""
    game = new_game(5, ["A", "B", "C"])
    game.undo_enabled = False
    bot, checked = GreedyBot(), 0
    while not game.over and checked < 300:
        other = game.lookahead()
        for tokens in other.state.tokens.values():
            for t in tokens:
                if not t.revealed:
                    t.count = 7 - t.count
        choice = bot.choose(game)
        assert bot.choose(other).key == choice.key
        game.apply(choice)
        checked += 1
    assert checked > 50


def test_simulate_reports_by_seat_and_character(capsys) -> None:
    assert main(["simulate", "roadside-standard", "--games", "4", "--jobs", "1", "--seats", "A:greedy,B:random",
                 "--check"]) == 0
    out = capsys.readouterr().out
    assert "games/s" in out and "1 A    greedy" in out and "Starting character" in out
    assert main(["simulate", "roadside-solo", "--games", "2", "--jobs", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["by_seat"][0]["policy"] == "greedy" and report["games"] == 2
    with pytest.raises(SystemExit):
        main(["simulate", "roadside-solo", "--seats", "A:greedy,B:greedy"])
