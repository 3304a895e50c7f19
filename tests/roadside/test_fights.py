"""§10 Fighting zombies: the pool's kills against the token's number, ammo one die at a time, Blam,
one fatigue per zombie left standing, the token gone whatever happened; §10.5's worked example."""

from __future__ import annotations

from tests.roadside.kit import NO_KILLS, go, labels, pick, script, start, team, token


def test_worked_example_five_zombies_three_kills_no_ammo() -> None:
    """§10.5: a character and one follower meet a token of 5; the pool rolls 3 kills; no ammo: one
    fatigue on each survivor, the token is removed and the move goes on."""
    game = start()
    me = team(game, "s40", ammo=0)
    token(game, "s50", 5)
    script(game, [2, 1, 1, 1])  # hero 2 kills, two scavenger actions, warrior 1 kill
    events = go(game, "s50")
    assert any(e.kind == "token_flipped" and e.data["count"] == 5 for e in events)
    assert any(e.kind == "rolled" and e.data["kills"] == 3 for e in events)
    assert game.decision.kind == "fatigue"  # no ammo: straight to the 2 fatigue
    pick(game, "June Okafor")
    pick(game, "Bess Crane")
    assert [m.fatigue for m in me.team] == [1, 1]
    assert "s50" not in game.state.tokens
    assert game.decision.kind == "move" and "Stop here" in labels(game)  # movement carries on
    assert game.state.turn.steps == 2


def test_enough_kills_ends_the_fight_without_fatigue() -> None:
    game = start()
    me = team(game, "s40")
    token(game, "s50", 2)
    script(game, [2, 1, 1, 6])
    go(game, "s50")
    assert [m.fatigue for m in me.team] == [0, 0] and game.decision.kind == "move"


def test_ammo_is_spent_one_die_at_a_time_and_blam_draws_tokens_around() -> None:
    game = start()
    me = team(game, "s40", ammo=2)
    token(game, "s50", 4)
    script(game, NO_KILLS + [5, 4])  # the shell: 3 kills with Blam, then 2 kills with Blam
    go(game, "s50")
    assert game.decision.kind == "ammo"
    events = pick(game, "Spend 1 ammo")
    assert me.resources["ammo"] == 1
    around = {"s40", "s41", "s51", "pell_creek_bridge", "s61"}  # s50's neighbours, none a location
    assert {e.data["space"] for e in events if e.kind == "token_placed"} >= around - {"s40"}
    assert game.decision.kind == "ammo"  # 3 of 4: may spend again (§18.6)
    pick(game, "Spend 1 ammo")
    assert me.resources["ammo"] == 0 and game.decision.kind == "move"
    assert len(game.state.tokens["s41"]) == 2  # two Blams, two tokens on each neighbour


def test_blam_never_places_a_token_on_a_location() -> None:
    game = start()
    team(game, "s42", ammo=1)  # s43 borders Mill Chapel and Bulldog Field
    token(game, "s43", 6)
    script(game, NO_KILLS + [4])
    go(game, "s43")
    pick(game, "Spend 1 ammo")
    assert "mill_chapel" not in game.state.tokens and "bulldog_field" not in game.state.tokens
    assert game.state.tokens.get("s53")


def test_a_survive_challenge_fails_only_if_a_survivor_dies() -> None:
    game = start()
    me = team(game, "s40", ammo=0)
    me.followers[0].fatigue = 2
    game.chance.stack("encounters", ["e21"])  # survive 4 zombies
    script(game, [2, 6, 6, 6])  # 2 kills: 2 fatigue
    go(game, "s41")
    events = pick(game, "Bess Crane")  # Bess's third fatigue: she dies
    assert all(m.id != "bess_crane" for m in me.team)
    verdicts = [e.data["success"] for e in events if e.kind == "outcome" and e.data["card"] == "e21"]
    assert verdicts == [False]


def test_a_survive_challenge_won_by_spreading_fatigue() -> None:
    game = start()
    me = team(game, "s40", ammo=0)
    game.chance.stack("encounters", ["e21"])  # survive 4 zombies: 2 kills, 2 fatigue, nobody's third
    script(game, [2, 6, 6, 6])
    go(game, "s41")
    pick(game, "June Okafor")
    events = pick(game, "Bess Crane")
    assert [m.fatigue for m in me.team] == [1, 1, 0]  # and success: a follower joins
    assert [e.data["success"] for e in events if e.kind == "outcome" and e.data["card"] == "e21"] == [True]
