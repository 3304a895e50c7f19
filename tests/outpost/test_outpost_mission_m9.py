"""outpost-m9 (Follow Us Out): the engineers count as survivors (noise, one wound), walk one zone
toward the exit at the end of each players' phase unless a xeno holds them, leave from the exit,
and losing one loses the mission (rules reference §12, mission 9)."""

from __future__ import annotations

from missionkit import run_steps
from stationkit import shipped, zone

from zombie_table.games.tilezone.noise import zone_noise
from zombie_table.games.tilezone.settings.outpost.engineers import ENGINEER, step_toward
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
