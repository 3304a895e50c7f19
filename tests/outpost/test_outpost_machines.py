"""Machines (rules reference §5.6, §5.10): control by remote (from the green or purple objective,
passed on in a trade), by a remote-control skill, or for the turret by standing in its zone; a
machine action costs 1 action; an acting machine is active until the end phase and counts as a
survivor for the xenos, and one damage destroys it; idle, the xenos ignore it."""

from __future__ import annotations

from missionkit import act_as, choose, run_steps
from outpostkit import M0, outpost_game, place

from zombie_table.games.tilezone import zombies
from zombie_table.games.tilezone.settings.outpost import machines
from zombie_table.games.tilezone.settings.outpost.state import own


def kinds(game) -> set[str]:
    return {a.kind for a in game.legal_actions()}


def m0(**mission):
    return outpost_game(layout=M0, start=["01R:x"], team=[("halloway", "A"), ("okafor", "A")], **mission)


def test_the_bot_moves_only_for_whoever_controls_it() -> None:  # §5.6
    game = m0(tokens=[{"kind": "bot", "zone": "05R:x"}])
    act_as(game, "halloway")
    assert "bot_move" not in kinds(game)
    own(game).remotes["bot"] = "halloway"
    act_as(game, "halloway")
    left = game.survivor("halloway").actions_left
    choose(game, "bot_move", "halloway", "05R:s")
    assert machines.where(game, "bot") == "05R:s"
    assert game.survivor("halloway").actions_left == left - 1
    assert game.state.tokens["bot_active"] == ["05R:s"]  # active now


def test_the_remote_comes_from_the_green_objective() -> None:  # §1.2, §5.6
    game = m0(tokens=[{"kind": "bot", "zone": "05R:x"}], objectives=[{"zone": "01R:x", "color": "green"}])
    act_as(game, "halloway")
    choose(game, "take_objective", "halloway")
    assert own(game).remotes == {"bot": "halloway"}
    assert "bot_move" in kinds(game)


def test_anyone_in_the_turrets_zone_fires_it() -> None:  # §5.6
    game = m0(tokens=[{"kind": "sentry", "zone": "01R:x"}])
    zombies.add_zombies(game, "05R:x", "worker", 1)
    game.invalidate()
    act_as(game, "halloway")
    fire = [a for a in game.legal_actions() if a.kind == "machine_attack" and len(a.args) == 4]  # plain shots
    assert [a.args[2] for a in fire] == ["05R:x"]
    place(game, "halloway", "01R:s")
    act_as(game, "halloway")
    assert "machine_attack" not in kinds(game)


def test_an_active_machine_draws_and_takes_attacks_and_one_damage_destroys_it() -> None:  # §5.10
    game = m0(tokens=[{"kind": "bot", "zone": "05R:s"}])
    place(game, "halloway", "02R:e")
    place(game, "okafor", "02R:e")
    zombies.add_zombies(game, "05R:s", "worker", 1)
    game.invalidate()
    run_steps(game, {"kind": "activation", "types": None, "second": False})
    assert machines.where(game, "bot") == "05R:s"  # idle: ignored
    assert "05R:s" not in game.state.zombies  # the worker walked past it toward the survivors
    game.state.zombies = {"05R:s": {"worker": 1}}
    game.state.tokens["bot"], game.state.tokens["bot_active"] = [], ["05R:s"]
    game.invalidate()
    run_steps(game, {"kind": "activation", "types": None, "second": False})
    assert machines.where(game, "bot") is None  # attacked and destroyed
    assert game.state.result is None  # losing a machine loses nothing


def test_the_end_phase_stands_the_machines_down() -> None:  # §3.3, §5.10
    game = m0(tokens=[{"kind": "bot", "zone": "05R:s"}])
    game.state.tokens["bot"], game.state.tokens["bot_active"] = [], ["05R:s"]
    machines.stand_down(game)
    assert game.state.tokens["bot"] == ["05R:s"] and not game.state.tokens.get("bot_active")


def test_a_remote_control_skill_controls_without_the_token() -> None:  # §11
    game = outpost_game(layout=M0, start=["01R:x"], team=[("tamsin", "A")], tokens=[{"kind": "bot", "zone": "05R:x"}])
    act_as(game, "tamsin")
    assert "bot_move" in kinds(game)
