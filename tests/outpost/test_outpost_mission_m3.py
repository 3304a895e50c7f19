"""outpost-m3 (Last Ones Out): the crew's ten noise tokens in the panic room, one leaving each end
phase, the loss when a xeno gets in before the last has gone, and the exit after (rules reference
§12, mission 3)."""

from __future__ import annotations

import types

from stationkit import end_round, shipped, zone

from zombie_table.games.tilezone.noise import zone_noise
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.spawning import spawn
from zombie_table.games.tilezone.zombies import add_zombies
from zombie_table.kernel.ruleset import step

SHELTER = "09V:b"


def test_ten_crew_tokens_count_as_noise_in_the_panic_room() -> None:
    game = shipped("outpost-m3")
    assert game.state.tokens["noise"].count(zone(game, SHELTER)) == 10
    assert zone_noise(game, zone(game, SHELTER)) == 10


def test_each_end_phase_takes_one_crew_token_and_clears_the_other_noise() -> None:
    game = shipped("outpost-m3")
    game.state.tokens["noise"].append(zone(game, "04V:x"))
    end_round(game)
    assert game.state.tokens["noise"] == [zone(game, SHELTER)] * 9 and own(game).lingering == 9


def test_a_xeno_in_the_panic_room_before_the_crew_is_out_loses() -> None:
    game = shipped("outpost-m3")
    add_zombies(game, zone(game, SHELTER), "worker", 1)
    game.check_end()
    assert game.state.result == "defeat" and "before the crew was out" in (game.state.cause or "")


def test_the_loss_comes_on_the_step_a_xeno_spawns_into_the_panic_room() -> None:
    """Spawning is a quiet event: the arrival itself must make the game look at its losses."""
    game = shipped("outpost-m3")
    probe = types.ModuleType("m3_probe")

    @step("spawn_in_shelter")
    def spawn_in_shelter(g, _) -> None:
        spawn(g, zone(g, SHELTER), "worker", 1)

    spawn_in_shelter.__module__, probe.spawn_in_shelter = probe.__name__, spawn_in_shelter
    game.ruleset = game.ruleset.extended("outpost+probe", probe)
    game.state.decision, game.events = None, []
    game.push({"kind": "spawn_in_shelter"})
    game.run()
    assert game.state.result == "defeat" and "before the crew was out" in (game.state.cause or "")


def test_after_ten_end_phases_the_crew_is_out_and_the_exit_opens() -> None:
    game = shipped("outpost-m3")
    for _ in range(10):
        assert game.state.stage == 0
        end_round(game)
    assert game.state.stage == 1 and own(game).lingering == 0
    assert zone(game, SHELTER) not in game.state.tokens.get("noise", [])
    add_zombies(game, zone(game, SHELTER), "worker", 1)
    game.check_end()
    assert game.state.result is None  # no crew left to lose
