"""Companions: placed by the mission, recruited for an action, led, traded, and mortal."""

from __future__ import annotations

from missionkit import act_as, choose, game_on, run_steps

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.health import wound
from zombie_table.games.tilezone.zombies import add_zombies


def companion_game(**extra):
    mission = dict(layout=[["2R", "3R"]], start=["2R:s"], exit="2R:w", spawns=[{"zone": "3R:e", "kind": "starting"}],
                   companions=[{"zone": "2R:x", "class": "townsfolk", "count": 1}],
                   victory=[[{"kind": "recruit_companions"}], [{"kind": "escape"}]])
    mission.update(extra)
    return game_on(team=[("bo_tanner", "Ann"), ("jack_harlan", "Ann")], **mission)


def companion(game):
    return next(s for s in game.state.survivors.values() if s.companion_of is not None)


def test_the_first_player_picks_who_waits_on_each_spot() -> None:
    game = companion_game()
    c = companion(game)
    assert c.companion_of == "" and c.zone == "2R:x" and "townsfolk" in c.classes
    assert c.id not in ("bo_tanner", "jack_harlan")


def test_recruiting_costs_an_action_and_gives_the_leader_the_class_abilities() -> None:
    game = companion_game()
    c = companion(game)
    bo = game.survivor("bo_tanner")
    assert not skills.has(game, bo, "multiple_searches")
    act_as(game, "bo_tanner")
    choose(game, "move", "bo_tanner", "2R:x")
    choose(game, "recruit", "bo_tanner", c.id)
    assert c.companion_of == "bo_tanner" and bo.actions_left == 1
    assert skills.has(game, bo, "multiple_searches") and skills.has(game, bo, "home_defender")
    assert bo.health == 3, "a companion never adds health"


def test_a_companion_follows_every_move_of_its_leader_and_never_acts() -> None:
    game = companion_game()
    c = companion(game)
    act_as(game, "bo_tanner")
    choose(game, "move", "bo_tanner", "2R:x")
    choose(game, "recruit", "bo_tanner", c.id)
    choose(game, "move", "bo_tanner", "2R:w")
    assert c.zone == "2R:w"
    assert all(a.args[0] != c.id for a in game.legal_actions() if a.kind == "activate")


def test_any_wound_kills_a_companion_and_loses_the_game() -> None:
    game = companion_game()
    c = companion(game)
    add_zombies(game, "2R:x", "walker", 1)
    events = run_steps(game, {"kind": "attacks", "types": ["walker"]})
    assert c.status == "dead" and game.state.result == "defeat"
    assert [e.data["amount"] for e in events if e.kind is Ev.wounded and e.data["survivor"] == c.id] == [1]


def test_a_heavy_blow_costs_a_companion_its_one_health() -> None:
    game = companion_game()
    c = companion(game)
    game.events = []
    wound(game, c, 2, "friendly fire")
    assert c.status == "dead"
    assert [e.data["amount"] for e in game.events if e.kind is Ev.wounded] == [c.health], "the health it cost, not the blow"


def test_leadership_passes_with_a_trade() -> None:
    game = companion_game()
    c = companion(game)
    for sid in ("bo_tanner", "jack_harlan"):
        game.survivor(sid).zone = "2R:x"
    act_as(game, "bo_tanner")
    choose(game, "recruit", "bo_tanner", c.id)
    choose(game, "reorganise")
    choose(game, "hand_over", c.id, "jack_harlan")
    assert c.companion_of == "jack_harlan"
    assert skills.has(game, game.survivor("jack_harlan"), "multiple_searches")
    assert not skills.has(game, game.survivor("bo_tanner"), "multiple_searches")


def test_a_leader_escapes_with_its_companions_and_recruiting_everyone_unlocks_the_exit() -> None:
    game = companion_game()
    c = companion(game)
    for sid in ("bo_tanner", "jack_harlan"):
        game.survivor(sid).zone = "2R:x"
    act_as(game, "bo_tanner")
    assert not any(a.kind == "escape" for a in game.legal_actions())
    choose(game, "recruit", "bo_tanner", c.id)
    assert game.state.stage == 1
    choose(game, "move", "bo_tanner", "2R:w")
    choose(game, "escape", "bo_tanner")
    assert c.status == "escaped"


def test_recruit_after_and_recruit_cost_rules() -> None:
    game = companion_game(objectives=[{"zone": "2R:sb", "color": "blue"}],
                          rules=[{"kind": "recruit_after", "colors": ["blue"]},
                                 {"kind": "recruit_cost", "cards": ["plenty_of_ammo"]}])
    c = companion(game)
    bo = game.survivor("bo_tanner")
    bo.zone = "2R:x"
    act_as(game, "bo_tanner")
    assert not any(a.kind == "recruit" for a in game.legal_actions()), "blue not taken yet"
    game.state.objectives[0].taken_by = "jack_harlan"
    game.invalidate()
    assert not any(a.kind == "recruit" for a in game.legal_actions()), "no ammo to give"
    ammo = next(i for i, cid in game.state.cards.items() if cid == "cartridge_belt")
    game.state.equipment.take(ammo)
    bo.inventory.backpack[0] = ammo
    game.invalidate()
    choose(game, "recruit", "bo_tanner", c.id)
    assert c.companion_of == "bo_tanner" and ammo not in bo.inventory.cards()
