"""outpost-m10 (Starting Over): the first bottle left in the first airlock and the new one taken
from a supply room (a bottle back in the supply is new to whoever takes it), the samples from melee
kills (the blighter's from a melee action only) and from a spawn zone, each with its XP, and a kept
sample out of the xeno supply (rules reference §12, mission 10)."""

from __future__ import annotations

from ruleskit import Table
from missionkit import act_as, answer_setup, choose, run_steps
from stationkit import LIBRARY, PAIR, put, shipped, zone

from zombie_table.games.tilezone.combat import kill_zombie
from zombie_table.games.tilezone.conditions import goal_met
from zombie_table.games.tilezone.settings.outpost.oxygen import wears_bottle
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.setup import new_game
from zombie_table.games.tilezone.zombies import add_zombies, pool_left

AIRLOCK, SUPPLY = "09R:k", "09R:d"


def goal(game, name: str):
    goals = game.mission.victory[0]
    return next(g for g in goals if g.kind == name)


def met(game, name: str) -> bool:
    return goal_met(game, goal(game, name))


def test_the_first_bottle_stays_in_the_first_airlock_and_a_new_one_counts() -> None:
    game = shipped("outpost-m10")
    rook = game.survivor("rook")
    assert wears_bottle(game, rook)
    act_as(game, "rook")
    choose(game, "move", "rook", zone(game, AIRLOCK))
    assert not wears_bottle(game, rook) and "rook" in own(game).dropped
    supply = len(own(game).oxygen)
    put(game, "rook", SUPPLY)
    act_as(game, "rook")
    choose(game, "take_oxygen", "rook")
    while game.decision is not None and game.decision.kind != "act":
        game.apply(0)
    assert wears_bottle(game, rook) and len(own(game).oxygen) == supply - 1
    game.survivor("halloway").status = "dead"  # one survivor's own goal: the rest is the same
    assert met(game, "new_bottles")


def attack(game, survivor: str, mode: str, ztype: str, variant: str = "normal") -> None:
    """A resolved attack of `survivor` that killed one `ztype` in its zone."""
    s = game.survivor(survivor)
    add_zombies(game, s.zone, ztype, 1)
    kill_zombie(game, s, s.zone, ztype, mode, mode)
    run_steps(game, {"kind": "attack_done", "ctx": {"survivor": survivor, "mode": mode, "variant": variant,
                                                     "weapons": [], "profile": {"noise": None}}})


def test_a_melee_kill_keeps_a_sample_and_gives_5_xp_and_other_kills_do_not() -> None:
    game = shipped("outpost-m10")
    attack(game, "rook", "ranged", "hunter")
    attack(game, "rook", "melee", "tank", variant="machine:bot")
    assert own(game).samples == [] and game.state.xp_total["rook"] == 2
    attack(game, "rook", "melee", "worker")
    assert own(game).samples == ["worker"] and game.state.xp_total["rook"] == 2 + 1 + 5
    attack(game, "rook", "melee", "worker")
    assert own(game).samples == ["worker"] and game.state.xp_total["rook"] == 2 + 1 + 5 + 1
    attack(game, "rook", "melee", "abomination", variant="concentrate:abomination")
    assert own(game).samples == ["worker", "abomination"]


def test_one_action_in_a_spawn_zone_takes_the_mold_sample_once() -> None:
    game = shipped("outpost-m10")
    put(game, "rook", "08R:w")
    act_as(game, "rook")
    choose(game, "mold_sample", "rook")
    assert own(game).samples == ["mold"] and game.state.xp_total["rook"] == 5
    assert not [a for a in game.legal_actions() if a.kind == "mold_sample"]


def mold_sample_zones(reach: str, at: str) -> list[str]:
    game = new_game(LIBRARY, "outpost-m10", PAIR, 1, {"mold_sample_reach": reach})
    answer_setup(game)
    put(game, "rook", at)
    act_as(game, "rook")
    return [a.args[1] for a in game.legal_actions() if a.kind == "mold_sample"]


def test_the_mold_sample_is_taken_standing_in_a_spawn_zone_or_on_one_in_sight_by_option() -> None:
    game = shipped("outpost-m10")
    spawn = zone(game, "08R:w")
    beside = next(z for z, d in game.board.sight[spawn].items() if d == 1)
    assert mold_sample_zones("standing", "08R:w") == [spawn]
    assert mold_sample_zones("standing", beside) == []
    assert spawn in mold_sample_zones("in_sight", beside)


def test_every_sample_meets_the_samples_goal() -> None:
    game = shipped("outpost-m10")
    own(game).samples = ["worker", "hunter", "tank", "abomination"]
    assert not met(game, "all_samples")
    own(game).samples.append("mold")
    assert met(game, "all_samples")


def test_a_bottle_left_in_the_airlock_and_taken_again_is_a_new_one() -> None:
    game = shipped("outpost-m10")
    rook = game.survivor("rook")
    act_as(game, "rook")
    choose(game, "move", "rook", zone(game, AIRLOCK))
    left = own(game).oxygen[-1]
    own(game).oxygen.remove(left)
    own(game).oxygen.insert(0, left)  # the supply hands that very bottle out again
    put(game, "rook", SUPPLY)
    act_as(game, "rook")
    choose(game, "take_oxygen", "rook")
    while game.decision is not None and game.decision.kind != "act":
        game.apply(0)
    assert left in rook.inventory.cards()
    put(game, "rook", "09R:x")
    act_as(game, "rook")
    choose(game, "move", "rook", zone(game, AIRLOCK))
    assert left in rook.inventory.cards() and wears_bottle(game, rook)


def test_a_kept_sample_leaves_the_xeno_supply_and_the_blighters_marker_does_not() -> None:
    game = shipped("outpost-m10")
    workers, tanks = pool_left(game, "worker"), pool_left(game, "tank")
    attack(game, "rook", "melee", "worker")
    attack(game, "rook", "melee", "tank")
    assert pool_left(game, "worker") == workers - 1 and pool_left(game, "tank") == tanks - 1
    assert add_zombies(game, zone(game, "05R:a"), "worker", workers) == workers - 1  # short by the sample
    attack(game, "rook", "melee", "abomination", variant="concentrate:abomination")
    assert "abomination" in own(game).samples and pool_left(game, "abomination") == 1


def test_with_the_option_off_a_kept_sample_goes_back_to_the_supply() -> None:
    game = new_game(LIBRARY, "outpost-m10", PAIR, 1, {"samples_leave_supply": False})
    answer_setup(game)
    workers = pool_left(game, "worker")
    attack(game, "rook", "melee", "worker")
    assert own(game).samples == ["worker"] and pool_left(game, "worker") == workers


def blighter_in_reach(squad_gun: bool) -> Table:
    """Rook in 07R's junction beside the blighter, with dual shock batons or a squad gun; the
    dice give 3 hits of 4 (or of 5)."""
    t = Table(shipped("outpost-m10"))
    here = zone(t.game, "07R:x")
    t.reset("rook", here)
    t.reset("halloway", zone(t.game, "09R:x"))
    if squad_gun:
        t.give("rook", "squad_gun")
    else:
        t.give("rook", "shock_baton", "hand", 0)
        t.give("rook", "shock_baton", "hand", 1)
    t.clear_zombies()
    t.zombies(zone(t.game, "07R:n") if squad_gun else here, abomination=1)
    t.turn("rook", actions=3)
    t.dice(6, 6, 6, 1, 1)
    return t


def test_the_blighter_felled_by_a_concentrated_melee_action_is_its_sample() -> None:
    t = blighter_in_reach(squad_gun=False)
    t.pick("concentrate", lambda a: "+" in a.args[1] and a.args[4] == "abomination")
    assert not t.state.zombies and own(t.game).samples == ["abomination"]
    assert t.s("rook").xp == 5 + 5  # the kill and the sample


def test_the_blighter_felled_by_a_concentrated_shot_is_no_sample() -> None:
    t = blighter_in_reach(squad_gun=True)
    t.pick("concentrate", lambda a: a.args[3] == zone(t.game, "07R:n") and a.args[4] == "abomination")
    assert not t.state.zombies and own(t.game).samples == [] and t.s("rook").xp == 5
