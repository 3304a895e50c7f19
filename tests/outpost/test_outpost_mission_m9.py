"""outpost-m9 (Follow Us Out): the engineers count as survivors (noise, one wound), walk one zone
toward the exit at the end of each players' phase unless a xeno holds them, leave from the exit,
and losing one loses the mission (rules reference §12, mission 9)."""

from __future__ import annotations

from missionkit import act_as, answer_setup, run_steps
from stationkit import LIBRARY, PAIR, put, shipped, zone

from zombie_table.games.tilezone.noise import zone_noise
from zombie_table.games.tilezone.settings.outpost.engineers import ENGINEER, step_toward
from zombie_table.games.tilezone.setup import new_game
from zombie_table.games.tilezone.zombies import add_zombies

SHELTER, EXIT = "09V:b", "07V:d"


def engineers(game) -> list[str]:
    return game.state.tokens.get(ENGINEER, [])


def end_players_phase(game) -> None:
    """The engineers' walk only (the xenos' phase that follows is not run)."""
    game.ruleset.gather("before_zombies", game)


def test_the_engineers_wait_in_the_shelter_and_make_noise_as_survivors() -> None:
    game = shipped("outpost-m9")
    assert engineers(game) == [zone(game, SHELTER)] * 2
    assert zone_noise(game, zone(game, SHELTER)) == 2


def test_each_engineer_walks_one_zone_toward_the_exit_unless_a_xeno_holds_it() -> None:
    game = shipped("outpost-m9")
    shelter, goal = zone(game, SHELTER), zone(game, EXIT)
    first = step_toward(game, shelter, goal)
    end_players_phase(game)
    assert engineers(game) == [first, first]
    assert game.board.distance[first][goal] == game.board.distance[shelter][goal] - 1
    add_zombies(game, first, "worker", 1)
    end_players_phase(game)
    assert engineers(game) == [first, first]


def test_an_engineer_in_the_exit_with_no_xeno_leaves() -> None:
    game = shipped("outpost-m9")
    game.state.tokens[ENGINEER] = [zone(game, EXIT), zone(game, SHELTER)]
    end_players_phase(game)
    assert game.state.escaped_tokens == [ENGINEER] and len(engineers(game)) == 1


def test_a_xeno_attack_that_kills_an_engineer_loses_the_mission() -> None:
    game = shipped("outpost-m9")
    shelter = zone(game, SHELTER)
    add_zombies(game, shelter, "worker", 1)
    run_steps(game, {"kind": "attacks", "types": ["worker"]})
    assert len(engineers(game)) == 1
    assert game.state.result == "defeat" and "engineer" in (game.state.cause or "")


def test_both_out_and_every_survivor_out_wins() -> None:
    game = shipped("outpost-m9")
    game.state.tokens[ENGINEER] = []
    game.state.escaped_tokens += [ENGINEER, ENGINEER]
    for s in game.state.survivors.values():
        s.status = "escaped"
    game.check_end()
    assert game.state.result == "victory"


def test_the_survivors_leaving_first_does_not_lose_while_the_engineers_walk_out() -> None:
    """§12 M9: the engineers count as survivors and make their own move at the end of each players'
    phase; the team wins once all of them, engineers included, have reached the exit. Survivors
    who left first do not end the game: the rounds go on while the engineers walk on."""
    game = shipped("outpost-m9")
    goal = zone(game, EXIT)
    near = next(z for z in game.board.exits(goal) if game.board.distance[z][goal] == 1)
    game.state.tokens[ENGINEER] = [near, near]
    for s in game.state.survivors.values():
        s.status = "escaped"
    game.check_end()
    assert game.state.result is None
    run_steps(game, {"kind": "players_end"})
    assert game.state.result == "victory" and game.state.escaped_tokens == [ENGINEER, ENGINEER]


def test_engineers_cut_off_from_the_exit_with_nobody_left_lose() -> None:
    """§3.4: the objectives can no longer be completed once the survivors are gone and an engineer
    has no way left to the exit."""
    game = shipped("outpost-m9")
    game.state.tokens[ENGINEER] = [zone(game, SHELTER)]
    game.board.distance[zone(game, SHELTER)].pop(zone(game, EXIT))
    for s in game.state.survivors.values():
        s.status = "escaped"
    game.check_end()
    assert game.state.result == "defeat"


def test_with_the_option_off_nobody_escapes_before_the_engineers() -> None:
    """§12 M9 leaves open whether the survivors may leave ahead of the engineers: option
    `engineers_walk_alone` off, the exit opens to them only once both engineers are out."""
    game = new_game(LIBRARY, "outpost-m9", PAIR, 1, {"engineers_walk_alone": False})
    answer_setup(game)
    put(game, "rook", EXIT)
    act_as(game, "rook")
    assert not [a for a in game.legal_actions() if a.kind == "escape"]
    game.state.tokens[ENGINEER] = []
    game.state.escaped_tokens += [ENGINEER, ENGINEER]
    act_as(game, "rook")
    assert [a for a in game.legal_actions() if a.kind == "escape"]
