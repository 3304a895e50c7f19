"""outpost-m7 (Shopping Under Fire): the coloured doors that open like neutral ones, the sleeping
breaches behind them woken by their door (opened, broken or lifted by mold) or their objective,
hellfire burning a spawn token while its mold only goes inactive, the mold chain (a sleeping breach
ends one, a burnt one does not), any objective lost to mold or hellfire losing the mission, and
the prototypes running out after the fourth red (rules reference §12, mission 7)."""

from __future__ import annotations

from missionkit import act_as, choose, run_steps
from stationkit import armed, put, shipped, spawn_in, token_of, zone

from zombie_table.games.tilezone.settings.outpost import mold
from zombie_table.games.tilezone.settings.outpost.oxygen import wears_bottle
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.spawning import spawn
from zombie_table.games.tilezone.zombies import add_zombies

GREEN, PURPLE = "03R:b", "08R:b"


def test_the_team_starts_outside_wearing_bottles_and_both_vaults_sleep_behind_coloured_doors() -> None:
    game = shipped("outpost-m7")
    assert all(wears_bottle(game, s) for s in game.state.survivors.values())
    assert sorted(own(game).doors.values()) == ["green", "purple"]
    assert not spawn_in(game, GREEN).active and not spawn_in(game, PURPLE).active


def test_opening_the_green_door_wakes_the_green_breach_before_the_xenos_phase() -> None:
    game = shipped("outpost-m7")
    put(game, "rook", "03R:x")
    act_as(game, "rook")
    choose(game, "open_door", "rook", zone(game, GREEN))
    assert "green" not in own(game).doors.values()
    run_steps(game, {"kind": "players_end"})
    assert spawn_in(game, GREEN).active and not spawn_in(game, PURPLE).active


def test_taking_the_purple_objective_wakes_the_purple_breach() -> None:
    game = shipped("outpost-m7")
    purple = token_of(game, "purple")
    put(game, "rook", purple.zone)
    act_as(game, "rook")
    choose(game, "take_objective", "rook", purple.id)
    assert spawn_in(game, PURPLE).active and not spawn_in(game, GREEN).active


def test_hellfire_burns_a_spawn_token_and_leaves_its_mold_inactive() -> None:
    game = shipped("outpost-m7")
    target = armed(game, "rook", "01R:e")
    act_as(game, "rook")
    choose(game, "hellfire", "rook", target)
    assert spawn_in(game, "01R:e").destroyed
    assert target in mold.dormant(game) and target not in mold.active(game)


# the red breach on 09R's east port and the purple vault three zones south-west of it: 09R:f and
# 09R:g border each other, 08R:a borders 09R:g across the tile edge and the vault (08R:b) beside it
CHAIN = ["09R:e", "09R:f", "09R:g", "08R:a"]


def molded(game, refs: list[str]) -> None:
    game.state.tokens["mold"] = [zone(game, r) for r in refs]
    game.rebuild_board()


def test_a_chain_of_active_mold_to_a_sleeping_vault_breach_loses() -> None:
    """The breaches still asleep end a chain too (rule option mold_links_inactive_spawns, the
    reference's likely reading): reading only the active ones, this chain would link nothing."""
    game = shipped("outpost-m7")
    molded(game, CHAIN[:-1])
    game.check_end()
    assert game.state.result is None  # 09R:g does not border the vault: one end only
    molded(game, CHAIN)
    game.check_end()
    assert not spawn_in(game, PURPLE).active and game.state.result == "defeat"
    assert zone(game, PURPLE) in game.state.cause and zone(game, "09R:e") in game.state.cause


def test_a_burnt_breach_ends_no_chain_even_when_its_mold_wakes_again() -> None:
    game = shipped("outpost-m7")
    target = armed(game, "rook", "09R:e")
    act_as(game, "rook")
    choose(game, "hellfire", "rook", target)
    molded(game, CHAIN)  # an abomination woke the mold there again and laid the rest
    game.check_end()
    assert game.state.result is None


def test_mold_lifting_the_purple_door_wakes_the_purple_breach() -> None:
    game = shipped("outpost-m7")
    spawn(game, zone(game, "08R:x"), "abomination", 1)  # the junction in front of the vault
    assert "purple" not in own(game).doors.values()
    assert spawn_in(game, PURPLE).active and not spawn_in(game, GREEN).active


def test_a_xeno_breaking_the_green_door_wakes_the_green_breach() -> None:
    game = shipped("outpost-m7")
    add_zombies(game, zone(game, GREEN), "worker", 1)  # a xeno inside the vault, the crew outside
    put(game, "rook", "03R:x")
    run_steps(game, {"kind": "zombies_phase"})
    assert zone(game, GREEN) + "|" + zone(game, "03R:x") in own(game).broken
    assert spawn_in(game, GREEN).active


def test_any_objective_lost_to_mold_loses_the_mission_green_too() -> None:
    game = shipped("outpost-m7")
    green = token_of(game, "green")
    mold.grow(game, green.zone)
    game.check_end()
    assert green.lost and game.state.result == "defeat"


def test_an_objective_burnt_by_hellfire_loses_the_mission() -> None:
    game = shipped("outpost-m7")
    red = next(t for t in game.state.objectives if t.color == "red" and t.zone == zone(game, "04R:a"))
    add_zombies(game, red.zone, "worker", 1)
    target = armed(game, "rook", red.zone)
    act_as(game, "rook")
    choose(game, "hellfire", "rook", target)
    assert red.lost and game.state.result == "defeat"


def test_red_objectives_past_the_fourth_give_xp_and_no_prototype() -> None:
    game = shipped("outpost-m7")
    reds = [t for t in game.state.objectives if t.color == "red"]
    assert len(reds) == 7 and len(own(game).prototypes) == 4
    for token in reds[:5]:
        put(game, "rook", token.zone)
        act_as(game, "rook")
        choose(game, "take_objective", "rook", token.id)
        offered = game.decision.kind == "keep_card"
        while game.decision is not None and game.decision.kind in ("keep_card", "reorganise"):
            game.apply(0)
    assert not offered and not own(game).prototypes  # the fifth found none left
    assert game.survivor("rook").xp == 25
