"""Guards (rules reference §5.5–§5.7): they count as survivors for the zombies (targets, noise,
attacks), one wound fells one, a survivor commands the guards of one zone once per turn (no sight
needed) to move together or to fight with one die each, and earns the AP; a guard's death loses
only where the mission says so."""

from __future__ import annotations

from missionkit import act_as, choose, run_steps
from winterkit import place, winter_game

from zombie_table.games.tilezone import noise
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


def test_a_guard_move_may_split_the_group() -> None:  # §5.5: "the player may pick only some of the Guards"
    game = guarded("28R:g3", 3)
    act_as(game, "vesna")
    moves = [a for a in game.legal_actions() if a.kind == "guard_move" and a.args[2] == "28R:g2"]
    assert [a.args[3:] for a in moves] == [(), (2,), (1,)]  # the whole group first
    game.apply(moves[2])
    assert sorted(game.state.tokens["guard"]) == ["28R:g2", "28R:g3", "28R:g3"]


def commander(skills: list[str], n: int, zombies: list[dict], dice: list[int], zone: str = "28R:g3", **mission):
    game = guarded(zone, n, zombies=zombies, **mission)
    game.survivor("vesna").skills = skills
    place(game, "vesna", "28R:h2")
    act_as(game, "vesna")
    game.chance.script(dice)
    return game


def test_players_place_the_guards_melee_hits() -> None:  # §5.5, §6.4
    game = commander([], 2, [{"zone": "28R:g3", "type": "walker"}, {"zone": "28R:g3", "type": "runner"}], [6, 6])
    choose(game, "guard_melee", "vesna", "28R:g3")
    assert game.decision.kind == "guard_hit"
    assert [a.args[0] for a in game.legal_actions()] == ["walker", "runner"]  # the default: target priority order
    choose(game, "guard_kill", "runner")
    assert not game.state.zombies.get("28R:g3")  # the second hit had one choice left: the walker
    assert game.survivor("vesna").xp == 2


def test_guards_reaper_kills_one_more_of_the_type_once() -> None:  # §5.7, §11
    game = commander(["guards:reaper:melee"], 1, [{"zone": "28R:g3", "type": "walker", "count": 3}], [6])
    choose(game, "guard_melee", "vesna", "28R:g3")
    assert game.state.zombies["28R:g3"] == {"walker": 1} and game.survivor("vesna").xp == 2


def test_guards_hawk_eye_shoots_into_friends_and_picks_targets() -> None:  # §5.7, §11
    zombies = [{"zone": "28R:g2", "type": "brute"}, {"zone": "28R:g2", "type": "walker"}]
    crowded = commander([], 1, zombies, [6], options={"guard_volleys_spare_friends": True})
    crowded.state.tokens["guard"].append("28R:g2")  # a friend in the target zone
    assert not any(a.kind == "guard_ranged" and a.args[2] == "28R:g2" for a in crowded.legal_actions())
    keen = commander(["guards:hawk_eye"], 1, zombies, [6])
    keen.state.tokens["guard"].append("28R:g2")
    keen.invalidate()
    assert any(a.kind == "guard_ranged" and a.args[2] == "28R:g2" for a in keen.legal_actions())
    choose(keen, "guard_ranged", "vesna", "28R:g3", "28R:g2")
    assert keen.state.zombies["28R:g2"] == {"brute": 1} and guards.count(keen, "28R:g2") == 1  # picked freely, no friend hit
    blocked = commander([], 1, zombies, [6])
    choose(blocked, "guard_ranged", "vesna", "28R:g3", "28R:g2")
    assert blocked.state.zombies["28R:g2"] == {"brute": 1, "walker": 1}  # the brute first: one hit does not kill it


def test_guards_shove_pushes_the_zombies_of_their_zone() -> None:  # §5.7, §11
    game = commander(["guards:shove"], 2, [{"zone": "28R:g3", "type": "walker", "count": 2}], [])
    choose(game, "guard_shove", "vesna", "28R:g3", "28R:g2")
    assert game.state.zombies.get("28R:g2") == {"walker": 2} and not game.state.zombies.get("28R:g3")
    assert game.survivor("vesna").actions_left == 2


def test_guards_shoot_into_a_zone_with_survivors_and_each_miss_wounds_one() -> None:  # §5.5, §6.8
    """§5.5: a guard Ranged action follows the Ranged rules and "Friendly Fire applies"; §6.8 names
    "Guard (Ranged)": each miss hits a survivor in the target zone for the weapon's damage."""
    game = winter_game(team=[("vesna", "A"), ("borte", "A")], tokens=[{"kind": "guard", "zone": "28R:g3"}] * 2,
                       zombies=[{"zone": "28R:g2", "type": "walker"}])
    place(game, "vesna", "28R:h2")
    place(game, "borte", "28R:g2")
    act_as(game, "vesna")
    game.chance.script([6, 1])
    assert any(a.kind == "guard_ranged" and a.args[2] == "28R:g2" for a in game.legal_actions())
    choose(game, "guard_ranged", "vesna", "28R:g3", "28R:g2")
    assert not game.state.zombies.get("28R:g2")  # the hit kills the walker
    assert game.survivor("borte").wounds == 1  # the miss hits Borte, 1 damage


def test_option_guard_volleys_spare_friends_keeps_them_from_shooting_into_friends() -> None:  # §5.5 (option)
    game = winter_game(team=[("vesna", "A"), ("borte", "A")], tokens=[{"kind": "guard", "zone": "28R:g3"}],
                       zombies=[{"zone": "28R:g2", "type": "walker"}], options={"guard_volleys_spare_friends": True})
    place(game, "vesna", "28R:h2")
    place(game, "borte", "28R:g2")
    act_as(game, "vesna")
    assert not any(a.kind == "guard_ranged" and a.args[2] == "28R:g2" for a in game.legal_actions())


def test_a_guard_volleys_hit_goes_to_the_brute_or_the_abomination_as_the_shooter_chooses() -> None:  # §6.7
    """§6.7: priority 1 is "Brute or Abomination (the shooter chooses between them)": a 2-damage hit
    that cannot kill the abomination is put on the brute, not lost."""
    zombies = [{"zone": "28R:g2", "type": "brute"}, {"zone": "28R:g2", "type": "abomination"}]
    game = commander(["guards:plus_damage:ranged"], 1, zombies, [6])
    choose(game, "guard_ranged", "vesna", "28R:g3", "28R:g2")
    assert game.state.zombies["28R:g2"] == {"abomination": 1}


def test_guards_lucky_lets_the_commander_reroll_every_die_of_the_guard_action_once() -> None:  # §5.7, §10.7, §11
    """Blessed Watch (Guards: Lucky): "re-roll all the dice of each Action ... once. The new result
    replaces the old one" — for the guards' action."""
    game = commander(["guards:lucky"], 1, [{"zone": "28R:g2", "type": "walker"}], [1, 6, 2])
    choose(game, "guard_ranged", "vesna", "28R:g3", "28R:g2")
    assert game.decision is not None and game.decision.kind == "guard_reroll"
    choose(game, "guard_reroll", "vesna")
    assert not game.state.zombies.get("28R:g2")  # the re-roll's 6 kills the walker
    plain = commander([], 1, [{"zone": "28R:g2", "type": "walker"}], [1, 6])
    choose(plain, "guard_ranged", "vesna", "28R:g3", "28R:g2")
    assert plain.state.zombies.get("28R:g2") == {"walker": 1} and not any(a.kind == "guard_reroll" for a in plain.legal_actions())


def test_every_zones_noise_at_once_counts_guards_tokens_and_survivors_as_each_zone_does() -> None:  # §4.4, §5.6
    """The zombies' phase hears the whole board in one pass (`noise.heard`): each zone's noise is its
    noise tokens, its guards and the survivors the zombies see there, and nothing else."""
    game = guarded("28R:g3", 2, zombies=[{"zone": "28R:g2", "type": "walker"}])
    game.state.tokens.setdefault("noise", []).extend(["28R:g1", "28R:g3", "28R:g3"])
    heard = noise.heard(game)
    assert {z: n for z, n in heard.items() if n} == {"28R:g1": 2, "28R:g3": 4}  # g1: a token and Vesna; g3: two tokens, two guards
    assert zone_noise(game, "28R:g1") == 2
