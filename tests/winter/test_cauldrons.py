"""Cauldrons (rules reference §5.8, §5.9): carried one zone for 3 actions (stairs yes, rope ladders
no), poured from a rampart for 3 actions onto a street beside it in sight, killing everything
there with no armour roll, the AP to the pourer; three guards do either for one guard action."""

from __future__ import annotations

from missionkit import act_as, choose
from winterkit import place, winter_game

from zombie_table.games.tilezone.settings.winter import cauldrons, guards


def test_carrying_a_cauldron_up_the_stairs_costs_three_actions() -> None:  # §5.8
    game = winter_game(start=["28R:g2"], tokens=[{"kind": "cauldron", "zone": "28R:g2"}])
    act_as(game, "vesna")
    round_ = game.state.round
    choose(game, "carry_cauldron", "vesna", "28R:g2", "28R:r2")
    assert game.state.tokens["cauldron"] == ["28R:r2"] and game.survivor("vesna").zone == "28R:r2"
    assert game.state.round == round_ + 1  # all three actions spent: the round went on


def test_never_by_rope_ladder() -> None:  # §5.8, §8.2
    game = winter_game(tokens=[{"kind": "cauldron", "zone": "28R:g1"}])
    game.state.own.ladders.append(["28R:g1", "28R:r1"])
    game.rebuild_board()
    assert "28R:r1" in game.board.exits("28R:g1")
    assert "28R:r1" not in cauldrons.carry_to(game, "28R:g1")


def test_pouring_kills_everything_below_even_the_giant_and_a_guard_and_the_pourer_gets_the_ap() -> None:  # §5.9
    game = winter_game(start=["28R:r1"], tokens=[{"kind": "cauldron", "zone": "28R:r1"}, {"kind": "guard", "zone": "28R:g1"}],
                       zombies=[{"zone": "28R:g1", "type": "walker", "count": 3}, {"zone": "28R:g1", "type": "abomination"}])
    act_as(game, "vesna")
    assert cauldrons.pour_targets(game, "28R:r1") == ["28R:g1"]  # not the house below (a room) nor a rampart
    choose(game, "pour_cauldron", "vesna", "28R:r1", "28R:g1")
    assert "28R:g1" not in game.state.zombies and guards.count(game, "28R:g1") == 0
    assert game.survivor("vesna").xp == 3 + 5 and not game.state.tokens["cauldron"]


def test_three_guards_pour_for_one_guard_action() -> None:  # §5.5, §5.9
    game = winter_game(start=["28R:h2"], tokens=[{"kind": "cauldron", "zone": "28R:r3"}] + [{"kind": "guard", "zone": "28R:r3"}] * 3,
                       zombies=[{"zone": "28R:g3", "type": "brute", "count": 2}])
    act_as(game, "vesna")
    choose(game, "guards_pour_cauldron", "vesna", "28R:r3", "28R:g3")
    assert "28R:g3" not in game.state.zombies and game.survivor("vesna").actions_left == 2
    assert game.survivor("vesna").xp == 2
