"""Guards (rules reference §5.5–§5.7): they count as survivors for the zombies (targets, noise,
attacks), one wound fells one, a survivor commands the guards of one zone once per turn (no sight
needed) to move together or to fight with one die each, and earns the AP; a guard's death loses
only where the mission says so."""

from __future__ import annotations

from missionkit import act_as, choose, run_steps
from winterkit import place, winter_game

from zombie_table.games.tilezone.noise import zone_noise
from zombie_table.games.tilezone.settings.winter import guards
from zombie_table.games.tilezone.settings.winter.state import own
from zombie_table.games.tilezone.zombies import next_zones


def guarded(zone: str, n: int, **mission):
    return winter_game(tokens=[{"kind": "guard", "zone": zone}] * n, **mission)


def test_guards_are_noise_and_targets() -> None:  # §4.4, §5.6, §7.6
    game = guarded("28R:g3", 2, zombies=[{"zone": "28R:g2", "type": "walker"}])
    assert zone_noise(game, "28R:g3") == 2
    _, dests, _ = next_zones(game, "28R:g2")
    assert dests == ["28R:g3"]  # two guards are louder than Vesna alone in g1


def test_zombies_attack_guards_and_each_wound_fells_one_without_losing_the_game() -> None:  # §5.6, §6.9
    game = guarded("28R:g3", 3, zombies=[{"zone": "28R:g3", "type": "walker", "count": 2}])
    run_steps(game, {"kind": "attacks", "types": ["walker"]})
    assert guards.count(game, "28R:g3") == 1 and own(game).guards_lost == 2
    assert game.state.result is None


def test_a_mission_may_make_a_guards_death_a_loss() -> None:  # §5.6, Missions 4, 6, 7, 10
    game = guarded("28R:g3", 1, zombies=[{"zone": "28R:g3", "type": "walker"}], defeat=[{"kind": "guard_lost"}])
    run_steps(game, {"kind": "attacks", "types": ["walker"]})
    assert game.state.result == "defeat" and "guard" in game.state.cause


def test_players_may_give_a_wound_to_a_guard() -> None:  # §6.9
    game = guarded("28R:g1", 1, zombies=[{"zone": "28R:g1", "type": "walker"}])
    run_steps(game, {"kind": "attacks", "types": ["walker"]})
    assert game.decision.kind == "assign_wound"
    choose(game, "ally_wound", "guard")
    assert game.survivor("vesna").wounds == 0 and guards.count(game, "28R:g1") == 0


def test_commanding_guards_to_fight_rolls_a_die_each_and_the_commander_gains_the_ap() -> None:  # §5.5
    game = guarded("28R:g3", 3, zombies=[{"zone": "28R:g3", "type": "walker", "count": 3}])
    place(game, "vesna", "28R:h2")  # no sight of g3 needed
    act_as(game, "vesna")
    events = choose(game, "guard_melee", "vesna", "28R:g3")
    rolled = next(e for e in events if e.kind.value == "rolled")
    assert len(rolled.data["dice"]) == 3
    killed = sum(e.kind.value == "killed" for e in events)
    assert game.survivor("vesna").xp == killed
    assert not any(a.kind.startswith("guard_") for a in game.legal_actions())  # once per turn


def test_commanded_guards_move_together() -> None:  # §5.5
    game = guarded("28R:g3", 2)
    act_as(game, "vesna")
    choose(game, "guard_move", "vesna", "28R:g3", "28R:g2")
    assert game.state.tokens["guard"] == ["28R:g2", "28R:g2"]
    assert game.survivor("vesna").actions_left == 2
