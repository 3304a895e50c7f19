"""§8.2 Moving and §9.2 fuel: 1 to 3 steps, a face-down token on every space left (not a location,
not while another standee stays), icons and trapped followers end the move, fuel's free step and its
way past zombies (fought if the move ends there), at most 3 fuel a turn."""

from __future__ import annotations

from tests.roadside.kit import go, labels, pick, start, team, token


def test_the_first_step_is_compulsory_and_three_is_the_most() -> None:
    game = start()
    team(game, "s40")
    assert "Stop here" not in labels(game)
    go(game, "s50")
    assert "Stop here" in labels(game)
    me = game.me
    go(game, "s61")
    game.chance.script([2, 3, 3, 4])  # 4 kills: whatever the token holds... up to 4
    events = go(game, "s50")  # stepping straight back is allowed (§8.2), into the token left there
    assert me.space == "s50" and any(e.kind == "token_flipped" for e in events)
    assert game.me is not me  # three steps: the turn has passed


def test_a_token_is_left_on_every_space_left_but_locations() -> None:
    game = start()
    team(game, "s23")
    go(game, "s33")
    assert len(game.state.tokens["s23"]) == 1 and not game.state.tokens["s23"][0].revealed
    game.state.trapped["mill_chapel"] = ["cora_dobbs"]  # a trapped follower lets us step in (§12.3)
    game.invalidate()
    go(game, "mill_chapel", "rescue")
    assert "mill_chapel" not in game.state.tokens


def test_no_token_while_another_standee_stays_unless_the_option_says_so() -> None:
    for option, expected in ((True, 0), (False, 1)):
        game = start(empty_means_no_standee=option)
        team(game, "s40")
        game.state.players[1 - game.state.current].space = "s40"
        go(game, "s50")
        assert len(game.state.tokens.get("s40", [])) == expected


def test_resource_icons_end_the_move_with_one_encounter_each_and_a_resource_after_each() -> None:
    game = start()
    me = team(game, "s40")
    game.chance.stack("encounters", ["e33", "e34"])  # two action rolls
    game.chance.script([4, 3, 3, 5] * 2)  # 6 actions each: both pass
    events = go(game, "s41")
    drawn = [e.data["card"] for e in events if e.kind == "encounter"]
    assert drawn == ["e33", "e34"]
    collected = [e.data["resource"] for e in events if e.kind == "resource" and e.rule == "collect"]
    assert collected == ["fuel", "food"]  # s41's icons, in order, one after each card
    assert game.me is not me  # the turn has passed on


def test_fuel_onto_an_empty_space_is_a_free_step() -> None:
    game = start()
    me = team(game, "s40", fuel=3)
    go(game, "s50", "fuel")
    assert game.state.turn.steps == 3 and me.resources["fuel"] == 2 and game.state.turn.fuel == 1


def test_fuel_carries_past_zombies_and_they_are_fought_only_if_the_move_ends_there() -> None:
    game = start()
    team(game, "s40", fuel=3)
    token(game, "s50", 3)
    go(game, "s50", "fuel")
    assert game.state.tokens["s50"] and game.decision.kind == "move" and game.state.turn.steps == 2
    go(game, "s61")
    assert len(game.state.tokens["s50"]) == 2  # the passed token, and the one left behind

    game = start()
    team(game, "s40", fuel=3)
    token(game, "s50", 1)
    go(game, "s50", "fuel")
    game.chance.script([1, 6, 6, 6])
    events = pick(game, "Stop here and fight")
    assert any(e.kind == "token_flipped" for e in events) and "s50" not in game.state.tokens


def test_at_most_three_fuel_a_turn() -> None:
    game = start()
    team(game, "s40", fuel=5)
    for space in ("s50", "s61", "s50"):
        go(game, space, "fuel")
    assert game.state.turn.fuel == 3
    assert not any(a.key.endswith(":fuel") for a in game.legal_actions())


def test_fuel_never_skips_a_resource_space() -> None:
    game = start()
    team(game, "s40", fuel=3)
    assert "move:s41:fuel" not in [a.key for a in game.legal_actions()]


def test_a_location_is_entered_only_to_explore_an_open_card_one_qualifies_for() -> None:
    game = start()
    me = team(game, "s42")
    game.state.public = ["bulldog_field_1", None, None]
    me.private = None
    game.invalidate()
    assert any(a.key == "move:bulldog_field:explore:bulldog_field_1" for a in game.legal_actions())
    assert not any(a.key.startswith("move:mill_chapel") for a in game.legal_actions())
    game.state.closed.add("bulldog_field")  # explored already and not dealt again (§11.1)
    game.invalidate()
    assert not any(a.key.startswith("move:bulldog_field") for a in game.legal_actions())
